"""Cards for people: records for scripts, a table and a panel for the terminal."""

from __future__ import annotations

import shlex
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .cardfilter import CardIndex, FilterError, card_set, parse_filter
from .data.yamlfile import DataError
from .games.onepiece import Card, load_cards
from .games.onepiece.decks import load_deck
from .games.onepiece.wording import GLOSSARY, glossary_keys, render_card_text
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


def print_card_table(cards: list[Card], console: Any) -> None:
    table = Table("number", "name", "category", "color", "cost", "Life", "power", "counter", "text", show_lines=False)
    for c in cards:
        table.add_row(c.number, c.name, c.category, color_text(c), "" if c.cost is None else str(c.cost),
                      "" if c.life is None else str(c.life), "" if c.power is None else str(c.power),
                      "" if c.counter is None else f"+{c.counter}", render_card_text(c))
    console.print(table)
    console.print(plural(len(cards), "card"))


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
