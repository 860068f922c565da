"""Short card names (data/shortname.py): the part of a name that tells a card apart on a narrow board."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from opcg_tui.data.shortname import short_name
from opcg_tui.data.yamlfile import DataError
from opcg_tui.games.dbsfw.cards import load_cards as fusion_cards
from opcg_tui.games.onepiece.cards import load_cards, one_card_file


@pytest.mark.parametrize("name, short", [
    ("Monkey.D.Luffy", "Luffy"), ('Eustass"Captain"Kid', "Kid"), ("Tony Tony.Chopper", "Chopper"),
    ("Nefeltari Vivi", "Vivi"), ("Trafalgar Law", "Law"), ("Roronoa Zoro", "Zoro"), ("Nico Robin", "Robin"),
    ("Charlotte Katakuri", "Katakuri"), ("Donquixote Doflamingo", "Doflamingo"), ("Portgas.D.Ace", "Ace"),
    ("Marshall.D.Teach", "Teach"), ('"Buddha" Sengoku', "Sengoku"), ("Killer", "Killer"),
    ("Mr.1(Daz.Bonez)", "Mr.1"), ("Zephyr(Navy)", "Zephyr"), ("Baby 5", "Baby 5"), ("Riku Doldo III", "Riku Doldo III"), ("Lao.G", "Lao.G"),
    ("Kid & Killer", "Kid & Killer"), ("Roronoa Zoro & Sanji", "Zoro & Sanji"), ("Lord of the Coast", "Lord of the Coast"),
    ("The Risky Brothers", "The Risky Brothers"), ("Son Goku : Childhood", "Goku"), ("Vegeta, Prince of Saiyans", "Vegeta"),
    ("Android 17", "Android 17"),
])
def test_the_rule_keeps_the_part_that_tells_a_card_apart(name, short):
    assert short_name(name) == short


def test_an_event_or_a_stage_keeps_its_whole_name_but_a_devil_fruits_doubled_word():
    assert short_name("Thousand Sunny", person=False) == "Thousand Sunny"
    assert short_name("Guard Point", person=False) == "Guard Point"
    assert short_name("Gum-Gum Jet Pistol", person=False) == "Jet Pistol"
    assert short_name("Love-Love Mellow", person=False) == "Mellow"


def same_character(name: str) -> str:
    """A name without what only tells a version of one character apart: '(Navy)', ' : BR', an epithet."""
    return re.split(r" : |, ", re.sub(r'\s*\([^)]*\)|"[^"]*"\s*', "", name))[0].strip()


@pytest.mark.parametrize("cards", [load_cards, fusion_cards], ids=["opcg", "dbsfw"])
def test_no_two_characters_of_the_pool_share_a_short_name(cards):
    """Over every shipped card (and the card files' `short` overrides): one short name, one character."""
    names: dict[str, set[str]] = defaultdict(set)
    for card in cards().values():
        names[card.short].add(same_character(card.name))
    assert {short: found for short, found in names.items() if len(found) > 1} == {}


def test_a_card_file_overrides_the_rule_with_short():
    pool = load_cards()
    assert sorted(c.short for c in pool.values() if c.name in ("Kelly Funk", "Bobby Funk")) == ["Bobby", "Kelly"]
    assert {c.short for c in fusion_cards().values() if c.name == "King Vegeta"} == {"King Vegeta"}


def test_a_short_that_is_not_text_is_named_with_its_file_and_line(tmp_path):
    path = tmp_path / "XX01.yaml"
    path.write_text('- number: XX01-001\n  name: "Nami"\n  short: 3\n  category: character\n  colors: [red]\n'
                    "  cost: 1\n  power: 2000\n")
    with pytest.raises(DataError, match="'short' must be text") as exc:
        one_card_file(path)
    assert "XX01.yaml" in str(exc.value) and ":3" in str(exc.value)
