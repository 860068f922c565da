"""Conditions (8-3-2) on counts (count, compare) and on sets of conditions (any_of, not; all_of is in
turn_conditions.py, where the registry's order puts it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.interpreter import amount, conditions_met
from ....engine.registry import Checker, Count, Frozen, Selector, declared, mapping, whole
from .base import R
from .conditions import _condition, _have_words, _leader_or, _only

if TYPE_CHECKING:
    from ....engine.game import Game

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
    if count == Count("your_deck") and n == "0":
        return "your deck has 0 cards"  # an empty deck, in the cards' words (OP15-022)
    if count == Count("your_active_don") and n == "0" and also is None:
        return "all of your DON!! cards are rested"  # the cards' words (OP02-027)
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
