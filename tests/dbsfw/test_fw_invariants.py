"""Random Fusion World games keep every invariant of the core and of the ruleset (tests/invariants.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from invariants import play_checked

DECKS = ("FS01", "FS02", "FS03", "FS04", "FS05", "FS06", "FS07", "FS08")
# The booster sample decks (decks/dbsfw/FB*.yaml): every one the game ships.
BOOSTERS = tuple(sorted(p.stem for p in (Path(__file__).resolve().parents[2] / "decks" / "dbsfw").glob("FB*.yaml")))


@pytest.fixture(scope="module")
def fw_decks():
    from opcg_tui.games.dbsfw import load_cards
    from opcg_tui.games.dbsfw.decks import load_deck

    db = load_cards()
    return db, {d: load_deck(d, db) for d in DECKS + BOOSTERS}


def test_the_booster_sample_decks_are_drawn():
    assert len(BOOSTERS) >= 14


@pytest.mark.parametrize("chunk", range(4))
def test_random_fusion_world_games_keep_every_invariant(chunk, fw_decks):
    db, decks = fw_decks
    others = DECKS[4:] + BOOSTERS
    for seed in range(chunk, 16, 4):  # FS01–FS04: every starter matchup (both seats: the pairs are ordered)
        game = play_checked(decks[DECKS[seed % 4]], decks[DECKS[(seed // 4) % 4]], seed, db, game_key="dbsfw")
        assert game.over and game.winner in (0, 1, 2)
        assert game.rules.name == "dbsfw"
    for seed in range(chunk, 48, 4):  # FS05–FS08 and the booster sample decks, each in either seat, against any deck
        new, other = others[seed % len(others)], (DECKS + BOOSTERS)[(seed * 7 + 3) % (len(DECKS) + len(BOOSTERS))]
        game = play_checked(*((decks[new], decks[other]) if (seed // len(others)) % 2 else (decks[other], decks[new])), seed, db,
                            game_key="dbsfw")
        assert game.over and game.winner in (0, 1, 2)
        assert game.rules.name == "dbsfw"


def test_random_games_with_the_test_only_cards_keep_every_invariant(monkeypatch):
    """The rules no starter reaches ([Field], [Barrier], [Ki], [Evolve], [Fusion Evolve], the End Phase
    repeat, the attacked/blocking timings) in random games of decks built on tests/cards/dbsfw."""
    from pathlib import Path

    from opcg_tui.data.decks import Deck
    from opcg_tui.games.dbsfw import load_cards
    from opcg_tui.games.dbsfw.decks import deck_problems

    monkeypatch.setenv("OPCG_CARD_DIRS", str(Path(__file__).resolve().parents[1] / "cards"))
    db = load_cards()
    red = Deck("red", "red", "FS01-01", (*((f"TF01-{n:02d}", 4) for n in (1, 2, 3, 6, 7, 9, 10, 11, 12)),
                                         ("FS01-02", 4), ("FS01-03", 4), ("FS01-10", 4), ("FS01-12", 2)))
    blue = Deck("blue", "blue", "FS02-01", (*((f"TF01-{n:02d}", 4) for n in (4, 5, 8, 13)),
                                            *((f"FS02-{n:02d}", 4) for n in (2, 3, 5, 6, 7, 9, 10, 11)), ("FS02-12", 2)))
    assert deck_problems(red, db) == [] and deck_problems(blue, db) == []
    seen: set = set()
    for seed in (*range(6), 17):  # seed 17 plays an [Evolve]
        game = play_checked(*((red, blue) if seed % 2 else (blue, red)), seed, db, game_key="dbsfw")
        assert game.over
        seen |= {ev[0] for ev in game.log} | {"field" for ev in game.log if ev[0] == "move" and ev[3] == "field"}
    assert {"ki", "stack", "field"} <= seen  # the games did reach these rules
