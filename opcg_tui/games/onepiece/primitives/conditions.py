"""Conditions (8-3-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.interpreter import (
    candidates,
    passes,
)
from ....engine.records import Ctx
from ....engine.registry import (
    Checker,
    ConditionDecl,
    Selector,
    boolean,
    choice,
    text,
    whole,
)
from .. import ops
from .base import R, players

if TYPE_CHECKING:
    from ....engine.game import Game


def _condition(
    name: str,
    clause: str,
    doc: str,
    value: Any,
    test: Any,
    words: Any,
    label: str = "",
    example: Any = None,
    term: str = "",
    says_timing: str = "",
) -> None:
    R.declare(
        ConditionDecl(
            name=name,
            clause=clause,
            doc=doc,
            value=value,
            test=test,
            words=words,
            label=label,
            example=example,
            term=term,
            says_timing=says_timing,
        )
    )


def _have_value(c: Checker, value: Any, parent: Any, key: Any) -> tuple[Selector, int, int | None]:
    """a selector with `min` (default 1) and/or `max`"""
    if not isinstance(value, dict):
        raise c.fail(parent, key, f"'{key}' must be a mapping: a selector with min and/or max")
    raw = {k: v for k, v in value.items() if k not in ("min", "max")}
    low = whole(0)(c, value["min"], value, "min") if "min" in value else 1
    high = whole(0)(c, value["max"], value, "max") if "max" in value else None
    sel = c.registry.selector(c, {"owner": "you", **raw}, parent, key)
    assert isinstance(sel, Selector)
    return sel, low, high


def _have(g: Game, player: int, src: int, value: tuple[Selector, int, int | None]) -> bool:
    sel, low, high = value
    n = len(candidates(g, Ctx(player, src, g.s.epoch[src]), sel))
    return n >= low and (high is None or n <= high)


def _have_words(value: tuple[Selector, int, int | None]) -> str:
    sel, low, high = value
    w = R.words
    assert w is not None
    things = w.selector(sel._replace(how_many=2, up_to=False), bare=True)
    if high is not None and low == 0:
        return f"you have {high} or less {things}"
    return f"you have {low} or more {things}"


_condition(
    "don",
    "10-2-9",
    "Valid while this card has at least that many DON!! cards given to it.",
    whole(1),
    lambda g, p, src, v: ops.given(g, src) >= v,
    lambda v: f"[DON!! x{v}]",
    label="before",
    example=1,
    term="[DON!! xN]",
)
_condition(
    "turn",
    "10-2-11, 10-2-12",
    "[Your Turn] / [Opponent's Turn]",
    choice("yours", "opponents"),
    lambda g, p, src, v: (g.s.turn_player == p) == (v == "yours"),
    lambda v: "[Your Turn]" if v == "yours" else "[Opponent's Turn]",
    label="before",  # "[Your Turn] [On Play]", "[Opponent's Turn] [On K.O.]", "[Your Turn] [Once Per Turn] When"
    example="yours",
)
_condition(
    "self_rested",
    "4-4",
    "this card is rested (true) or active (false)",
    boolean,
    lambda g, p, src, v: (src in g.s.rested) == v,
    lambda v: "this Character is rested" if v else "this Character is active",
    example=True,
)
_condition(
    "your_characters_min",
    "3-7",
    "you have at least N Characters",
    whole(0),
    lambda g, p, src, v: len(players(g)[p].chars) >= v,
    lambda v: f"you have {v} or more Characters",
    example=2,
)
_condition(
    "your_hand_max",
    "3-4",
    "you have at most N cards in hand",
    whole(0),
    lambda g, p, src, v: len(players(g)[p].hand) <= v,
    lambda v: f"you have {v} or less cards in your hand",
    example=3,
)
_condition(
    "leader_type",
    "2-5",
    "your Leader has this type",
    text,
    lambda g, p, src, v: v in g.card(players(g)[p].leader).types,
    lambda v: f"your Leader has the {{{v}}} type",
    example="Navy",
)
_condition(
    "opponent_life_max",
    "3-10",
    "your opponent has at most N Life cards",
    whole(0),
    lambda g, p, src, v: len(players(g)[1 - p].life) <= v,
    lambda v: f"your opponent has {v} or less Life cards",
    example=2,
)
_condition(
    "your_life_max",
    "3-10",
    "you have at most N Life cards",
    whole(0),
    lambda g, p, src, v: len(players(g)[p].life) <= v,
    lambda v: "you have 0 Life cards" if v == 0 else f"you have {v} or less Life cards",
    example=2,
)
_condition(
    "don_min",
    "3-9",
    "you have at least N DON!! cards on your field",
    whole(1),
    lambda g, p, src, v: ops.don_on_field(g, p) >= v,
    lambda v: f"you have {v} or more DON!! cards on your field",
    example=8,
)
_condition(
    "have",
    "8-3-2",
    "you have at least `min` (default 1) and at most `max` cards the selector finds",
    _have_value,
    _have,
    _have_words,
    example=(Selector("you", "character", 2, False, False, (("types", ("Navy",)),)), 2, None),
)


def _battled(g: Game, player: int, src: int, value: str) -> bool:
    b = g.s.battle
    if b is None or src not in (b.attacker, b.target):
        return False
    other = b.target if src == b.attacker else b.attacker
    category = "character" if value == "opponent_character" else "leader"
    return g.s.owner[other] != player and g.card(other).category == category


_condition(
    "battled",
    "7-1-5-2",
    "this card battles your opponent's Character (or Leader)",
    choice("opponent_character", "opponent_leader"),
    _battled,
    lambda v: (
        "this Character battles "
        + ("your opponent's Character" if v == "opponent_character" else "your opponent's Leader")
    ),
    example="opponent_character",
    says_timing="end_of_battle",
)


# --- life (issue 10)
_condition(
    "your_life_min",
    "3-10",
    "you have at least N Life cards",
    whole(1),
    lambda g, p, src, v: len(players(g)[p].life) >= v,
    lambda v: f"you have {v} or more Life cards",
    example=4,
)
_condition(
    "opponent_life_min",
    "3-10",
    "your opponent has at least N Life cards",
    whole(1),
    lambda g, p, src, v: len(players(g)[1 - p].life) >= v,
    lambda v: f"your opponent has {v} or more Life cards",
    example=3,
)
_LIFE_COMPARE = {
    "fewer": (lambda mine, theirs: mine < theirs, "you have less Life cards than your opponent"),
    "more": (lambda mine, theirs: mine > theirs, "you have more Life cards than your opponent"),
    "equal_or_less": (
        lambda mine, theirs: mine <= theirs,
        "the number of your Life cards is equal to or less than the number of your opponent's Life cards",
    ),
    "equal_or_more": (
        lambda mine, theirs: mine >= theirs,
        "the number of your Life cards is equal to or more than the number of your opponent's Life cards",
    ),
}
_condition(
    "life_compare",
    "3-10",
    "your Life cards compared with your opponent's: `fewer`, `more`, `equal_or_less`, `equal_or_more`",
    choice(*_LIFE_COMPARE),
    lambda g, p, src, v: _LIFE_COMPARE[v][0](len(players(g)[p].life), len(players(g)[1 - p].life)),
    lambda v: _LIFE_COMPARE[v][1],
    example="equal_or_less",
)
_condition(
    "total_life_max",
    "3-10",
    "you and your opponent have at most N Life cards in total",
    whole(0),
    lambda g, p, src, v: len(players(g)[p].life) + len(players(g)[1 - p].life) <= v,
    lambda v: f"you and your opponent have a total of {v} or less Life cards",
    example=5,
)


# --- deck (issue 10)
def _filter_set(c: Checker, value: Any, parent: Any, key: Any) -> tuple[tuple[str, Any], ...]:
    """a mapping of selector filters"""
    return c.registry.filter_set(c, value, parent, key)


def _revealed(g: Game, player: int, src: int, value: tuple[tuple[str, Any], ...]) -> bool:
    # 8-4-3: "that card" is the card this effect revealed (`reveal_top`); none left, no match.
    return any(passes(g, player, src, value, u) for u in ops.that_cards(g, src))


def _revealed_words(value: tuple[tuple[str, Any], ...]) -> str:
    """ "that card is a {Navy} type Character card with a cost of 4 or less", or, for a type
    including a text alone, 'that card's type includes "Whitebeard Pirates"'."""
    if len(value) == 1 and value[0][0] == "type_includes":
        return f'that card\'s type includes "{value[0][1]}"'
    w = R.words
    assert w is not None
    thing = w.selector(Selector("any", "deck", 1, False, False, value), one=True)
    # "that card is a [Sabo] with a cost of 5": a name needs no noun after it
    return "that card is " + thing.replace(" " + R.zones["deck"].where, "").replace("] card", "]")


_condition(
    "revealed",
    "8-4-3, 11-2",
    "the card this effect revealed (`reveal_top`: \"that card\") passes these filters",
    _filter_set,
    _revealed,
    _revealed_words,
    example=(("types", ("The Seven Warlords of the Sea",)), ("category", "character"), ("cost_max", 4)),
)


def _has_chosen_cost(g: Game, player: int, src: int, value: bool) -> bool:
    number = ops.chosen_number(g, src)
    found = any(g.card(u).cost == number for u in ops.that_cards(g, src)) if number is not None else False
    return found == value


_condition(
    "revealed_has_chosen_cost",
    "2-7, 11-2",
    "the card this effect revealed has the cost chosen for it (`reveal_top` with `choose_cost`)",
    boolean,
    _has_chosen_cost,
    lambda v: "the revealed card has the chosen cost" if v else "the revealed card does not have the chosen cost",
    example=True,
)
