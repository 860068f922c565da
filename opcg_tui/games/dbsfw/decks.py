"""Fusion World decks (decks/dbsfw/*.yaml) and the deck construction rules (FW 6-1)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ...data.cards import builtin_dir
from ...data.decks import Deck, deck_from_yaml, names_a_file
from ...data.yamlfile import DataError, read_yaml

MIN_CARDS, MAX_CARDS = 50, 60  # FW 6-1-3
COPIES = 4  # FW 6-1-4-2
SUPER_COMBO = 4  # FW 15-8-2
DRAGON_BALLS = 7  # FW 15-13-2


def decks_dir() -> Path:
    return builtin_dir("decks") / "dbsfw"


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
        elif copies > COPIES:
            problems.append(f"{number}: {copies} copies; at most {COPIES} (FW 6-1-4-2)")
        if "super_combo" in card.keywords:
            super_combo += copies
    if super_combo > SUPER_COMBO:
        problems.append(f"{super_combo} cards with [Super Combo]; at most {SUPER_COMBO} (FW 15-8-2)")
    if dragon_balls > DRAGON_BALLS:
        problems.append(f"{dragon_balls} cards with [Dragon Ball]; at most {DRAGON_BALLS} (FW 15-13-2)")
    return problems


def find_deck(ref: str) -> Path:
    """A deck file or a shipped deck by id (FS01 … FS08); reading it says what is wrong with a pipe or a device."""
    path = Path(ref) if names_a_file(Path(ref)) or ref.endswith((".yaml", ".yml")) else decks_dir() / f"{ref}.yaml"
    if not names_a_file(path):
        raise DataError(ref, None, "unknown Fusion World deck: not a deck id (FS01 … FS08) or a deck file")
    return path


def load_deck(ref: str, db: Mapping[str, Any]) -> Deck:
    """A shipped deck by id (FS01 … FS08) or a deck file, checked against the rules."""
    path = find_deck(ref)
    deck = deck_from_yaml(read_yaml(path), path)
    problems = deck_problems(deck, db)
    if problems:
        raise DataError(path, None, "; ".join(problems))
    return deck
