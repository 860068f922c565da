"""Damage to a Leader (7-1-4-1-1-2, 4-6-2) and the [Trigger]s it reveals (10-1-5), as frames."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.interpreter import (
    ask_if_optional,
    can_pay,
    conditions_met,
    queue_event,
    resolve_effect,
)
from ...engine.records import (
    Command,
    Ctx,
    Frame,
    Look,
    Reveal,
)
from ...engine.registry import Frozen
from . import life as life_area
from . import ops
from .frames import frame

if TYPE_CHECKING:
    from ...engine.game import Game


TRIGGER_CARD = Frozen(life=1)  # what a [Trigger]'s cost is checked without: its own card, out of the Life area


@frame("damage")
def damage(g: Game, defender: int, amount: int, banish: bool) -> None:
    """One point of damage to a Leader (7-1-4-1-1-2, 4-6-2); repeated `amount` times."""
    if amount <= 0:
        return
    life = g.s.players[defender].life
    if not life:
        return  # 1-3-2: a second point of damage with no Life left does nothing
    g.push(Frame("damage", (defender, amount - 1, banish)))
    queue_event(g, "damaged", defender)  # "When you take damage": each point (4-6-2-1, 4-6-2-2)
    if "dealt_damage" in g.listens:
        # "When you deal damage to your opponent's Life" (OP03-043): the other player's battle or effect deals it; not
        # an effect of the defender's own ("you take 1 damage").
        by = ops.resolving_effect(g)
        if by is None or by.player != defender:
            queue_event(g, "dealt_damage", 1 - defender)
    top = life[0]
    if banish:
        ops.move(g, top, "trash")  # 10-1-3-1: trashed, no [Trigger]
        return
    instead = life_area.damage_destination(g, top)
    if instead is not None:
        # 4-6-2-1 replaced by a permanent effect; 4-6-3-1: then its [Trigger] cannot be activated.
        life_area.send(g, top, instead)
        return
    trigger = g.card(top).trigger
    # 8-3-1-3, 8-3-1-4, 8-4-1-3: a [Trigger] whose cost cannot be paid in full cannot be activated (its
    # card out of the Life area while it is, 10-1-5-3): not offered, the card goes to the hand (10-1-5-2).
    if trigger is not None and can_pay(g, defender, top, trigger.cost, TRIGGER_CARD):
        if top not in g.s.faceup:  # 3-10-2-1: a face-up Life card is seen by both already
            g.emit(Look("look", defender, (top,)))
        g.ask(defender, "trigger", [Command(defender, "trigger"), Command(defender, "no-trigger")],
              Frame("trigger_answer", (top,)), "Reveal this Life card and activate its [Trigger]?", (top,),
              purpose="trigger")
        return
    ops.move(g, top, "hand")


@frame("trigger_answer")
def trigger_answer(g: Game, card: int, cmd: Command) -> None:
    player = cmd.player
    g.emit(Look("look", player, ()))
    if cmd.kind == "no-trigger":
        ops.move(g, card, "hand")  # 10-1-5-2
        return
    # 10-1-5-3: the card is in no area while its [Trigger] resolves, then it is trashed.
    g.emit(Reveal("reveal", player, card))
    ops.move(g, card, "limbo")
    g.push(Frame("trigger_done", (card, g.s.epoch[card])))
    queue_event(g, "trigger_activated", player)  # "When a [Trigger] activates" (10-1-5): after it resolves
    trig = g.card(card).trigger
    if not conditions_met(g, player, card, trig.conditions):
        return
    ctx = Ctx(player, card, g.s.epoch[card])
    # A [Trigger] with "You may …:" asks for its optional cost after it is activated (8-3-1-4).
    if not ask_if_optional(g, ctx, trig, Frame("trigger_cost_answer", (ctx,)),
                           f"{g.card(card).name}: [Trigger] — pay the cost?"):
        resolve_effect(g, ctx, trig)


@frame("trigger_cost_answer")
def trigger_cost_answer(g: Game, ctx: Ctx, cmd: Command) -> None:
    if cmd.kind == "yes":
        resolve_effect(g, ctx, g.card(ctx.src).trigger)


@frame("use_effect_answer")
def use_effect_answer(g: Game, ctx: Ctx, idx: int, cmd: Command) -> None:
    """The answer to a [Main] / [Counter] cost asked when a [Trigger] activates it (8-3-1-4)."""
    if cmd.kind == "yes":
        resolve_effect(g, ctx, g.card(ctx.src).effects[idx])


@frame("trigger_done")
def trigger_done(g: Game, card: int, epoch: int) -> None:
    if g.s.epoch[card] == epoch:
        ops.move(g, card, "trash")
