"""Which cards a filter keeps: one place for `opcg cards list` and the deck builder.

The deck builder's filter line is a few words, all of which a card must pass:

    red character cost:3-5 power>=5000 counter:1000 type:straw set:OP01 rubber

A colour or a category (also `color:red`, `category:event`) keeps cards of any colour/category named; `cost`, `power`, `counter` and
`life` take `N`, `N-M` (inclusive) or `<N <=N >N >=N`; `type:` looks in a card's types, `set:`
(or `product:`) names a product (ST-01, OP01, EB01, P); `format:standard` (or `extra`) keeps the cards a
deck of that format may hold today (formats/onepiece.yaml); any other word must appear in the card's
number, name, types or text. Quote a phrase: `type:"straw hat"`.

Fusion World's filter (`game="dbsfw"`) has its colours and categories (leader, battle, extra), `cost`, `power` and
`combo` (combo power), `type:` looks in a card's traits, `set:FB01`; its cards have no counter, life or format
(such a word, `counter:1000`, is refused, as `combo:` is in ONE PIECE's).
"""

from __future__ import annotations

import datetime
import re
import shlex
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .engine.rulesets import DEFAULT_GAME
from .games.onepiece.cards import CATEGORIES, COLORS, Card
from .games.onepiece.formats import FORMATS, Formats, current

NUMERIC = ("cost", "power", "counter", "life")
KEYS = (*NUMERIC, "type", "set", "product", "color", "colour", "category", "format")
CATEGORY_WORDS = {**{c: c for c in CATEGORIES}, **{c + "s": c for c in CATEGORIES}, "char": "character"}
FIELDS = {"combo": "combo_power"}  # a numeric key -> the card field it reads, where they differ


@dataclass(frozen=True)
class Words:
    """What a game's filter words may name."""

    colors: tuple[str, ...]
    category_words: dict[str, str]
    numeric: tuple[str, ...]
    keys: tuple[str, ...]


@lru_cache(maxsize=4)
def words_of(game: str = DEFAULT_GAME) -> Words:
    if game == DEFAULT_GAME:
        return Words(COLORS, CATEGORY_WORDS, NUMERIC, KEYS)
    from .games.dbsfw.cards import CATEGORIES as FW_CATEGORIES
    from .games.dbsfw.cards import COLORS as FW_COLORS

    numeric = ("cost", "power", "combo")
    return Words(FW_COLORS, {**{c: c for c in FW_CATEGORIES}, **{c + "s": c for c in FW_CATEGORIES}}, numeric,
                 (*numeric, "type", "set", "product", "color", "colour", "category"))


def other_keys(game: str) -> frozenset[str]:
    """The filter keys of the other games that `game`'s filter lacks (counter: in Fusion World, combo: in ONE PIECE)."""
    from .engine.rulesets import KNOWN

    return frozenset(key for other in KNOWN for key in words_of(other).keys) - set(words_of(game).keys)


def game_title(game: str) -> str:
    """A game as a filter message names it."""
    return {"opcg": "ONE PIECE", "dbsfw": "Fusion World"}.get(game, game)


def card_types(card: Any) -> tuple[str, ...]:
    """A card's types (ONE PIECE) or traits (Fusion World)."""
    return getattr(card, "types", None) or getattr(card, "traits", ())


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
            value = getattr(card, FIELDS.get(name, name), None)
            if name == "counter" and value is None:
                value = 0
            if value is None or not low <= value <= high:
                return False
        if self.types and not all(any(t in ty.lower() for ty in card_types(card)) for t in self.types):
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


def parse_filter(line: str, formats: Formats | None = None, game: str = DEFAULT_GAME) -> CardFilter:
    """The filter a line of words means in `game`; FilterError names the first word that means nothing.
    `format:` judges by `formats` (the shipped file when None)."""
    from .engine.rulesets import KNOWN

    vocabulary = words_of(game)
    colours, category_words, numeric, keys = (vocabulary.colors, vocabulary.category_words, vocabulary.numeric,
                                              vocabulary.keys)
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
        if low in colours:
            colors.add(low)
        elif low in category_words:
            categories.add(category_words[low])
        elif term and term["key"] in keys:
            key, op, value = term["key"], term["op"], term["value"].strip()
            if not value:
                raise FilterError(f"'{word}': say what {key} to look for")
            if key in numeric:
                ranges.append(_range(key, op, value))
            elif op not in (":", "="):
                raise FilterError(f"'{word}': {key} is written {key}:TEXT")
            elif key == "type":
                types.append(value)
            elif key in ("color", "colour"):
                if value not in colours:
                    raise FilterError(f"'{word}': unknown colour (known: {', '.join(colours)})")
                colors.add(value)
            elif key == "format":
                if value not in FORMATS:
                    raise FilterError(f"'{word}': unknown format (known: {', '.join(FORMATS)})")
                legal_in = value
            elif key == "category":
                if value not in category_words:
                    raise FilterError(f"'{word}': unknown category (known: {', '.join(dict.fromkeys(category_words.values()))})")
                categories.add(category_words[value])
            else:
                product = product_key(value)
        elif term and term["key"] in other_keys(game):
            owner = next(other for other in KNOWN if term["key"] in words_of(other).keys)
            raise FilterError(f"'{word}': {term['key']} is {game_title(owner)}'s, not {game_title(game)}'s "
                              f"(known: {', '.join(keys)})")
        elif term and term["op"] in (":", "="):
            raise FilterError(f"'{word}': unknown filter '{term['key']}' (known: {', '.join(keys)})")
        else:
            text.append(low)
    return CardFilter(frozenset(colors), frozenset(categories), tuple(ranges), tuple(types), product, tuple(text),
                      legal_in, (formats or current()) if legal_in else None)


class CardIndex:
    """A pool of cards in number order with each card's searchable text worked out once, so a filter
    over the whole pool is a pass over strings."""

    def __init__(self, cards: Iterable[Card], text_of: Callable[[Any], str] | None = None) -> None:
        if text_of is None:  # ONE PIECE's (deckindex.game_decks says each game's)
            from .games.onepiece.wording import render_card_text

            def text_of(c: Any) -> str:
                return " ".join((c.number, c.name, *c.types, render_card_text(c))).lower()
        self.cards = sorted(cards, key=lambda c: c.number)
        self.texts = [text_of(c) for c in self.cards]

    def select(self, flt: CardFilter) -> list[Card]:
        return [card for card, text in zip(self.cards, self.texts, strict=True) if flt.keeps(card, text)]
