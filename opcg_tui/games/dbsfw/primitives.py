"""The Fusion World registry (engine/registry.py): its keywords, timings, conditions, actions and
prompt purposes, each one declaration. The first slice of the effect format: the skills of the
starter decks that draw, and [Awaken] (fw-status.md lists the rest)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.basics import draw
from ...engine.records import Ctx
from ...engine.registry import (
    Action,
    ActionDecl,
    Amount,
    ConditionDecl,
    Frozen,
    KeywordDecl,
    Meaning,
    PurposeDecl,
    Registry,
    Target,
    TimingDecl,
    Wording,
    choice,
    quantity,
    whole,
)
from .state import Flipped

if TYPE_CHECKING:
    from ...engine.game import Game

REGISTRY = Registry("dbsfw")
R = REGISTRY

for _name, _label, _clause, _reminder, _worth in (
    ("blocker", "[Blocker]", "15-4", "After an opponent's attack, you may rest this card and make it the guard card.", 0.5),
    ("critical", "[Critical]", "15-5", "Life this card's attack takes goes to the Drop, not the hand.", 0.5),
    ("double_strike", "[Double Strike]", "15-6", "This card's attack deals 2 damage.", 1.0),
    ("triple_strike", "[Triple Strike]", "15-6", "This card's attack deals 3 damage.", 2.0),
    ("super_combo", "[Super Combo]", "15-8", "At most 4 cards with [Super Combo] in a deck.", 0.0),
    ("dragon_ball", "[Dragon Ball]", "15-13", "Up to 7 [Dragon Ball] cards in a deck, copies of one number included.", 0.0),
    ("barrier", "[Barrier]", "15-11", "Your opponent's skills cannot choose this card.", 0.5),
):
    R.declare(KeywordDecl(name=_name, clause=f"FW {_clause}", doc=_reminder, label=_label, reminder=_reminder,
                          worth=_worth))

# ------------------------------------------------------------------ timings (FW 1-3)
for _name, _clause, _label, _category, _doc in (
    ("on_play", "1-3-6-3-1", "[On Play]", "auto", "when the card is played"),
    ("when_attacking", "1-3-6-3-2", "[When Attacking]", "auto", "when the card attacks"),
    ("awaken", "15-2", "[Awaken]", "activate", "a Leader's [Activate Main/Battle] skill that flips it over"),
):
    R.declare(TimingDecl(name=_name, clause=f"FW {_clause}", label=_label, category=_category, doc=_doc))


# ------------------------------------------------------------------ conditions
def _side(g: Game, player: int, src: int, value: Any) -> bool:
    # FW 10-1-3: only the face-up side's skills count (the loader gives a Leader's skills their side).
    return bool(g.s.players[g.s.owner[src]].side == value)


def _life_at_most(g: Game, player: int, src: int, value: Any) -> bool:
    return len(g.s.players[player].life) <= value


for _cond in (
    ConditionDecl(name="side", clause="FW 10-1-3", doc="the Leader shows this side (set by the loader)",
                  value=choice("front", "back"), test=_side, words=lambda v: "", example="front"),
    ConditionDecl(name="life_at_most", clause="FW 13-1-4", doc="your life is at N or less",
                  value=whole(0), test=_life_at_most, words=lambda v: f"When your life is at {v} or less,", example=4),
):
    R.declare(_cond)


# ------------------------------------------------------------------ actions
def _plural(n: Amount, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _draw(g: Game, ctx: Ctx, a: Action) -> None:
    draw(g, ctx.player, int(a.value))  # FW 5-1


def _flip(g: Game, ctx: Ctx, a: Action) -> None:
    # FW 15-2-2, 14-7: the Leader turns over; its position and power changes carry over.
    player = g.s.owner[ctx.src]
    if g.s.players[player].leader == ctx.src:
        side = g.s.players[player].side
        g.emit(Flipped("flip", player, "back" if side == "front" else "front"))


R.declare(ActionDecl(name="draw", clause="FW 5-1", doc="draw N cards", value=quantity(1),
                     words=lambda a, w: f"Draw {_plural(a.value, 'card')}.", meaning=Meaning(lambda a: 1, "none"),
                     start=_draw, sample={"draw": 1}))
R.declare(ActionDecl(name="flip", clause="FW 15-2-2", doc="flip this Leader over (its [Awaken])", value=choice("self"),
                     words=lambda a, w: "Then, flip this card over.", meaning=Meaning(lambda a: 1, "none"),
                     start=_flip, sample={"flip": "self"}))


class FusionWording(Wording):
    """How Fusion World words amounts and conditions (the card text's own templates)."""

    def selector(self, sel: Target, *, bare: bool = False, one: bool = False) -> str:
        return "this card" if sel == "self" else "cards"

    def amount(self, value: Amount, *, absolute: bool = False, noun: str = "") -> str:
        return _plural(value, noun) if noun else str(value)

    def duration(self, name: str | None) -> str:
        return ""

    def conditions(self, conds: Frozen) -> str:
        return " ".join(w for n, v in conds.items() if (w := R.conditions[n].words(v)))


R.words = FusionWording()

# ------------------------------------------------------------------ prompt purposes
for _name, _words, _meaning, _clause in (
    ("first_or_second", "who goes first", 0, "6-2-1-5"),
    ("mulligan", "keep the opening hand or draw again", 0, "6-2-1-8"),
    ("charge", "a card to place in the Energy Area", 0, "7-2-11"),
    ("main_action", "the next Main Phase action", 0, "7-3-4"),
    ("block", "a [Blocker] to guard with", 0, "15-4"),
    ("offense", "a combo for the attack card, or pass", 0, "8-2-4"),
    ("defense", "a combo for the guard card, or pass", 0, "8-3-4"),
    ("pay_energy", "the energy that pays a cost", -1, "5-3-1"),
    ("effect_order", "which of several skills resolves next", 0, "4-2-2-2"),
    ("use_effect", "use an optional skill or pay an optional cost", 0, "9-6-4"),
):
    R.declare(PurposeDecl(name=_name, clause=f"FW {_clause}", doc=_words, words=_words, meaning=_meaning))


def describe(card: Any, idx: int) -> str:
    """A skill's text, rendered from its definition: "[When Attacking] Draw 1 card."."""
    eff = card.effects[idx]
    words = R.words
    assert words is not None
    label = R.timings[eff.timing].label
    conds = words.conditions(eff.conditions)
    body = " ".join(R.actions[a.name].words(a, words) for a in eff.actions)
    if conds:
        body = body[0].lower() + body[1:]  # "When your life is at 4 or less, draw 1 card."
    return " ".join(p for p in (label, conds, body) if p)
