"""The validated card pool is cached by content: a changed file is read again, a damaged cache is
ignored, and an unwritable cache folder only costs time (issue 9)."""

from __future__ import annotations

from pathlib import Path

import pytest

from opcg_tui.data.yamlfile import DataError
from opcg_tui.games.onepiece import load_cards

CARD = """- {number: ZZ01-001, name: Cached, category: character, colors: [red], cost: 1, power: %d}
"""


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("OPCG_CACHE_DIR", str(tmp_path / "cache"))
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "ZZ01.yaml").write_text(CARD % 1000)
    return cards


def test_a_second_load_comes_from_the_cache_and_a_changed_file_is_read_again(folder, tmp_path):
    assert load_cards([folder])["ZZ01-001"].power == 1000
    cached = list((tmp_path / "cache").glob("*.pickle"))
    assert len(cached) == 1
    assert load_cards([folder])["ZZ01-001"].power == 1000
    (folder / "ZZ01.yaml").write_text(CARD % 2000)
    assert load_cards([folder])["ZZ01-001"].power == 2000
    assert len(list((tmp_path / "cache").glob("*.pickle"))) == 1  # the stale form is gone


def test_a_damaged_cache_is_ignored(folder, tmp_path):
    load_cards([folder])
    for path in (tmp_path / "cache").glob("*.pickle"):
        path.write_bytes(b"not a pickle")
    assert load_cards([folder])["ZZ01-001"].power == 1000


def test_an_unwritable_cache_folder_only_costs_time(folder, tmp_path, monkeypatch):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the cache folder would be")
    monkeypatch.setenv("OPCG_CACHE_DIR", str(blocked / "cache"))
    assert load_cards([folder])["ZZ01-001"].power == 1000


def test_a_bad_card_file_is_reported_not_cached(folder, tmp_path):
    (folder / "ZZ01.yaml").write_text(CARD.replace("power: %d", "power: lots"))
    with pytest.raises(DataError, match="ZZ01.yaml:1"):
        load_cards([folder])
    assert not list((tmp_path / "cache").glob("*.pickle"))


def test_the_shipped_pool_and_a_folder_added_to_it(folder, monkeypatch):
    import opcg_tui.games.onepiece.cards as cards

    monkeypatch.setattr(cards, "_DEFAULT_DB", None)
    monkeypatch.setenv("OPCG_CARD_DIRS", str(folder))
    db = load_cards()
    assert "ZZ01-001" in db and "ST01-001" in db
    monkeypatch.setattr(cards, "_DEFAULT_DB", None)
    assert Path(str(folder)).is_dir()
