"""Fusion World conditions on what happened: this turn's records (markers paid, energy placed in the Drop, Extras
used, KOs in battle, cards played) and the event an [Auto] skill's trigger waits for (the card KO'd, switched,
removed, returned) (FW 9-6-2, 9-6-7, 1-5-2-1-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import (
    ConditionDecl,
)
from ....engine.registry import (
    boolean,
    choice,
    mapping,
    text,
    whole,
)
from ..ops import happened, marker_paid
from ..ops import name as face_name

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R
from ..wording import WHEN


# ------------------------------------------------------------------ fw-records: what happened this turn (W-B)
def _marker_paid(g: Game, player: int, src: int, value: Any) -> bool:
    return marker_paid(g, src)  # FW 1-11-2: the payment for this card's use (5-5, 12-2) or this skill (1-4-5)


def _marker_removed_this_turn(g: Game, player: int, src: int, value: Any) -> bool:
    return bool(happened(g, "marker_removed", player)) == bool(value)  # FW 1-11-2


def _opponent_energy_marker(g: Game, player: int, src: int, value: Any) -> bool:
    return (g.s.players[1 - player].markers > 0) == bool(value)  # FW 1-11


def _energy_to_drop_this_turn(g: Game, player: int, src: int, value: Any) -> bool:
    return bool(happened(g, "energy_to_drop", player)) == bool(value)  # FW 3-8, 3-4


def _extra_used_this_turn(g: Game, player: int, src: int, value: Any) -> bool:
    # FW 12-2; the original cost is the printed one (FW 1-2-2: no effect applied)
    return any((g.card(u).cost or 0) >= value for u in happened(g, "extra_used", player))


_MARKER_PAID = {"card": "you removed an energy marker to use this card",
                "skill": "you removed an energy marker for this skill"}


for _cond in (
    ConditionDecl(name="marker_paid", clause="FW 1-11-2, 5-5-2, 12-2-2", doc="the payment to use this card "
                  "(`card`: played or used) or for this skill's cost (`skill`) removed an energy marker",
                  value=choice(*_MARKER_PAID), test=_marker_paid, words=lambda v: _MARKER_PAID[v], example="card"),
    ConditionDecl(name="marker_removed_this_turn", clause="FW 1-11-2", doc="an energy marker of yours was removed "
                  "from the game during this turn", value=boolean, test=_marker_removed_this_turn,
                  words=lambda v: "your energy marker is removed from the game during this turn", example=True),
    ConditionDecl(name="opponent_energy_marker", clause="FW 1-11", doc="your opponent has an energy marker (true) "
                  "or none (false)", value=boolean, test=_opponent_energy_marker,
                  words=lambda v: "your opponent has an energy marker" if v
                  else "your opponent doesn't have an energy marker", example=True),
    ConditionDecl(name="energy_to_drop_this_turn", clause="FW 3-8, 3-4", doc="a card of your energy was placed in "
                  "its owner's Drop during this turn", value=boolean, test=_energy_to_drop_this_turn,
                  words=lambda v: "you placed a card from your energy into its owner's Drop during this turn",
                  example=True),
    ConditionDecl(name="extra_used_this_turn", clause="FW 12-2, 1-2-2", doc="you used an Extra with an original "
                  "cost of N or more during this turn", value=whole(0), test=_extra_used_this_turn,
                  words=lambda v: f"you use an Extra with an original cost of {v} or more during this turn",
                  example=1),
):
    R.declare(_cond)


def _opponent_kod_in_battle(g: Game, player: int, src: int, value: Any) -> bool:
    return bool(happened(g, "ko_in_battle", 1 - player)) == bool(value)  # FW 8-4-6-2-1


R.declare(ConditionDecl(name="opponent_kod_in_battle", clause="FW 8-4-6-2-1", doc="an opponent's Battle Card was KO'd "
                        "by a battle's result during this turn; `during`: worded \"During this turn, if an opponent's Battle "
                        "Card is KO'd in battle …\" (FB06-023: JP 戦闘で相手のバトルカードをKOしていて, a past KO)",
                        value=lambda c, v, parent, key: v if v == "during" else boolean(c, v, parent, key),
                        test=_opponent_kod_in_battle,
                        words=lambda v: "During this turn, if an opponent's Battle Card is KO'd in battle" if v == "during"
                        else "an opponent's Battle Card is KO'd in battle during this turn", example=True))


# ------------------------------------------------------------------ appended by fw-timings
def _played_by_skill(g: Game, player: int, src: int, value: Any) -> bool:
    from .moves import PLAYED_BY_SKILL  # moves.py `played` records it (a modifier on the card, for the turn)

    return any(m.kind == PLAYED_BY_SKILL and m.target == src and m.epoch == g.s.epoch[src] for m in g.s.mods)


R.declare(ConditionDecl(name="played_by_skill", clause="FW 5-5-3, 15-12-7", doc="this card was played by a skill "
                        "(not used from the hand: 5-5-2), this turn, and has stayed in play since", value=boolean,
                        test=_played_by_skill, words=lambda v: "this card was played by a skill", example=True))


def _attacker_cost(g: Game, player: int, src: int, value: Any) -> bool:
    from ..ops import cost

    b = g.s.battle  # FW 8-1-2: the attack card of the battle (its cost with every effect applied: 1-2-5)
    return b is not None and cost(g, b.attacker) == value


R.declare(ConditionDecl(name="attacker_cost", clause="FW 8-1-2, 1-2-5", doc="the attack card's cost is N (worded in "
                        "the opponent_battle_card_attacks timing's trigger)", value=whole(0), test=_attacker_cost,
                        words=lambda v: f"with a cost of {v}", label="when", example=3))


def _revealed_cost_at_most_energy(g: Game, player: int, src: int, value: Any) -> bool:
    from ..ops import cost

    that = g.s.that  # the card reveal_hand revealed ("the revealed card": FW 9-10)
    return that is not None and that.src == src and any(cost(g, u) <= len(g.s.players[player].energy)
                                                         for u in that.cards)


R.declare(ConditionDecl(name="revealed_cost_at_most_energy", clause="FW 13-10, 1-2-5, 3-8",
                        doc="the card the skill revealed has a cost less than or equal to your energy (its count)",
                        value=boolean, test=_revealed_cost_at_most_energy,
                        words=lambda v: "the revealed card's cost is less than or equal to your energy", example=True))


def _played_card(g: Game, player: int, src: int, value: Any) -> bool:
    """The played card (moves.TRIGGER, while the your_card_played timing is checked) has the name or the trait;
    once the skill waits, its trigger condition has been met (FW 9-6-2): later checks pass."""
    from .moves import TRIGGER

    uid = TRIGGER.get("played")
    if uid is None:
        return True
    card = g.card(uid)
    return card.name == value.get("name") or (value.get("trait") in card.traits and card.category == "battle")


def _played_card_words(v: Any) -> str:
    return f"<{v['name']}> or your Battle Card with 《{v['trait']}》 in its special traits"


R.declare(ConditionDecl(name="played_card", clause="FW 5-5-1, 9-6-2", doc="the card played (the your_card_played "
                        "timing) has this card name, or is a Battle Card with this special trait",
                        value=lambda c, v, parent, key: mapping(c, v, parent, key, {"name": text, "trait": text},
                                                                ("name", "trait")),
                        test=_played_card, words=_played_card_words, label="when",
                        example={"name": "Babidi", "trait": "Wicked Soul"}))


# ------------------------------------------------------------------ appended by fw-timings (session 8)
# How an [Auto] skill's head reads, no test of the game (as the selector's `wording` filter): `if_first` "If X, when
# <trigger>, …" (FB01-062) in place of "When <trigger>, if X, …"; `if_first_used` the same with the combo_in_battle
# trigger worded "when your card is used in a combo while this card is in a battle" (FB05-106). wording.HEAD says it.
R.declare(ConditionDecl(name="wording", clause="FW 1-3-6-2, 9-6-2", doc="how the skill's head reads, no test: `if_first` "
                        "\"If you have 7 or fewer cards in your hand, when …,\" (the conditions before the trigger, "
                        "FB01-062); `if_first_used` likewise, the combo_in_battle trigger worded \"when your card is used "
                        "in a combo …\" (FB05-106)", value=choice("if_first", "if_first_used"),
                        test=lambda g, p, src, v: True, words=lambda v: "", label="wording", example="if_first"))


def _kod_card(g: Game, player: int, src: int, value: Any) -> bool:
    """The KO'd card (moves.TRIGGER, while the your_battle_card_kod timing is checked) passes the filters, as it was in
    the Battle Area (FW 9-6-7-1-2: its printed facts, now in the Drop); once the skill waits, later checks pass."""
    from ....engine.interpreter import passes
    from .moves import TRIGGER

    uid = TRIGGER.get("kod")
    return True if uid is None else passes(g, player, src, value, uid)


R.declare(ConditionDecl(name="kod_card", clause="FW 5-10, 9-6-7-1-2", doc="the Battle Card KO'd (the your_battle_card_kod "
                        "timing) passes these filters (worded in the trigger: \"When your Battle Card with 《Majin》 or "
                        "《Evil Wizard》 in its special traits is KO'd\", FB04-077)", value=R.filter_set,
                        test=_kod_card, words=lambda v: " ".join(R.filters[n].words(x, R.words) for n, x in v),
                        label="when", example={"trait_either": ["Majin", "Evil Wizard"]}))

WHEN["your_battle_card_kod"] = "When your Battle Card{when} is KO'd,"
WHEN["energy_to_your_drop"] = "When a card is placed in your Drop from your energy,"


def _switched_card(g: Game, player: int, src: int, value: Any) -> bool:
    """The Battle Card switched to Active Mode and the card whose skill switched it (moves.TRIGGER, while the
    your_battle_card_switched_active timing is checked); once the skill waits, later checks pass (FW 9-6-2)."""
    from .moves import TRIGGER

    uid, by = TRIGGER.get("switched"), TRIGGER.get("switched_by")
    if uid is None:
        return True
    if value.get("other") and uid == src:
        return False
    name = value.get("by_leader")
    return not name or (by == g.s.players[player].leader and face_name(g, by) == name)


def _switched_card_words(v: Any) -> str:
    other = "other than this card " if v.get("other") else ""
    by = f"by your <{v['by_leader']}> Leader's skill" if v.get("by_leader") else "by a skill"
    return f"{other}is switched to Active Mode {by}"


R.declare(ConditionDecl(name="switched_card", clause="FW 1-8-1-1, 9-6-2", doc="the Battle Card switched to Active Mode "
                        "(the your_battle_card_switched_active timing): `other` not this card; `by_leader` by a skill of "
                        "your Leader of this card name (worded in the trigger: \"When one of your Battle Cards other than "
                        "this card is switched to Active Mode by your <Cooler> Leader's skill\", FB04-081)",
                        value=lambda c, v, parent, key: mapping(c, v, parent, key, {"other": boolean, "by_leader": text}),
                        test=_switched_card, words=_switched_card_words, label="when",
                        example={"other": True, "by_leader": "Cooler"}))
WHEN["your_battle_card_switched_active"] = "When one of your Battle Cards{when},"


# ------------------------------------------------------------------ wave 4: fw-looks
def _returned_at_least(g: Game, player: int, src: int, value: Any) -> bool:
    # The cards this skill's to_hand returned (remembered as "that" once in a hand: FW 9-10), still there.
    that = g.s.that  # type: ignore[attr-defined]
    if that is None or that.src != src:
        return False
    back = [u for u, e in zip(that.cards, that.epochs) if g.s.epoch[u] == e and g.s.area(u) == "hand"]
    return len(back) >= value


R.declare(ConditionDecl(name="returned_at_least", clause="FW 3-1-6, 0-3-17", doc="this skill returned N or more cards to "
                        "their owners' hands (the to_hand action before it: \"Then, if you returned 3 or more cards, "
                        "…\", FB02-067)", value=whole(1), test=_returned_at_least,
                        words=lambda v: f"you returned {v} or more cards", example=3))


# ------------------------------------------------------------------ appended by fw-durations
def _removed_cost_min(g: Game, player: int, src: int, value: Any) -> bool:
    """The Battle Card removed (moves.TRIGGER, while the your_battle_card_removed_by_opponent timing is checked) had
    a cost of N or more in the Battle Area (FW 9-6-7-1-2); once the skill waits, its trigger was met (FW 9-6-2)."""
    from .moves import TRIGGER

    cost = TRIGGER.get("removed_cost")
    return cost is None or cost >= value


R.declare(ConditionDecl(name="removed_cost_min", clause="FW 9-6-7-1-2, 1-2-5", doc="the Battle Card removed had a "
                        "cost of N or more (worded in the your_battle_card_removed_by_opponent timing's trigger)",
                        value=whole(0), test=_removed_cost_min, words=lambda v: f"with a cost of {v} or more",
                        label="when", example=5))
