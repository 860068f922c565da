"""Conditions (8-3-2) on this turn: a card played, battled, trashed from the hand, activated or K.O.'d during it;
your Nth turn; and all_of, this_card and that_card, declared among them (the registry's order)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.interpreter import conditions_met, passes
from ....engine.registry import Checker, Count, Frozen, Selector, boolean, choice, mapping, whole
from .. import ops
from .base import R
from .conditions import _condition, _filter_set, _leader_set_words, _leader_value, _revealed
from .count_conditions import _condition_sets, _joined

if TYPE_CHECKING:
    from ....engine.game import Game

# --- b4 (issue 10)
_condition(
    "played_this_turn",
    "3-7-4",
    "this card was played on this turn (true), or not (false)",
    boolean,
    lambda g, p, src, v: (src in g.s.fresh) == v,
    lambda v: "this card was played on this turn" if v else "this card was not played on this turn",
    example=True,
)


# --- b7 (issue 10)
def _battled_this_turn(g: Game, player: int, src: int, value: str) -> bool:
    from ....engine.records import UseKey
    from ..battle import BATTLED

    return UseKey(src, g.s.epoch[src], BATTLED[value.removeprefix("opponent_")]) in g.s.used


_condition(
    "battled_this_turn",
    "7-1",
    "this card battled your opponent's Character (or Leader) during this turn",
    choice("opponent_character", "opponent_leader"),
    _battled_this_turn,
    lambda v: (
        "this card battles "
        + ("your opponent's Character" if v == "opponent_character" else "your opponent's Leader")
        + " during this turn"
    ),
    example="opponent_character",
)


_condition(
    "all_of",
    "8-3-2",
    "every one of these sets of conditions holds (the same condition twice: two `have`s)",
    _condition_sets,
    lambda g, p, src, v: all(conditions_met(g, p, src, conds) for conds in v),
    lambda v: _joined([R.words.conditions(conds) for conds in v], " and ") if R.words else "",
    example=(Frozen({"count": (Count("your_don"), 2, None, None)}), Frozen({"count": (Count("your_hand"), None, 3, None)})),
)


# --- b18 (issue 10): "During the turn in which a card in your hand is trashed by an effect, ..."
_condition(
    "hand_trashed_this_turn",
    "10-2-14, 8-1-3-3",
    "a card of your hand was trashed by an effect (its cost or its actions) during this turn",
    boolean,
    lambda g, p, src, v: (ops.state(g).hand_trashed.get(p, (0, 0))[0] == g.s.turn) == v,
    lambda v: "During the turn in which a card in your hand is trashed by an effect,"
    if v else "During a turn in which no card in your hand is trashed by an effect,",
    label="before",
    example=True,
)


# --- issue 22 (power): "If this Character has 5000 power or more" (its power now, 2-6).
_condition(
    "this_card",
    "2-6, 8-3-2",
    "this card passes these selector filters (`power_min`, `power_max`, `cost_min`, ...), its values as they are now",
    _leader_value,
    lambda g, p, src, v: passes(g, p, src, v, src),
    lambda v: "this card" + _leader_set_words(v),
    example=(("power_min", 5000),),
)


# --- round 3: what happened during this turn (ops.HAPPENED): "If you have activated an Event with a base
# cost of 3 or more during this turn" (OP15-002), "If your opponent's Character has been K.O.'d during this
# turn" (OP16-100).
def _this_turn_value(c: Checker, value: Any, parent: Any, key: Any) -> tuple[str, str, tuple[tuple[str, Any], ...]]:
    """`{what: event_activated | koed, owner: you | opponent, ...selector filters}` (the card activated or K.O.'d)"""
    if not isinstance(value, dict) or "what" not in value:
        raise c.fail(parent, key, f"'{key}' must be a mapping with 'what' (event_activated or koed)")
    what = choice("event_activated", "koed")(c, value["what"], value, "what")
    owner = choice("you", "opponent")(c, value["owner"], value, "owner") if "owner" in value else "you"
    filters = c.registry.filter_set(c, {k: v for k, v in value.items() if k not in ("what", "owner")}, parent, key)
    return what, owner, filters


def _this_turn(g: Game, p: int, src: int, value: tuple[str, str, tuple[tuple[str, Any], ...]]) -> bool:
    what, owner, filters = value
    return any((g.s.owner[u] == p) == (owner == "you") and passes(g, p, src, filters, u)
               for u in ops.happened_this_turn(g, what))


def _this_turn_words(value: tuple[str, str, tuple[tuple[str, Any], ...]]) -> str:
    """ "you have activated an Event with a base cost of 3 or more during this turn", "your opponent's
    Character has been K.O.'d during this turn"."""
    what, owner, filters = value
    w = R.words
    assert w is not None
    if what == "koed":
        return f"{w.selector(Selector(owner, 'character', 1, False, False, filters), one=True)} has been K.O.'d during this turn"
    where = " " + R.zones["trash"].where
    thing = w.selector(Selector("any", "trash", 1, False, False, (("category", "event"), *filters)), one=True)
    thing = thing.removesuffix(where).replace("Event card", "Event")
    return f"{'you have' if owner == 'you' else 'your opponent has'} activated {thing} during this turn"


_condition(
    "this_turn",
    "8-5-4, 10-2-1",
    "during this turn, a card of that player (`owner`) passing the filters was activated (`what: event_activated`:"
    " an Event, from the hand) or K.O.'d (`what: koed`, in battle or by an effect)",
    _this_turn_value,
    _this_turn,
    _this_turn_words,
    example=("koed", "opponent", ()),
)


# --- rules (issue 22): "If it is your second turn or later" (OP15-058)
_ORDINAL = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}


def _your_turns(g: Game, player: int) -> int:
    """How many turns this player has begun (6-1: the players take turns, the first player's are the odd ones; an
    extra turn counts, OP05-119)."""
    return ops.turns_taken(g, player)


_condition(
    "your_turn_at_least",
    "6-1, 5-2-1-8",
    "it is your turn and at least your Nth turn of the game",
    whole(2),
    lambda g, p, src, v: g.s.turn_player == p and _your_turns(g, p) >= v,
    lambda v: f"it is your {_ORDINAL.get(v, f'{v}th')} turn or later",
    example=2,
)


# --- issue 23 (timings): "If that Character has the <Slash> attribute" (OP11-088: the attacker its timing names)
_condition(
    "that_card",
    "8-4-3, 8-1-3-1",
    "the card the effect's event names (\"that Character\": zone `that_card`, e.g. the attacker of "
    "`when_character_attacks`) passes these selector filters, as it is now",
    _filter_set,
    _revealed,
    lambda v: "that Character" + _leader_set_words(v),
    example=(("attribute", "Slash"),),
)


# --- issue 24 (b2rest): "If there is a [Monkey.D.Luffy] Character, this effect is negated." (OP05-100)
def _negating_conditions(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a mapping of conditions (those that negate the effect)"""
    return mapping(c, value, parent, key, {n: d.value for n, d in c.registry.conditions.items()})


_condition(
    "negated_if",
    "8-2-1-1, 8-3-2",
    "the effect is negated (invalid: it does not activate or apply) while these conditions hold; worded as a "
    "sentence after the effect",
    _negating_conditions,
    lambda g, p, src, v: not conditions_met(g, p, src, v),
    lambda v: f"If {R.words.conditions(v) if R.words else ''}, this effect is negated.",
    label="end",
    example=Frozen({"have": (Selector("any", "character", 1, False, False, (("name", "Monkey.D.Luffy"),)), 1, None)}),
)
