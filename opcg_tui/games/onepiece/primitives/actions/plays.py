"""Playing cards by an effect (3-7-3, 3-8-3): the `play` action, the frame that plays a card, and OP06-086's pair
(one card played active, the other rested)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.continuous import Cause
from .....engine.declarations import Field, Meaning
from .....engine.interpreter import candidates
from .....engine.records import Ctx, Frame, Pick, Reveal
from .....engine.registry import SELF, Action, boolean, choice, declared
from ... import ops
from ...frames import frame
from ..base import R
from .moves import _hand_owner, _placer, _that
from .shared import THAT, _action, _selector

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Checker, Wording


def _play(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    if a.get("other") is not None:
        _choose_other(g, ctx, a, chosen)
        return
    where = a.get("from")
    if a.get("that"):
        # "The Character played with this effect gains ...": the cards as they will be on the field (3-1-6:
        # a played card is a new card; one not played after all is not "that card").
        ops.remember(g, ctx.src, tuple(chosen), moved=True)
    for uid in reversed(chosen):
        if where and uid not in R.zones[where].pool(g, g.s.owner[uid]):
            continue  # "play this Character card from your trash": only from there
        g.push(play_frame(g, ctx.player, uid, bool(a.get("rested")), ctx.src))


def _playable(g: Game, uid: int) -> bool:
    # 3-7-3, 3-8-3, 6-5-3-1: only Character and Stage cards are played (placed on the field); 1-3-3: not
    # while its owner "cannot play" it.
    return g.card(uid).category in ("character", "stage") and not ops.play_prohibited(g, g.s.owner[uid], uid) \
        and not continuous.prohibited(g, "be_played", uid, cause=Cause("effect", g.s.owner[uid]))  # OP12-036


def _other(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a selector of one card, from the area the `play` selector names"""
    sel = _selector(c, value, parent, key)
    first = parent.get("play")
    if sel == SELF or sel.how_many != 1 or not isinstance(first, dict) or first.get("zone") != sel.zone \
            or first.get("count", 1) != 1 or parent.get("rested") or parent.get("player", "you") != "you":
        raise c.fail(parent, key, f"'{key}' is a selector of 1 card of the same area as the 'play' selector's 1 card")
    return sel


_action(
    "play",
    "3-7-3, 3-8-3",
    "play the chosen Character or Stage cards (no cost is paid)",
    _selector,
    lambda a, w: _play_words(a, w),
    Meaning(lambda a: 1, "play_target"),
    fields={
        "rested": Field(boolean, doc="played rested (3-7-5)"),
        "from": Field(declared("zone"), doc="`self` only: the area it is played from, for the wording"),
        # OP13-119: "your opponent plays up to 1 Character card with a cost of 4 or less from their hand"
        "player": Field(_placer, default="you", doc="`opponent`: your opponent chooses and plays cards of their "
                                                    "own hand (`{owner: opponent, zone: hand}`; 3-4-2, 3-4-3)"),
        "that": THAT,
        "other": Field(_other, doc='OP06-086: a second selector: "Choose up to 1 <the selector\'s> and up to 1 <its> '
                                   '... Play 1 card and play the other card rested." (the player chooses which is '
                                   'played active)'),
        "wording": Field(choice("one_revealed", "other_revealed"),
                         doc='OP10-058, zone `that_card`: "Play 1 of the revealed cards", "play the other card ... if it'
                             ' has <the filters>"'),
    },
    targets="",
    apply=_play,
    accepts=_playable,
    chooser=_hand_owner,  # 3-4-2, 3-4-3: the player whose hand it is chooses
    sample={"play": "self"},
)


def play_frame(g: Game, player: int, uid: int, rested: bool = False, src: int | None = None) -> Frame:
    """The frame that plays `uid` (no cost paid); a card played from a secret area is revealed (11-2-1),
    unless the effect of `src` revealed it already."""
    if g.s.area(uid) in ("deck", "life") and (src is None or uid not in ops.that_cards(g, src)):
        g.emit(Reveal("reveal", player, uid))
    # 3-7-5: placed active unless the effect says rested.
    return Frame("play_card", (g.s.owner[uid], uid, True) if rested else (g.s.owner[uid], uid))



def _play_words(a: Action, w: Wording) -> str:
    """'Play up to 1 [Caribou] with a cost of 4 or less from your hand rested.', 'Play this Character
    card from your trash rested.', 'You may play that card rested.'"""
    sel = a.value
    other = a.get("other")
    if other is not None:  # OP06-086
        where = f" {R.zones[sel.zone].where}"
        return (f"Choose {w.selector(sel).removesuffix(where)} and {w.selector(other)}. "
                "Play 1 card and play the other card rested.")
    rested = " rested" if a.get("rested") else ""
    if sel == SELF:
        where = a.get("from")
        what = f"this Character card {R.zones[where].where}" if where else "this card"
        return f"Play {what}{rested}."
    if _that(sel) and a.get("wording"):  # OP10-058
        has = " and ".join(R.filters[k].words(v, w) for k, v in sel.filters).removeprefix("with ")
        return ("Play 1 of the revealed cards." if a.get("wording") == "one_revealed"
                else f"Play the other card{rested}{f' if it has {has}' if has else ''}.")
    if _that(sel):
        return f"{'You may play' if sel.up_to else 'Play'} {w.selector(sel._replace(up_to=False))}{rested}."
    if a.get("player") == "opponent":
        cards = w.selector(sel._replace(owner="you")).removesuffix(" from your hand")
        return f"Your opponent plays {cards} from their hand{rested}."
    return f"Play {w.selector(sel)}{rested}."


# --- issue 24 (OP06-086): "Choose up to 1 Character card with a cost of 4 or less and up to 1 Character card with a
# cost of 2 or less from your trash. Play 1 card and play the other card rested."
def _choose_other(g: Game, ctx: Ctx, a: Action, first: tuple[Any, ...]) -> None:
    """8-4-4-1: the second card is chosen after the first (another card, which its selector finds)."""
    from .....engine.interpreter import choose_cards

    sel = a.get("other")
    items = tuple(u for u in candidates(g, ctx, sel) if _playable(g, u) and u not in first)
    high = min(sel.how_many, len(items))
    choose_cards(g, Pick(player=ctx.player, purpose="play_target", items=items, picked=(),
                         low=0 if sel.up_to else high, high=high, ordered=False, numbers=None,
                         then=Frame("play_other_chosen", (ctx, first)), text=g.rules.prompt_text(g, ctx, a),
                         source=ctx.src))


@frame("play_other_chosen")
def _play_other_chosen(g: Game, ctx: Ctx, first: tuple[Any, ...], second: tuple[Any, ...]) -> None:
    pair = (*first, *second)
    if len(pair) < 2:  # "Play 1 card": a card chosen alone is played (active); there is no other card
        g.push(*(play_frame(g, ctx.player, uid, False, ctx.src) for uid in pair))
        return
    from .....engine.interpreter import choose_cards

    choose_cards(g, Pick(player=ctx.player, purpose="play_target", items=pair, picked=(), low=1, high=1,
                         ordered=False, numbers=None, then=Frame("play_pair_active", (ctx, pair)),
                         text=f"{g.card(ctx.src).name}: choose the card to play active (the other is played rested).",
                         source=ctx.src))


@frame("play_pair_active")
def _play_pair_active(g: Game, ctx: Ctx, pair: tuple[int, ...], chosen: tuple[int, ...]) -> None:
    # 1-3-7: "Play 1 card and play the other card rested": the active one first.
    rested = next(u for u in pair if u not in chosen)
    g.push(play_frame(g, ctx.player, chosen[0], False, ctx.src), play_frame(g, ctx.player, rested, True, ctx.src))
