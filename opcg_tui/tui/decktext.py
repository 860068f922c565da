"""Decks as community text (`4xOP01-001` lines, Leader first): the import and export dialogs, and
starting a game with a deck."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static, TextArea

from ..data.cards import CardDB
from ..data.decks import Deck
from ..data.yamlfile import DataError
from ..deckindex import game_decks
from ..engine.rulesets import DEFAULT_GAME
from ..games.onepiece.deckio import deck_to_text, parse_deck_text

MAX_TEXT = 1_000_000  # bytes read from a deck text file: a deck list is a few hundred
CSS = """
ImportScreen, ExportScreen { align: center middle; }
.deck-text-dialog { width: 72; max-width: 100%; }
.deck-text-dialog TextArea { height: 10; }
.deck-text-dialog.-error TextArea { height: 3; }  /* room for the problem at 80×24 */
#import-error { height: auto; max-height: 9; overflow-y: auto; }
"""


def read_deck_text(text: str, db: CardDB, game: str = DEFAULT_GAME) -> Deck:
    """Pasted text, or a line naming a text file, of `game`'s cards; DataError names the line that is wrong."""
    source = "the pasted text"
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) == 1 and not lines[0].strip()[:1].isdigit():
        path = Path(lines[0].strip()).expanduser()
        if not path.is_file():
            raise DataError(path, None, "no such file (paste the list itself, or a text file's path)")
        try:
            with path.open("rb") as f:
                data = f.read(MAX_TEXT + 1)
            if len(data) > MAX_TEXT:
                raise DataError(path, None, f"larger than {MAX_TEXT} bytes: not a deck list")
            text, source = data.decode("utf-8"), str(path)
        except (OSError, UnicodeDecodeError) as exc:
            raise DataError(path, None, f"cannot read: {exc}") from None
    return parse_deck_text(text, source, db, rules=game_decks(game))


class ImportScreen(ModalScreen[Deck | None]):
    """Paste a deck list (or a file's path); dismisses with the deck read, or None."""

    AUTO_FOCUS = "#import-text"
    DEFAULT_CSS = CSS
    BINDINGS = [Binding("ctrl+s", "import_deck", "Import"), Binding("escape", "cancel", "Cancel")]

    def __init__(self, db: CardDB, game: str = DEFAULT_GAME) -> None:
        super().__init__()
        self.db, self.game = db, game

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog deck-text-dialog"):
            yield Static(Text("Import a deck list", style="bold"), classes="dialog-title")
            yield Static(Text(f"One card a line, Leader first: {', '.join(game_decks(self.game).example)} … — or a "
                              "text file's path.",
                              style="dim"), id="import-hint")
            yield TextArea(id="import-text", soft_wrap=False)
            yield Static("", id="import-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Import (^S)", id="import", variant="primary", compact=True)
                yield Button("Cancel (Esc)", id="cancel", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_import_deck() if event.button.id == "import" else self.dismiss(None)

    def action_import_deck(self) -> None:
        try:
            deck = read_deck_text(self.query_one(TextArea).text, self.db, self.game)
        except DataError as exc:
            self.query_one("#import-error", Static).update(Text(str(exc), style="bold red"))
            self.query_one(".deck-text-dialog").add_class("-error")
            return
        self.dismiss(deck)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ExportScreen(ModalScreen[None]):
    """The deck as text, to select and copy (also put on the clipboard where the terminal allows)."""

    AUTO_FOCUS = "#export-text"
    DEFAULT_CSS = CSS
    BINDINGS = [Binding("escape", "close", "Close")]

    def __init__(self, deck: Deck) -> None:
        super().__init__()
        self.deck = deck
        self.text = deck_to_text(deck)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog deck-text-dialog"):
            yield Static(Text(f"{self.deck.name or self.deck.id or 'This deck'} as text", style="bold"),
                         classes="dialog-title")
            yield Static(Text("Copied to the clipboard (where the terminal allows it); or select it here.",
                              style="dim"))
            yield TextArea(self.text, id="export-text", read_only=True, soft_wrap=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Close (Esc)", id="close", variant="primary", compact=True)

    def on_mount(self) -> None:
        self.app.copy_to_clipboard(self.text)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


def choose_mode(app: App[Any], deck_id: str, game: str = DEFAULT_GAME) -> None:
    """Ask vs the computer or hot-seat, then open the game setup of `game` with this deck as the first."""
    from .dialogs import MenuDialog

    def go(mode: str | None) -> None:
        if mode:
            app.open_setup(mode, deck_id, game=game)  # type: ignore[attr-defined]

    app.push_screen(MenuDialog(f"Play with {deck_id}", [("Against the computer", "computer"),
                                                        ("Hot-seat: two people", "hotseat")]), go)
