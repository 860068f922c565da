"""Deck construction rules a card's own text changes (CR 5-1-2-4: "Under the rules of this game, ..."),
checked wherever a deck is: `deck_problems` (the validate command, the deck lists, a game's start) and the
builder's draft."""

from __future__ import annotations

import pytest
from hardening import opcg

from opcg_tui.data.decks import Deck, read_deck
from opcg_tui.data.yamlfile import DataError
from opcg_tui.deckdraft import DeckDraft
from opcg_tui.games.onepiece.decks import deck_problems, don_deck_size, load_deck

DECK = Deck("t", "t", "OP16-022", (("OP16-042", 6), ("OP16-023", 4), ("OP16-024", 4), ("OP16-026", 4),
                                   ("OP16-027", 4), ("OP16-029", 4), ("OP16-031", 4), ("OP16-032", 4),
                                   ("OP16-034", 4), ("OP16-037", 4), ("OP16-044", 4), ("OP16-046", 4)))


def test_any_number_of_a_card_that_says_so(db):
    assert DECK.size == 50 and deck_problems(DECK, db) == []
    five = tuple((n, 5 if n in ("OP16-042", "OP16-046") else k) for n, k in DECK.cards)
    problems = deck_problems(Deck("t", "t", "OP16-022", five), db)
    assert problems == ["5 copies of OP16-046 Jinbe; at most 4 are allowed (5-1-2-3)"], problems


def test_a_leader_that_bans_events_of_a_cost(db):
    imu = read_deck("OP13-079")[0]
    assert deck_problems(imu, db) == []
    cards = tuple((n, k) for n, k in imu.cards if n != "OP13-097") + (("OP13-097", 2), ("OP16-101", 2))
    problems = deck_problems(Deck("t", "t", "OP13-079", cards), db)
    assert problems == ["OP16-101 Mahoroba is an Event with a cost of 2; the Leader OP13-079 allows no Event with "
                        "a cost of 2 or more (5-1-2-4)"], problems


def test_a_leader_that_allows_one_type_only(db):
    cards = (("EB03-023", 4), ("EB03-028", 4), ("ST12-013", 4), ("ST12-015", 4), ("OP16-044", 4))
    problems = deck_problems(Deck("t", "t", "P-117", cards), db)
    assert problems == ["the deck has 20 cards; it must have exactly 50 (5-1-2)",
                        "OP16-044 Emporio.Ivankov is not a {East Blue} type card; the Leader P-117 allows only those "
                        "(5-1-2-4)"], problems


def test_the_don_deck_a_leader_sets(db):
    assert don_deck_size(db["OP15-058"]) == 6
    assert don_deck_size(db["OP16-022"]) == 10


def test_the_builder_allows_the_copies_the_card_allows(db):
    draft = DeckDraft(db, DECK)
    assert draft.set_copies("OP16-042", 12) is None
    assert draft.set_copies("OP16-046", 5) == "at most 4 copies of Jinbe (5-1-2-3)"


def _imu_with_a_cost_2_event(path):
    imu = read_deck("OP13-079")[0]
    cards = "\n".join(f"  {n}: {k}" for n, k in imu.cards if n != "OP13-097")
    path.write_text(f"id: imu\nname: Imu\nleader: OP13-079\ncards:\n{cards}\n  OP13-097: 2\n  OP16-101: 2\n")
    return path


def test_deck_validate_names_what_the_leader_forbids(tmp_path):
    assert opcg("deck", "validate", "OP13-079", "OP16-022").exit_code == 0
    result = opcg("deck", "validate", str(_imu_with_a_cost_2_event(tmp_path / "imu.yaml")))
    assert result.exit_code == 2 and "OP16-101 Mahoroba is an Event with a cost of 2" in result.stderr, result.stderr


def test_a_game_does_not_start_with_a_deck_its_leader_forbids(db, tmp_path):
    path = _imu_with_a_cost_2_event(tmp_path / "imu.yaml")
    with pytest.raises(DataError, match="OP16-101 Mahoroba is an Event with a cost of 2"):
        load_deck(str(path), db)


def test_a_leader_that_bans_cards_of_a_cost(db):
    rayleigh = read_deck("OP12-001")[0]
    assert deck_problems(rayleigh, db) == []
    cards = tuple((n, k) for n, k in rayleigh.cards if n != "OP12-006") + (("OP12-005", 2),)
    problems = deck_problems(Deck("t", "t", "OP12-001", cards), db)
    assert problems == ["OP12-005 Shiki has a cost of 8; the Leader OP12-001 allows no card with a cost of 5 or "
                        "more (5-1-2-4)"], problems
