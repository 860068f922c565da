"""A revealed hand and a look at the opponent's Life cards (11-2, 11-2-2, 11-3-1): what each seat's view and log
show (OP07-090 Morgans, EB01-052 Viola)."""

from __future__ import annotations

import textwrap

from opcg_tui.engine.records import LookSeen, Reveal
from opcg_tui.engine.view import visible_log
from opcg_tui.scenario import load_scenario, play_step, start_game


def _game(tmp_path, text: str, tdb, upto: int | None = None):
    path = tmp_path / "s.yaml"
    path.write_text(textwrap.dedent(text))
    sc = load_scenario(path, tdb)
    game = start_game(sc, tdb)
    for step in sc.steps[:upto]:
        assert play_step(game, step) == ""
    return game, sc.steps


MORGANS = """
name: Morgans has p2 trash 1 card and reveal their hand
state:
  p1: { hand: [OP07-090], don: 2 }
  p2: { hand: [ST01-006, ST01-009, ST01-008], deck: [ST01-010] }
do:
  - p1: play p1.hand:OP07-090
  - p2: choose p2.hand:ST01-006
expect: []
"""


def test_a_revealed_hand_is_told_to_both_seats_and_then_hidden_again(tmp_path, tdb):
    game, _ = _game(tmp_path, MORGANS, tdb)
    hand = game.s.players[1].hand
    kept = [u for u in hand if game.s.cards[u] in ("ST01-009", "ST01-008")]
    drawn = [u for u in hand if game.s.cards[u] == "ST01-010"]
    for seat in (0, 1):
        revealed = [ev.uid for ev in visible_log(game, seat) if isinstance(ev, Reveal) and ev.uid in hand]
        assert sorted(revealed) == sorted(kept)  # the card drawn after is not revealed
    # 11-2-2: after the effect p1's view holds none of p2's hand (the reveal was told, not kept in sight)
    view = game.view(0)
    assert view["players"][1]["hand"] is None and view["looking"] == []
    assert set(hand) <= set(game.hidden_from(0)) and drawn


VIOLA = """
name: Viola's first option looks at p2's Life cards
state:
  p1: { hand: [EB01-052], don: 2 }
  p2: { life: [ST01-008, ST01-009, ST01-010] }
do:
  - p1: play p1.hand:EB01-052
  - p1: choose option:1
  - p1: choose p2.life:ST01-010 p2.life:ST01-008 p2.life:ST01-009
expect: []
"""


def test_a_look_at_all_the_opponents_life_cards_is_seen_only_by_the_looker(tmp_path, tdb):
    game, steps = _game(tmp_path, VIOLA, tdb, upto=2)  # p1 is ordering them
    life = game.s.players[1].life
    assert sorted(c["uid"] for c in game.view(0)["looking"]) == sorted(life)
    assert game.view(1)["looking"] == [] and set(life) <= set(game.hidden_from(1))
    assert any(isinstance(ev, LookSeen) and ev.size == 3 for ev in visible_log(game, 1))
    assert play_step(game, steps[2]) == ""
    assert game.view(0)["looking"] == [] and set(game.s.players[1].life) <= set(game.hidden_from(0))



BAO_HUANG = """
name: Bao Huang has p2 reveal 2 cards of their hand, chosen unseen
state:
  p1: { hand: [OP01-105], don: 2 }
  p2: { hand: [ST01-006, ST01-009, ST01-008] }
do:
  - p1: play p1.hand:OP01-105
expect: []
"""


def test_cards_chosen_from_the_opponents_hand_are_revealed_to_both_and_only_they(tmp_path, tdb):
    # OP01-105: "Choose 2 cards from your opponent's hand; your opponent reveals those cards." (3-4-3, 8-4-4-2, 11-2)
    game, _ = _game(tmp_path, BAO_HUANG, tdb)
    hand = game.s.players[1].hand
    told = [[ev.uid for ev in visible_log(game, seat) if isinstance(ev, Reveal) and ev.uid in hand] for seat in (0, 1)]
    assert told[0] == told[1] and len(set(told[0])) == 2  # the same 2 cards, to both seats; the third stays unseen
    view = game.view(0)
    assert view["players"][1]["hand"] is None and set(hand) <= set(game.hidden_from(0))
