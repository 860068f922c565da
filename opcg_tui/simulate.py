"""Headless self-play: `opcg simulate` plays many games between computer players and sums them up."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from .ai import SeatView, make_player, player_kinds
from .data.cards import CardDB
from .data.decks import Deck
from .engine import Command, Game, new_game
from .engine.rulesets import DEFAULT_GAME, ruleset
from .runtime import tune


class SimulationError(ValueError):
    pass


def play_one(game: Game, players: list, clock: list[list[float]],
             observe: Callable[[Game, int, Command, list[Command]], None] | None = None) -> int:
    """Play `game` to the end; players[seat] decides for that seat. Returns the decisions taken.
    `observe(game, seat, cmd, options)`, if given, sees each decision before it is applied (measurement
    code, such as the blunder census: it sees the full state, which no player does)."""
    decisions = 0
    while not game.over:
        prompt = game.waiting
        assert prompt is not None
        seat = prompt.player
        options = [c for c in game.legal() if c.player == seat]
        start = time.perf_counter()
        cmd = players[seat].decide(SeatView(game, seat), options)
        clock[seat].append(time.perf_counter() - start)
        if observe is not None:
            observe(game, seat, cmd, options)
        game.apply(cmd)
        decisions += 1
    return decisions


def _game(args: tuple) -> dict:
    index, deck_refs, kinds, seed, budget_ms, extra, save_dir, *rest = args
    game_key = rest[0] if rest else DEFAULT_GAME
    db = _cached_db(game_key)
    decks = [_cached_deck(ref, db, extra, game_key) for ref in deck_refs]
    # Seats alternate game by game: in odd games player1 sits in seat p2 (and plays second deck seat).
    swap = index % 2 == 1
    order = [1, 0] if swap else [0, 1]
    game_seed = seed * 1_000_003 + index
    players = [make_player(kinds[order[s]], seed=game_seed * 2 + s, budget_ms=budget_ms, game=game_key) for s in (0, 1)]
    game = new_game(decks[order[0]], decks[order[1]], seed=game_seed, db=db, record=save_dir is not None,
                    game=game_key)
    clock: list[list[float]] = [[], []]
    decisions = play_one(game, players, clock)
    save_error = ""
    if save_dir is not None:
        from .gamelog import GameLog

        try:
            GameLog.create(game, {"p1": kinds[order[0]], "p2": kinds[order[1]]}, Path(save_dir),
                           log_name(index)).close()
        except OSError as exc:  # the log is removed again: no torn file; the result still counts
            save_error = f"{Path(save_dir) / log_name(index)}: cannot write: {exc.strerror or exc}"
    winner = game.winner
    result = "draw" if winner in (2, None) else ("player1" if order[winner] == 0 else "player2")
    return {
        "winner": result,
        "turns": game.s.turn,
        "decisions": decisions,
        "reason": game.s.reason,
        "times": {"player1": clock[order.index(0)], "player2": clock[order.index(1)]},
        "save_error": save_error,
    }


def log_name(index: int) -> str:
    return f"game-{index:05d}.jsonl"


def check_save_dir(folder: Path, games: int) -> None:
    """The folder for the games' logs exists (or is made) and holds none of the logs about to be written."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SimulationError(f"--save-dir {folder}: cannot create the folder: {exc.strerror or exc}") from None
    taken = [folder / log_name(i) for i in range(games) if (folder / log_name(i)).exists()]
    if taken:
        raise SimulationError(f"--save-dir {folder}: {taken[0].name} is already there "
                              f"({len(taken)} of the game logs would replace files): choose an empty folder")


_DBS: dict[str, CardDB] = {}
_DECKS: dict[tuple[str, str], Deck] = {}


def _cached_db(game: str = DEFAULT_GAME) -> CardDB:
    if game not in _DBS:
        _DBS[game] = ruleset(game).load_cards()  # type: ignore[assignment]
    return _DBS[game]


def _cached_deck(ref: str, db: CardDB, extra: list[Path] | None, game: str = DEFAULT_GAME) -> Deck:
    if (game, ref) not in _DECKS:
        _DECKS[game, ref] = ruleset(game).load_deck(ref, db, extra)
    return _DECKS[game, ref]


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def run_simulation(deck1: str, deck2: str, players: str, games: int, seed: int, jobs: int = 1,
                   extra_dirs: list[Path] | None = None, budget_ms: int | None = None,
                   progress: bool = True, save_dir: Path | None = None, game: str = DEFAULT_GAME) -> dict:
    kinds = [k.strip() for k in players.split(",")]
    known = player_kinds(game)
    if len(kinds) != 2 or any(k not in known for k in kinds):
        raise SimulationError(f"--players takes two of {', '.join(known)} separated by a comma"
                              f"{' for ' + ruleset(game).title if game != DEFAULT_GAME else ''}; got {players!r}")
    db = _cached_db(game)
    for ref in (deck1, deck2):
        _cached_deck(ref, db, extra_dirs, game)  # bad decks fail here, before any process starts
    if save_dir is not None:
        check_save_dir(save_dir, games)
    tasks = [(i, (deck1, deck2), kinds, seed, budget_ms, extra_dirs, save_dir, game) for i in range(games)]
    start = time.perf_counter()
    results: list[dict] = []
    bar = _progress(progress)
    with bar:
        task = bar.add_task("playing", total=games)
        if jobs > 1:
            with ProcessPoolExecutor(max_workers=jobs, initializer=tune) as pool:
                for r in pool.map(_game, tasks, chunksize=max(1, games // (jobs * 8))):
                    results.append(r)
                    bar.advance(task)
        else:
            for t in tasks:
                results.append(_game(t))
                bar.advance(task)
    seconds = time.perf_counter() - start
    return summarize(results, kinds, seconds)


def sweep(pairs: list[tuple[str, str]], games: int, seed: int, jobs: int = 1, game: str = DEFAULT_GAME) -> list[dict]:
    """`games` random-vs-random games for each pair of decks (seats alternating), every game's result
    with its seconds; a game that raises is a result too (`error`, with the traceback), never an abort."""
    for ref in {d for pair in pairs for d in pair}:
        _cached_deck(ref, _cached_db(game), None, game)
    tasks = [(i, pair, ["random", "random"], seed + n, None, None, None, game)
             for n, pair in enumerate(pairs) for i in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs, initializer=tune) as pool:
            return list(pool.map(_sweep_game, tasks, chunksize=max(1, len(tasks) // (jobs * 16))))
    return [_sweep_game(t) for t in tasks]


def _sweep_game(task: tuple) -> dict:
    import traceback

    start = time.perf_counter()
    try:
        result = _game(task)
        result["error"] = None
        del result["times"]
    except Exception as exc:  # noqa: BLE001 - the sweep reports every failure with its game
        result = {"error": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc(), "reason": "error"}
    result.update(decks=task[1], index=task[0], seed=task[3], seconds=time.perf_counter() - start)
    return result


def _progress(enabled: bool) -> Any:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    return Progress(TextColumn("[bold]simulate"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                    console=Console(stderr=True), disable=not enabled, transient=True)


def summarize(results: list[dict], kinds: list[str], seconds: float) -> dict:
    n = len(results)
    wins = {"player1": 0, "player2": 0, "draw": 0}
    for r in results:
        wins[r["winner"]] += 1
    decisions = sum(r["decisions"] for r in results)
    times = {p: [t for r in results for t in r["times"][p]] for p in ("player1", "player2")}
    summary: dict[str, Any] = {
        "games": n,
        "players": {"player1": kinds[0], "player2": kinds[1]},
        "wins": wins,
        "turns_mean": sum(r["turns"] for r in results) / n if n else 0.0,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "games_per_second": round(n / seconds, 2) if seconds else 0.0,
        "decisions_per_second": round(decisions / seconds, 1) if seconds else 0.0,
        "decision_ms": {
            p: {
                "p50": round(percentile(times[p], 0.50) * 1000, 3),
                "p95": round(percentile(times[p], 0.95) * 1000, 3),
                "max": round(max(times[p], default=0.0) * 1000, 3),
            }
            for p in ("player1", "player2")
        },
        "win_rate": {},
    }
    for p in ("player1", "player2"):
        # A draw counts as half a win for the interval.
        score = wins[p] + wins["draw"] / 2
        low, high = wilson(score, n)
        summary["win_rate"][p] = {"rate": round(score / n, 4) if n else 0.0, "ci95": [round(low, 4), round(high, 4)]}
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
    summary["end_reasons"] = reasons
    summary["save_errors"] = [r["save_error"] for r in results if r.get("save_error")]
    return summary


def print_summary(summary: dict, console: Any) -> None:
    from rich.table import Table

    table = Table(title=f"{summary['games']} games", show_header=True)
    table.add_column("player")
    table.add_column("kind")
    table.add_column("wins", justify="right")
    table.add_column("win rate (95% CI)", justify="right")
    table.add_column("decision ms p50/p95/max", justify="right")
    for p in ("player1", "player2"):
        rate = summary["win_rate"][p]
        ms = summary["decision_ms"][p]
        table.add_row(p, summary["players"][p], str(summary["wins"][p]),
                      f"{rate['rate']:.1%} ({rate['ci95'][0]:.1%}–{rate['ci95'][1]:.1%})",
                      f"{ms['p50']:.2f} / {ms['p95']:.2f} / {ms['max']:.2f}")
    console.print(table)
    console.print(f"draws: {summary['wins']['draw']}   mean turns: {summary['turns_mean']:.1f}   "
                  f"decisions: {summary['decisions']}   {summary['games_per_second']} games/s   "
                  f"{summary['decisions_per_second']} decisions/s   ({summary['seconds']} s)")
