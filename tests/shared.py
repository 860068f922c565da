"""Where ../shared is (the official card data and rules beside the checkout), for the tests that need it.

Such tests skip with a clear reason when it is absent, so the README's test command passes on any
fresh clone; CI always has it (set OPCG_SHARED to point elsewhere).
"""

from __future__ import annotations

import json
import os
import re
from functools import cache
from pathlib import Path

import pytest

SHARED = Path(os.environ.get("OPCG_SHARED", Path(__file__).resolve().parents[2] / "shared"))
CARDDATA = SHARED / "carddata"


def require_shared() -> None:
    if not CARDDATA.is_dir():
        pytest.skip(f"the official card data is not at {CARDDATA} (a checkout without ../shared; set OPCG_SHARED)")


@cache
def official_cards() -> dict[str, dict]:
    """Every official card by number, read from its own product's record: the one whose id is the bare number.

    Alternate arts and reprints (`_pN` / `_rN`) are folded into it. They may disagree with it: EB01-023's
    EB-01 record (569201) and its other-product printing (569801) say 6000 power and no Counter, its
    OP14-EB04 reprint record (569114, `EB01-023_p1`) 8000 and +1000; the card's own product decides.
    A number with no bare record would fall back to its first printing in file order (none has today).
    """
    require_shared()
    cards: dict[str, dict] = {}
    for path in sorted(CARDDATA.glob("5*.json")):
        for record in json.loads(path.read_text(encoding="utf-8")):
            number = re.sub(r"_[pr]\d+$", "", record["id"])
            if number not in cards or (record["id"] == number and cards[number]["id"] != number):
                cards[number] = with_trigger_section(record)
    return cards


# A [Trigger] that heads a paragraph of the effect text (the text's start, or after a `<br>`): not "a card with a
# [Trigger]" nor "When a [Trigger] activates" inside a sentence.
TRIGGER_SECTION = re.compile(r"(?:^|<br>)\s*(\[Trigger\].*)$", re.S)


def with_trigger_section(record: dict) -> dict:
    """The record with a [Trigger] paragraph of its effect text read as its trigger, when its trigger field is
    empty: the effect field and the trigger field disagree, and the text printed on the card decides. OP01-009
    Carrot's record holds "[Trigger] Play this card." as its effect and a null trigger (a data-entry defect of
    the official list); no other record's effect has a [Trigger] paragraph. A record whose trigger field is set
    is left as it is."""
    found = TRIGGER_SECTION.search(record.get("effect") or "")
    if found is None or record.get("trigger"):
        return record
    before = record["effect"][: found.start()].strip()
    return {**record, "effect": before or None, "trigger": found.group(1).strip()}
