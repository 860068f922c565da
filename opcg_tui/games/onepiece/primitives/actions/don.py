"""Actions on DON!! cards: give, add from the DON!! deck, set as active, rest the opponent's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.continuous import Cause
from .....engine.interpreter import candidates, choose_cards
from .....engine.records import Command, Ctx, Frame, Outcome, Pick
from .....engine.registry import SELF, Field, Meaning, Selector, boolean, choice, whole
from ... import ops
from ...state import DonMoved
from ..base import players, plural
from .shared import TARGET, _action, _selector

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Action, Checker, Wording


def give_don(g: Game, ctx: Ctx, a: Action, given: tuple[int, ...] = ()) -> None:
    """Ask for a recipient and how many DON!!; with several recipients ("... each"), once per
    recipient, `given` being those that had theirs."""
    player = ctx.player
    state = a.get("don_state")
    ps = players(g)[player]
    available = min(a.value, ps.don_rested if state == "rested" else ps.don_active)
    targets = [t for t in candidates(g, ctx, a.get("target")) if t not in given]
    options = []
    if available:
        for t in targets:
            options.append(Command(player, "choose", (t,)))  # as many as possible
            for k in range(available - 1, 0, -1):
                options.append(Command(player, "choose", (t,) + (("don", player, state),) * k))
    if a.get("up_to") or not options:
        options.append(Command(player, "choose", ()))
    outcomes = tuple(
        Outcome("give_don", c.args[0] if c.args else None, 1, (len(c.args) - 1 or available) if c.args else 0)
        for c in options
    )
    each = _each_recipient(a)
    g.ask(
        player,
        "choose",
        options,
        Frame("give_don_each_chosen", (ctx, a, given)) if each else Frame("give_don_chosen", (ctx, a)),
        g.rules.prompt_text(g, ctx, a),
        purpose="give_don",
        outcomes=outcomes,
    )


def _each_recipient(a: Action) -> bool:
    """ "Give up to 2 of your Characters up to 1 rested DON!! card each": several recipients."""
    target = a.get("target")
    return isinstance(target, Selector) and (target.all or target.how_many > 1)


def _give_don_words(a: Action, w: Wording) -> str:
    target = a.get("target")
    whom = w.selector(target)
    if (target != SELF and target.zone == "leader_or_character" and target.owner == "you" and not target.filters
            and not target.all):
        whom = "your Leader or 1 of your Characters"
    don = f"{'up to ' if a.get('up_to') else ''}{plural(a.value, a.get('don_state') + ' DON!! card')}"
    each = " each" if _each_recipient(a) else ""
    if a.get("recipient_first"):
        return f"Give {whom} {don}{each}."  # the older template some cards print
    return f"Give {don}{each} to {whom}."


_action(
    "give_don",
    "6-5-5",
    "give N of your DON!! cards (rested by default) to the chosen Leader or Character; to each of several"
    " (a target `count` above 1, or `all`: \"... each\"), asked recipient by recipient",
    whole(1),
    _give_don_words,
    Meaning(lambda a: 1, "give_don"),
    fields={
        "target": TARGET,
        "don_state": Field(choice("rested", "active"), default="rested"),
        "up_to": Field(boolean, default=True),
        "recipient_first": Field(boolean, doc='words it "Give X up to N ... DON!! cards"'),
    },
    start=give_don,
    sample={"give_don": 1, "target": {"owner": "you", "zone": "leader_or_character"}},
)


def _don_count(name: str, purpose: str, whose: Any, where: str, limit: Any, then: Any) -> Any:
    """A prompt for a number of DON!! cards: identical DON!! are one choice, so it asks how many."""

    def start(g: Game, ctx: Ctx, a: Action) -> None:
        p = whose(ctx.player)
        if a.value == "all":  # OP13-028: "Set all of your DON!! cards as active.": no choice
            if limit(g, p):
                then(g, ctx, a, p, limit(g, p))
            return
        n = min(a.value, limit(g, p))
        low = 0 if a.get("up_to", True) else n
        options = [Command(ctx.player, "choose", (("don", p, where),) * k) for k in range(n, low - 1, -1)]
        g.ask(
            ctx.player,
            "choose",
            options,
            Frame("don_count_chosen", (ctx, a, p)),
            g.rules.prompt_text(g, ctx, a),
            purpose=purpose,
            outcomes=tuple(Outcome(name, None, 0, len(c.args)) for c in options),
        )

    DON_COUNT[name] = then
    return start


DON_COUNT: dict[str, Any] = {}


def _add_don_words(a: Action, w: Wording) -> str:
    up = "up to " if a.get("up_to") else ""
    it = "it" if a.value == 1 else "them"
    state = f"set {it} as active" if a.get("don_state") == "active" else f"rest {it}"
    return f"Add {up}{plural(a.value, 'DON!! card')} from your DON!! deck and {state}."


_action(
    "add_don",
    "6-4",
    "add N DON!! cards from your DON!! deck, active or rested",
    whole(1),
    _add_don_words,
    Meaning(lambda a: 1, "add_don"),
    fields={"don_state": Field(choice("rested", "active"), default="active"), "up_to": Field(boolean, default=True)},
    start=_don_count(
        "add_don",
        "add_don",
        lambda me: me,
        "deck",
        lambda g, p: players(g)[p].don_deck,
        lambda g, ctx, a, p, n: g.emit(DonMoved("don", ctx.player, "deck", a.get("don_state"), n)),
    ),
    sample={"add_don": 1},
)
def _n_or_all(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a whole number ≥ 1, or `all`"""
    return "all" if value == "all" else whole(1)(c, value, parent, key)


_action(
    "set_don_active",
    "4-4",
    "set up to N (or `all`) of your rested DON!! cards as active",
    _n_or_all,
    lambda a, w: ("Set all of your DON!! cards as active." if a.value == "all"
                  else f"Set up to {a.value} of your DON!! cards as active."),
    Meaning(lambda a: 1, "set_don_active"),
    start=_don_count(
        "set_don_active",
        "set_don_active",
        lambda me: me,
        "rested",
        lambda g, p: players(g)[p].don_rested,
        lambda g, ctx, a, p, n: g.emit(DonMoved("don", p, "rested", "active", n)),
    ),
    sample={"set_don_active": 1},
)
_action(
    "rest_opponent_don",
    "4-4",
    "rest up to N of your opponent's active DON!! cards",
    whole(1),
    lambda a, w: f"Rest up to {a.value} of your opponent's DON!! cards.",
    Meaning(lambda a: -1, "rest_don"),
    start=_don_count(
        "rest_opponent_don",
        "rest_don",
        lambda me: 1 - me,
        "active",
        lambda g, p: players(g)[p].don_active,
        lambda g, ctx, a, p, n: g.emit(DonMoved("don", p, "active", "rested", n)),
    ),
    sample={"rest_opponent_don": 1},
)


def _rest_don_or_character(g: Game, ctx: Ctx, a: Action) -> None:
    """One choice among the opponent's active DON!! cards (interchangeable: one item) and the
    Characters the selector finds."""
    sel = a.value
    opponent = 1 - ctx.player
    items: tuple[Any, ...] = tuple(candidates(g, ctx, sel))
    # One item per DON!! card that may be rested (identical: offered once, as many picks as there are).
    items += (("don", opponent, "active"),) * min(sel.how_many, players(g)[opponent].don_active)
    high = min(sel.how_many, len(items))
    numbers = tuple(f"#{u}" if isinstance(u, int) else "DON!!" for u in items)
    choose_cards(g, Pick(
        player=ctx.player, purpose="rest_target", items=items, picked=(), low=0 if sel.up_to else high,
        high=high, ordered=False, numbers=numbers, then=Frame("targets_chosen", (ctx, a)),
        text=g.rules.prompt_text(g, ctx, a), source=ctx.src, action=a))


def _rest_don_or_character_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    cause = Cause("effect", ctx.player, ctx.src)
    for item in chosen:
        if isinstance(item, tuple):  # an active DON!! card of the opponent
            if players(g)[item[1]].don_active:
                g.emit(DonMoved("don", item[1], "active", "rested", 1))
        elif not continuous.prohibited(g, "be_rested", item, cause=cause):
            ops.rest(g, item, cause)


def _rest_don_or_character_words(a: Action, w: Wording) -> str:
    # "Rest up to 1 of your opponent's DON!! cards or Characters with a cost of 1 or less."
    words = w.selector(a.value)
    if a.value.zone == "field" and not a.value.filters:
        return f"Rest {'up to ' if a.value.up_to else ''}{a.value.how_many} of your opponent's cards."
    whose = "of your opponent's "
    if whose in words and a.value.zone != "field":  # zone `field`: "your opponent's cards" (DON!! included)
        words = words.replace(whose, whose + "DON!! cards or ", 1)
    return f"Rest {words}."


_action(
    "rest_don_or_character",
    "4-4",
    "rest up to N of your opponent's active DON!! cards or Characters the selector finds (one choice among both);"
    " zone `field` is \"your opponent's cards\": the Leader, Characters, Stage and DON!! cards (3-1-2)",
    _selector,
    _rest_don_or_character_words,
    Meaning(lambda a: -1, "rest_target"),
    start=_rest_don_or_character,
    apply=_rest_don_or_character_apply,
    sample={"rest_don_or_character": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 1}},
)
