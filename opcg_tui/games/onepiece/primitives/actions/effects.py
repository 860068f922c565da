"""Actions that start effects or make them for later: a card's own effect activated now (use_effect), an
Event's [Main] (activate_event), actions only if conditions hold (if), delayed effects (at_end_of_turn,
at_opponent_next_main, at_end_of_battle), a cost change for the next play (next_play_cost) and an extra turn
(extra_turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.declarations import Field, Meaning
from .....engine.interpreter import ask_if_optional, conditions_met, matches, resolve_effect, then_actions
from .....engine.records import Ctx, Frame, SetValue
from .....engine.registry import SELF, Selector, boolean, choice, mapping, whole
from ... import ops
from ..base import R, label, lower_first
from .shared import _action, _actions, _selector

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Action, Checker, Wording


def _use_effect(g: Game, ctx: Ctx, a: Action) -> None:
    # 10-2-3-1-1, 10-2-4-1-2: a [Trigger] may activate the card's own [Main] / [Counter] effect; its
    # "You may …:" cost is the player's choice there too (8-3-1-4). 10-1-5, 8-1-3-1: "Activate this
    # card's [On K.O.] / [On Play] effect" activates that effect now, from the [Trigger]: its conditions
    # ([Opponent's Turn], 8-4-1-1) must hold, its optional cost is asked.
    found = g.card(ctx.src).effect_with(a.value)
    if found is None:
        return
    idx, eff = found
    if not conditions_met(g, ctx.player, ctx.src, eff.conditions):
        return
    label_ = R.timings[a.value].label
    question = f"{g.card(ctx.src).name}: {label_} — pay the cost?"
    if not ask_if_optional(g, ctx, eff, Frame("use_effect_answer", (ctx, idx)), question):
        resolve_effect(g, ctx, eff)


_action(
    "use_effect",
    "10-2-3-1-1, 10-2-4-1-2, 10-1-5",
    "activate this card's [Main], [Counter], [On K.O.] or [On Play] effect (from its [Trigger]: its "
    "conditions must hold, its optional cost is asked)",
    choice("main", "counter", "on_ko", "on_play"),
    lambda a, w: f"Activate this card's {R.timings[a.value].label} effect.",
    Meaning(lambda a: 1, "none"),
    start=_use_effect,
    sample={"use_effect": "main"},
)


def _event_selector(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a selector of Event cards in your hand or trash"""
    sel = c.registry.selector(c, value, parent, key)
    if not isinstance(sel, Selector) or sel.zone not in ("hand", "trash") or sel.owner != "you":
        raise c.fail(parent, key, f"'{key}' must select your Event cards in your hand or trash")
    return sel


def _main_usable(g: Game, uid: int) -> bool:
    """An Event whose [Main] effect could be activated now: its conditions met, its cost payable
    (8-3-1-3; without the Event's own cost, which is not paid)."""
    from .....engine.interpreter import usable

    card = g.card(uid)
    found = card.effect_with("main") if card.category == "event" else None
    return found is not None and usable(g, g.s.owner[uid], uid, found[0], found[1])


def _activate_event(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    from .....engine.records import Reveal

    for uid in chosen:
        if g.s.area(uid) == "hand":
            # 8-5-2, 10-2-3-1-1: activating the Event card from the hand (a card activation: "when your
            # opponent activates an Event" waits for it, 8-5-4): revealed and trashed (2-7-3), its cost
            # not paid; its [Main] resolves from the trash (8-4-2).
            g.emit(Reveal("reveal", ctx.player, uid))
            ops.move(g, uid, "trash")
            ops.event_activated(g, ctx.player, uid)
        # 8-5-3: from the trash, only its [Main] effect is activated; the card stays there.
        idx, eff = g.card(uid).effect_with("main")
        inner = Ctx(ctx.player, uid, g.s.epoch[uid])
        question = f"{g.card(uid).name}: [Main] — pay the cost?"
        if not ask_if_optional(g, inner, eff, Frame("use_effect_answer", (inner, idx)), question):
            resolve_effect(g, inner, eff)
    ops.performed(g, a.name, len(chosen))


def _activate_event_words(a: Action, w: Wording) -> str:
    sel = a.value
    if sel.zone == "trash":  # "activate the [Main] effect of up to 1 Event card with a cost of 7 or less in your trash"
        return f"Activate the [Main] effect of {w.selector(sel).removesuffix(' from your trash')} in your trash."
    return f"Activate {w.selector(sel)}."


_action(
    "activate_event",
    "8-5-2, 8-5-3, 10-2-3-1-1",
    "activate the chosen Event cards' [Main] effect without paying their cost: from the hand the card is "
    "activated (revealed, trashed; \"when your opponent activates an Event\" sees it), from the trash only its "
    "[Main] effect (the card stays); only an Event whose [Main] could be activated now (conditions, its own "
    "activation cost) is offered, its \"You may …:\" cost asked",
    _event_selector,
    _activate_event_words,
    Meaning(lambda a: 1, "play_target"),
    targets="",
    apply=_activate_event,
    accepts=_main_usable,
    sample={"activate_event": {"zone": "hand", "up_to": True, "category": "event", "types": ["Dressrosa"],
                               "base_cost_max": 3}},
)


def _conditions(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a mapping of conditions"""
    return mapping(c, value, parent, key, {n: d.value for n, d in c.registry.conditions.items()})

_conditions.kind = "conditions"  # type: ignore[attr-defined]


def _if(g: Game, ctx: Ctx, a: Action) -> None:
    # 8-3-3, 4-10-1: what follows an unmet "if" is not resolved.
    if conditions_met(g, ctx.player, ctx.src, a.value):
        then_actions(g, ctx, a.get("then"))


def _if_words(a: Action, w: Wording) -> str:
    actions = [R.actions[x.name].words(x, w) for x in a.get("then")]
    if a.get("trailing"):  # "Draw 1 card if you have 6 or less cards in your hand."
        return " ".join(actions)[:-1] + f" if {w.conditions(a.value)}."
    first = actions[0] if actions[0].startswith("K.O.") else actions[0][:1].lower() + actions[0][1:]
    return f"If {w.conditions(a.value)}, " + " ".join([first, *actions[1:]])  # later sentences keep their capital


_action(
    "if",
    "4-10-1",
    "`then` happens only if these conditions hold",
    _conditions,
    _if_words,
    Meaning(lambda a: 0, "none"),
    fields={"then": Field(_actions, required=True),
            "trailing": Field(boolean, doc='words the condition last: "Draw 1 card if you have 6 or less cards in your hand."')},
    start=_if,
    sample={"if": {"count": {"count": "your_hand", "max": 3}}, "then": [{"draw": 1}]},
)


def _at_end_of_turn(g: Game, ctx: Ctx, a: Action) -> None:
    # 6-6-1-2: a delayed effect, done at the end of this turn (rules.end_phase_delayed) by the player
    # whose effect made it; "this card" is the card as it is now (3-1-6: if it moves, it is gone).
    continuous.add(g, "delayed", None, (ctx, a.value), ("delayed", g.s.turn), ctx.player, label(g, ctx))


def _at_end_of_turn_words(a: Action, w: Wording) -> str:
    actions = [R.actions[x.name].words(x, w) for x in a.value]
    text = " Then, ".join([actions[0], *(t[:1].lower() + t[1:] for t in actions[1:])])
    if a.get("first"):
        return f"At the end of this turn, {text if text.startswith('K.O.') else text[:1].lower() + text[1:]}"
    return f"{text[:-1]} at the end of this turn."


_action(
    "at_end_of_turn",
    "6-6-1-2",
    "a delayed effect: the actions are done at the end of this turn (`first: true` words it "
    '"At the end of this turn, ...")',
    _actions,
    _at_end_of_turn_words,
    Meaning(lambda a: 0, "none"),
    fields={"first": Field(boolean)},
    start=_at_end_of_turn,
    sample={"at_end_of_turn": [{"set_don_active": 1}]},
)


# --- issue 23: "your opponent rests 1 of their active DON!! cards at the start of their next Main Phase"
# (PRB02-005): a delayed effect done when the opponent's next Main Phase starts (6-5-1; rules.main_phase).
def _at_opponent_main(g: Game, ctx: Ctx, a: Action) -> None:
    continuous.add(g, "delayed", None, (ctx, a.value), ("main_start", 1 - ctx.player), ctx.player, label(g, ctx))


def _at_opponent_main_words(a: Action, w: Wording) -> str:
    text = " Then, ".join(t if i == 0 else t[:1].lower() + t[1:]
                          for i, t in enumerate(R.actions[x.name].words(x, w) for x in a.value))
    whose = "their" if text.startswith("Your opponent ") else "your opponent's"
    return f"{text[:-1]} at the start of {whose} next Main Phase."


_action(
    "at_opponent_next_main",
    "6-5-1",
    "a delayed effect: the actions are done (by this effect's player, as it says) at the start of your opponent's "
    "next Main Phase",
    _actions,
    _at_opponent_main_words,
    Meaning(lambda a: 0, "none"),
    start=_at_opponent_main,
    sample={"at_opponent_next_main": [{"rest_opponent_don": 1, "player": "opponent"}]},
)


# --- issue 23: "The next time you play [Trafalgar Law] with a cost of 4 or more from your hand during this turn, the
# cost will be reduced by 2." (OP12-061; OP02-025): a cost change that lasts this turn and ends with the first
# play it applies to (ops.next_play_reduction, playing.play_from_hand).
def _next_play_cost(g: Game, ctx: Ctx, a: Action) -> None:
    until = (ops.NEXT_PLAY, g.s.turn, ctx.src, len(g.s.mods))  # its own expiry: used up alone (6-6-1-2 at the latest)
    continuous.add(g, ops.NEXT_PLAY, None, (ctx.src, a.get("cards"), a.value), until, ctx.player, label(g, ctx))


def _hand_cards(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a selector of cards of your hand (`{zone: hand, ...}`)"""
    sel = _selector(c, value, parent, key)
    if sel == SELF or sel.zone != "hand" or sel.owner != "you":
        raise c.fail(parent, key, f"'{key}' must select cards of your hand: {{zone: hand, ...}}")
    return sel


def _next_play_words(a: Action, w: Wording) -> str:
    what = w.selector(a.get("cards")._replace(how_many=1), one=True).removeprefix("your ")
    what = what.removeprefix("a ") if what.startswith("a [") else what  # "[Trafalgar Law]", "a {Land of Wano} ..."
    return (f"The next time you play {what} during this turn, the cost will be reduced by {a.value}.")


_action(
    "next_play_cost",
    "6-5-3-1, 8-1-4-2, 2-7",
    "the next card the `cards` selector finds that you play from your hand during this turn costs N less (its "
    "cost before this change judged by the filters); the change ends with that play, or at the end of the turn",
    whole(1),
    _next_play_words,
    Meaning(lambda a: 1, "none"),
    fields={"cards": Field(_hand_cards, required=True)},
    start=_next_play_cost,
    sample={"next_play_cost": 2, "cards": {"zone": "hand", "name": "Trafalgar Law", "cost_min": 4}},
)


# --- issue 24: "Then, take an extra turn after this one." (OP05-119). The CR has no extra turns: the card's text
# decides (1-3-1). The turn after this one is the player's (rules.begin_turn keeps them the turn player); the
# durations that end with a given later turn (the opponent's next, your next: their ends are turn numbers) are
# moved so that each still ends with the same player's turn it named.
def _extra_turn(g: Game, ctx: Ctx, a: Action) -> None:
    from ...rules import TURN_END_KEYS

    n = g.s.turn + 1
    if ops.turn_player_of(g, n) == ctx.player:
        return  # 1-3-2-1: the turn after this one is this player's already (no turn is taken twice)
    old = [(k, ops.turn_player_of(g, k)) for k in range(n, g.s.turn + 40)]
    g.emit(SetValue("set", "extra", (*ops.state(g).extra, (n, ctx.player))))
    new = [(k, ops.turn_player_of(g, k)) for k in range(n, g.s.turn + 42)]

    def moved(until: Any) -> Any:
        if not (isinstance(until, tuple) and len(until) == 2 and until[0] in TURN_END_KEYS and until[1] >= n):
            return until
        player = dict(old)[until[1]]
        nth = sum(1 for k, p in old if p == player and k <= until[1])  # that player's nth turn from now
        return (until[0], [k for k, p in new if p == player][nth - 1])

    mods = [m._replace(until=moved(m.until)) for m in g.s.mods]
    if mods != g.s.mods:
        g.emit(SetValue("set", "mods", mods))


_action(
    "extra_turn",
    "1-3-1, 6-6-1-4",
    "you take an extra turn after this one: the next turn is yours again (the turn player does not change); "
    "effects lasting until the end of your opponent's next turn last until the end of their turn after it",
    boolean,
    lambda a, w: "Take an extra turn after this one.",
    Meaning(lambda a: 1, "none"),
    start=_extra_turn,
    sample={"extra_turn": True},
)


# --- issue 24: "[Your Turn] The cost of playing {Celestial Dragons} type Character cards with a cost of 2 or more from
# your hand will be reduced by 1." (OP05-097): a permanent effect on what a play from the hand costs (6-5-3-1), not on
# the cards' cost (their "cost of 2 or more" is read as it is).
PLAY_COST = "rule:play_cost"


def play_cost_reduction(g: Game, uid: int) -> int:
    """How much less playing card `uid` from its owner's hand costs now (the permanent effects of theirs in force)."""
    owner = g.s.owner[uid]
    return sum(n for p, src, a in continuous.in_force(g, PLAY_COST) if p == owner
               for n in (a.value,) if matches(g, p, src, a.get("cards"), uid))


def _play_cost_words(a: Action, w: Wording) -> str:
    what = w.selector(a.get("cards")._replace(all=True), bare=True).removeprefix("your ")
    return f"The cost of playing {what.replace(' from your hand', '')} from your hand will be reduced by {a.value}."


_action(
    "play_cost",
    "6-5-3-1, 8-1-3-3, 2-7",
    "a permanent effect: playing a card the `cards` selector finds from your hand costs N less (its cost, read by the "
    "filters, is unchanged); with others, all apply",
    whole(1),
    _play_cost_words,
    Meaning(lambda a: 1, "none"),
    fields={"cards": Field(_hand_cards, required=True)},
    start=lambda g, ctx, a: None,  # only as a permanent effect: it changes how a rule is carried out
    layer=PLAY_COST,
    contributes=lambda g, p, s, a: a.value,
    sample={"play_cost": 1, "cards": {"zone": "hand", "category": "character", "types": ["Celestial Dragons"],
                                      "cost_min": 2}},
)


# --- issue 25 (OP02-064): "Then, at the end of this battle, place this Character at the bottom of the owner's deck." A
# delayed effect done at the end of the battle in progress (7-1-5-2; battle.end_of_battle), by the player whose effect
# made it; "this card" is the card as it is now (3-1-6: if it moved, it is gone).
BATTLE_DELAYED = ("delayed", "battle")  # the expiry key of the delayed effects left for the end of this battle


def _at_end_of_battle(g: Game, ctx: Ctx, a: Action) -> None:
    if g.s.battle is not None:  # 1-3-2: out of a battle there is no "end of this battle"
        continuous.add(g, "delayed", None, (ctx, a.value), BATTLE_DELAYED, ctx.player, label(g, ctx))


def _at_end_of_battle_words(a: Action, w: Wording) -> str:
    text = " Then, ".join(t if i == 0 else lower_first(t) for i, t in enumerate(R.actions[x.name].words(x, w) for x in a.value))
    return f"At the end of this battle, {lower_first(text)}"


_action(
    "at_end_of_battle",
    "7-1-5-2",
    "a delayed effect: the actions are done at the end of this battle (7-1-5-2, with the effects that read \"at the "
    "end of the battle\"), by this effect's player",
    _actions,
    _at_end_of_battle_words,
    Meaning(lambda a: 0, "none"),
    start=_at_end_of_battle,
    sample={"at_end_of_battle": [{"deck_bottom": "self"}]},
)
