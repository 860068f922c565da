"""The continuous layer gives the same values whatever is asked first (8-1-3-3-5): a permanent effect
whose condition reads a value another permanent effect changes (ST14-001: +1 cost to your Characters,
then +1000 power "if you have a Character with a cost of 8 or more")."""

from __future__ import annotations

from pathlib import Path

import pytest

from opcg_tui.engine import continuous
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


def _position(tmp_path, db, characters: str, turn: int = 3):
    path = tmp_path / "position.yaml"
    path.write_text(f"name: a position\nstate:\n  turn: {turn}\n  p1: {{ characters: {characters} }}\nexpect: []\n")
    return start_game(load_scenario(path, db), db)


@pytest.mark.parametrize("rounds", [3, 4, continuous.SETTLE_ROUNDS])
def test_permanent_effects_that_never_settle_are_not_applied(tmp_path, tdb, monkeypatch, rounds):
    # TS16-028 (cost 7): "If you do not have a Character with a cost of 8 or more, this Character gains
    # +1 cost": applied, its cost is 8 and it does not apply; not applied, it does (8-1-3-3-5 III).
    monkeypatch.setattr(continuous, "SETTLE_ROUNDS", rounds)
    applied = _counted(monkeypatch)
    game = _position(tmp_path, tdb, "[TS16-028]")
    uid = game.s.players[0].chars[0]
    assert ops.cost(game, uid) == 7  # whatever the number of rounds: not the last round's result
    assert len(applied) == rounds  # the guard stops it


@pytest.mark.parametrize(("characters", "rounds"), [
    ("[ST35-005, {card: ST19-004, don: 1}]", 1),  # no condition reads a value: one round
    ("[{card: ST14-009, don: 1}, ST35-005]", 2),  # Franky read the cost Kuma's effect changed: once more
    ("[{card: ST14-009, don: 1}, ST13-009]", 1),  # Franky reads costs; applied, he changes only power
])
def test_permanent_effects_apply_again_only_when_what_they_read_changed(tmp_path, db, monkeypatch, characters, rounds):
    applied = _counted(monkeypatch)
    game = _position(tmp_path, db, characters, turn=4)
    first = game.s.players[0].chars[0]
    ops.power(game, first), ops.cost(game, first)  # values they write: reading them settles them (once)
    assert len(applied) == rounds


def test_a_value_nothing_can_write_settles_nothing(tmp_path, db, monkeypatch):
    # Kuma and Hina change only costs (whatever their conditions): the Leader's power needs no settling.
    applied = _counted(monkeypatch)
    game = _position(tmp_path, db, "[ST35-005, {card: ST19-004, don: 1}]", turn=4)
    assert ops.power(game, game.s.players[0].leader) == 5000
    assert applied == []
    ops.cost(game, game.s.players[0].chars[0])
    assert len(applied) == 1


def test_a_value_written_only_on_other_cards_settles_nothing(tmp_path, db, monkeypatch):
    # Kuma and Hina change only their own costs: Karoo's cost (and any card's power) needs no settling.
    applied = _counted(monkeypatch)
    game = _position(tmp_path, db, "[ST35-005, {card: ST19-004, don: 1}, ST01-003]", turn=4)
    kuma, _, karoo = game.s.players[0].chars
    assert ops.cost(game, karoo) == 1
    assert applied == []
    assert ops.cost(game, kuma) == 8
    assert len(applied) == 1


def _counted(monkeypatch) -> list[None]:
    """The calls of the continuous layer's applying of one player's permanent effects (one per round)."""
    calls: list[None] = []
    apply = continuous._applied

    def counted(*args):
        calls.append(None)
        return apply(*args)

    monkeypatch.setattr(continuous, "_applied", counted)
    return calls


def test_a_prohibition_nothing_can_make_settles_nothing(tmp_path, db, monkeypatch):
    # Smoker forbids only his K.O. (by effects): asking whether a card's effects are negated settles nothing.
    applied = _counted(monkeypatch)
    game = _position(tmp_path, db, "[ST06-004]", turn=4)
    smoker = game.s.players[0].chars[0]
    assert not continuous.prohibited(game, "negate", smoker, timing="on_play")
    assert applied == []
    assert not continuous.prohibited(game, "ko", smoker)  # no cause: not his ban's; the effects are settled
    assert len(applied) == 1


def test_a_prohibition_of_another_card_settles_nothing(tmp_path, db, monkeypatch):
    # Smoker forbids only his own K.O.: asking whether another card can be K.O.'d settles nothing.
    applied = _counted(monkeypatch)
    game = _position(tmp_path, db, "[ST06-004, ST01-003]", turn=4)
    smoker, karoo = game.s.players[0].chars
    assert not continuous.prohibited(game, "ko", karoo)
    assert applied == []
    assert not continuous.prohibited(game, "ko", smoker)
    assert len(applied) == 1


def test_a_once_per_turn_ban_once_used_no_longer_forbids(tmp_path, db):
    # OP10-118: "Once per turn, this Character cannot be K.O.'d by your opponent's effects" (10-2-13). Using it
    # is a "used" record, with no other change between: the layer read before must not be kept after it.
    game = _position(tmp_path, db, "[OP10-118]", turn=4)
    luffy = game.s.players[0].chars[0]
    by_opponent = continuous.Cause("effect", 1, game.s.players[1].leader)
    assert ops.ko_prohibited(game, luffy, by_opponent)
    ops.spend_once(game, "ko", luffy, by_opponent)
    assert not ops.ko_prohibited(game, luffy, by_opponent)
