"""Every card's facts equal the official card list in ../shared/carddata (beside the checkout)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

SHARED = Path(os.environ.get("OPCG_SHARED", Path(__file__).resolve().parents[2] / "shared"))
PRODUCTS = {"ST-01": "569001", "ST-02": "569002", "ST-03": "569003", "ST-04": "569004"}


def official_cards() -> dict[str, dict]:
    cards = {}
    for product in PRODUCTS.values():
        for record in json.loads((SHARED / "carddata" / f"{product}.json").read_text()):
            if "_" not in record["id"]:  # _pN / _rN are alternate arts and reprints
                cards[record["id"]] = record
    return cards


@pytest.fixture(scope="module")
def official():
    if not (SHARED / "carddata").is_dir():
        pytest.fail(f"card data not found at {SHARED / 'carddata'} (set OPCG_SHARED)")
    return official_cards()


def test_every_official_starter_card_is_defined(official, db):
    assert sorted(official) == sorted(n for n in db if n[:4] in ("ST01", "ST02", "ST03", "ST04"))
    assert len(official) == 68


def test_facts_match_the_official_list(official, db):
    differences = []
    for number, rec in official.items():
        card = db[number]
        category = rec["category"].lower()
        expected = {
            "name": rec["name"],
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


def test_starter_decks_match_the_official_lists(db):
    import yaml

    from opcg_tui.data.decks import load_deck

    lists = yaml.safe_load((SHARED / "carddata" / "starter-decks.yaml").read_text())
    for deck_id, official_list in lists.items():
        deck = load_deck(deck_id, db)
        assert deck.leader == official_list["leader"]
        assert dict(deck.cards) == official_list["cards"]
