"""The `expert` level: it finds the lethal lines the other levels miss, keeps to its time budget,
remembers what it saw go back to the opponent's hand, and only ever answers legally."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from opcg_tui.ai import SeatView, make_player
from opcg_tui.ai.expert import ExpertPlayer
from opcg_tui.ai.search import HardPlayer
from opcg_tui.engine import Game, new_game
from opcg_tui.games.onepiece.scenario import OnePieceScenarios

# Our Leader alone, 5 DON!!, a [Counter] Event in hand at 1 Life; the opponent at 0 Life with two
# cards in hand (its decklist allows two 2000 Counters). Every DON!! on the Leader (10000) beats
# both Counters (9000); the policy keeps 2 DON!! for the Event and attacks with 8000.
ALL_IN = {"turn": 3,
          "p1": {"leader": "ST02-001", "don": 5, "life": ["ST01-004"], "hand": ["ST02-016"]},
          "p2": {"leader": "ST04-001", "life": [], "hand": ["ST01-011", "ST01-011"]}}
# The opponent's King (cost 6) on the field, Sables (return a Character of cost 7 or less to its
# owner's hand) in ours.
BOUNCE = {"turn": 3,
          "p1": {"leader": "ST03-001", "don": 4, "hand": ["ST03-015"]},
          "p2": {"leader": "ST04-001", "characters": ["ST04-004"], "hand": ["ST01-011"]}}


def position(db, raw: dict) -> Game:
    dialect = OnePieceScenarios()
    return dialect.start_game(dialect.load_state(raw, {}, Path("test"), db, {}), 1, db)


def options_of(game: Game, seat: int) -> list:
    return [c for c in game.legal() if c.player == seat]


def play_turn(game: Game, player) -> Game:
    """The turn played out: `player` in seat 0, `normal` defending."""
    defender = make_player("normal")
    turn = game.s.turn
    while not game.over and game.s.turn == turn:
        seat = game.waiting.player
        game.apply((player if seat == 0 else defender).decide(SeatView(game, seat), options_of(game, seat)))
    return game


def levels():
    return {"normal": make_player("normal"), "hard": HardPlayer(seed=1, budget_ms=60_000, rollouts=24),
            "expert": ExpertPlayer(seed=1, budget_ms=60_000, rollouts=24, nodes=3000)}


def counters(n: int) -> dict:
    """ALL_IN with `n` 2000 Counters in the opponent's hand."""
    return {**ALL_IN, "p2": {**ALL_IN["p2"], "hand": ["ST01-011"] * n}}


def test_hard_and_expert_find_the_lethal_normal_misses(db):
    players = levels()
    winners = {kind: play_turn(position(db, counters(2)), p).winner for kind, p in players.items()}
    assert winners == {"normal": None, "hard": 0, "expert": 0}
    assert players["expert"].lethal.stats["lethal"] >= 1


def test_expert_finds_the_lethal_hard_and_normal_miss(db):
    # Three 2000 Counters: all 5 DON!! (10000) lose to 11000. The win takes two departures from the
    # policy: 2 DON!! and attack (7000: two Counters needed), set the Leader active again (3 DON!!,
    # the Event trashed), attack again with 7000 against the last Counter.
    players = levels()
    winners = {kind: play_turn(position(db, counters(3)), p).winner for kind, p in players.items()}
    assert winners == {"normal": None, "hard": None, "expert": 0}
    assert players["expert"].lethal.stats["lethal"] >= 1


def test_the_lethal_is_searched_against_every_defence(db):
    # Four Counters possible: no line wins against every defence, and expert claims none.
    expert = ExpertPlayer(seed=1, budget_ms=60_000, rollouts=24, nodes=3000)
    play_turn(position(db, counters(4)), expert)
    assert expert.lethal.stats["lethal"] == 0


def test_expert_remembers_a_card_sent_back_to_the_opponents_hand(db):
    game = position(db, BOUNCE)
    king = game.s.players[1].chars[0]
    expert = ExpertPlayer(seed=1, budget_ms=60_000, rollouts=24, nodes=50)
    expert.decide(SeatView(game, 0), options_of(game, 0))  # sees King on the field
    sables = next(c for c in options_of(game, 0) if c.kind == "play")
    game.apply(sables)
    while game.waiting.player == 0 and game.waiting.kind == "choose":
        game.apply(next(c for c in options_of(game, 0) if king in c.args))
    assert king in game.s.players[1].hand
    assert SeatView(game, 0)["position"].s.cards[king] == "?"  # the view hides it ...
    expert.decide(SeatView(game, 0), options_of(game, 0))
    assert expert.memory.in_hand == {king: "ST04-004"}  # ... but expert saw it go there
    stranger = ExpertPlayer(seed=1, budget_ms=60_000, rollouts=24, nodes=50)
    stranger.decide(SeatView(game, 0), options_of(game, 0))
    assert stranger.memory.in_hand == {}


@pytest.mark.parametrize("budget_ms", [200])
def test_expert_keeps_to_its_time_budget(decks, budget_ms):
    game = new_game(decks["ST-01"], decks["ST-02"], seed=4, record=False)
    players = [ExpertPlayer(seed=3, budget_ms=budget_ms), make_player("normal", seed=4)]
    slowest = 0.0
    while not game.over and game.s.turn < 9:
        seat = game.waiting.player
        start = time.perf_counter()
        cmd = players[seat].decide(SeatView(game, seat), options_of(game, seat))
        if seat == 0:
            slowest = max(slowest, time.perf_counter() - start)
        game.apply(cmd)
    assert players[0].stats["capped"] > 0  # the cap was reached, and kept
    assert slowest < budget_ms / 1000 * 2 + 0.3  # the slack: one last position, and a shared machine


def test_expert_only_answers_legally(decks):
    # A whole game against `random` (wild positions): every answer is one of the options offered.
    game = new_game(decks["ST-03"], decks["ST-04"], seed=9, record=False)
    players = [ExpertPlayer(seed=2, budget_ms=60_000, rollouts=24, nodes=60), make_player("random", seed=5)]
    while not game.over:
        seat = game.waiting.player
        opts = options_of(game, seat)
        cmd = players[seat].decide(SeatView(game, seat), opts)
        assert cmd in opts
        assert cmd.kind != "concede"
        game.apply(cmd)
    assert game.winner == 0
