"""UI speed: process start → first painted screen, and key press → repaint latency over a scripted game,
at the compact board's size (80×24) and the full board's (100×30).

    python bench/ui.py            # both, a few runs each, at both sizes
    python bench/ui.py --quick    # fewer runs, a shorter game

Each is measured for ONE PIECE (ST-01 v ST-02) and for Fusion World (FS01 v FS04, the `dbsfw` rows).

First paint runs `opcg play` (and `opcg play --hotseat`) in a pseudo-terminal and times from the
fork to the first screenful of output. The latency runs a hot-seat game and a game against the
computer in Textual's Pilot (headless, pace 0), each in a process of its own as the program plays each game and times each key from the key event to the
first repaint after it (the key's answer on screen), and to the last repaint before the app is idle
again ("settled": includes the computer's reply at pace 0). Headless means the terminal write itself
is not timed. It prints numbers and asserts nothing (targets: first paint ≤ 1 s, p95 ≤ 50 ms).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import fcntl
import os
import pty
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))


def opcg_command() -> list[str]:
    exe = Path(sys.executable).with_name("opcg")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "opcg_tui"]


SIZES = ((80, 24), (100, 30))  # the compact board, the full one


def watch_paints(app) -> list[float]:
    """A list that gets the time of every repaint `app` makes from now on (cleared by the caller per key)."""
    painted: list[float] = []
    original = app._display

    def display(screen, renderable):
        if renderable is not None:
            painted.append(time.perf_counter())
        return original(screen, renderable)

    app._display = display  # type: ignore[method-assign]
    return painted


def installed_env() -> dict[str, str]:
    """The environment as an installed program sees it: Python keeps the program's bytecode (pip compiles it at
    install). A PYTHONDONTWRITEBYTECODE setting, as on some build machines, would make every start compile the
    whole program again (about 0.7 s here): the cache goes to a folder of the bench's own instead."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env.setdefault("PYTHONPYCACHEPREFIX", str(Path(tempfile.gettempdir()) / "opcg-bench-pycache"))
    return env


def paint_times(args: list[str], marker: bytes, size: tuple[int, int], runs: int) -> list[float]:
    """First-paint seconds of `runs` starts, after one unmeasured start that fills the bytecode cache."""
    first_paint(args, marker, size)
    return [t for t in (first_paint(args, marker, size) for _ in range(runs)) if t is not None]


def first_paint(args: list[str], marker: bytes, size: tuple[int, int] = (100, 30), timeout: float = 15.0) -> float | None:
    """Seconds from fork to `marker` appearing on the pseudo-terminal, or None."""
    env = dict(installed_env(), TERM="xterm-256color", COLUMNS=str(size[0]), LINES=str(size[1]))
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # child
        os.execvpe(args[0], args, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
    seen = b""
    elapsed = None
    try:
        while time.perf_counter() - start < timeout:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    break
                seen += chunk
                if marker in seen:
                    elapsed = time.perf_counter() - start
                    break
    finally:
        try:
            os.write(fd, b"\x11")  # Ctrl+Q
            time.sleep(0.2)
            os.kill(pid, signal.SIGTERM)
        except OSError:
            pass
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, 0)
        os.close(fd)
    return elapsed


# A Fusion World hot-seat game on its board, started in a process of its own (for its first paint).
FW_LAUNCH = """
import sys
sys.path.insert(0, {root!r})
from opcg_tui.engine import new_game
from opcg_tui.games.dbsfw import RULES, load_cards
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.session import Session

class App(OpcgApp):
    def on_mount(self):
        super().on_mount()
        db = load_cards()
        game = new_game(RULES.load_deck("FS01", db), RULES.load_deck("FS04", db), seed=1, db=db, game="dbsfw")
        self.open_board(Session(game=game, mode="hotseat", names=("Player 1", "Player 2")))

App().run()
"""


async def scripted_game(mode: str, seed: int, max_keys: int, size: tuple[int, int],
                        game: str = "opcg") -> list[tuple[float, float, str]]:
    """Per key of a game played by the tests' key policy: (seconds to the first repaint, to the last repaint
    before the app is idle again, the screen the key was pressed on).

    The first repaint is the key's answer on screen; later ones are follow-ups (the computer's reply at
    pace 0, deferred refreshes), so "settled" is an upper bound.
    """
    from tui.helpers import next_key, settle

    from opcg_tui.tui.app import OpcgApp

    if game == "dbsfw":
        from tui.test_fw_board import fw_session

        app = OpcgApp(pace=0)
    else:
        app = OpcgApp(start=("new", mode, "ST-01", "ST-02", seed, "random" if mode == "computer" else None), pace=0)
    painted = watch_paints(app)
    latencies = []
    async with app.run_test(size=size) as pilot:
        if game == "dbsfw":
            app.open_board(fw_session(mode, seed=seed, deck2="FS04", level="normal"))
            await pilot.pause()
        await settle(pilot)
        for _ in range(max_keys):
            key = next_key(app)
            if key is None:
                break
            where = type(app.screen).__name__
            painted.clear()
            t0 = time.perf_counter()
            await pilot.press(key)
            if painted:
                latencies.append((painted[0] - t0, painted[-1] - t0, where))
            await settle(pilot)
    return latencies


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    k = min(len(values) - 1, max(0, round(p / 100 * (len(values) - 1))))
    return values[k]


def report(mode: str, size: tuple[int, int], timed: list[tuple[float, float, str]]) -> None:
    """`mode` is the game's mode, "dbsfw " before it for Fusion World."""
    if not timed:
        return
    first = [t for t, _, _ in timed]
    settled = [t for _, t, _ in timed]
    print(f"key → repaint, {mode} game, {size[0]}×{size[1]}, {len(timed)} keys: p50 {pct(first, 50) * 1000:.1f} ms, "
          f"p95 {pct(first, 95) * 1000:.1f} ms, max {max(first) * 1000:.1f} ms "
          f"(settled: p50 {pct(settled, 50) * 1000:.1f} ms, p95 {pct(settled, 95) * 1000:.1f} ms)")
    by_screen: dict[str, list[float]] = {}
    for t, _, where in timed:
        by_screen.setdefault(where, []).append(t)
    for where, values in sorted(by_screen.items()):
        print(f"    keys on {where}: {len(values)}, p50 {pct(values, 50) * 1000:.1f} ms, "
              f"p95 {pct(values, 95) * 1000:.1f} ms")


def print_paint(label: str, size: tuple[int, int], times: list[float]) -> None:
    if times:
        print(f"first paint, {label}, {size[0]}×{size[1]}: median {statistics.median(times) * 1000:.0f} ms, "
              f"best {min(times) * 1000:.0f} ms over {len(times)} runs")
    else:
        print(f"first paint, {label}, {size[0]}×{size[1]}: not seen")


def one_game(mode: str, game: str, keys: int, size: tuple[int, int]) -> None:
    """One latency run in this process, set up as `opcg` runs (its collector threshold): each run has a process of
    its own, as each game the program plays does, so no run carries the heap the runs before it left."""
    from opcg_tui.runtime import tune

    tune()
    label = mode if game == "opcg" else f"dbsfw {mode}"
    report(label, size, asyncio.run(scripted_game(mode, 7, keys, size, game=game)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--one", nargs=4, metavar=("MODE", "GAME", "KEYS", "WxH"), help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.one:
        mode, game, keys, size = opts.one
        width, height = size.split("x")
        one_game(mode, game, int(keys), (int(width), int(height)))
        return
    runs = 2 if opts.quick else 5
    os.environ["OPCG_DATA_DIR"] = tempfile.mkdtemp(prefix="opcg-bench-")

    cmd = opcg_command()
    for size in SIZES:
        for label, extra, marker in (("menu (opcg play)", [], b"New hot-seat game"),
                                     ("board (opcg play --hotseat)", ["--hotseat", "--seed", "1"],
                                      b"Pass the terminal")):
            print_paint(label, size, paint_times([*cmd, "play", *extra], marker, size, runs))
        launch = FW_LAUNCH.format(root=str(ROOT))
        print_paint("dbsfw board (hot-seat, FS01 v FS04)", size,
                    paint_times([sys.executable, "-c", launch], b"Pass the terminal", size, runs))

    keys = 80 if opts.quick else 400
    for size in SIZES:
        for mode in ("hotseat", "computer"):
            for game in ("opcg", "dbsfw"):
                subprocess.run([sys.executable, __file__, "--one", mode, game, str(keys), f"{size[0]}x{size[1]}"],
                               check=True)


if __name__ == "__main__":
    main()
