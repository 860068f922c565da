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
