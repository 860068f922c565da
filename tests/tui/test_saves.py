"""Autosave, resume, damaged saves, and bad command-line input: clear messages, never a traceback."""

from __future__ import annotations

import json

import pytest

from opcg_tui.data.yamlfile import DataError
from opcg_tui.paths import saves_dir
from opcg_tui.tui.app import OpcgApp, run_app
from opcg_tui.tui.board import BoardScreen
from opcg_tui.tui.dialogs import MessageScreen
from opcg_tui.tui.session import SaveError, latest_save, load_session

from .conftest import SIZE
from .helpers import board_of, next_key, run_async, screen_text, settle


@run_async
async def test_autosave_then_resume_continues_the_same_game(make_app, db):
    app = make_app("hotseat", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(12):
            await pilot.press(next_key(app))
        game = board_of(app).game
        commands, turn = game.commands(), game.s.turn
    path = latest_save()
    assert path is not None and path.parent == saves_dir()
    assert not list(saves_dir().glob("*.tmp")), "written atomically"
    assert load_session(path, db).game.commands() == commands

    resumed = OpcgApp(start=("resume",), pace=0)
    async with resumed.run_test(size=SIZE) as pilot:
        await settle(pilot)
        board = board_of(resumed)
        assert board is not None and board.game.commands() == commands and board.game.s.turn == turn
        assert board.session.save_path == path  # the same file goes on being updated


@run_async
async def test_a_damaged_save_gets_a_clear_message(db):
    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "20250101-000000.json").write_text('{"format": "opcg-save", "version": 1, "game": {"header"')
    with pytest.raises(SaveError, match="damaged"):
        load_session(folder / "20250101-000000.json", db)
    app = OpcgApp(start=("resume",), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MessageScreen)
        text = screen_text(app)
        assert "Cannot resume the game" in text and "20250101-000000.json" in text
        await pilot.press("enter")
        assert type(app.screen).__name__ == "MenuScreen"
    # Moved aside, so Resume is not stuck on it; kept for a bug report.
    assert latest_save() is None and (folder / "20250101-000000.json.damaged").exists()


def test_a_save_with_illegal_commands_is_damaged(db, decks):
    from opcg_tui.engine import new_game
    from opcg_tui.tui.session import Session

    session = Session(game=new_game(decks["ST-01"], decks["ST-02"], 1, db), mode="hotseat",
                      names=("Player 1", "Player 2"), decks=("ST-01", "ST-02"), seed=1)
    session.autosave()
    data = json.loads(session.save_path.read_text())
    data["game"]["commands"] = [[0, "attack", [1, 2]]]
    session.save_path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="cannot be replayed"):
        load_session(session.save_path, db)


@run_async
async def test_resume_with_nothing_saved_says_so():
    app = OpcgApp(start=("resume",), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "There is no unfinished game to resume." in screen_text(app)


def test_bad_flags_are_data_errors_before_the_screen_opens():
    with pytest.raises(DataError, match="unknown computer level 'wizard'"):
        run_app(vs="wizard")
    with pytest.raises(DataError, match="unknown deck"):
        run_app(hotseat=True, deck="NO-SUCH-DECK")
    with pytest.raises(DataError, match="choose one"):
        run_app(hotseat=True, vs="random")


@run_async
async def test_puzzle_opens_as_a_hot_seat_game_at_its_position(db):
    from pathlib import Path

    from opcg_tui.scenario import load_scenario

    path = Path(__file__).parent.parent / "scenarios" / "cards" / "ST-01" / \
        "ST01-002-usopp-don2-attack-bans-5000-blocker.yaml"
    scenario = load_scenario(path, db)
    app = OpcgApp(start=("puzzle", scenario), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # the cover before the first decision
        board = board_of(app)
        assert isinstance(app.screen, BoardScreen)
        assert board.session.mode == "puzzle" and board.game.s.turn == 3
        assert "puzzle: Usopp with 2 DON!!" in screen_text(app)
