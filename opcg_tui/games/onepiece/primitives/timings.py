"""Timings (10-2) and durations of effects."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.registry import (
    DurationDecl,
    TimingDecl,
)
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
_timing(
    "end_of_battle",
    "7-1-5-2",
    "At the end of a battle in which this card battles,",
    "auto",
    "at the end of a battle this card took part in",
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


# ================================================================================ durations
def _duration(name: str, clause: str, words: str, key: str, until: Any) -> None:
    R.declare(DurationDecl(name=name, clause=clause, doc=f"lasts{words}", words=words, key=key, until=until))


def _opponent_next_turn(g: Game, player: int) -> tuple[str, int]:
    """The end of the opponent's next turn: the next turn when it is yours, the one after when theirs."""
    return ("turn_end", g.s.turn + (1 if g.s.turn_player == player else 2))


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
