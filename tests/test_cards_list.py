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
