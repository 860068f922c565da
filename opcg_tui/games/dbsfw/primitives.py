"""The Fusion World registry (engine/registry.py): its keywords and prompt purposes, each one
declaration. Actions, conditions, costs and timings come with the card effects (fw-status.md)."""

from __future__ import annotations

from ...engine.registry import KeywordDecl, PurposeDecl, Registry

REGISTRY = Registry("dbsfw")

for _name, _label, _clause, _reminder, _worth in (
    ("blocker", "[Blocker]", "15-4", "After an opponent's attack, you may rest this card and make it the guard card.", 0.5),
    ("critical", "[Critical]", "15-5", "Life this card's attack takes goes to the Drop, not the hand.", 0.5),
    ("double_strike", "[Double Strike]", "15-6", "This card's attack deals 2 damage.", 1.0),
    ("triple_strike", "[Triple Strike]", "15-6", "This card's attack deals 3 damage.", 2.0),
    ("super_combo", "[Super Combo]", "15-8", "At most 4 cards with [Super Combo] in a deck.", 0.0),
    ("dragon_ball", "[Dragon Ball]", "15-13", "Up to 7 [Dragon Ball] cards in a deck, copies of one number included.", 0.0),
    ("barrier", "[Barrier]", "15-11", "Your opponent's skills cannot choose this card.", 0.5),
):
    REGISTRY.declare(KeywordDecl(name=_name, clause=f"FW {_clause}", doc=_reminder, label=_label,
                                 reminder=_reminder, worth=_worth))

for _name, _words, _meaning, _clause in (
    ("first_or_second", "who goes first", 0, "6-2-1-5"),
    ("mulligan", "keep the opening hand or draw again", 0, "6-2-1-8"),
    ("charge", "a card to place in the Energy Area", 0, "7-2-11"),
    ("main_action", "the next Main Phase action", 0, "7-3-4"),
    ("block", "a [Blocker] to guard with", 0, "15-4"),
    ("offense", "a combo for the attack card, or pass", 0, "8-2-4"),
    ("defense", "a combo for the guard card, or pass", 0, "8-3-4"),
    ("pay_energy", "the energy that pays a cost", -1, "5-3-1"),
    ("effect_order", "which of several skills resolves next", 0, "4-2-2-2"),
    ("use_effect", "use an optional skill or pay an optional cost", 0, "9-6-4"),
):
    REGISTRY.declare(PurposeDecl(name=_name, clause=f"FW {_clause}", doc=_words, words=_words, meaning=_meaning))
