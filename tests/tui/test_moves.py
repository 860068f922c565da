"""No accidental moves, and choices that are clear (issue 12): Enter asks, no turn ends by itself, `e` asks
while actions remain, `d d` gives one card two DON!!, hot-seat undo, DON!! counts, lines told apart,
options past 9, a stable order between counter picks."""

from __future__ import annotations

from opcg_tui.engine import Command
from opcg_tui.scenario import load_scenario
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.board import BoardScreen
from opcg_tui.tui.cover import CoverScreen
from opcg_tui.tui.dialogs import ConfirmScreen, MenuDialog

from .conftest import SIZE
from .helpers import board_of, play_to_end, press_until, prompt_kind, run_async, screen_text, settle


def puzzle_app(tmp_path, db, text: str) -> OpcgApp:
    """The app opened at a scenario's position (a puzzle: both seats people)."""
    path = tmp_path / "puzzle.yaml"
    path.write_text(text, encoding="utf-8")
    return OpcgApp(start=("puzzle", load_scenario(path, db)), pace=0)


async def choose_past_the_cover(pilot, kind: str, pick=lambda cmd: True) -> BoardScreen:
    """Past the puzzle's cover, the first choice that answers with a command of `kind` (that `pick` takes)."""
    await settle(pilot)
    await pilot.press("enter")  # the cover
    board = board_of(pilot.app)
    i = next(i for i, c in enumerate(board.choices) if c.cmd is not None and c.cmd.kind == kind and pick(c.cmd))
    await pilot.press(str(i + 1))
    await settle(pilot)
    return board


def first_turn_with_a_play(app) -> bool:
    board = board_of(app)
    return prompt_kind(app) == "main" and board.game.s.turn <= 2 and \
        any(o.kind == "play" for o in board.my_prompt()["options"])


def person_ends(monkeypatch) -> list[Command]:
    """Every decision a person sends from the board (not the engine's forced answers)."""
    sent: list[Command] = []
    submit = BoardScreen.submit

    def record(self, cmd: Command) -> None:
        sent.append(cmd)
        submit(self, cmd)

    monkeypatch.setattr(BoardScreen, "submit", record)
    return sent


# ------------------------------------------------------------------ Enter asks
@run_async
async def test_enter_on_a_hand_card_asks_and_enter_again_cancels(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, first_turn_with_a_play)
        board = board_of(app)
        play = next(o for o in board.my_prompt()["options"] if o.kind == "play")
        board.cursor = ("hand", [c["uid"] for c in board.view["players"][board.viewer]["hand"]].index(play.args[0]))
        board.refresh_cursor()
        before = board.game.commands()
        await pilot.press("enter")
        assert isinstance(app.screen, ConfirmScreen) and "Play " in screen_text(app)
        await pilot.press("enter")  # an Enter meant for the hand-over screen: Cancel is the default
        await pilot.pause()
        assert app.screen is board and board.game.commands() == before
        await pilot.press("enter", "y")
        await settle(pilot)
        assert board.game.commands() == [*before, play]


# ------------------------------------------------------------------ no turn ends by itself
@run_async
async def test_no_turn_ends_unless_its_player_ends_it_hotseat(make_app, monkeypatch):
    sent = person_ends(monkeypatch)
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await play_to_end(pilot)
        game = board_of(app).session.game
        # Every turn but the last ended by its player's own End turn.
        assert sum(c.kind == "end" for c in sent) == game.s.turn - 1


@run_async
async def test_no_turn_ends_unless_its_player_ends_it_vs_computer(make_app, monkeypatch):
    sent = person_ends(monkeypatch)
    app = make_app("computer", seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await play_to_end(pilot)
        game = board_of(app).session.game
        first = game.s.first_player
        mine = [t for t in range(1, game.s.turn) if (first if t % 2 else 1 - first) == 0]
        assert sum(c.kind == "end" for c in sent) == len(mine)


@run_async
async def test_the_attacker_sees_the_last_battle_before_the_cover(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        # The other person's last decision (a counter step) left the attacker only End turn.
        await press_until(pilot, lambda a: board_of(a).held is not None and isinstance(a.screen, CoverScreen)
                          and board_of(a).session.game.commands()[-1].player != board_of(a).held.waiting.player)
        board = board_of(app)
        attacker = board.held.waiting.player
        turn = board.held.s.turn
        assert app.screen.person == board.session.names[attacker]
        assert "See how your last attack ended" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        assert board.viewer == attacker and f"Turn {turn}" in text
        assert "Last battle: the attack succeeded" in text or "Last battle: the attack failed" in text
        assert "Nothing else can be done this turn" in text
        assert [c.label for c in board.choices] == ["End your turn"]
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(app.screen, CoverScreen) and app.screen.person == board.session.names[1 - attacker]
        assert board.held is None and board.game.s.turn == turn + 1



MID_TURN_BATTLE = """
name: an attack with a play still to make
state:
  turn: 3
  p1: { leader: {card: ST01-001, don: 1}, hand: [ST01-003], don: 1 }
  p2: { hand: [ST01-003] }
do: []
expect: []
"""


@run_async
async def test_after_the_defenders_answer_the_attacker_is_shown_how_the_attack_ended(tmp_path, db):
    app = puzzle_app(tmp_path, db, MID_TURN_BATTLE)
    async with app.run_test(size=SIZE) as pilot:
        board = await choose_past_the_cover(pilot, "attack")  # the Leader attacks the Leader
        assert isinstance(app.screen, CoverScreen) and app.screen.person == "Player 2"
        await pilot.press("enter")
        await pilot.pause()
        assert board.my_prompt()["kind"] == "counter"
        await pilot.press("1")  # no counter
        await settle(pilot)
        # The turn goes on (Karoo can still be played): the cover goes up for the attacker, saying why.
        assert isinstance(app.screen, CoverScreen) and app.screen.person == "Player 1"
        assert "See how your attack ended" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert board.held is None and "Last battle: the attack succeeded" in screen_text(app)
        play = next(i for i, c in enumerate(board.choices) if c.cmd is not None and c.cmd.kind == "play")
        await pilot.press(str(play + 1))
        await pilot.pause()
        assert "Last battle" not in screen_text(app)  # said once; the next decision clears it

# ------------------------------------------------------------------ e asks while actions remain
@run_async
async def test_end_turn_asks_while_a_card_can_be_played(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, first_turn_with_a_play)  # nobody attacks on turn 1 or 2: a play is left
        board = board_of(app)
        turn = board.game.s.turn
        await pilot.press("e")
        assert isinstance(app.screen, ConfirmScreen)
        assert "play Chopper, Karoo" in " ".join(screen_text(app).split())
        await pilot.press("enter")  # Keep playing is the default
        assert app.screen is board and board.game.s.turn == turn


# ------------------------------------------------------------------ d keeps the cursor
@run_async
async def test_d_twice_gives_the_same_card_two_don(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: prompt_kind(a) == "main"
                          and board_of(a).view["players"][board_of(a).viewer]["don_active"] >= 2
                          and any(o.kind in ("play", "attack") for o in board_of(a).my_prompt()["options"]))
        board = board_of(app)
        board.cursor = ("me", 0)
        board.refresh_cursor()
        await pilot.press("d")
        await pilot.press("d")
        await pilot.pause()
        assert board.cursor == ("me", 0)
        assert board.view["players"][board.viewer]["leader"]["don"] == 2


# ------------------------------------------------------------------ hot-seat undo
@run_async
async def test_hotseat_undo_takes_back_ones_own_action_never_the_others(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        app.toggle_hotseat_undo()
        await press_until(pilot, lambda a: board_of(a).held is not None and not isinstance(a.screen, CoverScreen)
                          and board_of(a).session.game.commands()[-1].player != board_of(a).viewer)
        board = board_of(app)
        before = board.session.game.commands()
        await pilot.press("u")  # the other person decided last: nothing of this person's to take back
        await pilot.pause()
        assert board.session.game.commands() == before and board.held is not None
        assert "Nothing to undo since" in " | ".join(n.message for n in app._notifications)
        # A DON!! given in this person's next turn is theirs to take back.
        await press_until(pilot, lambda a: prompt_kind(a) == "main" and board_of(a).held is None
                          and any(o.kind == "give" for o in board_of(a).my_prompt()["options"]))
        board.submit(next(o for o in board.my_prompt()["options"] if o.kind == "give"))
        mine = board.game.commands()
        await pilot.press("u")
        await pilot.pause()
        assert board.game.commands() == mine[:-1]


# ------------------------------------------------------------------ DON!! counts with + and −
CROCODILE = """
name: Crocodile pays DON!! -4
state:
  turn: 3
  p1: { leader: {card: ST03-001, don: 2}, don: 3, don_rested: 2 }
  p2: { characters: [ST03-011] }
do: []
expect: []
"""


@run_async
async def test_don_in_a_choice_is_a_count_with_plus_and_minus(tmp_path, db):
    app = puzzle_app(tmp_path, db, CROCODILE)
    async with app.run_test(size=SIZE) as pilot:
        board = await choose_past_the_cover(pilot, "activate")
        labels = [c.label for c in board.choices]
        assert "[0] of your active DON!! (+/−)" in labels and "[0] of your rested DON!! (+/−)" in labels
        active = labels.index("[0] of your active DON!! (+/−)")
        await pilot.press(str(active + 1), str(active + 1))  # its number adds one each time
        await pilot.pause()
        assert board.choices[active].label == "[2] of your active DON!! (+/−)"
        await pilot.press("minus")
        await pilot.pause()
        assert board.choices[active].label == "[1] of your active DON!! (+/−)"
        await pilot.press("plus", "plus")
        await pilot.pause()
        assert board.choices[active].label == "[3] of your active DON!! (+/−)"
        await pilot.press(str(active + 1))  # no more active DON!!: it stays at 3, never drops to 0
        await pilot.pause()
        assert board.selection.count(("don", 0, "active")) == 3
        assert board.choices[0].label.startswith("Confirm — picked 3 of your active DON!!")
        given = [c.label for c in board.choices].index("[0] of DON!! given to your Leader (+/−)")
        await pilot.press(str(given + 1))  # the fourth: the count is complete, and waits for Enter
        await pilot.pause()
        assert board.selection is not None and board.choices[0].enabled
        await pilot.press("enter")
        await pilot.pause()
        assert "You choose one DON!! given to your Leader, 3 of your active DON!!." in board.narrators[0].lines


@run_async
async def test_plus_and_minus_count_the_line_last_picked_and_only_enter_confirms(tmp_path, db):
    app = puzzle_app(tmp_path, db, CROCODILE)
    async with app.run_test(size=SIZE) as pilot:
        board = await choose_past_the_cover(pilot, "activate")
        labels = [c.label for c in board.choices]
        active, rested = labels.index("[0] of your active DON!! (+/−)"), labels.index("[0] of your rested DON!! (+/−)")
        await pilot.press(str(rested + 1), "plus")  # + counts the rested line just picked, not the first line
        await pilot.pause()
        assert board.choices[rested].label == "[2] of your rested DON!! (+/−)"
        assert board.choices[active].label == "[0] of your active DON!! (+/−)"
        await pilot.press(str(active + 1), "plus", "minus", "plus")
        await pilot.pause()
        assert board.choices[active].label == "[2] of your active DON!! (+/−)"
        assert board.choices[rested].label == "[2] of your rested DON!! (+/−)"
        # Four DON!!, the cost: nothing is paid until Enter.
        assert board.selection is not None and board.choices[0].enabled
        assert "Enter to confirm" in screen_text(app)
        before = len(board.game.log)
        await pilot.press("plus")  # no more DON!! can be added: the count stays as it is
        await pilot.pause()
        assert len(board.game.log) == before and board.choices[active].label == "[2] of your active DON!! (+/−)"
        await pilot.press("enter")
        await pilot.pause()
        assert "You choose 2 of your active DON!!, 2 of your rested DON!!." in board.narrators[0].lines


# ------------------------------------------------------------------ options past 9
@run_async
async def test_options_past_nine_are_chosen_with_0_then_a_digit(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: prompt_kind(a) == "main" and len(board_of(a).choices) >= 10, limit=2000)
        board = board_of(app)
        tenth = board.choices[9]
        numbers = [label.plain.split()[0] for label, _ in board.query_one("#choices").items]
        assert numbers[:10] == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "01"]
        before = board.game.commands()
        await pilot.press("0", "1")
        await settle(pilot)
        if tenth.cmd.kind == "end":
            assert isinstance(app.screen, ConfirmScreen)
        else:
            assert board.game.commands()[len(before)] == tenth.cmd


# ------------------------------------------------------------------ wording
@run_async
async def test_a_game_conceded_on_turn_1_lasted_1_turn(make_app):
    from opcg_tui.tui.gameover import GameOverScreen

    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, first_turn_with_a_play)
        assert board_of(app).game.s.turn == 1
        board_of(app).action_concede()
        await pilot.press("y")
        await settle(pilot)
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert "1 turn ·" in text and "1 turns" not in text


KID_ACTIVE = """\
name: Kid (Leader) active, with the DON!! and the card to pay for setting itself active
state:
  turn: 3
  p1: { leader: ST02-001, hand: [ST02-011, ST02-012], don: 6 }
  p2: { leader: ST01-001, life: 3 }
expect: []
"""


@run_async
async def test_an_activate_main_that_would_do_nothing_says_so_before_it_is_paid(tmp_path, db):
    app = puzzle_app(tmp_path, db, KID_ACTIVE)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # the cover
        board = board_of(app)
        idle = "Kid: [Activate: Main] would do nothing"
        assert idle in [c.label for c in board.choices]
        board.cursor = ("me", 0)  # the Leader
        board.refresh_cursor()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MenuDialog) and idle in [label for label, _ in app.screen.entries]
        await pilot.press("escape")
        await pilot.pause()
        board.submit(Command(0, "attack", (board.game.s.players[0].leader, board.game.s.players[1].leader)))
        await settle(pilot)
        await pilot.pause()
        labels = [c.label for c in board.choices]
        assert "Kid: [Activate: Main] effect" in labels and idle not in labels  # rested: it acts


LUFFY_NO_RESTED_DON = """\
name: "Luffy (Leader, rested) with no rested DON!! to give, so his [Activate: Main] would do nothing"
state:
  turn: 3
  p1: { leader: {card: ST01-001, rested: true}, don: 2 }
  p2: { leader: ST01-001, life: 3 }
expect: []
"""


@run_async
async def test_end_turn_does_not_ask_for_an_effect_that_would_do_nothing(tmp_path, db, monkeypatch):
    app = puzzle_app(tmp_path, db, LUFFY_NO_RESTED_DON)
    sent = person_ends(monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # the cover
        board = board_of(app)
        assert "Luffy: [Activate: Main] would do nothing" in [c.label for c in board.choices]
        await pilot.press("e")  # nothing worth doing is left: no question
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert [c.kind for c in sent] == ["end"]
