"""Options that would be silently ignored, and runs of nothing, are errors."""

from __future__ import annotations

import pytest

from hardening import opcg


@pytest.mark.parametrize("args", [["--deck", "ST-03"], ["--opponent-deck", "ST-04"], ["--deck", "X", "--resume"]])
def test_play_with_decks_but_no_mode(args):
    result = opcg("play", *args)
    assert result.exit_code == 2 and "add --hotseat or --vs LEVEL" in result.stderr


def test_scenario_run_on_an_empty_folder(tmp_path):
    result = opcg("scenario", "run", str(tmp_path))
    assert result.exit_code == 2 and f"{tmp_path}: no scenario files (*.yaml) there" in result.stderr
