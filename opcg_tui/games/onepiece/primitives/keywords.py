"""Keywords (10-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.declarations import KeywordDecl
from .base import R

if TYPE_CHECKING:
    pass


def _keyword(name: str, clause: str, label: str, short: tuple[str, str], reminder: str, worth: float = 0.0) -> None:
    R.declare(
        KeywordDecl(name=name, clause=clause, doc=reminder, label=label, reminder=reminder, short=short, worth=worth)
    )


_keyword("rush", "10-1-1", "[Rush]", ("Rush", "Rsh"), "This card can attack on the turn in which it is played.")
_keyword(
    "rush_character",
    "10-1-6",
    "[Rush: Character]",
    ("Rush:C", "RshC"),
    "This card can attack your opponent's Characters on the turn in which it is played.",
)
_keyword("double_attack", "10-1-2", "[Double Attack]", ("Double", "DA"), "This card deals 2 damage.", worth=0.6)
_keyword(
    "banish",
    "10-1-3",
    "[Banish]",
    ("Banish", "Ban"),
    "When this card deals damage, the target card is trashed without activating its Trigger.",
    worth=0.3,
)
_keyword(
    "blocker",
    "10-1-4",
    "[Blocker]",
    ("Blocker", "Blk"),
    "After your opponent declares an attack, you may rest this card to make it the new target of the attack.",
    worth=0.45,
)
_keyword(
    "unblockable",
    "10-1-7",
    "[Unblockable]",
    ("Unblock", "Unb"),
    "Your opponent cannot activate [Blocker] when this card attacks.",
)
