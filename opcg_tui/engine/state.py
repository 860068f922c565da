"""The game state as plain data, and the one function that changes it: `apply_event`.

Every change to a game is an event (a small tuple); `State` is the fold of `apply_event` over
them (shared/DESIGN.md, "Event sourcing"). Control flow — the frames still to run, the prompt
awaited, the auto effects pending — lives here as data too, which makes `copy()` cheap and
lets any position be saved, replayed or searched.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

P1, P2 = 0, 1
PLAYER_NAMES = ("p1", "p2")

Event = tuple
Frame = tuple


class Command(NamedTuple):
    """One decision of one player. `args` hold card uids, numbers or DON!! references."""

    player: int
    kind: str
    args: tuple = ()


class Prompt(NamedTuple):
    """The decision the engine waits for. `resume` is the frame that receives the answer."""

    player: int
    kind: str  # first-or-second | mulligan | main | block | counter | trigger | choose | yes-no
    options: tuple[Command, ...]
    resume: Frame
    text: str = ""
    cards: tuple[int, ...] = ()  # cards the prompt shows its player (looked-at, revealed)


class PlayerState:
    __slots__ = ("leader", "deck", "hand", "trash", "life", "chars", "stage", "don_deck", "don_active", "don_rested")

    def __init__(self) -> None:
        self.leader = -1
        self.deck: list[int] = []  # index 0 is the top
        self.hand: list[int] = []
        self.trash: list[int] = []  # index 0 is the top (3-5-2)
        self.life: list[int] = []  # index 0 is the top (3-10-2)
        self.chars: list[int] = []  # placement order
        self.stage: int | None = None
        self.don_deck = 10
        self.don_active = 0
        self.don_rested = 0

    def copy(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.leader = self.leader
        p.deck = self.deck[:]
        p.hand = self.hand[:]
        p.trash = self.trash[:]
        p.life = self.life[:]
        p.chars = self.chars[:]
        p.stage = self.stage
        p.don_deck = self.don_deck
        p.don_active = self.don_active
        p.don_rested = self.don_rested
        return p

    def zone(self, name: str) -> list[int]:
        return getattr(self, name)

    def field(self) -> list[int]:
        """Leader, Characters and Stage (3-1-2; the cost area holds only DON!!)."""
        cards = [self.leader, *self.chars]
        if self.stage is not None:
            cards.append(self.stage)
        return cards

    def to_json(self) -> dict:
        return {k: getattr(self, k) for k in self.__slots__}

    @classmethod
    def from_json(cls, data: dict) -> PlayerState:
        p = cls()
        for k in cls.__slots__:
            setattr(p, k, data[k])
        return p


class State:
    __slots__ = (
        "cards",  # uid -> card number (never changes during a game)
        "owner",  # uid -> owning player
        "players",
        "rested",  # uids of rested Leader/Character/Stage cards (4-4-1-2)
        "given",  # uid -> DON!! given to it (6-5-5-1)
        "fresh",  # Characters played this turn (3-7-4)
        "faceup",  # face-up Life cards (3-10-2-1)
        "epoch",  # uid -> number of area changes; a moved card is a new card (3-1-6)
        "used",  # (uid, epoch, effect index) of [Once Per Turn] effects used this turn (10-2-13)
        "mods",  # continuous effects: (kind, target uid, value, until, controller, target epoch)
        "turn",
        "phase",
        "turn_player",
        "first_player",
        "battle",  # None or a dict describing the battle in progress (7-1)
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

    def copy(self) -> State:
        s = State.__new__(State)
        s.cards = self.cards
        s.owner = self.owner
        s.players = [self.players[0].copy(), self.players[1].copy()]
        s.rested = set(self.rested)
        s.given = dict(self.given)
        s.fresh = set(self.fresh)
        s.faceup = set(self.faceup)
        s.epoch = self.epoch[:]
        s.used = set(self.used)
        s.mods = self.mods[:]
        s.turn = self.turn
        s.phase = self.phase
        s.turn_player = self.turn_player
        s.first_player = self.first_player
        s.battle = dict(self.battle) if self.battle is not None else None
        s.stack = self.stack[:]
        s.prompt = self.prompt
        s.pending = self.pending[:]
        s.batch = self.batch
        s.winner = self.winner
        s.reason = self.reason
        s.rng = self.rng
        s.looking = dict(self.looking)
        s.counter = self.counter
        return s

    def signature(self) -> tuple:
        """Everything that defines the position, for equality checks (replay, clone, save/load)."""
        return (
            self.cards,
            self.owner,
            tuple(tuple(p.to_json().items()) for p in self.players),
            tuple(sorted(self.rested)),
            tuple(sorted(self.given.items())),
            tuple(sorted(self.fresh)),
            tuple(sorted(self.faceup)),
            tuple(self.epoch),
            tuple(sorted(self.used)),
            tuple(self.mods),
            self.turn,
            self.phase,
            self.turn_player,
            self.first_player,
            tuple(sorted(self.battle.items())) if self.battle else None,
            tuple(self.stack),
            self.prompt,
            tuple(self.pending),
            self.batch,
            self.winner,
            self.reason,
            self.rng,
            tuple(sorted(self.looking.items())),
            self.counter,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.signature() == other.signature()

    __hash__ = None  # type: ignore[assignment]


def empty_state(cards: tuple[str, ...], owner: tuple[int, ...], seed: int) -> State:
    s = State.__new__(State)
    s.cards = cards
    s.owner = owner
    s.players = [PlayerState(), PlayerState()]
    s.rested = set()
    s.given = {}
    s.fresh = set()
    s.faceup = set()
    s.epoch = [0] * len(cards)
    s.used = set()
    s.mods = []
    s.turn = 0
    s.phase = "setup"
    s.turn_player = 0
    s.first_player = 0
    s.battle = None
    s.stack = []
    s.prompt = None
    s.pending = []
    s.batch = 0
    s.winner = None
    s.reason = ""
    s.rng = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & 0xFFFFFFFFFFFFFFFF
    s.looking = {}
    s.counter = 0
    return s


# ---------------------------------------------------------------------------------------------
# The reducer. Rules code decides; these functions only record.

FIELD_ZONES = ("chars", "stage", "leader")


def _remove(s: State, uid: int, zone: str, owner: int) -> None:
    p = s.players[owner]
    if zone == "stage":
        p.stage = None
    elif zone != "limbo":
        p.zone(zone).remove(uid)


def _ev_move(s: State, ev: Event) -> None:
    # ("move", uid, from, to, where): where is "top" or "bottom" (Character area: placement order)
    _, uid, src, dst, where = ev
    owner = s.owner[uid]
    _remove(s, uid, src, owner)
    if src in FIELD_ZONES:
        # 3-1-6: a card that leaves the Character or Stage area is a new card; nothing carries over.
        s.rested.discard(uid)
        s.fresh.discard(uid)
        s.given.pop(uid, None)
        if s.mods:
            s.mods = [m for m in s.mods if m[1] != uid]
    if src == "life":
        s.faceup.discard(uid)
    s.epoch[uid] += 1
    p = s.players[owner]
    if dst == "stage":
        p.stage = uid
    elif dst != "limbo":
        zone = p.zone(dst)
        if where == "bottom" or dst == "chars":
            zone.append(uid)
        else:
            zone.insert(0, uid)


def _ev_rest(s: State, ev: Event) -> None:
    s.rested.add(ev[1])


def _ev_activate(s: State, ev: Event) -> None:
    s.rested.discard(ev[1])


def _don_take(s: State, p: int, where: Any, n: int) -> None:
    ps = s.players[p]
    if where == "deck":
        ps.don_deck -= n
    elif where == "active":
        ps.don_active -= n
    elif where == "rested":
        ps.don_rested -= n
    else:
        left = s.given[where] - n
        if left:
            s.given[where] = left
        else:
            del s.given[where]


def _don_put(s: State, p: int, where: Any, n: int) -> None:
    ps = s.players[p]
    if where == "deck":
        ps.don_deck += n
    elif where == "active":
        ps.don_active += n
    elif where == "rested":
        ps.don_rested += n
    else:
        s.given[where] = s.given.get(where, 0) + n


def _ev_don(s: State, ev: Event) -> None:
    # ("don", player, from, to, n): from/to are "deck", "active", "rested" or a card uid (given)
    _, p, src, dst, n = ev
    _don_take(s, p, src, n)
    _don_put(s, p, dst, n)


def _ev_shuffle(s: State, ev: Event) -> None:
    # ("shuffle", player, new deck order, rng after): the random outcome is recorded (DESIGN)
    s.players[ev[1]].deck = list(ev[2])
    s.rng = ev[3]


def _ev_rng(s: State, ev: Event) -> None:
    s.rng = ev[1]


def _ev_mod(s: State, ev: Event) -> None:
    s.mods = [*s.mods, ev[1]]


def _ev_expire(s: State, ev: Event) -> None:
    until = ev[1]
    s.mods = [m for m in s.mods if m[3] != until]


def _ev_set(s: State, ev: Event) -> None:
    # ("set", attribute, value): turn, phase, turn_player, first_player, battle, winner, ...
    setattr(s, ev[1], ev[2])


def _ev_battle(s: State, ev: Event) -> None:
    # ("battle", key, value): one field of the battle in progress changes
    s.battle = {**s.battle, ev[1]: ev[2]}  # type: ignore[dict-item]


def _ev_fresh(s: State, ev: Event) -> None:
    s.fresh.add(ev[1])


def _ev_new_turn(s: State, ev: Event) -> None:
    s.fresh = set()
    s.used = set()
    s.counter = 0


def _ev_used(s: State, ev: Event) -> None:
    s.used.add(ev[1])


def _ev_faceup(s: State, ev: Event) -> None:
    s.faceup.add(ev[1])


def _ev_push(s: State, ev: Event) -> None:
    s.stack.append(ev[1])


def _ev_pop(s: State, ev: Event) -> None:
    s.stack.pop()


def _ev_prompt(s: State, ev: Event) -> None:
    s.prompt = ev[1]


def _ev_answer(s: State, ev: Event) -> None:
    # ("answer", command): the awaited decision was taken
    s.prompt = None
    s.counter += 1


def _ev_pending(s: State, ev: Event) -> None:
    s.pending = list(ev[1])
    s.batch = ev[2]


def _ev_look(s: State, ev: Event) -> None:
    # ("look", player, cards): 11-3, the cards a player is looking at; () when done
    looking = dict(s.looking)
    if ev[2]:
        looking[ev[1]] = ev[2]
    else:
        looking.pop(ev[1], None)
    s.looking = looking


def _ev_info(s: State, ev: Event) -> None:
    """Events that only tell (reveals, a draw's card to its owner): no state change."""


REDUCERS: dict[str, Callable[[State, Event], None]] = {
    "move": _ev_move,
    "rest": _ev_rest,
    "activate": _ev_activate,
    "don": _ev_don,
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
    "push": _ev_push,
    "pop": _ev_pop,
    "prompt": _ev_prompt,
    "answer": _ev_answer,
    "pending": _ev_pending,
    "look": _ev_look,
    "reveal": _ev_info,
    "note": _ev_info,
}


def apply_event(s: State, ev: Event) -> None:
    REDUCERS[ev[0]](s, ev)
