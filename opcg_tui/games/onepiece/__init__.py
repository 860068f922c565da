"""The ONE PIECE CARD GAME: its rules, cards, primitives and wording, as one ruleset."""

from .cards import Card, load_cards
from .ruleset import OnePiece

RULES = OnePiece()

__all__ = ["RULES", "Card", "OnePiece", "load_cards"]
