"""A deck being built, of either game: its Leader, copies of each card, the numbers a builder shows (cost curve,
counters or combo power), its problems (the game's construction rules: CR 5-1-2, FW 6-1; deckindex.game_decks),
and saving it to the user's decks of its game.
"""

from __future__ import annotations

import os
import re
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

from .data.cards import CardDB
from .data.decks import Deck
from .deckindex import game_decks
from .engine.rulesets import DEFAULT_GAME
from .games.onepiece.deckio import deck_to_yaml
from .paths import user_decks_dir

ID_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}")
CURVE_TOP = 7  # the curve's last column counts cost 7 and more


class DeckSaveError(ValueError):
    """Why a deck cannot be saved, in words for the player."""


class DeckDraft:
    """Copies by card number, in the order added; changes keep at most the copies the game's rules allow."""

    def __init__(self, db: CardDB, deck: Deck | None = None, game: str = DEFAULT_GAME) -> None:
        self.db, self.game, self.rules = db, game, game_decks(game)
        self.id = deck.id if deck else ""
        self.name = deck.name if deck else ""
        self.leader = deck.leader if deck else ""
        self.copies: dict[str, int] = dict(deck.cards) if deck else {}

    def card(self, number: str) -> Any:
        return self.db.get(number)

    @property
    def leader_card(self) -> Any:
        return self.card(self.leader) if self.leader else None

    @property
    def size(self) -> int:
        return sum(self.copies.values())

    def set_copies(self, number: str, copies: int) -> str | None:
        """Set a card's copies (0 takes it out); a message instead when the rules forbid it."""
        card = self.card(number)
        if card is None:
            return f"unknown card {number}"
        clauses = self.rules.clauses
        if card.category == "leader":
            return f"{card.name} is a Leader: choose it as the Leader instead ({clauses['leader']})"
        most = self.rules.most_copies(card)  # 5-1-2-4, FW 15-13-2: a card's own text
        if most is not None and copies > most:
            return f"at most {most} copies of {card.name} ({clauses['copies']})"
        if copies <= 0:
            self.copies.pop(number, None)
        else:
            self.copies[number] = copies
        return None

    def add(self, number: str, n: int = 1) -> str | None:
        return self.set_copies(number, self.copies.get(number, 0) + n)

    def deck(self) -> Deck:
        """The deck as a deck file holds it (cards in number order)."""
        return Deck(id=self.id, name=self.name or self.id, leader=self.leader, cards=tuple(sorted(self.copies.items())))

    def problems(self) -> list[str]:
        """Every rule the deck breaks now (CR 5-1-2, FW 6-1), each named."""
        problems = self.rules.problems(self.deck(), self.db)
        if not self.leader:
            problems = [f"no Leader chosen yet ({self.rules.clauses['deck']})"] + [
                p for p in problems if not p.lower().startswith("unknown leader")]
        return problems

    def entries(self) -> list[tuple[Any, int]]:
        """The cards with their copies, by cost then number (as a player reads a list)."""
        found = [(card, k) for n, k in self.copies.items() if (card := self.card(n)) is not None]
        return sorted(found, key=lambda e: (e[0].cost if e[0].cost is not None else -1, e[0].number))

    def curve(self) -> list[int]:
        """Copies at each cost 0..6, then 7 and more."""
        counts = [0] * (CURVE_TOP + 1)
        for card, k in self.entries():
            counts[min(card.cost or 0, CURVE_TOP)] += k
        return counts

    def counters(self) -> Counter[int]:
        """Copies by Counter value, or combo power in Fusion World (the game's `extra` field; 0: none)."""
        field = self.rules.extra[0]
        found: Counter[int] = Counter()
        for card, k in self.entries():
            found[getattr(card, field, None) or 0] += k
        return found

    def categories(self) -> Counter[str]:
        found: Counter[str] = Counter()
        for card, k in self.entries():
            found[card.category] += k
        return found


def id_problem(deck_id: str, shipped_ids: set[str]) -> str | None:
    """Why a deck id cannot name a user deck, or None."""
    if not deck_id:
        return "the deck needs an id (letters, digits, - and _), e.g. my-luffy"
    if not ID_RE.fullmatch(deck_id):
        bad = sorted({ch for ch in deck_id if not (ch.isascii() and (ch.isalnum() or ch in "-_"))})
        why = f"it has {', '.join(repr(ch) for ch in bad)}" if bad else "it must start with a letter or digit"
        if len(deck_id) > 40:
            why = f"it is {len(deck_id)} characters long"
        shown = deck_id[:60].encode("unicode_escape").decode("ascii")
        return f"'{shown}' cannot be a deck id: {why}; use up to 40 letters, digits, - and _"
    if deck_id.casefold() in {s.casefold() for s in shipped_ids}:
        return f"'{deck_id}' is a deck that ships with the game; give yours another id"
    return None


def save_user_deck(deck: Deck, shipped_ids: set[str], replace: bool = False, path: Path | None = None,
                   game: str = DEFAULT_GAME) -> Path:
    """Write the deck to `path` (default `<the game's user decks>/<id>.yaml`): a temporary file, then renamed
    over it, so a crash leaves the old file or the new one. An existing file is kept unless `replace`."""
    problem = id_problem(deck.id, shipped_ids)
    if problem:
        raise DeckSaveError(problem)
    path = path or user_decks_dir(game) / f"{deck.id}.yaml"
    folder = path.parent
    if path.exists() and not replace:
        raise DeckSaveError(f"{path} exists already")
    tmp = folder / f".{deck.id}.{uuid.uuid4().hex}.tmp"  # created here (not mkstemp: the umask applies)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        try:
            with tmp.open("x", encoding="utf-8") as f:
                f.write(deck_to_yaml(deck))
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
    except OSError as exc:
        raise DeckSaveError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path
