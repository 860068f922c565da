"""How good a position is for one seat: a weighted sum of material (weights.yaml, `evaluation`).

The evaluation reads only what the seat may know when given a redacted game, and the sampled
cards when given a determinization; the opponent's hand cards that are unknown ('?') count as
an average card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.registry import SELF
from ..games.onepiece import Card, ops
from ..games.onepiece.primitives import REGISTRY
from ..games.onepiece.rules import can_attack_with, first_turn
from .weights import Weights, load_weights

if TYPE_CHECKING:
    from ..engine import Game

UNKNOWN_NUMBER = "?"


REMOVAL = ("ko_target", "return_target", "bottom_target")  # purposes of actions that take a card away
# Effects of the attacker's side that make an attack worth making whatever its power.
BATTLE_TIMINGS = frozenset({"when_attacking", "end_of_battle", "when_rested", "when_opponent_activates_event",
                            "when_opponent_activates_blocker", "when_battles", "when_trigger_activates",
                            "when_attack_deals_damage"})


def counter_event_power(card: Card) -> int:
    """The power a [Counter] Event gives (0 when it gives none, -1 for removal counters)."""
    if card.category != "event":
        return 0
    found = card.effect_with("counter")
    if found is None:
        return 0
    for act in found[1].actions:
        decl = REGISTRY.actions[act.name]
        if decl.layer == "add:power" and isinstance(act.value, int):
            return act.value
        if decl.meaning.purpose in REMOVAL:
            return -1
    return 0


def field_cards(g: Game, seat: int) -> tuple[int, ...]:
    """The seat's Leader, Characters and Stage."""
    ps = g.s.players[seat]
    return (ps.leader, *ps.chars, *(() if ps.stage is None else (ps.stage,)))


def reacts_to_battle(g: Game, seat: int, attacker: int) -> bool:
    """Does anything on the attacker's side react to its attack: its own effects of a battle timing,
    or another card's that waits for other cards' (subject not itself)?"""
    for uid in field_cards(g, seat):
        for eff in g.card(uid).effects:
            if BATTLE_TIMINGS.intersection(eff.timings) and (uid == attacker or eff.subject != SELF):
                return True
    return False


class Evaluator:
    """`evaluate(game, seat)`: the position's value for `seat` (its side minus the other's)."""

    def __init__(self, weights: Weights | None = None) -> None:
        self.weights = weights or load_weights()
        self.w = self.weights.evaluation
        life = list(self.w.life)
        self.life_cum = [sum(life[1:n + 1]) for n in range(len(life))]
        self._hand: dict[str, float] = {}
        self._field: dict[str, float] = {}

    # ---------------------------------------------------------------- card values
    def hand_value(self, card: Card) -> float:
        v = self._hand.get(card.number)
        if v is None:
            w = self.w
            if card.number == UNKNOWN_NUMBER:
                v = w.unknown_hand_card
            else:
                v = w.hand_card + w.hand_counter_per_1000 * (card.counter or 0) / 1000
                boost = counter_event_power(card)
                if boost:
                    v += w.hand_counter_event_per_1000 * (boost if boost > 0 else 3000) / 1000
                v += w.hand_power_per_1000 * (card.power or 0) / 1000
            self._hand[card.number] = v
        return v

    def field_value(self, card: Card) -> float:
        v = self._field.get(card.number)
        if v is None:
            w = self.w
            if card.category == "stage":
                v = w.stage
            else:
                v = w.char_base + w.char_power_per_1000 * (card.power or 0) / 1000 + w.char_cost * (card.cost or 0)
                v += sum(REGISTRY.keywords[k].worth for k in card.keywords)
                if any(REGISTRY.timings[e.timing].lasting for e in card.effects):
                    v += w.char_effect
            self._field[card.number] = v
        return v

    def life_value(self, n: int) -> float:
        cum = self.life_cum
        return cum[n] if n < len(cum) else cum[-1] + (n - len(cum) + 1) * self.w.life[-1]

    # ---------------------------------------------------------------- positions
    def evaluate(self, g: Game, seat: int) -> float:
        s = g.s
        if s.winner is not None:
            if s.winner == 2:
                return 0.0
            return self.w.win if s.winner == seat else -self.w.win
        return self.side(g, seat) - self.side(g, 1 - seat)

    __call__ = evaluate

    def side(self, g: Game, p: int) -> float:
        w = self.w
        s = g.s
        ps = s.players[p]
        card = g._card
        v = self.life_value(len(ps.life))
        hv = self.hand_value
        for uid in ps.hand:
            v += hv(card[uid])
        fv = self.field_value
        rested = s.rested
        for uid in ps.chars:
            c = fv(card[uid])
            v += c * (1.0 - w.rested_risk) if uid in rested else c
        if ps.stage is not None:
            v += fv(card[ps.stage])
        v += w.don * ops.don_on_field(g, p)
        deck = len(ps.deck)
        if deck < w.deck_danger:
            v -= (w.deck_danger - deck) * w.deck_penalty
        if s.turn_player == p and s.phase == "main" and s.battle is None:
            v += self.attack_potential(g, p)
        return v

    def attack_potential(self, g: Game, p: int) -> float:
        """What the turn player may still do this Main Phase: active DON!! and ready attackers."""
        w = self.w
        ps = g.s.players[p]
        v = w.active_don_main * ps.don_active
        if first_turn(g, p):
            return v
        opp_leader = ops.power(g, g.s.players[1 - p].leader)
        for uid in (ps.leader, *ps.chars):
            if can_attack_with(g, uid):
                over = ops.power(g, uid) - opp_leader
                if over >= 0:
                    v += w.attacker_ready + w.attacker_per_1000 * min(3, over // 1000)
        return v
