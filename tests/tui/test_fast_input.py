"""Keys faster than the screen: a paste or quick typing delivers its keys before the lists they rebuild
have told anyone what they highlight. A message about a row of a list rebuilt since must be dropped,
never read against the new rows (it crashed the deck filter, and chose a card nobody pressed)."""

from __future__ import annotations

from textual import events

from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.deckbuilder import DeckBuilderScreen
from opcg_tui.tui.deckscreen import DecksScreen

from .conftest import SIZE
from .helpers import prompt_kind, run_async, screen_text, settle


async def burst(pilot, keys: str | list[str]) -> None:
    """The keys as a terminal delivers a paste or fast typing: all of them queued at once, then handled."""
    app = pilot.app
    for key in keys:  # letters and digits, or named keys such as "enter"
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(app)
        app._driver.send_message(event)
    await pilot.pause()
    await pilot.pause()


@run_async
async def test_typing_fast_in_the_new_game_deck_filter_does_not_crash():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "enter", "enter")  # New hot-seat game of ONE PIECE, Player 1's deck
        await pilot.pause()
        assert type(app.screen).__name__ == "DeckPickerScreen"
        await burst(pilot, "zzzz")  # "z" lists a few decks, "zz" none: the highlight of "z" came late
        assert app.return_code is None and type(app.screen).__name__ == "DeckPickerScreen"
        assert "0 of" in screen_text(app)
        await pilot.press("ctrl+u")
        await burst(pilot, "croc")
        chooser = app.screen.query_one("#deck-chooser")
        assert chooser.shown and all("Crocodile" in e.leader_name for e in chooser.shown)
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        assert app.screen.chosen["deck1"] in {e.deck.id for e in chooser.shown}


@run_async
async def test_typing_fast_in_the_decks_screen_filter_does_not_crash():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")  # Decks
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DecksScreen)
        await pilot.click("#deck-filter")
        await burst(pilot, "zzzz")
        assert app.return_code is None and app.screen is screen and screen.highlighted() is None


@run_async
async def test_a_word_typed_fast_in_the_decks_list_goes_whole_to_the_filter():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")  # Decks, the list focused
        await pilot.pause()
        screen = app.screen
        await burst(pilot, "kaido")  # "i" imports, in the list: the filter has the keys before it comes
        assert app.screen is screen and screen.query_one("#deck-filter").value == "kaido"
        assert screen.highlighted().deck.id == "ST-04"


@run_async
async def test_a_second_enter_in_the_builder_pool_does_not_add_a_card_of_the_list_it_rebuilt():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter", "n")  # Decks, a new deck: the pool lists Leaders
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen) and builder.choosing_leader
        await pilot.press("slash", *"set:ST-01", "enter")  # its Leader, and 16 cards once it is chosen
        await pilot.pause()
        await burst(pilot, ["enter", "enter"])  # a double Enter: the first chooses the Leader (a new pool)
        assert builder.draft.leader == "ST01-001"
        assert builder.draft.size == 0  # the second Enter was about the Leaders' list, not the new pool


@run_async
async def test_a_double_enter_on_the_board_answers_one_prompt(make_app):
    app = make_app("computer", seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        board = app.screen
        assert [c.label for c in board.choices] == ["Go first", "Go second"]
        await pilot.press("tab")  # into the list
        await burst(pilot, ["enter", "enter"])  # the second Enter was about the same list
        await settle(pilot)
        assert prompt_kind(app) == "mulligan"  # not answered by the second Enter (it would keep the hand)
