"""The user's own cards: `<data>/cards` and `--cards DIR` join the shipped pool through the OPCG_CARD_DIRS
mechanism, with the shipped cards' validation and messages; no card replaces a shipped number; a bad
file of the user's folder is named and left out; the card cache follows the user's files."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from tui.helpers import run_async

import opcg_tui.games.onepiece.cards as cards
from hardening import opcg, opcg_process
from opcg_tui.data.yamlfile import DataError
from opcg_tui.games.onepiece import load_cards
from opcg_tui.paths import user_cards_dir
from opcg_tui.tui.app import OpcgApp

CARD = "- {number: %s, name: Preview, category: character, colors: [red], cost: 1, power: %d}\n"
BAD = CARD.replace("power: %d", "power: lots") % "ZZ09-002"
FW_BAD = "- {number: FS09-01, name: Preview, category: battle, colors: [red], cost: 1, power: lots}\n"


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


def make_special(folder, kind: str) -> tuple[str, str]:
    """A file of `kind` in `folder` that is no card file: its name, and the problem named."""
    if kind == "pipe":
        os.mkfifo(folder / "pipe.yaml")
        return "pipe.yaml", "not a regular file (a pipe, a device or a socket); give a file"
    if kind == "device":
        (folder / "zero.yaml").symlink_to("/dev/zero")
        return "zero.yaml", "not a regular file (a pipe, a device or a socket); give a file"
    (folder / "loop1.yaml").symlink_to("loop2.yaml")
    (folder / "loop2.yaml").symlink_to("loop1.yaml")
    return "loop1.yaml", "cannot read: Too many levels of symbolic links"


SPECIAL = ["pipe", "device", "loop"]


def test_special_files_in_the_user_folder_are_named_and_skipped(fresh_pool):
    user_cards_dir().mkdir(parents=True)
    named = [make_special(user_cards_dir(), kind) for kind in SPECIAL]
    result = opcg_process("cards", "list", "--set", "ST01", "--json")  # the pipe hung it, /dev/zero ran out of memory
    assert result.returncode == 0 and len(json.loads(result.stdout)) == 17
    for name, problem in named:
        assert f"warning: {user_cards_dir() / name}: {problem} (the file is skipped)" in result.stderr


@pytest.mark.parametrize("kind", SPECIAL)
def test_a_special_file_in_a_named_card_folder_is_refused(fresh_pool, tmp_path, kind):
    folder = tmp_path / "mine"
    folder.mkdir()
    name, problem = make_special(folder, kind)
    result = opcg_process("--cards", str(folder), "cards", "list", "--set", "ST01")
    assert result.returncode == 2 and f"error: {folder / name}: {problem}" in result.stderr


@pytest.fixture
def broken(fresh_pool, tmp_path):
    """A broken card file in the user's folder, a deck and a scenario that use its card."""
    user_cards_dir().mkdir(parents=True)
    (user_cards_dir() / "ZZ09.yaml").write_text(BAD)
    deck = tmp_path / "deck.yaml"
    deck.write_text("id: d\nleader: ST01-001\ncards: {ST01-004: 4, ZZ09-002: 4}\n")
    scenario = tmp_path / "s.yaml"
    scenario.write_text("name: x\nstate: {p1: {hand: [ZZ09-002]}}\nexpect: ['turn == 3']\n")
    return {"deck": str(deck), "scenario": str(scenario)}


@pytest.mark.parametrize("command, status, error", [
    (["deck", "validate", "{deck}"], 2, "unknown card number 'ZZ09-002'"),
    (["cards", "show", "ZZ09-002"], 2, "unknown card number 'ZZ09-002'"),
    (["scenario", "run", "{scenario}"], 2, "unknown card number 'ZZ09-002' in 'hand'"),
    (["cards", "list", "--set", "ZZ09"], 0, ""),
])
def test_a_broken_user_card_file_is_named_before_what_it_explains(broken, command, status, error):
    result = opcg(*(word.format(**broken) for word in command))
    warning = f"warning: {user_cards_dir() / 'ZZ09.yaml'}:1: ZZ09-002: 'power' must be a whole number, not 'lots' " \
              "(the file is skipped)"
    assert result.exit_code == status and result.stderr.startswith(warning), result.stderr
    assert error in result.stderr and result.stderr.count(warning) == 1


def test_a_broken_fusion_world_card_file_of_the_user_is_skipped_too(fresh_pool):
    (user_cards_dir() / "dbsfw").mkdir(parents=True)
    (user_cards_dir() / "dbsfw" / "FS09.yaml").write_text(FW_BAD)
    result = opcg("cards", "list", "--game", "dbsfw", "--json")
    assert result.exit_code == 0 and any(c["number"] == "FS01-01" for c in json.loads(result.stdout))
    assert f"warning: {user_cards_dir() / 'dbsfw' / 'FS09.yaml'}:1: FS09-01: 'power' must be a whole number of 0 " \
           "or more (the file is skipped)" in result.stderr


@run_async
async def test_the_app_names_a_left_out_card_file_of_each_game(fresh_pool):
    (user_cards_dir() / "dbsfw").mkdir(parents=True)
    (user_cards_dir() / "dbsfw" / "FS09.yaml").write_text(FW_BAD)
    app = OpcgApp(pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert not app._notifications
        app.cards("dbsfw")  # a Fusion World game chosen in the menu
        await pilot.pause()
        assert any("FS09.yaml:1: FS09-01: 'power'" in n.message for n in app._notifications)
