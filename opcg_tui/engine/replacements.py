"""Replacement effects (8-1-3-4): "If this Character would be K.O.'d, you may … instead" — which could
replace an event happening to a card now, in the order the rules give."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .continuous import Cause, applies, by_matches, prohibited
from .interpreter import can_pay, conditions_met
from .records import UseKey
from .registry import Effect

if TYPE_CHECKING:
    from .game import Game


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
                if not applies(g, player, src, eff.subject, uid):
                    continue
                if not (timing.ko_any_cause and "ko" in events) and not by_matches(eff.by, player, cause, g):
                    continue
                if not conditions_met(g, player, src, eff.conditions) or not can_pay(g, player, src, eff.cost):
                    continue
                if prohibited(g, "negate", src, timing=eff.timing):
                    continue  # 8-2-1-1: this card's effects are negated
                rep = Replacement(player, src, idx, eff)
                if src == uid:
                    own.append(rep)
                else:
                    others[0 if player == s.turn_player else 1].append(rep)
    for m in s.mods:  # replacement effects an effect made for a duration (EB02-030: "... during this turn, ...")
        if m.kind == "replace":
            src, eff = m.value
            granted = _granted(g, m.controller, src, eff, events, uid, cause, done)
            if granted is not None:
                others[0 if granted.player == s.turn_player else 1].append(granted)
    return own + others[0] + others[1]


GRANTED = -5  # the effect index of a replacement an effect made (it is not one of its card's effects)


def _granted(g: Game, player: int, src: int, eff: Effect, events: tuple[str, ...], uid: int, cause: Cause | None,
             done: tuple[UseKey, ...]) -> Replacement | None:
    timing = g.rules.registry.timings[eff.timing]
    if timing.replaces not in events or UseKey(src, g.s.epoch[src], GRANTED) in done:
        return None
    if not applies(g, player, src, eff.subject, uid) or not by_matches(eff.by, player, cause, g):
        return None
    if not conditions_met(g, player, src, eff.conditions) or not can_pay(g, player, src, eff.cost):
        return None
    return Replacement(player, src, GRANTED, eff)
