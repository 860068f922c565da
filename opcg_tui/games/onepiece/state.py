"""The ONE PIECE CARD GAME's areas (CR 3), its player record, DON!! and its own events."""

from __future__ import annotations

from typing import Any, Literal, NamedTuple

from ...engine.state import REDUCERS, PlayerState, State, Zone

# 3-1: the areas of each player. DON!! cards are counted, not tracked one by one: DON!! cards
# in one place and state are interchangeable (spec: never a separate decision).
ZONES: dict[str, Zone] = {z.name: z for z in (
    Zone("leader", "all", field=True, single=True),  # 3-6
    Zone("chars", "all", field=True, placement=True),  # 3-7 Character area
    Zone("stage", "all", field=True, single=True),  # 3-8
    Zone("hand", "owner"),  # 3-4
    Zone("trash", "all", on_top=True),  # 3-5; index 0 is the top (3-5-2: new cards go there)
    Zone("life", "none", face_down=True),  # 3-10; index 0 is the top
    Zone("deck", "none"),  # 3-2; index 0 is the top
)}


class OnePiecePlayer(PlayerState):
    __slots__ = ("leader", "deck", "hand", "trash", "life", "chars", "stage", "don_deck", "don_active", "don_rested")

    def __init__(self) -> None:
        self.leader = -1
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.trash: list[int] = []
        self.life: list[int] = []
        self.chars: list[int] = []  # placement order
        self.stage: int | None = None
        self.don_deck = 10  # 3-3 DON!! deck
        self.don_active = 0  # 3-9 cost area
        self.don_rested = 0

    def copy(self) -> OnePiecePlayer:
        p = OnePiecePlayer.__new__(OnePiecePlayer)
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

    def field(self) -> list[int]:
        """Leader, Characters and Stage (3-1-2; the cost area holds only DON!!)."""
        cards = [self.leader, *self.chars]
        if self.stage is not None:
            cards.append(self.stage)
        return cards


class Battle(NamedTuple):
    """The battle in progress (7-1): the cards as they were when it began (3-1-6)."""

    attacker: int
    target: int
    attacker_epoch: int
    target_epoch: int
    blocked: bool
    defender: int


DonWhere = Any  # "deck" | "active" | "rested" | a card uid (DON!! given to it)


class DonMoved(NamedTuple):
    """n DON!! move between the DON!! deck, the cost area (active/rested) and cards (given)."""

    kind: Literal["don"]
    player: int
    src: DonWhere
    dst: DonWhere
    n: int


class That(NamedTuple):
    """The cards an effect refers to as "that card" / "the revealed card" (and a number it chose,
    "the chosen cost"): remembered for the later actions of the same effect."""

    src: int  # the card whose effect remembers them
    cards: tuple[int, ...]
    epochs: tuple[int, ...]  # each card as it was then (3-1-6: a moved card is a new card)
    number: int | None = None


class OnePieceState(State[OnePiecePlayer]):
    __slots__ = ("given", "tally", "that", "hand_trashed", "extra")
    ZONES = ZONES

    given: dict[int, int]  # uid -> DON!! given to it (6-5-5-1)
    tally: dict[str, int]  # action -> cards it acted on since the effect resolving now (or its optional step) began ("If you do", "for every card trashed")
    that: That | None  # what the effect resolving now calls "that card" (set by a `SetValue` event)
    hand_trashed: dict[int, tuple[int, int]]  # player -> (turn, cards) of the latest trash from their hand by an effect
    extra: tuple[tuple[int, int], ...]  # (turn number, player) of each extra turn taken or to come (OP05-119)

    def __init__(self, cards: tuple[str, ...], owner: tuple[int, ...], seed: int) -> None:
        super().__init__(cards, owner, [OnePiecePlayer(), OnePiecePlayer()], seed)
        self.given = {}
        self.tally = {}
        self.that = None
        self.hand_trashed = {}
        self.extra = ()

    def _copy_extra(self, s: State[OnePiecePlayer]) -> None:
        s.given = dict(self.given)  # type: ignore[attr-defined]
        s.tally = dict(self.tally)  # type: ignore[attr-defined]
        s.that = self.that  # type: ignore[attr-defined]
        s.hand_trashed = dict(self.hand_trashed)  # type: ignore[attr-defined]
        s.extra = self.extra  # type: ignore[attr-defined]

    def _extra_signature(self) -> tuple[Any, ...]:
        return (*sorted(self.given.items()), *sorted(self.tally.items()), self.that,
                *sorted(self.hand_trashed.items()), *self.extra)  # no extra turn: the signature as before

    def left_field(self, uid: int) -> None:
        self.given.pop(uid, None)  # 6-5-5-4 (the DON!! were returned first)


def _don_take(s: OnePieceState, p: int, where: DonWhere, n: int) -> None:
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


def _don_put(s: OnePieceState, p: int, where: DonWhere, n: int) -> None:
    ps = s.players[p]
    if where == "deck":
        ps.don_deck += n
    elif where == "active":
        ps.don_active += n
    elif where == "rested":
        ps.don_rested += n
    else:
        s.given[where] = s.given.get(where, 0) + n


def _ev_don(s: OnePieceState, ev: DonMoved) -> None:
    _don_take(s, ev.player, ev.src, ev.n)
    _don_put(s, ev.player, ev.dst, ev.n)


class Tallied(NamedTuple):
    """How many cards an action has acted on (`action` ""/0: forget every tally: a new count begins)."""

    kind: Literal["tally"]
    action: str
    n: int


def _ev_tally(s: OnePieceState, ev: Tallied) -> None:
    if ev.action:
        s.tally[ev.action] = ev.n
    else:
        s.tally.clear()


class HandTrashed(NamedTuple):
    """Cards of a player's hand were trashed by an effect (10-2-14), this turn: how many at once."""

    kind: Literal["hand_trashed"]
    player: int
    turn: int
    n: int


def _ev_hand_trashed(s: OnePieceState, ev: HandTrashed) -> None:
    s.hand_trashed[ev.player] = (ev.turn, ev.n)


OnePieceState.REDUCERS = {**REDUCERS, "don": _ev_don, "tally": _ev_tally, "hand_trashed": _ev_hand_trashed}


# ------------------------------------------------------------------ notes: what happened, for the log
class AttackNote(NamedTuple):
    kind: Literal["note"]
    what: Literal["attack"]
    attacker: int
    target: int
    attacker_power: int
    target_power: int


class BlockNote(NamedTuple):
    kind: Literal["note"]
    what: Literal["block"]
    blocker: int


class CounterNote(NamedTuple):
    kind: Literal["note"]
    what: Literal["counter"]
    card: int
    receiver: int


class DamageNote(NamedTuple):
    kind: Literal["note"]
    what: Literal["damage_step"]
    attacker: int
    target: int
    attacker_power: int
    target_power: int


class KONote(NamedTuple):
    kind: Literal["note"]
    what: Literal["ko"]
    uid: int


class ReplacedNote(NamedTuple):
    """`event` ("ko", "leave_field") did not happen to `uid`: effect `idx` of `src` replaced it."""

    kind: Literal["note"]
    what: Literal["replaced"]
    uid: int
    src: int
    idx: int
    event: str


# --- choice (issue 10)
class OptionNote(NamedTuple):
    """`player` chose option `index` (from 1) of a "Choose one" of `src`'s effect; `text` is its wording."""

    kind: Literal["note"]
    what: Literal["option"]
    player: int
    src: int
    index: int
    text: str
