"""Energy payments (FW 5-3, 1-11): the quick `can_pay` agrees with the listed payments."""

from __future__ import annotations

import random

from opcg_tui.engine import from_position
from opcg_tui.games.dbsfw import load_cards
from opcg_tui.games.dbsfw.energy import can_pay, needed, payments

NUMBERS = ["FS01-10", "FS02-05", "FS03-14", "FS04-14"]  # red, blue, green, yellow


def _position(rng: random.Random) -> dict:
    energy = [{"card": rng.choice(NUMBERS), "rested": rng.random() < 0.3} for _ in range(rng.randrange(6))]
    player = {"leader": {"card": rng.choice(["FS01-01", "FS02-01"]), "rested": False}, "battle": [], "field": None,
              "energy": energy, "energy_markers": rng.randrange(3), "hand": [], "deck": ["FS01-10"] * 5,
              "life": ["FS01-10"] * 8, "drop": []}
    other = {**player, "energy": [], "energy_markers": 0}
    return {"turn": 3, "p1": player, "p2": other}


def test_can_pay_agrees_with_the_payments_listed():
    db = load_cards()
    rng = random.Random(7)
    checked = paid = 0
    for _ in range(300):
        game = from_position(_position(rng), db, game="dbsfw")
        for total in range(4):
            for orbs in ((), ("red",), ("blue",), ("red", "red"), ("red", "blue")):
                found = payments(game, 0, total, orbs)
                assert can_pay(game, 0, total, orbs) == bool(found), (total, orbs)
                for p in found:
                    assert len(p) == needed(total, orbs)
                checked += 1
                paid += bool(found)
    assert 0 < paid < checked
