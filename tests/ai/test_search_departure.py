"""`hard` replaces the policy's answer only with a candidate that beats it clearly on the samples both
played, not with one whose lead on the mean is smaller than its spread over them."""

from __future__ import annotations

import time
from itertools import count
from pathlib import Path

from opcg_tui.ai.search import HardPlayer, departure
from opcg_tui.engine import Command, Game
from opcg_tui.games.onepiece.scenario import OnePieceScenarios


def position(db) -> Game:
    dialect = OnePieceScenarios()
    raw = {"turn": 3, "p1": {"characters": ["ST01-013"], "don": 2, "hand": ["ST01-003", "ST01-007"]},
           "p2": {"leader": "ST02-001"}}
    return dialect.start_game(dialect.load_state(raw, {"filler": "ST01-013"}, Path("test"), db, {}), 1, db)


def searched(db, scores: dict[int, list[float]]) -> int:
    """The index of the candidate `hard`'s search picks when candidate i's playouts score scores[i] in
    turn (0: the policy's answer; the others' scores 0)."""
    g = position(db)
    options = [c for c in g.legal() if c.player == 0 and c.kind != "concede"]
    player = HardPlayer(seed=1, budget_ms=60_000, rollouts=24)
    cands = player.candidates(g, 0, options, options[-1])[:3]
    turns = {cmd: count() for cmd in cands}

    def scripted(det, seat, cmd: Command, horizon, memo) -> float:
        series = scores.get(cands.index(cmd), [0.0])
        return series[next(turns[cmd]) % len(series)]

    player.rollout = scripted
    decklists = [["ST01-013"] * 50, ["ST01-013"] * 50]
    chosen = player.search(g.redacted(0), 0, cands, decklists, time.perf_counter(), "first").command
    return cands.index(chosen)


def test_a_noisy_lead_does_not_replace_the_policys_answer(db):
    # Candidate 1 leads on the mean (+0.5) by playouts far apart; candidate 2 is the policy's answer's equal.
    assert searched(db, {1: [6.0, -5.0]}) == 0


def test_a_steady_lead_replaces_it(db):
    assert searched(db, {1: [0.6, 0.4], 2: [0.2]}) == 1


def test_departure_is_the_mean_difference_less_a_standard_error():
    assert departure([1.0]) == float("-inf")  # one sample says nothing of its spread
    assert departure([0.5, 0.5, 0.5]) == 0.5
    assert departure([6.0, -5.0, 6.0, -5.0]) < 0 < departure([0.6, 0.4, 0.6, 0.4])
