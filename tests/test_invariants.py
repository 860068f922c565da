"""Random-play fuzzing: hundreds of seeded games, every invariant checked after every event."""

from __future__ import annotations

import pytest
from invariants import play_checked

GAMES = 240
# Games that once broke an invariant (seed, deck, deck): kept as regressions.
ONCE_BROKEN = [(1004, "ST-13-3", "ST-02"), (2029, "ST-13-2", "ST-29"), (2287, "ST-08", "ST-13")]


@pytest.fixture(scope="module")
def all_decks(db):
    """Every shipped deck (the 36 starter decks and the spare Leaders' decks)."""
    from opcg_tui.data.decks import list_decks
    from opcg_tui.deckindex import natural_key
    from opcg_tui.games.onepiece.decks import load_deck

    ids = sorted({d.id for d, _ in list_decks()}, key=natural_key)
    return {i: load_deck(i, db) for i in ids}


@pytest.mark.parametrize("chunk", range(8))
def test_random_games_keep_every_invariant(chunk, db, all_decks):
    """Decks drawn from all shipped decks: every deck meets several others over the 240 games."""
    ids = list(all_decks)
    assert len(ids) >= 40
    for seed in range(chunk, GAMES, 8):
        d1 = all_decks[ids[seed % len(ids)]]
        d2 = all_decks[ids[(seed * 7 + 3) % len(ids)]]
        game = play_checked(d1, d2, seed, db)
        assert game.over
        assert game.winner in (0, 1, 2)


@pytest.mark.parametrize(("seed", "deck1", "deck2"), ONCE_BROKEN)
def test_games_that_once_broke_an_invariant(seed, deck1, deck2, db, all_decks):
    assert play_checked(all_decks[deck1], all_decks[deck2], seed, db).over


def test_random_games_with_every_primitive_keep_every_invariant(tdb):
    """Decks drawn from the starter cards and the test-only cards (every primitive, replacement and
    prohibition of the format) keep every invariant too."""
    import random
    from collections import Counter

    from opcg_tui.data.decks import Deck

    pool = sorted(n for n, c in tdb.items() if c.category != "leader")
    leaders = sorted(n for n, c in tdb.items() if c.category == "leader")

    def deck(seed: int) -> Deck:
        rng = random.Random(seed)
        cards: Counter[str] = Counter()
        while sum(cards.values()) < 50:
            number = rng.choice(pool)
            if cards[number] < 4:
                cards[number] += 1
        return Deck(id=f"mixed-{seed}", name="mixed", leader=rng.choice(leaders), cards=tuple(sorted(cards.items())))

    for seed in range(16):
        game = play_checked(deck(seed), deck(seed + 1000), seed, tdb)
        assert game.over
