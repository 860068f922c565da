"""Computer opponents. Every player sees only `view(seat)` and the legal commands of its prompt."""

from __future__ import annotations

from .base import Player, SeatView, make_player, player_kinds

__all__ = ["Player", "SeatView", "make_player", "player_kinds"]
