"""Fusion World card facts (cards/dbsfw) agree with shared/dbsfw/carddata; decks follow FW 6-1."""

from __future__ import annotations

import importlib.util
import json
import os
import re
from pathlib import Path

import pytest

from opcg_tui.data.decks import Deck
from opcg_tui.data.yamlfile import DataError
from opcg_tui.games.dbsfw.cards import Card, parse_card
from opcg_tui.games.dbsfw.decks import deck_problems, load_deck

ROOT = Path(__file__).resolve().parents[2]
CARDDATA = Path(os.environ.get("OPCG_SHARED", ROOT.parent / "shared")) / "dbsfw" / "carddata"
COLOURS = {"R": "red", "U": "blue", "G": "green", "Y": "yellow", "B": "black"}


@pytest.fixture(scope="module")
def fw():
    from opcg_tui.games.dbsfw import load_cards

    return load_cards()


def _source() -> list[dict]:
    """Every card record of the data (the whole pool, however many files it holds)."""
    if not CARDDATA.is_dir():
        pytest.skip(f"no card data at {CARDDATA}")
    return [c for path in sorted(CARDDATA.glob("F*.json")) for c in json.loads(path.read_text())["cards"]]


def _script():
    spec = importlib.util.spec_from_file_location("dbsfw_carddata", ROOT / "scripts" / "dbsfw_carddata.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


def test_each_implemented_card_has_the_facts_of_its_record(fw):
    records = {raw["cardid"]: raw for raw in _source()}
    script = _script()
    orbs = script.true_orbs(CARDDATA)
    assert len(fw) >= 64 and set(fw) <= set(records), sorted(set(fw) - set(records))
    for number, card in fw.items():
        raw = records[number]
        en = {d["side"]: d for d in raw["detail"] if d["language"] == "EN"}
        front = en.get("FRONT") or en[None]
        assert (card.name, card.category) == (front["name"], raw["type"].lower())
        assert list(card.colors) == script.colours(raw, orbs), number  # FP-041, FP-030: README
        assert (card.cost, card.power, card.combo_power) == (front["cost"], front["power"], front["combopower"])
        first = [COLOURS[front["specifiedcost"]]] if front["specifiedcost"] else []
        assert list(card.orbs) == orbs.get(number, first), number  # FW 1-2-3
        for word, key in (("[Blocker]", "blocker"), ("[Critical]", "critical"), ("[Double Strike]", "double_strike"),
                          ("[Super Combo]", "super_combo")):
            # a data keyword starts a line (the script's reading): "this card gains [Blocker]" (FB01-043) is a skill
            assert (key in card.keywords) == (key in script.keywords(front["effect"])), (card.number, word)
        if "BACK" in en:
            assert card.back is not None and card.back.power == en["BACK"]["power"]
            back = en["BACK"]  # FW 10-1-3: another name / other traits on the back (FB04-103's EN traits null: the front's)
            assert (card.back.name or card.name) == back["name"], number
            assert (card.back.traits or card.traits) == tuple(t for t in (back["traits"] or front["traits"] or "").split("/") if t), number


@pytest.mark.parametrize("deck_id", ["FS01", "FS02", "FS03", "FS04"])
def test_the_starter_decks_validate(fw, deck_id):
    deck = load_deck(deck_id, fw)
    assert deck.size == 50 and deck_problems(deck, fw) == []


def _deck(cards: dict[str, int], leader: str = "FS01-01") -> Deck:
    return Deck(id="t", name="t", leader=leader, cards=tuple(cards.items()))


def test_deck_construction_rules(fw):
    ok = {n: 4 for n in ("FS01-02", "FS01-03", "FS01-06", "FS01-07", "FS01-09", "FS01-10", "FS01-11",
                          "FS01-13", "FS01-14", "FS01-15", "FS01-16", "FS01-12")} | {"FS01-04": 2}
    assert deck_problems(_deck(ok), fw) == []
    assert "FW 6-1-3" in deck_problems(_deck({**ok, "FS01-04": 1}), fw)[0]  # 49 cards
    assert any("FW 6-1-4-2" in p for p in deck_problems(_deck({**ok, "FS01-04": 5}), fw))
    assert any("FW 6-1-4-1" in p for p in deck_problems(_deck({**ok, "FS02-05": 2}), fw))  # blue in a red deck
    assert any("FW 6-1-2" in p for p in deck_problems(_deck(ok, leader="FS01-10"), fw))
    # [Super Combo]: at most 4 in all (FW 15-8-2), whatever the numbers.
    assert deck_problems(_deck({**ok, "FS01-05": 4}), fw) == []
    db = {**fw, "FS01-90": Card(number="FS01-90", name="x", category="battle", colors=("red",), cost=7, power=1,
                                keywords=frozenset({"super_combo"}))}
    assert any("FW 15-8-2" in p for p in deck_problems(_deck({**ok, "FS01-05": 3, "FS01-90": 2}), db))
    # [Dragon Ball]: up to 7 copies of one number, 7 in all (FW 15-13-2).
    balls = {f"FS01-9{i}": Card(number=f"FS01-9{i}", name="ball", category="extra", colors=("red",), cost=0,
                               keywords=frozenset({"dragon_ball"})) for i in (1, 2)}
    db = {**fw, **balls}
    assert deck_problems(_deck({**ok, "FS01-91": 7}), db) == []
    assert any("FW 15-13-2" in p for p in deck_problems(_deck({**ok, "FS01-91": 7, "FS01-92": 1}), db))


def test_a_bad_card_names_its_file_and_line(tmp_path):
    raw = [{"number": "FS01-10", "name": "x", "category": "battle", "colors": ["red"], "cost": 1, "power": 5,
            "combo_power": 10000, "keywords": ["flying"]}]
    with pytest.raises(DataError) as exc:
        parse_card(raw[0], tmp_path / "FS09.yaml", raw, 0)
    assert "FS09.yaml" in str(exc.value) and "unknown keyword" in str(exc.value)
    leader = {"number": "FS01-01", "name": "x", "category": "leader", "colors": ["red"], "power": 5}
    with pytest.raises(DataError, match="back"):
        parse_card(leader, tmp_path / "FS09.yaml", [leader], 0)
    battle_field = {**raw[0], "keywords": ["field"]}
    with pytest.raises(DataError, match=r"\[Field\] is a keyword skill of Extra Cards \(FW 15-3-1\)"):
        parse_card(battle_field, tmp_path / "FS09.yaml", [battle_field], 0)
    for key, value, problem in (("keywords", True, "'keywords' must be a list of text"), ("keywords", "field", "'keywords' must be a list"),
                                ("name", 5, "'name' must be text"), ("name", [], "'name' must be text")):
        wrong = {**raw[0], key: value}  # of the wrong type: refused before it is read
        with pytest.raises(DataError, match=f"FS01-10: {problem}"):
            parse_card(wrong, tmp_path / "FS09.yaml", [wrong], 0)


def test_each_skill_renders_as_a_line_of_the_official_text(fw):
    """The wording is rendered from the skill definitions, never copied: each rendered skill is a line
    of the card data's English text of its side (tools/card-text-check covers ONE PIECE only)."""
    from opcg_tui.games.dbsfw.wording import describe

    _source()  # skips without the data
    texts = _textcheck().official_texts(CARDDATA)  # its lines cut at a missing line break, reminder text left out
    rendered = 0
    for number, card in fw.items():
        for idx, eff in enumerate(card.effects):
            side = eff.conditions.get("side", "front").upper()
            assert describe(card, idx) in texts[number, side], (number, describe(card, idx))
            rendered += 1
    assert rendered >= 13


def test_each_data_defect_the_text_check_corrects_is_in_the_data():
    """A correction of the EN data (scripts/dbsfw_textcheck.py DATA_DEFECTS) changes a fragment the data holds
    once: a fixed data file or a mistyped fragment fails here instead of silently skipping the card."""
    _source()
    tc = _textcheck()
    for number, (wrong, _right) in tc.DATA_DEFECTS.items():
        path = CARDDATA / f"{number.split('-')[0]}.json"
        raw = next(c for c in json.loads(path.read_text())["cards"] if c["cardid"] == number)
        text = next(d["effect"] for d in raw["detail"] if d["language"] == "EN") + "\n"
        assert text.count(wrong) == 1, (number, wrong)


def _textcheck():
    spec = importlib.util.spec_from_file_location("dbsfw_textcheck", ROOT / "scripts" / "dbsfw_textcheck.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


def test_a_text_lacking_a_line_break_is_cut_at_a_label_after_a_sentence_end():
    """44 EN texts lack the line break between two skills ("…hand.[Auto]…", "…this card.)[On Play]…"): a skill
    label right after "." or ".)" starts a new line; a label after a label, a "(", a "-" or a cost does not."""
    tc = _textcheck()
    text = ("[Blocker] (After your opponent declares an attack, you may switch this card to Rest Mode.)[On Play] Draw 1 card."
            "[Auto][Once per turn] When you use a non-[Field] Extra, draw 1 card.[Activate Main](3), discard 1 card : "
            "Draw 2 cards. ([Critical] : When this card deals damage, …)\n[When Attacking] Draw 1 card.")
    assert tc.skill_lines(text) == [
        "[Blocker]", "[On Play] Draw 1 card.", "[Auto][Once per turn] When you use a non-[Field] Extra, draw 1 card.",
        "[Activate Main](3), discard 1 card : Draw 2 cards.", "[When Attacking] Draw 1 card."]
    assert tc.score(["[On Play] Draw 1 card."], tc.skill_lines(text)[:2]) == 1.0  # the keyword-only line is data, left out
    assert 0.8 < tc.score(["[On Play] Draw 2 cards."], ["[On Play] Draw 1 card."]) < 1.0


def test_a_choose_one_skill_is_one_line_with_its_options():
    """FW 13-2-2: a "Choose one―" skill's options follow bullet points, on lines of their own (FB04-064) or not
    (FB02-130): either way the skill is one line, "Choose one―・A・B" (primitives/modes.py renders it so)."""
    tc = _textcheck()
    assert tc.skill_lines("[On Play] Choose one―\n・Draw 1 card.\n・Draw 2 cards.\n[When Attacking] Draw 1 card.") == [
        "[On Play] Choose one―・Draw 1 card.・Draw 2 cards.", "[When Attacking] Draw 1 card."]
    assert tc.skill_lines("[On Play] Choose one―・Draw 1 card.・Draw 2 cards.") == [
        "[On Play] Choose one―・Draw 1 card.・Draw 2 cards."]


def test_the_text_similarity_report_scores_each_card_with_a_skill(fw):
    """scripts/dbsfw_textcheck.py: one number per card with a skill (docs/dbsfw-card-work.md, "The text check")."""
    _source()
    tc = _textcheck()
    rows = tc.report(fw, tc.official_texts(CARDDATA))
    assert {n for n, *_ in rows} == {n for n, card in fw.items() if card.effects}
    assert all(0.0 <= s <= 1.0 for _, s, _, _ in rows)


def test_no_card_with_a_skill_loads_without_it(fw):
    """A card whose text holds a skill is in the pool only with its skills written (scripts/dbsfw_carddata.py
    adds such a card only on request): never a vanilla stand-in."""
    script = _script()
    records = {raw["cardid"]: raw for raw in _source()}
    blank = [n for n, card in fw.items() if script.has_skill(records[n]) and not card.effects]
    assert not blank, "skills in the data, none written: " + ", ".join(sorted(blank))


def _walk(value, used: set) -> None:
    from opcg_tui.engine.registry import Action, Effect, Selector

    if isinstance(value, Effect):
        used.add(("timing", value.timing))
        used.update(("condition", n) for n in value.conditions)
        _walk(value.actions, used)
        _walk(tuple(value.conditions.values()), used)  # a condition's selector (battle_cards)
        _walk(tuple(value.cost.values()), used)  # a skill cost's selector (rest_cards)
    elif isinstance(value, Action):
        used.add(("action", value.name))
        _walk(value.value, used)
        _walk(tuple(value.params.values()), used)
    elif isinstance(value, Selector):
        used.add(("zone", value.zone))
        used.update(("filter", n) for n, _ in value.filters)
    elif isinstance(value, tuple | list):
        for v in value:
            _walk(v, used)
    elif isinstance(value, dict):
        used.update(("condition", n) for n in value)  # an `if`'s conditions
        _walk(tuple(value.values()), used)


def test_every_fusion_world_primitive_is_used_by_a_scenario(monkeypatch):
    """Each timing, condition, action, zone and filter of the registry is on a card some dbsfw scenario
    holds (by number anywhere in the file; a test-only card of tests/cards/dbsfw counts)."""
    import re

    from opcg_tui.games.dbsfw.primitives import REGISTRY

    tests = Path(__file__).resolve().parents[1]
    monkeypatch.setenv("OPCG_CARD_DIRS", str(tests / "cards"))
    from opcg_tui.games.dbsfw import load_cards

    fw = load_cards()
    named = {n for path in (tests / "scenarios" / "dbsfw").rglob("*.yaml")
             for n in re.findall(r"(?:F[SB]|TF)\d\d-\d{2,3}|FP-\d{3}", path.read_text())}
    used: set = set()
    for number in named & set(fw):  # a comment may name a booster card not written yet
        _walk(fw[number].effects, used)
    missing = [f"{d.KIND} {d.name}" for d in REGISTRY if d.KIND in ("timing", "condition", "action", "zone", "filter")
               and (d.KIND, d.name) not in used]
    assert not missing, "no scenario uses: " + ", ".join(missing)


# The four first starters were written before the rule; their scenarios are the rules' and a few cards'.
BEFORE_THE_TWO_SCENARIO_RULE = ("FS01", "FS02", "FS03", "FS04")


def test_each_card_with_a_skill_has_two_scenarios(fw):
    """Two scenario files per card with a skill (the telling case; a limit), named after its number
    (tests/scenarios/dbsfw/cards/<NUMBER>-<what-it-shows>.yaml), as for ONE PIECE (docs/dbsfw-card-work.md)."""
    folder = Path(__file__).resolve().parents[1] / "scenarios" / "dbsfw" / "cards"
    files: dict[str, int] = {}
    for path in folder.glob("*.yaml"):
        number = re.match(r"(F[SBP]\d*-\d{2,3})-", path.name)
        if number:
            files[number[1]] = files.get(number[1], 0) + 1
    short = [f"{n} ({files.get(n, 0)})" for n, card in sorted(fw.items())
             if card.effects and n.split("-")[0] not in BEFORE_THE_TWO_SCENARIO_RULE and files.get(n, 0) < 2]
    assert not short, "fewer than two scenarios: " + ", ".join(short)


def test_as_many_copies_as_you_like(fw):
    """FW 6-1-4-3: "[Permanent] You can include as many copies of this card in your deck as you like" (FB01-131)
    replaces 6-1-4-2 for that card only; the deck builder reads it too (most_copies: None, any number)."""
    from opcg_tui.deckindex import game_decks

    assert game_decks("dbsfw").most_copies(fw["FB01-131"]) is None
    assert game_decks("dbsfw").most_copies(fw["FB01-113"]) == 4
    meta = {"FB01-131": 46, "FB01-113": 4}
    assert deck_problems(_deck(meta, leader="FS04-01"), fw) == []
    assert any("FW 6-1-4-2" in p for p in deck_problems(_deck({**meta, "FB01-131": 45, "FB01-113": 5},
                                                              leader="FS04-01"), fw))
