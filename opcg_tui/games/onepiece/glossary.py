"""The terms a ONE PIECE card's text uses, explained (the inspector's and `opcg cards show`'s glossary): each
keyword's reminder, and every condition, cost and timing declared with a `term`, with its CR clause."""

from __future__ import annotations

from .cards import Card
from .primitives import REGISTRY as R
from .wording import ONCE_PER_TURN


def glossary_keys(card: Card) -> list[str]:
    """The terms of a card's text that the inspector explains, in the order they appear."""
    found = list(sorted(card.keywords))
    for eff in card.effects:
        if eff.once_per_turn:
            found.append("once_per_turn")
        found += [k for k in eff.conditions if R.conditions[k].term]
        found += [k for k in eff.cost if R.costs[k].term]
        if R.timings[eff.timing].term:
            found.append(eff.timing)
        found += [a.value for a in eff.actions if isinstance(a.value, str) and a.value in R.keywords]
    if card.trigger is not None:
        found.append("trigger")
    return list(dict.fromkeys(found))


def glossary() -> dict[str, tuple[str, str, str]]:
    """term key -> (the term as printed, its CR clause, what it means)."""
    found: dict[str, tuple[str, str, str]] = {"once_per_turn": ONCE_PER_TURN}
    for k in R.keywords.values():
        found[k.name] = (k.label, k.clause, k.reminder)
    for table in (R.conditions, R.costs, R.timings):
        for decl in table.values():
            if decl.term:
                found[decl.name] = (decl.term, decl.clause, decl.doc)
    return found


GLOSSARY = glossary()
