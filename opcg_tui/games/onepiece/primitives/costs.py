"""Costs (8-3-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import continuous
from ....engine.continuous import Cause
from ....engine.interpreter import (
    candidates,
    choose_cards,
    queue_event,
)
from ....engine.records import Command, Ctx, Frame, Outcome, Pick, Reveal
from ....engine.registry import (
    SELF,
    Checker,
    CostDecl,
    Selector,
    Target,
    boolean,
    choice,
    whole,
)
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


_cost(
    "turn_life_face_up",
    "3-10-2-1",
    "turn 1 face-down card from the top (or the top or bottom) of your Life cards face-up",
    _ENDS,
    lambda g, p, src, v, reserved: bool(_turnable(g, p, v, True)),
    _turn_cost(True),
    lambda v: f"turn 1 card from {_END_WORDS[v]} of your Life cards face-up",
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


def _to_life_value(c: Checker, value: Any, parent: Any, key: Any) -> tuple[Selector, bool]:
    """a selector of your Characters, with `face_up`"""
    if not isinstance(value, dict):
        raise c.fail(parent, key, f"'{key}' must be a mapping: a selector with face_up")
    face_up = boolean(c, value["face_up"], value, "face_up") if "face_up" in value else False
    sel = c.registry.selector(c, {k: v for k, v in value.items() if k != "face_up"}, parent, key)
    if not isinstance(sel, Selector) or not R.zones[sel.zone].on_field:
        raise c.fail(parent, key, f"'{key}' must select cards on your field")
    return sel, face_up


def _to_life_cands(g: Game, player: int, src: int, sel: Selector) -> list[int]:
    ctx = Ctx(player, src, g.s.epoch[src])
    return [u for u in candidates(g, ctx, sel) if g.card(u).category == "character"
            and not continuous.prohibited(g, "leave_field", u, cause=Cause("effect", player))]


def _to_life_words(sel: Selector) -> str:
    """ "1 of your Characters with ...": the cards a cost takes are counted among yours."""
    assert R.words is not None
    many = R.words.selector(sel._replace(how_many=2))
    return many.replace("2 of ", f"{sel.how_many} of ", 1)


def _to_life_pay(g: Game, ctx: Ctx, value: tuple[Selector, bool]) -> None:
    sel, face_up = value
    cands = _to_life_cands(g, ctx.player, ctx.src, sel)
    n = min(sel.how_many, len(cands))
    choose_cards(g, Pick(player=ctx.player, purpose="life_target", items=tuple(cands), picked=(), low=n, high=n,
                         ordered=False, numbers=None, then=Frame("life_cost_put", (face_up,)),
                         text=f"Choose {plural(n, 'Character')} to add to the top of your Life cards."))


_cost(
    "add_to_life",
    "3-10-2-1",
    "add N of your Characters the selector finds to the top of your Life cards (face-up with `face_up`)",
    _to_life_value,
    lambda g, p, src, v, reserved: len(_to_life_cands(g, p, src, v[0])) >= v[0].how_many,
    _to_life_pay,
    lambda v: f"add {_to_life_words(v[0])} to the top of your Life cards" + (" face-up" if v[1] else ""),
    example=(Selector("you", "character", 1, False, False, (("cost_min", 3), ("power_min", 7000))), True),
)


# --- conditions (issue 10): costs that rest, trash, return, place or reveal cards, and DON!! costs in words
# A cost on cards names them with a selector (or `self`); the player chooses which cards pay it, then the
# cost's behaviour (COST_CHOSEN, resumed by effect_frames.py's `cost_chosen` frame) acts on them.
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


def _your_cards(sel: Target) -> bool:  # "N of your cards": zone `field`, no filter
    return isinstance(sel, Selector) and sel.zone == "field" and not sel.filters


def _with_don(g: Game, p: int, sel: Target, found: list[Any], reserved: Any) -> list[Any]:
    """3-1-2, 4-4-1: "N of your cards" are those of the field, with one item per active DON!! card, last."""
    if not _your_cards(sel):
        return found
    return found + [("don", p, "active")] * max(0, players(g)[p].don_active - reserved.get("don", 0))


def _card_cost(name: str, clause: str, doc: str, words: Any, purpose: str, act: Any, example: Any,
               active_only: bool = False, spends: bool = True, able: Any = None, don: bool = False) -> None:
    """`able(g, player, src, uid)`: a card the cost can act on (not one an effect protects); `don`: "N of your
    cards" takes active DON!! cards of the cost area too."""

    def payable(g: Game, p: int, src: int, sel: Target, reserved: Any) -> list[Any]:
        found = _payable(g, p, src, sel, reserved, active_only)
        if able is not None:
            found = [u for u in found if able(g, p, src, u)]
        return _with_don(g, p, sel, found, reserved) if don else found

    def can(g: Game, p: int, src: int, sel: Target, reserved: Any) -> bool:
        return len(payable(g, p, src, sel, reserved)) >= _needed(sel)

    def pay(g: Game, ctx: Ctx, sel: Target) -> None:
        found = payable(g, ctx.player, ctx.src, sel, {})
        n = min(_needed(sel), len(found))
        if sel == SELF or n == 0:
            act(g, ctx, tuple(found[:n]))
            return
        assert isinstance(sel, Selector)
        zone = R.zones[sel.zone]
        items: tuple[Any, ...] = tuple(found)
        numbers = None
        if len(set(items)) < len(items):  # DON!! cards are identical: one choice
            numbers = tuple(f"#{u}" if isinstance(u, int) else "DON!!" for u in items)
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


def _rest_chosen(g: Game, ctx: Ctx, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        if isinstance(uid, tuple):  # an active DON!! card of the cost area
            g.emit(DonMoved("don", ctx.player, "active", "rested", 1))
            continue
        ops.rest(g, uid, Cause("effect", ctx.player, ctx.src))  # a cost is part of its effect (8-1-1)


def _move_chosen(dst: str, where: str = "top") -> Any:
    def move(g: Game, ctx: Ctx, chosen: tuple[int, ...]) -> None:
        for uid in chosen:
            ops.move(g, uid, dst, where, Cause("effect", ctx.player, ctx.src))  # a cost is its effect's (8-1-1)

    return move


def _trash_chosen(g: Game, ctx: Ctx, chosen: tuple[int, ...]) -> None:
    from_hand = tuple(u for u in chosen if g.s.area(u) == "hand")
    _move_chosen("trash")(g, ctx, chosen)
    ops.hand_trashed(g, from_hand, ctx.src)  # b18: "a card in your hand is trashed by an effect"


def _reveal_chosen(g: Game, ctx: Ctx, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        g.emit(Reveal("reveal", ctx.player, uid))  # shown to both players; the cards stay where they are
    ops.remember(g, ctx.src, chosen)  # the effect may call them "the revealed card" (zone `that_card`)


_EXAMPLE = Selector("you", "character", 2, False, False)
_card_cost(
    "rest",
    "8-3-1, 4-4",
    "rest N of your active cards the selector finds (`self`: this card); zone `field` without filters is"
    " \"N of your cards\": the DON!! cards of your cost area too (3-1-2)",
    lambda v: f"rest {v.how_many} of your cards" if _your_cards(v) else f"rest {_sel_words(v)}",
    "rest_target",
    _rest_chosen,
    _EXAMPLE,
    active_only=True,
    spends=False,
    don=True,
)
_card_cost(
    "trash",
    "8-3-1",
    "trash this card (`self`) or N of your cards the selector finds (from the field or your hand)",
    lambda v: f"trash {_sel_words(v)}",
    "trash_from_hand",
    _trash_chosen,
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
def _ko_chosen(g: Game, ctx: Ctx, chosen: tuple[int, ...]) -> None:
    cause = Cause("effect", ctx.player, ctx.src, "ko")  # a cost is part of its effect (8-1-1): K.O.'d by it
    for uid in reversed(chosen):
        g.push(Frame("ko", (uid, g.s.epoch[uid], cause)))


_card_cost(
    "ko",
    "8-3-1, 10-2-1",
    "K.O. this card (`self`) or N of your Characters the selector finds (not one that cannot be K.O.'d)",
    lambda v: f"K.O. {_sel_words(v)}",
    "ko_target",
    _ko_chosen,
    Selector("you", "character", 1, False, False, (("type_includes", "Baroque Works"),)),
    able=lambda g, p, src, u: not ops.ko_prohibited(g, u, Cause("effect", p, src)),
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
    "reveal N cards of your hand the selector finds (they stay in your hand; the effect calls them \"the revealed card\", zone `that_card`)",
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
