"""The scripted levels: `normal` (the policy as is) and `easy` (the policy with seeded, human-like slips)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..engine import Command
from .base import ONLY, Decision, Reasoning
from .reasons import ReasonedPolicy
from .weights import Weights, load_weights


def _real(options: list[Command]) -> list[Command]:
    return [c for c in options if c.kind != "concede"] or list(options)


class NormalPlayer(Reasoning):
    """Plays on curve, gives DON!! where it wins battles, counters when the stake is worth the cards."""

    name = "normal"

    def __init__(self, seed: int = 0, budget_ms: int | None = None, weights: Weights | None = None,
                 **_: Any) -> None:
        self.policy = ReasonedPolicy(weights or load_weights())

    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision:
        real = _real(options)
        if len(real) == 1:
            return Decision(real[0], ONLY)
        return self.policy.decision(view["position"], real[0].player, real)


class EasyPlayer(Reasoning):
    """The normal policy, but a share of decisions are careless in the ways beginners' are:
    ending the Main Phase with attacks left, attacking without DON!! support, playing whatever
    fits, forgetting a counter or a blocker, picking any target. One random draw per decision."""

    name = "easy"

    def __init__(self, seed: int = 0, budget_ms: int | None = None, weights: Weights | None = None,
                 **_: Any) -> None:
        w = weights or load_weights()
        self.policy = ReasonedPolicy(w)
        self.rate = w.easy.mistake_rate
        self.rng = random.Random(seed)

    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision:
        real = _real(options)
        roll = self.rng.random()
        pick = self.rng.random()
        if len(real) == 1:
            return Decision(real[0], ONLY)
        g = view["position"]
        if roll < self.rate:
            slip = self.slip(g.s.prompt.kind, real, pick)
            if slip is not None:
                return Decision(slip, "a careless move")
        return self.policy.decision(g, real[0].player, real)

    @staticmethod
    def slip(kind: str, options: list[Command], pick: float) -> Command | None:
        def one(cmds: list[Command]) -> Command | None:
            return cmds[int(pick * len(cmds))] if cmds else None

        if kind == "main":
            careless = [c for c in options if c.kind in ("play", "attack", "end")]
            return one(careless)
        if kind in ("counter", "block"):
            # Forgets to defend, or throws a card at it.
            give_up = [c for c in options if c.kind in ("pass", "no-block")]
            return give_up[0] if pick < 0.7 and give_up else one(options)
        if kind in ("choose", "trigger", "yes-no", "mulligan"):
            return one(options)
        return None
