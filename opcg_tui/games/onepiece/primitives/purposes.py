"""Prompt purposes: why the engine asks a player for a decision."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ....engine.declarations import PurposeDecl
from .base import R

if TYPE_CHECKING:
    pass


def _purpose(name: str, words: str, meaning: int = 0, clause: str = "—") -> None:
    R.declare(PurposeDecl(name=name, clause=clause, doc=words, words=words, meaning=meaning))


for _name, _words, _meaning, _clause in (
    ("first_or_second", "who goes first", 0, "5-2-1-5"),
    ("mulligan", "keep the opening hand or draw again", 0, "5-2-1-6"),
    ("main_action", "the next Main Phase action", 0, "6-5"),
    ("block", "a [Blocker] to block with", 0, "7-1-2"),
    ("counter", "counters against an attack", 0, "7-1-3"),
    ("trigger", "use a Life card's [Trigger]", 0, "10-1-5"),
    ("use_effect", "use an optional effect or pay an optional cost", 0, "8-1-2, 8-3-1-4"),
    ("use_replacement", "apply a replacement effect instead", 0, "8-1-3-4-1"),
    ("effect_order", "which of several effects resolves next", 0, "8-6-1"),
    ("limit_trash", "Character to trash for the 5-Character limit", -1, "3-7-6-1"),
    ("don_to_return", "DON!! cards to return to the DON!! deck", -1, "8-3-1-6"),
    ("trash_from_hand", "cards to trash from your hand", -1, "10-2-14"),
    ("ko_target", "K.O. target", -1, "10-2-1"),
    ("power_target", "card to gain (or lose) power", 1, "8-1-4"),
    ("cost_target", "card whose cost changes", 1, "8-1-4"),
    ("set_base_target", "card whose value (or base value) is set", 0, "4-9, 8-1-4-2"),
    ("keyword_target", "card to gain (or lose) a keyword", 1, "10-1"),
    ("prohibit_target", "card a prohibition applies to", 0, "8-1-3-3"),
    ("return_target", "card to return to its owner's hand", -1, "3-1-6"),
    ("bottom_target", "card to place at the bottom of its owner's deck", -1, "3-1-6"),
    ("rest_target", "card to rest", -1, "4-4"),
    ("activate_target", "card to set as active", 1, "4-4"),
    ("hand_target", "card to add to your hand", 1, "4-5"),
    ("play_target", "card to play", 1, "3-7-3"),
    ("give_don", "card to give DON!! cards to, and how many", 1, "6-5-5"),
    ("add_don", "DON!! cards to add from the DON!! deck", 1, "6-4"),
    ("set_don_active", "DON!! cards to set as active", 1, "4-4"),
    ("rest_don", "opponent's DON!! cards to rest", -1, "4-4"),
    ("trash_life", "opponent's Life cards to trash", -1, "3-10"),
    ("order_bottom", "the order of cards placed at the bottom of the deck", 0, "11-3"),
    ("order_top", "cards to keep on top of the deck, in order", 1, "11-3"),
    ("none", "—", 0, "—"),
    # --- continuous (issue 10)
    ("trash_target", "card to trash from the field", -1, "4-11-2"),
    ("attack_target", "the new target of the attack", 0, "7-1-1-2"),
):
    _purpose(_name, _words, _meaning, _clause)

# --- life (issue 10)
for _name, _words, _meaning, _clause in (
    ("life_position", "the top or bottom Life card to take", 0, "3-10-2"),
    ("life_trash_target", "Life card to trash", -1, "3-10-2"),
    ("turn_life", "Life card to turn face-up or face-down", 0, "3-10-2-1"),
    ("life_target", "card to add to the top of the Life cards", 0, "3-10-2-1"),
    ("life_place", "the top or bottom of the Life cards, for a card", 0, "3-10-3"),
    ("look_life", "whose top Life card to look at", 0, "11-3"),
    ("order_life", "the order of your Life cards", 0, "3-10-3"),
    ("life_to_deck", "Life cards to place at the top of the deck", 0, "3-10-3"),
):
    _purpose(_name, _words, _meaning, _clause)


# --- conditions (issue 10)
_purpose("reveal", "cards of your hand to reveal for a cost", 0, "8-3-1")


def reserved(don: int, hand: int) -> Mapping[str, int]:
    """What a play already spends when its effect's cost is checked (an Event's own DON!! and card)."""
    return {"don": don, "hand": hand}


# --- choice (issue 10)
_purpose("choose_option", "which option of a \"Choose one\" to resolve", 0, "8-4-4")
_purpose("optional_step", "do an optional step of an effect (\"you may …\"; \"If you do\" follows it)", 0, "8-1-2")


# --- deck (issue 10)
_purpose("top_target", "card to place at the top of its owner's deck", -1, "3-1-6")
_purpose("choose_cost", "a cost to name before a card is revealed", 0, "11-2")


# --- power (issue 22)
_purpose("swap_target", "card whose base power is swapped with another's", 0, "4-9-2")
_purpose("select_target", "card the effect's next actions read (\"the selected Character\")", 0, "8-4-3")
