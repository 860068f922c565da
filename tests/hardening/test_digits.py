"""Whole numbers of thousands of digits (Python refuses to convert more than 4,300) are refused first, in any base."""

from __future__ import annotations

import json

import pytest

from hardening import opcg
from opcg_tui.data.yamlfile import DataError, parse_yaml
from opcg_tui.gamelog import LogError, read_log

HUGE = "9" * 5000
HEX = "0x" + "f" * 5000  # hardly a decimal digit in it


@pytest.mark.parametrize("entry", [f"ST01-004: {HUGE}", f"? {HEX}\n  : 4"])  # copies, a card key
def test_a_number_of_5000_digits_in_a_deck(tmp_path, entry):
    path = tmp_path / "d.yaml"
    path.write_text(f"id: d\nleader: ST01-001\ncards:\n  {entry}\n")
    result = opcg("deck", "validate", str(path))
    assert result.exit_code == 2 and "d.yaml:4: a number of more than 40 digits" in result.stderr


def test_a_deck_text_line_of_5000_digits():
    result = opcg("deck", "import", "-", stdin=f"1xST01-001\n{HUGE}xST01-004\n")
    assert result.exit_code == 2 and "<stdin>:2: a number of more than 40 digits" in result.stderr


def test_a_log_version_of_5000_digits(tmp_path, db):
    path = tmp_path / "g.jsonl"
    path.write_text('{"format": "opcg-log", "version": ' + HUGE + "}\n")
    with pytest.raises(LogError, match="more than 40 digits"):
        read_log(path, db)


def test_forty_digits_are_still_a_number():
    assert parse_yaml("seed: " + "9" * 40, "s.yaml")["seed"] == int("9" * 40)
    with pytest.raises(DataError, match="more than 40 digits"):
        parse_yaml("seed: " + "9" * 41, "s.yaml")
    assert json.loads("1" * 40) == int("1" * 40)


def test_a_hexadecimal_card_number_in_a_scenario(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(f"name: x\nstate:\n  p1: {{hand: [{HEX}]}}\nexpect: ['turn == 3']\n")
    result = opcg("scenario", "run", str(path))
    assert result.exit_code == 2 and "s.yaml:3: a number of more than 40 digits (0xffffffffff…)" in result.stderr


def test_a_number_in_any_base_has_at_most_forty_decimal_digits():
    assert parse_yaml("seed: 0x" + "f" * 33, "s.yaml")["seed"] == int("f" * 33, 16)  # 40 decimal digits
    for text in ("0x" + "f" * 34, "0b" + "1" * 133, "-0x" + "f" * 34):
        with pytest.raises(DataError, match="s.yaml:1: a number of more than 40 digits"):
            parse_yaml("seed: " + text, "s.yaml")
