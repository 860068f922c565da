"""What several kinds of action share: the declarer, the common fields, the chosen cards' wording and
"that card"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine.declarations import ActionDecl, Field, Meaning
from .....engine.records import Ctx
from .....engine.registry import SELF, boolean, declared
from ... import ops
from ..base import R, players

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Action, Checker, Wording


def _action(name: str, clause: str, doc: str, value: Any, words: Any, meaning: Meaning, **kw: Any) -> None:
    R.declare(ActionDecl(name=name, clause=clause, doc=doc, value=value, words=words, meaning=meaning, **kw))


def _selector(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """`self` or a selector"""
    return c.registry.selector(c, value, parent, key)


TARGET = Field(_selector, required=True)
DURATION = Field(declared("duration"))  # "turn" when absent; a permanent effect has none


def _subject(sel: Any, w: Wording) -> str:
    return "this card" if sel == SELF else w.selector(sel)


# --- b18 (issue 10): "that card" after a chosen target ("Up to 1 of your ... gains +4000 power ...
# If that card is a Character, that Character cannot be K.O.'d ...", "Set up to 1 ... as active. That
# Character gains [Blocker] ...", "... that card gains an additional +2000 power").
THAT = Field(boolean, doc='the chosen cards become "that card" of the effect\'s later actions and conditions '
                          '(zone `that_card`, condition `revealed`; 8-4-3)')


def _remembering(apply: Any) -> Any:
    """The action's chosen cards become "that card" of its effect when it says `that: true`."""

    def wrapped(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
        if a.get("that"):
            ops.remember(g, ctx.src, tuple(chosen))
        apply(g, ctx, a, chosen)

    return wrapped


def _actions(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a list of actions"""
    return c.registry.actions_list(c, value, parent, key)


# --- issue 25 (OP01-038, OP01-063, OP01-105): cards chosen from a hand by the player who cannot see it ("Your
# opponent chooses 1 card from your hand", "Choose 1 card from your opponent's hand").
def blind_pick(g: Game, owner: int, n: int) -> tuple[int, ...]:
    """3-4-3, 8-4-4-2: the chooser cannot see the cards of `owner`'s hand, and their owner may order them as they like
    (3-4-2): no card is likelier to be chosen than another. N of them (as many as there are) are chosen at random,
    the generator's state recorded (engine/basics.py)."""
    from .....engine.basics import choose_random

    left = list(players(g)[owner].hand)
    picked: list[int] = []
    for _ in range(min(n, len(left))):
        picked.append(left.pop(choose_random(g, len(left))))
    return tuple(picked)
