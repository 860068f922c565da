"""Actions that change what cards are for a duration (continuous effects, 8-1-4-2): power, cost, base
values, keywords, prohibitions, negations and permissions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.continuous import Ban
from .....engine.interpreter import amount
from .....engine.records import Ctx
from .....engine.registry import SELF, Count, Field, Meaning, Selector, boolean, choice, declared, quantity, text, whole
from ... import ops
from ..base import R, by_sign, cap, label, sign, until
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
        if each.startswith("every ") and when and not extra:
            # "gains +1000 power during this battle for every card trashed" (the game's usual order)
            return cap(f"{subject} {_verb(target)} {sign(value.times)}{abs(value.times)} power{when} for {each}.")
        return cap(
            f"{subject} {_verb(target)} {sign(value.times)}{abs(value.times)} power for {each}{extra}{when}."
        )
    if value < 0:
        return f"Give {subject} −{-value} power{when}."
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
_action(
    "set_power",
    "8-1-4-2, 1-3-6-1",
    "the chosen cards' power becomes N for the duration (the power itself, not the base power: modifiers "
    "that begin later add to it, those before it and permanent effects no longer count)",
    quantity(0),
    lambda a, w: cap(
        f"set the power of {_subject(a.get('target'), w)} to {w.amount(a.value)}{w.duration(a.get('duration'))}."
    ),
    Meaning(lambda a: -1, "set_base_target"),
    fields={"target": TARGET, "duration": DURATION},
    targets="target",
    apply=_modify("fix:power"),
    sample={"set_power": 0, "target": {"owner": "opponent", "zone": "character", "up_to": True}, "duration": "turn"},
)
_action(
    "set_base_power",
    "4-9-2-1",
    "the chosen cards' base power becomes N for the duration",
    quantity(0),
    lambda a, w: cap(
        f"{_whose(a.get('target'), w)} base power becomes {w.amount(a.value)}{w.duration(a.get('duration'))}."
    ),
    Meaning(lambda a: 0, "set_base_target"),
    fields={"target": TARGET, "duration": DURATION},
    targets="target",
    apply=_modify("set:power"),
    layer="set:power",
    contributes=lambda g, p, s, a: amount(g, p, s, a.value),
    sample={"set_base_power": 7000, "target": "self"},
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


def _gain_words(a: Action, w: Wording) -> str:
    target = a.get("target")
    keyword = R.keywords[a.value].label
    if a.value == "unblockable" and target != SELF and target.zone != "leader":  # a Leader: "gains [Unblockable]"
        if target.zone == "character":  # the later template (ST21-003)
            return cap(
                f"select {w.selector(target)}. If the selected Character attacks{w.duration(a.get('duration'))}, "
                "your opponent cannot activate [Blocker]."
            )
        return cap(
            f"select {w.selector(target)}. Your opponent cannot activate [Blocker] if that card attacks"
            f"{w.duration(a.get('duration'))}."
        )
    if a.get("attribute"):  # "gains [Rush: Character] and the <Slash> attribute during this turn"
        keyword += f" and the <{a.get('attribute')}> attribute"
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
    fields={"target": TARGET, "duration": DURATION, "attribute": Field(_attribute)},
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


def _prohibit_words(a: Action, w: Wording) -> str:
    decl = R.prohibitions[a.value]
    by = {"effect": " by effects", "opponent_effect": " by your opponent's effects", "battle": " in battle"}.get(
        a.get("by", ""), ""
    )
    if a.get("player"):
        who = "you" if a.get("player") == "you" else "your opponent"
        return cap(f"{who} {decl.words}{w.duration(a.get('duration'))}.")
    target = a.get("target", SELF)
    blockers = _blockers_words(a, target)
    if blockers:
        return f"Your opponent cannot activate {blockers}{w.duration(a.get('duration'))}."
    against = a.get("against")
    if against is not None:
        # "cannot attack your opponent's Characters with a base cost of 7 or less", "cannot be K.O.'d in
        # battle by Leaders": the other card, its owner named unless any player's.
        owner = {"you": "your ", "opponent": "your opponent's ", "any": ""}[against.owner]
        others = owner + w.selector(against, bare=True)
        if others.endswith("Leader"):
            others += "s"  # the Leader zone's noun is the same for one and many ("your Leader")
        by += f" {others}" if a.value == "attack" else f" by {others}"
    if target == SELF:
        return cap(f"this card {decl.words}{by}{w.duration(a.get('duration'))}.")
    subject = w.selector(target)
    if target.all and target.owner == "you":
        subject = subject.removeprefix("all of ")  # "your Characters with a cost of 3 or less ... cannot"
    return cap(f"{subject} {decl.words}{by}{w.duration(a.get('duration'))}.")


def _blockers_words(a: Action, target: Any) -> str:
    """'up to 1 [Blocker] Character that has 4000 power or less': the opponent's chosen [Blocker]s,
    as the cards that print it word them ("" for any other prohibition)."""
    if a.value != "activate_blocker" or target == SELF or target.owner != "opponent" or target.all:
        return ""
    if target.get("keyword") != "blocker" or any(k not in ("keyword", "power_max", "power_min")
                                                  for k, _ in target.filters):
        return ""
    n = target.how_many
    words = f"{'up to ' if target.up_to else ''}{n} [Blocker] Character{'s' if n > 1 else ''}"
    for key, more in (("power_max", "less"), ("power_min", "more")):
        if target.get(key) is not None:
            words += f" that {'has' if n == 1 else 'have'} {target.get(key)} power or {more}"
    return words


def _ban(a: Action) -> Ban:
    return Ban(a.value, a.get("by", ""), None, a.get("player", ""), a.get("against"))


def _prohibit_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        continuous.add(g, "prohibit", uid, _ban(a), until(g, a, ctx.player), ctx.player, label(g, ctx))
    ops.performed(g, a.name, len(chosen))


def _prohibit_player(g: Game, ctx: Ctx, a: Action) -> None:
    continuous.add(g, "prohibit", None, _ban(a), until(g, a, ctx.player), ctx.player, label(g, ctx))


def _prohibit_start(g: Game, ctx: Ctx, a: Action) -> None:
    from .....engine.interpreter import choose_targets

    if a.get("player"):
        _prohibit_player(g, ctx, a)
    else:
        choose_targets(g, ctx, a, R.actions["prohibit"], a.get("target", SELF))


_action(
    "prohibit",
    "8-1-3-3",
    "the chosen cards (or `player`) cannot do something, for the duration; `by` limits it to a cause, "
    "`against` to the other card (the attacked card, the card battled or the effect's card)",
    declared("prohibition"),
    _prohibit_words,
    Meaning(lambda a: R.prohibitions[a.value].for_owner, "prohibit_target"),
    fields={
        "target": Field(_selector),
        "by": Field(choice("effect", "opponent_effect", "battle")),
        "player": Field(choice("you", "opponent")),
        "duration": DURATION,
        "against": Field(_selector, doc="only against these cards: the attacked card, the card battled"),
    },
    start=_prohibit_start,
    apply=_prohibit_apply,
    layer="prohibit",
    contributes=lambda g, p, s, a: _ban(a),
    sample={"prohibit": "ko", "by": "opponent_effect", "target": "self"},
)


def _ban_blocker(g: Game, ctx: Ctx, a: Action) -> None:
    continuous.add(g, "prohibit", None, _blocker_ban(a), until(g, a, ctx.player), ctx.player, label(g, ctx))


def _blocker_ban(a: Action) -> Ban:
    filters = (("keyword", "blocker"),) + (
        (("power_min", a.get("power_min")),) if a.get("power_min") is not None else ()
    )
    return Ban("activate_blocker", "", Selector("opponent", "character", 1, False, True, filters))


def _ban_blocker_words(a: Action, w: Wording) -> str:
    which = "[Blocker]"
    if a.get("power_min") is not None:
        which = f"a [Blocker] Character that has {a.get('power_min')} or more power"
    return f"Your opponent cannot activate {which}{w.duration(a.get('duration'))}."


_action(
    "ban_blocker",
    "10-1-4",
    "your opponent cannot activate [Blocker] (of Characters with `power_min` or more)",
    boolean,
    _ban_blocker_words,
    Meaning(lambda a: 1, "none"),
    fields={"power_min": Field(whole(0)), "duration": Field(declared("duration"), required=True)},
    start=_ban_blocker,
    layer="prohibit",
    contributes=lambda g, p, s, a: _blocker_ban(a),
    sample={"ban_blocker": True, "duration": "battle"},
)


def _negate_ban(a: Action) -> Ban:
    return Ban("negate", "", None, a.get("player"), None, a.value)


def _negate(g: Game, ctx: Ctx, a: Action) -> None:
    continuous.add(g, "prohibit", None, _negate_ban(a), until(g, a, ctx.player), ctx.player, label(g, ctx))


def _negate_words(a: Action, w: Wording) -> str:
    whose = "your" if a.get("player") == "you" else "your opponent's"
    return cap(f"{whose} {R.timings[a.value].label} effects are negated{w.duration(a.get('duration'))}.")


_action(
    "negate",
    "8-2-1-1",
    "a player's auto effects of this timing are negated (invalid: they do not activate, their costs are not "
    "paid)",
    declared("timing"),
    _negate_words,
    Meaning(lambda a: -1 if a.get("player") == "you" else 1, "none"),
    fields={"player": Field(choice("you", "opponent"), default="you"), "duration": DURATION},
    start=_negate,
    layer="prohibit",
    contributes=lambda g, p, s, a: _negate_ban(a),
    sample={"negate": "on_play", "player": "opponent", "duration": "until_end_of_opponent_turn"},
)


# What an effect can allow a card that the rules do not (the layer kind `permit`): name -> words.
PERMISSIONS = {"attack_active": "can also attack your opponent's active Characters"}


def _permit_words(a: Action, w: Wording) -> str:
    target = a.get("target")
    return cap(f"{_subject(target, w)} {PERMISSIONS[a.value]}{w.duration(a.get('duration'))}.")


_action(
    "permit",
    "7-1-1-2",
    "the chosen cards may do what the rules do not allow (`attack_active`: attack active Characters too)",
    choice(*PERMISSIONS),
    _permit_words,
    Meaning(lambda a: 1, "keyword_target"),
    fields={"target": Field(_selector, default=SELF), "duration": DURATION},
    targets="target",
    apply=_modify("permit"),
    layer="permit",
    contributes=lambda g, p, s, a: a.value,
    sample={"permit": "attack_active", "target": "self"},
)
