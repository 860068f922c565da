"""Bad input gets one clear error naming the file and line, exit status 2 — never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from opcg_tui.data.cards import CardDB
from opcg_tui.data.decks import deck_from_yaml
from opcg_tui.data.yamlfile import DataError, parse_yaml
from opcg_tui.games.onepiece.cards import one_card_file
from opcg_tui.games.onepiece.decks import deck_problems

ROOT = Path(__file__).resolve().parents[1]
CARD_TEXT = (ROOT / "cards" / "ST02.yaml").read_text()
DECK_TEXT = (ROOT / "decks" / "ST-01.yaml").read_text()


def opcg(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "opcg_tui", *args], capture_output=True, text=True, input=stdin,
                          cwd=ROOT)


def load_cards_text(text: str, tmp_path: Path) -> CardDB:
    path = tmp_path / "cards.yaml"
    path.write_text(text)
    return one_card_file(path)


@pytest.mark.parametrize("mutation, problem, line", [
    (("power: 3000\n  counter: 1000\n  attributes: [Strike]", "power: 3000\n  countr: 1000\n  attributes: [Strike]"),
     "unknown key 'countr'", "countr"),
    (("timing: on_play\n      actions:\n        - ko:", "timing: on_ply\n      actions:\n        - ko:"),
     "'timing' must be one of", "on_ply"),
    (("        - ko: {owner: opponent", "        - smash: {owner: opponent"), "exactly one action key", "smash"),
    (("cost_max: 3}", "cost_max: three}"), "'cost_max' must be a whole number", "three"),
    (("power: 5000\n  counter: 1000\n  attributes: [Ranged]", "power: [5000\n  counter: 1000\n  attributes: [Ranged]"),
     "malformed YAML", None),
])
def test_card_file_errors_name_the_line(tmp_path, mutation, problem, line):
    old, new = mutation
    assert old in CARD_TEXT
    text = CARD_TEXT.replace(old, new, 1)
    with pytest.raises(DataError) as info:
        load_cards_text(text, tmp_path)
    assert problem in info.value.problem
    assert info.value.path.endswith("cards.yaml")
    if line is not None:
        expected = next(i for i, row in enumerate(text.splitlines(), 1) if line in row)
        assert info.value.line == expected


def test_duplicate_card_numbers_are_refused(tmp_path):
    first = CARD_TEXT.split("\n\n")[1]
    with pytest.raises(DataError, match="duplicate card number ST02-001"):
        load_cards_text(CARD_TEXT + "\n" + first + "\n", tmp_path)


def test_illegal_deck_lists_every_violation(db):
    text = DECK_TEXT.replace("ST01-002: 4", "ST01-002: 5").replace("ST01-017: 2", "ST01-017: 2\n  ST02-002: 1")
    deck = deck_from_yaml(parse_yaml(text, "deck.yaml"), "deck.yaml")
    problems = deck_problems(deck, db)
    assert any("52 cards" in p for p in problems)
    assert any("5 copies of ST01-002" in p for p in problems)
    assert any("ST02-002" in p and "not a color of the Leader" in p for p in problems)


def test_deck_validate_reports_all_violations_with_exit_2(tmp_path):
    text = DECK_TEXT.replace("ST01-002: 4", "ST01-002: 5").replace("ST01-017: 2", "ST01-017: 1\n  ST02-002: 1")
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    result = opcg("deck", "validate", str(path))
    assert result.returncode == 2
    assert "51 cards" in result.stderr and "5 copies" in result.stderr and "not a color" in result.stderr
    assert "Traceback" not in result.stderr


def test_unknown_card_in_deck_import(tmp_path):
    result = opcg("deck", "import", "-", stdin="1xST01-001\n4xST99-999\n")
    assert result.returncode == 2
    assert "<stdin>:2" in result.stderr and "ST99-999" in result.stderr


def test_bad_scenario_file_exit_2(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("name: x\nstate:\n  p1: {leader: ST01-001, hand: [ST09-999]}\nexpect: ['turn == 3']\n")
    result = opcg("scenario", "run", str(path))
    assert result.returncode == 2
    assert "bad.yaml:3" in result.stderr and "ST09-999" in result.stderr
    assert "Traceback" not in result.stderr


def _mutate(text: str, data: st.DataObject) -> str:
    lines = text.splitlines()
    i = data.draw(st.integers(0, len(lines) - 1))
    choice = data.draw(st.sampled_from(["delete", "duplicate", "replace", "truncate", "indent", "swap"]))
    if choice == "delete":
        del lines[i]
    elif choice == "duplicate":
        lines.insert(i, lines[i])
    elif choice == "replace":
        token = data.draw(st.sampled_from(["- x", "x: [", "}", "{", "count: -1", "zone: void", ": :", "\t", "number: 7",
                                           "ST01-001", "up_to: maybe", "- 3", "cards: 4", "leader: ST02-004"]))
        lines[i] = lines[i][: data.draw(st.integers(0, len(lines[i])))] + token
    elif choice == "truncate":
        lines = lines[:i]
    elif choice == "indent":
        lines[i] = "  " + lines[i]
    else:
        j = data.draw(st.integers(0, len(lines) - 1))
        lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines) + "\n"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_fuzzed_card_files_load_or_fail_cleanly(tmp_path, data):
    text = _mutate(CARD_TEXT, data)
    try:
        load_cards_text(text, tmp_path)
    except DataError as exc:
        assert exc.path.endswith("cards.yaml") and exc.problem


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_fuzzed_deck_files_load_or_fail_cleanly(db, data):
    text = _mutate(DECK_TEXT, data)
    try:
        deck = deck_from_yaml(parse_yaml(text, "deck.yaml"), "deck.yaml")
        deck_problems(deck, db)
    except DataError as exc:
        assert exc.path == "deck.yaml" and exc.problem
