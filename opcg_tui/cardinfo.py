"""Cards for people: records for scripts, a table and a panel for the terminal."""

from __future__ import annotations

import shlex
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from rich.panel import Panel
from rich.text import Text

from .cardfilter import CardIndex, FilterError, card_set, parse_filter
from .data.yamlfile import DataError
from .games.onepiece import Card, load_cards
from .games.onepiece.decks import load_deck
from .games.onepiece.glossary import GLOSSARY, glossary_keys
from .games.onepiece.wording import render_card_text
from .tui.words import plural

COLOR_STYLE = {"red": "red", "green": "green", "blue": "blue", "purple": "magenta", "black": "white", "yellow": "yellow"}
COLOR_SYMBOL = {"red": "♥", "green": "♣", "blue": "♦", "purple": "♠", "black": "●", "yellow": "★"}


def card_record(card: Card) -> dict[str, Any]:
    return {
        "number": card.number, "name": card.name, "set": card_set(card), "category": card.category,
        "colors": list(card.colors), "cost": card.cost, "life": card.life, "power": card.power,
        "counter": card.counter, "attributes": list(card.attributes), "types": list(card.types),
        "keywords": sorted(card.keywords), "text": render_card_text(card),
    }


def filter_cards(set_: str | None, color: str | None, category: str | None, search: str | None,
                 deck: str | None = None, deck_dirs: list[Path] | None = None, where: str = "") -> list[Card]:
    """The cards that pass every given filter: a product (ST-05, OP01, P), the cards of a deck (its
    Leader first), a colour, a category, text in the number, name, types or rendered text, and the
    deck builder's filter words (`where`: `cost:3-5 power>=5000 type:straw`, see cardfilter)."""
    terms = []
    for option, key, value in (("--set", "set", set_), ("--color", "color", color),
                               ("--category", "category", category), ("--filter", "", where)):
        if value:
            term = f"{key}:{shlex.quote(value)}" if key else value
            try:
                parse_filter(term)
            except FilterError as exc:
                raise DataError(option, None, str(exc)) from None
            terms.append(term)
    flt = parse_filter(" ".join(terms))
    if search:
        flt = replace(flt, words=(*flt.words, search.lower()))
    db = load_cards()
    cards = db.values()
    if deck:
        found = load_deck(deck, db, deck_dirs, check=False)
        wanted = {deck_card for deck_card, _ in found.cards}
        cards = [c for c in cards if c.number == found.leader or c.number in wanted]
    kept = CardIndex(cards).select(flt)
    if deck:
        kept.sort(key=lambda c: c.number != found.leader)
    return kept


def color_text(card: Card) -> Text:
    text = Text()
    for color in card.colors:
        text.append(f"{COLOR_SYMBOL[color]} {color} ", style=COLOR_STYLE[color])
    return text


def color_words(colors: tuple[str, ...]) -> Text:
    """A card's colours as words, each in its colour: "red/green" (short, for a table)."""
    return Text("/").join(Text(color, style=COLOR_STYLE.get(color, "")) for color in colors)


def print_card_table(cards: list[Card], console: Any) -> None:
    rows: list[list[str | Text]] = [
        [c.number, c.name, c.category, color_words(c.colors), "" if c.cost is None else str(c.cost),
         "" if c.life is None else str(c.life), "" if c.power is None else str(c.power),
         "" if c.counter is None else f"+{c.counter}", render_card_text(c)] for c in cards]
    print_cards(console, ("number", "name", "category", "color", "cost", "Life", "power", "counter", "text"), rows)


MIN_TEXT = 16  # the card text column is left out where fewer columns than this would be left for it
NAME_WIDTHS = (10, 24)  # a name column's narrowest and widest: longer names (an Event's sentence) are cut
GAP = 2  # between two columns


def print_cards(console: Any, headers: tuple[str, ...], rows: list[list[str | Text]]) -> None:
    """A table of cards (a column "name", the card text last), one line each and as wide as the terminal at
    most, then their count. The name and the text are cut with an ellipsis where they do not fit; the text is
    left out where it would be too narrow to read."""
    cells = [[Text(" ".join(cell.split())) if isinstance(cell, str) else cell for cell in row] for row in rows]
    widths = [max([cell_len(title), *(row[i].cell_len for row in cells)]) for i, title in enumerate(headers)]
    at = headers.index("name")
    facts = sum(widths[:-1]) - widths[at] + GAP * (len(headers) - 2)  # all but the name and the text
    name = max(NAME_WIDTHS[0], min(widths[at], NAME_WIDTHS[1], console.width - facts))
    text = console.width - facts - name - GAP
    shown = len(headers) if text >= MIN_TEXT else len(headers) - 1
    # One Text per line, not a rich Table: a table lays out every cell of 2,600 rows (seconds, not a blink).
    cols = [min(widths[i], {at: name, len(headers) - 1: text}.get(i, widths[i])) for i in range(shown)]
    console.print(_line([Text(title, style="bold") for title in headers[:shown]], cols), highlight=False)
    console.print("─" * (sum(cols) + GAP * (shown - 1)), style="dim", highlight=False)
    for row in cells:
        console.print(_line(row[:shown], cols), highlight=False, soft_wrap=True)
    hint = "" if shown == len(headers) or not rows else " (the text of one: opcg cards show NUMBER)"
    console.print(plural(len(rows), "card") + hint, highlight=False)


def _line(cells: list[Text], widths: list[int]) -> Text:
    """Cells cut to their column's width with an ellipsis, padded to it, `GAP` apart."""
    line = Text(no_wrap=True)
    for i, (cell, width) in enumerate(zip(cells, widths, strict=True)):
        cell = cell.copy()
        cell.truncate(width, overflow="ellipsis", pad=True)
        line.append_text(cell)
        if i < len(widths) - 1:
            line.append(" " * GAP)
    return line


def card_panel(card: Card) -> Panel:
    body = Text()
    body.append(f"{card.name}\n", style="bold")
    body.append(f"{card.number}  {card.category.capitalize()}  ")
    body.append_text(color_text(card))
    body.append("\n")
    facts = []
    if card.life is not None:
        facts.append(f"Life {card.life}")
    if card.cost is not None:
        facts.append(f"Cost {card.cost}")
    if card.power is not None:
        facts.append(f"Power {card.power}")
    if card.counter is not None:
        facts.append(f"Counter +{card.counter}")
    body.append("  ".join(facts) + "\n")
    if card.attributes:
        body.append("Attribute " + "/".join(f"<{a}>" for a in card.attributes) + "\n")
    if card.types:
        body.append("Type " + "/".join(f"{{{t}}}" for t in card.types) + "\n")
    text = render_card_text(card)
    if text:
        body.append("\n" + text + "\n")
    helps = [k for k in glossary_keys(card) if k in GLOSSARY]
    if helps:
        body.append("\n")
        for k in helps:
            _, clause, explanation = GLOSSARY[k]
            body.append(f"{k.replace('_', ' ')} (CR {clause}): ", style="bold")
            body.append(explanation + "\n")
    return Panel(body, title=card.number, expand=False)
