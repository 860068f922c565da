"""Fusion World's skills a player uses in the Main Phase and in battles: [Activate] skills (FW 9-4),
Extra Cards (FW 12-2) and the Leader's [Awaken] (FW 15-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.frames import step
from ...engine.interpreter import candidates, start_effect, usable
from ...engine.records import Command, Ctx, EffectNote, Frame, Reveal
from . import energy, ops
from .frames import frame
from .primitives import pay_then, played
from .state import ExtraUsed, NextUseDone

if TYPE_CHECKING:
    from ...engine.game import Game


def distinct(g: Game, uids: list[int]) -> list[int]:
    """One card per card number: cards of one number in a hand are interchangeable."""
    seen: dict[str, int] = {}
    for uid in uids:
        seen.setdefault(g.s.cards[uid], uid)
    return list(seen.values())



# ============================================================== FW 9-4 [Activate] skills
# FW 1-3-4-1: the windows a timing's [Activate] skills are declared in besides its own: [Activate Main/Battle]
# in the Main Phase (1-3-4-1-1) and in the Offense and Defense Steps (1-3-4-1-2, 1-3-4-1-3). One skill: its
# [Once per turn] (the index of the skill used this turn) is spent by a use in either window.
WINDOWS = {"activate_main_battle": ("activate_main", "activate_battle")}


def in_window(eff_timing: str, timing: str) -> bool:
    """Can a skill of `eff_timing` be declared where skills of `timing` are (FW 1-3-4-1)?"""
    return eff_timing == timing or timing in WINDOWS.get(eff_timing, ())


def activate_skills(g: Game, player: int, uid: int, timing: str) -> list[int]:
    """The indexes of the card's [Activate] skills of this timing that can be declared now (FW 9-2-4)."""
    return [idx for idx, eff in enumerate(g.card(uid).effects)
            if in_window(eff.timing, timing) and usable(g, player, uid, idx, eff)]


def activate_options(g: Game, player: int, timing: str) -> list[Command]:
    """`activate REF`, or `activate REF N` for the N-th such skill where more than one could be declared."""
    options = []
    for uid in ops.state(g).players[player].on_field():
        found = activate_skills(g, player, uid, timing)
        if len(found) == 1:
            options.append(Command(player, "activate", (uid,)))
        else:
            options += [Command(player, "activate", (uid, n)) for n in range(len(found))]
    return options


def activate(g: Game, cmd: Command, timing: str) -> None:
    uid = cmd.args[0]
    idx = activate_skills(g, cmd.player, uid, timing)[cmd.args[1] if len(cmd.args) > 1 else 0]
    start_effect(g, Ctx(cmd.player, uid, g.s.epoch[uid]), idx, g.card(uid).effects[idx])  # FW 9-4-2 … 9-4-4


# ============================================================== FW 12-2 using Extra Cards
def extra_skill(g: Game, player: int, uid: int, timing: str) -> int | None:
    """The index of an Extra's skill of this timing that can be used from the hand now: its cost
    payable (FW 5-3-3) with what its skill needs (9-2-4). A [Field]'s other skills are valid in the
    Battle Area only (FW 15-3-3)."""
    card = g.card(uid)
    if card.category != "extra" or "field" in card.keywords or not energy.can_pay(g, player, *use_cost(g, player, uid)[:2]):
        return None
    for idx, eff in enumerate(card.effects):
        # FW 12-2-2-2: the Extra is in the Drop when its skill cost is paid: it is not one of the hand's cards.
        if in_window(eff.timing, timing) and usable(g, player, uid, idx, eff, IN_HAND):
            return idx
    return None


def use_cost(g: Game, player: int, uid: int) -> tuple[int, tuple[str, ...], tuple[int, ...]]:
    """The cost to use a card from the hand now: its total cost and specified cost (FW 1-2) with this turn's
    delayed changes for the next use that apply to it (state.next_use), and the indexes of those changes."""
    return next_use_changes(g, player, uid, *ops.hand_cost(g, uid))


def play_cost(g: Game, player: int, uid: int) -> tuple[int, tuple[str, ...], tuple[int, ...]]:
    """The cost to use a Battle Card from the hand and play it (FW 5-5-2-2: ops.play_cost) with this turn's delayed
    changes for the next use that apply to it ("the next time you use and play <Goku Black> from your hand, reduce
    the cost by 2", FB01-035), and the indexes of those changes."""
    return next_use_changes(g, player, uid, *ops.play_cost(g, uid))


def next_use_changes(g: Game, player: int, uid: int, total: int,
                     printed: tuple[str, ...]) -> tuple[int, tuple[str, ...], tuple[int, ...]]:
    """A cost (its total and specified cost) with this turn's delayed changes for the next use that select the card
    (state.next_use, FW 1-5-2-1-1), and the indexes of those changes."""
    s = ops.state(g)
    orbs, applied = list(printed), []
    for i, (turn, p, src, epoch, what, change) in enumerate(s.next_use):
        if turn != s.turn or p != player or uid not in candidates(g, Ctx(p, src, epoch), what):
            continue
        applied.append(i)
        if change == "free":  # "you don't have to pay the cost"
            total, orbs = 0, []
        elif isinstance(change, int):
            total = max(total - change, 0)  # FW 0-2-9, 1-2-2-1: the specified cost still counts
        elif change in orbs:  # FW 1-2-3-2: a specified cost reduced reduces the total by as much
            orbs.remove(change)
            total = max(total - 1, 0)
    return total, tuple(orbs), tuple(applied)


IN_HAND = {"hand": 1}  # the card being used, still counted in the hand while its use is checked


def field_usable(g: Game, player: int, uid: int, timing: str) -> bool:
    """FW 15-3-1: [Field] is an [Activate Main] keyword skill of an Extra in the hand, its cost payable."""
    card = g.card(uid)
    return timing == "activate_main" and card.category == "extra" and "field" in card.keywords \
        and energy.can_pay(g, player, *use_cost(g, player, uid)[:2])


def use_options(g: Game, player: int, timing: str) -> list[Command]:
    return [Command(player, "use", (uid,)) for uid in distinct(g, g.s.players[player].hand)
            if extra_skill(g, player, uid, timing) is not None or field_usable(g, player, uid, timing)]


def use_extra(g: Game, player: int, uid: int, timing: str) -> None:
    """FW 12-2-2: reveal the Extra, pay its cost, place it in the Drop, then its skill activates;
    a [Field] is played in the Battle Area instead (FW 15-3-2)."""
    total, orbs, applied = use_cost(g, player, uid)
    if field_usable(g, player, uid, timing):
        g.emit(Reveal("reveal", player, uid))
        _used(g, player, uid, applied)
        pay_then(g, player, total, orbs, Frame("play_field", (player, uid)),
                 (uid, g.s.epoch[uid] + 1))  # as it is in the Battle Area
        return
    idx = extra_skill(g, player, uid, timing)
    assert idx is not None
    g.emit(Reveal("reveal", player, uid))
    # "the next time you use a non-[Field] Extra …, after activating the skill, activate that Extra's skill again"
    # (FB06-119: a delayed effect for the next use, as a cost change is)
    again = any(ops.state(g).next_use[i][5] == AGAIN for i in applied)
    _used(g, player, uid, applied)
    pay_then(g, player, total, orbs, Frame("extra_used", (player, uid, idx, *((True,) if again else ()))),
             (uid, g.s.epoch[uid] + 1))  # as it is in the Drop, where its skill activates (FW 12-2-2-2)


def _used(g: Game, player: int, uid: int, applied: tuple[int, ...]) -> None:
    g.emit(ExtraUsed("extra_used", player, uid))  # FW 12-2-2: "if you use an Extra … during this turn"
    if applied:
        g.emit(NextUseDone("next_use_done", applied))  # the delayed changes for the next use end with it


@frame("extra_used")
def extra_used(g: Game, player: int, uid: int, idx: int, again: bool = False) -> None:
    ops.move(g, uid, "drop")  # FW 12-2-2-2
    ctx, eff = Ctx(player, uid, g.s.epoch[uid]), g.card(uid).effects[idx]
    if again:  # FB06-119: right after the skill resolves, it is activated again (from the Drop: FW 12-2-3)
        g.emit(EffectNote("note", "effect", player, uid, idx))
        g.push(Frame("pay", (ctx, eff.cost, eff.actions)), Frame("extra_again", (ctx, idx)), step("resolve_pending"))
        return
    start_effect(g, ctx, idx, eff)  # 12-2-2-4, 12-2-2-5


AGAIN = "again"  # state.next_use's change of "… activate that Extra's skill again" (primitives/cost_changes.py)


@frame("extra_again")
def extra_again(g: Game, ctx: Ctx, idx: int) -> None:
    """FW 12-2-3-2 … 12-2-3-5: the Extra's skill activated again where the card is (its Drop): its skill cost, if
    any, paid again (none of its use cost)."""
    start_effect(g, ctx, idx, g.card(ctx.src).effects[idx])


@frame("play_field")
def play_field(g: Game, player: int, uid: int) -> None:
    old = ops.state(g).players[player].field
    if old is not None:
        ops.move(g, old, "drop")  # FW 15-3-4: the other [Field] goes to its owner's Drop
    ops.move(g, uid, "field")  # FW 15-3-2, 3-6-3: in the Battle Area, in Active Mode
    played(g, uid, "hand")  # FW 1-3-6-3-1, 5-5-1: it is played


# ============================================================== FW 15-2 [Awaken]
def awaken_skill(g: Game, player: int) -> int | None:
    """The index of the Leader's [Awaken] skill when it can be declared now: its condition holds
    (FW 15-2-3) and the face-up side has it."""
    leader = g.s.players[player].leader
    for idx, eff in enumerate(g.card(leader).effects):
        if eff.timing == "awaken" and usable(g, player, leader, idx, eff):
            return idx
    return None


def awaken_options(g: Game, player: int) -> list[Command]:
    return [Command(player, "awaken")] if awaken_skill(g, player) is not None else []


def awaken(g: Game, player: int) -> None:
    idx = awaken_skill(g, player)
    assert idx is not None
    leader = g.s.players[player].leader
    start_effect(g, Ctx(player, leader, g.s.epoch[leader]), idx, g.card(leader).effects[idx])

