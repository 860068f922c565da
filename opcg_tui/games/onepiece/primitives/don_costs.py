"""The costs declared after the costs on chosen cards (card_costs.py): trashing from the top of the deck,
the DON!! costs in words (resting, returning, returning given DON!! cards), and `one_of`, one cost of
several."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.interpreter import queue_event
from ....engine.records import Command, Ctx, Frame, Outcome
from ....engine.registry import Checker, Selector, whole
from .. import ops
from ..state import DonMoved
from .base import R, players, plural
from .card_costs import COST_CHOSEN
from .costs import _cost, _don_minus, _rest_don

if TYPE_CHECKING:
    from ....engine.game import Game


# --- conditions (issue 10): costs that rest, trash, return, place or reveal cards, and DON!! costs in words
def _mill_cost(g: Game, ctx: Ctx, n: int) -> None:
    deck = players(g)[ctx.player].deck
    for uid in deck[:n]:
        ops.move(g, uid, "trash")  # 3-2: from the top, one at a time


_cost(
    "mill",
    "8-3-1, 3-2",
    "trash N cards from the top of your deck (only with N cards in it)",
    whole(1),
    lambda g, p, src, v, reserved: v <= len(players(g)[p].deck),
    _mill_cost,
    lambda v: f"trash {plural(v, 'card')} from the top of your deck",
    example=2,
)
_cost(
    "rest_don_cards",
    "8-3-1, 4-4",
    "rest N of your active DON!! cards, in words (not the ① symbol)",
    whole(1),
    lambda g, p, src, v, reserved: v + reserved.get("don", 0) <= players(g)[p].don_active,
    _rest_don,
    lambda v: f"rest {v} of your DON!! cards",
    example=1,
    spends=False,
)
_cost(
    "return_don_cards",
    "8-3-1-6, 10-2-10",
    "DON!! −N in words (not the DON!! −N symbol): return N DON!! cards from your field to your DON!! deck",
    whole(1),
    lambda g, p, src, v, reserved: v <= ops.don_on_field(g, p),
    _don_minus,
    lambda v: f"return {plural(v, 'DON!! card')} from your field to your DON!! deck",
    example=1,
)  # OP14-070: "you may return 1 DON!! card from your field to your DON!! deck. If you do, ..."


def _return_don(g: Game, ctx: Ctx, n: int) -> None:
    """8-3-1-6: "return N or more DON!! cards": the player chooses which, N of them or more (the fewest
    are offered first, as returning more only loses DON!!)."""
    from itertools import combinations

    player = ctx.player
    sources = sorted(ops.don_sources(g, player), key=str)
    options = [Command(player, "choose", tuple(("don", player, w) for w in combo))
               for k in range(n, len(sources) + 1)
               for combo in sorted(set(combinations(sources, k)), key=str)]
    g.ask(player, "choose", options, Frame("don_minus_chosen", (ctx,)),
          f"Choose {n} or more DON!! cards to return to your DON!! deck.", purpose="don_to_return",
          outcomes=tuple(Outcome("don_to_return", c.args, -1, len(c.args)) for c in options))


_cost(
    "return_don",
    "8-3-1-6",
    "return N or more DON!! cards from your field to your DON!! deck (the player chooses how many)",
    whole(1),
    lambda g, p, src, v, reserved: v <= ops.don_on_field(g, p),
    _return_don,
    lambda v: f"return {v} or more DON!! cards from your field to your DON!! deck",
    example=1,
)


def _return_active_don(g: Game, ctx: Ctx, n: int) -> None:
    g.emit(DonMoved("don", ctx.player, "active", "deck", n))  # active DON!! are alike: no choice to make
    queue_event(g, "don_returned", ctx.player, (), None, n)


_cost(  # rules (issue 22): OP16-060
    "return_active_don",
    "8-3-1, 10-2-10",
    "return N of your active DON!! cards to your DON!! deck (not rested or given ones)",
    whole(1),
    lambda g, p, src, v, reserved: v + reserved.get("don", 0) <= players(g)[p].don_active,
    _return_active_don,
    lambda v: f"return {v} of your active DON!! cards to your DON!! deck",
    example=8,
)


def _given_sources(g: Game, player: int) -> list[int]:
    """One entry per DON!! card given to your Leader and Characters (6-5-5), by the card it is given to."""
    return [uid for uid in ops.don_sources(g, player) if isinstance(uid, int)]


def _return_given(g: Game, ctx: Ctx, n: int) -> None:
    """6-5-5-4: the player chooses which given DON!! cards go back to the cost area, rested."""
    from itertools import combinations

    player = ctx.player
    combos = sorted(set(combinations(_given_sources(g, player), n)))
    options = [Command(player, "choose", tuple(("don", player, uid) for uid in combo)) for combo in combos]
    g.ask(player, "choose", options, Frame("cost_chosen", (ctx, "return_given_don")),
          f"Choose {plural(n, 'given DON!! card')} to return to your cost area rested.", purpose="don_to_return",
          outcomes=tuple(Outcome("don_to_return", c.args, -1, n) for c in options))


def _given_chosen(g: Game, ctx: Ctx, cmd: Command) -> None:
    counts: dict[int, int] = {}
    for ref in cmd.args:
        counts[ref[2]] = counts.get(ref[2], 0) + 1
    for uid, k in counts.items():
        g.emit(DonMoved("don", ctx.player, uid, "rested", k))


COST_CHOSEN["return_given_don"] = _given_chosen
_cost(
    "return_given_don",
    "8-3-1, 6-5-5",
    "return N of the DON!! cards given to your Leader and Characters to your cost area, rested",
    whole(1),
    lambda g, p, src, v, reserved: v <= len(_given_sources(g, p)),
    _return_given,
    lambda v: f"return {v} total of your currently given DON!! cards to your cost area rested",
    example=2,
)


# --- b9 (issue 10): "rest your <Slash> attribute Leader or 1 of your DON!! cards": one cost of several
def _alternatives(c: Checker, value: Any, parent: Any, key: Any) -> tuple[Any, ...]:
    """a list of two or more cost mappings (the alternatives)"""
    from ....engine.registry import mapping

    if not isinstance(value, list) or len(value) < 2:
        raise c.fail(parent, key, f"'{key}' must be a list of two or more costs, each a mapping of costs")
    fields = {n: d.value for n, d in c.registry.costs.items()}
    return tuple(mapping(c, v, value, i, fields) for i, v in enumerate(value))


def _alternative_words(alt: Any) -> str:
    return " and ".join(R.costs[k].words(v) for k, v in alt.items())


def _one_of_words(value: tuple[Any, ...]) -> str:
    """ "rest your Leader or 1 of your DON!! cards": a verb shared with the first alternative is said once."""
    texts = [_alternative_words(alt) for alt in value]
    areas = [t.rsplit(" ", 1) for t in texts]
    if len(texts) == 2 and [a[1] for a in areas] == ["Leader", "Stage"] and areas[0][0] == areas[1][0]:
        # the cards' words: "rest 1 of your {Dressrosa} type Leader or Stage cards", "rest your Leader or 1 of your
        # Stage cards"
        said = areas[0][0]
        if said == "rest your":
            return "rest your Leader or 1 of your Stage cards"
        if said.startswith("rest your "):
            return f"rest 1 of your {said[10:]} Leader or Stage cards"
    verb = texts[0].split(" ", 1)[0] + " "
    return " or ".join([texts[0], *(t[len(verb):] if t.startswith(verb) else t for t in texts[1:])])


def _one_of_can(g: Game, p: int, src: int, value: tuple[Any, ...], reserved: Any) -> bool:
    from ....engine.interpreter import can_pay

    return any(can_pay(g, p, src, alt, reserved) for alt in value)


def _one_of_pay(g: Game, ctx: Ctx, value: tuple[Any, ...]) -> None:
    """8-3-1: the player chooses which alternative pays the cost, among those that can be paid in full
    (8-3-1-3); with one, no question. Option N is the card's N-th alternative."""
    from ....engine.interpreter import can_pay

    payable = [i for i, alt in enumerate(value, 1) if can_pay(g, ctx.player, ctx.src, alt)]
    if len(payable) == 1:
        g.push(Frame("pay_part", (ctx, tuple(value[payable[0] - 1].items()), 0)))
        return
    texts = {i: _alternative_words(value[i - 1]) for i in payable}
    options = [Command(ctx.player, "choose", (("option", i, texts[i]),)) for i in payable]
    g.ask(ctx.player, "choose", options, Frame("cost_option_chosen", (ctx, value)),
          f"{g.card(ctx.src).name}: pay the cost how? " + " ".join(f"{i}. {texts[i]}" for i in payable),
          purpose="choose_option", outcomes=tuple(Outcome("one_of", None, 0, i) for i in payable))


_cost(
    "one_of",
    "8-3-1",
    "one of several costs (each a mapping of costs), the player's choice among those that can be paid in full",
    _alternatives,
    _one_of_can,
    _one_of_pay,
    _one_of_words,
    example=({"rest": Selector("you", "leader", 1, False, False, (("attribute", "Slash"),))},
             {"rest_don_cards": 1}),
)
