"""Selector filters (8-2): which cards of a zone an effect can choose."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import FilterDecl
from ....engine.interpreter import amount, passes
from ....engine.registry import Checker, Count, Wording, boolean, choice, declared, quantity, text, text_list, whole
from .. import ops
from .base import CATEGORIES, COLORS, R

if TYPE_CHECKING:
    from ....engine.game import Game


# ================================================================================ filters
def _filter(
    name: str,
    clause: str,
    doc: str,
    value: Any,
    test: Any,
    words: Any,
    part: str = "after",
    example: Any = None,
    off_field_only: bool = False,
    **kw: Any,
) -> None:
    R.declare(
        FilterDecl(
            name=name,
            clause=clause,
            doc=doc,
            value=value,
            test=test,
            words=words,
            part=part,
            example=example,
            off_field_only=off_field_only,
            **kw,
        )
    )


def _num(g: Game, player: int, src: int, bound: Any) -> int:
    return amount(g, player, src, bound)


def _has_cost(g: Game, uid: int) -> bool:
    return g.card(uid).cost is not None


def _has_power(g: Game, uid: int) -> bool:
    return g.card(uid).power is not None


def _power_at_most(g: Game, p: int, s: Any, uid: int, v: Any) -> bool:
    """The card has a power, and it is N or less as it is now (`power_max`; each card of `total_power_max`)."""
    return _has_power(g, uid) and ops.power(g, uid) <= _num(g, p, s, v)


def _names(names: tuple[str, ...]) -> str | tuple[str, ...]:
    """text, or a list of text"""
    return names[0] if len(names) == 1 else names


def _names_words(v: str | tuple[str, ...]) -> str:
    """ "[Buggy]", "[Buggy] or [Mohji]", "[Sabo], [Portgas.D.Ace], or [Monkey.D.Luffy]"."""
    names = [f"[{n}]" for n in ((v,) if isinstance(v, str) else v)]
    if len(names) <= 2:
        return " or ".join(names)
    return ", ".join(names[:-1]) + ", or " + names[-1]


def _bound(value: Any, w: Wording, fixed: str, counted: str) -> str:
    """ "with a cost of 3 or less", or "with a cost equal to or less than the number of ..."."""
    return (counted if isinstance(value, Count) else fixed).format(w.amount(value))


_filter(
    "cost_max",
    "2-7",
    "cost at most N (as it is now)",
    quantity(0),
    lambda g, p, s, u, v: _has_cost(g, u) and ops.cost(g, u) <= _num(g, p, s, v),
    lambda v, w: "with a cost of 0" if v == 0 else _bound(v, w, "with a cost of {} or less",
                                                          "with a cost equal to or less than {}"),
    example=3,
)
_filter(
    "cost_min",
    "2-7",
    "cost at least N",
    quantity(0),
    lambda g, p, s, u, v: _has_cost(g, u) and ops.cost(g, u) >= _num(g, p, s, v),
    lambda v, w: _bound(v, w, "with a cost of {} or more", "with a cost equal to or more than {}"),
    example=4,
)
_filter(
    "base_cost_max",
    "4-9",
    "base cost (as printed, or as an effect set it) at most N",
    quantity(0),
    lambda g, p, s, u, v: _has_cost(g, u) and ops.base_cost(g, u) <= _num(g, p, s, v),
    lambda v, w: _bound(v, w, "with a base cost of {} or less", "with a base cost equal to or less than {}"),
    example=5,
)
_filter(
    "base_cost_min",
    "4-9",
    "base cost at least N",
    quantity(0),
    lambda g, p, s, u, v: _has_cost(g, u) and ops.base_cost(g, u) >= _num(g, p, s, v),
    lambda v, w: _bound(v, w, "with a base cost of {} or more", "with a base cost equal to or more than {}"),
    example=5,
)
_filter(
    "power_max",
    "2-6",
    "power at most N (as it is now)",
    quantity(None),
    _power_at_most,
    lambda v, w: _bound(v, w, "with {} power or less", "with power equal to or less than {}"),
    example=4000,
)
_filter(
    "power_min",
    "2-6",
    "power at least N",
    quantity(None),
    lambda g, p, s, u, v: _has_power(g, u) and ops.power(g, u) >= _num(g, p, s, v),
    lambda v, w: _bound(v, w, "with {} power or more", "with power equal to or more than {}"),
    example=5000,
)
_filter(
    "base_power_max",
    "4-9",
    "base power at most N",
    quantity(None),
    lambda g, p, s, u, v: _has_power(g, u) and ops.base_power(g, u) <= _num(g, p, s, v),
    lambda v, w: _bound(v, w, "with {} base power or less", "with base power equal to or less than {}"),
    example=6000,
)
_filter(
    "base_power_min",
    "4-9",
    "base power at least N",
    quantity(None),
    lambda g, p, s, u, v: _has_power(g, u) and ops.base_power(g, u) >= _num(g, p, s, v),
    lambda v, w: _bound(v, w, "with {} base power or more", "with base power equal to or more than {}"),
    example=6000,
)
_filter(
    "keyword",
    "10-1",
    "has this keyword (printed or gained)",
    declared("keyword"),
    lambda g, p, s, u, v: ops.has_keyword(g, u, v),
    lambda v, w: R.keywords[v].label,
    part="before",
    example="blocker",
)
_filter(
    "color",
    "2-3",
    "is this color",
    choice(*COLORS),
    lambda g, p, s, u, v: v in g.card(u).colors,
    lambda v, w: v,
    part="before",
    example="red",
)
_filter(
    "types",
    "2-5",
    "has one of these types",
    text_list,
    lambda g, p, s, u, v: any(t in g.card(u).types for t in v),
    lambda v, w: " or ".join("{" + t + "}" for t in v) + " type",
    part="before",
    example=["Navy"],
)
_filter(
    "type_includes",
    "2-5",
    "has a type whose name includes this text",
    text,
    lambda g, p, s, u, v: any(v in t for t in g.card(u).types),
    lambda v, w: f'with a type including "{v}"',
    example="Whitebeard Pirates",
)
_filter(
    "attribute",
    "2-4",
    "has this attribute",
    text,
    lambda g, p, s, u, v: v in ops.attributes(g, u),
    lambda v, w: f"<{v}> attribute",
    part="before",
    example="Slash",
)
_filter(
    "rested",
    "4-4",
    "rested (true) or active (false)",
    boolean,
    lambda g, p, s, u, v: (u in g.s.rested) == v,
    lambda v, w: "rested" if v else "active",
    part="before",
    example=True,
)
_filter(
    "don_given",
    "6-5-5",
    "has at least N DON!! cards given",
    whole(1),
    lambda g, p, s, u, v: ops.given(g, u) >= v,
    lambda v, w: "with DON!! cards given" if v == 1 else f"with {v} or more DON!! cards given",
    example=1,
)
_filter(  # round 3 (issue 22): OP15-031
    "cost_is_don_given",
    "2-7, 6-5-5",
    "its cost equals the number of DON!! cards given to it (true)",
    boolean,
    lambda g, p, s, u, v: not v or ops.cost(g, u) == ops.given(g, u),
    lambda v, w: "with a cost equal to the number of DON!! cards given to it" if v else "",
    example=True,
)
_filter(
    "category",
    "2-2",
    "a card of this category (off the field)",
    choice(*CATEGORIES),
    lambda g, p, s, u, v: g.card(u).category == v,
    lambda v, w: "Event" if v == "event" else f"{v.capitalize()} card",  # "reveal 2 Events from your hand"
    part="noun",
    example="character",
    off_field_only=True,
)
_filter(
    "name",
    "2-1",
    "has this name (or one of these names)",
    lambda c, v, parent, key: _names(text_list(c, v, parent, key)),
    # 2-1-3: a card the text gives several names has each of them (EB04-038)
    lambda g, p, s, u, v: any(n in v for n in g.card(u).names) if isinstance(v, tuple) else v in g.card(u).names,
    lambda v, w: _names_words(v),
    part="noun",
    example="Pacifista",
)
_filter(
    "other_than_self",
    "8-4-3",
    "not the card the effect belongs to",
    boolean,
    lambda g, p, s, u, v: not v or u != s,
    lambda v, w: "other than this card" if v else "",
    example=True,
)
# "You may trash this Character with a cost of 20 or more:" (OP16-084): the card itself, with the other filters.
_filter(
    "this_card",
    "8-4-3",
    "is the card the effect belongs to (\"this Character with a cost of 20 or more\")",
    boolean,
    lambda g, p, s, u, v: (u == s) == v,
    lambda v, w: "",
    example=True,
)
_filter(
    "name_not",
    "2-1",
    "does not have this name",
    text,
    lambda g, p, s, u, v: v not in g.card(u).names,
    lambda v, w: f"other than [{v}]",
    example="Gecko Moria",
)

_filter(  # issue 22 (power): "If your Leader's card name includes "Ace"" (OP16-015)
    "name_includes",
    "2-1",
    "has a card name that includes this text",
    text,
    lambda g, p, s, u, v: v in g.card(u).name,
    lambda v, w: f'whose card name includes "{v}"',
    example="Ace",
)


def _filter_set(c: Checker, value: Any, parent: Any, key: Any) -> tuple[tuple[str, Any], ...]:
    """a mapping of filters"""
    return c.registry.filter_set(c, value, parent, key)


def _filter_sets(c: Checker, value: Any, parent: Any, key: Any) -> tuple[tuple[tuple[str, Any], ...], ...]:
    """a list of mappings of filters"""
    if not isinstance(value, list) or len(value) < 2:
        raise c.fail(parent, key, f"'{key}' must be a list of two or more mappings of filters")
    return tuple(c.registry.filter_set(c, v, value, i) for i, v in enumerate(value))


def _words_of(filters: tuple[tuple[str, Any], ...], w: Wording) -> str:
    """A set of filters after the noun: "with a cost of 2 or less", "green ones with 7000 power or more"."""
    before = [R.filters[k].words(v, w) for k, v in filters if R.filters[k].part == "before"]
    after = [R.filters[k].words(v, w) for k, v in filters if R.filters[k].part != "before"]
    return " ".join([f"{' '.join(before)} ones"] * bool(before) + after)


def _any_of_words(v: Any, w: Wording) -> str:
    """ "green ones with 7000 power or more or with a cost of 2 or less"; a name or an attribute or type
    (each alone): "that is either [Perona] or has the <Slash> attribute" (b9, the game's usual words)."""
    kinds = [f[0][0] if len(f) == 1 else "" for f in v]
    if len(v) == 2 and kinds[0] == "name" and kinds[1] in ("attribute", "types"):
        return f"that is either {_words_of(v[0], w)} or has the {R.filters[kinds[1]].words(v[1][0][1], w)}"
    return " or ".join(_words_of(f, w) for f in v)


_filter(
    "any_of",
    "—",
    "passes at least one of these sets of filters",
    _filter_sets,
    lambda g, p, s, u, v: any(passes(g, p, s, f, u) for f in v),
    _any_of_words,
    example=((("cost_max", 2),), (("name_not", "Nami"), ("power_min", 5000))),
)
def _not_words(words: str) -> str:
    """ "other than [Nami]"; "that do not have a type including ..." (OP13-064) for a "with ..." filter."""
    return f"that do not have {words.removeprefix('with ')}" if words.startswith("with ") else f"other than {words}"


_filter(
    "not",
    "—",
    "does not pass this set of filters",
    _filter_set,
    lambda g, p, s, u, v: not passes(g, p, s, v, u),
    lambda v, w: (f"without the <{v[0][1]}> attribute" if len(v) == 1 and v[0][0] == "attribute"  # OP11-005
                  else _not_words(_words_of(v, w))),
    example=(("types", ("Navy",)),),
)


# --- choice (issue 10)
def _each_words(names: Any, w: Wording) -> str:
    """ "each of [Sabo], [Portgas.D.Ace], and [Monkey.D.Luffy]", "each of [Nami] and [Usopp]"."""
    cards = [f"[{n}]" for n in names]
    listed = " and ".join(cards) if len(cards) < 3 else ", ".join(cards[:-1]) + ", and " + cards[-1]
    return f"each of {listed}"


_filter(
    "each_of",
    "8-4-4-1",
    "has one of these names, and the selector's count is per name (\"up to 1 each of [A] and [B]\")",
    text_list,
    lambda g, p, s, u, v: any(n in v for n in g.card(u).names),
    _each_words,
    part="noun",
    example=["Sabo", "Portgas.D.Ace", "Monkey.D.Luffy"],
    group=lambda g, u, v: next(n for n in g.card(u).names if n in v),
)

# --- rules (issue 22): "with different card names" (2-1: a card's name; one card per name)
_filter(
    "different_names",
    "2-1, 8-4-4-1",
    "the cards chosen (or counted, in `have`) have different card names: one per name, the selector's count in all",
    boolean,
    lambda g, p, s, u, v: True,
    lambda v, w: "with different card names",
    example=True,
    group=lambda g, u, v: g.card(u).name,
    distinct=True,
)


# --- conditions (issue 10): counts a condition compares, and filters of the card texts to come
_filter(
    "cost",
    "2-7",
    "cost exactly N (as it is now)",
    quantity(0),
    lambda g, p, s, u, v: _has_cost(g, u) and ops.cost(g, u) == _num(g, p, s, v),
    lambda v, w: _bound(v, w, "with a cost of {}", "with a cost equal to {}"),
    example=3,
)
_filter(
    "power",
    "2-6",
    "power exactly N (as it is now)",
    quantity(None),
    lambda g, p, s, u, v: _has_power(g, u) and ops.power(g, u) == _num(g, p, s, v),
    lambda v, w: _bound(v, w, "with {} power", "with power equal to {}"),
    example=6000,
)
_filter(
    "base_power",
    "4-9",
    "base power exactly N",
    quantity(None),
    lambda g, p, s, u, v: _has_power(g, u) and ops.base_power(g, u) == _num(g, p, s, v),
    lambda v, w: _bound(v, w, "with {} base power", "with base power equal to {}"),
    example=6000,
)
_filter(
    "multicolored",
    "2-3-6",
    "has two or more colors (true), or one (false)",
    boolean,
    lambda g, p, s, u, v: (len(g.card(u).colors) >= 2) == v,
    lambda v, w: "multicolored" if v else "single-colored",
    part="before",
    example=True,
)
_filter(
    "has_trigger",
    "10-1-5",
    "has a [Trigger] (true) or none (false)",
    boolean,
    lambda g, p, s, u, v: (g.card(u).trigger is not None) == v,
    lambda v, w: "with a [Trigger]" if v else "without a [Trigger]",
    example=True,
)



def _timing_flag(c: Checker, value: Any, parent: Any, key: Any) -> tuple[str, bool]:
    """a mapping of one timing name to true (has an effect of it) or false (has none)"""
    if not isinstance(value, dict) or len(value) != 1:
        raise c.fail(parent, key, f"'{key}' must map one timing to true or false, e.g. {{when_attacking: false}}")
    ((timing, has),) = value.items()
    return declared("timing")(c, timing, value, timing), boolean(c, has, value, timing)


def _has_timing(g: Game, uid: int, timing: str) -> bool:
    """10-2: the card has an effect of this timing (its printed text; a combined timing counts each)."""
    return any(timing in eff.timings for eff in g.card(uid).effects)


_filter(
    "has_timing",
    "10-2",
    "has an effect of the timing (`{when_attacking: true}`) or none (`{when_attacking: false}`)",
    _timing_flag,
    lambda g, p, s, u, v: _has_timing(g, u, v[0]) == v[1],
    lambda v, w: (f"{'with' if v[1] else 'without'} {'an' if R.timings[v[0]].label[1:2] in 'AEIOU' else 'a'} "
                  f"{R.timings[v[0]].label} effect"),
    example=("when_attacking", False),
)

def _no_base_effect(g: Game, uid: int) -> bool:
    """2-8-5: a card without card text (no effect, keyword or [Trigger] printed; 8-2-2: an effect made
    invalid still counts)."""
    card = g.card(uid)
    return not card.effects and not card.keywords and card.trigger is None


_filter(
    "no_base_effect",
    "2-8-5",
    "has no card text (true), or has some (false)",
    boolean,
    lambda g, p, s, u, v: _no_base_effect(g, u) == v,
    lambda v, w: "with no base effect" if v else "with a base effect",
    example=True,
)


# --- issue 23: "... with the same card name as the trashed card" (EB02-039): the card this effect's cost trashed
# (card_costs.py's `trash` remembers it as "that card" for an effect that reads it; 8-4-3)
def _same_name_as(g: Game, src: int, uid: int) -> bool:
    names = {n for that in ops.that_cards(g, src) for n in g.card(that).names}
    return bool(names & set(g.card(uid).names))


_filter(
    "same_name_as",
    "2-1, 8-4-3",
    "has the card name of the card this effect's cost trashed (`trashed`)",
    choice("trashed"),
    lambda g, p, s, u, v: _same_name_as(g, s, u),
    lambda v, w: "and the same card name as the trashed card",
    example="trashed",
)


# --- block 3 (issue 23): OP09-018 "K.O. up to 2 of your opponent's Characters with a total power of 4000 or
# less": a bound on the chosen cards together (8-4-4-1), each card's share its power now; a card alone over it
# cannot be chosen.
_filter(
    "total_power_max",
    "2-6, 8-4-4-1",
    "the chosen cards' powers (as they are now) add up to at most N; a card is offered only while it fits",
    quantity(None),
    _power_at_most,
    lambda v, w: _bound(v, w, "with a total power of {} or less", "with a total power equal to or less than {}"),
    example=4000,
    total=lambda g, u: ops.power(g, u),
)


# --- block 2 (issue 24): EB01-001 "All of your {Land of Wano} type Character cards without a Counter have a +1000
# Counter": the Counter value printed on the card (2-10; an effect that gives one does not count, so the
# permanent effect that gives it does not read itself)
_filter(
    "has_counter",
    "2-10",
    "has a printed Counter value (true) or none (false)",
    boolean,
    lambda g, p, s, u, v: (g.card(u).counter is not None) == v,
    lambda v, w: "with a Counter" if v else "without a Counter",
    example=False,
)


# --- block 2 (issue 24): OP07-075 "Give up to 1 each of your opponent's Leader and Character cards −2000 power":
# the selector's count is per kind of card (8-4-4-1), the Leader and the Characters each a group
_filter(
    "each_kind",
    "8-4-4-1",
    "the selector's count is per kind of card: up to N Leaders and up to N Characters (zone `leader_or_character`)",
    boolean,
    lambda g, p, s, u, v: True,
    lambda v, w: "each of Leader and Character cards" if v else "",
    part="noun",
    example=True,
    group=lambda g, u, v: g.card(u).category,
)


# --- block 2 (issue 24): EB01-020 "play up to 1 Character card ... that is a different color than the returned
# Character": the card this effect's `return_to_hand` (with `that`) returned (8-4-3); shares none of its colors (2-3)
def _other_colors(g: Game, src: int, uid: int) -> bool:
    returned = ops.that_cards(g, src)
    return bool(returned) and not any(c in g.card(uid).colors for r in returned for c in g.card(r).colors)


_filter(
    "different_color_than",
    "2-3, 8-4-3",
    "shares no color with the card this effect returned to the hand (`returned`: `return_to_hand` with `that`); none"
    " returned, no card passes",
    choice("returned"),
    lambda g, p, s, u, v: _other_colors(g, s, u),
    lambda v, w: "that is a different color than the returned Character",
    example="returned",
)
