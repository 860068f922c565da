"""The scripted policy: one decision for one seat of a game, by rules of thumb and one-ply looks.

`Policy.decide(game, seat, options)` reads only what `seat` may know of `game`: its own hand and
the open areas (given a redacted game, the rest is '?'; given a determinization, the policy
still never reads the opponent's hand cards, only their count). It is the `normal` level, the
base of `easy`, and the opponent model and rollout policy of `hard`. Here: the Main Phase, the
defence and the setup; the effects' questions, and the one-ply looks they share, in questions.py.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..engine import Command
from ..engine.interpreter import matches
from ..engine.registry import Selector
from ..games.onepiece import Card, ops
from ..games.onepiece.battle import counter_event_usable
from ..games.onepiece.primitives import REGISTRY
from .evaluate import REMOVAL, Evaluator, counter_event_power
from .questions import INF, EffectQuestions
from .weights import Weights

if TYPE_CHECKING:
    from ..engine import Game
    from ..games.onepiece.state import OnePiecePlayer

def _ceil_k(x: int) -> int:
    """DON!! needed to add x power (x in power points)."""
    return max(0, -(-x // 1000))


class Policy(EffectQuestions):
    def __init__(self, weights: Weights | None = None, evaluator: Evaluator | None = None,
                 lethal_first: bool = False, cheapest_defence: bool = False) -> None:
        """`lethal_first`: no K.O. attack while the Leader attacks alone could win (the searching
        levels' own seat in their playouts and lines: they must not underrate the attacks that end
        the game). `cheapest_defence`: a blocker lost is costed whole (no discount for a cheap one),
        and no block loses more than the counters that would save the target instead (the searching
        levels' own seat in their playouts: the search decides its real blocks by the evaluation,
        so its playouts must defend so too; else resting a [Blocker] in a hopeless attack, which
        stops a block the search would not make, looks like a gain)."""
        self.memo: dict | None = None
        self._base: float | None = None
        self.lethal_first = lethal_first
        self.cheapest_defence = cheapest_defence
        self.ev = evaluator or Evaluator(weights)
        self.p = self.ev.weights.policy
        self.handlers = {
            "first-or-second": self.first_or_second,
            "mulligan": self.mulligan,
            "main": self.main,
            "block": self.block,
            "counter": self.counter,
            "trigger": self.trigger,
            "choose": self.choose,
            "yes-no": self.yes_no,
        }

    # ================================================================ entry
    def decide(self, g: Game, seat: int, options: list[Command] | tuple[Command, ...],
               memo: dict | None = None) -> Command:
        """`memo` (a dict kept for one rollout) reuses Main Phase estimates while nothing they
        depend on has changed; the search passes one, a single decision needs none."""
        real = [c for c in options if c.kind != "concede"] or list(options)
        if len(real) == 1:
            return real[0]
        self.memo = memo
        self._base = None
        assert g.s.prompt is not None  # a decision is asked of a prompt
        handler = self.handlers.get(g.s.prompt.kind)
        if handler is None:
            return real[0]
        return handler(g, seat, real)

    def base(self, g: Game, seat: int) -> float:
        """The evaluation of the position being decided (computed once per decision)."""
        if self._base is None:
            self._base = self.ev(g, seat)
        return self._base

    def main_gain(self, g: Game, seat: int, cmd: Command) -> float:
        """The evaluation gain of a play or an activation (memoized within a rollout)."""
        memo = self.memo
        if memo is not None:
            s = g.s
            me, opp = s.players[seat], s.players[1 - seat]
            # Coarse on purpose: a card's gain hardly changes while the boards keep their size.
            key = (s.turn, cmd.kind, s.cards[cmd.args[0]], me.don_rested > 0, len(me.chars), len(opp.chars))
            value = memo.get(key)
            if value is None:
                value = memo[key] = self.gain(g, seat, cmd, self.base(g, seat))
            return value
        return self.gain(g, seat, cmd, self.base(g, seat))

    # ================================================================ setup
    def first_or_second(self, g: Game, seat: int, options: list[Command]) -> Command:
        want = "first" if self.p.go_first else "second"
        return next((c for c in options if c.kind == want), options[0])

    def mulligan(self, g: Game, seat: int, options: list[Command]) -> Command:
        cards = [g.card(u) for u in g.s.players[seat].hand]
        early = sum(1 for c in cards if c.category == "character" and (c.cost or 0) <= 2)
        mid = sum(1 for c in cards if c.category == "character" and 3 <= (c.cost or 0) <= 5)
        keep = early >= 1 and early + mid >= 2
        want = "keep" if keep else "mulligan"
        return next((c for c in options if c.kind == want), options[0])

    # ================================================================ main phase
    def main(self, g: Game, seat: int, options: list[Command]) -> Command:
        end = next(c for c in options if c.kind == "end")
        plays = [c for c in options if c.kind == "play"]
        activates = [c for c in options if c.kind == "activate"]
        if activates:
            free = [c for c in activates if not self._costly(g, c.args[0])]
            best = self._best_gain(g, seat, free)
            if best is not None:
                return best
        if plays:
            cmd = self.pick_play(g, seat, plays)
            if cmd is not None:
                return cmd
        if activates:
            costly = [c for c in activates if self._costly(g, c.args[0])]
            best = self._best_gain(g, seat, costly)
            if best is not None:
                return best
        cmd = self.pick_attack(g, seat, options) or self.give_for_defence(g, seat, options)
        return cmd if cmd is not None else end

    def _costly(self, g: Game, uid: int) -> bool:
        found = g.card(uid).effect_with("activate_main")
        return bool(found and any(REGISTRY.costs[name].spends for name in found[1].cost))

    def _best_gain(self, g: Game, seat: int, cmds: list[Command]) -> Command | None:
        best, best_gain = None, self.p.play_threshold
        for cmd in cmds:
            value = self.main_gain(g, seat, cmd)
            if value > best_gain:
                best, best_gain = cmd, value
        return best

    def reserve(self, g: Game, seat: int) -> int:
        """DON!! kept for a [Counter] Event in hand when Life is low."""
        me = g.s.players[seat]
        if len(me.life) > self.p.reserve_counter_life:
            return 0
        costs = [ops.cost(g, u) for u in me.hand if counter_event_power(g.card(u))]
        return min(costs) if costs else 0

    def play_values(self, g: Game, seat: int, plays: list[Command]) -> dict[str, tuple[Command, int, float]]:
        values = {}
        for cmd in plays:
            uid = cmd.args[0]
            values[g.s.cards[uid]] = (cmd, ops.cost(g, uid), self.main_gain(g, seat, cmd))
        return values

    def pick_play(self, g: Game, seat: int, plays: list[Command]) -> Command | None:
        me = g.s.players[seat]
        budget = me.don_active - self.reserve(g, seat) - self.defence_need(g, seat)
        if budget <= 0:
            return None
        values = self.play_values(g, seat, plays)
        items = []
        for uid in me.hand:
            entry = values.get(g.s.cards[uid])
            if entry is not None and entry[2] > self.p.play_threshold and entry[1] <= budget:
                items.append(entry)
        if not items:
            return None
        # 0/1 knapsack on the DON!! budget: the set of plays worth most this turn.
        best: list[tuple[float, list[int]]] = [(0.0, []) for _ in range(budget + 1)]
        for i, (_, cost, value) in enumerate(items):
            for cap in range(budget, cost - 1, -1):
                cand = best[cap - cost][0] + value
                if cand > best[cap][0] + 1e-9:
                    best[cap] = (cand, best[cap - cost][1] + [i])
        chosen = max(best, key=lambda t: t[0])[1]
        if not chosen:
            return None
        cmd, _, _ = max((items[i] for i in chosen), key=lambda it: (it[1], it[2]))
        return cmd

    def defence_need(self, g: Game, seat: int) -> int:
        """DON!! the Leader still lacks for its [DON!! xN] effects that work in the opponent's turn
        (kept back from plays and attacks; given once the attacks are done)."""
        leader = g.s.players[seat].leader
        return max(0, defence_don(g.card(leader)) - ops.given(g, leader))

    def give_for_defence(self, g: Game, seat: int, options: list[Command]) -> Command | None:
        """With the attacks done, spare DON!! to a card whose [DON!! xN] effect works in the
        opponent's turn (given DON!! stay until this seat's next Refresh Phase): the Leader whose
        [On Your Opponent's Attack] needs one, the Character that gains [Blocker] with two."""
        me = g.s.players[seat]
        spare = me.don_active - self.reserve(g, seat)
        for uid in (me.leader, *me.chars):
            missing = defence_don(g.card(uid)) - ops.given(g, uid)
            if 0 < missing <= spare:
                cmd = Command(seat, "give", (uid, missing))
                if cmd in options:
                    return cmd
        return None

    def pick_attack(self, g: Game, seat: int, options: list[Command]) -> Command | None:
        plan = self.attack_plan(g, seat, options)
        if not plan:
            return None
        attacker, target, don = plan[0]
        if don > 0:
            return Command(seat, "give", (attacker, don))
        return Command(seat, "attack", (attacker, target))

    def attack_plan(self, g: Game, seat: int, options: list[Command]) -> list[tuple[int, int, int]]:
        """(attacker, target, DON!! to give first) in the order to attack."""
        s = g.s
        me, opp = s.players[seat], s.players[1 - seat]
        pairs = {c.args for c in options if c.kind == "attack"}
        if not pairs:
            return []
        attackers = list(dict.fromkeys(a for a, _ in sorted(pairs)))
        p = self.p
        if len(me.life) <= p.keep_blockers_life:
            attackers = [a for a in attackers if a == me.leader or not ops.has_keyword(g, a, "blocker")]
        budget = max(0, me.don_active - self.reserve(g, seat) - self.defence_need(g, seat))
        power = {a: ops.power(g, a) for a in attackers}
        plan: list[tuple[int, int, int]] = []
        lp = ops.power(g, opp.leader)
        # K.O. attacks on valuable rested Characters (not when every Leader hit could win).
        if opp.life and not (self.lethal_first and self.could_win(opp, attackers, pairs, power, lp, budget)):
            targets = [t for t in opp.chars if t in s.rested]
            targets.sort(key=lambda t: -self.ev.field_value(g.card(t)))
            for t in targets:
                if self.ev.field_value(g.card(t)) < p.ko_min_value:
                    continue
                tp = ops.power(g, t)
                best = None
                for a in attackers:
                    if (a, t) not in pairs:
                        continue
                    need = _ceil_k(tp - power[a])
                    if need <= budget:
                        key = (a == me.leader, need, power[a])
                        if best is None or key < best[0]:
                            best = (key, a, need)
                if best is not None:
                    _, a, need = best
                    # A margin against a counter, counted on the power the attacker already has.
                    need = min(budget, max(need, _ceil_k(tp + 1000 * p.ko_margin_don - power[a])))
                    plan.append((a, t, need))
                    budget -= need
                    attackers.remove(a)
        # Leader attacks: those that can reach its power, cheapest first; spare DON!! raise them.
        face = []
        for a in attackers:
            if (a, opp.leader) in pairs:
                face.append([a, _ceil_k(lp - power[a])])
        face.sort(key=lambda it: (it[1], it[0] == me.leader))
        live = []
        for item in face:
            if item[1] <= budget:
                budget -= item[1]
                live.append(item)
        if live and budget:
            order = sorted(live, key=lambda it: (it[0] != me.leader, -power[it[0]]))
            level = 1
            while budget and level < 12:
                for it in order:
                    if budget and power[it[0]] + 1000 * it[1] < lp + 1000 * level:
                        it[1] += 1
                        budget -= 1
                level += 1
        live.sort(key=lambda it: (it[0] == me.leader, power[it[0]] + 1000 * it[1]))
        plan += [(a, opp.leader, n) for a, n in live]
        return plan

    @staticmethod
    def could_win(opp: OnePiecePlayer, attackers: list[int], pairs: set, power: dict[int, int], lp: int, budget: int) -> bool:
        """Are there more attackers able to reach the opposing Leader (`opp`'s) than it has Life?"""
        needs = sorted(_ceil_k(lp - power[a]) for a in attackers if (a, opp.leader) in pairs)
        reach = 0
        for need in needs:
            if need > budget:
                break
            budget -= need
            reach += 1
        return reach > len(opp.life)

    # ================================================================ defence
    def damage_stake(self, g: Game, seat: int, attacker: int) -> float:
        """What a successful attack on this seat's Leader costs it."""
        life = len(g.s.players[seat].life)
        if life == 0:
            return INF
        dmg = min(life, 2 if ops.has_keyword(g, attacker, "double_attack") else 1)
        lost = self.ev.life_value(life) - self.ev.life_value(life - dmg)
        if not ops.has_keyword(g, attacker, "banish"):
            lost -= self.ev.w.hand_card * dmg  # the Life cards come to the hand
        return max(lost, 0.0)

    def block(self, g: Game, seat: int, options: list[Command]) -> Command:
        b = g.s.battle
        no = next(c for c in options if c.kind == "no-block")
        if b is None:
            return no
        attacker, target = b.attacker, b.target
        ap = ops.power(g, attacker)
        if ap < ops.power(g, target):
            return no
        me = g.s.players[seat]
        if target == me.leader:
            stake = self.damage_stake(g, seat, attacker)
        else:
            stake = self.ev.field_value(g.card(target))
        best, best_score = no, 0.0
        if self.cheapest_defence and stake < INF:  # not blocking, and countering instead
            best_score = max(0.0, stake - self.p.counter_ratio * self.counter_cost(g, seat, target, attacker))
        for cmd in options:
            if cmd.kind != "block":
                continue
            blocker = cmd.args[0]
            card = g.card(blocker)
            survives = ops.power(g, blocker) > ap
            loss = 0.0 if survives else self.ev.field_value(card)
            chump = (card.cost or 0) <= self.p.block_chump_cost
            if survives:
                score = stake + 0.01
            elif stake == INF:
                score = 1e6 - loss
            elif target == me.leader:
                ok = chump and len(me.life) <= self.p.block_life and not self.cheapest_defence
                score = stake - loss * 0.5 if ok else stake - loss
            else:
                score = stake - loss
            if score > best_score:
                best, best_score = cmd, score
        return best

    def counter_cost(self, g: Game, seat: int, target: int, attacker: int) -> float:
        """The value of the cheapest counters in hand that would save `target` from `attacker` (INF:
        none would), as the Counter Step would offer them."""
        hand = g.s.players[seat].hand
        options = [Command(seat, "counter", (uid, target) if g.card(uid).category == "character" else (uid,))
                   for uid in hand]
        needed = ops.power(g, attacker) - ops.power(g, target) + 1000
        plan = self.counter_plan(g, seat, options, target, attacker, needed)
        return INF if plan is None else plan[0]

    def counter(self, g: Game, seat: int, options: list[Command]) -> Command:
        pass_cmd = next(c for c in options if c.kind == "pass")
        b = g.s.battle
        if b is None:
            return pass_cmd
        attacker, target = b.attacker, b.target
        ap, tp = ops.power(g, attacker), ops.power(g, target)
        if tp > ap:
            return pass_cmd
        needed = ap - tp + 1000
        me = g.s.players[seat]
        if target == me.leader:
            stake = self.damage_stake(g, seat, attacker)
        else:
            stake = self.ev.field_value(g.card(target))
            if self.can_be_attacked_again(g, seat, target, attacker, tp + needed):
                stake *= self.p.counter_char_threat
        if stake <= 0:
            return pass_cmd
        plan = self.counter_plan(g, seat, options, target, attacker, needed)
        if plan is None:
            return pass_cmd
        cost, cmds = plan
        if cost * self.p.counter_ratio > stake:
            return pass_cmd
        return cmds[0]

    def can_be_attacked_again(self, g: Game, seat: int, target: int, attacker: int, power: int) -> bool:
        """Could another attacker of the turn player still beat `target` at `power` this turn?"""
        from ..games.onepiece.rules import can_attack_with

        opp = g.s.players[1 - seat]
        reach = 1000 * opp.don_active
        return any(u != attacker and can_attack_with(g, u) and ops.power(g, u) + reach >= power
                   for u in (opp.leader, *opp.chars))

    def counter_plan(self, g: Game, seat: int, options: list[Command], target: int, attacker: int,
                     needed: int) -> tuple[float, list[Command]] | None:
        """The cheapest set of counters (at most 3 cards) that makes the target survive."""
        by_number: dict[str, Command] = {}
        for c in options:
            if c.kind != "counter":
                continue
            number = g.s.cards[c.args[0]]
            if len(c.args) == 2:
                if c.args[1] == target:
                    by_number[number] = c
            else:
                by_number[number] = c
        if not by_number:
            return None
        me = g.s.players[seat]
        items = []  # (power, value, DON!!, command)
        removable = g.card(attacker).category == "character"
        for uid in me.hand:
            number = g.s.cards[uid]
            cmd = by_number.get(number)
            if cmd is None:
                continue
            card = g.card(uid)
            value = self.ev.hand_value(card)
            if len(cmd.args) == 2:
                items.append((ops.counter(g, uid), value, 0, cmd))
            elif counter_event_usable(g, seat, uid):
                boost = counter_event_power(card)
                don = ops.cost(g, uid)
                if boost == -1:
                    if removable and self._removal_hits(g, uid, attacker):
                        items.append((10 ** 6, value, don, cmd))
                elif boost > 0:
                    items.append((boost, value + 0.05 * don, don, cmd))
        items.sort(key=lambda it: (it[1], -it[0]))
        items = items[:9]
        best = None
        don_free = me.don_active
        for k in (1, 2, 3):
            for combo in combinations(items, k):
                if sum(it[0] for it in combo) < needed or sum(it[2] for it in combo) > don_free:
                    continue
                cost = sum(it[1] for it in combo)
                key = (cost, -sum(it[0] for it in combo))
                if best is None or key < best[0]:
                    best = (key, combo)
            if best is not None and k >= 1:
                break
        if best is None:
            return None
        chosen = sorted(best[1], key=lambda it: -it[0])
        return best[0][0], [it[3] for it in chosen]

    def _removal_hits(self, g: Game, uid: int, attacker: int) -> bool:
        """Can the [Counter] Event `uid` take the attacker away?"""
        found = g.card(uid).effect_with("counter")
        for act in found[1].actions if found else ():
            decl = REGISTRY.actions[act.name]
            if decl.meaning.purpose in REMOVAL and decl.targets is not None:
                sel = act.value if decl.targets == "" else act.get(decl.targets)
                if isinstance(sel, Selector) and matches(g, g.s.owner[uid], uid, sel, attacker):
                    return True
        return False

    def trigger(self, g: Game, seat: int, options: list[Command]) -> Command:
        base = self.ev(g, seat)
        best, best_value = None, -INF
        for cmd in options:
            value = self.gain(g, seat, cmd, base)
            if cmd.kind == "trigger":
                value -= self.p.trigger_margin
            if value > best_value:
                best, best_value = cmd, value
        return best or options[0]


DEFENCE_TIMINGS = ("on_opponent_attack", "when_opponent_attacks", "on_block", "permanent")


def defence_don(card: Card) -> int:
    """The DON!! a card needs given for its [DON!! xN] effects that defend in the opponent's turn:
    on their attacks, on a block, or always on (0: none)."""
    need = 0
    for eff in card.effects:
        cond = eff.conditions or {}
        if cond.get("don") and eff.timing in DEFENCE_TIMINGS and cond.get("turn") != "yours":
            need = max(need, cond["don"])
    return need
