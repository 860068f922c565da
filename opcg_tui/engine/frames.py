"""Frames: the named steps of play that the engine runs from its stack.

A frame is a record `Frame(name, args)`; its ruleset's `FrameTable` maps the name to the
function that runs it, `fn(game, *args)`. A frame that needs a decision sets a prompt whose
`resume` frame receives the answer as its last argument. The core's own frames (the effect
interpreter's) are in `CORE_FRAMES`; a ruleset's table starts from them.
"""

from __future__ import annotations

from collections.abc import Callable

from .records import Frame

FrameFn = Callable[..., None]


class FrameTable(dict[str, FrameFn]):
    """The frames one ruleset runs, by name."""

    def register(self, name: str) -> Callable[[FrameFn], FrameFn]:
        def add(fn: FrameFn) -> FrameFn:
            if name in self:
                raise ValueError(f"frame {name} registered twice")
            self[name] = fn
            return fn

        return add

    def extended(self) -> FrameTable:
        """A new table holding these frames, for a ruleset to add its own to."""
        return FrameTable(self)


CORE_FRAMES = FrameTable()
frame = CORE_FRAMES.register
_STEPS: dict[str, Frame] = {}


def step(name: str) -> Frame:
    """The frame of a step that takes no arguments (one shared record per name: pushing frames is
    most of what a game does)."""
    found = _STEPS.get(name)
    if found is None:
        found = _STEPS[name] = Frame(name)
    return found
