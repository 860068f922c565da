"""The blunder census of issue 27, run by `python bench/ai.py --census [--quick]`.

Each level plays `--census-games` games against `normal` (the same opponent for every level, so a
level's numbers change only with the level), seats alternating, over the matchups of the deck sample
in turn. Every decision of the measured level with more than one answer counts; the detectors of
opcg_tui/ai/census.py (docs/census.md) judge each one on the full state, which the players never see.
Prints, per level, the blunders per 100 decisions by class with a few examples, then one line per
level: `expert: 0.8 blunders per 100 decisions (classes 1-4)`.
"""

from __future__ import annotations

import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from opcg_tui.ai import make_player
from opcg_tui.ai.census import CLASSES, Blunder, detect
from opcg_tui.engine import Command, Game, new_game
from opcg_tui.games.onepiece import load_cards
from opcg_tui.games.onepiece.decks import load_deck
from opcg_tui.runtime import tune
from opcg_tui.simulate import play_one, wilson

OPPONENT = "normal"
HEADLINE = (1, 2, 3, 4)  # the classes of the summary line (issue 27's targets)
EXAMPLES = 2  # per class and level

_CACHE: dict[str, Any] = {}


def _deck(ref: str) -> Any:
    if "db" not in _CACHE:
        _CACHE["db"] = load_cards()
    if ref not in _CACHE:
        _CACHE[ref] = load_deck(ref, _CACHE["db"])
    return _CACHE[ref]


def census_game(task: tuple[int, tuple[str, str], str, int, int | None]) -> dict:
    """One game of `level` (its deck first) against OPPONENT: its decisions and its blunders."""
    index, (deck, other), level, seed, budget_ms = task
    seat = index % 2  # the measured level's seat
    game_seed = seed * 1_000_003 + index
    decks = [_deck(deck), _deck(other)][:: 1 if seat == 0 else -1]
    kinds = [level, OPPONENT][:: 1 if seat == 0 else -1]
    players = [make_player(kinds[s], seed=game_seed * 2 + s, budget_ms=budget_ms) for s in (0, 1)]
    game = new_game(decks[0], decks[1], seed=game_seed, db=_CACHE["db"], record=True)  # detectors read its log
    decisions = 0
    blunders: list[Blunder] = []

    def observe(g: Game, who: int, cmd: Command, options: list[Command]) -> None:
        nonlocal decisions
        real = [c for c in options if c.kind != "concede"]
        if who == seat and len(real) > 1:
            decisions += 1
            blunders.extend(detect(g, who, cmd, real))

    play_one(game, players, [[], []], observe)
    return {"decisions": decisions, "blunders": blunders, "won": game.winner == seat}


def run_level(level: str, games: int, seed: int, jobs: int, pairs: list[tuple[str, str]],
              budget_ms: int | None) -> dict:
    tasks = [(i, pairs[i % len(pairs)], level, seed, budget_ms) for i in range(games)]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs, initializer=tune) as pool:
            results = list(pool.map(census_game, tasks))
    else:
        results = [census_game(t) for t in tasks]
    blunders = [b for r in results for b in r["blunders"]]
    out = {"games": games, "decisions": sum(r["decisions"] for r in results),
           "wins": sum(r["won"] for r in results), "seconds": time.perf_counter() - start,
           "counts": {k: sum(b.kind == k for b in blunders) for k in CLASSES},
           "examples": {k: [b._asdict() for b in blunders if b.kind == k][:EXAMPLES] for k in CLASSES}}
    print(f"  {level}: {games} games in {out['seconds']:.0f} s", file=sys.stderr, flush=True)
    return out


def headline_count(out: dict) -> int:
    return sum(out["counts"][k] for k in HEADLINE)


def per_100(count: int, decisions: int) -> float:
    return 100 * count / decisions if decisions else 0.0


def report(level: str, out: dict) -> None:
    n = out["decisions"]
    print(f"\n{level} vs {OPPONENT}: {out['games']} games ({out['wins']} won), {n} decisions")
    for k, title in CLASSES.items():
        print(f"  {k} {title:18} {out['counts'][k]:5}  {per_100(out['counts'][k], n):6.2f} per 100")
    count = headline_count(out)
    low, high = wilson(count, n)
    print(f"  classes 1-4        {count:5}  {per_100(count, n):6.2f} per 100 (95% CI {100 * low:.2f}-{100 * high:.2f})")
    for k, examples in out["examples"].items():
        for ex in examples:
            print(f"  [{k}] {ex['position']}\n      chose: {ex['choice']}\n      better: {ex['better']}")


def headline(level: str, out: dict) -> str:
    count = headline_count(out)
    return f"{level}: {per_100(count, out['decisions']):.1f} blunders per 100 decisions (classes 1-4)"


def census(levels: list[str], games: int, seed: int, jobs: int, pairs: list[tuple[str, str]],
           budget_ms: int | None) -> dict:
    print(f"blunder census: each level against {OPPONENT}, {games} games per level "
          f"(definitions: docs/census.md)")
    results = {level: run_level(level, games, seed, jobs, pairs, budget_ms) for level in levels}
    for level, out in results.items():
        report(level, out)
    print()
    for level, out in results.items():
        print(headline(level, out))
    return results
