"""Sampling the hidden cards: a full game consistent with what one seat knows.

What the seat knows of each player's cards: the open decklist, minus every card it can see
(its own hand, both fields, trashes, face-up Life, the cards it is looking at). Every unknown
card of the redacted position (number '?') gets one of the remaining numbers of its owner, at
random: the opponent's hand, both decks in some order, face-down Life.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from .evaluate import UNKNOWN_NUMBER

if TYPE_CHECKING:
    from ..engine import Game


def unknown_cards(position: Game) -> tuple[list[list[int]], list[Counter]]:
    """Per player: the uids of unknown cards, and the numbers already seen (Leader excluded)."""
    s = position.s
    unknown: list[list[int]] = [[], []]
    seen: list[Counter] = [Counter(), Counter()]
    leaders = (s.players[0].leader, s.players[1].leader)
    for uid, number in enumerate(s.cards):
        p = s.owner[uid]
        if uid == leaders[p]:
            continue
        if number == UNKNOWN_NUMBER:
            unknown[p].append(uid)
        else:
            seen[p][number] += 1
    return unknown, seen


class Sampler:
    """Fills a redacted position's unknown cards from the two decklists."""

    def __init__(self, position: Game, decklists: list[list[str]]) -> None:
        self.position = position
        self.unknown, seen = unknown_cards(position)
        self.pools: list[list[str]] = []
        for p in (0, 1):
            left = Counter(decklists[p])
            left.subtract(seen[p])
            pool = sorted(n for n, k in left.items() for _ in range(max(k, 0)))
            need = len(self.unknown[p])
            if len(pool) < need:
                # Only if the decklist were wrong: pad with the most common numbers.
                common = [n for n, _ in Counter(decklists[p]).most_common()] or [UNKNOWN_NUMBER]
                pool += [common[i % len(common)] for i in range(need - len(pool))]
            self.pools.append(pool)

    def sample(self, rng: random.Random) -> Game:
        assign: dict[int, str] = {}
        for p in (0, 1):
            pool = self.pools[p][:]
            rng.shuffle(pool)
            assign.update(zip(self.unknown[p], pool))
        game = self.position.with_cards(assign)
        # The future shuffles are unknown too: the sample gets its own random generator state.
        game.s.rng = rng.getrandbits(64)
        return game


def mix(*values: int) -> int:
    """A stable 64-bit seed from integers (not Python's salted hash)."""
    x = 0x9E3779B97F4A7C15
    for v in values:
        x ^= (v & 0xFFFFFFFFFFFFFFFF) + 0x9E3779B97F4A7C15 + ((x << 6) & 0xFFFFFFFFFFFFFFFF) + (x >> 2)
        x &= 0xFFFFFFFFFFFFFFFF
        x = (x * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        x ^= x >> 31
    return x
