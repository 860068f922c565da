"""Every pair of shipped decks, random vs random: no exception, no loop-bound draw, and games/s per deck.

    python bench/sweep.py [--games 20] [--jobs 2] [--seed 1] [--decks ST-01,ST-05,...] [--game dbsfw]

Plays `--games` games for each unordered pair of decks (mirrors included; seats alternate game by
game) and prints, per deck, its games, games/s (the games it took part in over the seconds they
took) and its end reasons; then every game that raised or ended as an infinite loop (11-1-1-1),
with the seed that replays it (`opcg simulate --deck1 A --deck2 B --players random,random
--seed SEED --games N`). Exits 1 if any game raised. tests/test_sweep.py plays a seeded subset.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict

from opcg_tui.data.decks import list_decks
from opcg_tui.deckindex import natural_key
from opcg_tui.runtime import tune
from opcg_tui.simulate import sweep


def shipped(game: str) -> list[str]:
    """The ids of every deck the game ships."""
    if game == "dbsfw":
        from opcg_tui.games.dbsfw.decks import decks_dir

        return sorted((p.stem for p in decks_dir().glob("*.yaml")), key=natural_key)
    return sorted({d.id for d, _ in list_decks()}, key=natural_key)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decks", help="comma-separated deck ids (default: every shipped deck)")
    parser.add_argument("--game", choices=("opcg", "dbsfw"), default="opcg")
    args = parser.parse_args()
    tune()
    ids = args.decks.split(",") if args.decks else shipped(args.game)
    pairs = [(a, b) for i, a in enumerate(ids) for b in ids[i:]]
    print(f"{len(ids)} decks, {len(pairs)} pairs, {args.games} games each = {len(pairs) * args.games} games, "
          f"{args.jobs} jobs", flush=True)
    t0 = time.perf_counter()
    results = sweep(pairs, args.games, args.seed, args.jobs, args.game)
    wall = time.perf_counter() - t0
    games: Counter[str] = Counter()
    seconds: defaultdict[str, float] = defaultdict(float)
    reasons: defaultdict[str, Counter[str]] = defaultdict(Counter)
    for r in results:
        for deck in set(r["decks"]):
            games[deck] += 1
            seconds[deck] += r["seconds"]
            reasons[deck][r["reason"]] += 1
    print(f"\n{'deck':10} {'games':>6} {'games/s':>8}  end reasons")
    for deck in ids:
        why = ", ".join(f"{k} {v}" for k, v in reasons[deck].most_common())
        print(f"{deck:10} {games[deck]:6} {games[deck] / seconds[deck]:8.1f}  {why}")
    bad = [r for r in results if r["error"] or "loop" in r["reason"]]
    for r in bad:
        print(f"\n{r['decks'][0]} vs {r['decks'][1]} game {r['index']} (--seed {r['seed']}): {r['error'] or r['reason']}")
        if r["error"]:
            print(r["traceback"])
    total = Counter(r["reason"] for r in results)
    print(f"\n{len(results)} games in {wall:.0f} s ({len(results) / wall:.1f} games/s, {args.jobs} jobs); "
          f"end reasons: {dict(total.most_common())}; errors: {sum(1 for r in results if r['error'])}; "
          f"infinite loops: {sum(1 for r in results if 'loop' in r['reason'])}")
    sys.exit(1 if any(r["error"] for r in results) else 0)


if __name__ == "__main__":
    main()
