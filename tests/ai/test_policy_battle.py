"""The policy judges an effect used in a battle by the battle's result (issue 22: Luffy OP13-001)."""

from __future__ import annotations

from pathlib import Path

from opcg_tui.ai.policy import Policy
from opcg_tui.engine import Command, Game
from opcg_tui.games.onepiece.scenario import OnePieceScenarios


def attacked(db, life: int = 4) -> Game:
    """Franky (6000) attacks Luffy (OP13-001, 5000, [DON!! x1] given, 4 active DON!!): [On Your
    Opponent's Attack] rest any number of DON!!: +2000 power for each, to a {Straw Hat Crew} card."""
    dialect = OnePieceScenarios()
    raw = {"turn": 4, "p1": {"leader": {"card": "OP13-001", "don": 1}, "don": 4, "life": ["ST01-003"] * life},
           "p2": {"characters": ["ST01-010"]}}
    game = dialect.start_game(dialect.load_state(raw, {}, Path("test"), db, {}), 1, db)
    game.apply(Command(1, "attack", (game.s.players[1].chars[0], game.s.players[0].leader)))
    return game


def test_the_leaders_defence_is_used_with_the_fewest_don_that_win_the_battle(db):
    game = attacked(db)
    policy = Policy()
    leader = game.s.players[0].leader
    assert game.waiting.kind == "yes-no"
    game.apply(policy.decide(game, 0, list(game.waiting.options)))
    assert game.waiting.purpose == "rest_don"
    rest = policy.decide(game, 0, list(game.waiting.options))
    assert len(rest.args) == 1  # one DON!!: 7000 against 6000
    game.apply(rest)
    assert game.waiting.purpose == "power_target"  # its amount is counted only when it resolves
    assert policy.decide(game, 0, list(game.waiting.options)) == Command(0, "choose", (leader,))
    game.apply(Command(0, "choose", (leader,)))
    assert game.s.battle is None and len(game.s.players[0].life) == 4  # the attack failed
    assert game.s.players[0].don_active == 3
