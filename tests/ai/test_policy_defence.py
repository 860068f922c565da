"""The policy gives DON!! to the cards whose [DON!! xN] effects defend in the opponent's turn."""

from __future__ import annotations

from pathlib import Path

from opcg_tui.ai.policy import Policy
from opcg_tui.engine import Command, Game
from opcg_tui.games.onepiece.scenario import OnePieceScenarios


def position(db, raw: dict) -> Game:
    dialect = OnePieceScenarios()
    return dialect.start_game(dialect.load_state(raw, {}, Path("test"), db, {}), 1, db)


def test_spare_don_powers_the_leaders_defence_once_the_attacks_are_done(db):
    # Luffy (OP13-001): [DON!! x1] [On Your Opponent's Attack] ... His attack is done, 3 DON!! left.
    game = position(db, {"turn": 3, "p1": {"leader": {"card": "OP13-001", "rested": True}, "don": 3},
                         "p2": {}})
    leader = game.s.players[0].leader
    cmd = Policy().decide(game, 0, list(game.waiting.options))
    assert cmd == Command(0, "give", (leader, 1))
    game.apply(cmd)
    assert Policy().decide(game, 0, list(game.waiting.options)).kind == "end"  # once is enough


def test_a_character_that_gains_blocker_with_don_gets_it(db):
    # Bartolomeo (OP14-011): [DON!! x2] This Character gains [Blocker].
    game = position(db, {"turn": 3, "p1": {"leader": {"card": "ST01-001", "rested": True},
                                           "characters": [{"card": "OP14-011", "rested": False, "fresh": True}],
                                           "don": 2}, "p2": {}})
    bartolomeo = game.s.players[0].chars[0]
    assert Policy().decide(game, 0, list(game.waiting.options)) == Command(0, "give", (bartolomeo, 2))


def test_plays_keep_back_the_don_the_leaders_defence_needs(db):
    # 3 DON!!, a 3-cost Character in hand: Luffy keeps one DON!! for his [DON!! x1] defence.
    game = position(db, {"turn": 3, "p1": {"leader": {"card": "OP13-001", "rested": True}, "don": 3,
                                           "hand": ["ST01-008"]}, "p2": {}})
    policy = Policy()
    options = list(game.waiting.options)
    assert any(c.kind == "play" for c in options)
    assert policy.decide(game, 0, options).kind == "give"


def test_an_effect_that_does_not_defend_gets_no_don(db):
    # Buggy (OP16-041): [DON!! x1] when an {Impel Down} Character is removed, play a card: not a defence.
    game = position(db, {"turn": 3, "p1": {"leader": {"card": "OP16-041", "rested": True}, "don": 3}, "p2": {}})
    assert Policy().decide(game, 0, list(game.waiting.options)).kind == "end"


def test_the_searchers_playouts_counter_rather_than_lose_a_blocker_worth_more(db):
    """p1's 5000 Leader attacks p2's (2 Life) with Chopper (a 1000 [Blocker]) on the field and Karoo
    (+1000, worth less in hand than Chopper on the field) in hand: the scripted levels chump-block;
    the searching levels' playout policy counters (hard's own seat: it must defend as the search would)."""
    game = position(db, {"turn": 5, "p1": {"leader": "ST02-001", "don": 0},
                         "p2": {"leader": "ST09-001", "life": ["ST01-013"] * 2, "hand": ["ST01-003"],
                                "characters": ["ST01-006"]}})
    s = game.s
    game.apply(Command(0, "attack", (s.players[0].leader, s.players[1].leader)))
    assert game.waiting.kind == "block"
    options = list(game.waiting.options)
    assert Policy().decide(game, 1, options).kind == "block"
    playout = Policy(cheapest_defence=True)
    assert playout.decide(game, 1, options).kind == "no-block"
    game.apply(playout.decide(game, 1, options))
    assert playout.decide(game, 1, list(game.waiting.options)).kind == "counter"
