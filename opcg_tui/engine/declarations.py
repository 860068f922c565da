"""The kinds of primitive a ruleset declares (engine/registry.py holds them): an action, condition, cost,
selector filter, selector zone, count, timing, keyword, duration, cause, prohibition or prompt purpose — each
with its schema, behaviour, wording, meaning to the computer players, rule clause and documentation."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from .game import Game
    from .records import Ctx
    from .registry import Action, Effect, Validator, Wording

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
    # What it puts on its layer as a permanent effect: (game, controller, source, action) -> value. A `prohibit`
    # layer's Ban is read from the action alone (continuous._card_bans keeps it per card).
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
    # (game, card uid) -> the card's share of a bound on the chosen cards together: the filter's value bounds
    # their sum ("up to 2 ... with a total power of 4000 or less"); a pick is offered only while it fits.
    total: Callable[[Game, int], int] | None = None


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
class CauseDecl(Decl):
    """What an event happens by (a "when … is K.O.'d by your opponent's effect", "cannot be K.O.'d in battle"):
    the kinds of cause it counts (continuous.Cause: "effect", "battle", "rule"), whose ("you": the effect's or the
    prohibition's controller, "opponent": the other player, "": either) and, when it names them, the categories
    of the card behind it."""

    KIND: ClassVar[str] = "cause"
    words: str  # " by your opponent's effect"
    kinds: tuple[str, ...]
    side: str = ""
    categories: tuple[str, ...] = ()
    or_ko: bool = False  # "... by your opponent's effect or K.O.'d": any K.O. counts too (its cause's action "ko")

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
          "duration": "Durations", "cause": "Causes (`by`)", "prohibition": "Prohibitions", "purpose": "Prompt purposes"}
KINDS: tuple[type[Decl], ...] = (ActionDecl, ConditionDecl, CostDecl, FilterDecl, ZoneDecl, CountDecl,
                                  TimingDecl, KeywordDecl, DurationDecl, CauseDecl, ProhibitionDecl, PurposeDecl)
