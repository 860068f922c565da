"""The card inspector: the focused card's text, its keywords explained, its power broken down."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from ..cardinfo import COLOR_SYMBOL
from ..data.cards import CardDB
from ..games.onepiece.glossary import GLOSSARY, glossary_keys
from ..games.onepiece.wording import render_card_text
from .cardview import COLOR_HEX
from .panes import TextPane


def card_head(card: dict, compact: bool) -> Text:
    """A card's name, number, category and colours, each on its line (`compact`: on one line)."""
    t = Text()
    t.append(card["name"] + ("  " if compact else "\n"), style="bold")
    t.append(f"{card['number']} · {card['category'].capitalize()}" + ("  " if compact else "\n"), style="dim")
    for color in card["colors"]:
        t.append(f"{COLOR_SYMBOL.get(color, '?')} {color} ", style=COLOR_HEX.get(color, ""))
    t.append("\n")
    return t


def power_line(t: Text, card: dict) -> None:
    """Add a card's power now, and what it is made of when more than its printed power, to `t`."""
    if card.get("power") is not None:
        t.append(f"Power {card['power']}", style="bold")
        parts = card.get("power_parts") or []
        if len(parts) > 1:
            t.append(" = " + " ".join(
                f"{'+' if i and v >= 0 else ('−' if v < 0 else '')}{abs(v)} {label}" for i, (label, v) in enumerate(parts)))
        t.append("\n")


def glossary_lines(t: Text, entries: list[tuple[str, str, str]]) -> None:
    """Add the keywords a card has, explained (title, rule clause, explanation), to `t`."""
    if entries:
        t.append("\n")
        for title, clause, explanation in entries:
            t.append(f"{title} ", style="bold magenta")
            t.append(f"({clause}) ", style="dim")
            t.append(explanation + "\n")


def inspect_text(card: dict, db: CardDB, compact: bool = False) -> Text:
    """Everything about one visible card (a card dict from a view); `compact` puts the name, number
    and colours on one line and the text right under the facts (a short pane)."""
    data = db.get(card["number"])
    t = card_head(card, compact)
    facts = []
    if data is not None and data.life is not None:
        facts.append(f"Life {data.life}")
    if card.get("cost") is not None:
        facts.append(f"Cost {card['cost']}")
    if card.get("counter"):
        facts.append(f"Counter +{card['counter']}")
    if facts:
        t.append(" · ".join(facts) + "\n")
    power_line(t, card)
    state = []
    if card.get("rested"):
        state.append("rested")
    if card.get("don"):
        state.append(f"{card['don']} DON!! given")
    if card.get("fresh") and card["category"] == "character":
        state.append("played this turn")
    if state:
        t.append("Now: " + ", ".join(state) + "\n", style="yellow")
    if data is not None:
        if data.types:
            t.append("Type " + "/".join(f"{{{x}}}" for x in data.types) + "\n", style="dim")
        text = render_card_text(data)
        if text:
            t.append(("" if compact else "\n") + text + "\n")
        keys = list(dict.fromkeys([*glossary_keys(data), *card.get("keywords", ())]))
        glossary_lines(t, [(title, f"CR {clause}", explanation) for title, clause, explanation in
                           (GLOSSARY[k] for k in keys if k in GLOSSARY)])
    return t


Describe = Callable[[dict, CardDB, bool], Text]  # a card dict of a view, the game's cards, compact → its text


class Inspector(TextPane):
    """Shows one card in full, or a hint when no card is focused."""

    def __init__(self, db: CardDB, compact: bool = False, describe: Describe | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.db = db
        self.compact = compact
        self.describe = describe or inspect_text  # the game's card text (ONE PIECE's by default)
        self._key: object = None
        self.card: dict | None = None  # shown, or the hint
        self.hint = ""

    def set_compact(self, compact: bool) -> None:
        """Show the text compact (a pane over the board) or not (a column beside it)."""
        if compact != self.compact:
            self.compact = compact
            self._key = None
            self.show(self.card, self.hint)

    def show(self, card: dict | None, hint: str = "") -> None:
        key = repr(card) if card is not None else hint
        if key == self._key:
            return
        self._key = key
        self.card, self.hint = card, hint
        self.set_text(self.describe(card, self.db, self.compact) if card is not None else Text(hint, style="dim"))
