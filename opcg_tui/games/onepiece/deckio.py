"""The community deck text format: one `4xST01-004` (or `4 ST01-004`) line per card, Leader first; Fusion World's
decks are written the same way (`4xFS01-02`): the game's card numbers and example come from deckindex.game_decks."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from itertools import groupby
from typing import Any

import yaml

from ...data.cards import CardDB
from ...data.decks import Deck
from ...data.inputs import MAX_COUNT, check_digits
from ...data.yamlfile import DataError
from ...paths import user_cards_dir
from .cards import NUMBER_PATTERN

PREFIX_RE = re.compile(r"([A-Z]+)(\d*)-")


@lru_cache(maxsize=4)
def line_re(number_pattern: str) -> re.Pattern[str]:
    return re.compile(rf"^\s*(\d+)\s*[xX]?\s*({number_pattern})\b")


def parse_deck_text(text: str, source: str, db: CardDB, deck_id: str = "", name: str = "", rules: Any = None) -> Deck:
    """A deck of the game `rules` (a deckindex.GameDecks; ONE PIECE's when None) from its text."""
    pattern, example = (rules.number_pattern, rules.example[1]) if rules is not None else (NUMBER_PATTERN, "4xST01-004")
    like = f"{example} or {example.replace('x', ' ', 1)}"
    leader = ""
    cards: dict[str, int] = {}
    unknown: dict[str, int] = {}  # card number -> the first line naming it
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith(("#", "//")):
            continue
        m = line_re(pattern).match(line)
        if not m:
            shown = line.strip() if len(line.strip()) <= 60 else line.strip()[:60] + "…"
            raise DataError(source, lineno, f"'{shown}' is not a deck line like {like}")
        check_digits(m[1], source, lineno)
        copies, number = int(m[1]), m[2]
        if not 1 <= copies <= MAX_COUNT:
            raise DataError(source, lineno, f"{copies}x {number}: copies must be from 1 to {MAX_COUNT}")
        card = db.get(number)
        if card is None:
            unknown.setdefault(number, lineno)
            continue
        if card.category == "leader" and not leader:
            if copies != 1:
                raise DataError(source, lineno, f"the Leader {number} must be listed once (1x), not {copies}x")
            leader = number
            continue
        cards[number] = cards.get(number, 0) + copies
    if unknown:
        raise unknown_cards(unknown, source, db, rules)
    if not leader:
        first = rules.example[0] if rules is not None else "1xST01-001"
        raise DataError(source, None, f"no Leader card: the first line must be the Leader, e.g. {first}")
    deck_id = deck_id or f"imported-{leader}"
    return Deck(id=deck_id, name=name or deck_id, leader=leader, cards=tuple(cards.items()))


def unknown_cards(unknown: dict[str, int], source: str, db: CardDB, rules: Any = None) -> DataError:
    """Every card number of the list the program lacks (with its line), what it has, and how to add cards (a game
    other than ONE PIECE: in its own subfolder of the user's cards, as data/cards.py reads them)."""
    game = rules.game if rules is not None and rules.game != "opcg" else ""
    one = "FB01 --game dbsfw" if game == "dbsfw" else "OP01"
    folder = user_cards_dir() / game if game else user_cards_dir()
    where = (f"It has {len(db):,} cards: {held_sets(db)} (some in part: `opcg cards list --set {one}` shows "
             f"one). Add cards as YAML files in {folder} (docs/card-format.md), then import again.")
    if len(unknown) == 1:
        (number, lineno), = unknown.items()
        return DataError(source, lineno, f"unknown card number '{number}': this program does not have it. {where}")
    lines = ", ".join(map(str, unknown.values()))
    return DataError(source, None, f"{len(unknown)} card numbers this program does not have: "
                                   f"{', '.join(unknown)} (lines {lines}). {where}")


def held_sets(numbers: Iterable[str]) -> str:
    """The card-number prefixes of a pool, consecutive ones joined: 'EB03–EB04, OP13–OP16, P, ST01–ST36'."""
    sets: dict[str, set[int]] = {}
    for number in numbers:
        m = PREFIX_RE.match(number)
        if m:
            sets.setdefault(m[1], set()).add(int(m[2] or -1))
    runs = []
    for letters, held in sorted(sets.items()):
        for _, run in groupby(enumerate(sorted(held)), key=lambda pair: pair[1] - pair[0]):
            names = [f"{letters}{n:02}" if n >= 0 else letters for _, n in run]
            runs.append(names[0] if len(names) == 1 else f"{names[0]}–{names[-1]}")
    return ", ".join(runs)


def deck_to_text(deck: Deck) -> str:
    lines = [f"1x{deck.leader}"] + [f"{k}x{n}" for n, k in deck.cards]
    return "\n".join(lines) + "\n"


def deck_to_yaml(deck: Deck) -> str:
    """The deck file, written by the YAML emitter (so `id: 2024` stays text and `Red: aggro` stays one name)."""
    data = {"id": deck.id, "name": deck.name, "leader": deck.leader, "cards": dict(deck.cards)}
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=False, width=1000)
