"""opcg: the ONE PIECE CARD GAME in a terminal."""

__version__ = "0.1.0"
