"""Two opcg at once: games started in the same second get a file each; a game open in one opcg is not
resumed by another (which says so) and its file stays the one being written."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from tests_logs import write_log
from tui.helpers import run_async, screen_text

from opcg_tui.gamelog import read_log
from opcg_tui.paths import saves_dir
from opcg_tui.saves import SaveBusy, list_saves
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.session import latest_saved, resume_session

HOLD = Path(__file__).with_name("hold_game.py")


def other_opcg(what: str, start_at: float = 0.0) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(HOLD), what, str(start_at)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)


def finish(proc: subprocess.Popen) -> None:
    proc.stdin.write("\n")
    proc.stdin.close()
    assert proc.wait(timeout=60) == 0


def test_games_started_in_the_same_second_get_a_file_each(db):
    start_at = time.time() + 3  # after every process has loaded the cards
    procs = [other_opcg(str(seed), start_at) for seed in (1, 2, 3, 4)]
    paths = [Path(p.stdout.readline().strip()) for p in procs]
    for p in procs:
        finish(p)
    assert len(set(paths)) == 4
    for seed, path in zip((1, 2, 3, 4), paths, strict=True):
        loaded = read_log(path, db)  # each file whole, and each its own game
        assert loaded.header["players"]["seed"] == seed and loaded.lines == 2


def test_a_game_open_in_another_opcg_is_not_resumed(db):
    saves_dir().mkdir(parents=True)
    write_log(saves_dir(), db)
    holder = other_opcg("resume")
    path = Path(holder.stdout.readline().strip())
    before = path.read_bytes()
    [save] = list_saves(saves_dir(), lambda: db)
    assert save.busy and "open in another opcg" in save.summary()
    assert latest_saved(lambda: db) is None
    with pytest.raises(SaveBusy, match="open in another opcg"):
        resume_session(save, db)
    assert path.read_bytes() == before
    finish(holder)  # the first opcg goes on writing the same file
    assert read_log(path, db).lines == len(before.split(b"\n")) - 1  # header + lines + its next decision
    assert resume_session(list_saves(saves_dir(), lambda: db)[0], db).log is not None  # free again


@run_async
async def test_play_resume_says_the_game_is_open_elsewhere(db):
    saves_dir().mkdir(parents=True)
    write_log(saves_dir(), db)
    holder = other_opcg("resume")
    path = holder.stdout.readline().strip()
    try:
        app = OpcgApp(start=("resume",), pace=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            await pilot.pause()
            shown = "".join(c for c in screen_text(app) if not c.isspace() and not "\u2500" <= c <= "\u259f")
            assert "".join(f"{path}: this game is open in another opcg".split()) in shown
    finally:
        finish(holder)


def test_two_resumes_at_once_one_wins(db):
    saves_dir().mkdir(parents=True)
    write_log(saves_dir(), db)
    [save] = list_saves(saves_dir(), lambda: db)
    barrier, results = threading.Barrier(2), []

    def resume() -> None:
        barrier.wait()
        try:
            results.append(resume_session(save, db))
        except SaveBusy as exc:
            results.append(exc)

    threads = [threading.Thread(target=resume) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    sessions = [r for r in results if not isinstance(r, SaveBusy)]
    assert len(sessions) == 1 and len(results) == 2
    sessions[0].apply(sessions[0].options(sessions[0].actor)[0])
    sessions[0].close()
    assert read_log(save.path, db).lines == 9


def test_cutting_a_log_keeps_the_same_locked_file(tmp_path, db):
    """Undo and a damaged tail cut the file in place: whoever holds it goes on writing the file that is listed."""
    from opcg_tui.gamelog import GameLog, rewind
    from opcg_tui.saves import open_elsewhere

    path = write_log(tmp_path, db, 10)
    inode = path.stat().st_ino
    game = rewind(read_log(path, db).game, 6)
    log = GameLog.reopen(path, game, 6)
    assert path.stat().st_ino == inode and open_elsewhere(path)
    assert read_log(path, db).game.commands() == game.commands()
    log.close()
    assert not open_elsewhere(path)
