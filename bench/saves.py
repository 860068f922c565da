"""The menu with a full saves folder: 3,000 finished games and one unfinished one.

    python bench/saves.py              # 3,000 saves
    python bench/saves.py --saves 300  # fewer

Prints the time to index the folder once (every log replayed: the first start after an upgrade or after
copying saves in), the time to list it again from the index, and the first paint of `opcg play` up to
the menu naming the game to resume, in a pseudo-terminal (as bench/ui.py measures it; target ≤ 1 s);
then the first paint with no index, the menu saying it is reading the saves in the background, and the time
from Enter on Resume to the game with no index (in a fresh process, headless). It asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))


def fill(folder: Path, count: int) -> None:
    """`count` logs of finished games (copies of a few) and one unfinished game, the most recent."""
    from tests_logs import write_log

    from opcg_tui.engine import Command
    from opcg_tui.gamelog import GameLog, read_log
    from opcg_tui.games.onepiece import load_cards

    db = load_cards()
    folder.mkdir(parents=True)
    finished = []
    for seed in range(3):
        path = write_log(folder, db, 20, seed=seed, name=f"finished-{seed}.jsonl")
        game = read_log(path, db).game
        game.apply(Command(game.waiting.player, "concede"))
        log = GameLog.reopen(path, game, 20)
        log.close()
        finished.append(path)
    for n in range(count - len(finished)):
        shutil.copyfile(finished[n % len(finished)], folder / f"2026{n:08d}.jsonl")
    write_log(folder, db, 30, name="unfinished.jsonl")
    os.utime(folder / "unfinished.jsonl", (time.time() + 60, time.time() + 60))


def time_resume() -> float:
    """Seconds from Enter on the menu's Resume to the game's first screen (headless; the saves of OPCG_DATA_DIR)."""
    import asyncio

    from opcg_tui.tui.app import OpcgApp
    from opcg_tui.tui.menu import MenuScreen

    async def run() -> float:
        app = OpcgApp(pace=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            await pilot.press("down", "down")  # New hot-seat game, New game vs computer, Resume
            start = time.perf_counter()
            await pilot.press("enter")
            while isinstance(app.screen, MenuScreen):
                await pilot.pause(0.02)
            return time.perf_counter() - start

    return asyncio.run(run())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=3000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--time-resume", action="store_true", help=argparse.SUPPRESS)  # one run, in its own process
    opts = parser.parse_args()
    if opts.time_resume:
        print(time_resume())
        return
    data = Path(tempfile.mkdtemp(prefix="opcg-bench-saves-"))
    os.environ["OPCG_DATA_DIR"] = str(data)
    try:
        from ui import first_paint, opcg_command

        from opcg_tui.games.onepiece import load_cards
        from opcg_tui.paths import saves_dir
        from opcg_tui.saves import list_saves

        empty = [t for t in (first_paint([*opcg_command(), "play"], b"Resume") for _ in range(opts.runs)) if t]
        if empty:
            print(f"first paint, menu with no saves (for comparison): median {statistics.median(empty) * 1000:.0f} ms")
        fill(saves_dir(), opts.saves)
        start = time.perf_counter()
        saves = list_saves(saves_dir(), load_cards)
        print(f"{len(saves)} saves indexed (each log replayed once): {time.perf_counter() - start:.1f} s")
        start = time.perf_counter()
        list_saves(saves_dir(), load_cards)
        print(f"listed again from the index: {(time.perf_counter() - start) * 1000:.0f} ms")
        times = [t for t in (first_paint([*opcg_command(), "play"], b"ST-01 vs ST-02") for _ in range(opts.runs))
                 if t is not None]
        if times:
            print(f"first paint, menu with {len(saves)} saves naming the game to resume: median "
                  f"{statistics.median(times) * 1000:.0f} ms, best {min(times) * 1000:.0f} ms over {len(times)} runs")
        else:
            print("first paint, menu: not seen")
        cold = []
        for _ in range(opts.runs):
            (saves_dir() / "index.json").unlink(missing_ok=True)
            cold.append(first_paint([*opcg_command(), "play"], b"Resume"))
        cold = [t for t in cold if t is not None]
        if cold:
            print(f"first paint, menu with {len(saves)} saves and no index (the rest read in the background): median "
                  f"{statistics.median(cold) * 1000:.0f} ms over {len(cold)} runs")
        resumes = []
        for _ in range(opts.runs):
            (saves_dir() / "index.json").unlink(missing_ok=True)
            run = subprocess.run([sys.executable, __file__, "--time-resume"], capture_output=True, text=True)
            resumes.append(float(run.stdout.split()[-1]))
        print(f"Resume with {len(saves)} saves and no index, Enter to the game: median "
              f"{statistics.median(resumes):.2f} s over {len(resumes)} runs")
    finally:
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    main()
