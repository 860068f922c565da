"""Actions: what effects do."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import continuous
from ....engine.continuous import Ban, Cause
from ....engine.interpreter import (
    amount,
    candidates,
    choose_cards,
    conditions_met,
    resolve_effect,
    then_actions,
)
from ....engine.records import Command, Ctx, Frame, Look, Outcome, Pick, Reveal
from ....engine.registry import (
    SELF,
    Action,
    ActionDecl,
    Checker,
    Count,
    Field,
    Meaning,
    Selector,
    Wording,
    boolean,
    choice,
    declared,
    mapping,
    quantity,
    whole,
)
from .. import ops
from ..state import DonMoved
from .base import R, by_sign, cap, label, players, plural, sign, until
from .costs import trash_from_hand

if TYPE_CHECKING:
    from ....engine.game import Game


def _action(name: str, clause: str, doc: str, value: Any, words: Any, meaning: Meaning, **kw: Any) -> None:
    R.declare(ActionDecl(name=name, clause=clause, doc=doc, value=value, words=words, meaning=meaning, **kw))


def _selector(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """`self` or a selector"""
    return c.registry.selector(c, value, parent, key)


TARGET = Field(_selector, required=True)
DURATION = Field(declared("duration"))  # "turn" when absent; a permanent effect has none


def _subject(sel: Any, w: Wording) -> str:
    return "this card" if sel == SELF else w.selector(sel)


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
        value = amount(g, ctx.player, ctx.src, a.value) if kind.startswith(("add:", "set:")) else a.value
        for uid in chosen:
            continuous.add(g, kind, uid, value, until(g, a, ctx.player), ctx.player, label(g, ctx))

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
        return cap(
            f"{subject} {_verb(target)} {sign(value.times)}{abs(value.times)} power for {each}{extra}{when}."
        )
    if value < 0:
        return f"Give {subject} −{-value} power{when}."
    return cap(f"{subject} {_verb(target)} +{value} power{when}.")


def _cost_change_words(a: Action, w: Wording) -> str:
    """'Give up to 1 of your opponent's Characters −2 cost ...', 'This Character gains +1 cost for every 4
    cards in your trash.'"""
    target, value, when = a.get("target"), a.value, w.duration(a.get("duration"))
    if isinstance(value, Count):
        each = f"each {R.counts[value.name].each}"
        if value.per > 1:
            each = "every " + R.counts[value.name].has[1].format(n=value.per)
        return cap(f"{_subject(target, w)} {_verb(target)} {sign(value.times)}{abs(value.times)} cost for {each}{when}.")
    return cap(f"give {_subject(target, w)} {sign(value)}{w.amount(value, absolute=True)} cost{when}.")


_action(
    "power",
    "8-1-4-2",
    "+N (or −N) power to the chosen cards for the duration",
    quantity(None),
    _power_words,
    Meaning(by_sign, "power_target"),
    fields={"target": TARGET, "duration": DURATION},
    targets="target",
    apply=_modify("add:power"),
    layer="add:power",
    contributes=lambda g, p, s, a: amount(g, p, s, a.value),
    sample={"power": 1000, "target": {"owner": "you", "zone": "leader_or_character", "up_to": True}},
)
_action(
    "cost_change",
    "8-1-4-2",
    "+N (or −N) cost to the chosen cards for the duration",
    quantity(None),
    lambda a, w: _cost_change_words(a, w),
    Meaning(by_sign, "cost_target"),
    fields={"target": TARGET, "duration": DURATION},
    targets="target",
    apply=_modify("add:cost"),
    layer="add:cost",
    contributes=lambda g, p, s, a: amount(g, p, s, a.value),
    sample={"cost_change": -2, "target": {"owner": "opponent", "zone": "character", "up_to": True}},
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
    if a.value == "unblockable" and target != SELF:
        return cap(
            f"select {w.selector(target)}. Your opponent cannot activate [Blocker] if that card attacks"
            f"{w.duration(a.get('duration'))}."
        )
    return cap(f"{_subject(target, w)} {_verb(target)} {keyword}{w.duration(a.get('duration'))}.")


_action(
    "gain",
    "10-1",
    "the chosen cards gain a keyword for the duration",
    declared("keyword"),
    _gain_words,
    Meaning(lambda a: 1, "keyword_target"),
    fields={"target": TARGET, "duration": DURATION},
    targets="target",
    apply=_modify("grant"),
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
    if target == SELF:
        return cap(f"this card {decl.words}{by}{w.duration(a.get('duration'))}.")
    return cap(f"{w.selector(target)} {decl.words}{by}{w.duration(a.get('duration'))}.")


def _ban(a: Action) -> Ban:
    return Ban(a.value, a.get("by", ""), None, a.get("player", ""))


def _prohibit_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        continuous.add(g, "prohibit", uid, _ban(a), until(g, a, ctx.player), ctx.player, label(g, ctx))


def _prohibit_player(g: Game, ctx: Ctx, a: Action) -> None:
    continuous.add(g, "prohibit", None, _ban(a), until(g, a, ctx.player), ctx.player, label(g, ctx))


def _prohibit_start(g: Game, ctx: Ctx, a: Action) -> None:
    from ....engine.interpreter import choose_targets

    if a.get("player"):
        _prohibit_player(g, ctx, a)
    else:
        choose_targets(g, ctx, a, R.actions["prohibit"], a.get("target", SELF))


_action(
    "prohibit",
    "8-1-3-3",
    "the chosen cards (or `player`) cannot do something, for the duration; `by` limits it to a cause",
    declared("prohibition"),
    _prohibit_words,
    Meaning(lambda a: R.prohibitions[a.value].for_owner, "prohibit_target"),
    fields={
        "target": Field(_selector),
        "by": Field(choice("effect", "opponent_effect", "battle")),
        "player": Field(choice("you", "opponent")),
        "duration": DURATION,
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


def _leaves_field(dst: str, where: str = "top") -> Any:
    def apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
        cause = Cause("effect", ctx.player)
        for uid in reversed(chosen):
            g.push(Frame("remove", (uid, g.s.epoch[uid], dst, where, cause)))

    return apply


def _ko(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    cause = Cause("effect", ctx.player)
    for uid in reversed(chosen):
        g.push(Frame("ko", (uid, g.s.epoch[uid], cause)))


def _ko_able(g: Game, uid: int) -> bool:
    # 10-2-1-2: K.O. places a Character (or a Stage) in its owner's trash.
    return bool(g.card(uid).category in ("character", "stage"))


_action(
    "ko",
    "10-2-1",
    "K.O. the chosen cards (a Character or Stage to its owner's trash)",
    _selector,
    lambda a, w: f"K.O. {w.selector(a.value)}.",
    Meaning(lambda a: -1, "ko_target"),
    targets="",
    apply=_ko,
    accepts=_ko_able,
    sample={"ko": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 3}},
)
_action(
    "return_to_hand",
    "3-1-6",
    "return the chosen cards to their owner's hand",
    _selector,
    lambda a, w: f"Return {w.selector(a.value)} to the owner's hand.",
    Meaning(lambda a: -1, "return_target"),
    targets="",
    apply=_leaves_field("hand"),
    sample={"return_to_hand": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 4}},
)
_action(
    "deck_bottom",
    "3-1-6",
    "place the chosen cards at the bottom of their owner's deck",
    _selector,
    lambda a, w: f"Place {w.selector(a.value)} at the bottom of the owner's deck.",
    Meaning(lambda a: -1, "bottom_target"),
    targets="",
    apply=_leaves_field("deck", "bottom"),
    sample={"deck_bottom": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 2}},
)


def _rest(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        if not continuous.prohibited(g, "be_rested", uid, cause=Cause("effect", ctx.player)):
            ops.rest(g, uid)


_action(
    "rest",
    "4-4",
    "rest the chosen cards",
    _selector,
    lambda a, w: f"Rest {w.selector(a.value)}.",
    Meaning(lambda a: -1, "rest_target"),
    targets="",
    apply=_rest,
    sample={"rest": {"owner": "opponent", "zone": "character", "up_to": True}},
)
_action(
    "set_active",
    "4-4",
    "set the chosen cards as active",
    _selector,
    lambda a, w: f"Set {w.selector(a.value)} as active.",
    Meaning(lambda a: 1, "activate_target"),
    targets="",
    apply=lambda g, ctx, a, chosen: [ops.set_active(g, uid) for uid in chosen] and None,
    sample={"set_active": "self"},
)


def _add_to_hand(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        if g.s.area(uid) in ("deck", "life"):
            g.emit(Reveal("reveal", ctx.player, uid))  # 11-2-1: secret to secret is revealed
        ops.move(g, uid, "hand")


_action(
    "add_to_hand",
    "4-5",
    "add the chosen cards to your hand",
    _selector,
    lambda a, w: f"Add {w.selector(a.value)} to your hand.",
    Meaning(lambda a: 1, "hand_target"),
    targets="",
    apply=_add_to_hand,
    sample={"add_to_hand": {"zone": "trash", "up_to": True, "category": "character"}},
)


def _play(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in reversed(chosen):
        if g.s.area(uid) == "deck":
            g.emit(Reveal("reveal", ctx.player, uid))
        g.push(Frame("play_card", (g.s.owner[uid], uid)))


def _playable(g: Game, uid: int) -> bool:
    # 3-7-3, 3-8-3, 6-5-3-1: only Character and Stage cards are played (placed on the field).
    return bool(g.card(uid).category in ("character", "stage"))


_action(
    "play",
    "3-7-3, 3-8-3",
    "play the chosen Character or Stage cards (no cost is paid)",
    _selector,
    lambda a, w: f"Play {w.selector(a.value)}.",
    Meaning(lambda a: 1, "play_target"),
    targets="",
    apply=_play,
    accepts=_playable,
    sample={"play": "self"},
)


def _draw(g: Game, ctx: Ctx, a: Action) -> None:
    ops.draw(g, ctx.player, amount(g, ctx.player, ctx.src, a.value))


_action(
    "draw",
    "4-5",
    "draw N cards",
    quantity(1),
    lambda a, w: f"Draw {w.amount(a.value, noun='card')}.",
    Meaning(lambda a: 1, "none"),
    start=_draw,
    sample={"draw": 1},
)
_action(
    "trash_from_hand",
    "10-2-14",
    "trash N cards from your hand",
    whole(1),
    lambda a, w: f"Trash {plural(a.value, 'card')} from your hand.",
    Meaning(lambda a: -1, "trash_from_hand"),
    start=lambda g, ctx, a: trash_from_hand(g, ctx.player, a.value),
    sample={"trash_from_hand": 1},
)
_action(
    "shuffle_deck",
    "3-2-4",
    "shuffle your deck",
    boolean,
    lambda a, w: "Shuffle your deck.",
    Meaning(lambda a: 0, "none"),
    start=lambda g, ctx, a: ops.shuffle(g, ctx.player),
    sample={"shuffle_deck": True},
)


def _mill(g: Game, ctx: Ctx, a: Action) -> None:
    deck = players(g)[ctx.player].deck
    for _ in range(amount(g, ctx.player, ctx.src, a.value)):
        if not deck or g.s.winner is not None:
            return
        ops.move(g, deck[0], "trash")  # one at a time, from the top (3-2); the trash's top is the last


_action(
    "mill",
    "3-2, 3-5",
    "trash N cards from the top of your deck",
    quantity(1),
    lambda a, w: f"Trash {w.amount(a.value, noun='card')} from the top of your deck.",
    Meaning(lambda a: 0, "none"),
    start=_mill,
    sample={"mill": 2},
)


def _give_don(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    state = a.get("don_state")
    ps = players(g)[player]
    available = min(a.value, ps.don_rested if state == "rested" else ps.don_active)
    targets = candidates(g, ctx, a.get("target"))
    options = []
    if available:
        for t in targets:
            options.append(Command(player, "choose", (t,)))  # as many as possible
            for k in range(available - 1, 0, -1):
                options.append(Command(player, "choose", (t,) + (("don", player, state),) * k))
    if a.get("up_to") or not options:
        options.append(Command(player, "choose", ()))
    outcomes = tuple(
        Outcome("give_don", c.args[0] if c.args else None, 1, (len(c.args) - 1 or available) if c.args else 0)
        for c in options
    )
    g.ask(
        player,
        "choose",
        options,
        Frame("give_don_chosen", (ctx, a)),
        g.rules.prompt_text(g, ctx, a),
        purpose="give_don",
        outcomes=outcomes,
    )


def _give_don_words(a: Action, w: Wording) -> str:
    target = a.get("target")
    whom = w.selector(target)
    if target != SELF and target.zone == "leader_or_character" and target.owner == "you" and not target.filters:
        whom = "your Leader or 1 of your Characters"
    don = f"{'up to ' if a.get('up_to') else ''}{plural(a.value, a.get('don_state') + ' DON!! card')}"
    if a.get("recipient_first"):
        return f"Give {whom} {don}."  # the older template some cards print
    return f"Give {don} to {whom}."


_action(
    "give_don",
    "6-5-5",
    "give N of your DON!! cards (rested by default) to the chosen Leader or Character",
    whole(1),
    _give_don_words,
    Meaning(lambda a: 1, "give_don"),
    fields={
        "target": TARGET,
        "don_state": Field(choice("rested", "active"), default="rested"),
        "up_to": Field(boolean, default=True),
        "recipient_first": Field(boolean, doc='words it "Give X up to N ... DON!! cards"'),
    },
    start=_give_don,
    sample={"give_don": 1, "target": {"owner": "you", "zone": "leader_or_character"}},
)


def _don_count(name: str, purpose: str, whose: Any, where: str, limit: Any, then: Any) -> Any:
    """A prompt for a number of DON!! cards: identical DON!! are one choice, so it asks how many."""

    def start(g: Game, ctx: Ctx, a: Action) -> None:
        p = whose(ctx.player)
        n = min(a.value, limit(g, p))
        low = 0 if a.get("up_to", True) else n
        options = [Command(ctx.player, "choose", (("don", p, where),) * k) for k in range(n, low - 1, -1)]
        g.ask(
            ctx.player,
            "choose",
            options,
            Frame("don_count_chosen", (ctx, a, p)),
            g.rules.prompt_text(g, ctx, a),
            purpose=purpose,
            outcomes=tuple(Outcome(name, None, 0, len(c.args)) for c in options),
        )

    DON_COUNT[name] = then
    return start


DON_COUNT: dict[str, Any] = {}


def _add_don_words(a: Action, w: Wording) -> str:
    up = "up to " if a.get("up_to") else ""
    state = "set it as active" if a.get("don_state") == "active" else "rest it"
    return f"Add {up}{plural(a.value, 'DON!! card')} from your DON!! deck and {state}."


_action(
    "add_don",
    "6-4",
    "add N DON!! cards from your DON!! deck, active or rested",
    whole(1),
    _add_don_words,
    Meaning(lambda a: 1, "add_don"),
    fields={"don_state": Field(choice("rested", "active"), default="active"), "up_to": Field(boolean, default=True)},
    start=_don_count(
        "add_don",
        "add_don",
        lambda me: me,
        "deck",
        lambda g, p: players(g)[p].don_deck,
        lambda g, ctx, a, p, n: g.emit(DonMoved("don", ctx.player, "deck", a.get("don_state"), n)),
    ),
    sample={"add_don": 1},
)
_action(
    "set_don_active",
    "4-4",
    "set up to N of your rested DON!! cards as active",
    whole(1),
    lambda a, w: f"Set up to {a.value} of your DON!! cards as active.",
    Meaning(lambda a: 1, "set_don_active"),
    start=_don_count(
        "set_don_active",
        "set_don_active",
        lambda me: me,
        "rested",
        lambda g, p: players(g)[p].don_rested,
        lambda g, ctx, a, p, n: g.emit(DonMoved("don", p, "rested", "active", n)),
    ),
    sample={"set_don_active": 1},
)
_action(
    "rest_opponent_don",
    "4-4",
    "rest up to N of your opponent's active DON!! cards",
    whole(1),
    lambda a, w: f"Rest up to {a.value} of your opponent's DON!! cards.",
    Meaning(lambda a: -1, "rest_don"),
    start=_don_count(
        "rest_opponent_don",
        "rest_don",
        lambda me: 1 - me,
        "active",
        lambda g, p: players(g)[p].don_active,
        lambda g, ctx, a, p, n: g.emit(DonMoved("don", p, "active", "rested", n)),
    ),
    sample={"rest_opponent_don": 1},
)


def _trash_life(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    life = players(g)[1 - player].life
    n = min(a.value, len(life))
    # 3-10-2: Life cards leave from the top; a face-down card is named by its place, not its identity.
    options = [Command(player, "choose", (("life", 1 - player, "top"),) * k) for k in range(n, -1, -1)]
    g.ask(
        player,
        "choose",
        options,
        Frame("trash_life_chosen", (1 - player,)),
        g.rules.prompt_text(g, ctx, a),
        purpose="trash_life",
        outcomes=tuple(Outcome("trash_life", None, -1, len(c.args)) for c in options),
    )


_action(
    "trash_opponent_life",
    "3-10",
    "trash up to N of your opponent's Life cards, from the top",
    whole(1),
    lambda a, w: f"Trash up to {a.value} of your opponent's Life cards.",
    Meaning(lambda a: -1, "trash_life"),
    start=_trash_life,
    sample={"trash_opponent_life": 1},
)


def _search(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    looked = tuple(players(g)[player].deck[: a.value])
    if not looked:
        return
    g.emit(Look("look", player, looked))
    take = a.get("take")
    cands = sorted(candidates(g, ctx, take, list(looked)), key=lambda u: (g.s.cards[u], u))
    high = min(take.how_many, len(cands))
    choose_cards(
        g,
        Pick(
            player=player,
            purpose="hand_target",
            items=tuple(cands),
            picked=(),
            low=0 if take.up_to else high,
            high=high,
            ordered=False,
            numbers=tuple(g.s.cards[u] for u in cands),
            then=Frame("search_taken", (ctx, a, looked)),
            text=g.rules.prompt_text(g, ctx, a),
            shown=looked,
            source=ctx.src,
        ),
    )


def _search_words(a: Action, w: Wording) -> str:
    rest = "at the bottom of your deck in any order" if a.get("rest_to") == "bottom" else "in your trash"
    return (
        f"Look at {a.value} cards from the top of your deck; reveal "
        f"{w.selector(a.get('take')).replace(' from your deck', '')} and add it to your hand. "
        f"Then, place the rest {rest}."
    )


_action(
    "search",
    "11-3",
    "look at N cards from the top of your deck, reveal and add what `take` selects, place "
    "the rest at the bottom in any order (or in the trash)",
    whole(1),
    _search_words,
    Meaning(lambda a: 1, "hand_target"),
    fields={"take": TARGET, "rest_to": Field(choice("bottom", "trash"), default="bottom")},
    start=_search,
    sample={"search": 5, "take": {"zone": "deck", "up_to": True, "types": ["Supernovas"]}},
)


def order_rest(g: Game, player: int, rest: list[int], where: str) -> None:
    """The looked-at cards not taken go to the bottom (or trash) in the order the player chooses."""
    g.emit(Look("look", player, tuple(rest)))
    if not rest:
        return
    choose_cards(
        g,
        Pick(
            player=player,
            purpose="order_bottom",
            items=tuple(rest),
            picked=(),
            low=len(rest),
            high=len(rest),
            ordered=True,
            numbers=tuple(g.s.cards[u] for u in rest),
            then=Frame("place_looked", (player, where)),
            text=f"Choose the order to place the other cards at the {where} of your deck (first = highest).",
            shown=tuple(rest),
        ),
    )


def _arrange(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    looked = tuple(players(g)[player].deck[: a.value])
    if not looked:
        return
    g.emit(Look("look", player, looked))
    choose_cards(
        g,
        Pick(
            player=player,
            purpose="order_top",
            items=looked,
            picked=(),
            low=0,
            high=len(looked),
            ordered=True,
            numbers=tuple(g.s.cards[u] for u in looked),
            then=Frame("arrange_top_chosen", (player, looked)),
            text="Choose the cards to return to the top of your deck, in order (first = top); "
            "the rest go to the bottom.",
            shown=looked,
            source=ctx.src,
        ),
    )


_action(
    "arrange_top",
    "11-3",
    "look at N cards from the top of your deck; return them to the top or bottom in any order",
    whole(1),
    lambda a, w: (
        f"Look at {a.value} cards from the top of your deck and return them to the top or bottom of "
        "the deck in any order."
    ),
    Meaning(lambda a: 1, "order_top"),
    start=_arrange,
    sample={"arrange_top": 5},
)


def _use_effect(g: Game, ctx: Ctx, a: Action) -> None:
    # 10-2-3-1-1, 10-2-4-1-2: a [Trigger] may activate the card's own [Main] / [Counter] effect.
    found = g.card(ctx.src).effect_with(a.value)
    if found is not None:
        resolve_effect(g, ctx, found[1])


_action(
    "use_effect",
    "10-2-3-1-1, 10-2-4-1-2",
    "activate this card's [Main] or [Counter] effect",
    choice("main", "counter"),
    lambda a, w: f"Activate this card's [{a.value.capitalize()}] effect.",
    Meaning(lambda a: 1, "none"),
    start=_use_effect,
    sample={"use_effect": "main"},
)


def _conditions(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a mapping of conditions"""
    return mapping(c, value, parent, key, {n: d.value for n, d in c.registry.conditions.items()})


_conditions.kind = "conditions"  # type: ignore[attr-defined]


def _actions(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a list of actions"""
    return c.registry.actions_list(c, value, parent, key)


def _if(g: Game, ctx: Ctx, a: Action) -> None:
    # 8-3-3, 4-10-1: what follows an unmet "if" is not resolved.
    if conditions_met(g, ctx.player, ctx.src, a.value):
        then_actions(g, ctx, a.get("then"))


def _if_words(a: Action, w: Wording) -> str:
    actions = [R.actions[x.name].words(x, w) for x in a.get("then")]
    return f"If {w.conditions(a.value)}, " + " ".join(t[:1].lower() + t[1:] for t in actions)


_action(
    "if",
    "4-10-1",
    "`then` happens only if these conditions hold",
    _conditions,
    _if_words,
    Meaning(lambda a: 0, "none"),
    fields={"then": Field(_actions, required=True)},
    start=_if,
    sample={"if": {"your_hand_max": 3}, "then": [{"draw": 1}]},
)
