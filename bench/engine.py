"""Engine speed: random self-play throughput and the cost of legal(), apply(), clone() and replay.

    python bench/engine.py [--games 200] [--mixed]

--mixed plays every game with another pair of the shipped decks (all 40 in turn) instead of
ST-01 vs ST-02: the throughput of the whole card pool.

Prints numbers; asserts nothing (DEVELOPERS.md: speed is measured, not asserted).
"""

from __future__ import annotations

import argparse
import random
import resource
import time

from opcg_tui.data.cards import CardDB
from opcg_tui.data.decks import Deck
from opcg_tui.engine import Game, new_game
from opcg_tui.games.onepiece import load_cards
from opcg_tui.games.onepiece.decks import load_deck
from opcg_tui.runtime import tune


def self_play(pairs: list[tuple[Deck, Deck]], seed: int, db: CardDB) -> tuple[int, float, float, float, list[Game],
                                                                           list[Game]]:
    """Random vs random over `pairs`, one game each: decisions, seconds, the seconds in legal() and in apply(),
    mid-game positions (turn 8) and up to 20 finished games."""
    rng = random.Random(seed)
    decisions = 0
    legal_s = apply_s = 0.0
    mids: list[Game] = []
    finished: list[Game] = []
    start = time.perf_counter()
    for i, pair in enumerate(pairs):
        game = new_game(*pair, seed=seed * 10_000 + i, db=db)
        while not game.over:
            t0 = time.perf_counter()
            options = [c for c in game.legal() if c.kind != "concede"]
            t1 = time.perf_counter()
            game.apply(options[rng.randrange(len(options))])
            t2 = time.perf_counter()
            legal_s += t1 - t0
            apply_s += t2 - t1
            decisions += 1
            if game.s.turn == 8 and len(mids) <= i:
                mids.append(game.clone())
        if len(finished) < 20:
            finished.append(game)  # kept for the replay measurement (keeping all would time the GC)
    return decisions, time.perf_counter() - start, legal_s, apply_s, mids, finished


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--default-gc", action="store_true",
                        help="keep Python's default cycle-collector threshold (opcg itself raises it)")
    parser.add_argument("--mixed", action="store_true", help="a different pair of shipped decks each game")
    args = parser.parse_args()
    if not args.default_gc:
        tune()
    db = load_cards()
    if args.mixed:
        from opcg_tui.data.decks import list_decks
        from opcg_tui.deckindex import natural_key

        ids = sorted({d.id for d, _ in list_decks()}, key=natural_key)
        decks = [load_deck(i, db) for i in ids]
        pairs = [(decks[i % len(decks)], decks[(i * 7 + 3) % len(decks)]) for i in range(args.games)]
        label = f"{len(decks)} decks mixed"
    else:
        pairs = [(load_deck("ST-01", db), load_deck("ST-02", db))] * args.games
        label = "ST-01 vs ST-02"

    # 1. Throughput: random vs random, the log kept (as in a real game).
    decisions, elapsed, legal_s, apply_s, mids, finished = self_play(pairs, args.seed, db)
    gc_note = "Python's default GC threshold" if args.default_gc else "the GC threshold opcg runs with"
    print(f"random self-play {label}, {args.games} games, one process, {gc_note}")
    print(f"  games/s          {args.games / elapsed:10.1f}")
    print(f"  decisions/s      {decisions / elapsed:10.0f}   ({decisions} decisions, {elapsed:.2f} s)")
    print(f"  legal() µs mean  {legal_s / decisions * 1e6:10.1f}")
    print(f"  apply() µs mean  {apply_s / decisions * 1e6:10.1f}")

    # 2. clone() of mid-game positions (turn 8), with and without the log.
    reps = 200
    for record in (True, False):
        t0 = time.perf_counter()
        for g in mids:
            for _ in range(reps):
                g.clone(record=record)
        per = (time.perf_counter() - t0) / (len(mids) * reps)
        label = "with log" if record else "no log (AI search)"
        print(f"  clone() µs       {per * 1e6:10.1f}   mid-game, {label}")

    # 3. Replay: fold each finished game's events over its initial state.
    t0 = time.perf_counter()
    events = 0
    for g in finished:
        Game.replay(g.header, g.log, db)
        events += len(g.log)
    per_game = (time.perf_counter() - t0) / len(finished)
    print(f"  replay ms/game   {per_game * 1e3:10.2f}   ({events / len(finished):.0f} events per game)")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  peak RSS MiB     {rss:10.1f}")


if __name__ == "__main__":
    main()
