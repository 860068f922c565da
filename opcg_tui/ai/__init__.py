"""Computer opponents. Every player sees only `view(seat)` and the legal commands of its prompt."""

from __future__ import annotations

from .base import PLAYERS, Player, SeatView, make_player, player_kinds
from .scripted import EasyPlayer, NormalPlayer
from .search import HardPlayer

PLAYERS.update({"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer})

__all__ = ["Player", "SeatView", "make_player", "player_kinds"]
