"""The computer players: they never peek, they are reproducible, and they play well enough."""

from __future__ import annotations

import random

import pytest

from opcg_tui.ai import SeatView, make_player, player_kinds
from opcg_tui.ai.expert import ExpertPlayer
from opcg_tui.ai.search import HardPlayer
from opcg_tui.engine import Game, new_game

LEVELS = ("easy", "normal", "hard", "expert")
SEARCHING = ("hard", "expert")


def small_hard(seed: int = 0) -> HardPlayer:
    # Few rollouts and no effective time cap: the decision depends on the position only.
    return HardPlayer(seed=seed, budget_ms=60_000, rollouts=24)


def small_expert(seed: int = 0) -> ExpertPlayer:
    # A bound on the positions searched and no effective time cap: the decision depends on the position only.
    return ExpertPlayer(seed=seed, budget_ms=60_000, rollouts=24, nodes=300)


def fresh(kind: str, seed: int = 7):
    if kind == "hard":
        return small_hard(seed)
    return small_expert(seed) if kind == "expert" else make_player(kind, seed=seed)


def options_of(game: Game, seat: int) -> list:
    return [c for c in game.legal() if c.player == seat]


def play_to(game: Game, decisions: int, seed: int) -> Game:
    players = [make_player("normal", seed=seed), make_player("easy", seed=seed + 1)]
    for _ in range(decisions):
        if game.over:
            break
        seat = game.waiting.player
        game.apply(players[seat].decide(SeatView(game, seat), options_of(game, seat)))
    return game


def swap_hidden(game: Game, seat: int, rng: random.Random) -> Game:
    """The same position but for the cards `seat` cannot see, dealt again among their own owner's."""
    assign = {}
    for owner in (0, 1):
        uids = [u for u in game.hidden_from(seat) if game.s.owner[u] == owner]
        numbers = [game.s.cards[u] for u in uids]
        shuffled = numbers[:]
        for _ in range(20):
            rng.shuffle(shuffled)
            if shuffled != numbers or len(set(numbers)) < 2:
                break
        assign.update(zip(uids, shuffled))
    return game.with_cards(assign)


def positions(decks, count: int) -> list[tuple[Game, int]]:
    """Decisions from a few seeded games, of every kind that occurs (main, counter, block, ...)."""
    found: list[tuple[Game, int]] = []
    kinds_seen: dict[str, int] = {}
    pairs = [("ST-01", "ST-02"), ("ST-03", "ST-04"), ("ST-04", "ST-01"), ("ST-02", "ST-03")]
    for i, (d1, d2) in enumerate(pairs):
        game = new_game(decks[d1], decks[d2], seed=100 + i, record=False)
        players = [make_player("normal", seed=i), make_player("normal", seed=i + 50)]
        while not game.over and game.s.turn < 12:
            seat = game.waiting.player
            kind = game.waiting.kind
            opp_hidden = [u for u in game.hidden_from(seat) if game.s.owner[u] != seat]
            if game.s.turn >= 3 and kinds_seen.get(kind, 0) < 3 and opp_hidden:
                kinds_seen[kind] = kinds_seen.get(kind, 0) + 1
                found.append((game.clone(record=False), seat))
            game.apply(players[seat].decide(SeatView(game, seat), options_of(game, seat)))
    return found[:count]


@pytest.fixture(scope="module")
def spots(decks):
    return positions(decks, 40)


def test_every_level_is_registered():
    assert {"random", *LEVELS} <= set(player_kinds())


@pytest.mark.parametrize("kind", LEVELS)
def test_no_peeking(kind, spots):
    """Swapping the hidden cards for others consistent with the view never changes a decision, nor its reason."""
    rng = random.Random(3)
    checked = 0
    changed_hidden = 0
    picked = spots if kind not in SEARCHING else spots[::4]
    for game, seat in picked:
        other = swap_hidden(game, seat, rng)
        assert other.s.cards != game.s.cards or not game.hidden_from(seat)
        changed_hidden += other.s.cards != game.s.cards
        # Both copies show this seat exactly the same view ...
        assert SeatView(other, seat)["players"] == SeatView(game, seat)["players"]
        opts = options_of(game, seat)
        assert opts == options_of(other, seat)
        # ... and get the same decision, for the same reason, from identically seeded players.
        first = fresh(kind).decision(SeatView(game, seat), opts)
        second = fresh(kind).decision(SeatView(other, seat), opts)
        assert first == second, (kind, game.waiting.kind, first, second)
        checked += 1
    assert checked >= (5 if kind in SEARCHING else 15)
    assert changed_hidden == checked


class Peeker:
    """A cheat, to show the check above can fail: it reads the opponent's hand in the real game."""

    def decide(self, view, options):
        game, seat = view._game, options[0].player
        secret = "".join(game.s.cards[u] for u in game.s.players[1 - seat].hand)
        return options[sum(map(ord, secret)) % len(options)]


def test_no_peeking_check_catches_a_cheat(spots):
    rng = random.Random(3)
    caught = 0
    for game, seat in spots:
        other = swap_hidden(game, seat, rng)
        opts = options_of(game, seat)
        caught += Peeker().decide(SeatView(game, seat), opts) != Peeker().decide(SeatView(other, seat), opts)
    assert caught >= len(spots) // 3


def test_kinds_of_decisions_covered(spots):
    kinds = {game.waiting.kind for game, _ in spots}
    assert {"main", "counter"} <= kinds


def record(decks, kinds: tuple[str, str], seed: int, limit: int = 10_000) -> list:
    game = new_game(decks["ST-03"], decks["ST-04"], seed=seed, record=False)
    players = [fresh(k, seed) if k in SEARCHING else make_player(k, seed=seed + s) for s, k in enumerate(kinds)]
    moves = []
    while not game.over and len(moves) < limit:
        seat = game.waiting.player
        cmd = players[seat].decide(SeatView(game, seat), options_of(game, seat))
        moves.append(cmd)
        game.apply(cmd)
    return moves


@pytest.mark.parametrize("kinds", [("easy", "normal"), ("hard", "easy"), ("expert", "easy")])
def test_same_seed_same_decisions(decks, kinds):
    limit = 60 if set(kinds) & set(SEARCHING) else 10_000
    assert record(decks, kinds, 11, limit) == record(decks, kinds, 11, limit)


def test_easy_slips_depend_on_its_seed(decks):
    assert record(decks, ("easy", "easy"), 1) != record(decks, ("easy", "easy"), 2)


def test_normal_beats_random():
    from opcg_tui.simulate import run_simulation

    summary = run_simulation("ST-01", "ST-02", "normal,random", 12, seed=5, jobs=1, progress=False)
    assert summary["wins"]["player1"] >= 11


def test_normal_beats_easy_more_often_than_not():
    from opcg_tui.simulate import run_simulation

    summary = run_simulation("ST-03", "ST-03", "normal,easy", 16, seed=2, jobs=1, progress=False)
    assert summary["wins"]["player1"] > summary["wins"]["player2"]


@pytest.mark.parametrize("players", ["easy,hard", "hard,normal", "expert,easy"])
def test_simulate_cli_every_level(players):
    from typer.testing import CliRunner

    from opcg_tui.cli import app

    result = CliRunner().invoke(app, ["simulate", "--players", players, "--games", "1", "--budget-ms", "3",
                                      "--json", "--deck1", "ST-02", "--deck2", "ST-04"])
    assert result.exit_code == 0, result.output
    assert '"games": 1' in result.output


def test_every_prompt_purpose_has_a_way_to_decide():
    # A prompt raised by a new primitive never falls through to the first option unawares (issue 9).
    from opcg_tui.ai.policy import Policy
    from opcg_tui.games.onepiece.primitives import REGISTRY

    assert set(REGISTRY.purposes) <= set(Policy.PURPOSES), set(REGISTRY.purposes) - set(Policy.PURPOSES)
