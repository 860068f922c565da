"""The rules engine core: state, events, frames, prompts, the effect interpreter, the continuous
layer, views. No UI, no I/O, and no game: a ruleset (opcg_tui.games) brings the rules."""

from .game import Game, IllegalCommand
from .records import P1, P2, PLAYER_NAMES, Command, Prompt
from .setup import from_position, game_from_header, new_game

__all__ = ["Command", "Game", "IllegalCommand", "P1", "P2", "PLAYER_NAMES", "Prompt",
           "from_position", "game_from_header", "new_game"]
