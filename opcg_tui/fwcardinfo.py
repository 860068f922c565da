"""Fusion World's cards for people: `opcg cards list --game dbsfw` and `opcg cards show` of its numbers."""

from __future__ import annotations

from typing import Any

from rich.panel import Panel

from .cardinfo import color_words, print_cards
from .data.cards import CardDB
from .games.dbsfw.cards import card_record
from .games.dbsfw.primitives import REGISTRY


def fusion_records(db: CardDB, set_: str | None, color: str | None, category: str | None,
                   search: str | None) -> list[dict[str, Any]]:
    """The cards (as records) of a set prefix, a colour, a type and with a text in their name, traits or skills."""
    words = (search or "").lower()
    records = [card_record(c) for _, c in sorted(db.items())]
    return [r for r in records if (not set_ or r["number"].startswith(set_.upper()))
            and (not color or color.lower() in r["colors"]) and (not category or r["category"] == category.lower())
            and (not words or words in " ".join([r["name"], *r["traits"], *r["keywords"], *r["text"]]).lower())]


def print_fusion_table(records: list[dict[str, Any]], console: Any) -> None:
    rows = []
    for r in records:
        cost = "" if r["cost"] is None else f"{r['cost']}" + "".join(f" {o[0].upper()}" for o in r["orbs"])
        power = "" if r["power"] is None else str(r["power"]) + (f"/{r['back_power']}" if r["back_power"] else "")
        text = " ".join([*(REGISTRY.keywords[k].label for k in r["keywords"]), *r["text"]])
        rows.append([r["number"], r["name"], r["category"], color_words(tuple(r["colors"])), cost, power,
                     "" if r["combo_power"] is None else str(r["combo_power"]), text])
    print_cards(console, ("number", "name", "type", "colour", "cost", "power", "combo", "text"), rows)


def fusion_panel(card: Any, db: CardDB) -> Panel:
    """One card in full: the board's card text (its facts, skills and keywords explained) in a box."""
    from .tui.fw_board import fusion_text

    return Panel(fusion_text(card_record(card), db), title=card.number, expand=False)
