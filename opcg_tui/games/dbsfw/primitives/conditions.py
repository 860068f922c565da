"""Fusion World conditions: what a skill checks of its player's situation (FW 13-1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import (
    ConditionDecl,
)
from ....engine.registry import (
    boolean,
    choice,
    text,
    whole,
)

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R


# ------------------------------------------------------------------ conditions
def _side(g: Game, player: int, src: int, value: Any) -> bool:
    # FW 10-1-3: only the face-up side's skills count (the loader gives a Leader's skills their side).
    return bool(g.s.players[g.s.owner[src]].side == value)


def _life_at_most(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].life) <= value


def _leader_is(g: Game, player: int, src: int, value: Any) -> bool:
    return bool(g.card(g.s.players[player].leader).name == value)  # FW 2-3-1-1: the whole name


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


