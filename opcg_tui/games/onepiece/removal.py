"""K.O. (10-2-1), removal from the field and replacement effects (8-1-3-4), as frames."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import continuous
from ...engine.continuous import Cause
from ...engine.interpreter import (
    event_listeners,
    queue_listeners,
    resolve_effect,
    timing_met,
)
from ...engine.records import (
    Command,
    Ctx,
    Frame,
    Outcome,
    Pending,
    PendingChanged,
    SetValue,
    Used,
    UseKey,
)
from ...engine.registry import Effect, Selector, flat_actions
from ...engine.replacements import Replacement, replacements
from . import ops
from .frames import frame
from .state import KONote, ReplacedNote

if TYPE_CHECKING:
    from ...engine.game import Game


# ============================================================== K.O., removal and replacement effects
@frame("ko")
def ko(g: Game, uid: int, epoch: int, cause: Cause) -> None:
    """A Character (or a Stage, by an effect) is to be K.O.'d (10-2-1)."""
    if g.s.epoch[uid] != epoch or g.s.area(uid) not in ("chars", "stage"):
        return  # it already left the field
    if ops.ko_prohibited(g, uid, cause):
        ops.spend_once(g, "ko", uid, cause)  # "Once per turn, this Character cannot be K.O.'d" (10-2-13)
        return  # 10-2-1-3: "cannot be K.O.'d"; 4-11-2: a K.O. removes the card from the field
    would(g, "ko", uid, cause, Frame("ko_now", (uid, epoch, cause)))


@frame("ko_now")
def ko_now(g: Game, uid: int, epoch: int, cause: Cause | None = None) -> None:
    """10-2-1-2: K.O.; [On K.O.] is checked on the field and resolves from the trash (10-2-17)."""
    if g.s.epoch[uid] != epoch:
        return
    player = g.s.owner[uid]
    card = g.card(uid)
    entries = timing_met(g, "on_ko", [uid])
    # "When this Character is K.O.'d [by ...]", "When a Character is K.O.'d": checked while the card is
    # on the field (8-1-3-1); the K.O.'d card's own resolves from the trash, as [On K.O.] does (10-2-17-1).
    listeners = [f for f in event_listeners(g, "ko", player, (uid,), cause)
                 if f[1] != uid or card.effects[f[2]].subject == "self"]
    g.emit(KONote("note", "ko", uid))
    # what moves it is a K.O. (action "ko", as an effect's): "removed ... or K.O.'d" sees it, battle included
    ops.move(g, uid, "trash", cause=cause and cause._replace(action="ko"))
    ops.happened(g, "koed", uid)  # "if your opponent's Character has been K.O.'d during this turn"
    if cause is not None:
        ops.performed(g, cause.action)  # the effect's K.O. happened (not prevented, not replaced: 4-10-1)
    if entries:
        batch = g.s.batch
        added = tuple(Pending(player, uid, idx, g.s.epoch[uid], "on_ko", batch) for _, idx in entries)
        g.emit(PendingChanged("pending", (*g.s.pending, *added), batch))
    queue_listeners(g, listeners, (uid,))


@frame("remove")
def remove(g: Game, uid: int, epoch: int, dst: str, where: str, cause: Cause) -> None:
    """An effect moves a card to `dst`; from the field that is leaving it, which can be forbidden
    or replaced (8-1-3-4)."""
    if g.s.epoch[uid] != epoch:
        return
    if ops.on_field(g, uid):
        if ops.removal_prohibited(g, uid, cause):
            return
        would(g, "leave_field", uid, cause, Frame("move_now", (uid, epoch, dst, where, cause)))
        return
    move_now(g, uid, epoch, dst, where, cause)


@frame("move_now")
def move_now(g: Game, uid: int, epoch: int, dst: str, where: str, cause: Cause) -> None:
    if g.s.epoch[uid] == epoch:
        ops.move(g, uid, dst, where, cause)
        ops.performed(g, cause.action)  # not prevented, not replaced (4-10-1)


def would(g: Game, event: str, uid: int, cause: Cause, then: Frame, done: tuple[UseKey, ...] = ()) -> None:
    """`event` is about to happen to `uid`: replacement effects may apply instead (8-1-3-4);
    `then` carries it out when none does. A K.O. is also a removal from the field."""
    events = ("ko", "leave_field") if event == "ko" else (event,)
    found = [r for r in replacements(g, events, uid, cause, done) if _can_carry_out(g, r)]
    if not found:
        g.push(then)
        return
    # 8-1-3-4-2: the card's own replacement first, then the turn player's, then the other player's;
    # a player may decline theirs (8-1-3-4-1), and then the next are offered.
    own = tuple(r for r in found if r.src == uid)
    group = own or tuple(r for r in found if r.player == found[0].player)
    player = group[0].player
    resume = Frame("replacement_answer", (event, uid, cause, then, done, group))
    if len(group) == 1:
        rep = group[0]
        g.ask(player, "yes-no", [Command(player, "yes"), Command(player, "no")], resume,
              f"{g.card(uid).name} would be {EVENT_WORDS[event]}: {_words(g, rep)}"
              " — apply it instead?", purpose="use_replacement",
              outcomes=(Outcome("replace", uid, 1), Outcome("none", uid)))
        return
    options = list(dict.fromkeys([Command(player, "choose", (r.src,)) for r in group] + [Command(player, "choose", ())]))
    g.ask(player, "choose", options, resume,
          f"{g.card(uid).name} would be {EVENT_WORDS[event]}: choose a replacement effect to apply instead, or none.",
          purpose="use_replacement", outcomes=tuple(Outcome("replace", uid, 1) if c.args else Outcome("none", uid)
                                                    for c in options))


def _can_carry_out(g: Game, rep: Replacement) -> bool:
    """8-1-3-4-5: a replacement whose actions cannot be carried out in full is not offered, as one whose cost
    cannot be paid (OP07-029: "you may rest 1 of your opponent's Characters instead", with none active). Its
    actions on the replaced card ("it", zone `that_card`) always can: that card is there."""
    from .primitives.actions.flow import doable

    ctx = Ctx(rep.player, rep.src, g.s.epoch[rep.src])
    return all(_on_that_card(a) or doable(g, ctx, a) for a in rep.effect.actions)


def _words(g: Game, rep: Replacement) -> str:
    """The replacement's text: its card's effect, or one an effect made (EB02-030: "... during this turn, ...")."""
    if rep.idx < 0:
        from .wording import render_effect

        return render_effect(rep.effect)
    return g.rules.describe_effect(g, rep.src, rep.idx, False)


EVENT_WORDS = {"ko": "K.O.'d", "leave_field": "removed from the field", "rest": "rested"}


# --- issue 23 (PRB02-006): "If this Character would be rested by your opponent's Character's effect, you may
# rest 1 of your other Characters instead." An effect's rest of a Character that a replacement could replace.
@frame("rest_one")
def rest_one(g: Game, uid: int, epoch: int, cause: Cause, keep: tuple[int, str] | None = None) -> None:
    """An effect rests card `uid` (4-4); a replacement may apply instead (8-1-3-4). `keep`: (controller, label) of
    "... and that Character will not become active in your opponent's next Refresh Phase" (6-2-4)."""
    if g.s.epoch[uid] != epoch:
        return
    if keep is not None:
        continuous.add(g, "prohibit", uid, continuous.Ban("become_active"), ("refresh", g.s.owner[uid]), *keep)
    if uid in g.s.rested or continuous.prohibited(g, "be_rested", uid, cause=cause):
        return  # 1-3-2-1: not rested again; 1-3-3: "cannot be rested" wins
    would(g, "rest", uid, cause, Frame("rest_now", (uid, epoch, cause)))


@frame("rest_now")
def rest_now(g: Game, uid: int, epoch: int, cause: Cause) -> None:
    if g.s.epoch[uid] == epoch:
        ops.rest(g, uid, cause)
        ops.performed(g, cause.action)  # not prevented, not replaced (4-10-1)


@frame("replacement_answer")
def replacement_answer(g: Game, event: str, uid: int, cause: Cause, then: Frame, done: tuple[UseKey, ...],
                       group: tuple[Replacement, ...], cmd: Command) -> None:
    if cmd.kind == "no" or not cmd.args and cmd.kind == "choose":
        # Declined: the replacements still to come are offered (8-1-3-4-1, 8-1-3-4-2).
        declined = tuple(UseKey(r.src, g.s.epoch[r.src], r.idx) for r in group)
        would(g, event, uid, cause, then, done + declined)
        return
    rep = group[0] if cmd.kind == "yes" else next(r for r in group if r.src == cmd.args[0])
    if rep.effect.once_per_turn:
        g.emit(Used("used", UseKey(rep.src, g.s.epoch[rep.src], rep.idx)))
    g.emit(ReplacedNote("note", "replaced", uid, rep.src, rep.idx, event))
    if _names_it(rep.effect):
        # OP11-101: "..., you may add it to the top of your Life cards face-down instead": the replaced card is
        # "it" (zone `that_card`) for the replacement's actions; what the interrupted effect called "that card"
        # is kept for it after them.
        g.push(Frame("recall_that", (ops.state(g).that,)))
        ops.remember(g, rep.src, (uid,))
    # 8-1-3-4-5: a replacement that cannot be carried out in full is not offered (its cost is checked
    # first); 8-1-3-4-7: what replaces the event is an effect of the replacement's owner.
    resolve_effect(g, Ctx(rep.player, rep.src, g.s.epoch[rep.src]), rep.effect)


def _names_it(eff: Effect) -> bool:
    """Do a replacement's actions act on the replaced card ("add it to ...": zone `that_card`)?"""
    return any(_on_that_card(a) for a in flat_actions(eff.actions))


def _on_that_card(a: Any) -> bool:
    """Does action `a` act on "that card" (its selector, `add_to_life: {zone: that_card}`, or its `target`: OP05-001's
    "give that Character −1000 power")?"""
    from .primitives.actions.flow import _step_target

    sel = _step_target(a)
    return isinstance(sel, Selector) and sel.zone == "that_card"


@frame("recall_that")
def recall_that(g: Game, that: Any) -> None:
    g.emit(SetValue("set", "that", that))
