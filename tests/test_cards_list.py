"""`opcg cards list`: filters by product and by deck, and shows a Leader's Life in its own column."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest


def opcg(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "opcg_tui", *args], capture_output=True, text=True, timeout=60,
                          env={"COLUMNS": "200", **os.environ})


def test_a_product_is_named_with_or_without_its_dash():
    for spelling in ("ST-03", "st03", "ST03"):
        rows = json.loads(opcg("cards", "list", "--set", spelling, "--json").stdout)
        assert len(rows) == 17 and {r["set"] for r in rows} == {"ST-03"}


def test_the_cards_of_a_deck_come_leader_first():
    rows = json.loads(opcg("cards", "list", "--deck", "ST-04", "--json").stdout)
    assert rows[0]["number"] == "ST04-001" and rows[0]["life"] == 5
    assert len(rows) == 17 and all(r["number"].startswith("ST04-") for r in rows)


def test_the_table_has_a_life_column_that_only_leaders_fill():
    result = opcg("cards", "list", "--deck", "ST-01", "--category", "leader")
    assert result.returncode == 0, result.stderr
    header, _, leader = result.stdout.splitlines()[:3]
    assert header.split()[5] == "Life" and leader[header.index("Life"):].startswith("5 ")


def test_an_unknown_deck_is_a_clear_error():
    result = opcg("cards", "list", "--deck", "no-such-deck")
    assert result.returncode == 2 and "unknown deck" in result.stderr and "Traceback" not in result.stderr


def test_the_deck_builders_filter_words_narrow_the_list():
    rows = json.loads(opcg("cards", "list", "--set", "ST-01", "--filter", "cost:3-5 power>=5000", "--json").stdout)
    assert rows and all(3 <= r["cost"] <= 5 and r["power"] >= 5000 and r["set"] == "ST-01" for r in rows)
    everything = json.loads(opcg("cards", "list", "--set", "ST-01", "--json").stdout)
    assert len(rows) < len(everything)


def test_a_filter_word_that_means_nothing_names_its_option():
    for args, option in ((["--filter", "cost:x"], "--filter"), (["--color", "pink"], "--color")):
        result = opcg("cards", "list", *args)
        assert result.returncode == 2 and result.stderr.startswith(f"error: {option}:"), result.stderr
        assert "Traceback" not in result.stderr


def test_the_count_under_the_table_is_in_words():
    result = opcg("cards", "list", "--deck", "ST-01", "--category", "leader")
    last = result.stdout.rstrip().splitlines()[-1]  # a narrow terminal adds where the text is
    assert last in ("1 card", "1 card (the text of one: opcg cards show NUMBER)"), last


def at_width(width: int, *args: str) -> list[str]:
    result = subprocess.run([sys.executable, "-m", "opcg_tui", *args], capture_output=True, text=True, timeout=60,
                            env={**os.environ, "COLUMNS": str(width)})
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


@pytest.mark.parametrize("game,set_", [("opcg", "OP13"), ("dbsfw", "FS01")])
def test_at_80_columns_each_card_is_one_line_and_the_text_is_left_out(game, set_):
    lines = at_width(80, "cards", "list", "--game", game, "--set", set_)
    count = len(json.loads(opcg("cards", "list", "--game", game, "--set", set_, "--json").stdout))
    assert len(lines) == count + 3 and all(len(line) <= 80 for line in lines)  # header, rule, cards, count
    assert "text" not in lines[0] and lines[-1].endswith("cards (the text of one: opcg cards show NUMBER)")


def test_on_a_wide_terminal_the_text_is_cut_to_the_line():
    lines = at_width(160, "cards", "list", "--set", "ST-01")
    assert lines[0].split()[-1] == "text" and len(lines) == 17 + 3 and all(len(line) <= 160 for line in lines)
    usopp = next(line for line in lines if line.startswith("ST01-002"))
    assert "[DON!! x2] [When Attacking]" in usopp and usopp.rstrip().endswith("…")
