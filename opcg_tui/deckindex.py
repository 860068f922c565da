"""The decks a player can choose from, grouped and searchable: one index for `opcg deck list` and the app.

The player's own decks come first, together; then the shipped decks, grouped by their Leader's colours (Red,
Red/Purple, …) in the game's colour order, the official starter decks first in each group, then the booster
Leaders' sample decks. A search matches every word of a query against
a deck's id, name, Leader and colours, so "purple luffy" or "ST-1" narrow 40 decks to a few.
Each game has its own decks, shipped and the user's (paths.user_decks_dir); `game_decks` is what deck building
needs of a game.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .data.decks import Deck, list_decks
from .data.yamlfile import DataError
from .engine.rulesets import DEFAULT_GAME

COLOR_ORDER = ("red", "green", "blue", "purple", "black", "yellow")
YOUR_DECKS = "Your decks"


@dataclass(frozen=True)
class DeckEntry:
    deck: Deck
    path: Path
    leader: Any  # the game's Leader card (None when the deck names none the game has)
    shipped: bool
    problems: tuple[str, ...]  # against the construction rules
    formats: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (format, why not legal in it today) for each format


    @property
    def colors(self) -> tuple[str, ...]:
        return self.leader.colors if self.leader else ()

    @property
    def group(self) -> str:
        if not self.shipped:
            return YOUR_DECKS
        return "/".join(c.capitalize() for c in self.colors) or "Unknown Leader"

    @property
    def leader_name(self) -> str:
        return self.leader.name if self.leader else self.deck.leader

    @property
    def legal(self) -> bool:
        return not self.problems

    def matches(self, query: str) -> bool:
        """Every word of the query appears in the id, name, Leader (name, number) or colours."""
        haystack = " ".join((self.deck.id, self.deck.name, self.deck.leader, self.leader_name, *self.colors,
                             self.group)).lower()
        return all(word in haystack for word in query.lower().split())


def natural_key(text: str) -> tuple[object, ...]:
    """ST-2 before ST-10, ST-10 before ST-10-2."""
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"(\d+)", text))


def _group_key(entry: DeckEntry) -> tuple[object, ...]:
    if not entry.shipped:
        return (-1,)
    return (0 if len(entry.colors) == 1 else 1, *(COLOR_ORDER.index(c) for c in entry.colors if c in COLOR_ORDER))


@dataclass(frozen=True)
class GameDecks:
    """What deck building needs of one game, in one place (`game_decks`): the deck screens, the draft, the
    filter and the commands ask it instead of naming a game."""

    game: str
    problems: Callable[[Deck, Any], list[str]]  # the deck construction rules, one line each
    sizes: tuple[int, int]  # a legal deck's fewest and most cards
    most_copies: Callable[[Any], int | None]  # the copies of a card a deck may hold (None: any number)
    clauses: Mapping[str, str]  # "leader" (a deck has one Leader), "copies" (the copies rule)
    kinds: tuple[tuple[str, str], ...]  # the deck's card categories, with their short labels
    extra: tuple[str, str]  # the card field a builder totals under the curve, and its label
    number_pattern: str  # a card number in the deck text format (games/onepiece/deckio.py)
    example: tuple[str, str]  # two lines of that format, of cards the game ships with
    text_of: Callable[[Any], str]  # a card's searchable words (name, types or traits, text)
    describe: Any  # the inspector's text of a card record (None: ONE PIECE's)
    record: Callable[[Any], dict[str, Any]]  # a card as the inspector shows it

    @property
    def shipped(self) -> Path:
        from .data.decks import shipped_decks_dir

        return shipped_decks_dir(self.game)


def game_decks(game: str = DEFAULT_GAME) -> GameDecks:
    """`game`'s deck building: its construction rules and the words of its cards."""
    if game == DEFAULT_GAME:
        from .cardinfo import card_record
        from .games.onepiece.cards import NUMBER_PATTERN
        from .games.onepiece.decks import deck_problems
        from .games.onepiece.primitives.actions.deck import card_rules
        from .games.onepiece.wording import render_card_text

        return GameDecks(game, deck_problems, (50, 50),  # CR 5-1-2
                         lambda card: None if card_rules(card).get("copies") == "any" else 4,  # 5-1-2-3, 5-1-2-4
                         {"leader": "5-1-2-1", "copies": "5-1-2-3", "deck": "5-1-2"},
                         (("character", "char"), ("event", "event"), ("stage", "stage")), ("counter", "counter"),
                         NUMBER_PATTERN, ("1xST01-001", "4xST01-004"),
                         lambda c: " ".join((c.number, c.name, *c.types, render_card_text(c))).lower(), None, card_record)
    if game == "dbsfw":
        from .games.dbsfw import cards as fw
        from .games.dbsfw import decks
        from .tui.fw_board import fusion_text

        def text_of(card: Any) -> str:
            record = fw.card_record(card)
            return " ".join((card.number, card.name, *card.traits, *record["keywords"], *record["text"])).lower()

        return GameDecks(game, decks.deck_problems, (decks.MIN_CARDS, decks.MAX_CARDS), decks.most_copies,
                         {"leader": "FW 6-1-3", "copies": "FW 6-1-4-2", "deck": "FW 6-1-2"},
                         (("battle", "battle"), ("extra", "extra")), ("combo_power", "combo"),
                         fw.NUMBER_RE.pattern.strip("^$"), ("1xFS01-01", "4xFS01-02"), text_of, fusion_text,
                         fw.card_record)
    raise KeyError(f"unknown game {game!r}")


def deck_entries(db: Mapping[str, Any], extra_dirs: list[Path] | None = None,
                 skipped: list[DataError] | None = None, game: str = DEFAULT_GAME,
                 formats: Any = None) -> list[DeckEntry]:
    """Every readable deck of `game` once (the first of a repeated id wins, as `find_deck` finds it), in group
    order; files that are not decks are left out (and added to `skipped`). `db` is the game's cards; with
    `formats` (ONE PIECE's, formats.load_formats) each entry also says its legality in each format today."""
    rules = game_decks(game)
    shipped_dir, problems_of = rules.shipped.resolve(), rules.problems
    seen: set[str] = set()
    entries = []
    for deck, path in list_decks(extra_dirs, skipped, game=game):
        if deck.id in seen:
            continue
        seen.add(deck.id)
        leader = db.get(deck.leader)
        entries.append(DeckEntry(deck, path, leader if getattr(leader, "category", "") == "leader" else None,
                                 path.resolve().parent == shipped_dir, tuple(problems_of(deck, db)),
                                 _formats(deck, db, formats)))
    # In a group, the official starter decks (ST-NN) first, then the sample decks of the booster Leaders.
    return sorted(entries, key=lambda e: (_group_key(e), not e.deck.id.startswith("ST-"), natural_key(e.deck.id)))


def _formats(deck: Deck, db: Mapping[str, Any], formats: Any) -> tuple[tuple[str, tuple[str, ...]], ...]:
    if formats is None:
        return ()
    import datetime

    from .games.onepiece.formats import legality

    return legality(deck, db, formats, datetime.date.today())


def grouped(entries: Iterable[DeckEntry], query: str = "") -> list[tuple[str, list[DeckEntry]]]:
    """The entries that match the query, as (group, entries) in order; empty groups are left out."""
    groups: dict[str, list[DeckEntry]] = {}
    for entry in entries:
        if entry.matches(query):
            groups.setdefault(entry.group, []).append(entry)
    return list(groups.items())
