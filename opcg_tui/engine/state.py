"""The game state as plain data, and the one function that changes it: `apply_event`.

Every change to a game is an event (records.py); a `State` is the fold of `apply_event` over them
(shared/DESIGN.md, "Event sourcing"). Control flow — the frames still to run, the prompt awaited,
the auto effects pending — lives here as data too, which makes `copy()` cheap and lets any
position be saved, replayed or searched.

The core knows no game: a ruleset declares its areas (`Zone`), its player record (a
`PlayerState` with one attribute per area and resource), any state of its own (a `State`
subclass) and the reducers of its own events.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Generic, NamedTuple, TypeVar

from .records import (
    P1,
    P2,
    PLAYER_NAMES,
    AddModifier,
    Answer,
    BattleChanged,
    Command,
    Event,
    Expire,
    FaceDown,
    FaceUp,
    Fresh,
    Look,
    Modifier,
    Move,
    Pending,
    PendingChanged,
    Prompt,
    PromptSet,
    Push,
    Rest,
    RngAdvanced,
    SetActive,
    SetValue,
    Shuffle,
    Used,
    UseKey,
)
from .records import Frame as Frame

__all__ = ["P1", "P2", "PLAYER_NAMES", "Command", "Event", "Frame", "NO_AREA", "PlayerState", "Prompt",
           "REDUCERS", "State", "Zone", "apply_event"]

NO_AREA = "limbo"  # a card in no area, e.g. a [Trigger] being activated (10-1-5-3)


class Zone(NamedTuple):
    """An area of a player's, as the rules define it (3-1)."""

    name: str
    seen_by: str  # "all" (open area, 3-1-4), "owner" (hand), "none" (secret area, 3-1-5)
    field: bool = False  # on the field: a card leaving it is a new card (3-1-6)
    single: bool = False  # holds one card or none (the attribute is a uid or None)
    placement: bool = False  # cards keep the order they were placed in (no top/bottom)
    on_top: bool = False  # a pile whose new cards always go on top (the trash: CR 3-5-2, FW 3-4-3)
    face_down: bool = False  # cards lie face down unless turned face up
    rests: bool = False  # off the field, cards here are still active or rested (Fusion World's Energy)


class PlayerState:
    """One player's areas and resources. A ruleset subclasses it with one slot per area (a list
    of uids, or a uid for a single-card area) and per resource count, and writes `copy`."""

    __slots__ = ()

    def copy(self) -> PlayerState:
        raise NotImplementedError

    def zone(self, name: str) -> list[int]:
        result: list[int] = getattr(self, name)
        return result

    def to_json(self) -> dict[str, Any]:
        names: tuple[str, ...] = self.__slots__
        return {k: getattr(self, k) for k in names}

    def signature(self) -> tuple[Any, ...]:
        return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in self.to_json().items())


PS = TypeVar("PS", bound=PlayerState)


class State(Generic[PS]):
    """Everything that defines a position. Ruleset subclasses add their own slots by overriding
    `_copy_extra` and `_extra_signature`."""

    __slots__ = (
        "cards",  # uid -> card number (never changes during a game)
        "owner",  # uid -> owning player
        "players",
        "where",  # uid -> the code of the area the card is in (`area(uid)` is its name; 0 is NO_AREA)
        "rested",  # uids of rested cards (4-4-1-2)
        "fresh",  # cards played this turn (3-7-4)
        "faceup",  # face-up cards of a face-down area (3-10-2-1)
        "epoch",  # uid -> number of area changes; a moved card is a new card (3-1-6)
        "used",  # [Once Per Turn] effects used this turn (10-2-13)
        "mods",  # continuous effects with a duration (continuous.py)
        "turn",
        "phase",
        "turn_player",
        "first_player",
        "battle",  # None, or the ruleset's record of the battle in progress
        "stack",  # frames still to run, last is next
        "prompt",  # the Prompt awaited, or None
        "pending",  # auto effects whose timing was met, waiting to activate (8-6)
        "batch",  # generation counter for `pending` (8-6-1-1)
        "winner",  # None, 0, 1, or 2 for a draw
        "reason",  # how the game ended
        "rng",  # 64-bit state of the game's random generator
        "looking",  # player -> cards that player is looking at (11-3)
        "counter",  # decisions taken this turn (11-1 loop bound)
    )
    ZONES: ClassVar[Mapping[str, Zone]] = {}
    REDUCERS: ClassVar[Mapping[str, Callable[[Any, Any], None]]] = {}
    # Derived from ZONES: an area's code (a byte, so that `where` copies fast), its name by code,
    # and the codes of the field's areas.
    CODES: ClassVar[Mapping[str, int]] = {NO_AREA: 0}
    NAMES: ClassVar[tuple[str, ...]] = (NO_AREA,)
    FIELD: ClassVar[frozenset[int]] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.NAMES = (NO_AREA, *cls.ZONES)
        cls.CODES = {name: code for code, name in enumerate(cls.NAMES)}
        cls.FIELD = frozenset(cls.CODES[z.name] for z in cls.ZONES.values() if z.field)

    cards: tuple[str, ...]
    owner: tuple[int, ...]
    players: list[PS]
    where: bytearray
    rested: set[int]
    fresh: set[int]
    faceup: set[int]
    epoch: list[int]
    used: set[UseKey]
    mods: list[Modifier]
    turn: int
    phase: str
    turn_player: int
    first_player: int
    battle: Any
    stack: list[Frame]
    prompt: Prompt | None
    pending: list[Pending]
    batch: int
    winner: int | None
    reason: str
    rng: int
    looking: dict[int, tuple[int, ...]]
    counter: int

    def __init__(self, cards: tuple[str, ...], owner: tuple[int, ...], players: list[PS], seed: int) -> None:
        self.cards = cards
        self.owner = owner
        self.players = players
        self.where = bytearray(len(cards))
        self.rested = set()
        self.fresh = set()
        self.faceup = set()
        self.epoch = [0] * len(cards)
        self.used = set()
        self.mods = []
        self.turn = 0
        self.phase = "setup"
        self.turn_player = 0
        self.first_player = 0
        self.battle = None
        self.stack = []
        self.prompt = None
        self.pending = []
        self.batch = 0
        self.winner = None
        self.reason = ""
        self.rng = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & 0xFFFFFFFFFFFFFFFF
        self.looking = {}
        self.counter = 0

    def place(self, player: int, zone: str, uids: list[int]) -> None:
        """Set up an area (positions and new games only; play changes areas by events)."""
        ps = self.players[player]
        if self.ZONES[zone].single:
            setattr(ps, zone, uids[0] if uids else None)
        else:
            setattr(ps, zone, list(uids))
        for uid in uids:
            self.where[uid] = self.CODES[zone]

    def area(self, uid: int) -> str:
        """The name of the area a card is in (NO_AREA: in none)."""
        return self.NAMES[self.where[uid]]

    def copy(self) -> State[PS]:
        cls = self.__class__
        s = cls.__new__(cls)
        s.cards = self.cards
        s.owner = self.owner
        one, two = self.players
        s.players = [one.copy(), two.copy()]  # type: ignore[list-item]
        s.where = self.where[:]
        s.rested = set(self.rested)
        s.fresh = set(self.fresh)
        s.faceup = set(self.faceup)
        s.epoch = self.epoch[:]
        s.used = set(self.used)
        s.mods = self.mods[:]
        s.turn = self.turn
        s.phase = self.phase
        s.turn_player = self.turn_player
        s.first_player = self.first_player
        s.battle = self.battle
        s.stack = self.stack[:]
        s.prompt = self.prompt
        s.pending = self.pending[:]
        s.batch = self.batch
        s.winner = self.winner
        s.reason = self.reason
        s.rng = self.rng
        s.looking = dict(self.looking)
        s.counter = self.counter
        self._copy_extra(s)
        return s

    def _copy_extra(self, s: State[PS]) -> None:
        """Copy the ruleset's own slots into `s`."""

    def left_field(self, uid: int) -> None:
        """A card left the field (3-1-6): the ruleset forgets what it kept of it."""

    def _extra_signature(self) -> tuple[Any, ...]:
        return ()

    def signature(self) -> tuple[Any, ...]:
        """Everything that defines the position, for equality checks (replay, clone, save/load)."""
        return (
            self.cards,
            self.owner,
            tuple(p.signature() for p in self.players),
            bytes(self.where),
            tuple(sorted(self.rested)),
            tuple(sorted(self.fresh)),
            tuple(sorted(self.faceup)),
            tuple(self.epoch),
            tuple(sorted(self.used)),
            tuple(self.mods),
            self.turn,
            self.phase,
            self.turn_player,
            self.first_player,
            self.battle,
            tuple(self.stack),
            self.prompt,
            tuple(self.pending),
            self.batch,
            self.winner,
            self.reason,
            self.rng,
            tuple(sorted(self.looking.items())),
            self.counter,
            self._extra_signature(),
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.signature() == other.signature()

    __hash__ = None  # type: ignore[assignment]


# ---------------------------------------------------------------------------------------------
# The reducers. Rules code decides; these functions only record.
def _ev_move(s: State[Any], ev: Move) -> None:
    uid = ev.uid
    p = s.players[s.owner[uid]]
    zones = s.ZONES
    src = zones.get(ev.src)
    if src is not None:
        if src.single:
            setattr(p, ev.src, None)
        else:
            p.zone(ev.src).remove(uid)
        if src.field:
            # 3-1-6: a card that leaves the field is a new card; nothing carries over.
            s.rested.discard(uid)
            s.fresh.discard(uid)
            if s.mods:
                s.mods = [m for m in s.mods if m.target != uid]
            s.left_field(uid)
        elif src.rests:
            s.rested.discard(uid)  # a card that leaves such an area is neither active nor rested
        if src.face_down and ev.dst != ev.src:
            s.faceup.discard(uid)  # 3-10-3: a card moved within its area keeps its face
    s.epoch[uid] += 1
    s.where[uid] = s.CODES[ev.dst]
    dst = zones.get(ev.dst)
    if dst is not None:
        if dst.single:
            setattr(p, ev.dst, uid)
        elif dst.placement or ev.where == "bottom" and not dst.on_top:
            p.zone(ev.dst).append(uid)
        else:
            p.zone(ev.dst).insert(0, uid)


def _ev_rest(s: State[Any], ev: Rest) -> None:
    s.rested.add(ev.uid)


def _ev_activate(s: State[Any], ev: SetActive) -> None:
    s.rested.discard(ev.uid)


def _ev_shuffle(s: State[Any], ev: Shuffle) -> None:
    s.players[ev.player].deck = list(ev.deck)
    s.rng = ev.rng


def _ev_rng(s: State[Any], ev: RngAdvanced) -> None:
    s.rng = ev.rng


def _ev_mod(s: State[Any], ev: AddModifier) -> None:
    s.mods = [*s.mods, ev.mod]


def _ev_expire(s: State[Any], ev: Expire) -> None:
    s.mods = [m for m in s.mods if m.until != ev.until]


def _ev_set(s: State[Any], ev: SetValue) -> None:
    setattr(s, ev.attr, ev.value)


def _ev_battle(s: State[Any], ev: BattleChanged) -> None:
    s.battle = s.battle._replace(**{ev.key: ev.value})


def _ev_fresh(s: State[Any], ev: Fresh) -> None:
    s.fresh.add(ev.uid)


def _ev_new_turn(s: State[Any], ev: Event) -> None:
    s.fresh = set()
    s.used = set()
    s.counter = 0


def _ev_used(s: State[Any], ev: Used) -> None:
    s.used.add(ev.key)


def _ev_faceup(s: State[Any], ev: FaceUp) -> None:
    s.faceup.add(ev.uid)


def _ev_facedown(s: State[Any], ev: FaceDown) -> None:
    s.faceup.discard(ev.uid)


def _ev_push(s: State[Any], ev: Push) -> None:
    s.stack.extend(ev.frames)


def _ev_pop(s: State[Any], ev: Event) -> None:
    s.stack.pop()


def _ev_prompt(s: State[Any], ev: PromptSet) -> None:
    s.prompt = ev.prompt


def _ev_answer(s: State[Any], ev: Answer) -> None:
    s.prompt = None
    s.counter += 1


def _ev_pending(s: State[Any], ev: PendingChanged) -> None:
    s.pending = list(ev.entries)
    s.batch = ev.batch


def _ev_look(s: State[Any], ev: Look) -> None:
    looking = dict(s.looking)
    if ev.cards:
        looking[ev.player] = ev.cards
    else:
        looking.pop(ev.player, None)
    s.looking = looking


def _ev_info(s: State[Any], ev: Event) -> None:
    """Events that only tell (reveals, notes, a completed choice): no state change."""


REDUCERS: dict[str, Callable[[Any, Any], None]] = {
    "move": _ev_move,
    "rest": _ev_rest,
    "activate": _ev_activate,
    "shuffle": _ev_shuffle,
    "rng": _ev_rng,
    "mod": _ev_mod,
    "expire": _ev_expire,
    "set": _ev_set,
    "battle": _ev_battle,
    "fresh": _ev_fresh,
    "new_turn": _ev_new_turn,
    "used": _ev_used,
    "faceup": _ev_faceup,
    "facedown": _ev_facedown,
    "push": _ev_push,
    "pop": _ev_pop,
    "prompt": _ev_prompt,
    "answer": _ev_answer,
    "pending": _ev_pending,
    "look": _ev_look,
    "reveal": _ev_info,
    "note": _ev_info,
    "chosen": _ev_info,
}


def apply_event(s: State[Any], ev: Event) -> None:
    s.REDUCERS[ev[0]](s, ev)
