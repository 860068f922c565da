"""Counts (8-2): the numbers an effect counts ("for every ...") and its conditions compare."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import CountDecl
from .. import ops
from .base import R, players

if TYPE_CHECKING:
    from ....engine.game import Game


# ================================================================================ counts
def _count(name: str, clause: str, words: str, each: str, fn: Any, has: tuple[str, str] = ("", "")) -> None:
    R.declare(
        CountDecl(name=name, clause=clause, doc=f"{words[0].upper()}{words[1:]}", count=fn, words=words, each=each,
                  has=has)
    )


_count(
    "your_life",
    "3-10",
    "the number of your Life cards",
    "of your Life cards",
    lambda g, p, src: len(players(g)[p].life),
    ("you", "{n} Life cards"),
)
_count(
    "opponent_life",
    "3-10",
    "the number of your opponent's Life cards",
    "of your opponent's Life cards",
    lambda g, p, src: len(players(g)[1 - p].life),
    ("your opponent", "{n} Life cards"),
)
_count(
    "your_characters",
    "3-7",
    "the number of your Characters",
    "of your Characters",
    lambda g, p, src: len(players(g)[p].chars),
    ("you", "{n} Characters"),
)
_count(
    "opponent_characters",
    "3-7",
    "the number of your opponent's Characters",
    "of your opponent's Characters",
    lambda g, p, src: len(players(g)[1 - p].chars),
    ("your opponent", "{n} Characters"),
)
_count(
    "your_hand",
    "3-4",
    "the number of cards in your hand",
    "card in your hand",
    lambda g, p, src: len(players(g)[p].hand),
    ("you", "{n} cards in your hand"),
)
_count(
    "your_trash",
    "3-5",
    "the number of cards in your trash",
    "card in your trash",
    lambda g, p, src: len(players(g)[p].trash),
    ("you", "{n} cards in your trash"),
)
_count(
    "your_don",
    "3-9",
    "the number of DON!! cards on your field",
    "DON!! card on your field",
    lambda g, p, src: ops.don_on_field(g, p),
    ("you", "{n} DON!! cards on your field"),
)
_count(
    "don_given",
    "6-5-5",
    "the number of DON!! cards given to this card",
    "DON!! card given to this card",
    lambda g, p, src: ops.given(g, src),
)


# --- life (issue 10)
_count(
    "total_life",
    "3-10",
    "the total of your and your opponent's Life cards",
    "of your and your opponent's Life cards",
    lambda g, p, src: len(players(g)[p].life) + len(players(g)[1 - p].life),
    ("you and your opponent", "a total of {n} Life cards"),
)


# --- rules (issue 22): "with different card names" (2-1: a card's name; one card per name)
_count(
    "your_character_names",
    "2-1, 3-7",
    "the number of different card names among your Characters",
    "of your Characters with a different card name",
    lambda g, p, src: len({g.card(u).name for u in players(g)[p].chars}),
    ("you", "Characters with {n} different card names"),
)
_count(
    "your_deck",
    "3-2",
    "the number of cards in your deck",
    "card in your deck",
    lambda g, p, src: len(players(g)[p].deck),
    ("you", "{n} cards in your deck"),  # "If you have 20 or less cards in your deck" (OP03-045); 0: count_conditions
)

_count(
    "cards_trashed",
    "10-2-14",
    "the number of cards this effect's `trash_from_hand` (with a selector) just trashed",
    "card trashed",
    lambda g, p, src: ops.state(g).tally.get("trash_from_hand", 0),
)
_count(
    "characters_returned",
    "3-1-6",
    "the number of Characters this effect's `return_to_hand` just returned",
    "returned Character",
    lambda g, p, src: ops.state(g).tally.get("return_to_hand", 0),
)
_count(
    "revealed_cost",
    "2-7, 11-2",
    "the cost on the card this effect revealed (`reveal_top`; 0 when none was revealed)",
    "per 1 cost on the revealed card",
    lambda g, p, src: sum(g.card(u).cost or 0 for u in ops.that_cards(g, src)),
)  # OP15-119: "gains +1000 power during this turn per 1 cost on the revealed card"


# --- conditions (issue 10): counts a condition compares, and filters of the card texts to come
_count(
    "opponent_hand",
    "3-4",
    "the number of cards in your opponent's hand",
    "card in your opponent's hand",
    lambda g, p, src: len(players(g)[1 - p].hand),
    ("your opponent", "{n} cards in their hand"),
)
_count(
    "opponent_don",
    "3-9",
    "the number of DON!! cards on your opponent's field",
    "DON!! card on your opponent's field",
    lambda g, p, src: ops.don_on_field(g, 1 - p),
    ("your opponent", "{n} DON!! cards on their field"),
)
# "If either you or your opponent has 10 DON!! cards on the field" (P-104, P-107): the larger of the two
# counts (each player's DON!! cards on the field, 3-9) holds for "either ... has N or more".
_count(
    "either_don",
    "3-9",
    "the number of DON!! cards on the field of the player who has more",
    "DON!! card on the field of the player who has more",
    lambda g, p, src: max(ops.don_on_field(g, p), ops.don_on_field(g, 1 - p)),
    ("either you or your opponent", "{n} DON!! cards on the field"),
)
_count(
    "your_rested_don",
    "3-9, 4-4",
    "the number of your rested DON!! cards",
    "of your rested DON!! cards",
    lambda g, p, src: players(g)[p].don_rested,
    ("you", "{n} rested DON!! cards"),
)
_count(  # round 3 (issue 22): "If you have 5 or less active DON!! cards"
    "your_active_don",
    "3-9, 4-4",
    "the number of your active DON!! cards",
    "of your active DON!! cards",
    lambda g, p, src: players(g)[p].don_active,
    ("you", "{n} active DON!! cards"),
)
_count(  # OP15-008: "for every DON!! card given to that Character" (`give_don` with `mark`)
    "don_given_to_that",
    "6-5-5",
    "the number of DON!! cards given to the Character this card's `give_don` (with `mark`) chose this turn",
    "DON!! card given to that Character",
    lambda g, p, src: ops.marked_don(g, src),
)
_count(  # "For every DON!! card rested this way" (`rest_don_cards`)
    "don_rested",
    "4-4",
    "the number of DON!! cards this effect's `rest_don_cards` just rested",
    "DON!! card rested this way",
    lambda g, p, src: ops.state(g).tally.get("rest_don_cards", 0),
)


def _rested_cards(g: Game, p: int, src: int) -> int:
    """4-4: your rested cards: the rested Leader, Characters and Stage, and the rested DON!! cards of the
    cost area (a given DON!! card is neither active nor rested, 6-5-5-1)."""
    me = players(g)[p]
    field = [me.leader, *me.chars, *([] if me.stage is None else [me.stage])]
    return sum(1 for u in field if u in g.s.rested) + me.don_rested


_count(
    "your_rested_cards",
    "4-4",
    "the number of your rested cards",
    "of your rested cards",
    _rested_cards,
    ("you", "{n} rested cards"),
)
_count(
    "your_given_don",
    "6-5-5",
    "the total number of DON!! cards given to your Leader and Characters",
    "DON!! card given to your Leader and Characters",
    lambda g, p, src: sum(n for uid, n in ops.state(g).given.items() if g.s.owner[uid] == p),
    ("you", "a total of {n} given DON!! cards"),
)


# --- b18 (issue 10): a card wherever it is ("your {Navy} type card's effect"), and how many cards an
# effect trashed from a hand
_count(
    "cards_trashed_from_hand",
    "10-2-14",
    "the number of cards trashed",
    "card trashed from your hand",
    lambda g, p, src: ops.state(g).hand_trashed.get(p, (0, 0))[1],
)
# --- issue 22 (power): another card's power as a number ("base power becomes the same as ...", 4-9-2).
_count(
    "opponent_leader_power",
    "2-6, 4-9-2",
    "your opponent's Leader's power",
    "of your opponent's Leader's power",
    lambda g, p, src: ops.power(g, players(g)[1 - p].leader),
)
_count(
    "your_leader_base_power",
    "4-9-2",
    "your Leader's base power",
    "of your Leader's base power",
    lambda g, p, src: ops.base_power(g, players(g)[p].leader),
)
_count(
    "selected_power",
    "8-4-3, 2-6",
    "the selected Character's power",
    "of the selected Character's power",
    lambda g, p, src: next((ops.power(g, u) for u in ops.that_cards(g, src)), 0),
)


# --- block 3 (issue 23): "for every 5 Events in your trash" (OP12-070), "your opponent has 5 or more rested
# cards" (OP11-023), "the total cost of your Characters" (OP10-022)
_count(
    "your_trash_events",
    "3-5, 2-2",
    "the number of Event cards in your trash",
    "Event in your trash",
    lambda g, p, src: sum(1 for u in players(g)[p].trash if g.card(u).category == "event"),
    ("you", "{n} Events in your trash"),
)
_count(
    "opponent_rested_cards",
    "4-4",
    "the number of your opponent's rested cards (their rested Leader, Characters, Stage and DON!! cards)",
    "of your opponent's rested cards",
    lambda g, p, src: _rested_cards(g, 1 - p, src),
    ("your opponent", "{n} rested cards"),
)
_count(  # each Character's cost as it is now (2-7)
    "your_characters_total_cost",
    "2-7, 3-7",
    "the total cost of your Characters",
    "of the total cost of your Characters",
    lambda g, p, src: sum(ops.cost(g, u) for u in players(g)[p].chars),
)


# --- block 2 (issue 24): what this effect's K.O. and "place at the bottom of your deck" did (OP06-095: "for every
# Character K.O.'d"; OP07-091: "for every 3 cards placed at the bottom of your deck"; P-046: "draw cards equal to
# the number you placed at the bottom of your deck"), counted as the actions acted (4-10-1), from 0 when the
# optional step (`may`) that does them begins
_count(
    "characters_koed",
    "10-2-1",
    "the number of Characters K.O.'d",
    "Character K.O.'d",
    lambda g, p, src: ops.state(g).tally.get("ko", 0),
)
_count(
    "cards_placed_bottom",
    "3-1-6, 3-2",
    "the number you placed at the bottom of your deck",
    "card placed at the bottom of your deck",
    lambda g, p, src: ops.state(g).tally.get("deck_bottom", 0),
    ("", "{n} cards placed at the bottom of your deck"),
)


# --- block 1 (issue 25): OP04-069 "base power becomes the same as the power of your opponent's attacking Leader or
# Character": the attacker of the battle in progress (7-1-1), its power as it is now (2-6); 0 when no card of your
# opponent attacks (or the attacker left the field: a new card, 3-1-6)
def _opponent_attacker_power(g: Game, p: int, src: int) -> int:
    b = g.s.battle
    if b is None or g.s.owner[b.attacker] != 1 - p or g.s.epoch[b.attacker] != b.attacker_epoch:
        return 0
    return ops.power(g, b.attacker) if ops.on_field(g, b.attacker) else 0


_count(
    "opponent_attacker_power",
    "7-1-1, 2-6",
    "the power of your opponent's attacking Leader or Character",
    "of the power of your opponent's attacking Leader or Character",
    _opponent_attacker_power,
)
# --- issue 25 (OP04-048, P-002): "Return all cards in your hand to your deck and shuffle your deck. Then, draw cards
# equal to the number you returned to your deck." (`hand_to_deck`'s number, 3-1-6)
_count(
    "cards_returned_to_deck",
    "3-1-6, 3-2-4",
    "the number you returned to your deck",
    "card returned to your deck",
    lambda g, p, src: ops.state(g).tally.get("hand_to_deck", 0),
)
# OP04-040 Queen (Leader): "If you have a total of 4 or less cards in your Life area and hand"
_count(
    "your_life_and_hand",
    "3-10, 3-4",
    "the total number of your Life cards and the cards in your hand",
    "card in your Life area and hand",
    lambda g, p, src: len(players(g)[p].life) + len(players(g)[p].hand),
    ("you", "a total of {n} cards in your Life area and hand"),
)
