"""The blunder census (issue 27): each detector fires on a position built for it and not on a near miss,
and the quick census of bench/ai.py runs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from opcg_tui.ai import census
from opcg_tui.engine import Command, Game
from opcg_tui.games.onepiece.scenario import OnePieceScenarios

ROOT = Path(__file__).resolve().parents[2]


def position(db, p1: dict, p2: dict, turn: int = 3) -> Game:
    """p1 to move in its Main Phase (odd turn); the deck filler has no Counter and no [Trigger]."""
    dialect = OnePieceScenarios()
    raw = {"turn": turn, "p1": p1, "p2": p2}
    return dialect.start_game(dialect.load_state(raw, {"filler": "ST01-013"}, Path("test"), db, {}), 1, db)


def judge(detector, g: Game, cmd: Command):
    """The detector's verdict on `cmd`, chosen by the seat waiting in `g`."""
    seat = g.waiting.player
    return detector(g, seat, cmd, [c for c in g.legal() if c.player == seat and c.kind != "concede"])


def attack(g: Game, attacker: int, target: int) -> Command:
    return Command(g.waiting.player, "attack", (attacker, target))


# ---------------------------------------------------------------- 1. hopeless attack
def test_a_blocker_thrown_at_a_stronger_leader_is_hopeless(db):
    g = position(db, {"characters": ["ST01-006"]}, {"leader": "ST02-001"})  # Chopper (1000, [Blocker]) vs 5000
    chopper, leader = g.s.players[0].chars[0], g.s.players[1].leader
    found = judge(census.hopeless_attack, g, attack(g, chopper, leader))
    assert found is not None and found.kind == 1 and "Blocker" in found.better


def test_an_attack_that_wastes_nothing_or_has_an_effect_is_not_hopeless(db):
    # Nami (1000, no [Blocker]) with no DON!! to give: the attack loses, but nothing better was possible.
    g = position(db, {"characters": ["ST01-007"]}, {"leader": "ST02-001"})
    nami, leader = g.s.players[0].chars[0], g.s.players[1].leader
    assert judge(census.hopeless_attack, g, attack(g, nami, leader)) is None
    # With 4 DON!! active it could have won: hopeless.
    g = position(db, {"characters": ["ST01-007"], "don": 4}, {"leader": "ST02-001"})
    assert judge(census.hopeless_attack, g, attack(g, g.s.players[0].chars[0], leader)) is not None
    # Jinbe's attack has a [When Attacking] of its own, even against a stronger Leader.
    g = position(db, {"characters": ["ST01-005"], "don": 4}, {"leader": "ST01-001", "characters": []})
    assert census.reacts_to_battle(g, 0, g.s.players[0].chars[0])


# ---------------------------------------------------------------- 2. DON!! overkill
def overkill(db, p2_hand: list[str]):
    """Koby (6000) given 4 DON!! from the active ones, Jinbe (cost 3) left in hand, attacks a 5000 Leader."""
    g = position(db, {"characters": ["ST02-006"], "hand": ["ST01-005"], "don": 5},
                 {"leader": "ST02-001", "hand": p2_hand})
    koby = g.s.players[0].chars[0]
    g.apply(Command(0, "give", (koby, 4)))
    return judge(census.don_overkill, g, attack(g, koby, g.s.players[1].leader))


def test_don_given_beyond_every_defence_while_a_card_waits_is_overkill(db):
    found = overkill(db, [])  # no card in the defender's hand: 6000 already wins, 4 DON!! spare, Jinbe costs 3
    assert found is not None and found.kind == 2 and "Jinbe" in found.better


def test_don_that_a_possible_counter_could_need_is_not_overkill(db):
    # Two cards in hand, each possibly a 2000 Counter (Apoo): 9000 needed, so 1 DON!! spare: Jinbe needs 3.
    assert overkill(db, ["ST02-008", "ST02-008"]) is None


def test_don_an_effect_gave_from_the_rested_ones_is_not_overkill(db):
    # Luffy's [Activate: Main] gives Koby a rested DON!!: not one Jinbe (cost 3, 2 active DON!!) could use.
    g = position(db, {"leader": "ST01-001", "characters": ["ST02-006"], "hand": ["ST01-005"], "don": 2,
                      "don_rested": 2}, {"leader": "ST02-001"})
    koby = g.s.players[0].chars[0]
    g.apply(Command(0, "activate", (g.s.players[0].leader,)))
    g.apply(Command(0, "choose", (koby,)))
    assert judge(census.don_overkill, g, attack(g, koby, g.s.players[1].leader)) is None


# ---------------------------------------------------------------- 3. unspent DON!!
def end_turn(g: Game) -> Command:
    return Command(0, "end", ())


def test_ending_the_turn_with_a_good_play_left_is_unspent_don(db):
    g = position(db, {"hand": ["ST01-013"], "don": 3}, {})  # Zoro (3, 5000) playable with 3 DON!!
    found = judge(census.unspent_don, g, end_turn(g))
    assert found is not None and found.kind == 3 and "Roronoa Zoro" in found.better


def test_don_kept_for_a_counter_event_or_a_poor_play_is_not_unspent(db):
    # Guard Point (a 1-cost [Counter] Event) in hand: Zoro would leave no DON!! for it.
    g = position(db, {"hand": ["ST01-013", "ST01-014"], "don": 3}, {})
    assert judge(census.unspent_don, g, end_turn(g)) is None
    # Brook (3000, +2000 Counter) gains +0.53 on the field by the evaluation: below the threshold, a
    # card kept as a counter.
    g = position(db, {"hand": ["ST01-011"], "don": 3}, {})
    assert judge(census.unspent_don, g, end_turn(g)) is None


# ---------------------------------------------------------------- 4. limit trash
def at_the_limit(db, threat: bool) -> Game:
    """Chopper ([Blocker], the only one) and four Zoros; Franky played as the sixth Character."""
    p2 = {"characters": ["ST01-013"] * 4} if threat else {}
    g = position(db, {"characters": ["ST01-006"] + ["ST01-013"] * 4, "hand": ["ST01-010"], "don": 4,
                      "life": 2}, p2)
    g.apply(Command(0, "play", (g.s.players[0].hand[0],)))
    assert g.waiting.purpose == "limit_trash"
    return g


def trash(g: Game, nth: int) -> Command:
    return Command(0, "choose", (g.s.players[0].chars[nth],))


def test_trashing_the_last_blocker_under_a_lethal_threat_is_a_limit_trash_blunder(db):
    g = at_the_limit(db, threat=True)
    found = judge(census.limit_trash, g, trash(g, 0))
    assert found is not None and found.kind == 4 and "Zoro" in found.better
    assert judge(census.limit_trash, g, trash(g, 1)) is None


def test_without_a_threat_the_blocker_is_the_card_worth_least(db):
    g = at_the_limit(db, threat=False)
    assert judge(census.limit_trash, g, trash(g, 0)) is None
    found = judge(census.limit_trash, g, trash(g, 1))  # a Zoro is worth more by the evaluation
    assert found is not None and "Chopper" in found.better


# ---------------------------------------------------------------- 5. needless defence
def defending(db, life: int, hand: list[str], characters: list[str]) -> Game:
    """p1's Leader (5000, its only attacker) attacks p2's Leader."""
    g = position(db, {}, {"life": life, "hand": hand, "characters": characters})
    g.apply(attack(g, g.s.players[0].leader, g.s.players[1].leader))
    return g


def test_a_chump_block_at_five_life_is_a_needless_defence(db):
    g = defending(db, 5, [], ["ST01-006"])
    assert g.waiting.kind == "block"
    found = judge(census.needless_defence, g, Command(1, "block", (g.s.players[1].chars[0],)))
    assert found is not None and found.kind == 5
    g = defending(db, 2, [], ["ST01-006"])  # at 2 Life it matters
    assert judge(census.needless_defence, g, Command(1, "block", (g.s.players[1].chars[0],))) is None


def test_a_last_counter_at_five_life_is_needless_but_one_of_many_is_not(db):
    for hand, fires in ((["ST01-002"], True), (["ST01-002", "ST01-003", "ST01-007"], False)):
        g = defending(db, 5, hand, [])
        assert g.waiting.kind == "counter"
        usopp = g.s.players[1].hand[0]
        found = judge(census.needless_defence, g, Command(1, "counter", (usopp, g.s.players[1].leader)))
        assert (found is not None) == fires


# ---------------------------------------------------------------- the census
def test_the_quick_census_prints_its_lines():
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "ai.py"), "--census", "--quick", "--census-games", "2",
                          "--levels", "random,normal", "--jobs", "1"], capture_output=True, text=True, timeout=120,
                         check=True).stdout
    assert "1 hopeless attack" in out and "5 needless defence" in out
    summary = [line for line in out.splitlines() if line.endswith("blunders per 100 decisions (classes 1-4)")]
    assert [line.split(":")[0] for line in summary] == ["random", "normal"]
