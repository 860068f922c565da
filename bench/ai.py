"""Strength and speed of the computer players over a sample of 12 starter decks.

    python bench/ai.py [--quick] [--jobs 2] [--seed 1] [--budget-ms N] [--decks ST-01,ST-05,...]
                       [--skip-games] [--skip-puzzles] [--levels random,easy,...]

The sample spans every colour and several two-colour Leaders. Each deck meets itself and two
others of the sample (36 matchups; seats alternate game by game inside each), and for each it
plays `normal` vs `random` and `hard` vs `normal` with opcg_tui.simulate.run_simulation. It prints
the win rate of the stronger player per matchup and per deck, the totals with 95 % Wilson
intervals, and decision-time percentiles.
Then the puzzle suite (tests/ai/puzzles, docs/puzzles.md): the time the exhaustive search takes to
prove every puzzle, and for each computer level the share of lethal / survive / blunder puzzles it
solves (its decisions against the search's best answers reach the stated result), with the
puzzles it fails.
Targets: normal beats random >= 95 %; hard beats normal >= 75 %; normal p95 <= 20 ms; hard p95
<= 1.0 s; expert solves >= 95 % of lethal and survive puzzles, hard >= 85 %. Prints numbers;
asserts nothing.

    python bench/ai.py --expert [--expert-games 4] [--expert-decks ST-01,ST-02,ST-03,ST-04] [--jobs 2]

instead runs the levels of issue 13: `expert` vs `hard` and `hard` vs `normal` over every matchup
of the first four starter decks in both directions (16, mirrors included) — of the 36 starters
that ship, the whole round robin is beyond this machine — seats alternating, with Wilson 95 % intervals
and each level's decision times. Targets: expert beats hard >= 65 %, hard beats normal >= 85 %;
expert p95 <= 1.5 s and max <= 3 s, hard p95 <= 1.0 s.

    python bench/ai.py --census [--quick] [--census-games N] [--levels normal,hard,expert] [--jobs 1]

instead runs the blunder census of issue 27 (bench/census.py, docs/census.md): each level against
`normal` over the sample's matchups, 216 games per level (--quick: 4), printing blunders per 100
decisions by class with examples, and one line per level (`expert: 0.8 blunders per 100 decisions
(classes 1-4)`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from itertools import product
from pathlib import Path

from census import census

from opcg_tui.ai import make_player, player_kinds
from opcg_tui.ai.puzzles import KINDS, check, load_suite, solve_rates
from opcg_tui.games.onepiece import load_cards
from opcg_tui.simulate import run_simulation, wilson

SAMPLE = ("ST-01", "ST-02", "ST-10", "ST-13", "ST-17", "ST-18", "ST-19", "ST-20", "ST-22", "ST-26", "ST-28",
          "ST-33")
OFFSETS = (0, 1, 5)  # each deck meets itself, the next one and the one five places on
PUZZLES = Path(__file__).resolve().parent.parent / "tests" / "ai" / "puzzles"


def matchups(decks: tuple[str, ...]) -> list[tuple[str, str]]:
    return [(d, decks[(i + k) % len(decks)]) for i, d in enumerate(decks) for k in OFFSETS]


def run_pair(players: str, games: int, seed: int, jobs: int, budget_ms: int | None, decks: tuple[str, ...]) -> dict:
    results = {}
    for n, (d1, d2) in enumerate(matchups(decks)):
        start = time.perf_counter()
        summary = run_simulation(d1, d2, players, games, seed * 100 + n, jobs=jobs, budget_ms=budget_ms,
                                 progress=False)
        results[(d1, d2)] = summary
        rate = summary["win_rate"]["player1"]["rate"]
        print(f"  {players:14} {d1} vs {d2}: {rate:6.1%} of {games}  ({time.perf_counter() - start:6.1f} s)",
              file=sys.stderr, flush=True)
    return results


def table(title: str, results: dict) -> dict:
    print(f"\n{title}: win rate of the first player by its deck (over the matchups it played)")
    by_deck: defaultdict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    total_score = total_games = 0.0
    for (d1, _), s in results.items():
        score = s["wins"]["player1"] + s["wins"]["draw"] / 2
        by_deck[d1][0] += score
        by_deck[d1][1] += s["games"]
        total_score += score
        total_games += s["games"]
    for deck, (score, games) in by_deck.items():
        print(f"  {deck:10} {score / games:7.1%} of {games:g}")
    worst = min(results.items(), key=lambda kv: kv[1]["win_rate"]["player1"]["rate"])
    print(f"  worst matchup: {worst[0][0]} vs {worst[0][1]} {worst[1]['win_rate']['player1']['rate']:.1%}")
    low, high = wilson(total_score, int(total_games))
    print(f"  total: {total_score:g} / {total_games:g} = {total_score / total_games:.1%}"
          f"  (95% CI {low:.1%}-{high:.1%})")
    return {"score": total_score, "games": total_games, "rate": total_score / total_games, "ci95": [low, high]}


def latency(results: dict, who: str, kind: str) -> dict:
    """Decision times of `kind` over all matchups: the worst matchup's p95 and max, the mean p50."""
    p50 = [s["decision_ms"][who]["p50"] for s in results.values()]
    p95 = max(s["decision_ms"][who]["p95"] for s in results.values())
    worst = max(s["decision_ms"][who]["max"] for s in results.values())
    decisions = sum(s["decisions"] for s in results.values())
    print(f"  {kind:7} decision ms: p50 (mean over matchups) {sum(p50) / len(p50):8.2f}   "
          f"p95 (worst matchup) {p95:8.2f}   max {worst:8.2f}   ({decisions} decisions, both players)")
    return {"p50_mean": sum(p50) / len(p50), "p95_worst": p95, "max": worst}


def puzzles(levels: list[str], seed: int, budget_ms: int | None) -> dict:
    """Prove the puzzle suite, then measure each level's solve rate on it."""
    positions = load_suite(PUZZLES, load_cards())
    start = time.perf_counter()
    unproved = [p.name for p in positions if check(p).problem]
    proved_s = time.perf_counter() - start
    counts = {k: sum(p.puzzle.kind == k for p in positions) for k in KINDS}
    print(f"\npuzzles ({len(positions)}: " + ", ".join(f"{n} {k}" for k, n in counts.items())
          + f"): exhaustive proof of all in {proved_s:.1f} s" + (f"; NOT PROVED: {', '.join(unproved)}" if unproved else ""))
    print(f"  {'level':8}" + "".join(f"{k:>18}" for k in KINDS) + "   seconds")
    out: dict = {"proof_seconds": proved_s, "unproved": unproved, "counts": counts, "levels": {}}
    for level in levels:
        start = time.perf_counter()
        rates = solve_rates(positions, lambda _, level=level: make_player(level, seed=seed, budget_ms=budget_ms))
        took = time.perf_counter() - start
        print(f"  {level:8}" + "".join(f"{rates.solved[k]:>6}/{rates.total[k]:<3} {rates.rate(k):6.1%} " for k in KINDS)
              + f"  {took:7.1f}")
        out["levels"][level] = {"rates": {k: rates.rate(k) for k in KINDS}, "failed": rates.failed, "seconds": took}
    for level in levels:
        failed = out["levels"][level]["failed"]
        print(f"  {level} fails {len(failed)}: {', '.join(failed) or '-'}")
    return out


EXPERT_DECKS = ("ST-01", "ST-02", "ST-03", "ST-04")


def expert_levels(decks: tuple[str, ...], games: int, seed: int, jobs: int) -> dict:
    """expert vs hard and hard vs normal over every ordered pairing of `decks` (issue 13): each level
    plays each deck against each, so no deck's strength leans the result."""
    pairs = list(product(decks, repeat=2))
    out: dict = {}
    for players, key in (("expert,hard", "expert_vs_hard"), ("hard,normal", "hard_vs_normal")):
        results = {}
        for n, (d1, d2) in enumerate(pairs):
            start = time.perf_counter()
            results[(d1, d2)] = summary = run_simulation(d1, d2, players, games, seed * 100 + n, jobs=jobs,
                                                         progress=False)
            print(f"  {players:14} {d1} vs {d2}: {summary['win_rate']['player1']['rate']:6.1%} of {games}"
                  f"  ({time.perf_counter() - start:6.1f} s)", file=sys.stderr, flush=True)
        first, second = players.split(",")
        out[key] = table(f"{first} vs {second} ({games} games per matchup, {len(pairs)} matchups)", results)
        out[f"{key}_latency"] = {first: latency(results, "player1", first),
                                 second: latency(results, "player2", second)}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a small run (minutes, not an hour)")
    parser.add_argument("--random-games", type=int, default=None, help="normal vs random games per matchup")
    parser.add_argument("--hard-games", type=int, default=None, help="hard vs normal games per matchup")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--budget-ms", type=int, default=None, help="time cap per decision of hard")
    parser.add_argument("--skip-hard", action="store_true")
    parser.add_argument("--json", type=str, default=None, help="also write the numbers to this file")
    parser.add_argument("--decks", type=str, default=",".join(SAMPLE), help="comma-separated deck ids")
    parser.add_argument("--skip-games", action="store_true", help="only the puzzle suite")
    parser.add_argument("--skip-puzzles", action="store_true", help="only the games")
    parser.add_argument("--levels", type=str, default=",".join(player_kinds()),
                        help="the levels measured on the puzzles (default: every level)")
    parser.add_argument("--expert", action="store_true", help="the issue-13 levels: expert vs hard, hard vs normal")
    parser.add_argument("--expert-games", type=int, default=4, help="games per matchup with --expert")
    parser.add_argument("--expert-decks", type=str, default=",".join(EXPERT_DECKS))
    parser.add_argument("--census", action="store_true", help="the blunder census of issue 27 (every --levels)")
    parser.add_argument("--census-games", type=int, default=None, help="games per level with --census (216; --quick 4)")
    args = parser.parse_args()
    if args.census:
        start = time.perf_counter()
        out = census(args.levels.split(","), args.census_games or (4 if args.quick else 216), args.seed, args.jobs,
                     matchups(tuple(args.decks.split(","))), args.budget_ms)
        print(f"\n({time.perf_counter() - start:.0f} s, jobs={args.jobs}, seed={args.seed})")
        if args.json:
            with open(args.json, "w") as f:
                json.dump(out, f, indent=1)
        return
    if args.expert:
        start = time.perf_counter()
        out = expert_levels(tuple(args.expert_decks.split(",")), args.expert_games, args.seed, args.jobs)
        print(f"\n({time.perf_counter() - start:.0f} s, jobs={args.jobs}, seed={args.seed})")
        if args.json:
            with open(args.json, "w") as f:
                json.dump(out, f, indent=1)
        return
    decks = tuple(args.decks.split(","))
    random_games = args.random_games or (6 if args.quick else 20)
    hard_games = args.hard_games or (2 if args.quick else 6)
    start = time.perf_counter()
    out: dict = {}

    if not args.skip_games:
        games(args, decks, random_games, hard_games, out)
    if not args.skip_puzzles:
        out["puzzles"] = puzzles(args.levels.split(","), args.seed, args.budget_ms)
    print(f"\n({time.perf_counter() - start:.0f} s, jobs={args.jobs}, seed={args.seed})")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1)


def games(args: argparse.Namespace, decks: tuple[str, ...], random_games: int, hard_games: int, out: dict) -> None:
    normal = run_pair("normal,random", random_games, args.seed, args.jobs, None, decks)
    out["normal_vs_random"] = table(f"normal vs random ({random_games} games per matchup)", normal)
    out["normal_latency"] = latency(normal, "player1", "normal")
    if not args.skip_hard:
        hard = run_pair("hard,normal", hard_games, args.seed, args.jobs, args.budget_ms, decks)
        out["hard_vs_normal"] = table(f"hard vs normal ({hard_games} games per matchup)", hard)
        out["hard_latency"] = latency(hard, "player1", "hard")
        out["normal_latency_vs_hard"] = latency(hard, "player2", "normal")


if __name__ == "__main__":
    main()
