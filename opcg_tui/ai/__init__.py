"""Computer opponents. Every player sees only `view(seat)` and the legal commands of its prompt."""

from __future__ import annotations

from .base import GAME_PLAYERS, PLAYERS, Decision, Player, RandomPlayer, SeatView, make_player, player_kinds
from .expert import ExpertPlayer
from .fusion import FusionEasyPlayer, FusionHardPlayer, FusionNormalPlayer
from .scripted import EasyPlayer, NormalPlayer
from .search import HardPlayer

PLAYERS.update({"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer, "expert": ExpertPlayer})
GAME_PLAYERS["dbsfw"] = {"random": RandomPlayer, "easy": FusionEasyPlayer, "normal": FusionNormalPlayer,
                         "hard": FusionHardPlayer}

__all__ = ["Decision", "Player", "SeatView", "make_player", "player_kinds"]
