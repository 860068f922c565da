"""Fusion World's areas (FW 3), its player record, its battle and its own events."""

from __future__ import annotations

from typing import Any, Literal, NamedTuple

from ...engine.records import Move
from ...engine.state import REDUCERS, PlayerState, State, Zone

# FW 3: the eight areas of each player (the [Field] Extra stands in the Battle Area: its own slot).
ZONES: dict[str, Zone] = {z.name: z for z in (
    Zone("leader", "all", field=True, single=True),  # FW 3-5
    Zone("battle", "all", field=True, placement=True),  # FW 3-6
    Zone("field", "all", field=True, single=True),  # FW 3-6-1, 15-3: a [Field] Extra (README-7)
    Zone("combo", "all", placement=True),  # FW 3-7
    Zone("energy", "all", placement=True, rests=True),  # FW 3-8, 1-8-1: active or rested
    Zone("hand", "owner"),  # FW 3-3
    Zone("drop", "all", on_top=True),  # FW 3-4; index 0 is the top (3-4-3: new cards go there)
    Zone("life", "none", face_down=True),  # FW 3-9; index 0 is the top
    Zone("deck", "none"),  # FW 3-2; index 0 is the top
    Zone("under", "all", placement=True),  # FW 16-2: cards under a Battle Card (the stacks: FusionState.under)
)}
SIDES = ("front", "back")


class FusionPlayer(PlayerState):
    __slots__ = ("leader", "battle", "field", "combo", "under", "energy", "hand", "drop", "life", "deck", "markers",
                 "side")

    def __init__(self) -> None:
        self.leader = -1
        self.battle: list[int] = []  # placement order
        self.field: int | None = None
        self.combo: list[int] = []
        self.under: list[int] = []  # under this player's Battle Cards (FW 16-2-2-2: in the Battle Area)
        self.energy: list[int] = []  # Energy Area order (FW 3-8-2: the player may reorder it)
        self.hand: list[int] = []
        self.drop: list[int] = []
        self.life: list[int] = []
        self.deck: list[int] = []
        self.markers = 0  # energy markers in the Energy Area (FW 1-11; never [Ki])
        self.side = "front"  # the Leader's face-up side (FW 10-1-3)

    def copy(self) -> FusionPlayer:
        p = FusionPlayer.__new__(FusionPlayer)
        p.leader = self.leader
        p.battle = self.battle[:]
        p.field = self.field
        p.combo = self.combo[:]
        p.under = self.under[:]
        p.energy = self.energy[:]
        p.hand = self.hand[:]
        p.drop = self.drop[:]
        p.life = self.life[:]
        p.deck = self.deck[:]
        p.markers = self.markers
        p.side = self.side
        return p

    def on_field(self) -> list[int]:
        """The Leader, the Battle Cards and the [Field]: the cards whose skills are valid (FW 1-3-7)."""
        cards = [self.leader, *self.battle]
        if self.field is not None:
            cards.append(self.field)
        return cards


class Battle(NamedTuple):
    """The battle in progress (FW 8-1-2): the attack and guard cards as they were when they became so."""

    attacker: int
    guard: int
    attacker_epoch: int
    guard_epoch: int
    blocked: bool  # a [Blocker] was activated this battle (FW 15-4-3)
    defender: int
    combo_added: bool = False  # combo power is part of the cards' power (FW 8-4-4 … 8-5-2)


class MarkersChanged(NamedTuple):
    """A player's energy markers change by `n` (placed: FW 5-11; removed from the game: FW 1-11-2)."""

    kind: Literal["markers"]
    player: int
    n: int


class Flipped(NamedTuple):
    """A player's Leader turns to `side` (FW 15-2, 14-7)."""

    kind: Literal["flip"]
    player: int
    side: str


class KiChanged(NamedTuple):
    """`n` energy markers placed under card `uid` as [Ki] (FW 5-12), or removed (negative: 5-13, 1-12-4)."""

    kind: Literal["ki"]
    uid: int
    n: int


class Stacked(NamedTuple):
    """`cards` are placed under Battle Card `top`, top first, and are all the cards under it (FW 15-12-5,
    15-12-12, 16-2-4): those not under a card yet move there."""

    kind: Literal["stack"]
    top: int
    cards: tuple[int, ...]


class That(NamedTuple):
    """The cards a skill chose, which its later text calls "that card" (each as it was then: 3-1-4)."""

    src: int
    cards: tuple[int, ...]
    epochs: tuple[int, ...]


class FusionState(State[FusionPlayer]):
    __slots__ = ("step", "that", "ended", "ki", "under", "marker_paid", "happened", "next_use")
    ZONES = ZONES

    step: str  # inside the Main Phase: attack, offense, defense, damage, battle-end, main-end; else none
    that: That | None  # set by a `SetValue` event
    # (uid, epoch) of the cards whose "at the end of the turn" skills triggered this turn (FW 7-4-2, 7-4-4)
    ended: tuple[tuple[int, int], ...]
    ki: dict[int, int]  # card -> its [Ki]: energy markers under it, never energy (FW 1-12)
    under: dict[int, tuple[int, ...]]  # a Battle Card -> the cards under it, top first (FW 16-2)
    # card -> its epoch when the last payment for its use (FW 5-5, 12-2) or for one of its skills' costs
    # (1-4-5) removed an energy marker (1-11-2): "If you removed an energy marker to use this card / for this skill"
    marker_paid: dict[int, int]
    # what happened this turn (turn, what, player, card): "marker_removed" (FW 1-11-2), "energy_to_drop" (a card
    # from the player's energy placed in the Drop), "extra_used" (FW 12-2), "ko_in_battle" (the player's Battle Card
    # KO'd by a battle's result, 8-4-6-2-1); older turns' entries are dropped
    happened: tuple[tuple[int, str, int, int], ...]
    # delayed cost changes for the next use of a card this turn (FW 1-5-2-1-1): (turn, player, src, src epoch,
    # the cards it applies to (a selector), the change: N less, an orb colour less, or "free")
    next_use: tuple[tuple[int, int, int, int, Any, Any], ...]

    def __init__(self, cards: tuple[str, ...], owner: tuple[int, ...], seed: int) -> None:
        super().__init__(cards, owner, [FusionPlayer(), FusionPlayer()], seed)
        self.step = "none"
        self.that = None
        self.ended = ()
        self.ki = {}
        self.under = {}
        self.marker_paid = {}
        self.happened = ()
        self.next_use = ()

    def _copy_extra(self, s: State[FusionPlayer]) -> None:
        s.step = self.step  # type: ignore[attr-defined]
        s.that = self.that  # type: ignore[attr-defined]
        s.ended = self.ended  # type: ignore[attr-defined]
        s.ki = dict(self.ki)  # type: ignore[attr-defined]
        s.under = dict(self.under)  # type: ignore[attr-defined]
        s.marker_paid = dict(self.marker_paid)  # type: ignore[attr-defined]
        s.happened = self.happened  # type: ignore[attr-defined]
        s.next_use = self.next_use  # type: ignore[attr-defined]

    def _extra_signature(self) -> tuple[Any, ...]:
        return (self.step, self.that, self.ended, tuple(sorted(self.ki.items())), tuple(sorted(self.under.items())),
                tuple(sorted(self.marker_paid.items())), self.happened, self.next_use)


def _ev_markers(s: FusionState, ev: MarkersChanged) -> None:
    s.players[ev.player].markers += ev.n
    if ev.n < 0:
        _happen(s, "marker_removed", ev.player, -1)  # FW 1-11-2: removed from the game


def _happen(s: FusionState, what: str, player: int, uid: int) -> None:
    s.happened = (*(h for h in s.happened if h[0] == s.turn), (s.turn, what, player, uid))


class MarkerPaid(NamedTuple):
    """A payment for card `uid`'s use or for one of its skills (as the card is `epoch`) removed an energy marker
    (`removed`), or removed none (FW 1-11-2, 5-3-1)."""

    kind: Literal["marker_paid"]
    uid: int
    epoch: int
    removed: bool


def _ev_marker_paid(s: FusionState, ev: MarkerPaid) -> None:
    if ev.removed:
        s.marker_paid[ev.uid] = ev.epoch
    else:
        s.marker_paid.pop(ev.uid, None)


class ExtraUsed(NamedTuple):
    """`player` used the Extra `uid` (FW 12-2): "if you use an Extra … during this turn"."""

    kind: Literal["extra_used"]
    player: int
    uid: int


def _ev_extra_used(s: FusionState, ev: ExtraUsed) -> None:
    _happen(s, "extra_used", ev.player, ev.uid)


class NextUse(NamedTuple):
    """During this turn, the next time `player` uses a card `what` selects, its cost changes by `change` (FW 1-5-2-1-1,
    a delayed effect of card `src` as it was at `epoch`): N less, a specified cost orb of a colour less (1-2-3-2), or
    "free" ("you don't have to pay the cost")."""

    kind: Literal["next_use"]
    player: int
    src: int
    epoch: int
    what: Any
    change: Any


class NextUseDone(NamedTuple):
    """The delayed cost changes at these indexes of `next_use` applied to a use: they end."""

    kind: Literal["next_use_done"]
    indexes: tuple[int, ...]


def _ev_next_use(s: FusionState, ev: NextUse) -> None:
    s.next_use = (*(n for n in s.next_use if n[0] == s.turn), (s.turn, ev.player, ev.src, ev.epoch, ev.what, ev.change))


def _ev_next_use_done(s: FusionState, ev: NextUseDone) -> None:
    s.next_use = tuple(n for i, n in enumerate(s.next_use) if i not in ev.indexes)


def _ev_flip(s: FusionState, ev: Flipped) -> None:
    s.players[ev.player].side = ev.side


def _ev_ki(s: FusionState, ev: KiChanged) -> None:
    n = s.ki.get(ev.uid, 0) + ev.n
    if n:
        s.ki[ev.uid] = n
    else:
        s.ki.pop(ev.uid, None)


def _ev_move(s: FusionState, ev: Move) -> None:
    """The core's move, and what leaving an area does in this game (part of the move: no decision or
    event comes between)."""
    under = s.under.pop(ev.uid, ()) if ev.src == "battle" else ()
    mods = s.mods
    _CORE_MOVE(s, ev)
    if ev.src == "battle" and ev.dst == "combo":
        s.mods = mods  # FW 3-1-4-1: the effects on it carry over to the Combo Area
    if ev.src == "battle":
        s.ki.pop(ev.uid, None)  # FW 1-12-4: the [Ki] under it is removed with it
    elif ev.src == "combo" and ev.dst != "battle" and s.mods:
        s.mods = [m for m in s.mods if m.target != ev.uid]  # FW 3-1-4: what it carried there (3-1-4-1) ends
    for uid in under:
        _CORE_MOVE(s, Move("move", uid, "under", "drop", "top"))  # FW 16-2-5: the cards under it go to the Drop
    b = s.battle
    if ev.src == "battle" and ev.dst == "drop" and b is not None and ev.uid == b.guard and b.combo_added \
            and s.step == "damage":
        _happen(s, "ko_in_battle", s.owner[ev.uid], ev.uid)  # FW 8-4-6-2-1: the guard card KO'd by the battle
    if ev.src == "energy" and ev.dst == "drop":
        _happen(s, "energy_to_drop", s.owner[ev.uid], ev.uid)  # "you placed a card from your energy into … Drop"


def _ev_stack(s: FusionState, ev: Stacked) -> None:
    for uid in ev.cards:
        if s.area(uid) != "under":
            s.under.pop(uid, None)  # its own stack is among ev.cards
            _ev_move(s, Move("move", uid, s.area(uid), "under", "bottom"))
    s.under[ev.top] = ev.cards


_CORE_MOVE = REDUCERS["move"]
FusionState.REDUCERS = {**REDUCERS, "move": _ev_move, "markers": _ev_markers, "flip": _ev_flip, "ki": _ev_ki,
                        "stack": _ev_stack, "marker_paid": _ev_marker_paid, "extra_used": _ev_extra_used,
                        "next_use": _ev_next_use, "next_use_done": _ev_next_use_done}


# ------------------------------------------------------------------ notes: what happened, for the log
class AttackNote(NamedTuple):
    kind: Literal["note"]
    what: Literal["attack"]
    attacker: int
    guard: int


class BlockNote(NamedTuple):
    kind: Literal["note"]
    what: Literal["block"]
    blocker: int


class ComboNote(NamedTuple):
    kind: Literal["note"]
    what: Literal["combo"]
    card: int
    receiver: int


class DamageNote(NamedTuple):
    kind: Literal["note"]
    what: Literal["damage_step"]
    attacker: int
    guard: int
    attacker_power: int
    guard_power: int


class KONote(NamedTuple):
    kind: Literal["note"]
    what: Literal["ko"]
    uid: int
