"""The user's own cards: `<data>/cards` and `--cards DIR` join the shipped pool through the OPCG_CARD_DIRS
mechanism, with the shipped cards' validation and messages; no card replaces a shipped number; a bad
file of the user's folder is named and left out; the card cache follows the user's files."""

from __future__ import annotations

import subprocess
import sys

import pytest
from tui.helpers import run_async

import opcg_tui.games.onepiece.cards as cards
from opcg_tui.data.yamlfile import DataError
from opcg_tui.games.onepiece import load_cards
from opcg_tui.paths import user_cards_dir
from opcg_tui.tui.app import OpcgApp

CARD = "- {number: %s, name: Preview, category: character, colors: [red], cost: 1, power: %d}\n"


@pytest.fixture
def fresh_pool(tmp_path, monkeypatch):
    """The default pool read again (not the one this process already read), with its own cache."""
    monkeypatch.setattr(cards, "_DEFAULT_DB", None)
    monkeypatch.setenv("OPCG_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("OPCG_CARD_DIRS", raising=False)
    yield
    cards._DEFAULT_DB = None


def reload():
    cards._DEFAULT_DB = None
    return load_cards()


def test_a_card_in_the_user_folder_joins_the_pool_and_follows_its_file(fresh_pool):
    user_cards_dir().mkdir(parents=True)
    (user_cards_dir() / "ZZ09.yaml").write_text(CARD % ("ZZ09-001", 1000))
    db = reload()
    assert db["ZZ09-001"].power == 1000 and "ST01-001" in db and db.skipped == []
    (user_cards_dir() / "ZZ09.yaml").write_text(CARD % ("ZZ09-001", 3000))
    assert reload()["ZZ09-001"].power == 3000  # the cache follows the change
    (user_cards_dir() / "ZZ09.yaml").unlink()
    assert "ZZ09-001" not in reload()


def test_a_user_card_never_replaces_a_shipped_one_and_a_bad_file_is_left_out(fresh_pool):
    user_cards_dir().mkdir(parents=True)
    (user_cards_dir() / "AA.yaml").write_text(CARD % ("ST01-004", 9000))
    (user_cards_dir() / "BB.yaml").write_text(CARD.replace("power: %d", "power: lots") % "ZZ09-002")
    (user_cards_dir() / "CC.yaml").write_text(CARD % ("ZZ09-003", 2000))
    db = reload()
    assert db["ST01-004"].power != 9000 and db["ZZ09-003"].power == 2000 and "ZZ09-002" not in db
    [dup, bad] = db.skipped
    assert f"{user_cards_dir() / 'AA.yaml'}:1: duplicate card number ST01-004 (already in " in dup
    assert "a card cannot replace another" in dup and dup.endswith("(the file is skipped)")
    assert bad.startswith(f"{user_cards_dir() / 'BB.yaml'}:1:")


@run_async
async def test_the_app_names_a_left_out_card_file(fresh_pool):
    user_cards_dir().mkdir(parents=True)
    (user_cards_dir() / "AA.yaml").write_text(CARD % ("ST01-004", 9000))
    app = OpcgApp(pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert any("AA.yaml:1: duplicate card number ST01-004" in n.message for n in app._notifications)


def test_a_folder_named_on_the_command_line_is_checked_like_the_shipped_cards(fresh_pool, tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "ZZ.yaml").write_text(CARD % ("ZZ09-004", 4000))
    run = lambda *args: subprocess.run([sys.executable, "-m", "opcg_tui", *args],  # noqa: E731
                                       capture_output=True, text=True, timeout=120)
    shown = run("--cards", str(folder), "cards", "show", "ZZ09-004", "--json")
    assert shown.returncode == 0 and '"power": 4000' in shown.stdout
    (folder / "ZZ.yaml").write_text(CARD % ("ST01-004", 4000))
    dup = run("--cards", str(folder), "cards", "show", "ST01-004")
    assert dup.returncode == 2 and "ZZ.yaml:1: duplicate card number ST01-004" in dup.stderr
    assert "Traceback" not in dup.stderr
    play = run("--cards", str(folder), "play")  # named before the screen opens
    assert play.returncode == 2 and "ZZ.yaml:1: duplicate card number ST01-004" in play.stderr
    with pytest.raises(DataError, match="duplicate card number ST01-004"):
        load_cards([cards.builtin_dir("cards"), folder])
