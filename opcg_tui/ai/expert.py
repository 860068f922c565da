"""The `expert` level: the turn planner (planner.py) proposes, the rollout search (search.py) decides.

At each decision the planner searches whole lines of play to the end of the turn — a lethal
against every defence first, played at once when found — and ranks the answers by their best
lines; the few best go to `hard`'s rollout search, which plays each out to the turn after next on
sampled games with stochastic playouts, and the best mean wins. Half the time budget each.

It remembers the opponent's cards it saw go back to its hand, and reads nothing else that its
view does not show.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..engine import Command
from .evaluate import UNKNOWN_NUMBER
from .planner import Planner
from .search import HardPlayer
from .weights import Weights, load_weights

if TYPE_CHECKING:
    from ..engine import Game

DEFAULT_BUDGET_MS = 1200
PLAN_SHARE = 0.5  # of the budget, for the planner; the rest for the rollouts of its best answers
FINALISTS = 3


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
                 nodes: int | None = None, rollouts: int | None = None, **_: Any) -> None:
        self.budget_ms = DEFAULT_BUDGET_MS if budget_ms is None else budget_ms
        weights = weights or load_weights()
        self.planner = Planner(seed, weights, nodes)
        self.rollouts = HardPlayer(seed=seed, budget_ms=self.budget_ms, weights=weights, rollouts=rollouts)
        self.policy = self.planner.policy
        self.memory = Memory()
        self.stats = self.planner.stats

    def decide(self, view: Mapping[str, Any], options: list[Command]) -> Command:
        start = time.perf_counter()
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
        ranked = self.planner.plan(position, seat, real, decklists, PLAN_SHARE * self.budget_ms)
        if len(ranked) == 1:
            return ranked[0]
        return self.rollouts.search(position, seat, ranked[:FINALISTS], decklists, start)
