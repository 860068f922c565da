"""Actions that change what cards are for a duration (continuous effects, 8-1-4-2): power, cost, base
values, keywords, prohibitions, negations and permissions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.declarations import Field, Meaning
from .....engine.interpreter import amount
from .....engine.records import Ctx
from .....engine.registry import SELF, Count, boolean, choice, declared, quantity, text
from ... import ops
from ..base import R, by_sign, cap, label, players, sign, until
from .shared import DURATION, TARGET, THAT, _action, _remembering, _selector, _subject

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Action, Checker, Wording


def _whose(sel: Any, w: Wording) -> str:
    """The possessive of the chosen cards: "this card's", "up to 1 of your Characters'"."""
    subject = _subject(sel, w)
    return subject + ("'" if subject.endswith("s") else "'s")


def _verb(sel: Any) -> str:
    """ "up to 1 of your Characters gains", "2 of your Characters gain", "all of ... gain"."""
    if sel != SELF and (sel.all or sel.how_many > 1 or sel.up_to) and not (sel.up_to and sel.how_many == 1):
        return "gain"
    return "gains"


def _modify(kind: str) -> Any:
    def apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
        value = amount(g, ctx.player, ctx.src, a.value) if kind.startswith(("add:", "set:", "fix:")) else a.value
        for uid in chosen:
            continuous.add(g, kind, uid, value, until(g, a, ctx.player), ctx.player, label(g, ctx))
        ops.performed(g, a.name, len(chosen))

    return apply


def _power_words(a: Action, w: Wording) -> str:
    """'Up to 1 of your Characters gains +2000 power during this turn.', 'Give ... −2000 power ...',
    '... gains +1000 power for each of your Characters.'"""
    target, when = a.get("target"), w.duration(a.get("duration"))
    subject = _subject(target, w)
    value = a.value
    if isinstance(value, Count):
        extra = f", {sign(value.plus)}{abs(value.plus)} power" if value.plus else ""
        each = f"each {R.counts[value.name].each}"
        if value.per > 1:  # "for every 4 cards in your trash"
            each = "every " + R.counts[value.name].has[1].format(n=value.per)
        elif not R.counts[value.name].each.startswith("of "):  # b3 (issue 10): "for every card trashed"
            each = f"every {R.counts[value.name].each}"
        if R.counts[value.name].each.startswith("per ") and not extra:  # "... during this turn per 1 cost on ..."
            return cap(f"{subject} {_verb(target)} {sign(value.times)}{abs(value.times)} power{when} "
                       f"{R.counts[value.name].each}.")
        if each.startswith("every ") and when and not extra:
            # "gains +1000 power during this battle for every card trashed" (the game's usual order)
            return cap(f"{subject} {_verb(target)} {sign(value.times)}{abs(value.times)} power{when} for {each}.")
        return cap(
            f"{subject} {_verb(target)} {sign(value.times)}{abs(value.times)} power for {each}{extra}{when}."
        )
    if value < 0:
        if subject.startswith("up to a total of "):  # OP02-089: "Give up to a total of 2 of your opponent's Leader or
            subject = subject.replace("Leader and Character cards", "Leader or Character cards")  # Character cards"
        return f"Give {subject} −{-value} power{when}."
    if subject == "that card":  # after a first buff: "that card gains an additional +2000 power" (OP14-078)
        return cap(f"that card gains an additional +{value} power{when}.")
    return cap(f"{subject} {_verb(target)} +{value} power{when}.")


_action(
    "power",
    "8-1-4-2",
    "+N (or −N) power to the chosen cards for the duration",
    quantity(None),
    _power_words,
    Meaning(by_sign, "power_target"),
    fields={"target": TARGET, "duration": DURATION, "that": THAT},
    targets="target",
    apply=_remembering(_modify("add:power")),
    layer="add:power",
    contributes=lambda g, p, s, a: amount(g, p, s, a.value),
    sample={"power": 1000, "target": {"owner": "you", "zone": "leader_or_character", "up_to": True}},
)


def _cost_words(a: Action, w: Wording) -> str:
    """'Give up to 1 of your opponent's Characters −2 cost during this turn.', 'This Character gains
    +4 cost.', 'give this card in your hand −3 cost.' (8-1-3-3: `in_hand` works in the hand)."""
    target = a.get("target")
    subject = _subject(target, w) + (" in your hand" if a.get("in_hand") else "")
    if target != SELF and target.zone == "hand" and target.all:  # OP01-067: "Give blue Events in your hand −1 cost."
        subject = subject.removeprefix("all ").replace(" from your hand", " in your hand")
    when = w.duration(a.get("duration"))
    value = a.value
    if isinstance(value, Count):  # "This Character gains +1 cost for every 4 cards in your trash."
        each = f"each {R.counts[value.name].each}"
        if value.per > 1:
            each = "every " + R.counts[value.name].has[1].format(n=value.per)
        return cap(f"{subject} {_verb(target)} {sign(value.times)}{abs(value.times)} cost for {each}{when}.")
    amount_ = f"{sign(a.value)}{w.amount(a.value, absolute=True)} cost"
    if isinstance(a.value, int) and a.value < 0 or a.get("in_hand"):
        return cap(f"give {subject} {amount_}{when}.")
    return cap(f"{subject} {_verb(target)} {amount_}{when}.")


_action(
    "cost_change",
    "8-1-4-2",
    "+N (or −N) cost to the chosen cards for the duration",
    quantity(None),
    lambda a, w: _cost_words(a, w),
    Meaning(by_sign, "cost_target"),
    fields={
        "target": TARGET,
        "duration": DURATION,
        "in_hand": Field(boolean, doc="a permanent effect that works while the card is in the hand"),
    },
    targets="target",
    apply=_modify("add:cost"),
    layer="add:cost",
    contributes=lambda g, p, s, a: amount(g, p, s, a.value),
    sample={"cost_change": -2, "target": {"owner": "opponent", "zone": "character", "up_to": True}},
)
def _set_value(stat: str, clause: str) -> None:
    """ "Set the power (cost) of ... to N": the value itself, not the base value (a `fix:` layer)."""
    _action(
        f"set_{stat}",
        clause,
        f"the chosen cards' {stat} becomes N for the duration (the {stat} itself, not the base {stat}: modifiers "
        "that begin later add to it, those before it and permanent effects no longer count)",
        quantity(0),
        lambda a, w: cap(
            f"set the {stat} of {_subject(a.get('target'), w)} to {w.amount(a.value)}{w.duration(a.get('duration'))}."
        ),
        Meaning(lambda a: -1, "set_base_target"),
        fields={"target": TARGET, "duration": DURATION},
        targets="target",
        apply=_modify(f"fix:{stat}"),
        sample={f"set_{stat}": 0, "target": {"owner": "opponent", "zone": "character", "up_to": True},
                "duration": "turn"},
    )


_set_value("power", "8-1-4-2, 1-3-6-1")
# --- issue 25 (OP03-091): "Set the cost of up to 1 of your opponent's Characters with no base effect to 0 during this
# turn." The cost itself (as `set_power`), not the base cost (4-9-2-2: "base cost becomes" is `set_base_cost`).
_set_value("cost", "8-1-4-2, 1-3-6-2")


def _same_as(value: Any, w: Wording) -> str:
    """A base power set to a number, or to another card's value read when the effect resolves (a count:
    "becomes the same as your opponent's Leader's power", 4-9-2)."""
    if isinstance(value, Count) and value.times == 1 and not value.plus and value.per == 1:
        return f"the same as {R.counts[value.name].words}"
    return w.amount(value)


def _set_base_power_words(a: Action, w: Wording) -> str:
    whose = _whose(a.get("target"), w)
    if a.get("and_self"):
        whose = f"{_subject(a.get('target'), w)} and this Character's"
    return cap(f"{whose} base power becomes {_same_as(a.value, w)}{w.duration(a.get('duration'))}.")


def _set_base_power(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    if a.get("and_self") and g.s.epoch[ctx.src] == ctx.epoch and ops.on_field(g, ctx.src):
        chosen = (*chosen, ctx.src)  # "Your Leader and this Character": this card while it is on the field
    _modify("set:power")(g, ctx, a, chosen)


_action(
    "set_base_power",
    "4-9-2-1",
    "the chosen cards' base power becomes N for the duration; N may be a count of another card's value "
    "(`opponent_leader_power`, `your_leader_base_power`, `selected_power`), read when the effect resolves (in a permanent effect: "
    "as long as it applies)",
    quantity(0),
    _set_base_power_words,
    Meaning(lambda a: 0, "set_base_target"),
    fields={"target": TARGET, "duration": DURATION,
            "and_self": Field(boolean, doc='this card too: "Your Leader and this Character\'s base power becomes ..."')},
    targets="target",
    apply=_set_base_power,
    layer="set:power",
    contributes=lambda g, p, s, a: amount(g, p, s, a.value),
    sample={"set_base_power": 7000, "target": "self"},
)
def _swap_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    """The two selected cards' base powers, read now (4-9-2: printed, or as an effect set them), are swapped:
    each gets the other's as a set base power for the duration. Fewer than two cards: nothing to swap."""
    cards = ((players(g)[ctx.player].leader,) if a.get("with") == "leader" else ()) + tuple(chosen)
    if len(cards) != 2:
        return
    first, second = (ops.base_power(g, uid) for uid in cards)
    when = until(g, a, ctx.player)
    continuous.add(g, "set:power", cards[0], second, when, ctx.player, label(g, ctx))
    continuous.add(g, "set:power", cards[1], first, when, ctx.player, label(g, ctx))
    ops.performed(g, a.name, len(cards))


def _swap_words(a: Action, w: Wording) -> str:
    """'Select 2 of your ... Characters. Swap the base power of the selected Characters with each other during
    this turn.', 'Select your Leader and 1 Character. Swap the base power of the selected cards ...'"""
    which = w.selector(a.value)
    if a.get("with") == "leader":
        which, cards = f"your Leader and {which}", "cards"
    else:
        cards = "Characters" if a.value.zone == "character" else "cards"
    return f"Select {which}. Swap the base power of the selected {cards} with each other{w.duration(a.get('duration'))}."


_action(
    "swap_base_power",
    "4-9-2-1",
    "select the cards (the selector's, or your Leader `with` 1 the selector finds) and swap their base powers, "
    "read when it resolves, for the duration: each one's base power becomes the other's (as `set_base_power`)",
    _selector,
    _swap_words,
    Meaning(lambda a: 0, "swap_target"),
    fields={"with": Field(choice("leader"), doc="your Leader is the other selected card"), "duration": DURATION},
    targets="",
    apply=_swap_apply,
    sample={"swap_base_power": {"owner": "opponent", "zone": "character", "count": 2, "base_power_max": 9000},
            "duration": "turn"},
)


_action(
    "set_base_cost",
    "4-9-2-2",
    "the chosen cards' base cost becomes N for the duration",
    quantity(0),
    lambda a, w: cap(
        f"{_whose(a.get('target'), w)} base cost becomes {w.amount(a.value)}{w.duration(a.get('duration'))}."
    ),
    Meaning(lambda a: 0, "set_base_target"),
    fields={"target": TARGET, "duration": DURATION},
    targets="target",
    apply=_modify("set:cost"),
    layer="set:cost",
    contributes=lambda g, p, s, a: amount(g, p, s, a.value),
    sample={"set_base_cost": 0, "target": {"owner": "opponent", "zone": "character", "up_to": True}},
)


def _set_counter_words(a: Action, w: Wording) -> str:
    """'The counter of all of your Character cards with 8000 power in your hand becomes +2000.'"""
    target = a.get("target")
    cards = _subject(target, w)
    if a.get("wording") == "have":  # EB01-001: "All of your ... cards without a Counter have a +1000 Counter, ..."
        cards = w.selector(target, bare=True).removesuffix(" from your hand")
        return f"All of your {cards} have a +{w.amount(a.value)} Counter, according to the rules."
    if target != SELF and target.zone == "hand" and target.all and target.owner == "you":
        cards = f"all of your {w.selector(target, bare=True).removesuffix(' from your hand')} in your hand"
    return cap(f"the counter of {cards} becomes +{w.amount(a.value)}{w.duration(a.get('duration'))}.")


_action(
    "set_counter",
    "2-10, 8-1-3-3",
    "the chosen cards' Counter value becomes +N (a Character card without one gets it): in a permanent effect, "
    "the cards in your hand it selects (`zone: hand`, `all`), while its card is on the field",
    quantity(0),
    _set_counter_words,
    Meaning(lambda a: 1, "set_base_target"),
    fields={"target": TARGET, "duration": DURATION,
            "wording": Field(choice("have"), doc='`have`: "All of your ... have a +N Counter, according to the rules."')},
    targets="target",
    apply=_modify("set:counter"),
    layer="set:counter",
    contributes=lambda g, p, s, a: amount(g, p, s, a.value),
    sample={"set_counter": 2000, "target": {"zone": "hand", "all": True, "category": "character", "power": 8000}},
)


def _gain_wording(c: Any, value: Any, parent: Any, key: Any) -> str:
    """`gains` | `select` (the older template, of [Unblockable] only)"""
    wording = choice("gains", "select")(c, value, parent, key)
    if wording == "select" and parent.get("gain") != "unblockable":
        raise c.fail(parent, key, "'wording: select' is the older template of [Unblockable] only")
    return wording


def _gain_words(a: Action, w: Wording) -> str:
    target = a.get("target")
    keyword = R.keywords[a.value].label
    if a.get("wording") == "select":  # the template of the older cards: ST01-016, then ST21-003
        if target.zone == "that_card":  # OP12-077: "Select up to 1 … Then, if the selected card attacks …"
            return f"If the selected card attacks{w.duration(a.get('duration'))}, your opponent cannot activate [Blocker]."
        if target.zone == "character":
            return cap(
                f"select {w.selector(target)}. If the selected Character attacks{w.duration(a.get('duration'))}, "
                "your opponent cannot activate [Blocker]."
            )
        return cap(
            f"select {w.selector(target)}. Your opponent cannot activate [Blocker] if that "
            f"{'Leader or Character' if target.zone == 'leader_or_character' else 'card'} attacks"
            f"{w.duration(a.get('duration'))}."
        )
    if a.get("attribute"):  # "gains [Rush: Character] and the <Slash> attribute during this turn"
        keyword += f" and the <{a.get('attribute')}> attribute"
    elif a.value == "rush_character" and (a.get("duration") is None or target != SELF):
        # the cards' words where [Rush: Character] is granted by a permanent effect or to another card (OP11-027,
        # P-091, OP11-001); "this Character gains [Rush: Character] during this turn" (EB04-007) stays
        they = target != SELF and (target.all or target.how_many > 1) and not target.up_to
        subject = _subject(target, w).removeprefix("all of ").removeprefix("All of ")
        return cap(f"{subject} can attack Characters on the turn in which {'they are' if they else 'it is'} played.")
    return cap(f"{_subject(target, w)} {_verb(target)} {keyword}{w.duration(a.get('duration'))}.")


def _attribute(c: Checker, value: Any, parent: Any, key: Any) -> str:
    """an attribute (2-4), with a `duration` (not in a permanent effect)"""
    if "duration" not in parent:
        raise c.fail(parent, key, "'attribute' is granted for a duration: give 'duration' (not in a permanent effect)")
    return text(c, value, parent, key)


def _grant(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    _modify("grant")(g, ctx, a, chosen)
    if a.get("attribute"):  # 2-4: an attribute an effect gives, for the duration (ops.attributes)
        for uid in chosen:
            continuous.add(g, "attribute", uid, a.get("attribute"), until(g, a, ctx.player), ctx.player, label(g, ctx))


_action(
    "gain",
    "10-1, 2-4",
    "the chosen cards gain a keyword for the duration (and the `attribute`, e.g. `Slash`)",
    declared("keyword"),
    _gain_words,
    Meaning(lambda a: 1, "keyword_target"),
    fields={"target": TARGET, "duration": DURATION,
            "wording": Field(_gain_wording, default="gains",
                             doc="`select`: the older cards' template for [Unblockable] (\"Select up to 1 ... your "
                                 "opponent cannot activate [Blocker]\"); the newer cards say \"gains [Unblockable]\""),
            "attribute": Field(_attribute)},
    targets="target",
    apply=_grant,
    layer="grant",
    contributes=lambda g, p, s, a: a.value,
    sample={"gain": "rush", "target": "self"},
)
_action(
    "lose",
    "10-1",
    "the chosen cards lose a keyword for the duration",
    declared("keyword"),
    lambda a, w: cap(
        f"{_subject(a.get('target'), w)} {'lose' if _verb(a.get('target')) == 'gain' else 'loses'} "
        f"{R.keywords[a.value].label}{w.duration(a.get('duration'))}."
    ),
    Meaning(lambda a: -1, "keyword_target"),
    fields={"target": TARGET, "duration": DURATION},
    targets="target",
    apply=_modify("remove"),
    layer="remove",
    contributes=lambda g, p, s, a: a.value,
    sample={"lose": "blocker", "target": {"owner": "opponent", "zone": "character", "up_to": True}},
)


# --- issue 24 (b2rest): "Select up to 2 of your opponent's Characters, and give 1 Character −3000 power and the
# other −2000 power until the end of your opponent's next turn." (OP08-118)
def _two_amounts(c: Checker, value: Any, parent: Any, key: Any) -> tuple[int, int]:
    """a list of two numbers: the first chosen card's, then the other's"""
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise c.fail(parent, key, f"'{key}' must be a list of two numbers (the first card's, the other's)")
    return (value[0], value[1])


def _power_each_start(g: Game, ctx: Ctx, a: Action) -> None:
    # 8-4-3, 8-4-4-1: the cards are selected one after the other; the order says which gets which amount.
    from .....engine.interpreter import candidates, choose_cards
    from .....engine.records import Frame, Pick

    sel = a.get("target")
    cands = tuple(u for u in candidates(g, ctx, sel) if g.rules.selectable(g, ctx, u))
    high = min(sel.how_many, len(cands), 2)
    if not high:
        return
    choose_cards(g, Pick(
        player=ctx.player, purpose="power_target", items=cands, picked=(), low=0 if sel.up_to else high,
        high=high, ordered=True, numbers=None, then=Frame("power_each_chosen", (ctx, a)),
        text=g.rules.prompt_text(g, ctx, a), source=ctx.src, action=a))


def power_each_chosen(g: Game, ctx: Ctx, a: Action, chosen: tuple[int, ...]) -> None:
    """The first card chosen gets the first amount, the other the second (a card chosen alone: the first)."""
    for uid, value in zip(chosen, a.value):
        continuous.add(g, "add:power", uid, value, until(g, a, ctx.player), ctx.player, label(g, ctx))
    ops.performed(g, a.name, len(chosen))


def _power_each_words(a: Action, w: Wording) -> str:
    target, (first, other) = a.get("target"), a.value
    noun = R.zones[target.zone].noun[0]

    def power(v: int) -> str:
        return f"{'−' if v < 0 else '+'}{abs(v)} power"

    return (f"Select {_subject(target, w)}, and give 1 {noun} {power(first)} and the other {power(other)}"
            f"{w.duration(a.get('duration'))}.")


_action(
    "power_each",
    "8-1-4-2, 8-4-3",
    "select up to 2 cards (the selector's, `count: 2`) one after the other: the first gets the first amount of "
    "power, the other the second, for the duration (a card selected alone gets the first)",
    _two_amounts,
    _power_each_words,
    Meaning(lambda a: -1 if a.value[0] < 0 else 1, "power_target"),
    fields={"target": TARGET, "duration": DURATION},
    start=_power_each_start,
    sample={"power_each": [-3000, -2000], "target": {"owner": "opponent", "zone": "character", "up_to": True,
                                                     "count": 2}, "duration": "until_end_of_opponent_turn"},
)
