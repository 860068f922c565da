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
    ANY_NUMBER,
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
from ..wording import JOINS, WHEN, plural
from .selectors import _that_cards, remember
from .steps import frame


def _move_apply(dst: str, where: str) -> Any:
    def apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
        from .bans import effect_cause, removal_prevented, remove  # FW 0-2-5: "can't be removed …"

        cause = effect_cause(ctx)
        remove(g, "move", (dst, where), tuple(u for u in chosen if not removal_prevented(g, u, cause)), cause)
    return apply


def many(sel: Any) -> bool:
    """More than one card chosen: "up to 2 …", "all …" — the text says "them", "they" (FB02-084)."""
    return isinstance(sel, Selector) and (sel.how_many > 1 or sel.all)


def _to_hand_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    returned = [u for u in chosen if g.s.owner[u] != ctx.player and g.s.area(u) == "battle"
                and g.card(u).category == "battle"]
    _move_apply("hand", "top")(g, ctx, a, chosen)
    remember(g, ctx, tuple(u for u in chosen if g.s.area(u) == "hand"))  # "if you returned 3 or more" (FB02-067)
    if returned:  # "when an opponent's Battle Card is returned to their hand by one of your skills" (FB01-062)
        queue_auto(g, "opponent_card_returned_by_your_skill", g.s.players[ctx.player].on_field())


def _chosen(sel: Any, w: Wording, area: bool) -> str:
    """The selector's words; "all of your opponent's Battle Cards" for `all` (FB02-046)."""
    phrase = str(w.selector(sel, area=area))
    if isinstance(sel, Selector) and sel.all and phrase.startswith(f"{sel.how_many} of "):
        phrase = "all of " + phrase.removeprefix(f"{sel.how_many} of ")
    return phrase


R.declare(ActionDecl(name="to_hand", clause="FW 3-1-6", doc="return the chosen cards to their owner's hand",
                     value=R.selector, words=lambda a, w: f"Choose {_chosen(a.value, w, a.get('wording') == 'area')} and return "
                     + ("them to their owners' hands." if a.get("wording") == "owners" else
                        "them to their owner's hand." if many(a.value) else "it to its owner's hand."),
                     meaning=Meaning(lambda a: -1, "return_target"), targets="", apply=_to_hand_apply,
                     fields={"wording": Field(choice("area", "owners"), doc="\"… card in your opponent's Battle Area\" "
                                              "(FB02); `owners`: \"… return them to their owners' hands\" (FB02-067)")},
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
        top = " Place any remaining cards at the top of your deck." if a.get("the_rest") == "top_any" else ""  # FB01-106
        return f"Reveal {w.selector(sel)} and add {'them' if many(sel) else 'it'} to your hand.{top}"  # "up to 2": FB06-053
    return f"Add {w.selector(sel)} to your hand."


def _look(g: Game, ctx: Ctx, a: Action) -> None:
    # FW 13-11: the player looks at the top N cards (the selection that follows shows them).
    deck = g.s.players[1 - ctx.player if a.get("deck") == "opponent" else ctx.player].deck  # FB06-118
    cards = tuple(deck[-a.value:] if a.get("bottom") else deck[:a.value])  # "the bottom card" (FB01-065)
    if a.get("reveal"):  # "Reveal the top card of your deck" (FB03-107): shown to both players (13-10)
        for uid in cards:
            g.emit(Reveal("reveal", ctx.player, uid))
    remember(g, ctx, cards)


def _look_words(a: Action, w: Wording) -> str:
    verb = "Reveal" if a.get("reveal") else "Look at"
    whose = "your opponent's" if a.get("deck") == "opponent" else "your"
    if a.get("bottom"):
        return f"{verb} the bottom card of {whose} deck."
    return f"{verb} the top card of {whose} deck." if a.value == 1 else \
        f"{verb} {plural(a.value, 'card')} from the top of {whose} deck."


def _rest_to_bottom(g: Game, ctx: Ctx, a: Action) -> None:
    """The looked-at cards not taken go to the deck's bottom in a random order (recorded: the rng)."""
    for uid in shuffled(g, _that_cards(g, ctx.player)):
        g.emit(Move("move", uid, "deck", "deck", "bottom"))


OWNER = {"": "your", "its_owner": "its owner's", "their_owner": "their owner's", "then_its_owner": "its owner's",
         "their_owner_then": "their owner's"}  # the same deck: the player's own
R.declare(ActionDecl(name="look", clause="FW 13-11", doc="look at the top N cards of your deck", value=whole(1),
                     words=_look_words, meaning=Meaning(lambda a: 1, "none"), start=_look, joins=", ",
                     fields={"reveal": Field(boolean, default=False, doc="\"Reveal the top card of your deck\" "
                                             "(FB03-107): both players see it"),
                             "bottom": Field(boolean, default=False, doc="\"Look at the bottom card of your deck\" "
                                             "(FB01-065): the bottom N cards"),
                             "wording": Field(choice("then"), doc="\"Look at 5 cards …, then reveal …\" (FB04-042: the "
                                              "next action joined by \", then\")"),
                             "deck": Field(choice("opponent"), doc="\"… of your opponent's deck\" (FB06-118)")},
                     sample={"look": 5}))
R.declare(ActionDecl(name="rest_to_bottom", clause="FW 3-2-2, 5-9", doc="the rest of the looked-at cards to the bottom",
                     value=choice("random"), words=lambda a, w: ("Then, place" if a.get("wording") == "then_its_owner" else "Place")
                     + f" the rest at the bottom of {OWNER[a.get('wording', '')]}"
                     " deck in a random order.", meaning=Meaning(lambda a: 0, "none"), start=_rest_to_bottom,
                     fields={"wording": Field(choice("its_owner", "their_owner", "then_its_owner", "their_owner_then"), doc="\"… of its owner's deck\" (FB03), "
                                              "\"… of their owner's deck\" (FB04–FB06), \"Then, place the rest … of its owner's deck …\" (FB03-074), "
                                              "`their_owner_then`: \"… of their owner's deck in a random order, then …\" (FB06-108)")},
                     sample={"rest_to_bottom": "random"}))
R.declare(ActionDecl(name="add_to_hand", clause="FW 3-1-6", doc="add the chosen cards to your hand",
                     value=R.selector, words=_add_words,
                     meaning=Meaning(lambda a: 1, "add_target"), targets="", apply=_add_to_hand,
                     fields={"reveal": Field(boolean, default=True, doc="false: a looked-at card is added unrevealed "
                                             "(the text does not say \"reveal\")"),
                             "the_rest": Field(choice("top_any"), doc="the looked-at top card not added stays there: "
                                               "\"Place any remaining cards at the top of your deck.\" (FB01-106)")},
                     sample={"add_to_hand": {"zone": "drop", "up_to": True, "extra": True}}))
def _to_energy_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    _move_apply("energy", "top")(g, ctx, a, chosen)
    if a.get("rested"):  # "… to your energy in Rest Mode" (FB01-096): the text says so (3-8-3: else active)
        for uid in chosen:
            g.emit(Rest("rest", uid))


R.declare(ActionDecl(name="to_energy", clause="FW 3-8-3", doc="add the chosen cards to your energy (active; `rested`: "
                     "in Rest Mode)", value=R.selector,
                     words=lambda a, w: f"Add {w.selector(a.value)} to "
                     + ("its owner's" if a.get("wording") == "its_owner" else "your")
                     + f" energy{' in Rest Mode' if a.get('rested') else ''}.",
                     meaning=Meaning(lambda a: 1, "add_target"), targets="", apply=_to_energy_apply,
                     fields={"rested": Field(boolean, default=False, doc="\"… to your energy in Rest Mode\" (FB01-096, "
                                             "FB05-051)"),
                             "wording": Field(choice("its_owner"), doc="\"… to its owner's energy\" (FB05-060)")},
                     sample={"to_energy": {"zone": "drop", "up_to": True, "cost_min": 3}}))
def _play_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    # FW 5-5-3: played by a skill, without paying its cost, active (3-6-3); its [On Play] waits (9-6-7-3).
    for uid in chosen:
        source = g.s.area(uid)
        g.emit(Move("move", uid, source, "battle", "top"))
        if a.get("rested"):  # "play … in Rest Mode" (FB04-069): the text says otherwise (3-6-3)
            g.emit(Rest("rest", uid))
        played(g, uid, source, by_skill=True)


def _play_words(a: Action, w: Wording) -> str:
    mode = " in Rest Mode." if a.get("rested") else "."
    if a.value == SELF:  # [When KO'd] "Play this card from your Drop in Rest Mode." (FB03-093): from the Drop
        return f"Play this card from {OWNER[a.get('wording', '')]} Drop{mode}"
    phrase = str(w.selector(a.value))
    sel = a.value
    if isinstance(sel, Selector) and sel.zone == "looked":  # "play up to 1 blue Battle Card with a cost of 2 or less"
        parts = {k: [R.filters[n].words(v, w) for n, v in sel.filters if R.filters[n].part == k]
                 for k in ("before", "noun", "after")}
        noun = parts["noun"][0] if parts["noun"] else "Battle Card" if sel.how_many == 1 else "Battle Cards"
        count = f"up to {sel.how_many}" if sel.up_to else str(sel.how_many)
        after = parts["after"]
        if len(after) > 1:  # "with a cost of 4 or less and 《Satan City》 in its special traits" (FB03-050)
            after = [after[0] + "".join(" and " + p.removeprefix("with ") for p in after[1:])]
        phrase = " ".join([count, *parts["before"], noun, *after])
    rest = REST_PLACES.get(a.get("the_rest", ""), "")
    if a.get("wording") == "energy_costs":  # "… 《Saiyan》-only Battle Cards with energy costs of 3 or less" (FB04-075)
        phrase = phrase.replace(" with costs of ", " with energy costs of ")  # the selector says the plural already
    return f"Play {phrase}{mode}{rest}"


# The looked-at cards a play leaves where they are ("Place the rest at the bottom of your deck.", FB02-059).
REST_PLACES = {"bottom": " Place the rest at the bottom of your deck.",
               "bottom_any": " Place any remaining cards at the bottom of your deck."}


R.declare(ActionDecl(name="play", clause="FW 5-5-3", doc="play the chosen Battle Cards without paying their cost",
                     value=R.selector, words=_play_words,
                     fields={"rested": Field(boolean, default=False, doc='"… from your hand in Rest Mode" (FB05-092)'),
                             "the_rest": Field(choice(*REST_PLACES), doc="the looked-at bottom card not played "
                                               "stays there: \"Place the rest …\" (FB02-059), \"Place any remaining "
                                               "cards …\" (FB01-065)"),
                             "wording": Field(choice("its_owner", "energy_costs"), doc="self: \"Play this card from its "
                                              "owner's Drop.\" (FB04-123); `energy_costs`: \"… with energy costs of N or "
                                              "less\" (FB04-075)")},
                     meaning=Meaning(lambda a: 1, "add_target"), targets="", apply=_play_apply,
                     accepts=lambda g, u: g.card(u).category == "battle"  # no_play: a prohibition wins (FW 0-2-5)
                     and not continuous.prohibited(g, "play", u, player=g.s.owner[u]),
                     sample={"play": {"zone": "drop", "up_to": True, "name": "Shamoian", "cost": 1}}))


R.declare(ActionDecl(name="to_drop", clause="FW 3-1-6, 3-4", doc="place the chosen cards in their owner's Drop "
                     "(not a KO: no [When KO'd])", value=R.selector,
                     words=lambda a, w: f"Place {w.selector(a.value, area=True)} into its owner's Drop."  # FB06-112
                     if a.get("wording") == "place" else
                     f"Choose {w.selector(a.value, area=a.get('wording') in ('area', 'area_into'))} and "
                     f"place it {'into' if a.get('wording') == 'area_into' else 'in'} its owner's Drop.", meaning=Meaning(lambda a: -1, "return_target"), targets="",
                     apply=_move_apply("drop", "top"),
                     fields={"wording": Field(choice("area", "area_into", "place"), doc="\"… in your opponent's Battle Area\" "
                                              "(FS05-13); `area_into`: \"… and place it into its owner's Drop\" (FB05); "
                                              "`place`: \"Place 1 <X> in your Battle Area into its owner's Drop.\" (FB06-112)")},
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



# ------------------------------------------------------------------ appended by fw-timings
def _battle_to_energy_words(a: Action, w: Wording) -> str:
    sel = a.value
    if sel == SELF:  # "Then, add this card to your energy in Rest Mode." (FB02-086)
        return "Add this card to your energy in Rest Mode."
    if a.get("wording") == "and":  # "Choose 1 of your Battle Cards and 1 of your opponent's Battle Cards and add them
        return f"Choose {w.selector(sel)}."  # to their owners' energy in Rest Mode." (FB02-096): the next action's
    if a.get("wording") == "both":  # cards joined by "and" (draw's `and`), each chosen and added in text order
        return f"{w.selector(sel)} and add them to their owners' energy in Rest Mode."
    whose = "your" if a.get("wording") == "your" else "their owner's" if many(sel) else "its owner's"
    phrase = str(w.selector(sel, area=a.get('wording') == 'area'))
    if isinstance(sel, Selector) and sel.how_many >= ANY_NUMBER:  # "any number of your Battle Cards with 《X》 in
        phrase = phrase.replace(f"up to {ANY_NUMBER}", "any number")  # their special traits" (FB02-101, 1-3-5-1)
        phrase = phrase.replace(" in its special traits", " in their special traits")
    return f"Choose {phrase} and add {'them' if many(sel) else 'it'} to {whose} energy in Rest Mode."


def _battle_to_energy(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    from .bans import effect_cause, removal_prevented, remove  # FW 0-2-5: "can't be removed …"

    cause = effect_cause(ctx)  # FW 3-1-6, 3-8-3: to its owner's energy, in Rest Mode
    remove(g, "energy", (), tuple(u for u in chosen if not removal_prevented(g, u, cause)), cause)


R.declare(ActionDecl(name="battle_to_energy", clause="FW 3-1-6, 3-8-3", doc="add the chosen cards in a Battle Area to "
                     "their owner's energy in Rest Mode (not a KO: no [When KO'd])", value=R.selector,
                     words=_battle_to_energy_words, meaning=Meaning(lambda a: -1, "return_target"), targets="",
                     apply=_battle_to_energy,
                     fields={"wording": Field(choice("area", "your", "and", "both"), doc="`area`: \"… card in your "
                                              "opponent's Battle Area\" (FB04-073); `your`: \"… add it to your energy\" "
                                              "(FB02-094); `and` then `both`: two actions read as one sentence, \"Choose 1 "
                                              "of your Battle Cards and 1 of your opponent's Battle Cards and add them to "
                                              "their owners' energy in Rest Mode.\" (FB02-096)")},
                     sample={"battle_to_energy": {"owner": "opponent", "zone": "battle", "up_to": True, "cost_max": 4}}))


# ------------------------------------------------------------------ appended by fw-timings: a card is played
PLAYED_BY_SKILL = "played_by_skill"  # a modifier on the card for the turn: "if this card was played by a skill"
# The card whose event a timing is being checked for ("When your <Babidi> … is played"): set only while the
# skills waiting for it are queued; a trigger condition is checked when its event happens (FW 9-6-2).
TRIGGER: dict[str, int] = {}


def played(g: Game, uid: int, source: str, *, by_skill: bool = False) -> None:
    """The one place a card is played (FW 5-5-1: a Battle Card or a [Field] placed in a Battle Area, used from
    the hand (5-5-2), by a skill (5-5-3), by [Evolve] (15-12-7)): its [On Play] waits (1-3-6-3-1, 9-6-7-3), and
    the skills that wait for a card being played; `source` is the area it was played from."""
    owner = g.s.owner[uid]
    if g.card(uid).category == "battle" and continuous.prohibited(g, "play_active", uid):
        g.emit(Rest("rest", uid))  # FW 0-2-5: "… are played in Rest Mode" (bans.played_rested, FB02-140)
    if by_skill:
        continuous.add(g, PLAYED_BY_SKILL, uid, True, "turn", owner, g.card(uid).name)
    queue_auto(g, "on_play", [uid])
    TRIGGER["played"] = uid  # read by the played_card condition as the timing is checked (FW 9-6-2)
    try:
        queue_auto(g, "your_card_played", [u for u in g.s.players[owner].on_field()])
    finally:
        TRIGGER.pop("played", None)
    if source == "drop" and g.card(uid).category == "battle":
        queue_auto(g, "battle_card_played_from_your_drop", [u for u in g.s.players[owner].on_field()])
    if g.card(uid).category == "battle":  # "When your opponent plays a Battle Card" (FB02-046)
        queue_auto(g, "opponent_plays_battle_card", [u for u in g.s.players[1 - owner].on_field()])


WHEN["battle_card_played_from_your_drop"] = "When a Battle Card is played from your Drop,"
WHEN["opponent_battle_card_attacks"] = "When an opponent's Battle Card{when} attacks,"
WHEN["switched_active_by_skill"] = "When this card is switched to Active Mode by a skill,"


def _field_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        old = g.s.players[g.s.owner[uid]].field
        if old is not None:
            g.emit(Move("move", old, "field", "drop", "top"))  # FW 15-3-4: the other [Field] goes to the Drop
        source = g.s.area(uid)
        g.emit(Move("move", uid, source, "field", "top"))  # FW 15-3-2, 3-6-3: in the Battle Area, active
        if a.get("rested"):  # "… from your hand in Rest Mode." (FB04-058)
            g.emit(Rest("rest", uid))
        played(g, uid, source, by_skill=True)  # FW 5-5-1: placing a [Field] in a Battle Area is playing it


def _field_words(a: Action, w: Wording) -> str:
    """ "Place up to 1 <X> into the Battle Area." (looked at); "… into the Battle Area from your hand in Rest Mode." """
    phrase = str(w.selector(a.value))
    where = R.zones[a.value.zone].where if isinstance(a.value, Selector) else ""
    if where and phrase.endswith(" " + where):
        phrase = phrase.removesuffix(" " + where)
    mode = " in Rest Mode" if a.get("rested") else ""
    if a.get("wording") == "play":  # "play up to 1 [Field] with a cost of 2 or less from your hand." (FB06-085)
        return f"Play {w.selector(a.value)}{mode}."
    area = "in your Battle Area" if a.get("wording") == "your" else "into the Battle Area"  # FB01-084
    return f"Place {phrase} {area}{' ' + where if where else ''}{mode}."


R.declare(ActionDecl(name="place_field", clause="FW 5-5-1, 15-3", doc="place the chosen [Field] into your Battle Area "
                     "(it is played; your other [Field] goes to the Drop)", value=R.selector,
                     words=_field_words, meaning=Meaning(lambda a: 1, "add_target"), targets="", apply=_field_apply,
                     fields={"rested": Field(boolean, default=False, doc="\"… in Rest Mode\" (FB04-058)"),
                             "wording": Field(choice("your", "play"), doc="\"… in your Battle Area.\" (FB01-084); "
                                              "`play`: \"Play up to 1 [Field] … from your hand.\" (FB06-085)")},
                     accepts=lambda g, u: g.card(u).category == "extra" and "field" in g.card(u).keywords,
                     sample={"place_field": {"zone": "looked", "up_to": True, "name": "Artificial Full Moon"}}))
WHEN["your_card_played"] = "When your{when} is played,"
WHEN["opponent_plays_battle_card"] = "When your opponent plays a Battle Card,"
WHEN["opponent_card_returned_by_your_skill"] = ("When an opponent's Battle Card is returned to their hand by one of "
                                                "your skills,")


# ------------------------------------------------------------------ wave 3: fw-r2
def _energy_to_drop(g: Game, ctx: Ctx, a: Action) -> None:
    from .costs import _pay_energy_to_drop  # the cost's choice, as an effect: as many as there are (FW 0-2-4)
    n = min(int(a.value), len(g.s.players[ctx.player].energy))
    if n:
        # "If energy is placed into its owner's Drop by this card's skill during this turn" (FB04-059): a record for
        # the turn on no card — (this card, as it is now)
        continuous.add(g, ENERGY_DROPPED_BY, None, (ctx.src, ctx.epoch), "turn", ctx.player, g.card(ctx.src).name)
        _pay_energy_to_drop(g, ctx, n)


ENERGY_DROPPED_BY = "energy_dropped_by"
R.declare(ActionDecl(name="energy_to_drop", clause="FW 3-8, 3-4, 0-2-4", doc="an effect (not a cost): place N cards of your "
                     "energy in your Drop, the player choosing which (fewer if there are fewer)", value=whole(1),
                     words=lambda a, w: f"Place {plural(a.value, 'card')} from your energy "
                     + ("into its owner's Drop." if a.get("wording") == "into" else "in your Drop."),
                     fields={"wording": Field(choice("into"), doc="\"… into its owner's Drop.\" (FB04-059)")},
                     meaning=Meaning(lambda a: -1, "none"), start=_energy_to_drop, sample={"energy_to_drop": 1}))


# ------------------------------------------------------------------ wave 4: fw-looks
def shuffled(g: Game, cards: list[int]) -> list[int]:
    """`cards` in a random order drawn from the game's generator, its new state recorded (FW 3-1-5: "in a random
    order")."""
    cards = list(cards)
    saved = g.s.rng
    for i in range(len(cards) - 1, 0, -1):
        j = next_random(g, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    after = g.s.rng
    g.s.rng = saved
    g.emit(RngAdvanced("rng", after))
    return cards


def to_bottom_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    """The chosen cards to the bottom of their owner's deck (FW 3-1-6): in the order chosen; `order: random` in a
    random order (the game's generator, recorded); `order: any` in the order each owner chooses for its own cards
    (FW 3-1-5: the owner of the cards decides the order of cards placed together), the skill's player first."""
    from .bans import effect_cause, removal_prevented  # FW 0-2-5: "can't be removed from the Battle Area"

    cards = [u for u in chosen if not removal_prevented(g, u, effect_cause(ctx))]  # judged together
    if a.get("order") == "random":
        cards = shuffled(g, cards)
    if a.get("order") != "any":
        for uid in cards:
            g.emit(Move("move", uid, g.s.area(uid), "deck", "bottom"))
        return
    owners = [p for p in (ctx.player, 1 - ctx.player) if any(g.s.owner[u] == p for u in cards)]
    g.push(*(Frame("owner_orders_bottom", (p, tuple(u for u in cards if g.s.owner[u] == p), ctx.src))
             for p in owners))


@frame("owner_orders_bottom")
def owner_orders_bottom(g: Game, owner: int, cards: tuple[int, ...], src: int) -> None:
    if len(cards) < 2:
        bottom_ordered(g, cards)
        return
    choose_cards(g, Pick(player=owner, purpose="deck_order", items=cards, picked=(), low=len(cards), high=len(cards),
                         ordered=True, numbers=None, then=Frame("bottom_ordered", ()),
                         text="Choose the order of your cards to place at the bottom of your deck, the first placed "
                              "first.", shown=cards, source=src))


@frame("bottom_ordered")
def bottom_ordered(g: Game, chosen: tuple[int, ...]) -> None:
    for uid in chosen:  # one at a time: the first chosen ends above the others (FW 3-2-3)
        g.emit(Move("move", uid, g.s.area(uid), "deck", "bottom"))


BOTTOM_ORDERS = {"random": " in a random order", "any": " in any order"}


# ------------------------------------------------------------------ wave 4: fw-durations
# "When your Battle Card with a cost of 5 or more is removed from the Battle Area by your opponent" (FB02-091, Q199):
# KO'd in battle by the opponent's attack, or moved out of the Battle Area by a skill of the opponent's card; not
# placed in the Drop by the rules (a power of 0: Q200). The removed card's information is its own as it was in the
# Battle Area (FW 9-6-7-1-2): its cost is taken before it moves.
def leaving(g: Game, player: int, uids: Any) -> list[tuple[int, int]]:
    """The Battle Cards of `player`'s opponent among `uids` that are in a Battle Area, with their cost there."""
    from ..ops import cost

    return [(u, cost(g, u)) for u in uids
            if g.s.owner[u] != player and g.s.area(u) == "battle" and g.card(u).category == "battle"]


def removed_by_opponent(g: Game, left: list[tuple[int, int]]) -> None:
    """The cards `leaving` found have left the Battle Area: their owner's skills waiting for it are queued, each card
    once (its cost read by the removed_cost_min condition while they are)."""
    for uid, cost in left:
        if g.s.area(uid) == "battle":
            continue  # it stayed ("can't be removed …", FW 0-2-5)
        TRIGGER["removed"], TRIGGER["removed_cost"] = uid, cost
        try:
            queue_auto(g, "your_battle_card_removed_by_opponent", list(g.s.players[g.s.owner[uid]].on_field()))
        finally:
            TRIGGER.pop("removed", None)
            TRIGGER.pop("removed_cost", None)


WHEN["your_battle_card_removed_by_opponent"] = "When your Battle Card{when} is removed from the Battle Area by your opponent,"


# ------------------------------------------------------------------ wave 4: fw-fields
JOINS["comma"] = ", "  # an action's `wording: comma`: "…, add the top card of your deck to your life, choose …" (FB06-120)
R.declare(ActionDecl(name="to_combo", clause="FW 3-7, 3-1-6, 8-4-4", doc="place the chosen Battle Cards into their owner's "
                     "Combo Area (not used in a combo: no combo timing; their combo power counts for their owner's side "
                     "in the Damage Step, and they go to the Drop at the battle's end, 8-5-4)", value=R.selector,
                     words=lambda a, w: f"Choose {w.selector(a.value)} and place "
                     + ("them into their owner's Combo Area." if many(a.value) else "it into its owner's Combo Area."),
                     meaning=Meaning(lambda a: -1, "return_target"), targets="", apply=_move_apply("combo", "top"),
                     sample={"to_combo": {"owner": "any", "zone": "battle", "up_to": True, "cost_max": 3}}))
