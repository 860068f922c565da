"""The frames the primitives' prompts resume (primitives/: their costs and actions)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.continuous import Cause
from ...engine.interpreter import queue_event, then_actions
from ...engine.records import (
    Command,
    Ctx,
    Frame,
    Look,
    Outcome,
    Reveal,
)
from . import life as life_area
from . import ops
from .frames import frame
from .primitives import (
    COST_CHOSEN,
    DON_COUNT,
    arrange,
    give_don,
    give_don_moves,
    order_rest,
    play_frame,
    reveal_top,
    step_done,
)
from .primitives.actions.values import power_each_chosen as _power_each_chosen
from .state import DonMoved, OptionNote

if TYPE_CHECKING:
    from ...engine.game import Game


# ============================================================== the primitives' prompts, resumed
@frame("pay_don_minus")
def pay_don_minus(g: Game, ctx: Ctx, n: int) -> None:
    # 8-3-1-6 DON!! −X: return X DON!! from the Leader, Characters and cost area to the DON!! deck.
    from itertools import combinations

    player = ctx.player
    sources = ops.don_sources(g, player)
    options = []
    for combo in sorted(set(combinations(sorted(sources, key=str), n)), key=str):
        options.append(Command(player, "choose", tuple(("don", player, w) for w in combo)))
    g.ask(player, "choose", options, Frame("don_minus_chosen", (ctx,)),
          f"Choose {n} DON!! to return to your DON!! deck.", purpose="don_to_return",
          outcomes=tuple(Outcome("don_to_return", c.args, -1, n) for c in options))


@frame("don_minus_chosen")
def don_minus_chosen(g: Game, ctx: Ctx, cmd: Command) -> None:
    counts: dict[Any, int] = {}
    for ref in cmd.args:
        counts[ref[2]] = counts.get(ref[2], 0) + 1
    for where, k in counts.items():
        g.emit(DonMoved("don", ctx.player, where, "deck", k))
    # "When a DON!! card on your field is returned to your DON!! deck": one event for the whole return.
    cause = Cause("effect", ctx.player, ctx.src)  # DON!! −X is paid for an effect (8-3-1-6): its cause
    queue_event(g, "don_returned", ctx.player, (), cause, len(cmd.args))


@frame("cost_chosen")
def cost_chosen(g: Game, ctx: Ctx, name: str, chosen: Any) -> None:
    """8-3-1: a cost on cards, paid with the cards (or the number) the player chose."""
    COST_CHOSEN[name](g, ctx, chosen)


@frame("cost_option_chosen")
def cost_option_chosen(g: Game, ctx: Ctx, alternatives: Any, cmd: Command) -> None:
    """8-3-1: the alternative of a `one_of` cost the player chose is paid (its costs in the card's order)."""
    g.push(Frame("pay_part", (ctx, tuple(alternatives[cmd.args[0][1] - 1].items()), 0)))


@frame("trash_chosen")
def trash_chosen(g: Game, src: int | None, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        ops.move(g, uid, "trash")  # 10-2-14
    ops.hand_trashed(g, tuple(chosen), src)  # by the effect of `src`


@frame("give_don_chosen")
def give_don_chosen(g: Game, ctx: Ctx, a: Any, cmd: Command) -> None:
    if cmd.args:
        give_don_moves(g, ctx, a, cmd.args)


@frame("don_count_chosen")
def don_count_chosen(g: Game, ctx: Ctx, a: Any, p: int, cmd: Command) -> None:
    if cmd.args:
        DON_COUNT[a.name](g, ctx, a, p, len(cmd.args))


@frame("trash_life_chosen")
def trash_life_chosen(g: Game, owner: int, cmd: Command) -> None:
    for _ in cmd.args:
        life = g.s.players[owner].life
        if life:
            ops.move(g, life[0], "trash")


@frame("search_taken")
def search_taken(g: Game, ctx: Ctx, a: Any, looked: tuple[int, ...], chosen: tuple[int, ...]) -> None:
    player = ctx.player
    rest = tuple(u for u in looked if u not in chosen)
    if a.get("to") == "play":
        # "... play up to 1 Character card ... Then, place the rest ...": played first (11-2-1: revealed).
        plays = [play_frame(g, player, uid, bool(a.get("rested"))) for uid in chosen]
        g.push(*plays, Frame("search_rest", (player, rest, a.get("rest_to"), ctx.src)))
        return
    if a.get("to") == "life":  # b3 (issue 10): "... add up to 1 ... to the top of your Life cards face-up"
        life_area.put_on_life(g, chosen, face_up=bool(a.get("face_up")), reveal=True)
        search_rest(g, player, rest, a.get("rest_to"), ctx.src)
        return
    if a.get("to") == "trash":  # OP03-083: "... and trash up to 2 cards. Then, place the rest ..." (3-5: open)
        for uid in chosen:
            ops.move(g, uid, "trash")
        search_rest(g, player, rest, a.get("rest_to"), ctx.src)
        return
    for uid in chosen:
        g.emit(Reveal("reveal", player, uid))  # "reveal up to 1 ... and add it to your hand"
        ops.move(g, uid, "hand")
    search_rest(g, player, rest, a.get("rest_to"), ctx.src)


@frame("search_rest")
def search_rest(g: Game, player: int, rest: tuple[int, ...], where: str, src: int) -> None:
    rest = tuple(u for u in rest if g.s.area(u) == "deck")
    if where == "top_or_bottom" and rest:
        arrange(g, player, rest, src)  # "place the rest at the top or bottom of the deck in any order"
        return
    order_rest(g, player, list(rest), where)


@frame("place_looked")
def place_looked(g: Game, player: int, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        ops.move(g, uid, "deck", "bottom")
    g.emit(Look("look", player, ()))


@frame("arrange_top_chosen")
def arrange_top_chosen(g: Game, player: int, looked: tuple[int, ...], chosen: tuple[int, ...]) -> None:
    for uid in reversed(chosen):
        ops.move(g, uid, "deck", "top")
    order_rest(g, player, [u for u in looked if u not in chosen], "bottom")


# --- choice (issue 10)
@frame("option_chosen")
def option_chosen(g: Game, ctx: Ctx, a: Any, cmd: Command) -> None:
    _, index, text = cmd.args[0]
    g.emit(OptionNote("note", "option", cmd.player, ctx.src, index, text))  # the choice is public
    then_actions(g, ctx, a.value[index - 1])


@frame("give_don_each_chosen")
def give_don_each_chosen(g: Game, ctx: Ctx, a: Any, given: tuple[int, ...], cmd: Command) -> None:
    """ "... DON!! cards each": after one recipient, the next (up to the selector's count)."""
    give_don_chosen(g, ctx, a, cmd)
    target = a.get("target")  # `all`: "Give your Leader and all of your Characters ... each": until none is left
    if a.get("leader_and") and not given:  # the Leader had its share (or none): then the target
        give_don(g, ctx, a, (cmd.args[0] if cmd.args else -1,))
    elif cmd.args and (target.all or len(given) + 1 - bool(a.get("leader_and")) < target.how_many):
        give_don(g, ctx, a, (*given, cmd.args[0]))


@frame("may_answer")
def may_answer(g: Game, ctx: Ctx, a: Any, cmd: Command) -> None:
    if cmd.kind == "yes":
        # `if_you_do: false`: the next sentence is not gated ("... for every card trashed" counts what was done).
        ops.take_step(g, ctx, a.value, a.get("then") or (), gated=a.get("if_you_do") is not False,
                      otherwise=a.get("otherwise") or ())
    elif a.get("otherwise"):
        then_actions(g, ctx, a.get("otherwise"))  # "If they do not, ..."


@frame("tally_restore")
def tally_restore(g: Game, tally: tuple[tuple[str, int], ...]) -> None:
    ops.restore_tally(g, tally)  # an effect resolved inside another is done (ops.effect_begins)


@frame("step_taken")
def step_taken(g: Game, ctx: Ctx, step_: tuple[Any, ...], then: tuple[Any, ...], gated: bool,
               otherwise: tuple[Any, ...] = ()) -> None:
    # 4-10-1: "If you do, ..." happens only when the step was actually done in full (what its actions
    # did, counted as they acted: a prevented or replaced K.O., a rest of a rested card count nothing).
    if then and (not gated or step_done(g, step_)):
        then_actions(g, ctx, then)
    elif otherwise and not step_done(g, step_):
        then_actions(g, ctx, otherwise)


# --- deck (issue 10)
@frame("cost_named")
def cost_named(g: Game, ctx: Ctx, a: Any, cmd: Command) -> None:
    # "Choose a cost and reveal ...": the cost is remembered with the revealed card.
    reveal_top(g, ctx, a, int(str(cmd.args[0]).partition(":")[2]))


# --- issue 24 (b2rest)
@frame("power_each_chosen")
def power_each_chosen(g: Game, ctx: Ctx, a: Any, chosen: tuple[int, ...]) -> None:
    """8-4-3: "give 1 Character −3000 power and the other −2000 power": the amounts, in the order chosen."""
    _power_each_chosen(g, ctx, a, chosen)
