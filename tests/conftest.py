from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
os.environ.setdefault("OPCG_DATA_DIR", str(Path(__file__).parent / ".data-dir-unused"))


@pytest.fixture(scope="session")
def db():
    from opcg_tui.data.cards import load_cards

    return load_cards()


@pytest.fixture(scope="session")
def decks(db):
    from opcg_tui.data.decks import load_deck

    return {d: load_deck(d, db) for d in ("ST-01", "ST-02", "ST-03", "ST-04")}


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("OPCG_DATA_DIR", str(tmp_path / "data"))
