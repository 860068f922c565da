"""[Evolve] and [Fusion Evolve] (FW 15-12): the declaration's check and the action that plays a card on top."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.basics import rest
from ....engine.declarations import (
    ActionDecl,
    Meaning,
)
from ....engine.interpreter import candidates, usable
from ....engine.records import (
    AddModifier,
    Ctx,
    Move,
)
from ....engine.registry import (
    Action,
)
from ..state import KiChanged, Stacked

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R
from .actions import ki
from .moves import played

# ------------------------------------------------------------------ [Evolve], [Fusion Evolve] (FW 15-12)
EVOLVE = {"evolve": 1, "fusion_evolve": 2}  # the Battle Cards each chooses (15-12-4, 15-12-11)


def evolve_skill(g: Game, player: int, uid: int) -> int | None:
    """The index of the [Evolve] / [Fusion Evolve] skill of a card in the hand that can be declared now:
    its skill cost payable and enough of your Battle Cards meeting its conditions (15-12-3, 15-12-4, 15-12-11)."""
    card = g.card(uid)
    if g.s.area(uid) != "hand" or card.category != "battle":
        return None
    for idx, eff in enumerate(card.effects):
        if eff.timing in EVOLVE and usable(g, player, uid, idx, eff):
            ctx = Ctx(player, uid, g.s.epoch[uid])
            if all(len(candidates(g, ctx, a.value)) >= EVOLVE[eff.timing] for a in eff.actions if a.name == "evolve"):
                return idx
    return None


def _evolve_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    """FW 15-12-5, 15-12-12, 14-5-2: play this card on top of the chosen Battle Cards; it takes their
    position (Rest Mode if any was rested: 0-2-6), the effects on their power and their [Ki]; they and
    the cards under them go under it (16-2-4), their skills negated (16-2-2)."""
    new = ctx.src
    s = g.s
    # FW 15-12-5-1, 15-12-6 (it fails) cannot arise: the cards were there at the declaration and nothing
    # comes between it and this resolution that moves a Battle Card (the skill cost is paid from elsewhere).
    rested = any(u in s.rested for u in chosen)
    powers = [m for m in s.mods if m.target in chosen and m.kind in ("add:power", "set:power")]
    under = tuple(u for uid in chosen for u in (uid, *s.under.get(uid, ())))  # type: ignore[attr-defined]
    ki_total = sum(ki(g, uid) for uid in chosen)
    g.emit(Move("move", new, "hand", "battle", "top"))  # FW 15-12-7: played by a skill
    if ki_total:
        g.emit(KiChanged("ki", new, ki_total))
    g.emit(Stacked("stack", new, under))  # the chosen cards' [Ki] and effects leave with them (1-12-4, 3-1-4)
    if rested:
        rest(g, new)
    for mod in powers:
        g.emit(AddModifier("mod", mod._replace(target=new)))
    played(g, new, "hand", by_skill=True)  # FW 9-6-7-3, 15-12-7: it was played by a skill


R.declare(ActionDecl(name="evolve", clause="FW 15-12-5, 15-12-12", doc="play this card (in the hand) on top of the "
                     "chosen Battle Cards (the skill of [Evolve] / [Fusion Evolve])", value=R.selector,
                     words=lambda a, w: f"Play this card on top of {w.selector(a.value)}.",
                     meaning=Meaning(lambda a: 1, "evolve_target"), targets="", apply=_evolve_apply,
                     sample={"evolve": {"zone": "battle", "name": "Son Goku"}}))


