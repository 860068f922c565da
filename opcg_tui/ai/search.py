"""The `hard` level: determinized rollout search over its own candidate moves.

On its own Main Phase it first asks the lethal search (lethal.py) for a line that wins this turn
against every defence and departs from the policy at most once after its first move, within
15 % of its budget. Otherwise, for each decision: sample several full games consistent with
what this seat knows (determinize.Sampler), and score each candidate move by playing on from it
on every sample to a horizon (the start of the turn after next), where the evaluation
(weights.yaml) scores the position. In the playouts the opponent is the scripted policy (the
opponent model) and this seat the scripted policy that takes a win when its attacks have one and
defends as the search would.
Candidates that fall clearly behind are dropped between rounds (successive halving), the
policy's own answer never (the others are measured against it). A candidate replaces the policy's
answer only when it beats it clearly: by its mean difference over the samples both played, less
one standard error of that mean (`departure`); the best such bound wins. The playouts' measure is
only a model of the game (the evaluation at the horizon, the scripted play): a lead smaller than
its spread over the samples is as often the model's error as a better move, and departing on the
best mean alone lost games to `normal` that keeping its answer won. Among equal bounds the one the
policy rates best wins (not the first in the list). The budget is a number of rollouts, for reproducible play; a time cap (`budget_ms`) stops
early. Same seed and budget, same decisions.

Each decision says why (`decision`): a lethal line as the lethal search found it; the policy's own
reason when the search agrees with it; else how the choice did against it in the playouts.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..engine import Command
from ..games.onepiece import ops
from ..games.onepiece.rules import can_attack_with
from .base import ONLY, Decision, Reasoning, Tally, ahead
from .determinize import Sampler, mix
from .evaluate import reacts_to_battle
from .lethal import LethalSearch
from .policy import Policy
from .reasons import ReasonedPolicy
from .weights import Weights, load_weights

if TYPE_CHECKING:
    from ..engine import Game

DEFAULT_BUDGET_MS = 900  # time cap per decision
DEFAULT_ROLLOUTS = 96  # rollouts per decision (spread over candidates)
HALVING_ROUNDS = (2, 4, 8)
MAX_CANDIDATES = 10
ROLLOUT_DECISIONS = 400  # safety bound on one rollout
LETHAL_SHARE = 0.15  # of the budget, first, for a line that wins this turn against every defence (lethal.py)
LETHAL_NODES = 500  # and at most these many positions
DEPARTURE_SE = 1.0  # standard errors by which a candidate must beat the policy's answer to replace it


class HardPlayer(Reasoning):
    name = "hard"
    # What a level searches with: its time cap and rollouts per decision, and how far the lethal
    # search looks (positions, departures from the policy after the first move).
    budget_default = DEFAULT_BUDGET_MS
    rollouts_default = DEFAULT_ROLLOUTS
    lethal_nodes = LETHAL_NODES
    lethal_discrepancies = 1
    max_candidates = MAX_CANDIDATES

    def __init__(self, seed: int = 0, budget_ms: int | None = None, weights: Weights | None = None,
                 rollouts: int | None = None, **_: Any) -> None:
        self.seed = seed
        self.budget_ms = self.budget_default if budget_ms is None else budget_ms
        self.rollouts = self.rollouts_default if rollouts is None else rollouts
        self.policy = Policy(weights or load_weights())
        self.ev = self.policy.ev
        self.scripted = ReasonedPolicy(evaluator=self.ev)  # the policy's own answer, with its reason
        self.playout_policy = Policy(evaluator=self.ev, lethal_first=True, cheapest_defence=True)
        self.lethal = LethalSearch(seed, weights, nodes=self.lethal_nodes, discrepancies=self.lethal_discrepancies)
        self.stats: dict[str, int] = {"searched": 0, "rollouts": 0, "capped": 0}

    # ---------------------------------------------------------------- entry
    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision:
        start = time.perf_counter()
        real = [c for c in options if c.kind != "concede"] or list(options)
        if len(real) == 1:
            return Decision(real[0], ONLY)
        seat = real[0].player
        position = view["position"]
        first = self.scripted.decision(position, seat, real)
        cands = self.candidates(position, seat, real, first.command)
        if len(cands) == 1:
            return first
        decklists = [view["players"][p]["decklist"] for p in (0, 1)]
        if position.s.prompt.kind == "main":
            found = self.lethal.find(position, seat, real, decklists, LETHAL_SHARE * self.budget_ms)
            if found is not None:
                return found
        return self.search(position, seat, cands, decklists, start, first.reason)

    # ---------------------------------------------------------------- candidates
    def candidates(self, g: Game, seat: int, options: list[Command], default: Command) -> list[Command]:
        """The moves worth a search: the policy's, and the distinct alternatives of this prompt."""
        pr = g.s.prompt
        assert pr is not None
        kind = pr.kind
        if kind in ("first-or-second",) or pr.purpose in ("order_bottom", "effect_order"):
            return [default]
        if kind in ("counter", "block"):
            b = g.s.battle
            if b is None or ops.power(g, b.target) > ops.power(g, b.attacker):
                return [default]
            if kind == "counter":
                options = [c for c in options if len(c.args) < 2 or c.args[1] == b.target]
        if kind != "main":
            cands = [default] + [c for c in options if c != default]
            return cands[:self.max_candidates]
        cands = [default]
        opp = g.s.players[1 - seat]
        lp = ops.power(g, opp.leader)
        for c in options:
            if c.kind in ("play", "activate", "end"):
                cands.append(c)
        # Attacks that can win their battle, or that something on this side reacts to: no other
        # can achieve anything (DON!! are given only before it, Counters are the defender's), and
        # resting the attacker for nothing only looks good when it keeps the playouts' own policy
        # from a worse use of it later in the turn.
        for c in options:
            if c.kind != "attack":
                continue
            a, t = c.args
            if ops.power(g, a) >= ops.power(g, t) or reacts_to_battle(g, seat, a):
                cands.append(c)
        # DON!!: what brings an attacker to the opposing Leader's power, or one more.
        for c in options:
            if c.kind != "give":
                continue
            uid, n = c.args
            need = max(0, -(-(lp - ops.power(g, uid)) // 1000))
            if n in (need, need + 1, g.s.players[seat].don_active) and n > 0 and can_attack_with(g, uid):
                cands.append(c)
        cands = list(dict.fromkeys(cands))
        return cands[: self.max_candidates + 4]

    # ---------------------------------------------------------------- search
    def search(self, position: Game, seat: int, cands: list[Command], decklists: list[list[str]],
               start: float, why: str) -> Decision:
        """The candidate with the best mean over the playouts; `why`: the reason of the policy's own
        answer (`cands[0]`), kept when the search agrees with it."""
        deadline = start + self.budget_ms / 1000
        s = position.s
        rng = random.Random(mix(self.seed, s.turn, s.counter, len(s.players[seat].hand), len(cands)))
        sampler = Sampler(position, decklists)
        horizon = s.turn + 2
        totals = [0.0] * len(cands)
        counts = [0] * len(cands)
        ends = [[0, 0] for _ in cands]  # playouts won, lost
        diffs: list[list[float]] = [[] for _ in cands]  # each playout's score less the policy answer's on its sample
        win = self.ev.w.win
        alive = list(range(len(cands)))
        budget = self.rollouts
        done = 0
        round_no = 0
        self.stats["searched"] += 1
        memo: dict = {}  # the policy's Main Phase estimates, shared by this search's rollouts
        # Each round: one new determinization, every surviving candidate played on it (common
        # samples make the comparison fair); the worse half is dropped after rounds 2, 4 and 8.
        capped = False
        first_score = 0.0  # the policy answer's score on this round's sample
        while alive and (round_no == 0 or budget >= len(alive)) and not capped:
            det = sampler.sample(rng)
            for i in alive:  # the policy's answer (0) first: the others are compared with its score
                score = self.rollout(det, seat, cands[i], horizon, memo)
                if i == 0:
                    first_score = score
                else:
                    diffs[i].append(score - first_score)
                totals[i] += score
                counts[i] += 1
                if abs(score) >= win:
                    ends[i][score < 0] += 1
                budget -= 1
                done += 1
                if time.perf_counter() > deadline:
                    capped = True
                    self.stats["capped"] += 1
                    break
            round_no += 1
            if not capped and len(alive) > 2 and round_no in HALVING_ROUNDS:
                # The policy's own answer stays: what the others must beat, on the same samples
                # (dropped on a few noisy playouts, the survivors would compete only with each other).
                rest = sorted((i for i in alive if i != 0), key=lambda i: (-totals[i] / counts[i], i))
                alive = [0, *rest[: max(1, len(alive) // 2)]]
        self.stats["rollouts"] += done
        bounds = {i: departure(diffs[i]) for i in alive if i != 0}
        top = max(bounds.values(), default=0.0)
        if top <= 0.0:  # none beats the policy's own answer (cands[0]) clearly
            return Decision(cands[0], f"{why}; search agrees (best of {len(cands)}, {done} playouts)")
        tied = [i for i, bound in bounds.items() if bound >= top - 1e-9]
        pick = tied[0] if len(tied) == 1 else max(tied, key=lambda i: self.policy.gain(position, seat, cands[i], 0.0))
        pick_tally, first_tally = (Tally(counts[i], ends[i][0], ends[i][1], totals[i] / counts[i]) for i in (pick, 0))
        return Decision(cands[pick], f"best of {len(cands)} by search: "
                        + ahead(pick_tally, first_tally, cands[pick], cands[0]))

    def rollout(self, det: Game, seat: int, cmd: Command, horizon: int, memo: dict) -> float:
        g = det.clone(record=False)
        g.apply(cmd)
        s = g.s
        steps = 0
        while s.winner is None and steps < ROLLOUT_DECISIONS:
            pr = s.prompt
            assert pr is not None
            if s.turn >= horizon and pr.kind == "main":
                break
            policy = self.playout_policy if pr.player == seat else self.policy
            g.apply(policy.decide(g, pr.player, pr.options, memo))
            steps += 1
        return self.ev(g, seat)


def departure(diffs: list[float]) -> float:
    """How clearly a candidate beats the policy's answer, from its score less the answer's on each
    sample both played: the mean less `DEPARTURE_SE` standard errors (-inf on fewer than 2 samples)."""
    n = len(diffs)
    if n < 2:
        return float("-inf")
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean - DEPARTURE_SE * math.sqrt(var / n)
