"""Cards by their short names on the board, in the choices and in the log; choices that say what differs first."""

from __future__ import annotations

from pathlib import Path

from opcg_tui.engine import Command
from opcg_tui.engine.view import visible_log
from opcg_tui.scenario import load_scenario, start_game
from opcg_tui.tui.board import BoardScreen
from opcg_tui.tui.cardview import card_body, name_lines, slot_name
from opcg_tui.tui.choices import prompt_choices
from opcg_tui.tui.namer import Namer, command_words
from opcg_tui.tui.words import Narrator

from .conftest import COMPACT
from .helpers import board_of, run_async, screen_text

NAMES = ("You", "Computer")


def position(tmp_path: Path, db, state: str):
    """A ONE PIECE game at a position written as a scenario's `state`."""
    path = tmp_path / "position.yaml"
    path.write_text(f"name: a position\nstate:\n{state}\nexpect: []\n")
    return start_game(load_scenario(path, db), db)


def test_two_printings_that_read_alike_carry_their_cost_on_the_board_in_the_choices_and_in_the_log(tmp_path, db):
    game = position(tmp_path, db, "  turn: 3\n  p1: { hand: [OP01-025], don: 3, characters: [OP14-015] }")
    view = game.view(0)
    namer = Namer(view, NAMES)
    play = next(c for c in game.legal() if c.kind == "play")
    assert command_words(play, namer) == "Play Zoro·3 (cost 3)"
    field = view["players"][0]["characters"]
    assert card_body(field[0], 9, in_hand=False, name_rows=1).plain.startswith("Zoro\n")  # its border: the cost
    game.apply(play)
    assert Narrator(game, 0, NAMES).feed(visible_log(game, 0))[-1] == "You play Zoro·3."
    other = Namer(game.view(1), NAMES)  # the other seat reads them alike
    assert [other.target(c["uid"]) for c in game.view(1)["players"][0]["characters"]] == ["Zoro·7", "Zoro·3"]


def test_one_printing_reads_by_its_short_name_alone(decks, db):
    from opcg_tui.engine import new_game

    game = new_game(decks["ST-01"], decks["ST-02"], 1, db, chooser=0)
    namer = Namer(game.view(0), NAMES)
    assert namer.target(game.s.players[1].leader) == "Kid (Leader)"
    assert namer.target(game.s.players[0].leader) == "your Leader"


def test_a_card_slot_shows_the_name_without_the_cost_its_border_shows():
    assert slot_name({"short": "Marguerite·6"}) == "Marguerite" and slot_name({"short": "Baby 5"}) == "Baby 5"
    assert name_lines("Marguerite", 10, 1) == ["Marguerite"]
    assert name_lines("Doflamingo", 9, 1) == ["Doflamin…"]


def test_attacks_blocks_and_counters_say_what_differs_first(tmp_path, db):
    """Three attacks on one Leader read apart from their first word, and fit the compact board."""
    game = position(tmp_path, db, "  turn: 3\n  p1: { leader: ST10-001, characters: [ST10-013, OP01-025], don: 2 }\n"
                                  "  p2: { leader: ST01-001, characters: [ST10-005] }")
    view = game.view(0)
    namer = Namer(view, NAMES)
    attacks = [c for c in game.legal() if c.kind == "attack" and c.args[1] == view["players"][1]["leader"]["uid"]]
    labels = [command_words(c, namer) for c in attacks]
    assert labels == ["Law (5000) attacks the Leader (5000)", "Kid (8000) attacks the Leader (5000)",
                      "Zoro (5000) attacks the Leader (5000)"]
    assert all(len(label) <= 44 for label in labels)  # the compact board's column of choices, at 80 columns
    leader = view["players"][0]["leader"]["uid"]
    assert command_words(Command(0, "activate", (leader,)), namer) == "Law: [Activate: Main] effect"
    assert command_words(Command(0, "give", (leader, 2)), namer) == "Give your Leader 2 DON!!"
    jinbe = view["players"][1]["characters"][0]["uid"]
    assert command_words(Command(1, "block", (jinbe,)), Namer(game.view(1), NAMES)) == "Jinbe (2000) blocks"
    kid = view["players"][0]["characters"][0]["uid"]
    choices = prompt_choices("main", game.legal(), namer, None, attacker=kid)
    assert [c.label for c in choices][:1] == ["Luffy (Leader, 5000)"]  # the attacker is the panel's


@run_async
async def test_the_compact_board_names_each_card_by_its_short_name(make_app):
    app = make_app(deck1="ST-10", deck2="ST-02")
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.press("enter")  # past the cover
        await pilot.pause()
        board = board_of(app)
        assert isinstance(board, BoardScreen)
        text = screen_text(app)
        assert "║Law      ║" in text and "│Kid      │" in text
        assert "Trafalga…" not in text and 'Eustass"…' not in text


def card_dicts(pool, fusion: bool):
    """Each card of a pool as a view shows it, fresh on the field."""
    for c in pool.values():
        card = {"uid": 0, "number": c.number, "name": c.name, "short": c.short, "category": c.category,
                "colors": c.colors, "cost": c.cost, "power": c.power, "power_parts": [], "rested": False,
                "keywords": tuple(c.keywords)}
        if fusion:
            card.update(orbs=c.orbs, combo_power=c.combo_power, side="front" if c.category == "leader" else None)
        else:
            card.update(counter=c.counter, don=0, fresh=False)
        yield card


@run_async
async def test_the_card_popup_shows_every_shipped_card_whole_at_80_by_24(make_app, db):
    from opcg_tui.games.dbsfw.cards import load_cards as fusion_cards
    from opcg_tui.tui.fw_board import fusion_text
    from opcg_tui.tui.inspector import Inspector, inspect_text

    app = make_app()
    async with app.run_test(size=COMPACT) as pilot:
        await pilot.press("enter", "i")  # past the cover, the card
        await pilot.pause()
        board = board_of(app)
        assert board is not None and board.query_one("#side").region == board.query_one("#body").region
        inspector = board.query_one(Inspector)
        width, height = inspector.content_size
        console = app.console
        over = [card["number"] for pool, describe, fusion in ((db, inspect_text, False),
                                                              (fusion_cards(), fusion_text, True))
                for card in card_dicts(pool, fusion)
                if len(describe(card, pool, inspector.compact).wrap(console, width)) > height]
    assert (width, height) == (76, 20) and over == []
