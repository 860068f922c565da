"""Face-up Life cards are public, face-down ones and a look at a Life card are not (3-10-2, 3-10-2-1, 11-3):
what each seat's view and log show."""

from __future__ import annotations

import textwrap

from opcg_tui.engine.records import HiddenMove, LookSeen, Reveal
from opcg_tui.engine.view import visible_log
from opcg_tui.scenario import load_scenario, play_step, start_game


def _game(tmp_path, text: str, tdb):
    path = tmp_path / "s.yaml"
    path.write_text(textwrap.dedent(text))
    sc = load_scenario(path, tdb)
    game = start_game(sc, tdb)
    for step in sc.steps:
        assert play_step(game, step) == ""
    return game


FACE_UP = """
name: p1 turns its top Life card face-up
state:
  p1: { hand: [TS11-014], don: 1, life: [ST01-010, ST01-008], deck: 5 }
do:
  - p1: play p1.hand:TS11-014
  - p1: yes
expect: []
"""


def test_a_face_up_life_card_is_in_both_views_a_face_down_one_in_neither(tmp_path, tdb):
    game = _game(tmp_path, FACE_UP, tdb)
    top, under = game.s.players[0].life
    for seat in (0, 1):
        view = game.view(seat)
        assert [c["uid"] for _, c in view["players"][0]["life_faceup"]] == [top]
        hidden = game.hidden_from(seat)
        assert top not in hidden and under in hidden


def test_a_face_up_life_card_leaving_for_the_hand_is_seen_by_the_opponent(tmp_path, tdb):
    game = _game(tmp_path, FACE_UP + "", tdb)
    top = game.s.players[0].life[0]
    start = len(game.log)
    # p1's TS11-001-like move: a face-up Life card to the hand (by the rules' damage or an effect)
    from opcg_tui.games.onepiece import ops

    ops.move(game, top, "hand")
    seen = visible_log(game, 1, start)
    assert any(isinstance(ev, Reveal) and ev.uid == top for ev in seen)


def test_a_look_at_the_opponents_life_is_seen_only_by_the_looker(tmp_path, tdb):
    game = _game(tmp_path, """
        name: p1 looks at p2's top Life card
        state:
          p1: { hand: [TS11-017], don: 1, life: 1 }
          p2: { life: [ST01-010, ST01-008] }
        do:
          - p1: play p1.hand:TS11-017
          - p1: choose p2.life
        expect: []
        """, tdb)
    top = game.s.players[1].life[0]
    assert top in [c["uid"] for c in game.view(0)["looking"]]
    assert top not in [c["uid"] for c in game.view(1)["looking"]]
    assert top in game.hidden_from(1)
    assert any(isinstance(ev, LookSeen) for ev in visible_log(game, 1))
    assert not any(getattr(ev, "uid", None) == top for ev in visible_log(game, 1) if not isinstance(ev, HiddenMove))
