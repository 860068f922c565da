"""Paying costs with energy (FW 1-2, 1-11, 5-3): which energy can pay, and the payments that differ.

A payment rests active energy cards, or removes energy markers instead (FW 1-11-2, one marker per
card, counting as energy of the Leader's colour), as many as the total cost, among them one of the
orb's colour per orb of the specified cost (FW 1-2-3, 5-3-1; a multicoloured card pays an orb of
any of its colours). Energy cards of one number are interchangeable, and so are markers: the
payments that leave the same Energy Area are one (spec: scenarios-dbsfw.md, "Paying energy").
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...engine.game import Game

MARKER = "marker"  # an energy marker in a payment: ("marker", player)


def needed(total: int, orbs: tuple[str, ...]) -> int:
    """How many energy a cost rests: its total, or its orbs where they are more (FW 1-2-2-1, 5-3-1-1)."""
    return max(total, len(orbs))


def _orbs_met(orbs: tuple[str, ...], colours: list[tuple[str, ...]]) -> bool:
    """Can each orb take a distinct payer of its colour (a small bipartite matching)?"""
    taken: dict[int, int] = {}  # payer index -> orb index

    def place(orb: int, seen: set[int]) -> bool:
        for i, cols in enumerate(colours):
            if orbs[orb] in cols and i not in seen:
                seen.add(i)
                if i not in taken or place(taken[i], seen):
                    taken[i] = orb
                    return True
        return False

    return all(place(o, set()) for o in range(len(orbs)))


def payments(g: Game, player: int, total: int, orbs: tuple[str, ...]) -> list[tuple[Any, ...]]:
    """Every payment that leaves a different Energy Area: each a tuple of energy card uids (the
    first active ones of each number, in Energy Area order) and ("marker", player) entries.
    Empty when the cost cannot be paid (FW 5-3-3)."""
    s = g.s
    ps = s.players[player]
    n = needed(total, orbs)
    if n == 0:
        return [()]
    groups: dict[str, list[int]] = {}
    for uid in ps.energy:
        if uid not in s.rested:
            groups.setdefault(s.cards[uid], []).append(uid)
    leader = g.card(ps.leader).colors
    numbers = list(groups)
    ranges = [range(len(groups[k]) + 1) for k in numbers]
    found: list[tuple[Any, ...]] = []
    for counts in product(*ranges):
        cards = sum(counts)
        markers = n - cards
        if markers < 0 or markers > ps.markers:
            continue
        colours = [_colours(g, ps, groups[k][0]) for k, c in zip(numbers, counts) for _ in range(c)]
        colours += [leader] * markers  # FW 1-11-2: a marker is energy of the Leader's colour
        if not _orbs_met(orbs, colours):
            continue
        uids = [u for k, c in zip(numbers, counts) for u in groups[k][:c]]
        found.append((*uids, *[(MARKER, player)] * markers))
    return found


def can_pay(g: Game, player: int, total: int, orbs: tuple[str, ...]) -> bool:
    """FW 5-3-3, without listing the payments: enough active energy and markers, and the orbs can
    each take one of them (the rest of the cost takes any others)."""
    s = g.s
    ps = s.players[player]
    active = [u for u in ps.energy if u not in s.rested]
    if len(active) + ps.markers < needed(total, orbs):
        return False
    if not orbs:
        return True
    colours = [_colours(g, ps, u) for u in active] + [g.card(ps.leader).colors] * ps.markers
    return _orbs_met(orbs, colours)


ALL_COLOURS = ("red", "blue", "green", "yellow", "black")


def _colours(g: Game, ps: Any, uid: int) -> tuple[str, ...]:
    """An energy card's colours: its own, or all five while its player's Leader says "all of your energy is treated as
    all colors" (FP-030: ops.has_everything)."""
    from .ops import has_everything

    return ALL_COLOURS if has_everything(g.card(ps.leader)) else g.card(uid).colors
