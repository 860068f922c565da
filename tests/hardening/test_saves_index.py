"""The saves folder's index: listing reads no game while nothing changed, an entry is rebuilt when its log
changes, a lost or broken index is rebuilt from the logs, and a bad log is named and skipped."""

from __future__ import annotations

import json
import os
import threading

import pytest
from tests_logs import write_log
from tui.helpers import board_of, run_async, screen_text, settle

from opcg_tui.paths import saves_dir
from opcg_tui.saves import INDEX, list_saves
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.dialogs import MessageScreen
from opcg_tui.tui.session import latest_saved


class Loader:
    """The card pool, counting how often the listing needed it (only to replay a log)."""

    def __init__(self, db) -> None:
        self.db, self.calls = db, 0

    def __call__(self):
        self.calls += 1
        return self.db


def test_listing_reads_no_game_until_a_log_changes(tmp_path, db):
    logs = [write_log(tmp_path, db, moves) for moves in (4, 9)]
    os.utime(logs[0], (1000, 1000))
    load = Loader(db)
    first = list_saves(tmp_path, load)
    assert load.calls == 1 and [s.path for s in first] == [logs[1], logs[0]]
    assert [s.valid_lines for s in first] == [9, 4] and all(s.resumable for s in first)
    again = list_saves(tmp_path, load)
    assert load.calls == 1 and again == first  # from the index alone
    with logs[0].open("a") as f:  # the log changed: its entry is rebuilt
        f.write("{not json\n")
    changed = list_saves(tmp_path, load)
    assert load.calls == 2 and changed[0].line == 6 and "not a valid decision line" in changed[0].problem
    assert changed[1] == first[0]


@pytest.mark.parametrize("index", ["", "{", '{"format": "opcg-saves-index", "version": 1, "saves": 5}', "[]"])
def test_a_lost_or_broken_index_is_rebuilt_from_the_logs(tmp_path, db, index):
    write_log(tmp_path, db, 5)
    whole = list_saves(tmp_path, lambda: db)
    (tmp_path / INDEX).write_text(index) if index else (tmp_path / INDEX).unlink()
    assert list_saves(tmp_path, lambda: db) == whole
    assert json.loads((tmp_path / INDEX).read_text())["format"] == "opcg-saves-index"


BAD = {
    "empty.jsonl": b"",
    "binary.jsonl": bytes(range(256)) * 4,
    "not-a-log.jsonl": b'{"hello": 1}\n',
    "list-header.jsonl": b"[1, 2]\n",
    "bad-game.jsonl": b'{"format": "opcg-log", "version": 2, "game": {"decks": 5}, "players": []}\n',
    "deep.jsonl": b"[" * 100_000 + b"]" * 100_000 + b"\n",
}


@pytest.mark.parametrize("name", BAD)
def test_a_bad_log_is_named_and_the_rest_still_listed(tmp_path, db, name):
    good = write_log(tmp_path, db, 6)
    (tmp_path / name).write_bytes(BAD[name])
    found = {s.path.name: s for s in list_saves(tmp_path, lambda: db)}
    assert found[good.name].resumable
    bad = found[name]
    assert not bad.readable and bad.problem and bad.error.startswith(str(tmp_path / name))


@run_async
async def test_play_resume_names_a_bad_log_and_resumes_the_good_game(db):
    saves_dir().mkdir(parents=True)
    good = write_log(saves_dir(), db, 6)
    os.utime(good, (1000, 1000))
    (saves_dir() / "zz.jsonl").write_bytes(BAD["deep.jsonl"])
    app = OpcgApp(start=("resume",), pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert "zz.jsonl" in "".join(screen_text(app).split())
        await pilot.press("enter")
        await settle(pilot)
        assert board_of(app).session.log.path == good
    assert latest_saved(lambda: db).path == good


class HeldBack:
    """The menu replays 2 logs itself; the logs its worker reads wait for `go_on`; `on_screen`: those the screen's
    own thread read."""

    def __init__(self, monkeypatch) -> None:
        import opcg_tui.saves as saves
        from opcg_tui.tui import menu

        monkeypatch.setattr(menu, "MENU_REPLAYS", 2)
        self.go_on, self.on_screen, read_save = threading.Event(), [], saves.read_save

        def held_back_in_the_background(*args):
            if threading.current_thread() is threading.main_thread():
                self.on_screen.append(args[0])
            else:
                self.go_on.wait(30)
            return read_save(*args)

        monkeypatch.setattr(saves, "read_save", held_back_in_the_background)


@run_async
async def test_the_menu_comes_first_and_reads_a_large_unindexed_folder_out_of_the_way(db, monkeypatch):
    saves_dir().mkdir(parents=True)
    game = write_log(saves_dir(), db, 9)
    for n in range(5):  # more recent: finished games, more of them than the menu replays itself
        later = write_log(saves_dir(), db, 3, seed=n, finished=True)
        os.utime(later, (2000 + n, 2000 + n))
    os.utime(game, (1000, 1000))
    background = HeldBack(monkeypatch)
    app = OpcgApp(pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "Resume                reading your saved games…" in screen_text(app)
        background.go_on.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "Resume                ST-01 vs ST-02 · turn " in screen_text(app)
    assert latest_saved(lambda: db).path == game
    assert len(json.loads((saves_dir() / INDEX).read_text())["saves"]) == 6  # kept for the next start


ENTRY_DAMAGE = {  # an entry whose stamp still matches its log, with a field of the wrong kind
    "setup without its fields": lambda e: e.update(setup={"mode": "hotseat"}),
    "one deck": lambda e: e["setup"].update(decks=["ST-01"]),
    "a level that is a number": lambda e: e["setup"].update(mode="computer", levels={"1": 5}),
    "names that are no names": lambda e: e["setup"].update(names=None),
    "readable without a setup": lambda e: e.update(setup={}),
    "a turn that is text": lambda e: e.update(turn="7"),
    "a fraction": lambda e: e.update(valid_lines=6.0),
    "a game that is a list": lambda e: e.update(game=["opcg"]),
    "an unknown field": lambda e: e.update(extra=1),
    "not an entry": lambda e: e.clear(),
}


@pytest.mark.parametrize("damage", ENTRY_DAMAGE)
def test_a_bad_index_entry_is_rebuilt_from_its_log(db, damage):
    """The index is a cache: an entry that is not one is read again from its log (which is left as it is),
    in the listing, `opcg replay`, and `opcg play --resume`."""
    from hardening import opcg

    folder = saves_dir()
    folder.mkdir(parents=True)
    log = write_log(folder, db, 6)
    before = log.read_bytes()
    whole = list_saves(folder, lambda: db)
    index = json.loads((folder / INDEX).read_text())
    ENTRY_DAMAGE[damage](index["saves"][log.name])
    (folder / INDEX).write_text(json.dumps(index))
    listed = opcg("replay")
    assert listed.exit_code == 0 and f"  {whole[0].summary()}\n" in listed.stdout
    assert list_saves(folder, lambda: db) == whole and log.read_bytes() == before


@run_async
async def test_play_resume_with_a_bad_index_entry_resumes_the_game(db):
    folder = saves_dir()
    folder.mkdir(parents=True)
    older, log = write_log(folder, db, 6), write_log(folder, db, 8)
    os.utime(older, (1000, 1000))
    list_saves(folder, lambda: db)
    index = json.loads((folder / INDEX).read_text())
    index["saves"][log.name]["setup"]["decks"] = []
    (folder / INDEX).write_text(json.dumps(index))
    app = OpcgApp(start=("resume",), pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert board_of(app).session.log.path == log  # the most recent, named from its log


@run_async
async def test_with_a_recent_game_to_resume_the_rest_is_still_read_out_of_the_way(db, monkeypatch):
    """The game to resume is the most recent and known at once; the older saves, not indexed yet, are read by the
    background worker all the same, so that Resume opens the game without reading them first."""
    saves_dir().mkdir(parents=True)
    for n in range(10):  # older: finished games, many more of them than the menu replays itself
        older = write_log(saves_dir(), db, 3, seed=n, finished=True)
        os.utime(older, (1000 + n, 1000 + n))
    game = write_log(saves_dir(), db, 9)
    background = HeldBack(monkeypatch)
    app = OpcgApp(pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "Resume                ST-01 vs ST-02 · turn " in screen_text(app)
        assert app.workers._workers, "the older saves are not being read"
        await pilot.press("down", "down", "enter")
        await settle(pilot)
        assert board_of(app).session.log.path == game
        assert len(set(background.on_screen)) <= 6  # the menu's two listings and Resume's, not all 11
        background.go_on.set()
        await app.workers.wait_for_complete()
    assert len(json.loads((saves_dir() / INDEX).read_text())["saves"]) == 11


@run_async
async def test_a_log_that_cannot_be_resumed_is_named_once_with_its_line(db):
    """A log whose index entry still matches it but that no longer reads (its header overwritten in place): the
    message names the file once, and the line."""
    folder = saves_dir()
    folder.mkdir(parents=True)
    log = write_log(folder, db, 6)
    list_saves(folder, lambda: db)
    data, stat = log.read_bytes(), log.stat()
    header = data.index(b"\n")
    log.write_bytes(b"x" * header + data[header:])
    os.utime(log, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    app = OpcgApp(start=("resume",), pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, MessageScreen) and dialog.title_text == "Cannot resume the game"
        assert dialog.message.startswith(f"{log}:1: ") and dialog.message.count(str(log)) == 1
