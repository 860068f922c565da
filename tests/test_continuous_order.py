"""The continuous layer gives the same values whatever is asked first (8-1-3-3-5): a permanent effect
whose condition reads a value another permanent effect changes (ST14-001: +1 cost to your Characters,
then +1000 power "if you have a Character with a cost of 8 or more")."""

from __future__ import annotations

from pathlib import Path

import pytest

from opcg_tui.games.onepiece import ops
from opcg_tui.scenario import load_scenario, start_game

POSITION = Path(__file__).parent / "scenarios" / "cards" / "ST14" / \
    "ST14-001-monkey-d-luffy-leader-plus-1-cost-makes-a-cost-8.yaml"


@pytest.mark.parametrize("first", ["cost", "power"])
def test_values_do_not_depend_on_the_order_they_are_read(db, first):
    game = start_game(load_scenario(POSITION, db), db)
    me = game.s.players[0]
    cost7 = next(u for u in me.chars if game.s.cards[u] == "ST13-009")
    if first == "cost":
        assert ops.cost(game, cost7) == 8
        assert ops.power(game, me.leader) == 7000
    else:
        assert ops.power(game, me.leader) == 7000
        assert ops.cost(game, cost7) == 8
