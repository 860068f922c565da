"""What issue 13 found wrong with `hard`, fixed: Blockers valued by what they block, playouts that take
the Leader hits that win, playouts that are not all the same."""

from __future__ import annotations

import random
from pathlib import Path

from opcg_tui.ai.evaluate import Evaluator
from opcg_tui.ai.policy import Policy
from opcg_tui.ai.search import HardPlayer
from opcg_tui.engine import Game
from opcg_tui.games.onepiece.scenario import OnePieceScenarios


def position(db, raw: dict) -> Game:
    dialect = OnePieceScenarios()
    return dialect.start_game(dialect.load_state(raw, {}, Path("test"), db, {}), 1, db)


def side(db, life: int, chars: list) -> float:
    game = position(db, {"turn": 3, "p1": {"life": ["ST01-004"] * life, "characters": chars}, "p2": {}})
    return Evaluator().side(game, 0)


def test_a_blocker_is_worth_what_it_blocks(db):
    blocker = "ST01-006"  # Chopper, [Blocker]
    first = side(db, 1, [blocker]) - side(db, 1, [])
    second = side(db, 1, [blocker] * 2) - side(db, 1, [blocker])
    assert first > second + 0.2  # the only Blocker is worth more than a second one
    assert first > side(db, 4, [blocker]) - side(db, 4, [])  # and more at 1 Life than at 4
    rested = side(db, 1, [{"card": blocker, "rested": True}]) - side(db, 1, [])
    assert rested < first - 0.5  # a rested Blocker blocks nothing in the opponent's turn


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


def test_playouts_differ_with_their_randomness(decks):
    from opcg_tui.engine import new_game

    game = new_game(decks["ST-01"], decks["ST-02"], seed=3, record=False)
    hard = HardPlayer(seed=1)
    for _ in range(12):  # into the game a little
        game.apply(hard.policy.decide(game, game.waiting.player, list(game.waiting.options)))
    seat = game.waiting.player
    cmd = game.waiting.options[0]
    values = {hard.rollout(game, seat, cmd, game.s.turn + 4, {}, random.Random(i)) for i in range(12)}
    assert len(values) > 1
