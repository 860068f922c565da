"""The `expert` level: `hard`'s search, given more to work with, and a memory.

- **Lethal first, deeper.** On its Main Phase the lethal search (lethal.py) looks for a line of
  the whole turn that wins against every defence, departing from the policy up to twice after
  its first move (`hard`: once), over many more positions.
- **More samples, a wider look.** Four times `hard`'s rollouts per decision (within its time
  budget, 1.3 s), so each candidate is judged on more of the hands the opponent may hold, and
  more candidates are searched.
- **Remembers.** Cards it saw go from an open area into the opponent's hand are known to it
  (Memory); it reads nothing else that its view does not show.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import Command, Game
from .base import Decision
from .evaluate import UNKNOWN_NUMBER
from .search import HardPlayer
from .weights import Weights


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


class ExpertPlayer(HardPlayer):
    name = "expert"
    budget_default = 1300
    rollouts_default = 4 * HardPlayer.rollouts_default
    max_candidates = 16
    lethal_nodes = 3000
    lethal_discrepancies = 2

    def __init__(self, seed: int = 0, budget_ms: int | None = None, weights: Weights | None = None,
                 rollouts: int | None = None, nodes: int | None = None, **_: Any) -> None:
        if nodes is not None:
            self.lethal_nodes = nodes
        super().__init__(seed, budget_ms, weights, rollouts)
        self.memory = Memory()

    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision:
        seat = options[0].player
        position = view["position"]
        known = self.memory.observe(position, seat)  # every view is seen, forced answers included
        if known:
            view = {**view, "position": position.with_cards(known)}
        return super().decision(view, options)
