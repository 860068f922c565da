"""Operations every game built on this core shares: chance (the seeded generator whose states are
recorded), shuffling and drawing from a player's `deck`, resting and readying a card.

A ruleset's own operations (ONE PIECE's DON!!, Fusion World's energy) sit in its package and use
these; the events are the core's (records.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .interpreter import queue_event
from .records import Move, Rest, RngAdvanced, SetActive, Shuffle

if TYPE_CHECKING:
    from .continuous import Cause
    from .game import Game


def next_random(g: Game, bound: int) -> int:
    """A number in [0, bound) from the game's splitmix64 generator (its state is in the log)."""
    x = (g.s.rng + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    z ^= z >> 31
    g.s.rng = x  # the caller records the resulting rng with its event
    return z % bound


def shuffle(g: Game, player: int) -> None:
    """Randomly reorder a player's deck; the new order and generator state are recorded."""
    saved = g.s.rng
    deck = g.s.players[player].zone("deck")[:]
    for i in range(len(deck) - 1, 0, -1):
        j = next_random(g, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    after = g.s.rng
    g.s.rng = saved
    g.emit(Shuffle("shuffle", player, tuple(deck), after))


def choose_random(g: Game, bound: int) -> int:
    saved = g.s.rng
    value = next_random(g, bound)
    after = g.s.rng
    g.s.rng = saved
    g.emit(RngAdvanced("rng", after))
    return value


def draw(g: Game, player: int, n: int = 1) -> None:
    """Draw n cards one at a time from the top of the deck; drawing from an empty deck is impossible."""
    deck = g.s.players[player].zone("deck")
    for _ in range(n):
        if not deck or g.s.winner is not None:
            return
        g.emit(Move("move", deck[0], "deck", "hand", "top"))


def rest(g: Game, uid: int, cause: Cause | None = None) -> None:
    if uid not in g.s.rested:  # a card already rested is not rested again
        g.emit(Rest("rest", uid))
        # "When this card becomes rested" waits for this event.
        queue_event(g, "rested", g.s.owner[uid], (uid,), cause)


def set_active(g: Game, uid: int) -> None:
    if uid in g.s.rested:
        g.emit(SetActive("activate", uid))
