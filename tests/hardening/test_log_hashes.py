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
    result = opcg("replay", str(full_log), "--verify")  # read, but not vouched for: most lines are unchecked
    assert result.exit_code == 1 and f"{len(lines) - 1} of its {len(lines)} decision lines carry no state hash" \
        in result.stderr
    header["version"] = 3
    full_log.write_text("\n".join(json.dumps(r) for r in [header, *lines]) + "\n")
    with pytest.raises(LogError, match="no state hash"):
        read_log(full_log, db)


def _unhashed(lines: list[dict], which: str) -> list[dict]:
    if which == "half":
        for record in lines[::2]:
            del record["hash"]
    elif which == "all":
        for record in lines:
            del record["hash"]
    elif which == "zero":
        for record in lines:
            record["hash"] = "0" * 20
    else:  # cut mid-game, an unhashed concession appended
        lines = lines[: len(lines) // 2]
        lines.append({"n": len(lines) + 1, "cmd": [lines[-1]["cmd"][0], "concede", []]})
    return lines


@pytest.mark.parametrize("version, which", [(2, "half"), (2, "all"), (1, "zero"), (2, "cut"), (1, "cut")])
def test_verify_and_export_vouch_only_for_lines_whose_hash_was_checked(full_log, db, version, which):
    """'Every hash matches' means every decision line has its hash and each was compared: an older log whose
    lines lost theirs, or whose hashes nobody can check (version 1), is not verified, nor exported."""
    header, *lines = records(full_log)
    header["version"] = version
    lines = _unhashed(lines, which)
    full_log.write_text("\n".join(json.dumps(r) for r in [header, *lines]) + "\n")
    assert read_log(full_log, db).game.over  # each decision is legal, and the game ends
    result = opcg("replay", str(full_log), "--verify")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith(f"{full_log}: not verified: {len(lines)} decisions replayed")
    assert "cannot be checked" in result.stderr
    exported = opcg("export", str(full_log))
    assert exported.exit_code == 2 and exported.stdout == ""
    assert exported.stderr.startswith(f"error: {full_log}: not exported: ") and len(exported.stderr.splitlines()) == 1


def test_a_bad_seat_names_the_log_being_exported(full_log):
    result = opcg("export", str(full_log), "--seat", "p3")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.strip() == f"error: {full_log}: --seat 'p3': must be p1 or p2 (whose view of this game to export)"
