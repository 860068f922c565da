"""Combos by a skill (FW 5-6): "use up to 1 Battle Card … in a combo" from the cards a skill looks at."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.declarations import ActionDecl, Field, Meaning
from ....engine.interpreter import queue_auto
from ....engine.records import Ctx, Move, Reveal
from ....engine.registry import Action, choice
from ..state import ComboNote
from ..vocabulary import R

if TYPE_CHECKING:
    from ....engine.game import Game


def _combo_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    """FW 5-6-1, 5-6-3-2: the card goes to your Combo Area; its combo power counts for your card in the
    battle (8-4-4). Outside a battle (8-1-2-2) there is no card to combo for: nothing happens."""
    b = g.s.battle
    receiver = None if b is None else b.attacker if g.s.owner[b.attacker] == ctx.player else b.guard
    if receiver is None or g.s.owner[receiver] != ctx.player:
        return
    for uid in chosen:
        if g.s.area(uid) == "deck":
            g.emit(Reveal("reveal", ctx.player, uid))  # FW 3-1-7: from a secret area, revealed
        g.emit(Move("move", uid, g.s.area(uid), "combo", "top"))
        g.emit(ComboNote("note", "combo", uid, receiver))
        queue_auto(g, "combo_in_battle", [receiver])


def _combo_words(a: Action, w: Any) -> str:
    sel = a.value
    after = [R.filters[n].words(v, w) for n, v in sel.filters if R.filters[n].part == "after"]
    phrase = " ".join([f"up to {sel.how_many}" if sel.up_to else str(sel.how_many), "Battle Card", *after])
    rest = " Place the rest at the top of its owner's deck." if a.get("the_rest") == "top" else ""
    where = f" {R.zones[sel.zone].where}" if sel.zone == "drop" else ""  # "… in a combo from your Drop." (FB06-103)
    return f"Use {phrase} in a combo{where}.{rest}"


R.declare(ActionDecl(name="combo", clause="FW 5-6, 8-1-2-2", doc="use the chosen Battle Cards in a combo for your card "
                     "in the battle (from the cards looked at)", value=R.selector, words=_combo_words,
                     meaning=Meaning(lambda a: 1, "combo_target"), targets="", apply=_combo_apply,
                     accepts=lambda g, u: g.card(u).category == "battle",
                     fields={"the_rest": Field(choice("top"), doc="\"Place the rest at the top of its owner's deck.\" "
                                           "(FB03-107): the looked-at cards not used stay on top, in their order")},
                     sample={"combo": {"zone": "looked", "up_to": True, "trait": "Bardock's Crew"}}))
