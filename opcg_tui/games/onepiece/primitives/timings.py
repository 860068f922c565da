"""Timings (10-2) and durations of effects; the timings that wait for a game event are in event_timings.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import DurationDecl, TimingDecl
from ....engine.registry import Action, Effect, Selector, Wording
from .. import ops
from .base import R

if TYPE_CHECKING:
    from ....engine.game import Game


def _timing(name: str, clause: str, label: str, category: str, doc: str, **kw: Any) -> None:
    R.declare(TimingDecl(name=name, clause=clause, label=label, category=category, doc=doc, **kw))


_timing("on_play", "10-2-6", "[On Play]", "auto", "when the card is played")
_timing("when_attacking", "10-2-5", "[When Attacking]", "auto", "when the card attacks")
_timing("on_block", "10-2-15", "[On Block]", "auto", "when the card blocks")
_timing(
    "on_ko",
    "10-2-17",
    "[On K.O.]",
    "auto",
    "when the card is K.O.'d: checked on the field, resolved from the trash",
    conditions_when_met=True,
)
_timing(
    "on_opponent_attack",
    "10-2-16",
    "[On Your Opponent's Attack]",
    "auto",
    "when the opponent attacks, after [When Attacking]",
)
_timing("end_of_your_turn", "10-2-7", "[End of Your Turn]", "auto", "in your End Phase", lasting=True)
_timing("end_of_opponent_turn", "10-2-8", "[End of Your Opponent's Turn]", "auto", "in your opponent's End Phase")
_timing("start_of_your_turn", "6-2-2", "At the start of your turn,", "auto", "in your Refresh Phase")
def _battled_selector(x: Any) -> Any:
    """The selector of zone `battled` an effect's actions name (the card this card battled), or None."""
    if isinstance(x, Selector):
        return x if x.zone == "battled" else None
    items = [x.value, *x.params.values()] if isinstance(x, Action) else x if isinstance(x, tuple | list) else ()
    return next((found for i in items if (found := _battled_selector(i)) is not None), None)


def _end_of_battle(eff: Effect, w: Wording) -> str:
    """ "At the end of a battle in which this Character battles your opponent's Character with a cost of 5 or less,"
    (OP04-047, ST08-013): the card its actions name as the one it battled, with their filters."""
    sel = _battled_selector(eff.actions)
    if sel is None or sel.owner != "opponent":
        return "At the end of a battle in which this card battles,"
    other = w.selector(sel._replace(zone="character", how_many=1, up_to=False, all=False), one=True)  # type: ignore[call-arg]
    return f"At the end of a battle in which this card battles {other},"


_timing(
    "end_of_battle",
    "7-1-5-2",
    "At the end of a battle in which this card battles,",
    "auto",
    "at the end of a battle this card took part in",
    phrase=_end_of_battle,
)
_timing(
    "activate_main",
    "10-2-2",
    "[Activate: Main]",
    "activate",
    "Activated during your Main Phase, except in battle.",
    term="[Activate: Main]",
    lasting=True,
)
_timing(
    "main", "10-2-3", "[Main]", "main", "Used from your hand during your Main Phase, except in battle.", term="[Main]"
)
_timing(
    "counter",
    "10-2-4",
    "[Counter]",
    "counter",
    "Used from your hand during your opponent's Counter Step.",
    term="[Counter]",
)
_timing("permanent", "8-1-3-3", "", "permanent", "applies while its conditions hold", lasting=True)
_timing("start_of_game", "5-2-1-5-1", "At the start of the game,", "start", "a Leader's effect before the hands")
_timing(
    "trigger",
    "10-1-5",
    "[Trigger]",
    "trigger",
    "When this card is taken from your Life as damage, you may reveal it and activate this effect instead of "
    "adding it to your hand.",
    term="[Trigger]",
)
_timing(
    "would_be_ko",
    "8-1-3-4",
    "If {subject} would be K.O.'d{by},",
    "replacement",
    'replaces a K.O. of the `subject` (this card by default): "you may ... instead"',
    replaces="ko",
)
_timing(
    "would_leave_field",
    "8-1-3-4",
    "If {subject} would be removed from the field{by},",
    "replacement",
    "replaces the `subject` leaving the field (K.O., return, bottom of deck, trash; only for `by` if set)",
    replaces="leave_field",
)
_timing(
    "would_be_ko_or_leave_field",
    "8-1-3-4",
    "If {subject} would be K.O.'d or would be removed from the field{by},",
    "replacement",
    "replaces a K.O. of the `subject` (any cause) or its leaving the field otherwise (only for `by` if set):"
    " \"would be K.O.'d or would be removed from the field by your opponent's effect\"",
    replaces="leave_field",
    ko_any_cause=True,
)

_timing(  # issue 23: PRB02-006
    "would_be_rested",
    "8-1-3-4, 4-4",
    "If {subject} would be rested{by},",
    "replacement",
    "replaces an effect's resting of the `subject` (this card by default; only for `by` if set): \"If this "
    "Character would be rested by your opponent's Character's effect, you may ... instead\"",
    replaces="rest",
)


# ================================================================================ durations
def _duration(name: str, clause: str, words: str, key: str, until: Any) -> None:
    R.declare(DurationDecl(name=name, clause=clause, doc=f"lasts{words}", words=words, key=key, until=until))


def _opponent_next_turn(g: Game, player: int) -> tuple[str, int]:
    """The end of the opponent's next turn: the next turn when it is yours, the one after when theirs (but for an
    extra turn, ops.next_turn_of)."""
    return ("turn_end", ops.next_turn_of(g, 1 - player))


_duration("battle", "7-1-5-3", " during this battle", "battle", lambda g, player: "battle")
_duration("turn", "6-6-1-2", " during this turn", "turn", lambda g, player: "turn")
_duration(
    "until_your_next_turn",
    "6-2-1",
    " until the start of your next turn",
    "next_turn",
    lambda g, player: ("next_turn", player),
)
_duration(
    "until_end_of_opponent_turn",
    "6-6-1-2",
    " until the end of your opponent's next turn",
    "turn_end",
    _opponent_next_turn,
)


# --- continuous (issue 10)
_duration(
    "opponent_next_refresh",
    "6-2-4",
    " in your opponent's next Refresh Phase",
    "refresh",
    lambda g, player: ("refresh", 1 - player),
)
# issue 23 (EB02-021): "the selected Character will not become active in your next Refresh Phase"
_duration(
    "your_next_refresh",
    "6-2-4",
    " in your next Refresh Phase",
    "refresh",
    lambda g, player: ("refresh", player),
)


# Durations (6-6-1-2: effects lasting "until the end of the End Phase" end with those lasting
# "until the end of the turn", before those lasting "during this turn").
def _opponent_next_end_phase(g: Game, player: int) -> tuple[str, int]:
    return ("end_phase", ops.next_turn_of(g, 1 - player))


def _your_next_turn_end(g: Game, player: int) -> tuple[str, int]:
    """The end of your next turn: the one after this when it is yours, the next when it is theirs."""
    return ("your_turn_end", ops.next_turn_of(g, player))


_duration(
    "until_end_of_opponent_end_phase",
    "6-6-1-2",
    " until the end of your opponent's next End Phase",
    "end_phase",
    _opponent_next_end_phase,
)
_duration(
    "until_end_of_your_next_turn",
    "6-6-1-2",
    " until the end of your next turn",
    "your_turn_end",
    _your_next_turn_end,
)
