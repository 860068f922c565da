"""The decks a player can choose from, grouped and searchable: one index for `opcg deck list` and the app.

The player's own decks come first, together; then the shipped decks, grouped by their Leader's colours (Red,
Red/Purple, …) in the game's colour order, the official starter decks first in each group, then the booster
Leaders' sample decks. A search matches every word of a query against
a deck's id, name, Leader and colours, so "purple luffy" or "ST-1" narrow 40 decks to a few.
Each game has its own decks: Fusion World's are its shipped starters (it has no user-deck folder yet).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .data.cards import builtin_dir
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


def game_decks(game: str) -> tuple[Path, list[Path] | None, Callable[[Deck, Any], list[str]]]:
    """Where `game`'s decks are — its shipped folder, and the folders listed (None: ONE PIECE's, the user's
    and --decks folders too) — and what judges one (the game's deck construction rules)."""
    if game == DEFAULT_GAME:
        from .games.onepiece.decks import deck_problems

        return builtin_dir("decks"), None, deck_problems
    if game == "dbsfw":
        from .games.dbsfw.decks import deck_problems as fusion_problems
        from .games.dbsfw.decks import decks_dir

        return decks_dir(), [decks_dir()], fusion_problems
    raise KeyError(f"unknown game {game!r}")


def deck_entries(db: Mapping[str, Any], extra_dirs: list[Path] | None = None,
                 skipped: list[DataError] | None = None, game: str = DEFAULT_GAME,
                 formats: Any = None) -> list[DeckEntry]:
    """Every readable deck of `game` once (the first of a repeated id wins, as `find_deck` finds it), in group
    order; files that are not decks are left out (and added to `skipped`). `db` is the game's cards; with
    `formats` (ONE PIECE's, formats.load_formats) each entry also says its legality in each format today."""
    shipped, folders, problems_of = game_decks(game)
    shipped_dir = shipped.resolve()
    seen: set[str] = set()
    entries = []
    for deck, path in list_decks(extra_dirs, skipped, folders):
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
