"""Replay viewer speed: process start → first painted board, and key press → repaint while stepping.

    python bench/replay.py            # a few runs each
    python bench/replay.py --quick    # fewer

Records a seeded game to a log, then times `opcg replay LOG` in a pseudo-terminal from the fork to
the first screenful (as bench/ui.py does for the game), and in Textual's Pilot (headless, 100×30
and 80×24) each key from the key event to the first repaint: → through the whole game, s, ← back
to the start. Prints numbers and asserts nothing (targets: first paint ≤ 1 s, p95 ≤ 50 ms).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ui import first_paint, pct, watch_paints  # noqa: E402


def record_game(folder: Path, seed: int) -> Path:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from tui.test_replay import write_log

    path, _ = write_log(folder, seed)
    return path


async def stepping(path: Path, size: tuple[int, int]) -> list[float]:
    from opcg_tui.games.onepiece import load_cards
    from opcg_tui.tui.replay import ReplayApp
    from opcg_tui.tui.replay_frames import load_frames

    db = load_cards()
    app = ReplayApp(load_frames(path, db), db)
    painted = watch_paints(app)
    latencies = []
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        steps = len(app.screen.frames) - 1  # type: ignore[attr-defined]
        for key in ["right"] * steps + ["s"] + ["left"] * steps:
            painted.clear()
            t0 = time.perf_counter()
            await pilot.press(key)
            if painted:
                latencies.append(painted[0] - t0)
    return latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    opts = parser.parse_args()
    runs = 2 if opts.quick else 5
    path = record_game(Path(tempfile.mkdtemp(prefix="opcg-bench-replay-")), 5)
    times = [t for t in (first_paint([sys.executable, "-m", "opcg_tui", "replay", str(path)], b"Step 0/") for _ in range(runs))
             if t is not None]
    if times:
        print(f"first paint, opcg replay: median {statistics.median(times) * 1000:.0f} ms, "
              f"best {min(times) * 1000:.0f} ms over {len(times)} runs")
    else:
        print("first paint, opcg replay: not seen")
    for size in ((100, 30), (80, 24)):
        timed = asyncio.run(stepping(path, size))
        print(f"key → repaint, replay at {size[0]}×{size[1]}, {len(timed)} keys: p50 {pct(timed, 50) * 1000:.1f} ms, "
              f"p95 {pct(timed, 95) * 1000:.1f} ms, max {max(timed) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
