"""Every card's facts equal the official card list in ../shared/carddata (beside the checkout)."""

from __future__ import annotations

import pytest
from shared import CARDDATA, official_cards, require_shared

from opcg_tui.games.onepiece.cards import card_from_yaml


@pytest.fixture(scope="module")
def official():
    require_shared()
    return official_cards()


def test_every_card_of_every_official_starter_list_is_defined(official, db):
    """The 36 lists and the spare Leaders of ST-10 and ST-13: 556 card numbers, every one implemented."""
    import yaml

    lists = yaml.safe_load((CARDDATA / "starter-decks.yaml").read_text())
    needed = {n for deck in lists.values() for n in (deck["leader"], *deck["cards"])}
    needed |= {"ST10-002", "ST10-003", "ST13-002", "ST13-003"}
    assert len(needed) == 556
    assert not sorted(needed - set(db))
    first_four = sorted(n for n in official if n[:4] in ("ST01", "ST02", "ST03", "ST04"))
    assert first_four == sorted(n for n in db if n[:4] in ("ST01", "ST02", "ST03", "ST04"))


def test_facts_match_the_official_list(official, db):
    differences = []
    for number, card in sorted(db.items()):
        rec = official.get(number)
        if rec is None:
            differences.append(f"{number}: not on the official card list")
            continue
        category = rec["category"].lower()
        expected = {
            "name": rec["name"].replace("&amp;", "&"),
            "category": category,
            "colors": tuple(c.lower() for c in rec["colors"]),
            # Likewise an empty cost is a printed 0 (Bad Manners Kick Course, a 0-cost [Counter] Event).
            "cost": None if category == "leader" else (0 if rec["cost"] is None else rec["cost"]),
            "life": rec["cost"] if category == "leader" else None,
            # The official list leaves a 0-power Character's power empty (Otama, Makino…): printed 0.
            "power": 0 if category == "character" and rec["power"] is None else rec["power"],
            "counter": rec["counter"],
            "attributes": tuple(rec["attributes"]),
            "types": tuple(rec["types"]),
        }
        for key, value in expected.items():
            if getattr(card, key) != value:
                differences.append(f"{number} {key}: ours {getattr(card, key)!r}, official {value!r}")
        has_text = rec["effect"] not in (None, "-") or rec["trigger"]
        if bool(has_text) != bool(card.effects or card.keywords or card.trigger):
            differences.append(f"{number}: the official card has {'an' if has_text else 'no'} effect")
        if bool(rec["trigger"]) != (card.trigger is not None):
            differences.append(f"{number}: [Trigger] {'missing' if rec['trigger'] else 'not on the official card'}")
    assert not differences, "\n".join(differences)


def test_a_card_is_read_from_its_own_products_record(official):
    """A reprint's record (`_pN` / `_rN`) never overrides the card's own: EB01-023 is EB-01's (569201),
    not its OP14-EB04 reprint record (569114) with other power and Counter."""
    assert all(rec["id"] == number for number, rec in official.items())
    weevil = official["EB01-023"]
    assert (weevil["pack_id"], weevil["power"], weevil["counter"]) == ("569201", 6000, None)


def test_every_official_card_number_form_loads(official):
    # ST01-001, OP01-001, EB01-001, PRB01-001 and the promos' P-001 (issue 9).
    refused = []
    for number in official:
        raw = {"number": number, "name": "x", "category": "event", "colors": ["red"], "cost": 1}
        try:
            card_from_yaml(raw, "test", [raw], 0)
        except Exception as exc:  # noqa: BLE001 - any refusal is the failure reported
            refused.append(f"{number}: {exc}")
    assert not refused, "\n".join(refused[:20])
    assert any(n.startswith("P-") for n in official)


def test_starter_decks_match_the_official_lists():
    """decks/ holds every official starter deck (ST-01…ST-36) with exactly its official list."""
    import yaml

    from opcg_tui.data.decks import read_deck

    require_shared()
    lists = yaml.safe_load((CARDDATA / "starter-decks.yaml").read_text())
    assert len(lists) == 36
    for deck_id, official_list in lists.items():
        deck, _ = read_deck(deck_id)
        assert deck.leader == official_list["leader"], deck_id
        assert dict(deck.cards) == official_list["cards"], deck_id


def test_the_spare_leaders_of_the_three_leader_boxes_are_decks_of_their_own():
    """ST-10 and ST-13 ship three Leaders for one 50-card deck: ST-10-2 … ST-13-3 pair the others with it."""
    import yaml

    from opcg_tui.data.decks import read_deck

    require_shared()
    lists = yaml.safe_load((CARDDATA / "starter-decks.yaml").read_text())
    for box in ("ST-10", "ST-13"):
        for n in (2, 3):
            deck, _ = read_deck(f"{box}-{n}")
            assert deck.leader == f"{box.replace('-', '')}-00{n}"
            assert dict(deck.cards) == lists[box]["cards"]


def test_every_shipped_deck_is_legal(db):
    """The 36 starter decks and the spare Leaders' decks validate (CR 5-1-2), with every card implemented."""
    from opcg_tui.data.decks import list_decks
    from opcg_tui.games.onepiece.decks import deck_problems

    problems = {deck.id: deck_problems(deck, db) for deck, _ in list_decks()}
    assert len(problems) >= 40
    assert not {k: v for k, v in problems.items() if v}


def test_a_trigger_paragraph_in_the_effect_text_is_read_as_the_trigger(official):
    """OP01-009 Carrot's record has "[Trigger] Play this card." in its effect field and a null trigger: the card
    has a [Trigger] and no other effect. Only a paragraph the [Trigger] heads is moved ("a card with a [Trigger]",
    "When a [Trigger] activates" stay), and no other card of the data changes (its raw records compared)."""
    import json

    from shared import with_trigger_section

    carrot = official["OP01-009"]
    assert (carrot["effect"], carrot["trigger"]) == (None, "[Trigger] Play this card.")
    changed = set()
    for path in sorted(CARDDATA.glob("5*.json")):
        for record in json.loads(path.read_text(encoding="utf-8")):
            if with_trigger_section(record) != record:
                changed.add(record["id"])
    assert changed == {"OP01-009"}
    kept = {"id": "X", "effect": "[On Play] You may trash 1 card with a [Trigger] from your hand: Draw 1 card.",
            "trigger": None}
    assert with_trigger_section(kept) is kept
    both = {"id": "Y", "effect": "[Blocker]<br>[Trigger] Play this card.", "trigger": None}
    assert with_trigger_section(both) == {"id": "Y", "effect": "[Blocker]", "trigger": "[Trigger] Play this card."}
