"""Costs on cards the player chooses (8-3-1): `_card_cost` and its declarations (rest, trash, return to
hand, K.O., place in the deck, reveal); COST_CHOSEN pays with the chosen cards (effect_frames.py's
`cost_chosen` frame)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.basics import shuffle
from ....engine.continuous import Cause
from ....engine.interpreter import candidates, choose_cards
from ....engine.records import Ctx, Frame, Pick, Reveal
from ....engine.registry import (
    SELF,
    Checker,
    Selector,
    Target,
)
from .. import ops
from ..state import DonMoved
from .base import R, players
from .costs import _cost

if TYPE_CHECKING:
    from ....engine.game import Game


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


def _cost_target_any(c: Checker, value: Any, parent: Any, key: Any) -> Target:
    """`self` or a selector of your cards (`owner: any`: either player's Characters on the field)"""
    if isinstance(value, dict) and value.get("owner") == "any":
        sel = c.registry.selector(c, value, parent, key)
        assert isinstance(sel, Selector)
        if sel.up_to or sel.all or not R.zones[sel.zone].on_field:
            raise c.fail(parent, key, f"'{key}' with 'owner: any' names cards on the field: no 'up_to' or 'all'")
        return sel
    return _cost_target(c, value, parent, key)


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
               active_only: bool = False, spends: bool = True, able: Any = None, don: bool = False,
               parts: Any = None, any_owner: bool = False) -> None:
    """`able(g, player, src, uid)`: a card the cost can act on (not one an effect protects); `don`: "N of your
    cards" takes active DON!! cards of the cost area too; `parts(targets)`: the cost also takes a list of targets
    (OP10-026: "this Character and 1 [Kin'emon] ... from your trash"), paid one after the other, worded so;
    `any_owner`: a selector may name either player's cards on the field (`owner: any`, OP06-043)."""

    def payable(g: Game, p: int, src: int, sel: Target, reserved: Any) -> list[Any]:
        found = _payable(g, p, src, sel, reserved, active_only)
        if able is not None:
            found = [u for u in found if able(g, p, src, u)]
        return _with_don(g, p, sel, found, reserved) if don else found

    def can(g: Game, p: int, src: int, sel: Target, reserved: Any) -> bool:
        if isinstance(sel, tuple) and not isinstance(sel, Selector):  # each part in full
            # "this Character and 1 of your Characters ...": the other parts are other cards (OP04-073)
            return all(can(g, p, src, part, reserved) if part == SELF else len(
                [u for u in payable(g, p, src, part, reserved) if u != src or SELF not in sel]) >= _needed(part)
                for part in sel)
        return len(payable(g, p, src, sel, reserved)) >= _needed(sel)

    def pay(g: Game, ctx: Ctx, sel: Target) -> None:
        if isinstance(sel, tuple) and not isinstance(sel, Selector):  # 8-3-1-1: in the card's order
            g.push(Frame("pay_part", (ctx, tuple((name, part) for part in sel), 0)))
            return
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
    value, worded = (_cost_target, words) if parts is None else (_cost_targets, _parts_words(words, parts))
    if any_owner:
        value = _cost_target_any if parts is None else _cost_targets_any
    _cost(name, clause, doc, value, can, pay, worded, example=example, spends=spends)


def _cost_targets(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """`self` or a selector of your cards, or a list of them (paid in order)"""
    if not isinstance(value, list):
        return _cost_target(c, value, parent, key)
    if len(value) < 2:
        raise c.fail(parent, key, f"'{key}' as a list names two or more parts")
    return tuple(_cost_target(c, v, value, i) for i, v in enumerate(value))


def _cost_targets_any(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """`self` or a selector of your cards (`owner: any`: either player's Characters), or a list of them"""
    if not isinstance(value, list):
        return _cost_target_any(c, value, parent, key)
    return _cost_targets(c, value, parent, key)


def _parts_words(words: Any, parts: Any) -> Any:
    def worded(v: Any) -> str:
        return parts(v) if isinstance(v, tuple) and not isinstance(v, Selector) else words(v)

    return worded


def _part_words(sel: Target) -> str:
    return "this card" if sel == SELF else _sel_words(sel)


def _deck_of(sel: Target) -> str:
    """ "your deck" for cards of your hand or trash, "the owner's deck" for a card on the field (the cards' words)."""
    return "the owner's deck" if sel == SELF or R.zones[sel.zone].on_field else "your deck"


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
    if _reads_trashed(g.card(ctx.src)):  # EB02-039: "the same card name as the trashed card" (8-4-3)
        ops.remember(g, ctx.src, chosen)
    ops.hand_trashed(g, from_hand, ctx.src)  # b18: "a card in your hand is trashed by an effect"


def _reads_trashed(card: Any) -> bool:
    """Does the card's text name "the trashed card" (the `same_name_as` filter)? Only then is it remembered."""
    return "'same_name_as'" in repr(card.effects)


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
    "trash this card (`self`) or N of your cards the selector finds (from the field or your hand); a list of parts, "
    "each `self` or a selector, trashes them all, in order (OP04-073: this Character and 1 of your Characters: "
    "another one)",
    lambda v: f"trash {_sel_words(v)}",
    "trash_from_hand",
    _trash_chosen,
    Selector("you", "hand", 1, False, False, (("color", "black"), ("types", ("Navy",)))),
    parts=lambda v: f"trash {' and '.join(_part_words(p) for p in v)}",
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
    "place N of your cards (from your trash or hand) at the bottom of your deck; a list of parts, each `self` or a "
    "selector, places them all (OP10-026: this Character and 1 card from your trash); `owner: any`: either "
    "player's Characters on the field, each to its owner's deck (OP06-043)",
    lambda v: f"place {_sel_words(v)} at the bottom of {_deck_of(v)}{' in any order' if v != SELF and v.how_many > 1 else ''}",
    "bottom_target",
    _move_chosen("deck", "bottom"),
    Selector("you", "trash", 1, False, False),
    parts=lambda v: f"place {' and '.join(_part_words(p) for p in v)} at the bottom of your deck in any order",
    any_owner=True,
    # 1-3-3: a card on the field that "cannot be removed from the field by your effects" cannot pay (OP14-079)
    able=lambda g, p, src, u: not (ops.on_field(g, u) and ops.removal_prohibited(g, u, Cause("effect", p, src))),
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


# --- block 2 (issue 24): OP05-111 "You may play 1 [Kotori] from your hand:": a card played as a cost (3-7-3: no
# cost of its own is paid; its [On Play] activates, 10-2-6); not a card that cannot be played now (1-3-3)
def _play_chosen(g: Game, ctx: Ctx, chosen: tuple[int, ...]) -> None:
    from .actions.plays import play_frame  # declared after the costs (primitives/__init__.py's order)

    for uid in reversed(chosen):
        g.push(play_frame(g, ctx.player, uid, src=ctx.src))


def _can_be_played(g: Game, p: int, src: int, uid: int) -> bool:
    from .actions.plays import _playable  # declared after the costs (primitives/__init__.py's order)

    return _playable(g, uid)


_card_cost(
    "play",
    "8-3-1, 3-7-3",
    "play N Character (or Stage) cards of your hand the selector finds, without paying their cost; their [On Play]"
    " effects activate",
    lambda v: f"play {_sel_words(v)}",
    "play_target",
    _play_chosen,
    Selector("you", "hand", 1, False, False, (("name", "Kotori"),)),
    able=_can_be_played,
)


# --- block 2 (issue 24): OP05-080 "You may return 20 cards from your trash to your deck and shuffle it:"
def _to_deck_shuffled(g: Game, ctx: Ctx, chosen: tuple[int, ...]) -> None:
    _move_chosen("deck", "bottom")(g, ctx, chosen)
    shuffle(g, ctx.player)  # 3-2-4


_card_cost(
    "return_to_deck",
    "8-3-1, 3-2-4",
    "return N of your cards the selector finds (from your trash) to your deck, then shuffle your deck",
    lambda v: f"return {_sel_words(v)} to your deck and shuffle it",
    "bottom_target",
    _to_deck_shuffled,
    Selector("you", "trash", 20, False, False),
)
