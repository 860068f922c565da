"""Causes: what an event happens by, for "when … is K.O.'d by your opponent's effect" (a timing's `by`) and
"cannot be K.O.'d in battle" (a prohibition's `by`) — engine/continuous.by_matches reads them."""

from __future__ import annotations

from ....engine.declarations import CauseDecl
from .base import R


def _cause(name: str, clause: str, words: str, kinds: tuple[str, ...], doc: str, side: str = "",
           categories: tuple[str, ...] = (), or_ko: bool = False) -> None:
    R.declare(CauseDecl(name=name, clause=clause, words=words, kinds=kinds, side=side, categories=categories,
                        doc=doc, or_ko=or_ko))


_cause("effect", "8-1-1", " by an effect", ("effect",), "any effect, either player's")
_cause("battle", "7-1", " in battle", ("battle",), "a battle")
_cause("opponent_effect", "8-1-1", " by your opponent's effect", ("effect",), "an effect of the other player",
       side="opponent")
_cause("your_effect", "8-1-1", " by your effect", ("effect",), "an effect of this effect's controller (OP14-079)",
       side="you")
_cause("opponent", "8-1-1, 7-1", " by your opponent", ("effect", "battle"),
       "the other player: their effects, and their cards in battle", side="opponent")
_cause("opponent_character_effect", "8-1-1", " by your opponent's Character's effect", ("effect",),
       "an effect of the other player's Character card", side="opponent", categories=("character",))
_cause("opponent_leader_or_character_effect", "8-1-1", " by your opponent's Leader and Character effects",
       ("effect",), "an effect of the other player's Leader or Character card", side="opponent",
       categories=("leader", "character"))

# --- issue 23 (timings)
_cause("opponent_effect_or_ko", "8-1-1, 10-2-1", " by your opponent's effect or K.O.'d", ("effect",),
       "an effect of the other player, or a K.O. by any cause (battle, either player's effect, a cost)",
       side="opponent", or_ko=True)
_cause("character_effect", "8-1-1", " by a Character's effect", ("effect",),
       "an effect of a Character card, either player's ([Trigger] and [On K.O.] included)", categories=("character",))


def by_words(by: str) -> str:
    """The cause in the cards' words (" by your opponent's effect"), or "" for any cause."""
    return R.causes[by].words if by else ""
