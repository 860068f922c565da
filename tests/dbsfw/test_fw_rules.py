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


def test_a_leader_s_back_side_has_its_own_name_and_traits(tmp_path, monkeypatch):
    # FW 10-1-3: only the face-up side's information counts, the name and the special traits too (FB01-070,
    # FB03-078, FB04-103: backs renamed); 2-3-3: <Test Dabura> refers to the back's <Test Majin Buu/Test Dabura>.
    from opcg_tui.games.dbsfw import load_cards, ops
    from opcg_tui.games.dbsfw.view import card_view
    from opcg_tui.scenario import start_game

    monkeypatch.setenv("OPCG_CARD_DIRS", str(TEST_CARDS))
    db = load_cards()
    seen = {}
    for side in ("front", "back"):
        path = tmp_path / f"{side}.yaml"
        path.write_text(f"name: a Leader on its {side}\ngame: dbsfw\nstate:\n  p1: {{ leader: {{ card: TF12-04, side: {side} }} }}\n"
                        f"expect: ['p1.leader.side == {side}']\n")
        g = start_game(load_scenario(path, db), db)
        uid = g.s.players[0].leader
        seen[side] = (ops.name(g, uid), ops.traits(g, uid), ops.named(g, uid, "Test Babidi"),
                      ops.named(g, uid, "Test Dabura"), ops.named(g, uid, "Test Majin"))
        assert card_view(g, uid)["name"] == ops.name(g, uid)  # the board shows the face-up side's name
        other = g.s.players[1].leader  # FS01-01: no back name, its front's name and traits on both sides
        assert (ops.name(g, other), ops.traits(g, other)) == (g.card(other).name, g.card(other).traits)
    assert seen["front"] == ("Test Babidi", ("Evil Wizard",), True, False, False)
    assert seen["back"] == ("Test Majin Buu/Test Dabura", ("Majin",), False, True, False)  # 2-3-1-1: a part, whole
