"""Actions: what effects do, a module per kind of action (values, bans, moves, hand, plays, don, don_rules, life, deck,
effects, flow), over the helpers several share (shared). The modules are imported in the order below, which is the
order of declaration (and of docs/card-format.md's table of actions).
"""

from . import values, bans, moves, hand, plays, don, don_rules, life, deck, effects, flow  # noqa: F401, I001
from .deck import arrange, order_rest, reveal_top
from .don import DON_COUNT, give_don, give_don_moves
from .don_rules import don_phase_to_leader, kept_rested_don
from .flow import changes_nothing, step_done
from .hand import choose_to_deck
from .plays import play_frame


__all__ = ["DON_COUNT", "arrange", "changes_nothing", "choose_to_deck", "don_phase_to_leader", "give_don", "give_don_moves",
           "kept_rested_don", "order_rest", "play_frame", "reveal_top", "step_done"]
