"""Every decision line carries its state hash and verify checks each; a log that ends before the game
ended says so; older logs stay readable."""

from __future__ import annotations

import json

import pytest

from hardening import opcg
from opcg_tui.engine import Command, game_from_header
from opcg_tui.engine.game import decode_args
from opcg_tui.gamelog import VERSION, LogError, read_log, state_hash


def records(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_simulate_hashes_every_line_with_the_state_after_it(full_log, db):
    header, *lines = records(full_log)
    assert header["version"] == VERSION == 3 and len(lines) > 20
    game = game_from_header(header["game"], db)
    for record in lines:
        player, kind, args = record["cmd"]
        game.apply(Command(player, kind, decode_args(args)))
        assert record["hash"] == state_hash(game)
    assert game.over


def test_verify_a_whole_game(full_log):
    result = opcg("replay", str(full_log), "--verify")
    assert result.exit_code == 0 and "every hash matches; the game is over" in result.stdout


@pytest.mark.parametrize("damage", ["header only", "cut at a line", "hash removed"])
def test_verify_does_not_vouch_for_a_damaged_log(full_log, damage):
    lines = full_log.read_text().splitlines()
    if damage == "header only":
        lines = lines[:1]
    elif damage == "cut at a line":
        lines = lines[: len(lines) // 2]
    else:
        record = json.loads(lines[5])
        del record["hash"]
        lines[5] = json.dumps(record)
    full_log.write_text("\n".join(lines) + "\n")
    result = opcg("replay", str(full_log), "--verify")
    assert result.exit_code == 1
    assert "every hash matches;" not in result.stdout
    if damage == "hash removed":
        assert f"{full_log.name}:6: the decision line has no state hash" in result.stderr
    else:
        assert "the log ends before the game ended" in result.stderr


def test_a_version_2_log_with_hashes_on_some_lines_still_reads(full_log, db):
    header, *lines = records(full_log)
    header["version"] = 2
    for record in lines[:-1]:
        del record["hash"]  # version 2 hashed only the last line of a batch
    full_log.write_text("\n".join(json.dumps(r) for r in [header, *lines]) + "\n")
    loaded = read_log(full_log, db)
    assert loaded.version == 2 and loaded.hashes == 1 and loaded.game.over
    result = opcg("replay", str(full_log), "--verify")
    assert result.exit_code == 0 and "the 1 hashes it holds match (a version 2 log" in result.stdout
    header["version"] = 3
    full_log.write_text("\n".join(json.dumps(r) for r in [header, *lines]) + "\n")
    with pytest.raises(LogError, match="no state hash"):
        read_log(full_log, db)
