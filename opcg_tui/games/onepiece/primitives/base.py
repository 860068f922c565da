"""The registry every ONE PIECE primitive is declared in, and the helpers their wording shares."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.records import Ctx
from ....engine.registry import (
    Action,
    Registry,
)
from .. import ops

if TYPE_CHECKING:
    from ....engine.game import Game


REGISTRY = Registry("opcg")
R = REGISTRY
COLORS = ("red", "green", "blue", "purple", "black", "yellow")
CATEGORIES = ("leader", "character", "event", "stage")


def players(g: Game) -> Any:
    return ops.state(g).players


def label(g: Game, ctx: Ctx) -> str:
    card = g.card(ctx.src)
    return f"{card.name} ({card.number})"


def until(g: Game, a: Action, player: int) -> Any:
    return R.durations[a.get("duration", "turn")].until(g, player)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def cap(words: str) -> str:
    return words[:1].upper() + words[1:]


def lower_first(text: str) -> str:
    """'Draw 1 card.' → 'draw 1 card.' after "Then, "; 'K.O. up to 1 …' and 'DON!! −1' keep their capitals."""
    first = text.split(" ", 1)[0]
    if first[1:2].isupper() or "." in first:
        return text
    return text[:1].lower() + text[1:]


def sign(value: Any) -> str:
    return "+" if not isinstance(value, int) or value >= 0 else "−"


def by_sign(a: Action) -> int:
    return -1 if isinstance(a.value, int) and a.value < 0 else 1

