"""The primitive registry: every piece of the effect format is one declaration.

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
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from ..data.yamlfile import DataError, line_of

if TYPE_CHECKING:
    from .game import Game
    from .records import Ctx


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


# "opponent": by the opponent, their effects or their cards in battle; "opponent_character_effect": the effects
# of the opponent's Character cards; "opponent_leader_or_character_effect": of their Leader and Character cards
CAUSES = choice("effect", "opponent_effect", "battle", "your_effect", "opponent", "opponent_character_effect",
                "opponent_leader_or_character_effect")


# ================================================================================ declarations
@dataclass(frozen=True)
class Meaning:
    """What a primitive means to the computer players: is it good (+1) or bad (-1) for the owner
    of the card it acts on (0: neither) — given the action, as a "−2000 power" is bad where a
    "+2000" is good —, and the purpose of the prompt it raises."""

    for_owner: Callable[[Action], int]
    purpose: str


@dataclass(frozen=True)
class Field:
    """A key an action accepts besides its own."""

    check: Validator
    required: bool = False
    default: Any = None
    doc: str = ""


@dataclass(frozen=True, kw_only=True)
class Decl:
    """What every declaration has: a name, a rule clause and a line of documentation."""

    KIND: ClassVar[str] = ""
    name: str
    clause: str
    doc: str
    term: str = ""  # the term a player reads, when it is explained in the card inspector ("[DON!! xN]")

    def schema(self) -> str:
        """The value it takes, for the docs."""
        value = getattr(self, "value", None)
        return (value.__doc__ or "").strip() if value is not None else ""

    def wording(self) -> str:
        """A sample of its wording, for the docs and the meta-test."""
        return ""


@dataclass(frozen=True, kw_only=True)
class ActionDecl(Decl):
    """An action: what an effect does. A targeted action chooses cards with the selector in
    `targets` ("" for its own value) and then `apply`s to them; any other action `start`s."""

    KIND: ClassVar[str] = "action"
    value: Validator
    words: Callable[[Action, Wording], str]
    meaning: Meaning
    fields: Mapping[str, Field] = field(default_factory=dict)
    targets: str | None = None
    apply: Callable[[Game, Ctx, Action, tuple[Any, ...]], None] | None = None
    start: Callable[[Game, Ctx, Action], None] | None = None
    accepts: Callable[[Game, int], bool] | None = None  # the only cards it can act on (play: Characters, Stages)
    # The player who chooses the cards: the player the text names ("your opponent places 1 card from their
    # hand ...": 3-4-2, 3-4-3, only they see their hand); the effect's player when absent.
    chooser: Callable[[Ctx, Action], int] | None = None
    # Whether a non-targeted action can be carried out in full now: an optional step ("you may …")
    # is offered only then (a targeted one: when its selector finds enough cards).
    can: Callable[[Game, Ctx, Action], bool] | None = None
    # Whether a targeted action would change this card now, beyond `accepts` (1-3-3: a prohibition
    # wins; 1-3-2-1: a card already in the state it would be put in is not changed). The card may
    # still be chosen; an optional step is offered only when enough chosen cards would change.
    acts_on: Callable[[Game, Ctx, int], bool] | None = None
    # Whether a non-targeted action would change nothing now (1-3-2-1: no DON!! card to give): an
    # [Activate: Main] effect of only such actions is offered and told so (`playing.activation_idle`).
    idle: Callable[[Game, Ctx, Action], bool] | None = None
    layer: str | None = None  # a continuous effect: the layer kind it writes (continuous.py)
    # What it puts on its layer as a permanent effect: (game, controller, source, action) -> value.
    contributes: Callable[[Game, int, int, Action], Any] | None = None
    sample: Mapping[str, Any] = field(default_factory=dict)  # raw YAML of an example, for the docs
    # How the words of the action after it join its own ("Reveal 1 card ... deck. If that card ...").
    joins: str = " Then, "

    def schema(self) -> str:
        parts = [super().schema()]
        for key, f in self.fields.items():
            parts.append(f"`{key}`{'' if f.required else '?'}: {(f.check.__doc__ or '').strip()}")
        return "; ".join(p for p in parts if p)


@dataclass(frozen=True, kw_only=True)
class ConditionDecl(Decl):
    """A condition: the effect happens only while it holds (8-3-2)."""

    KIND: ClassVar[str] = "condition"
    value: Validator
    test: Callable[[Game, int, int, Any], bool]  # (game, player, source card, value)
    words: Callable[[Any], str]
    label: str = ""  # a bracketed label written "before" or "after" the timing ([DON!! x1], [Your Turn])
    says_timing: str = ""  # a timing whose label its words make redundant ("If this Character battles ...")
    example: Any = None

    def wording(self) -> str:
        return self.words(self.example)


@dataclass(frozen=True, kw_only=True)
class CostDecl(Decl):
    """An activation cost (8-3-1): paid before the colon; an unpayable cost cannot be paid at all."""

    KIND: ClassVar[str] = "cost"
    value: Validator
    can_pay: Callable[[Game, int, int, Any, Mapping[str, int]], bool]  # (game, player, source, value, reserved)
    pay: Callable[[Game, Ctx, Any], None]
    words: Callable[[Any], str]
    symbol: bool = False  # written as a symbol before the other costs (①, DON!! −1)
    spends: bool = True  # to the AI: it spends something worth keeping (DON!!, cards), not just a rest
    example: Any = None
    instead: Callable[[Any], str] | None = None  # its words in a replacement effect ("you may ... instead")

    def wording(self) -> str:
        return self.words(self.example)


@dataclass(frozen=True, kw_only=True)
class FilterDecl(Decl):
    """A selector filter: which cards qualify. `part` says where its words go in the selector's
    phrase: an adjective before the noun, a noun that replaces it, or a phrase after it."""

    KIND: ClassVar[str] = "filter"
    value: Validator
    test: Callable[[Game, int, int, int, Any], bool]  # (game, player, source, card uid, value)
    words: Callable[[Any, Wording], str]
    part: str = "after"  # before | noun | after
    off_field_only: bool = False  # worded only off the field (on it, the selector's zone names it already)
    example: Any = None
    # (game, card uid, value) -> a group: the selector's count is then per group ("up to 1 each of ...").
    group: Callable[[Game, int, Any], Any] | None = None
    # With `group`: one card per group, the selector's count in all ("... with different card names").
    distinct: bool = False


@dataclass(frozen=True, kw_only=True)
class ZoneDecl(Decl):
    """Where a selector looks, and how the cards there are named."""

    KIND: ClassVar[str] = "zone"
    pool: Callable[[Game, int], list[int]]  # (game, player) -> candidate uids
    category: tuple[str, ...] = ()  # only cards of these categories
    on_field: bool = False
    noun: tuple[str, str] = ("card", "cards")
    where: str = ""  # "from your hand"
    interchangeable: bool = False  # identical card numbers are one choice (hidden or unordered area)
    looked_at: bool = False  # choosing here means looking at the area (11-3)
    single: bool = False  # the area holds one card: "your Leader", with no count
    # A face-down area's cards are offered by place, not by identity: `place(game, uid)` is the
    # reference a prompt shows for the card, `card(game, reference)` the card it means when applied.
    place: Callable[[Game, int], Any] | None = None
    card: Callable[[Game, Any], int] | None = None

    def wording(self) -> str:
        return self.noun[0]


@dataclass(frozen=True, kw_only=True)
class CountDecl(Decl):
    """A number read from the game (bounds and amounts that scale)."""

    KIND: ClassVar[str] = "count"
    count: Callable[[Game, int, int], int]  # (game, player, source) -> number
    words: str  # "the number of your Life cards"
    each: str  # what is counted, after "for each": "of your Life cards", "card in your hand"
    # Who has what is counted, for conditions and "for every": ("you", "{n} cards in your hand").
    has: tuple[str, str] = ("", "")

    def wording(self) -> str:
        return self.words


@dataclass(frozen=True, kw_only=True)
class TimingDecl(Decl):
    """When an effect happens (8-1-3, 10-2)."""

    KIND: ClassVar[str] = "timing"
    label: str  # "[On Play]", "At the start of your turn,"
    category: str  # auto | activate | main | counter | permanent | replacement | start | trigger
    conditions_when_met: bool = False  # conditions are checked when the timing is met only ([On K.O.])
    replaces: str = ""  # replacement: the event it replaces ("ko", "leave_field")
    ko_any_cause: bool = False  # replacement of leaving the field: a K.O. whatever its cause, `by` the rest
    lasting: bool = False  # to the AI: the effect acts again while the card stays on the field
    # An auto effect that waits for a game event (8-1-3-1): the event's name (interpreter.queue_event),
    # whose event it is when no card is involved (the listener's: "you", "opponent", or "" either),
    # and its words for one effect (its `subject`, `by` and `at_least`); `label` is an example.
    event: str = ""
    event_player: str = ""
    takes: tuple[str, ...] = ()  # the effect keys an event timing reads of `subject`, `by`, `at_least`
    phrase: Callable[[Effect, Wording], str] | None = None
    optional: bool = False  # "This effect can be activated ...": the player chooses (8-1-2)

    def wording(self) -> str:
        return self.label


@dataclass(frozen=True, kw_only=True)
class KeywordDecl(Decl):
    """A keyword effect (10-1): its bracketed name and what it does."""

    KIND: ClassVar[str] = "keyword"
    label: str
    reminder: str
    short: tuple[str, str] = ("", "")  # on a card's face in the UI: a short label, and a shorter one
    worth: float = 0.0  # to the AI: what it adds to a Character's value on the field, in cards

    def wording(self) -> str:
        return self.label


@dataclass(frozen=True, kw_only=True)
class DurationDecl(Decl):
    """How long a continuous effect lasts, and the key its expiry is recorded under."""

    KIND: ClassVar[str] = "duration"
    words: str  # " during this turn"
    key: str  # the expiry key's name: the key is this name, or a tuple that begins with it
    until: Callable[[Game, int], Any]  # (game, controller) -> the expiry key the rules end it under

    def wording(self) -> str:
        return self.words.strip()


@dataclass(frozen=True, kw_only=True)
class ProhibitionDecl(Decl):
    """Something an effect can forbid (continuous.py): checked where the rules do that thing."""

    KIND: ClassVar[str] = "prohibition"
    words: str  # "cannot be K.O.'d"
    for_owner: int = 0  # to the AI: +1 it protects the card's owner ("cannot be K.O.'d"), -1 it binds them

    def wording(self) -> str:
        return self.words


@dataclass(frozen=True, kw_only=True)
class PurposeDecl(Decl):
    """What a prompt is for, so the AI and the UI decide from it (never from engine internals)."""

    KIND: ClassVar[str] = "purpose"
    words: str  # "K.O. target"
    meaning: int = 0  # +1: picks are good for their owner, -1: bad, 0: neither (only order or which)

    def wording(self) -> str:
        return self.words


TITLES = {"action": "Actions", "condition": "Conditions", "cost": "Costs", "filter": "Selector filters",
          "zone": "Selector zones", "count": "Counts", "timing": "Timings", "keyword": "Keywords",
          "duration": "Durations", "prohibition": "Prohibitions", "purpose": "Prompt purposes"}
KINDS: tuple[type[Decl], ...] = (ActionDecl, ConditionDecl, CostDecl, FilterDecl, ZoneDecl, CountDecl,
                                  TimingDecl, KeywordDecl, DurationDecl, ProhibitionDecl, PurposeDecl)


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
            by=CAUSES(c, value["by"], value, "by") if "by" in value else "",
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
