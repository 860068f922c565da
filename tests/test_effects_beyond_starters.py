"""Rules no starter card prints, shown with the test-only cards of tests/cards (the scenario files
under tests/scenarios/rules use them too): what a scenario file cannot say."""

from __future__ import annotations

from opcg_tui.data.decks import Deck
from opcg_tui.engine import Command, new_game
from opcg_tui.engine import game as game_module
from opcg_tui.games.onepiece.wording import render_card_text
from opcg_tui.scenario import load_scenario, run_scenario


def run(tmp_path, db, text: str) -> str:
    path = tmp_path / "s.yaml"
    path.write_text(text)
    return run_scenario(load_scenario(path, db), db)


def test_replacement_effect_text(tdb):
    # 8-1-3-4: "If this Character would be K.O.'d, you may trash 1 card from your hand instead."
    assert render_card_text(tdb["TS01-005"]) == \
        "If this Character would be K.O.'d, you may trash 1 card from your hand instead."


def test_a_loop_that_cannot_end_is_a_draw(tmp_path, tdb, monkeypatch):
    # 11-1-1-1: the engine bounds the decisions of one turn; past the bound the game is a draw.
    monkeypatch.setattr(game_module, "MAX_DECISIONS_PER_TURN", 3)
    assert run(tmp_path, tdb, """
name: loop bound
rules: ["11-1-1-1"]
state:
  p1: { don: 6 }
do:
  - p1: give p1.leader
  - p1: give p1.leader
  - p1: give p1.leader
  - p1: give p1.leader
expect:
  - "winner == draw"
""") == ""


def test_start_of_the_game_effects_happen_before_the_opening_hands(tdb):
    # 5-2-1-5-1: processed when first/second is declared; 5-2-1-5-2: the changed deck is shuffled.
    cards = tuple((n, k) for n, k in (("ST01-017", 2), ("ST01-003", 4), ("ST01-009", 4), ("ST01-010", 4),
                                       ("ST01-008", 4), ("ST01-013", 4), ("ST01-005", 4), ("ST01-004", 4),
                                       ("ST01-006", 4), ("ST01-007", 4), ("ST01-002", 4), ("ST01-011", 2),
                                       ("ST01-012", 2), ("ST01-014", 2), ("ST01-016", 2)))
    deck = Deck(id="t", name="t", leader="TS01-008", cards=cards)
    game = new_game(deck, deck, seed=3, db=tdb, chooser=0, shuffle=False)
    game.apply(Command(0, "first"))
    for player in (0, 1):
        # The chooser (p1) processes its effect first, then p2; no hand is drawn yet.
        prompt = game.waiting
        assert prompt.player == player and prompt.kind == "choose"
        assert game.s.players[player].hand == []
        game.apply([c for c in prompt.options if c.args][0])
    for player in (0, 1):
        assert game.s.cards[game.s.players[player].stage] == "ST01-017"
    assert [e[1] for e in game.log if e[0] == "shuffle"] == [0, 1]
    assert game.waiting.kind == "mulligan"
