"""How the opcg program runs Python: settings for the process, applied once at start-up.

A game allocates many small records (events, frames, commands) and a game log keeps thousands of
them alive; Python's default cycle-collector threshold (700 allocations) then spends a large share
of the time re-scanning them. The program raises the first generation's threshold; nothing in the
engine depends on it (`bench/engine.py` prints both figures).
"""

from __future__ import annotations

import gc

GC_THRESHOLD = (7000, 10, 10)


def tune() -> None:
    gc.set_threshold(*GC_THRESHOLD)
