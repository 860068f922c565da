"""Screenshots compared with accepted ones (pytest-textual-snapshot): fixed seeds, 100×30 (the full board) and
80×24 (the compact one), no animation.

Update after a deliberate change with: pytest tests/tui/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.board import BoardScreen
from opcg_tui.tui.cover import CoverScreen

from .conftest import COMPACT, SIZE
from .helpers import play_to_end, press_until, prompt_kind


def test_menu(snap_compare):
    assert snap_compare(OpcgApp(pace=0), terminal_size=SIZE)


def test_board_mid_game(snap_compare, make_app):
    async def run_before(pilot):
        await press_until(pilot, lambda app: isinstance(app.screen, BoardScreen) and app.screen.game.s.turn >= 5
                          and prompt_kind(app) == "main")

    assert snap_compare(make_app("hotseat", seed=7), terminal_size=SIZE, run_before=run_before)


def test_counter_prompt(snap_compare, make_app):
    async def run_before(pilot):
        await press_until(pilot, lambda app: prompt_kind(app) == "counter")

    assert snap_compare(make_app("hotseat", seed=7), terminal_size=SIZE, run_before=run_before)


def test_compact_board_mid_game(snap_compare, make_app):
    async def run_before(pilot):
        await press_until(pilot, lambda app: isinstance(app.screen, BoardScreen) and app.screen.game.s.turn >= 5
                          and prompt_kind(app) == "main")

    assert snap_compare(make_app("hotseat", seed=7), terminal_size=COMPACT, run_before=run_before)


def test_compact_counter_prompt_with_the_card_open(snap_compare, make_app):
    async def run_before(pilot):
        await press_until(pilot, lambda app: prompt_kind(app) == "counter")
        await pilot.press("i")

    assert snap_compare(make_app("hotseat", seed=7), terminal_size=COMPACT, run_before=run_before)


def test_cover_screen(snap_compare, make_app):
    async def run_before(pilot):
        await press_until(pilot, lambda app: isinstance(app.screen, CoverScreen)
                          and app.screen.reason.startswith("Turn"))

    assert snap_compare(make_app("hotseat", seed=7), terminal_size=SIZE, run_before=run_before)


def test_game_over(snap_compare, make_app):
    async def run_before(pilot):
        await play_to_end(pilot)

    assert snap_compare(make_app("computer", seed=11), terminal_size=SIZE, run_before=run_before)
