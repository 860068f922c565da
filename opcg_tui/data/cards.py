"""Card definitions: facts and effects read from cards/*.yaml into immutable objects."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from . import schema
from .schema import Frozen
from .yamlfile import DataError, line_of, read_yaml

# Every form on the official card list: ST01-001, OP01-001, EB01-001, PRB01-001, and promos P-001.
NUMBER_PATTERN = r"(?:[A-Z]{2,3}\d{2}|P)-\d{3}"
NUMBER_RE = re.compile(f"^{NUMBER_PATTERN}$")


@dataclass(frozen=True, slots=True)
class Card:
    number: str
    name: str
    category: str  # leader | character | event | stage
    colors: tuple[str, ...]
    cost: int | None = None  # Characters, Events, Stages (2-7)
    life: int | None = None  # Leaders (2-9)
    power: int | None = None  # Leaders and Characters (2-6)
    counter: int | None = None  # Characters (2-10)
    attributes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    keywords: frozenset[str] = frozenset()
    effects: tuple[Frozen, ...] = ()
    trigger: Frozen | None = None
    # Derived for the interpreter's hot paths.
    permanents: tuple[Frozen, ...] = field(default=(), compare=False)

    @property
    def is_character(self) -> bool:
        return self.category == "character"

    def effect_with(self, timing: str) -> tuple[int, Frozen] | None:
        for i, eff in enumerate(self.effects):
            if eff["timing"] == timing:
                return i, eff
        return None


CARD_FIELDS = {
    "number", "name", "category", "colors", "cost", "life", "power", "counter",
    "attributes", "types", "keywords", "effects", "trigger",
}
REQUIRED = {
    "leader": ("life", "power"),
    "character": ("cost", "power"),
    "event": ("cost",),
    "stage": ("cost",),
}


def card_from_yaml(raw: Any, path: str | Path, parent: Any, index: int) -> Card:
    c = schema.checker(path)
    if not isinstance(raw, dict):
        raise c.fail(parent, index, "each card must be a mapping")
    for key in raw:
        if key not in CARD_FIELDS:
            raise c.fail(raw, key, f"unknown key '{key}' (known: {', '.join(sorted(CARD_FIELDS))})")
    for key in ("number", "name", "category", "colors"):
        if key not in raw:
            raise c.fail(raw, None, f"card is missing '{key}'")
    number = schema._str(c, raw["number"], raw, "number")
    if not NUMBER_RE.match(number):
        raise c.fail(raw, "number", f"'{number}' is not a card number like ST01-001 or P-001")
    category = schema._choice(schema.CATEGORIES)(c, raw["category"], raw, "category")
    for key in REQUIRED[category]:
        if raw.get(key) is None:
            raise c.fail(raw, None, f"{number}: a {category} needs '{key}'")
    colors = schema._str_list(c, raw["colors"], raw, "colors")
    for color in colors:
        if color not in schema.COLORS:
            raise c.fail(raw, "colors", f"{number}: unknown color '{color}' (known: {', '.join(schema.COLORS)})")

    def opt_int(key: str) -> int | None:
        return None if raw.get(key) is None else schema._int(0)(c, raw[key], raw, key)

    keywords = schema._str_list(c, raw.get("keywords", []), raw, "keywords")
    for kw in keywords:
        if kw not in schema.KEYWORDS:
            raise c.fail(raw, "keywords", f"{number}: unknown keyword '{kw}' (known: {', '.join(schema.KEYWORDS)})")
    raw_effects = raw.get("effects", [])
    if not isinstance(raw_effects, list):
        raise c.fail(raw, "effects", f"{number}: 'effects' must be a list")
    effects = tuple(schema.effect(c, e, raw_effects, i) for i, e in enumerate(raw_effects))
    trigger = None
    if raw.get("trigger") is not None:
        trigger = schema.effect(c, raw["trigger"], raw, "trigger", trigger=True)
    for eff in effects:
        if eff["timing"] in ("main", "counter") and category != "event":
            raise c.fail(raw, "effects", f"{number}: [{eff['timing']}] effects belong on Event cards (10-2-3, 10-2-4)")
    return Card(
        number=number,
        name=schema._str(c, raw["name"], raw, "name"),
        category=category,
        colors=colors,
        cost=opt_int("cost"),
        life=opt_int("life"),
        power=opt_int("power"),
        counter=opt_int("counter"),
        attributes=schema._str_list(c, raw.get("attributes", []), raw, "attributes"),
        types=schema._str_list(c, raw.get("types", []), raw, "types"),
        keywords=frozenset(keywords),
        effects=effects,
        trigger=trigger,
        permanents=tuple(e for e in effects if e["timing"] == "permanent"),
    )


class CardDB(dict[str, Card]):
    """Every known card by number."""

    def get_card(self, number: str, where: str = "") -> Card:
        try:
            return self[number]
        except KeyError:
            raise DataError(where or "cards", None, f"unknown card number '{number}'") from None


def load_card_file(path: Path, db: CardDB) -> None:
    raw = read_yaml(path)
    if not isinstance(raw, list):
        raise DataError(path, line_of(raw, default=1), "a card file must be a list of cards")
    for i, entry in enumerate(raw):
        card = card_from_yaml(entry, path, raw, i)
        if card.number in db:
            raise DataError(path, line_of(raw, i), f"duplicate card number {card.number}")
        db[card.number] = card


def builtin_dir(name: str) -> Path:
    """`cards` or `decks` shipped with the package (or beside it in a source checkout)."""
    packaged = resources.files("opcg_tui") / name
    path = Path(str(packaged))
    if path.is_dir():
        return path
    return Path(__file__).resolve().parents[2] / name


_DEFAULT_DB: CardDB | None = None


def load_cards(dirs: list[Path] | None = None) -> CardDB:
    """Load every cards/*.yaml. With no arguments the shipped cards are cached once."""
    global _DEFAULT_DB
    if dirs is None and _DEFAULT_DB is not None:
        return _DEFAULT_DB
    db = CardDB()
    for folder in dirs or [builtin_dir("cards")]:
        for path in sorted(Path(folder).glob("*.yaml")):
            load_card_file(path, db)
    if dirs is None:
        _DEFAULT_DB = db
    return db
