"""Actions that change how a phase treats DON!! cards: DON!! of the DON!! Phase given to the Leader (6-4-1),
rested cards and DON!! cards that stay rested in the Refresh Phase (6-2-4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.continuous import Ban
from .....engine.declarations import Meaning
from .....engine.interpreter import candidates
from .....engine.records import Ctx
from .....engine.registry import whole
from ... import ops
from ..base import label, players, plural
from .don import choose_among
from .shared import _action, _selector

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Action, Checker, Wording


# --- round 3 (issue 22): OP13-003 "If you have any DON!! cards on your field, 1 DON!! card placed during
# your DON!! Phase is given to your Leader." A permanent effect that changes how 6-4 is carried out.
DON_PHASE_LAYER = "rule:don_phase"


def don_phase_to_leader(g: Game, player: int) -> int:
    """How many of the DON!! cards `player` places in this DON!! Phase go to their Leader instead (6-4-1):
    by the permanent effects in force, while they have DON!! cards on their field before placing any."""
    if not ops.don_on_field(g, player):
        return 0
    return max((a.value for p, _src, a in continuous.in_force(g, DON_PHASE_LAYER) if p == player), default=0)


_action(
    "don_phase_to_leader",
    "6-4-1, 6-5-5",
    "a permanent effect: while you have DON!! cards on your field, N of the DON!! cards placed in your DON!! Phase"
    " are given to your Leader (judged before they are placed)",
    whole(1),
    lambda a, w: f"If you have any DON!! cards on your field, {plural(a.value, 'DON!! card')} placed during your"
                 " DON!! Phase {} given to your Leader.".format("is" if a.value == 1 else "are"),
    Meaning(lambda a: 0, "none"),
    start=lambda g, ctx, a: None,  # only as a permanent effect: it changes how a rule is carried out
    layer=DON_PHASE_LAYER,
    contributes=lambda g, p, s, a: a.value,
    sample={"don_phase_to_leader": 1},
)


# --- round 3 (issue 22): OP15-023 "Up to 2 of your opponent's rested cards will not become active in your
# opponent's next Refresh Phase." — their rested cards: the Leader, Characters, Stage and DON!! cards.
def _stay_rested(g: Game, ctx: Ctx, a: Action) -> None:
    sel = a.value
    opponent = 1 - ctx.player
    if isinstance(sel, int):  # OP10-033: "up to N of your opponent's rested DON!! cards": DON!! cards only
        items: tuple[Any, ...] = (("don", opponent, "rested"),) * min(sel, players(g)[opponent].don_rested)
        choose_among(g, ctx, a, items, "prohibit_target", sel, True)
        return
    items = tuple(u for u in candidates(g, ctx, sel) if u in g.s.rested)
    items += (("don", opponent, "rested"),) * min(sel.how_many, players(g)[opponent].don_rested)
    choose_among(g, ctx, a, items, "prohibit_target", sel.how_many, sel.up_to)


def _stay_rested_value(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """`self` or a selector (with the opponent's rested DON!! cards), or a whole number ≥ 1 (their rested DON!!
    cards only)"""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 1 else _selector(
        c, value, parent, key)


def _stay_rested_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    # 6-2-4: the turn player's rested cards become active, but these; a DON!! card is one of the rested
    # DON!! cards of their cost area (identical: a number of them stays rested, rules.refresh_don).
    source = label(g, ctx)
    for item in chosen:
        if isinstance(item, tuple):  # a rested DON!! card of `item[1]`: a ban on that player, one per card
            whose = "you" if item[1] == ctx.player else "opponent"
            continuous.add(g, "prohibit", None, Ban("become_active", player=whose), ("refresh", item[1]),
                           ctx.player, source)
        else:
            continuous.add(g, "prohibit", item, Ban("become_active"), ("refresh", g.s.owner[item]), ctx.player,
                           source)


def _stay_rested_words(a: Action, w: Wording) -> str:
    if isinstance(a.value, int):
        return (f"Up to {a.value} of your opponent's rested DON!! cards will not become active in your opponent's"
                " next Refresh Phase.")
    cards = w.selector(a.value).removesuffix(" on your opponent's field")  # "rested cards" says where they are
    if a.value.zone == "character":  # OP07-026: the selector's Characters, or their rested DON!! cards
        cards = cards.replace(" rested Characters", " rested Character or DON!! cards", 1)
    return f"{cards[:1].upper()}{cards[1:]} will not become active in your opponent's next Refresh Phase."


def kept_rested_don(g: Game, player: int) -> int:
    """How many of `player`'s rested DON!! cards stay rested in their Refresh Phase now (6-2-4)."""
    return sum(1 for m in g.s.mods if m.kind == "prohibit" and m.target is None and m.until == ("refresh", player)
               and m.value.what == "become_active" and m.value.player and m.value.cards is None)


_action(
    "stay_rested",
    "6-2-4",
    "the chosen rested cards (the selector's, and the owner's rested DON!! cards: one choice among both) will not"
    " become active in their owner's next Refresh Phase; a number N: up to N of your opponent's rested DON!! cards"
    " only",
    _stay_rested_value,
    _stay_rested_words,
    Meaning(lambda a: -1, "prohibit_target"),
    start=_stay_rested,
    apply=_stay_rested_apply,
    sample={"stay_rested": {"owner": "opponent", "zone": "field", "count": 2, "up_to": True, "rested": True}},
)
