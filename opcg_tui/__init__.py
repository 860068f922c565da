"""opcg: the ONE PIECE CARD GAME and DRAGON BALL SUPER CARD GAME Fusion World in a terminal."""

__version__ = "0.1.0"
