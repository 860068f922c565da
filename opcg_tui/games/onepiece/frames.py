"""The ONE PIECE frame table (engine/frames.py): every step of play, by name. The modules holding the
steps register them here: rules.py, playing.py, battle.py, damage.py, removal.py, effect_frames.py and
life.py (its own table, added); rules.py imports them all."""

from __future__ import annotations

from ...engine.frames import FrameTable
from . import life as life_area

FRAMES = FrameTable()
frame = FRAMES.register
FRAMES.update(life_area.FRAMES)  # the Life area's own steps (life.py)
