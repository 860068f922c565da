"""The Fusion World registry (engine/registry.py): its keywords, timings, conditions, actions, skill
costs and prompt purposes, each one declaration: the skills of the starter decks, and the keyword skills
and timings of the manual no starter prints ([Field], [Barrier], [Ki], [Evolve], [Fusion Evolve], the
steps' own timings), which the test-only cards of tests/cards/dbsfw use.

A module per kind: conditions, selectors (zones and filters), moves (actions that move cards between
areas), actions (the others), evolve ([Evolve], [Fusion Evolve]), costs (paying energy, skill costs), deck_top (looking at the deck's
top and placing the cards back), combos (a combo by a skill), cost_changes (a cost raised, lowered or
not paid), delayed ("At the end of …"), modes ("Choose one―" skills), bans ("can't be KO'd",
"can't be removed …");
vocabulary.py holds the keywords, timings and purposes, wording.py how skills read."""

from __future__ import annotations

from ..vocabulary import REGISTRY as REGISTRY
from ..vocabulary import R
from ..wording import FusionWording
from . import (  # noqa: F401  (each declares its primitives)
    actions,
    bans,
    combos,
    conditions,
    cost_changes,
    costs,
    deck_top,
    delayed,
    event_conditions,
    evolve,
    modes,
    moves,
    power,
    rule_changes,
    selectors,
)
from .actions import ko as ko
from .costs import pay_then as pay_then
from .evolve import evolve_skill as evolve_skill
from .moves import played as played
from .steps import FRAMES as FRAMES

R.words = FusionWording()
