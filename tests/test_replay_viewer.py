"""The replay viewer steps through a finished game's log and a redacted export."""

from __future__ import annotations

import asyncio
import json

from logged_game import fresh, policy

from opcg_tui.gamelog import GameLog, export_redacted
from opcg_tui.tui.replay import ReplayApp, load_frames


def finished_log(tmp_path):
    game = fresh(5)
    log = GameLog.create(game, folder=tmp_path, name="g.jsonl")
    while not game.over:
        policy(game, 5)
        log.sync(game)
    log.close()
    return tmp_path / "g.jsonl", game


def test_viewer_steps_switches_seats_and_shows_both_hands_after_the_end(tmp_path, db):
    path, game = finished_log(tmp_path)
    frames = load_frames(path, db)
    assert len(frames) == len(game.commands()) + 1
    assert frames.over()

    async def drive() -> None:
        app = ReplayApp(frames)
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.press("right", "right", "right")
            assert app.step == 3
            await pilot.press("left")
            assert app.step == 2
            await pilot.press("s")
            assert app.seat == 1 and not app.both
            await pilot.press("s")
            assert app.both  # the game is over: both hands may be shown
            await pilot.press("t")
            await pilot.press("5", "enter")
            assert frames.view(app.step, app.seat)["turn"] >= 5

    asyncio.run(drive())


def test_viewer_plays_a_redacted_export(tmp_path, db):
    _, game = finished_log(tmp_path)
    path = tmp_path / "export.json"
    path.write_text(json.dumps(export_redacted(game, 1)))
    frames = load_frames(path, db)
    assert frames.export_seat == 1 and frames.both_hands(0) is None
    assert frames.view(len(frames) - 1, 1)["winner"] == game.winner
