"""Playing cards (6-5-3) and activating [Activate: Main] effects (6-5-4), as frames."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import continuous
from ...engine.continuous import Cause
from ...engine.interpreter import (
    event_listeners,
    queue_auto,
    queue_event,
    queue_listeners,
    start_effect,
    usable,
)
from ...engine.records import (
    Command,
    Ctx,
    Expire,
    Frame,
    Fresh,
    Outcome,
    Reveal,
)
from . import ops
from .frames import frame
from .primitives import changes_nothing, reserved
from .primitives.actions.deck import played_rested
from .primitives.actions.effects import PLAY_COST, play_cost_reduction
from .state import DonMoved

if TYPE_CHECKING:
    from ...engine.game import Game


# ============================================================== playing cards (6-5-3, 6-5-4)
def play_cost(g: Game, uid: int) -> int:
    """6-5-3-1: the DON!! cards playing this Character or Stage card from the hand costs: its cost, less what
    permanent effects take off the cost of playing it (OP05-097)."""
    c = ops.cost(g, uid)
    if PLAY_COST in continuous.live(g):
        c = max(c - play_cost_reduction(g, uid), 0)  # 1-3-6-2
    return c


def playable(g: Game, player: int, uid: int) -> bool:
    """Can this card in hand be played now (6-5-3)?"""
    card = g.card(uid)
    active = g.s.players[player].don_active
    if card.category == "event":
        found = card.effect_with("main")  # 10-2-3: [Main] Events in the Main Phase
        if found is None:
            return False
        idx, eff = found
        c = ops.cost(g, uid)
        return c <= active and usable(g, player, uid, idx, eff, reserved(c, 1))
    if card.category not in ("character", "stage"):
        return False  # 6-5-3-1: a Leader card is never played
    if play_cost(g, uid) > active:
        return False  # 2-7-2, 2-7-4
    return not ops.play_prohibited(g, player, uid)


def play_from_hand(g: Game, player: int, uid: int) -> None:
    """6-5-3-1: reveal, rest DON!! equal to the cost, then play (or, for an Event, trash and activate)."""
    card = g.card(uid)
    c = ops.cost(g, uid) if card.category == "event" else play_cost(g, uid)
    used = ops.next_play_reduction(g, uid)[1] if any(m.kind == ops.NEXT_PLAY for m in g.s.mods) else None
    if used is not None:
        g.emit(Expire("expire", used))  # "the next time you play ...": this play used it up (OP12-061)
    g.emit(Reveal("reveal", player, uid))
    if c:
        g.emit(DonMoved("don", player, "active", "rested", c))
    if card.category == "event":
        ops.move(g, uid, "trash")  # 2-7-3, 8-4-2
        ops.event_activated(g, player, uid)
        idx, eff = card.effect_with("main")
        start_effect(g, Ctx(player, uid, g.s.epoch[uid]), idx, eff)
    else:
        g.push(Frame("play_card", (player, uid)))


@frame("play_card")
def play_card(g: Game, player: int, uid: int, rested: bool = False) -> None:
    """Place a Character (3-7) or Stage (3-8) card; then its [On Play] effects activate."""
    ps = g.s.players[player]
    if g.card(uid).category == "stage":
        if ps.stage is not None:
            ops.move(g, ps.stage, "trash")  # 3-8-5-1
        g.push(Frame("place_card", (player, uid, rested) if rested else (player, uid)))
        return
    if len(ps.chars) >= 5:
        # 3-7-6-1: trash one of the 5 Characters first; a rule, not a K.O. (3-7-6-1-1).
        options = [Command(player, "choose", (c,)) for c in ps.chars]
        g.ask(player, "choose", options, Frame("limit_trash", (player, uid, rested) if rested else (player, uid)),
              "You have 5 Characters: choose one to trash to make room.", (uid,), purpose="limit_trash",
              outcomes=tuple(Outcome("limit_trash", c.args[0], -1) for c in options))
        return
    g.push(Frame("place_card", (player, uid, rested) if rested else (player, uid)))


@frame("limit_trash")
def limit_trash(g: Game, player: int, uid: int, *rest: Any) -> None:
    *rested, cmd = rest  # (rested,) when an effect plays it rested
    ops.move(g, cmd.args[0], "trash")
    g.push(Frame("place_card", (player, uid, *rested)))


@frame("place_card")
def place_card(g: Game, player: int, uid: int, rested: bool = False) -> None:
    dst = "stage" if g.card(uid).category == "stage" else "chars"
    from_trash = g.s.area(uid) == "trash"
    from_hand = g.s.area(uid) == "hand"
    ops.move(g, uid, dst)  # 3-7-5, 3-8-4: placed active
    if dst == "chars":
        g.emit(Fresh("fresh", uid))
    if rested or dst == "chars" and played_rested(g, player):
        ops.rest(g, uid)  # 3-7-5: "unless otherwise specified" (played rested; OP09-022: "are played rested")
    ops.performed(g, "play")  # "you may play that card. If you do, ..." (4-10-1)
    queue_auto(g, "on_play", [uid])  # 10-2-6
    found = event_listeners(g, "played", player, (uid,))  # "When you play a Character" (3-7-3, 8-1-3-1)
    # "when your opponent plays a Character using a Character's effect": the effect resolving now plays it
    by = ops.resolving_effect(g) if dst == "chars" and "played_by_effect" in g.listens else None
    if by is not None:
        cause = Cause("effect", by.player, by.src)
        # one play is one event: an effect waiting for both (a combined timing) activates once (8-1-3-1)
        found += [f for f in event_listeners(g, "played_by_effect", player, (), cause) if f[1:3] not in
                  {e[1:3] for e in found}]
    if from_hand and "played_from_hand" in g.listens:  # "When you play a Character ... from your hand" (OP02-026)
        found += [f for f in event_listeners(g, "played_from_hand", player, (uid,)) if f[1:3] not in
                  {e[1:3] for e in found}]
    queue_listeners(g, found, (uid,))
    if from_trash:
        queue_event(g, "played_from_trash", player, (uid,))  # "... is played from your trash"


def activatable(g: Game, player: int, uid: int) -> bool:
    found = g.card(uid).effect_with("activate_main")
    return found is not None and usable(g, player, uid, found[0], found[1])


# Activation costs that leave the field as it is (DON!! of the cost area, cards of the hand): an effect that
# would change nothing before them changes nothing after them either.
FIELD_KEEPING_COSTS = frozenset({"rest_don", "rest_don_cards", "trash_from_hand", "reveal"})


def activation_idle(g: Game, player: int, uid: int) -> bool:
    """Would the card's [Activate: Main] effect change nothing now (ST02-001's "Set this Leader as active" with
    the Leader already active, 1-3-2-1)? It may still be activated and its cost is paid (8-1-3-2, 8-3-1-3):
    the UI says so before. Judged only where the cost keeps the field as it is (else: False)."""
    _, eff = g.card(uid).effect_with("activate_main")
    return set(eff.cost) <= FIELD_KEEPING_COSTS and changes_nothing(g, Ctx(player, uid, g.s.epoch[uid]), eff.actions)


def activate_main(g: Game, player: int, uid: int) -> None:
    idx, eff = g.card(uid).effect_with("activate_main")
    start_effect(g, Ctx(player, uid, g.s.epoch[uid]), idx, eff)
