"""The invariant fuzzer at scale: N seeded random games, every invariant after every event.

    python bench/invariants.py [--games 10000] [--jobs 2] [--game dbsfw]
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

def run_fusion_world(seeds: range) -> int:
    """The same over the matchups of every Fusion World deck the game ships (`--game dbsfw`)."""
    from invariants import play_checked

    from opcg_tui.games.dbsfw import load_cards
    from opcg_tui.games.dbsfw.decks import decks_dir, load_deck

    db = load_cards()
    ids = sorted(p.stem for p in decks_dir().glob("*.yaml"))
    decks = {d: load_deck(d, db) for d in ids}
    for seed in seeds:
        d1, d2 = ids[seed % len(ids)], ids[(seed // len(ids)) % len(ids)]
        try:
            play_checked(decks[d1], decks[d2], seed, db, deep_every=50, game_key="dbsfw")
        except AssertionError as exc:
            raise AssertionError(f"seed {seed} ({d1} vs {d2}): {exc}") from None
    return len(seeds)


def run(seeds: range) -> int:
    from invariants import play_checked

    from opcg_tui.data.decks import list_decks
    from opcg_tui.deckindex import natural_key
    from opcg_tui.games.onepiece import load_cards
    from opcg_tui.games.onepiece.decks import load_deck

    db = load_cards()
    ids = sorted({d.id for d, _ in list_decks()}, key=natural_key)  # every shipped deck
    decks = {d: load_deck(d, db) for d in ids}
    for seed in seeds:
        try:
            d1, d2 = ids[seed % len(ids)], ids[(seed * 7 + 3) % len(ids)]
            play_checked(decks[d1], decks[d2], seed, db, deep_every=50)
        except AssertionError as exc:
            raise AssertionError(f"seed {seed} ({d1} vs {d2}): {exc}") from None
    return len(seeds)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--start", type=int, default=100_000, help="first seed (the test suite uses 0..239)")
    parser.add_argument("--game", choices=("opcg", "dbsfw"), default="opcg")
    args = parser.parse_args()
    step = 100
    chunks = [range(s, min(s + step, args.start + args.games)) for s in range(args.start, args.start + args.games, step)]
    t0 = time.perf_counter()
    done = 0
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for n in pool.map(run_fusion_world if args.game == "dbsfw" else run, chunks):
            done += n
    print(f"{done} games, every invariant held after every event ({time.perf_counter() - t0:.0f} s, {args.jobs} jobs)")


if __name__ == "__main__":
    main()
