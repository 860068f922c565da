"""Every card's facts equal the official card list in ../shared/carddata (beside the checkout)."""

from __future__ import annotations

import pytest
from shared import CARDDATA, official_cards, require_shared

from opcg_tui.games.onepiece.cards import card_from_yaml


@pytest.fixture(scope="module")
def official():
    require_shared()
    return official_cards()


def test_every_official_starter_card_of_the_first_four_decks_is_defined(official, db):
    first_four = sorted(n for n in official if n[:4] in ("ST01", "ST02", "ST03", "ST04"))
    assert first_four == sorted(n for n in db if n[:4] in ("ST01", "ST02", "ST03", "ST04"))
    assert len(first_four) == 68


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
            "cost": None if category == "leader" else rec["cost"],
            "life": rec["cost"] if category == "leader" else None,
            "power": rec["power"],
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


def test_starter_decks_match_the_official_lists(db):
    """Every deck that exists in decks/ equals its official list (the others arrive with issue 10)."""
    import yaml

    from opcg_tui.data.cards import builtin_dir
    from opcg_tui.games.onepiece.decks import load_deck

    require_shared()
    lists = yaml.safe_load((CARDDATA / "starter-decks.yaml").read_text())
    shipped = {p.stem for p in builtin_dir("decks").glob("*.yaml")}
    compared = 0
    for deck_id, official_list in lists.items():
        if deck_id not in shipped:
            continue
        deck = load_deck(deck_id, db)
        assert deck.leader == official_list["leader"], deck_id
        assert dict(deck.cards) == official_list["cards"], deck_id
        compared += 1
    assert compared >= 4
