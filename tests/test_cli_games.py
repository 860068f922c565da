"""The card and deck commands know both games: `--game`, or a card number that only one game has."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from opcg_tui.cli import app


def opcg(*args: str, width: int = 80):
    result = CliRunner().invoke(app, list(args), terminal_width=width)
    assert "Traceback" not in result.stdout + result.stderr
    return result


@pytest.mark.parametrize("args", [("FS01-01",), ("fs01-01", "--game", "dbsfw")])
def test_a_fusion_world_card_is_shown_by_its_number(args):
    result = opcg("cards", "show", *args)
    assert result.exit_code == 0, result.stderr
    assert "Son Goku" in result.stdout and "Front 15000 / back (Awakened) 20000" in result.stdout


def test_a_fusion_world_card_as_json():
    record = json.loads(opcg("cards", "show", "FS01-01", "--json").stdout)
    assert record["name"] == "Son Goku" and record["back_power"] == 20000


def test_a_one_piece_card_still_shows_without_game():
    result = opcg("cards", "show", "st01-001")
    assert result.exit_code == 0 and "Monkey.D.Luffy" in result.stdout


@pytest.mark.parametrize("args,problem", [
    (("FS01-01", "--game", "opcg"), "error: cards: unknown card number 'FS01-01' (looked in opcg)"),
    (("XX01-001",), "error: cards: unknown card number 'XX01-001' (looked in opcg and dbsfw)"),
    (("FS01-01", "--game", "pokemon"), "error: --game: unknown game 'pokemon' (known: opcg, dbsfw)"),
])
def test_a_card_not_there_is_one_clear_message(args, problem):
    result = opcg("cards", "show", *args)
    assert result.exit_code == 2 and result.stderr.strip() == problem
