"""Card text rendered from effect definitions, in the game's usual wording.

What a player reads is generated from the same data the interpreter runs, so the text shown
is what will happen (shared/DESIGN.md, "Rules and effects").
"""

from __future__ import annotations

from typing import Any

from ..data.cards import Card
from ..data.schema import Frozen

KEYWORD_NAMES = {
    "rush": "[Rush]",
    "rush_character": "[Rush: Character]",
    "double_attack": "[Double Attack]",
    "banish": "[Banish]",
    "blocker": "[Blocker]",
    "unblockable": "[Unblockable]",
}
# Keyword explanations with their CR clause (card inspector, `opcg cards show`).
KEYWORD_HELP = {
    "rush": ("10-1-1", "This card can attack on the turn in which it is played."),
    "rush_character": ("10-1-6", "This card can attack your opponent's Characters on the turn in which it is played."),
    "double_attack": ("10-1-2", "This card deals 2 damage."),
    "banish": ("10-1-3", "When this card deals damage, the target card is trashed without activating its Trigger."),
    "blocker": ("10-1-4", "After your opponent declares an attack, you may rest this card to make it the new target of the attack."),
    "unblockable": ("10-1-7", "Your opponent cannot activate [Blocker] when this card attacks."),
    "trigger": ("10-1-5", "When this card is taken from your Life as damage, you may reveal it and activate this effect instead of adding it to your hand."),
    "once_per_turn": ("10-2-13", "This effect can be activated and resolved only once each turn."),
    "don": ("10-2-9", "Valid while this card has at least that many DON!! cards given to it."),
    "don_minus": ("10-2-10", "Return that many DON!! cards from your field to your DON!! deck."),
    "counter": ("10-2-4", "Used from your hand during your opponent's Counter Step."),
    "main": ("10-2-3", "Used from your hand during your Main Phase, except in battle."),
    "activate_main": ("10-2-2", "Activated during your Main Phase, except in battle."),
}
TIMING_LABELS = {
    "on_play": "[On Play]",
    "when_attacking": "[When Attacking]",
    "on_block": "[On Block]",
    "on_ko": "[On K.O.]",
    "on_opponent_attack": "[On Your Opponent's Attack]",
    "end_of_your_turn": "[End of Your Turn]",
    "end_of_opponent_turn": "[End of Your Opponent's Turn]",
    "start_of_your_turn": "At the start of your turn,",
    "end_of_battle": "At the end of a battle in which this card battles,",
    "activate_main": "[Activate: Main]",
    "main": "[Main]",
    "counter": "[Counter]",
    "permanent": "",
    "start_of_game": "At the start of the game,",
    "trigger": "[Trigger]",
    "would_be_ko": "If this Character would be K.O.'d,",
}
CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨⑩"
DURATION_TEXT = {
    "battle": " during this battle",
    "turn": " during this turn",
    "until_your_next_turn": " until the start of your next turn",
}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def render_selector(sel: Any, *, verb_object: bool = True) -> str:
    """'up to 1 of your opponent's rested Characters with a cost of 3 or less'."""
    if sel == "self":
        return "this card"
    zone = sel["zone"]
    count = sel["count"]
    off_field = zone in ("hand", "trash", "deck", "life")
    # "up to 1 of your Characters" is plural; "up to 1 Character" and "up to 1 {X} type card" are not.
    many = sel.get("all") or count > 1 or (sel["up_to"] and sel["owner"] != "any" and not off_field)
    nouns = {
        "leader": ("Leader", "Leaders"),
        "character": ("Character", "Characters"),
        "leader_or_character": ("Leader or Character card", "Leader or Character cards"),
        "stage": ("Stage", "Stages"),
    }
    if zone in nouns:
        noun = nouns[zone][1 if many else 0]
    else:
        category = sel.get("category")
        noun = "Character card" if category == "character" else "card"
        if many:
            noun += "s"
    adjectives = []
    if sel.get("rested") is True:
        adjectives.append("rested")
    if sel.get("rested") is False:
        adjectives.append("active")
    if sel.get("types"):
        adjectives.insert(0, " or ".join("{" + t + "}" for t in sel["types"]) + " type")
    if sel.get("keyword"):
        adjectives.insert(0, f"[{KEYWORD_NAMES[sel['keyword']].strip('[]')}]")
    if sel.get("name"):
        noun = f"[{sel['name']}]" if zone in nouns else f"[{sel['name']}] card"
    body = " ".join([*adjectives, noun])
    owner = {"you": "your ", "opponent": "your opponent's ", "any": ""}[sel["owner"]]
    if off_field and sel["owner"] == "you":
        owner = ""  # "from your hand" says whose
    if sel.get("all"):
        head = f"all of {owner}" if owner else "all "
    elif sel["up_to"]:
        head = f"up to {count} of {owner}" if owner else f"up to {count} "
    else:
        head = f"{count} of {owner}" if owner else f"{count} "
    text = head + body
    filters = []
    if "cost_max" in sel:
        filters.append(f"with a cost of {sel['cost_max']} or less")
    if "cost_min" in sel:
        filters.append(f"with a cost of {sel['cost_min']} or more")
    if "power_max" in sel:
        filters.append(f"with {sel['power_max']} power or less")
    if "power_min" in sel:
        filters.append(f"with {sel['power_min']} power or more")
    if sel.get("other_than_self"):
        filters.append("other than this card")
    if sel.get("name_not"):
        filters.append(f"other than [{sel['name_not']}]")
    where = {"hand": "from your hand", "trash": "from your trash", "deck": "from your deck",
             "life": "from your Life area"}.get(zone)
    if where and sel["owner"] == "opponent":
        where = where.replace("your", "your opponent's")
    if filters:
        text += " " + " ".join(filters)
    if where:
        text += " " + where
    return text


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# Actions whose whole text is a verb phrase around their selector.
SELECTOR_ACTIONS = {
    "ko": "K.O. {}.",
    "return_to_hand": "Return {} to the owner's hand.",
    "deck_bottom": "Place {} at the bottom of the owner's deck.",
    "rest": "Rest {}.",
    "set_active": "Set {} as active.",
    "play": "Play {}.",
    "add_to_hand": "Add {} to your hand.",
}


def render_action(a: Frozen) -> str:
    if "power" in a:
        value = a["power"]
        sign = "+" if value >= 0 else "−"
        target = a["target"]
        subject = "this card" if target == "self" else render_selector(target)
        verb = "gain" if target != "self" and (target.get("all") or target["up_to"] or target["count"] > 1) else "gains"
        if target != "self" and target["up_to"] and target["count"] == 1:
            verb = "gains"
        return _cap(f"{subject} {verb} {sign}{abs(value)} power{DURATION_TEXT.get(a.get('duration', ''), '')}.")
    if "cost_change" in a:
        value = a["cost_change"]
        sign = "+" if value >= 0 else "−"
        subject = render_selector(a["target"])
        return _cap(f"give {subject} {sign}{abs(value)} cost{DURATION_TEXT.get(a.get('duration', ''), '')}.")
    if "gain" in a:
        subject = render_selector(a["target"])
        if a["gain"] == "unblockable" and a["target"] != "self":
            return _cap(f"select {subject}. Your opponent cannot activate [Blocker] if that card attacks"
                        f"{DURATION_TEXT.get(a.get('duration', ''), '')}.")
        return _cap(f"{subject} gains {KEYWORD_NAMES[a['gain']]}{DURATION_TEXT.get(a.get('duration', ''), '')}.")
    for name, wording in SELECTOR_ACTIONS.items():
        if name in a:
            return wording.format(render_selector(a[name]))
    if "give_don" in a:
        state = a.get("don_state", "rested")
        up = "up to " if a.get("up_to", True) else ""
        target = a["target"]
        whom = render_selector(target)
        if target != "self" and target["zone"] == "leader_or_character" and target["owner"] == "you":
            whom = "your Leader or 1 of your Characters"
        return f"Give {whom} {up}{_plural(a['give_don'], state + ' DON!! card')}."
    if "draw" in a:
        return f"Draw {_plural(a['draw'], 'card')}."
    if "trash_from_hand" in a:
        return f"Trash {_plural(a['trash_from_hand'], 'card')} from your hand."
    if "search" in a:
        rest = "at the bottom of your deck in any order" if a.get("rest_to", "bottom") == "bottom" else "in your trash"
        return (f"Look at {a['search']} cards from the top of your deck; reveal "
                f"{render_selector(a['take']).replace(' from your deck', '')} and add it to your hand. "
                f"Then, place the rest {rest}.")
    if "arrange_top" in a:
        return (f"Look at {a['arrange_top']} cards from the top of your deck and return them to the top "
                "or bottom of the deck in any order.")
    if "add_don" in a:
        up = "up to " if a.get("up_to", True) else ""
        state = "set it as active" if a.get("don_state", "active") == "active" else "rest it"
        return f"Add {up}{_plural(a['add_don'], 'DON!! card')} from your DON!! deck and {state}."
    if "set_don_active" in a:
        return f"Set up to {_plural(a['set_don_active'], 'of your DON!! card')} as active.".replace(
            "up to 1 of your DON!! card", "up to 1 of your DON!! cards")
    if "rest_opponent_don" in a:
        return f"Rest up to {a['rest_opponent_don']} of your opponent's DON!! cards."
    if "trash_opponent_life" in a:
        return f"Trash up to {a['trash_opponent_life']} of your opponent's Life cards."
    if "ban_blocker" in a:
        which = "[Blocker]"
        if a.get("power_min") is not None:
            which = f"a [Blocker] Character that has {a['power_min']} or more power"
        return f"Your opponent cannot activate {which}{DURATION_TEXT.get(a['duration'], '')}."
    if "shuffle_deck" in a:
        return "Shuffle your deck."
    if "use_effect" in a:
        return f"Activate this card's [{a['use_effect'].capitalize()}] effect."
    if "if" in a:
        return f"If {render_conditions(a['if'])}, " + " ".join(
            render_action(x)[:1].lower() + render_action(x)[1:] for x in a["then"])
    raise ValueError(f"no text for action {dict(a)}")


def render_conditions(conds: Frozen) -> str:
    parts = []
    for key, value in conds.items():
        if key == "your_characters_min":
            parts.append(f"you have {value} or more Characters")
        elif key == "your_hand_max":
            parts.append(f"you have {value} or less cards in your hand")
        elif key == "leader_type":
            parts.append(f"your Leader has the {{{value}}} type")
        elif key == "self_rested":
            parts.append("this Character is rested" if value else "this Character is active")
        elif key == "battled":
            who = "your opponent's Character" if value == "opponent_character" else "your opponent's Leader"
            parts.append(f"this Character battles {who}")
        elif key == "opponent_life_max":
            parts.append(f"your opponent has {value} or less Life cards")
        elif key == "your_life_max":
            parts.append(f"you have {value} or less Life cards")
    return " and ".join(parts)


def render_cost(cost: Frozen) -> str:
    parts = []
    if cost.get("rest_don"):
        parts.append(CIRCLED[cost["rest_don"]] if cost["rest_don"] < len(CIRCLED) else f"({cost['rest_don']})")
    if cost.get("don_minus"):
        parts.append(f"DON!! −{cost['don_minus']}")
    words = []
    if cost.get("rest_self"):
        words.append("rest this card")
    if cost.get("trash_from_hand"):
        words.append(f"trash {_plural(cost['trash_from_hand'], 'card')} from your hand")
    if words:
        phrase = " and ".join(words)
        parts.append(("You may " if cost.get("optional") else "") + phrase)
    return " ".join(parts)


def render_effect(eff: Frozen) -> str:
    head = []
    conds = eff.get("conditions") or Frozen()
    if "don" in conds:
        head.append(f"[DON!! x{conds['don']}]")
    label = TIMING_LABELS[eff["timing"]]
    if eff["timing"] == "end_of_battle" and "battled" in conds:
        label = ""  # "If this Character battles ..." says when
    if label:
        head.append(label)
    if eff.get("once_per_turn"):
        head.append("[Once Per Turn]")
    if conds.get("turn") == "yours":
        head.append("[Your Turn]")
    elif conds.get("turn") == "opponents":
        head.append("[Opponent's Turn]")
    if eff["timing"] == "would_be_ko":
        parts = [render_cost(eff["cost"]).replace("You may ", "")] if eff.get("cost") else []
        parts += [render_action(a)[:1].lower() + render_action(a)[1:-1] for a in eff["actions"]]
        return " ".join([*head[:-1], f"If this Character would be K.O.'d, you may {' and '.join(parts)} instead."])
    rest_conds = Frozen({k: v for k, v in conds.items() if k not in ("don", "turn")})
    body_parts = [render_action(a) for a in eff["actions"]]
    if eff["timing"] == "permanent" and eff["actions"] and "gain" in eff["actions"][0] \
            and eff["actions"][0]["target"] == "self":
        body_parts[0] = f"This Character gains {KEYWORD_NAMES[eff['actions'][0]['gain']]}."
    body = " Then, ".join([body_parts[0], *[p[:1].lower() + p[1:] for p in body_parts[1:]]])
    if rest_conds:
        body = f"If {render_conditions(rest_conds)}, {body[:1].lower()}{body[1:]}"
    cost = eff.get("cost")
    if cost:
        body = f"{render_cost(cost)}: {body}"
    elif eff.get("optional"):
        body = f"You may: {body}"
    return " ".join([*head, body]).strip()


def render_card_text(card: Card) -> str:
    lines = [" ".join(KEYWORD_NAMES[k] for k in sorted(card.keywords))] if card.keywords else []
    self_name = {"leader": "Leader", "character": "Character", "stage": "Stage"}.get(card.category)
    for eff in card.effects:
        text = render_effect(eff)
        if self_name:
            text = text.replace("this card", f"this {self_name}").replace("This card", f"This {self_name}")
        lines.append(text)
    if card.trigger is not None:
        lines.append(render_effect(card.trigger))
    return "\n".join(lines)
