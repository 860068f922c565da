"""Actions that change what cards are for a duration (continuous effects, 8-1-4-2): power, cost, base
values, keywords, prohibitions, negations and permissions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.continuous import Ban
from .....engine.declarations import Field, Meaning
from .....engine.interpreter import amount
from .....engine.records import Ctx
from .....engine.registry import SELF, Count, Selector, boolean, choice, declared, quantity, text, whole
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
    fields={"target": TARGET, "duration": DURATION},
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


# The causes (primitives/causes.py) a prohibition can name, in its words ("cannot be K.O.'d by your opponent's
# effects": plural where an event's cause is singular).
BANNED_BY = {"effect": " by effects", "opponent_effect": " by your opponent's effects", "battle": " in battle",
             "your_effect": " by your effects",
             "opponent_leader_or_character_effect": " by your opponent's Leader and Character effects",
             "opponent_character_effect": " by your opponent's Character's effect"}


def _prohibit_words(a: Action, w: Wording) -> str:
    decl = R.prohibitions[a.value]
    by = BANNED_BY.get(a.get("by", ""), "")
    if a.get("player"):
        who = "you" if a.get("player") == "you" else "your opponent"
        return cap(f"{who} {decl.words}{_which_cards(a, w)}{w.duration(a.get('duration'))}.")
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
        if a.get("by") == "opponent_character_effect":  # OP14-003: "by effects of your opponent's Characters with …"
            others = owner + w.selector(against._replace(zone="character"), bare=True)
            by = f" by effects of {others}"
        elif a.get("by") == "effect" and ("category", "character") in against.filters:
            # OP11-005: "cannot be K.O.'d by effects of Characters without the <Special> attribute"
            cards = against._replace(zone="character", filters=tuple(f for f in against.filters if f[0] != "category"))
            by = f" by effects of {owner}{w.selector(cards, bare=True)}"
        else:
            by += f" {others}" if a.value == "attack" else f" by {others}"
    if target == SELF:
        held = " in your hand" if a.get("in_hand") else ""  # OP12-036: a permanent effect working in the hand
        return cap(f"this card{held} {decl.words}{by}{w.duration(a.get('duration'))}.")
    subject = w.selector(target)
    if (target.all and target.owner == "you" and a.value == "ko" and decl.words.startswith("cannot ")
            and a.get("by") != "opponent_effect"):
        # "none of your {ODYSSEY} type Characters can be K.O.'d by effects" (the cards' words)
        return cap(f"none of {subject.removeprefix('all of ')} can {decl.words[7:]}{by}{w.duration(a.get('duration'))}.")
    if target.all and target.owner == "you":
        subject = subject.removeprefix("all of ")  # "your Characters with a cost of 3 or less ... cannot"
    return cap(f"{subject} {decl.words}{by}{w.duration(a.get('duration'))}.")


def _which_cards(a: Action, w: Wording) -> str:
    """' with a base cost of 5 or more' after "cannot play Character cards": the filters of `cards`."""
    cards = a.get("cards")
    if cards is None:
        return ""
    bare = w.selector(cards._replace(zone="anywhere"), bare=True)
    return " " + bare.split(" ", 1)[1] if " " in bare else ""


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
    return Ban(a.value, a.get("by", ""), a.get("cards"), a.get("player", ""), a.get("against"))


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
        "by": Field(choice(*BANNED_BY),
                    doc="the cause: `your_effect` is the effects of this effect's controller (OP14-079); "
                        "`opponent_character_effect`, the effects of your opponent's Character cards, with "
                        "`against` the filters that card passes (OP14-003)"),
        "player": Field(choice("you", "opponent")),
        "duration": DURATION,
        "against": Field(_selector, doc="only against these cards: the attacked card, the card battled"),
        # OP13-023: "you cannot play Character cards with a base cost of 5 or more during this turn"
        "cards": Field(_selector, doc="with `player`: only the cards it selects (zone `anywhere`)"),
        "in_hand": Field(boolean, doc="a permanent effect that works while the card is in the hand (OP12-036)"),
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
    return Ban("activate_blocker", "", Selector("opponent", "character", 1, False, True, filters),
               against=a.get("attacker"))


def _ban_blocker_words(a: Action, w: Wording) -> str:
    which = "[Blocker]"
    if a.get("power_min") is not None:
        which = f"a [Blocker] Character that has {a.get('power_min')} or more power"
    attacker = a.get("attacker")
    if attacker is not None:
        which += f" whenever {w.selector(attacker, one=True)} attacks"
    return f"Your opponent cannot activate {which}{w.duration(a.get('duration'))}."


_action(
    "ban_blocker",
    "10-1-4",
    "your opponent cannot activate [Blocker] (of Characters with `power_min` or more; against attacks of the "
    "`attacker` cards only)",
    boolean,
    _ban_blocker_words,
    Meaning(lambda a: 1, "none"),
    fields={"power_min": Field(whole(0)), "duration": Field(declared("duration"), required=True),
            # OP13-057: "... whenever your Leader attacks during this turn" (7-1-2-1)
            "attacker": Field(_selector, doc="only against attacks by the cards it selects")},
    start=_ban_blocker,
    layer="prohibit",
    contributes=lambda g, p, s, a: _blocker_ban(a),
    sample={"ban_blocker": True, "duration": "battle"},
)


def _negate_ban(a: Action) -> Ban:
    timing = "" if a.value == "all" else a.value
    if a.get("target") is not None:  # the chosen cards' effects (a permanent effect: the cards it selects)
        return Ban("negate", "", a.get("target"), "", None, timing)
    return Ban("negate", "", None, a.get("player"), None, timing)


def _negate(g: Game, ctx: Ctx, a: Action) -> None:
    from .....engine.interpreter import choose_targets

    if a.get("target") is not None:
        choose_targets(g, ctx, a, R.actions["negate"], a.get("target"))
        return
    continuous.add(g, "prohibit", None, _negate_ban(a), until(g, a, ctx.player), ctx.player, label(g, ctx))


def _negate_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    ban = _negate_ban(a)._replace(cards=None)  # the one card each modifier names
    for uid in chosen:
        continuous.add(g, "prohibit", uid, ban, until(g, a, ctx.player), ctx.player, label(g, ctx))
    ops.performed(g, a.name, len(chosen))


def _negate_words(a: Action, w: Wording) -> str:
    when = w.duration(a.get("duration"))
    which = "" if a.value == "all" else f"{R.timings[a.value].label} "
    target = a.get("target")
    if target == SELF:  # OP14-056, OP06-083: "This Character's effect is negated during this turn."
        return f"This card's {which}effect is negated{when}."
    if target is not None:
        subject = _subject(target, w)
        if target.all and when:  # "Negate the effects of your opponent's Leader and all of their Characters …"
            subject = subject.replace("Leader and all of your opponent's", "Leader and all of their")
            return f"Negate the {which}effects of {subject}{when}."
        if target != SELF and target.all:  # a permanent effect: "Your Leader has its effects negated."
            one = target.zone == "leader"
            return cap(f"{subject} {'has its' if one else 'have their'} {which}effects negated{when}.")
        return f"Negate the {which}effect of {subject}{when}."
    whose = "your" if a.get("player") == "you" else "your opponent's"
    return cap(f"{whose} {which}effects are negated{when}.")


def _negated(c: Any, value: Any, parent: Any, key: Any) -> str:
    """a timing name, or `all` (every effect of the `target` cards)"""
    if value == "all":
        return "all"
    return declared("timing")(c, value, parent, key)


_negated.kind = "timing"  # type: ignore[attr-defined]


_action(
    "negate",
    "8-2-1-1",
    "a player's auto effects of this timing are negated (invalid: they do not activate, their costs are not "
    "paid); with `target`, the effects of the chosen cards (`all`: every effect — auto, activated, permanent, "
    "replacement and keyword effects; 8-2-4: not those the card gains from other effects)",
    _negated,
    _negate_words,
    Meaning(lambda a: -1 if a.get("player") == "you" or a.get("target") is not None else 1, "prohibit_target"),
    fields={"player": Field(choice("you", "opponent"), default="you"), "duration": DURATION,
            "target": Field(_selector, doc="the cards whose effects are negated (a permanent effect: `all`)")},
    start=_negate,
    apply=_negate_apply,
    layer="prohibit",
    contributes=lambda g, p, s, a: _negate_ban(a),
    sample={"negate": "on_play", "player": "opponent", "duration": "until_end_of_opponent_turn"},
)


# What an effect can allow a card that the rules do not (the layer kind `permit`): name -> words.
PERMISSIONS = {"attack_active": "can also attack your opponent's active Characters"}


def _permit_words(a: Action, w: Wording) -> str:
    target = a.get("target")
    words = PERMISSIONS[a.value]
    if a.get("duration"):  # "… can also attack active Characters during this turn" (the cards' words)
        words = words.replace("your opponent's active", "active")
    return cap(f"{_subject(target, w)} {words}{w.duration(a.get('duration'))}.")


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


from .....engine.registry import text_list  # noqa: E402  (EB04-038)


def _also_named_words(a: Action, w: Wording) -> str:
    names = [f"[{n}]" for n in a.value]
    listed = " and ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + ", and " + names[-1]
    if a.get("wording") == "older":  # EB02-016, EB02-024
        return f"Also treat this card's name as {listed} according to the rules."
    return f"Under the rules of this game, also treat this card's name as {listed}."


# EB04-038: a permanent effect "under the rules" (8-1-3-3-3), valid in every area: the card's further names
# are read from its data when it is loaded (cards.Card.names), so every name check sees them (2-1-3).
_action(
    "also_named",
    "2-1-3, 8-1-3-3-3",
    "in a `permanent` effect: the card also has these names, in every area (name filters, \"other than "
    "[X]\", \"your Leader is [X]\"); deck construction counts copies by card number (5-1-2-3)",
    text_list,
    _also_named_words,
    Meaning(lambda a: 0, "none"),
    fields={"wording": Field(choice("newer", "older"), default="newer",
                             doc="`older`: the older cards' words (\"Also treat this card's name as [X] according to "
                                 "the rules.\", EB-02); the newer: \"Under the rules of this game, also treat …\"")},
    start=lambda g, ctx, a: None,  # nothing happens when it resolves: the names are the card's own
    sample={"also_named": ["Trafalgar Law", "Donquixote Rosinante"]},
)
