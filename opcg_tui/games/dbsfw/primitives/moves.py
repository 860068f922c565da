"""Fusion World actions that move cards between areas: to the hand, the deck, the energy, the Battle Area; looking at the deck (FW 3-1-6, 13-11)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import continuous
from ....engine.basics import next_random
from ....engine.declarations import (
    ActionDecl,
    Field,
    Meaning,
)
from ....engine.interpreter import choose_cards, queue_auto
from ....engine.records import (
    Ctx,
    Frame,
    Move,
    Pick,
    Rest,
    Reveal,
    RngAdvanced,
)
from ....engine.registry import (
    SELF,
    Action,
    Selector,
    Wording,
    boolean,
    choice,
    whole,
)

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R
from ..wording import plural
from .selectors import _that_cards, remember
from .steps import frame


def _move_apply(dst: str, where: str) -> Any:
    def apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
        from .bans import effect_cause, removal_prevented  # FW 0-2-5: "can't be removed from the Battle Area"

        for uid in [u for u in chosen if not removal_prevented(g, u, effect_cause(ctx))]:  # judged together
            g.emit(Move("move", uid, g.s.area(uid), dst, where))  # FW 3-1-6: to its owner's area
    return apply



def many(sel: Any) -> bool:
    """More than one card chosen: "up to 2 …", "all …" — the text says "them", "they" (FB02-084)."""
    return isinstance(sel, Selector) and (sel.how_many > 1 or sel.all)


R.declare(ActionDecl(name="to_hand", clause="FW 3-1-6", doc="return the chosen cards to their owner's hand",
                     value=R.selector, words=lambda a, w: f"Choose {w.selector(a.value, area=a.get('wording') == 'area')} and return "
                     + ("them to their owner's hand." if many(a.value) else "it to its owner's hand."),
                     meaning=Meaning(lambda a: -1, "return_target"), targets="", apply=_move_apply("hand", "top"),
                     fields={"wording": Field(choice("area"), doc="\"… card in your opponent's Battle Area\" (FB02)")},
                     sample={"to_hand": {"owner": "opponent", "zone": "battle", "up_to": True, "cost_max": 2}}))
def _add_to_hand(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        if g.s.area(uid) == "deck" and a.get("reveal", True):
            g.emit(Reveal("reveal", ctx.player, uid))  # FW 3-1-7: from a secret area to another, revealed
        g.emit(Move("move", uid, g.s.area(uid), "hand", "top"))


def _add_words(a: Action, w: Wording) -> str:
    sel = a.value
    if isinstance(sel, Selector) and sel.zone == "looked":
        if not a.get("reveal", True):  # "add 1 card to your hand" (FS07-06): the card stays hidden
            return f"Add {w.selector(sel)} to your hand."
        return f"Reveal {w.selector(sel)} and add it to your hand."
    return f"Add {w.selector(sel)} to your hand."


def _look(g: Game, ctx: Ctx, a: Action) -> None:
    # FW 13-11: the player looks at the top N cards (the selection that follows shows them).
    remember(g, ctx, tuple(g.s.players[ctx.player].deck[:a.value]))


def _rest_to_bottom(g: Game, ctx: Ctx, a: Action) -> None:
    """The looked-at cards not taken go to the deck's bottom in a random order (recorded: the rng)."""
    rest_ = _that_cards(g, ctx.player)
    saved = g.s.rng
    for i in range(len(rest_) - 1, 0, -1):
        j = next_random(g, i + 1)
        rest_[i], rest_[j] = rest_[j], rest_[i]
    after = g.s.rng
    g.s.rng = saved
    g.emit(RngAdvanced("rng", after))
    for uid in rest_:
        g.emit(Move("move", uid, "deck", "deck", "bottom"))


OWNER = {"": "your", "its_owner": "its owner's", "their_owner": "their owner's"}  # the same deck: the player's own
R.declare(ActionDecl(name="look", clause="FW 13-11", doc="look at the top N cards of your deck", value=whole(1),
                     words=lambda a, w: "Look at the top card of your deck." if a.value == 1 else
                     f"Look at {plural(a.value, 'card')} from the top of your deck.",
                     meaning=Meaning(lambda a: 1, "none"), start=_look, joins=", ", sample={"look": 5}))
R.declare(ActionDecl(name="rest_to_bottom", clause="FW 3-2-2, 5-9", doc="the rest of the looked-at cards to the bottom",
                     value=choice("random"), words=lambda a, w: f"Place the rest at the bottom of {OWNER[a.get('wording', '')]}"
                     " deck in a random order.", meaning=Meaning(lambda a: 0, "none"), start=_rest_to_bottom,
                     fields={"wording": Field(choice("its_owner", "their_owner"), doc="\"… of its owner's deck\" (FB03), "
                                              "\"… of their owner's deck\" (FB04–FB06)")},
                     sample={"rest_to_bottom": "random"}))
R.declare(ActionDecl(name="add_to_hand", clause="FW 3-1-6", doc="add the chosen cards to your hand",
                     value=R.selector, words=_add_words,
                     meaning=Meaning(lambda a: 1, "add_target"), targets="", apply=_add_to_hand,
                     fields={"reveal": Field(boolean, default=True, doc="false: a looked-at card is added unrevealed "
                                             "(the text does not say \"reveal\")")},
                     sample={"add_to_hand": {"zone": "drop", "up_to": True, "extra": True}}))
R.declare(ActionDecl(name="to_energy", clause="FW 3-8-3", doc="add the chosen cards to your energy (active)",
                     value=R.selector, words=lambda a, w: f"Add {w.selector(a.value)} to your energy.",
                     meaning=Meaning(lambda a: 1, "add_target"), targets="", apply=_move_apply("energy", "top"),
                     sample={"to_energy": {"zone": "drop", "up_to": True, "cost_min": 3}}))
def _play_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    # FW 5-5-3: played by a skill, without paying its cost, active (3-6-3); its [On Play] waits (9-6-7-3).
    for uid in chosen:
        g.emit(Move("move", uid, g.s.area(uid), "battle", "top"))
        if a.get("rested"):  # "play … in Rest Mode" (FB04-069): the text says otherwise (3-6-3)
            g.emit(Rest("rest", uid))
        queue_auto(g, "on_play", [uid])


def _play_words(a: Action, w: Wording) -> str:
    mode = " in Rest Mode." if a.get("rested") else "."
    if a.value == SELF:  # [When KO'd] "Play this card from your Drop in Rest Mode." (FB03-093): from the Drop
        return f"Play this card from {OWNER[a.get('wording', '')]} Drop{mode}"
    return f"Play {w.selector(a.value)}{mode}"


R.declare(ActionDecl(name="play", clause="FW 5-5-3", doc="play the chosen Battle Cards without paying their cost",
                     value=R.selector, words=_play_words,
                     fields={"rested": Field(boolean, default=False, doc='"… from your hand in Rest Mode" (FB05-092)'),
                             "wording": Field(choice("its_owner"), doc="self: \"Play this card from its owner's Drop.\" "
                                              "(FB04-123)")},
                     meaning=Meaning(lambda a: 1, "add_target"), targets="", apply=_play_apply,
                     accepts=lambda g, u: g.card(u).category == "battle"  # no_play: a prohibition wins (FW 0-2-5)
                     and not continuous.prohibited(g, "play", u, player=g.s.owner[u]),
                     sample={"play": {"zone": "drop", "up_to": True, "name": "Shamoian", "cost": 1}}))


R.declare(ActionDecl(name="to_drop", clause="FW 3-1-6, 3-4", doc="place the chosen cards in their owner's Drop "
                     "(not a KO: no [When KO'd])", value=R.selector,
                     words=lambda a, w: f"Choose {w.selector(a.value, area=a.get('wording') in ('area', 'area_into'))} and "
                     f"place it {'into' if a.get('wording') == 'area_into' else 'in'} its owner's Drop.", meaning=Meaning(lambda a: -1, "return_target"), targets="",
                     apply=_move_apply("drop", "top"),
                     fields={"wording": Field(choice("area", "area_into"), doc="\"… in your opponent's Battle Area\" "
                                              "(FS05-13); `area_into`: \"… and place it into its owner's Drop\" (FB05)")},
                     sample={"to_drop": {"owner": "opponent", "zone": "field", "up_to": True}}))



# ------------------------------------------------------------------ the boosters FB01–FB06, FP
def _deck_to_drop(g: Game, ctx: Ctx, a: Action) -> None:
    for uid in list(g.s.players[ctx.player].deck[:a.value]):  # FW 3-2-3, 3-1-7: one at a time, from the top
        g.emit(Move("move", uid, "deck", "drop", "top"))


R.declare(ActionDecl(name="deck_to_drop", clause="FW 3-2-3, 3-4", doc="place the top N cards of your deck in your Drop",
                     value=whole(1), words=lambda a, w: "Place the top card of your deck into its owner's Drop."
                     if a.value == 1 else f"Place the top {a.value} cards of your deck into their owner's Drop.",
                     meaning=Meaning(lambda a: 0, "none"), start=_deck_to_drop, sample={"deck_to_drop": 2}))


def _hand_to_deck_top(g: Game, ctx: Ctx, a: Action) -> None:
    # FW 3-2-3: on top, one at a time (the last placed ends on top); only the player sees its hand (3-3).
    hand = g.s.players[ctx.player].hand
    items = tuple(sorted(hand, key=lambda u: (g.s.cards[u], u)))
    n = min(int(a.value), len(items))
    if n:
        choose_cards(g, Pick(player=ctx.player, purpose="hand_to_deck", items=items, picked=(), low=n, high=n,
                             ordered=n > 1, numbers=tuple(g.s.cards[u] for u in items),
                             then=Frame("hand_to_deck_top", ()),
                             text=f"Choose {plural(n, 'card')} of your hand to place on top of your deck.",
                             source=ctx.src))


@frame("hand_to_deck_top")
def hand_to_deck_top(g: Game, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        g.emit(Move("move", uid, "hand", "deck", "top"))


R.declare(ActionDecl(name="hand_to_deck_top", clause="FW 3-2-3, 3-1-6", doc="place N cards from your hand on top of "
                     "your deck", value=whole(1),
                     words=lambda a, w: f"Place {plural(a.value, 'card')} from your hand on top of "
                     f"{'its owner' + chr(39) + 's' if a.get('wording') == 'its_owner' else 'your'} deck.",
                     meaning=Meaning(lambda a: -1, "hand_to_deck"), start=_hand_to_deck_top,
                     fields={"wording": Field(choice("its_owner"), doc="\"… on top of its owner's deck\" (FB03-027)")},
                     sample={"hand_to_deck_top": 1}))
