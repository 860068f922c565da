"""settings.json that is not a mapping of the known settings is the defaults, never a crash."""

from __future__ import annotations

import os

import pytest

from opcg_tui.tui.settings import Settings, load_settings


@pytest.mark.parametrize("text", ["[]", '"x"', "5", "null", '{"pace": "zzz"}', '{"pace": 5}', "[" * 500,
                                  '{"pace": ' + "9" * 5000 + "}", '{"pace": NaN}', "\xff"])
def test_a_bad_settings_file_is_the_defaults(user_dir, text):
    (user_dir / "settings.json").write_bytes(text.encode("latin-1"))
    assert load_settings() == Settings()


def test_a_good_settings_file_is_read(user_dir):
    (user_dir / "settings.json").write_text('{"pace": "fast", "level": "hard", "undo_in_hotseat": true, "x": 1}')
    assert load_settings() == Settings(pace="fast", level="hard", undo_in_hotseat=True)


def test_a_pipe_as_settings_file_does_not_block(user_dir):
    os.mkfifo(user_dir / "settings.json")
    assert load_settings() == Settings()
