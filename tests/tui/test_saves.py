"""Game logs as saves: every game writes one, resume, damaged logs, undo, saved replays, bad input."""

from __future__ import annotations

import os
import re
import time

import pytest

from opcg_tui.data.yamlfile import DataError
from opcg_tui.engine import Command, new_game
from opcg_tui.gamelog import read_log, reveals, state_hash
from opcg_tui.paths import saves_dir, user_data_dir
from opcg_tui.tui.app import OpcgApp, run_app
from opcg_tui.tui.board import BoardScreen
from opcg_tui.tui.cover import CoverScreen
from opcg_tui.tui.dialogs import ConfirmScreen, MenuDialog, MessageScreen
from opcg_tui.tui.gameover import GameOverScreen
from opcg_tui.tui.session import Session, latest_saved

from .conftest import SIZE
from .helpers import board_of, next_key, press_until, prompt_kind, run_async, screen_text, settle


def logged_session(db, decks, moves: int, seed: int = 3, concede: bool = False) -> Session:
    """A hot-seat game with a log, `moves` decisions in (the first option each time); its log closed."""
    session = Session(game=new_game(decks["ST-01"], decks["ST-02"], seed, db), mode="hotseat",
                      names=("Player 1", "Player 2"), decks=("ST-01", "ST-02"), seed=seed)
    session.start_log()
    for _ in range(moves):
        session.apply(session.options(session.actor)[0])
    if concede:
        session.apply(Command(0, "concede"))
    session.close()
    return session


def notices(app) -> str:
    return " | ".join(n.message for n in app._notifications)


@run_async
async def test_every_game_writes_its_log_and_resume_continues_it(make_app, db):
    app = make_app("hotseat", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(12):
            await pilot.press(next_key(app))
        game = board_of(app).game
        commands, turn = game.commands(), game.s.turn
        path = board_of(app).session.log.path
        # On disk already, line by line, while the game goes on.
        assert read_log(path, db).game.commands() == commands
    assert path.parent == saves_dir() and re.fullmatch(r"\d{8}-\d{6}(-\d+)?\.jsonl", path.name)
    header = read_log(path, db).header
    assert header["players"] == {"mode": "hotseat", "names": ["Player 1", "Player 2"], "levels": {},
                                 "decks": ["ST-01", "ST-02"], "seed": 3, "title": ""}

    resumed = OpcgApp(start=("resume",), pace=0)
    async with resumed.run_test(size=SIZE) as pilot:
        await settle(pilot)
        board = board_of(resumed)
        assert board is not None and board.game.commands() == commands and board.game.s.turn == turn
        assert board.session.log.path == path  # the same file goes on being written
        await pilot.press(next_key(resumed))
        await pilot.press(next_key(resumed))
        assert read_log(path, db).game.commands() == board.game.commands()


@run_async
async def test_resume_mid_counter_step_continues_at_that_very_prompt(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: prompt_kind(a) == "counter")
        game = board_of(app).game
        player, digest = game.waiting.player, state_hash(game)
        hand = board_of(app).view["players"][player]["hand"]
    # The app closed (as a closed terminal would) mid-counter-step.
    resumed = OpcgApp(start=("resume",), pace=0)
    async with resumed.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(resumed.screen, CoverScreen)  # hot-seat: the same seat, behind the cover
        assert resumed.screen.person == f"Player {player + 1}"
        await pilot.press("enter")
        board = board_of(resumed)
        assert prompt_kind(resumed) == "counter" and board.viewer == player
        assert board.game.waiting.player == player and state_hash(board.game) == digest
        assert board.view["players"][player]["hand"] == hand  # the same hidden cards


@run_async
async def test_a_corrupt_log_offers_resume_from_the_last_valid_line(db, decks):
    session = logged_session(db, decks, 10)
    path = session.log.path
    commands = session.game.commands()
    text = path.read_text()
    damaged = text[: len(text) - 9]  # the last line cut off mid-write
    path.write_text(damaged)
    # Declined: the file is left as it is.
    app = OpcgApp(start=("resume",), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.pause()
        shown = " ".join(screen_text(app).replace("█", " ").split())  # the question, its lines joined
        assert path.name in shown and "line 11" in shown and "cut off mid-write" in shown
        await pilot.press("n")
        assert type(app.screen).__name__ == "MenuScreen"
    assert path.read_text() == damaged
    # Accepted: the game goes on from the last valid line; the file is whole again.
    app = OpcgApp(start=("resume",), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("y")
        await settle(pilot)
        board = board_of(app)
        assert board is not None and board.game.commands() == commands[:9]
    assert read_log(path, db).game.commands() == commands[:9]


@run_async
async def test_an_unrecoverable_log_is_named_and_skipped(db, decks):
    good = logged_session(db, decks, 6)
    bad = saves_dir() / "29990101-000000.jsonl"
    bad.write_text('{"format": "opcg-log", "version": 99}\n')
    os.utime(good.log.path, (1, 1))  # the good game is the older one
    app = OpcgApp(start=("resume",), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MessageScreen)
        shown = " ".join(screen_text(app).split())
        assert bad.name in shown and "version 99" in shown
        await pilot.press("enter")
        assert board_of(app).game.commands() == good.game.commands()  # the next game resumed
    assert bad.read_text() == '{"format": "opcg-log", "version": 99}\n'


@run_async
async def test_resume_from_the_menu_lists_unfinished_games_most_recent_first(db, decks):
    older = logged_session(db, decks, 4)
    newer = logged_session(db, decks, 30)
    logged_session(db, decks, 2, concede=True)  # a finished game's log: a replay, not something to resume
    os.utime(older.log.path, (1000, 1000))
    os.utime(newer.log.path, (2000, 2000))
    assert latest_saved(lambda: db).path == newer.log.path
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        latest = latest_saved(lambda: db)
        assert latest.summary().startswith(f"ST-01 vs ST-02 · turn {newer.game.s.turn} · hot-seat · ")
        assert f"Resume                ST-01 vs ST-02 · turn {newer.game.s.turn}" in screen_text(app)
        app.menu_pick("resume")
        await pilot.pause()
        assert isinstance(app.screen, MenuDialog)
        assert [s.path for _, s in app.screen.entries[:-1]] == [newer.log.path, older.log.path]
        assert app.screen.entries[1][0] == f"ST-01 vs ST-02 · turn {older.game.s.turn} · hot-seat · {time.strftime('%d %b %H:%M', time.localtime(1000))}"
        await pilot.press("2")
        await settle(pilot)
        assert board_of(app).game.commands() == older.game.commands()


# ------------------------------------------------------------------ undo
def revealed_before(game) -> int:
    """How many decisions are behind the last one whose consequences showed a hidden card."""
    marks = [i for i, ev in enumerate(game.log) if ev[0] == "answer" and not ev[2]]
    last = 0
    for n, start in enumerate(marks):
        end = marks[n + 1] if n + 1 < len(marks) else len(game.log)
        if reveals(game.log[start:end], game.log[start][1].player, game.s.owner):
            last = n + 1
    return last


@run_async
async def test_undo_against_the_computer_takes_back_the_last_action_never_past_a_reveal(make_app, db):
    app = make_app("computer", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: prompt_kind(a) == "main" and board_of(a).game.s.turn >= 3
                          and any(o.kind == "give" for o in board_of(a).my_prompt()["options"]))
        board = board_of(app)
        before, digest = board.game.commands(), state_hash(board.game)
        for _ in range(2):  # two DON!! given: two actions to take back
            give = next(o for o in board.my_prompt()["options"] if o.kind == "give")
            board.submit(give)
            await pilot.pause()
        await pilot.press("u")
        await pilot.press("u")
        await pilot.pause()
        game = board.game
        assert game.commands() == before and state_hash(game) == digest
        assert read_log(board.session.log.path, db).game.commands() == before  # the file matches
        assert "You took back your last action." in screen_text(app)
        # Nothing more: the turn began with a card drawn (after the computer's last action).
        await pilot.press("u")
        await pilot.pause()
        assert board.game.commands() == before and len(before) >= revealed_before(board.game)
        assert "Nothing to undo since" in notices(app)
        # The game goes on from there, and the log with it.
        await pilot.press(next_key(app))
        await settle(pilot)
        assert read_log(board.session.log.path, db).game.commands() == board.game.commands()


def test_undo_never_crosses_a_decision_that_revealed_a_card(db, decks):
    """A mulligan draws a new hand: it is never undone, nor anything before it."""
    session = Session(game=new_game(decks["ST-01"], decks["ST-02"], 9, db), mode="computer",
                      names=("You", "Computer"), levels={1: "random"}, decks=("ST-01", "ST-02"), seed=9)
    session.start_log()
    while session.game.waiting.kind != "main":
        seat = session.actor
        opts = session.options(seat)
        session.apply(next((o for o in opts if o.kind == "mulligan"), opts[0]))
        assert session.undo(seat) != ""
    session.close()


@run_async
async def test_undo_is_refused_in_hotseat_unless_turned_on(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: prompt_kind(a) == "main" and board_of(a).game.s.turn >= 3
                          and any(o.kind == "give" for o in board_of(a).my_prompt()["options"]))
        board = board_of(app)
        before = board.game.commands()
        board.submit(next(o for o in board.my_prompt()["options"] if o.kind == "give"))
        await pilot.pause()
        assert "u Undo" not in screen_text(app)  # the footer shows only keys that act
        await pilot.press("u")
        await pilot.pause()
        assert len(board.game.commands()) == len(before) + 1
        assert not app.settings.undo_in_hotseat
        app.toggle_hotseat_undo()
        await pilot.pause()
        assert "u Undo" in screen_text(app)
        await pilot.press("u")
        await pilot.pause()
        assert board.game.commands() == before
    assert OpcgApp().settings.undo_in_hotseat  # kept in the settings


@run_async
async def test_enter_leaves_the_footer_when_it_cannot_act(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: prompt_kind(a) == "main")
        board = board_of(app)
        assert board.check_action("card_actions", ()) and "⏎ Actions" in screen_text(app)
        board.play.concede(board.viewer)  # over: nothing to act on
        await pilot.pause()
        assert board.check_action("card_actions", ()) is False


# ------------------------------------------------------------------ replays, bad input, puzzles
@run_async
async def test_save_replay_copies_the_log(make_app, db):
    app = make_app("computer", seed=2)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        board = board_of(app)
        board.session.apply(Command(0, "concede"))
        board.advance()
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("s")
        replays = list((user_data_dir() / "replays").glob("*.jsonl"))
        shown = "".join(screen_text(app).split())
        assert len(replays) == 1 and "opcgreplay" in shown and replays[0].name in shown
        assert read_log(replays[0], db).game.over
        assert board.session.log.path.exists()  # the log stays in the saves folder too
    assert latest_saved(lambda: db) is None  # a finished game is not resumed


@run_async
async def test_resume_with_nothing_saved_says_so():
    app = OpcgApp(start=("resume",), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "There is no unfinished game to resume." in screen_text(app)
        assert isinstance(app.screen, MessageScreen) and str(saves_dir()) in app.screen.message  # where it looked


def test_bad_flags_are_data_errors_before_the_screen_opens():
    with pytest.raises(DataError, match="unknown computer level 'wizard'"):
        run_app(vs="wizard")
    with pytest.raises(DataError, match="unknown deck"):
        run_app(hotseat=True, deck="NO-SUCH-DECK")
    with pytest.raises(DataError, match="choose one"):
        run_app(hotseat=True, vs="random")


@run_async
async def test_puzzle_opens_as_a_hot_seat_game_at_its_position_and_resumes(db):
    from pathlib import Path

    from opcg_tui.scenario import load_scenario

    path = Path(__file__).parent.parent / "scenarios" / "cards" / "ST01" / \
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
        board.session.apply(board.session.options(board.session.actor)[0])
        turn = board.game.s.turn
    # Resume does not offer a puzzle; opening the same puzzle again offers to continue it.
    assert latest_saved(lambda: db) is None
    again = OpcgApp(start=("puzzle", scenario), pace=0)
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(again.screen, ConfirmScreen)
        assert f"· turn {turn} · puzzle ·" in " ".join(screen_text(again).split())
        await pilot.press("y")
        await settle(pilot)
        await pilot.press("enter")
        board = board_of(again)
        assert board.session.title.startswith("Usopp with 2 DON!!") and len(board.game.commands()) == 1
    # Start again: a new game of the puzzle, the unfinished one left as it is.
    again = OpcgApp(start=("puzzle", scenario), pace=0)
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        await pilot.press("enter")
        assert board_of(again).game.commands() == []
    assert len(list(saves_dir().glob("*.jsonl"))) == 2


@run_async
async def test_leaving_a_game_the_menu_offers_it_to_resume_at_once(make_app):
    app = make_app("hotseat", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(4):
            await pilot.press(next_key(app))
        app.back_to_menu()  # the game menu's "Leave to the main menu (the game is saved)"
        await pilot.pause()
        assert "no unfinished game" not in screen_text(app)
        assert not app.screen.query_one("#menu").get_option("resume").disabled
