"""A Fusion World log's header must describe a legal game (FW 6-1 decks, a position a scenario could
set up): a bad one is one clear error naming the file, and `opcg replay --verify` exits 2."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from opcg_tui.engine import Game, from_position, new_game
from opcg_tui.gamelog import GameLog, LogError, read_log
from opcg_tui.games.dbsfw.cards import load_cards
from opcg_tui.games.dbsfw.decks import load_deck
from opcg_tui.games.dbsfw.scenario import FusionScenarios

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def fw():
    return load_cards()


def logged(tmp_path: Path, game: Game, decisions: int = 12) -> Path:
    rng = random.Random(5)
    log = GameLog.create(game, folder=tmp_path, name="g.jsonl")
    for _ in range(decisions):
        options = [c for c in game.legal() if c.kind != "concede" and c.player == game.waiting.player]
        game.apply(options[rng.randrange(len(options))])
    log.sync(game)
    log.close()
    return tmp_path / "g.jsonl"


def with_header(path: Path, change: Any) -> Path:
    lines = path.read_text().split("\n")
    header = json.loads(lines[0])
    change(header["game"])
    path.write_text(json.dumps(header) + "\n" + "\n".join(lines[1:]))
    return path


def new_log(tmp_path: Path, fw) -> Path:
    return logged(tmp_path, new_game(load_deck("FS01", fw), load_deck("FS02", fw), seed=3, db=fw, game="dbsfw"))


def position_log(tmp_path: Path, fw) -> Path:
    raw = {"p1": {"battle": ["FS01-10", {"card": "FS01-10", "ki": 2}], "energy": 2, "hand": ["FS01-10"]},
           "p2": {"leader": "FS02-01"}}
    position = FusionScenarios().load_state(raw, {}, tmp_path / "s.yaml", fw, {})
    return logged(tmp_path, from_position(position, fw, 3, game="dbsfw"), 2)


def five_copies(game: dict) -> None:
    cards = game["decks"][0]["cards"]
    cards[:5] = [cards[0]] * 5


BAD_NEW_GAMES = {
    "FW 6-1-4-2": five_copies,
    "FW 6-1-4-1": lambda g: g["decks"][1]["cards"].__setitem__(0, "FS01-10"),  # red in the blue deck
    "FW 6-1-3": lambda g: g["decks"][0]["cards"].pop(),  # 49 cards
    "FW 6-1-2": lambda g: g["decks"][0].__setitem__("leader", "FS01-10"),
    "unknown card number 'FS09-99'": lambda g: g["decks"][0]["cards"].__setitem__(0, "FS09-99"),
    "'seed' must be a whole number": lambda g: g.__setitem__("seed", "3"),
    "'chooser' must be 0 (p1), 1 (p2) or null": lambda g: g.__setitem__("chooser", 2),
    "'shuffle' must be true or false": lambda g: g.__setitem__("shuffle", "yes"),
    "'decks' must hold the two players' decks": lambda g: g["decks"].pop(),
    "unknown kind of game 'tournament'": lambda g: g.__setitem__("kind", "tournament"),
}


def test_a_legal_new_game_and_a_position_read_back(tmp_path, fw):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    assert read_log(new_log(tmp_path / "a", fw), fw).lines == 12
    assert read_log(position_log(tmp_path / "b", fw), fw).lines == 2


@pytest.mark.parametrize("problem", BAD_NEW_GAMES)
def test_an_illegal_new_game_header_is_refused(tmp_path, fw, problem):
    path = with_header(new_log(tmp_path, fw), BAD_NEW_GAMES[problem])
    with pytest.raises(LogError) as info:
        read_log(path, fw)
    assert info.value.line == 1 and problem in info.value.problem
    assert str(info.value).startswith(f"{path}:1")


BAD_POSITIONS = {
    "'battle' holds Battle Cards (FW 13-1-2)": lambda p: p["p1"]["battle"].append({"card": "FS01-15", "rested": False}),
    "unknown key 'characters'": lambda p: p["p2"].__setitem__("characters", []),
    "'leader' needs a Leader": lambda p: p["p2"]["leader"].__setitem__("card", "FS02-05"),
    "'energy_markers' must be a whole number": lambda p: p["p1"].__setitem__("energy_markers", -1),
    "p1 is not a position as opcg writes it": lambda p: p["p1"].pop("deck"),
    "the position's turn must be a whole number": lambda p: p.__setitem__("turn", 0),
    "'ki' must be a whole number from 0 to 100": lambda p: p["p1"]["battle"][1].__setitem__("ki", -1),
}


@pytest.mark.parametrize("problem", BAD_POSITIONS)
def test_an_illegal_position_header_is_refused(tmp_path, fw, problem):
    path = with_header(position_log(tmp_path, fw), lambda g: BAD_POSITIONS[problem](g["position"]))
    with pytest.raises(LogError) as info:
        read_log(path, fw)
    assert info.value.line == 1 and problem in info.value.problem


def test_replay_verify_exits_2_naming_the_file(tmp_path, fw):
    path = with_header(new_log(tmp_path, fw), five_copies)
    result = subprocess.run([sys.executable, "-m", "opcg_tui", "replay", "--verify", str(path)],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and f"{path}:1" in lines[0] and "(FW 6-1-4-2)" in lines[0], result.stderr
