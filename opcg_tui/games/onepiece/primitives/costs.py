"""Costs (8-3-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.continuous import Cause
from ....engine.interpreter import (
    choose_cards,
)
from ....engine.records import Ctx, Frame, Pick
from ....engine.registry import (
    CostDecl,
    boolean,
    whole,
)
from .. import ops
from ..state import DonMoved
from .base import R, players, plural

if TYPE_CHECKING:
    from ....engine.game import Game


def _cost(
    name: str,
    clause: str,
    doc: str,
    value: Any,
    can_pay: Any,
    pay: Any,
    words: Any,
    symbol: bool = False,
    example: Any = None,
    term: str = "",
    spends: bool = True,
) -> None:
    R.declare(
        CostDecl(
            name=name,
            clause=clause,
            doc=doc,
            value=value,
            can_pay=can_pay,
            pay=pay,
            words=words,
            symbol=symbol,
            example=example,
            term=term,
            spends=spends,
        )
    )


CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨⑩"


def _rest_don(g: Game, ctx: Ctx, n: int) -> None:
    g.emit(DonMoved("don", ctx.player, "active", "rested", n))  # 8-3-1-5


def _don_minus(g: Game, ctx: Ctx, n: int) -> None:
    g.push(Frame("pay_don_minus", (ctx, n)))


def _trash_cost(g: Game, ctx: Ctx, n: int) -> None:
    trash_from_hand(g, ctx.player, n)


_cost(
    "rest_don",
    "8-3-1-5",
    "①: rest N of your active DON!! cards",
    whole(1),
    lambda g, p, src, v, reserved: v + reserved.get("don", 0) <= players(g)[p].don_active,
    _rest_don,
    lambda v: CIRCLED[v] if v < len(CIRCLED) else f"({v})",
    symbol=True,
    example=1,
)
# 8-3-1-6, 10-2-10: DON!! −X returns DON!! from the field, rested ones included, so the DON!!
# an Event's own cost rests stay available for it.
_cost(
    "don_minus",
    "10-2-10",
    "Return that many DON!! cards from your field to your DON!! deck.",
    whole(1),
    lambda g, p, src, v, reserved: v <= ops.don_on_field(g, p),
    _don_minus,
    lambda v: f"DON!! −{v}",
    symbol=True,
    example=1,
    term="DON!! −X",
)
_cost(
    "rest_self",
    "8-3-1",
    "rest this card",
    boolean,
    lambda g, p, src, v, reserved: src not in g.s.rested,
    lambda g, ctx, v: ops.rest(g, ctx.src, Cause("effect", ctx.player)),  # 8-1-1: a cost is part of the effect
    lambda v: "rest this card",
    example=True,
    spends=False,
)
_cost(
    "trash_from_hand",
    "10-2-14",
    "trash N cards from your hand",
    whole(1),
    lambda g, p, src, v, reserved: v <= len(players(g)[p].hand) - reserved.get("hand", 0),
    _trash_cost,
    lambda v: f"trash {plural(v, 'card')} from your hand",
    example=1,
)


def trash_from_hand(g: Game, player: int, n: int) -> None:
    """10-2-14: choose n cards of your hand and trash them (identical cards are one choice)."""
    hand = players(g)[player].hand
    n = min(n, len(hand))
    if not n:
        return
    items = sorted(hand, key=lambda u: (g.s.cards[u], u))
    choose_cards(
        g,
        Pick(
            player=player,
            purpose="trash_from_hand",
            items=tuple(items),
            picked=(),
            low=n,
            high=n,
            ordered=False,
            numbers=tuple(g.s.cards[u] for u in items),
            then=Frame("trash_chosen"),
            text=f"Choose {plural(n, 'card')} to trash from your hand.",
        ),
    )
