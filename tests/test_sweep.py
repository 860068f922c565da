"""A seeded subset of the deck sweep (bench/sweep.py plays every pair): every shipped deck plays random
games against two others, with no exception and no game cut off as an infinite loop (11-1-1-1)."""

from __future__ import annotations

from opcg_tui.data.decks import list_decks
from opcg_tui.deckindex import natural_key
from opcg_tui.simulate import sweep


def test_every_deck_plays_random_games_to_an_end():
    ids = sorted({d.id for d, _ in list_decks()}, key=natural_key)
    assert len(ids) >= 40
    pairs = [(a, ids[(i * 7 + 3) % len(ids)]) for i, a in enumerate(ids)]
    results = sweep(pairs, games=4, seed=20261122, jobs=1)
    failures = [f"{r['decks']} game {r['index']} seed {r['seed']}: {r['error'] or r['reason']}"
                for r in results if r["error"] or "loop" in r["reason"]]
    assert not failures, "\n".join(failures)
    assert {d for r in results for d in r["decks"]} == set(ids)
