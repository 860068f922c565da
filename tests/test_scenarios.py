"""Every scenario under tests/scenarios passes; the runner keeps the spec's output and exit codes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from opcg_tui.engine.rulesets import ruleset
from opcg_tui.scenario import load_scenario, run_scenario, scenario_game

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = sorted((ROOT / "tests" / "scenarios").rglob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(ROOT / "tests" / "scenarios")) for p in SCENARIOS])
def test_scenario(path, tdb, monkeypatch):
    game = scenario_game(path)
    monkeypatch.setenv("OPCG_CARD_DIRS", str(ROOT / "tests" / "cards"))  # another game's test-only cards: tests/cards/<game>
    db = tdb if game == "opcg" else ruleset(game).load_cards()  # each game's own cards
    sc = load_scenario(path, db)
    assert run_scenario(sc, db) == ""


def run_cli(*paths: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "opcg_tui", "scenario", "run", *map(str, paths)],
                          capture_output=True, text=True, cwd=ROOT)


FAILING = """name: the attack is expected to miss (it does not)
state:
  turn: 3
  p2: { life: 3 }
do:
  - p1: attack p1.leader p2.leader
expect:
  - "p2.life == 3"
"""

UNPLAYABLE = """name: a step that is not legal names what the engine waits for
state:
  turn: 3
do:
  - p2: pass
expect:
  - "turn == 3"
"""


def test_runner_output_and_exit_codes(tmp_path):
    (tmp_path / "a.yaml").write_text(FAILING)
    (tmp_path / "b.yaml").write_text(UNPLAYABLE)
    result = run_cli(tmp_path)
    lines = result.stdout.strip().splitlines()
    assert result.returncode == 1
    assert lines[0] == "FAIL the attack is expected to miss (it does not): expected p2.life == 3, found p2.life = 2"
    assert lines[1].startswith("FAIL a step that is not legal names what the engine waits for: ")
    assert "engine waits for p1 main" in lines[1] and "legal: " in lines[1] and "end" in lines[1]
    assert lines[-1] == "0 passed, 2 failed"


def test_runner_passes_with_exit_0(tmp_path):
    (tmp_path / "ok.yaml").write_text(FAILING.replace("p2.life == 3", "p2.life == 2"))
    result = run_cli(tmp_path / "ok.yaml")
    assert result.returncode == 0
    assert result.stdout.splitlines() == ["PASS the attack is expected to miss (it does not)", "1 passed, 0 failed"]
