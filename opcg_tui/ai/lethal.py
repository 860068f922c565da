"""The lethal search of the searching levels: a line of the whole turn that wins it against every
defence, searched rather than sampled.

From a Main Phase decision it searches the lines of play to the end of the turn — its own plays,
DON!!, activations, attacks and their order, and every block, Counter and [Trigger] answer of
the opponent against each attack (minimum) — on the game consistent with its view where the
opponent holds the strongest Counters its decklist allows and its Life the [Trigger] cards. A
line that wins there wins against every hand the view allows.

- **Budget where the turn is decided.** Lines are searched by discrepancy from the policy's own
  choice (limited discrepancy search, deepened while time remains): first the policy's line,
  then every line that departs from it once, twice, ... Equal positions reached in another order
  (the order of independent plays) are searched once (a table keyed by the state's signature).
- **Generic.** The candidates at each decision come from the prompt: its kind and the options'
  outcomes; no card is named anywhere.

A time cap per search (`budget_ms`); `nodes` bounds the positions searched, for reproducible
play (tests), and `discrepancies` the departures from the policy in one line (`hard` asks for
one, `expert` for two). Same seed and bounds, same result.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from ..engine import Command
from ..games.onepiece import ops
from ..games.onepiece.rules import can_attack_with
from .base import Decision
from .determinize import Sampler, mix
from .evaluate import counter_event_power
from .policy import Policy, _ceil_k
from .weights import Weights, load_weights

if TYPE_CHECKING:
    from ..engine import Game

MAX_ANSWERS = 8  # candidates at a prompt other than the Main Phase


class OutOfBudget(Exception):
    pass


class LethalSearch:
    """`find`: the first move of a line that wins this turn against every defence (and what it
    searched to find it), or None."""

    def __init__(self, seed: int = 0, weights: Weights | None = None, nodes: int | None = None,
                 discrepancies: int = 1) -> None:
        self.seed = seed
        self.discrepancies = discrepancies
        self.nodes = nodes
        self.policy = Policy(weights or load_weights(), lethal_first=True)
        self.win = self.policy.ev.w.win
        self.stats: dict[str, int] = {"searched": 0, "nodes": 0, "lethal": 0, "out_of_budget": 0}

    def find(self, position: Game, seat: int, options: list[Command], decklists: list[list[str]],
             budget_ms: float) -> Decision | None:
        s = position.s
        if s.turn_player != seat or not self.lethal_possible(position, seat):
            return None
        self.stats["searched"] += 1
        self.seat, self.turn = seat, s.turn
        self.deadline = time.perf_counter() + budget_ms / 1000
        limit = self.left = self.nodes if self.nodes is not None else 1 << 60
        roots = self.candidates(position, options, self.policy.decide(position, seat, options))
        rng = random.Random(mix(self.seed, s.turn, s.counter, len(s.players[seat].hand), len(options)))
        det = self.strongest_defence(Sampler(position, decklists), rng)
        table: dict = {}
        try:
            for k in range(self.discrepancies + 1):
                for cmd in roots:
                    if self.value(self.child(det, cmd), k, table) >= self.win - 1e-6:
                        self.stats["lethal"] += 1
                        return Decision(cmd, f"lethal this turn against any defence "
                                             f"({limit - self.left} positions searched)")
        except OutOfBudget:
            self.stats["out_of_budget"] += 1
        return None

    def value(self, g: Game, k: int, table: dict) -> float:
        """`win` if this seat wins by the end of the turn, departing at most `k` times from the
        policy, whatever the opponent answers (each of its defences searched); else 0."""
        s = g.s
        if s.winner is not None or s.turn != self.turn:
            # A lethal line wins within this turn (not by a deck-out to come, say).
            return self.win if s.winner == self.seat and s.turn == self.turn else 0.0
        self.left -= 1
        self.stats["nodes"] += 1
        if self.left < 0 or time.perf_counter() > self.deadline:
            raise OutOfBudget
        key = (s.signature(), k)
        found = table.get(key)
        if found is not None:
            return found
        pr = s.prompt
        assert pr is not None  # a game not over awaits an answer
        options = [c for c in pr.options if c.kind != "concede"]
        if pr.player != self.seat:
            if pr.kind in ("block", "counter", "trigger"):
                v = min(self.value(self.child(g, c), k, table) for c in self.defences(g, options))
            else:
                v = self.value(self.child(g, self.policy.decide(g, pr.player, options)), k, table)
        else:
            default = self.policy.decide(g, self.seat, options)
            v = self.value(self.child(g, default), k, table)
            if k > 0 and len(options) > 1:
                for cmd in self.candidates(g, options, default)[1:]:
                    if v >= self.win - 1e-6:
                        break
                    v = max(v, self.value(self.child(g, cmd), k - 1, table))
        table[key] = v
        return v

    @staticmethod
    def child(g: Game, cmd: Command) -> Game:
        c = g.clone(record=False)
        c.apply(cmd)
        return c

    # ---------------------------------------------------------------- what is searched
    def candidates(self, g: Game, options: list[Command], default: Command) -> list[Command]:
        """The policy's choice first, then the distinct alternatives worth a look."""
        pr = g.s.prompt
        assert pr is not None
        if pr.kind != "main":
            rest = [c for c in options if c != default]
            return [default, *rest[:MAX_ANSWERS - 1]]
        s = g.s
        seat = pr.player
        opp = s.players[1 - seat]
        lp = ops.power(g, opp.leader)
        don = s.players[seat].don_active
        out = [default]
        played: set[str] = set()
        for c in options:
            if c.kind == "play":
                number = s.cards[c.args[0]]
                if number not in played:  # copies of a card in hand: one play
                    played.add(number)
                    out.append(c)
            elif c.kind in ("activate", "end"):
                out.append(c)
            elif c.kind == "attack":
                a, t = c.args
                if t == opp.leader or ops.power(g, a) >= ops.power(g, t):
                    out.append(c)
        # DON!!: to an attacker, what reaches the Leader or a rested Character, one more, or all;
        # to another card, what a [DON!! x1] or [DON!! x2] condition asks.
        targets = [ops.power(g, t) for t in opp.chars if t in s.rested]
        for c in options:
            if c.kind != "give":
                continue
            uid, n = c.args
            if can_attack_with(g, uid):
                power = ops.power(g, uid)
                wanted = {don} | {_ceil_k(lp - power) + extra for extra in (0, 1, 2)}
                wanted |= {_ceil_k(tp - power) for tp in targets}
            else:
                wanted = {1, 2}
            if n in wanted:
                out.append(c)
        return list(dict.fromkeys(out))

    @staticmethod
    def defences(g: Game, options: list[Command]) -> list[Command]:
        """The opponent's answers searched for a lethal: not defending, every Blocker, the largest
        Counter on the attacked card, every [Trigger] answer."""
        if g.s.prompt is None or g.s.prompt.kind != "counter":
            return options
        b = g.s.battle
        cards = [c for c in options if c.kind == "counter" and (len(c.args) < 2 or b is None or c.args[1] == b.target)]
        passing = [c for c in options if c.kind != "counter"]

        def boost(c: Command) -> int:
            card = g.card(c.args[0])
            return ops.counter(g, c.args[0]) or (3000 if counter_event_power(card) < 0 else counter_event_power(card))

        return passing + ([max(cards, key=boost)] if cards else [])

    @staticmethod
    def lethal_possible(g: Game, seat: int) -> bool:
        """Could this turn's attacks outnumber the opponent's Life (and so be worth a lethal search)?
        Any attacker might gain [Double Attack], any Character in hand attack at once ([Rush])."""
        s = g.s
        me, opp = s.players[seat], s.players[1 - seat]
        ready = sum(1 for u in (me.leader, *me.chars) if can_attack_with(g, u))
        chars = sum(1 for u in me.hand if g.card(u).category == "character")
        return 2 * ready + chars > len(opp.life)

    def strongest_defence(self, sampler: Sampler, rng: random.Random) -> Game:
        """A sample whose opponent holds the strongest Counters of its remaining cards, its Life
        the [Trigger] cards: a line that wins there wins against the hands the view allows."""
        det = sampler.sample(rng)
        s = det.s
        opp = s.players[1 - self.seat]
        unknown = set(sampler.unknown[1 - self.seat])
        hand = [u for u in opp.hand if u in unknown]
        life = [u for u in opp.life if u in unknown]
        rest = [u for u in unknown if u not in hand and u not in life]
        numbers = [s.cards[u] for u in unknown]

        def defence(number: str) -> int:
            card = det.db[number]
            boost = counter_event_power(card)
            return max(card.counter or 0, 3000 if boost < 0 else boost)

        numbers.sort(key=defence, reverse=True)
        chosen, numbers = numbers[:len(hand)], numbers[len(hand):]
        numbers.sort(key=lambda n: det.db[n].trigger is None)
        chosen += numbers[:len(life)]
        numbers = numbers[len(life):]
        rng.shuffle(numbers)
        worst = det.with_cards(dict(zip(hand + life + sorted(rest), chosen + numbers)))
        worst.s.rng = s.rng
        return worst
