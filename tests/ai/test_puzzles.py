"""The puzzle suite (docs/puzzles.md): every puzzle has its stated solution, proved by exhaustive
search over every position its side's view allows; and a level's solve rate is measured right."""

from __future__ import annotations

import textwrap
from collections import Counter
from pathlib import Path

import pytest

from opcg_tui.ai import make_player
from opcg_tui.ai.exhaustive import Search, known_worlds
from opcg_tui.ai.puzzles import check, load_position, load_suite, perfect, solve_rates, solves
from opcg_tui.data.yamlfile import DataError
from opcg_tui.scenario import play_step, run_scenario, scenario_files

SUITE = Path(__file__).parent / "puzzles"
FILES = scenario_files([SUITE])


@pytest.fixture(scope="module")
def suite(db):
    return {p.name: p for p in load_suite(SUITE, db)}


def test_suite_size_and_kinds(suite):
    kinds = Counter(p.puzzle.kind for p in suite.values())
    assert len(suite) >= 40 and kinds["lethal"] >= 15 and kinds["survive"] >= 15 and kinds["blunder"] >= 1, kinds


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_puzzle_has_its_stated_solution(path, suite, db):
    position = suite[path.stem]
    proof = check(position)
    assert proof.problem == "", f"{path.name}: {proof.problem}"
    assert proof.worlds >= 1
    # Its scenario checks hold too (the lead-in reaches the decision, then the line after it).
    assert run_scenario(position.scenario, db) == ""


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_solution_line_keeps_the_result_forced(path, suite, db):
    """The `do` steps after the lead-in are a solution: wherever the side answers next, or the line
    ends, its goal is still forced in every world its view allows."""
    position = suite[path.stem]
    game, side = position.game.clone(), position.puzzle.side
    search = Search(side, position.puzzle.goal, game.s.turn)
    for step in position.scenario.steps[position.puzzle.after:]:
        assert play_step(game, step) == ""
        if game.waiting is None or game.waiting.player == side:
            assert search.wins(known_worlds(game, side)), f"line {step.line}: after '{step.answer}' the goal is lost"


def test_the_exhaustive_player_solves_every_puzzle(suite):
    rates = solve_rates(list(suite.values()), perfect)
    assert rates.failed == []
    assert sum(rates.solved.values()) == len(suite)


def test_random_fails_a_puzzle_that_needs_one_exact_line(suite):
    kid = suite["lethal-kid-stands-up-again"]
    assert not any(solves(kid, lambda _, seed=seed: make_player("random", seed=seed)) for seed in range(5))
    rates = solve_rates([kid], lambda _: make_player("random", seed=1))
    assert rates.failed == [kid.name] and rates.total["lethal"] == 1 and rates.rate("lethal") == 0.0


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "p.yaml"
    path.write_text(textwrap.dedent(text))
    return path


KID = """\
    name: Kid stands up again
    filler: ST01-013
    puzzle: {kind: lethal, side: p1}
    state:
      turn: 5
      p1: { leader: ST02-001, don: 3, hand: [ST01-013] }
      p2: { leader: ST09-001, life: 1, hand: %s, deck: %s }
    expect: ["winner == none"]
"""


def test_a_false_claim_is_caught(tmp_path, db):
    assert check(load_position(write(tmp_path, KID % ("0", "5")), db)).problem == ""
    # A Counter in the defender's hand stops the second attack: no longer lethal.
    proof = check(load_position(write(tmp_path, KID % ("[ST01-003]", "5")), db))
    assert "cannot force 'win'" in proof.problem


def test_lethal_must_hold_against_every_hand_the_view_allows(tmp_path, db):
    """The real hand holds no Counter, but the open decklist says one Counter is somewhere hidden: it
    may be in the hand, so the attack is not proved lethal."""
    safe = KID % ("[ST01-013]", "[ST01-013, ST01-013, ST01-013, ST01-013]")
    hidden_counter = KID % ("[ST01-013]", "[ST01-003, ST01-013, ST01-013, ST01-013]")
    assert check(load_position(write(tmp_path, safe), db)).problem == ""
    position = load_position(write(tmp_path, hidden_counter), db)
    proof = check(position)
    assert proof.worlds == 6  # the Counter in the hand, in the one Life card, or at one of 4 deck places
    assert "cannot force 'win'" in proof.problem
    # Against the real hand alone it would be lethal: the proof is about what the side can know.
    assert Search(0, "win", 5).wins([position.game])


def test_worlds_the_side_cannot_tell_apart_are_searched_together(tmp_path, db):
    position = load_position(write(tmp_path, KID % ("[ST01-013]", "[ST01-003, ST01-013, ST01-013, ST01-013]")), db)
    search = Search(0, "win", 5)
    worlds = known_worlds(position.game, 0)
    assert len({w.s.cards for w in worlds}) == 6 and len(search.split(worlds)) == 1
    # After the attack the side sees the defender asked for a Counter in the one world where the
    # Counter is in hand (the engine asks only when there is a choice); the 5 others look alike.
    attack, end = (position.game.rules.scenario.parse_answer(position.game, 0, a)
                   for a in ("attack p1.leader p2.leader", "end"))
    assert sorted(map(len, search.split([search.after(w, attack) for w in worlds]))) == [1, 5]
    assert len(search.split([search.after(worlds[0], attack), search.after(worlds[0], end)])) == 2


def test_a_blunder_must_lose(tmp_path, db):
    blunder = KID.replace("{kind: lethal, side: p1}", "{kind: blunder, side: p1, goal: win, losing: [%s]}")
    losing = load_position(write(tmp_path, blunder % ('"give p1.leader"', "0", "5")), db)
    assert check(losing).problem == ""
    not_losing = load_position(write(tmp_path, blunder % ('"attack p1.leader p2.leader"', "0", "5")), db)
    assert "keeps 'win'" in check(not_losing).problem


@pytest.mark.parametrize("block, problem", [
    ("{kind: mate, side: p1}", "'kind' must be one of lethal, survive, blunder"),
    ("{kind: lethal}", "'side' (the player solving) must be p1 or p2"),
    ("{kind: lethal, side: p1, losing: [end]}", "'goal' and 'losing' belong to blunder puzzles"),
    ("{kind: blunder, side: p1, goal: win}", "a blunder puzzle lists its 'losing' answers"),
    ("{kind: blunder, side: p1, goal: draw, losing: [end]}", "'goal' must be win or survive"),
    ("{kind: lethal, side: p1, after: 2}", "'after' must be a number of 'do' steps from 0 to 0"),
    ("{kind: lethal, side: p1, colour: red}", "unknown key 'colour'"),
])
def test_a_bad_puzzle_block_is_named(tmp_path, db, block, problem):
    text = KID.replace("{kind: lethal, side: p1}", block) % ("0", "5")
    with pytest.raises(DataError) as err:
        load_position(write(tmp_path, text), db)
    assert problem in str(err.value) and "p.yaml" in str(err.value) and ":3" in str(err.value)


def test_a_losing_answer_must_be_legal_at_the_start(tmp_path, db):
    text = KID.replace("{kind: lethal, side: p1}", '{kind: blunder, side: p1, goal: win, losing: ["give p1.leader 9"]}')
    with pytest.raises(DataError, match="losing answer 'give p1.leader 9'"):
        load_position(write(tmp_path, text % ("0", "5")), db)


def test_worlds_are_not_dealt_under_a_prompt_made_from_hidden_cards(tmp_path, db):
    """p1's Main Phase prompt was made from its real hand, which p2 cannot see: redealing p1's hand
    under it would be wrong, so the proof says where to start instead."""
    text = KID % ("0", "5")
    text = text.replace("{kind: lethal, side: p1}", "{kind: survive, side: p2}").replace("life: 1", "life: 3")
    alike = load_position(write(tmp_path, text), db)
    assert check(alike).problem == ""  # p1's hidden cards are all ST01-013: one way to deal them
    mixed = load_position(write(tmp_path, text.replace("hand: [ST01-013]", "hand: [ST01-011]")), db)
    assert "answers a prompt made from cards p2 cannot see" in check(mixed).problem


class Blunders:
    """Plays the puzzle's first losing answer, then perfectly."""

    name = "blunders"

    def __init__(self, position) -> None:
        self.first, self.then = position.losing[0], perfect(position.puzzle)

    def decide(self, view, options):
        if self.first is not None:
            first, self.first = self.first, None
            return first
        return self.then.decide(view, options)


def test_the_best_answers_punish_a_blunder(suite):
    """After a losing answer the search's answers win against even perfect play: measured as failed."""
    blunders = [p for p in suite.values() if p.puzzle.kind == "blunder"]
    assert blunders
    for position in blunders:
        assert not solves(position, lambda _, position=position: Blunders(position)), position.name
        assert solves(position, perfect), position.name


def test_what_happens_after_the_turn_does_not_count(tmp_path, db):
    """p2 draws its last card at the start of its turn and loses then, which is not this turn."""
    text = (KID % ("0", "1")).replace("life: 1", "life: 3")
    assert "cannot force 'win'" in check(load_position(write(tmp_path, text), db)).problem
    # With no deck at all p2 has lost before the puzzle starts: that is no puzzle.
    empty = (KID % ("0", "0")).replace("life: 1", "life: 3")
    assert "the game is over at the puzzle's start" in check(load_position(write(tmp_path, empty), db)).problem
