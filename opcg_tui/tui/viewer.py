"""A list of cards to look through (a trash, face-up Life): the list on the left, the inspector on the right."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ..data.cards import CardDB
from .cardview import symbols
from .inspector import Describe, Inspector
from .words import plural


class CardsViewer(ModalScreen[None]):
    DEFAULT_CSS = "CardsViewer #viewer-box { max-width: 100%; }"  # within an 80-column terminal too
    BINDINGS = [Binding("escape,q", "close", "Close")]

    def __init__(self, title: str, cards: list[dict], db: CardDB, describe: Describe | None = None) -> None:
        super().__init__()
        self.title_text, self.cards, self.db, self.describe = title, cards, db, describe

    def compose(self) -> ComposeResult:
        with Vertical(id="viewer-box"):
            yield Static(Text(f"{self.title_text} — {plural(len(self.cards), 'card')}"
                              + (" (top first)" if len(self.cards) > 1 else "")), classes="dialog-title")
            with Horizontal():
                if self.cards:
                    yield OptionList(*[Option(Text(f"{symbols(c)} {c['name']}" + (f"  power {c['power']}" if c.get('power') else "")),
                                              id=str(i)) for i, c in enumerate(self.cards)], id="viewer-list")
                else:
                    yield Static("(empty)", id="viewer-list")
                yield Inspector(self.db, describe=self.describe, id="viewer-inspector")
            yield Static("↑↓ choose a card · Esc closes", classes="dialog-hint")

    def on_mount(self) -> None:
        inspector = self.query_one(Inspector)
        if self.cards:
            self.query_one(OptionList).focus()
            inspector.show(self.cards[0])
        else:
            inspector.show(None, "Nothing here yet.")

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.query_one(Inspector).show(self.cards[int(event.option.id or 0)])

    def action_close(self) -> None:
        self.dismiss(None)
