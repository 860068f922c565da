"""The deck builder's model: filter words over the pool, a draft's copies, curve, counters and
problems, and saving to the user's decks (ids checked, shipped decks never overwritten, atomic)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from opcg_tui.cardfilter import CardIndex, FilterError, parse_filter
from opcg_tui.data.decks import deck_from_yaml
from opcg_tui.data.yamlfile import read_yaml
from opcg_tui.deckdraft import DeckDraft, DeckSaveError, id_problem, save_user_deck
from opcg_tui.paths import user_decks_dir

SHIPPED = {"ST-01", "ST-02"}


@pytest.fixture(scope="module")
def index(db):
    return CardIndex(db.values())


def numbers(index, line):
    return [c.number for c in index.select(parse_filter(line))]


def test_every_kind_of_filter_word(index, db):
    cards = index.cards
    assert len(cards) == len(db)
    found = index.select(parse_filter("red character cost:3-5 power>=5000"))
    assert found and all(c.colors.count("red") and c.category == "character" and 3 <= c.cost <= 5
                         and c.power >= 5000 for c in found)
    assert set(found) == {c for c in cards if "red" in c.colors and c.category == "character"
                          and c.cost is not None and 3 <= c.cost <= 5 and (c.power or 0) >= 5000}
    assert numbers(index, "set:ST-01 leader") == ["ST01-001"] == numbers(index, "product:st01 category:leader")
    assert numbers(index, "color:red") == numbers(index, "red")
    assert {c.counter for c in index.select(parse_filter("counter:2000"))} == {2000}
    assert all(c.counter is None for c in index.select(parse_filter("counter:0 character")))
    assert all(c.cost < 2 for c in index.select(parse_filter("cost<2")))
    assert all(c.life == 5 for c in index.select(parse_filter("life:5")))
    straw = index.select(parse_filter('type:"straw hat"'))
    assert straw and all(any("straw hat" in t.lower() for t in c.types) for c in straw)
    both = index.select(parse_filter("red green"))  # two colours: either
    assert {col for c in both for col in c.colors} >= {"red", "green"}
    # every word must appear in the number, name, types or text (OP16-001 Ace names [Monkey.D.Luffy] in its text)
    assert numbers(index, "rush luffy") == [c.number for c, text in zip(cards, index.texts, strict=True)
                                            if "rush" in text and "luffy" in text]
    assert "OP16-001" in numbers(index, "rush luffy") and "ST01-012" in numbers(index, "rush luffy")


@pytest.mark.parametrize(("line", "message"), [
    ("cost:x", "'cost:x': cost takes a number"),
    ("power<1000-2000", "power takes a number"),
    ("colr:red", "'colr:red': unknown filter 'colr' (known: cost, power, counter, life, type, set, product, color"),
    ("color:pink", "'color:pink': unknown colour (known: red, green"),
    ("category:leeder", "unknown category (known: leader, character, event, stage)"),
    ("type:", "say what type to look for"),
    ("type>straw", "type is written type:TEXT"),
    ('"straw', "a quote is not closed"),
])
def test_a_filter_word_that_means_nothing_is_named(line, message):
    with pytest.raises(FilterError, match=re.escape(message)):
        parse_filter(line)



def test_the_draft_keeps_the_rules_and_names_every_problem(db):
    draft = DeckDraft(db)
    assert draft.problems() == ["no Leader chosen yet (5-1-2)", "the deck has 0 cards; it must have exactly 50 (5-1-2)"]
    assert draft.add("ST01-001") == "Monkey.D.Luffy is a Leader: choose it as the Leader instead (5-1-2-1)"
    draft.leader = "ST01-001"
    for _ in range(4):
        assert draft.add("ST01-012") is None
    assert draft.add("ST01-012") == "at most 4 copies of Monkey.D.Luffy (5-1-2-3)"
    assert draft.copies == {"ST01-012": 4}
    draft.set_copies("ST02-002", 2)  # green, under a red Leader
    problems = draft.problems()
    assert any("ST02-002" in p and "not a color of the Leader" in p for p in problems)
    assert any("6 cards" in p for p in problems)
    draft.set_copies("ST02-002", 0)
    assert "ST02-002" not in draft.copies
    draft.set_copies("ST01-004", 3)  # Sanji, cost 2, no counter
    draft.set_copies("ST01-011", 1)  # Brook, cost 2, +2000
    assert draft.curve() == [0, 0, 4, 0, 0, 4, 0, 0]
    assert draft.counters() == {0: 7, 2000: 1}
    assert [card.number for card, _ in draft.entries()] == ["ST01-004", "ST01-011", "ST01-012"]


def test_ids_that_cannot_name_a_user_deck():
    assert id_problem("my-luffy_2", SHIPPED) is None
    assert "needs an id" in id_problem("", SHIPPED)
    assert "'../x' cannot be a deck id: it has '.', '/'" in id_problem("../x", SHIPPED)
    assert "'a\\x00b' cannot be a deck id: it has '\\x00'" in id_problem("a\x00b", SHIPPED)
    assert "41 characters long" in id_problem("a" * 41, SHIPPED)
    assert "start with a letter or digit" in id_problem("-x", SHIPPED)
    assert "ships with the game" in id_problem("st-01", SHIPPED)


def test_saving_writes_yaml_a_loader_reads_and_never_overwrites_by_accident(db):
    draft = DeckDraft(db)
    draft.id, draft.name, draft.leader = "mine", "Luffy: 'red' #1", "ST01-001"
    draft.set_copies("ST01-012", 4)
    path = save_user_deck(draft.deck(), SHIPPED)
    assert path == user_decks_dir() / "mine.yaml"
    assert deck_from_yaml(read_yaml(path), path) == draft.deck()  # a name with ': ', quotes and # survives
    with pytest.raises(DeckSaveError, match="exists already"):
        save_user_deck(draft.deck(), SHIPPED)
    draft.set_copies("ST01-012", 2)
    save_user_deck(draft.deck(), SHIPPED, replace=True)
    assert deck_from_yaml(read_yaml(path), path).cards == (("ST01-012", 2),)
    assert os.listdir(user_decks_dir()) == ["mine.yaml"]  # no temporary file left behind
    umask = os.umask(0)
    os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~umask  # readable as any file the user makes
    draft.id = "ST-02"
    with pytest.raises(DeckSaveError, match="ships with the game"):
        save_user_deck(draft.deck(), SHIPPED)


def test_a_failed_write_leaves_the_old_file_and_says_why(db, monkeypatch):
    draft = DeckDraft(db)
    draft.id, draft.leader = "mine", "ST01-001"
    path = save_user_deck(draft.deck(), SHIPPED)
    before = path.read_text()

    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    draft.set_copies("ST01-012", 4)
    with pytest.raises(DeckSaveError, match=f"cannot write {path}: No space left on device"):
        save_user_deck(draft.deck(), SHIPPED, replace=True)
    assert path.read_text() == before and os.listdir(path.parent) == ["mine.yaml"]


def test_deck_list_says_where_user_decks_live():
    result = subprocess.run([sys.executable, "-m", "opcg_tui", "deck", "list", "no-deck-has-this-name"],
                            capture_output=True, text=True, timeout=60, env={**os.environ, "COLUMNS": "300"})
    assert result.returncode == 0
    assert f"Your own decks live in {user_decks_dir()}" in result.stdout
