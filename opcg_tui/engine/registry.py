"""The primitive registry: every piece of the effect format is one declaration (their kinds: declarations.py).

A ruleset declares each primitive once — an action, condition, cost, selector filter, selector
zone, count, timing, keyword, duration, prohibition or prompt purpose — with its schema (the
validator of its value and of the keys it accepts), its behaviour, its wording, what it means to
the computer players, its rule clause and a one-line documentation. The card loader, the
interpreter, the text renderer, the AI, the UI and the docs (`doc_tables`) all read the registry;
nothing else switches on primitive names.

Loaded effects are plain immutable records (`Effect`, `Action`, `Selector`), shared by every
game and every clone, read by the interpreter without re-parsing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ..data.yamlfile import DataError, line_of
from .declarations import (
    KINDS,
    TITLES,
    ActionDecl,
    CauseDecl,
    ConditionDecl,
    CostDecl,
    CountDecl,
    Decl,
    DurationDecl,
    FilterDecl,
    KeywordDecl,
    ProhibitionDecl,
    PurposeDecl,
    TimingDecl,
    ZoneDecl,
)

if TYPE_CHECKING:
    pass


class Frozen(dict[str, Any]):
    """An immutable mapping (card data is shared by every game and every clone)."""

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("card data is immutable")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(self.items()))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Frozen, (dict(self),))


EMPTY = Frozen()
SELF = "self"  # the selector "this card"


# ================================================================================ loaded records
class Count(NamedTuple):
    """A number read from the game when it is needed: `times` × the count `name` + `plus`."""

    name: str
    times: int = 1
    plus: int = 0
    per: int = 1  # "for every 4 cards in your trash": the count is divided by this first (rounded down)


Amount = int | Count


class Selector(NamedTuple):
    """Which cards an action looks at: whose, where, how many, and filters (name, value)."""

    owner: str  # you | opponent | any
    zone: str  # a declared selector zone
    how_many: int  # the file's `count`
    up_to: bool
    all: bool
    filters: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.filters:
            if key == name:
                return value
        return default


Target = Selector | str  # a Selector, or SELF


class Action(NamedTuple):
    """One action of an effect: the primitive's name, its own value, and its other keys."""

    name: str
    value: Any
    params: Frozen = EMPTY

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


class Effect(NamedTuple):
    """One effect of a card: when, under which conditions, at which cost, doing what."""

    timing: str
    actions: tuple[Action, ...]
    conditions: Frozen = EMPTY  # condition name -> value, in card order
    cost: Frozen = EMPTY  # cost name -> value, in card order (8-3-1-1)
    cost_optional: bool = False  # "You may [pay]:" (8-3-1-4)
    optional: bool = False  # "you may" without a cost (8-1-2)
    once_per_turn: bool = False  # 10-2-13
    subject: Target = SELF  # the cards a replacement protects, or whose event an auto effect waits for
    by: str = ""  # a replacement only for this cause: "effect", "opponent_effect", "battle" ("" any)
    also: tuple[str, ...] = ()  # further timings of the same effect ("[On Play]/[When Attacking]")
    at_least: int = 1  # an event timing: the event's size at least ("When 2 or more DON!! cards ...")

    @property
    def timings(self) -> tuple[str, ...]:
        """Every timing of the effect: its first and the further ones of a combined timing."""
        return (self.timing, *self.also)


# ================================================================================ validation
class Checker:
    """Validation context: the file being read (for messages) and the registry (for nesting)."""

    def __init__(self, path: str | Path, registry: Registry) -> None:
        self.path = path
        self.registry = registry

    def fail(self, node: Any, key: Any, problem: str) -> DataError:
        return DataError(self.path, line_of(node, key), problem)


Validator = Callable[[Checker, Any, Any, Any], Any]  # (checker, value, parent node, key) -> loaded value


def whole(minimum: int = 0) -> Validator:
    def check(c: Checker, value: Any, parent: Any, key: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise c.fail(parent, key, f"'{key}' must be a whole number, not {value!r}")
        if value < minimum:
            raise c.fail(parent, key, f"'{key}' must be {minimum} or more, not {value}")
        return value

    check.__doc__ = f"a whole number ≥ {minimum}"
    return check


ANY_NUMBER = 1000  # a selector's `count: any`: "any number of" (1-3-5-1: 0 or more, no maximum)


def count_or_any(c: Checker, value: Any, parent: Any, key: Any) -> int:
    """a whole number ≥ 1, or `any` ("any number of", 0 or more)"""
    if value == "any":
        return ANY_NUMBER
    return whole(1)(c, value, parent, key)  # type: ignore[no-any-return]


def signed(c: Checker, value: Any, parent: Any, key: Any) -> int:
    """a whole number (may be negative)"""
    if isinstance(value, bool) or not isinstance(value, int):
        raise c.fail(parent, key, f"'{key}' must be a whole number, not {value!r}")
    return value


def boolean(c: Checker, value: Any, parent: Any, key: Any) -> bool:
    """true or false"""
    if not isinstance(value, bool):
        raise c.fail(parent, key, f"'{key}' must be true or false, not {value!r}")
    return value


def text(c: Checker, value: Any, parent: Any, key: Any) -> str:
    """text"""
    if not isinstance(value, str) or not value.strip():
        raise c.fail(parent, key, f"'{key}' must be text, not {value!r}")
    return value


def text_list(c: Checker, value: Any, parent: Any, key: Any) -> tuple[str, ...]:
    """text, or a list of text"""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise c.fail(parent, key, f"'{key}' must be text or a list of text")
    return tuple(value)


def choice(*options: str) -> Validator:
    def check(c: Checker, value: Any, parent: Any, key: Any) -> str:
        if value not in options:
            raise c.fail(parent, key, f"'{key}' must be one of {', '.join(options)}; got {value!r}")
        return str(value)

    check.__doc__ = " | ".join(f"`{o}`" for o in options)
    return check


def declared(kind: str) -> Validator:
    """The name of a primitive of `kind` declared in the registry (a keyword, a duration, ...)."""

    def check(c: Checker, value: Any, parent: Any, key: Any) -> str:
        table = c.registry.table(kind)
        if not isinstance(value, str) or value not in table:
            raise c.fail(parent, key, f"'{key}' must be one of {', '.join(table)}; got {value!r}")
        return str(value)

    check.__doc__ = f"a {kind} name"
    check.kind = kind  # type: ignore[attr-defined]
    return check


def quantity(minimum: int | None = 0) -> Validator:
    """A number, or `{count: NAME, times: N, plus: N}` read from the game (a declared count)."""

    def check(c: Checker, value: Any, parent: Any, key: Any) -> Amount:
        if isinstance(value, dict):
            loaded = mapping(c, value, parent, key, {"count": declared("count"), "times": signed, "plus": signed,
                                                     "per": whole(1)}, ("count",))
            return Count(loaded["count"], loaded.get("times", 1), loaded.get("plus", 0), loaded.get("per", 1))
        if minimum is None:
            return signed(c, value, parent, key)
        return whole(minimum)(c, value, parent, key)  # type: ignore[no-any-return]

    check.__doc__ = "a number, or `{count: NAME, times: N, plus: N, per: N}`"
    return check


def mapping(c: Checker, value: Any, parent: Any, key: Any, fields: Mapping[str, Validator],
            required: tuple[str, ...] = ()) -> Frozen:
    if not isinstance(value, dict):
        raise c.fail(parent, key, f"'{key}' must be a mapping, not {type(value).__name__}")
    for name in value:
        if name not in fields:
            raise c.fail(value, name, f"unknown key '{name}' in '{key}' (known: {', '.join(fields)})")
    for name in required:
        if name not in value:
            raise c.fail(value, None, f"'{key}' is missing '{name}'")
    return Frozen({name: fields[name](c, v, value, name) for name, v in value.items()})


# ================================================================================ the registry
class Registry:
    """Every primitive of one ruleset, by kind and name."""

    # The keys of an effect mapping besides its actions (the effect format's own fields).
    EFFECT_KEYS = ("timing", "once_per_turn", "conditions", "cost", "optional", "actions", "subject", "by", "at_least")

    def __init__(self, game: str) -> None:
        self.game = game
        self.tables: dict[str, dict[str, Any]] = {k.KIND: {} for k in KINDS}
        self.words: Wording | None = None
        # One table per kind, by name (the same dicts as `tables`, read on the hot paths).
        self.actions: dict[str, ActionDecl] = self.tables["action"]
        self.conditions: dict[str, ConditionDecl] = self.tables["condition"]
        self.costs: dict[str, CostDecl] = self.tables["cost"]
        self.filters: dict[str, FilterDecl] = self.tables["filter"]
        self.zones: dict[str, ZoneDecl] = self.tables["zone"]
        self.counts: dict[str, CountDecl] = self.tables["count"]
        self.timings: dict[str, TimingDecl] = self.tables["timing"]
        self.keywords: dict[str, KeywordDecl] = self.tables["keyword"]
        self.durations: dict[str, DurationDecl] = self.tables["duration"]
        self.causes: dict[str, CauseDecl] = self.tables["cause"]
        self.prohibitions: dict[str, ProhibitionDecl] = self.tables["prohibition"]
        self.purposes: dict[str, PurposeDecl] = self.tables["purpose"]

    # ---------------------------------------------------------------- declaring
    def declare(self, decl: Decl) -> Decl:
        table = self.tables[decl.KIND]
        if decl.name in table:
            raise ValueError(f"{decl.KIND} '{decl.name}' declared twice")
        table[decl.name] = decl
        return decl

    def table(self, kind: str) -> dict[str, Any]:
        return self.tables[kind]

    def __iter__(self) -> Iterator[Decl]:
        for table in self.tables.values():
            yield from table.values()

    # ---------------------------------------------------------------- loading card data
    def selector(self, c: Checker, value: Any, parent: Any, key: Any) -> Target:
        """`self` (the card the effect belongs to) or a mapping: owner, zone, count, up_to, all, filters."""
        if value == SELF:
            return SELF
        if not isinstance(value, dict):
            raise c.fail(parent, key, f"'{key}' must be 'self' or a mapping with a zone")
        fields: dict[str, Validator] = {
            "owner": choice("you", "opponent", "any"), "zone": declared("zone"), "count": count_or_any,
            "up_to": boolean, "all": boolean,
        }
        fields.update({name: f.value for name, f in self.filters.items()})
        loaded = mapping(c, value, parent, key, fields, ("zone",))
        filters = tuple((k, v) for k, v in loaded.items() if k in self.filters)
        how_many = loaded.get("count", 1)
        return Selector(owner=loaded.get("owner", "you"), zone=loaded["zone"], how_many=how_many,
                        up_to=loaded.get("up_to", False) or how_many == ANY_NUMBER, all=loaded.get("all", False),
                        filters=filters)

    def filter_set(self, c: Checker, value: Any, parent: Any, key: Any) -> tuple[tuple[str, Any], ...]:
        """A mapping of filters alone (for `any_of` and `not`)."""
        loaded = mapping(c, value, parent, key, {name: f.value for name, f in self.filters.items()})
        return tuple(loaded.items())

    def action(self, c: Checker, value: Any, parent: Any, index: int) -> Action:
        if not isinstance(value, dict):
            raise c.fail(parent, index, f"an action must be a mapping, not {value!r}")
        names = [k for k in value if k in self.actions]
        if len(names) != 1:
            raise c.fail(value, None, f"an action needs exactly one action key (one of: {', '.join(self.actions)});"
                                      f" got {list(value)}")
        decl = self.actions[names[0]]
        own = decl.value(c, value[decl.name], value, decl.name)
        params: dict[str, Any] = {}
        for k, v in value.items():
            if k == decl.name:
                continue
            f = decl.fields.get(k)
            if f is None:
                known = ", ".join([decl.name, *decl.fields])
                raise c.fail(value, k, f"unknown key '{k}' in the '{decl.name}' action (known: {known})")
            params[k] = f.check(c, v, value, k)
        for k, f in decl.fields.items():
            if k not in params:
                if f.required:
                    raise c.fail(value, None, f"the '{decl.name}' action is missing '{k}'")
                if f.default is not None:
                    params[k] = f.default
        return Action(decl.name, own, Frozen(params))

    def actions_list(self, c: Checker, value: Any, parent: Any, key: Any) -> tuple[Action, ...]:
        """a list of actions"""
        if not isinstance(value, list) or not value:
            raise c.fail(parent, key, f"'{key}' must be a non-empty list of actions")
        return tuple(self.action(c, a, value, i) for i, a in enumerate(value))

    def effect(self, c: Checker, value: Any, parent: Any, key: Any, *, trigger: bool = False) -> Effect:
        if not isinstance(value, dict):
            raise c.fail(parent, key, f"'{key}' must be a mapping, not {type(value).__name__}")
        known = [k for k in self.EFFECT_KEYS if not (trigger and k == "timing")]
        for name in value:
            if name not in known:
                raise c.fail(value, name, f"unknown key '{name}' in '{key}' (known: {', '.join(known)})")
        timing = "trigger" if trigger else value.get("timing")
        if timing is None:
            raise c.fail(value, None, f"'{key}' is missing 'timing'")
        also: tuple[str, ...] = ()
        if isinstance(timing, list):
            # "[On Play]/[When Attacking]": one effect, several auto timings (8-1-3-1).
            names = [declared("timing")(c, t, value, "timing") for t in timing]
            # "[Main]/[Counter]": one Event effect usable either way (10-2-3, 10-2-4).
            both_event_timings = sorted(names) == ["counter", "main"]
            # "When you take damage or your Character ... is K.O.'d": one effect waiting for two events.
            events = [bool(self.timings[t].event) for t in names]
            if not names or not both_event_timings and (any(self.timings[t].category != "auto" for t in names)
                                                        or any(events) != all(events)):
                raise c.fail(value, "timing", "a list of timings takes auto timings such as on_play, when_attacking"
                             " (or [main, counter], or event timings only)")
            timing, also = names[0], tuple(names[1:])
        timing = declared("timing")(c, timing, value, "timing")
        decl = self.timings[timing]
        takes = {n for t in (timing, *also) for n in self.timings[t].takes}
        for name in ("subject", "by", "at_least") if decl.event else ("at_least",):
            if name in value and name not in takes:
                raise c.fail(value, name, f"the timing '{timing}' does not take '{name}'")
        cost_raw = value.get("cost")
        if "actions" not in value and not (decl.category == "replacement" and cost_raw):
            raise c.fail(value, None, f"'{key}' is missing 'actions'")
        conditions = mapping(c, value.get("conditions", {}), value, "conditions",
                             {n: d.value for n, d in self.conditions.items()})
        cost = EMPTY
        cost_optional = False
        if cost_raw is not None:
            fields: dict[str, Validator] = {n: d.value for n, d in self.costs.items()}
            fields["optional"] = boolean  # "You may [pay]:" (8-3-1-4)
            loaded = mapping(c, cost_raw, value, "cost", fields)
            cost_optional = bool(loaded.get("optional"))
            cost = Frozen({k: v for k, v in loaded.items() if k != "optional"})
        actions = self.actions_list(c, value["actions"], value, "actions") if "actions" in value else ()
        return Effect(
            timing=timing, actions=actions, conditions=conditions, cost=cost, cost_optional=cost_optional,
            optional=boolean(c, value["optional"], value, "optional") if "optional" in value else False,
            once_per_turn=boolean(c, value["once_per_turn"], value, "once_per_turn") if "once_per_turn" in value
            else False,
            subject=self.selector(c, value["subject"], value, "subject") if "subject" in value else SELF,
            by=declared("cause")(c, value["by"], value, "by") if "by" in value else "",
            also=also,
            at_least=whole(1)(c, value["at_least"], value, "at_least") if "at_least" in value else 1,
        )

    # ---------------------------------------------------------------- docs
    def doc_tables(self, wording: Callable[[Decl], str]) -> str:
        """The card format's reference tables, one per kind of primitive (docs/card-format.md);
        `wording(decl)` is an example of the words the ruleset renders for it."""
        out: list[str] = []
        for kind in KINDS:
            table = self.tables[kind.KIND]
            if not table:
                continue
            out.append(f"### {TITLES[kind.KIND]}\n")
            out.append("| name | value | CR | what it does | wording |")
            out.append("|---|---|---|---|---|")
            for decl in table.values():
                words = wording(decl).replace("|", "\\|").replace("\n", " ")
                schema = decl.schema().replace("|", "\\|")
                out.append(f"| `{decl.name}` | {schema} | {decl.clause} | {decl.doc} | {words} |")
            out.append("")
        return "\n".join(out)


class Wording:
    """How a ruleset words its selectors, amounts and conditions; primitives' `words` use it."""

    def selector(self, sel: Target, *, bare: bool = False, one: bool = False) -> str:
        raise NotImplementedError

    def amount(self, value: Amount, *, absolute: bool = False, noun: str = "") -> str:
        raise NotImplementedError

    def duration(self, name: str | None) -> str:
        raise NotImplementedError

    def conditions(self, conds: Frozen) -> str:
        raise NotImplementedError


def flat_actions(actions: tuple[Any, ...]) -> list[Any]:
    """The actions of a permanent effect, those under an `if` or joined by an `and` included."""
    return [x for a in actions
            for x in (flat_actions(a.get("then")) if a.name == "if" else flat_actions(a.value) if a.name == "and"
                      else [a])]
