from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
os.environ.setdefault("OPCG_DATA_DIR", str(Path(__file__).parent / ".data-dir-unused"))
os.environ.setdefault("OPCG_CACHE_DIR", str(Path(tempfile.gettempdir()) / f"opcg-test-cache-{os.getuid()}"))


@pytest.fixture(scope="session")
def db():
    from opcg_tui.games.onepiece import load_cards

    return load_cards()


TEST_CARDS = Path(__file__).parent / "cards"


@pytest.fixture(scope="session")
def tdb():
    """The shipped cards and the test-only cards of tests/cards (for scenarios of rules and primitives
    that no implemented card uses yet)."""
    from opcg_tui.data.cards import builtin_dir
    from opcg_tui.games.onepiece import load_cards

    return load_cards([builtin_dir("cards"), TEST_CARDS])


@pytest.fixture(scope="session")
def decks(db):
    from opcg_tui.games.onepiece.decks import load_deck

    return {d: load_deck(d, db) for d in ("ST-01", "ST-02", "ST-03", "ST-04")}


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("OPCG_DATA_DIR", str(tmp_path / "data"))
