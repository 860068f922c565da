"""The ONE PIECE effect format: every primitive, each one declaration (engine/registry.py).

Each declaration holds its schema, its behaviour, its wording, what it means to the computer
players and its Comprehensive Rules clause. docs/card-format.md's reference tables are
generated from these modules (`python -m opcg_tui.games.onepiece.docs`); a test fails when they
disagree. Adding a primitive is adding a declaration to the module of its kind (and a scenario
that uses it). The modules are imported in the order below, which is the order of declaration
(`actions` is a package that imports its own modules in their order).
"""

from . import selectors, counts, filters, keywords, causes, timings, event_timings, prohibitions, conditions, count_conditions, turn_conditions, costs, card_costs, don_costs, actions, purposes  # noqa: I001
from .actions import (
    DON_COUNT,
    arrange,
    changes_nothing,
    choose_to_deck,
    don_phase_to_leader,
    give_don,
    give_don_moves,
    kept_rested_don,
    order_rest,
    play_frame,
    reveal_top,
    step_done,
)
from .base import REGISTRY
from .card_costs import COST_CHOSEN
from .costs import CIRCLED, trash_from_hand
from .purposes import reserved

MODULES = (selectors, counts, filters, keywords, causes, timings, event_timings, prohibitions, conditions, count_conditions,
           turn_conditions, costs, card_costs, don_costs, actions, purposes)
__all__ = ["CIRCLED", "COST_CHOSEN", "DON_COUNT", "MODULES", "REGISTRY", "arrange", "changes_nothing", "choose_to_deck",
           "don_phase_to_leader", "give_don", "give_don_moves", "kept_rested_don", "order_rest", "play_frame",
           "reserved", "reveal_top", "step_done", "trash_from_hand"]
