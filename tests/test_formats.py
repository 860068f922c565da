"""Deck legality by format (formats/onepiece.yaml): blocks by date, the Banned/Restricted list, its reading."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
import yaml
from hardening import opcg
from shared import SHARED, require_shared

from opcg_tui.data.decks import Deck
from opcg_tui.data.yamlfile import DataError
from opcg_tui.games.onepiece.cards import load_cards
from opcg_tui.games.onepiece.formats import format_problems, load_formats

FORMATS = load_formats()


def day(text: str) -> datetime.date:
    return datetime.date.fromisoformat(text)


def problems(leader: str, cards: dict[str, int], on: str, fmt: str = "standard") -> list[str]:
    return format_problems(Deck("t", "t", leader, tuple(cards.items())), {}, FORMATS, fmt, day(on))


def test_a_card_banned_from_a_day_is_legal_the_day_before():
    assert problems("OP14-020", {"OP14-021": 4}, "2026-10-11") == []
    assert problems("OP14-020", {"OP14-021": 4}, "2026-10-12") == [
        "OP14-020 is banned in Standard Regulation on 2026-10-12 (since 2026-10-12)"]
    assert problems("OP14-020", {}, "2026-11-29", "extra") == [
        "OP14-020 is banned in Extra Regulation on 2026-11-29 (since 2026-10-12)"]


def test_a_restricted_card_once_is_legal_twice_is_not():
    assert problems("OP13-001", {"OP03-013": 1}, "2023-11-20") == []
    assert problems("OP13-001", {"OP03-013": 2}, "2023-11-20") == [
        "OP03-013 is restricted in Standard Regulation on 2023-11-20 (since 2023-11-10): at most 1 copy, the deck has 2"]
    assert problems("OP13-001", {"OP03-013": 2}, "2023-12-08") == []  # unrestricted with OP-05


def test_a_banned_pair_counts_the_leader():
    assert problems("OP11-040", {"OP11-067": 1}, "2026-11-29") == [
        "OP11-040 and OP11-067 are a banned pair in Standard Regulation on 2026-11-29 (since 2025-08-30): "
        "not both in one deck"]
    assert problems("OP11-040", {"OP11-066": 4}, "2026-11-29") == []
    assert problems("OP13-001", {"OP07-115": 1, "EB04-058": 1}, "2026-04-09") == []


def test_a_block_1_card_is_out_of_standard_from_april_2026_and_says_its_block():
    assert problems("OP13-001", {"OP01-006": 4}, "2026-03-31") == []
    assert problems("OP13-001", {"OP01-006": 4}, "2026-04-01") == [
        "block 1 (Standard Regulation on 2026-04-01 allows blocks 2, 3, 4, 5, X): OP01-006"]
    assert problems("OP13-001", {"OP01-006": 4}, "2026-04-01", "extra") == []


def test_bandais_block_exceptions():
    # OP-05 is block 2 whatever the card data's block_number says (91 printings say 1).
    assert FORMATS.block("OP05-001", day("2026-11-29")) == "2"
    # Super Parallel numbers are "X"; the PRB-02 reprints count as block 4 until 2029-03-31.
    assert problems("OP13-001", {"OP01-120": 1, "ST01-011": 4}, "2026-11-29") == []
    assert problems("OP13-001", {"ST01-011": 4, "OP05-002": 4}, "2027-04-01") == [
        "block 2 (Standard Regulation on 2027-04-01 allows blocks 3, 4, 5, 6, X): OP05-002"]
    assert FORMATS.block("P-041", day("2026-11-29")) == "2"  # a promotion card by its printed icon
    assert FORMATS.block("ZZ01-001", day("2026-11-29")) is None


def test_the_shipped_file_gives_the_list_in_force_the_official_notices_give():
    require_shared()
    facts = yaml.safe_load((SHARED / "carddata" / "formats.yaml").read_text(encoding="utf-8"))["current"]
    listing = FORMATS.listing(facts["as_of"])
    assert sorted(listing.banned) == sorted(facts["banned"])
    assert sorted(listing.restricted) == sorted(facts["restricted"])
    assert set(listing.pairs) == {frozenset(p) for p in facts["pair_banned"]}


def test_deck_validate_judges_by_format_and_date():
    st01 = opcg("deck", "validate", "ST-01")
    assert st01.exit_code == 2 and "block 1 (Standard Regulation on" in st01.stderr and "ST01-011" not in st01.stderr
    assert opcg("deck", "validate", "ST-01", "--date", "2026-03-31").exit_code == 0
    assert opcg("deck", "validate", "ST-01", "--format", "extra").exit_code == 0
    assert opcg("deck", "validate", "ST-30").exit_code == 0
    for args, message in ((["--format", "modern"], "--format: unknown format 'modern'"),
                          (["--date", "2026-02-30"], "--date: '2026-02-30' is not a date"),
                          (["--format", "extra", "--date", "2025-01-01"], "Extra Regulation has no rules for 2025-01-01")):
        result = opcg("deck", "validate", "ST-01", *args)
        assert result.exit_code == 2 and message in result.stderr, result.stderr


@pytest.mark.parametrize("change, problem", [
    (lambda t: t.replace("effective: '2026-10-12'", "effective: 'soon'"), "'effective' must be a date"),
    (lambda t: t.replace("banned: [OP14-020]", "banned: [OP14-20000]"), "'OP14-20000' is not a card number"),
    (lambda t: t.replace("OP01: 1,", "OP01: 0,"), "a block is a number from 1 to 99 or X"),
    (lambda t: t.replace("changes:", "changed:"), "unknown key 'changed'"),
])
def test_a_bad_formats_file_is_named_with_its_line(tmp_path, change, problem):
    path = tmp_path / "formats.yaml"
    path.write_text(change(Path(FORMATS.path).read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(DataError, match=problem) as exc:
        load_formats(path)
    assert exc.value.line is not None
    result = opcg("deck", "validate", "ST-30", "--formats", str(path))
    assert result.exit_code == 2 and f"{path}:{exc.value.line}: " in result.stderr and "Traceback" not in result.stderr


def test_deck_list_says_each_decks_legality_per_format_today():
    import json

    listed = {e["id"]: e for e in json.loads(opcg("deck", "list", "--json").stdout)}
    assert listed["ST-30"]["formats"] == {"standard": [], "extra": []}
    assert listed["ST-01"]["formats"]["extra"] == [] and listed["ST-01"]["formats"]["standard"][0].startswith("block 1")


def test_the_card_filter_keeps_what_a_format_allows_today():
    from opcg_tui.cardfilter import FilterError, parse_filter
    from opcg_tui.games.onepiece import load_cards

    db = load_cards()
    standard, extra = parse_filter("format:standard"), parse_filter("format:extra")
    assert standard.keeps(db["OP01-016"], "") and not standard.keeps(db["OP01-025"], "")  # block X; block 1
    assert standard.keeps(db["ST01-011"], "") and standard.keeps(db["ST30-001"], "")  # treated as 4; block 5
    assert extra.keeps(db["OP01-025"], "")
    with pytest.raises(FilterError, match="unknown format"):
        parse_filter("format:modern")


def test_the_deck_lists_of_the_app_say_when_a_deck_is_not_standard():
    from opcg_tui.deckindex import deck_entries
    from opcg_tui.games.onepiece import load_cards
    from opcg_tui.tui.deckchooser import entry_label
    from opcg_tui.tui.deckscreen import deck_text

    db = load_cards()
    entries = {e.deck.id: e for e in deck_entries(db, formats=FORMATS)}
    assert str(entry_label(entries["ST-01"])).endswith("(not Standard)")  # a game may still be started with it
    assert "not" not in str(entry_label(entries["ST-30"]))
    text = str(deck_text(entries["ST-01"].deck, entries["ST-01"].path, db, entries["ST-01"].formats))
    assert "Standard today: not legal — block 1 (" in text and "Extra today: legal" in text


TREATED_AS_BLOCK_4 = ["OP01-039", "OP01-055", "OP02-005", "OP02-068", "OP03-008", "OP03-044", "OP03-048",
                      "OP03-072", "OP03-097", "OP04-016", "OP04-077", "OP04-096", "ST01-011", "ST02-007", "ST06-008"]


@pytest.mark.parametrize("number", TREATED_AS_BLOCK_4)
def test_the_15_prb02_reprints_of_block_1_are_standard_legal_until_march_2029(number):
    # formats.yaml's treated_as_block_4: block-1 numbers reprinted in PRB-02 count as block 4 to 2029-03-31.
    assert number in load_cards(), f"{number} is not in the card pool"
    assert FORMATS.block(number, day("2029-03-31")) == "4"
    # OP04-016 was reprinted since as a block-4 card (ST-31: updated_by_reprint), so it stays block 4.
    assert (FORMATS.block(number, day("2029-04-01")) == "4") == (number == "OP04-016")
    for on in ("2026-04-01", "2026-11-29", "2028-03-31"):  # the Standard rules known so far end 2028-03-31
        assert problems("OP13-001", {number: 4}, on) == [], (number, on)


def test_a_block_1_number_off_that_list_is_out_of_standard():
    assert FORMATS.block("OP01-040", day("2026-11-29")) == "1"
    assert problems("OP13-001", {"OP01-040": 4}, "2026-11-29") != []
