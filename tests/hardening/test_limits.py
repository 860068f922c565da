"""What is read is bounded: alias bombs, counts that stand for a billion cards, special files, huge files."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from hardening import opcg, opcg_process
from opcg_tui.data.inputs import MAX_FILE_BYTES
from opcg_tui.data.yamlfile import DataError
from opcg_tui.gamelog import LogError, read_log
from opcg_tui.scenario import load_scenario

BOMB = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 10) + "]\n" for i in range(9))


def test_an_alias_bomb_in_a_scenario_is_refused_at_once(tmp_path, db):
    path = tmp_path / "bomb.yaml"
    path.write_text(BOMB + "name: bomb\nstate: {p1: {hand: *j}}\nexpect: [turn == 3]\n")
    start = time.perf_counter()
    with pytest.raises(DataError, match="more than 200000 values \\(an alias counts as all it stands for\\)"):
        load_scenario(path, db)
    assert time.perf_counter() - start < 1


FLOW_BOMB = "[&a [x,x,x,x,x,x,x,x,x,x]" + "".join(f", &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 10) + "]"
                                                 for i in range(6)) + "]"  # ten million values


def test_an_alias_bomb_in_an_expectation_is_refused_at_once(tmp_path):
    path = tmp_path / "bomb.yaml"
    path.write_text(f"name: bomb\nstate: {{p1: {{hand: 2}}}}\nexpect:\n  - 'p1.hand.cards contains {FLOW_BOMB}'\n")
    result = opcg_process("scenario", "run", str(path))  # read without limits, nine levels ran for minutes
    assert result.returncode == 2, result.stdout
    assert "bomb.yaml:4: 'p1.hand.cards contains [&a [x,x,x,x,x,x,x,x,x,x], &b [*a,*a,…': more than " \
           "200000 values (an alias counts as all it stands for)" in result.stderr


@pytest.mark.parametrize("value, problem", [("{a: 1}", "the value must be a card number, a word, a number or a list"),
                                            ("[[x]]", "the value must be a card number"),
                                            ("[x", "malformed YAML")])
def test_an_expectation_value_is_checked_where_the_file_is_read(tmp_path, db, value, problem):
    path = tmp_path / "s.yaml"
    path.write_text(f"name: x\nstate: {{p1: {{hand: 2}}}}\ndo:\n  - check: 'p1.hand.cards == {value}'\nexpect: []\n")
    with pytest.raises(DataError, match="s.yaml:4: ") as info:
        load_scenario(path, db)
    assert problem in info.value.problem


def test_the_ai_weights_are_read_with_the_same_limits(tmp_path):
    from opcg_tui.ai.weights import load_weights

    path = tmp_path / "weights.yaml"
    path.write_text(BOMB)
    with pytest.raises(DataError, match="weights.yaml:.*more than 200000 values"):
        load_weights(str(path))


def test_a_few_aliases_are_fine(tmp_path, db):
    path = tmp_path / "ok.yaml"
    path.write_text("name: x\nstate: {p1: {hand: &h [ST01-004, ST01-005]}, p2: {hand: *h}}\nexpect: [p2.hand == 2]\n")
    assert load_scenario(path, db).state["p2"]["hand"] == ["ST01-004", "ST01-005"]


@pytest.mark.parametrize("key", ["deck", "life", "hand", "don_deck"])
def test_a_count_of_a_billion_in_a_position(tmp_path, db, key):
    path = tmp_path / "s.yaml"
    path.write_text(f"name: x\nstate: {{p1: {{{key}: 1000000000}}}}\nexpect: [turn == 3]\n")
    with pytest.raises(DataError, match=f"'{key}' must be a whole number from 0 to 100"):
        load_scenario(path, db)


@pytest.mark.parametrize("key", ["deck", "life", "hand", "drop", "energy", "energy_markers"])
def test_a_count_of_a_trillion_in_a_fusion_world_position(tmp_path, key):
    path = tmp_path / "s.yaml"
    path.write_text(f"name: x\ngame: dbsfw\nstate: {{p1: {{{key}: 1000000000000}}}}\nexpect: [turn == 3]\n")
    with pytest.raises(DataError, match=f"'{key}' must be a whole number from 0 to 100"):
        load_scenario(path)


def test_at_most_ten_don_on_one_card(tmp_path, db):
    path = tmp_path / "s.yaml"
    path.write_text("name: x\nstate: {p1: {leader: {card: ST01-001, don: 11}, don_deck: 0}}\nexpect: [turn == 3]\n")
    with pytest.raises(DataError, match="at most 10 DON!! on one card"):
        load_scenario(path, db)


@pytest.fixture(params=["fifo", "/dev/zero", "folder", "huge"])
def special(request, tmp_path):
    if request.param == "fifo":
        path = tmp_path / "pipe.yaml"
        os.mkfifo(path)
        return path, "not a regular file (a pipe, a device or a socket)"
    if request.param == "folder":
        path = tmp_path / "folder.yaml"
        path.mkdir()
        return path, "is a folder, not a file"
    if request.param == "huge":
        path = tmp_path / "huge.yaml"
        path.write_text("#" * (MAX_FILE_BYTES + 1))
        return path, "larger than 1024 KiB"
    return request.param, "not a regular file"


@pytest.mark.parametrize("command", [["deck", "validate"], ["scenario", "run"], ["deck", "import"],
                                     ["replay", "--verify"], ["puzzle"], ["deck", "validate", "--game", "dbsfw"]])
def test_special_and_huge_files_are_refused_without_reading_them(special, command):
    path, problem = special
    path = Path(path)
    if command == ["scenario", "run"] and path.is_dir():
        problem = "no scenario files (*.yaml) there"  # a folder of scenarios, empty
    if command[0] == "replay" and path.name == "huge.yaml":
        return  # a log may be larger: test_a_log_of_more_than_the_log_limit
    start = time.perf_counter()
    result = opcg(*command, str(path))
    assert result.exit_code == 2 and problem in result.stderr, result.stderr
    assert time.perf_counter() - start < 5


def test_a_log_of_more_than_the_log_limit(tmp_path, db):
    from opcg_tui.data.inputs import MAX_LOG_BYTES

    path = tmp_path / "big.jsonl"
    with path.open("wb") as f:
        f.truncate(MAX_LOG_BYTES + 1)
    with pytest.raises(LogError, match="larger than 16384 KiB"):
        read_log(path, db)
