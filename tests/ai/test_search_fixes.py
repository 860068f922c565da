"""What issue 13 found wrong with `hard`, fixed: its playouts take the Leader hits that win."""

from __future__ import annotations

from pathlib import Path

from opcg_tui.ai.policy import Policy
from opcg_tui.engine import Game
from opcg_tui.games.onepiece.scenario import OnePieceScenarios


def position(db, raw: dict) -> Game:
    dialect = OnePieceScenarios()
    return dialect.start_game(dialect.load_state(raw, {}, Path("test"), db, {}), 1, db)


def test_the_playout_policy_takes_the_leader_hits_that_win(db):
    # Two attackers, 2 DON!!, the opponent at 1 Life with a rested Franky worth a K.O.
    game = position(db, {"turn": 3, "p1": {"characters": ["ST01-013"], "don": 2},
                         "p2": {"life": ["ST01-004"], "characters": [{"card": "ST01-010", "rested": True}]}})
    options = list(game.waiting.options)
    leader = game.s.players[1].leader
    scripted = Policy().attack_plan(game, 0, options)
    model = Policy(lethal_first=True).attack_plan(game, 0, options)
    assert any(t != leader for _, t, _ in scripted)  # `normal` goes for the K.O. ...
    assert [t for _, t, _ in model] == [leader, leader]  # ... the searching levels' playouts for the win
