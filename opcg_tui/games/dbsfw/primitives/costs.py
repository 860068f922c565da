"""Paying energy (FW 5-3, 1-4-5) and the skill costs (FW 1-4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import (
    CostDecl,
)
from ....engine.interpreter import choose_cards
from ....engine.records import (
    Command,
    Ctx,
    Frame,
    Move,
    Outcome,
    Pick,
)
from ....engine.registry import (
    whole,
)
from .. import energy
from ..ops import pay
from ..state import KiChanged

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R
from ..wording import plural
from .actions import ki
from .steps import frame


# ------------------------------------------------------------------ paying energy (FW 5-3, 1-4-5)
def pay_then(g: Game, player: int, total: int, orbs: tuple[str, ...], then: Frame | None) -> None:
    """Pay a cost, then run `then`. The payer chooses the energy only where payments differ (spec)."""
    found = energy.payments(g, player, total, orbs)
    if len(found) == 1:
        pay(g, found[0])
        if then is not None:
            g.push(then)
        return
    options = [Command(player, "choose", p) for p in found]
    g.ask(player, "choose", options, Frame("paid", (then,)), "Choose the energy to pay with.",
          purpose="pay_energy", outcomes=tuple(Outcome("pay", None, -1, len(p)) for p in found))


@frame("paid")
def paid(g: Game, then: Frame | None, answer: Command) -> None:
    pay(g, answer.args)
    if then is not None:
        g.push(then)


CIRCLED = "①②③④⑤⑥⑦⑧⑨"

R.declare(CostDecl(name="energy", clause="FW 1-4-5-1", doc="rest N of your energy (or remove markers: 1-11-2)",
                   value=whole(1), can_pay=lambda g, p, src, v, reserved: energy.can_pay(g, p, v, ()),
                   pay=lambda g, ctx, n: pay_then(g, ctx.player, n, (), None),
                   words=lambda v: CIRCLED[v - 1] if v <= len(CIRCLED) else f"({v})", symbol=True, example=2))


# ------------------------------------------------------------------ skill costs (FW 1-4)
def _choose_to_drop(area: str, purpose: str, text: str) -> Any:
    """Pay "Discard N cards from your hand" / "Place N of your energy in your Drop": the player
    chooses which (identical cards in the hand are one choice; energy cards differ by mode)."""
    def pay_cost(g: Game, ctx: Ctx, n: int) -> None:
        cards = g.s.players[ctx.player].zone(area)
        items = tuple(sorted(cards, key=lambda u: (g.s.cards[u], u))) if area == "hand" else tuple(cards)
        choose_cards(g, Pick(player=ctx.player, purpose=purpose, items=items, picked=(), low=n, high=n, ordered=False,
                             numbers=tuple(g.s.cards[u] for u in items) if area == "hand" else None,
                             then=Frame("to_drop", ()), text=text.format(n=n), source=ctx.src))
    return pay_cost


@frame("to_drop")
def to_drop(g: Game, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        g.emit(Move("move", uid, g.s.area(uid), "drop", "top"))


R.declare(CostDecl(name="discard", clause="FW 13-7", doc="discard N cards from your hand", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: len(g.s.players[p].hand) - reserved.get("hand", 0) >= v,
                   pay=_choose_to_drop("hand", "discard", "Choose {n} card(s) to discard."),
                   words=lambda v: f"Discard {plural(v, 'card')} from your hand", example=1))
R.declare(CostDecl(name="energy_to_drop", clause="FW 1-4-5", doc="place N of your energy in your Drop", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: len(g.s.players[p].energy) >= v,
                   pay=_choose_to_drop("energy", "energy_to_drop", "Choose {n} energy to place in your Drop."),
                   words=lambda v: f"Place {v} of your energy in your Drop", example=1))


R.declare(CostDecl(name="reduce_ki", clause="FW 5-13, 1-4", doc="remove N [Ki] from under this card", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: ki(g, src) >= v,
                   pay=lambda g, ctx, n: g.emit(KiChanged("ki", ctx.src, -n)),
                   words=lambda v: f"Reduce [Ki] by {v}", example=1))



