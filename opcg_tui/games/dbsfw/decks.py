"""Fusion World decks (decks/dbsfw/*.yaml) and the deck construction rules (FW 6-1)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ...data.decks import Deck, deck_from_yaml, shipped_decks_dir, unknown_card
from ...data.decks import find_deck as find_any_deck
from ...data.yamlfile import DataError, read_yaml

MIN_CARDS, MAX_CARDS = 50, 60  # FW 6-1-3
COPIES = 4  # FW 6-1-4-2
SUPER_COMBO = 4  # FW 15-8-2
DRAGON_BALLS = 7  # FW 15-13-2


def decks_dir() -> Path:
    return shipped_decks_dir("dbsfw")


def most_copies(card: Any) -> int | None:
    """The copies of one card number a deck may hold: 4 (FW 6-1-4-2), 7 of a [Dragon Ball] (FW 15-13-2), any number
    (None) of a card whose [Permanent] says "You can include as many copies of this card in your deck as you like"
    (FW 6-1-4-3: it replaces 6-1-4-2, FB01-131)."""
    if any(a.name == "any_copies" for e in card.effects for a in e.actions):
        return None
    return DRAGON_BALLS if "dragon_ball" in card.keywords else COPIES


def deck_problems(deck: Deck, db: Mapping[str, Any]) -> list[str]:
    """What breaks the deck construction rules (FW 6-1-2 … 6-1-4, 15-8, 15-13), one line each."""
    problems = []
    leader = db.get(deck.leader)
    if leader is None:
        return [f"unknown Leader card number '{deck.leader}'"]
    if leader.category != "leader":
        problems.append(f"{deck.leader} is not a Leader (FW 6-1-2)")
    size = deck.size
    if not MIN_CARDS <= size <= MAX_CARDS:
        problems.append(f"the deck has {size} cards; it needs {MIN_CARDS} to {MAX_CARDS} (FW 6-1-3)")
    super_combo = dragon_balls = 0
    for number, copies in deck.cards:
        card = db.get(number)
        if card is None:
            problems.append(f"unknown card number '{number}'")
            continue
        if card.category == "leader":
            problems.append(f"{number} is a Leader: a deck holds Battle and Extra Cards (FW 6-1-3)")
        stray = [c for c in card.colors if c not in leader.colors]
        if stray:
            problems.append(f"{number} is {'/'.join(stray)}, a colour the Leader does not have (FW 6-1-4-1)")
        if "dragon_ball" in card.keywords:
            dragon_balls += copies
        elif copies > COPIES and most_copies(card) is not None:  # FW 6-1-4-3: "as many copies … as you like"
            problems.append(f"{number}: {copies} copies; at most {COPIES} (FW 6-1-4-2)")
        if "super_combo" in card.keywords:
            super_combo += copies
    if super_combo > SUPER_COMBO:
        problems.append(f"{super_combo} cards with [Super Combo]; at most {SUPER_COMBO} (FW 15-8-2)")
    if dragon_balls > DRAGON_BALLS:
        problems.append(f"{dragon_balls} cards with [Dragon Ball]; at most {DRAGON_BALLS} (FW 15-13-2)")
    return problems


def find_deck(ref: str, extra_dirs: list[Path] | None = None) -> Path:
    """A deck file, or a deck by id: shipped (FS01 … FS08), the user's (paths.user_decks_dir) or of `extra_dirs`."""
    try:
        return find_any_deck(ref, extra_dirs, "dbsfw")
    except DataError as exc:
        if exc.problem.startswith("unknown deck"):
            raise DataError(ref, None, "unknown Fusion World deck: not a deck id (FS01 … FS08, or one of "
                                       "yours) or a deck file") from None
        raise


def load_deck(ref: str, db: Mapping[str, Any], extra_dirs: list[Path] | None = None) -> Deck:
    """A deck by id or file, checked against the rules; a card number the game lacks is named with its line."""
    path = find_deck(ref, extra_dirs)
    raw = read_yaml(path)
    deck = deck_from_yaml(raw, path)
    unknown = unknown_card(raw, deck, path, db, "Fusion World")
    if unknown:
        raise unknown
    problems = deck_problems(deck, db)
    if problems:
        raise DataError(path, None, "; ".join(problems))
    return deck
