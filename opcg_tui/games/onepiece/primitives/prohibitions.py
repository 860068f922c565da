"""Prohibitions: what a card or player cannot do while an effect lasts (8-1-3-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.declarations import ProhibitionDecl
from .base import R

if TYPE_CHECKING:
    pass


def _prohibition(name: str, clause: str, words: str, for_owner: int, doc: str) -> None:
    R.declare(ProhibitionDecl(name=name, clause=clause, words=words, doc=doc, for_owner=for_owner))


_prohibition("ko", "10-2-1-3", "cannot be K.O.'d", +1, "the card cannot be K.O.'d (by the cause `by` names)")
_prohibition("attack", "7-1-1", "cannot attack", -1, "the card cannot attack")
_prohibition("be_rested", "4-4", "cannot be rested", +1, "effects cannot rest the card")
_prohibition("activate_blocker", "10-1-4", "cannot activate [Blocker]", -1, "the card's [Blocker] cannot be used")
_prohibition(
    "leave_field", "3-1-6", "cannot be removed from the field", +1, "effects cannot move the card off the field"
)
_prohibition(
    "play_character",
    "6-5-3-1",
    "cannot play Character cards",
    -1,
    "a player cannot play Character cards (`player: you|opponent`; `cards`: only those), by the rules or by effects",
)
_prohibition(
    "play_from_hand",
    "6-5-3-1, 1-3-3",
    "cannot play cards from your hand",
    -1,
    "a player cannot play Character or Stage cards from their hand (`player: you|opponent`), by the rules or by "
    "effects; Events are activated, not played (6-5-3-1)",
)


# --- continuous (issue 10)
_prohibition(
    "become_active",
    "6-2-4",
    "will not become active",
    -1,
    "the card stays rested in its owner's Refresh Phase (with `duration: opponent_next_refresh` or "
    "`your_next_refresh`)",
)
_prohibition(
    "life_to_hand",
    "3-10, 8-1-3-3",
    "cannot add Life cards to your hand using your own effects",
    -1,
    "a player's own effects cannot add their Life cards to their hand (`player`: you or opponent); "
    "damage still does (4-6-2)",
)
_prohibition(  # round 3 (issue 22): EB04-016
    "set_don_active",
    "4-4, 8-1-3-3",
    "cannot set DON!! cards as active using Character effects",
    -1,
    "a player's Character effects cannot set their DON!! cards as active (`player: you`)",
)
_prohibition(  # issue 23: OP12-036 "This card in your hand cannot be played by effects."
    "be_played",
    "3-7-3, 8-1-3-3",
    "cannot be played",
    -1,
    "the card cannot be played (`by: effect`: by effects; the rules still play it from the hand, 6-5-3); with "
    "`in_hand`, a permanent effect of the card while it is in the hand",
)
_prohibition(  # issue 23 (timings): OP12-099
    "draw",
    "4-5, 8-1-3-3",
    "cannot draw cards using your own effects",
    -1,
    "a player's own effects cannot make them draw cards (`player: you`); the Draw Phase still does (6-3)",
)
