"""Fusion World cards: the facts of a card (FW 2) read from cards/dbsfw/*.yaml.

A Leader has two sides (FW 1-7, 10-1-3): the front's facts are the card's own, the back's are in
`back`. Keywords ([Blocker], [Critical], [Double Strike], …: FW 15) are data; skills are effects in
the registry's format (the primitives package). A Leader's skills of both sides are one list, each with the
condition `side` (FW 10-1-3: only the face-up side's skills count).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...data.cards import CardDB, builtin_dir, card_files, extra_card_dirs, load_card_files
from ...data.shortname import short_name
from ...data.yamlfile import DataError, line_of
from ...engine.registry import Checker, Effect, Frozen
from .primitives import REGISTRY
from .wording import describe

COLORS = ("red", "blue", "green", "yellow", "black")  # FW 1-6-1
CATEGORIES = ("leader", "battle", "extra")  # FW 2-1-2
KEYWORDS = tuple(REGISTRY.keywords)  # FW 15: each declared once in vocabulary.py
# Official numbers; TF: test-only cards (tests/cards/dbsfw, never shipped).
NUMBER_RE = re.compile(r"^(?:(?:FS|FB|SB|TF)\d{2}|FP)-\d{2,3}$")
FIELDS = ("number", "name", "category", "colors", "cost", "orbs", "power", "combo_power", "traits", "keywords", "back",
          "effects", "short")


@dataclass(frozen=True, slots=True)
class Side:
    """A Leader's back side (FW 10-1-3): what changes when it is flipped."""

    power: int
    keywords: frozenset[str] = frozenset()
    name: str = ""  # another card name on the back (FB03-078: Babidi / Majin Buu); "" the front's
    traits: tuple[str, ...] | None = None  # other special traits on the back; None the front's


@dataclass(frozen=True, slots=True)
class Card:
    number: str
    name: str
    category: str  # leader | battle | extra
    colors: tuple[str, ...]
    cost: int | None = None  # total cost (FW 1-2-2); Battle and Extra Cards
    orbs: tuple[str, ...] = ()  # the specified cost, one colour per orb (FW 1-2-3)
    power: int | None = None  # Leaders (front) and Battle Cards (FW 2-6)
    combo_power: int | None = None  # Battle Cards (FW 2-7); None: the card data shows none
    traits: tuple[str, ...] = ()
    keywords: frozenset[str] = frozenset()
    back: Side | None = None  # a Leader's back side
    effects: tuple[Effect, ...] = ()
    permanents: tuple[Effect, ...] = ()
    short: str = ""  # the name on a narrow board: the card file's `short`, else `short_name`'s

    def __post_init__(self) -> None:
        if not self.short:
            object.__setattr__(self, "short", short_name(self.name, self.category != "extra"))


UNKNOWN = Card(number="?", name="(hidden card)", category="battle", colors=(), cost=0, power=0)


def parse_card(raw: Any, path: Path, parent: Any, index: int) -> Card:
    def fail(key: Any, problem: str) -> DataError:
        return DataError(path, line_of(raw if key is not None else parent, key if key is not None else index), problem)

    if not isinstance(raw, dict):
        raise fail(None, "a card must be a mapping with number, name, category, colors")
    for key in raw:
        if key not in FIELDS:
            raise fail(key, f"unknown key '{key}' (known: {', '.join(FIELDS)})")
    for key in ("number", "name", "category", "colors"):
        if key not in raw:
            raise fail(None, f"a card needs '{key}'")
    number = raw["number"]
    if not isinstance(number, str) or not NUMBER_RE.match(number):
        raise fail("number", f"card number {number!r} is not like FS01-01, FB01-001 or FP-001")
    who = f"{number}: "
    for key in ("name", "short"):
        if key in raw and (not isinstance(raw[key], str) or not raw[key].strip()):
            raise fail(key, f"{who}'{key}' must be text")
    if raw["category"] not in CATEGORIES:
        raise fail("category", f"{who}category must be one of {', '.join(CATEGORIES)}")
    category = raw["category"]

    def colours(key: str) -> tuple[str, ...]:
        value = raw.get(key, [])
        if not isinstance(value, list) or any(c not in COLORS for c in value):
            raise fail(key, f"{who}'{key}' must be a list of {', '.join(COLORS)}")
        return tuple(value)

    def whole(key: str, value: Any) -> int | None:
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise fail(key, f"{who}'{key}' must be a whole number of 0 or more")
        return value

    def words(key: str, value: Any, known: tuple[str, ...] | None = None) -> tuple[str, ...]:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise fail(key, f"{who}'{key}' must be a list of text")
        if known is not None and any(v not in known for v in value):
            raise fail(key, f"{who}unknown keyword in {value} (known: {', '.join(known)})")
        return tuple(value)

    cols = colours("colors")
    if not cols:
        raise fail("colors", f"{who}a card has at least one colour (FW 2-2)")
    cost = whole("cost", raw.get("cost"))
    power = whole("power", raw.get("power"))
    if category == "leader":
        if cost is not None or "orbs" in raw:
            raise fail("cost", f"{who}a Leader has no cost")
        if power is None:
            raise fail(None, f"{who}a Leader needs 'power'")
        back = raw.get("back")
        if not isinstance(back, dict) or not isinstance(back.get("power"), int) \
                or set(back) - {"power", "keywords", "effects", "name", "traits"} \
                or not isinstance(back.get("name", ""), str):
            raise fail("back", f"{who}a Leader needs 'back: {{power: N, keywords: [...], effects: [...]}}' (FW 10-1-3; "
                               "'name' and 'traits' when the back's differ)")
        side = Side(back["power"], frozenset(words("back", back.get("keywords", []), KEYWORDS)), back.get("name", ""),
                    words("back", back["traits"]) if "traits" in back else None)
    else:
        if cost is None:
            raise fail(None, f"{who}a {category} card needs 'cost'")
        if "back" in raw:
            raise fail("back", f"{who}only a Leader has a back side (FW 1-7-1)")
        side = None
    if category == "battle" and power is None:
        raise fail(None, f"{who}a Battle Card needs 'power'")
    keywords = frozenset(words("keywords", raw.get("keywords", []), KEYWORDS))
    if "field" in keywords and category != "extra":
        raise fail("keywords", f"{who}[Field] is a keyword skill of Extra Cards (FW 15-3-1)")
    if category != "battle" and "combo_power" in raw:
        raise fail("combo_power", f"{who}only a Battle Card has combo power (FW 2-7)")
    effects = _effects(raw, path, "front" if category == "leader" else None)
    if side is not None:
        effects += _effects(raw["back"], path, "back")
    timings = REGISTRY.timings
    return Card(number=number, name=raw["name"], category=category, colors=cols, cost=cost,
                orbs=colours("orbs"), power=power, combo_power=whole("combo_power", raw.get("combo_power")),
                traits=words("traits", raw.get("traits", [])),
                keywords=keywords, back=side, effects=effects,
                permanents=tuple(e for e in effects if timings[e.timing].category == "permanent"),
                short=raw.get("short", ""))


def _effects(raw: dict[str, Any], path: Path, side: str | None) -> tuple[Effect, ...]:
    """The skills of a card (or of a Leader's side: each gets the condition `side`)."""
    listed = raw.get("effects", [])
    c = Checker(path, REGISTRY)
    if not isinstance(listed, list):
        raise c.fail(raw, "effects", "'effects' must be a list of skills")
    found = tuple(REGISTRY.effect(c, e, listed, i) for i, e in enumerate(listed))
    # FW 9-6-4: an [Auto] skill's player chooses to pay its skill cost in its entirety or not (yes / no).
    found = tuple(e._replace(cost_optional=True) if e.cost and REGISTRY.timings[e.timing].category == "auto" else e
                  for e in found)
    if side is None:
        return found
    return tuple(e._replace(conditions=Frozen({"side": side, **e.conditions})) for e in found)


def cards_dir() -> Path:
    return builtin_dir("cards") / "dbsfw"


def load_cards() -> CardDB:
    """Every shipped Fusion World card by number, and those of the `dbsfw` folder of each extra card
    folder (`--cards DIR`, the OPCG_CARD_DIRS setting: tests/cards/dbsfw holds test-only cards; the user's
    cards folder, whose bad files are skipped and named in the pool's `skipped`) (validated once, then cached)."""
    extra = [d / "dbsfw" for d in extra_card_dirs() if (d / "dbsfw").is_dir()]
    code = [Path(__file__), Path(__file__).parents[2] / "data" / "shortname.py"]
    return load_card_files(card_files([cards_dir(), *extra]), parse_card, code, "dbsfw")


def card_record(card: Card) -> dict[str, Any]:
    """A card as plain data for `opcg cards list --game dbsfw --json` and tables: facts and rendered skills."""
    return {
        "number": card.number, "name": card.name, "category": card.category, "colors": list(card.colors),
        "cost": card.cost, "orbs": list(card.orbs), "power": card.power, "combo_power": card.combo_power,
        "back_power": card.back.power if card.back else None, "traits": list(card.traits),
        "keywords": sorted(card.keywords), "back_keywords": sorted(card.back.keywords) if card.back else [],
        "text": [("Back: " if e.conditions.get("side") == "back" else "") + describe(card, i)
                 for i, e in enumerate(card.effects)],
    }
