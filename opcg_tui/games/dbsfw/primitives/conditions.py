"""Fusion World conditions: what a skill checks of its player's situation (FW 13-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import (
    ConditionDecl,
)
from ....engine.interpreter import candidates
from ....engine.records import Ctx
from ....engine.registry import (
    Selector,
    boolean,
    choice,
    mapping,
    text,
    whole,
)
from ..ops import name as face_name
from ..ops import named, power
from ..ops import traits as face_traits

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R
from ..wording import counted


# ------------------------------------------------------------------ conditions
def _side(g: Game, player: int, src: int, value: Any) -> bool:
    # FW 10-1-3: only the face-up side's skills count (the loader gives a Leader's skills their side).
    return bool(g.s.players[g.s.owner[src]].side == value)


def _life_at_most(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].life) <= value


def _leader_is(g: Game, player: int, src: int, value: Any) -> bool:
    return named(g, g.s.players[player].leader, value)  # FW 2-3-1-1, 2-3-3, 10-1-3: the face-up side's name


def _no_battle_named(g: Game, player: int, src: int, value: Any) -> bool:
    return all(g.card(u).name != value for u in g.s.players[player].battle)


def _your_turn(g: Game, player: int, src: int, value: Any) -> bool:
    return (g.s.turn_player == player) == bool(value)


def _hand_at_most(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].hand) <= value


def _energy_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].energy) >= value


def _no_battle_cards(g: Game, player: int, src: int, value: Any) -> bool:
    return not g.s.players[player].battle


for _cond in (
    ConditionDecl(name="leader_is", clause="FW 2-3, 10-1-2", doc="your Leader has this card name", value=text,
                  test=_leader_is, words=lambda v: f"your Leader is <{v}>", example="Broly"),
    ConditionDecl(name="no_battle_named", clause="FW 2-3, 13-1-5", doc="you have no Battle Card of this name", value=text,
                  test=_no_battle_named, words=lambda v: f"you have no <{v}> Battle Cards", example="Shamoian"),
    ConditionDecl(name="no_battle_cards", clause="FW 13-1-2", doc="you have no Battle Cards", value=boolean,
                  test=_no_battle_cards, words=lambda v: "you have no Battle Cards", example=True),
    ConditionDecl(name="energy_at_least", clause="FW 13-1-3", doc="you have N or more energy",
                  value=whole(0), test=_energy_at_least, words=lambda v: f"you have {v} or more energy", example=6),
    ConditionDecl(name="your_turn", clause="FW 15-9, 15-10", doc="[Your Turn] (true) or [Opponent's Turn] (false)",
                  value=boolean, test=_your_turn, words=lambda v: "[Your Turn]" if v else "[Opponent's Turn]",
                  label="after", example=True),
    ConditionDecl(name="hand_at_most", clause="FW 13-1", doc="you have N or fewer cards in your hand",
                  value=whole(0), test=_hand_at_most,
                  words=lambda v: f"you have {v} or fewer cards in your hand", example=7),
    ConditionDecl(name="side", clause="FW 10-1-3", doc="the Leader shows this side (set by the loader)",
                  value=choice("front", "back"), test=_side, words=lambda v: "", example="front"),
    ConditionDecl(name="life_at_most", clause="FW 13-1-4", doc="your life is at N or less",
                  value=whole(0), test=_life_at_most, words=lambda v: f"your life is at {v} or less", example=4),
):
    R.declare(_cond)




# ------------------------------------------------------------------ the starters FS05–FS08
def _combo_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].combo) >= value  # FW 3-7


def _in_battle(g: Game, player: int, src: int, value: Any) -> bool:
    # FW 8-1-2-2: "in a battle" from the attack (8-1-2) to the end of the battle (8-5-9): the attack or guard card.
    b = g.s.battle
    return (b is not None and src in (b.attacker, b.guard)) == bool(value)


def _energy_marker(g: Game, player: int, src: int, value: Any) -> bool:
    return (g.s.players[player].markers > 0) == bool(value)  # FW 1-11


def _leader_awakened(g: Game, player: int, src: int, value: Any) -> bool:
    return (g.s.players[player].side == "back") == bool(value)  # FW 15-2-2: awakened = flipped over


def _leader_name_has(g: Game, player: int, src: int, value: Any) -> bool:
    return value in face_name(g, g.s.players[player].leader)  # FW 2-3-2, 10-1-3: the face-up side


def _battle_cards(g: Game, player: int, src: int, value: Any) -> bool:
    """N or more Battle Cards (of a player or of both) pass the selector's filters (FW 13-1-2)."""
    sel: Selector = value["cards"]
    return len(candidates(g, Ctx(player, src, g.s.epoch[src]), sel)) >= sel.how_many


def _battle_cards_words(v: Any) -> str:
    """ "you have a Battle Card with 25000 power or more", "you have 2 or more Rest Mode Battle Cards with
    costs of 2 or more in your Battle Area", "there is a Rest Mode Battle Card with a cost of 3 or more in a
    Battle Area", "you have a <Zamasu> Battle Card", "you have 3 or more Battle Cards with 《Saiyan》 in their
    special traits"; `wording: name`: "you have a <Broly : BR> with a cost of 7 or more in your Battle Area"
    (the card text's templates, FW 13-1-2)."""
    words = R.words
    assert words is not None
    wording, v = v.get("wording"), v["cards"]
    # Wordings of fw-fields (the declaration's doc is left as it was: its line is shared): `leader_area` (zone
    # leader_or_battle, owner any), `have` (zone leader_or_battle); `there` without a name keeps the noun (FB06-045).
    if wording == "leader_area":  # "there is a <Majin Buu> in a Leader Area or Battle Area" (FB04-088; FW 13-1-5)
        named = [R.filters[n].words(x, words) for n, x in v.filters if n == "name"]
        return f"there is a {named[0]} in a Leader Area or Battle Area"
    if wording == "have":  # "you have a <Jiren> with 30000 power or more" (FB04-023; zone leader_or_battle: FW 13-1-5)
        named = [R.filters[n].words(x, words) for n, x in v.filters if n == "name"]
        after = [R.filters[n].words(x, words) for n, x in v.filters if R.filters[n].part == "after"]
        return " ".join(["you have a", named[0], *after])
    area = wording in ("area", "name", "include")
    there = wording == "there"  # "there is a <Babidi> in your Battle Area": the name stands for the noun
    if there and any(n == "name" for n, _ in v.filters):  # else the noun: "there is a Battle Card with …" (FB06-045)
        wording = "name"
    before = [R.filters[n].words(x, words) for n, x in v.filters if R.filters[n].part in ("before", "noun")]
    after = [R.filters[n].words(x, words) for n, x in v.filters if R.filters[n].part == "after"]
    many = v.how_many > 1
    if many:
        after = [a.replace("with a cost of", "with costs of").replace("in its special traits", "in their special traits")
                 for a in after]
    if wording == "include":  # "2 or more cards that include 《Demon Realm》 or 《Demon World》 in their special traits"
        after = [("that include " if many else "that includes ") + a.removeprefix("with ").removeprefix("that includes ")
                 for a in after]  # trait_either's "with 《X》 or 《Y》 …", trait_includes' "that includes 《X》 or 《Y》 …"
    zone = R.zones[v.zone]
    noun = [] if wording == "name" else [zone.noun[1] if many else zone.noun[0]]
    if v.zone == "leader_or_battle":  # "a total of 3 or more cards with … among your Leader and Battle Cards"
        noun = [] if any(R.filters[n].part == "noun" for n, _ in v.filters) else ["cards"]  # "… <Cooler> and/or cards …"
    phrase = " ".join([*before, *noun])
    if after:
        phrase += " " + after[0] + "".join(" and " + a.removeprefix("with ") for a in after[1:])
    if v.zone == "leader_or_battle":
        phrase += " among your Leader and Battle Cards"
    count = f"{v.how_many} or more" if many else "a"
    if v.zone == "leader_or_battle":
        count = f"a total of {count}"
    if wording == "that_card":  # zone that: "that card has a cost of 4 or more" (FB03-099)
        return " ".join(["that card has", *(a.removeprefix("with ") for a in after[:1])])
    if v.owner == "any":
        return f"there is {count} {phrase}" + ("" if wording == "bare" else " in a Battle Area")  # bare: FB03-011
    if there:
        return f"there is {count} {phrase} in your Battle Area"
    if wording == "there_is":  # "there is a Battle Card with a cost of 2 or less in your opponent's Battle Area" (FB06-047)
        whose = "your opponent's" if v.owner == "opponent" else "your"
        return f"there is {count} {phrase} in {whose} Battle Area"
    subject = "you have" if v.owner == "you" else "your opponent has"
    return f"{subject} {count} {phrase}" + (" in your Battle Area" if area else "")


def _attacker_power_min(g: Game, player: int, src: int, value: Any) -> bool:
    b = g.s.battle  # FW 8-1-2: the attack card of the battle (its power with every effect applied)
    return b is not None and power(g, b.attacker) >= value


def _battle_cards_value(c: Any, v: Any, parent: Any, key: Any) -> Any:
    return mapping(c, v, parent, key, {"cards": R.selector, "wording": choice("area", "name", "include", "there", "bare", "there_is",
                                                                                "that_card", "leader_area", "have")},
                   ("cards",))


for _cond in (
    ConditionDecl(name="combo_at_least", clause="FW 3-7", doc="you have N or more cards in your Combo Area",
                  value=whole(1), test=_combo_at_least,
                  words=lambda v: "you have a card in your Combo Area" if v == 1
                  else f"you have {v} or more cards in your Combo Area", example=2),
    ConditionDecl(name="in_battle", clause="FW 8-1-2-2", doc="this card is in a battle (the attack or guard card)",
                  value=boolean, test=_in_battle, words=lambda v: "While this card is in a battle", example=True),
    ConditionDecl(name="energy_marker", clause="FW 1-11", doc="you have an energy marker (true) or none (false)",
                  value=boolean, test=_energy_marker,
                  words=lambda v: "you have an energy marker" if v else "you don't have an energy marker", example=True),
    ConditionDecl(name="attacker_power_min", clause="FW 8-1-2, 2-6", doc="the attack card has N power or more "
                  "(worded in the battle_card_attacks timing's trigger)", value=whole(0), test=_attacker_power_min,
                  words=lambda v: f"with {v} power or more", label="when", example=25000),
    ConditionDecl(name="leader_awakened", clause="FW 15-2-2", doc="your Leader is awakened (flipped over)",
                  value=boolean, test=_leader_awakened, words=lambda v: "your Leader is awakened", example=True),
    ConditionDecl(name="leader_name_has", clause="FW 2-3-2", doc="your Leader has this text in its card name",
                  value=text, test=_leader_name_has, words=lambda v: f"your Leader has <{v}> in its card name",
                  example="Son Goku"),
    ConditionDecl(name="battle_cards", clause="FW 13-1-2", doc="`count` or more Battle Cards pass the `cards` "
                  "selector's filters (owner you, opponent, or any: either Battle Area); `wording: area` says "
                  "\"in your Battle Area\"; `wording: name`: the card name stands for the noun (\"a <Broly : BR> "
                  "with a cost of 7 or more in your Battle Area\"); `wording: include`: \"cards that include 《X》 "
                  "or 《Y》 in their special traits in your Battle Area\"; zone leader_or_battle: \"a total of N or "
                  "more cards with … among your Leader and Battle Cards\"; `wording: there`: \"there is a <Babidi> in your "
                  "Battle Area\"; `wording: there_is`: \"there is a Battle Card with … in your opponent's Battle Area\" "
                  "(FB06-047); zone that, `wording: that_card`: \"that card has a cost of 4 or more\" (FB03-099)", value=_battle_cards_value, test=_battle_cards,
                  words=_battle_cards_words,
                  example={"cards": {"zone": "battle", "rested": True, "cost_min": 2, "count": 2}, "wording": "area"}),
):
    R.declare(_cond)


# ------------------------------------------------------------------ the boosters FB01–FB06, FP
def _drop_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].drop) >= value  # FW 3-4


def _leader_trait(g: Game, player: int, src: int, value: Any) -> bool:
    return value in face_traits(g, g.s.players[player].leader)  # FW 2-8-1-1: the whole trait; 10-1-3: face-up


def _attacking_battle_card(g: Game, player: int, src: int, value: Any) -> bool:
    # FW 8-1-2-1: this card is the attack card and the attacked (guard) card is a Battle Card.
    b = g.s.battle
    hit = b is not None and b.attacker == src and g.s.area(b.guard) == "battle"
    return hit == bool(value)


def _opponent_hand_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[1 - player].hand) >= value  # FW 3-3


def _life_is(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].life) == value  # FW 3-9


def _in_drop(g: Game, player: int, src: int, value: Any) -> bool:
    return any(g.card(u).name == value for u in g.s.players[player].drop)  # FW 2-3-1-1, 3-4


for _cond in (
    ConditionDecl(name="drop_at_least", clause="FW 3-4", doc="you have N or more cards in your Drop",
                  value=whole(1), test=_drop_at_least, words=lambda v: f"you have {v} or more cards in your Drop",
                  example=10),
    ConditionDecl(name="leader_trait", clause="FW 2-8, 10-1-2", doc="your Leader has this special trait",
                  value=text, test=_leader_trait,
                  words=lambda v: f"your Leader has 《{v}》 in its special traits", example="Saiyan"),
    ConditionDecl(name="attacking_battle_card", clause="FW 8-1-2-1", doc="this card attacks a Battle Card (the "
                  "attacked card is a Battle Card, not a Leader)", value=boolean, test=_attacking_battle_card,
                  words=lambda v: "attacking a Battle Card", example=True),
    ConditionDecl(name="opponent_hand_at_least", clause="FW 3-3", doc="your opponent has N or more cards in their "
                  "hand", value=whole(1), test=_opponent_hand_at_least,
                  words=lambda v: f"your opponent has {v} or more cards in their hand", example=6),
    ConditionDecl(name="life_is", clause="FW 3-9", doc="your life is at exactly N", value=whole(1), test=_life_is,
                  words=lambda v: f"your life is at {v}", example=1),
    ConditionDecl(name="in_drop", clause="FW 2-3-1-1, 3-4", doc="you have a card of this name in your Drop",
                  value=text, test=_in_drop, words=lambda v: f"you have <{v}> in your Drop", example="Son Goku"),
):
    R.declare(_cond)


def _energy_at_most(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].energy) <= value  # FW 3-8


def _energy_is(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].energy) == value  # FW 3-8


def _self_rested(g: Game, player: int, src: int, value: Any) -> bool:
    return (src in g.s.rested) == bool(value)  # FW 1-8-1-2


def _life_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].life) >= value  # FW 3-9


def _opponent_life_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[1 - player].life) >= value  # FW 3-9


for _cond in (
    ConditionDecl(name="energy_at_most", clause="FW 3-8, 13-1-3", doc="you have N or less energy", value=whole(0),
                  test=_energy_at_most, words=lambda v: f"you have {v} or less energy", example=4),
    ConditionDecl(name="energy_is", clause="FW 3-8, 13-1-3", doc="you have exactly N energy", value=whole(0),
                  test=_energy_is, words=lambda v: f"you have {v} energy", example=5),
    ConditionDecl(name="self_rested", clause="FW 1-8-1-2", doc="this card is in Rest Mode", value=boolean,
                  test=_self_rested, words=lambda v: "this card is in Rest Mode", example=True),
    ConditionDecl(name="life_at_least", clause="FW 3-9", doc="your life is at N or more", value=whole(1),
                  test=_life_at_least, words=lambda v: f"your life is at {v} or more", example=3),
    ConditionDecl(name="opponent_life_at_least", clause="FW 3-9", doc="your opponent's life is at N or more",
                  value=whole(1), test=_opponent_life_at_least,
                  words=lambda v: f"your opponent's life is at {v} or more", example=4),
):
    R.declare(_cond)


R.declare(ConditionDecl(name="no_battle_cards_like", clause="FW 13-1-2", doc="no Battle Card passes the `cards` "
                        "selector's filters (battle_cards negated, its wordings): \"you don't have a <Son Goku> with a "
                        "cost of 7 in your Battle Area\"", value=_battle_cards_value,
                        test=lambda g, player, src, value: not _battle_cards(g, player, src, value),
                        words=lambda v: _battle_cards_words(v).replace("you have ", "you don't have ", 1),
                        example={"cards": {"zone": "battle", "name": "Son Goku", "cost": 7}, "wording": "name"}))


def _either_energy_marker(g: Game, player: int, src: int, value: Any) -> bool:
    return any(ps.markers > 0 for ps in g.s.players) == bool(value)  # FW 1-11


R.declare(ConditionDecl(name="either_energy_marker", clause="FW 1-11", doc="you or your opponent has an energy marker",
                        value=boolean, test=_either_energy_marker,
                        words=lambda v: "you or your opponent has an energy marker", example=True))


def _active_energy_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    return sum(1 for u in g.s.players[player].energy if u not in g.s.rested) >= value  # FW 3-8, 1-8-1


R.declare(ConditionDecl(name="active_energy_at_least", clause="FW 3-8, 1-8-1", doc="you have N or more Active Mode "
                        "energy", value=whole(1), test=_active_energy_at_least,
                        words=lambda v: f"you have {v} or more Active Mode energy", example=2))


def _drop_has(g: Game, player: int, src: int, value: Any) -> bool:
    """N or more cards of your Drop pass the selector's filters (FW 3-4); `fewer`: less than N."""
    sel: Selector = value["cards"]
    met = len(candidates(g, Ctx(player, src, g.s.epoch[src]), sel)) >= sel.how_many
    return met != bool(value.get("fewer"))


def _drop_has_words(v: Any) -> str:
    """ "you have a Battle Card with a cost of 3 or more in your Drop", "you have less than 3 cards with 《Machine
    Mutant》 in their special traits in your Drop" """
    sel = v["cards"]
    count = ("less than " if v.get("fewer") else "") + (f"{sel.how_many}" if v.get("fewer") else
                                                       f"{sel.how_many} or more" if sel.how_many > 1 else "a")
    phrase = counted(sel, count)
    return f"you have {phrase} in your Drop"


R.declare(ConditionDecl(name="drop_has", clause="FW 3-4", doc="`count` or more cards of your Drop pass the `cards` "
                        "selector's filters (zone drop); `fewer: true`: less than `count`", value=lambda c, v, parent, key:
                        mapping(c, v, parent, key, {"cards": R.selector, "fewer": boolean}, ("cards",)),
                        test=_drop_has, words=_drop_has_words,
                        example={"cards": {"zone": "drop", "battle_card": True, "cost_min": 3}}))


# ------------------------------------------------------------------ wave 3: fw-r1
from ....engine.registry import text_list  # noqa: E402


def _have_named(g: Game, player: int, src: int, value: Any) -> bool:
    """Each of the names refers to one of your cards in the area (FW 2-3-1-1): your Battle Area — its Battle Cards and
    its [Field] (FW 3-6, README-7: "<Planet Vampa> in your Battle Area", FB06-054) — or your energy."""
    p = g.s.players[player]
    cards = list(p.energy) if value.get("area") == "energy" else [*p.battle, *([p.field] if p.field is not None else [])]
    return all(any(named(g, u, n) for u in cards) for n in value["names"])


def _have_named_words(v: Any) -> str:
    where = "Energy Area" if v.get("area") == "energy" else "Battle Area"
    return f"you have {' and '.join(f'<{n}>' for n in v['names'])} in your {where}"


R.declare(ConditionDecl(name="have_named", clause="FW 13-1-2, 2-3-1-1, 3-8",
                        doc="you have a card of each of these names in your Battle Area (or, `area: energy`, in your "
                            "Energy Area): \"If you have <Frieza> and <Zarbon> in your Battle Area\" (FB01-123, FB01-073)",
                        value=lambda c, v, parent, key: mapping(c, v, parent, key,
                                                                {"names": text_list, "area": choice("battle", "energy")},
                                                                ("names",)),
                        test=_have_named, words=_have_named_words,
                        example={"names": ["Frieza", "Zarbon"]}))


# ------------------------------------------------------------------ appended by fw-r4
def _leader_trait_either_value(c: Any, v: Any, parent: Any, key: Any) -> tuple[str, ...]:
    from ....engine.registry import text_list

    return text_list(c, v, parent, key)


def _leader_trait_either(g: Game, player: int, src: int, value: Any) -> bool:
    traits = face_traits(g, g.s.players[player].leader)  # FW 2-8-1-1: the whole trait; 10-1-3: face-up
    return any(t in traits for t in value)


R.declare(ConditionDecl(name="leader_trait_either", clause="FW 2-8, 10-1-2", doc="your Leader has one of these "
                        "special traits (\"If your Leader includes 《Demon Realm》 or 《Demon World》 in its special "
                        "traits\", FB06-094)", value=_leader_trait_either_value, test=_leader_trait_either,
                        words=lambda v: "your Leader includes " + " or ".join(f"《{t}》" for t in v)
                        + " in its special traits", example=["Demon Realm", "Demon World"]))


def _self_power_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    at_least = value["power"] if isinstance(value, dict) else value
    return g.s.area(src) == "battle" and power(g, src) >= at_least  # FW 2-6: its current power, in the Battle Area


def _self_power_value(c: Any, v: Any, parent: Any, key: Any) -> Any:
    """N, or {power: N, wording: this_card}: "this card has 45000 power or more" (FB04-109, a [Permanent] of a card in
    the Battle Area: the same test)."""
    if isinstance(v, dict):
        return mapping(c, v, parent, key, {"power": whole(0), "wording": choice("this_card")}, ("power", "wording"))
    return whole(0)(c, v, parent, key)


def _self_power_words(v: Any) -> str:
    if isinstance(v, dict):
        return f"this card has {v['power']} power or more"
    return f"this card in a Battle Area has {v} power or more"


R.declare(ConditionDecl(name="self_power_at_least", clause="FW 2-6", doc="this card, in the Battle Area, has N power "
                        "or more (FB06-021); {power: N, wording: this_card}: \"this card has N power or more\" (FB04-109)",
                        value=_self_power_value, test=_self_power_at_least, words=_self_power_words, example=30000))


# ------------------------------------------------------------------ wave 4: fw-rules
R.declare(ConditionDecl(name="deck_empty", clause="FW 3-2, 14-2-2-2", doc="you have 0 cards in your deck (FB04-130: "
                        "with a [Permanent] that keeps its player in the game at 0)", value=boolean,
                        test=lambda g, player, src, value: (not g.s.players[player].deck) == bool(value),
                        words=lambda v: "you have 0 cards in your deck", example=True))



# ------------------------------------------------------------------ wave 4: fw-fields
def _types_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    """The cards passing the selector hold N or more different card names (FW 2-3-1-1: "types" of cards)."""
    sel: Selector = value["cards"]
    return len({face_name(g, u) for u in candidates(g, Ctx(player, src, g.s.epoch[src]), sel)}) >= sel.how_many


def _types_at_least_words(v: Any) -> str:
    """ "you have a total of 3 or more types of [Field] cards that include 《Demon Realm》 or 《Demon World》 in their
    special traits in your Battle Area and/or Drop" (FB06-075)"""
    sel = v["cards"]
    nouns = [R.filters[n].words(x, R.words) for n, x in sel.filters if R.filters[n].part == "noun"]
    after = [R.filters[n].words(x, R.words).replace("with 《", "that include 《", 1).replace(" in its ", " in their ")
             for n, x in sel.filters if R.filters[n].part == "after"]  # trait_includes: "that include 《X》 or 《Y》 …"
    noun = " ".join([*nouns, "cards"])
    return " ".join(["you have a total of", f"{sel.how_many} or more types of", noun, *after, R.zones[sel.zone].where])


R.declare(ConditionDecl(name="types_at_least", clause="FW 2-3-1-1, 3-4, 3-6", doc="the cards passing the `cards` selector "
                        "(zone area_and_drop: your Battle Area and Drop) hold `count` or more different card names "
                        "(\"a total of 3 or more types of [Field] cards … in your Battle Area and/or Drop\", FB06-075)",
                        value=lambda c, v, parent, key: mapping(c, v, parent, key, {"cards": R.selector}, ("cards",)),
                        test=_types_at_least, words=_types_at_least_words,
                        example={"cards": {"zone": "area_and_drop", "count": 3, "field_card": True,
                                           "trait_includes": ["Demon Realm", "Demon World"]}}))


def _attacking_cost_min(g: Game, player: int, src: int, value: Any) -> bool:
    from ..ops import cost

    b = g.s.battle  # FW 8-1-2-1: this card attacks a Battle Card (the guard card) with a cost of N or more (1-2-5)
    return b is not None and b.attacker == src and g.s.area(b.guard) == "battle" and cost(g, b.guard) >= value


R.declare(ConditionDecl(name="attacking_cost_min", clause="FW 8-1-2-1, 1-2-5", doc="this card attacks a Battle Card with "
                        "a cost of N or more (\"If attacking a Battle Card with a cost of 4 or more\", FB04-059)",
                        value=whole(0), test=_attacking_cost_min,
                        words=lambda v: f"attacking a Battle Card with a cost of {v} or more", example=4))


def _energy_dropped_by_this_card(g: Game, player: int, src: int, value: Any) -> bool:
    from .moves import ENERGY_DROPPED_BY  # the energy_to_drop action records it, for the turn (FW 3-8, 3-4)

    return any(m.kind == ENERGY_DROPPED_BY and m.value == (src, g.s.epoch[src]) for m in g.s.mods) == bool(value)


R.declare(ConditionDecl(name="energy_dropped_by_this_card", clause="FW 3-8, 3-4, 3-1-4", doc="this card's skill (the "
                        "energy_to_drop action) placed energy in the Drop during this turn, the card having stayed where it "
                        "is since (\"If energy is placed into its owner's Drop by this card's skill during this turn\", "
                        "FB04-059)", value=boolean, test=_energy_dropped_by_this_card,
                        words=lambda v: "energy is placed into its owner's Drop by this card's skill during this turn",
                        example=True))
