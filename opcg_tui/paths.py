"""Where the user's files live (platformdirs): decks, cards, saves, settings — never the working directory."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "opcg"


def user_data_dir() -> Path:
    override = os.environ.get("OPCG_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP))


def user_decks_dir(game: str = "opcg") -> Path:
    """A game's own user decks: ONE PIECE's in decks/, another game's in decks/<game>/ (as the shipped decks
    are laid out), so a deck of one game is never listed, picked or overwritten as one of the other."""
    folder = user_data_dir() / "decks"
    return folder if game == "opcg" else folder / game


def user_cards_dir() -> Path:
    return user_data_dir() / "cards"


def saves_dir() -> Path:
    return user_data_dir() / "saves"
