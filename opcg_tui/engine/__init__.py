"""The rules engine: state, commands, events, prompts, effects. No UI, no I/O."""

from .game import Game, IllegalCommand
from .setup import from_position, game_from_header, new_game
from .state import P1, P2, PLAYER_NAMES, Command, Prompt

__all__ = ["Command", "Game", "IllegalCommand", "P1", "P2", "PLAYER_NAMES", "Prompt",
           "from_position", "game_from_header", "new_game"]
