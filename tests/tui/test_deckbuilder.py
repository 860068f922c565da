"""The deck builder, as a player uses it: by keys from the menu to a saved legal deck and a game with
it, importing and exporting the text format, and the mouse on the main controls."""

from __future__ import annotations

import re

from opcg_tui.data.decks import deck_from_yaml
from opcg_tui.data.yamlfile import read_yaml
from opcg_tui.games.onepiece.deckio import deck_to_text
from opcg_tui.games.onepiece.decks import load_deck
from opcg_tui.paths import user_cards_dir, user_decks_dir
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.board import BoardScreen
from opcg_tui.tui.deckbuilder import DeckBuilderScreen
from opcg_tui.tui.deckchooser import DeckChooser
from opcg_tui.tui.deckscreen import DecksScreen
from opcg_tui.tui.decktext import ExportScreen, ImportScreen
from opcg_tui.tui.keybar import KeyBar

from .conftest import COMPACT, SIZE
from .helpers import board_of, run_async, screen_text, settle


def shown(app) -> str:
    """The screen's words, lines joined (a problem may wrap in its pane)."""
    return " ".join(screen_text(app).split())


def problems(app) -> str:
    """What the builder's problems pane says (all of it: the pane scrolls)."""
    return app.screen.query_one("#db-problems").paragraphs[0].plain


async def open_decks(pilot) -> DecksScreen:
    await pilot.pause()
    await pilot.press("down", "down", "down", "enter")  # Decks (Resume is skipped: nothing to resume)
    await pilot.pause()
    assert isinstance(pilot.app.screen, DecksScreen)
    return pilot.app.screen


async def filter_to(pilot, words: str) -> None:
    """Focus the filter (/), replace what it holds with `words`, and go back to the pool (Enter)."""
    await pilot.press("slash", "ctrl+u", *words, "enter")
    await pilot.pause()


async def click_key(pilot, description: str) -> None:
    """Click a key of the bottom bar by what it says."""
    bar = pilot.app.screen.query_one(KeyBar)
    text = bar.render().plain
    x = text.index(f" {description} ") - 2
    await pilot.click(KeyBar, offset=(x, 0))
    await pilot.pause()


@run_async
async def test_build_a_legal_deck_by_keys_save_it_and_play_it():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await open_decks(pilot)
        await pilot.press("n")
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen)
        assert "no Leader chosen yet" in problems(app)
        assert {c.category for c in builder.pool} == {"leader"}  # a new deck starts with its Leader
        await filter_to(pilot, "st01-001")
        assert [c.number for c in builder.pool] == ["ST01-001"]
        await pilot.press("enter")  # chooses the Leader
        await pilot.pause()
        assert builder.draft.leader == "ST01-001"
        await filter_to(pilot, "set:ST-01")
        assert len(builder.pool) == 16 and all(c.colors == ("red",) for c in builder.pool)
        for _ in range(12):
            await pilot.press("4", "down")
        await pilot.pause()
        assert "Deck 48/50" in shown(app) and "the deck has 48 cards; it must have exactly 50 (5-1-2)" in problems(app)
        await pilot.press("plus", "plus", "plus")  # the third is one too many for a 50-card deck, not refused
        await pilot.pause()
        assert "the deck has 51 cards" in problems(app)
        await pilot.press("minus")
        await pilot.pause()
        assert "Deck 50/50" in shown(app) and problems(app).startswith("✓ Legal: 50 cards, Leader ST01-001\n")
        # casual play takes it; the formats say where it may be played today (ST-01 is block 1)
        assert "Standard today: not legal — block 1 (" in problems(app) and "Extra today: legal" in problems(app)
        await pilot.press("ctrl+s")  # no id yet: said, and the id field is focused
        await pilot.pause()
        assert "the deck needs an id" in shown(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is builder and app.focused.id == "db-id"
        await pilot.press(*"my-luffy", "tab", *"Luffy: red rush", "ctrl+s")
        await pilot.pause()
        saved = user_decks_dir() / "my-luffy.yaml"
        deck = deck_from_yaml(read_yaml(saved), saved)
        assert (deck.id, deck.name, deck.leader, deck.size) == ("my-luffy", "Luffy: red rush", "ST01-001", 50)
        assert load_deck("my-luffy").cards == deck.cards  # found by id, legal
        await pilot.press("escape")  # nothing unsaved: straight back to the list, which shows it
        await pilot.pause()
        decks = app.screen
        assert isinstance(decks, DecksScreen)
        assert decks.highlighted().deck.id == "my-luffy"
        text = shown(app)
        assert "Your decks" in text and "Luffy: red rush" in text and "Legal: 50 cards" in text
        await pilot.press("p", "1")  # play it against the computer
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen" and app.screen.chosen["deck1"] == "my-luffy"
        await pilot.press("ctrl+s")
        await settle(pilot)
        board = board_of(app)
        assert isinstance(board, BoardScreen) and board.session.decks[0] == "my-luffy"


@run_async
async def test_the_builder_names_a_bad_filter_and_refuses_a_fifth_copy_and_a_shipped_id():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        decks = await open_decks(pilot)
        assert decks.highlighted().deck.id == "ST-01"
        await pilot.press("e")  # a shipped deck is edited as a copy
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen) and builder.draft.id == "ST-01-copy"
        assert "✓ Legal" in problems(app)
        await filter_to(pilot, "cost:x red")
        assert "'cost:x': cost takes a number" in shown(app)
        await filter_to(pilot, "cost>=5 character")
        assert builder.pool and all(c.cost >= 5 and c.category == "character" for c in builder.pool)
        await filter_to(pilot, "st01-012")  # Luffy: Rush, explained under the text
        inspector = builder.query_one("#db-inspector")
        assert "more (] or wheel)" in shown(app) and inspector.scroll == 0
        await pilot.press("right_square_bracket")  # the card's text scrolls by keys too
        await pilot.pause()
        assert inspector.scroll == 3
        await pilot.press("4", "plus")
        await pilot.pause()
        assert builder.draft.copies[builder.pool[0].number] == 4
        assert any("at most 4 copies" in n.message for n in app._notifications)
        await pilot.press("shift+tab", "shift+tab", "shift+tab", "ctrl+u", *"st-01", "ctrl+s")
        await pilot.pause()
        assert "'st-01' is a deck that ships with the game" in shown(app)
        assert not user_decks_dir().exists()
        await pilot.press("enter", "escape")  # unsaved changes: asked before leaving
        await pilot.pause()
        assert "Your changes are not saved" in shown(app)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, DecksScreen)


@run_async
async def test_import_a_text_list_and_export_one():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        decks = await open_decks(pilot)
        st01 = decks.highlighted().deck
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, ExportScreen)
        assert app.screen.query_one("#export-text").text == deck_to_text(st01) == app.clipboard
        assert "4xST01-002" in shown(app) or "ST01-" in shown(app)
        await pilot.press("escape", "i")
        await pilot.pause()
        assert isinstance(app.screen, ImportScreen)
        await pilot.press(*"1xST01-001", "enter", *"4xST01-002", "enter", *"five", "ctrl+s")
        await pilot.pause()
        assert "the pasted text:3: 'five' is not a deck line" in shown(app)
        await pilot.press("backspace", "backspace", "backspace", "backspace", *"4xST01-003", "ctrl+s")
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen)
        assert builder.draft.leader == "ST01-001" and builder.draft.copies == {"ST01-002": 4, "ST01-003": 4}
        assert "the deck has 8 cards" in problems(app)


@run_async
async def test_the_mouse_on_the_main_controls():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await open_decks(pilot)
        await click_key(pilot, "New")
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen)
        await pilot.click("#db-pool", offset=(10, 0))  # a Leader: chosen
        await pilot.pause()
        leader = builder.draft.leader_card
        assert leader is not None and builder.pool and builder.pool[0].category != "leader"
        first = builder.pool[1]
        await pilot.click("#db-pool", offset=(10, 1), times=1)
        await pilot.click("#db-pool", offset=(10, 1), times=1)
        await pilot.pause()
        assert builder.draft.copies == {first.number: 2}
        assert first.name in str(builder.query_one("#db-inspector").paragraphs[0])
        await pilot.click("#db-deck", offset=(10, 1))  # a deck card: one taken out
        await pilot.pause()
        assert builder.draft.copies == {first.number: 1}
        await pilot.click("#db-deck", offset=(10, 0))  # the Leader's line: choose another
        await pilot.pause()
        assert {c.category for c in builder.pool} == {"leader"}
        await pilot.click("#db-filter")
        await pilot.press(*"zzzz")
        await pilot.pause()
        assert builder.pool == [] and "Pool 0 of" in shown(app)
        await click_key(pilot, "Text")
        assert isinstance(app.screen, ExportScreen) and f"1x{first.number}" in app.screen.text
        await pilot.click("#close")
        await pilot.pause()
        await click_key(pilot, "Save")
        assert "the deck needs an id" in shown(app)


@run_async
async def test_play_from_the_builder_saves_first_and_only_a_legal_deck():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await open_decks(pilot)
        await pilot.press("e")  # ST-01, as the copy ST-01-copy
        await pilot.pause()
        builder = app.screen
        await pilot.press("tab", "minus")  # on the Leader's line: nothing
        await pilot.pause()
        assert builder.draft.leader == "ST01-001" and not builder.choosing_leader
        await pilot.press("down", "minus", "ctrl+g")  # one card out of the deck: 49
        await pilot.pause()
        assert "The deck is not legal yet" in shown(app) and "the deck has 49 cards" in shown(app)
        await pilot.press("enter", "plus", "ctrl+g")
        await pilot.pause()
        assert (user_decks_dir() / "ST-01-copy.yaml").is_file() and not builder.unsaved
        await pilot.press("2")  # hot-seat
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen" and app.screen.chosen["deck1"] == "ST-01-copy"


@run_async
async def test_delete_removes_only_the_users_own_deck_after_asking():
    from opcg_tui.data.cards import builtin_dir

    user_decks_dir().mkdir(parents=True)
    mine = user_decks_dir() / "mine.yaml"
    mine.write_text((builtin_dir("decks") / "ST-01.yaml").read_text().replace("id: ST-01", "id: mine"))
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        decks = await open_decks(pilot)
        assert decks.highlighted().deck.id == "mine"  # the player's own decks come first
        decks.reload("ST-01")
        await pilot.pause()
        await pilot.press("delete")  # a shipped deck: said no
        await pilot.pause()
        assert "ships with the game" in shown(app)
        await pilot.press("enter")
        await pilot.pause()
        decks.reload("mine")
        await pilot.pause()
        assert decks.highlighted().deck.id == "mine"
        await pilot.press("delete")
        await pilot.pause()
        assert "Delete your deck mine" in shown(app)
        await pilot.press("enter")  # Enter keeps it: the default is No
        await pilot.pause()
        assert mine.exists() and app.screen is decks
        await pilot.press("delete", "y")
        await pilot.pause()
        assert not mine.exists() and "mine" not in [e.deck.id for e in decks.decks]


@run_async
async def test_tab_goes_round_the_builder_in_reading_order_and_the_list_with_the_keys_is_marked():
    app = OpcgApp(pace=0)
    async with app.run_test(size=COMPACT) as pilot:
        await open_decks(pilot)
        await pilot.press("e")
        await pilot.pause()
        builder = app.screen
        order = []
        for key in ["tab"] * 5 + ["shift+tab"] * 5:
            order.append(app.focused.id)
            marked = [name for name in ("pool", "deck") if builder.query_one(f"#db-{name}-head").marked]
            assert marked == ([app.focused.id[3:]] if app.focused.id in ("db-pool", "db-deck") else [])
            await pilot.press(key)
            await pilot.pause()
        forth = ["db-pool", "db-deck", "db-id", "db-name", "db-filter"]
        assert order == forth + ["db-pool", *reversed(forth[1:])]
        assert app.focused.id == "db-pool"


@run_async
async def test_the_decks_screen_lists_your_decks_first_and_typing_filters_it():
    from opcg_tui.data.cards import builtin_dir

    user_decks_dir().mkdir(parents=True)
    text = (builtin_dir("decks") / "ST-04.yaml").read_text()
    (user_decks_dir() / "mine.yaml").write_text(text.replace("id: ST-04", "id: mine"))
    app = OpcgApp(pace=0)
    async with app.run_test(size=COMPACT) as pilot:
        decks = await open_decks(pilot)
        text = screen_text(app)
        assert decks.highlighted().deck.id == "mine" and text.index("Your decks") < text.index(" Red ")
        await pilot.press(*"kaido")  # typed in the list: the filter takes it
        await pilot.pause()
        field = decks.query_one("#deck-filter")
        assert field.has_focus and field.value == "kaido"
        assert [e.deck.id for e in decks.query_one(DeckChooser).shown] == ["mine", "ST-04", "OP01-061"]
        assert "3 of" in shown(app)
        await pilot.press("escape", "down")  # Esc leaves the filter (not the screen); the list's keys again
        await pilot.pause()
        assert app.screen is decks and not field.has_focus and decks.highlighted().deck.id == "ST-04"
        await pilot.press("slash", *" purple", "down", "e")  # / goes back to the filter; e edits in the list
        await pilot.pause()
        assert field.value == "kaido purple"
        assert isinstance(app.screen, DeckBuilderScreen) and app.screen.draft.id == "mine"


@run_async
async def test_the_import_dialogs_own_example_imports():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await open_decks(pilot)
        await pilot.press("i")
        await pilot.pause()
        hint = str(app.screen.query_one("#import-hint").render())
        example = re.findall(r"\d+x[A-Z]+\d*-\d{3}", hint)
        assert len(example) >= 2, hint
        app.screen.query_one("#import-text").text = "\n".join(example)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, DeckBuilderScreen) and app.screen.draft.leader == example[0][2:]


@run_async
async def test_an_import_names_every_card_the_program_lacks_at_once_and_how_to_add_cards():
    app = OpcgApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await open_decks(pilot)
        await pilot.press("i")
        await pilot.pause()
        app.screen.query_one("#import-text").text = "1xST01-001\n4xOP17-001\n4xST01-004\n4xZZ01-002\n"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ImportScreen)
        said = str(app.screen.query_one("#import-error").render())
        assert "2 card numbers this program does not have: OP17-001, ZZ01-002 (lines 2, 4)" in said
        assert "ST01–ST36" in said and str(user_cards_dir()) in said
