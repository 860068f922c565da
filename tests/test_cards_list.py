"""`opcg cards list`: filters by product and by deck, and shows a Leader's Life in its own column."""

from __future__ import annotations

import json
import os
import subprocess
import sys


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
    header = next(line for line in result.stdout.splitlines() if "number" in line)
    assert "Life" in header.split("┃")[6]
    assert "│ 5    │" in result.stdout


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
    assert result.stdout.rstrip().endswith("\n1 card")
