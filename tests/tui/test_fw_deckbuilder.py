"""The deck builder and the Decks screen for Fusion World, at 80×24 as a player uses them: from the menu (g: the
other game's decks) to a saved legal deck of FS01's cards (FW 6-1), kept apart from the ONE PIECE decks, and a
game with it; its filter words and the copies rule; importing a 4xFS01-02 list."""

from __future__ import annotations

from opcg_tui.data.decks import deck_from_yaml, shipped_decks_dir
from opcg_tui.data.yamlfile import read_yaml
from opcg_tui.games.dbsfw.decks import load_deck
from opcg_tui.paths import user_decks_dir
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.deckbuilder import DeckBuilderScreen
from opcg_tui.tui.deckscreen import DecksScreen
from opcg_tui.tui.decktext import ImportScreen

from .conftest import COMPACT
from .helpers import board_of, run_async, settle
from .test_deckbuilder import filter_to, open_decks, problems, shown


async def open_fusion_decks(pilot) -> DecksScreen:
    await open_decks(pilot)
    await pilot.press("g")  # the other game's decks
    await pilot.pause()
    decks = pilot.app.screen
    assert isinstance(decks, DecksScreen) and decks.game == "dbsfw"
    shipped = sorted(p.stem for p in shipped_decks_dir("dbsfw").glob("*.yaml"))  # FS01 … FS08, the sample decks
    assert {f"FS0{i}" for i in range(1, 9)} <= set(shipped) and sorted(e.deck.id for e in decks.decks) == shipped
    return decks


@run_async
async def test_build_a_legal_fusion_world_deck_by_keys_save_it_apart_and_play_it():
    app = OpcgApp(pace=0)
    async with app.run_test(size=COMPACT) as pilot:
        await open_fusion_decks(pilot)
        assert "Fusion World" in shown(app) and "4xFS01-02" in shown(app)
        await pilot.press("n")
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen) and builder.draft.game == "dbsfw"
        assert "no Leader chosen yet (FW 6-1-2)" in problems(app)
        assert {c.category for c in builder.pool} == {"leader"} and builder.pool[0].number.startswith("F")
        await filter_to(pilot, "fs01-01")
        assert [c.number for c in builder.pool] == ["FS01-01"]
        await pilot.press("enter")  # chooses the Leader
        await pilot.pause()
        assert builder.draft.leader == "FS01-01" and "Son Goku FS01-01 power" in shown(app)
        await filter_to(pilot, "set:FS01")
        assert len(builder.pool) == 15 and all(c.colors == ("red",) for c in builder.pool)
        for _ in range(12):
            await pilot.press("4", "down")
        await pilot.pause()
        assert "Deck 48/50" in shown(app) and "the deck has 48 cards; it needs 50 to 60 (FW 6-1-3)" in problems(app)
        assert "battle" in shown(app) and "combo" in shown(app) and "counter" not in shown(app)
        await pilot.press("plus", "plus")
        await pilot.pause()
        assert "Deck 50/50" in shown(app) and problems(app).startswith("✓ Legal: 50 cards, Leader FS01-01")
        await pilot.press("plus", "plus", "plus")  # 4 copies, then a fifth: refused, by FW's clause
        await pilot.pause()
        assert any("at most 4 copies" in n.message and "(FW 6-1-4-2)" in n.message for n in app._notifications)
        await pilot.press("tab", "tab", *"my-goku", "tab", *"Goku: red", "ctrl+s")
        await pilot.pause()
        saved = user_decks_dir("dbsfw") / "my-goku.yaml"
        deck = deck_from_yaml(read_yaml(saved), saved)
        assert (deck.id, deck.leader, deck.size) == ("my-goku", "FS01-01", 52)  # 50 to 60 (FW 6-1-3)
        assert not (user_decks_dir() / "my-goku.yaml").exists()  # ONE PIECE's folder holds none of it
        assert load_deck("my-goku", app.cards("dbsfw")).cards == deck.cards  # found by id, legal
        await pilot.press("escape")
        await pilot.pause()
        decks = app.screen
        assert isinstance(decks, DecksScreen) and decks.highlighted().deck.id == "my-goku"
        assert "Your decks" in shown(app)
        await pilot.press("p", "2")  # a hot-seat game of Fusion World with it
        await pilot.pause()
        setup = app.screen
        assert type(setup).__name__ == "SetupScreen" and setup.game == "dbsfw" and setup.chosen["deck1"] == "my-goku"
        await pilot.press("ctrl+s")
        await settle(pilot)
        board = board_of(app)
        assert board is not None and board.session.game.rules.name == "dbsfw"
        assert board.session.decks[0] == "my-goku"
        board.session.close()


@run_async
async def test_the_fusion_world_filter_has_its_own_words_and_the_new_game_menu_offers_your_decks():
    from opcg_tui.data.cards import builtin_dir

    user_decks_dir("dbsfw").mkdir(parents=True)
    (user_decks_dir("dbsfw") / "mine.yaml").write_text(
        (builtin_dir("decks") / "dbsfw" / "FS04.yaml").read_text().replace("id: FS04", "id: mine"))
    app = OpcgApp(pace=0)
    async with app.run_test(size=COMPACT) as pilot:
        await open_decks(pilot)
        assert "mine" not in [e.deck.id for e in app.screen.decks]  # not a ONE PIECE deck
        await pilot.press("g")
        await pilot.pause()
        decks = app.screen
        assert decks.highlighted().deck.id == "mine"  # the player's own decks come first
        await pilot.press("e")  # edit it in place
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen) and builder.source is not None and "✓ Legal" in problems(app)
        await filter_to(pilot, "counter:1000")
        assert "counter is ONE PIECE's" in shown(app)
        await filter_to(pilot, "battle cost>=3 power>=15000")
        assert builder.pool and all(c.category == "battle" and c.cost >= 3 and c.power >= 15000 for c in builder.pool)
        await filter_to(pilot, "extra")
        assert builder.pool and {c.category for c in builder.pool} == {"extra"}
        await filter_to(pilot, "type:\"frieza clan\"")
        assert builder.pool and all(any("frieza clan" in t.lower() for t in c.traits) for c in builder.pool)
        app.back_to_menu()
        await pilot.pause()
        await pilot.press("home", "enter", "down", "enter")  # New hot-seat game · Fusion World
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        chooser = app.screen.query_one("#deck-chooser")
        assert "mine" in [e.deck.id for e in chooser.entries]


@run_async
async def test_import_a_fusion_world_list():
    app = OpcgApp(pace=0)
    async with app.run_test(size=COMPACT) as pilot:
        await open_fusion_decks(pilot)
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, ImportScreen) and "1xFS01-01" in shown(app)
        app.screen.query_one("#import-text").text = "1xFS01-01\n4xFS01-02\n4xFS09-99\n"
        await pilot.press("ctrl+s")
        await pilot.pause()
        said = str(app.screen.query_one("#import-error").render())
        assert "the pasted text:3: unknown card number 'FS09-99'" in said
        app.screen.query_one("#import-text").text = "1xFS01-01\n4xFS01-02\n4 FS01-03\n"
        await pilot.press("ctrl+s")
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen) and builder.draft.game == "dbsfw"
        assert builder.draft.leader == "FS01-01" and builder.draft.copies == {"FS01-02": 4, "FS01-03": 4}
        assert "the deck has 8 cards" in problems(app)
