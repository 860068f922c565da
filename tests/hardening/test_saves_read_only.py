"""Folders that cannot be written (read-only, or a file in the way): one message naming the file and the
problem, exit status 2 on the command line, never a traceback; the app says it cannot start the game."""

from __future__ import annotations

import json

import pytest
from tests_logs import write_log
from typer.testing import CliRunner

from opcg_tui.cli import app as cli
from opcg_tui.saves import list_saves
from opcg_tui.tui.app import OpcgApp


def run(*args: str):
    result = CliRunner().invoke(cli, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result


@pytest.mark.parametrize("target", ["inside", "file"])
def test_simulate_save_dir_that_cannot_be_written(read_only, tmp_path, target):
    folder = read_only / "logs" if target == "inside" else tmp_path / "a-file"
    if target == "file":
        folder.write_text("in the way")
    result = run("simulate", "--games", "2", "--save-dir", str(folder))
    assert result.exit_code == 2
    assert f"--save-dir {folder}: cannot create the folder" in result.stderr


def test_simulate_never_replaces_logs_already_there(tmp_path):
    (tmp_path / "game-00001.jsonl").write_text("an earlier run\n")
    result = run("simulate", "--games", "3", "--save-dir", str(tmp_path))
    assert result.exit_code == 2 and "game-00001.jsonl is already there" in result.stderr
    assert (tmp_path / "game-00001.jsonl").read_text() == "an earlier run\n"
    assert not (tmp_path / "game-00000.jsonl").exists()


def test_export_and_deck_import_to_a_read_only_folder(read_only, tmp_path, db):
    log = write_log(tmp_path, db)
    result = run("export", str(log), "-o", str(read_only / "game.json"))
    assert result.exit_code == 2 and f"{read_only / 'game.json'}: cannot write:" in result.stderr
    deck = tmp_path / "deck.txt"
    deck.write_text("1xST01-001\n" + "4xST01-004\n" * 12 + "2xST01-005\n")
    result = run("deck", "import", str(deck), "-o", str(read_only / "deck.yaml"))
    assert result.exit_code == 2 and f"{read_only / 'deck.yaml'}: cannot write:" in result.stderr
    result = run("export", str(log), "-o", str(tmp_path))  # a folder in the way
    assert result.exit_code == 2 and f"{tmp_path}: cannot write: it is a folder" in result.stderr
    result = run("export", str(log), "-o", str(tmp_path / "ok.json"))
    assert result.exit_code == 0 and json.loads((tmp_path / "ok.json").read_text())["format"] == "opcg-export"


def test_a_read_only_saves_folder_lists_its_games_and_refuses_new_ones(read_only, monkeypatch, db):
    monkeypatch.setenv("OPCG_DATA_DIR", str(read_only))
    assert list_saves(read_only / "saves", lambda: db) == []
    app = OpcgApp(pace=0)
    error = app.start_new_game("hotseat", "ST-01", "ST-02", 3, None, None)
    assert error is not None and "cannot write the game's log in" in error and str(read_only) in error
