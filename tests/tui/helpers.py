"""Driving the app by keys alone: a tiny deterministic policy, and a plain-text view of the screen."""

from __future__ import annotations

import asyncio
import functools
import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console

from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.board import BoardScreen
from opcg_tui.tui.cover import CoverScreen
from opcg_tui.tui.dialogs import ConfirmScreen, MenuDialog
from opcg_tui.tui.gameover import GameOverScreen


def run_async(test):
    """Run an async test in its own event loop (the project has no async pytest plugin)."""

    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        return asyncio.run(test(*args, **kwargs))

    return wrapper


def screen_text(app: OpcgApp) -> str:
    """What the terminal shows now, as plain text."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True, record=True,
                      legacy_windows=False, safe_box=False, color_system="truecolor")
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text(styles=False)


async def settle(pilot) -> None:
    """Wait while the computer thinks and plays (its pace is 0 in tests)."""
    app = pilot.app
    for _ in range(2000):
        board = board_of(app)
        if board is None or not board.thinking:
            return
        await app.workers.wait_for_complete()
        await pilot.pause(0)
    raise AssertionError("the computer kept thinking")


def board_of(app: OpcgApp) -> BoardScreen | None:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, BoardScreen):
            return screen
    return None


def check_covered(app: OpcgApp, board: BoardScreen) -> str:
    """Under a cover: it waits for the person to act, whose board (drawn underneath or not) answers nothing
    and shows none of their hand. Returns what the screen shows."""
    seat = board.game.waiting.player
    assert isinstance(app.screen, CoverScreen) and app.screen.person == board.session.names[seat]
    assert board.covered and board.my_prompt() is None and list(board.palette_commands()) == []
    text = screen_text(app)
    for card in board.game.view(seat)["players"][seat]["hand"]:
        assert card["name"] not in text
    return text


def next_key(app: OpcgApp) -> str | None:
    """The key an eager player presses now: uncover, confirm, or the first choice offered.

    In the Main Phase the first choice plays a card, then uses effects, then attacks, and ends the
    turn when nothing else is left; so games end by damage, and every kind of prompt comes up.

    None when the game is over (the game-over screen is up) or nothing can be pressed.
    """
    screen = app.screen
    if isinstance(screen, GameOverScreen):
        return None
    if isinstance(screen, CoverScreen):
        return "enter"
    if isinstance(screen, ConfirmScreen):
        return "y"
    if not isinstance(screen, BoardScreen):
        return None
    prompt = screen.my_prompt()
    if prompt is None:
        return None
    for i, choice in enumerate(screen.choices[:9]):
        if choice.enabled and not choice.marked:
            return str(i + 1)
    return None


async def play_to_end(pilot, max_keys: int = 3000, check=None) -> int:
    """Press keys by `next_key` until the game-over screen; returns how many keys were pressed."""
    presses = 0
    await settle(pilot)
    while presses < max_keys:
        key = next_key(pilot.app)
        if key is None:
            if isinstance(pilot.app.screen, GameOverScreen):
                return presses
            await settle(pilot)
            key = next_key(pilot.app)
            if key is None:
                if isinstance(pilot.app.screen, GameOverScreen):
                    return presses
                raise AssertionError(f"stuck on {type(pilot.app.screen).__name__}:\n{screen_text(pilot.app)}")
        await pilot.press(key)
        presses += 1
        await settle(pilot)
        if check is not None:
            check(pilot.app, key)
    raise AssertionError(f"the game did not end within {max_keys} key presses")


async def press_until(pilot, done, limit: int = 400) -> None:
    """Press keys by `next_key` until `done(app)` holds."""
    await settle(pilot)
    for _ in range(limit):
        if done(pilot.app):
            return
        key = next_key(pilot.app)
        assert key is not None, f"stuck on {type(pilot.app.screen).__name__}"
        await pilot.press(key)
        await settle(pilot)
    raise AssertionError("the position did not come up")


async def concede_by_the_menu(pilot) -> None:
    """The person on the board concedes as a person does: Esc, Concede this game, y; then the game-over screen."""
    app = pilot.app
    await pilot.press("escape")
    assert isinstance(app.screen, MenuDialog)
    await pilot.press("3")  # Concede this game
    assert isinstance(app.screen, ConfirmScreen)
    await pilot.press("y")
    await settle(pilot)
    await pilot.pause()
    assert isinstance(app.screen, GameOverScreen)


def prompt_kind(app) -> str | None:
    """The kind of the prompt the board on top shows its seat, if any."""
    screen = app.screen
    if isinstance(screen, BoardScreen) and screen.my_prompt():
        return screen.my_prompt()["kind"]
    return None


def load_damaged_export(game: Any, damage: Callable[[dict], Any], folder: Path, db: Any) -> Any:
    """Export `game` as seat 0 saw it, damage the export's data (`damage` edits it in place), and load it."""
    from opcg_tui.gamelog import export_redacted
    from opcg_tui.tui.replay_frames import load_frames

    data = json.loads(json.dumps(export_redacted(game, 0)))
    damage(data)
    path = folder / "bad.json"
    path.write_text(json.dumps(data))
    return load_frames(path, db)


def each_field_removed(game: Any, folder: Path, db: Any) -> list[str]:
    """Export `game`, remove each field of a view in turn (the view's, each player's, the battle's, a card's) from
    a step that shows a battle, and load it: the fields whose removal was not refused (by name, none expected)."""
    from opcg_tui.gamelog import LogError, export_redacted
    from opcg_tui.tui.replay_frames import load_frames

    data = json.loads(json.dumps(export_redacted(game, 0)))
    step = next(i for i, s in enumerate(data["steps"]) if s["view"]["battle"])
    view = data["steps"][step]["view"]
    places = [("view", view), ("player 1", view["players"][0]), ("player 2", view["players"][1]),
              ("the battle", view["battle"]), ("a card", view["players"][1]["leader"])]
    accepted = []
    for where, part in places:
        for key in list(part):
            if where == "view" and key == "game" or where == "a card" and key == "short":
                continue  # an export from before there were two games (ONE PIECE), or short names (the whole name)
            value = part.pop(key)
            (folder / "bad.json").write_text(json.dumps(data))
            try:
                load_frames(folder / "bad.json", db)
                accepted.append(f"{where}: {key}")
            except LogError as exc:
                assert f"step {step}: " in exc.problem and f"'{key}' is missing" in exc.problem, exc.problem
            part[key] = value
    return accepted
