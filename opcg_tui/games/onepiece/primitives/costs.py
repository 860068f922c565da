"""Costs (8-3-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.interpreter import (
    candidates,
    choose_cards,
)
from ....engine.records import Command, Ctx, Frame, Outcome, Pick, Reveal
from ....engine.registry import (
    SELF,
    Checker,
    CostDecl,
    Selector,
    Target,
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
    lambda g, ctx, v: ops.rest(g, ctx.src),
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


# --- conditions (issue 10): costs that rest, trash, return, place or reveal cards, and DON!! costs in words
# A cost on cards names them with a selector (or `self`); the player chooses which cards pay it, then the
# cost's behaviour (COST_CHOSEN, resumed by rules.py's `cost_chosen` frame) acts on them.
COST_CHOSEN: dict[str, Any] = {}


def _cost_target(c: Checker, value: Any, parent: Any, key: Any) -> Target:
    """`self` or a selector of your cards"""
    sel = c.registry.selector(c, value, parent, key)
    if isinstance(sel, Selector) and (sel.owner != "you" or sel.up_to or sel.all):
        raise c.fail(parent, key, f"'{key}' pays with your own cards: no 'owner', 'up_to' or 'all'")
    return sel


def _payable(g: Game, p: int, src: int, sel: Target, reserved: Any, active_only: bool) -> list[int]:
    """The cards that can pay: `self` only while it is on the field; never the Event being played (its
    card is on its way to the trash, 8-3-1-3); `active_only` for a rest."""
    if sel == SELF:
        found = [src] if ops.on_field(g, src) else []
    else:
        found = candidates(g, Ctx(p, src, g.s.epoch[src]), sel)
        if reserved.get("hand"):
            found = [u for u in found if u != src]
    return [u for u in found if u not in g.s.rested] if active_only else found


def _needed(sel: Target) -> int:
    return 1 if sel == SELF else sel.how_many  # type: ignore[union-attr]


def _card_cost(name: str, clause: str, doc: str, words: Any, purpose: str, act: Any, example: Any,
               active_only: bool = False, spends: bool = True) -> None:
    def can(g: Game, p: int, src: int, sel: Target, reserved: Any) -> bool:
        return len(_payable(g, p, src, sel, reserved, active_only)) >= _needed(sel)

    def pay(g: Game, ctx: Ctx, sel: Target) -> None:
        found = _payable(g, ctx.player, ctx.src, sel, {}, active_only)
        n = min(_needed(sel), len(found))
        if sel == SELF or n == 0:
            act(g, ctx, tuple(found[:n]))
            return
        assert isinstance(sel, Selector)
        zone = R.zones[sel.zone]
        items: tuple[int, ...] = tuple(found)
        numbers = None
        if zone.interchangeable:  # identical cards in hand or trash are one choice
            items = tuple(sorted(found, key=lambda u: (g.s.cards[u], u)))
            numbers = tuple(g.s.cards[u] for u in items)
        choose_cards(g, Pick(
            player=ctx.player, purpose=purpose, items=items, picked=(), low=n, high=n, ordered=False,
            numbers=numbers, then=Frame("cost_chosen", (ctx, name)), text=f"Pay the cost: {words(sel)}.",
            shown=items if zone.interchangeable else (), source=ctx.src))

    COST_CHOSEN[name] = act
    _cost(name, clause, doc, _cost_target, can, pay, words, example=example, spends=spends)


def _sel_words(sel: Target) -> str:
    w = R.words
    assert w is not None
    return w.selector(sel)


def _rest_chosen(g: Game, ctx: Ctx, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        ops.rest(g, uid)


def _move_chosen(dst: str, where: str = "top") -> Any:
    def move(g: Game, ctx: Ctx, chosen: tuple[int, ...]) -> None:
        for uid in chosen:
            ops.move(g, uid, dst, where)

    return move


def _reveal_chosen(g: Game, ctx: Ctx, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        g.emit(Reveal("reveal", ctx.player, uid))  # shown to both players; the cards stay where they are


_EXAMPLE = Selector("you", "character", 2, False, False)
_card_cost(
    "rest",
    "8-3-1, 4-4",
    "rest N of your active cards the selector finds (`self`: this card)",
    lambda v: f"rest {_sel_words(v)}",
    "rest_target",
    _rest_chosen,
    _EXAMPLE,
    active_only=True,
    spends=False,
)
_card_cost(
    "trash",
    "8-3-1",
    "trash this card (`self`) or N of your cards the selector finds (from the field or your hand)",
    lambda v: f"trash {_sel_words(v)}",
    "trash_from_hand",
    _move_chosen("trash"),
    Selector("you", "hand", 1, False, False, (("color", "black"), ("types", ("Navy",)))),
)
_card_cost(
    "return_to_hand",
    "8-3-1, 3-1-6",
    "return this card (`self`) or N of your Characters to the owner's hand",
    lambda v: f"return {_sel_words(v)} to the owner's hand",
    "return_target",
    _move_chosen("hand"),
    Selector("you", "character", 1, False, False),
)
_card_cost(
    "deck_bottom",
    "8-3-1, 3-2",
    "place N of your cards (from your trash or hand) at the bottom of your deck",
    lambda v: f"place {_sel_words(v)} at the bottom of your deck",
    "bottom_target",
    _move_chosen("deck", "bottom"),
    Selector("you", "trash", 1, False, False),
)
_card_cost(
    "deck_top",
    "8-3-1, 3-2",
    "place N of your cards (from your hand) at the top of your deck",
    lambda v: f"place {_sel_words(v)} at the top of your deck",
    "bottom_target",
    _move_chosen("deck", "top"),
    Selector("you", "hand", 1, False, False),
)
_card_cost(
    "reveal",
    "8-3-1",
    "reveal N cards of your hand the selector finds (they stay in your hand)",
    lambda v: f"reveal {_sel_words(v)}",
    "reveal",
    _reveal_chosen,
    Selector("you", "hand", 2, False, False, (("type_includes", "Whitebeard Pirates"),)),
    spends=False,
)


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
