"""Both rulesets side by side: random self-play games/s and decisions/s of ONE PIECE (ST-01 vs
ST-02) and Fusion World (the 16 starter matchups) in the same run, one process.

    python bench/rulesets.py [--games 200]

Prints numbers; asserts nothing (DEVELOPERS.md: speed is measured, not asserted).
"""

from __future__ import annotations

import argparse
import random
import time

from opcg_tui.engine import new_game
from opcg_tui.engine.rulesets import ruleset
from opcg_tui.runtime import tune

PAIRS = {"opcg": [("ST-01", "ST-02")],
         "dbsfw": [(f"FS0{a}", f"FS0{b}") for a in range(1, 5) for b in range(1, 5)]}


def measure(game_key: str, games: int, seed: int) -> tuple[float, float, int]:
    rules = ruleset(game_key)
    db = rules.load_cards()
    pairs = [(rules.load_deck(a, db), rules.load_deck(b, db)) for a, b in PAIRS[game_key]]
    rng = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        game = new_game(*pairs[i % len(pairs)], seed=seed * 10_000 + i, db=db, game=game_key)
        while not game.over:
            options = [c for c in game.legal() if c.kind != "concede"]
            game.apply(options[rng.randrange(len(options))])
            decisions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    tune()
    print(f"random self-play, {args.games} games per game, one process, the log kept")
    for key in PAIRS:
        per_game, per_decision, decisions = measure(key, args.games, args.seed)
        print(f"  {ruleset(key).title:45} games/s {per_game:8.1f}   decisions/s {per_decision:8.0f}"
              f"   ({decisions / args.games:.0f} decisions a game)")


if __name__ == "__main__":
    main()
