"""Conditions (8-3-2): what this card, the field, the revealed card and your Leader are. The conditions declared
after them are count_conditions.py, then turn_conditions.py (primitives/ imports the three in this order)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import ConditionDecl
from ....engine.interpreter import candidates, passes
from ....engine.records import Ctx
from ....engine.registry import Checker, Selector, boolean, choice, text, whole
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
    if high is not None and high < low:
        raise c.fail(value, "max", f"'max' {high} is below 'min' {low} (1 unless given): write 'min: 0'")
    sel = c.registry.selector(c, {"owner": "you", **raw}, parent, key)
    assert isinstance(sel, Selector)
    return sel, low, high


def _have(g: Game, player: int, src: int, value: tuple[Selector, int, int | None]) -> bool:
    sel, low, high = value
    found = candidates(g, Ctx(player, src, g.s.epoch[src]), sel)
    n = len(found)
    for name, v in sel.filters:  # "5 ... Characters with different card names": one per name (2-1)
        decl = R.filters[name]
        if decl.distinct and decl.group is not None:
            n = len({decl.group(g, u, v) for u in found})
    return n >= low and (high is None or n <= high)


def _have_words(value: tuple[Selector, int, int | None]) -> str:
    """ "you have 2 or more {Navy} type Characters", "your opponent has a Character with 8000 base power or
    more", "there is a Character with a cost of 0" (owner `any`: either player's)."""
    sel, low, high = value
    w = R.words
    assert w is not None
    things = w.selector(sel._replace(how_many=2, up_to=False), bare=True)
    one = w.selector(sel._replace(owner="any", how_many=1, up_to=False, all=False), one=True)
    where = R.zones[sel.zone].where
    if where.startswith("from "):  # "4 or more Events in your trash"
        things, one = (t.replace(where, "in" + where[4:]) for t in (things, one))
    plural = high != 1 and not (high is None and low == 1)
    subject = {"you": "you have", "opponent": "your opponent has",
               "any": "there are" if plural else "there is"}[sel.owner]
    if sel.zone == "field" and sel.get("name") and one.endswith(" on your field"):
        one = one.removeprefix("a ").removesuffix(" on your field")  # "you have [Antlerkov]"
    if sel.zone == "stage" and sel.filters == (("name", sel.get("name")),):
        one = f"{one.removeprefix('a ').removesuffix(' Stage')} on your field"  # "you have [Merry Go] on your field"
    if sel.zone == "leader_or_character" and sel.filters == (("don_given", 1),) and (low, high) == (1, None):
        return f"{subject} any DON!! cards given"  # "your opponent has any DON!! cards given" (OP15-005)
    if high is None:
        return f"{subject} {one}" if low == 1 else f"{subject} {low} or more {things}"
    if high == 0:  # "you only have Characters with a type including "GERMA"", "you have no Characters with …"
        return _only(sel) or f"{subject} no {things}"
    if low == 0:
        return f"{subject} {high} or less {things}"
    if low == high:
        return f"{subject} {one}" if low == 1 else f"{subject} {low} {things}"
    return f"{subject} {low} to {high} {things}"


def _only(sel: Selector) -> str:
    """ "the only Characters on your field are {Impel Down} type Characters", "you only have Characters with a
    type including "GERMA"": no Character of yours without that (it holds with no Characters too:
    docs/rulings.md); "" for another selector."""
    if sel.owner == "you" and sel.zone == "character" and len(sel.filters) == 1 and sel.filters[0][0] == "not":
        inner = sel.filters[0][1]
        if len(inner) == 1 and inner[0][0] == "types" and len(inner[0][1]) == 1:
            return f"the only Characters on your field are {{{inner[0][1][0]}}} type Characters"
        if R.words:
            return "you only have " + R.words.selector(sel._replace(filters=inner, how_many=2), bare=True)
    return ""


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
    lambda v: "this card is rested" if v else "this card is active",
    example=True,
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
        "this card battles "
        + ("your opponent's Character" if v == "opponent_character" else "your opponent's Leader")
    ),
    example="opponent_character",
    says_timing="end_of_battle",
)


# --- life (issue 10)


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
    if thing.startswith("a card with "):  # no noun of its own: "the revealed card has a cost of 2 or less" (OP15-065)
        return "the revealed card has " + thing.removeprefix("a card with ").replace(" " + R.zones["deck"].where, "")
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


# --- conditions (issue 10)
# `leader`: a set of selector filters your Leader passes. Each filter is worded as what the Leader is
# or has ("your Leader is [Buggy]", "has the {Navy} type", "'s type includes ..."); `any_of` joins them
# with "or" ("your Leader has the {Red-Haired Pirates} type or is [Uta]").
_LEADER_WORDS: dict[str, Any] = {
    "name": lambda v: " is " + R.filters["name"].words(v, R.words),
    "types": lambda v: " has the " + " or ".join("{" + t + "}" for t in v) + " type",
    "type_includes": lambda v: f"'s type includes \"{v}\"",
    "name_includes": lambda v: f"'s card name includes \"{v}\"",
    "color": lambda v: f" is {v}",
    "multicolored": lambda v: " is multicolored" if v else " is single-colored",
    "attribute": lambda v: f" has the <{v}> attribute",
    "any_of": lambda v: _leader_or([_leader_set_words(f) for f in v]),
}


def _leader_or(parts: list[str]) -> str:
    """ "is [Koala] or [Monkey.D.Luffy]", "has the {FILM} type or the <Strike> attribute", "has the {Cross Guild}
    type or a type including "Baroque Works"": a verb the alternative before said is not said again."""
    out = parts[:1]
    for before, part in zip(parts, parts[1:]):
        if part.startswith("'s type includes ") and before.startswith(" has the "):
            part = " a type including " + part.removeprefix("'s type includes ")
        elif part.startswith(" has the ") and before.startswith(" has the "):
            part = part.removeprefix(" has")
        elif part.startswith(" is ") and before.startswith(" is "):
            part = part.removeprefix(" is")
        out.append(part)
    return " or".join(out)


def _leader_set_words(filters: tuple[tuple[str, Any], ...]) -> str:
    parts = []
    for name, value in filters:
        words = _LEADER_WORDS.get(name)
        if words is not None:
            parts.append(words(value))
        else:  # "has 7000 power or more", "is other than [X]"
            said = R.filters[name].words(value, R.words)
            parts.append(" has " + said[5:] if said.startswith("with ") else " is " + said)
    return " and".join(parts)


def _leader_value(c: Checker, value: Any, parent: Any, key: Any) -> tuple[tuple[str, Any], ...]:
    """a mapping of selector filters"""
    return c.registry.filter_set(c, value, parent, key)


_condition(
    "leader",
    "2-1, 2-3, 2-5",
    "your Leader passes these selector filters (`name`, `types`, `type_includes`, `multicolored`, `any_of`, ...)",
    _leader_value,
    lambda g, p, src, v: passes(g, p, src, v, players(g)[p].leader),
    lambda v: "your Leader" + _leader_set_words(v),
    example=(("any_of", ((("types", ("Red-Haired Pirates",)),), (("name", "Uta"),))),),
)


# --- block 2 (issue 24): OP08-096 "Trash 1 card from the top of your deck. If the trashed card has a cost of 6 or
# more, ...": the card this effect's `mill` (with `that`) just trashed (8-4-3); none trashed, no match
_condition(
    "trashed_card",
    "8-4-3, 3-2",
    "the card this effect's `mill` (with `that: true`) trashed from the deck passes these selector filters",
    _filter_set,
    _revealed,
    lambda v: "the trashed card " + _leader_set_words(v).strip(),
    example=(("cost_min", 6),),
)
