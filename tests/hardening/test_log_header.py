"""A log's game must be a legal game: two legal decks (a Leader, 50 cards), or a position a scenario sets up."""

from __future__ import annotations

import json

import pytest

from opcg_tui.engine import from_position
from opcg_tui.gamelog import GameLog, LogError, read_log


def rewrite(path, change):
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    change(header["game"])
    lines[0] = json.dumps(header)
    path.write_text("\n".join(lines) + "\n")


@pytest.mark.parametrize("change, problem", [
    (lambda g: g["decks"][1].update(cards=g["decks"][1]["cards"][:1]), "deck 2 (ST-02) is not a legal deck: the deck has 1 cards"),
    (lambda g: g["decks"][0].update(leader="ST01-004"), "leader ST01-004 is a character, not a Leader card"),
    (lambda g: g["decks"][0].update(leader="ST99-999"), "unknown leader card 'ST99-999'"),
    (lambda g: g["decks"][0].update(cards=["ST01-004"] * 50), "50 copies of ST01-004"),
])
def test_an_illegal_game_in_the_header_is_refused(full_log, db, change, problem):
    rewrite(full_log, change)
    with pytest.raises(LogError) as info:
        read_log(full_log, db)
    assert info.value.line == 1 and "the header's game is not a legal one" in info.value.problem
    assert problem in info.value.problem


def position_log(tmp_path, db):
    from opcg_tui.scenario import load_scenario

    path = tmp_path / "s.yaml"
    path.write_text("name: x\nstate: {p1: {hand: [ST01-004], characters: [{card: ST01-006, rested: true}]},"
                    " p2: {stage: ST01-017}}\nexpect: [turn == 3]\n")
    game = from_position(load_scenario(path, db).state, db, 5)
    GameLog.create(game, folder=tmp_path, name="p.jsonl").close()
    return tmp_path / "p.jsonl"


def test_a_position_log_reads(tmp_path, db):
    loaded = read_log(position_log(tmp_path, db), db)
    assert loaded.lines == 0 and loaded.game.s.turn == 3


@pytest.mark.parametrize("change, problem", [
    (lambda g: g["position"]["p1"].update(leader={"card": "ST01-004", "rested": False, "don": 0, "fresh": False}),
     "ST01-004 is a character; 'leader' needs a leader"),
    (lambda g: g["position"]["p1"].update(deck=["ST99-999"]), "unknown card number 'ST99-999' in 'deck'"),
    (lambda g: g["position"]["p2"].update(don=1000), "'don' must be a whole number from 0 to 100"),
    (lambda g: g["position"]["p1"]["characters"][0].update(rested="yes"), "'rested' must be true or false"),
    (lambda g: g["position"]["p1"]["leader"].update(fresh=True), "p1 is not a position as opcg writes it"),
    (lambda g: g["position"].update(turn=0), "turn must be a whole number of 1 or more"),
])
def test_an_impossible_position_in_the_header_is_refused(tmp_path, db, change, problem):
    path = position_log(tmp_path, db)
    rewrite(path, change)
    with pytest.raises(LogError) as info:
        read_log(path, db)
    assert info.value.line == 1 and problem in info.value.problem
