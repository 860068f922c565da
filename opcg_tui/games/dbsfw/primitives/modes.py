"""Fusion World's "Choose one―" skills (FW 13-2): the player activating the skill chooses one of the options
separated by bullet points (•) and resolves it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import ActionDecl, Meaning
from ....engine.interpreter import conditions_met, then_actions
from ....engine.records import Command, Ctx, Frame, Outcome
from ....engine.registry import Action, Wording
from ..vocabulary import R
from .steps import frame

if TYPE_CHECKING:
    from ....engine.game import Game


def _modes(c: Any, value: Any, parent: Any, key: Any) -> tuple[tuple[Action, ...], ...]:
    """a list of two or more options, each a list of actions"""
    if not isinstance(value, list) or len(value) < 2:
        raise c.fail(parent, key, f"'{key}' must be a list of two or more options (each a list of actions)")
    return tuple(R.actions_list(c, m, value, i) for i, m in enumerate(value))


def body(actions: tuple[Action, ...], w: Wording) -> str:
    """One option's sentences: "Add 1 card from your life to your hand. Then, choose up to 1 …" (FB05-054)."""
    parts = [R.actions[x.name].words(x, w) for x in actions]
    return parts[0] + "".join(" Then, " + p[0].lower() + p[1:] for p in parts[1:])


def _ask(g: Game, ctx: Ctx, modes: tuple[tuple[Action, ...], ...], index: int) -> None:
    """FW 13-2-1: the options are offered one at a time, in card order: yes takes this one; the last one
    left is taken without asking (a prompt with one answer is not asked)."""
    if index == len(modes) - 1:
        then_actions(g, ctx, modes[index])
        return
    words = R.words
    assert words is not None
    text = body(modes[index], words)
    # An option that opens with an "If …" not met does nothing now: its outcome says so (the computer skips it).
    first = modes[index][0]
    idle = first.name == "if" and not conditions_met(g, ctx.player, ctx.src, first.value)
    g.ask(ctx.player, "yes-no", [Command(ctx.player, "yes"), Command(ctx.player, "no")],
          Frame("mode_chosen", (ctx, modes, index)),
          f"{g.card(ctx.src).name}: choose one — {text} (yes), or another option (no)?", purpose="mode",
          outcomes=(Outcome("mode", None, -1 if idle else 1, index), Outcome("mode", None, 0, index + 1)))


@frame("mode_chosen")
def mode_chosen(g: Game, ctx: Ctx, modes: tuple[tuple[Action, ...], ...], index: int, answer: Command) -> None:
    if answer.kind == "yes":
        then_actions(g, ctx, modes[index])
    else:
        _ask(g, ctx, modes, index + 1)


R.declare(ActionDecl(name="choose_one", clause="FW 13-2", doc="Choose one―: the player chooses one of the options "
                     "(each a list of actions) and resolves it", value=_modes,
                     words=lambda a, w: "Choose one―" + "".join("・" + body(m, w) for m in a.value),
                     meaning=Meaning(lambda a: 0, "mode"), start=lambda g, ctx, a: _ask(g, ctx, a.value, 0),
                     sample={"choose_one": [[{"draw": 1}], [{"life_to_hand": 1}]]}))
