"""`opcg play --resume` continues the most recent unfinished game, as the README says; the menu's Resume lists
them all to choose from (test_saves)."""

from __future__ import annotations

import os

from tests_logs import write_log

from opcg_tui.paths import saves_dir
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.dialogs import MenuDialog

from .helpers import board_of, run_async, screen_text, settle


def two_unfinished_games(db):
    saves_dir().mkdir(parents=True)
    older, newer = write_log(saves_dir(), db, 6), write_log(saves_dir(), db, 8, seed=2)
    os.utime(older, (1000, 1000))
    return older, newer


@run_async
async def test_play_resume_opens_the_most_recent_game_without_asking(db):
    _, newer = two_unfinished_games(db)
    app = OpcgApp(start=("resume",), pace=0)  # what `opcg play --resume` opens (run_app)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert not isinstance(app.screen, MenuDialog) and "Resume which game?" not in screen_text(app)
        assert board_of(app).session.log.path == newer

