"""`opcg replay` without a file lists the saved replays and the unfinished games, naming each game."""

from __future__ import annotations

import os

from tests_logs import write_log
from typer.testing import CliRunner

from opcg_tui.cli import app as cli
from opcg_tui.paths import saves_dir, user_data_dir


def test_replay_without_a_file_lists_replays_and_unfinished_games(db):
    saves_dir().mkdir(parents=True)
    (user_data_dir() / "replays").mkdir()
    unfinished = write_log(saves_dir(), db, 7)
    os.utime(unfinished, (86400 * 400, 86400 * 400))
    replay = write_log(user_data_dir() / "replays", db, 3, players={"mode": "computer", "levels": {"1": "easy"},
                                                                     "decks": ["ST-01", "ST-02"]})
    with replay.open("a") as f:  # it ends: the replay of a finished game
        f.write('{"n":4,"cmd":[0,"concede",[]]}\n')
    (saves_dir() / "broken.jsonl").write_text("hello\n")
    result = CliRunner().invoke(cli, ["replay"], terminal_width=200)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert text.index("Saved replays") < text.index(str(replay)) < text.index("Unfinished games")
    assert "ST-01 vs ST-02 · turn 1 · vs computer (easy)" in text
    assert "ST-01 vs ST-02 · turn " in text.split("Unfinished games")[1] and str(unfinished) in text
    assert f"  {saves_dir() / 'broken.jsonl'}:1: " in text  # named with its problem


def test_replay_without_a_file_and_nothing_saved(db):
    result = CliRunner().invoke(cli, ["replay"], terminal_width=200)
    assert result.exit_code == 0
    assert f"No saved replay in {user_data_dir() / 'replays'}." in result.stdout
    assert f"No unfinished game in {saves_dir()}." in result.stdout


