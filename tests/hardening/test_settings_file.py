"""settings.json that is not a mapping of the known settings is the defaults, never a crash, and the
player is told which file and what is wrong."""

from __future__ import annotations

import os

import pytest
from tui.helpers import run_async

from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.settings import Settings, load_settings


@pytest.mark.parametrize("text", ["[]", '"x"', "5", "null", '{"pace": "zzz"}', '{"pace": 5}', "[" * 500,
                                  '{"pace": ' + "9" * 5000 + "}", '{"pace": NaN}', "\xff"])
def test_a_bad_settings_file_is_the_defaults(user_dir, text):
    (user_dir / "settings.json").write_bytes(text.encode("latin-1"))
    settings, problem = load_settings()
    assert settings == Settings() and str(user_dir / "settings.json") in problem


def test_a_good_settings_file_is_read(user_dir):
    (user_dir / "settings.json").write_text('{"pace": "fast", "level": "hard", "undo_in_hotseat": true, "x": 1}')
    assert load_settings() == (Settings(pace="fast", level="hard", undo_in_hotseat=True), "")


def test_no_settings_file_is_the_defaults_without_a_word(user_dir):
    assert load_settings() == (Settings(), "")


def test_a_pipe_as_settings_file_does_not_block(user_dir):
    os.mkfifo(user_dir / "settings.json")
    settings, problem = load_settings()
    assert settings == Settings() and "not a regular file" in problem


@run_async
async def test_the_app_says_the_settings_file_is_not_read(user_dir):
    (user_dir / "settings.json").write_text("[]")
    app = OpcgApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        shown = [n.message for n in app._notifications]
        assert any(str(user_dir / "settings.json") in m and "default" in m for m in shown)
