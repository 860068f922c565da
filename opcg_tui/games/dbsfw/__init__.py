"""DRAGON BALL SUPER CARD GAME Fusion World: its rules, cards and scenario dialect, as one ruleset."""

from .cards import Card, load_cards
from .ruleset import FusionWorld

RULES = FusionWorld()

__all__ = ["RULES", "Card", "FusionWorld", "load_cards"]
