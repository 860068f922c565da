"""Looking at the top of the deck and placing the cards back (FW 13-11, 3-2): at the top or the bottom in the
order the player chooses, or on top or in the Drop; the rest of the cards a skill looked at."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import ActionDecl, Field, Meaning
from ....engine.interpreter import choose_cards
from ....engine.records import Command, Ctx, Frame, Look, Move, Outcome, Pick, Rest, Reveal
from ....engine.registry import Action, choice, whole
from ..vocabulary import R
from ..wording import plural
from .selectors import _that_cards, remember
from .steps import frame

if TYPE_CHECKING:
    from ....engine.game import Game

ELSEWHERE = {"bottom": "the bottom of the deck", "drop": "the Drop"}


def place(g: Game, ctx: Ctx, cards: tuple[int, ...], to: str, top_too: bool = True) -> None:
    """The player places `cards` (at the top of its deck, top first): first which go to the bottom (or the
    Drop), in the order placed; then the order of the others on top. `top_too` false: all go to the bottom."""
    if not cards:
        return
    g.emit(Look("look", ctx.player, cards))  # FW 13-11: only this player sees them, until they are placed
    if not top_too:
        _order(g, ctx.player, cards, "bottom")
        return
    choose_cards(g, Pick(player=ctx.player, purpose="deck_bottom", items=cards, picked=(), low=0, high=len(cards),
                         ordered=True, numbers=None, then=Frame("placed_elsewhere", (ctx.player, cards, to)),
                         text=f"Choose the cards to place at {ELSEWHERE[to]}, in order (the others stay on top).",
                         shown=cards, source=ctx.src))


@frame("placed_elsewhere")
def placed_elsewhere(g: Game, player: int, cards: tuple[int, ...], to: str, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        g.emit(Move("move", uid, "deck", "drop" if to == "drop" else "deck", "top" if to == "drop" else "bottom"))
    _order(g, player, tuple(u for u in cards if u not in chosen), "top")


def _order(g: Game, player: int, cards: tuple[int, ...], where: str) -> None:
    if len(cards) < 2:
        if cards:
            g.emit(Move("move", cards[0], "deck", "deck", where))
        g.emit(Look("look", player, ()))  # done looking
        return
    choose_cards(g, Pick(player=player, purpose="deck_order", items=cards, picked=(), low=len(cards),
                         high=len(cards), ordered=True, numbers=None, then=Frame("ordered", (where,)),
                         text=f"Choose the order of the cards to place at the {where} of your deck, "
                              f"{'top first' if where == 'top' else 'the first placed first'}.", shown=cards))


@frame("ordered")
def ordered(g: Game, where: str, chosen: tuple[int, ...]) -> None:
    # On top: the first chosen ends on top, so it is placed last; at the bottom, one after another.
    for uid in reversed(chosen) if where == "top" else chosen:
        g.emit(Move("move", uid, "deck", "deck", where))
    g.emit(Look("look", g.s.owner[chosen[0]], ()))  # done looking


def _look_place(g: Game, ctx: Ctx, a: Action) -> None:
    whose = 1 - ctx.player if a.get("deck") == "opponent" else ctx.player  # "… of your opponent's deck" (FB03-034)
    cards = tuple(g.s.players[whose].deck[:a.value])  # FW 13-11
    remember(g, ctx, cards)
    place(g, ctx, cards, a.get("to", "bottom"))


def _look_place_words(a: Action, w: Any) -> str:
    if a.get("to") == "drop":
        return "Look at the top card of your deck and place it on top of its owner's deck or in its owner's Drop."
    if a.value == 1:
        whose = "your opponent's" if a.get("deck") == "opponent" else "your"
        where = "your" if a.get("wording") == "your" else "its owner's"  # "… bottom of your deck." (FB01-061)
        return f"Look at the top card of {whose} deck and place it at the top or bottom of {where} deck."
    where = "your" if a.get("wording") == "your" else "their owner's"  # "… bottom of your deck in any order." (FB01-067)
    return (f"Look at {plural(a.value, 'card')} from the top of your deck and place them at the top or bottom of "
            f"{where} deck in any order.")


def _place_rest(g: Game, ctx: Ctx, a: Action) -> None:
    place(g, ctx, tuple(_that_cards(g, ctx.player)), "bottom", top_too=a.value == "top_or_bottom")


R.declare(ActionDecl(name="look_place", clause="FW 13-11, 3-2", doc="look at the top N cards of your deck and place "
                     "each at the top (in any order) or at the bottom (`to: drop`: on top or in the Drop)",
                     value=whole(1), words=_look_place_words, meaning=Meaning(lambda a: 1, "deck_bottom"),
                     fields={"to": Field(choice("bottom", "drop"), default="bottom", doc="bottom or drop"),
                             "deck": Field(choice("opponent"), doc="the opponent's deck: \"Look at the top card of "
                                           "your opponent's deck …\" (FB03-034)"),
                             "wording": Field(choice("your"), doc="\"… at the top or bottom of your deck.\" (FB01-061); "
                                              "N cards: \"… of your deck in any order.\" (FB02-048)")},
                     start=_look_place, sample={"look_place": 2}))
R.declare(ActionDecl(name="place_rest", clause="FW 13-11, 3-2", doc="place the rest of the looked-at cards at the top "
                     "or bottom of the deck, or at the bottom (`bottom`), in the player's order", value=choice(
                         "top_or_bottom", "bottom"),
                     words=lambda a, w: "Place the rest at the top or bottom of its owner's deck." if a.value ==
                     "top_or_bottom" else "Place the rest at the bottom of your deck in any order." if a.get("wording")
                     == "your" else "Place the rest at the bottom of its owner's deck.",
                     meaning=Meaning(lambda a: 0, "deck_order"), start=_place_rest,
                     fields={"wording": Field(choice("your"), doc="\"Place the rest at the bottom of your deck in any "
                                              "order.\" (FB02-134)")},
                     sample={"place_rest": "top_or_bottom"}))


# ------------------------------------------------------------------ appended by fw-timings
def _top_to_hand_or_energy(g: Game, ctx: Ctx, a: Action) -> None:
    deck = g.s.players[ctx.player].deck
    if not deck:
        return
    top = deck[0]
    remember(g, ctx, (top,))
    g.emit(Look("look", ctx.player, (top,)))  # FW 13-11: only this player sees it (not a named card: 3-1-7)
    g.ask(ctx.player, "yes-no", [Command(ctx.player, "yes"), Command(ctx.player, "no")],
          Frame("top_to_hand_or_energy", (ctx.player, top)),
          f"{g.card(ctx.src).name}: add {g.card(top).name} to your hand (yes) or to your energy in Rest Mode (no)?",
          cards=(top,), purpose="hand_or_energy",
          outcomes=(Outcome("add_to_hand", top, 1), Outcome("to_energy", top, 1)))


@frame("top_to_hand_or_energy")
def top_to_hand_or_energy(g: Game, player: int, top: int, answer: Command) -> None:
    g.emit(Look("look", player, ()))  # done looking
    if answer.kind == "yes":
        g.emit(Move("move", top, "deck", "hand", "top"))
    else:
        g.emit(Move("move", top, "deck", "energy", "top"))  # FW 3-8-3: in Rest Mode, as the text says
        g.emit(Rest("rest", top))


R.declare(ActionDecl(name="top_to_hand_or_energy", clause="FW 13-11, 3-3, 3-8-3", doc="look at the top card of your "
                     "deck and add it to your hand or to your energy in Rest Mode (the player chooses)",
                     value=choice("top"), words=lambda a, w: "Look at the top card of your deck and add it to your hand "
                     "or add it to your energy in Rest Mode.", meaning=Meaning(lambda a: 1, "hand_or_energy"),
                     start=_top_to_hand_or_energy, sample={"top_to_hand_or_energy": "top"}))


def _revealed_words(sel: Any, w: Any) -> str:
    """ "the revealed card has 《Satan City》 in its special traits" (the filters' words, "with" made "has")."""
    parts = [R.filters[n].words(v, w) for n, v in sel.filters]
    return "the revealed card " + " and ".join(p.removeprefix("with ") for p in parts).join(("has ", ""))


def _reveal_top(g: Game, ctx: Ctx, a: Action) -> None:
    from ....engine.interpreter import candidates, then_actions

    deck = g.s.players[ctx.player].deck
    if not deck:
        return
    top = deck[0]
    g.emit(Reveal("reveal", ctx.player, top))  # FW 13-10: shown to both players; it stays on top of the deck
    remember(g, ctx, (top,))
    if candidates(g, ctx, a.value):  # the revealed card ("that") passes the filters
        then_actions(g, ctx, a.get("then"))


def _reveal_top_words(a: Action, w: Any) -> str:
    # "…, play up to 1 <Videl> …. Then, you can't play <Videl> for the turn." (FB04-041: gated too, 0-3-17)
    parts = [R.actions[x.name].words(x, w) for x in a.get("then")]
    then = parts[0] + "".join(" Then, " + p[0].lower() + p[1:] for p in parts[1:])
    return f"Reveal the top card of your deck, and if {_revealed_words(a.value, w)}, {then[0].lower()}{then[1:]}"


R.declare(ActionDecl(name="reveal_top", clause="FW 13-10, 0-3-17", doc="reveal the top card of your deck (it stays "
                     "there); if it passes the selector's filters (zone `that`), the actions in `then` happen",
                     value=R.selector, words=_reveal_top_words, meaning=Meaning(lambda a: 0, "none"),
                     fields={"then": Field(R.actions_list, required=True, doc="the actions")}, start=_reveal_top,
                     sample={"reveal_top": {"zone": "that", "trait": "Satan City"}, "then": [{"draw": 1}]}))


def _reveal_hand(g: Game, ctx: Ctx, a: Action) -> None:
    """The player chooses N of the opponent's face-down hand cards (blind: a random choice, recorded by the rng)
    and reveals them (FW 13-10); they stay in the hand and are "the revealed card" of the text that follows."""
    from ....engine.basics import next_random
    from ....engine.interpreter import then_actions
    from ....engine.records import RngAdvanced

    hand = list(g.s.players[1 - ctx.player].hand)
    saved = g.s.rng
    chosen = [hand.pop(next_random(g, len(hand))) for _ in range(min(int(a.value), len(hand)))]
    after = g.s.rng
    g.s.rng = saved
    g.emit(RngAdvanced("rng", after))
    for uid in chosen:
        g.emit(Reveal("reveal", 1 - ctx.player, uid))
    remember(g, ctx, tuple(chosen))
    if a.get("then"):
        then_actions(g, ctx, a.get("then"))


def _reveal_hand_words(a: Action, w: Any) -> str:
    them = "it" if a.value == 1 else "them"
    then = "".join(" " + R.actions[x.name].words(x, w) for x in a.get("then") or ())
    return f"Choose {plural(a.value, 'card')} from your opponent's hand and reveal {them}.{then}"


R.declare(ActionDecl(name="reveal_hand", clause="FW 13-10, 3-3", doc="choose N cards of your opponent's hand (face down: "
                     "at random) and reveal them; `then`: the sentences about the revealed card", value=whole(1),
                     words=_reveal_hand_words, meaning=Meaning(lambda a: 0, "none"),
                     fields={"then": Field(R.actions_list, doc="the actions after it (own sentences, no \"Then,\")")},
                     start=_reveal_hand, sample={"reveal_hand": 1}))


# ------------------------------------------------------------------ wave 4: fw-looks
def _rest_to_drop(g: Game, ctx: Ctx, a: Action) -> None:
    for uid in _that_cards(g, ctx.player):  # FW 3-2-3: one at a time; still in the deck (not taken)
        if g.s.area(uid) == "deck":
            g.emit(Move("move", uid, "deck", "drop", "top"))
    g.emit(Look("look", ctx.player, ()))  # done looking


R.declare(ActionDecl(name="rest_to_drop", clause="FW 13-11, 3-2-3, 3-4", doc="the rest of the looked-at cards (those "
                     "not taken) into their owner's Drop", value=choice("drop"),
                     words=lambda a, w: "Place the rest into its owner's Drop.", meaning=Meaning(lambda a: 0, "none"),
                     start=_rest_to_drop, sample={"rest_to_drop": "drop"}))
