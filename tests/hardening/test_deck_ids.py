"""A deck id names files (a saved replay is called after its decks): one line of text, no / or control characters."""

from __future__ import annotations

import pytest

from opcg_tui.data.decks import deck_from_yaml
from opcg_tui.data.yamlfile import DataError, parse_yaml

DECK = "id: {id}\nname: {name}\nleader: ST01-001\ncards: {{ST01-004: 4}}\n"


@pytest.mark.parametrize("deck_id, name, problem", [
    ('"a\\0b"', "x", "'id' must be one line of text (no control characters)"),
    ('"a\\nb"', "x", "'id' must be one line of text"),
    ("a/b", "x", "'id' must not hold / or \\"),
    ("2024", "x", "'id' must be text"),
    ('"' + "x" * 65 + '"', "x", "'id' is longer than 64 characters"),
    ("ok", '"two\\nlines"', "'name' must be one line of text"),
])
def test_bad_deck_ids_and_names(deck_id, name, problem):
    with pytest.raises(DataError) as info:
        deck_from_yaml(parse_yaml(DECK.format(id=deck_id, name=name), "d.yaml"), "d.yaml")
    assert problem in info.value.problem


def test_unicode_ids_and_names_are_fine():
    deck = deck_from_yaml(parse_yaml(DECK.format(id="ルフィ-1", name="赤　Luffy's crew"), "d.yaml"), "d.yaml")
    assert deck.id == "ルフィ-1"
