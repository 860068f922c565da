"""ONE PIECE cards: the facts of a card (CR 2) and its effects, read from cards/*.yaml."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...data.cards import CardDB, builtin_dir, card_files, extra_card_dirs, load_card_files
from ...data.shortname import short_name
from ...data.yamlfile import DataError
from ...engine.registry import Checker, Effect, choice, text, text_list, whole
from .primitives import REGISTRY

COLORS = ("red", "green", "blue", "purple", "black", "yellow")
CATEGORIES = ("leader", "character", "event", "stage")
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
    effects: tuple[Effect, ...] = ()
    trigger: Effect | None = None
    # Derived for the interpreter's hot paths: the permanent effects (8-1-3-3), and the first effect
    # of each timing (an effect with two timings, "[Main]/[Counter]", is found under both).
    permanents: tuple[Effect, ...] = field(default=(), compare=False)
    first_of: dict[str, tuple[int, Effect]] = field(default_factory=dict, compare=False)
    # 2-1-3, 8-1-3-3-3: the further names its text gives it ("Under the rules of this game, also treat this
    # card's name as [A] and [B]": the `also_named` action), in every area and during deck construction.
    aliases: tuple[str, ...] = field(default=(), compare=False)
    short: str = ""  # the name on a narrow board: the card file's `short`, else `short_name`'s

    def __post_init__(self) -> None:
        if not self.short:
            object.__setattr__(self, "short", short_name(self.name, self.category in ("leader", "character")))

    @property
    def names(self) -> tuple[str, ...]:
        """Every name the card has (2-1): its fixed name, then those its text gives it (2-1-3)."""
        return (self.name, *self.aliases) if self.aliases else (self.name,)

    def effect_with(self, timing: str) -> tuple[int, Effect] | None:
        return self.first_of.get(timing)


def _first_of(effects: tuple[Effect, ...]) -> dict[str, tuple[int, Effect]]:
    found: dict[str, tuple[int, Effect]] = {}
    for i, eff in enumerate(effects):
        for timing in eff.timings:
            found.setdefault(timing, (i, eff))
    return found


UNKNOWN = Card(number="?", name="(hidden card)", category="character", colors=(), cost=0, power=0)

CARD_FIELDS = (
    "number", "name", "category", "colors", "cost", "life", "power", "counter",
    "attributes", "types", "keywords", "effects", "trigger", "short",
)
REQUIRED = {
    "leader": ("life", "power"),
    "character": ("cost", "power"),
    "event": ("cost",),
    "stage": ("cost",),
}
# Where an effect may be printed: [Main] and [Counter] effects belong on Event cards (10-2-3, 10-2-4).
EVENT_ONLY = ("main", "counter")


def card_from_yaml(raw: Any, path: str | Path, parent: Any, index: int) -> Card:
    c = Checker(path, REGISTRY)
    if not isinstance(raw, dict):
        raise c.fail(parent, index, "each card must be a mapping")
    for key in raw:
        if key not in CARD_FIELDS:
            raise c.fail(raw, key, f"unknown key '{key}' (known: {', '.join(sorted(CARD_FIELDS))})")
    for key in ("number", "name", "category", "colors"):
        if key not in raw:
            raise c.fail(raw, None, f"card is missing '{key}'")
    number = text(c, raw["number"], raw, "number")
    if not NUMBER_RE.match(number):
        raise c.fail(raw, "number", f"'{number}' is not a card number like ST01-001 or P-001")
    category = choice(*CATEGORIES)(c, raw["category"], raw, "category")
    for key in REQUIRED[category]:
        if raw.get(key) is None:
            raise c.fail(raw, None, f"{number}: a {category} needs '{key}'")
    colors = text_list(c, raw["colors"], raw, "colors")
    for color in colors:
        if color not in COLORS:
            raise c.fail(raw, "colors", f"{number}: unknown color '{color}' (known: {', '.join(COLORS)})")

    def opt_int(key: str) -> int | None:
        return None if raw.get(key) is None else whole(0)(c, raw[key], raw, key)

    keywords = text_list(c, raw["keywords"], raw, "keywords") if "keywords" in raw else ()
    for kw in keywords:
        if kw not in REGISTRY.keywords:
            raise c.fail(raw, "keywords", f"{number}: unknown keyword '{kw}' (known: {', '.join(REGISTRY.keywords)})")
    raw_effects = raw.get("effects", [])
    if not isinstance(raw_effects, list):
        raise c.fail(raw, "effects", f"{number}: 'effects' must be a list")
    effects = tuple(REGISTRY.effect(c, e, raw_effects, i) for i, e in enumerate(raw_effects))
    trigger = None
    if raw.get("trigger") is not None:
        trigger = REGISTRY.effect(c, raw["trigger"], raw, "trigger", trigger=True)
    for eff in effects:
        if eff.timing in EVENT_ONLY and category != "event":
            raise c.fail(raw, "effects", f"{number}: [{eff.timing}] effects belong on Event cards (10-2-3, 10-2-4)")
    timings = REGISTRY.timings
    return Card(
        number=number,
        name=text(c, raw["name"], raw, "name"),
        category=category,
        colors=colors,
        cost=opt_int("cost"),
        life=opt_int("life"),
        power=opt_int("power"),
        counter=opt_int("counter"),
        attributes=text_list(c, raw["attributes"], raw, "attributes") if "attributes" in raw else (),
        types=text_list(c, raw["types"], raw, "types") if "types" in raw else (),
        keywords=frozenset(keywords),
        effects=effects,
        trigger=trigger,
        permanents=tuple(e for e in effects if timings[e.timing].category == "permanent"),
        first_of=_first_of(effects),
        aliases=tuple(n for e in effects for a in e.actions if a.name == "also_named" for n in a.value),
        short=text(c, raw["short"], raw, "short") if "short" in raw else "",
    )


CODE = [Path(__file__).parent / "cards.py", Path(__file__).parents[2] / "data" / "shortname.py", *sorted((Path(__file__).parent / "primitives").rglob("*.py"))]
_DEFAULT_DB: CardDB | None = None


def load_cards(dirs: list[Path] | None = None) -> CardDB:
    """Every cards/*.yaml of the given folders; by default the shipped cards and the extra card folders
    (`extra_card_dirs`: the OPCG_CARD_DIRS setting, the user's cards folder), read once per process.
    A bad file of the user's cards folder is skipped and named in the pool's `skipped`."""
    global _DEFAULT_DB
    if dirs is None and _DEFAULT_DB is not None:
        return _DEFAULT_DB
    files = card_files(dirs or [builtin_dir("cards"), *extra_card_dirs()])
    db = load_card_files(files, card_from_yaml, CODE, "opcg")
    if dirs is None:
        _DEFAULT_DB = db
    return db


def one_card_file(path: Path, db: CardDB | None = None) -> CardDB:
    """Read one card file into `db` (a new one by default), with no cache."""
    from ...data.cards import load_card_file

    db = db if db is not None else CardDB()
    load_card_file(path, db, card_from_yaml)
    return db


__all__ = ["CATEGORIES", "COLORS", "Card", "CardDB", "DataError", "NUMBER_PATTERN", "NUMBER_RE", "UNKNOWN",
           "card_from_yaml", "load_cards", "one_card_file"]
