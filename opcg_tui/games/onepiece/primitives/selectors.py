"""Selector zones (8-2): where an effect can choose cards. The counts are counts.py, the filters filters.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import ZoneDecl
from .. import life as life_area
from .. import ops
from .base import R, players

if TYPE_CHECKING:
    from ....engine.game import Game


def _zone(name: str, clause: str, doc: str, pool: Any, **kw: Any) -> None:
    R.declare(ZoneDecl(name=name, clause=clause, doc=doc, pool=pool, **kw))


_zone(
    "leader",
    "3-6",
    "your Leader (or your opponent's)",
    lambda g, p: [players(g)[p].leader],
    category=("leader",),
    on_field=True,
    noun=("Leader", "Leader"),
    single=True,
)  # "up to 1 of your Leader"
_zone(
    "character",
    "3-7",
    "Characters in the Character area",
    lambda g, p: list(players(g)[p].chars),
    category=("character",),
    on_field=True,
    noun=("Character", "Characters"),
)
_zone(
    "leader_or_character",
    "3-6, 3-7",
    "the Leader and the Characters",
    lambda g, p: [players(g)[p].leader, *players(g)[p].chars],
    category=("leader", "character"),
    on_field=True,
    noun=("Leader or Character card", "Leader or Character cards"),
)
_zone(
    "stage",
    "3-8",
    "the Stage",
    lambda g, p: [] if players(g)[p].stage is None else [players(g)[p].stage],
    category=("stage",),
    on_field=True,
    noun=("Stage", "Stages"),
    single=True,
)
_zone(
    "character_or_stage",
    "3-7, 3-8",
    "the Characters and the Stage",
    lambda g, p: [*players(g)[p].chars, *([] if players(g)[p].stage is None else [players(g)[p].stage])],
    category=("character", "stage"),
    on_field=True,
    noun=("Character or Stage", "Characters or Stages"),
)  # "up to 1 of your opponent's rested Characters or Stages" (OP14-021)
_zone(
    "hand", "3-4", "cards in hand", lambda g, p: list(players(g)[p].hand), where="from your hand", interchangeable=True
)
_zone(
    "trash",
    "3-5",
    "cards in the trash",
    lambda g, p: list(players(g)[p].trash),
    where="from your trash",
    interchangeable=True,
)
_zone(
    "deck",
    "3-2, 11-3",
    "cards in the deck (choosing looks at it)",
    lambda g, p: list(players(g)[p].deck),
    where="from your deck",
    interchangeable=True,
    looked_at=True,
)
_zone(
    "life",
    "3-10-2",
    "the top card of the Life area (face down: chosen by place)",
    lambda g, p: players(g)[p].life[:1],
    where="from the top of your Life cards",
    place=lambda g, uid: ("life", g.s.owner[uid], "top"),
    card=lambda g, ref: players(g)[ref[1]].life[0],
)

# --- b7 (issue 10)
_zone(
    "field",
    "3-1",
    "the cards on the field: the Leader, the Characters and the Stage",
    lambda g, p: [players(g)[p].leader, *players(g)[p].chars,
                  *([] if players(g)[p].stage is None else [players(g)[p].stage])],
    where="on your field",
)  # "For every {Straw Hat Crew} type card on your field"


# --- life (issue 10)
_zone(
    "life_top_or_bottom",
    "3-10-2",
    "the top or the bottom card of the Life area (face down: chosen by place)",
    lambda g, p: life_area.ends(g, p, "top_or_bottom"),
    where="from the top or bottom of your Life cards",
    place=lambda g, uid: life_area.place_of(g, uid),
    card=life_area.card_at,
)
_zone(
    "life_faceup",
    "3-10-2-1",
    "the face-up Life cards (open: chosen by identity)",
    lambda g, p: life_area.faceup(g, p),
    noun=("face-up Life card", "face-up Life cards"),
)
_zone(
    "hand_or_trash",
    "3-4, 3-5",
    "cards in the hand or the trash",
    lambda g, p: [*players(g)[p].hand, *players(g)[p].trash],
    where="from your hand or trash",
)


# --- deck (issue 10)
_zone(
    "that_card",
    "8-4-3, 11-2-2",
    'the card(s) this effect revealed or chose before ("that card"; see `reveal_top`)',
    lambda g, p: [u for u in ops.that_cards(g) if g.s.owner[u] == p],
    noun=("that card", "those cards"),
    single=True,
    looked_at=True,
)


# --- b18 (issue 10): "the opponent's Character you battled with" (at the end of that battle)
def _battled_card(g: Game, p: int) -> list[int]:
    """The player's card in the battle in progress (7-1-5-2: still there at its end), while it is the
    card that began the battle (3-1-6: a card that left the field is a new card)."""
    b = g.s.battle
    if b is None:
        return []
    return [u for u, e in ((b.attacker, b.attacker_epoch), (b.target, b.target_epoch))
            if g.s.owner[u] == p and g.s.epoch[u] == e]


_zone(
    "battled",
    "7-1-5-2",
    "the card of that player in the battle in progress: with `owner: opponent`, the card this card battles "
    "(for `end_of_battle` effects)",
    _battled_card,
    category=("character",),
    on_field=True,
    noun=("Character you battled with", "Characters you battled with"),
    single=True,
)


# --- b18 (issue 10): a card wherever it is ("your {Navy} type card's effect"), and how many cards an
# effect trashed from a hand
_zone(
    "anywhere",
    "8-1-3-1",
    "a card of that player wherever it is (the card behind an effect: `when_hand_trashed`'s `subject`)",
    lambda g, p: [u for u, o in enumerate(g.s.owner) if o == p],
)
