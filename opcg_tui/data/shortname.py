"""A card's short name: the part of its name that tells it apart on a narrow board ("Luffy", "Kid", "Vivi").

One rule for every game's cards, from the name alone; a card file's `short` key overrides it where the rule
reads wrong (two characters sharing a family name, a title that is part of the name: "King Vegeta"). A
player's view names each card it holds by its short name, told apart by its cost where two printings of
different costs read alike (`told_apart`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

EPITHET = re.compile(r'\s*"[^"]*"\s*')  # Eustass"Captain"Kid, "Buddha" Sengoku
ALIAS = re.compile(r"\s*\([^)]*\)")  # Mr.1(Daz.Bonez), Zephyr(Navy)
FORM = re.compile(r" : |, ")  # Fusion World: "Son Goku : Childhood", "Vegeta, Prince of ..."
ROMAN = re.compile(r"[IVX]+")  # a regnal number: "Riku Doldo III", "Vander Decken IX"
FRUIT = re.compile(r"^(\w+)-\1 ")  # a technique's Devil Fruit: "Gum-Gum Pistol", "Love-Love Mellow"


@lru_cache(maxsize=4096)
def short_name(name: str, person: bool = True) -> str:
    """The short name of a card named `name`; `person`: a card that is a someone (a Leader, a Character, a
    Battle Card), named by its last name part ("Monkey.D.Luffy": Luffy, "Tony Tony.Chopper": Chopper,
    "Trafalgar Law": Law), each of a pair ("Kid & Killer"). The whole name stays where the last part would not
    tell it apart: a number or initial ("Baby 5", "Doc Q", "Mr.3", "Riku Doldo III"), a phrase ("Lord of the Coast"), and any
    card that is not a someone (an Event's or a Stage's name is the whole name, but for a Devil Fruit's doubled
    word: "Gum-Gum Jet Pistol": Jet Pistol)."""
    if not person:
        return FRUIT.sub("", name) or name
    if " & " in name:
        return " & ".join(short_name(part) for part in name.split(" & "))
    base = ALIAS.sub("", name).strip() or name
    base = FORM.split(base)[0]
    base = EPITHET.sub(" ", base).strip() or base
    words = [w for w in re.split(r"[ .]+", base) if w]
    if len(words) < 2 or words[0] == "The" or any(w[0].islower() for w in words):
        return base
    last = words[-1]
    return base if len(last) <= 2 or last[0].isdigit() or ROMAN.fullmatch(last) else last


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


def told_apart(view: dict) -> dict:
    """A view (being made) whose cards' "short" names read apart: a card whose short name a card of another
    printing and another cost in the view shares gets its cost after it ("Zoro·3", "Zoro·7"). Copies of one
    card still read alike (they are told apart by their place), and a Leader is told as the Leader."""
    cards = [c for c in view_cards(view) if c["category"] != "leader"]
    printings: dict[str, set[tuple[str, Any]]] = defaultdict(set)
    for c in cards:
        printings[c["short"]].add((c["number"], c["cost"]))
    mixed = {short for short, seen in printings.items() if len({cost for _, cost in seen}) > 1}
    for c in cards:
        if c["short"] in mixed:
            c["short"] = f"{c['short']}·{c['cost']}"
    return view
