"""Each computer action carries a short reason from what its decision found, on purpose-built positions."""

from __future__ import annotations

from pathlib import Path

import pytest

from opcg_tui.ai import SeatView, make_player
from opcg_tui.ai.exhaustive import ExhaustivePlayer
from opcg_tui.ai.puzzles import load_position
from opcg_tui.ai.search import HardPlayer
from opcg_tui.engine import Command, Game
from opcg_tui.games.onepiece.scenario import OnePieceScenarios

PUZZLES = Path(__file__).parent / "puzzles"


def position(db, raw: dict) -> Game:
    dialect = OnePieceScenarios()
    return dialect.start_game(dialect.load_state(raw, {}, Path("test"), db, {}), 1, db)


def options(game: Game) -> list[Command]:
    seat = game.waiting.player
    return [c for c in game.legal() if c.player == seat]


def hard() -> HardPlayer:
    return HardPlayer(seed=1, budget_ms=60_000, rollouts=24)  # no effective time cap: reproducible


def attacked(db, life: int, hand: list[str], blockers: list[str], don: int = 0) -> Game:
    """p1's 5000 Leader, given `don` DON!!, attacks p2's 5000 Leader: p2 answers (block, then counter)."""
    game = position(db, {"turn": 5, "p1": {"leader": "ST02-001", "don": don},
                         "p2": {"leader": "ST09-001", "life": ["ST01-013"] * life, "hand": hand,
                                "characters": blockers}})
    s = game.s
    if don:
        game.apply(Command(0, "give", (s.players[0].leader, don)))
    game.apply(Command(0, "attack", (s.players[0].leader, s.players[1].leader)))
    return game


def test_a_lethal_line_gives_a_lethal_reason(db):
    game = load_position(PUZZLES / "lethal-jinbe-attacks-first.yaml", db).game
    decision = hard().decision(SeatView(game, 0), options(game))
    assert decision.reason.startswith("lethal this turn against any defence"), decision


def test_the_exhaustive_search_says_it_forces_the_goal(db):
    game = load_position(PUZZLES / "lethal-jinbe-attacks-first.yaml", db).game
    decision = ExhaustivePlayer("win").decision(SeatView(game, 0), options(game))
    assert decision.reason == "forces the win this turn in the one way its hidden cards may lie", decision


def test_a_block_gives_a_block_reason(db):
    game = attacked(db, life=2, hand=[], blockers=["ST01-006"])  # Chopper, a cheap Blocker
    assert game.waiting.kind == "block"
    decision = make_player("normal").decision(SeatView(game, 1), options(game))
    assert decision.command.kind == "block" and decision.reason == "keeps Life at 2", decision


def test_a_counter_gives_a_counter_reason_and_a_pass_says_why(db):
    game = attacked(db, life=1, hand=["ST01-003"], blockers=[])  # Karoo: +1000
    assert game.waiting.kind == "counter"
    decision = make_player("normal").decision(SeatView(game, 1), options(game))
    assert decision.command.kind == "counter" and decision.reason == "keeps Life at 1", decision
    game = attacked(db, life=1, hand=["ST01-003"], blockers=[], don=2)  # 7000: Karoo is not enough
    decision = make_player("normal").decision(SeatView(game, 1), options(game))
    assert decision.command.kind == "pass" and decision.reason == "cannot stop it", decision


def test_an_attack_on_the_leader_says_what_it_takes(db):
    game = position(db, {"turn": 3, "p1": {"characters": ["ST01-013"], "don": 0},
                         "p2": {"life": ["ST01-013"] * 5}})
    decision = make_player("normal").decision(SeatView(game, 0), options(game))
    assert decision.command.kind == "attack" and decision.reason == "5 Life to 4 unless stopped", decision
    # hard searches it (no lethal to look for at 5 Life) and says so, the rule of thumb's reason kept when it agrees
    decision = hard().decision(SeatView(game, 0), options(game))
    assert decision.reason.startswith("best of 4 by search: ") or \
        decision.reason == "5 Life to 4 unless stopped; search agrees (best of 4, 24 playouts)", decision


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_gives_a_reason(db, level):
    game = position(db, {"turn": 3, "p1": {"characters": ["ST01-013"], "don": 2}, "p2": {"life": ["ST01-013"] * 5}})
    assert make_player(level).decision(SeatView(game, 0), options(game)).reason


def test_fusion_world_levels_say_why(fw_db):
    """Both at 1 Life: the normal rules KO the rested Battle Card (and say so); hard finds the Leader attack
    that wins its playouts and says that."""
    from opcg_tui.engine import from_position
    from opcg_tui.games.dbsfw.scenario import FusionScenarios

    block = {"p1": {"leader": {"card": "FS01-01", "side": "back"}, "life": 1},
             "p2": {"leader": "FS02-01", "life": 1, "battle": [{"card": "FS02-05", "rested": True}]}}
    game = from_position(FusionScenarios().load_state(block, {}, "t.yaml", fw_db, {}), fw_db, game="dbsfw")
    opts = [c for c in game.legal() if c.player == 0]
    plain = make_player("normal", game="dbsfw").decision(SeatView(game, 0), opts)
    assert plain.reason.startswith("KOs a rested Battle Card if not stopped"), plain
    searched = make_player("hard", seed=3, budget_ms=60_000, game="dbsfw").decision(SeatView(game, 0), opts)
    assert searched.command != plain.command
    assert searched.reason == "best of 3 by search: won 8 of 8 playouts, its first idea 0 of 8", searched


@pytest.fixture(scope="module")
def fw_db():
    from opcg_tui.games.dbsfw import load_cards

    return load_cards()


def test_ending_the_turn_says_what_it_keeps(db):
    # At 2 Life with Guard Point (a [Counter] Event of cost 1) and 1 DON!!: the DON!! stay for the opponent's turn.
    game = position(db, {"turn": 3, "p1": {"leader": {"card": "ST01-001", "rested": True}, "life": ["ST01-013"] * 2,
                                           "hand": ["ST01-014", "ST01-003"], "don": 1},
                         "p2": {"life": ["ST01-013"] * 5}})
    decision = make_player("normal").decision(SeatView(game, 0), options(game))
    assert decision.command.kind == "end", decision
    assert decision.reason.startswith("keeps 1 DON!! for the opponent's turn"), decision
