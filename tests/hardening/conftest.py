from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    """An empty user data folder (decks, saves, settings) for one test."""
    folder = tmp_path / "user"
    (folder / "decks").mkdir(parents=True)
    monkeypatch.setenv("OPCG_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def full_log(tmp_path):
    """A whole game's log, as `simulate --save-dir` writes it."""
    from opcg_tui.simulate import run_simulation

    run_simulation("ST-01", "ST-02", "random,random", 1, 7, progress=False, save_dir=tmp_path / "sim")
    return tmp_path / "sim" / "game-00000.jsonl"
