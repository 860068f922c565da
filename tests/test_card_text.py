"""The text players read is rendered from the effect definitions, in the game's usual wording."""

from __future__ import annotations

import re

import pytest

from opcg_tui.games.onepiece.wording import render_card_text

EXPECTED = {
    "ST02-005": "[On Play] K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less.\n"
                "[Trigger] Play this card.",
    "ST01-013": "[DON!! x1] This Character gains +1000 power.",
    "ST03-009": "[On Play] Return up to 1 Character with a cost of 7 or less to the owner's hand.",
    "ST04-016": "[Counter] DON!! −1: Up to 1 of your Leader or Character cards gains +4000 power during this battle.",
    "ST02-001": "[Activate: Main] [Once Per Turn] ③ You may trash 1 card from your hand: Set this Leader as active.",
    "ST01-006": "[Blocker]",
    "ST01-003": "",
    "EB04-005": "This Character cannot attack unless your opponent has 2 or more Characters with 5000 base power or "
                "more.",
    # a joined choice of where the cards go (choose_one, joined): one verb, the destinations joined
    "OP04-043": "[DON!! x1] [When Attacking] Return up to 1 Character with a cost of 2 or less to the owner's hand or "
                "the bottom of their deck.",
}


@pytest.mark.parametrize("number", sorted(EXPECTED))
def test_rendered_text(db, number):
    assert render_card_text(db[number]) == EXPECTED[number]


def _leaks_none(text: str) -> bool:
    """A Python `None` rendered into the text ("cost None", "{None}", "None power"): the word None anywhere
    but the card's own "None of your Characters …" at the start of a sentence."""
    for m in re.finditer(r"\bNone\b", text):
        before = text[: m.start()].rstrip(" ")
        if (before and before[-1] not in ".:]•\n") or not text.startswith("None of ", m.start()):
            return True
    return False


@pytest.mark.parametrize("text", [
    "[On Play] K.O. up to 1 of your opponent's Characters with a cost of None or less.",
    "[Main] Up to 1 of your {None} type Characters gains +1000 power.",
    "[On Play] Draw None cards.",
    "[On Play] None.",
    "[Main] Give None of your opponent's Characters −1000 power.",
])
def test_the_none_guard_catches_a_leak(text):
    assert _leaks_none(text)


@pytest.mark.parametrize("text", [
    "None of your Characters can be K.O.'d by effects.",
    "[Counter] You may add 1 card from the top of your Life cards to your hand: None of your Characters with a "
    "cost of 7 or less can be K.O.'d in battle during this turn.",
    "[Main] Draw 1 card. None of your Characters can be K.O.'d during this turn.",
])
def test_the_none_guard_lets_none_of_your_pass(text):
    assert not _leaks_none(text)


def test_every_card_renders(db):
    for card in db.values():
        text = render_card_text(card)
        assert "{'" not in text and not _leaks_none(text), card.number
        assert bool(text) == bool(card.effects or card.keywords or card.trigger), card.number


def _render(yaml_text: str) -> str:
    import yaml

    from opcg_tui.games.onepiece.cards import card_from_yaml

    raw = yaml.safe_load(yaml_text)
    return render_card_text(card_from_yaml(raw, "test", [raw], 0))


def test_then_keeps_the_capitals_of_k_o_and_don():
    text = _render("""
number: TS99-001
name: T
category: event
colors: [red]
cost: 1
effects:
  - timing: main
    actions:
      - draw: 1
      - ko: {owner: opponent, zone: character, up_to: true, cost_max: 3}
""")
    assert text == ("[Main] Draw 1 card. Then, K.O. up to 1 of your opponent's Characters with a cost of 3 or less.")


def test_a_named_leader_or_character_reads_as_cards():
    text = _render("""
number: TS99-002
name: T
category: event
colors: [red]
cost: 1
effects:
  - timing: main
    actions:
      - power: 2000
        target: {owner: you, zone: leader_or_character, up_to: true, name: Charlotte Linlin}
        duration: turn
""")
    assert text == "[Main] Up to 1 of your [Charlotte Linlin] cards gains +2000 power during this turn."


_MAIN = """
number: TS99-003
name: T
category: event
colors: [blue]
cost: 1
effects:
  - timing: main
    actions:
"""


def test_a_card_taken_from_the_opponents_life_goes_to_the_owners_hand():
    text = _render(_MAIN + "      - add_to_hand: {owner: opponent, zone: life, up_to: true}\n"
                           "      - add_to_hand: {zone: life}\n")
    assert text == ("[Main] Add up to 1 card from the top of your opponent's Life cards to the owner's hand. "
                    "Then, add 1 card from the top of your Life cards to your hand.")


def test_the_opponent_places_cards_of_their_hand_at_the_bottom_of_their_deck():
    text = _render(_MAIN + "      - deck_bottom: {owner: opponent, zone: hand, count: 2}\n        player: opponent\n")
    assert text == "[Main] Your opponent places 2 cards from their hand at the bottom of their deck in any order."


def test_the_opponent_places_only_cards_of_their_own():
    from opcg_tui.data.yamlfile import DataError

    with pytest.raises(DataError, match="'player: opponent' has the opponent choose cards of their own"):
        _render(_MAIN + "      - deck_bottom: {owner: you, zone: hand}\n        player: opponent\n")
    with pytest.raises(DataError, match="'player: opponent' has the opponent choose cards of their own"):
        _render(_MAIN + "      - return_to_hand: {owner: opponent, zone: stage}\n        player: opponent\n")


def test_the_opponent_places_one_of_their_characters_at_the_bottom_of_the_owners_deck():
    text = _render(_MAIN + "      - deck_bottom: {owner: opponent, zone: character}\n        player: opponent\n")
    assert text == "[Main] Your opponent places 1 of their Characters at the bottom of the owner's deck."


@pytest.mark.parametrize("wording, expected", [
    ("gains", "[Main] Up to 1 of your Characters gains [Unblockable] during this turn."),
    ("select", "[Main] Select up to 1 of your Characters. If the selected Character attacks during this turn, "
               "your opponent cannot activate [Blocker]."),
])
def test_unblockable_is_granted_in_the_words_of_the_cards_era(wording, expected):
    # The newer cards (OP15-047) say "gains [Unblockable]"; the older ones (ST21-003) the "select" template.
    text = _render(_MAIN + "      - gain: unblockable\n        duration: turn\n"
                           f"        target: {{owner: you, zone: character, up_to: true}}\n        wording: {wording}\n")
    assert text == expected


def test_the_select_template_is_unblockables_only():
    from opcg_tui.data.yamlfile import DataError

    with pytest.raises(DataError, match="older template of \\[Unblockable\\] only"):
        _render(_MAIN + "      - gain: rush\n        target: self\n        wording: select\n")
