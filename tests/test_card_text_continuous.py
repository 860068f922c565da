"""The continuous family's wording (issue 10): the sentences its primitives render are the ones the
starter decks print (tests/cards/TS16.yaml carries them on test-only cards)."""

from __future__ import annotations

import pytest

from opcg_tui.games.onepiece.wording import render_card_text

EXPECTED = {
    # ST25-002, P-105: two continuous effects on this card, one sentence
    "TS16-002": "If your Leader has the {Test Army} type, this Character gains [Blocker] and +4 cost.",
    # P-057, ST30-010
    "TS16-003": "[Main] Up to 1 of your opponent's rested Characters will not become active in your opponent's "
                "next Refresh Phase.",
    # ST24-004
    "TS16-004": "[On Play] Rest up to 1 of your opponent's Characters and that Character will not become active "
                "in your opponent's next Refresh Phase.",
    # OP09-081
    "TS16-005": "Your [On Play] effects are negated.",
    "TS16-006": "[Main] Your opponent's [On Play] effects are negated until the end of your opponent's next turn.",
    # OP06-110
    "TS16-007": "[DON!! x2] This Character can also attack your opponent's active Characters.",
    # OP12-020
    "TS16-008": "[Activate: Main] [Once Per Turn] This Leader cannot attack your opponent's Characters with a "
                "base cost of 7 or less during this turn.",
    # ST08-002
    "TS16-009": "This Character cannot be K.O.'d in battle by Leaders.",
    # OP07-033
    "TS16-010": "If you have 3 or more Characters, your Characters with a cost of 3 or less other than "
                "[Test Guard] cannot be K.O.'d by your opponent's effects.",
    "TS16-012": "[On Your Opponent's Attack] Change the target of the attack to this Character.",
    # OP09-012
    "TS16-013": "If your Character [Test Bonk] would be K.O.'d by an effect, you may trash this Character instead.",
    # ST15-005, OP13-017
    "TS16-015": "[Once Per Turn] If this Character would be K.O.'d, you may give this Character −2000 power "
                "during this turn instead.",
    # OP02-023, ST15-001
    "TS16-025": "[Main] You cannot add Life cards to your hand using your own effects during this turn.",
    # ST21-003
    "TS16-027": "[On Play] Select up to 1 of your {Test Crew} type Characters with 5000 power or more. If the "
                "selected Character attacks during this turn, your opponent cannot activate [Blocker].",
    # OP09-014
    "TS16-026": "[On Play] Your opponent cannot activate up to 1 [Blocker] Character that has 4000 power or less "
                "during this turn.",
}


@pytest.mark.parametrize("number", sorted(EXPECTED))
def test_rendered_text(tdb, number):
    assert render_card_text(tdb[number]) == EXPECTED[number]


def test_cost_in_hand_names_the_card_not_the_character(tdb):
    # ST23-002: "... give this card in your hand −3 cost."
    assert render_card_text(tdb["TS16-001"]).endswith(", give this card in your hand −3 cost.")


def test_cannot_be_koed_and_gains_power_is_one_sentence(tdb):
    # ST14-009
    assert render_card_text(tdb["TS16-018"]).endswith(
        "this Character cannot be K.O.'d by your opponent's effects and gains +2000 power.")
