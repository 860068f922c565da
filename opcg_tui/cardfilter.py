"""Which cards a filter keeps: one place for `opcg cards list` and the deck builder.

The deck builder's filter line is a few words, all of which a card must pass:

    red character cost:3-5 power>=5000 counter:1000 type:straw set:OP01 rubber

A colour or a category (also `color:red`, `category:event`) keeps cards of any colour/category named; `cost`, `power`, `counter` and
`life` take `N`, `N-M` (inclusive) or `<N <=N >N >=N`; `type:` looks in a card's types, `set:`
(or `product:`) names a product (ST-01, OP01, EB01, P); `format:standard` (or `extra`) keeps the cards a
deck of that format may hold today (formats/onepiece.yaml); any other word must appear in the card's
number, name, types or text. Quote a phrase: `type:"straw hat"`.
"""

from __future__ import annotations

import datetime
import re
import shlex
from collections.abc import Iterable
from dataclasses import dataclass

from .games.onepiece.cards import CATEGORIES, COLORS, Card
from .games.onepiece.formats import FORMATS, Formats, current
from .games.onepiece.wording import render_card_text

NUMERIC = ("cost", "power", "counter", "life")
KEYS = (*NUMERIC, "type", "set", "product", "color", "colour", "category", "format")
CATEGORY_WORDS = {**{c: c for c in CATEGORIES}, **{c + "s": c for c in CATEGORIES}, "char": "character"}
_TERM = re.compile(r"^(?P<key>[a-z]+)\s*(?P<op><=|>=|<|>|:|=)\s*(?P<value>.*)$")


class FilterError(ValueError):
    """A filter word that means nothing: the message names it and what would."""


def card_set(card: Card) -> str:
    """The product a card number belongs to, as players write it: ST-01, OP01, EB01, PRB01, P."""
    prefix = card.number.split("-")[0]
    return f"{prefix[:2]}-{prefix[2:]}" if prefix.startswith("ST") else prefix


def product_key(text: str) -> str:
    return text.replace("-", "").upper()


@dataclass(frozen=True)
class CardFilter:
    colors: frozenset[str] = frozenset()
    categories: frozenset[str] = frozenset()
    ranges: tuple[tuple[str, int, int], ...] = ()  # (field, low, high), inclusive
    types: tuple[str, ...] = ()  # lower-case pieces of a type
    product: str = ""  # as product_key spells it
    words: tuple[str, ...] = ()  # lower-case text that must appear
    legal_in: str = ""  # a format whose decks may hold the card today (formats.FORMATS)
    formats: Formats | None = None  # the formats `legal_in` is judged by

    def keeps(self, card: Card, text: str) -> bool:
        """Whether the card passes; `text` is its searchable text (CardIndex keeps it)."""
        if self.colors and not self.colors.intersection(card.colors):
            return False
        if self.categories and card.category not in self.categories:
            return False
        for name, low, high in self.ranges:
            value = getattr(card, name)
            if name == "counter" and value is None:
                value = 0
            if value is None or not low <= value <= high:
                return False
        if self.types and not all(any(t in ty.lower() for ty in card.types) for t in self.types):
            return False
        if self.product and product_key(card_set(card)) != self.product:
            return False
        if self.formats is not None and not self.formats.card_legal(card.number, self.legal_in, datetime.date.today()):
            return False
        return all(word in text for word in self.words)


def _range(key: str, op: str, value: str) -> tuple[str, int, int]:
    match = re.fullmatch(r"(\d{1,6})(?:\s*-\s*(\d{1,6}))?", value.strip())
    if not match or (match[2] and op not in (":", "=")):
        raise FilterError(f"'{key}{op}{value}': {key} takes a number, a range like {key}:3-5, or {key}>=N")
    low = int(match[1])
    high = int(match[2]) if match[2] else low
    if op == "<":
        low, high = 0, low - 1
    elif op == "<=":
        low, high = 0, low
    elif op == ">":
        low, high = low + 1, 10**9
    elif op == ">=":
        high = 10**9
    return (key, min(low, high), max(low, high))


def parse_filter(line: str, formats: Formats | None = None) -> CardFilter:
    """The filter a line of words means; FilterError names the first word that means nothing. `format:`
    judges by `formats` (the shipped file when None)."""
    try:
        words = shlex.split(line)
    except ValueError:
        raise FilterError("a quote is not closed") from None
    colors: set[str] = set()
    categories: set[str] = set()
    ranges: list[tuple[str, int, int]] = []
    types: list[str] = []
    product = legal_in = ""
    text: list[str] = []
    for word in words:
        low = word.lower()
        term = _TERM.match(low)
        if low in COLORS:
            colors.add(low)
        elif low in CATEGORY_WORDS:
            categories.add(CATEGORY_WORDS[low])
        elif term and term["key"] in KEYS:
            key, op, value = term["key"], term["op"], term["value"].strip()
            if not value:
                raise FilterError(f"'{word}': say what {key} to look for")
            if key in NUMERIC:
                ranges.append(_range(key, op, value))
            elif op not in (":", "="):
                raise FilterError(f"'{word}': {key} is written {key}:TEXT")
            elif key == "type":
                types.append(value)
            elif key in ("color", "colour"):
                if value not in COLORS:
                    raise FilterError(f"'{word}': unknown colour (known: {', '.join(COLORS)})")
                colors.add(value)
            elif key == "format":
                if value not in FORMATS:
                    raise FilterError(f"'{word}': unknown format (known: {', '.join(FORMATS)})")
                legal_in = value
            elif key == "category":
                if value not in CATEGORY_WORDS:
                    raise FilterError(f"'{word}': unknown category (known: {', '.join(CATEGORIES)})")
                categories.add(CATEGORY_WORDS[value])
            else:
                product = product_key(value)
        elif term and term["op"] in (":", "="):
            raise FilterError(f"'{word}': unknown filter '{term['key']}' (known: {', '.join(KEYS)})")
        else:
            text.append(low)
    return CardFilter(frozenset(colors), frozenset(categories), tuple(ranges), tuple(types), product, tuple(text),
                      legal_in, (formats or current()) if legal_in else None)


class CardIndex:
    """A pool of cards in number order with each card's searchable text worked out once, so a filter
    over the whole pool is a pass over strings."""

    def __init__(self, cards: Iterable[Card]) -> None:
        self.cards = sorted(cards, key=lambda c: c.number)
        self.texts = [" ".join((c.number, c.name, *c.types, render_card_text(c))).lower() for c in self.cards]

    def select(self, flt: CardFilter) -> list[Card]:
        return [card for card, text in zip(self.cards, self.texts, strict=True) if flt.keeps(card, text)]
