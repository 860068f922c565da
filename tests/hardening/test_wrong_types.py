"""Values of the wrong type where the data enters: scenario top-level keys, log commands, log headers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from opcg_tui.data.yamlfile import DataError
from opcg_tui.gamelog import LogError, read_log
from opcg_tui.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = "name: x\nstate: {p1: {hand: 2}}\nexpect: ['turn == 3']\n"


@pytest.mark.parametrize("line, problem", [
    ("filler: []", "'filler' must be a card number; [] is not one"),
    ("filler: ST01-001", "'filler' ST01-001 is a leader; it fills decks"),
    ("game: []", "unknown game []"),
    ("seed: [1]", "'seed' must be a whole number"),
])
def test_scenario_top_level_keys_of_the_wrong_type(tmp_path, db, line, problem):
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO + line + "\n")
    with pytest.raises(DataError, match="s.yaml:4: ") as info:
        load_scenario(path, db)
    assert problem in info.value.problem


@pytest.mark.parametrize("cmd", [[5, "first", []], ["0", "first", []], [True, "first", []],
                                 [0, 5, []], [0, "first", [[[]]]], [0, "first", [{}]], [0, "first"], "first"])
def test_log_commands_of_the_wrong_shape(full_log, db, cmd):
    lines = full_log.read_text().splitlines()
    record = json.loads(lines[1])
    record["cmd"] = cmd
    lines[1] = json.dumps(record)
    full_log.write_text("\n".join(lines) + "\n")
    with pytest.raises(LogError, match="'cmd' must be \\[player 0 or 1, kind, \\[arguments\\]\\]") as info:
        read_log(full_log, db)
    assert info.value.line == 2 and info.value.valid_lines == 0


@pytest.mark.parametrize("change, problem", [
    ({"seed": "a"}, "'seed' must be a whole number"),
    ({"chooser": 5}, "'chooser' must be 0 (p1), 1 (p2) or null"),
    ({"chooser": True}, "'chooser' must be"),
    ({"shuffle": "yes"}, "'shuffle' must be true or false"),
    ({"decks": []}, "'decks' must hold the two players' decks"),
    ({"kind": "puzzle"}, "unknown kind of game 'puzzle'"),
    ({"position": 5, "kind": "position"}, "the position must hold turn, p1 and p2"),
])
def test_log_headers_of_the_wrong_type(full_log, db, change, problem):
    lines = full_log.read_text().splitlines()
    header = json.loads(lines[0])
    header["game"].update(change)
    lines[0] = json.dumps(header)
    full_log.write_text("\n".join(lines) + "\n")
    with pytest.raises(LogError) as info:
        read_log(full_log, db)
    assert info.value.line == 1 and problem in info.value.problem


def test_a_card_effect_timing_of_the_wrong_type(tmp_path):
    from opcg_tui.games.onepiece.cards import one_card_file

    text = (ROOT / "cards" / "ST01.yaml").read_text().replace("timing: on_play", "timing: [[[]]]", 1)
    path = tmp_path / "cards.yaml"
    path.write_text(text)
    with pytest.raises(DataError, match="'timing' must be one of"):
        one_card_file(path)


@pytest.mark.parametrize("line, change", [
    (1, lambda header, record: header["game"].update(chooser=1.0)),  # a player index
    (2, lambda header, record: record.update(cmd=[1.0, *record["cmd"][1:]])),
    (1, lambda header, record: header["game"].update(seed=3.0)),
    (2, lambda header, record: record.update(n=1.0)),
    (2, lambda header, record: record.update(cmd=[record["cmd"][0], "choose", [1.0]])),
    (2, lambda header, record: record.update(cmd=[record["cmd"][0], "choose", [True]])),
    (2, lambda header, record: record.update(hash=0)),
    (2, lambda header, record: record.update(hash="zero")),
])
@pytest.mark.parametrize("command", [("replay", "--verify"), ("export",)])
def test_log_values_of_the_wrong_type_are_refused_where_the_log_is_read(full_log, line, change, command):
    """A bool, a fraction or text where a whole number (or a hash) is expected: one message naming the file and
    the line, exit status 2 for what is not a log, 1 for a hash verify cannot accept; never a traceback."""
    from hardening import opcg

    header, record, *rest = [json.loads(text) for text in full_log.read_text().splitlines()]
    change(header, record)
    full_log.write_text("\n".join(json.dumps(r) for r in [header, record, *rest]) + "\n")
    result = opcg(command[0], str(full_log), *command[1:])
    assert result.exit_code in (1, 2) and result.stdout == "" and len(result.stderr.splitlines()) == 1
    assert f"{full_log}:{line}: " in result.stderr
    assert result.exit_code == 2 or "hash" in result.stderr and command[0] == "replay"


@pytest.mark.parametrize("change", [{"players": ""}, {"players": ["p1"]}, {"created": {"a": 1}}, {"created": 5}])
def test_log_header_metadata_of_the_wrong_type(full_log, db, change):
    lines = full_log.read_text().splitlines()
    header = json.loads(lines[0])
    header.update(change)
    lines[0] = json.dumps(header)
    full_log.write_text("\n".join(lines) + "\n")
    with pytest.raises(LogError, match="the header's 'players' must be a mapping and its 'created' a time") as info:
        read_log(full_log, db)
    assert info.value.line == 1
