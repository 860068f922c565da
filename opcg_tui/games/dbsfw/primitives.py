"""The Fusion World registry (engine/registry.py): its keywords, timings, conditions, actions, skill
costs and prompt purposes, each one declaration: the skills of the starter decks, and the keyword skills
and timings of the manual no starter prints ([Field], [Barrier], [Ki], [Evolve], [Fusion Evolve], the
steps' own timings), which the test-only cards of tests/cards/dbsfw use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import continuous
from ...engine.basics import draw, next_random, rest, set_active
from ...engine.declarations import (
    ActionDecl,
    ConditionDecl,
    CostDecl,
    Field,
    FilterDecl,
    Meaning,
    ProhibitionDecl,
    ZoneDecl,
)
from ...engine.frames import FrameTable
from ...engine.interpreter import candidates, choose_cards, conditions_met, queue_auto, then_actions, usable
from ...engine.records import AddModifier, Command, Ctx, Frame, Move, Outcome, Pick, Rest, Reveal, RngAdvanced, SetValue
from ...engine.registry import (
    SELF,
    Action,
    Selector,
    Wording,
    boolean,
    choice,
    mapping,
    quantity,
    signed,
    text,
    text_list,
    whole,
)
from . import energy
from .ops import pay, power
from .state import Flipped, KiChanged, KONote, Stacked, That

if TYPE_CHECKING:
    from ...engine.game import Game
from .vocabulary import REGISTRY as REGISTRY  # every declaration of this module and of vocabulary.py
from .vocabulary import R
from .wording import FusionWording, plural

FRAMES = FrameTable()  # the steps these primitives' prompts resume (rules.py runs them)
frame = FRAMES.register


# ------------------------------------------------------------------ conditions
def _side(g: Game, player: int, src: int, value: Any) -> bool:
    # FW 10-1-3: only the face-up side's skills count (the loader gives a Leader's skills their side).
    return bool(g.s.players[g.s.owner[src]].side == value)


def _life_at_most(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].life) <= value


def _leader_is(g: Game, player: int, src: int, value: Any) -> bool:
    return bool(g.card(g.s.players[player].leader).name == value)  # FW 2-3-1-1: the whole name


def _no_battle_named(g: Game, player: int, src: int, value: Any) -> bool:
    return all(g.card(u).name != value for u in g.s.players[player].battle)


def _your_turn(g: Game, player: int, src: int, value: Any) -> bool:
    return (g.s.turn_player == player) == bool(value)


def _hand_at_most(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].hand) <= value


def _energy_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].energy) >= value


def _no_battle_cards(g: Game, player: int, src: int, value: Any) -> bool:
    return not g.s.players[player].battle


for _cond in (
    ConditionDecl(name="leader_is", clause="FW 2-3, 10-1-2", doc="your Leader has this card name", value=text,
                  test=_leader_is, words=lambda v: f"your Leader is <{v}>", example="Broly"),
    ConditionDecl(name="no_battle_named", clause="FW 2-3, 13-1-5", doc="you have no Battle Card of this name", value=text,
                  test=_no_battle_named, words=lambda v: f"you have no <{v}> Battle Cards", example="Shamoian"),
    ConditionDecl(name="no_battle_cards", clause="FW 13-1-2", doc="you have no Battle Cards", value=boolean,
                  test=_no_battle_cards, words=lambda v: "you have no Battle Cards", example=True),
    ConditionDecl(name="energy_at_least", clause="FW 13-1-3", doc="you have N or more energy",
                  value=whole(0), test=_energy_at_least, words=lambda v: f"you have {v} or more energy", example=6),
    ConditionDecl(name="your_turn", clause="FW 15-9, 15-10", doc="[Your Turn] (true) or [Opponent's Turn] (false)",
                  value=boolean, test=_your_turn, words=lambda v: "[Your Turn]" if v else "[Opponent's Turn]",
                  label="after", example=True),
    ConditionDecl(name="hand_at_most", clause="FW 13-1", doc="you have N or fewer cards in your hand",
                  value=whole(0), test=_hand_at_most,
                  words=lambda v: f"you have {v} or fewer cards in your hand", example=7),
    ConditionDecl(name="side", clause="FW 10-1-3", doc="the Leader shows this side (set by the loader)",
                  value=choice("front", "back"), test=_side, words=lambda v: "", example="front"),
    ConditionDecl(name="life_at_most", clause="FW 13-1-4", doc="your life is at N or less",
                  value=whole(0), test=_life_at_most, words=lambda v: f"your life is at {v} or less", example=4),
):
    R.declare(_cond)


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
                     start=_draw, sample={"draw": 1}))
R.declare(ActionDecl(name="flip", clause="FW 15-2-2", doc="flip this Leader over (its [Awaken])", value=choice("self"),
                     words=lambda a, w: "Then, flip this card over.", meaning=Meaning(lambda a: 1, "none"),
                     start=_flip, sample={"flip": "self"}))


# ------------------------------------------------------------------ selector zones and filters
def _battle(g: Game, player: int) -> list[int]:
    return list(g.s.players[player].battle)


def _leader_or_battle(g: Game, player: int) -> list[int]:
    return [g.s.players[player].leader, *g.s.players[player].battle]


def remember(g: Game, ctx: Ctx, chosen: tuple[Any, ...]) -> None:
    """The later text of this skill calls these cards "that card"."""
    g.emit(SetValue("set", "that", That(ctx.src, tuple(chosen), tuple(g.s.epoch[u] for u in chosen))))


def _that_cards(g: Game, player: int) -> list[int]:
    that: That | None = g.s.that  # type: ignore[attr-defined]
    if that is None:
        return []
    return [u for u, e in zip(that.cards, that.epochs) if g.s.epoch[u] == e]


for _zone in (
    ZoneDecl(name="battle", clause="FW 13-1-2", doc="Battle Cards in the Battle Area", pool=_battle,
             category=("battle",), on_field=True, noun=("Battle Card", "Battle Cards")),
    ZoneDecl(name="leader_or_battle", clause="FW 10-1-2, 13-1-2", doc="your Leader or your Battle Cards",
             pool=_leader_or_battle, category=("leader", "battle"), on_field=True, noun=("card", "cards")),
    ZoneDecl(name="looked", clause="FW 13-10, 13-11", doc="the deck cards a skill looks at", pool=_that_cards,
             noun=("card", "cards"), looked_at=True),
    ZoneDecl(name="that", clause="FW 9-10", doc='the cards this skill chose before ("that card")', pool=_that_cards,
             noun=("that card", "those cards")),
    ZoneDecl(name="drop", clause="FW 3-4", doc="cards in your Drop", pool=lambda g, p: list(g.s.players[p].drop),
             noun=("card", "cards"), where="from your Drop", interchangeable=True),
):
    R.declare(_zone)


def _cost(g: Game, uid: int) -> int:
    return max(continuous.value(g, uid, "cost", g.card(uid).cost or 0), 0)


for _filter in (
    FilterDecl(name="rested", clause="FW 1-8-1-2", doc="in Rest Mode", value=boolean,
               test=lambda g, p, src, u, v: (u in g.s.rested) == v, words=lambda v, w: "Rest Mode" if v else "Active Mode",
               part="before", example=True),
    FilterDecl(name="extra", clause="FW 2-1-2, 12", doc="an Extra Card", value=boolean,
               test=lambda g, p, src, u, v: (g.card(u).category == "extra") == v, words=lambda v, w: "Extra",
               part="noun", example=True),
    FilterDecl(name="name", clause="FW 2-3-2", doc="with this card name", value=text,
               test=lambda g, p, src, u, v: g.card(u).name == v, words=lambda v, w: f"<{v}>", part="noun",
               example="Shamoian"),
    FilterDecl(name="names", clause="FW 2-3-2", doc="up to the count of each of these card names", value=text_list,
               test=lambda g, p, src, u, v: g.card(u).name in v, words=lambda v, w: "", part="noun",
               example=("Son Goten", "Trunks : Youth"), group=lambda g, u, v: g.card(u).name),
    FilterDecl(name="name_or_extra", clause="FW 2-3-2, 12", doc="a card of this name, or an Extra", value=text,
               test=lambda g, p, src, u, v: g.card(u).name == v or g.card(u).category == "extra",
               words=lambda v, w: f"<{v}> or up to 1 Extra", part="noun", example="Paragus"),
    FilterDecl(name="cost", clause="FW 1-2-5", doc="with a cost of exactly N", value=whole(0),
               test=lambda g, p, src, u, v: _cost(g, u) == v, words=lambda v, w: f"with a cost of {v}", example=1),
    FilterDecl(name="cost_min", clause="FW 1-2-5", doc="with a cost of N or more", value=whole(0),
               test=lambda g, p, src, u, v: _cost(g, u) >= v, words=lambda v, w: f"with a cost of {v} or more",
               example=3),
    FilterDecl(name="other", clause="FW 13-1-1", doc="other than this card", value=boolean,
               test=lambda g, p, src, u, v: (u != src) == v, words=lambda v, w: "other", part="before", example=True),
    FilterDecl(name="cost_max", clause="FW 1-2-5", doc="with a cost of N or less", value=whole(0),
               test=lambda g, p, src, u, v: _cost(g, u) <= v, words=lambda v, w: f"with a cost of {v} or less",
               example=3),
    FilterDecl(name="power_max", clause="FW 2-6", doc="with N power or less", value=whole(0),
               test=lambda g, p, src, u, v: power(g, u) <= v, words=lambda v, w: f"with {v} power or less",
               example=30000),
):
    R.declare(_filter)


# ------------------------------------------------------------------ actions that choose cards
DURATIONS = {"turn": "for the turn", "battle": "for the battle"}  # FW 7-4-5, 8-5-7


def _power_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    remember(g, ctx, chosen)
    for uid in chosen:
        continuous.add(g, "add:power", uid, a.value, a.get("duration", "turn"), ctx.player, g.card(ctx.src).name)


def _power_words(a: Action, w: Wording) -> str:
    amount = f"{a.value:+d}" if a.get("template") == "no_noun" else f"{a.value:+d} power"
    target = a.get("target", SELF)
    if isinstance(target, Selector) and target.zone == "that":
        return f"That card gets {amount} {DURATIONS[a.get('duration', 'turn')]}."
    if target == SELF:
        return f"This card gets {amount}" + (f" {DURATIONS[a.get('duration')]}." if a.get("duration") else ".")
    return f"Choose {w.selector(target)} and it gets {amount} {DURATIONS[a.get('duration', 'turn')]}."


def _ko_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        ko(g, uid)


def ko(g: Game, uid: int) -> None:
    """FW 5-10, 14-9-2: a KO'd Battle Card goes to its owner's Drop; its [When KO'd] skills wait."""
    g.emit(Move("move", uid, g.s.area(uid), "drop", "top"))
    g.emit(KONote("note", "ko", uid))
    queue_auto(g, "when_ko", [uid])


def _rest_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        rest(g, uid)  # FW 1-8-1-2


@frame("life_to_hand")
def life_to_hand(g: Game, player: int, answer: Command) -> None:
    life = g.s.players[player].life
    if answer.kind == "yes" and life:
        g.emit(Move("move", life[0], "life", "hand", "top"))  # FW 3-9-3; no Life left: the player loses (14-2)


def _life_to_hand(g: Game, ctx: Ctx, a: Action) -> None:
    # "Add up to 1 card from your life to your hand" (FW 3-9-3: the top card; not damage, FW 1-10-2).
    if g.s.players[ctx.player].life:
        g.ask(ctx.player, "yes-no", [Command(ctx.player, "yes"), Command(ctx.player, "no")],
              Frame("life_to_hand", (ctx.player,)), f"{g.card(ctx.src).name}: add your top Life card to your hand?",
              purpose="use_effect", outcomes=(Outcome("life_to_hand", None, 1), Outcome("none")))


R.declare(ActionDecl(name="power", clause="FW 2-6, 9-8", doc="a card gets +/-N power (for the turn or battle)",
                     value=signed, words=_power_words, meaning=Meaning(lambda a: 1 if a.value > 0 else -1, "power_target"),
                     fields={"target": Field(R.selector, default=SELF, doc="the cards (self: this card)"),
                             "duration": Field(choice(*DURATIONS), doc="turn or battle; none for a [Permanent]"),
                             "template": Field(choice("no_noun"), doc='the card text omits "power" (FS01-12)')},
                     targets="target", apply=_power_apply, layer="add:power",
                     contributes=lambda g, p, src, a: a.value, sample={"power": -5000}))
R.declare(ActionDecl(name="ko", clause="FW 5-10", doc="KO the chosen Battle Cards", value=R.selector,
                     words=lambda a, w: f"Choose {w.selector(a.value)} and KO it.", meaning=Meaning(lambda a: -1, "ko_target"),
                     targets="", apply=_ko_apply, sample={"ko": {"owner": "opponent", "zone": "battle", "up_to": True}}))
R.declare(ActionDecl(name="rest", clause="FW 1-8-1-2", doc="switch the chosen cards to Rest Mode", value=R.selector,
                     words=lambda a, w: f"Choose {w.selector(a.value)} and switch it to Rest Mode.",
                     meaning=Meaning(lambda a: -1, "rest_target"), targets="", apply=_rest_apply,
                     sample={"rest": {"owner": "opponent", "zone": "battle", "up_to": True}}))
R.declare(ActionDecl(name="life_to_hand", clause="FW 3-9-3, 1-10-2", doc="add up to 1 Life card to your hand",
                     value=whole(1), words=lambda a, w: "Add up to 1 card from your life to your hand.",
                     meaning=Meaning(lambda a: 1, "use_effect"), start=_life_to_hand, sample={"life_to_hand": 1}))


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


def _move_apply(dst: str, where: str) -> Any:
    def apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
        for uid in chosen:
            g.emit(Move("move", uid, g.s.area(uid), dst, where))  # FW 3-1-6: to its owner's area
    return apply


def _ready_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        set_active(g, uid)  # FW 1-8-1-1


def _them(sel: Any) -> str:
    return "them" if isinstance(sel, Selector) and sel.how_many > 1 else "it"


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


R.declare(ActionDecl(name="to_hand", clause="FW 3-1-6", doc="return the chosen cards to their owner's hand",
                     value=R.selector, words=lambda a, w: f"Choose {w.selector(a.value)} and return it to its owner's hand.",
                     meaning=Meaning(lambda a: -1, "return_target"), targets="", apply=_move_apply("hand", "top"),
                     sample={"to_hand": {"owner": "opponent", "zone": "battle", "up_to": True, "cost_max": 2}}))
def _add_to_hand(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        if g.s.area(uid) == "deck":
            g.emit(Reveal("reveal", ctx.player, uid))  # FW 3-1-7: from a secret area to another, revealed
        g.emit(Move("move", uid, g.s.area(uid), "hand", "top"))


def _add_words(a: Action, w: Wording) -> str:
    sel = a.value
    if isinstance(sel, Selector) and sel.zone == "looked":
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


R.declare(ActionDecl(name="look", clause="FW 13-11", doc="look at the top N cards of your deck", value=whole(1),
                     words=lambda a, w: f"Look at {plural(a.value, 'card')} from the top of your deck.",
                     meaning=Meaning(lambda a: 1, "none"), start=_look, joins=", ", sample={"look": 5}))
R.declare(ActionDecl(name="rest_to_bottom", clause="FW 3-2-2, 5-9", doc="the rest of the looked-at cards to the bottom",
                     value=choice("random"), words=lambda a, w: "Place the rest at the bottom of your deck in a random order.",
                     meaning=Meaning(lambda a: 0, "none"), start=_rest_to_bottom, sample={"rest_to_bottom": "random"}))
R.declare(ActionDecl(name="add_to_hand", clause="FW 3-1-6", doc="add the chosen cards to your hand",
                     value=R.selector, words=_add_words,
                     meaning=Meaning(lambda a: 1, "add_target"), targets="", apply=_add_to_hand,
                     sample={"add_to_hand": {"zone": "drop", "up_to": True, "extra": True}}))
R.declare(ActionDecl(name="to_energy", clause="FW 3-8-3", doc="add the chosen cards to your energy (active)",
                     value=R.selector, words=lambda a, w: f"Add {w.selector(a.value)} to your energy.",
                     meaning=Meaning(lambda a: 1, "add_target"), targets="", apply=_move_apply("energy", "top"),
                     sample={"to_energy": {"zone": "drop", "up_to": True, "cost_min": 3}}))
def _play_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    # FW 5-5-3: played by a skill, without paying its cost, active (3-6-3); its [On Play] waits (9-6-7-3).
    for uid in chosen:
        g.emit(Move("move", uid, g.s.area(uid), "battle", "top"))
        queue_auto(g, "on_play", [uid])


R.declare(ActionDecl(name="play", clause="FW 5-5-3", doc="play the chosen Battle Cards without paying their cost",
                     value=R.selector, words=lambda a, w: f"Play {w.selector(a.value)}.",
                     meaning=Meaning(lambda a: 1, "add_target"), targets="", apply=_play_apply,
                     accepts=lambda g, u: g.card(u).category == "battle",
                     sample={"play": {"zone": "drop", "up_to": True, "name": "Shamoian", "cost": 1}}))
def _no_ready(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        continuous.add(g, "prohibit", uid, continuous.Ban("become_active"), ("turn_end", g.s.turn + 1), ctx.player,
                       g.card(ctx.src).name)


R.declare(ProhibitionDecl(name="become_active", clause="FW 7-2-7", words="can't switch to Active Mode", for_owner=-1,
                          doc="the card stays in Rest Mode when its player's cards become active"))
R.declare(ActionDecl(name="no_ready", clause="FW 7-2-7, 0-2-5",
                     doc="the chosen cards can't switch to Active Mode during your opponent's next turn",
                     value=R.selector, words=lambda a, w: f"Choose {w.selector(a.value)} and it can't switch to Active "
                                                          "Mode during your opponent's next turn.",
                     meaning=Meaning(lambda a: -1, "rest_target"), targets="", apply=_no_ready,
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
    return f"Choose {w.selector(a.value)} and it can't be KO'd in battle{duration}."


R.declare(ActionDecl(name="no_battle_ko", clause="FW 13-17", doc="the cards can't be KO'd in battle (for the turn or "
                     "battle; a [Permanent]: while it is in play)", value=R.selector, words=_no_battle_ko_words,
                     meaning=Meaning(lambda a: 1, "power_target"), targets="", apply=_no_battle_ko,
                     fields={"duration": Field(choice(*DURATIONS), doc="turn or battle; none for a [Permanent]")},
                     layer="prohibit", contributes=lambda g, p, src, a: continuous.Ban("ko_in_battle", cards=a.value),
                     sample={"no_battle_ko": "self"}))
R.declare(ActionDecl(name="to_deck_bottom", clause="FW 3-1-6", doc="place the chosen cards at the bottom of their owner's deck",
                     value=R.selector,
                     words=lambda a, w: f"Choose {w.selector(a.value)} and place it at the bottom of its owner's deck.",
                     meaning=Meaning(lambda a: -1, "return_target"), targets="", apply=_move_apply("deck", "bottom"),
                     sample={"to_deck_bottom": {"owner": "opponent", "zone": "battle", "up_to": True, "cost_max": 4}}))
R.declare(ActionDecl(name="ready", clause="FW 1-8-1-1", doc="switch the chosen cards to Active Mode", value=R.selector,
                     words=lambda a, w: "Switch this card to Active Mode." if a.value == SELF else
                     f"Choose {w.selector(a.value)} and switch {_them(a.value)} to Active Mode.",
                     meaning=Meaning(lambda a: 1, "ready_target"), targets="", apply=_ready_apply,
                     sample={"ready": {"zone": "battle", "count": 2, "up_to": True}}))
R.declare(ActionDecl(name="if", clause="FW 0-3-17", doc="the actions in `then` happen only if the conditions hold",
                     value=lambda c, v, parent, key: mapping(c, v, parent, key, {n: d.value for n, d in R.conditions.items()}),
                     words=_if_words, meaning=Meaning(lambda a: 0, "none"),
                     fields={"then": Field(R.actions_list, required=True, doc="the actions")}, start=_if,
                     sample={"if": {"hand_at_most": 7}, "then": [{"draw": 1}]}))
R.declare(ActionDecl(name="life_to_energy", clause="FW 3-9-3, 3-8", doc="add N Life cards to your energy in Rest Mode",
                     value=whole(1), words=lambda a, w: f"Add {plural(a.value, 'card')} from your life to your energy in Rest Mode.",
                     meaning=Meaning(lambda a: 1, "none"), start=_top_to_energy("life", True), sample={"life_to_energy": 1}))
R.declare(ActionDecl(name="deck_to_energy", clause="FW 3-2-3, 3-8-3", doc="add the top N deck cards to your energy (active)",
                     value=whole(1), words=lambda a, w: f"Add {plural(a.value, 'card')} from the top of your deck to your energy.",
                     meaning=Meaning(lambda a: 1, "none"), start=_top_to_energy("deck", False), sample={"deck_to_energy": 1}))


def _combo_power(g: Game, ctx: Ctx, a: Action) -> None:
    # A combo card's combo power counts until the battle ends (FW 8-5-2): the change lasts as long.
    if g.s.epoch[ctx.src] == ctx.epoch:
        continuous.add(g, "add:combo_power", ctx.src, a.value, "battle", ctx.player, g.card(ctx.src).name)


R.declare(ActionDecl(name="combo_power", clause="FW 2-7", doc="this card gets +N combo power (for the battle)",
                     value=signed, words=lambda a, w: f"This card gets {a.value:+d} combo power.",
                     meaning=Meaning(lambda a: 1, "none"), start=_combo_power, sample={"combo_power": 10000}))
R.declare(ActionDecl(name="cost_reduction", clause="FW 1-2-3-2, 9-5-5", doc="reduce this card's cost in your hand by N",
                     value=whole(1), words=lambda a, w: f"Reduce the cost of this card in your hand by {a.value}.",
                     meaning=Meaning(lambda a: 1, "none"), fields={"in_hand": Field(boolean, default=True,
                                                                                    doc="valid in the hand only")},
                     layer="add:cost", contributes=lambda g, p, src, a: -a.value, sample={"cost_reduction": 1}))


# ------------------------------------------------------------------ [Evolve], [Fusion Evolve] (FW 15-12)
EVOLVE = {"evolve": 1, "fusion_evolve": 2}  # the Battle Cards each chooses (15-12-4, 15-12-11)


def evolve_skill(g: Game, player: int, uid: int) -> int | None:
    """The index of the [Evolve] / [Fusion Evolve] skill of a card in the hand that can be declared now:
    its skill cost payable and enough of your Battle Cards meeting its conditions (15-12-3, 15-12-4, 15-12-11)."""
    card = g.card(uid)
    if g.s.area(uid) != "hand" or card.category != "battle":
        return None
    for idx, eff in enumerate(card.effects):
        if eff.timing in EVOLVE and usable(g, player, uid, idx, eff):
            ctx = Ctx(player, uid, g.s.epoch[uid])
            if all(len(candidates(g, ctx, a.value)) >= EVOLVE[eff.timing] for a in eff.actions if a.name == "evolve"):
                return idx
    return None


def _evolve_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    """FW 15-12-5, 15-12-12, 14-5-2: play this card on top of the chosen Battle Cards; it takes their
    position (Rest Mode if any was rested: 0-2-6), the effects on their power and their [Ki]; they and
    the cards under them go under it (16-2-4), their skills negated (16-2-2)."""
    new = ctx.src
    s = g.s
    # FW 15-12-5-1, 15-12-6 (it fails) cannot arise: the cards were there at the declaration and nothing
    # comes between it and this resolution that moves a Battle Card (the skill cost is paid from elsewhere).
    rested = any(u in s.rested for u in chosen)
    powers = [m for m in s.mods if m.target in chosen and m.kind in ("add:power", "set:power")]
    under = tuple(u for uid in chosen for u in (uid, *s.under.get(uid, ())))  # type: ignore[attr-defined]
    ki_total = sum(ki(g, uid) for uid in chosen)
    g.emit(Move("move", new, "hand", "battle", "top"))  # FW 15-12-7: played by a skill
    if ki_total:
        g.emit(KiChanged("ki", new, ki_total))
    g.emit(Stacked("stack", new, under))  # the chosen cards' [Ki] and effects leave with them (1-12-4, 3-1-4)
    if rested:
        rest(g, new)
    for mod in powers:
        g.emit(AddModifier("mod", mod._replace(target=new)))
    queue_auto(g, "on_play", [new])  # FW 9-6-7-3: it was played


R.declare(ActionDecl(name="evolve", clause="FW 15-12-5, 15-12-12", doc="play this card (in the hand) on top of the "
                     "chosen Battle Cards (the skill of [Evolve] / [Fusion Evolve])", value=R.selector,
                     words=lambda a, w: f"Play this card on top of {w.selector(a.value)}.",
                     meaning=Meaning(lambda a: 1, "evolve_target"), targets="", apply=_evolve_apply,
                     sample={"evolve": {"zone": "battle", "name": "Son Goku"}}))


# ------------------------------------------------------------------ paying energy (FW 5-3, 1-4-5)
def pay_then(g: Game, player: int, total: int, orbs: tuple[str, ...], then: Frame | None) -> None:
    """Pay a cost, then run `then`. The payer chooses the energy only where payments differ (spec)."""
    found = energy.payments(g, player, total, orbs)
    if len(found) == 1:
        pay(g, found[0])
        if then is not None:
            g.push(then)
        return
    options = [Command(player, "choose", p) for p in found]
    g.ask(player, "choose", options, Frame("paid", (then,)), "Choose the energy to pay with.",
          purpose="pay_energy", outcomes=tuple(Outcome("pay", None, -1, len(p)) for p in found))


@frame("paid")
def paid(g: Game, then: Frame | None, answer: Command) -> None:
    pay(g, answer.args)
    if then is not None:
        g.push(then)


CIRCLED = "①②③④⑤⑥⑦⑧⑨"

R.declare(CostDecl(name="energy", clause="FW 1-4-5-1", doc="rest N of your energy (or remove markers: 1-11-2)",
                   value=whole(1), can_pay=lambda g, p, src, v, reserved: energy.can_pay(g, p, v, ()),
                   pay=lambda g, ctx, n: pay_then(g, ctx.player, n, (), None),
                   words=lambda v: CIRCLED[v - 1] if v <= len(CIRCLED) else f"({v})", symbol=True, example=2))


# ------------------------------------------------------------------ skill costs (FW 1-4)
def _choose_to_drop(area: str, purpose: str, text: str) -> Any:
    """Pay "Discard N cards from your hand" / "Place N of your energy in your Drop": the player
    chooses which (identical cards in the hand are one choice; energy cards differ by mode)."""
    def pay_cost(g: Game, ctx: Ctx, n: int) -> None:
        cards = g.s.players[ctx.player].zone(area)
        items = tuple(sorted(cards, key=lambda u: (g.s.cards[u], u))) if area == "hand" else tuple(cards)
        choose_cards(g, Pick(player=ctx.player, purpose=purpose, items=items, picked=(), low=n, high=n, ordered=False,
                             numbers=tuple(g.s.cards[u] for u in items) if area == "hand" else None,
                             then=Frame("to_drop", ()), text=text.format(n=n), source=ctx.src))
    return pay_cost


@frame("to_drop")
def to_drop(g: Game, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        g.emit(Move("move", uid, g.s.area(uid), "drop", "top"))


R.declare(CostDecl(name="discard", clause="FW 13-7", doc="discard N cards from your hand", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: len(g.s.players[p].hand) - reserved.get("hand", 0) >= v,
                   pay=_choose_to_drop("hand", "discard", "Choose {n} card(s) to discard."),
                   words=lambda v: f"Discard {plural(v, 'card')} from your hand", example=1))
R.declare(CostDecl(name="energy_to_drop", clause="FW 1-4-5", doc="place N of your energy in your Drop", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: len(g.s.players[p].energy) >= v,
                   pay=_choose_to_drop("energy", "energy_to_drop", "Choose {n} energy to place in your Drop."),
                   words=lambda v: f"Place {v} of your energy in your Drop", example=1))


R.declare(CostDecl(name="reduce_ki", clause="FW 5-13, 1-4", doc="remove N [Ki] from under this card", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: ki(g, src) >= v,
                   pay=lambda g, ctx, n: g.emit(KiChanged("ki", ctx.src, -n)),
                   words=lambda v: f"Reduce [Ki] by {v}", example=1))


R.words = FusionWording()
