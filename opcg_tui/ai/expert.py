"""The `expert` level: it plans the rest of the turn with the turn planner (planner.py) and plays
the first move of the best line — a lethal against every defence first, played at once when found.

It remembers the opponent's cards it saw go back to its hand, and reads nothing else that its
view does not show.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..engine import Command
from .evaluate import UNKNOWN_NUMBER
from .planner import Planner
from .weights import Weights, load_weights

if TYPE_CHECKING:
    from ..engine import Game

DEFAULT_BUDGET_MS = 1000


class Memory:
    """What the player has seen: the opponent's cards that went from an open area into its hand.

    Each decision's view is compared with the one before: a card seen face up then and now in the
    opponent's hand is that card (a card keeps its identity when it moves; only shuffled cards,
    which the hand is not, lose it)."""

    def __init__(self) -> None:
        self.open: dict[int, str] = {}  # the opponent's cards face up at the last decision
        self.in_hand: dict[int, str] = {}

    def observe(self, position: Game, seat: int) -> dict[int, str]:
        """The known numbers of the opponent's hidden hand cards, after this view."""
        s = position.s
        opp = s.players[1 - seat]
        hand = set(opp.hand)
        self.in_hand = {u: n for u, n in self.in_hand.items() if u in hand and s.cards[u] == UNKNOWN_NUMBER}
        for uid in opp.hand:
            if s.cards[uid] == UNKNOWN_NUMBER and uid in self.open:
                self.in_hand[uid] = self.open[uid]
        self.open = {u: n for u, n in enumerate(s.cards) if s.owner[u] == 1 - seat and n != UNKNOWN_NUMBER
                     and u not in hand}
        return dict(self.in_hand)


class ExpertPlayer:
    name = "expert"

    def __init__(self, seed: int = 0, budget_ms: int | None = None, weights: Weights | None = None,
                 nodes: int | None = None, **_: Any) -> None:
        self.budget_ms = DEFAULT_BUDGET_MS if budget_ms is None else budget_ms
        self.planner = Planner(seed, weights or load_weights(), nodes)
        self.policy = self.planner.policy
        self.memory = Memory()
        self.stats = self.planner.stats

    def decide(self, view: Mapping[str, Any], options: list[Command]) -> Command:
        real = [c for c in options if c.kind != "concede"] or list(options)
        seat = real[0].player
        position = view["position"]
        known = self.memory.observe(position, seat)
        if len(real) == 1:
            return real[0]
        if position.s.prompt.kind in ("first-or-second", "mulligan"):
            return self.policy.decide(position, seat, real)
        if known:
            position = position.with_cards(known)
        decklists = [view["players"][p]["decklist"] for p in (0, 1)]
        return self.planner.plan(position, seat, real, decklists, self.budget_ms)[0]
