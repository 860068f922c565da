"""Timings of auto effects that wait for a game event (8-1-3-1, 8-3-1-8: "when ..." is an activation timing): a
DON!! card returned, a card K.O.'d, rested, played, removed, damage, an attack, a [Trigger] or an Event activated ..."""

from __future__ import annotations

from typing import Any

from ....engine.declarations import TimingDecl
from ....engine.registry import SELF, Effect, Selector, Wording
from .base import R
from .causes import by_words
from .timings import _timing

# --- timings (issue 10)
# Auto effects that wait for a game event (8-1-3-1, 8-3-1-8: "when ..." is an activation timing).
# The event is named by the rules where it happens (interpreter.queue_event); the effect's
# `subject` (the cards it happens to), `by` (its cause) and `at_least` (its size) filter it.


def _subject_words(eff: Effect, w: Wording) -> str:
    return "this card" if eff.subject == SELF else w.selector(eff.subject, one=True)  # type: ignore[call-arg]


def _don_returned(eff: Effect, w: Wording) -> str:
    by = by_words(eff.by)  # "by your effect": a DON!! −X of yours, not your opponent's effect
    if eff.at_least > 1:
        return f"When {eff.at_least} or more DON!! cards on your field are returned to your DON!! deck{by},"
    return f"When a DON!! card on your field is returned to your DON!! deck{by},"


def battles_and_kos(eff: Effect) -> bool:
    """ "When this Character battles and K.O.'s your opponent's Character," (OP02-094): a K.O. in battle of the
    opponent's Character this card battles (the condition `battled` is in the words)."""
    return (eff.timing == "when_koed" and eff.by == "battle" and eff.conditions.get("battled") == "opponent_character"
            and isinstance(eff.subject, Selector) and eff.subject.owner == "opponent"
            and eff.subject.zone == "character" and not eff.subject.filters)


def _koed(eff: Effect, w: Wording) -> str:
    if battles_and_kos(eff):
        return "When this card battles and K.O.'s your opponent's Character,"
    return f"When {_subject_words(eff, w)} is K.O.'d{by_words(eff.by)},"


def _rested(eff: Effect, w: Wording) -> str:
    if eff.by == "your_effect":
        return f"If {_subject_words(eff, w)} is rested{by_words(eff.by)},"
    if eff.by:  # "When this Character becomes rested by your opponent's Character's effect,"
        return f"When {_subject_words(eff, w)} becomes rested{by_words(eff.by)},"
    return f"When {_subject_words(eff, w)} becomes rested,"


def _battled_words(eff: Effect, w: Wording) -> str:
    if eff.subject == SELF:
        return "this card"
    return w.selector(eff.subject, bare=True)


def _event_timing(name: str, clause: str, label: str, doc: str, event: str, phrase: Any = None, **kw: Any) -> None:
    R.declare(TimingDecl(name=name, clause=clause, label=label, category="auto", doc=doc, event=event,
                         phrase=phrase, lasting=True, **kw))


_event_timing(
    "when_don_returned",
    "8-1-3-1, 10-2-10",
    "When a DON!! card on your field is returned to your DON!! deck,",
    "when DON!! cards of yours on the field are returned to your DON!! deck (DON!! −X); `at_least: N` for "
    '"N or more" returned at once; `by: your_effect`: only by your effect',
    "don_returned",
    _don_returned,
    event_player="you",
    takes=("at_least", "by"),
)
_event_timing(
    "when_koed",
    "8-1-3-1, 10-2-1",
    "When this card is K.O.'d by an effect,",
    "when the `subject` (this card by default; a selector: \"a Character\") is K.O.'d, by the cause `by` names; "
    "checked on the field, this card's own resolves from the trash (as 10-2-17)",
    "ko",
    _koed,
    conditions_when_met=True,
    takes=("subject", "by"),
)
_event_timing(
    "when_rested",
    "8-1-3-1, 4-4",
    "When this card becomes rested,",
    "when the `subject` (this card by default) becomes rested (attacking, blocking, a cost or an effect); "
    "with `by`, only rested by that cause (`your_effect`: \"If a Character is rested by your effect\"; "
    "`opponent_character_effect`: by the effect of your opponent's Character)",
    "rested",
    _rested,
    takes=("subject", "by"),
)
def _activates(name: str, clause: str, player: str, what: str, doc: str, event: str) -> None:
    """ "When you activate an Event", "This effect can be activated when your opponent activates a [Trigger]."."""
    when = f"when {'you activate' if player == 'you' else 'your opponent activates'} {what}"
    _event_timing(name, clause, f"W{when[1:]},", doc, event, lambda eff, w: _can_be_activated(eff, when),
                  event_player=player)


_activates(
    "when_opponent_activates_event",
    "8-1-3-1, 8-5-4",
    "opponent",
    "an Event",
    "when your opponent activates an Event card from their hand ([Main] or [Counter]); it resolves after that "
    "Event's effect (8.6.3)",
    "event_activated",
)
_activates(
    "when_opponent_activates_blocker",
    "8-1-3-1, 10-1-4",
    "opponent",
    "a [Blocker]",
    "when your opponent activates a [Blocker] in the Block Step",
    "blocker_activated",
)
_event_timing(
    "when_battles",
    "8-1-3-1, 7-1",
    "When this card battles <Strike> attribute Characters,",
    "when a battle between this card and a card the `subject` selects (your opponent's card) begins: it "
    "attacks that card or is attacked by it, or a [Blocker] takes a place in the battle (7-1-2-2)",
    "battles",
    lambda eff, w: f"When this card battles {_battled_words(eff, w)},",
    takes=("subject",),
)
_timing(
    "when_opponent_attacks",
    "8-1-2, 10-2-16-1",
    "This effect can be activated when your opponent attacks.",
    "auto",
    "may be used (the player chooses) when your opponent attacks, with the [On Your Opponent's Attack] effects",
    optional=True,
    lasting=True,
)


# --- b18 (issue 10): "When a card is trashed from your hand by your {Navy} type card's effect"
def _hand_trashed_words(eff: Effect, w: Wording) -> str:
    whose = {"your_effect": "your ", "opponent_effect": "your opponent's "}.get(eff.by, "")
    if eff.subject == SELF:
        source = f"{whose or 'this '}card"
    elif eff.subject is None or (eff.subject.owner == "any" and not eff.subject.filters):  # type: ignore[union-attr]
        source = ""  # any card's effect: "When a card is trashed from your hand by an effect,"
    else:
        source = whose + w.selector(eff.subject, bare=True).removesuffix("s")  # "your {Navy} type card"
    return f"When a card is trashed from your hand by {source + chr(39) + 's ' if source else 'an '}effect,"


_event_timing(
    "when_hand_trashed",
    "8-1-3-1, 10-2-14",
    "When a card is trashed from your hand by your {Navy} type card's effect,",
    "when cards of your hand are trashed by an effect (its cost or its actions), once per trash; `subject` selects "
    "the card whose effect it is (zone `anywhere`), `by` whose effect (`your_effect`); the count "
    "`cards_trashed_from_hand` is how many it trashed",
    "hand_trashed",
    _hand_trashed_words,
    event_player="you",
    takes=("subject", "by"),
)


# --- issue 22 (timings): a Character played or removed, damage taken, a [Trigger] activated
def _can_be_activated(eff: Effect, when: str) -> str:
    """ "This effect can be activated when ...": an optional auto effect (8-1-2), its timing a sentence."""
    if eff.optional:
        return f"This effect can be activated {when}."
    return f"{when[0].upper()}{when[1:]},"


def _played_words(eff: Effect, w: Wording) -> str:
    if eff.subject == SELF:
        return _can_be_activated(eff, "when you play this card")
    card = w.selector(eff.subject, one=True).removeprefix("your ").removeprefix("a ").removeprefix("an ")
    return _can_be_activated(eff, f"when you play {'an' if card[0] in 'AEIOU' else 'a'} {card}")


def _removed_words(eff: Effect, w: Wording) -> str:
    subject = "this card" if eff.subject == SELF else w.selector(eff.subject, one=True)
    return _can_be_activated(eff, f"when {subject} is removed from the field{by_words(eff.by)}")


_event_timing(
    "when_damaged",
    "8-1-3-1, 4-6-2",
    "When you take damage,",
    "when your Leader takes damage: once for each point of damage (4-6-2-2), by a battle or an effect",
    "damaged",
    lambda eff, w: "When you take damage,",
    event_player="you",
)
_event_timing(
    "when_trigger_activates",
    "8-1-3-1, 10-1-5",
    "When a [Trigger] activates,",
    "when either player activates a Life card's [Trigger] (10-1-5); it resolves after that [Trigger]",
    "trigger_activated",
    lambda eff, w: "When a [Trigger] activates,",
)
_event_timing(
    "when_played",
    "8-1-3-1, 3-7-3",
    "When you play a Character with a [Trigger],",
    "when you play a Character (or Stage) the `subject` selects (from anywhere: the hand, an effect); "
    'with `optional: true`, "This effect can be activated when ...": the player chooses (8-1-2)',
    "played",
    _played_words,
    event_player="you",
    takes=("subject",),
)
_event_timing(
    "when_removed",
    "8-1-3-1, 3-1-6",
    "When your Character is removed from the field by your opponent's effect,",
    "when the `subject` (this card by default; a selector: \"your {X} type Character\") leaves the field: "
    "K.O., a return to the hand or the deck, trash, Life, a cost, the rules; with `by`, only by that cause; "
    'checked on the field; with `optional: true`, "This effect can be activated when ..." (8-1-2)',
    "removed",
    _removed_words,
    takes=("subject", "by"),
)


def _played_from_trash_words(eff: Effect, w: Wording) -> str:
    card = w.selector(eff.subject, one=True).removeprefix("your ").removeprefix("a ").removeprefix("an ")
    return f"When {'an' if card[0] in 'AEIOU' else 'a'} {card} card is played from your trash,"


_event_timing(
    "when_played_from_trash",
    "8-1-3-1, 3-7-3",
    "When a {Land of Wano} type Character card is played from your trash,",
    "when a card of yours the `subject` selects is played from your trash (by any effect); the effect calls "
    'it "that Character" (zone `that_card`)',
    "played_from_trash",
    _played_from_trash_words,
    event_player="you",
    takes=("subject",),
)


# --- rules (issue 22): "When this Leader's attack deals damage to your opponent's Life" (P-117); a Character's
# attack too (OP03-041: "When this Character's attack …": the card's own category names it)
_event_timing(
    "when_attack_deals_damage",
    "8-1-3-1, 7-1-4-1-1",
    "When this card's attack deals damage to your opponent's Life,",
    "when this card's attack deals damage to your opponent's Life (7-1-4-1-1-2: a Life card taken), after that "
    "damage and its [Trigger]",
    "attack_damage",
    lambda eff, w: "When this card's attack deals damage to your opponent's Life,",
    event_player="you",
)


# --- issue 23 (timings): an Event or [Trigger] activated, a Life card removed, an attack, a play by the
# opponent, a Character returned to the hand
_activates(
    "when_you_activate_event",
    "8-1-3-1, 8-5-4",
    "you",
    "an Event",
    "when you activate an Event card from your hand ([Main] or [Counter]: a card activation, 8-5-4); it resolves "
    "after that Event's effect (8-6-3)",
    "event_activated",
)
_activates(
    "when_opponent_activates_trigger",
    "8-1-3-1, 10-1-5",
    "opponent",
    "a [Trigger]",
    "when your opponent activates a Life card's [Trigger] (10-1-5); it resolves after that [Trigger]",
    "trigger_activated",
)


def _life_removed_words(eff: Effect, w: Wording) -> str:
    owner = "you" if eff.subject == SELF else eff.subject.owner  # type: ignore[union-attr]
    whose = {"you": "your", "opponent": "your opponent's", "any": "your or your opponent's"}[owner]
    return _can_be_activated(eff, f"when a card is removed from {whose} Life cards")


_event_timing(
    "when_life_removed",
    "8-1-3-1, 3-10-2",
    "When a card is removed from your or your opponent's Life cards,",
    "when a card leaves the Life area (damage, a [Trigger], an effect or a cost moving it anywhere), once per card; "
    "`subject` (needed) says whose Life cards (`{zone: life, owner: you | opponent | any}`)",
    "life_removed",
    _life_removed_words,
    takes=("subject",),
)


_event_timing(
    "when_attacks",
    "8-1-3-1, 7-1-1",
    "When this Leader attacks your opponent's Leader,",
    "when this card (a Leader: \"this Leader\") attacks a card the `subject` selects (`{owner: opponent, zone: "
    "leader}`), as its attack is declared (7-1-1-3, with the [When Attacking] effects)",
    "attack_on",
    lambda eff, w: f"When this Leader attacks {w.selector(eff.subject, one=True)},",
    event_player="you",
    takes=("subject",),
)
_event_timing(
    "when_character_attacks",
    "8-1-3-1, 7-1-1",
    "When your opponent's Character attacks,",
    "when a card the `subject` selects (`{owner: opponent, zone: character}`) attacks, as the attack is declared "
    "(7-1-1-3); the effect calls the attacker \"that Character\" (zone `that_card`); with `optional: true`, "
    '"This effect can be activated when ..." (8-1-2)',
    "attack",
    lambda eff, w: _can_be_activated(eff, f"when {w.selector(eff.subject, one=True)} attacks"),
    takes=("subject",),
)


def _opponent_plays_words(eff: Effect, w: Wording) -> str:
    card = w.selector(eff.subject, one=True).removeprefix("your opponent's ").removeprefix("a ").removeprefix("an ")
    return _can_be_activated(eff, f"when your opponent plays {'an' if card[0] in 'AEIOU' else 'a'} {card}")


_event_timing(
    "when_opponent_plays",
    "8-1-3-1, 3-7-3",
    "When your opponent plays a Character with a base cost of 8 or more,",
    "when your opponent plays a Character (or Stage) the `subject` selects (`{owner: opponent, zone: character}`), "
    "from anywhere; with `optional: true`, \"This effect can be activated when ...\" (8-1-2)",
    "played",
    _opponent_plays_words,
    event_player="opponent",
    takes=("subject",),
)


def _played_by_words(eff: Effect, w: Wording) -> str:
    using = by_words(eff.by).replace(" by ", " using ", 1)
    return _can_be_activated(eff, f"when your opponent plays a Character{using}")


_event_timing(
    "when_opponent_plays_by",
    "8-1-3-1, 3-7-3",
    "When your opponent plays a Character using a Character's effect,",
    "when your opponent plays a Character by an effect of the cause `by` names (`character_effect`: a Character "
    "card's effect, either player's, its [Trigger] included)",
    "played_by_effect",
    _played_by_words,
    event_player="opponent",
    takes=("by",),
)


def _returned_words(eff: Effect, w: Wording) -> str:
    return f"When {_subject_words(eff, w)} is returned to the owner's hand{by_words(eff.by)},"


_event_timing(
    "when_returned_to_hand",
    "8-1-3-1, 3-1-6",
    "When your opponent's Character is returned to the owner's hand by your effect,",
    "when the `subject` (this card by default; a selector: \"your opponent's Character\") is returned from the field "
    "to its owner's hand, by the cause `by` names; checked on the field",
    "returned_to_hand",
    _returned_words,
    takes=("subject", "by"),
)


# --- issue 24 (block 2): a card drawn outside the Draw Phase, a Life card added to the hand, no Life left
_event_timing(
    "when_draw_outside_draw_phase",
    "8-1-3-1, 4-5, 6-3",
    "When you draw a card outside of your Draw Phase,",
    "when you draw a card other than by your own Draw Phase's draw (6-3): by an effect, in either player's turn; "
    "once per card drawn",
    "drew",
    lambda eff, w: "When you draw a card outside of your Draw Phase,",
    event_player="you",
)
_event_timing(
    "when_life_to_hand",
    "8-1-3-1, 3-10-2, 4-6-2-1",
    "When a card is added to your hand from your Life,",
    "when a card of your Life area is added to your hand: by damage (4-6-2-1, a [Trigger] not activated), an "
    "effect or a cost; once per card",
    "life_to_hand",
    lambda eff, w: "When a card is added to your hand from your Life,",
    event_player="you",
)
_event_timing(
    "when_life_becomes_zero",
    "8-1-3-1, 3-10-2, 1-2-1-1-1",
    "When your number of Life cards becomes 0,",
    "when the last card leaves your Life area (damage, a [Trigger], an effect, a cost); with 0 Life you lose "
    "only when your Leader takes damage (1-2-1-1-1), and an effect met during damage waits until that damage "
    "is over (8-6-2)",
    "life_zero",
    lambda eff, w: "When your number of Life cards becomes 0,",
    event_player="you",
)


# --- issue 25 (block 1): a DON!! card given, a Character played from the hand, damage dealt, an attack made or met
def _given_words(eff: Effect, w: Wording) -> str:
    if eff.subject == SELF:
        return "When this card is given a DON!! card,"
    if eff.subject.zone == "leader_or_character" and eff.subject.owner == "you" and not eff.subject.filters:  # type: ignore[union-attr]
        return "When this Leader or any of your Characters is given a DON!! card,"  # OP02-002
    return f"When {w.selector(eff.subject, one=True)} is given a DON!! card,"


_event_timing(
    "when_don_given",
    "8-1-3-1, 6-5-5",
    "When this Leader or any of your Characters is given a DON!! card,",
    "when a card of yours the `subject` selects (`{zone: leader_or_character}`: your Leader or any of your "
    "Characters) is given a DON!! card: by the rules (6-5-5, the DON!! Phase) or an effect; once per DON!! card given "
    "(6-5-5-1: they are given one at a time)",
    "don_given",
    _given_words,
    event_player="you",
    takes=("subject",),
)


def _played_from_hand_words(eff: Effect, w: Wording) -> str:
    return _played_words(eff, w)[:-1] + " from your hand" + _played_words(eff, w)[-1]


_event_timing(
    "when_played_from_hand",
    "8-1-3-1, 3-7-3, 6-5-3",
    "When you play a Character with no base effect from your hand,",
    "when you play a Character (or Stage) the `subject` selects from your hand: by the rules (6-5-3) or an effect "
    "playing it from there; not from the deck, the trash or the Life area",
    "played_from_hand",
    _played_from_hand_words,
    event_player="you",
    takes=("subject",),
)
_event_timing(
    "when_you_deal_damage",
    "8-1-3-1, 4-6-2",
    "When you deal damage to your opponent's Life,",
    "when your opponent's Leader takes damage from your battle or your effect: once for each point of damage "
    "(4-6-2-2), as it is dealt; not damage your opponent's own effect deals them",
    "dealt_damage",
    lambda eff, w: "When you deal damage to your opponent's Life,",
    event_player="you",
)
_event_timing(
    "when_attacks_or_is_attacked",
    "8-1-3-1, 7-1-1-3, 7-1-3-1",
    "When this Leader attacks or is attacked,",
    "when this card attacks (its attack declared, 7-1-1-3) or is attacked (the Counter Step begins with it the target "
    "of the attack, 7-1-3-1: not when a [Blocker] took its place)",
    "attacks_or_attacked",
    lambda eff, w: "When this Leader attacks or is attacked,",
)
