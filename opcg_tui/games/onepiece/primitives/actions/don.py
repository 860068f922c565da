"""Actions on DON!! cards: give, add from the DON!! deck, set as active, rest the opponent's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.continuous import Cause
from .....engine.declarations import CostDecl, Field, Meaning
from .....engine.interpreter import candidates, choose_cards
from .....engine.records import Command, Ctx, Frame, Outcome, Pick
from .....engine.registry import ANY_NUMBER, SELF, Action, Frozen, Selector, boolean, choice, count_or_any, whole
from .....engine.replacements import replacements
from ... import ops
from ...state import DonMoved
from ..base import R, label, players, plural
from .shared import TARGET, _action, _selector

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Checker, Wording


def don_giver(g: Game, ctx: Ctx, a: Action, target: Any) -> int:
    """Whose DON!! cards a give takes (6-5-5): yours, your opponent's ("your opponent's rested DON!!
    cards"), or the recipient's owner's ("to its owner's Leader"); a given DON!! stays its owner's."""
    whose = a.get("don_owner", "you")
    if whose == "owner":
        return g.s.owner[target] if isinstance(target, int) else ctx.player
    return ctx.player if whose == "you" else 1 - ctx.player


def _given_sources(g: Game, p: int, target: Any) -> list[Any]:
    """EB02-009: player p's DON!! cards given to their Leader and Characters but `target`, one entry each."""
    return [u for u in ops.don_sources(g, p) if isinstance(u, int) and u != target]


def don_splits(g: Game, p: int, state: str, k: int, target: Any = None) -> list[tuple[Any, ...]]:
    """The ways to take k DON!! cards of player p in `state` ("any": from the cost area, active or
    rested; active ones first — the first way is the one a bare choice of the recipient takes; "given":
    from the cards they are given to, other than the recipient)."""
    if state == "given":
        from itertools import combinations

        return [tuple(("don", p, u) for u in c) for c in sorted(set(combinations(_given_sources(g, p, target), k)))]
    ps = players(g)[p]
    if state != "any":
        return [(("don", p, state),) * k] if k <= (ps.don_rested if state == "rested" else ps.don_active) else []
    return [(("don", p, "active"),) * n + (("don", p, "rested"),) * (k - n)
            for n in range(min(k, ps.don_active), -1, -1) if k - n <= ps.don_rested]


def don_available(g: Game, p: int, state: str, target: Any = None) -> int:
    if state == "given":
        return len(_given_sources(g, p, target))
    ps = players(g)[p]
    return {"rested": ps.don_rested, "active": ps.don_active}.get(state, ps.don_active + ps.don_rested)


def give_don(g: Game, ctx: Ctx, a: Action, given: tuple[int, ...] = ()) -> None:
    """Ask for a recipient and how many DON!!; with several recipients ("... each"), once per
    recipient, `given` being those that had theirs."""
    player = ctx.player
    state = a.get("don_state")
    if a.get("leader_and") and not given:  # "give your Leader and 1 Character ... each": the Leader first
        targets = [players(g)[ctx.player].leader]
    else:
        targets = [t for t in candidates(g, ctx, a.get("target")) if t not in given]
    options = []
    for t in targets:
        p = don_giver(g, ctx, a, t)
        available = min(a.value, don_available(g, p, state, t))
        # "Give N": as many as possible (a cost: N, `can_pay`); "up to N": any number, 1 or more
        for k in range(available, 0 if a.get("up_to") else available - 1, -1):
            for i, split in enumerate(don_splits(g, p, state, k, t)):
                # the first way of the most DON!! is the bare choice of the recipient: "as many as possible"
                options.append(Command(player, "choose", (t,) if k == available and not i else (t, *split)))
    if a.get("up_to") or not options:
        options.append(Command(player, "choose", ()))
    outcomes = tuple(
        Outcome("give_don", c.args[0] if c.args else None, _give_sign(a),
                (len(c.args) - 1 or min(a.value, don_available(g, don_giver(g, ctx, a, c.args[0]), state, c.args[0])))
                if c.args else 0)
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


def give_don_moves(g: Game, ctx: Ctx, a: Action, args: tuple[Any, ...]) -> None:
    """Give what a choice of `give_don` names: the recipient, then its DON!! (none: as many as possible)."""
    target = args[0]
    if a.get("mark"):  # OP15-008: the recipient is "that Character" of this card's effects this turn
        continuous.add(g, ops.MARK, target, (ctx.src, ctx.epoch), R.durations["turn"].until(g, ctx.player), ctx.player,
                       label(g, ctx))
    if a.get("that"):  # OP12-016: "the card given these DON!! cards" (zone `that_card`)
        ops.remember(g, ctx.src, (target,))
    p = don_giver(g, ctx, a, target)
    state = a.get("don_state")
    refs = args[1:]
    if not refs:
        ways = don_splits(g, p, state, min(a.value, don_available(g, p, state, target)), target)
        refs = ways[0] if ways else ()
    for where in dict.fromkeys(r[2] for r in refs):  # the cost area's active, rested; a card given them (EB02-009)
        g.emit(DonMoved("don", p, where, target, sum(1 for r in refs if r[2] == where)))
    ops.don_given(g, target, len(refs))  # "When ... is given a DON!! card" (OP02-002)


def _gives_nothing(g: Game, ctx: Ctx, a: Action) -> bool:
    """No DON!! card to give to any card it could go to (1-3-2-1: the give changes nothing)."""
    state = a.get("don_state")
    return not any(don_available(g, don_giver(g, ctx, a, t), state, t) for t in candidates(g, ctx, a.get("target")))


def _give_sign(a: Action) -> int:
    return 1 if a.get("don_owner", "you") != "opponent" else 0


def _each_recipient(a: Action) -> bool:
    """ "Give up to 2 of your Characters up to 1 rested DON!! card each": several recipients."""
    target = a.get("target")
    return bool(a.get("leader_and")) or isinstance(target, Selector) and (target.all or target.how_many > 1)


def _give_don_words(a: Action, w: Wording) -> str:
    target = a.get("target")
    whom = w.selector(target)
    whose = a.get("don_owner", "you")
    if target != SELF and target.zone == "leader_or_character" and not target.filters and not target.all:
        if target.owner == "you":
            whom = "your Leader or 1 of your Characters"
        elif target.owner == "any" and whose == "owner":
            whom = "its owner's Leader or 1 of their Characters"
    up = "up to " if a.get("up_to") else ""
    state = a.get("don_state")
    if state == "any":  # "up to 2 DON!! cards from your opponent's cost area"
        where = {"you": "your", "opponent": "your opponent's", "owner": "its owner's"}[whose]
        don = f"{up}{plural(a.value, 'DON!! card')} from {where} cost area"
    elif state == "given":  # EB02-009, OP07-001: "up to 2 total of your currently given DON!! cards"
        don = f"{up}{a.value}{' total' if a.value > 1 else ''} of your currently given DON!! cards"
    elif whose == "opponent":  # "up to 1 of your opponent's rested DON!! cards"
        don = f"{up}{a.value} of your opponent's {state} DON!! cards"
    else:
        don = f"{up}{plural(a.value, state + ' DON!! card')}"
    each = " each" if _each_recipient(a) else ""
    if a.get("leader_and"):  # "Give your Leader and 1 Character up to 2 rested DON!! cards each."
        return f"Give your Leader and {whom.replace(' of your Characters', ' Character')} {don}{each}."
    if a.get("recipient_first"):
        return f"Give {whom} {don}{each}."  # the older template some cards print
    if each and whom.startswith("all of "):  # OP04-004: "Give up to 1 rested DON!! card to each of your … Characters."
        return f"Give {don} to each of {whom[7:]}."
    return f"Give {don}{each} to {whom}."


_action(
    "give_don",
    "6-5-5",
    "give N of your DON!! cards (rested by default) to the chosen Leader or Character; to each of several"
    " (a target `count` above 1, or `all`: \"... each\"), asked recipient by recipient; `don_owner`: your opponent's"
    " DON!! cards to their cards, or each recipient's owner's (a DON!! card is given only to its owner's cards)",
    whole(1),
    _give_don_words,
    Meaning(_give_sign, "give_don"),
    fields={
        "target": TARGET,
        "don_state": Field(choice("rested", "active", "any", "given"), default="rested",
                           doc="`any`: from the cost area, active or rested; `given`: DON!! cards given to your"
                               " Leader and Characters (the recipient's own stay)"),
        "don_owner": Field(choice("you", "opponent", "owner"), default="you",
                           doc="whose DON!! cards: yours, your opponent's, or the recipient's owner's (\"its owner's\")"),
        "up_to": Field(boolean, default=True),
        "recipient_first": Field(boolean, doc='words it "Give X up to N ... DON!! cards"'),
        "mark": Field(boolean, doc='the recipient becomes "that Character" of this card\'s effects during this turn'
                                    " (count `don_given_to_that`)"),
        "leader_and": Field(boolean, doc='"Give your Leader and 1 Character ... each": your Leader, then the target'),
        "that": Field(boolean, doc='the recipient becomes "that card" of the effect (zone `that_card`): "the card'
                                   ' given these DON!! cards"'),
    },
    start=give_don,
    idle=_gives_nothing,
    sample={"give_don": 1, "target": {"owner": "you", "zone": "leader_or_character"}},
)


def _don_count(name: str, purpose: str, whose: Any, where: str, limit: Any, then: Any) -> Any:
    """A prompt for a number of DON!! cards: identical DON!! are one choice, so it asks how many."""

    def start(g: Game, ctx: Ctx, a: Action) -> None:
        p = whose(ctx.player)
        chooser = ctx.player
        if a.get("player") == "opponent":  # OP12-075: "your opponent may add 1 DON!! card ...": they choose
            p = chooser = 1 - ctx.player
        if a.value == "all":  # OP13-028: "Set all of your DON!! cards as active.": no choice
            if limit(g, p):
                then(g, ctx, a, p, limit(g, p))
            return
        n = min(a.value, limit(g, p))
        low = 0 if a.get("up_to", True) else n
        options = [Command(chooser, "choose", (("don", p, where),) * k) for k in range(n, low - 1, -1)]
        g.ask(
            chooser,
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
    if a.get("player") == "opponent":  # "Your opponent may add 1 DON!! card from their DON!! deck and ..."
        if not a.get("up_to"):
            state = f"sets {it} as active" if a.get("don_state") == "active" else f"rests {it}"
        verb = "may add" if a.get("up_to") else "adds"
        return f"Your opponent {verb} {plural(a.value, 'DON!! card')} from their DON!! deck and {state}."
    return f"Add {up}{plural(a.value, 'DON!! card')} from your DON!! deck and {state}."


_action(
    "add_don",
    "6-4",
    "add N DON!! cards from your DON!! deck, active or rested; `player: opponent`: your opponent adds from theirs"
    " (with `up_to`, \"may add\": they choose, the prompt goes to them)",
    whole(1),
    _add_don_words,
    Meaning(lambda a: 1, "add_don"),  # good for the player who adds them (the prompt's own player)
    fields={"don_state": Field(choice("rested", "active"), default="active"), "up_to": Field(boolean, default=True),
            # 6-4, 3-4-2: the player the text names adds from their own DON!! deck
            "player": Field(choice("you", "opponent"), default="you")},
    start=_don_count(
        "add_don",
        "add_don",
        lambda me: me,
        "deck",
        lambda g, p: players(g)[p].don_deck,
        lambda g, ctx, a, p, n: g.emit(DonMoved("don", p, "deck", a.get("don_state"), n)),
    ),
    sample={"add_don": 1},
)
def _n_or_all(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a whole number ≥ 1, or `all`"""
    return "all" if value == "all" else whole(1)(c, value, parent, key)


_SET_DON_ACTIVE = _don_count(
    "set_don_active",
    "set_don_active",
    lambda me: me,
    "rested",
    lambda g, p: players(g)[p].don_rested,
    lambda g, ctx, a, p, n: g.emit(DonMoved("don", p, "rested", "active", n)),
)


def _set_don_active(g: Game, ctx: Ctx, a: Action) -> None:
    if not don_activation_banned(g, ctx):  # EB04-016: "you cannot set DON!! cards as active using Character effects"
        _SET_DON_ACTIVE(g, ctx, a)


_action(
    "set_don_active",
    "4-4",
    "set up to N (or `all`) of your rested DON!! cards as active",
    _n_or_all,
    lambda a, w: ("Set all of your DON!! cards as active." if a.value == "all"
                  else f"Set up to {a.value} of your DON!! cards as active."),
    Meaning(lambda a: 1, "set_don_active"),
    start=_set_don_active,
    sample={"set_don_active": 1},
)

_REST_OPPONENT_DON = _don_count(
    "rest_opponent_don",
    "rest_don",
    lambda me: 1 - me,
    "active",
    lambda g, p: players(g)[p].don_active,
    lambda g, ctx, a, p, n: g.emit(DonMoved("don", p, "active", "rested", n)),
)


def _rest_opponent_don(g: Game, ctx: Ctx, a: Action) -> None:
    if a.get("player") != "opponent":
        _REST_OPPONENT_DON(g, ctx, a)
        return
    # PRB02-005: "your opponent rests 1 of their active DON!! cards": N (as many as they have), no choice to make:
    # DON!! cards are identical (6-5-5).
    n = min(a.value, players(g)[1 - ctx.player].don_active)
    if n:
        g.emit(DonMoved("don", 1 - ctx.player, "active", "rested", n))


_action(
    "rest_opponent_don",
    "4-4",
    "rest up to N of your opponent's active DON!! cards (`player: opponent`: your opponent rests N of them)",
    whole(1),
    lambda a, w: (f"Your opponent rests {a.value} of their active DON!! cards." if a.get("player") == "opponent"
                  else f"Rest up to {a.value} of your opponent's DON!! cards."),
    Meaning(lambda a: -1, "rest_don"),
    fields={"player": Field(choice("you", "opponent"), default="you",
                            doc="`opponent`: \"Your opponent rests N of their active DON!! cards\" (N, not up to N)")},
    start=_rest_opponent_don,
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
    choose_among(g, ctx, a, items, "rest_target", sel.how_many, sel.up_to)


def choose_among(g: Game, ctx: Ctx, a: Action, items: tuple[Any, ...], purpose: str, most: int, up_to: bool) -> None:
    """One selection of up to `most` among cards and DON!! cards (one DON!! item per DON!! card that may be
    taken); the action's `apply` gets the chosen ones."""
    high = min(most, len(items))
    numbers = tuple(f"#{u}" if isinstance(u, int) else "DON!!" for u in items)
    choose_cards(g, Pick(
        player=ctx.player, purpose=purpose, items=items, picked=(), low=0 if up_to else high,
        high=high, ordered=False, numbers=numbers, then=Frame("targets_chosen", (ctx, a)),
        text=g.rules.prompt_text(g, ctx, a), source=ctx.src, action=a))


def _rest_don_or_character_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    cause = Cause("effect", ctx.player, ctx.src)
    for item in chosen:
        if isinstance(item, tuple):  # an active DON!! card of the opponent
            if players(g)[item[1]].don_active:
                g.emit(DonMoved("don", item[1], "active", "rested", 1))
        elif replacements(g, ("rest",), item, cause):  # 8-1-3-4 (PRB02-006): "... would be rested ... instead"
            g.push(Frame("rest_one", (item, g.s.epoch[item], cause)))
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


# --- round 3 (issue 22): a DON!! given as an activation cost ("You may give 1 of your opponent's rested
# DON!! cards to 1 of your opponent's Characters: ..."); declared beside the action whose choice it reuses.
def _give_cost_value(c: Checker, value: Any, parent: Any, key: Any) -> Action:
    """a mapping: `count` (default 1), `target` (a selector), `don_state`, `don_owner` — as the `give_don` action"""
    if not isinstance(value, dict):
        raise c.fail(parent, key, f"'{key}' must be a mapping: target, and count, don_state, don_owner")
    raw = {"give_don": value.get("count", 1), **{k: v for k, v in value.items() if k != "count"}, "up_to": False}
    return c.registry.action(c, raw, parent, key)


def _give_cost_can(g: Game, p: int, src: int, a: Action, reserved: Any) -> bool:
    ctx = Ctx(p, src, g.s.epoch[src])
    for t in candidates(g, ctx, a.get("target")):
        giver = don_giver(g, ctx, a, t)
        spent = reserved.get("don", 0) if giver == p and a.get("don_state") == "active" else 0
        if a.value + spent <= don_available(g, giver, a.get("don_state"), t):
            return True
    return False


def _give_cost_words(a: Action) -> str:
    w = R.words
    assert w is not None
    target = a.get("target")
    if (a.get("don_owner", "you") == "you" and target != SELF and target.zone == "leader_or_character"
            and target.owner == "you" and not target.filters):  # OP13-007's words
        return f"give {a.value} of your {a.get('don_state')} DON!! cards to 1 of your Leader or Character cards"
    text = _give_don_words(a, w)
    return text[:1].lower() + text[1:].rstrip(".")


R.declare(CostDecl(
    name="give_don",
    clause="8-3-1, 6-5-5",
    doc="give N DON!! cards (as the `give_don` action: `don_state`, `don_owner`) to 1 card the `target` selects",
    value=_give_cost_value,
    can_pay=_give_cost_can,
    pay=give_don,
    words=_give_cost_words,
    example=Action("give_don", 1, Frozen(target=Selector("opponent", "character", 1, False, False),
                                         don_state="rested", don_owner="opponent", up_to=False)),
))


# --- round 3 (issue 22): "Your opponent returns 1 DON!! card from their field to their DON!! deck."
def _returner(ctx: Ctx, a: Action) -> int:
    return ctx.player if a.get("player", "you") == "you" else 1 - ctx.player


def _return_sources(g: Game, p: int, state: str) -> list[Any]:
    """One entry per DON!! card of player p that may be returned: from the field (given, active,
    rested), or only the active ones of the cost area."""
    sources = ops.don_sources(g, p)
    return [w for w in sources if w == "active"] if state == "active" else sources


def _return_don(g: Game, ctx: Ctx, a: Action) -> None:
    """10-2-10, 1-3-2: the player the text names returns N of their DON!! cards (as many as they have,
    if fewer), choosing which: their own field (3-4-2: the player a card text names does it)."""
    from itertools import combinations

    p = _returner(ctx, a)
    sources = sorted(_return_sources(g, p, a.get("don_state")), key=str)
    n = min(_to_return(g, p, a), len(sources))
    if not n:
        return
    options = [Command(p, "choose", tuple(("don", p, w) for w in combo))
               for combo in sorted(set(combinations(sources, n)), key=str)]
    ops.performed(g, "return_don", n)
    g.ask(p, "choose", options, Frame("don_minus_chosen", (ctx._replace(player=p),)),
          f"{g.card(ctx.src).name}: choose {plural(n, 'DON!! card')} of your field to return to your DON!! deck.",
          purpose="don_to_return", outcomes=tuple(Outcome("don_to_return", c.args, -1, n) for c in options))


def _to_return(g: Game, p: int, a: Action) -> int:
    """N, or (OP08-074) as many as player p has on their field above their opponent's (10-2-10: none if not more)."""
    if a.value == SAME:
        return max(0, ops.don_on_field(g, p) - ops.don_on_field(g, 1 - p))
    return int(a.value)


SAME = "same_as_opponent"


def _n_or_same(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a whole number ≥ 1, or `same_as_opponent` (until you have as many DON!! cards on your field as your
    opponent)"""
    if value == SAME:
        if parent.get("player", "you") != "you" or parent.get("don_state", "field") != "field":
            raise c.fail(parent, key, f"'{SAME}' returns your own DON!! cards from your field")
        return SAME
    return whole(1)(c, value, parent, key)


def _return_don_words(a: Action, w: Wording) -> str:
    if a.value == SAME:  # OP08-074
        return ("Return DON!! cards from your field to your DON!! deck until you have the same number of DON!! cards "
                "on your field as your opponent.")
    active = a.get("don_state") == "active"
    if a.get("player") == "opponent":
        what = f"{a.value} of their active DON!! cards" if active else f"{plural(a.value, 'DON!! card')} from their field"
        return f"Your opponent returns {what} to their DON!! deck."
    what = f"{a.value} of your active DON!! cards" if active else f"{plural(a.value, 'DON!! card')} from your field"
    return f"Return {what} to your DON!! deck."


_action(
    "return_don",
    "10-2-10, 3-9",
    "a player (you, or `player: opponent`: the prompt goes to them) returns N of their DON!! cards from their"
    " field (given ones included; `don_state: active`: only active ones of the cost area) to their DON!! deck,"
    " choosing which; as many as they have if fewer; `same_as_opponent`: until you have as many on your field as"
    " your opponent",
    _n_or_same,
    _return_don_words,
    Meaning(lambda a: -1, "don_to_return"),
    fields={
        "player": Field(choice("you", "opponent"), default="you"),
        "don_state": Field(choice("field", "active"), default="field", doc="`active`: only active DON!! cards"),
    },
    start=_return_don,
    can=lambda g, ctx, a: a.value == SAME or len(_return_sources(g, _returner(ctx, a), a.get("don_state"))) >= a.value,
    sample={"return_don": 1, "player": "opponent"},
)


# --- round 3 (issue 22): "you may rest any number of your DON!! cards. For every DON!! card rested this way, ..."
def _rest_don_cards_words(a: Action, w: Wording) -> str:
    many = "any number of" if a.value == ANY_NUMBER else f"up to {a.value} of"
    return f"Rest {many} your DON!! cards."


_action(
    "rest_don_cards",
    "4-4",
    "rest up to N (or `any` number) of your active DON!! cards, the player choosing how many; the count"
    " `don_rested` is how many it rested",
    count_or_any,
    _rest_don_cards_words,
    Meaning(lambda a: 0, "rest_don"),
    start=_don_count(
        "rest_don_cards",
        "rest_don",
        lambda me: me,
        "active",
        lambda g, p: players(g)[p].don_active,
        lambda g, ctx, a, p, n: (g.emit(DonMoved("don", p, "active", "rested", n)), ops.performed(g, "rest_don_cards", n)),
    ),
    sample={"rest_don_cards": "any"},
)


# --- round 3 (issue 22): "you cannot set DON!! cards as active using Character effects during this turn"
def don_activation_banned(g: Game, ctx: Ctx) -> bool:
    """8-1-3-3: the `set_don_active` prohibition is in force for this effect's player and its card is a Character."""
    return g.card(ctx.src).category == "character" and continuous.prohibited(g, "set_don_active", player=ctx.player)


# "Set this Character or up to 1 of your DON!! cards as active": one choice among this card and a rested DON!!.
def _set_active_or_don(g: Game, ctx: Ctx, a: Action) -> None:
    items: tuple[Any, ...] = tuple(u for u in candidates(g, ctx, a.value) if u in g.s.rested)
    if players(g)[ctx.player].don_rested and not don_activation_banned(g, ctx):
        items += (("don", ctx.player, "rested"),)
    choose_among(g, ctx, a, items, "activate_target", 1, True)


def _set_active_or_don_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for item in chosen:
        if isinstance(item, tuple):  # a rested DON!! card
            if players(g)[ctx.player].don_rested:
                g.emit(DonMoved("don", ctx.player, "rested", "active", 1))
        elif item in g.s.rested:
            ops.set_active(g, item)


def _set_active_or_don_words(a: Action, w: Wording) -> str:
    card = "this card" if a.value == SELF else w.selector(a.value)
    return f"Set {card} or up to 1 of your DON!! cards as active."


_action(
    "set_active_or_don",
    "4-4",
    "set active one of: the card the selector finds (`self`: this card), or up to 1 of your rested DON!! cards"
    " (one choice among both)",
    _selector,
    _set_active_or_don_words,
    Meaning(lambda a: 1, "activate_target"),
    start=_set_active_or_don,
    apply=_set_active_or_don_apply,
    sample={"set_active_or_don": "self"},
)
