"""The screens around the game and the board's keys: menu, setup, size check, confirm, help, menus, mouse."""

from __future__ import annotations

from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.board import BoardScreen
from opcg_tui.tui.cardview import CardSlot
from opcg_tui.tui.cover import CoverScreen
from opcg_tui.tui.dialogs import ConfirmScreen
from opcg_tui.tui.sizecheck import TooSmallScreen
from opcg_tui.tui.viewer import CardsViewer

from .conftest import SIZE
from .helpers import board_of, concede_by_the_menu, press_until, prompt_kind, run_async, screen_text, settle


def main_with_attacks(app) -> bool:
    return prompt_kind(app) == "main" and any(o.kind == "attack" for o in app.screen.my_prompt()["options"])


@run_async
async def test_menu_to_setup_to_a_hot_seat_game():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "New hot-seat game" in screen_text(app)
        await pilot.press("enter", "enter")  # a new hot-seat game of the first game offered: ONE PIECE
        assert type(app.screen).__name__ == "SetupScreen"
        assert "Player 1's deck" in screen_text(app)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, CoverScreen)
        await pilot.press("enter")
        assert isinstance(app.screen, BoardScreen)


@run_async
async def test_menu_decks_and_help_screens():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")  # Decks (Resume is skipped: nothing to resume)
        assert type(app.screen).__name__ == "DecksScreen"
        text = screen_text(app)
        assert "ST-01" in text and "Legal: 50 cards" in text
        await pilot.press("escape", "question_mark")
        assert type(app.screen).__name__ == "HelpScreen"
        assert "How to play" in screen_text(app)
        await pilot.press("escape")
        assert type(app.screen).__name__ == "MenuScreen"


@run_async
async def test_vs_computer_setup_offers_the_levels():
    from opcg_tui.ai import player_kinds

    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter", "enter")
        text = screen_text(app)
        assert "Computer level" in text and "Computer's pace" in text and "Start" in text
        level = app.screen.query_one("#level")
        assert [str(v) for _, v in level._options] == player_kinds()


@run_async
async def test_small_terminal_gets_a_message_and_the_board_comes_back(make_app):
    app = make_app("computer", seed=2)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.resize_terminal(79, 24)
        assert isinstance(app.screen, TooSmallScreen)
        assert "Make the terminal at least 80×24" in screen_text(app)
        await pilot.resize_terminal(80, 23)
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(80, 24)  # the compact board
        assert isinstance(app.screen, BoardScreen) and app.screen.has_class("-narrow", "-short")
        await pilot.resize_terminal(120, 40)
        assert isinstance(app.screen, BoardScreen)
        assert not app.screen.has_class("-narrow") and not app.screen.has_class("-short")
        await pilot.pause()
        slot = app.screen.query_one("#me-0", CardSlot)
        assert slot.size.width > 10 and slot.size.height == 5  # re-laid out for the larger terminal


@run_async
async def test_ending_the_turn_with_attacks_left_asks_first(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, main_with_attacks)
        board = app.screen
        turn = board.game.s.turn
        await pilot.press("e")
        assert isinstance(app.screen, ConfirmScreen)
        assert "You can still attack with your Leader" in screen_text(app)
        await pilot.press("n")
        assert app.screen is board and board.game.s.turn == turn
        await pilot.press("e", "y")
        await settle(pilot)
        assert board.game.s.turn == turn + 1
        assert isinstance(app.screen, CoverScreen)


@run_async
async def test_attack_key_and_inspector(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, main_with_attacks)
        board = app.screen
        board.cursor = ("me", 0)
        board.refresh_cursor()
        await pilot.pause()
        text = screen_text(app)
        assert "Monkey.D.Luffy" in text and "[Activate: Main]" in text  # the inspector shows the Leader
        await pilot.press("a")  # the only target is the opposing Leader: the attack is declared
        await settle(pilot)
        assert board.game.s.battle is not None or isinstance(app.screen, CoverScreen)
        if isinstance(app.screen, CoverScreen):  # the defender decides next
            assert app.screen.person == "Player 2"


@run_async
async def test_mouse_click_selects_then_acts(make_app):
    app = make_app("computer", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: prompt_kind(a) == "main"
                          and any(o.kind == "play" for o in a.screen.my_prompt()["options"]))
        board = app.screen
        play = next(o for o in board.my_prompt()["options"] if o.kind == "play")
        index = [c["uid"] for c in board.view["players"][0]["hand"]].index(play.args[0])
        await pilot.press("up")  # the cursor elsewhere: the first click only selects
        assert board.cursor[0] != "hand"
        await pilot.click(f"#hand-{index}")
        assert board.cursor == ("hand", index)
        hand_before = board.view["players"][0]["hand_count"]
        await pilot.click(f"#hand-{index}")  # a second click: its one action, asked first
        assert isinstance(app.screen, ConfirmScreen) and "Play " in screen_text(app)
        await pilot.press("y")
        await settle(pilot)
        assert board.game.s.players[0].chars or board.game.s.players[0].stage is not None \
            or board.view["players"][0]["hand_count"] < hand_before


@run_async
async def test_numbered_choices_and_keyboard_list(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # uncover for the chooser
        board = app.screen
        assert [c.label for c in board.choices] == ["Go first", "Go second"]
        await pilot.press("tab", "down", "enter")  # into the list, the second choice
        await settle(pilot)
        assert board.game.s.first_player != board.viewer or isinstance(app.screen, CoverScreen)


@run_async
async def test_escape_menu_concede_ends_the_game(make_app):
    app = make_app("computer", seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: prompt_kind(a) == "main")
        await concede_by_the_menu(pilot)
        assert "You conceded." in screen_text(app)


@run_async
async def test_trash_viewer_help_and_palette(make_app):
    app = make_app("computer", seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: prompt_kind(a) == "main")
        await pilot.press("t")
        assert isinstance(app.screen, CardsViewer)
        assert "Your trash" in screen_text(app)
        await pilot.press("escape", "question_mark")
        assert "How to play" in screen_text(app)
        await pilot.press("escape")
        board = board_of(app)
        titles = [c.title for c in board.palette_commands()]
        assert "End your turn" in titles and "Concede" in titles
        await pilot.press("ctrl+p")
        assert type(app.screen).__name__ == "CommandPalette"


@run_async
async def test_the_cover_hides_the_palette_too(make_app):
    app = make_app("hotseat", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: isinstance(a.screen, CoverScreen) and a.screen.reason.startswith("Turn"))
        board = board_of(app)
        assert list(board.palette_commands()) == []
        await pilot.press("ctrl+p")
        assert isinstance(app.screen, CoverScreen)  # the palette would list the last person's actions
        text = screen_text(app)
        for card in board.view["players"][board.viewer]["hand"]:
            assert card["name"] not in text


@run_async
async def test_the_deck_picker_filters_forty_decks_and_sets_the_choice():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "enter")  # New hot-seat game of ONE PIECE
        await pilot.press("enter")  # the focused Player 1's deck opens the picker
        await pilot.pause()
        assert type(app.screen).__name__ == "DeckPickerScreen"
        chooser = app.screen.query_one("#deck-chooser")
        assert "Red" in screen_text(app) and f"{len(chooser.entries)} decks" in screen_text(app)
        assert {e.group for e in chooser.shown} >= {"Red", "Green", "Blue", "Purple", "Black", "Yellow"}
        await pilot.press(*"animal kingdom")
        await pilot.pause()
        text = screen_text(app)
        assert "ST-04" in text and "ST-01 " not in text and "1 of" in text
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        assert app.screen.chosen["deck1"] == "ST-04"
        assert "Animal Kingdom Pirates" in screen_text(app)
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press("enter")  # past the cover screen
        assert isinstance(app.screen, BoardScreen)
        assert app.screen.session.decks[0] == "ST-04"


@run_async
async def test_the_deck_picker_goes_back_without_changing_the_deck():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "enter", "enter")
        await pilot.pause()
        await pilot.press(*"kaido", "escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        assert app.screen.chosen["deck1"] == "ST-01"
