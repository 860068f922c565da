"""A seeded random game written to a log as it is played (run as a subprocess by test_gamelog)."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from opcg_tui.engine import Game, new_game
from opcg_tui.gamelog import GameLog
from opcg_tui.games.onepiece import load_cards
from opcg_tui.games.onepiece.decks import load_deck


def policy(game: Game, seed: int) -> None:
    """One decision that depends only on the position and the seed, so a resumed game goes on the same."""
    options = [c for c in game.legal() if c.kind != "concede" and c.player == game.waiting.player]
    rng = random.Random(seed * 100_003 + len(game.commands()))
    game.apply(options[rng.randrange(len(options))])


def play(log: GameLog, game: Game, seed: int, pause: float = 0.0) -> Game:
    while not game.over:
        policy(game, seed)
        log.sync(game)
        if pause:
            time.sleep(pause)
    return game


def fresh(seed: int) -> Game:
    db = load_cards()
    return new_game(load_deck("ST-01", db), load_deck("ST-04", db), seed=seed, db=db)


if __name__ == "__main__":
    path, seed = Path(sys.argv[1]), int(sys.argv[2])
    game = fresh(seed)
    play(GameLog.create(game, folder=path.parent, name=path.name), game, seed, pause=0.002)
