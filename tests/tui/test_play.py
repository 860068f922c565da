"""Whole games played by key presses alone, checking the board after every key."""

from __future__ import annotations

from opcg_tui.paths import saves_dir
from opcg_tui.tui.board import BoardScreen
from opcg_tui.tui.cardview import CardSlot
from opcg_tui.tui.cover import CoverScreen
from opcg_tui.tui.gameover import GameOverScreen
from opcg_tui.tui.session import latest_saved

from .conftest import SIZE
from .helpers import board_of, check_covered, play_to_end, run_async, screen_text


def check_board(app, key: str, seen: dict) -> None:
    """The board shows exactly `view(seat)` of the seat at the bottom, and that seat is the one to act."""
    board = board_of(app)
    assert board is not None
    game = board.game
    if isinstance(app.screen, CoverScreen):
        seen["covers"] += 1
        # The person the cover waits for is the one to act. The board may already be drawn for them
        # underneath (so lifting is quick), but nothing of theirs shows, and nothing of the board answers.
        text = check_covered(app, board)
        assert not any(board.check_action(a, (0,)) for a in ("pick", "confirm", "attack", "give", "end_turn"))
        assert "Pass the terminal to" in text
        return
    if not isinstance(app.screen, BoardScreen) or game.over:
        return
    seat = board.viewer
    view = game.view(seat)
    if board.session.mode == "hotseat":
        assert game.waiting.player == seat, "the player to act sits at the bottom"
    me, opp = view["players"][seat], view["players"][1 - seat]
    hand = [s.uid for s in board.query("#hand CardSlot").results(CardSlot) if s.card is not None]
    assert hand == [c["uid"] for c in me["hand"]]
    for row, p in (("me", me), ("opp", opp)):
        shown = [board.query_one(f"#{row}-{i}", CardSlot).uid for i in range(7)]
        chars = [c["uid"] for c in p["characters"]]
        assert shown == [p["leader"]["uid"], *chars, *[None] * (5 - len(chars)),
                         p["stage"]["uid"] if p["stage"] else None]
    assert board.query_one("#opp-info").data[1]["hand"] is None  # only a count of the other hand
    prompt = view["prompt"]
    if prompt["player"] == seat and prompt["kind"] not in ("main", "choose"):
        assert len(board.choices) == len([o for o in prompt["options"] if o.kind != "concede"])
    seen["boards"] += 1


@run_async
async def test_hotseat_game_to_the_end_by_keys(make_app):
    app = make_app("hotseat", seed=7)
    seen = {"covers": 0, "boards": 0}
    async with app.run_test(size=SIZE) as pilot:
        presses = await play_to_end(pilot, check=lambda a, k: check_board(a, k, seen))
        assert isinstance(app.screen, GameOverScreen)
        board = board_of(app)
        game = board.game
        assert game.over and game.winner in (0, 1, 2)
        text = screen_text(app)
        headline, how = board.session.result_text()
        assert headline in text and f"{game.s.turn} turns" in text
        assert seen["covers"] > 10 and seen["boards"] > 20, (presses, seen)
        # The finished game's log stays as its replay; Resume skips it.
        assert len(list(saves_dir().glob("*.jsonl"))) == 1
        assert latest_saved(lambda: app.db) is None
        await pilot.press("m")
        assert type(app.screen).__name__ == "MenuScreen"


@run_async
async def test_game_against_the_computer_to_the_end_by_keys(make_app):
    app = make_app("computer", seed=11)
    seen = {"covers": 0, "boards": 0}
    async with app.run_test(size=SIZE) as pilot:
        await play_to_end(pilot, check=lambda a, k: check_board(a, k, seen))
        board = board_of(app)
        assert board.game.over
        assert seen["covers"] == 0, "no cover screens against the computer"
        assert board.viewer == 0  # the person always sits at the bottom
        narrator = board.narrators[0]
        assert any(line.startswith("Computer ") for line in narrator.lines), "the computer's actions are logged"
        assert isinstance(app.screen, GameOverScreen)
