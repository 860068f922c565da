"""Fusion World in the app (issue 11): the menu's game choice, its setup, `play --game dbsfw`, its saves,
resume and undo. The Fusion World board is another screen's: here the app's session is what is checked
(`CapturingApp` keeps the session the app would show on its board)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hardening import opcg

from opcg_tui.ai import SeatView, player_kinds
from opcg_tui.engine import new_game
from opcg_tui.engine.rulesets import ruleset
from opcg_tui.gamelog import read_log, state_hash
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.dialogs import MenuDialog, MessageScreen
from opcg_tui.tui.session import Session, unfinished_games

from .helpers import run_async, screen_text

SIZE = (100, 30)
FW = "DRAGON BALL SUPER CARD GAME Fusion World"


# Every Fusion World deck the game ships (the starters and the boosters' sample decks).
SHIPPED = sorted(p.stem for p in (Path(__file__).resolve().parents[2] / "decks" / "dbsfw").glob("*.yaml"))


class CapturingApp(OpcgApp):
    """The app, keeping the session it opens instead of showing it on a board."""

    opened: Session | None = None

    def open_board(self, session: Session) -> None:
        self.opened = session


@pytest.fixture(scope="module")
def fw():
    rules = ruleset("dbsfw")
    cards = rules.load_cards()
    return cards, {d: rules.load_deck(d, cards) for d in ("FS01", "FS02", "FS04")}


def fusion_session(fw, mode: str = "hotseat", seed: int = 3, levels: dict[int, str] | None = None) -> Session:
    cards, decks = fw
    levels = levels if levels is not None else {1: "normal"} if mode == "computer" else {}
    return Session(game=new_game(decks["FS01"], decks["FS02"], seed, cards, game="dbsfw"), mode=mode,
                   names=("You", "Computer") if levels else ("Player 1", "Player 2"), levels=levels,
                   decks=("FS01", "FS02"), seed=seed)


def play_on(session: Session, decisions: int) -> None:
    """The people take their first choice that is not conceding; the computer plays its own."""
    for _ in range(decisions):
        seat = session.actor
        if seat is None:
            return
        options = session.options(seat)
        if session.is_computer(seat):
            cmd = session.players[seat].decide(SeatView(session.game, seat), options)
        else:
            cmd = next(c for c in options if c.kind != "concede")
        session.apply(cmd)


def is_fusion_player(player) -> bool:
    return type(player).__module__ == "opcg_tui.ai.fusion"


# ------------------------------------------------------------------ the menu and the setup
@run_async
async def test_the_menu_asks_the_game_and_fusion_world_sets_up_with_its_decks_and_levels():
    app = CapturingApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "open a ONE PIECE scenario file" in screen_text(app)  # puzzles and decks stay ONE PIECE's
        await pilot.press("down", "enter")  # New game vs computer
        await pilot.pause()
        assert isinstance(app.screen, MenuDialog) and app.screen.title_text == "Which game?"
        assert [game for _, game in app.screen.entries] == ["opcg", "dbsfw", None]
        assert "ONE PIECE CARD GAME" in screen_text(app) and FW in screen_text(app)
        await pilot.press("2")
        await pilot.pause()
        setup = app.screen
        assert type(setup).__name__ == "SetupScreen" and setup.game == "dbsfw"
        assert sorted(setup.decks) == SHIPPED
        assert setup.chosen == {"deck1": "FS01", "deck2": "FS02"}
        assert f"New game vs computer · {FW}" in screen_text(app)
        level = setup.query_one("#level")
        assert [str(v) for _, v in level._options] == player_kinds("dbsfw")
        await pilot.press("ctrl+s")
        await pilot.pause()
        session = app.opened
        assert session is not None and session.game.rules.name == "dbsfw"
        assert session.decks == ("FS01", "FS02") and [d["id"] for d in session.game.header["decks"]] == ["FS01", "FS02"]
        assert session.mode == "computer" and session.levels == {1: str(level.value)}
        assert is_fusion_player(session.players[1])  # the computer plays Fusion World
        session.close()


@run_async
async def test_a_hot_seat_fusion_world_game_with_a_deck_picked_from_its_own_decks():
    app = CapturingApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "down", "enter")  # New hot-seat game · Fusion World
        await pilot.pause()
        await pilot.press("enter")  # Player 1's deck
        await pilot.pause()
        chooser = app.screen.query_one("#deck-chooser")
        assert sorted(e.deck.id for e in chooser.entries) == SHIPPED
        assert all(e.legal for e in chooser.entries)
        await pilot.press(*"frieza", "enter")
        await pilot.pause()
        assert app.screen.chosen["deck1"] == "FS04" and "Frieza" in screen_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        session = app.opened
        assert session.game.rules.name == "dbsfw" and session.mode == "hotseat" and not session.levels
        assert session.decks == ("FS04", "FS02")
        assert read_log(session.log.path, app.db).game.rules.name == "dbsfw"  # its log is written
        session.close()


# ------------------------------------------------------------------ opcg play --game dbsfw
@pytest.mark.parametrize("args, message", [
    (["play", "--game", "mtg", "--hotseat"], "--game: unknown game 'mtg' (known: opcg, dbsfw)"),
    (["play", "--game", "dbsfw", "--hotseat", "--deck", "ST-01"],
     f"ST-01: a deck of ONE PIECE CARD GAME, not of {FW} (--game opcg plays it)"),
    (["play", "--vs", "easy", "--opponent-deck", "FS02"],
     f"FS02: a deck of {FW}, not of ONE PIECE CARD GAME (--game dbsfw plays it)"),
    (["play", "--game", "dbsfw", "--hotseat", "--deck", "FS09"], "FS09: unknown Fusion World deck"),
    (["play", "--game", "dbsfw", "--vs", "expert"], f"--vs: unknown computer level 'expert' for {FW} (known: "),
    (["play", "--game", "dbsfw"], "--game: say how to play it too: add --hotseat or --vs LEVEL"),
    (["puzzle", "tests/scenarios/dbsfw/rules/setup-mulligan-once.yaml"],
     "puzzles are ONE PIECE CARD GAME scenarios only so far"),
])
def test_play_refuses_a_game_deck_or_level_it_cannot_play(args, message):
    result = opcg(*args)
    assert result.exit_code == 2 and message in result.stderr


@pytest.mark.parametrize("args, start", [
    (["--game", "dbsfw", "--hotseat", "--deck", "FS04", "--opponent-deck", "FS01"],
     ("new", "hotseat", "FS04", "FS01", None, None, "dbsfw")),
    (["--game", "dbsfw", "--vs", "easy", "--seed", "5"], ("new", "computer", "FS01", "FS02", 5, "easy", "dbsfw")),
])
def test_play_game_dbsfw_starts_a_fusion_world_game(monkeypatch, args, start):
    started = []
    monkeypatch.setattr(OpcgApp, "run", lambda self: started.append(self.start))
    assert opcg("play", *args).exit_code == 0
    assert started == [start]

    async def run() -> Session | None:
        app = CapturingApp(start=start, pace=0)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            return app.opened

    session = run_async(run)()
    assert session.game.rules.name == "dbsfw" and session.decks == start[2:4]
    assert session.levels == ({1: start[5]} if start[5] else {})
    session.close()


@run_async
async def test_a_rematch_of_a_fusion_world_game_is_one_of_its_game():
    app = CapturingApp(start=("new", "computer", "FS04", "FS02", 5, "easy", "dbsfw"), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        first = app.opened
        first.close()
        app.after_game(first, "rematch")
        await pilot.pause()
        again = app.opened
        assert again is not first and again.game.rules.name == "dbsfw"
        assert (again.decks, again.levels) == (("FS04", "FS02"), {1: "easy"})
        again.close()


# ------------------------------------------------------------------ saves, resume, undo
@run_async
async def test_a_saved_fusion_world_game_is_listed_with_its_game_and_resumes_to_the_same_state(fw, db):
    session = fusion_session(fw, "computer")
    session.start_log()
    play_on(session, 40)
    turn, digest, commands = session.game.s.turn, state_hash(session.game), session.game.commands()
    session.close()
    [save] = unfinished_games(lambda: db)
    assert save.readable and save.game == "dbsfw" and save.name == f"FS01 vs FS02 · turn {turn}"
    assert save.summary().startswith(f"FS01 vs FS02 · turn {turn} · Fusion World · vs computer (normal) · ")
    listing = opcg("replay")  # without a file: the saves of both games
    assert f"FS01 vs FS02 · turn {turn} · Fusion World" in listing.stdout
    app = CapturingApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert f"FS01 vs FS02 · turn {turn}" in screen_text(app)  # the menu's Resume names it
        app.menu_pick("resume")
        await pilot.pause()
        resumed = app.opened
        assert resumed.game.rules.name == "dbsfw" and state_hash(resumed.game) == digest
        assert resumed.game.commands() == commands and resumed.levels == {1: "normal"}
        assert is_fusion_player(resumed.players[1])
        play_on(resumed, 5)  # and it goes on, written to the same log
        assert read_log(save.path, db).game.commands() == resumed.game.commands()
        resumed.close()


@pytest.mark.parametrize("mode", ["hotseat", "computer"])
def test_undo_in_a_fusion_world_game(fw, db, mode):
    session = fusion_session(fw, mode, seed=4)
    session.start_log()
    undone = 0
    while undone < 3 and not session.game.over:
        seat = session.actor
        if session.is_computer(seat):
            play_on(session, 1)
            continue
        before, kept = state_hash(session.game), session.game.commands()
        play_on(session, 1)
        if session.undo_problem(seat):
            continue
        assert session.undo(seat) == ""
        assert state_hash(session.game) == before and session.game.commands() == kept
        assert read_log(session.log.path, db).game.commands() == kept  # the file matches the game
        undone += 1
        play_on(session, 1)  # taken again
    assert undone == 3
    session.close()


def test_a_finished_fusion_world_game_says_how_it_was_won(fw):
    session = fusion_session(fw, "computer", seed=6, levels={0: "random", 1: "random"})
    play_on(session, 3000)
    assert session.game.over and session.game.s.reason == "no Life"
    loser = session.names[1 - session.game.winner]
    assert session.result_text() == (f"{session.names[session.game.winner]} won", f"{loser} had no Life cards left.")


# ------------------------------------------------------------------ a broken Fusion World log
@run_async
async def test_a_fusion_world_log_with_a_broken_header_is_named_and_the_good_one_resumes(fw, db):
    good = fusion_session(fw, seed=8)
    good.start_log()
    play_on(good, 12)
    good.close()
    lines = good.log.path.read_text().splitlines()
    header = json.loads(lines[0])
    header["game"]["decks"][0]["leader"] = "FS99-99"
    broken = good.log.path.with_name("broken.jsonl")
    broken.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    saves = {s.path.name: s for s in unfinished_games(lambda: db)}
    assert not saves["broken.jsonl"].readable and saves["broken.jsonl"].line == 1
    assert "FS99-99" in saves["broken.jsonl"].problem
    assert saves[good.log.path.name].resumable and saves[good.log.path.name].game == "dbsfw"
    app = CapturingApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.menu_pick("resume")
        await pilot.pause()
        assert isinstance(app.screen, MessageScreen) and str(broken) in app.screen.message
        await pilot.press("enter")
        await pilot.pause()
        assert app.opened.game.commands() == good.game.commands()
        app.opened.close()


def test_an_index_of_the_program_that_left_fusion_world_out_is_rebuilt(fw, db):
    from opcg_tui.saves import INDEX, Save, _write_index

    session = fusion_session(fw)
    session.start_log()
    play_on(session, 6)
    session.close()
    path = session.log.path
    stat = path.stat()
    _write_index(path.parent, [Save(path, (stat.st_mtime_ns, stat.st_size), problem="a game of dbsfw: opcg play "
                                    "resumes and lists ONE PIECE CARD GAME games only so far")])
    index = json.loads((path.parent / INDEX).read_text())
    (path.parent / INDEX).write_text(json.dumps({**index, "version": 1}))  # as the program before wrote it
    [save] = unfinished_games(lambda: db)
    assert save.resumable and save.game == "dbsfw" and not save.problem


def test_a_broken_log_stays_in_the_index_so_the_next_listing_replays_nothing(fw, db, monkeypatch):
    from opcg_tui import saves

    session = fusion_session(fw)
    session.start_log()
    session.close()
    session.log.path.with_name("broken.jsonl").write_text('{"format": "opcg-log", "version": 3, "game": 5}\n')
    first = unfinished_games(lambda: db)
    assert sorted(s.readable for s in first) == [False, True]
    monkeypatch.setattr(saves, "_replayed", {})  # a new start of opcg: only the index is left
    monkeypatch.setattr(saves, "read_save", lambda *args: pytest.fail(f"{args[0]} replayed again"))
    assert unfinished_games(lambda: db) == first
