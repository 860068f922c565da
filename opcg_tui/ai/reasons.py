"""Why the scripted policy chose what it chose: `ReasonedPolicy` keeps what its decision found (the
gains it weighed, its attack plan, its counter plan) and says it in a few words.

A player's own decision goes through it (`normal`, `easy`, and the first idea of the searching
levels); their playouts keep the plain `Policy`, which records nothing. Every word comes from the
seat's own view: its hand, the open areas, the battle's powers. What it holds is not spelled out (the
person reading is its opponent): "keeps 1 DON!! for the opponent's turn", not "for its Guard Point".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Command
from ..games.onepiece import ops
from .base import ONLY, Decision
from .evaluate import Evaluator
from .policy import Policy
from .weights import Weights

if TYPE_CHECKING:
    from ..engine import Game


# The policy's own rule for a choice (Policy.PURPOSES), as the person it plays against reads it.
CHOSEN = {
    "give_don": "to the card about to battle, else a ready attacker",
    "don_to_return": "rested DON!! first",
    "trash_from_hand": "the card least worth keeping",
    "limit_trash": "the Character worth least",
    "order_top": "the cards worth drawing on top",
    "attack_target": "a card that survives the attack, else the one worth least",
}


class ReasonedPolicy(Policy):
    """The policy, and `decision`: its answer with the reason its computation found."""

    def __init__(self, weights: Weights | None = None, evaluator: Evaluator | None = None) -> None:
        super().__init__(weights, evaluator)
        self.gains: dict[Command, float] = {}  # this decision's plays and activations, as valued
        self.plan: list[tuple[int, int, int]] = []  # its attack plan
        self.counters: tuple[float, list[Command]] | None | bool = False  # its counter plan (False: none sought)

    def main_gain(self, g: Game, seat: int, cmd: Command) -> float:
        value = self.gains[cmd] = super().main_gain(g, seat, cmd)
        return value

    def attack_plan(self, g: Game, seat: int, options: list[Command]) -> list[tuple[int, int, int]]:
        self.plan = super().attack_plan(g, seat, options)
        return self.plan

    def counter_plan(self, g: Game, seat: int, options: list[Command], target: int, attacker: int,
                     needed: int) -> tuple[float, list[Command]] | None:
        self.counters = super().counter_plan(g, seat, options, target, attacker, needed)
        return self.counters

    def decision(self, g: Game, seat: int, options: list[Command]) -> Decision:
        real = [c for c in options if c.kind != "concede"] or list(options)
        if len(real) == 1:
            return Decision(real[0], ONLY)
        self.gains, self.plan, self.counters = {}, [], False
        cmd = self.decide(g, seat, real)
        return Decision(cmd, self.reason(g, seat, real, cmd))

    # ---------------------------------------------------------------- in words
    def reason(self, g: Game, seat: int, options: list[Command], cmd: Command) -> str:
        pr = g.s.prompt
        assert pr is not None
        if pr.kind == "main":
            return self.main_reason(g, seat, options, cmd)
        if pr.kind in ("block", "counter"):
            return self.defence_reason(g, seat, cmd)
        if pr.kind == "trigger":
            return "its [Trigger] is worth more than the card in hand" if cmd.kind == "trigger" \
                else "the card is worth more in hand than its [Trigger]"
        if pr.kind == "yes-no":
            return "the effect leaves it better off" if cmd.kind == "yes" else "better off without the effect"
        if pr.kind == "choose":
            how = self.PURPOSES.get(pr.purpose, self.FIRST)
            if how in (self.FIRST, self.BY_OUTCOME):
                return "the first offered" if how == self.FIRST else "the best outcome for it"
            return CHOSEN.get(pr.purpose, "by its rule for Life cards" if pr.purpose in self.LIFE else "the best outcome for it")
        if pr.kind == "mulligan":
            return "enough Characters to play early" if cmd.kind == "keep" else "too few Characters to play early"
        return "it prefers to go first" if cmd.kind == "first" else "it prefers to go second"

    def main_reason(self, g: Game, seat: int, options: list[Command], cmd: Command) -> str:
        s = g.s
        me, opp = s.players[seat], s.players[1 - seat]
        if cmd.kind in ("play", "activate"):
            gain = self.gains.get(cmd)
            worth = "" if gain is None else f" ({gain:+.1f} by its evaluation)"
            return ("the best use of its DON!!" if cmd.kind == "play" else "worth using") + worth
        if cmd.kind in ("give", "attack"):
            if not self.plan:
                return "its plan of attack"
            attacker, target, don = self.plan[0]
            power, tp = ops.power(g, attacker) + 1000 * don, ops.power(g, target)
            if target != opp.leader:
                return f"to K.O. a rested Character ({power} against {tp})"
            if cmd.kind == "give":
                return f"to attack the Leader with {power} against {tp}"
            life = len(opp.life)
            if not life:
                return "the Leader has no Life left: a hit wins"
            hits = 2 if ops.has_keyword(g, attacker, "double_attack") else 1
            return f"{life} Life to {max(life - hits, 0)} unless stopped"
        why = []
        reserve = self.reserve(g, seat)
        if reserve and me.don_active <= reserve:
            why.append(f"keeps {reserve} DON!! for the opponent's turn")
        elif any(c.kind in ("play", "activate") for c in options):
            why.append("nothing worth playing")
        if any(c.kind == "attack" for c in options):
            held = len(me.life) <= self.p.keep_blockers_life and any(
                ops.has_keyword(g, c.args[0], "blocker") for c in options if c.kind == "attack")
            why.append("keeps its Blockers home" if held else "no attack that wins its battle")
        return "; ".join(why) or "nothing left to do"

    def defence_reason(self, g: Game, seat: int, cmd: Command) -> str:
        b = g.s.battle
        if b is None:
            return "no battle"
        me = g.s.players[seat]
        ap, tp = ops.power(g, b.attacker), ops.power(g, b.target)
        life = len(me.life)
        saves = (f"keeps Life at {life}" if life else "the hit would lose the game") if b.target == me.leader \
            else "saves the Character"
        if cmd.kind == "block":
            bp = ops.power(g, cmd.args[0])
            return f"{saves}; the Blocker survives ({bp} against {ap})" if bp > ap else saves
        if cmd.kind == "counter":
            n = len(self.counters[1]) if isinstance(self.counters, tuple) else 1
            return saves if n == 1 else f"{saves} with {n} counters"
        if tp > ap:
            return f"the attack fails anyway ({ap} against {tp})"
        if cmd.kind == "no-block":
            return "no Blocker worth what it would save"
        if self.counters is False:
            return "the damage costs it nothing it needs"
        if self.counters is None:
            return "cannot stop it"
        return "keeps its cards: worth more than what they would save"
