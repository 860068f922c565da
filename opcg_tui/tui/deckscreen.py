"""The decks the game knows: the shipped ones and the user's, each with its card list and legality."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from ..data.cards import CardDB
from ..data.decks import Deck
from ..deckindex import DeckEntry
from ..games.onepiece.decks import deck_problems
from ..paths import user_decks_dir
from .cardview import COLOR_HEX, symbols
from .deckchooser import DeckChooser
from .keybar import KeyBar


def deck_text(deck: Deck, path: Path, db: CardDB) -> Text:
    t = Text()
    leader = db.get(deck.leader)
    t.append(f"{deck.name}\n", style="bold")
    t.append(f"{deck.id} · {path}\n", style="dim")
    if leader:
        t.append(f"Leader: {symbols({'colors': leader.colors})} {leader.name} ({leader.number}), "
                 f"Life {leader.life}, power {leader.power}\n", style=COLOR_HEX.get(leader.colors[0], ""))
    problems = deck_problems(deck, db)
    if problems:
        t.append("Not legal: " + "; ".join(problems) + "\n", style="bold red")
    else:
        t.append(f"Legal: {deck.size} cards\n", style="green")
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
        if card.counter:
            facts.append(f"counter +{card.counter}")
        t.append(f"{copies}× {symbols({'colors': card.colors})} {card.name}", style="bold")
        t.append(f"  {number} · {', '.join(facts)}\n", style="dim")
    return t


class DecksScreen(Screen[None]):
    AUTO_FOCUS = "#deck-options"
    BINDINGS = [Binding("escape", "back", "Back")]

    def __init__(self, decks: list[DeckEntry], db: CardDB) -> None:
        super().__init__()
        self.decks, self.db = decks, db

    def compose(self) -> ComposeResult:
        with Vertical(id="decks-box"):
            yield Static(Text("Decks", style="bold"), classes="dialog-title")
            with Horizontal():
                yield DeckChooser(self.decks, with_leader=False, id="deck-list")
                with VerticalScroll(id="deck-detail-scroll"):
                    yield Static(id="deck-detail")
            yield Static(Text(f"Your own decks go in {user_decks_dir()} (YAML, or import a 4xST01-004 list with "
                              "`opcg deck import FILE -o DIR/NAME.yaml`).", style="dim"), id="decks-hint")
        yield KeyBar()

    def on_deck_chooser_highlighted(self, event: DeckChooser.Highlighted) -> None:
        self.query_one("#deck-detail", Static).update(deck_text(event.entry.deck, event.entry.path, self.db))

    def action_back(self) -> None:
        self.app.pop_screen()
