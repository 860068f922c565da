"""The registry of frames: named steps of play that the engine runs from its stack.

A frame is a tuple `(name, *args)`; `FRAMES[name](game, *args)` runs it. A frame that needs a
decision sets a prompt whose `resume` frame receives the answer as its last argument.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game

FRAMES: dict[str, Callable[..., None]] = {}


def frame(name: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        if name in FRAMES:
            raise ValueError(f"frame {name} registered twice")
        FRAMES[name] = fn
        return fn

    return register


def run_frame(game: Game, fr: tuple, answer: Any = None) -> None:
    if answer is None:
        FRAMES[fr[0]](game, *fr[1:])
    else:
        FRAMES[fr[0]](game, *fr[1:], answer)
