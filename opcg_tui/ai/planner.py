"""The turn planner of `expert` (and the lethal search of `hard`): whole lines of play to the end
of the turn, searched rather than sampled one move at a time.

From a decision it searches the lines of play to the end of the current turn (its own: plays,
DON!!, activations, attacks and their order; the opponent's: its blocks and counters against
every attack still to come), on a few games consistent with what it knows (determinize.Sampler).
The opponent's answers are the scripted policy's (`lethal_first`); a line of its own turn ends
with the opponent's reply played out by that policy, and is scored at its next Main Phase by
the evaluation (weights.yaml).

- **Lethal first.** On its own turn it first looks for a line that wins this turn against every
  defence: on the sample where the opponent holds the strongest Counters its decklist allows and
  its Life the [Trigger] cards, every block, counter and [Trigger] answer of the opponent is
  searched (minimum), not predicted.
- **Budget where the turn is decided.** Lines are searched by discrepancy from the policy's own
  choice (limited discrepancy search, deepened while time remains): first the policy's line, then
  every line that departs from it once, twice, ... Equal positions reached in another order (the
  order of independent plays) are searched once (a table keyed by the state's signature).
- **Generic.** The candidates at each decision come from the prompt: its kind and the options'
  outcomes; no card is named anywhere.

A time cap per search (`budget_ms`); `nodes` bounds the positions searched, for reproducible
play (tests), and `discrepancies` the departures from the policy in one line (`hard` asks for
lethal lines of one departure). Same seed and bounds, same result.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from ..engine import Command
from ..games.onepiece import ops
from ..games.onepiece.rules import can_attack_with
from .determinize import Sampler, mix
from .evaluate import counter_event_power
from .policy import Policy, _ceil_k
from .weights import Weights, load_weights

if TYPE_CHECKING:
    from ..engine import Game

SAMPLES = 3  # games consistent with the view, searched side by side
MAX_DISCREPANCY = 4
LETHAL_SHARE = 0.2  # of the budget, for the search of a line that wins against every defence
MAX_ANSWERS = 8  # candidates at a prompt other than the Main Phase
LEAF_DECISIONS = 400  # safety bound on the opponent's reply played out at a line's end


class OutOfBudget(Exception):
    pass


class Planner:
    """The turn search: `plan` ranks the answers of a prompt, `lethal_move` looks only for a lethal."""

    def __init__(self, seed: int = 0, weights: Weights | None = None, nodes: int | None = None,
                 discrepancies: int = MAX_DISCREPANCY) -> None:
        self.seed = seed
        self.discrepancies = discrepancies
        self.nodes = nodes
        self.policy = Policy(weights or load_weights(), lethal_first=True)
        self.ev = self.policy.ev
        self.win = self.ev.w.win
        self.stats: dict[str, int] = {"searched": 0, "nodes": 0, "lethal": 0, "out_of_budget": 0}

    # ---------------------------------------------------------------- the search
    def plan(self, position: Game, seat: int, options: list[Command], decklists: list[list[str]],
             budget_ms: float) -> list[Command]:
        """The answers worth playing, best first: a lethal line's first move alone when there is
        one, else the candidates by the value of their best lines (the policy's first among equals)."""
        self.stats["searched"] += 1
        self.begin(position, seat, budget_ms)
        default = self.policy.decide(position, seat, options)
        roots = self.candidates(position, options, default)
        if len(roots) == 1:
            return roots
        rng, sampler = self.sampling(position, seat, options, decklists)
        found = self.lethal(position, roots, sampler, rng, LETHAL_SHARE * budget_ms)
        if found is not None:
            return [found]
        self.deadline = self.started + budget_ms / 1000
        dets = [sampler.sample(rng) for _ in range(SAMPLES)]
        ranked = roots
        tables: list[dict] = [{} for _ in dets]
        for k in range(self.discrepancies + 1):
            try:
                totals = [0.0] * len(roots)
                for det, table in zip(dets, tables):
                    for i, cmd in enumerate(roots):
                        totals[i] += self.value(self.child(det, cmd), k, table, False)
            except OutOfBudget:
                self.stats["out_of_budget"] += 1
                break
            # Equal values: the policy's choice (roots[0]), then the better position right after the move.
            order = sorted(range(len(roots)), key=lambda i: (-round(totals[i], 6), i != 0, -self.after(position, roots[i])))
            ranked = [roots[i] for i in order]
        return ranked

    def lethal_move(self, position: Game, seat: int, options: list[Command], decklists: list[list[str]],
                    budget_ms: float) -> Command | None:
        """Only the search for a line that wins this turn against every defence (`hard` asks it first)."""
        self.begin(position, seat, budget_ms)
        roots = self.candidates(position, options, self.policy.decide(position, seat, options))
        rng, sampler = self.sampling(position, seat, options, decklists)
        return self.lethal(position, roots, sampler, rng, budget_ms)

    def begin(self, position: Game, seat: int, budget_ms: float) -> None:
        self.seat, self.turn = seat, position.s.turn
        self.started = time.perf_counter()
        self.deadline = self.started + budget_ms / 1000
        self.left = self.nodes if self.nodes is not None else 1 << 60
        self.rollout_memo: dict = {}

    def sampling(self, position: Game, seat: int, options: list[Command],
                 decklists: list[list[str]]) -> tuple[random.Random, Sampler]:
        s = position.s
        rng = random.Random(mix(self.seed, s.turn, s.counter, len(s.players[seat].hand), len(options)))
        return rng, Sampler(position, decklists)

    def lethal(self, position: Game, roots: list[Command], sampler: Sampler, rng: random.Random,
               budget_ms: float) -> Command | None:
        """A first move of a line that wins this turn whatever the opponent answers (on the sample
        of the strongest defence), searched within `budget_ms`."""
        if position.s.turn_player != self.seat or not self.lethal_possible(position):
            return None
        self.deadline = min(self.deadline, time.perf_counter() + budget_ms / 1000)
        det = self.strongest_defence(sampler, rng)
        table: dict = {}
        try:
            for k in range(self.discrepancies + 1):
                for cmd in roots:
                    if self.value(self.child(det, cmd), k, table, True) >= self.win - 1e-6:
                        self.stats["lethal"] += 1
                        return cmd
        except OutOfBudget:
            pass
        return None

    def value(self, g: Game, k: int, table: dict, adversary: bool) -> float:
        """The best this seat can reach by the end of the turn, departing at most `k` times from
        the policy; the opponent answers as the policy, or (adversary) in its worst way for us."""
        s = g.s
        if s.winner is not None or s.turn != self.turn:
            if adversary:  # a lethal line wins within this turn (not by a deck-out to come, say)
                return self.win if s.winner == self.seat and s.turn == self.turn else 0.0
            return self.leaf(g, table)
        self.left -= 1
        self.stats["nodes"] += 1
        if self.left < 0 or time.perf_counter() > self.deadline:
            raise OutOfBudget
        key = (s.signature(), k)
        found = table.get(key)
        if found is not None:
            return found
        pr = s.prompt
        options = [c for c in pr.options if c.kind != "concede"]
        if pr.player != self.seat:
            if adversary and pr.kind in ("block", "counter", "trigger"):
                v = min(self.value(self.child(g, c), k, table, adversary) for c in self.defences(g, options))
            else:
                v = self.value(self.child(g, self.policy.decide(g, pr.player, options)), k, table, adversary)
        else:
            default = self.policy.decide(g, self.seat, options)
            v = self.value(self.child(g, default), k, table, adversary)
            if k > 0 and len(options) > 1:
                for cmd in self.candidates(g, options, default)[1:]:
                    v = max(v, self.value(self.child(g, cmd), k - 1, table, adversary))
                    if v >= self.win - 1e-6:
                        break
        table[key] = v
        return v

    def leaf(self, g: Game, table: dict) -> float:
        """A line's end: after its own turn, the opponent's reply is played out by the policy (its
        threats count) and the position is scored at this seat's next Main Phase."""
        s = g.s
        if s.winner is not None or s.turn_player == self.seat:
            return self.ev(g, self.seat)
        key = s.signature()
        found = table.get(key)
        if found is not None:
            return found
        g = g.clone(record=False)
        s = g.s
        steps = 0
        while s.winner is None and not (s.turn_player == self.seat and s.prompt.kind == "main") \
                and steps < LEAF_DECISIONS:
            pr = s.prompt
            g.apply(self.policy.decide(g, pr.player, pr.options, self.rollout_memo))
            steps += 1
            if time.perf_counter() > self.deadline:
                raise OutOfBudget
        value = table[key] = self.ev(g, self.seat)
        return value

    def after(self, g: Game, cmd: Command) -> float:
        return self.ev(self.child(g, cmd), self.seat)

    @staticmethod
    def child(g: Game, cmd: Command) -> Game:
        c = g.clone(record=False)
        c.apply(cmd)
        return c

    # ---------------------------------------------------------------- what is searched
    def candidates(self, g: Game, options: list[Command], default: Command) -> list[Command]:
        """The policy's choice first, then the distinct alternatives worth a look."""
        if g.s.prompt.kind != "main":
            rest = [c for c in options if c != default]
            return [default, *rest[:MAX_ANSWERS - 1]]
        s = g.s
        seat = g.s.prompt.player
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
        kind = g.s.prompt.kind
        if kind != "counter":
            return options
        b = g.s.battle
        cards = [c for c in options if c.kind == "counter" and (len(c.args) < 2 or b is None or c.args[1] == b.target)]
        passing = [c for c in options if c.kind != "counter"]

        def boost(c: Command) -> int:
            card = g.card(c.args[0])
            return card.counter or (3000 if counter_event_power(card) < 0 else counter_event_power(card))

        return passing + ([max(cards, key=boost)] if cards else [])

    def lethal_possible(self, g: Game) -> bool:
        """Could this turn's attacks outnumber the opponent's Life (and so be worth a lethal search)?
        Any attacker might gain [Double Attack], any Character in hand attack at once ([Rush])."""
        s = g.s
        me, opp = s.players[self.seat], s.players[1 - self.seat]
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
