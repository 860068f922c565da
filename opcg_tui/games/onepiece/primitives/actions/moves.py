"""Actions that move or turn cards on the field: K.O., return to the hand, place at the bottom of the deck, rest
and set as active (hand.py: the actions declared after them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.continuous import Ban, Cause
from .....engine.declarations import Field, Meaning
from .....engine.interpreter import candidates
from .....engine.records import Ctx, Frame
from .....engine.registry import SELF, Action, boolean, choice
from .....engine.replacements import replacements
from ... import ops
from ..base import R, label
from .shared import THAT, _action, _remembering, _selector, _subject

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Checker, Wording


def _cause(ctx: Ctx, a: Action) -> Cause:
    """The effect's action as the cause of what happens to a card (the `remove` and `ko` frames
    count it as done when it happens: 4-10-1)."""
    return Cause("effect", ctx.player, ctx.src, a.name)


def _leaves_field(dst: str, where: str = "top") -> Any:
    def apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
        cause = _cause(ctx, a)
        for uid in reversed(chosen):
            g.push(Frame("remove", (uid, g.s.epoch[uid], dst, where, cause)))

    return apply


def _removable(g: Game, ctx: Ctx, uid: int) -> bool:
    """A card on the field can be removed unless an effect forbids it (1-3-3, 4-11-2)."""
    return not ops.on_field(g, uid) or not ops.removal_prohibited(g, uid, Cause("effect", ctx.player, ctx.src))


def _ko(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    cause = _cause(ctx, a)
    for uid in reversed(chosen):
        g.push(Frame("ko", (uid, g.s.epoch[uid], cause)))


def _select_first_words(a: Action, w: Wording) -> str:
    """OP15-031: "Select up to 1 of your opponent's rested Characters. If the chosen Character has a cost equal
    to the number of DON!! cards given to it, K.O. it." — the selector's last filter is the condition."""
    sel = a.value
    *first, (name, value) = sel.filters
    has = R.filters[name].words(value, w).removeprefix("with ")
    return f"Select {w.selector(sel._replace(filters=tuple(first)))}. If the chosen Character has {has}, K.O. it."


def _ko_able(g: Game, uid: int) -> bool:
    # 10-2-1-2: K.O. places a Character (or a Stage) in its owner's trash.
    return bool(g.card(uid).category in ("character", "stage"))


def _koable_now(g: Game, ctx: Ctx, uid: int) -> bool:
    # 10-2-1-3, 1-3-3: "cannot be K.O.'d (by effects)" wins over the K.O.
    return not ops.ko_prohibited(g, uid, Cause("effect", ctx.player, ctx.src))


_action(
    "ko",
    "10-2-1",
    "K.O. the chosen cards (a Character or Stage to its owner's trash)",
    _selector,
    lambda a, w: _select_first_words(a, w) if a.get("select_first") else f"K.O. {w.selector(a.value)}.",
    Meaning(lambda a: -1, "ko_target"),
    fields={"select_first": Field(boolean, doc='words it "Select up to 1 .... If the chosen Character has <its last'
                                               ' filter>, K.O. it." (choosing one without it would do nothing)')},
    targets="",
    apply=_ko,
    accepts=_ko_able,
    acts_on=_koable_now,
    sample={"ko": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 3}},
)
def _their_words(sel: Any, w: Wording) -> str:
    """ "1 of their active Characters": the opponent's own cards, as the sentence whose subject they are says them."""
    return w.selector(sel._replace(owner="you")).replace("your ", "their ", 1)


def _return_words(a: Action, w: Wording) -> str:
    if a.get("player") == "opponent":  # OP06-051: "Your opponent returns 1 of their Characters to the owner's hand."
        return f"Your opponent returns {_their_words(a.value, w)} to the owner's hand."
    return f"Return {w.selector(a.value)} to the owner's hand."


def _return_to_hand(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    if a.get("that"):  # EB01-020: "... a different color than the returned Character": as it will be in the hand
        ops.remember(g, ctx.src, tuple(chosen), moved=True)
    _leaves_field("hand")(g, ctx, a, chosen)


def _hand_owner(ctx: Ctx, a: Action) -> int:
    return ctx.player if a.get("player", "you") == "you" else 1 - ctx.player


# The areas whose cards `player: opponent` has the opponent choose, per action (3-4-2, 3-4-3, 1-3-4).
_THEIRS = {"deck_bottom": ("hand", "trash", "character"),  # OP11-072: "from their trash"; P-055: "1 of their Characters"
           "play": ("hand",), "return_to_hand": ("character",)}  # OP06-051: "returns 1 of their Characters"


def _placer(c: Checker, value: Any, parent: Any, key: Any) -> str:
    """`you` | `opponent` (your opponent chooses cards of their own, `{owner: opponent, zone: hand}`)"""
    player = choice("you", "opponent")(c, value, parent, key)
    name = next(n for n in _THEIRS if n in parent)
    sel, zones = parent.get(name), _THEIRS[name]
    if player == "opponent" and not (isinstance(sel, dict) and sel.get("owner") == "opponent"
                                     and sel.get("zone") in zones):
        raise c.fail(parent, key, f"'player: opponent' has the opponent choose cards of their own: "
                                  f"the selector must be {{owner: opponent, zone: {'|'.join(zones)}, ...}}")
    return player


_action(
    "return_to_hand",
    "3-1-6",
    "return the chosen cards to their owner's hand; with `player: opponent` your opponent chooses cards of their"
    " own (`{owner: opponent, zone: character}`: the prompt goes to them)",
    _selector,
    _return_words,
    Meaning(lambda a: -1, "return_target"),
    fields={"player": Field(_placer, default="you"), "that": THAT},
    targets="",
    apply=_return_to_hand,
    acts_on=_removable,
    chooser=_hand_owner,  # 3-4-2, 1-3-4: "your opponent returns 1 of their Characters": they choose
    sample={"return_to_hand": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 4}},
)


def _deck_bottom_words(a: Action, w: Wording) -> str:
    """'Your opponent places 1 card from their hand at the bottom of their deck.', 'Your opponent places 3 Events
    from their trash at the bottom of their deck in any order.' or _to_deck_words."""
    if a.get("player") != "opponent":
        return _to_deck_words(a, w, "bottom")
    sel = a.value
    if R.zones[sel.zone].on_field:  # P-055
        return f"Your opponent places {_their_words(sel, w)} at the bottom of the owner's deck."
    what = w.selector(sel._replace(owner="you", up_to=False)).removesuffix(f" {R.zones[sel.zone].where}")
    order = " in any order" if sel.how_many > 1 else ""
    return (f"Your opponent places {'up to ' if sel.up_to else ''}{what} from their {sel.zone} "
            f"at the bottom of their deck{order}.")


def _that(sel: Any) -> bool:
    return sel != SELF and sel.zone == "that_card"


def _to_deck_words(a: Action, w: Wording, where: str) -> str:
    """'Place up to 1 of your opponent's Characters ... at the bottom of the owner's deck.',
    'Place 1 card from your hand at the top of your deck.'"""
    sel = a.value
    whose = "the owner's deck"
    if sel != SELF and not R.zones[sel.zone].on_field and sel.owner == "you":
        whose = "your deck"
    if _that(sel):
        return f"Place the revealed card at the {where} of your deck."
    if whose == "your deck" and sel.how_many > 1:
        whose += " in any order"  # "place 2 cards from your hand at the bottom of your deck in any order"
    what = w.selector(sel)
    if sel != SELF and sel.zone in ("life", "life_top_or_bottom"):  # OP01-063: "... from your opponent's Life area"
        from .life import _life_words  # here: importing life first would reorder the registry

        what = _life_words(sel, w)
    if sel != SELF and sel.all and sel.owner == "you" and R.zones[sel.zone].on_field:
        # OP05-119: "Place all of your Characters except this Character at the bottom of your deck in any order."
        whose, what = "your deck in any order", what.replace(" other than this card", " except this Character")
    if sel != SELF and sel.all and sel.owner == "you" and sel.zone == "hand" and not sel.filters:
        whose, what = "your deck in any order", "all cards in your hand"  # P-046
    return f"Place {what} at the {where} of {whose}."


_action(
    "deck_bottom",
    "3-1-6",
    "place the chosen cards at the bottom of their owner's deck; with `player: opponent` your opponent chooses"
    " the cards of their hand (the prompt goes to them)",
    _selector,
    _deck_bottom_words,
    Meaning(lambda a: -1, "bottom_target"),
    fields={"player": Field(_placer, default="you")},
    targets="",
    apply=_leaves_field("deck", "bottom"),
    acts_on=_removable,
    chooser=_hand_owner,  # 3-4-2, 3-4-3: the player whose hand it is chooses
    sample={"deck_bottom": {"owner": "opponent", "zone": "hand"}, "player": "opponent"},
)


def _restable(g: Game, ctx: Ctx, uid: int) -> bool:
    # 1-3-2-1: a rested card is not rested again; 1-3-3: "cannot be rested" wins.
    cause = Cause("effect", ctx.player, ctx.src)
    return uid not in g.s.rested and not continuous.prohibited(g, "be_rested", uid, cause=cause)


def _rest(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    cause = _cause(ctx, a)
    for i, uid in enumerate(chosen):
        if _restable(g, ctx, uid) and replacements(g, ("rest",), uid, cause):
            # 8-1-3-4 (PRB02-006): a replacement may apply instead: this card and the next ones, one by one.
            keep = (ctx.player, label(g, ctx)) if a.get("no_refresh") else None
            g.push(*(Frame("rest_one", (u, g.s.epoch[u], cause, keep)) for u in chosen[i:]))
            return
        if _restable(g, ctx, uid):
            ops.rest(g, uid, cause)
            ops.performed(g, a.name)
        if a.get("no_refresh"):
            # 6-2-4: "... and that Character will not become active in your opponent's next Refresh Phase".
            continuous.add(g, "prohibit", uid, Ban("become_active"), ("refresh", g.s.owner[uid]), ctx.player,
                           label(g, ctx))


def _rest_words(a: Action, w: Wording) -> str:
    if a.get("no_refresh"):
        return (f"Rest {w.selector(a.value)} and that Character will not become active in your opponent's "
                "next Refresh Phase.")
    return f"Rest {w.selector(a.value)}."


_action(
    "rest",
    "4-4",
    "rest the chosen cards",
    _selector,
    _rest_words,
    Meaning(lambda a: -1, "rest_target"),
    fields={"no_refresh": Field(boolean, doc="and the card will not become active in its owner's next Refresh Phase")},
    targets="",
    apply=_rest,
    acts_on=_restable,
    sample={"rest": {"owner": "opponent", "zone": "character", "up_to": True}},
)


def _set_active(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    also = a.get("also")
    if also is not None:  # EB04-013: "... and your Leader": every card `also` finds, with no choice
        chosen = (*chosen, *(u for u in candidates(g, ctx, also) if u not in chosen))
    ops.performed(g, a.name, sum(uid in g.s.rested for uid in chosen))
    for uid in chosen:
        ops.set_active(g, uid)


def _also(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a selector of your Leader (`{zone: leader}`) or of `all` the cards it finds"""
    sel = _selector(c, value, parent, key)
    if sel == SELF or not (sel.zone == "leader" or sel.all):
        raise c.fail(parent, key, f"'{key}' must select your Leader or all the cards it finds, with no choice")
    return sel


def _set_active_words(a: Action, w: Wording) -> str:
    also = a.get("also")
    more = "" if also is None else f" and {w.selector(also)}"
    return f"Set {_subject(a.value, w)}{more} as active."


_action(
    "set_active",
    "4-4",
    "set the chosen cards (and every card `also` finds) as active",
    _selector,
    _set_active_words,
    Meaning(lambda a: 1, "activate_target"),
    # EB04-013: "set up to 2 of your {Minks} type Characters and your Leader as active"
    fields={"that": THAT, "also": Field(_also, doc="and these cards too, with no choice: `{zone: leader}`")},
    targets="",
    apply=_remembering(_set_active),
    acts_on=lambda g, ctx, uid: uid in g.s.rested,  # 1-3-2-1: an active card is not set as active
    sample={"set_active": "self"},
)
