"""Actions that forbid, negate or allow for a duration (continuous effects, 8-1-3-3): prohibitions, the
[Blocker] ban, negations, permissions, and the names a card also has."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.continuous import Ban
from .....engine.declarations import Field, Meaning
from .....engine.records import Ctx
from .....engine.registry import SELF, Selector, boolean, choice, declared, mapping, whole
from ... import ops
from ..base import R, cap, label, lower_first, until
from .shared import DURATION, _action, _selector, _subject
from .values import _modify

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Action, Wording

# The causes (primitives/causes.py) a prohibition can name, in its words ("cannot be K.O.'d by your opponent's
# effects": plural where an event's cause is singular).
BANNED_BY = {"effect": " by effects", "opponent_effect": " by your opponent's effects", "battle": " in battle",
             "your_effect": " by your effects",
             "opponent_leader_or_character_effect": " by your opponent's Leader and Character effects",
             "opponent_character_effect": " by your opponent's Character's effect"}


def _prohibit_words(a: Action, w: Wording) -> str:
    if a.get("unless") is not None:
        when = w.duration(a.get("duration")).strip()
        text = _unless_words(a, w)
        return f"{when[:1].upper()}{when[1:]}, {text}." if when else f"{text[:1].upper()}{text[1:]}."
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
        excluded = dict(against.filters[0][1]) if [k for k, _ in against.filters] == ["not"] else {}
        if against.zone == "leader_or_character" and set(excluded) == {"category", "name"}:
            # OP01-051: "cannot attack any card other than the Character [Eustass"Captain"Kid]"
            others = (f"any card other than the {excluded['category'].capitalize()} "
                      f"{R.filters['name'].words(excluded['name'], w)}")
        if against.zone == "field":  # OP08-114: "in battle by <Slash> attribute cards" (any card, where it battles)
            others = others.removesuffix(" on your field").removesuffix(" on your opponent's field")
        if a.value == "attack" and against.zone == "leader" and against.owner == "any" and not against.filters:
            others = "a Leader"  # OP03-004: "cannot attack a Leader"
        elif others.endswith("Leader"):
            others += "s"
        elif others.endswith("Leader or Character cards"):  # P-007: "in battle by <Strike> attribute Leaders or …"
            others = others.removesuffix("Leader or Character cards") + "Leaders or Characters"  # the Leader zone's noun is the same for one and many ("your Leader")
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
    if a.value == "attack" and target.zone == "leader_or_character" and target.all and not target.filters:
        subject = {"you": "you", "opponent": "your opponent"}.get(target.owner, subject)  # "your opponent cannot attack"
    if (target.all and target.owner == "you" and a.value == "ko" and decl.words.startswith("cannot ")
            and a.get("by") != "opponent_effect" and not any(R.filters[k].part == "after" for k, _ in target.filters)):
        # "none of your {ODYSSEY} type Characters can be K.O.'d by effects" (the cards' words; but "your Characters
        # with a cost of 7 or less cannot be K.O.'d …", OP04-119, OP06-096, OP08-029)
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
    unless = a.get("unless")
    for uid in chosen:
        if unless is not None:  # OP08-043: it may attack if its player pays this, whenever it attacks
            continuous.add(g, ATTACK_UNLESS, uid, (ctx.src, unless), until(g, a, ctx.player), ctx.player,
                           label(g, ctx))
        else:
            continuous.add(g, "prohibit", uid, _ban(a), until(g, a, ctx.player), ctx.player, label(g, ctx))
    ops.performed(g, a.name, len(chosen))


# --- issue 24 (OP08-043): "none of the selected Characters can attack unless your opponent trashes 2 cards from their
# hand whenever they attack": a ban their player lifts, attack by attack, by paying a cost (7-1-1, 8-3-1).
ATTACK_UNLESS = "attack_unless"  # the modifier kind: (the card whose effect made it, the cost)


def attack_costs(g: Game, uid: int) -> list[tuple[Ctx, Any]]:
    """What card `uid`'s player must pay to attack with it now: (the context paying it, the cost), one per ban."""
    player = g.s.owner[uid]
    return [(Ctx(player, m.value[0], g.s.epoch[m.value[0]]), m.value[1]) for m in g.s.mods
            if m.kind == ATTACK_UNLESS and m.target == uid]


def _unless(c: Any, value: Any, parent: Any, key: Any) -> Any:
    """a cost mapping (the costs below: `{trash_from_hand: 2}`), paid by the card's player each time it attacks;
    with `prohibit: attack` only"""
    if parent.get("prohibit") != "attack":
        raise c.fail(parent, key, "'unless' goes with 'prohibit: attack'")
    return mapping(c, value, parent, key, {n: d.value for n, d in c.registry.costs.items()})


def _unless_words(a: Action, w: Wording) -> str:
    """'none of the selected Characters can attack unless your opponent trashes 2 cards from their hand whenever
    they attack'"""
    from ...wording import render_cost

    pays = lower_first(render_cost(a.get("unless"), False))
    pays = pays.replace("trash ", "trashes ", 1).replace(" your hand", " their hand")
    target = a.get("target", SELF)
    cards = "the selected Characters" if target != SELF and target.zone == "that_card" else w.selector(target)
    return f"none of {cards} can attack unless your opponent {pays} whenever they attack"


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
        "unless": Field(_unless, doc="with `prohibit: attack`: a cost mapping the card's player pays each time it "
                                     "attacks, to attack all the same (OP08-043: `{trash_from_hand: 2}`)"),
    },
    start=_prohibit_start,
    apply=_prohibit_apply,
    layer="prohibit",
    contributes=lambda g, p, s, a: _ban(a),
    sample={"prohibit": "ko", "by": "opponent_effect", "target": "self"},
)


def _ban_blocker(g: Game, ctx: Ctx, a: Action) -> None:
    ban = _blocker_ban(a)
    attacker = a.get("attacker")
    if attacker is not None and attacker != SELF and attacker.zone == "that_card":
        # OP12-016: "the card given these DON!! cards": that card as it is now (3-1-6), for the duration
        ban = ban._replace(against=tuple((u, g.s.epoch[u]) for u in ops.that_cards(g, ctx.src)))
    continuous.add(g, "prohibit", None, ban, until(g, a, ctx.player), ctx.player, label(g, ctx))


BLOCKER_BOUNDS = ("power_min", "power_max", "cost_max")  # the [Blocker] Characters a ban names (OP01-120, OP02-061)


def _blocker_ban(a: Action) -> Ban:
    filters = (("keyword", "blocker"),) + tuple((k, a.get(k)) for k in BLOCKER_BOUNDS if a.get(k) is not None)
    return Ban("activate_blocker", "", Selector("opponent", "character", 1, False, True, filters),
               against=a.get("attacker"))


def _ban_blocker_words(a: Action, w: Wording) -> str:
    which = "[Blocker]"
    if a.get("power_min") is not None:
        which = f"a [Blocker] Character that has {a.get('power_min')} or more power"
    elif a.get("power_max") is not None:  # OP01-120
        which = f"a [Blocker] Character that has {a.get('power_max')} or less power"
    elif a.get("cost_max") is not None:  # OP02-061
        which = f"the [Blocker] of any Character with a cost of {a.get('cost_max')} or less"
    attacker = a.get("attacker")
    if attacker is not None and attacker != SELF and attacker.zone == "that_card":
        which += " when the card given these DON!! cards attacks"  # the recipient of a `give_don` with `that`
    elif attacker is not None:
        which += f" whenever {w.selector(attacker, one=True)} attacks"
    return f"Your opponent cannot activate {which}{w.duration(a.get('duration'))}."


_action(
    "ban_blocker",
    "10-1-4",
    "your opponent cannot activate [Blocker] (of Characters with `power_min` or more, `power_max` or less, or a "
    "cost of `cost_max` or less, as they are when a [Blocker] would be activated; against attacks of the "
    "`attacker` cards only)",
    boolean,
    _ban_blocker_words,
    Meaning(lambda a: 1, "none"),
    fields={"power_min": Field(whole(0)), "duration": Field(declared("duration"), required=True),
            # OP01-120, OP03-002: "a [Blocker] Character that has 2000 or less power"; OP02-061, OP02-101: "the
            # [Blocker] of any Character with a cost of 5 or less" (10-1-4)
            "power_max": Field(whole(0)), "cost_max": Field(whole(0)),
            # OP13-057: "... whenever your Leader attacks during this turn" (7-1-2-1)
            "attacker": Field(_selector, doc="only against attacks by the cards it selects (zone `that_card`: the"
                                             " card a `give_don` cost with `that` gave DON!! to, read when it resolves)")},
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
