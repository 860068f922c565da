from __future__ import annotations

import pytest

from opcg_tui.tui.app import OpcgApp

SIZE = (100, 30)  # the full board
COMPACT = (80, 24)  # the compact board


@pytest.fixture
def make_app():
    """An app that starts straight into a game (pace 0: the computer acts at once)."""

    def make(mode: str = "hotseat", seed: int = 7, deck1: str = "ST-01", deck2: str = "ST-02",
             level: str | None = None) -> OpcgApp:
        level = level or ("random" if mode == "computer" else None)
        return OpcgApp(start=("new", mode, deck1, deck2, seed, level), pace=0)

    return make
