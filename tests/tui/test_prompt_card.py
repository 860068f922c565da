"""The card a prompt is about shows before the choice (issue 26): a [Trigger]'s Life card, the card whose
effect asks, the attacker when asked to block or counter; in the inspector, and on the compact board in the
card pane, which opens for it. Only what the deciding player may see."""

from __future__ import annotations

import pytest

from opcg_tui.tui.inspector import Inspector

from .conftest import COMPACT, SIZE
from .helpers import board_of, run_async, screen_text, settle
from .test_moves import CROCODILE, choose_past_the_cover, puzzle_app

# Player 1's Leader (7000) attacks Player 2's Leader: Usopp's [Trigger] (Play this card) comes up from the top of
# Player 2's Life; Player 2 has Brook, no [Blocker], and Chopper in the hand (no Counter value).
TRIGGER = """\
name: A [Trigger] comes up
state:
  turn: 3
  p1: { leader: {card: ST01-001, don: 2}, don: 3 }
  p2: { leader: ST01-001, life: [ST01-002, ST01-006], hand: [ST01-006], characters: [ST01-011] }
expect: []
"""


async def attack_the_leader(pilot) -> None:
    """Past Player 1's cover, attack Player 2's Leader with Player 1's Leader, and pass Player 2's cover."""
    await choose_past_the_cover(pilot, "attack")
    await pilot.press("enter")  # Player 2's cover
    await pilot.pause()


@run_async
async def test_a_triggers_life_card_shows_in_the_opened_card_pane_and_in_the_prompt(tmp_path, db):
    app = puzzle_app(tmp_path, db, TRIGGER)
    async with app.run_test(size=COMPACT) as pilot:
        await attack_the_leader(pilot)
        board = board_of(app)
        assert board.my_prompt()["kind"] == "trigger" and board.viewer == 1
        text = screen_text(app)
        assert "Your Life card is Usopp:" in text and "[Trigger] Play this card." in text  # beside the choices
        assert board.has_class("-card-open") and "ST01-002 · Character" in text  # the pane opened for it
        await pilot.press("2")  # into the hand, unrevealed
        await settle(pilot)
        await pilot.press("enter")  # Player 1's cover
        await pilot.pause()
        # Player 1 never saw it: the pane closed with the prompt it opened for.
        assert board.viewer == 0 and not board.has_class("-card-open")
        assert "Usopp" not in screen_text(app) and "ST01-002" not in screen_text(app)


@run_async
async def test_the_inspector_shows_the_triggers_card_until_the_cursor_moves(tmp_path, db):
    app = puzzle_app(tmp_path, db, TRIGGER)
    async with app.run_test(size=SIZE) as pilot:
        await attack_the_leader(pilot)
        board = board_of(app)
        inspector = board.query_one(Inspector)
        assert "ST01-002 · Character" in screen_text(app)
        assert inspector.region.area and not board.has_class("-card-open")  # beside the board: nothing opens
        await pilot.press("right")
        await pilot.pause()
        assert "ST01-002" not in screen_text(app)  # the inspector follows the cursor again


# Player 2 attacks Player 1's rested EB03-055 with a 8000 Leader: it is K.O.'d, and its [On K.O.] asks Player 1
# whether to deal 1 damage; then Player 2's Leader attacks again into a [Blocker] and a Counter card.
ON_KO = """\
name: An [On K.O.] effect asks its player
state:
  turn: 4
  p1: { characters: [{card: EB03-055, rested: true}] }
  p2: { leader: {card: ST01-001, don: 3}, life: [ST01-006, ST01-006] }
expect: []
"""


@run_async
async def test_the_card_whose_effect_asks_shows_before_the_choice(tmp_path, db):
    app = puzzle_app(tmp_path, db, ON_KO)
    async with app.run_test(size=SIZE) as pilot:
        robin = lambda cmd: board_of(app).game.s.cards[cmd.args[1]] == "EB03-055"  # noqa: E731
        board = await choose_past_the_cover(pilot, "attack", robin)
        await pilot.press("enter")  # Player 1's cover
        await pilot.pause()
        assert board.viewer == 0 and board.my_prompt()["kind"] == "yes-no"
        assert board.my_prompt()["source"]["number"] == "EB03-055"
        assert "EB03-055 · Character" in screen_text(app)  # from the trash, where it went


BLOCK = """\
name: A [Blocker] may block
state:
  turn: 3
  p1: { leader: {card: ST01-001, don: 2}, don: 3 }
  p2: { leader: ST02-001, characters: [ST01-006], hand: [ST01-002] }
expect: []
"""


@pytest.mark.parametrize("size", [SIZE, COMPACT])
@run_async
async def test_the_attacker_shows_when_asked_to_block_and_the_compact_pane_stays_shut_for_a_field_choice(
        tmp_path, db, size):
    app = puzzle_app(tmp_path, db, BLOCK)
    async with app.run_test(size=size) as pilot:
        await attack_the_leader(pilot)
        board = board_of(app)
        assert board.my_prompt()["kind"] == "block"
        assert board.look.inspected_card(board)["number"] == "ST01-001"  # the attacker
        assert not board.has_class("-card-open")  # the Blocker to pick is on the field: nothing covers it
        if size == SIZE:
            assert "ST01-001 · Leader" in screen_text(app)


COUNTER = """\
name: A Counter Step
state:
  turn: 3
  p1: { leader: {card: ST01-001, don: 2}, don: 3 }
  p2: { leader: ST02-001, characters: [ST01-011], hand: [ST01-002, ST01-006] }
expect: []
"""


@run_async
async def test_the_attacker_is_the_card_i_opens_when_asked_for_counters(tmp_path, db):
    app = puzzle_app(tmp_path, db, COUNTER)
    async with app.run_test(size=COMPACT) as pilot:
        await attack_the_leader(pilot)
        board = board_of(app)
        assert board.my_prompt()["kind"] == "counter"
        assert not board.has_class("-card-open")  # the attacker is in sight on the board and in the battle's words
        await pilot.press("i")
        await pilot.pause()
        assert "ST01-001 · Leader" in screen_text(app)


@run_async
async def test_the_pane_opened_for_a_cost_closes_for_the_effects_choice_on_the_field(tmp_path, db):
    app = puzzle_app(tmp_path, db, CROCODILE)
    async with app.run_test(size=COMPACT) as pilot:
        board = await choose_past_the_cover(pilot, "activate")  # Crocodile: DON!! −4, then return a Character
        assert board.has_class("-card-open") and "ST03-001 · Leader" in screen_text(app)
        active = [c.label for c in board.choices].index("[0] of your active DON!! (+/−)")
        await pilot.press(str(active + 1), "plus", "plus")
        given = [c.label for c in board.choices].index("[0] of DON!! given to your Leader (+/−)")
        await pilot.press(str(given + 1), "enter")
        await pilot.pause()
        assert board.my_prompt()["purpose"] != "don_to_return" and board.slot_marks().legal  # Buggy, on the field
        assert not board.has_class("-card-open")
