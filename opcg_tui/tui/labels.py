"""The name a card is called by on the board and in words: its short name (`data/shortname.py`), told apart
by its cost from a card of another printing that reads alike ("Zoro·3", "Zoro·7")."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from typing import Any


def shown_name(card: dict) -> str:
    """A card's name on the board and in words: its label (`label_view`), else its short name (an older
    replay export has none: its whole name)."""
    return card.get("label") or card.get("short") or card["name"]


def view_cards(value: Any) -> Iterator[dict]:
    """Every card dict a view (or any part of one) holds."""
    if isinstance(value, dict):
        if "uid" in value and "number" in value:
            yield value
        else:
            for v in value.values():
                yield from view_cards(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from view_cards(v)


def label_view(view: dict) -> dict:
    """Give each card of `view` its "label", the name the board and the words call it: its short name, and its
    cost after it ("Zoro·7") where a card of another printing and another cost shows with the same short name
    (two copies of one card read alike, and are told apart by their place; a Leader is told as the Leader).
    Returns the view."""
    cards = [c for c in view_cards(view) if c.get("short")]
    printings: dict[str, set[tuple[str, Any]]] = defaultdict(set)
    for c in cards:
        if c["category"] != "leader":
            printings[c["short"]].add((c["number"], c.get("cost")))
    for c in cards:
        seen = printings[c["short"]]
        mixed = c["category"] != "leader" and len({n for n, _ in seen}) > 1 and len({k for _, k in seen}) > 1
        c["label"] = f"{c['short']}·{c['cost']}" if mixed else c["short"]
    return view
