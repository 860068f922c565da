"""`opcg simulate --game dbsfw`, `opcg scenario run` and `opcg replay --verify` on Fusion World."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def opcg(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "opcg_tui", *args], capture_output=True, text=True, cwd=ROOT)


def test_simulate_random_fusion_world_games_and_replay_their_logs(tmp_path):
    result = opcg("simulate", "--game", "dbsfw", "--deck1", "FS02", "--deck2", "FS04", "--games", "6", "--json",
                  "--save-dir", str(tmp_path))
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["games"] == 6 and sum(summary["wins"].values()) == 6
    assert set(summary["end_reasons"]) <= {"no Life", "deck out", "no Life and deck out"}
    verified = opcg("replay", "--verify", str(tmp_path / "game-00003.jsonl"))
    assert verified.returncode == 0, verified.stderr
    assert "every hash matches; the game is over" in verified.stdout


def test_simulate_refuses_what_fusion_world_does_not_have():
    wrong_deck = opcg("simulate", "--game", "dbsfw", "--deck1", "ST-01", "--deck2", "FS01", "--games", "1")
    assert wrong_deck.returncode == 2 and "unknown Fusion World deck" in wrong_deck.stderr
    level = opcg("simulate", "--game", "dbsfw", "--deck1", "FS01", "--deck2", "FS02", "--players", "expert,random")
    assert level.returncode == 2 and "two of random, easy, normal, hard" in level.stderr
    game = opcg("simulate", "--game", "chess")
    assert game.returncode == 2 and "unknown game 'chess'" in game.stderr


INVALID = {
    "opcg-key.yaml": "name: x\ngame: dbsfw\nstate:\n  p1: { characters: [FS01-10] }\nexpect: ['turn == 3']\n",
    "opcg-answer.yaml": "name: x\ngame: dbsfw\nstate: {}\ndo:\n  - p1: give p1.leader\nexpect: ['turn == 3']\n",
    "opcg-card.yaml": "name: x\ngame: dbsfw\nstate:\n  p1: { hand: [ST01-003] }\nexpect: ['turn == 3']\n",
    "not-battle.yaml": "name: x\ngame: dbsfw\nstate:\n  p1: { battle: [FS01-15] }\nexpect: ['turn == 3']\n",
    "not-leader.yaml": "name: x\ngame: dbsfw\nstate:\n  p1: { leader: FS01-10 }\nexpect: ['turn == 3']\n",
    "no-field.yaml": "name: x\ngame: dbsfw\nstate:\n  p1: { field: FS01-15 }\nexpect: ['turn == 3']\n",
    "unknown-game.yaml": "name: x\ngame: dbs\nstate: {}\nexpect: ['turn == 3']\n",
}


def test_invalid_fusion_world_scenarios_exit_2(tmp_path):
    for name, text in INVALID.items():
        (tmp_path / name).write_text(text)
        result = opcg("scenario", "run", str(tmp_path / name))
        assert result.returncode == 2, (name, result.stdout, result.stderr)
        assert f"{name}:" in result.stderr, (name, result.stderr)


def test_scenario_run_fusion_world_rules():
    result = opcg("scenario", "run", "--cards", "tests/cards", "tests/scenarios/dbsfw")  # test-only cards: tests/cards/dbsfw
    assert result.returncode == 0, result.stdout
    assert result.stdout.splitlines()[-1].endswith(" passed, 0 failed")


def test_cards_list_fusion_world():
    result = opcg("cards", "list", "--game", "dbsfw", "--json", "--color", "yellow", "--category", "extra",
                  "--set", "FS04")
    assert result.returncode == 0, result.stderr
    records = json.loads(result.stdout)
    assert [r["number"] for r in records] == ["FS04-15", "FS04-16"]  # FS04's yellow Battle Cards left out
    assert records[0]["text"] == ["[Activate Main] Choose up to 1 of your opponent's Rest Mode Battle Cards with a cost"
                                  " of 3 or less and KO it."]
    table = opcg("cards", "list", "--game", "dbsfw", "--set", "FS02", "--search", "blocker")
    assert table.returncode == 0 and "Bulma" in table.stdout and "[Blocker]" in table.stdout
    assert opcg("cards", "list", "--game", "mtg").returncode == 2


def test_deck_validate_fusion_world(tmp_path):
    ok = opcg("deck", "validate", "--game", "dbsfw", "FS01", "FS04")
    assert ok.returncode == 0 and ok.stdout.count("is legal (50 cards") == 2
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: bad\nleader: FS01-01\ncards:\n  FS01-10: 5\n  FS02-05: 4\n")
    result = opcg("deck", "validate", "--game", "dbsfw", str(bad))
    assert result.returncode == 2
    for clause in ("FW 6-1-3", "FW 6-1-4-2", "FW 6-1-4-1"):
        assert clause in result.stderr


def test_a_fusion_world_log_among_the_saves_is_read_as_its_game(tmp_path, db):
    from opcg_tui.saves import list_saves

    assert opcg("simulate", "--game", "dbsfw", "--deck1", "FS01", "--deck2", "FS02", "--games", "1",
                "--save-dir", str(tmp_path)).returncode == 0
    [save] = list_saves(tmp_path, lambda: db)
    assert save.readable and save.over and save.game == "dbsfw" and not save.problem
