"""Fusion World's `normal` computer player: it beats random play and reads only its seat's view."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from opcg_tui.ai import SeatView, make_player
from opcg_tui.engine import new_game

DECKS = ("FS01", "FS02", "FS03", "FS04")


class ViewOnly(Mapping):
    """A seat's view that refuses the redacted position: the player must decide from the view alone."""

    def __init__(self, view: SeatView) -> None:
        self.view = view

    def __getitem__(self, key: str) -> Any:
        if key == "position":
            raise AssertionError("the Fusion World player read the position")
        return self.view[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.view)

    def __len__(self) -> int:
        return len(self.view)


@pytest.fixture(scope="module")
def fw():
    from opcg_tui.games.dbsfw import load_cards
    from opcg_tui.games.dbsfw.decks import load_deck

    db = load_cards()
    return db, {d: load_deck(d, db) for d in DECKS}


def test_normal_beats_random_over_every_starter_matchup(fw):
    db, decks = fw
    wins = games = 0
    for i in range(32):  # the 16 matchups, normal in either seat
        d1, d2 = DECKS[i % 4], DECKS[(i // 4) % 4]
        normal = i % 2
        game = new_game(decks[d1], decks[d2], seed=i, db=db, game="dbsfw", record=False)
        players = [make_player("random", seed=i, game="dbsfw"), make_player("random", seed=i, game="dbsfw")]
        players[normal] = make_player("normal", seed=i, game="dbsfw")
        while not game.over:
            seat = game.waiting.player
            options = [c for c in game.legal() if c.player == seat]
            game.apply(players[seat].decide(ViewOnly(SeatView(game, seat)), options))
        wins += game.winner == normal
        games += 1
    assert wins / games >= 0.9, f"normal won {wins} of {games}"


def test_levels_per_game():
    assert type(make_player("normal", game="dbsfw")).__module__ == "opcg_tui.ai.fusion"
    assert type(make_player("normal")).__module__ == "opcg_tui.ai.scripted"
    assert type(make_player("easy", game="dbsfw")).__name__ == "FusionEasyPlayer"
    assert type(make_player("hard", game="dbsfw")).__name__ == "FusionHardPlayer"
    with pytest.raises(ValueError, match="known: random, easy, normal, hard"):
        make_player("expert", game="dbsfw")


def test_hard_searches_to_a_legal_reproducible_answer(fw):
    """hard plays from samples of what its seat cannot see; the same seed gives the same answers,
    and it takes the attack that wins the game."""
    from opcg_tui.engine import from_position
    from opcg_tui.games.dbsfw.scenario import FusionScenarios

    db, decks = fw
    game = new_game(decks["FS01"], decks["FS03"], seed=5, db=db, game="dbsfw", record=False)
    rnd = make_player("random", seed=1, game="dbsfw")
    for _ in range(60):  # into the middle of a game
        seat = game.waiting.player
        game.apply(rnd.decide(SeatView(game, seat), [c for c in game.legal() if c.player == seat]))
    seat = game.waiting.player
    options = [c for c in game.legal() if c.player == seat]
    answers = {make_player("hard", seed=9, game="dbsfw").decide(SeatView(game, seat), options) for _ in range(2)}
    assert len(answers) == 1 and answers <= set(options)

    state = FusionScenarios().load_state({"p1": {"battle": ["FS01-11"]}, "p2": {"life": 1, "leader": "FS02-01"}},
                                         {}, "t.yaml", db, {})
    lethal = from_position(state, db, game="dbsfw")
    options = [c for c in lethal.legal() if c.player == 0]
    choice = make_player("hard", seed=3, game="dbsfw").decide(SeatView(lethal, 0), options)
    assert choice.kind == "attack" and lethal.s.cards[choice.args[1]] == "FS02-01"
