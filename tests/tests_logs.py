"""Game logs for the tests: a short hot-seat game written as the app writes it."""

from __future__ import annotations

from pathlib import Path

from opcg_tui.engine import Command, new_game
from opcg_tui.gamelog import GameLog
from opcg_tui.games.onepiece.decks import load_deck


def write_log(folder: Path, db, moves: int = 8, seed: int = 3, name: str | None = None,
              players: dict | None = None, finished: bool = False) -> Path:
    """A log of a game `moves` decisions in (the first option each time), then conceded if `finished`; closed."""
    game = new_game(load_deck("ST-01", db), load_deck("ST-02", db), seed, db)
    log = GameLog.create(game, players or {"mode": "hotseat", "decks": ["ST-01", "ST-02"]}, folder, name=name)
    for _ in range(moves):
        game.apply([c for c in game.legal() if c.player == game.waiting.player and c.kind != "concede"][0])
    if finished:
        game.apply(Command(game.waiting.player, "concede"))
    log.sync(game)
    log.close()
    return log.path
