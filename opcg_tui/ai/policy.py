"""The scripted policy: one decision for one seat of a game, by rules of thumb and one-ply looks.

`Policy.decide(game, seat, options)` reads only what `seat` may know of `game`: its own hand and
the open areas (given a redacted game, the rest is '?'; given a determinization, the policy
still never reads the opponent's hand cards, only their count). It is the `normal` level, the
base of `easy`, and the opponent model and rollout policy of `hard`.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..engine import Command
from ..engine.interpreter import matches
from ..engine.registry import Selector
from ..games.onepiece import ops
from ..games.onepiece.battle import counter_event_usable
from ..games.onepiece.primitives import REGISTRY
from .evaluate import REMOVAL, Evaluator, counter_event_power
from .weights import Weights

if TYPE_CHECKING:
    from ..engine import Game
    from ..games.onepiece.state import OnePiecePlayer

INF = float("inf")


def _ceil_k(x: int) -> int:
    """DON!! needed to add x power (x in power points)."""
    return max(0, -(-x // 1000))


class Policy:
    def __init__(self, weights: Weights | None = None, evaluator: Evaluator | None = None,
                 lethal_first: bool = False) -> None:
        """`lethal_first`: no K.O. attack while the Leader attacks alone could win (the searching
        levels' own seat in their playouts and lines: they must not underrate the attacks that end
        the game)."""
        self.memo: dict | None = None
        self._base: float | None = None
        self.lethal_first = lethal_first
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

    # ================================================================ one-ply looks
    def settle(self, g: Game, seat: int, depth: int = 1) -> Game:
        """Answer this seat's own follow-up questions (targets, yes/no) so the position is comparable."""
        steps = 0
        while g.s.winner is None and steps < 24:
            pr = g.s.prompt
            if pr is None or pr.player != seat or pr.kind not in ("choose", "yes-no"):
                break
            opts = list(pr.options)
            if pr.kind == "choose":
                cmd = self.choose(g, seat, opts)
            else:
                cmd = self.yes_no(g, seat, opts, depth + 1)
            g.apply(cmd)
            steps += 1
        return g

    def after(self, g: Game, seat: int, cmd: Command, depth: int = 1) -> Game:
        c = g.clone(record=False)
        c.apply(cmd)
        return self.settle(c, seat, depth)

    def gain(self, g: Game, seat: int, cmd: Command, base: float, depth: int = 1) -> float:
        return self.ev(self.after(g, seat, cmd, depth), seat) - base

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
        cmd = self.pick_attack(g, seat, options)
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
        budget = me.don_active - self.reserve(g, seat)
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
        budget = max(0, me.don_active - self.reserve(g, seat))
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
                ok = chump and len(me.life) <= self.p.block_life
                score = stake - loss * 0.5 if ok else stake - loss
            else:
                score = stake - loss
            if score > best_score:
                best, best_score = cmd, score
        return best

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

    # ================================================================ effect questions
    def yes_no(self, g: Game, seat: int, options: list[Command], depth: int = 1) -> Command:
        yes = next((c for c in options if c.kind == "yes"), None)
        if yes is None:
            return options[0]
        if depth > 2:
            return yes
        no = next(c for c in options if c.kind == "no")
        if g.s.battle is not None:  # an effect in a battle is worth what it does to the battle's result
            return max((no, yes), key=lambda c: self.ev(self.through_battle(self.after(g, seat, c, depth), depth), seat))
        base = self.ev(g, seat)
        return yes if self.gain(g, seat, yes, base, depth) > self.gain(g, seat, no, base, depth) else no

    def through_battle(self, g: Game, depth: int = 1) -> Game:
        """Play the battle under way in `g` to its end, both seats by this policy (in place)."""
        steps = 0
        while g.s.winner is None and g.s.battle is not None and steps < 24:
            pr = g.s.prompt
            assert pr is not None
            opts = [c for c in pr.options if c.kind != "concede"]
            if pr.kind == "yes-no":
                cmd = self.yes_no(g, pr.player, opts, depth + 1)
            else:
                cmd = self.handlers[pr.kind](g, pr.player, opts) if len(opts) > 1 else opts[0]
            g.apply(cmd)
            steps += 1
        return g

    # How each prompt purpose (declared in the ruleset's registry) is decided. A test holds that every
    # declared purpose is here, so a prompt a new primitive raises never falls through unawares.
    FIRST = "the first answer: the most (counts list the most first), or an order nothing depends on"
    BY_KIND = "its prompt kind's handler (main, block, counter, trigger, mulligan, first-or-second, yes-no)"
    BY_OUTCOME = "the answer whose outcome is best for this seat, card by card; none once nothing helps"
    PURPOSES = {
        "first_or_second": BY_KIND, "mulligan": BY_KIND, "main_action": BY_KIND, "block": BY_KIND,
        "counter": BY_KIND, "trigger": BY_KIND, "use_effect": BY_KIND,
        "use_replacement": "yes-no by playing it out; among several, the first (to apply one rather than none)",
        "effect_order": FIRST, "order_bottom": FIRST, "add_don": FIRST, "set_don_active": FIRST,
        "rest_don": "in a battle, the fewest that give its best result (played out); else the most",
        "trash_life": FIRST, "none": FIRST, "reveal": FIRST,
        "give_don": "the card about to battle, else a ready attacker, as many as possible",
        "don_to_return": "rested DON!! first, then DON!! given to cards that cannot attack any more",
        "trash_from_hand": "the card least worth keeping", "limit_trash": "the Character worth least",
        "order_top": "the cards worth drawing, best first; the rest to the bottom",
        "ko_target": BY_OUTCOME, "power_target": BY_OUTCOME, "cost_target": BY_OUTCOME,
        "set_base_target": BY_OUTCOME, "keyword_target": BY_OUTCOME, "prohibit_target": BY_OUTCOME,
        "return_target": BY_OUTCOME, "bottom_target": BY_OUTCOME, "rest_target": BY_OUTCOME,
        "activate_target": BY_OUTCOME, "hand_target": BY_OUTCOME, "play_target": BY_OUTCOME,
        "trash_target": BY_OUTCOME,
        "attack_target": "the card that survives the attack (power at least the attacker's), else the one worth least",
        "top_target": BY_OUTCOME, "choose_cost": FIRST,  # choose_cost: the most common cost comes first
        "choose_option": "the option that leaves this seat best off, played out (the chooser may be the opponent)",
        "optional_step": BY_KIND,
        "swap_target": "the card whose swap leaves this seat best off, played out",
        "select_target": "the card whose selection leaves this seat best off, played out",
    }
    # --- life (issue 10)
    LIFE = {
        "life_position": FIRST, "turn_life": FIRST,
        "life_trash_target": "the opponent's Life card; of yours, none when none is required",
        "life_target": "the opponent's card worth most; of yours, the one worth least (a cost, or a shield)",
        "life_place": "a [Trigger] card stays on top of your own Life, goes to the bottom of the opponent's",
        "look_life": "the opponent's top Life card, else your own",
        "order_life": "[Trigger] cards on top", "life_to_deck": "the card worth drawing most",
    }
    PURPOSES.update(LIFE)

    def choose(self, g: Game, seat: int, options: list[Command]) -> Command:
        """Decided from what the prompt is for (its purpose) and what each answer does (its
        outcome), never from engine internals; a selection comes one card at a time."""
        prompt = g.s.prompt
        assert prompt is not None
        purpose = prompt.purpose
        how = self.PURPOSES[purpose]
        if purpose == "give_don":
            return self._choose_give(g, seat, options)
        if purpose == "don_to_return":
            return max(options, key=lambda c: sum(self._don_keep(g, seat, ref[2]) for ref in c.args))
        if purpose == "trash_from_hand":
            return min(options, key=lambda c: sum(self._discard_value(g, u) for u in c.args) if c.args else INF)
        if purpose == "limit_trash":
            return min(options, key=lambda c: self.ev.field_value(g.card(c.args[0])))
        if purpose == "order_top":
            return self._choose_arrange(g, seat, options)
        if purpose == "attack_target":
            return max(options, key=lambda c: self._absorb(g, c))
        if purpose == "rest_don" and g.s.battle is not None:
            return max(options, key=lambda c: (round(self.ev(self.through_battle(self.after(g, seat, c)), seat), 6),
                                               -len(c.args)))
        if purpose in self.LIFE and how != self.FIRST:
            return self._choose_life(g, seat, options, purpose)
        if purpose in ("choose_option", "swap_target", "select_target"):
            base = self.ev(g, seat)
            return max(options, key=lambda c: self.gain(g, seat, c, base))
        if how == self.BY_OUTCOME:
            return self._choose_targets(g, seat, options, dict(zip(prompt.options, prompt.outcomes)), purpose)
        return options[0]

    def _absorb(self, g: Game, cmd: Command) -> tuple:
        """A new target for the opponent's attack: one that survives it, else the one worth least."""
        if not cmd.args or not isinstance(cmd.args[0], int):
            return (-1, 0.0)
        uid = cmd.args[0]
        b = g.s.battle
        survives = b is not None and ops.power(g, uid) > ops.power(g, b.attacker)
        return (int(survives), -self.ev.field_value(g.card(uid)))

    def _choose_life(self, g: Game, seat: int, options: list[Command], purpose: str) -> Command:
        """The Life primitives' choices (see LIFE)."""
        picks = [c for c in options if c.args]
        if not picks:
            return options[0]
        if purpose == "life_trash_target":
            theirs = next((c for c in picks if self._life_owner(g, c.args[0]) != seat), None)
            return theirs or (options[0] if len(picks) < len(options) else picks[0])
        if purpose == "look_life":
            return next((c for c in picks if c.args[0][1] != seat), picks[0])
        if purpose == "life_place":
            shown = g.s.prompt.cards if g.s.prompt is not None else ()
            card = shown[0] if shown else None
            owner = picks[0].args[0][1]
            trigger = card is not None and g.card(card).trigger is not None
            want = "top" if trigger == (owner == seat) else "bottom"
            return next((c for c in picks if c.args[0][2] == want), picks[0])
        if purpose == "order_life":
            return max(picks, key=lambda c: g.card(c.args[0]).trigger is not None)
        if purpose == "life_to_deck":
            return max(picks, key=lambda c: self._draw_value(g, seat, c.args[0]))

        def worth(c: Command) -> float:
            uid = c.args[0]
            card = g.card(uid)
            value = self.ev.field_value(card) if ops.on_field(g, uid) else self.ev.hand_value(card)
            return value if g.s.owner[uid] != seat else -value

        return max(picks, key=worth)  # life_target

    @staticmethod
    def _life_owner(g: Game, item) -> int:
        """Whose Life card a choice names: a place ("life", owner, end) or a face-up card."""
        return item[1] if isinstance(item, tuple) else g.s.owner[item]

    def _discard_value(self, g: Game, uid: int) -> float:
        card = g.card(uid)
        v = self.ev.hand_value(card)
        if card.category == "character":
            v += 0.05 * (card.cost or 0)
        return v

    def _don_keep(self, g: Game, seat: int, where) -> float:
        """Score of returning a DON!! from `where` (higher is better to return)."""
        s = g.s
        if where == "rested":
            return 0.0
        if where == "active":
            return -1.0
        if s.turn_player == seat and s.phase == "main" and s.battle is None and uid_ready(g, where):
            return -0.8
        return -0.1

    def _choose_give(self, g: Game, seat: int, options: list[Command]) -> Command:
        s = g.s

        def score(cmd: Command) -> tuple:
            if not cmd.args:
                return (0, 0, 0)
            t = cmd.args[0]
            amount = 99 if len(cmd.args) == 1 else len(cmd.args) - 1
            ready = s.turn_player == seat and uid_ready(g, t)
            in_battle = s.battle is not None and t in (s.battle.attacker, s.battle.target)
            return (2 if in_battle else 1 if ready else 0.5, amount, t == s.players[seat].leader)

        return max(options, key=score)

    def _choose_arrange(self, g: Game, seat: int, options: list[Command]) -> Command:
        """Keep on top, best first, the cards worth drawing; the rest go to the bottom."""
        picks = [c for c in options if c.args]
        best = max(picks, key=lambda c: self._draw_value(g, seat, c.args[0]), default=None)
        if best is not None and self._draw_value(g, seat, best.args[0]) >= self.p.arrange_keep:
            return best
        return next((c for c in options if not c.args), options[0])

    def _draw_value(self, g: Game, seat: int, uid: int) -> float:
        card = g.card(uid)
        v = self.ev.hand_value(card)
        if card.category == "character":
            v += 0.1 * min(card.cost or 0, len(g.s.players[seat].life) + 3) / 3
        return v

    def _choose_targets(self, g: Game, seat: int, options: list[Command], outcomes: dict, purpose: str) -> Command:
        """The card whose outcome is best for this seat next; "done" (score 0) once none helps."""
        best, best_score = options[0], -INF
        for cmd in options:
            outcome = outcomes.get(cmd)
            score = 0.0 if not cmd.args or outcome is None else self._target_score(g, seat, outcome, purpose)
            if score > best_score + 1e-9:
                best, best_score = cmd, score
        return best

    def _target_score(self, g: Game, seat: int, outcome, purpose: str) -> float:
        s = g.s
        uid = outcome.card
        if purpose == "rest_target" and isinstance(uid, tuple) and uid[0] == "don":
            # a DON!! card of a cost area ("N of your cards"): little worth, the opponent's a little more
            # during your turn (fewer DON!! for their [Counter] Events)
            return -0.2 if uid[1] == seat else 0.2
        if not isinstance(uid, int):
            return 0.0
        card = g.card(uid)
        mine = s.owner[uid] == seat
        side = 1 if mine else -1
        ev = self.ev
        on_field = ops.on_field(g, uid)
        value = ev.field_value(card) if card.category != "leader" else 3.0
        if purpose == "power_target":  # an amount counted only when it resolves: 1000 its way
            amount = outcome.amount or 1000 * outcome.for_owner
            return self._importance(g, seat, uid) * amount / 1000 * side
        if purpose == "keyword_target":
            return self._importance(g, seat, uid) * outcome.for_owner * side * 0.5
        if purpose == "activate_target":
            if not on_field or uid not in s.rested:
                return 0.0
            return (0.8 if s.turn_player == seat else 0.3) * side
        if purpose == "hand_target":
            return ev.hand_value(card) * side
        if purpose == "play_target":
            return ev.field_value(card) * side
        if outcome.for_owner < 0:
            if purpose == "rest_target":
                if uid in s.rested:
                    return 0.0
                value = 0.4 * value + (0.5 if ops.has_keyword(g, uid, "blocker") else 0.0)
            elif purpose == "return_target":
                value -= 0.5 * ev.hand_value(card)
            bonus = 3.0 if s.battle is not None and uid == s.battle.attacker and not mine else 0.0
            return -value if mine else value + bonus
        return outcome.for_owner * value * side * 0.1

    def _importance(self, g: Game, seat: int, uid: int) -> float:
        s = g.s
        if s.battle is not None and uid in (s.battle.attacker, s.battle.target):
            return 3.0
        if s.turn_player == s.owner[uid] and uid_ready(g, uid):
            return 1.0 + (0.2 if uid == s.players[s.owner[uid]].leader else 0.0)
        return 0.05


def uid_ready(g: Game, uid) -> bool:
    """An active Leader or Character that may still attack this turn."""
    if not isinstance(uid, int):
        return False
    from ..games.onepiece.rules import can_attack_with

    return ops.on_field(g, uid) and can_attack_with(g, uid)
