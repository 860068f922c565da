"""The steps the primitives' prompts resume (rules.py runs them: frames.py adds this table)."""

from __future__ import annotations

from ....engine.frames import FrameTable

FRAMES = FrameTable()
frame = FRAMES.register
