"""Conceding in a hot-seat game where the board holds a turn the engine ended (End was all that was left):
the game ends in that Main Phase, as the board showed it — no turn ended, none begun."""

from __future__ import annotations

from opcg_tui.tui.board import BoardScreen

from .conftest import COMPACT
from .helpers import concede_by_the_menu, prompt_kind, run_async, screen_text, settle


@run_async
async def test_conceding_a_held_turn_ends_the_game_in_that_turn(make_app):
    app = make_app("hotseat", seed=1, deck1="ST-01", deck2="ST-02")
    async with app.run_test(size=COMPACT) as pilot:
        await settle(pilot)
        for key in ("enter", "2", "enter", "1", "enter", "1", "enter"):  # Player 2 goes first; both keep
            await pilot.press(key)
            await settle(pilot)
        board = app.screen
        assert isinstance(board, BoardScreen) and prompt_kind(app) == "main" and board.viewer == 1
        assert [c.label for c in board.choices][0].startswith("Play Bonney")
        await pilot.press("1")  # its only DON!!: nothing else can be done, and the engine ends the turn
        await settle(pilot)
        assert board.held is not None and board.session.game.s.turn == 2  # the board holds turn 1
        assert "Nothing else can be done this" in screen_text(app)
        await concede_by_the_menu(pilot)
        game = board.session.game
        assert (game.winner, game.s.turn, game.s.phase) == (0, 1, "main")
        assert "Player 2 conceded." in screen_text(app) and "1 turn ·" in screen_text(app)
