"""The card and deck commands know both games: `--game`, or a card number that only one game has."""

from __future__ import annotations

import json
from pathlib import Path

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


def test_deck_list_shows_the_fusion_world_starters():
    result = opcg("deck", "list", "--game", "dbsfw")
    assert result.exit_code == 0, result.stderr
    for deck, leader in (("FS01", "Son Goku"), ("FS02", "Vegeta"), ("FS03", "Broly"), ("FS04", "Frieza")):
        assert deck in result.stdout and leader in result.stdout
    assert "Standard" not in result.stdout and "ONE PIECE's decks: opcg deck list." in result.stdout


def test_deck_list_of_one_piece_says_where_fusion_worlds_are():
    result = opcg("deck", "list", "st-01")
    assert "ST-01" in result.stdout and "FS01" not in result.stdout
    assert "Fusion World's decks: opcg deck list --game dbsfw." in " ".join(result.stdout.split())


def test_deck_list_as_json_for_fusion_world():
    rows = json.loads(opcg("deck", "list", "--game", "dbsfw", "--json").stdout)
    shipped = sorted(p.stem for p in (Path(__file__).resolve().parents[1] / "decks" / "dbsfw").glob("*.yaml"))
    assert {f"FS0{i}" for i in range(1, 9)} <= set(shipped)
    assert sorted(r["id"] for r in rows) == shipped and all(r["legal"] for r in rows)


@pytest.mark.parametrize("args,problem", [
    (("--game", "dbsfw", "--formats", "f.yaml"), "error: --formats: ONE PIECE's only"),
    (("--game", "mtg"), "error: --game: unknown game 'mtg'"),
])
def test_deck_list_options_of_the_other_game_are_bad_input(args, problem):
    result = opcg("deck", "list", *args)
    assert result.exit_code == 2 and result.stderr.startswith(problem)


def test_cards_list_of_a_fusion_world_set_needs_no_game():
    rows = json.loads(opcg("cards", "list", "--set", "fs01", "--json").stdout)
    assert len(rows) == 16 and rows[0]["name"] == "Son Goku" and all(r["number"].startswith("FS01-") for r in rows)
    assert json.loads(opcg("cards", "list", "--set", "ST-01", "--json").stdout)[0]["name"] == "Monkey.D.Luffy"


def test_deck_list_of_fusion_world_reads_another_folder(tmp_path):
    shipped = Path(__file__).resolve().parents[1] / "decks" / "dbsfw" / "FS01.yaml"
    text = shipped.read_text().replace("id: FS01", "id: MY-FS01", 1)
    (tmp_path / "mine.yaml").write_text(text)
    result = opcg("deck", "list", "--game", "dbsfw", "--decks", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    assert "Your decks" in result.stdout and "Your decks: MY-FS01 = " in result.stdout and "FS02" in result.stdout
    rows = json.loads(opcg("deck", "list", "--game", "dbsfw", "--decks", str(tmp_path), "--json", "my-fs01").stdout)
    assert [(r["id"], r["group"], r["legal"], r["file"]) for r in rows] == [
        ("MY-FS01", "Your decks", True, str(tmp_path / "mine.yaml"))]


def fusion_rows(*args: str) -> list[dict]:
    result = opcg("cards", "list", "--game", "dbsfw", "--json", *args)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_cards_list_of_fusion_world_takes_the_builders_filter():
    rows = fusion_rows("--filter", "red battle cost:3 combo>=10000 type:saiyan")
    assert rows and all(r["colors"] == ["red"] and r["category"] == "battle" and r["cost"] == 3
                        and r["combo_power"] >= 10000 and "Saiyan" in r["traits"] for r in rows)
    assert {"FB01-009", "FB02-006"} <= {r["number"] for r in rows}  # Kale, Caulifla
    leaders = fusion_rows("--filter", "yellow leader")
    assert {"FS04-01", "FS08-01"} <= {r["number"] for r in leaders} and all(r["category"] == "leader" for r in leaders)
    assert [r["number"] for r in fusion_rows("--set", "FS01", "--filter", "power:35000")] == ["FS01-08"]


def test_cards_list_of_fusion_world_takes_a_deck_its_leader_first():
    rows = fusion_rows("--deck", "FS01")
    assert rows[0]["number"] == "FS01-01" and len(rows) > 10 and all(r["colors"] == ["red"] for r in rows)
    assert [r["number"] for r in fusion_rows("--deck", "FS01", "--filter", "leader")] == ["FS01-01"]


@pytest.mark.parametrize("args,problem", [
    (("--filter", "counter:1000"), "error: --filter: 'counter:1000': counter is ONE PIECE's, not Fusion World's"),
    (("--filter", "format:standard"), "error: --filter: 'format:standard': format is ONE PIECE's, not Fusion World's"),
    (("--filter", "cost:x"), "error: --filter: 'cost:x': cost takes a number"),
    (("--color", "purple"), "error: --color: 'color:purple': unknown colour (known: red, blue, green, yellow, black)"),
    (("--category", "character"), "error: --category: 'category:character': unknown category (known: leader, battle"),
    (("--deck", "NOPE"), "error: NOPE: unknown Fusion World deck"),
])
def test_cards_list_of_fusion_world_bad_words_are_one_message(args, problem):
    result = opcg("cards", "list", "--game", "dbsfw", *args)
    assert result.exit_code == 2 and result.stderr.startswith(problem) and len(result.stderr.strip().splitlines()) == 1


def test_a_fusion_world_word_is_refused_in_one_piece():
    result = opcg("cards", "list", "--filter", "combo:5000")
    assert result.exit_code == 2
    assert result.stderr.startswith("error: --filter: 'combo:5000': combo is Fusion World's, not ONE PIECE's")


@pytest.mark.parametrize("args", [("--format", "extra"), ("--date", "2025-01-01"), ("--formats", "f.yaml")])
def test_deck_validate_of_fusion_world_refuses_one_pieces_format_options(args):
    result = opcg("deck", "validate", "FS01", "--game", "dbsfw", *args)
    assert result.exit_code == 2 and result.stderr.strip() == f"error: {args[0]}: ONE PIECE's only, not of --game dbsfw"


def test_deck_validate_of_fusion_world_finds_a_deck_of_another_folder(tmp_path):
    shipped = Path(__file__).resolve().parents[1] / "decks" / "dbsfw" / "FS02.yaml"
    (tmp_path / "mine.yaml").write_text(shipped.read_text().replace("id: FS02", "id: MY-FS02", 1))
    result = opcg("deck", "validate", "MY-FS02", "--game", "dbsfw", "--decks", str(tmp_path))
    assert result.exit_code == 0 and "MY-FS02 is legal" in result.stdout
