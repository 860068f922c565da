"""Fusion World actions on a card's power and keyword skills: +/- power for the turn, the battle or until the end of
a turn to come, "for each", an original power set from another card, combo power, keyword skills gained (FW 2-6,
7-4-5, 8-5-7, 15-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import continuous
from ....engine.declarations import (
    ActionDecl,
    Field,
    Meaning,
)
from ....engine.interpreter import conditions_met
from ....engine.records import (
    Ctx,
)
from ....engine.registry import (
    SELF,
    Action,
    Selector,
    Wording,
    boolean,
    choice,
    declared,
    mapping,
    signed,
)

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R
from .moves import many
from .selectors import remember

AREA_DOC = "worded by the area: \"up to 1 Battle Card in your opponent's Battle Area\" (FS08)"
DURATIONS = {"turn": "for the turn", "battle": "for the battle"}  # FW 7-4-5, 8-5-7


# A power change may last past the turn (FW 7-4-5): to the end of the other player's next turn, or of your own.
POWER_DURATIONS = {**DURATIONS, "opponent_next_turn": "until the end of your opponent's next turn",
                   "your_next_turn": "until the end of your next turn"}


def until(g: Game, ctx: Ctx, duration: str | None) -> Any:
    """The duration key of a change of `ctx`'s skill (FW 7-4-5): "turn", "battle", or the end of a turn to come —
    your opponent's next turn (set in their own turn: their following one), your next turn (set in yours: the one
    after your opponent's)."""
    mine = g.s.turn_player == ctx.player
    if duration == "opponent_next_turn":
        return ("turn_end", g.s.turn + (1 if mine else 2))
    if duration == "your_next_turn":
        return ("turn_end", g.s.turn + (2 if mine else 1))
    return duration or "turn"


def _power_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    if a.get("while_battling"):  # "… that are in a battle with your opponent's Battle Cards get …" (FB06-024)
        chosen = tuple(u for u in chosen if battling(g, u))
    remember(g, ctx, chosen)
    amount = a.value
    instead = a.get("instead")  # "If you removed an energy marker for this skill, it gets +15000 power instead." (0-3-17)
    if instead and conditions_met(g, ctx.player, ctx.src, instead["if"]):
        amount = instead["power"]
    for uid in chosen:
        continuous.add(g, "add:power", uid, amount, until(g, ctx, a.get("duration")), ctx.player, g.card(ctx.src).name)


def _instead_value(c: Any, v: Any, parent: Any, key: Any) -> Any:
    conditions = {n: d.value for n, d in R.conditions.items()}
    return mapping(c, v, parent, key, {"if": lambda c2, v2, p2, k2: mapping(c2, v2, p2, k2, conditions),
                                       "power": signed}, ("if", "power"))


def _instead_words(a: Action, w: Wording) -> str:
    instead = a.get("instead")
    if not instead:
        return ""
    gets = "they get" if many(a.get("target", SELF)) else "it gets"
    return f" {w.conditions(instead['if'])} {gets} {instead['power']:+d} power instead."


def _power_words(a: Action, w: Wording) -> str:
    amount = f"{a.value:+d}" if a.get("template") == "no_noun" else f"{a.value:+d} power"
    target = a.get("target", SELF)
    if isinstance(target, Selector) and target.zone == "in_battle" and a.get("while_battling"):  # FB06-001, FB06-024
        noun = "Battle Cards" if target.get("battle_card") else "cards"
        after = " ".join(R.filters[n].words(v, w).replace("in its special traits", "in their special traits")
                         for n, v in target.filters if R.filters[n].part == "after")
        return (f"Your {noun} {after} that are in a battle with your opponent's Battle Cards get {amount} "
                f"{POWER_DURATIONS[a.get('duration', 'turn')]}.")
    names = [v for n, v in target.filters if n == "name"] if isinstance(target, Selector) else []
    if isinstance(target, Selector) and target.zone == "in_battle" and names:  # FW 8-1-2-2; FB04-024, FB04-050
        after = "".join(" " + R.filters[n].words(v, w) for n, v in target.filters if R.filters[n].part == "after")
        return f"Your <{names[0]}>{after} that's in a battle gets {amount} {POWER_DURATIONS[a.get('duration', 'turn')]}."
    if isinstance(target, Selector) and target.zone == "in_battle":  # FW 8-1-2-2
        after = "".join(" " + R.filters[n].words(v, w).replace("in its card name", "in their card names")
                        for n, v in target.filters if R.filters[n].part == "after")  # "with <DA> in …" (FB05-022)
        return f"Your cards{after} that are in a battle get {amount} {POWER_DURATIONS[a.get('duration', 'turn')]}."
    if target == SELF and a.get("wording") == "area":  # "This card in a Battle Area gets +10000 power."
        return f"This card in a Battle Area gets {amount}" + (f" {POWER_DURATIONS[a.get('duration')]}." if a.get("duration") else ".")
    if isinstance(target, Selector) and target.zone == "that":
        if a.get("wording") == "chosen":  # "…, the chosen card gets -10000 power for the turn." (FP-005)
            return f"The chosen card gets {amount} {POWER_DURATIONS[a.get('duration', 'turn')]}."
        return f"That card gets {amount} {POWER_DURATIONS[a.get('duration', 'turn')]}."
    if target == SELF and a.get("while_battling"):  # FB02-005
        return f"This card gets {amount} while it's in a battle with an opponent's Battle Card."
    if target == SELF:
        return f"This card gets {amount}" + (f" {POWER_DURATIONS[a.get('duration')]}." if a.get("duration") else ".")
    if isinstance(target, Selector) and target.zone == "leader":  # "Your Leader gets +20000 power." (FB03-139)
        leader = w.selector(target)
        return f"{leader[0].upper()}{leader[1:]} gets {amount}" + (f" {POWER_DURATIONS[a.get('duration')]}." if a.get("duration") else ".")
    if isinstance(target, Selector) and target.get("self_or_leader"):  # "This card and your Leader get …" (FB02-058)
        return f"This card and your Leader get {amount}" + (f" {POWER_DURATIONS[a.get('duration')]}." if a.get("duration") else ".")
    if a.get("wording") == "all" or isinstance(target, Selector) and target.all and not a.get("duration"):
        cards = w.selector(target)  # a [Permanent]'s "All (of) your Battle Cards with 《X》 … get …" (FB01-121, FB02-025)
        return f"{cards[0].upper()}{cards[1:]} get {amount}" + (f" {POWER_DURATIONS[a.get('duration')]}." if a.get("duration") else ".")
    gets = "they get" if many(target) else "it gets"  # "Choose up to 2 … and they get +5000 power …"
    area = a.get("wording") == "area"  # "Choose up to 1 Battle Card in your Battle Area and it gets …" (FB05-068)
    chosen = w.selector(target, area=area)
    joint = "and" if chosen.endswith("―") else " and"  # "…―both with 《Saiyan》 in their special traits―and it gets" (FB05-044)
    return f"Choose {chosen}{joint} {gets} {amount} {POWER_DURATIONS[a.get('duration', 'turn')]}."


def battling(g: Game, uid: int) -> bool:
    """FW 8-1-2-2: `uid` is the attack or guard card of the battle, and the other one is a Battle Card (the
    opponent's: the two sides of a battle), not a Leader."""
    b = g.s.battle
    if b is None or uid not in (b.attacker, b.guard):
        return False
    return g.s.area(b.guard if uid == b.attacker else b.attacker) == "battle"


R.declare(ActionDecl(name="power", clause="FW 2-6, 9-8", doc="a card gets +/-N power (for the turn or battle)",
                     value=signed, words=lambda a, w: _power_words(a, w) + _instead_words(a, w),
                     meaning=Meaning(lambda a: 1 if a.value > 0 else -1, "power_target"),
                     fields={"target": Field(R.selector, default=SELF, doc="the cards (self: this card)"),
                             "duration": Field(choice(*POWER_DURATIONS), doc="turn or battle, opponent_next_turn "
                                               "(\"until the end of your opponent's next turn\"), your_next_turn; none "
                                               "for a [Permanent]"),
                             "template": Field(choice("no_noun"), doc='the card text omits "power" (FS01-12)'),
                             "wording": Field(choice("area", "chosen", "all"), doc='"This card in a Battle Area gets …" '
                                              '(FS08-04); a selector worded by the area (FB05-068); `chosen`: "the chosen '
                                              'card" (FP-005); `all`: "All of your … get …" (FB02-025)'),
                             "instead": Field(_instead_value, doc="{if: conditions, power: N}: \"If …, it gets +N "
                                              "power instead.\", checked as it resolves (FB03-104's back)"),
                             "while_battling": Field(boolean, default=False, doc="a [Permanent]'s: only while this "
                                                     "card is in a battle with an opponent's Battle Card (FB02-005); "
                                                     "on an in_battle selector: only those cards (FB06-024)")},
                     targets="target", apply=_power_apply, layer="add:power",
                     contributes=lambda g, p, src, a: a.value if not a.get("while_battling") or battling(g, src) else 0,
                     sample={"power": -5000}))


def _combo_power(g: Game, ctx: Ctx, a: Action) -> None:
    # A combo card's combo power counts until the battle ends (FW 8-5-2): the change lasts as long.
    if g.s.epoch[ctx.src] == ctx.epoch:
        continuous.add(g, "add:combo_power", ctx.src, a.value, "battle", ctx.player, g.card(ctx.src).name)


R.declare(ActionDecl(name="combo_power", clause="FW 2-7", doc="this card gets +N combo power (for the battle)",
                     value=signed, words=lambda a, w: f"This card gets {a.value:+d} combo power.",
                     meaning=Meaning(lambda a: 1, "none"), start=_combo_power, sample={"combo_power": 10000}))


def _gain_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        continuous.add(g, "grant", uid, a.value, a.get("duration", "turn"), ctx.player, g.card(ctx.src).name)


def _gain_words(a: Action, w: Wording) -> str:
    keyword = R.keywords[a.value].label
    duration = f" {DURATIONS[a.get('duration')]}" if a.get("duration") else ""
    target = a.get("target", SELF)
    if target == SELF:  # "[Permanent] If you have 8 or more energy, this card gains [Double Strike]." (FP-018)
        return f"This card gains {keyword}{duration}."
    if a.get("wording") == "those":  # "Then, if …, those cards gain [Critical] for the battle." (FB05-067)
        return f"{'Those cards gain' if many(target) else 'That card gains'} {keyword}{duration}."
    return f"Choose {w.selector(target, area=a.get('wording') == 'area')} and {'they gain' if many(target) else 'it gains'} " \
        f"{keyword}{duration}."


R.declare(ActionDecl(name="gain", clause="FW 15-1, 9-8", doc="the cards gain a keyword skill (for the turn or battle; "
                     "a [Permanent]: while it is in play)", value=declared("keyword"), words=_gain_words,
                     meaning=Meaning(lambda a: 1, "power_target"),
                     fields={"target": Field(R.selector, default=SELF, doc="the cards (self: this card)"),
                             "duration": Field(choice(*DURATIONS), doc="turn or battle; none for a [Permanent]"),
                             "wording": Field(choice("area", "those"), doc=AREA_DOC + "; those: the cards an "
                                              "action before named (\"those cards gain …\")")},
                     targets="target", apply=_gain_apply, layer="grant", contributes=lambda g, p, src, a: a.value,
                     sample={"gain": "blocker"}))


def _counted(sel: Selector, w: Wording, where: str) -> str:
    """The cards a "for each" counts, as the text words them: "card with 《X》 in its special traits in your Battle
    Area" (`area`), "… among your Leader and Battle Cards" (`among`), "of your opponent's Battle Cards"."""
    after = " ".join(R.filters[n].words(v, w) for n, v in sel.filters if R.filters[n].part == "after")
    whose = "your opponent's" if sel.owner == "opponent" else "your"
    if where == "area":
        return " ".join(p for p in ("card", after, f"in {whose} Battle Area") if p)
    if where == "among":
        return " ".join(p for p in ("card", after, "among your Leader and Battle Cards") if p)
    plural = after.replace("in its special traits", "in their special traits")  # "… with 《Angel》 in their …" (FB04-014)
    return " ".join(p for p in (f"of {whose} Battle Cards", plural) if p)


def _power_for_each_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    # The count is taken once, as the skill resolves (FW 9-8: a power change of a fixed amount for its duration).
    from ....engine.interpreter import candidates

    sel = a.get("for_each")
    n = len(candidates(g, ctx, Selector(sel.owner, sel.zone, 1, False, True, sel.filters)))
    remember(g, ctx, chosen)
    for uid in chosen:
        continuous.add(g, "add:power", uid, a.value * n, a.get("duration", "turn"), ctx.player, g.card(ctx.src).name)


R.declare(ActionDecl(name="power_for_each", clause="FW 9-8, 13-1-2", doc="a card gets +/-N power for each card the "
                     "`for_each` selector finds (counted as the skill resolves)", value=signed,
                     words=lambda a, w: _power_words(a, w)[:-1] + " for each "
                     + _counted(a.get("for_each"), w, a.get("counted", "")) + ".",
                     meaning=Meaning(lambda a: 1 if a.value > 0 else -1, "power_target"),
                     fields={"target": Field(R.selector, default=SELF, doc="the cards (self: this card)"),
                             "for_each": Field(R.selector, required=True, doc="the cards counted (all that match)"),
                             "counted": Field(choice("area", "among"), doc="`area`: \"each card … in your Battle Area\" "
                                              "(FB02-028); `among`: \"… among your Leader and Battle Cards\" (FB01-133); "
                                              "none: \"each of your opponent's Battle Cards\" (FB02-032)"),
                             "duration": Field(choice(*DURATIONS), doc="turn or battle"),
                             "template": Field(choice("no_noun"), doc='the card text omits "power"'),
                             "wording": Field(choice("area"), doc="the chosen card worded by the area")},
                     targets="target", apply=_power_for_each_apply,
                     sample={"power_for_each": 5000, "for_each": {"owner": "opponent", "zone": "battle"},
                             "duration": "turn"}))


def _power_as_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    from ..ops import power

    for uid in chosen:  # the chosen card's power as the skill resolves (FW 2-6: every effect applied), read once
        continuous.add(g, "set:power", ctx.src, power(g, uid), a.get("duration", "battle"), ctx.player,
                       g.card(ctx.src).name)


def _power_as_words(a: Action, w: Wording) -> str:
    return f"Choose {w.selector(a.value, area=True)} and this card's original power becomes the same as that card's " \
        f"power {DURATIONS[a.get('duration', 'battle')]}."


R.declare(ActionDecl(name="power_as", clause="FW 2-6, 9-8", doc="this card's original power (its printed power on the "
                     "face-up side, before every +/- modifier) becomes the chosen card's power as the skill resolves, "
                     "for the battle (or turn): modifiers still apply on top of it (the layer set:power; FB04-001's back)",
                     value=R.selector, words=_power_as_words, meaning=Meaning(lambda a: 1, "power_target"),
                     fields={"duration": Field(choice(*DURATIONS), default="battle", doc="battle or turn")},
                     targets="", apply=_power_as_apply,
                     sample={"power_as": {"owner": "any", "zone": "battle", "up_to": True}}))
