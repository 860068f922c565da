"""The computer's actions say why, on the board."""

from __future__ import annotations

import pytest

from opcg_tui.tui.app import OpcgApp

from .conftest import SIZE
from .helpers import board_of, press_until, run_async, screen_text

GAMES = [("new", "computer", "ST-01", "ST-02", 11, "normal"), ("new", "computer", "FS04", "FS02", 5, "normal", "dbsfw")]


def computer_line(app) -> str:
    board = board_of(app)
    message = board.message if board is not None else ""
    shown = board is not None and board.view is not None and board.view["battle"] is None
    return message if shown and message.startswith("Computer:") else ""


@pytest.mark.parametrize("start", GAMES, ids=["opcg", "dbsfw"])
@run_async
async def test_the_computer_action_line_gives_its_reason(start):
    app = OpcgApp(start=start, pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: " — " in computer_line(a))
        line = computer_line(app)
        action, reason = line.split(" — ", 1)
        assert reason.strip()
        assert f"{action} — {reason[:10]}" in screen_text(app), line  # what it did, and why, on the board


@pytest.mark.parametrize("start", GAMES, ids=["opcg", "dbsfw"])
@run_async
async def test_the_game_log_tells_each_computer_action_with_its_reason(start):
    from opcg_tui.tui.board_areas import SeatLog

    app = OpcgApp(start=start, pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await press_until(pilot, lambda a: " — " in computer_line(a))
        board = board_of(app)
        reasons = board.session.reasons
        assert reasons and all(board.game.log[i].kind == "answer" for i in reasons)
        told = "\n".join(line.plain for line in board.query_one("#log", SeatLog).seat_lines[board.viewer])
        shown = [why for why in reasons.values() if f" — {why}." in told]  # (a silent answer has no sentence)
        assert shown, (reasons, told[-600:])

