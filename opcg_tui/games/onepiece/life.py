"""The Life area (CR 3-10): face-up and face-down Life cards, taking the top (or bottom) Life card,
placing cards on top of (or at the bottom of) the Life cards, looking at Life cards and putting
them back in order, and the permanent effects that change where the rules put a Life card taken
as damage. The Life primitives (primitives/) and the damage rules (damage.py) share these.

A face-down Life card is chosen by its place, ("life", owner, "top"|"bottom"), never by identity;
a face-up one is in an open area (3-10-2-1): its moves are seen by both players.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import continuous
from ...engine.continuous import Cause
from ...engine.frames import FrameTable
from ...engine.interpreter import choose_cards, matches, passes
from ...engine.records import Command, Ctx, FaceDown, FaceUp, Frame, Look, Outcome, Pick, Reveal
from ...engine.registry import Action, Selector
from . import ops

if TYPE_CHECKING:
    from ...engine.game import Game

FRAMES = FrameTable()
frame = FRAMES.register
TOP, BOTTOM = "top", "bottom"


def cards(g: Game, player: int) -> list[int]:
    """A player's Life cards, top first."""
    return ops.state(g).players[player].life


def place_of(g: Game, uid: int) -> tuple[str, int, str]:
    """The place a Life card is chosen by: its owner's top or bottom Life card."""
    owner = g.s.owner[uid]
    return ("life", owner, TOP if cards(g, owner)[0] == uid else BOTTOM)


def card_at(g: Game, ref: Any) -> int:
    life = cards(g, ref[1])
    return life[0] if ref[2] == TOP else life[-1]


def ends(g: Game, player: int, which: str) -> list[int]:
    """The Life cards "from the top" (`top`) or "from the top or bottom" (`top_or_bottom`) names."""
    life = cards(g, player)
    if not life:
        return []
    if which == TOP or len(life) == 1:
        return [life[0]]
    return [life[0], life[-1]]


def faceup(g: Game, player: int) -> list[int]:
    """A player's face-up Life cards, top first (open: chosen by identity)."""
    return [u for u in cards(g, player) if u in g.s.faceup]


def turn(g: Game, uid: int, up: bool) -> None:
    """Turn a Life card face-up or face-down (3-10-2-1)."""
    if up and uid not in g.s.faceup:
        g.emit(FaceUp("faceup", uid))
    elif not up and uid in g.s.faceup:
        g.emit(FaceDown("facedown", uid))


def put_on_life(g: Game, uids: tuple[int, ...] | list[int], *, face_up: bool = False, where: str = TOP,
                reveal: bool = False) -> None:
    """Place cards that are off the field on top of (or at the bottom of) their owner's Life cards,
    face-up or face-down, one at a time (the last placed on top ends on top). `reveal`: the card
    is shown to both players on its way (11-2-1). Any effect that adds cards to Life — a search
    whose destination is the Life area among them — can call this."""
    for uid in uids:
        if reveal and not face_up:
            g.emit(Reveal("reveal", g.s.owner[uid], uid))
        ops.move(g, uid, "life", where)
        if face_up:
            turn(g, uid, True)  # 3-10-2-1: an open card from now on


def choose_life(g: Game, chooser: int, among: list[int], then: Frame, purpose: str, text: str,
                by_place: bool = True, up_to: bool = False) -> None:
    """The chooser picks 1 of these Life cards (by place when face-down); `then` gets the card."""
    if not among:
        g.push(Frame(then.name, (*then.args, ())))
        return
    items: tuple[Any, ...] = tuple(dict.fromkeys(place_of(g, u) for u in among)) if by_place else tuple(among)
    choose_cards(g, Pick(player=chooser, purpose=purpose, items=items, picked=(), low=0 if up_to else 1, high=1,
                         ordered=False, numbers=None, then=Frame("life_chosen", (then,)), text=text))


@frame("life_chosen")
def life_chosen(g: Game, then: Frame, chosen: tuple[Any, ...]) -> None:
    uids = tuple(card_at(g, c) if isinstance(c, tuple) else c for c in chosen)
    g.push(Frame(then.name, (*then.args, uids)))


@frame("life_to_hand")
def life_to_hand(g: Game, player: int, uids: tuple[int, ...]) -> None:
    """Life cards added to the hand by an effect: not damage (no [Trigger], 4-6); a card moved from
    one secret area to another is revealed (11-2-1; a face-up one is open anyway)."""
    for uid in uids:
        if uid not in g.s.faceup:
            g.emit(Reveal("reveal", player, uid))
        ops.move(g, uid, "hand")


@frame("life_to_trash")
def life_to_trash(g: Game, uids: tuple[int, ...]) -> None:
    for uid in uids:
        ops.move(g, uid, "trash")


@frame("life_turned")
def life_turned(g: Game, up: bool, uids: tuple[int, ...]) -> None:
    for uid in uids:
        turn(g, uid, up)


def life_to_hand_banned(g: Game, player: int) -> bool:
    """"You cannot add Life cards to your hand using your own effects" (a prohibition on a player)."""
    return continuous.prohibited(g, "life_to_hand", player=player)


# ------------------------------------------------------------------ adding cards to Life
@frame("life_put")
def life_put(g: Game, player: int, uid: int, epoch: int, face_up: bool, where: str, reveal: bool) -> None:
    """One card to the top (or bottom) of its owner's Life cards; from the field that is leaving
    it (3-1-6), which can be forbidden or replaced like any removal by an effect."""
    if g.s.epoch[uid] != epoch:
        return
    if ops.on_field(g, uid):
        g.push(Frame("remove", (uid, epoch, "life", where, Cause("effect", player, action="add_to_life"))),
               Frame("life_arrived", (uid, epoch + 1, face_up)))
        return
    put_on_life(g, (uid,), face_up=face_up, where=where, reveal=reveal)
    ops.performed(g, "add_to_life")


@frame("life_cost_put")
def life_cost_put(g: Game, face_up: bool, chosen: tuple[int, ...]) -> None:
    """A cost that adds your Characters to the top of your Life cards (paid: not replaceable)."""
    put_on_life(g, chosen, face_up=face_up)


@frame("life_cost_ends")
def life_cost_ends(g: Game, player: int, face_up: bool, chosen: tuple[int, ...]) -> None:
    """A cost that places Characters at the top or bottom of their owner's Life cards (OP09-101): the player
    chooses the end for each, in turn."""
    for uid in reversed(chosen):
        text = f"Place {g.card(uid).name} at the top or bottom of the Life cards."
        g.push(Frame("life_cost_end_ask", (player, uid, face_up, text)))


@frame("life_cost_end_ask")
def life_cost_end_ask(g: Game, player: int, uid: int, face_up: bool, text: str) -> None:
    ask_end(g, player, g.s.owner[uid], Frame("life_cost_end_put", (uid, face_up)), text, (uid,), card=uid)


@frame("life_cost_end_put")
def life_cost_end_put(g: Game, uid: int, face_up: bool, cmd: Command) -> None:
    put_on_life(g, (uid,), face_up=face_up, where=cmd.args[0][2])


@frame("life_arrived")
def life_arrived(g: Game, uid: int, epoch: int, face_up: bool) -> None:
    if face_up and g.s.epoch[uid] == epoch and g.s.area(uid) == "life":
        turn(g, uid, True)


def ask_end(g: Game, player: int, owner: int, resume: Frame, text: str, shown: tuple[int, ...] = (),
            purpose: str = "life_place", card: int | None = None) -> None:
    """Ask whether a card goes to the top or the bottom of `owner`'s Life cards (one answer when
    they hold at most one card: no question)."""
    options = [Command(player, "choose", (("life", owner, TOP),))]
    if len(cards(g, owner)) >= (2 if card is not None and card in cards(g, owner) else 1):
        options.append(Command(player, "choose", (("life", owner, BOTTOM),)))
    g.ask(player, "choose", options, resume, text, shown, purpose=purpose,
          outcomes=tuple(Outcome(purpose, card if card is not None else c.args[0], 0) for c in options))


@frame("life_end_ask")
def life_end_ask(g: Game, player: int, uid: int, epoch: int, face_up: bool, text: str) -> None:
    if g.s.epoch[uid] != epoch:
        return
    ask_end(g, player, g.s.owner[uid], Frame("life_end_answer", (player, uid, epoch, face_up)),
            text, (uid,), purpose="life_place", card=uid)


@frame("life_end_answer")
def life_end_answer(g: Game, player: int, uid: int, epoch: int, face_up: bool, cmd: Command) -> None:
    g.push(Frame("life_put", (player, uid, epoch, face_up, cmd.args[0][2], False)))


@frame("life_from_deck_answer")
def life_from_deck_answer(g: Game, ctx: Ctx, a: Any, n: int, cmd: Command) -> None:
    """ "Add up to N cards from the top of your deck to the top of your Life cards": one card per yes."""
    deck = ops.state(g).players[ctx.player].deck
    if cmd.kind != "yes" or not deck:
        return
    put_on_life(g, (deck[0],))
    if n > 1 and ops.state(g).players[ctx.player].deck:
        g.ask(ctx.player, "yes-no", [Command(ctx.player, "yes"), Command(ctx.player, "no")],
              Frame("life_from_deck_answer", (ctx, a, n - 1)),
              f"{g.card(ctx.src).name}: add 1 more card from the top of your deck to the top of your Life cards?",
              purpose="use_effect", outcomes=(Outcome("life_from_deck", None, 1, 1), Outcome("none")))


# ------------------------------------------------------------------ revealing the top Life card
def reveal_top(g: Game, ctx: Ctx, filters: tuple[tuple[str, Any], ...], then: tuple[Any, ...]) -> None:
    """Reveal the top Life card (to both players); if it passes `filters`, its player may play it,
    and if they do, `then` resolves. Not played, it stays where it is, unrevealed again (11-2-2)."""
    life = cards(g, ctx.player)
    if not life:
        return
    top = life[0]
    g.emit(Reveal("reveal", ctx.player, top))
    if g.card(top).category not in ("character", "stage") or not passes(g, ctx.player, ctx.src, filters, top):
        return
    g.emit(Look("look", ctx.player, (top,)))  # revealed: its player sees it while deciding (11-2)
    g.ask(ctx.player, "yes-no", [Command(ctx.player, "yes"), Command(ctx.player, "no")],
          Frame("life_reveal_play", (ctx, top, g.s.epoch[top], then)),
          f"{g.card(ctx.src).name}: play {g.card(top).name} from the top of your Life cards?", (top,),
          purpose="use_effect", outcomes=(Outcome("play", top, 1), Outcome("none", top)))


@frame("life_reveal_play")
def life_reveal_play(g: Game, ctx: Ctx, top: int, epoch: int, then: tuple[Any, ...], cmd: Command) -> None:
    g.emit(Look("look", ctx.player, ()))  # 11-2-2: not played, it is unrevealed again
    if cmd.kind != "yes" or g.s.epoch[top] != epoch:
        return
    # "you may play that card. If you do, ...": the step as any optional step (4-10-1).
    ops.remember(g, ctx.src, (top,))
    ops.take_step(g, ctx, PLAY_THAT, then)


PLAY_THAT = (Action("play", Selector("you", "that_card", 1, False, False)),)


# ------------------------------------------------------------------ looking at Life cards (3-10-3, 11-3)
@frame("life_look_whose")
def life_look_whose(g: Game, ctx: Ctx, cmd: Command) -> None:
    if not cmd.args:
        return
    owner = cmd.args[0][1]
    life = cards(g, owner)
    if not life:
        return
    top = life[0]
    g.emit(Look("look", ctx.player, (top,)))  # 11-3-1: only the player of the effect looks
    ask_end(g, ctx.player, owner, Frame("life_look_placed", (ctx.player, top)),
            "Place the Life card you looked at at the top or bottom of the Life cards.", (top,), card=top)


@frame("life_look_placed")
def life_look_placed(g: Game, player: int, uid: int, cmd: Command) -> None:
    g.emit(Look("look", player, ()))
    if cmd.args[0][2] == BOTTOM:
        ops.move(g, uid, "life", BOTTOM)  # 3-10-3: it keeps its face


def arrange(g: Game, player: int, deck_top: int, owner: int | None = None) -> None:
    """Look at all your Life cards (or, `owner`, your opponent's: only you look, 11-3-1); place `deck_top` of
    them at the top of your deck, and the rest back in the Life area in any order (3-10-3: each keeps its face)."""
    life = tuple(cards(g, player if owner is None else owner))
    if not life:
        return
    g.emit(Look("look", player, life))
    n = min(deck_top, len(life)) if owner is None else 0
    if n:
        choose_cards(g, Pick(player=player, purpose="life_to_deck", items=life, picked=(), low=n, high=n,
                             ordered=True, numbers=_numbers(g, life), then=Frame("life_deck_chosen", (player, life)),
                             text=f"Choose {n} of your Life cards to place at the top of your deck.", shown=life))
        return
    _order(g, player, life)


def _numbers(g: Game, uids: tuple[int, ...]) -> tuple[str, ...] | None:
    """Identical cards are one choice, unless some are face-up and others not."""
    if any(u in g.s.faceup for u in uids):
        return None
    return tuple(g.s.cards[u] for u in uids)


def _order(g: Game, player: int, life: tuple[int, ...]) -> None:
    whose = "your" if g.s.owner[life[0]] == player else "your opponent's"
    choose_cards(g, Pick(player=player, purpose="order_life", items=life, picked=(), low=len(life), high=len(life),
                         ordered=True, numbers=_numbers(g, life), then=Frame("life_ordered", (player,)),
                         text=f"Choose the order of {whose} Life cards (first = top).", shown=life))


@frame("life_deck_chosen")
def life_deck_chosen(g: Game, player: int, life: tuple[int, ...], chosen: tuple[int, ...]) -> None:
    for uid in reversed(chosen):
        ops.move(g, uid, "deck", TOP)
    rest = tuple(u for u in life if u not in chosen)
    if rest:
        g.emit(Look("look", player, rest))
        _order(g, player, rest)
    else:
        g.emit(Look("look", player, ()))


@frame("life_ordered")
def life_ordered(g: Game, player: int, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        ops.move(g, uid, "life", BOTTOM)  # each to the bottom in turn: the first chosen ends on top
    g.emit(Look("look", player, ()))


# ------------------------------------------------------------------ damage (4-6)
def deal_damage(g: Game, defender: int, amount: int, banish: bool = False) -> None:
    """Deal `amount` damage to a player's Leader, by a battle (7-1-4-1-1) or an effect (4-6-2): with
    0 Life cards when it is dealt, that player loses (1-2-1-1-1, 9-2-1-1; 7-1-4-1-1-1); otherwise
    each point moves their top Life card to their hand, [Trigger] offered (4-6-2-2, 4-6-3)."""
    if amount <= 0:
        return  # 4-6-2-2: 0 damage: nothing happens
    if not cards(g, defender):
        g.lose([defender], "Leader damaged at 0 Life")
        return
    g.push(Frame("damage", (defender, amount, banish)))


# ------------------------------------------------------------------ the rules' damage, changed by an effect
RULE_LAYER = "rule:life_to_hand"


def damage_destination(g: Game, uid: int) -> str | None:
    """Where a Life card taken as damage goes instead of the hand (4-6-2-1), when a permanent
    effect in force says so ("... are placed at the bottom of your deck instead of being added to
    your hand, according to the rules"); None: to the hand, as the rules say."""
    for player, src, a in continuous.in_force(g, RULE_LAYER):
        sel = a.get("cards")
        zone = g.rules.registry.zones[sel.zone]
        if uid in zone.pool(g, g.s.owner[uid]) and matches(g, player, src, sel, uid):
            return str(a.value)
    return None


def send(g: Game, uid: int, destination: str) -> None:
    if destination == "deck_bottom":
        ops.move(g, uid, "deck", BOTTOM)
    else:
        ops.move(g, uid, "trash")
