"""A disk that fills up: mid-game the game goes on unsaved and the save already on disk stays whole;
a game started on a full disk leaves no empty save; `simulate --save-dir` keeps every result."""

from __future__ import annotations

import pytest
from tui.helpers import board_of, next_key, run_async, settle
from typer.testing import CliRunner

from opcg_tui.cli import app as cli
from opcg_tui.engine import new_game
from opcg_tui.gamelog import read_log
from opcg_tui.paths import saves_dir
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.session import Session


def session_on(disk, monkeypatch, db, decks, seed: int = 3) -> Session:
    monkeypatch.setenv("OPCG_DATA_DIR", str(disk.folder))
    session = Session(game=new_game(decks["ST-01"], decks["ST-02"], seed, db), mode="hotseat",
                      names=("Player 1", "Player 2"), decks=("ST-01", "ST-02"), seed=seed)
    session.start_log()
    return session


def test_a_full_disk_mid_game_keeps_what_was_saved_and_the_game_goes_on(full_disk, monkeypatch, db, decks):
    session = session_on(full_disk, monkeypatch, db, decks)
    path = session.log.path
    for _ in range(6):
        session.apply(session.options(session.actor)[0])
    full_disk.fill()
    told = []
    session.on_save_problem = told.append
    while not session.save_problem and len(session.game.commands()) < 400:
        session.apply(session.options(session.actor)[0])
    assert told == [session.save_problem] and str(path) in told[0] and "No space left" in told[0]
    played = session.game.commands()
    saved = read_log(path, db)  # whole: no line cut off mid-write
    assert 6 <= saved.lines < len(played) and saved.game.commands() == played[:saved.lines]
    session.apply(session.options(session.actor)[0])  # the game goes on
    session.close()  # and closes without a second failure
    assert read_log(path, db).lines == saved.lines


def test_a_game_started_on_a_full_disk_leaves_no_empty_save(full_disk, monkeypatch, db, decks):
    monkeypatch.setenv("OPCG_DATA_DIR", str(full_disk.folder))
    saves_dir().mkdir()
    full_disk.fill()
    session = Session(game=new_game(decks["ST-01"], decks["ST-02"], 3, db), mode="hotseat",
                      names=("Player 1", "Player 2"), decks=("ST-01", "ST-02"), seed=3)
    with pytest.raises(OSError, match="No space left"):
        session.start_log()
    assert list(saves_dir().iterdir()) == []


@run_async
async def test_the_app_tells_the_player_and_plays_on(full_disk, monkeypatch, db):
    monkeypatch.setenv("OPCG_DATA_DIR", str(full_disk.folder))
    app = OpcgApp(start=("new", "hotseat", "ST-01", "ST-02", 7, None), pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        for _ in range(4):
            await pilot.press(next_key(app))
        path, saved = board_of(app).session.log.path, len(board_of(app).game.commands())
        full_disk.fill()
        for _ in range(600):  # a tmpfs page the log already has may take a few more lines first
            await pilot.press(next_key(app))
            if board_of(app).session.save_problem:
                break
        await pilot.pause()
        shown = [n.message for n in app._notifications]
        assert any("can no longer be saved" in m and str(path) in m for m in shown)
        assert "not saved" in board_of(app).query_one("#status").render().plain  # and stays in sight
        before = len(board_of(app).game.commands())
        for _ in range(3):
            await pilot.press(next_key(app))
        await settle(pilot)
        played = board_of(app).game.commands()
        assert len(played) > before  # playing on
    loaded = read_log(path, db)  # what was saved stays, whole
    assert loaded.lines >= saved and loaded.game.commands() == played[:loaded.lines]


def test_simulate_on_a_full_disk_keeps_every_result_and_says_which_log_failed(full_disk, db):
    folder = full_disk.folder / "logs"
    folder.mkdir()
    full_disk.fill()
    result = CliRunner().invoke(cli, ["simulate", "--games", "4", "--json", "--save-dir", str(folder)])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert '"games": 4' in result.stdout
    assert "game-0000" in result.stderr and "No space left" in result.stderr and "Traceback" not in result.output
    for log in folder.glob("*.jsonl"):  # nothing torn
        read_log(log, db)
