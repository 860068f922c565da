"""The continuous layer (CR 8-1-3-3, 8-1-3-4, 4-9): what permanent effects, effects with a
duration and the rules themselves do to cards while they last.

Every continuous effect, whatever its source, is a contribution of one layer kind:

    add:STAT      modify a value (power, cost, …) by an amount
    set:STAT      set a base value (4-9-2: several set the same card's value: the highest applies)
    grant         give a keyword            remove    take a keyword away
    prohibit      forbid something (a `Ban`: "cannot be K.O.'d", "cannot attack", …)

Sources are (1) modifiers with a duration in the state (`Modifier`), (2) the permanent effects
of the cards on the field whose conditions hold (8-1-3-3; the turn player's first, 8-1-3-3-5),
each action declaring the layer kind it writes, and (3) the ruleset's own rules (DON!! power,
6-5-5-2). Values are computed base → set → modify. Replacement effects ("… instead") are the
effects whose timing replaces an event (`replacements`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .interpreter import can_pay, conditions_met, matches
from .records import Modifier, UseKey
from .registry import SELF, Effect, Selector, Target

if TYPE_CHECKING:
    from .game import Game


class Ban(NamedTuple):
    """A prohibition (layer kind `prohibit`): `what` is a declared prohibition; `by` limits it to a
    cause ("effect", "opponent_effect", "battle", or "" for any); `cards` selects the cards it
    applies to when the modifier has no single target; `player` (relative to the controller:
    "you"/"opponent") when it binds a player rather than cards."""

    what: str
    by: str = ""
    cards: Target | None = None
    player: str = ""


class Cause(NamedTuple):
    """Why something happens to a card: "effect", "battle" or "rule", and the player behind it."""

    kind: str
    player: int


def _field_effects(g: Game) -> list[tuple[int, int, Effect]]:
    """(controller, card, effect) of the valid permanent effects on the field, turn player first."""
    cached = g.cache.get("permanents")
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    found: list[tuple[int, int, Effect]] = []
    tp = g.s.turn_player
    for player in (tp, 1 - tp):  # 8-1-3-3-5 I, II
        for src in g.rules.field(g, player):
            for eff in g.card(src).permanents:
                if conditions_met(g, player, src, eff.conditions):
                    found.append((player, src, eff))
    g.cache["permanents"] = found
    return found


def contributions(g: Game, uid: int, kind: str) -> list[tuple[Any, str]]:
    """Every (value, source label) the layer `kind` holds for card `uid` now."""
    key = (kind, uid)
    cached = g.cache.get(key)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    s = g.s
    found: list[tuple[Any, str]] = list(g.rules.rule_contributions(g, uid, kind))
    for m in s.mods:
        if m.target == uid and m.kind == kind:
            found.append((m.value, m.source))
    if g.rules.on_field(g, uid):
        actions = g.rules.registry.actions
        for player, src, eff in _field_effects(g):
            for a in eff.actions:
                if actions[a.name].layer != kind:
                    continue
                target = a.get("target", SELF)
                if target == SELF:
                    if src != uid:
                        continue
                elif not matches(g, player, src, target, uid):
                    continue
                contributes = actions[a.name].contributes
                found.append((contributes(g, player, src, a), "permanent effect"))
    g.cache[key] = found
    return found


def value(g: Game, uid: int, stat: str, base: int) -> int:
    """A card's `stat` now: its base, a set base value (the highest, 4-9-2-1), then modifiers."""
    sets = contributions(g, uid, "set:" + stat)
    if sets:
        base = max(v for v, _ in sets)
    return base + sum(v for v, _ in contributions(g, uid, "add:" + stat))


def parts(g: Game, uid: int, stat: str, base: int) -> list[tuple[str, int]]:
    """The same value broken down: base (or the base an effect set), then each modifier."""
    sets = contributions(g, uid, "set:" + stat)
    head = ("base", base) if not sets else ("base set by an effect", max(v for v, _ in sets))
    return [head, *((label or "effect", v) for v, label in contributions(g, uid, "add:" + stat))]


def has_keyword(g: Game, uid: int, keyword: str, printed: frozenset[str]) -> bool:
    """Printed or granted (10-1), unless an effect takes it away."""
    if any(v == keyword for v, _ in contributions(g, uid, "remove")):
        return False
    return keyword in printed or any(v == keyword for v, _ in contributions(g, uid, "grant"))


def prohibited(g: Game, what: str, uid: int | None = None, *, player: int | None = None,
               cause: Cause | None = None) -> bool:
    """Is `what` forbidden now, to card `uid` (or to `player`), for this cause?"""
    for ban, controller, src in _bans(g, uid):
        if ban.what != what or not _by_matches(ban.by, controller, cause):
            continue
        if ban.player:
            if player is None or (player == controller) != (ban.player == "you"):
                continue
            if ban.cards is not None and uid is not None and not _applies(g, controller, src, ban.cards, uid):
                continue
            return True
        if uid is None:
            continue
        if ban.cards is None or _applies(g, controller, src, ban.cards, uid):
            return True
    return False


def _bans(g: Game, uid: int | None) -> list[tuple[Ban, int, int]]:
    """(ban, controller, source) that may concern `uid` (or a player, when None)."""
    s = g.s
    found: list[tuple[Ban, int, int]] = []
    for m in s.mods:
        if m.kind == "prohibit" and (m.target is None or m.target == uid):
            found.append((m.value, m.controller, m.target if m.target is not None else -1))
    actions = g.rules.registry.actions
    for player, src, eff in _field_effects(g):
        for a in eff.actions:
            decl = actions[a.name]
            if decl.layer == "prohibit" and decl.contributes is not None:
                ban = decl.contributes(g, player, src, a)
                target = a.get("target")
                if target is not None and ban.cards is None:
                    ban = ban._replace(cards=target)
                found.append((ban, player, src))
    return found


def _applies(g: Game, controller: int, src: int, cards: Target, uid: int) -> bool:
    if cards == SELF:
        return uid == src
    assert isinstance(cards, Selector)
    return matches(g, controller, src, cards, uid)


def _by_matches(by: str, controller: int, cause: Cause | None) -> bool:
    if not by:
        return True
    if cause is None:
        return False
    if by == "opponent_effect":
        return cause.kind == "effect" and cause.player != controller
    return cause.kind == by


def add(g: Game, kind: str, target: int | None, value_: Any, until: Any, controller: int, source: str = "") -> None:
    """A continuous effect with a duration starts (its expiry is recorded under `until`)."""
    from .records import AddModifier

    epoch = g.s.epoch[target] if target is not None else 0
    g.emit(AddModifier("mod", Modifier(kind, target, value_, until, controller, epoch, source)))


# ------------------------------------------------------------------ replacement effects (8-1-3-4)
class Replacement(NamedTuple):
    player: int
    src: int
    idx: int
    effect: Effect


def replacements(g: Game, events: tuple[str, ...], uid: int, cause: Cause | None,
                 done: tuple[UseKey, ...] = ()) -> list[Replacement]:
    """The replacement effects that could replace one of `events` happening to `uid`, in the
    order 8-1-3-4-2 gives: the card's own first, then the turn player's, then the other player's.
    `done` are those already applied or declined for this event (8-1-3-4-3: not again)."""
    timings = g.rules.registry.timings
    s = g.s
    own: list[Replacement] = []
    others: list[list[Replacement]] = [[], []]
    for player in (s.turn_player, 1 - s.turn_player):
        for src in g.rules.field(g, player):
            for idx, eff in enumerate(g.card(src).effects):
                timing = timings[eff.timing]
                if timing.replaces not in events:
                    continue
                key = UseKey(src, s.epoch[src], idx)
                if key in done or (eff.once_per_turn and key in s.used):
                    continue
                if not _applies(g, player, src, eff.subject, uid):
                    continue
                if not _by_matches(eff.by, player, cause):
                    continue
                if not conditions_met(g, player, src, eff.conditions) or not can_pay(g, player, src, eff.cost):
                    continue
                rep = Replacement(player, src, idx, eff)
                if src == uid:
                    own.append(rep)
                else:
                    others[0 if player == s.turn_player else 1].append(rep)
    return own + others[0] + others[1]
