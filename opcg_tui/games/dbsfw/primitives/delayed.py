"""Fusion World's delayed effects: "At the end of the battle, …", "At the end of the turn, …" (FW 4-2-2-3, 7-4-2,
8-5-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import continuous
from ....engine.declarations import ActionDecl, Field, Meaning
from ....engine.interpreter import then_actions
from ....engine.records import Ctx, Expire
from ....engine.registry import Action, Wording, choice
from ..vocabulary import R

if TYPE_CHECKING:
    from ....engine.game import Game


# "At the end of the battle, KO this card." (FB04-096), "At the end of the turn, draw 1 card." (FB03-046): the
# actions wait on the continuous layer (kind "delayed", value (point, ctx, actions)) until battle.py's end of the
# battle (FW 8-5-5) or rules.py's end of the turn (FW 7-4-2) resolves them (`fire_delayed`), once.
AT_END = {"battle": "At the end of the battle,", "turn": "At the end of the turn,"}


def _at_end(g: Game, ctx: Ctx, a: Action) -> None:
    key = ("at_end", a.value, g.s.turn, len(g.s.mods))  # its own duration key: it ends when it resolves
    continuous.add(g, "delayed", None, (a.value, ctx, a.get("then")), key, ctx.player, g.card(ctx.src).name)


def fire_delayed(g: Game, point: str) -> None:
    """Resolve the delayed actions waiting for `point` ("battle", "turn"), in the order they began (the first
    is pushed last: it runs first)."""
    waiting = [m for m in g.s.mods if m.kind == "delayed" and m.value[0] == point]
    for m in reversed(waiting):
        g.emit(Expire("expire", m.until))
        then_actions(g, m.value[1], m.value[2])


def _at_end_words(a: Action, w: Wording) -> str:
    then = " ".join(R.actions[x.name].words(x, w) for x in a.get("then"))
    low = then if then[1:2].isupper() else then[0].lower() + then[1:]  # "KO this card." stays
    return f"{AT_END[a.value]} {low}"


R.declare(ActionDecl(name="at_end", clause="FW 8-5-5, 7-4-2, 4-2-2-3", doc="a delayed effect: the actions in `then` "
                     "resolve at the end of the battle or of the turn", value=choice(*AT_END), words=_at_end_words,
                     meaning=Meaning(lambda a: 0, "none"), start=_at_end,
                     fields={"then": Field(R.actions_list, required=True, doc="the actions")},
                     sample={"at_end": "turn", "then": [{"draw": 1}]}))


