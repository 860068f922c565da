"""Strength and speed of Fusion World's computer players over the 16 starter matchups.

    python bench/fw_ai.py [--hard-games 8] [--random-games 10] [--seed 1] [--jobs 2] [--budget-ms N] [--decks A,B,...]

Every deck of the sample (FS01..FS04 unless --decks names others) meets every deck (itself included) with the stronger player on the first
deck; seats alternate game by game inside each matchup, so an even number of games plays both
seats equally. It plays `normal` vs `random` and `hard` vs `normal` with
opcg_tui.simulate.run_simulation and prints, per matchup and in total, the games, the stronger
player's wins and win rate with its 95 % Wilson interval (a draw counts half), and the decision
times of the stronger player (p50 mean over matchups, p95 of the worst matchup, max).
Targets (issue 11): hard beats normal >= 70 %; normal beats random >= 90 %; hard p95 <= 1 s.
Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from opcg_tui.simulate import run_simulation, wilson

DECKS = ("FS01", "FS02", "FS03", "FS04")


def run_pair(players: str, games: int, seed: int, jobs: int, budget_ms: int | None, decks: tuple[str, ...]) -> dict:
    strong = players.split(",")[0]
    print(f"\n{players.replace(',', ' vs ')} ({games} games per matchup, seats alternating)")
    print(f"  {'matchup':14} {'games':>5} {'wins':>5}  {'win rate (95% CI)':24} {strong} ms p50/p95/max")
    results = {}
    for n, (d1, d2) in enumerate((a, b) for a in decks for b in decks):
        s = run_simulation(d1, d2, players, games, seed * 100 + n, jobs=jobs, budget_ms=budget_ms,
                           progress=False, game="dbsfw")
        results[d1, d2] = s
        rate, ms = s["win_rate"]["player1"], s["decision_ms"]["player1"]
        score = s["wins"]["player1"] + s["wins"]["draw"] / 2
        print(f"  {d1} vs {d2}:  {s['games']:5} {score:5g}  {rate['rate']:6.1%} "
              f"({rate['ci95'][0]:5.1%}-{rate['ci95'][1]:5.1%})    {ms['p50']:7.1f} {ms['p95']:7.1f} {ms['max']:7.1f}",
              flush=True)
    return results


def totals(results: dict) -> dict:
    by_deck: dict[str, list[float]] = {d: [0.0, 0.0] for d, _ in results}
    for (d1, _), s in results.items():
        by_deck[d1][0] += s["wins"]["player1"] + s["wins"]["draw"] / 2
        by_deck[d1][1] += s["games"]
    print("  by the stronger player's deck: "
          + "   ".join(f"{d} {score:g}/{games:g} ({score / games:.0%})" for d, (score, games) in by_deck.items()))
    score = sum(v[0] for v in by_deck.values())
    games = int(sum(v[1] for v in by_deck.values()))
    low, high = wilson(score, games)
    p50 = sum(s["decision_ms"]["player1"]["p50"] for s in results.values()) / len(results)
    p95 = max(s["decision_ms"]["player1"]["p95"] for s in results.values())
    worst = max(s["decision_ms"]["player1"]["max"] for s in results.values())
    print(f"  TOTAL: {games} games, {score:g} wins, win rate {score / games:.1%} (95% CI {low:.1%}-{high:.1%})")
    print(f"  decision ms of the stronger player: p50 (mean over matchups) {p50:.1f}, "
          f"p95 (worst matchup) {p95:.1f}, max {worst:.1f}")
    return {"games": games, "wins": score, "rate": score / games, "ci95": [low, high],
            "decision_ms": {"p50_mean": p50, "p95_worst": p95, "max": worst}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hard-games", type=int, default=8, help="hard vs normal games per matchup (0: skip)")
    parser.add_argument("--random-games", type=int, default=10, help="normal vs random games per matchup (0: skip)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--budget-ms", type=int, default=None, help="time cap per decision of hard")
    parser.add_argument("--json", type=str, default=None, help="also write the totals to this file")
    parser.add_argument("--decks", type=str, default=",".join(DECKS), help="comma-separated deck ids")
    args = parser.parse_args()
    start = time.perf_counter()
    out = {}
    for players, games, budget in (("normal,random", args.random_games, None),
                                   ("hard,normal", args.hard_games, args.budget_ms)):
        if games > 0:
            out[players] = totals(run_pair(players, games, args.seed, args.jobs, budget, tuple(args.decks.split(","))))
    print(f"\n({time.perf_counter() - start:.0f} s, jobs={args.jobs}, seed={args.seed})", file=sys.stderr)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1)


if __name__ == "__main__":
    main()
