"""Random Fusion World games keep every invariant of the core and of the ruleset (tests/invariants.py)."""

from __future__ import annotations

import pytest
from invariants import play_checked

DECKS = ("FS01", "FS02", "FS03", "FS04")


@pytest.fixture(scope="module")
def fw_decks():
    from opcg_tui.games.dbsfw import load_cards
    from opcg_tui.games.dbsfw.decks import load_deck

    db = load_cards()
    return db, {d: load_deck(d, db) for d in DECKS}


@pytest.mark.parametrize("chunk", range(4))
def test_random_fusion_world_games_keep_every_invariant(chunk, fw_decks):
    db, decks = fw_decks
    for seed in range(chunk, 32, 4):  # every starter matchup, both seats
        game = play_checked(decks[DECKS[seed % 4]], decks[DECKS[(seed // 4) % 4]], seed, db, game_key="dbsfw")
        assert game.over and game.winner in (0, 1, 2)
        assert game.rules.name == "dbsfw"
