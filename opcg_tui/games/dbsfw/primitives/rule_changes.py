"""Fusion World [Permanent]s that change a rule: any number of copies in a deck, no loss at 0 deck cards, a name
alias, all names, traits and colours (FW 6-1-4, 14-2-2-2, 2-3, 2-8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import continuous
from ....engine.declarations import (
    ActionDecl,
    Field,
    Meaning,
)
from ....engine.registry import (
    Action,
    Wording,
    boolean,
    choice,
    text_list,
)

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R

R.declare(ActionDecl(name="any_copies", clause="FW 6-1-4-3, 6-1-4-2, 9-5-3", doc="[Permanent]: a deck may hold any "
                     "number of copies of this card (a replacement of the deck construction rule 6-1-4-2, valid during "
                     "deck preparation: decks.most_copies reads it; FB01-131); nothing in play",
                     value=boolean, words=lambda a, w: "You can include as many copies of this card in your deck as you "
                     "like.", meaning=Meaning(lambda a: 0, "none"), sample={"any_copies": True}))


def deck_out_kept(g: Game, player: int) -> bool:
    """Does a valid [Permanent] of `player`'s cards say "Having 0 cards in your deck does not cause you to lose the
    game" (FB04-130; frames.losers reads it: FW 14-2-2-2 does not apply to that player)?"""
    return any(a.name == "no_deck_out_loss" and p == player for p, _, a in continuous.in_force(g, "allow"))


R.declare(ActionDecl(name="no_deck_out_loss", clause="FW 14-2-2-2, 0-2-2", doc="[Permanent]: while it is valid, having "
                     "0 cards in the deck does not make its player lose (frames.losers; the Life condition 14-2-2-1 "
                     "still does; drawing from an empty deck draws nothing, 5-1); `wording: and_if` joins the next "
                     "sentence with \", and \" (FB04-130)", value=boolean,
                     words=lambda a, w: "Having 0 cards in your deck does not cause you to lose the game.",
                     meaning=Meaning(lambda a: 1, "none"), layer="allow", contributes=lambda g, p, src, a: "deck_out",
                     fields={"wording": Field(choice("and_if"), doc="\"…, and if …\": the next action joined")},
                     sample={"no_deck_out_loss": True}))


def _also_named_words(a: Action, w: Wording) -> str:
    names = " and ".join(f"<{n}>" for n in a.value)
    return f"This card's name is also treated as {names} in all areas."


R.declare(ActionDecl(name="also_named", clause="FW 2-3, 2-3-2, 9-5", doc="[Permanent]: this card's name is also each of "
                     "these names, in every area (ops.named reads it from the card: a <name> reference finds it; its "
                     "own name stays; FB03-048)", value=text_list, words=_also_named_words,
                     meaning=Meaning(lambda a: 0, "none"), sample={"also_named": ["Son Goten", "Trunks : Youth"]}))


R.declare(ActionDecl(name="all_names_traits_colours", clause="FW 2-3, 2-8, 1-2-3, 5-3-1", doc="[Permanent]: this card "
                     "has every card name (a <name> reference and \"<X> in its card name\" find it) and every special "
                     "trait, and each of its player's energy cards pays an orb of any colour (ops.has_everything, "
                     "energy._colours; FP-030, an event Leader)", value=boolean,
                     words=lambda a, w: "This card has all card names and special traits, and all of your energy is "
                     "treated as all colors.", meaning=Meaning(lambda a: 1, "none"),
                     sample={"all_names_traits_colours": True}))
