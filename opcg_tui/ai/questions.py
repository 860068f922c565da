"""The scripted policy's answers to the questions effects ask (yes/no, targets, counts, orders),
decided from each prompt's purpose and by one-ply looks: the position after an answer, its own
follow-up questions answered, scored by the evaluation (a battle under way played to its end).

`EffectQuestions` is a part of `Policy` (policy.py), which gives it `ev` (the evaluation), `p` (the
policy's weights) and `handlers` (each prompt kind's handler).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Command
from ..games.onepiece import ops

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..engine import Game
    from .evaluate import Evaluator

INF = float("inf")


class EffectQuestions:
    ev: Evaluator
    p: Any
    handlers: dict[str, Callable[..., Command]]

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
        "order_life": "[Trigger] cards on top (of the opponent's Life: at the bottom)", "life_to_deck": "the card worth drawing most",
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
        if purpose == "order_life":  # the opponent's Life (EB01-052): their [Trigger] cards to the bottom
            return max(picks, key=lambda c: (g.card(c.args[0]).trigger is not None) == (g.s.owner[c.args[0]] == seat))
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
                return (0, 0, 0, 0)
            t = cmd.args[0]
            amount = 99 if len(cmd.args) == 1 else len(cmd.args) - 1
            ready = s.turn_player == seat and uid_ready(g, t)
            in_battle = s.battle is not None and t in (s.battle.attacker, s.battle.target)
            # DON!! taken from a card already given them (EB02-009): rather from one that cannot attack now
            spent = -sum(1 for r in cmd.args[1:] if isinstance(r[2], int) and s.turn_player == seat and uid_ready(g, r[2]))
            return (2 if in_battle else 1 if ready else 0.5, amount, spent, t == s.players[seat].leader)

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
