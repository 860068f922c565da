"""A deck named by a name no file system takes (too long for a file name) is an unknown deck, not an OSError."""

from __future__ import annotations

from pathlib import Path

import pytest

from hardening import opcg

LONG = "x" * 5000


@pytest.mark.parametrize("game", ["opcg", "dbsfw"])
def test_deck_validate_of_a_name_too_long_for_a_file(game):
    result = opcg("deck", "validate", "--game", game, LONG)
    assert result.exit_code == 2 and "unknown" in result.stderr and "deck" in result.stderr


def test_a_fusion_world_scenario_dealing_a_deck_too_long_for_a_file_name(tmp_path: Path):
    path = tmp_path / "long.yaml"
    path.write_text(f"name: long\ngame: dbsfw\nstate:\n  new_game:\n    p1: {LONG}\n    p2: FS02\n"
                    "do:\n  - p1: first\nexpect:\n  - \"p1.hand == 5\"\n")
    result = opcg("scenario", "run", str(path))
    assert result.exit_code == 2 and f"{path}:5: deck 'xxx" in result.stderr
