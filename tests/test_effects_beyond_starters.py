"""Rules no starter card prints: [Double Attack], [Banish], [Rush: Character], [Unblockable], replacement
effects, [On K.O.], "at the start of the game", "until the start of your next turn", the loop bound —
shown with test-only copies of vanilla cards that carry them."""

from __future__ import annotations

import dataclasses

import pytest

from opcg_tui.data.cards import CardDB
from opcg_tui.engine import game as game_module
from opcg_tui.scenario import load_scenario, run_scenario


@pytest.fixture(scope="module")
def kdb(db):
    extra = CardDB(db)
    base = db["ST01-010"]  # a vanilla 4-cost 6000 Character
    for number, keyword in [("TS01-001", "double_attack"), ("TS01-002", "banish"),
                            ("TS01-003", "rush_character"), ("TS01-004", "unblockable")]:
        extra[number] = dataclasses.replace(base, number=number, name=f"Test {keyword}", keywords=frozenset({keyword}))
    return extra


def run(tmp_path, kdb, text: str) -> str:
    path = tmp_path / "s.yaml"
    path.write_text(text)
    return run_scenario(load_scenario(path, kdb), kdb)


def test_double_attack_deals_two_damage(tmp_path, kdb):
    assert run(tmp_path, kdb, """
name: double attack
rules: ["10-1-2-1", "7-1-4-1-1-3"]
state:
  p1: { characters: [TS01-001] }
  p2: { life: [ST01-003, ST01-009, ST01-008] }
do:
  - p1: attack p1.char:TS01-001 p2.leader
expect:
  - "p2.life == 1"
  - "p2.hand.cards == [ST01-003, ST01-009]"
  - "winner == none"
""") == ""


def test_double_attack_at_one_life_takes_the_last_card_but_does_not_win(tmp_path, kdb):
    # 7-1-4-1-1-1: the game is won only when damage is determined at 0 Life.
    assert run(tmp_path, kdb, """
name: double attack at 1 life
state:
  p1: { characters: [TS01-001] }
  p2: { life: 1 }
do:
  - p1: attack p1.char:TS01-001 p2.leader
expect:
  - "p2.life == 0"
  - "winner == none"
""") == ""


def test_banish_trashes_life_without_trigger(tmp_path, kdb):
    assert run(tmp_path, kdb, """
name: banish
rules: ["10-1-3-1"]
state:
  p1: { characters: [TS01-002] }
  p2: { life: [ST01-015, ST01-003] }
do:
  - p1: attack p1.char:TS01-002 p2.leader
expect:
  - "p2.life.cards == [ST01-003]"
  - "p2.trash.cards == [ST01-015]"
  - "p2.hand == 0"
  - "waiting == p1 main"
""") == ""


def test_rush_character_attacks_characters_not_the_leader_when_played(tmp_path, kdb):
    assert run(tmp_path, kdb, """
name: rush character
rules: ["10-1-6"]
state:
  p1: { characters: [{card: TS01-003, fresh: true}] }
  p2: { characters: [{card: ST01-003, rested: true}] }
do:
  - { p1: "attack p1.char:TS01-003 p2.leader", illegal: true }
  - p1: attack p1.char:TS01-003 p2.char:ST01-003
expect:
  - "p2.trash.cards == [ST01-003]"
""") == ""


def test_unblockable_attacker_gets_no_block_step_choice(tmp_path, kdb):
    assert run(tmp_path, kdb, """
name: unblockable
rules: ["10-1-7"]
state:
  p1: { characters: [TS01-004] }
  p2: { characters: [ST01-006], life: 2 }
do:
  - p1: attack p1.char:TS01-004 p2.leader
expect:
  - "p2.life == 1"
  - "p2.char:ST01-006.rested == false"
""") == ""


def test_a_blocker_can_block_an_ordinary_attacker(tmp_path, kdb):
    assert run(tmp_path, kdb, """
name: blocker for contrast
state:
  p1: { characters: [ST01-010] }
  p2: { characters: [ST01-006], life: 2 }
do:
  - p1: attack p1.char:ST01-010 p2.leader
  - p2: block p2.char:ST01-006
expect:
  - "p2.life == 2"
  - "p2.trash.cards == [ST01-006]"
""") == ""


def test_a_loop_that_cannot_end_is_a_draw(tmp_path, kdb, monkeypatch):
    # 11-1-1-1: the engine bounds the decisions of one turn; past the bound the game is a draw.
    monkeypatch.setattr(game_module, "MAX_DECISIONS_PER_TURN", 3)
    assert run(tmp_path, kdb, """
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


@pytest.fixture(scope="module")
def rdb(kdb):
    from opcg_tui.data.schema import Frozen

    extra = CardDB(kdb)
    replacement = Frozen({"timing": "would_be_ko", "conditions": Frozen(),
                          "cost": Frozen({"trash_from_hand": 1, "optional": True}), "actions": ()})
    extra["TS01-005"] = dataclasses.replace(kdb["ST01-010"], number="TS01-005", name="Test replacement",
                                            effects=(replacement,))
    return extra


def test_replacement_effect_saves_the_character_instead_of_the_ko(tmp_path, rdb):
    # 8-1-3-4: "If this Character would be K.O.'d, you may trash 1 card from your hand instead."
    from opcg_tui.engine.text import render_card_text

    assert render_card_text(rdb["TS01-005"]) == \
        "If this Character would be K.O.'d, you may trash 1 card from your hand instead."
    assert run(tmp_path, rdb, """
name: replacement applied
rules: ["8-1-3-4"]
state:
  p1: { characters: [{card: ST01-010, don: 1}] }
  p2: { characters: [{card: TS01-005, rested: true}], hand: [ST01-003] }
do:
  - p1: attack p1.char:ST01-010 p2.char:TS01-005
  - p2: pass
  - p2: yes
expect:
  - "p2.characters.cards == [TS01-005]"
  - "p2.trash.cards == [ST01-003]"
""") == ""


def test_replacement_effect_declined_means_the_ko_happens(tmp_path, rdb):
    # 8-1-3-4-1: a replacement the player chooses not to apply is not resolved.
    assert run(tmp_path, rdb, """
name: replacement declined
state:
  p1: { characters: [{card: ST01-010, don: 1}] }
  p2: { characters: [{card: TS01-005, rested: true}], hand: [ST01-003] }
do:
  - p1: attack p1.char:ST01-010 p2.char:TS01-005
  - p2: pass
  - p2: no
expect:
  - "p2.characters == 0"
  - "p2.trash.cards == [TS01-005]"
  - "p2.hand == 1"
""") == ""


def effect(**fields):
    from opcg_tui.data.schema import Frozen

    def freeze(value):
        if isinstance(value, dict):
            return Frozen({k: freeze(v) for k, v in value.items()})
        if isinstance(value, list):
            return tuple(freeze(v) for v in value)
        return value

    base = {"conditions": {}}
    return freeze({**base, **fields})


@pytest.fixture(scope="module")
def edb(kdb):
    from opcg_tui.data.cards import Card

    extra = CardDB(kdb)
    vanilla = kdb["ST01-010"]
    sel_any = {"owner": "you", "zone": "leader_or_character", "count": 1, "up_to": True}
    # [DON!! x1] [On K.O.] Draw 1 card.
    extra["TS01-006"] = dataclasses.replace(vanilla, number="TS01-006", name="Test on KO", effects=(
        effect(timing="on_ko", conditions={"don": 1}, actions=[{"draw": 1}]),))
    # [On Play] Up to 1 of your Leader or Character cards gains +2000 power until the start of your next turn.
    extra["TS01-007"] = dataclasses.replace(vanilla, number="TS01-007", name="Test next turn", effects=(
        effect(timing="on_play", actions=[{"power": 2000, "duration": "until_your_next_turn", "target": sel_any}]),))
    # Leader: At the start of the game, play up to 1 Stage card from your deck.
    leader = kdb["ST01-001"]
    extra["TS01-008"] = Card(number="TS01-008", name="Test leader", category="leader", colors=leader.colors,
                             life=5, power=5000, effects=(effect(timing="start_of_game", actions=[{"play": {
                                 "owner": "you", "zone": "deck", "count": 1, "up_to": True, "category": "stage"}}]),))
    return extra


def test_on_ko_is_checked_on_the_field_and_resolves_from_the_trash(tmp_path, edb):
    # 10-2-17-1: the [DON!! x1] condition is met on the field (given DON!!), then the card is trashed.
    assert run(tmp_path, edb, """
name: on ko
rules: ["10-2-17-1"]
state:
  p1: { characters: [{card: ST01-010, don: 2}] }
  p2: { characters: [{card: TS01-006, rested: true, don: 1}], deck: [ST01-003, ST01-009] }
do:
  - p1: attack p1.char:ST01-010 p2.char:TS01-006
expect:
  - "p2.trash.cards == [TS01-006]"
  - "p2.hand.cards == [ST01-003]"
  - "p2.don_rested == 1"
""") == ""


def test_on_ko_condition_unmet_on_the_field_does_not_activate(tmp_path, edb):
    assert run(tmp_path, edb, """
name: on ko without don
state:
  p1: { characters: [{card: ST01-010, don: 2}] }
  p2: { characters: [{card: TS01-006, rested: true}] }
do:
  - p1: attack p1.char:ST01-010 p2.char:TS01-006
expect:
  - "p2.trash.cards == [TS01-006]"
  - "p2.hand == 0"
""") == ""


def test_until_the_start_of_your_next_turn_lasts_through_the_opponents_turn(tmp_path, edb):
    # 6-2-1: such effects end in the Refresh Phase of their controller's next turn.
    assert run(tmp_path, edb, """
name: until next turn
rules: ["6-2-1"]
state:
  p1: { hand: [TS01-007], don: 4 }
do:
  - p1: play p1.hand:TS01-007
  - p1: choose p1.leader
  - p1: end
  - check: ["p1.leader.power == 7000", "turn == 4"]
  - p2: end
expect:
  - "turn == 5"
  - "p1.leader.power == 5000"
""") == ""


def test_start_of_the_game_effects_happen_before_the_opening_hands(tmp_path, edb):
    # 5-2-1-5-1: processed when first/second is declared; 5-2-1-5-2: the changed deck is shuffled.
    from opcg_tui.data.decks import Deck
    from opcg_tui.engine import new_game

    cards = tuple((n, k) for n, k in (("ST01-017", 2), ("ST01-003", 4), ("ST01-009", 4), ("ST01-010", 4),
                                       ("ST01-008", 4), ("ST01-013", 4), ("ST01-005", 4), ("ST01-004", 4),
                                       ("ST01-006", 4), ("ST01-007", 4), ("ST01-002", 4), ("ST01-011", 2),
                                       ("ST01-012", 2), ("ST01-014", 2), ("ST01-016", 2)))
    deck = Deck(id="t", name="t", leader="TS01-008", cards=cards)
    game = new_game(deck, deck, seed=3, db=edb, chooser=0, shuffle=False)
    from opcg_tui.engine import Command

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


@pytest.fixture(scope="module")
def tdb(edb):
    extra = CardDB(edb)
    vanilla = edb["ST01-010"]
    # [On Your Opponent's Attack] Up to 1 of your Leader or Character cards gains +2000 power during this battle.
    extra["TS01-009"] = dataclasses.replace(vanilla, number="TS01-009", name="Test opponent attack", effects=(
        effect(timing="on_opponent_attack", actions=[{"power": 2000, "duration": "battle", "target": {
            "owner": "you", "zone": "leader_or_character", "count": 1, "up_to": True}}]),))
    # [End of Your Opponent's Turn] Draw 1 card.  At the start of your turn, draw 1 card.
    extra["TS01-010"] = dataclasses.replace(vanilla, number="TS01-010", name="Test turn edges", effects=(
        effect(timing="end_of_opponent_turn", actions=[{"draw": 1}]),
        effect(timing="start_of_your_turn", actions=[{"draw": 1}])))
    return extra


def test_on_your_opponents_attack_activates_for_the_defender(tmp_path, tdb):
    # 10-2-16-1: after the attacker's [When Attacking] effects; the +2000 holds for this battle only.
    assert run(tmp_path, tdb, """
name: on your opponent's attack
rules: ["10-2-16-1"]
state:
  p1: { characters: [{card: ST01-005, don: 1}] }
  p2: { characters: [TS01-009], life: 2 }
do:
  - p1: attack p1.char:ST01-005 p2.leader
  - p1: choose p1.leader
  - p2: choose p2.leader
expect:
  - "p2.life == 2"
  - "p2.leader.power == 5000"
""") == ""


def test_end_of_opponents_turn_and_start_of_your_turn(tmp_path, tdb):
    # 6-6-1-1-2: [End of Your Opponent's Turn] resolves in the opponent's End Phase; 6-2-2: start of turn.
    assert run(tmp_path, tdb, """
name: turn edges
rules: ["6-6-1-1-2", "6-2-2"]
state:
  p1: { }
  p2: { characters: [TS01-010], deck: [ST01-003, ST01-009, ST01-008, ST01-010] }
do:
  - p1: end
  - check: ["turn == 4", "p2.hand.cards == [ST01-003, ST01-009, ST01-008]"]
expect:
  - "p2.deck == 1"
""") == ""
