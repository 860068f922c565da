"""Deck legality by format: the block icons a format allows on a date, and the Banned/Restricted list.

The facts are data (formats/onepiece.yaml, generated from the official notices by
scripts/onepiece_formats.py; a newer file may be given by the user), read and checked here once.
Formats are tournament rules, not game rules: a game may be played with any deck (CR 5-1-2 is
checked apart, by decks.deck_problems).
"""

from __future__ import annotations

import datetime
import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...data.cards import builtin_dir
from ...data.decks import Deck
from ...data.yamlfile import DataError, line_of, read_yaml

NUMBER = re.compile(r"^[A-Z]+\d*-\d{2,3}$")
FORMATS = ("standard", "extra")


@dataclass(frozen=True, slots=True)
class Window:
    start: datetime.date | None  # None: since always
    end: datetime.date | None  # None: until further notice
    blocks: frozenset[str] | None  # None: every block

    def holds(self, day: datetime.date) -> bool:
        return (self.start is None or self.start <= day) and (self.end is None or day <= self.end)


@dataclass(frozen=True, slots=True)
class Change:
    """One dated change of the Banned/Restricted list (effective None: before every dated one)."""

    effective: datetime.date | None
    banned: tuple[str, ...] = ()
    unbanned: tuple[str, ...] = ()
    restricted: tuple[str, ...] = ()
    unrestricted: tuple[str, ...] = ()
    pair_banned: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Listing:
    """The list in force on a day: each card number with the day its status began."""

    banned: dict[str, datetime.date | None]
    restricted: dict[str, datetime.date | None]
    pairs: dict[frozenset[str], datetime.date | None]


@dataclass(frozen=True, slots=True)
class Formats:
    path: str
    names: dict[str, str]
    windows: dict[str, tuple[Window, ...]]
    by_prefix: dict[str, str]
    promo: dict[str, str]
    x: frozenset[str]
    treated_as: tuple[tuple[str, Window, frozenset[str]], ...]
    reprinted: dict[str, str]
    changes: tuple[Change, ...]

    def block(self, number: str, day: datetime.date) -> str | None:
        """The block icon `number` counts as on `day` (Bandai's exceptions first); None if unknown."""
        if number in self.x:
            return "X"
        if number in self.reprinted:
            return self.reprinted[number]
        for block, window, numbers in self.treated_as:
            if number in numbers and window.holds(day):
                return block
        if number.startswith("P-"):
            return self.promo.get(number)
        return self.by_prefix.get(number.rsplit("-", 1)[0])

    def blocks_on(self, key: str, day: datetime.date) -> frozenset[str] | None:
        """The blocks format `key` (one of FORMATS) allows on `day` (None: all); LookupError on a day its
        file gives no rules for."""
        for window in self.windows[key]:
            if window.holds(day):
                return window.blocks
        raise LookupError(f"{self.names[key]} has no rules for {day.isoformat()} in {self.path}")

    def card_legal(self, number: str, key: str, day: datetime.date) -> bool:
        """Whether a deck of format `key` may hold `number` on `day` (not banned, of a block it allows;
        a restricted card may be held once)."""
        allowed = self.blocks_on(key, day)
        return number not in self.listing(day).banned and (allowed is None or self.block(number, day) in allowed)

    def listing(self, day: datetime.date) -> Listing:
        banned: dict[str, datetime.date | None] = {}
        restricted: dict[str, datetime.date | None] = {}
        pairs: dict[frozenset[str], datetime.date | None] = {}
        for change in self.changes:
            if change.effective is not None and change.effective > day:
                continue
            for n in change.unbanned:
                banned.pop(n, None)
            for n in change.unrestricted:
                restricted.pop(n, None)
            banned.update(dict.fromkeys(change.banned, change.effective))
            restricted.update(dict.fromkeys(change.restricted, change.effective))
            pairs.update(dict.fromkeys(map(frozenset, change.pair_banned), change.effective))
        return Listing(banned, restricted, pairs)


def format_problems(deck: Deck, db: Mapping[str, Any], formats: Formats, key: str, day: datetime.date) -> list[str]:
    """Why `deck` is not legal in format `key` on `day`: banned cards, more than one copy of a restricted
    card, a banned pair, cards of blocks the format does not allow (the Leader counts for each)."""
    name = formats.names[key]
    when = f"{name} on {day.isoformat()}"
    copies = dict(deck.cards)
    numbers = [deck.leader, *(n for n in copies if n != deck.leader)]

    def card(n: str) -> str:
        return f"{n} {db[n].name}" if n in db else n

    def since(start: datetime.date | None) -> str:
        return f" (since {start.isoformat()})" if start else ""

    listing = formats.listing(day)
    problems = [f"{card(n)} is banned in {when}{since(listing.banned[n])}" for n in numbers if n in listing.banned]
    problems += [f"{card(n)} is restricted in {when}{since(listing.restricted[n])}: at most 1 copy, the deck has "
                 f"{copies[n]}" for n in numbers if n in listing.restricted and copies.get(n, 1) > 1]
    present = set(numbers)
    problems += [f"{card(a)} and {card(b)} are a banned pair in {when}{since(start)}: not both in one deck"
                 for pair, start in listing.pairs.items() if pair <= present for a, b in [sorted(pair)]]
    allowed = formats.blocks_on(key, day)
    if allowed is not None:
        outside: dict[str | None, list[str]] = {}
        for n in numbers:
            block = formats.block(n, day)
            if block not in allowed:
                outside.setdefault(block, []).append(card(n))
        problems += [f"{'block ' + block if block else 'no known block'} ({when} allows blocks "
                     f"{', '.join(sorted(allowed))}): {', '.join(cards)}" for block, cards in outside.items()]
    return problems


def legality(deck: Deck, db: Mapping[str, Any], formats: Formats,
             day: datetime.date) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(format, why the deck is not legal in it) for each format on `day`: a format with no rules for
    that day says so."""
    found = []
    for key in FORMATS:
        try:
            found.append((key, tuple(format_problems(deck, db, formats, key, day))))
        except LookupError as exc:
            found.append((key, (str(exc),)))
    return tuple(found)


# ------------------------------------------------------------------ reading a formats file
def formats_path() -> Path:
    return builtin_dir("formats") / "onepiece.yaml"


@functools.lru_cache(maxsize=4)
def current(path: str = "") -> Formats:
    """The formats file `path` (the `formats` setting; '' : the one shipped), read once."""
    return load_formats(path or None)


def load_formats(path: str | Path | None = None) -> Formats:
    """The formats file (the shipped one unless `path` is given), checked: DataError names its line."""
    path = Path(path) if path is not None else formats_path()
    raw = read_yaml(path)
    r = _Reader(path)
    top = r.mapping(raw, None, "the formats file", {"game", "compiled", "newest_change", "source", "formats",
                                                      "blocks", "changes"}, {"formats", "blocks", "changes"})
    if top.get("game", "opcg") != "opcg":
        raise DataError(path, line_of(raw, "game"), "'game' must be opcg (the ONE PIECE CARD GAME)")
    fmts = r.mapping(top["formats"], raw, "formats", set(FORMATS), set(FORMATS), key="formats")
    names, windows = {}, {}
    for key in FORMATS:
        f = r.mapping(fmts[key], fmts, key, {"name", "blocks"}, {"name", "blocks"}, key=key)
        names[key] = r.text(f["name"], f, "name")
        windows[key] = tuple(r.window(w, f["blocks"], i) for i, w in enumerate(r.items(f["blocks"], f, "blocks")))
    blocks = r.mapping(top["blocks"], raw, "blocks", {"by_prefix", "promo", "x", "treated_as", "reprinted", "source"},
                       {"by_prefix"}, key="blocks")
    by_prefix = r.map_of(blocks["by_prefix"], blocks, "by_prefix", r"^[A-Z]+\d*$")
    promo = r.map_of(blocks.get("promo", {}), blocks, "promo", NUMBER.pattern)
    reprinted = r.map_of(blocks.get("reprinted", {}), blocks, "reprinted", NUMBER.pattern)
    treated = []
    for i, t in enumerate(r.items(blocks.get("treated_as", []), blocks, "treated_as")):
        entry = r.mapping(t, blocks["treated_as"], "a treated_as entry", {"block", "from", "to", "numbers"},
                          {"block", "numbers"}, key=i)
        window = Window(r.day(entry.get("from"), entry, "from"), r.day(entry.get("to"), entry, "to"), None)
        treated.append((r.block(entry["block"], entry, "block"), window, frozenset(r.numbers(entry, "numbers"))))
    changes = []
    for i, c in enumerate(r.items(top["changes"], raw, "changes")):
        keys = {"effective", "banned", "unbanned", "restricted", "unrestricted", "pair_banned", "source"}
        entry = r.mapping(c, top["changes"], "a change", keys, {"effective"}, key=i)
        pairs = tuple(r.pair(p, entry["pair_banned"], j)
                      for j, p in enumerate(r.items(entry.get("pair_banned", []), entry, "pair_banned")))
        changes.append(Change(r.day(entry["effective"], entry, "effective"),
                              *(tuple(r.numbers(entry, k)) for k in ("banned", "unbanned", "restricted",
                                                                     "unrestricted")), pairs))
    return Formats(str(path), names, windows, by_prefix, promo, frozenset(r.numbers(blocks, "x")), tuple(treated),
                   reprinted, tuple(changes))


class _Reader:
    """Type checks of a formats file, each naming the line of what it refuses."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, parent: Any, key: Any, problem: str) -> DataError:
        return DataError(self.path, line_of(parent, key, default=line_of(parent)), problem)

    def mapping(self, value: Any, parent: Any, what: str, known: set[str], needed: set[str],
                key: Any = None) -> dict:
        if not isinstance(value, dict):
            raise self.fail(parent, key, f"{what} must be a mapping")
        for k in value:
            if k not in known:
                raise self.fail(value, k, f"unknown key {k!r} in {what} (known: {', '.join(sorted(known))})")
        for k in sorted(needed - set(value)):
            raise self.fail(value, None, f"{what} is missing {k!r}")
        return value

    def items(self, value: Any, parent: Any, key: str) -> list:
        if not isinstance(value, list):
            raise self.fail(parent, key, f"{key!r} must be a list")
        return value

    def text(self, value: Any, parent: Any, key: str) -> str:
        if not isinstance(value, str) or not value.strip() or len(value) > 200:
            raise self.fail(parent, key, f"{key!r} must be a line of text")
        return value

    def day(self, value: Any, parent: Any, key: Any) -> datetime.date | None:
        if value is None or isinstance(value, datetime.date) and not isinstance(value, datetime.datetime):
            return value
        if isinstance(value, str):
            try:
                return datetime.date.fromisoformat(value)
            except ValueError:
                pass
        raise self.fail(parent, key, f"{key!r} must be a date (YYYY-MM-DD) or null")

    def block(self, value: Any, parent: Any, key: Any) -> str:
        if isinstance(value, bool) or not (isinstance(value, int) and 1 <= value <= 99
                                           or isinstance(value, str) and re.fullmatch(r"X|[1-9]\d?", value)):
            raise self.fail(parent, key, f"{key!r}: a block is a number from 1 to 99 or X")
        return str(value)

    def number(self, value: Any, parent: Any, key: Any) -> str:
        if not isinstance(value, str) or not NUMBER.match(value):
            raise self.fail(parent, key, f"{value!r} is not a card number (like OP01-001 or P-001)")
        return value

    def numbers(self, parent: dict, key: str) -> list[str]:
        return [self.number(n, parent[key], i) for i, n in enumerate(self.items(parent.get(key, []), parent, key))]

    def pair(self, value: Any, parent: Any, key: Any) -> tuple[str, str]:
        if not isinstance(value, list) or len(value) != 2:
            raise self.fail(parent, key, "a banned pair is a list of two card numbers")
        return self.number(value[0], value, 0), self.number(value[1], value, 1)

    def window(self, value: Any, parent: Any, key: Any) -> Window:
        w = self.mapping(value, parent, "a block window", {"from", "to", "blocks"}, {"from", "to", "blocks"}, key=key)
        blocks = w["blocks"]
        if blocks != "all":
            blocks = frozenset(self.block(b, blocks, i) for i, b in enumerate(self.items(blocks, w, "blocks")))
        return Window(self.day(w["from"], w, "from"), self.day(w["to"], w, "to"), None if blocks == "all" else blocks)

    def map_of(self, value: Any, parent: Any, key: str, pattern: str) -> dict[str, str]:
        if not isinstance(value, dict):
            raise self.fail(parent, key, f"{key!r} must be a mapping")
        for k in value:
            if not isinstance(k, str) or not re.fullmatch(pattern, k):
                raise self.fail(value, k, f"{k!r} in {key!r} is not a card number or a product prefix")
        return {k: self.block(v, value, k) for k, v in value.items()}
