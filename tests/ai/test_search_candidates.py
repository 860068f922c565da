"""Issue 27: `hard` searches no attack that cannot win its battle and that nothing on its side reacts
to (its Chopper, a 1000 [Blocker], thrown at a 5000 Leader), and keeps the policy's own answer among
the candidates it compares to the end."""

from __future__ import annotations

import time
from pathlib import Path

from opcg_tui.ai.search import HardPlayer
from opcg_tui.engine import Command, Game
from opcg_tui.games.onepiece.scenario import OnePieceScenarios


def position(db, p1: dict, p2: dict) -> Game:
    dialect = OnePieceScenarios()
    raw = {"turn": 3, "p1": p1, "p2": p2}
    return dialect.start_game(dialect.load_state(raw, {"filler": "ST01-013"}, Path("test"), db, {}), 1, db)


def attacks(db, p1: dict) -> set[tuple[int, int]]:
    """The Characters' attacks among `hard`'s candidates in p1's Main Phase against a 5000 Leader."""
    g = position(db, p1, {"leader": "ST02-001"})
    options = [c for c in g.legal() if c.player == 0 and c.kind != "concede"]
    end = next(c for c in options if c.kind == "end")
    chars = g.s.players[0].chars
    return {c.args for c in HardPlayer().candidates(g, 0, options, end) if c.kind == "attack" and c.args[0] in chars}


def test_an_attack_that_cannot_win_its_battle_is_not_searched(db):
    found = attacks(db, {"characters": ["ST01-006"], "don": 4})  # Chopper (1000, [Blocker]); 4 DON!! to give
    assert found == set()
    found = attacks(db, {"characters": ["ST01-013"]})  # a 6000 attacker reaches the 5000 Leader
    assert len(found) == 1


def test_an_attack_something_reacts_to_is_searched_whatever_its_power(db):
    found = attacks(db, {"characters": ["ST01-005"]})  # Jinbe (4000 < 5000): a [When Attacking] of its own
    assert len(found) == 1


def test_the_policys_own_answer_is_compared_to_the_end(db):
    """Fourteen candidates, every halving round: the policy's answer (first) still has every playout."""
    g = position(db, {"characters": ["ST01-013", "ST01-013", "ST01-005"], "don": 4,
                      "hand": ["ST01-003", "ST01-006", "ST01-007"]}, {"leader": "ST02-001"})
    options = [c for c in g.legal() if c.player == 0 and c.kind != "concede"]
    player = HardPlayer(seed=1, budget_ms=60_000, rollouts=48)
    cands = player.candidates(g, 0, options, options[-1])
    played: dict[Command, int] = {}
    rollout = player.rollout

    def counted(det, seat, cmd, horizon, memo):
        played[cmd] = played.get(cmd, 0) + 1
        return rollout(det, seat, cmd, horizon, memo)

    player.rollout = counted
    decklists = [["ST01-013"] * 50, ["ST01-013"] * 50]
    player.search(g.redacted(0), 0, cands, decklists, time.perf_counter(), "first")
    assert len(cands) > 4 and played[cands[0]] == max(played.values())
