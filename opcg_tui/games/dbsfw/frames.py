"""Fusion World's frame table (the steps of the game flow, FW 7, 8) and what every step does at its
checkpoints: rule processing (FW 14), defeat (FW 14-2), the skills that wait for a step timing (FW 4-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.frames import FrameTable
from ...engine.interpreter import pending_first, queue_auto
from ...engine.records import Frame, SetValue
from . import ops
from .primitives import FRAMES as PRIMITIVE_FRAMES

if TYPE_CHECKING:
    from ...engine.game import Game

FRAMES = FrameTable()
frame = FRAMES.register
FRAMES.update(PRIMITIVE_FRAMES)  # the steps the primitives' prompts resume


def set_phase(g: Game, phase: str) -> None:
    g.emit(SetValue("set", "phase", phase))


def set_step(g: Game, name: str) -> None:
    if ops.state(g).step != name:
        g.emit(SetValue("set", "step", name))


# ============================================================== FW 4-2, 14: checkpoints and rule processing
def checkpoint(g: Game, then: Frame) -> bool:
    """FW 4-2-2: rule processing, then the pending [Auto] skills, the turn player's first. True when
    `then` must wait for them (it runs again after them)."""
    rule_processing(g)
    if g.s.winner is not None:
        return True
    return pending_first(g, then)


def rule_processing(g: Game) -> None:
    """The confirmative rule processing of a checkpoint (FW 14-1-2-2)."""
    s = ops.state(g)
    for p in (s.turn_player, 1 - s.turn_player):
        ps = s.players[p]
        # FW 14-6-2: a Battle Card whose power is 0 or less is placed in the Drop (not a K.O.: FW 5-10-2).
        for uid in [u for u in ps.battle if ops.power(g, u) <= 0]:
            ops.move(g, uid, "drop")
        # FW 14-4-2: Battle Cards in a Combo Area outside a battle are placed in the Drop.
        if s.battle is None:
            for uid in list(ps.combo):
                ops.move(g, uid, "drop")


def losers(g: Game) -> list[int]:
    """FW 14-2-2: a player with no Life or no deck cards has lost — at 0 deck cards not while a [Permanent] of theirs
    says "Having 0 cards in your deck does not cause you to lose the game" (FB04-130, 0-2-2)."""
    from .primitives.rule_changes import deck_out_kept

    return [p for p in (0, 1) if not g.s.players[p].life or not g.s.players[p].deck and not deck_out_kept(g, p)]


def judge(g: Game) -> None:
    """FW 14-2 (interruptive): every player meeting a defeat condition loses at once; both: a draw (0-1-3-3)."""
    found = losers(g)
    if found and g.s.winner is None:
        s = g.s
        reason = "no Life" if all(not s.players[p].life for p in found) else (
            "deck out" if all(not s.players[p].deck for p in found) else "no Life and deck out")
        g.lose(found, reason)


def wait_at(g: Game, timing: str, players: tuple[int, ...]) -> None:
    """The skills of this step timing of these players' cards in play enter pending (FW 7-2-5, 7-3-2, 8-2-2 …)."""
    s = ops.state(g)
    queue_auto(g, timing, [u for p in players for u in s.players[p].on_field()])


def both(g: Game) -> tuple[int, int]:
    return (g.s.turn_player, 1 - g.s.turn_player)

