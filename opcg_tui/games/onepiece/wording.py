"""Card text rendered from effect definitions, in the game's usual wording.

What a player reads is generated from the same data the interpreter runs, so the text shown is
what will happen (shared/DESIGN.md, "Rules and effects"). Each primitive words itself (its
declaration's `words`); this module puts the pieces together in the game's templates.
"""

from __future__ import annotations

import re
from typing import Any

from ...engine.registry import ANY_NUMBER, SELF, Action, Amount, Count, Effect, Frozen, Selector, Target, Wording
from .cards import Card
from .primitives import REGISTRY as R
from .primitives.base import lower_first
from .primitives.causes import by_words
from .primitives.count_conditions import count_tier
from .primitives.event_timings import battles_and_kos

ONCE_PER_TURN = ("[Once Per Turn]", "10-2-13", "This effect can be activated and resolved only once each turn.")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]




def _cost_ranges(after: list[str]) -> list[str]:
    """'with a cost of 8 or less and a cost of 3 or more' → 'with a cost of 3 to 8', and 'with a base cost of 1
    or less and a base cost of 1 or more' → 'with a base cost of 1' (the cards' usual words)."""
    out: list[str] = []
    for words in after:
        low = re.fullmatch(r"and (a (?:base )?cost of) (\d+) or more", words)
        high = re.fullmatch(r"(with|and) (a (?:base )?cost of) (\d+) or less", out[-1]) if out else None
        if low and high and low.group(1) == high.group(2):
            span = low.group(2) if low.group(2) == high.group(3) else f"{low.group(2)} to {high.group(3)}"
            out[-1] = f"{high.group(1)} {high.group(2)} {span}"
            continue
        out.append(words)
    return out


class OnePieceWording(Wording):
    def selector(self, sel: Target, *, bare: bool = False, one: bool = False) -> str:
        """'up to 1 of your opponent's rested Characters with a cost of 3 or less'; `bare`: the
        cards alone, plural ('{Navy} type Characters'); `one`: a single one ('your rested Character')."""
        if sel == SELF:
            return "this card"
        assert isinstance(sel, Selector)
        if ("this_card", True) in sel.filters:  # "this Character with a cost of 20 or more"
            rest = sel._replace(owner="any", how_many=1, up_to=False, all=False,
                                filters=tuple(f for f in sel.filters if f[0] != "this_card"))
            return "this " + self.selector(rest, one=True).split(" ", 1)[1]
        if sel.zone == "battled" and sel.owner == "opponent" and not (bare or one):
            # "place the opponent's Character you battled with at the bottom …": its filters are the timing's words
            # ("At the end of a battle in which this Character battles your opponent's Character with a cost of 5 …")
            return "the opponent's Character you battled with"
        alts = sel.filters[0][1] if len(sel.filters) == 1 and sel.filters[0][0] == "any_of" else ()
        if (sel.zone == "character_or_stage" and alts and not (bare or one)
                and all(dict(alt).get("category") in ("character", "stage") for alt in alts)):
            # OP03-096: "up to 1 of your opponent's Characters with a cost of 0 or your opponent's Stages with a
            # cost of 3 or less": each alternative in its own area's words
            owner = {"you": "your ", "opponent": "your opponent's ", "any": ""}[sel.owner]
            said = [self.selector(sel._replace(zone=dict(alt)["category"],
                                               filters=tuple(f for f in alt if f[0] != "category")), bare=i > 0)
                    for i, alt in enumerate(alts)]
            return " or ".join([said[0], *(owner + s for s in said[1:])])
        zone = R.zones[sel.zone]
        count = sel.how_many
        off_field = not zone.on_field
        if off_field and len(sel.filters) == 1 and sel.filters[0][0] == "any_of" and not bare and not sel.all:
            # Alternatives of whole nouns: "up to 1 <Slash> attribute card or green Event from your deck".
            alone = sel._replace(how_many=1, up_to=False)
            nouns, alts = [], sel.filters[0][1]
            # the filters every alternative has are said once: "yellow Character or Stage card with a cost of 2 or
            # less", "yellow {Straw Hat Crew} type Character card or [Sanji] with a cost of 5 or less"
            common = tuple(f for f in alts[0] if all(f in alt for alt in alts[1:]))
            own = [tuple(f for f in alt if f not in common) for alt in alts]
            kinds = [[k for k, _ in o] for o in own]
            if common and all(k == ["category"] for k in kinds):
                phrase = self.selector(alone._replace(filters=(*common, own[0][0])), one=True)
                cats = [R.filters["category"].words(o[0][1], self) for o in own]
                phrase = phrase.replace(cats[0], " or ".join([c.removesuffix(" card") for c in cats[:-1]] + [cats[-1]]))
                alts, common = (), ()
                nouns.append(phrase.removesuffix(" " + zone.where).removeprefix("a ").removeprefix("an "))
            elif not (common and all(R.filters[k].part == "after" for k, _ in common) and all(own)
                      and "name" not in kinds[0] and all(R.filters[k].part != "after" for k in sum(kinds, []))):
                common = ()  # ("up to 1 [Heavenly Warriors] with a cost of 1 or up to 1 {Vassals} type …": each)
            for filters in alts:
                filters = tuple(f for f in filters if f not in common)
                phrase = self.selector(alone._replace(filters=filters), one=True)
                phrase = phrase.removesuffix(" " + zone.where) if zone.where else phrase
                phrase = phrase.removeprefix("a ").removeprefix("an ")
                nouns.append("Event card" if phrase == "Event" else phrase)  # "[Sanji] or Event card"
            if common:
                nouns[-1] += " " + " ".join(R.filters[k].words(v, self) for k, v in common)
            text = self.selector(alone._replace(filters=()), one=True)
            head = text.removesuffix(" " + zone.where) if zone.where else text
            head = head.removesuffix(zone.noun[0]).removeprefix("a ").removeprefix("an ")
            if count >= ANY_NUMBER and all(n.endswith(" card") for n in nouns):
                # "any number of Event or Stage cards from your hand"
                head, nouns = f"any number of {head}", [n.removesuffix(" card") for n in nouns[:-1]] + [f"{nouns[-1]}s"]
            elif sel.up_to and 1 < count < ANY_NUMBER:  # "up to a total of 2 [Mont Blanc Noland] or … type cards"
                head, nouns = f"up to a total of {count} {head}", [re.sub(r" card$", " cards", n) for n in nouns]
            elif sel.up_to:
                head = f"up to {count} {head}"
                if alts and not common and any(R.filters[k].part == "after" for alt in alts[:-1] for k, _ in alt):
                    # "up to 1 Character card with 1000 power or less or up to 1 Event card": each its own
                    nouns[1:] = [f"up to {count} {n}" for n in nouns[1:]]
            elif not one:
                head = f"{count} {head}"
            return " ".join(p for p in (head.strip(), " or ".join(nouns), zone.where) if p)
        # "up to 1 of your Characters" is plural; "up to 1 Character" and "up to 1 {X} type card" are not.
        many = not one and (bare or sel.all or count > 1 or (sel.up_to and sel.owner != "any" and not off_field)
                            or (sel.owner != "any" and not off_field and not zone.single))  # "1 of your Characters"
        noun = zone.noun[1 if many else 0]
        before, after, choices = [], [], ()
        # Filters are worded in the order they are declared, whatever the order in the file (but `name_not`).
        order = {name: i for i, name in enumerate(R.filters)}
        if any("cost" in f[0] for f in sel.filters):  # "with a type including "CP" and a cost of 5 or less"
            order["type_includes"] = -1  # (but "with 8000 power or more and a type including …": the cards' order)
        order["name_not"] = len(order)  # "card with a [Trigger] other than [Lilith]": "other than" comes last
        names = [k for k, _ in sel.filters]
        if "name_not" in names:
            # but where the file writes it before a filter after the noun, it is said there: the block-1 cards'
            # "red Character card other than [Uta] with a cost of 3 or less" (OP01-005), "with a type including "CP"
            # other than [Stussy] and a cost of 2 or less" (OP04-084)
            later = [order[k] for k in names[names.index("name_not") + 1:] if R.filters[k].part == "after"]
            order["name_not"] = min(later) - 0.5 if later else len(order)
        order["rested"] = -2  # "2 or more rested {ODYSSEY} type Characters"
        order["has_timing"] = -3  # "Characters without an [On Play] effect and with a cost of 8 or less"
        for name, value in sorted(sel.filters, key=lambda f: order[f[0]]):
            decl = R.filters[name]
            if decl.off_field_only and not off_field:
                continue
            words = decl.words(value, self)
            if name == "any_of" and all(R.filters[k].part == "before" for f in value for k, _ in f):
                # "{Muggy Kingdom} type or <Slash> attribute Character card": alternatives of words before the noun
                before.append(" or ".join(" ".join(R.filters[k].words(v, self) for k, v in f) for f in value))
                continue
            if (name == "any_of" and all(len(f) == 1 and (R.filters[f[0][0]].part != "noun" or f[0][0] == "name")
                                         for f in value)
                    and any(R.filters[f[0][0]].part == "before" for f in value)):
                choices = value  # "{Cross Guild} type Character card or Character card with a type including …"
                continue
            if decl.part == "before":
                before.append(words)
            elif decl.part == "noun":
                noun = f"{words}s" if many and not words.startswith(("[", "each of")) else words
                if words.startswith("["):  # names: "[Usopp] from your trash", "your [Zoro] Leader"
                    if not off_field and (zone.single or " or " in words):
                        noun = f"{words} {zone.noun[1 if many else 0]}"  # "your [Roronoa Zoro] Leader"
                    elif not off_field and (many or zone.noun[0].endswith("card")):
                        noun = f"{words} card{'s' if many else ''}"  # "up to 1 of your [Charlotte Katakuri] cards"
                    else:
                        noun = words  # "up to 1 [Caribou] with a cost of 4 or less from your hand"
            elif words:
                # "with a cost of 3 or more and 7000 power or more": one "with" for the phrases in a row
                if words.startswith("with ") and after and after[-1].startswith(("with ", "and ")):
                    words = "and " + words[5:]
                elif (words.startswith("with ") and len(after) > 1 and after[-1].startswith("other than ")
                      and after[-2].startswith(("with ", "and "))):
                    words = "and " + words[5:]  # "with a type including "CP" other than [Stussy] and a cost of 2"
                after.append(words)
        after = _cost_ranges(after)
        if choices:
            noun = " or ".join(f"{R.filters[k].words(v, self)} {noun}" if R.filters[k].part == "before" else
                               R.filters[k].words(v, self) if k == "name"  # "{Neptunian} type Character card or [Megalo]"
                               else f"{noun} {R.filters[k].words(v, self)}" for ((k, v),) in choices)
        body = " ".join([*before, noun])
        owner = {"you": "your ", "opponent": "your opponent's ", "any": ""}[sel.owner]
        if (sel.zone == "leader_or_character" and count == 1 and not (sel.up_to or sel.all or sel.filters)
                and owner and not (bare or one)):
            return f"{owner}Leader or 1 of {owner}Characters"  # b3 (issue 10): the game's usual words
        if sel.zone == "leader_or_character" and sel.all and not sel.filters and owner and not (bare or one):
            return f"{owner}Leader and all of {owner}Characters"  # the game's usual words
        alternatives = sel.filters[0][1] if len(sel.filters) == 1 and sel.filters[0][0] == "any_of" else ()
        if (sel.zone == "leader_or_character" and sel.up_to and count == 1 and len(alternatives) == 2
                and alternatives[0] == (("category", "character"),) and alternatives[1][0][0] == "name"):
            # round 3 (issue 22, EB04-009): "up to 1 of your Characters or [Silvers Rayleigh]"
            return f"up to 1 of {owner}Characters or {R.filters['name'].words(alternatives[1][0][1], self)}"
        if (sel.zone == "leader_or_character" and sel.all and len(alternatives) == 2 and owner and not (bare or one)
                and alternatives[0][0][0] == "name" and len(alternatives[0]) == 1
                and ("category", "character") in alternatives[1]):
            # OP02-024: "your [Edward.Newgate] and all of your Characters with a type including "Whitebeard Pirates""
            rest = sel._replace(zone="character", filters=tuple(f for f in alternatives[1] if f[0] != "category"))
            return f"{owner}{R.filters['name'].words(alternatives[0][0][1], self)} and {self.selector(rest)}"
        if off_field and sel.owner == "you":
            owner = ""  # "from your hand" says whose
        names = sel.get("name")
        if (off_field and sel.up_to and 1 < count < ANY_NUMBER and not (bare or one) and isinstance(names, tuple)
                and len(sel.filters) == 1):  # OP04-046: "a total of up to 2 [Plague Rounds] or [Ice Oni] cards"
            return " ".join(p for p in (f"a total of up to {count} {noun} cards", zone.where) if p)
        if bare:
            head = ""
        elif one:
            head = owner or ("an " if body[:1] in "AEIOU" else "a ")
        elif zone.single and not sel.up_to and count == 1:
            head = owner  # "your opponent's Leader": the area holds one card
        elif sel.all:
            head = f"all of {owner}" if owner else "all "
        elif count >= ANY_NUMBER:
            head = f"any number of {owner}"  # "any number of {Music} type cards from your hand"
        elif sel.up_to:
            head = f"up to {count} of {owner}" if owner else f"up to {count} "
        else:
            head = f"{count} of {owner}" if owner else f"{count} "
        text = head + body
        if sel.zone == "leader_or_character" and sel.up_to and 1 < count < ANY_NUMBER and not (bare or one):
            text = text.replace(f"up to {count} of", f"up to a total of {count} of", 1).replace(
                "Leader or Character cards", "Leader and Character cards")  # EB02-007
        if sel.all and not bare:  # "all of your [San-Gorou] and [Sanji] Characters", "… Leader and Character cards"
            text = re.sub(r"\] or ([\[{])", r"] and \1", text.replace("Leader or Character cards",
                                                                         "Leader and Character cards"))
        # EB01-020: "... from your hand that is a different color than the returned Character": after the area
        last = [a for a in after if a.startswith("that is a different color")]
        after = [a for a in after if a not in last]
        if after:
            # P-084: "with a cost of 3 or 4" (but "with a cost of 0 or with a cost of 8 or more")
            text += " " + re.sub(r"\bwith a ((?:base )?)cost of (\d+) or with a \1cost of (\d+)\b(?! or (?:more|less))",
                                 r"with a \1cost of \2 or \3", " ".join(after))
        where = zone.where
        if where and sel.owner == "opponent":
            where = where.replace("your", "your opponent's")
        if where:
            text += " " + where
        if last:
            text += " " + " ".join(last)
        # OP07-075: "up to 1 each of your opponent's Leader and Character cards" (the filter `each_kind`)
        return re.sub(r"^up to (\d+) of (your (?:opponent's )?)each of ", r"up to \1 each of \2", text)

    def amount(self, value: Amount, *, absolute: bool = False, noun: str = "") -> str:
        if isinstance(value, Count):
            words = R.counts[value.name].words
            if value.times != 1:
                words = f"{abs(value.times) if absolute else value.times} times {words}"
            if value.plus:
                words += f" plus {value.plus}"
            return f"{noun}s equal to {words}" if noun else words
        n = abs(value) if absolute else value
        if noun:
            return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
        return str(n)

    def duration(self, name: str | None) -> str:
        return R.durations[name].words if name else ""

    def conditions(self, conds: Frozen) -> str:
        parts = [R.conditions[k].words(v) for k, v in conds.items() if not R.conditions[k].label]
        # "If you have 6 or less cards in your hand and a Character with a cost of 8 or more": one "you have"
        return " and ".join(p[9:] if i and p.startswith("you have ") and parts[i - 1].startswith("you have ")
                            else p for i, p in enumerate(parts))


WORDS = OnePieceWording()
R.words = WORDS


def render_action(a: Action) -> str:
    return _once(a, lambda: R.actions[a.name].words(a, WORDS))


def render_conditions(conds: Frozen) -> str:
    return WORDS.conditions(conds)


def render_cost(cost: Frozen, optional: bool) -> str:
    symbols = [R.costs[k].words(v) for k, v in cost.items() if R.costs[k].symbol]
    words = [R.costs[k].words(v) for k, v in cost.items() if not R.costs[k].symbol]
    # "rest 1 of your DON!! cards and this Character": one "rest" for the costs in a row
    words = [w[5:] if i and w.startswith("rest ") and words[i - 1].startswith("rest ") else w
             for i, w in enumerate(words)]
    parts = list(symbols)
    if words:
        said = ("You may " if optional else "") + " and ".join(words)
        if parts and parts[-1].startswith("DON!!"):
            parts[-1] += ","  # "DON!! −2, You may trash 1 card from your hand"
        parts.append(said)
    return " ".join(parts)


def timing_label(eff: Effect) -> str:
    """The words of an effect's timing: '[On Play]', '[On Play]/[When Attacking]', or an event's
    own sentence ('When a DON!! card on your field is returned to your DON!! deck,')."""
    labels = []
    for name in eff.timings:
        timing = R.timings[name]
        labels.append(timing.phrase(eff, WORDS) if timing.phrase is not None else timing.label)
    if len(labels) > 1 and R.timings[eff.timing].event:
        return _either_event(labels)
    return "/".join(labels)


def _either_event(labels: list[str]) -> str:
    """Event sentences of one effect joined by "or", the words they share said once: "When you take
    damage or your Character ... is K.O.'d,", "When your opponent activates an Event or a [Blocker],";
    optional ones a sentence: "This effect can be activated when your opponent activates an Event or a
    [Trigger].", and where more than a card differs, its "when" again: "... when your opponent plays a
    Character with a base cost of 8 or more, or when your opponent plays a Character using ..."."""
    end = labels[0][-1]
    text = labels[0][:-1]
    for label in labels[1:]:
        first, words = labels[0][:-1].split(), label[:-1].split()
        shared = 0
        while shared < min(len(first), len(words)) - 1 and first[shared] == words[shared]:
            shared += 1
        if end == "." and words[shared] not in ("a", "an"):
            text += ", or " + " ".join(words[words.index("when"):])
            continue
        text += " or " + " ".join(words[shared:])
    return text + end


def render_effect(eff: Effect) -> str:
    conds = eff.conditions
    labels: dict[str, list[str]] = {"before": [], "after": [], "end": []}  # "end": a sentence after the effect
    order = {name: i for i, name in enumerate(R.conditions)}
    # Bracketed conditions in the order the cards print them: [DON!! x1] [Your Turn] (declaration order).
    for name, value in sorted(conds.items(), key=lambda c: order[c[0]]):
        decl = R.conditions[name]
        if decl.label:
            labels[decl.label].append(decl.words(value))
    timing = R.timings[eff.timing]
    head = list(labels["before"])
    if timing.category == "replacement":
        return " ".join([_render_replacement(eff, head, labels["after"]), *labels["end"]])
    label = timing_label(eff) if not any(R.conditions[k].says_timing == eff.timing for k in conds) else ""
    if label.startswith("["):
        head.append(label)
    if eff.once_per_turn and eff.timing != "permanent":
        head.append(ONCE_PER_TURN[0])
    head += labels["after"]
    if label and not label.startswith("["):
        head.append(label)  # a sentence comes after the brackets: "[Once Per Turn] When ..., "
    rest = Frozen({k: v for k, v in conds.items() if not R.conditions[k].label
                   and not (k == "battled" and battles_and_kos(eff))})  # the timing's words say it
    parts = _joined(eff.actions)
    body = parts[0][0] if parts else ""
    for (_, before), (part, _) in zip(parts, parts[1:]):
        joins = R.actions[before.name].joins  # " Then, " but after an action the next one refers to
        if eff.timing == "permanent" and joins == " Then, ":
            joins = " "  # a permanent effect's sentences hold together, not one after another (b3, issue 10)
        body += joins + (lower_first(part) if joins.endswith(", ") else part)
    if set(rest) == {"not"} and all(a.name == "prohibit" for a in eff.actions):
        body = f"{body.removesuffix('.')} unless {render_conditions(rest['not'])}."  # "cannot attack unless ..."
    if eff.cost and label.startswith("When ") and labels["before"] and not rest:
        # "[Opponent's Turn] You may rest this Stage: When your … Character is removed …, add …" (the cards' order)
        head.insert(head.index(label), f"{render_cost(eff.cost, eff.cost_optional)}:")
    elif eff.cost:
        cost = render_cost(eff.cost, eff.cost_optional)
        body = f"{cost[:1].upper()}{cost[1:]}: {body}"  # OP09-101: "[On Play] Place 1 of ...:" (a cost without "may")
    if eff.timing == "permanent" and dict(rest) == {"played_this_turn": True} and body.startswith("This card "):
        # OP03-004: "This Character cannot attack a Leader on the turn in which it is played."
        body, rest = f"{body[:-1]} on the turn in which it is played.", Frozen({})
    if rest and not (set(rest) == {"not"} and all(a.name == "prohibit" for a in eff.actions)):
        # 8-3-2: the effect's conditions gate its activation, before any cost: "If …, you may …: …"
        body = f"If {render_conditions(rest)}, {lower_first(body)}"
    elif eff.optional and label and not label.startswith(("[", "This effect can be activated")):
        head[-1] = f"This effect can be activated {lower_first(label)[:-1]}."  # "... at the start of your turn." (8-1-2)
    elif eff.optional and not label.startswith("This effect can be activated"):
        body = f"You may {lower_first(body)}" if len(parts) == 1 and not eff.cost else f"You may: {body}"
    if eff.once_per_turn and eff.timing == "permanent":
        body = f"Once per turn, {lower_first(body)}"  # OP10-118: "Once per turn, this Character cannot be K.O.'d ..."
    if head and head[-1].endswith(","):
        body = lower_first(body)  # "At the start of your turn, draw 1 card."
    return " ".join([*head, body, *labels["end"]]).strip()


def _joined(actions: tuple[Action, ...]) -> list[tuple[str, Action]]:
    """Each action's sentence and the last action in it; consecutive continuous effects on the same
    cards for the same duration make one sentence: "This Character gains [Blocker] and +4 cost.",
    "This Character cannot be K.O.'d by your opponent's effects and gains +2000 power." """
    parts: list[tuple[str, Action]] = []
    previous: Action | None = None
    for a in actions:
        text = render_action(a)
        if (previous is not None and a.name == previous.name == "for_every" and a.value == previous.value
                and len(a.get("actions")) == 1 and a.get("actions")[0].value == 1):
            # "Draw a card for each of your {Neptunian} type Characters. Then, trash the same number of cards …"
            text = render_action(a.get("actions")[0]).replace("1 card", "the same number of cards", 1)
        if previous is not None and _same_cards(previous, a):
            when = WORDS.duration(a.get("duration"))
            subject = _cap(R.actions[a.name].words(a._replace(params=Frozen(
                {**a.params, "duration": None})), WORDS)[:-1])
            head = _cap(_subject_of(a))
            last = parts[-1][0][:-1]
            if when and last.endswith(when):
                last = last[: -len(when)]
            if head and subject.startswith(head + " ") and last.startswith(head + "'s "):
                # "this Character's base power becomes 9000 and it gains +10 cost"
                parts[-1] = (f"{last} and it {subject[len(head) + 1:]}{when}.", a)
                previous = a
                continue
            if head and subject.startswith(head + " ") and last.startswith(head + " "):
                rest = subject[len(head) + 1:]
                if rest.startswith(("gains ", "gain ")) and last[len(head) + 1:].startswith(("gains ", "gain ")):
                    rest = rest.split(" ", 1)[1]
                each = last[last.find(" for every "):] if " for every " in last else ""
                if each and rest.endswith(each):  # "gains +1000 power and +2 cost for every 5 cards in your trash"
                    last = last[: -len(each)]
                by = rest[rest.find(" by "):] if " by " in rest else ""
                if by and rest.startswith("cannot be ") and " cannot be " in last and last.endswith(by):
                    # "cannot be K.O.'d or rested by your opponent's effects"
                    parts[-1] = (f"{last[:-len(by)]} or {rest[10:]}{when}.", a)
                    previous = a
                    continue
                parts[-1] = (f"{last} and {rest}{when}.", a)
                previous = a
                continue
        target = a.get("target")
        if (previous is not None and previous.name == "set_active" and previous.get("that")
                and isinstance(target, Selector) and target.zone == "that_card" and text.startswith("That card ")):
            # OP10-099: "Set up to 1 of your … Characters … as active. That Character gains [Blocker] …" (the same card,
            # nothing added to it before: not "an additional" power, OP01-003)
            noun = "That Character" if previous.value.zone == "character" else "That card"
            text = noun + text[9:].replace(" gains an additional +", " gains +", 1)
            parts[-1] = (f"{parts[-1][0]} {text}", a)
            previous = a
            continue
        both = _both_subjects(previous, a, parts[-1][0], text) if previous is not None else ""
        both = both or (_both_players(previous, a, text) if previous is not None else "")
        if both:
            parts[-1] = (both, a)
            previous = a
            continue
        parts.append((text, a))
        previous = a
    return parts


def _both_subjects(before: Action, a: Action, said: str, text: str) -> str:
    """The same continuous effect on two sets of cards, one sentence: "All of your [Ohm] cards and this Character
    gain [Double Attack].", "All of your [Ohm] cards' base power and this Character's base power become 6000."."""
    if (before.name != a.name or before.value != a.value or R.actions[a.name].layer is None
            or before.get("duration") != a.get("duration") or before.get("player") or a.get("player")):
        return ""
    first, second = _cap(_subject_of(before)), _cap(_subject_of(a))
    if not (said.startswith(first) and text.startswith(second)):
        return ""
    plural = {" gains ": " gain ", " becomes ": " become "}
    rest1, rest2 = said[len(first):], text[len(second):]
    for one, many in plural.items():
        rest1, rest2 = rest1.replace(one, many, 1), rest2.replace(one, many, 1)
    whose = next((p for p in ("'s ", "' ") if rest1.startswith(p)), "")
    if whose and rest2.startswith(("'s ", "' ")) and " become " in rest1:
        noun, tail = rest1[len(whose):].split(" become ", 1)
        mine = rest2[: rest2.index(" become ")]
        return f"{first}{whose}{noun} and {second[:1].lower()}{second[1:]}{mine} become {tail}"
    if not whose and rest1 == rest2:
        return f"{first} and {second[:1].lower()}{second[1:]}{rest1}"
    return ""


def _both_players(before: Action, a: Action, text: str) -> str:
    """One prohibition on both players' cards but your [X], one sentence: "{Kurozumi Clan} type Characters other
    than your [Kurozumi Semimaru] cannot be K.O.'d in battle." (OP01-099)"""
    if before.name != "prohibit" or a.name != "prohibit" or before.value != a.value:
        return ""
    mine, theirs = before.get("target"), a.get("target")
    if not (isinstance(mine, Selector) and isinstance(theirs, Selector) and mine.all and theirs.all
            and (mine.owner, theirs.owner) == ("you", "opponent") and mine.zone == theirs.zone
            and {k: v for k, v in before.params.items() if k != "target"} == {k: v for k, v in a.params.items()
                                                                              if k != "target"}):
        return ""
    other = [f for f in mine.filters if f not in theirs.filters]
    if len(other) != 1 or other[0][0] != "name_not" or len(mine.filters) != len(theirs.filters) + 1:
        return ""
    subject = _cap(_subject_of(a))
    if not text.startswith(subject):
        return ""
    cards = WORDS.selector(theirs._replace(owner="any"), bare=True)
    return f"{_cap(cards)} other than your {R.filters['name'].words(other[0][1], WORDS)}{text[len(subject):]}"


def _same_cards(a: Action, b: Action) -> bool:
    """Two continuous effects on the same cards for the same time."""
    if R.actions[a.name].layer is None or R.actions[b.name].layer is None:
        return False
    if a.get("player") or b.get("player"):
        return False
    target = a.get("target", SELF)
    if not (target == SELF or isinstance(target, Selector) and target.all):
        return False  # "up to 1 of ..." twice is two choices
    return bool(target == b.get("target", SELF) and a.get("duration") == b.get("duration"))


def _subject_of(a: Action) -> str:
    target = a.get("target", SELF)
    return "this card" if target == SELF else WORDS.selector(target)


def _render_replacement(eff: Effect, head: list[str], after: list[str]) -> str:
    """8-1-3-4: 'If this Character would be K.O.'d, you may trash 1 card from your hand instead.'"""
    timing = R.timings[eff.timing]
    subject = "this Character" if eff.subject == SELF else WORDS.selector(eff.subject, one=True)
    if isinstance(eff.subject, Selector) and eff.subject.zone == "character" and eff.subject.get("name"):
        subject = subject.replace("[", "Character [", 1)  # "If your Character [Bonk Punch] would be K.O.'d"
    label = timing.label.format(subject=subject, by=by_words(eff.by))
    head = [*head, *after]
    if eff.once_per_turn:
        head.append(ONCE_PER_TURN[0])
    parts = [render_cost(eff.cost, False).replace("You may ", "")] if eff.cost else []
    if eff.cost and all(R.costs[k].instead for k in eff.cost):  # "you may return 1 DON!! card ... instead"
        parts = [" and ".join(R.costs[k].instead(v) for k, v in eff.cost.items())]  # type: ignore[misc]
    # The replaced card is "it" (zone `that_card`, OP11-101: "you may add it to the top of your Life cards").
    # OP05-001: a K.O. of "your Character" replaced by a change to it: "give that Character −1000 power during this
    # turn instead of that Character being K.O.'d"
    that = "that Character" if timing.replaces == "ko" and eff.subject != SELF else "it"
    parts += [lower_first(render_action(a))[:-1].replace("that card", that) for a in eff.actions]
    rest = Frozen({k: v for k, v in eff.conditions.items() if not R.conditions[k].label})
    if rest and label.startswith("If "):  # OP07-042: "If your Leader has the {…} type and this Character would be …,"
        label = f"If {render_conditions(rest)} and {label[3:]}"
    elif rest:
        label = f"{label[:-1]} and {render_conditions(rest)},"
    instead = " of that Character being K.O.'d" if that != "it" and "that Character" in " ".join(parts) else ""
    return " ".join([*head, f"{label} you may {' and '.join(parts)} instead{instead}."])


SELF_NAMES = {"leader": "Leader", "character": "Character", "stage": "Stage"}


def _tiers(effects: tuple[Effect, ...]) -> list[Effect]:
    """Three or more permanent effects in a row, each at a higher number of the same count (OP15-092)."""
    run: list[Effect] = []
    for eff in effects:
        tier = count_tier(eff)
        if run and tier and tier[:2] == count_tier(run[-1])[:2] and tier[2] > count_tier(run[-1])[2]:
            run.append(eff)
        elif len(run) >= 3:
            break
        else:
            run = [eff] if tier else []
    return run if len(run) >= 3 else []


def _render_tiers(tiers: list[Effect]) -> str:
    """ "Apply each of the following effects based on the number of cards in your trash: • If you have 10 or more
    cards, … • If you have 20 or more cards, during your opponent's turn, …" (the cards' template)."""
    things = count_tier(tiers[0])[1].removeprefix("{n} ")  # "{n} cards in your trash": "cards in your trash"
    items = []
    for eff in tiers:
        _, _, low, during = count_tier(eff)
        body = render_effect(eff._replace(conditions=Frozen({})))
        items.append(f"• If you have {low} or more {things.split(' ')[0]}, {during}{lower_first(body)}")
    return f"Apply each of the following effects based on the number of {things}: " + " ".join(items)


def render_card_text(card: Card) -> str:
    # 2-1-3: the names a card's text gives it are printed first (EB04-038), before its keywords
    named = [eff for eff in card.effects if eff.actions and eff.actions[0].name == "also_named"] if card.aliases else []
    lines = [render_effect(eff) for eff in named]
    # the keywords in the Comprehensive Rules' order (10-1), as the cards print them: "[Double Attack] [Banish]"
    kws = sorted(card.keywords, key=list(R.keywords).index)
    lines += [" ".join(R.keywords[k].label for k in kws)] if card.keywords else []
    self_name = SELF_NAMES.get(card.category)
    tiers = _tiers(card.effects)
    for eff in card.effects:
        if eff in named or eff in tiers[1:]:
            continue
        text = _render_tiers(tiers) if eff in tiers[:1] else render_effect(eff)
        if card.category == "leader":
            text = text.replace("your Leader or 1 of your Characters", "this Leader or 1 of your Characters")
        if self_name:
            # "give this card in your hand −3 cost" names the card, not the Character it would be.
            text = re.sub(r"(t|T)his card(?! in your hand)", rf"\1his {self_name}", text)
        lines.append(text)
    if card.trigger is not None:
        lines.append(render_effect(card.trigger))
    return "\n".join(lines)


def describe(card: Card, idx: int) -> str:
    eff = card.effects[idx]
    return _once(eff, lambda: render_effect(eff))


def _once(data: Any, render: Any) -> str:
    """Card data is immutable: its words are rendered once (prompts ask for them during play). Keyed
    by identity; the entry keeps its object alive, so an id is never reused while it is cached."""
    entry = _RENDERED.get(id(data))
    if entry is None or entry[0] is not data:
        entry = _RENDERED[id(data)] = (data, render())
    return entry[1]


_RENDERED: dict[int, tuple[Any, str]] = {}


def effect_label(card: Card, idx: Any) -> str:
    """The bracketed label of one of a card's effects ('[On Play] '), for the log."""
    if isinstance(idx, int) and 0 <= idx < len(card.effects):
        label = timing_label(card.effects[idx])
        if label.startswith("["):
            return label + " "
    return ""


__all__ = ["WORDS", "describe", "effect_label", "render_action", "render_card_text",
           "render_conditions", "render_cost", "render_effect", "timing_label"]
