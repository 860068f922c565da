"""Random-play fuzzing: hundreds of seeded games, every invariant checked after every event."""

from __future__ import annotations

import pytest
from invariants import play_checked

DECK_IDS = ("ST-01", "ST-02", "ST-03", "ST-04")
GAMES = 240


@pytest.mark.parametrize("chunk", range(8))
def test_random_games_keep_every_invariant(chunk, db, decks):
    for seed in range(chunk, GAMES, 8):
        d1 = decks[DECK_IDS[seed % 4]]
        d2 = decks[DECK_IDS[(seed // 4) % 4]]
        game = play_checked(d1, d2, seed, db)
        assert game.over
        assert game.winner in (0, 1, 2)
