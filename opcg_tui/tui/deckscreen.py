"""The decks of one game (g: the other game's): the shipped ones and the user's, each with its card list and legality."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Static

from ..data.cards import CardDB
from ..data.decks import Deck
from ..deckdraft import DeckDraft
from ..deckindex import DeckEntry, game_decks
from ..engine.rulesets import DEFAULT_GAME, KNOWN, ruleset
from ..paths import user_decks_dir
from .cardview import COLOR_HEX, symbols
from .deckchooser import DeckChooser, formats_text
from .keybar import KeyBar


def deck_text(deck: Deck, path: Path, db: CardDB, formats: tuple[tuple[str, tuple[str, ...]], ...] = (),
              game: str = DEFAULT_GAME) -> Text:
    t = Text()
    leader = db.get(deck.leader)
    t.append(f"{deck.name}\n", style="bold")
    t.append(f"{deck.id} · {path}\n", style="dim")
    if leader:
        life = f"Life {leader.life}, " if getattr(leader, "life", None) is not None else ""
        t.append(f"Leader: {symbols({'colors': leader.colors})} {leader.name} ({leader.number}), "
                 f"{life}power {leader.power}\n", style=COLOR_HEX.get(leader.colors[0], ""))
    problems = game_decks(game).problems(deck, db)
    if problems:
        t.append("Not legal: " + "; ".join(problems) + "\n", style="bold red")
    else:
        t.append(f"Legal: {deck.size} cards\n", style="green")
    formats_text(t, formats)
    t.append("\n")
    for number, copies in deck.cards:
        card = db.get(number)
        if card is None:
            t.append(f"{copies}× {number} (unknown card)\n", style="red")
            continue
        facts = [card.category]
        if card.cost is not None:
            facts.append(f"cost {card.cost}")
        if card.power is not None:
            facts.append(f"power {card.power}")
        if getattr(card, "counter", None):
            facts.append(f"counter +{card.counter}")
        if getattr(card, "combo_power", None):
            facts.append(f"combo +{card.combo_power}")
        t.append(f"{copies}× {symbols({'colors': card.colors})} {card.name}", style="bold")
        t.append(f"  {number} · {', '.join(facts)}\n", style="dim")
    return t


class DecksScreen(Screen[None]):
    """Browse one game's decks; build a new one, edit (or copy) one, import, export, play; g: the other game's."""

    AUTO_FOCUS = "#deck-options"
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("n", "new", "New"),
        Binding("e", "edit", "Edit"),
        Binding("i", "import_text", "Import"),
        Binding("t", "export", "Text"),
        Binding("p", "play", "Play"),
        Binding("delete", "delete", "Delete"),
        Binding("g", "other_game", "Game"),
    ]

    def __init__(self, decks: list[DeckEntry], db: CardDB, game: str = DEFAULT_GAME) -> None:
        super().__init__()
        self.decks, self.db, self.game = decks, db, game

    def compose(self) -> ComposeResult:
        with Vertical(id="decks-box"):
            yield Static(Text("Decks", style="bold").append(f" · {ruleset(self.game).title} (g: the other game)",
                                                               style="not bold"), classes="dialog-title")
            with Horizontal():
                yield DeckChooser(self.decks, with_leader=False, id="deck-list")
                with VerticalScroll(id="deck-detail-scroll"):
                    yield Static(id="deck-detail")
            yield Static(Text(f"Type (or /) to filter. n builds a new deck, e edits one (a shipped deck: a copy), i imports "
                              f"a {game_decks(self.game).example[1]} list. Your decks are saved in "
                              f"{user_decks_dir(self.game)}", style="dim"),
                         id="decks-hint")
        yield KeyBar()

    def on_deck_chooser_highlighted(self, event: DeckChooser.Highlighted) -> None:
        self.query_one("#deck-detail", Static).update(deck_text(event.entry.deck, event.entry.path, self.db,
                                                                  event.entry.formats, self.game))

    def on_deck_chooser_chosen(self, event: DeckChooser.Chosen) -> None:
        self.action_edit()

    def highlighted(self) -> DeckEntry | None:
        return self.query_one(DeckChooser).highlighted()

    def reload(self, current: str | None = None) -> None:
        """Read the decks again (one was saved) and show `current`."""
        from ..deckindex import deck_entries

        self.decks = deck_entries(self.db, self.app.extra_decks, game=self.game,  # type: ignore[attr-defined]
                                  formats=self.app.formats_of(self.game))  # type: ignore[attr-defined]
        chooser = self.query_one(DeckChooser)
        chooser.entries = self.decks
        chooser.current = current or chooser.current
        chooser.refill(self.query_one("#deck-filter", Input).value)

    def open_builder(self, draft: DeckDraft, source: Path | None = None) -> None:
        from .deckbuilder import DeckBuilderScreen

        def back(saved: str | None) -> None:
            if saved:
                self.reload(saved)

        self.app.push_screen(DeckBuilderScreen(self.db, self.decks, draft, source,
                                               self.app.formats_of(self.game)), back)  # type: ignore[attr-defined]

    def action_new(self) -> None:
        self.open_builder(DeckDraft(self.db, game=self.game))

    def action_other_game(self) -> None:
        """The decks of the next game (ONE PIECE, Fusion World, …) in place of these."""
        games = list(KNOWN)
        self.app.pop_screen()
        self.app.open_decks(games[(games.index(self.game) + 1) % len(games)])  # type: ignore[attr-defined]

    def action_edit(self) -> None:
        entry = self.highlighted()
        if entry is None:
            return
        draft = DeckDraft(self.db, entry.deck, self.game)
        if entry.shipped:
            draft.id, draft.name = f"{entry.deck.id}-copy", f"{entry.deck.name} (copy)"
        self.open_builder(draft, None if entry.shipped else entry.path)

    def action_import_text(self) -> None:
        from .decktext import ImportScreen

        def imported(deck: Deck | None) -> None:
            if deck is not None:
                self.open_builder(DeckDraft(self.db, deck, self.game))

        self.app.push_screen(ImportScreen(self.db, self.game), imported)

    def action_export(self) -> None:
        from .decktext import ExportScreen

        entry = self.highlighted()
        if entry is not None:
            self.app.push_screen(ExportScreen(entry.deck))

    def action_play(self) -> None:
        from .decktext import choose_mode

        entry = self.highlighted()
        if entry is None:
            return
        if entry.problems:
            self.app.show_message(f"{entry.deck.id} is not legal",  # type: ignore[attr-defined]
                                  "\n".join(f"• {p}" for p in entry.problems))
            return
        choose_mode(self.app, entry.deck.id, self.game)

    def action_delete(self) -> None:
        """Delete one of the user's own decks (asked first); shipped decks and other folders' are left alone."""
        from .dialogs import ConfirmScreen

        entry = self.highlighted()
        if entry is None:
            return
        folder = user_decks_dir(self.game).resolve()
        if entry.shipped or entry.path.resolve().parent != folder:
            where = "it ships with the game" if entry.shipped else f"it is not in your decks folder ({folder})"
            self.app.show_message(f"{entry.deck.id} is not deleted here", f"Only your own decks are: {where}.")  # type: ignore[attr-defined]
            return

        def answer(yes: bool | None) -> None:
            if not yes:
                return
            try:
                entry.path.unlink()
            except OSError as exc:
                self.app.show_message("Cannot delete the deck", f"{entry.path}: {exc.strerror or exc}")  # type: ignore[attr-defined]
                return
            self.notify(f"Deleted {entry.path}")
            self.reload()

        self.app.push_screen(ConfirmScreen(f"Delete your deck {entry.deck.id} ({entry.path})?", "Delete", "Keep it",
                                           default=False), answer)

    def action_back(self) -> None:
        if self.query_one("#deck-filter", Input).has_focus:  # Esc leaves the filter first, as in the builder
            self.query_one("#deck-options").focus()
            return
        self.app.pop_screen()
