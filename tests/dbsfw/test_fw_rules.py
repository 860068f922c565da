"""Fusion World rules a scenario file cannot say (with the test-only cards of tests/cards/dbsfw)."""

from __future__ import annotations

from pathlib import Path

from opcg_tui.engine import game as game_module
from opcg_tui.scenario import load_scenario, run_scenario

TEST_CARDS = Path(__file__).resolve().parents[1] / "cards"


def test_a_loop_that_does_not_end_is_a_draw(tmp_path, monkeypatch):
    # FW 16-1-1-1: the engine bounds the decisions of one turn (the core's bound, as CR 11-1-1-1 in
    # ONE PIECE); past it neither player is taken to have stopped the loop: the game is a draw.
    from opcg_tui.games.dbsfw import load_cards

    monkeypatch.setenv("OPCG_CARD_DIRS", str(TEST_CARDS))
    monkeypatch.setattr(game_module, "MAX_DECISIONS_PER_TURN", 3)
    db = load_cards()
    path = tmp_path / "loop.yaml"
    path.write_text("""
name: an [Activate Main] skill without a limit, declared past the bound
game: dbsfw
rules: ["16-1-1-1"]
state:
  p1: { battle: [TF01-10] }
do:
  - p1: activate p1.battle:TF01-10
  - p1: activate p1.battle:TF01-10
  - p1: activate p1.battle:TF01-10
  - p1: activate p1.battle:TF01-10
expect:
  - "winner == draw"
""")
    assert run_scenario(load_scenario(path, db), db) == ""
