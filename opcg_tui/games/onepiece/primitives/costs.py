"""Costs (8-3-1): the DON!! symbols, this card, the hand and the Life area. The costs on chosen cards
are card_costs.py, the costs declared after them don_costs.py (primitives/ imports the three in this order)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import continuous
from ....engine.continuous import Cause
from ....engine.declarations import CostDecl
from ....engine.interpreter import candidates, choose_cards
from ....engine.records import Ctx, Frame, Pick
from ....engine.registry import Checker, Selector, boolean, choice, whole
from .. import life as life_area
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
    instead: Any = None,
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
            instead=instead,
        )
    )


CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨⑩"


def _rest_don(g: Game, ctx: Ctx, n: int) -> None:
    g.emit(DonMoved("don", ctx.player, "active", "rested", n))  # 8-3-1-5


def _don_minus(g: Game, ctx: Ctx, n: int) -> None:
    g.push(Frame("pay_don_minus", (ctx, n)))


def _trash_cost(g: Game, ctx: Ctx, n: int) -> None:
    trash_from_hand(g, ctx.player, n, ctx.src)


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
    instead=lambda v: f"return {plural(v, 'DON!! card')} from your field to your DON!! deck",  # EB04-030
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


def trash_from_hand(g: Game, player: int, n: int, src: int | None = None) -> None:
    """10-2-14: choose n cards of your hand and trash them (identical cards are one choice); `src`:
    the card whose effect trashes them."""
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
            then=Frame("trash_chosen", (src,)),
            text=f"Choose {plural(n, 'card')} to trash from your hand.",
        ),
    )


# --- life (issue 10)
_ENDS = choice("top", "top_or_bottom")
_END_WORDS = {"top": "the top", "top_or_bottom": "the top or bottom"}


def _life_end_cost(dst: str) -> Any:
    """Pay "add/trash 1 card from the top (or bottom) of your Life cards": the player picks the end."""

    def pay(g: Game, ctx: Ctx, which: str) -> None:
        then = Frame("life_to_hand", (ctx.player,)) if dst == "hand" else Frame("life_to_trash")
        verb = "add to your hand" if dst == "hand" else "trash"
        life_area.choose_life(g, ctx.player, life_area.ends(g, ctx.player, which), then, "life_position",
                              f"Choose the top or bottom Life card to {verb}.")

    return pay


def _life_left(g: Game, p: int, reserved: Any) -> bool:
    """A Life card to pay with, besides the one the activation takes away (a [Trigger]'s own, 10-1-5-3)."""
    return len(players(g)[p].life) > reserved.get("life", 0)


_cost(
    "life_to_hand",
    "3-10-2, 4-6",
    "add 1 card from the top (or, `top_or_bottom`, the top or bottom) of your Life cards to your hand; not damage",
    _ENDS,
    lambda g, p, src, v, reserved: _life_left(g, p, reserved) and not life_area.life_to_hand_banned(g, p),
    _life_end_cost("hand"),
    lambda v: f"add 1 card from {_END_WORDS[v]} of your Life cards to your hand",
    example="top_or_bottom",
)
_cost(
    "trash_life",
    "3-10-2",
    "trash 1 card from the top (or, `top_or_bottom`, the top or bottom) of your Life cards",
    _ENDS,
    lambda g, p, src, v, reserved: _life_left(g, p, reserved),
    _life_end_cost("trash"),
    lambda v: f"trash 1 card from {_END_WORDS[v]} of your Life cards",
    example="top",
)


def _turnable(g: Game, player: int, which: str, up: bool) -> list[int]:
    """The Life cards a "turn ... face-up/face-down" cost may turn: face-down ones to turn up."""
    pool = life_area.faceup(g, player) if which == "faceup" else life_area.ends(g, player, which)
    return [u for u in pool if (u in g.s.faceup) != up]


def _turn_cost(up: bool) -> Any:
    def pay(g: Game, ctx: Ctx, which: str) -> None:
        among = _turnable(g, ctx.player, which, up)
        life_area.choose_life(g, ctx.player, among, Frame("life_turned", (up,)), "turn_life",
                              f"Choose the Life card to turn face-{'up' if up else 'down'}.",
                              by_place=which != "faceup")

    return pay


def _ends_or_top_n(c: Checker, value: Any, parent: Any, key: Any) -> str | int:
    """`top` | `top_or_bottom` (1 card), or a whole number ≥ 2 (that many cards from the top)"""
    return whole(2)(c, value, parent, key) if isinstance(value, int) else _ENDS(c, value, parent, key)


def _top_n_face_down(g: Game, player: int, n: int) -> bool:
    """OP08-058: "turn 2 cards from the top of your Life cards face-up": the top N cards, each still face-down
    (1-3-2-1: a face-up card is not turned again, so the cost could not be paid in full, 8-3-1-3)."""
    top = life_area.cards(g, player)[:n]
    return len(top) == n and not any(u in g.s.faceup for u in top)


def _turn_up_cost(g: Game, ctx: Ctx, which: str | int) -> None:
    if isinstance(which, int):  # the top N cards: no choice (3-10-2)
        g.push(Frame("life_turned", (True, tuple(life_area.cards(g, ctx.player)[:which]))))
        return
    _turn_cost(True)(g, ctx, which)


_cost(
    "turn_life_face_up",
    "3-10-2-1",
    "turn 1 face-down card from the top (or the top or bottom) of your Life cards face-up; a number N: the top N"
    " cards, all face-down",
    _ends_or_top_n,
    lambda g, p, src, v, reserved: _top_n_face_down(g, p, v) if isinstance(v, int) else bool(_turnable(g, p, v, True)),
    _turn_up_cost,
    lambda v: f"turn {v} cards from the top of your Life cards face-up" if isinstance(v, int)
    else f"turn 1 card from {_END_WORDS[v]} of your Life cards face-up",
    example="top",
)
_cost(
    "turn_life_face_down",
    "3-10-2-1",
    "turn 1 of your face-up Life cards (`faceup`: any of them; `top`, `top_or_bottom`: at that end) face-down",
    choice("faceup", "top", "top_or_bottom"),
    lambda g, p, src, v, reserved: bool(_turnable(g, p, v, False)),
    _turn_cost(False),
    lambda v: "turn 1 of your face-up Life cards face-down" if v == "faceup"
    else f"turn 1 card from {_END_WORDS[v]} of your Life cards face-down",
    example="faceup",
)


def _to_life_value(c: Checker, value: Any, parent: Any, key: Any) -> tuple[Selector, bool, str]:
    """a selector of Characters (yours, or `owner: opponent`), with `face_up` and `to` (`top` | `top_or_bottom`)"""
    if not isinstance(value, dict):
        raise c.fail(parent, key, f"'{key}' must be a mapping: a selector with face_up")
    face_up = boolean(c, value["face_up"], value, "face_up") if "face_up" in value else False
    to = _ENDS(c, value["to"], value, "to") if "to" in value else "top"
    sel = c.registry.selector(c, {k: v for k, v in value.items() if k not in ("face_up", "to")}, parent, key)
    if not isinstance(sel, Selector) or not R.zones[sel.zone].on_field or sel.owner == "any":
        raise c.fail(parent, key, f"'{key}' must select cards on your (or your opponent's) field")
    return sel, face_up, to


def _to_life_cands(g: Game, player: int, src: int, sel: Selector) -> list[int]:
    ctx = Ctx(player, src, g.s.epoch[src])
    return [u for u in candidates(g, ctx, sel) if g.card(u).category == "character"
            and not continuous.prohibited(g, "leave_field", u, cause=Cause("effect", player))]


def _to_life_words(value: tuple[Selector, bool, str]) -> str:
    """ "add 1 of your Characters with ... to the top of your Life cards face-up": the cards a cost takes are
    counted among yours; OP09-101: "place 1 of your opponent's Characters ... at the top or bottom of your
    opponent's Life cards face-up"."""
    sel, face_up, to = value
    assert R.words is not None
    many = R.words.selector(sel._replace(how_many=2))
    cards = many.replace("2 of ", f"{sel.how_many} of ", 1)
    face = " face-up" if face_up else ""
    if sel.owner == "opponent":
        return f"place {cards} at {_END_WORDS[to]} of your opponent's Life cards{face}"
    return f"add {cards} to {_END_WORDS[to]} of your Life cards{face}"


def _to_life_pay(g: Game, ctx: Ctx, value: tuple[Selector, bool, str]) -> None:
    sel, face_up, to = value
    cands = _to_life_cands(g, ctx.player, ctx.src, sel)
    n = min(sel.how_many, len(cands))
    # 3-10-2-1: to the top of the owner's Life cards, or (`top_or_bottom`) the end the player chooses (life.py).
    then = Frame("life_cost_put", (face_up,)) if to == "top" else Frame("life_cost_ends", (ctx.player, face_up))
    whose = "your opponent's" if sel.owner == "opponent" else "your"
    choose_cards(g, Pick(player=ctx.player, purpose="life_target", items=tuple(cands), picked=(), low=n, high=n,
                         ordered=False, numbers=None, then=then,
                         text=f"Choose {plural(n, 'Character')} to add to {_END_WORDS[to]} of {whose} Life cards."))


_cost(
    "add_to_life",
    "3-10-2-1",
    "add N Characters the selector finds (yours, or `owner: opponent`: your opponent's, to their Life cards) to the "
    "top (`to: top_or_bottom`: the top or bottom, the player's choice) of their owner's Life cards (face-up with "
    "`face_up`)",
    _to_life_value,
    lambda g, p, src, v, reserved: len(_to_life_cands(g, p, src, v[0])) >= v[0].how_many,
    _to_life_pay,
    _to_life_words,
    example=(Selector("you", "character", 1, False, False, (("cost_min", 3), ("power_min", 7000))), True, "top"),
)
