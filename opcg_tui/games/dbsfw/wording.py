"""How Fusion World's skills read: its wording of selectors, amounts, durations and conditions (the card
text's own templates), and a skill's whole text rendered from its definition."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.registry import (
    ANY_NUMBER,
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
        "combo_from_battle_area": "When this card is used in a combo from the Battle Area,",
        "when_you_take_damage": "When you take damage,",
        "battle_area_combo_in_battle": "When a card is used in a combo from your Battle Area while this card is in a battle,",
        "combo_in_battle": "When you use a card in a combo while this card is in a battle,",
        "battle_card_attacks": "When your Battle Card{when} attacks,",
        "when_attacked": "When this card is attacked,",
        "when_deals_damage": "When this card's attack deals damage,",
        "when_kos_in_battle": "When this card KO's an opponent's Battle Card in battle,",
        "start_of_your_turn": "At the beginning of your turn,",
        "start_of_your_main": "At the beginning of your Main Phase,",
        "end_of_your_main": "At the end of your Main Phase,",
        "start_of_your_offense": "At the beginning of your Offense Step,",
        "start_of_your_defense": "At the beginning of your Defense Step,",
        "start_of_damage_step": "At the beginning of the Damage Step,",
        "end_of_damage_step": "When the Damage Step ends,",
        "end_of_battle": "At the end of the battle,"}


# A timing labelled by its bracket, worded as a sentence where it joins an "[Auto]" one (FB01-087).
AS_AUTO = {"on_play": "When this card is played,"}

# The condition `wording`'s trigger words where they differ from WHEN's (FB05-106).
HEAD = {("if_first_used", "combo_in_battle"): "When your card is used in a combo while this card is in a battle,"}

# An action's `wording` that joins the next action to its sentence (draw: FB06-040, FB01-135).
JOINS = {"and": " and ", "then": ", then ", "their_owner_then": ", then "}  # rest_to_bottom's: FB06-108

# The selector's `wording` that names the cards by a card name: "<X> Battle Cards", "<X> cards", "<X>".
NAMED = {"name_battle_cards": " Battle Cards", "name_cards": " cards", "name": ""}


def plural(n: Amount, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


class FusionWording(Wording):
    """How Fusion World words amounts and conditions (the card text's own templates)."""

    def selector(self, sel: Target, *, bare: bool = False, one: bool = False, area: bool = False) -> str:
        """ "up to 1 of your opponent's Rest Mode Battle Cards with a cost of 3 or less"; `area`: "up to 1
        Battle Card in your opponent's Battle Area" (the same cards, worded by the area); owner `any`: "up to 1
        Battle Card with …", "… in a Battle Area" (FW 13-1-2); `all`: "all of your opponent's Battle Cards",
        "all … in the Battle Areas"; more than one card: "with costs of 3 or less", "in their special traits" """
        if not isinstance(sel, Selector):
            return "this card"
        wording = sel.get("wording", "")
        area = area or wording in ("area", "area_first", "the_area")
        many = sel.how_many != 1 or sel.all
        whose = {"opponent": "your opponent's", "you": "your"}.get(sel.owner, "")
        # "other than this card" after the phrase where no "of your" comes before the noun (FB02-049, FB01-041)
        other_last = sel.get("other") is True and (area or not whose)
        before = [R.filters[n].words(v, self) for n, v in sel.filters
                  if R.filters[n].part == "before" and not (n == "other" and other_last)]
        after = [R.filters[n].words(v, self) for n, v in sel.filters if R.filters[n].part == "after"]
        if wording == "includes" and sel.zone != "looked":  # trait_includes: "… [Field] that includes 《X》 or 《Y》 in its
            # special traits" (FB06-076); after another filter "… with a cost of 4 or less and includes 《X》 …" (FB06-092:
            # the join below drops the "with ")
            after = [a.replace("with 《", "that includes 《" if i == 0 else "with includes 《", 1) for i, a in enumerate(after)]
        if many:  # "up to 2 … with costs of 3 or less and 《X》 in their special traits"
            after = [a.replace("with a cost of", "with costs of").replace(" in its ", " in their ")
                     .replace("in their card name", "in their card names") for a in after]
        if wording == "their":  # one card "… in their special traits" as the official text has it (FB03-078)
            after = [a.replace(" in its ", " in their ") for a in after]
        if len(after) > 1:  # "with a cost of 3 or less and 《Saiyan》 in its special traits"
            after = [after[0] + "".join(" and " + a.removeprefix("with ") for a in after[1:])]
        last = ["other than this card"] if other_last else []
        zone = R.zones[sel.zone]
        if sel.zone == "looked":  # "reveal up to 1 <Paragus> or up to 1 Extra", "… 1 card with 《X》 in its special traits"
            nouns = [R.filters[n].words(v, self) for n, v in sel.filters if R.filters[n].part == "noun"]
            if wording == "includes":  # "up to 1 card that includes <Frieza> in its card name" (FB01-116)
                after = [a.replace("with ", "that includes ", 1) for a in after]
            noun = nouns[0] if nouns else "card" if sel.how_many == 1 else "cards"
            if wording == "or":  # "<Trunks : Youth> or <Vegeta>", "<Gotenks> or Extra" (FB05-037, FB04-042)
                noun = noun.replace(" or up to 1 ", " or ")
            if wording == "trait_first" and sel.get("name_or_trait"):  # "… card with 《X》 … or up to 1 <A>" (FB06-057)
                name, trait = sel.get("name_or_trait")
                noun = f"card with 《{trait}》 in its special traits or up to 1 <{name}>"
            return " ".join([f"{'up to ' if sel.up_to else ''}{sel.how_many}", *before, noun, *after])
        if sel.zone == "leader":  # "your Leader with 《Android》 in its special traits" (FB06-003)
            nouns = [R.filters[n].words(v, self) for n, v in sel.filters if R.filters[n].part == "noun"]
            return " ".join([whose or "your", *nouns, "Leader", *after])  # "your <Broly> Leader" (FB04-061)
        if sel.zone == "leader_or_battle" and wording in ("leader_area", "both", "both_area"):  # FW 13-1-2
            count = f"up to {sel.how_many}" if sel.up_to else str(sel.how_many)
            if wording in ("both", "both_area"):  # "up to 1 of your Leaders or up to 1 Battle Card―both with <DA> in
                # their card names―in your Battle Area" (FB05-014); `both_area`: "… Battle Card in your Battle Area―both
                # with 《Saiyan》 in their special traits―" (FB05-044)
                both = " and ".join(a.replace(" in its ", " in their ").replace("in their card name", "in their card names")
                                    for a in after)
                if wording == "both_area":
                    return f"{count} of {whose} Leaders or {count} Battle Card in {whose} Battle Area―both {both}―"
                return f"{count} of {whose} Leaders or {count} Battle Card―both {both}―in {whose} Battle Area"
            nouns = [R.filters[n].words(v, self) for n, v in sel.filters if R.filters[n].part == "noun"]
            # "up to 1 <Zamasu : Fused> in your Leader Area or Battle Area" (FB05-029)
            return " ".join([count, *before, nouns[0] if nouns else "card", *after, f"in {whose} Leader Area or Battle Area"])
        names = sel.get("names")
        if names and wording == "each":  # "up to 1 <Son Goten> with a cost of 2 or less and up to 1 <Trunks : Youth>
            # with a cost of 2 or less from your Drop" (FB04-032): each name with the filters
            return " and ".join(" ".join([f"up to {sel.how_many} <{n}>", *after]) for n in names) + f" {zone.where}"
        if names:  # "up to 1 <Son Goten> and up to 1 <Trunks : Youth>―both with a cost of 2 or less―from your Drop"
            each = " and ".join(f"up to {sel.how_many} <{n}>" for n in names)
            return f"{each}―both {' '.join(after)}―{zone.where}" if after else f"{each} {zone.where}"
        if zone.where and wording == "trait_first":  # the name_or_trait filter's trait first, each with the other
            # filters: "up to 1 Battle Card with a cost of 2 and 《X》 in its special traits, or up to 1 <Y> with a cost
            # of 2 from your hand" (FB04-122)
            name, trait = sel.get("name_or_trait")
            count = f"up to {sel.how_many}" if sel.up_to else str(sel.how_many)
            rest = " ".join(after)
            return f"{count} Battle Card {rest} and 《{trait}》 in its special traits, or {count} <{name}> {rest} {zone.where}"
        if zone.where:  # "up to 1 card with a cost of 3 or more from your Drop", "up to 1 Extra from your Drop"
            nouns = [R.filters[n].words(v, self) for n, v in sel.filters if R.filters[n].part == "noun"]
            noun = nouns[0] if nouns else zone.noun[0 if sel.how_many == 1 else 1]
            noun += "s" if many and noun in ("Battle Card", "Extra") else ""  # "up to 2 … Battle Cards … from your Drop"
            if wording == "total":  # "up to 2 total Extras with different card names from your Drop" (FB06-032)
                noun = "total " + (noun if noun.endswith("s") else noun + "s")
            noun += NAMED.get(wording, "") if nouns else ""  # "up to 3 <Tien Shinhan> cards … from your hand" (FB02-019)
            count = f"up to {sel.how_many}" if sel.up_to else str(sel.how_many)
            if wording == "both" and after:  # "up to 1 <Gotenks> or <Son Gohan : Adolescence>―both with a cost of 4
                # or less―from your Drop" (FB04-049, name_either)
                return f"{' '.join([count, *before, noun.replace(' or up to 1 ', ' or ')])}―both {after[0]}―{zone.where}"
            return " ".join([count, *before, noun, *after, zone.where])
        count = "all" if sel.all else "any number" if sel.how_many >= ANY_NUMBER else \
            f"up to {sel.how_many}" if sel.up_to else str(sel.how_many)  # "any number of …" (FB01-033, 1-3-5-1)
        if area or not whose:  # "up to 1 Rest Mode Battle Card with a cost of 4 or less in your opponent's Battle Area"
            named = [R.filters[n].words(v, self) for n, v in sel.filters if n == "name"]  # "up to 1 <Vegito> … in your Battle Area"
            noun = " ".join([*before, named[0] if named and area else zone.noun[1 if many else 0]])
            if not area:  # either player's: "up to 1 Battle Card with a cost of 3 or less" (FB01-066)
                return " ".join([count, noun, *after, *last])
            where = f"in {whose} Battle Area" if whose else "in the Battle Areas" if sel.all else "in a Battle Area"
            if wording == "the_area":  # "up to 1 card with a cost of 2 or less in the Battle Area" (FB01-041)
                where = "in the Battle Area"
            if wording == "area_first":  # "up to 1 Battle Card in your opponent's Battle Area with a cost of 1 or less"
                return " ".join([count, noun, where, *after, *last])
            return " ".join([count, noun, *after, where, *last])
        nouns = [R.filters[n].words(v, self) for n, v in sel.filters if R.filters[n].part == "noun"]
        noun = " ".join([*before, nouns[0] if nouns else R.zones[sel.zone].noun[1]])
        if wording in NAMED:  # "up to 1 of your <Goku Black> Battle Cards", "… of your <Vegeta> cards" (FW 13-1-5)
            of = "" if sel.all else " of"  # "All your <Son Gohan : Adolescence> Battle Cards get …" (FB01-020)
            return " ".join([f"{count}{of} {whose} {noun}{NAMED[wording]}", *after])
        noun = noun if sel.zone != "leader_or_battle" else "Battle Cards"  # "of your <Vegeta (Mini) : DA>"
        of = "" if wording == "all_your" else " of"  # "Choose all your Battle Cards with …" (FB01-113)
        phrase = " ".join([f"{count}{of} {whose} {noun}", *after])
        return f"your Leader or {phrase}" if sel.zone == "leader_or_battle" else phrase

    def amount(self, value: Amount, *, absolute: bool = False, noun: str = "") -> str:
        return plural(value, noun) if noun else str(value)

    def duration(self, name: str | None) -> str:
        return ""

    def conditions(self, conds: Frozen, word: str = "If") -> str:
        """The conditions written as a sentence's start, "If A and B," ([Awaken]: "When …", 15-2-2);
        the bracketed ones go with the timing's label."""
        parts = [w for n, v in conds.items() if not R.conditions[n].label and (w := R.conditions[n].words(v))]
        if parts and parts[0].startswith("While "):  # "While this card is in a battle and if …," (FS05-09)
            rest = " and ".join(parts[1:])
            return f"{parts[0]}{f' and if {rest}' if rest else ''},"
        if parts and parts[0].startswith("During this turn, if "):  # "During this turn, if A and B," (FB06-023)
            return " and ".join(parts) + ","
        return f"{word} {' and '.join(parts)}," if parts else ""

    def labels(self, conds: Frozen) -> str:
        return "".join(R.conditions[n].words(v) for n, v in conds.items() if R.conditions[n].label in ("before", "after"))




def lower(text: str) -> str:
    """A sentence continued mid-line: its first letter lowercased, not an abbreviation's ("KO this card")."""
    return text if text[:2].isupper() else text[:1].lower() + text[1:]


def describe(card: Any, idx: int) -> str:
    """A skill's text, rendered from its definition: "[When Attacking] Draw 1 card."."""
    eff = card.effects[idx]
    words = R.words
    assert words is not None
    assert isinstance(words, FusionWording)
    # "[On Play/When Attacking]": a combined timing in one bracket; then [Your Turn] before [Once per turn].
    label = "[" + "/".join(R.timings[t].label.strip("[]") for t in eff.timings) + "]"
    # Several timings, one an "[Auto]" worded by a sentence: "[Auto] When this card is played or when …," (FB01-087)
    joined = len(eff.timings) > 1 and any(R.timings[t].label == "[Auto]" for t in eff.timings)
    label = "[Auto]" if joined else label
    label += words.labels(eff.conditions) + ("[Once per turn]" if eff.once_per_turn else "")
    # A condition labelled "when" is worded in the trigger ("When your Battle Card with 25000 power or more attacks,").
    inside = "".join(" " + R.conditions[n].words(v) for n, v in eff.conditions.items() if R.conditions[n].label == "when")
    when = WHEN.get(eff.timing, "").replace("{when}", inside)
    if joined:
        phrases = [AS_AUTO.get(t) or WHEN[t].replace("{when}", inside) for t in eff.timings]
        when = phrases[0][:-1] + "".join(" or " + lower(p[:-1]) for p in phrases[1:]) + ","
    head = eff.conditions.get("wording")  # "If X, when <trigger>," (the condition `wording`: FB01-062, FB05-106)
    if head:
        when = lower(HEAD.get((head, eff.timing), when))
    conds = " ".join(p for p in (when, words.conditions(eff.conditions, "When" if eff.timing == "awaken"
                                                        else "if" if when else "If")) if p)  # "When …, if …,"
    if head:
        conds = " ".join(p for p in (words.conditions(eff.conditions), when) if p)
    parts = [R.actions[a.name].words(a, words) for a in eff.actions]
    body = parts[0]
    for prev, a, part in zip(eff.actions, eff.actions[1:], parts[1:]):
        if prev.get("wording") in JOINS:  # "Draw 2 cards and discard 1 card …", "Draw 1 card, then choose …"
            body = body[:-1] + JOINS[prev.get("wording")] + lower(part)
        elif a.name in ("rest_to_bottom", "rest_to_drop") or a.name == "place_rest" and (a.value == "top_or_bottom" or a.get("wording")):
            body += " " + part  # its own sentence
        elif R.actions[prev.name].joins == ", ":  # "Look at 5 cards from the top of your deck, reveal ..."
            # "… and add 1 card to your hand", "… and use up to 1 Battle Card … in a combo"
            joint = ", " if part.startswith("Reveal") else " and "
            if isinstance(a.value, Selector) and a.value.get("wording") in ("then", "includes"):  # ", then reveal …"
                joint = ", then "
            body = body[:-1] + joint + lower(part)
        else:  # "Draw 1 card. Then, choose ..." (a part may say "Then," itself: the flip of [Awaken])
            body += " " + part if part.startswith("Then,") else " Then, " + lower(part)
    if conds:
        # "When your life is at 4 or less, draw 1 card."; a first part saying "Then," alone drops it:
        # "When your life is at 4 or less, flip this card over." (FB05-095)
        body = lower(body.removeprefix("Then, "))
    # FW 1-4-1-1: the skill cost before a colon; an energy cost "(1)" right after the labels, the
    # others after it with a comma ("(1), discard 1 card from your hand :").
    costs = [(R.costs[n].symbol, R.costs[n].words(v)) for n, v in eff.cost.items()]
    if costs and costs[0][0]:
        label += costs[0][1]
        costs = costs[1:]
        if costs:  # two more costs after it are joined by "and": "(2), discard 1 card … and place this card …" (FB04-046)
            label += ", " + " and ".join(c[0].lower() + c[1:] for _, c in costs)
        label += " :"
    elif costs:
        # without an energy cost the costs are joined by "and": "Discard 1 card from your hand and KO this card :"
        label += " " + " and ".join(c if i == 0 else lower(c) for i, (_, c) in enumerate(costs)) + " :"
    return " ".join(p for p in (label, conds, body) if p)


def counted(sel: Any, count: str) -> str:
    """A selection worded with its count in front: "1 Extra", "3 cards with 《Saiyan》 in their special traits",
    "a Battle Card with a cost of 3 or more" — the plural when it selects more than one (a cost's or a condition's
    cards)."""
    many = sel.how_many > 1
    parts = {part: [R.filters[n].words(x, R.words) for n, x in sel.filters if R.filters[n].part == part]
             for part in ("noun", "before", "after")}
    nouns, after = parts["noun"], parts["after"]
    if many:
        nouns = [n + "s" for n in nouns]
        after = [a.replace("in its special traits", "in their special traits").replace("with a cost of", "with costs of")
                 for a in after]
    noun = nouns[0] if nouns else ("cards" if many else "card")
    return " ".join([count, *parts["before"], noun, *after[:1]]) + "".join(" and " + a.removeprefix("with ")
                                                                           for a in after[1:])


JOINS["and_if"] = ", and "  # "Having 0 cards in your deck does not cause you to lose the game, and if …" (FB04-130)
