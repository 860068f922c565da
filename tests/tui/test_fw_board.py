"""The Fusion World board, played by keys as a person plays it: hot-seat games through the cover screens,
games against the computer, undo, the layout at 80×24, and what each seat may see."""

from __future__ import annotations

from opcg_tui.engine import new_game
from opcg_tui.games.dbsfw import RULES, load_cards
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.board import BoardScreen, HandCount
from opcg_tui.tui.cardview import CardSlot
from opcg_tui.tui.cover import CoverScreen
from opcg_tui.tui.fw_board import FusionBoard, field_row
from opcg_tui.tui.gameover import GameOverScreen
from opcg_tui.tui.session import Session

from .conftest import COMPACT, SIZE
from .helpers import board_of, check_covered, play_to_end, press_until, run_async, screen_text, settle
from .test_layout import check_fits

FW_DB = load_cards()


def fw_session(mode: str = "hotseat", seed: int = 7, deck1: str = "FS01", deck2: str = "FS02",
               level: str = "normal") -> Session:
    """A Fusion World game as the app plays it (no log on disk)."""
    decks = RULES.load_deck(deck1, FW_DB), RULES.load_deck(deck2, FW_DB)
    game = new_game(*decks, seed=seed, db=FW_DB, game="dbsfw")
    computer = mode == "computer"
    return Session(game=game, mode=mode, names=("You", "Computer") if computer else ("Player 1", "Player 2"),
                   levels={1: level} if computer else {}, decks=(deck1, deck2), seed=seed)


async def open_fw(pilot, session: Session) -> FusionBoard:
    pilot.app.open_board(session)
    await pilot.pause()
    await settle(pilot)
    board = board_of(pilot.app)
    assert isinstance(board, FusionBoard)
    return board


def check_fw_board(app, seen: dict) -> None:
    """The board shows exactly `view(seat)` of the seat at the bottom; under a cover nothing of theirs shows."""
    board = board_of(app)
    assert isinstance(board, FusionBoard)
    game = board.game
    if isinstance(app.screen, CoverScreen):
        seen["covers"] += 1
        seen["covered kinds"].add(game.waiting.kind)
        if game.waiting.kind == "charge":
            assert app.screen.reason == f"Turn {game.s.turn}: It is your turn: the Charge Phase."
        check_covered(app, board)
        return
    if not isinstance(app.screen, BoardScreen) or game.over:
        return
    seat = board.viewer
    view = game.view(seat)
    assert game.waiting.player == seat, "the player to act sits at the bottom"
    me, opp = view["players"][seat], view["players"][1 - seat]
    hand = [s.uid for s in board.query("#hand CardSlot").results(CardSlot) if s.card is not None]
    assert hand == [c["uid"] for c in me["hand"]]
    for row, p in (("me", me), ("opp", opp)):
        places = field_row(p)
        shown = [board.query_one(f"#{row}-{i}", CardSlot).uid for i in range(len(places))]
        assert shown == [c["uid"] if c else None for c in places]
    assert board.query_one("#opp-info").data[1]["hand"] is None  # only a count of the other hand
    prompt = view["prompt"]
    seen["kinds"].add(prompt["kind"])
    if prompt["kind"] not in ("main", "choose"):
        assert len(board.choices) == len([o for o in prompt["options"] if o.kind != "concede"])
    text = screen_text(app)
    assert str(board.query_one("#prompt").border_title) in text
    if view["battle"] is not None:
        assert "BATTLE" in text and "Combo:" in text, text
    seen["boards"] += 1


@run_async
async def test_a_whole_hot_seat_game_by_keys_through_the_cover_screens():
    app = OpcgApp(pace=0)
    seen: dict = {"covers": 0, "boards": 0, "kinds": set(), "covered kinds": set()}
    async with app.run_test(size=SIZE) as pilot:
        board = await open_fw(pilot, fw_session("hotseat", seed=7, deck2="FS04"))
        await play_to_end(pilot, check=lambda app, key: check_fw_board(app, seen))
        assert isinstance(app.screen, GameOverScreen)
        assert board.game.over and board.game.s.reason != "concession"
        headline, _ = board.session.result_text()
        assert headline in screen_text(app) and "Battle Cards KO'd" in screen_text(app)
    # The game's decisions came up, each handed over with a cover when the other person decides (a block
    # too: test_block_and_combo_steps_each_hand_over_with_a_cover).
    assert {"mulligan", "charge", "main", "offense", "defense"} <= seen["kinds"]
    assert {"charge", "defense"} <= seen["covered kinds"]  # the offense follows the same person's attack
    assert seen["covers"] > 20 and seen["boards"] > 50


@run_async
async def test_against_the_computer_to_the_end():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        board = await open_fw(pilot, fw_session("computer", seed=3, deck1="FS03", deck2="FS04"))
        assert type(board.session.players[1]).__module__ == "opcg_tui.ai.fusion"  # the game's own computer player
        covers = 0

        def check(app, key):
            nonlocal covers
            covers += isinstance(app.screen, CoverScreen)
            if isinstance(app.screen, FusionBoard) and not board.game.over and board.my_prompt():
                assert board.viewer == 0  # the person always sits at the bottom

        await play_to_end(pilot, check=check)
        assert isinstance(app.screen, GameOverScreen) and board.game.over
        assert covers == 0  # nobody to hide anything from
        told = board.narrators[0].lines  # the log in words, as the person saw it
        assert any(line.startswith("Computer attacks") or line.startswith("Computer plays") for line in told)


@run_async
async def test_undo_against_the_computer_takes_back_a_played_card():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        board = await open_fw(pilot, fw_session("computer", seed=5))

        def can_play(app) -> bool:
            prompt = board.my_prompt()
            return prompt is not None and prompt["kind"] == "main" and any(
                o.kind == "play" for o in prompt["options"])

        await press_until(pilot, can_play)
        before = board.game.view(0)["players"][0]
        assert board.choices[0].cmd.kind == "play"
        await pilot.press("1")
        await settle(pilot)
        played = board.game.view(0)["players"][0]
        assert len(played["battle"]) == len(before["battle"]) + 1
        await pilot.press("u")
        await settle(pilot)
        after = board.game.view(0)["players"][0]
        assert [c["uid"] for c in after["hand"]] == [c["uid"] for c in before["hand"]]
        assert after["battle"] == before["battle"] and after["energy"] == before["energy"]
        assert board.message == "You took back your last action."


@run_async
async def test_enter_on_a_card_offers_its_actions_and_a_attacks():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        board = await open_fw(pilot, fw_session("computer", seed=5))
        await press_until(pilot, lambda app: board.my_prompt() is not None and board.my_prompt()["kind"] == "main"
                          and any(o.kind == "attack" for o in board.my_prompt()["options"]))
        leader = board.view["players"][0]["leader"]["uid"]
        board.cursor = ("me", 0)
        board.refresh_cursor()
        attacks = [o for o in board.my_prompt()["options"] if o.kind == "attack" and o.args[0] == leader]
        await pilot.press("a")
        await pilot.pause()
        if len(attacks) > 1:  # pick the target: the highlighted places, then Enter on one
            assert board.attacker == leader
            assert {c.cmd for c in board.choices if c.cmd} == set(attacks)
            await pilot.press("1")
        await settle(pilot)
        assert any(ev.kind == "note" and ev.what == "attack" and ev.attacker == leader for ev in board.game.log)


@run_async
async def test_the_compact_board_fits_80_by_24_through_a_game():
    app = OpcgApp(pace=0)
    fits = {"checked": 0}

    def check(app, key):
        board = app.screen
        if not isinstance(board, FusionBoard) or board.game.over:
            return
        assert board.has_class("-narrow", "-short")
        check_fits(board)
        assert board.query_one(HandCount).counts[0] == len(board.view["players"][board.viewer]["hand"])
        fits["checked"] += 1

    async with app.run_test(size=COMPACT) as pilot:
        await open_fw(pilot, fw_session("hotseat", seed=11, deck1="FS02", deck2="FS03"))
        await play_to_end(pilot, check=check)
    assert fits["checked"] > 50


@run_async
async def test_the_drop_opens_with_the_card_text_of_fusion_world():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        board = await open_fw(pilot, fw_session("computer", seed=5))
        await press_until(pilot, lambda app: board.view["players"][0]["drop"] and board.my_prompt() is not None)
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        top = board.view["players"][0]["drop"][0]
        assert "Your Drop" in text and top["name"] in text


@run_async
async def test_help_tells_how_fusion_world_is_played():
    from textual.widgets import Markdown

    from opcg_tui.tui.helpscreen import HelpScreen

    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await open_fw(pilot, fw_session("computer", seed=5))
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = app.screen.text
        assert "Charge Phase" in text and "combo" in text and "your Drop / the opponent's Drop" in text
        assert "DON!!" not in text and app.screen.query_one(Markdown).source == text


def test_the_inspector_shows_the_rendered_card_text():
    from opcg_tui.games.dbsfw.cards import card_record
    from opcg_tui.tui.fw_board import fusion_text

    game = fw_session().game
    view = game.view(0)
    leader = {**view["players"][0]["leader"], "side": "front"}
    text = fusion_text(leader, FW_DB).plain
    record = card_record(FW_DB[leader["number"]])
    assert record["text"] and all(line in text for line in record["text"])
    assert f"back (Awakened) {record['back_power']}" in text


def test_prompt_kinds_of_the_ruleset_all_have_a_title_and_a_cover_reason():
    kinds = {"first-or-second", "mulligan", "charge", "main", "block", "offense", "defense", "choose", "yes-no"}
    assert kinds <= set(FusionBoard.look.PROMPT_TITLES) and kinds <= set(FusionBoard.look.COVER_REASONS)


# ------------------------------------------------------------------ a battle, step by step
BATTLE = """\
name: a battle on the Fusion World board
game: dbsfw
state:
  turn: 3
  p1: { leader: FS01-01, battle: [FS01-10, FS01-07], hand: [FS01-06, FS01-14, FS01-15], energy: 3, life: 6 }
  p2:
    leader: FS04-01
    battle: [FS04-02, FS04-14]
    hand: [FS04-08, FS04-13, FS04-16]
    energy: [FS04-07, { card: FS04-10, rested: true }]
    energy_markers: 1
    life: 5
expect: []
"""


def battle_session(tmp_path, life: int = 5) -> Session:
    """The BATTLE position in hot-seat: Player 1 to act in the Main Phase, Player 2 with a [Blocker] and `life`."""
    from opcg_tui.scenario import load_scenario, start_game

    path = tmp_path / "battle.yaml"
    path.write_text(BATTLE.replace("    life: 5\n", f"    life: {life}\n"))
    game = start_game(load_scenario(path, FW_DB), FW_DB)
    return Session(game=game, mode="hotseat", names=("Player 1", "Player 2"), decks=("FS01", "FS04"))


async def to_the_defense_step(pilot, session: Session) -> FusionBoard:
    """Tien Shinhan attacks the Leader; Cui blocks; Player 1 passes: Player 2's Defense Step, by keys."""
    board = await open_fw(pilot, session)
    app = pilot.app
    assert isinstance(app.screen, CoverScreen) and app.screen.person == "Player 1"
    await pilot.press("enter")
    await pilot.pause()
    assert board.cursor_card()["name"] == "Android 17"  # on the first card that can act: a card to play
    await pilot.press("up", "left", "left", "left", "right")  # from the hand up to the field, to the Leader, then right
    assert board.cursor_card()["name"] == "Tien Shinhan"
    await pilot.press("a")  # only the Leader can be attacked: the attack is declared at once
    await pilot.pause()
    assert isinstance(app.screen, CoverScreen) and app.screen.person == "Player 2"
    assert "decide whether to block" in screen_text(app)
    await pilot.press("enter")
    await pilot.pause()
    assert board.my_prompt()["kind"] == "block" and [c.label for c in board.choices] == [
        "Don't block", "Cui (20000) blocks"]
    await pilot.press("2")
    await pilot.pause()
    assert isinstance(app.screen, CoverScreen) and app.screen.person == "Player 1"
    await pilot.press("enter")
    await pilot.pause()
    assert board.my_prompt()["kind"] == "offense" and board.choices[0].label == "Pass: no more combos"
    await pilot.press("1")
    await pilot.pause()
    assert isinstance(app.screen, CoverScreen) and app.screen.person == "Player 2"
    assert "Defense Step" in screen_text(app)
    await pilot.press("enter")
    await pilot.pause()
    assert board.my_prompt()["kind"] == "defense"
    return board


@run_async
async def test_block_and_combo_steps_each_hand_over_with_a_cover(tmp_path):
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        board = await to_the_defense_step(pilot, battle_session(tmp_path))
        text = screen_text(app)
        assert "BATTLE" in text and "Cui" in text and "(blocked)" in text
        combos = [c.label for c in board.choices if c.cmd and c.cmd.kind == "combo"]
        assert "Combo Tagoma from your hand (+10000)" in combos
        assert "Combo Lemo from your Battle Area (+10000)" in combos
        await pilot.press(str(1 + next(i for i, c in enumerate(board.choices) if c.label.startswith("Combo Tagoma"))))
        await pilot.pause()
        assert "guard +10000 (Tagoma)" in screen_text(app)  # the Combo Area in the battle line
        await pilot.press("1")  # pass: the Damage Step; Cui 30000 with the combo vs Tien Shinhan 15000
        await pilot.pause()
        assert isinstance(app.screen, CoverScreen) and app.screen.person == "Player 1"
        assert "See how your attack ended." in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "the attack failed" in board.message and board.my_prompt()["kind"] == "main"
        told = "\n".join(board.narrators[0].lines)
        assert "Cui blocks: it is now the guard card." in told
        assert "Player 2 combos with Tagoma: +10000 combo power to Cui." in told


def test_snapshot_fusion_world_board(snap_compare, tmp_path):
    async def run_before(pilot):
        await open_fw(pilot, battle_session(tmp_path))
        await pilot.press("enter")

    assert snap_compare(OpcgApp(pace=0), terminal_size=SIZE, run_before=run_before)


def test_snapshot_fusion_world_compact_board(snap_compare, tmp_path):
    async def run_before(pilot):
        await open_fw(pilot, battle_session(tmp_path))
        await pilot.press("enter")

    assert snap_compare(OpcgApp(pace=0), terminal_size=COMPACT, run_before=run_before)


def test_snapshot_fusion_world_defense_combo_prompt(snap_compare, tmp_path):
    async def run_before(pilot):
        await to_the_defense_step(pilot, battle_session(tmp_path))

    assert snap_compare(OpcgApp(pace=0), terminal_size=SIZE, run_before=run_before)


@run_async
async def test_enter_on_the_leader_awakens_it_in_the_defense_step(tmp_path):
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        board = await to_the_defense_step(pilot, battle_session(tmp_path, life=4))  # [Awaken]: life 4 or less
        assert "Awaken your Leader: flip it to its back side" in [c.label for c in board.choices]
        await pilot.press("up", "left", "left", "left")  # from the hand up to the Leader
        assert board.cursor == ("me", 0)
        await pilot.press("enter")
        await pilot.pause()
        assert "Awaken your Leader: flip it to its back side?" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        leader = board.query_one("#me-0", CardSlot)
        assert leader.card["side"] == "back" and leader.card["power"] == 20000
        assert "Awakened" in leader.render().plain
        assert "Your Leader turns to its back side (Awakened)." in board.narrators[1].lines
        assert board.my_prompt()["kind"] == "defense"  # still the Defense Step: combo, or pass


@run_async
async def test_a_tie_says_the_guard_needs_any_combo_power_not_plus_0(tmp_path):
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        board = await open_fw(pilot, battle_session(tmp_path))
        await pilot.press("enter")  # Player 1's cover
        await pilot.pause()
        await pilot.press("up", "left", "left", "left", "right", "a")  # Tien Shinhan (15000) attacks Frieza (15000)
        await pilot.pause()
        await pilot.press("enter", "1")  # Player 2: no block
        await pilot.pause()
        await pilot.press("enter")  # Player 1's Offense Step
        await pilot.pause()
        assert board.my_prompt()["kind"] == "offense"
        assert "+0 combo power" not in screen_text(app)
        summary = board.look.battle_summary(board.view, board.namer(board.view), "offense").plain
        assert summary == ("Your Tien attacks Frieza (Leader): 15000 vs 15000 with the combos so far. "
                           "A tie goes to the attack: the guard needs some combo power.")
