"""Decks: YAML files with `id`, `name`, `leader`, `cards: {number: copies}`; validation per CR 5-1-2."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .cards import builtin_dir
from .inputs import MAX_COUNT, MAX_ID, MAX_NAME
from .yamlfile import DataError, line_of, read_yaml


def text_problem(value: Any, what: str, limit: int) -> str:
    """Why `value` is not one line of text fit for a deck's id or name ('' when it is)."""
    if not isinstance(value, str) or not value.strip():
        return f"'{what}' must be text"
    if len(value) > limit:
        return f"'{what}' is longer than {limit} characters"
    if any(unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") for c in value):
        return f"'{what}' must be one line of text (no control characters)"
    if what == "id" and any(c in value for c in "/\\"):
        return "'id' must not hold / or \\ (it names files)"
    return ""


@dataclass(frozen=True, slots=True)
class Deck:
    id: str
    name: str
    leader: str
    cards: tuple[tuple[str, int], ...]  # (number, copies) in file order

    def card_list(self) -> list[str]:
        """Every card of the main deck, copies together, in ascending number order."""
        return [n for n, k in sorted(self.cards) for _ in range(k)]

    @property
    def size(self) -> int:
        return sum(k for _, k in self.cards)


def deck_from_yaml(raw: Any, path: str | Path) -> Deck:
    if not isinstance(raw, dict):
        raise DataError(path, line_of(raw, default=1), "a deck file must be a mapping with id, name, leader, cards")
    known = {"id", "name", "leader", "cards"}
    for key in raw:
        if key not in known:
            raise DataError(path, line_of(raw, key), f"unknown key '{key}' (known: cards, id, leader, name)")
    for key in ("id", "leader", "cards"):
        if key not in raw:
            raise DataError(path, line_of(raw), f"deck is missing '{key}'")
    for key, limit in (("id", MAX_ID), ("leader", MAX_ID)):
        problem = text_problem(raw[key], key, limit)
        if problem:
            raise DataError(path, line_of(raw, key), problem)
    cards = raw["cards"]
    if not isinstance(cards, dict):
        raise DataError(path, line_of(raw, "cards"), "'cards' must be a mapping of card number to copies")
    entries = []
    for number, copies in cards.items():
        if not isinstance(number, str):
            raise DataError(path, line_of(cards, number), f"card number {number!r} must be text")
        if isinstance(copies, bool) or not isinstance(copies, int) or not 1 <= copies <= MAX_COUNT:
            raise DataError(path, line_of(cards, number),
                            f"{number}: copies must be a whole number from 1 to {MAX_COUNT}")
        entries.append((number, copies))
    name = raw.get("name", raw["id"])
    problem = text_problem(name, "name", MAX_NAME)
    if problem:
        raise DataError(path, line_of(raw, "name"), problem)
    return Deck(id=raw["id"], name=name, leader=raw["leader"], cards=tuple(entries))


def shipped_decks_dir(game: str = "opcg") -> Path:
    """A game's shipped decks: ONE PIECE's in decks/, another game's in decks/<game>/."""
    return builtin_dir("decks") if game == "opcg" else builtin_dir("decks") / game


def unknown_card(raw: Any, deck: Deck, path: str | Path, db: Any, game_title: str) -> DataError | None:
    """The first card number of a deck file (`raw` as read, `deck` from it) that `db` lacks, named with its line."""
    for number in (deck.leader, *(n for n, _ in deck.cards)):
        if number not in db:
            line = line_of(raw, "leader") if number == deck.leader else line_of(raw["cards"], number)
            return DataError(path, line, f"unknown card number '{number}': {game_title} has no such card")
    return None


def deck_dirs(extra: list[Path] | None = None, game: str = "opcg") -> list[Path]:
    """A game's deck folders: the shipped one, the user's (paths.user_decks_dir), then `extra`."""
    from ..paths import user_decks_dir

    dirs = [shipped_decks_dir(game), user_decks_dir(game)]
    return dirs + list(extra or [])


def names_a_file(path: Path) -> bool:
    """Whether `path` names something on disk; a name the system refuses (too long, …) names nothing."""
    try:
        return path.exists()
    except OSError:
        return False


def find_deck(ref: str, extra_dirs: list[Path] | None = None, game: str = "opcg") -> Path:
    """A deck of `game` by id (shipped, the user's, or --decks folders) or by file path."""
    path = Path(ref)
    if names_a_file(path):
        return path  # reading it says what is wrong with a folder, a pipe or a device
    if path.suffix in (".yaml", ".yml"):
        raise DataError(ref, None, "no such deck file")
    for folder in deck_dirs(extra_dirs, game):
        for candidate in sorted(Path(folder).glob("*.y*ml")):
            if candidate.stem == ref:
                return candidate
    for folder in deck_dirs(extra_dirs, game):
        for candidate in sorted(Path(folder).glob("*.y*ml")):
            try:
                if deck_from_yaml(read_yaml(candidate), candidate).id == ref:
                    return candidate
            except DataError:
                continue
    raise DataError(ref, None, "unknown deck: not a deck id or a deck file")


def read_deck(ref: str, extra_dirs: list[Path] | None = None, game: str = "opcg") -> tuple[Deck, Path]:
    """A deck file as written (a game's rules check it: e.g. games/onepiece/decks.py)."""
    path = find_deck(ref, extra_dirs, game)
    return deck_from_yaml(read_yaml(path), path), path


def list_decks(extra_dirs: list[Path] | None = None, skipped: list[DataError] | None = None,
               dirs: list[Path] | None = None, game: str = "opcg") -> list[tuple[Deck, Path]]:
    """Every readable deck file of `dirs` (by default `game`'s deck folders, deck_dirs); a file that is not a
    deck is left out (and added to `skipped`)."""
    found = []
    for folder in deck_dirs(extra_dirs, game) if dirs is None else dirs:
        for path in sorted(Path(folder).glob("*.y*ml")):
            try:
                found.append((deck_from_yaml(read_yaml(path), path), path))
            except DataError as exc:
                if skipped is not None:
                    skipped.append(exc)
    return found
