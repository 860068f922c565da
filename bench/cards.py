"""Card pool loading: how long reading and validating the cards takes, cold (no cache) and warm
(the validated, cached form), for the shipped cards and for a synthetic pool the size of the whole
official card list; the first frame of a game with that pool; and random self-play speed with the booster decks.

    python bench/cards.py [--size 2665] [--games 108] [--rounds 8] [--only load|play]

Each load runs in a fresh process (as a start-up does). Prints numbers; asserts nothing (targets: cold
validation of the whole pool <= 2 s; `opcg play`'s first frame <= 1 s with the whole pool; random self-play
decisions/s on the booster sample decks mixed within 15 % of ST-01 vs ST-02's). The first frame is timed as an
installed program starts: after one unmeasured start, with Python's bytecode cache (see ui.installed_env).

How the load and self-play are measured, and why: the machine this runs on is shared, so wall-clock time
says how busy the other processes were as much as how fast the code is. Loads and self-play are timed in
CPU time (time.process_time: this process's own work, the collector's included). Self-play alternates
game by game between ST-01 vs ST-02 and the mixed booster decks, so that a slower spell of the machine falls
on both, in rounds of `--games` games of each, each game with a seed of its own; the first round is dropped
(it warms the per-card caches: a first mixed round meets many cards for the first time). Printed: each
line's median decisions per CPU second over the other rounds and their spread (lowest–highest), and the
median of the rounds' mixed / ST ratios. Two runs on a loaded machine agree within a few per cent.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
LOAD = "import time; t = time.process_time(); from opcg_tui.games.onepiece import load_cards; db = load_cards(); " \
       "print(len(db), time.process_time() - t)"


def timed_load(env: dict[str, str]) -> tuple[int, float]:
    out = subprocess.run([sys.executable, "-c", LOAD], capture_output=True, text=True, env=env, check=True)
    count, seconds = out.stdout.split()
    return int(count), float(seconds)


def synthetic_pool(folder: Path, size: int) -> None:
    """`size` cards: the shipped cards' data under new numbers (SY01-001 …), 100 to a file."""
    shipped = []
    for path in sorted((ROOT / "cards").glob("*.yaml")):
        shipped += yaml.safe_load(path.read_text(encoding="utf-8"))
    for file_no in range((size + 99) // 100):
        cards = []
        for i in range(min(100, size - file_no * 100)):
            card = dict(shipped[(file_no * 100 + i) % len(shipped)])
            card["number"] = f"SY{file_no + 1:02d}-{i + 1:03d}"
            cards.append(card)
        (folder / f"SY{file_no + 1:02d}.yaml").write_text(yaml.safe_dump(cards, sort_keys=False), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=2665, help="cards in all, the shipped ones included (2,665: every "
                        "ONE PIECE card number)")
    parser.add_argument("--games", type=int, default=108, help="random self-play games per round and line (108: each "
                        "booster sample deck plays first four times)")
    parser.add_argument("--rounds", type=int, default=8, help="self-play rounds (the first one is a warm-up)")
    parser.add_argument("--only", choices=("load", "play"), help="only the loads and the first frame, or only "
                        "self-play")
    args = parser.parse_args()
    if args.only != "play":
        load_times(args.size)
    if args.only != "load":
        self_play_rates(args.games, args.rounds)


def load_times(size: int) -> None:
    """The pool loads, cold and warm, shipped and synthetic (`size` cards), and the first frame with that pool."""
    with tempfile.TemporaryDirectory() as tmp:
        pool = Path(tmp) / "pool"
        pool.mkdir()
        shipped = sum(len(yaml.safe_load(f.read_text(encoding="utf-8")) or []) for f in (ROOT / "cards").glob("*.yaml"))
        synthetic_pool(pool, max(0, size - shipped))  # the shipped cards and these: `size` in all
        for label, extra in (("shipped cards", ""), (f"synthetic pool of {size}", str(pool))):
            cache = Path(tmp) / f"cache-{len(extra)}"
            env = dict(os.environ, OPCG_CACHE_DIR=str(cache), OPCG_CARD_DIRS=extra)
            count, cold = timed_load(env)
            warm = min(timed_load(env)[1] for _ in range(3))
            print(f"{label:28s} {count:5d} cards   cold (validate) {cold * 1000:7.0f} ms   warm (cache) "
                  f"{warm * 1000:6.0f} ms   (CPU time)")
        from ui import opcg_command, paint_times

        env_note = dict(os.environ, OPCG_CACHE_DIR=str(Path(tmp) / f"cache-{len(str(pool))}"),
                        OPCG_CARD_DIRS=str(pool), OPCG_DATA_DIR=str(Path(tmp) / "data"))
        os.environ.update(env_note)
        # The hot-seat board first says to pass the terminal to the player who acts first: a fixed seed deals the
        # same game at each start (with a new one, half the starts named Player 2 and were never seen).
        times = paint_times([*opcg_command(), "play", "--hotseat", "--seed", "1", "--deck", "ST-01", "--opponent-deck",
                             "ST-02"], b"Pass the terminal", (100, 30), 3)
        shown = ", ".join(f"{t * 1000:.0f} ms" for t in times) or "not seen"
        print(f"first frame of a hot-seat game with the {size}-card pool (card and bytecode caches warm): {shown}")


def self_play_rates(games: int, rounds: int) -> None:
    """Random self-play decisions per CPU second: ST-01 vs ST-02 (the engine bench's figure) and the booster
    sample decks mixed (each game another pair), in this process, in interleaved rounds (the docstring says why)."""
    from engine import self_play

    from opcg_tui.data.decks import list_decks
    from opcg_tui.deckindex import natural_key
    from opcg_tui.games.onepiece import load_cards
    from opcg_tui.games.onepiece.decks import load_deck
    from opcg_tui.runtime import tune

    tune()
    db = load_cards()
    boosters = [load_deck(i, db) for i in sorted({d.id for d, _ in list_decks() if not d.id.startswith("ST-")},
                                                  key=natural_key)]
    starters = (load_deck("ST-01", db), load_deck("ST-02", db))
    lines = (("ST-01 vs ST-02", [starters] * games),
             (f"{len(boosters)} booster sample decks mixed",
              [(boosters[i % len(boosters)], boosters[(i * 7 + 3) % len(boosters)]) for i in range(games)]))
    decisions = [[0] * rounds for _ in lines]
    seconds = [[0.0] * rounds for _ in lines]
    for round_ in range(rounds):
        for i in range(games):  # game by game, the two lines alternating: a slow spell falls on both
            for line, (_, pairs) in enumerate(lines):
                started = time.process_time()
                decisions[line][round_] += self_play([pairs[i]], round_ * games + i + 1, db)[0]  # seeds of its own
                seconds[line][round_] += time.process_time() - started
    rates = [[d / s for d, s in zip(ds, ss)][1:] for ds, ss in zip(decisions, seconds)]  # round 1 warms up
    for rate, (label, _) in zip(rates, lines):
        print(f"random self-play, {label}: {statistics.median(rate):7.0f} decisions per CPU s (median of {len(rate)} "
              f"rounds of {games} games; spread {min(rate):.0f}–{max(rate):.0f})")
    ratios = [mixed / st for st, mixed in zip(*rates)]
    print(f"mixed / ST-01 vs ST-02: {statistics.median(ratios):.2f} (median of the rounds' ratios; spread "
          f"{min(ratios):.2f}–{max(ratios):.2f})")

if __name__ == "__main__":
    started = time.perf_counter()
    main()
    print(f"({time.perf_counter() - started:.1f} s)")
