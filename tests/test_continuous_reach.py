"""The continuous layer's shortcut (continuous._reaches, _forbidden): a read of a card that nothing in force can write
(or forbid) on that very card settles no permanent effect. Over random games with the booster sample decks (the
mixed decks of bench/cards.py) and with decks of the cards that have permanent effects, every card's values, keywords and
prohibitions read with the shortcut equal those read with every layer kind taken to reach every card."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from opcg_tui.engine import Game, continuous, new_game
from opcg_tui.games.onepiece import ops


def _reads(g: Game) -> list[Any]:
    """Everything the layer says of every card in a field or a hand, and of each player (prohibitions: for no
    cause, and for an effect or a battle of either player)."""
    s = g.s
    whats = sorted(g.rules.registry.prohibitions)
    causes = [None, *(continuous.Cause(kind, p) for kind in ("effect", "battle") for p in (0, 1))]
    found: list[Any] = []
    for p, ps in enumerate(s.players):
        for uid in [*g.rules.field(g, p), *ps.hand]:
            found.append((uid, ops.power(g, uid), ops.cost(g, uid), continuous.keywords(g, uid, g.card(uid).keywords),
                          [continuous.prohibited(g, what, uid, cause=c) for what in whats for c in causes]))
        found.append([continuous.prohibited(g, what, player=p, cause=c) for what in whats for c in causes])
    return found


def _everywhere(read: Callable[[Game], continuous.Reach]) -> Callable[[Game], continuous.Reach]:
    return lambda g: dict.fromkeys(read(g))  # each kind reaches any card: the shortcut never applies


def _play(monkeypatch: pytest.MonkeyPatch, deck1: Any, deck2: Any, seed: int, db: Any) -> int:
    rng = random.Random(seed)
    game = new_game(deck1, deck2, seed=seed, db=db)
    checked = 0
    while not game.over:
        fast = _reads(game.clone(record=False))
        with monkeypatch.context() as m:
            m.setattr(continuous, "_reaches", _everywhere(continuous._reaches))
            m.setattr(continuous, "_forbidden", _everywhere(continuous._forbidden))
            full = _reads(game.clone(record=False))
        assert fast == full, f"seed {seed}, turn {game.s.turn}"
        checked += 1
        options = [c for c in game.legal() if c.kind != "concede"]
        game.apply(options[rng.randrange(len(options))])
    return checked


def test_reads_with_the_shortcut_equal_reads_without_it(db, monkeypatch):
    from opcg_tui.data.decks import list_decks
    from opcg_tui.deckindex import natural_key
    from opcg_tui.games.onepiece.decks import load_deck

    boosters = [load_deck(i, db) for i in sorted({d.id for d, _ in list_decks() if not d.id.startswith("ST-")},
                                                  key=natural_key)]
    assert len(boosters) >= 10
    for seed in range(12):
        assert _play(monkeypatch, boosters[seed % len(boosters)], boosters[(seed * 7 + 3) % len(boosters)], seed, db)


def test_reads_with_the_shortcut_equal_reads_without_it_with_every_permanent_effect(tdb, monkeypatch):
    """Decks of the cards with permanent effects (shipped and test-only: every layer kind, selector targets and
    prohibitions of other cards included), 4 of each of 12 and 2 of a 13th."""
    from opcg_tui.data.decks import Deck

    pool = sorted(n for n, c in tdb.items() if c.category != "leader" and c.permanents)
    leaders = sorted(n for n, c in tdb.items() if c.category == "leader" and c.permanents)

    def deck(seed: int) -> Deck:
        rng = random.Random(seed)
        numbers = rng.sample(pool, 13)
        return Deck(id=f"lasting-{seed}", name="lasting", leader=rng.choice(leaders),
                    cards=tuple(sorted({**dict.fromkeys(numbers, 4), numbers[0]: 2}.items())))

    for seed in range(16):
        assert _play(monkeypatch, deck(seed), deck(seed + 1000), seed, tdb)
