"""Fusion World actions on cards a skill chooses or names: power, KO, modes, Life, [Ki], conditions (FW 5, 9-8, 13)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import continuous
from ....engine.basics import draw, rest, set_active
from ....engine.declarations import (
    ActionDecl,
    Field,
    Meaning,
    ProhibitionDecl,
)
from ....engine.interpreter import choose_cards, conditions_met, queue_auto, then_actions
from ....engine.records import (
    Command,
    Ctx,
    Frame,
    Move,
    Outcome,
    Pick,
    Rest,
)
from ....engine.registry import (
    SELF,
    Action,
    Selector,
    Wording,
    boolean,
    choice,
    mapping,
    quantity,
    text,
    whole,
)
from ..state import Flipped, KiChanged, KONote, MarkersChanged

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R
from ..wording import plural
from .moves import BOTTOM_ORDERS, many, to_bottom_apply
from .power import AREA_DOC, DURATIONS
from .selectors import remember
from .steps import frame


# ------------------------------------------------------------------ actions
def _draw(g: Game, ctx: Ctx, a: Action) -> None:
    draw(g, ctx.player, int(a.value))  # FW 5-1


def _flip(g: Game, ctx: Ctx, a: Action) -> None:
    # FW 15-2-2, 14-7: the Leader turns over; its position and power changes carry over.
    player = g.s.owner[ctx.src]
    if g.s.players[player].leader == ctx.src:
        side = g.s.players[player].side
        g.emit(Flipped("flip", player, "back" if side == "front" else "front"))


R.declare(ActionDecl(name="draw", clause="FW 5-1", doc="draw N cards", value=quantity(1),
                     words=lambda a, w: f"Draw {plural(a.value, 'card')}.", meaning=Meaning(lambda a: 1, "none"),
                     fields={"wording": Field(choice("and", "then"), doc='the next action joined: "Draw 2 cards and discard '
                                              '1 card …" (FB06-040), "Draw 1 card, then choose …" (FB01-135)')},
                     start=_draw, sample={"draw": 1}))
R.declare(ActionDecl(name="flip", clause="FW 15-2-2", doc="flip this Leader over (its [Awaken])", value=choice("self"),
                     words=lambda a, w: "Then, flip this card over.", meaning=Meaning(lambda a: 1, "none"),
                     start=_flip, sample={"flip": "self"}))


# ------------------------------------------------------------------ actions that choose cards


def _ko_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    from .bans import effect_cause, ko_prevented, remove

    cause = effect_cause(ctx, "ko")
    remove(g, "ko", (), tuple(u for u in chosen if not ko_prevented(g, u, cause)), cause)  # judged together: one KO


def ko(g: Game, uid: int, cause: Any = None) -> bool:
    """FW 5-10, 14-9-2: a KO'd Battle Card goes to its owner's Drop; its [When KO'd] skills wait. False: a
    prohibition kept it ("can't be KO'd", "can't be removed …" by this cause: FW 0-2-5, bans.py)."""
    from .bans import ko_prevented

    if ko_prevented(g, uid, cause):
        return False
    _ko_now(g, uid)
    return True


def _ko_now(g: Game, uid: int) -> None:
    g.emit(Move("move", uid, g.s.area(uid), "drop", "top"))
    g.emit(KONote("note", "ko", uid))
    queue_auto(g, "when_ko", [uid])
    if g.card(uid).category == "battle":  # "When your Battle Card … is KO'd" (FB04-077): its owner's cards in play
        from .moves import TRIGGER

        TRIGGER["kod"] = uid  # read by the kod_card condition as the timing is checked (FW 9-6-2, 9-6-7-1-2)
        try:
            queue_auto(g, "your_battle_card_kod", g.s.players[g.s.owner[uid]].on_field())
        finally:
            TRIGGER.pop("kod", None)




def _sel(a: Action, w: Any) -> str:
    return str(w.selector(a.value, area=a.get("wording") in ("area", "area_and")))


def _rest_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    remember(g, ctx, chosen)  # "… and switch it to Rest Mode. Then, if that card has …" (FB01-113)
    for uid in chosen:
        rest(g, uid)  # FW 1-8-1-2


@frame("life_to_hand")
def life_to_hand(g: Game, player: int, answer: Command) -> None:
    life = g.s.players[player].life
    if answer.kind == "yes" and life:
        g.emit(Move("move", life[0], "life", "hand", "top"))  # FW 3-9-3; no Life left: the player loses (14-2)


def _life_to_hand(g: Game, ctx: Ctx, a: Action) -> None:
    # "Add up to 1 card from your life to your hand" (FW 3-9-3: the top card; not damage, FW 1-10-2).
    life = g.s.players[ctx.player].life
    if life and not a.get("up_to", True):  # "Add 1 card from your life to your hand": no choice (FS06-05)
        g.emit(Move("move", life[0], "life", "hand", "top"))
    elif life and int(a.value) > 1:  # "Add up to 2 cards from your life to your hand" (FB01-062): one at a time
        _ask_life_to_hand(g, ctx.player, int(a.value), g.card(ctx.src).name)
    elif life:
        g.ask(ctx.player, "yes-no", [Command(ctx.player, "yes"), Command(ctx.player, "no")],
              Frame("life_to_hand", (ctx.player,)), f"{g.card(ctx.src).name}: add your top Life card to your hand?",
              purpose="use_effect", outcomes=(Outcome("life_to_hand", None, 1), Outcome("none")))


def _ask_life_to_hand(g: Game, player: int, n: int, name: str) -> None:
    """Up to N Life cards: the top card, then (yes) the next up to N in all; a no ends it (FW 3-9-3)."""
    g.ask(player, "yes-no", [Command(player, "yes"), Command(player, "no")], Frame("life_to_hand_n", (player, n, name)),
          f"{name}: add your top Life card to your hand (up to {n} more)?", purpose="use_effect",
          outcomes=(Outcome("life_to_hand", None, 1), Outcome("none")))


@frame("life_to_hand_n")
def life_to_hand_n(g: Game, player: int, n: int, name: str, answer: Command) -> None:
    life = g.s.players[player].life
    if answer.kind == "yes" and life:
        g.emit(Move("move", life[0], "life", "hand", "top"))  # FW 3-9-3; no Life left: the player loses (14-2)
        if n > 1 and g.s.players[player].life and g.s.winner is None:
            _ask_life_to_hand(g, player, n - 1, name)


R.declare(ActionDecl(name="ko", clause="FW 5-10", doc="KO the chosen Battle Cards (self: \"KO this card.\")", value=R.selector,
                     words=lambda a, w: "KO this card." if a.value == SELF else _if_that_ko(a, w)
                     if a.get("wording") == "if_that" else f"KO {_sel(a, w)}." if a.get("wording") == "no_choose"
                     else f"Choose {_sel(a, w)} and KO {_them(a.value)}.", meaning=Meaning(lambda a: -1, "ko_target"),
                     fields={"wording": Field(choice("area", "if_that", "no_choose"), doc=AREA_DOC + "; `if_that` (zone "
                                              "that, `all`): \"Then, if that card has a cost of 2 or less, KO it.\" "
                                              "(FB01-113); `no_choose`: \"KO up to 1 of your Battle Cards.\" (FB04-092)")},
                     targets="", apply=_ko_apply, sample={"ko": {"owner": "opponent", "zone": "battle", "up_to": True}}))
R.declare(ActionDecl(name="rest", clause="FW 1-8-1-2", doc="switch the chosen cards to Rest Mode", value=R.selector,
                     words=lambda a, w: f"Choose {_sel(a, w)}{',' if a.get('wording') == 'area_and' else ''} and "
                     f"switch {_them(a.value)} to Rest Mode.",
                     meaning=Meaning(lambda a: -1, "rest_target"), targets="", apply=_rest_apply,
                     fields={"wording": Field(choice("area", "area_and"), doc=AREA_DOC + "; `area_and`: \"…, choose up "
                                              "to 1 Battle Card in your opponent's Battle Area, and switch it …\" (FB05-080)")},
                     sample={"rest": {"owner": "opponent", "zone": "battle", "up_to": True}}))
R.declare(ActionDecl(name="life_to_hand", clause="FW 3-9-3, 1-10-2", doc="add up to N Life cards to your hand",
                     value=whole(1), words=lambda a, w: f"Add {'up to ' if a.get('up_to', True) else ''}"
                     f"{plural(a.value, 'card')} from your life to your hand.", meaning=Meaning(lambda a: 1, "use_effect"), start=_life_to_hand,
                     fields={"up_to": Field(boolean, default=True, doc="false: \"Add 1 card\", no choice (FS06-05)")},
                     sample={"life_to_hand": 1}))


def ki(g: Game, uid: int) -> int:
    """The [Ki] under a card (FW 1-12-1)."""
    found: int = g.s.ki.get(uid, 0)  # type: ignore[attr-defined]
    return found


def _ki_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    remember(g, ctx, chosen)
    for uid in chosen:
        g.emit(KiChanged("ki", uid, int(a.value)))  # FW 5-12-1: markers under the card, not in the Energy Area


def _ki_words(a: Action, w: Wording) -> str:
    target = a.get("target", SELF)
    if target == SELF:
        return f"+{a.value} [Ki]."
    return f"Choose {w.selector(target)} and it gets +{a.value} [Ki]."


R.declare(ActionDecl(name="ki", clause="FW 5-12, 1-12", doc="+N [Ki]: place N energy markers under the card "
                     "(they never pay energy: 1-12-2)", value=whole(1), words=_ki_words,
                     meaning=Meaning(lambda a: 1, "ki_target"),
                     fields={"target": Field(R.selector, default=SELF, doc="the cards (self: this card)")},
                     targets="target", apply=_ki_apply, sample={"ki": 1}))


def _ready_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    from .bans import ready_prevented

    for uid in chosen:
        if ready_prevented(g, uid, ctx.player, ctx.src):  # FW 0-2-5 (FB06-097)
            continue
        switched = uid in g.s.rested
        set_active(g, uid)  # FW 1-8-1-1
        if switched:  # "When this card is switched to Active Mode by a skill" (FB02-128)
            queue_auto(g, "switched_active_by_skill", [uid])
        if switched and g.s.area(uid) == "battle":  # "When one of your Battle Cards … is switched to Active
            from .moves import TRIGGER  # Mode by your <Cooler> Leader's skill" (FB04-081): its owner's cards in play

            TRIGGER["switched"], TRIGGER["switched_by"] = uid, ctx.src  # read by the switched_card condition
            try:
                queue_auto(g, "your_battle_card_switched_active", g.s.players[g.s.owner[uid]].on_field())
            finally:
                TRIGGER.pop("switched", None)
                TRIGGER.pop("switched_by", None)


def _if_that_ko(a: Action, w: Wording) -> str:
    """"Then, if that card has a cost of 2 or less, KO it.": the card chosen before (zone that), if it passes the filters."""
    has = " and ".join(R.filters[n].words(v, w).replace("with ", "has ", 1) for n, v in a.value.filters
                       if R.filters[n].part == "after")
    return f"Then, if that card {has}, KO it."


def _them(sel: Any) -> str:
    return "them" if many(sel) else "it"


def _if(g: Game, ctx: Ctx, a: Action) -> None:
    # FW 0-3-17: the rest resolves only if the condition holds.
    if conditions_met(g, ctx.player, ctx.src, a.value):
        then_actions(g, ctx, a.get("then"))


def _if_words(a: Action, w: Wording) -> str:
    then = " ".join(R.actions[x.name].words(x, w) for x in a.get("then"))
    return f"{w.conditions(a.value)} {then[0].lower()}{then[1:]}"


def _top_to_energy(area: str, rested: bool) -> Any:
    def start(g: Game, ctx: Ctx, a: Action) -> None:
        cards = g.s.players[ctx.player].zone(area)
        for uid in list(cards[:a.value]):  # FW 3-9-3, 3-2-3: from the top, one at a time
            g.emit(Move("move", uid, area, "energy", "top"))
            if rested:
                g.emit(Rest("rest", uid))
    return start

def _no_ready(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    remember(g, ctx, chosen)  # "Then, if that card has a cost of 4 or more, …" (FB03-099)
    for uid in chosen:
        if a.get("rest_first"):  # "…, switch it to Rest Mode, and it can't switch …" (FW 1-8-1-2)
            rest(g, uid)
        continuous.add(g, "prohibit", uid, continuous.Ban("become_active"), ("turn_end", g.s.turn + 1), ctx.player,
                       g.card(ctx.src).name)


R.declare(ProhibitionDecl(name="become_active", clause="FW 7-2-7", words="can't switch to Active Mode", for_owner=-1,
                          doc="the card stays in Rest Mode when its player's cards become active, and a skill cannot "
                          "switch it (bans.ready_prevented)"))
R.declare(ProhibitionDecl(name="charge_ready", clause="FW 7-2-7", words="can't be switched to Active Mode during the "
                          "Charge Phase", for_owner=-1, doc="the card stays in Rest Mode when its player's cards become "
                          "active in the Charge Phase; a skill may still switch it (FB01-129)"))
R.declare(ActionDecl(name="no_ready", clause="FW 7-2-7, 0-2-5",
                     doc="the chosen cards can't switch to Active Mode during your opponent's next turn",
                     value=R.selector, words=lambda a, w: f"Choose {_sel(a, w)}"
                     + (f", switch {_them(a.value)} to Rest Mode, and " if a.get("rest_first") else " and ")
                     + f"{'they' if many(a.value) else 'it'} can't switch to Active Mode during your opponent's next turn.",
                     meaning=Meaning(lambda a: -1, "rest_target"), targets="", apply=_no_ready,
                     fields={"wording": Field(choice("area"), doc=AREA_DOC),
                             "rest_first": Field(boolean, default=False, doc="\"…, switch it to Rest Mode, and it can't …\": "
                                           "rested first (FB03-099)")},
                     sample={"no_ready": {"owner": "opponent", "zone": "battle", "up_to": True, "rested": True}}))
R.declare(ProhibitionDecl(name="ko_in_battle", clause="FW 13-17", words="can't be KO'd in battle", for_owner=1,
                          doc="the guard card is not KO'd by the battle's result (8-4-6-2-1); a skill still KOs it "
                              "(13-17-2)"))


def _no_battle_ko(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        continuous.add(g, "prohibit", uid, continuous.Ban("ko_in_battle"), a.get("duration", "turn"), ctx.player,
                       g.card(ctx.src).name)


def _no_battle_ko_words(a: Action, w: Wording) -> str:
    duration = f" {DURATIONS[a.get('duration')]}" if a.get("duration") else ""
    if a.value == SELF:
        return f"This card can't be KO'd in battle{duration}."
    if a.get("wording") == "chosen_battle_card":  # the card chosen before, if a Battle Card (zone that; FB02-033)
        return f"If the chosen card is a Battle Card, that card can't be KO'd in battle{duration}."
    return f"Choose {w.selector(a.value)} and it can't be KO'd in battle{duration}."


R.declare(ActionDecl(name="no_battle_ko", clause="FW 13-17", doc="the cards can't be KO'd in battle (for the turn or "
                     "battle; a [Permanent]: while it is in play)", value=R.selector, words=_no_battle_ko_words,
                     meaning=Meaning(lambda a: 1, "power_target"), targets="", apply=_no_battle_ko,
                     fields={"duration": Field(choice(*DURATIONS), doc="turn or battle; none for a [Permanent]"),
                             "wording": Field(choice("chosen_battle_card"), doc="\"… if the chosen card is a Battle "
                                              "Card, that card can't be KO'd …\" (zone that, battle_card: FB02-033)")},
                     layer="prohibit", contributes=lambda g, p, src, a: continuous.Ban("ko_in_battle", cards=a.value),
                     sample={"no_battle_ko": "self"}))
R.declare(ActionDecl(name="to_deck_bottom", clause="FW 3-1-6", doc="place the chosen cards at the bottom of their owner's deck",
                     value=R.selector,
                     words=lambda a, w: ("Place this card at the bottom of its owner's deck." if a.get("wording") == "its_owner"
                                         else "Place this card at the bottom of your deck.") if a.value == SELF  # FB01-049, FB03-040
                     else f"Choose {_sel(a, w)}{',' if a.get('wording') == 'comma' else ''} and place "
                     + ("them at the bottom of their owner's deck" if many(a.value) else "it at the bottom of its owner's deck")
                     + BOTTOM_ORDERS.get(a.get("order", ""), "") + ".",
                     fields={"wording": Field(choice("area", "its_owner", "comma"), doc=AREA_DOC + "; `its_owner` (self): \"… of its owner's deck\" (FB03-040); "
                                              "`comma`: \"Choose … in your Battle Area, and place it …\" (FB03-051)"),
                             "order": Field(choice(*BOTTOM_ORDERS), doc="FW 3-1-5: \"… in a random order\" (the game's "
                                            "generator, FB02-049), \"… in any order\" (each owner orders its own cards, "
                                            "FB01-068); none: the order chosen")},
                     meaning=Meaning(lambda a: -1, "return_target"), targets="", apply=to_bottom_apply,
                     sample={"to_deck_bottom": {"owner": "opponent", "zone": "battle", "up_to": True, "cost_max": 4}}))
R.declare(ActionDecl(name="ready", clause="FW 1-8-1-1", doc="switch the chosen cards to Active Mode", value=R.selector,
                     words=lambda a, w: ("Switch this card in a Battle Area to Active Mode." if a.get("wording") == "area"
                                         else "Then, switch this card in a Battle Area to Active Mode."
                                         if a.get("wording") == "then_area"
                                         else "Switch this card to Active Mode.") if a.value == SELF else
                     f"Choose {w.selector(a.value, area=a.get('wording') == 'area')} and switch {_them(a.value)} to "
                     "Active Mode.",  # `area` on a selector: "… in your Battle Area" (FB06-092)
                     meaning=Meaning(lambda a: 1, "ready_target"), targets="", apply=_ready_apply,
                     fields={"wording": Field(choice("area", "and", "then_area", "then"), doc='"Switch this card in a Battle Area …" '
                                              '(FS08-13); `and`: "… to Active Mode and this card gets …" (FB02-051); '
                                              '`then_area`: "Then, switch this card in a Battle Area …" alone after a cost (FB05-100); '
                                              '`then`: "Switch this card to Active Mode, then choose …" (FB04-130)')},
                     sample={"ready": {"zone": "battle", "count": 2, "up_to": True}}))
R.declare(ActionDecl(name="if", clause="FW 0-3-17", doc="the actions in `then` happen only if the conditions hold",
                     value=lambda c, v, parent, key: mapping(c, v, parent, key, {n: d.value for n, d in R.conditions.items()}),
                     words=_if_words, meaning=Meaning(lambda a: 0, "none"),
                     fields={"then": Field(R.actions_list, required=True, doc="the actions")}, start=_if,
                     sample={"if": {"hand_at_most": 7}, "then": [{"draw": 1}]}))
R.declare(ActionDecl(name="life_to_energy", clause="FW 3-9-3, 3-8", doc="add N Life cards to your energy in Rest Mode",
                     value=whole(1), words=lambda a, w: f"Add {plural(a.value, 'card')} from your life to your energy in Rest Mode.",
                     meaning=Meaning(lambda a: 1, "none"), start=_top_to_energy("life", True), sample={"life_to_energy": 1}))
def _deck_to_energy_words(a: Action, w: Wording) -> str:
    mode = " in Rest Mode" if a.get("rested") else ""
    if a.get("wording") == "top_card":  # "Add the top card of your deck to your energy in Rest Mode." (FB03-139)
        return f"Add the top card of your deck to your energy{mode}."
    up_to = "up to " if a.get("up_to") else ""  # "add up to 1 card from the top of your deck …" (FB02-091)
    return f"Add {up_to}{plural(a.value, 'card')} from the top of your deck to your energy{mode}."


def _deck_to_energy(g: Game, ctx: Ctx, a: Action) -> None:
    if a.get("up_to") and g.s.players[ctx.player].deck:  # "up to 1": the player may add none (FW 0-2-8-1)
        g.ask(ctx.player, "yes-no", [Command(ctx.player, "yes"), Command(ctx.player, "no")],
              Frame("deck_to_energy_up_to", (ctx, a)), f"{g.card(ctx.src).name}: add the top card of your deck to "
              "your energy?", purpose="use_effect", outcomes=(Outcome("deck_to_energy", None, 1), Outcome("none")))
        return
    _top_to_energy("deck", bool(a.get("rested")))(g, ctx, a)


@frame("deck_to_energy_up_to")
def deck_to_energy_up_to(g: Game, ctx: Ctx, a: Action, answer: Command) -> None:
    if answer.kind == "yes":
        _top_to_energy("deck", bool(a.get("rested")))(g, ctx, a)


R.declare(ActionDecl(name="deck_to_energy", clause="FW 3-2-3, 3-8-3", doc="add the top N deck cards to your energy "
                     "(active; `rested`: in Rest Mode)",
                     value=whole(1), words=_deck_to_energy_words,
                     fields={"rested": Field(boolean, default=False, doc="placed in Rest Mode (FB03-056, FB03-139)"),
                             "up_to": Field(boolean, default=False, doc="\"add up to 1 card …\": asked yes/no (FB02-091)"),
                             "wording": Field(choice("top_card"), doc='"Add the top card of your deck to your energy" '
                                              "(FB01-092)")},
                     meaning=Meaning(lambda a: 1, "none"), start=_deck_to_energy, sample={"deck_to_energy": 1}))


R.declare(ActionDecl(name="cost_reduction", clause="FW 1-2-3-2, 9-5-5", doc="reduce this card's cost in your hand by N",
                     value=whole(1), words=lambda a, w: f"Reduce the cost of this card in your hand by {a.value}.",
                     meaning=Meaning(lambda a: 1, "none"), fields={"in_hand": Field(boolean, default=True,
                                                                                    doc="valid in the hand only")},
                     layer="add:cost", contributes=lambda g, p, src, a: -a.value, sample={"cost_reduction": 1}))


# ------------------------------------------------------------------ the starters FS05–FS08
def _cost_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:  # FW 1-2-5: the cost with every effect applied, never below 0 (selectors._cost)
        continuous.add(g, "add:cost", uid, -int(a.value), a.get("duration", "turn"), ctx.player, g.card(ctx.src).name)


R.declare(ActionDecl(name="reduce_cost", clause="FW 1-2-5, 9-8", doc="reduce the chosen cards' cost by N (for the turn)",
                     value=whole(1), words=lambda a, w: f"Choose {w.selector(a.get('target'), area=a.get('wording') == 'area')} "
                     f"and reduce {'their costs' if many(a.get('target')) else 'its cost'} by "
                     f"{a.value} {DURATIONS[a.get('duration', 'turn')]}.",
                     meaning=Meaning(lambda a: -1, "cost_target"),
                     fields={"target": Field(R.selector, required=True, doc="the cards"),
                             "duration": Field(choice(*DURATIONS), default="turn", doc="turn or battle"),
                             "wording": Field(choice("area"), doc=AREA_DOC)},
                     targets="target", apply=_cost_apply,
                     sample={"reduce_cost": 1, "target": {"owner": "opponent", "zone": "battle", "up_to": True}}))


def _place_marker(g: Game, ctx: Ctx, a: Action) -> None:
    g.emit(MarkersChanged("markers", ctx.player, int(a.value)))  # FW 5-11: in the Energy Area, usable as energy


R.declare(ActionDecl(name="place_marker", clause="FW 5-11, 1-11", doc="place N energy markers in your Energy Area",
                     value=whole(1), words=lambda a, w: "you place 1 energy marker." if a.value == 1
                     else f"you place {a.value} energy markers.", meaning=Meaning(lambda a: 1, "none"),
                     start=_place_marker, sample={"place_marker": 1}))


# ------------------------------------------------------------------ the boosters FB01–FB06, FP
def _ready_energy(g: Game, ctx: Ctx, a: Action) -> None:
    # FW 1-8-1-1: the player chooses which of its Rest Mode energy switch; "switch 2" switches as many as it can.
    ps = g.s.players[ctx.player]
    rested = tuple(sorted((u for u in ps.energy if u in g.s.rested), key=lambda u: (g.s.cards[u], u)))
    n = min(int(a.value), len(rested))
    if n:
        choose_cards(g, Pick(player=ctx.player, purpose="ready_target", items=rested, picked=(),
                             low=0 if a.get("up_to", True) else n, high=n, ordered=False,
                             numbers=tuple(g.s.cards[u] for u in rested), then=Frame("ready_energy", ()),
                             text=f"Choose up to {n} Rest Mode energy to switch to Active Mode.", source=ctx.src))


@frame("ready_energy")
def ready_energy(g: Game, chosen: tuple[int, ...]) -> None:
    from .bans import ready_prevented

    for uid in chosen:
        if not ready_prevented(g, uid, g.s.owner[uid]):  # FW 0-2-5: your own skill switches your energy (FB06-097)
            set_active(g, uid)


def _ready_energy_words(a: Action, w: Wording) -> str:
    count = f"up to {a.value}" if a.get("up_to", True) else str(a.value)
    mode = "Rest Mode " if a.get("wording") == "rested" else ""
    return f"Switch {count} of your {mode}energy to Active Mode."


R.declare(ActionDecl(name="ready_energy", clause="FW 1-8-1-1, 3-8", doc="switch up to N of your Rest Mode energy to "
                     "Active Mode (`up_to: false`: N, as many as there are)", value=whole(1), words=_ready_energy_words,
                     meaning=Meaning(lambda a: 1, "ready_target"), start=_ready_energy,
                     fields={"up_to": Field(boolean, default=True, doc='false: "switch 2 of your energy" (FB05-084)'),
                             "wording": Field(choice("rested", "comma"), doc='"up to 2 of your Rest Mode energy" (FB02-105); '
                                              '`comma`: the next action joined by a comma (FB05-080)')},
                     sample={"ready_energy": 1}))


def _discard(g: Game, ctx: Ctx, a: Action) -> None:
    # FW 13-7: the player whose hand it is chooses (3-3: only they see it); fewer cards: all of them.
    player = 1 - ctx.player if a.get("player") == "opponent" else ctx.player
    hand = g.s.players[player].hand
    items = tuple(sorted(hand, key=lambda u: (g.s.cards[u], u)))
    n = min(int(a.value), len(items))
    if n:
        choose_cards(g, Pick(player=player, purpose="discard", items=items, picked=(), low=n, high=n, ordered=False,
                             numbers=tuple(g.s.cards[u] for u in items), then=Frame("discarded", ()),
                             text=f"Choose {plural(n, 'card')} to discard.", source=ctx.src))


@frame("discarded")
def discarded(g: Game, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        g.emit(Move("move", uid, "hand", "drop", "top"))


def _discard_words(a: Action, w: Wording) -> str:
    if a.get("player") == "opponent":
        return f"Your opponent discards {plural(a.value, 'card')} from their hand."
    return f"Discard {plural(a.value, 'card')} from your hand."


R.declare(ActionDecl(name="discard", clause="FW 13-7", doc="discard N cards from your hand (`player: opponent`: your "
                     "opponent discards from theirs, choosing)", value=whole(1), words=_discard_words,
                     meaning=Meaning(lambda a: 1 if a.get("player") == "opponent" else -1, "discard"), start=_discard,
                     fields={"player": Field(choice("opponent"), doc='"your opponent discards …" (FP-035)')},
                     sample={"discard": 1}))


def _no_charge_ready_words(a: Action, w: Wording) -> str:
    if a.get("wording") == "area":  # FB06-087: only the turn player's cards switch in a Charge Phase (7-2-7)
        return "This card in a Battle Area can't be switched to Active Mode during a Charge Phase."
    return "This card can't be switched to Active Mode during your Charge Phase."


R.declare(ActionDecl(name="no_charge_ready", clause="FW 7-2-7, 0-2-5", doc="[Permanent]: this card stays in Rest "
                     "Mode in its player's Charge Phase (a skill may still switch it)", value=R.selector,
                     words=_no_charge_ready_words, meaning=Meaning(lambda a: -1, "none"),
                     fields={"wording": Field(choice("area"), doc='"This card in a Battle Area … a Charge Phase" '
                                              "(FB06-087)")},
                     layer="prohibit", contributes=lambda g, p, src, a: continuous.Ban("charge_ready", cards=a.value),
                     sample={"no_charge_ready": "self"}))


def _deck_to_life(g: Game, ctx: Ctx, a: Action) -> None:
    deck = g.s.players[ctx.player].deck
    for uid in list(deck[:a.value]):  # FW 3-2-3: from the top, one at a time; 3-9-4: each on top of the Life
        g.emit(Move("move", uid, "deck", "life", "top"))


R.declare(ActionDecl(name="deck_to_life", clause="FW 3-9-4, 3-2-3", doc="add the top N deck cards to your Life "
                     "(face down, on top)", value=whole(1),
                     words=lambda a, w: "Add the top card of your deck to your life." if a.value == 1 else
                     f"Add the top {a.value} cards of your deck to your life.",
                     fields={"wording": Field(choice("comma"), doc="the next action joined by a comma: \"…, add the top "
                                              "card of your deck to your life, choose all …\" (FB06-120)")},
                     meaning=Meaning(lambda a: 1, "none"), start=_deck_to_life, sample={"deck_to_life": 1}))


# "can't attack" (FW 0-2-5: a prohibition wins); rules.py's main step offers no attack to a card it binds.
ATTACK_DURATIONS = {"turn": "for the turn", "opponent_next_turn": "during your opponent's next turn"}


def _no_attack(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    until: Any = ("turn_end", g.s.turn + 1) if a.get("duration") == "opponent_next_turn" else "turn"  # FW 7-4-5
    for uid in chosen:
        continuous.add(g, "prohibit", uid, continuous.Ban("attack"), until, ctx.player, g.card(ctx.src).name)


def _no_attack_words(a: Action, w: Wording) -> str:
    duration = f" {ATTACK_DURATIONS[a.get('duration')]}" if a.get("duration") else ""
    if a.value == SELF:  # "This card can't attack." ([Permanent], FB01-017), "… for the turn." (FB01-140)
        return f"This card can't attack{duration}."
    if a.value.all:  # a [Permanent]'s: "Your opponent's Battle Cards with 20000 power or less can't attack." (FB01-025)
        from .bans import _cards

        return f"{_cards(a.value, None)} can't attack{duration}."
    they = "they" if many(a.value) else "it"
    return f"Choose {_sel(a, w)} and {they} can't attack{duration}."


R.declare(ProhibitionDecl(name="attack", clause="FW 7-3-4-3, 0-2-5", words="can't attack", for_owner=-1,
                          doc="the card is offered no attack in its player's Main Phase"))
R.declare(ActionDecl(name="no_attack", clause="FW 7-3-4-3, 0-2-5", doc="the cards can't attack (for the turn, during "
                     "your opponent's next turn; a [Permanent]: while it is in play)", value=R.selector,
                     words=_no_attack_words, meaning=Meaning(lambda a: -1, "rest_target"), targets="",
                     apply=_no_attack,
                     fields={"duration": Field(choice(*ATTACK_DURATIONS), doc="turn or opponent_next_turn; none for a "
                                               "[Permanent]"),
                             "wording": Field(choice("area"), doc=AREA_DOC)},
                     layer="prohibit", contributes=lambda g, p, src, a: continuous.Ban("attack", cards=a.value),
                     sample={"no_attack": {"owner": "opponent", "zone": "battle", "up_to": True},
                             "duration": "opponent_next_turn"}))


def _damage(g: Game, ctx: Ctx, a: Action) -> None:
    from ..battle import deal_damage  # FW 5-8-3, 14-3: damage processing, as in a battle (imported late: a cycle)

    deal_damage(g, ctx.player if a.get("player") == "you" else 1 - ctx.player, int(a.value))


R.declare(ActionDecl(name="damage", clause="FW 5-8, 14-3", doc="deal N damage to your opponent (`player: you`: you "
                     "take N damage)", value=whole(1),
                     words=lambda a, w: f"You take {a.value} damage." if a.get("player") == "you"
                     else f"Deal {a.value} damage to your opponent.",
                     meaning=Meaning(lambda a: -1 if a.get("player") == "you" else 1, "none"), start=_damage,
                     fields={"player": Field(choice("you"), doc='"you take 1 damage" (FB04-006)')},
                     sample={"damage": 1}))


# "you can't play <Ginyu> for the turn" (FW 0-2-5); rules.py's main step and the play action respect it.
BATTLE_CARDS = "Battle Cards"  # `no_play: Battle Cards`: every Battle Card (FB04-122)


def _no_play(g: Game, ctx: Ctx, a: Action) -> None:
    # A selector of no area ("hand": any Battle Card, wherever it is: interpreter.matches) with the name.
    named = () if a.value == BATTLE_CARDS else (("name", a.value),)
    ban = continuous.Ban("play", player="you", cards=Selector("you", "hand", 1, False, True, named))
    continuous.add(g, "prohibit", None, ban, "turn", ctx.player, g.card(ctx.src).name)


R.declare(ProhibitionDecl(name="play", clause="FW 5-5, 0-2-5", words="can't play", for_owner=-1,
                          doc="the player can't play the cards it names, from the hand or by a skill"))
R.declare(ActionDecl(name="no_play", clause="FW 5-5, 0-2-5", doc="you can't play Battle Cards of this name (or "
                     "`Battle Cards`: any) for the turn", value=text,
                     words=lambda a, w: "You can't play " + (BATTLE_CARDS if a.value == BATTLE_CARDS else f"<{a.value}>")
                     + " for the turn.", meaning=Meaning(lambda a: -1, "none"), start=_no_play,
                     sample={"no_play": "Ginyu"}))


def _opponent_marker(g: Game, ctx: Ctx, a: Action) -> None:
    g.emit(MarkersChanged("markers", 1 - ctx.player, int(a.value)))  # FW 5-11: in its Energy Area, usable as energy


R.declare(ActionDecl(name="opponent_marker", clause="FW 5-11, 1-11", doc="your opponent places N energy markers in its "
                     "Energy Area", value=whole(1), words=lambda a, w: "Your opponent places 1 energy marker."
                     if a.value == 1 else f"Your opponent places {a.value} energy markers.",
                     meaning=Meaning(lambda a: -1, "none"), start=_opponent_marker, sample={"opponent_marker": 1}))


def _life_to_drop(g: Game, ctx: Ctx, a: Action) -> None:
    for uid in g.s.players[ctx.player].life[:int(a.value)]:
        g.emit(Move("move", uid, "life", "drop", "top"))  # FW 3-9-3: the top cards; not damage (FW 1-10-2)


R.declare(ActionDecl(name="life_to_drop", clause="FW 3-9-3, 1-10-2", doc="place your top N Life cards into your Drop "
                     "(not damage)", value=whole(1),
                     words=lambda a, w: f"Place {plural(int(a.value), 'card')} from your life into your Drop.",
                     meaning=Meaning(lambda a: -1, "none"), start=_life_to_drop, sample={"life_to_drop": 1}))


# ------------------------------------------------------------------ appended by fw-timings: "for each" counts


# ------------------------------------------------------------------ appended by fw-timings (session 8)
def _ready_or_energy(g: Game, ctx: Ctx, a: Action) -> None:
    """One choice among the selector's cards (or this card) and your energy cards (FW 1-8-1-1, 3-8): up to 1 in all."""
    from ....engine.interpreter import candidates

    items = (*candidates(g, ctx, a.value), *g.s.players[ctx.player].energy)
    if items:
        choose_cards(g, Pick(player=ctx.player, purpose="ready_target", items=tuple(items), picked=(), low=0, high=1,
                             ordered=False, numbers=None, then=Frame("ready_or_energy", (ctx, a)),
                             text=f"{g.card(ctx.src).name}: {_ready_or_energy_words(a, R.words)}", source=ctx.src))


@frame("ready_or_energy")
def ready_or_energy(g: Game, ctx: Ctx, a: Action, chosen: tuple[int, ...]) -> None:
    _ready_apply(g, ctx, a, chosen)  # FW 1-8-1-1; "switched to Active Mode by a skill" too


def _ready_or_energy_words(a: Action, w: Any) -> str:
    if a.value == SELF:  # "switch this card or up to 1 of your energy to Active Mode" (FB04-077)
        return "Switch this card or up to 1 of your energy to Active Mode."
    return f"Choose {w.selector(a.value)} or 1 of your energy and switch it to Active Mode."  # FB01-105


R.declare(ActionDecl(name="ready_or_energy", clause="FW 1-8-1-1, 3-8", doc="switch 1 card to Active Mode, chosen among "
                     "the selector's cards (or this card: `self`) and your energy cards: up to 1 in all (\"Choose up to 1 "
                     "of your Battle Cards with … or 1 of your energy and switch it to Active Mode\", FB01-105)",
                     value=R.selector, words=_ready_or_energy_words, meaning=Meaning(lambda a: 1, "ready_target"),
                     start=_ready_or_energy, sample={"ready_or_energy": {"zone": "battle", "up_to": True, "cost_max": 4}}))


# ------------------------------------------------------------------ wave 4: fw-rules




