"""How Fusion World's skills read: its wording of selectors, amounts, durations and conditions (the card
text's own templates), and a skill's whole text rendered from its definition."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.registry import (
    Amount,
    Frozen,
    Selector,
    Target,
    Wording,
)

if TYPE_CHECKING:
    pass
from .vocabulary import R

# The trigger sentence of an [Auto] skill whose label does not say it (FW 1-3-6-2).
WHEN = {"combo_from_hand": "When you use this card in a combo from your hand,",
        "when_attacked": "When this card is attacked,",
        "when_deals_damage": "When this card deals damage to your opponent's life,",
        "when_kos_in_battle": "When this card KOs your opponent's Battle Card in battle,",
        "start_of_your_turn": "At the beginning of your turn,",
        "start_of_your_main": "At the beginning of your Main Phase,",
        "end_of_your_main": "At the end of your Main Phase,",
        "start_of_your_offense": "At the beginning of your Offense Step,",
        "start_of_your_defense": "At the beginning of your Defense Step,",
        "start_of_damage_step": "At the beginning of the Damage Step,",
        "end_of_damage_step": "When the Damage Step ends,",
        "end_of_battle": "At the end of the battle,"}


def plural(n: Amount, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


class FusionWording(Wording):
    """How Fusion World words amounts and conditions (the card text's own templates)."""

    def selector(self, sel: Target, *, bare: bool = False, one: bool = False) -> str:
        """ "up to 1 of your opponent's Rest Mode Battle Cards with a cost of 3 or less" """
        if not isinstance(sel, Selector):
            return "this card"
        whose = "your opponent's" if sel.owner == "opponent" else "your"
        before = [R.filters[n].words(v, self) for n, v in sel.filters if R.filters[n].part == "before"]
        after = [R.filters[n].words(v, self) for n, v in sel.filters if R.filters[n].part == "after"]
        zone = R.zones[sel.zone]
        if sel.zone == "looked":  # "reveal up to 1 <Paragus> or up to 1 Extra"
            nouns = [R.filters[n].words(v, self) for n, v in sel.filters if R.filters[n].part == "noun"]
            return f"up to {sel.how_many} {nouns[0] if nouns else 'card'}"
        names = sel.get("names")
        if names:  # "up to 1 <Son Goten> and up to 1 <Trunks : Youth>―both with a cost of 2 or less―from your Drop"
            each = " and ".join(f"up to {sel.how_many} <{n}>" for n in names)
            return f"{each}―both {' '.join(after)}―{zone.where}" if after else f"{each} {zone.where}"
        if zone.where:  # "up to 1 card with a cost of 3 or more from your Drop", "up to 1 Extra from your Drop"
            nouns = [R.filters[n].words(v, self) for n, v in sel.filters if R.filters[n].part == "noun"]
            noun = nouns[0] if nouns else zone.noun[0 if sel.how_many == 1 else 1]
            count = f"up to {sel.how_many}" if sel.up_to else str(sel.how_many)
            return " ".join([count, *before, noun, *after, zone.where])
        noun = " ".join([*before, R.zones[sel.zone].noun[1]]) if sel.zone != "leader_or_battle" else "Battle Cards"
        count = f"up to {sel.how_many}" if sel.up_to else str(sel.how_many)
        phrase = " ".join([f"{count} of {whose} {noun}", *after])
        return f"your Leader or {phrase}" if sel.zone == "leader_or_battle" else phrase

    def amount(self, value: Amount, *, absolute: bool = False, noun: str = "") -> str:
        return plural(value, noun) if noun else str(value)

    def duration(self, name: str | None) -> str:
        return ""

    def conditions(self, conds: Frozen, word: str = "If") -> str:
        """The conditions written as a sentence's start, "If A and B," ([Awaken]: "When …", 15-2-2);
        the bracketed ones go with the timing's label."""
        parts = [w for n, v in conds.items() if not R.conditions[n].label and (w := R.conditions[n].words(v))]
        return f"{word} {' and '.join(parts)}," if parts else ""

    def labels(self, conds: Frozen) -> str:
        return "".join(R.conditions[n].words(v) for n, v in conds.items() if R.conditions[n].label)




def describe(card: Any, idx: int) -> str:
    """A skill's text, rendered from its definition: "[When Attacking] Draw 1 card."."""
    eff = card.effects[idx]
    words = R.words
    assert words is not None
    assert isinstance(words, FusionWording)
    label = "/".join(R.timings[t].label for t in eff.timings) + ("[Once per turn]" if eff.once_per_turn else "") + words.labels(eff.conditions)
    conds = " ".join(p for p in (WHEN.get(eff.timing, ""),
                                 words.conditions(eff.conditions, "When" if eff.timing == "awaken" else "If")) if p)
    parts = [R.actions[a.name].words(a, words) for a in eff.actions]
    body = parts[0]
    for prev, a, part in zip(eff.actions, eff.actions[1:], parts[1:]):
        if a.name == "rest_to_bottom":
            body += " " + part  # its own sentence
        elif R.actions[prev.name].joins == ", ":  # "Look at 5 cards from the top of your deck, reveal ..."
            body = body[:-1] + ", " + part[0].lower() + part[1:]
        else:  # "Draw 1 card. Then, choose ..." (a part may say "Then," itself: the flip of [Awaken])
            body += " " + part if part.startswith("Then,") else " Then, " + part[0].lower() + part[1:]
    if conds:
        body = body[0].lower() + body[1:]  # "When your life is at 4 or less, draw 1 card."
    cost = " ".join(R.costs[n].words(v) for n, v in eff.cost.items())  # FW 1-4-1-1: before a colon
    return " ".join(p for p in (label, f"{cost} :" if cost else "", conds, body) if p)

