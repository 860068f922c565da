"""Conditions (8-3-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import ConditionDecl
from ....engine.interpreter import (
    amount,
    candidates,
    conditions_met,
    passes,
)
from ....engine.records import Ctx
from ....engine.registry import Checker, Count, Frozen, Selector, boolean, choice, declared, mapping, text, whole
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
        "this Character battles "
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


# `count`: a count is at least `min`, at most `max`, or exactly `or_exactly`.
def _count_value(c: Checker, value: Any, parent: Any, key: Any) -> tuple[Count, int | None, int | None, int | None]:
    """`{count: NAME, min: N, max: N, or_exactly: N}` (min and/or max)"""
    loaded = mapping(c, value, parent, key, {"count": declared("count"), "min": whole(0), "max": whole(0),
                                            "or_exactly": whole(0)}, ("count",))
    if "min" not in loaded and "max" not in loaded:
        raise c.fail(value, None, f"'{key}' needs 'min' or 'max'")
    return Count(loaded["count"]), loaded.get("min"), loaded.get("max"), loaded.get("or_exactly")


def _count_test(g: Game, p: int, src: int, v: tuple[Count, int | None, int | None, int | None]) -> bool:
    count, low, high, also = v
    n = amount(g, p, src, count)
    return (n == also) or ((low is None or n >= low) and (high is None or n <= high))


def _has(count: Count) -> tuple[str, str, str]:
    """(subject, verb phrase, noun template) of a count: ("you", "you have", "{n} cards in your hand")."""
    decl = R.counts[count.name]
    subject, noun = decl.has
    if not subject:
        return "", "", ""
    plural = subject == "you" or subject.startswith("you and ")  # "you and your opponent have"
    return subject, f"{subject} have" if plural else f"{subject} has", noun


def _count_words(v: tuple[Count, int | None, int | None, int | None]) -> str:
    """ "you have 6 or more rested cards", "your opponent has 7 or more cards in their hand", "you have 10
    DON!! cards on your field", "you have 0 or 3 or more DON!! cards on your field"."""
    count, low, high, also = v
    if low is not None and low == high:
        n = str(low)
    elif high is None and low == 10 and count.name in ("your_don", "opponent_don"):
        n = "10"  # "If you have 10 DON!! cards on your field" (a DON!! deck holds 10: 5-1-2)
    elif high is None:
        n = f"{low} or more"
    elif high == 0:
        n = "0"
    elif low is None or low == 0:
        n = f"{high} or less"
    else:
        n = f"{low} to {high}"
    if also is not None:
        n = f"{also} or {n}"
    subject, verb, noun = _has(count)
    if count == Count("your_given_don") and n == "1 or more":
        return "you have any DON!! cards given"  # the cards' words (OP13-061)
    if not subject:
        return f"{R.counts[count.name].words} is {n}"
    return f"{verb} {noun.format(n=n)}"


def count_tier(eff: Any) -> tuple[Count, str, int, str] | None:
    """(count, its noun, N, "during your opponent's turn, ") of a permanent effect gated by "you have N or more …"
    alone (and [Your Turn] / [Opponent's Turn]): a tier of "Apply each of the following effects based on …"."""
    conds = {k: v for k, v in eff.conditions.items() if k != "turn"}
    if eff.timing != "permanent" or eff.cost or list(conds) != ["count"]:
        return None
    count, low, high, also = conds["count"]
    subject, noun = R.counts[count.name].has if count.times == 1 and not count.plus else ("", "")
    if subject != "you" or not low or high is not None or also is not None:
        return None
    during = {"yours": "during your turn, ", "opponents": "during your opponent's turn, "}
    return count, noun, low, during.get(eff.conditions.get("turn"), "")


_condition(
    "count",
    "8-3-2",
    "a count is at least `min` and at most `max` (or exactly `or_exactly`)",
    _count_value,
    _count_test,
    _count_words,
    example=(Count("your_rested_cards"), 6, None, None),
)

# `compare`: one count against another.
_RELATIONS = {"more_than": lambda a, b: a > b, "less_than": lambda a, b: a < b,
              "at_most": lambda a, b: a <= b, "at_least": lambda a, b: a >= b}


def _compare_value(c: Checker, value: Any, parent: Any, key: Any) -> tuple[Count, ...]:
    """`{count: NAME, more_than | less_than | at_most | at_least: NAME, by_at_least: N}` (`by_at_least`, with
    `more_than` or `less_than`: "at least N more / less than")"""
    fields = {"count": declared("count"), **{r: declared("count") for r in _RELATIONS}, "by_at_least": whole(1)}
    loaded = mapping(c, value, parent, key, fields, ("count",))
    relations = [r for r in _RELATIONS if r in loaded]
    if len(relations) != 1:
        raise c.fail(value, None, f"'{key}' needs one of {', '.join(_RELATIONS)}")
    compared = (Count(loaded["count"]), relations[0], Count(loaded[relations[0]]))
    if "by_at_least" not in loaded:
        return compared
    if relations[0] not in ("more_than", "less_than"):
        raise c.fail(value, "by_at_least", "'by_at_least' goes with 'more_than' or 'less_than'")
    return (*compared, loaded["by_at_least"])


def _compare_test(g: Game, p: int, src: int, v: tuple[Any, ...]) -> bool:
    """8-3-2; "at least N less than" (OP10-098, OP09-092): the second count exceeds the first by N or more."""
    a, b = amount(g, p, src, v[0]), amount(g, p, src, v[2])
    if len(v) > 3:
        return (b - a if v[1] == "less_than" else a - b) >= v[3]
    return bool(_RELATIONS[v[1]](a, b))


def _compare_words(v: tuple[Any, ...]) -> str:
    """ "your opponent has more DON!! cards on their field than you", "the number of DON!! cards on your
    field is equal to or less than the number on your opponent's field"."""
    a, relation, b = v[:3]
    if len(v) > 3:  # "the number of your Characters is at least 2 less than the number of your opponent's ..."
        return _numbers_words(a, b, f"at least {v[3]} {'less' if relation == 'less_than' else 'more'} than")
    if relation in ("more_than", "less_than"):
        _, verb, noun = _has(a)
        than = "more" if relation == "more_than" else "less"
        return f"{verb} {than} {noun.replace('{n} ', '')} than {R.counts[b.name].has[0]}"
    return _numbers_words(a, b, f"equal to or {'less' if relation == 'at_most' else 'more'} than")


def _numbers_words(a: Count, b: Count, relation: str) -> str:
    """ "the number of DON!! cards on your field is {relation} the number on your opponent's field"."""
    first, second = R.counts[a.name].words, R.counts[b.name].words.split()
    # "... than the number on your opponent's field": the things counted are not said twice
    at = next((i for i, word in enumerate(second) if i > 3 and word in ("on", "in")), 0)
    if at and first.split()[:at] == second[:at]:
        second = ["the", "number", *second[at:]]
    return f"{first} is {relation} {' '.join(second)}"


_condition(
    "compare",
    "8-3-2",
    "one count is more than, less than, at most or at least another (`by_at_least`: by N or more)",
    _compare_value,
    _compare_test,
    _compare_words,
    example=(Count("your_don"), "at_most", Count("opponent_don")),
)


def _joined(parts: list[str], conjunction: str) -> str:
    """ "you have 0 DON!! cards on your field or 8 or more ...": "you have" is said once."""
    return conjunction.join(p[9:] if i and p.startswith("you have ") and parts[i - 1].startswith("you have ")
                            else p for i, p in enumerate(parts))


def _any_words(v: tuple[Frozen, ...]) -> str:
    """ "you have 0 DON!! cards … or 8 or more …"; "your Leader has the {Cross Guild} type or a type including …"."""
    if not R.words:
        return ""
    parts = [R.words.conditions(conds) for conds in v]
    if all(p.startswith("your Leader") for p in parts):
        return "your Leader" + _leader_or([p.removeprefix("your Leader") for p in parts])
    return _joined(parts, " or ")


def _condition_sets(c: Checker, value: Any, parent: Any, key: Any) -> tuple[Frozen, ...]:
    """a list of two or more mappings of conditions"""
    if not isinstance(value, list) or len(value) < 2:
        raise c.fail(parent, key, f"'{key}' must be a list of two or more mappings of conditions")
    table = {n: d.value for n, d in c.registry.conditions.items()}
    return tuple(mapping(c, v, value, i, table) for i, v in enumerate(value))


_condition(
    "any_of",
    "8-3-2",
    "at least one of these sets of conditions holds",
    _condition_sets,
    lambda g, p, src, v: any(conditions_met(g, p, src, conds) for conds in v),
    lambda v: _any_words(v),
    example=(Frozen({"count": (Count("your_don"), None, 0, None)}), Frozen({"count": (Count("your_don"), 8, None, None)})),
)


def _negated(words: str) -> str:
    """ "you do not have 5 Characters with a cost of 5 or more"."""
    for said, denied in (("you have ", "you do not have "), ("your opponent has ", "your opponent does not have "),
                         ("there is ", "there is no "), ("your Leader is ", "your Leader is not ")):
        if words.startswith(said):
            return denied + words[len(said):].removeprefix("a ") if said == "there is " else denied + words[len(said):]
    return f"it is not true that {words}"


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


def _only_words(v: Frozen) -> str:
    """The conditions negated: "you only have …" (see `_only`), "you have no other [Buggy] Characters", "you don't
    have [Scotch]", "you have no Characters with a cost of 8 or more"."""
    have = v.get("have") if len(v) == 1 else None
    if have is not None and have[1:] == (1, None) and R.words:
        sel = have[0]
        if _only(sel):
            return _only(sel)
        names = [f for f in sel.filters if f[0] == "name"]
        if sel.owner == "you" and sel.zone == "character" and names:
            rest = sel._replace(filters=tuple(f for f in sel.filters if f[0] != "other_than_self"), how_many=2)
            things = R.words.selector(rest, bare=True).replace("] cards", "] Characters", 1)
            if len(rest.filters) < len(sel.filters):
                return f"you have no other {things}"
            if len(sel.filters) == 1:
                return f"you don't have {R.filters['name'].words(names[0][1], R.words)}"
        if sel.owner == "you" and not sel.get("name"):
            return _have_words((sel, 0, 0))
    return _negated(R.words.conditions(v)) if R.words else ""


_condition(
    "not",
    "8-3-2",
    "these conditions do not all hold",
    lambda c, v, parent, key: mapping(c, v, parent, key, {n: d.value for n, d in c.registry.conditions.items()}),
    lambda g, p, src, v: not conditions_met(g, p, src, v),
    _only_words,
    example=Frozen({"have": (Selector("you", "character", 1, False, False, (("cost_min", 5),)), 5, 5)}),
)


# --- b4 (issue 10)
_condition(
    "played_this_turn",
    "3-7-4",
    "this card was played on this turn (true), or not (false)",
    boolean,
    lambda g, p, src, v: (src in g.s.fresh) == v,
    lambda v: "this Character was played on this turn" if v else "this Character was not played on this turn",
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
        "this Character battles "
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
    lambda v: "this Character" + _leader_set_words(v),
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
    """How many turns this player has begun (6-1: the players take turns, the first player's are the odd ones)."""
    first = g.s.first_player == player
    return (g.s.turn + 1) // 2 if first else g.s.turn // 2


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
