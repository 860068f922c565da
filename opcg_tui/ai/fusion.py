"""Fusion World's computer players: `normal` and `easy`, a few plain rules over what their seat sees
(the view and the prompt's answers), never the game itself (hidden information stays hidden); `hard`,
which plays the normal rules on from samples of what it cannot see (FusionHardPlayer).

`normal` keeps its hand, plays its biggest Battle Card, awakens when it can, attacks the Leader (or a
rested Battle Card it beats), combos only where a combo changes the battle's result, and blocks or
defends when its Life runs low.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from typing import Any

from ..engine import Command
from .base import ONLY, Decision, Reasoning, Tally, ahead

SLIP_RATE = 0.3  # the easy level's share of careless decisions
LOW_LIFE = 4  # at this much Life or less, the player spends cards to stop damage
ENERGY_ENOUGH = 7  # it stops charging here
WIN = 1000.0  # a playout's score when it ends in a win (minus: a loss)

# How the computer reads each prompt purpose the ruleset declares (vocabulary.py) or an action's meaning names
# (tests/dbsfw/test_fw_ai.py fails when one is missing here, so no prompt falls through to its first answer):
#   kind     its prompt kind has its own rule (FusionNormalPlayer._main, _block, ...)
#   pay      the payment that leaves the most of its hand payable, energy cards before markers (markers go for good)
#   outcome  the outcome's sign: a good effect on its own strongest card, a bad one on the opponent's strongest
#   spend    a cost or loss of its own cards: none where it may, else its least worth cards
#   order    the card it wants first (on top: the one it can play soonest; skills: the strongest card's first)
#   yes_no   the yes-no rules (_yes_no): a skill is used unless it costs the last Life; a card goes to the bottom;
#            a "Choose one" option is taken unless it would do nothing; a top card goes to the hand when it can
#            play it soon or has Energy enough, else to the energy
PURPOSES = {
    "first_or_second": "kind", "mulligan": "kind", "charge": "kind", "main_action": "kind", "block": "kind",
    "offense": "kind", "defense": "kind",
    "pay_energy": "pay",
    "power_target": "outcome", "ko_target": "outcome", "rest_target": "outcome", "ready_target": "outcome",
    "add_target": "outcome", "ki_target": "outcome", "evolve_target": "outcome", "return_target": "outcome",
    "cost_target": "outcome", "combo_target": "outcome",
    "discard": "spend", "energy_to_drop": "spend", "deck_bottom": "spend", "rest_cost": "spend",
    "hand_to_deck": "spend", "ko_cost": "spend", "return_cost": "spend",
    "effect_order": "order", "deck_order": "order",
    "use_effect": "yes_no", "deck_end": "yes_no", "mode": "yes_no", "hand_or_energy": "yes_no",
}


class FusionNormalPlayer(Reasoning):
    name = "normal"

    def __init__(self, seed: int = 0, **_: Any) -> None:
        self.seed = seed

    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision:
        real = [c for c in options if c.kind != "concede"] or list(options)
        if len(real) == 1:
            return Decision(real[0], ONLY)
        cards = _cards(view)
        me = view["me"]
        kind = view["prompt"]["kind"]
        decide = getattr(self, "_" + kind.replace("-", "_"), None)
        choice = decide(view, real, cards, me) if decide is not None else None
        return choice if choice is not None else Decision(real[0], "the first answer")

    # ------------------------------------------------------------------ by prompt kind
    def _first_or_second(self, view: Any, options: list[Command], cards: dict[int, Any], me: int) -> Decision:
        return Decision(_kind(options, "first") or options[0], "it prefers to go first")

    def _mulligan(self, view: Any, options: list[Command], cards: dict[int, Any], me: int) -> Decision:
        return Decision(_kind(options, "keep") or options[0], "it keeps every opening hand")

    def _charge(self, view: Any, options: list[Command], cards: dict[int, Any], me: int) -> Decision | None:
        mine = view["players"][me]
        charges = [c for c in options if c.kind == "charge"]
        energy = len(mine["energy"]) + mine["energy_markers"]
        if energy >= ENERGY_ENOUGH or len(mine["hand"]) < 2 or not charges:
            why = f"{energy} Energy is enough" if energy >= ENERGY_ENOUGH else "too few cards in hand"
            return _because(_kind(options, "no-charge"), why)
        # The card least worth holding: the most expensive one it cannot play soon, else the weakest.
        room = energy + 2
        far = [c for c in charges if (cards[c.args[0]]["cost"] or 0) > room]
        pool = far or charges
        cmd = max(pool, key=lambda c: ((cards[c.args[0]]["cost"] or 0) if far else -(cards[c.args[0]]["power"] or 0)))
        return Decision(cmd, "a card it cannot play soon" if far else "its weakest card")

    def _main(self, view: Any, options: list[Command], cards: dict[int, Any], me: int) -> Decision | None:
        for kind in ("awaken", "activate"):
            found = _kind(options, kind)
            if found is not None:
                return Decision(found, "it awakens whenever it can" if kind == "awaken" else "it uses every skill it can")
        plays = [c for c in options if c.kind == "play"]
        if plays:
            cmd = max(plays, key=lambda c: (cards[c.args[0]]["cost"] or 0, cards[c.args[0]]["power"] or 0))
            return Decision(cmd, "its biggest Battle Card it can pay for")
        uses = [c for c in options if c.kind == "use"]
        if uses and view["players"][1 - me]["battle"]:
            return Decision(uses[0], "the opponent has Battle Cards")
        attacks = [c for c in options if c.kind == "attack"]
        if attacks:
            cmd = max(attacks, key=lambda c: _attack_value(c, cards))
            attacker, target = cards[cmd.args[0]], cards[cmd.args[1]]
            powers = f"{attacker['power'] or 0} against {target['power'] or 0}"
            beats = (attacker["power"] or 0) >= (target["power"] or 0)
            if target["category"] != "leader":
                return Decision(cmd, f"KOs a rested Battle Card if not stopped ({powers})" if beats
                                else f"no better attack ({powers})")
            return Decision(cmd, f"hits the Leader if not stopped ({powers})" if beats
                            else f"pressure: the defence must answer it ({powers})")
        return _because(_kind(options, "end"), "nothing left worth doing")

    def _block(self, view: Any, options: list[Command], cards: dict[int, Any], me: int) -> Decision | None:
        life = view["players"][me]["life_count"]
        if life <= LOW_LIFE:
            blocks = [c for c in options if c.kind == "block"]
            if blocks:
                return Decision(min(blocks, key=lambda c: cards[c.args[0]]["cost"] or 0),
                                f"at {life} Life it blocks with its cheapest card")
        return _because(_kind(options, "no-block"), f"at {life} Life it keeps its cards")

    def _offense(self, view: Any, options: list[Command], cards: dict[int, Any], me: int) -> Decision | None:
        battle = view["battle"]
        if battle is None:
            return _because(_kind(options, "pass"), "no battle")
        short = _guard_total(view, cards) - _attack_total(view, cards)
        return _combo_to_close(options, cards, short, me) or _because(
            _kind(options, "pass"), "the attack wins already" if short <= 0 else "no combo wins the battle")

    def _defense(self, view: Any, options: list[Command], cards: dict[int, Any], me: int) -> Decision | None:
        battle = view["battle"]
        if battle is None:
            return _because(_kind(options, "pass"), "no battle")
        over = _attack_total(view, cards) - _guard_total(view, cards)
        guard_is_leader = battle["guard"] == view["players"][me]["leader"]["uid"]
        worth = (not guard_is_leader) or view["players"][me]["life_count"] <= LOW_LIFE
        if over >= 0 and worth:
            return _combo_to_close(options, cards, over + 1, me) or _because(
                _kind(options, "pass"), "no combo stops the attack")
        why = "the attack fails already" if over < 0 else "its Life is high enough to take the hit"
        return _because(_kind(options, "pass"), why)

    def _choose(self, view: Any, options: list[Command], cards: dict[int, Any], me: int) -> Decision | None:
        prompt = view["prompt"]
        rule = PURPOSES.get(prompt["purpose"], "outcome")
        if rule == "pay":
            return _pay(view, options, cards, me)
        if rule == "order":
            return _order(view, options, cards, me)
        outcomes = prompt.get("outcomes") or []
        best, best_score = None, None
        for cmd, out in zip(options, outcomes or [None] * len(options)):
            if not cmd.args:
                score = 0.0
            else:
                card = cards.get(cmd.args[0]) if isinstance(cmd.args[0], int) else None
                good = out.for_owner if out is not None else 0
                owner_mine = card is not None and card["owner"] == me
                if rule == "spend" and owner_mine:
                    good = -1  # a cost: its own card is lost whatever the action's meaning
                worth = _worth(card) if card is not None else 0.0
                score = (1 if (good >= 0) == owner_mine else -1) * (1 + worth / 100)
            if best_score is None or score > best_score:
                best, best_score = cmd, score
        why = {"spend": "the least it loses", "outcome": "the best outcome for it"}.get(rule, "the best outcome for it")
        return _because(best, why)

    def _yes_no(self, view: Any, options: list[Command], cards: dict[int, Any], me: int) -> Decision | None:
        prompt = view["prompt"]
        purpose = prompt["purpose"]
        mine = view["players"][me]
        if purpose == "mode":
            outcomes = prompt.get("outcomes") or []
            if outcomes and outcomes[0].for_owner < 0:
                return _because(_kind(options, "no"), "this option would do nothing")
            return _because(_kind(options, "yes"), "the first option that does something")
        if purpose == "hand_or_energy":
            top = cards.get(next((c["uid"] for c in prompt.get("cards") or []), -1))
            energy = len(mine["energy"]) + mine["energy_markers"]
            if top is not None and energy < ENERGY_ENOUGH and (top.get("cost") or 0) > _room(view, me):
                return _because(_kind(options, "no"), "a card it cannot play soon: energy")
            return _because(_kind(options, "yes"), "a card for its hand")
        if purpose == "use_effect" and mine["life_count"] <= 1:
            return _because(_kind(options, "no"), "taking its last Life card would lose the game")
        if purpose == "deck_end":
            return _because(_kind(options, "yes"), "to the bottom: the next draw stays new")
        return _because(_kind(options, "yes"), "it uses every skill it can")


class FusionEasyPlayer(FusionNormalPlayer):
    """The normal rules, but about a third of its decisions are any legal answer (one seeded draw each)."""

    name = "easy"

    def __init__(self, seed: int = 0, **_: Any) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)

    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision:
        real = [c for c in options if c.kind != "concede"] or list(options)
        roll, pick = self.rng.random(), self.rng.random()
        if roll < SLIP_RATE:
            return Decision(real[int(pick * len(real))], "a careless move")
        return super().decision(view, options)


# ---------------------------------------------------------------------- reading the view
def _cards(view: Mapping[str, Any]) -> dict[int, Any]:
    """Every card the seat sees, by uid, with its owner."""
    found: dict[int, Any] = {}
    for p, player in enumerate(view["players"]):
        areas = [[player["leader"]], player["battle"], player["combo"], player["energy"], player["drop"],
                 player["hand"] or [], [player["field"]] if player["field"] else []]
        for area in areas:
            for card in area:
                found[card["uid"]] = {**card, "owner": p}
    for card in view["prompt"].get("cards", []) if view["prompt"] else []:
        found.setdefault(card["uid"], {**card, "owner": view["me"]})
    for card in view.get("looking", []):
        found.setdefault(card["uid"], {**card, "owner": view["me"]})
    return found


def _worth(card: Mapping[str, Any]) -> float:
    """What a card is worth keeping: its power and combo power, and its cost for a card without power (an Extra)."""
    power = (card.get("power") or 0) / 10000
    return power + (card.get("combo_power") or 0) / 5000 + (card.get("cost") or 0) / (2 if power else 1)


def _room(view: Mapping[str, Any], me: int) -> int:
    """The energy it will have next turn: its energy, markers and one more charge."""
    mine = view["players"][me]
    return len(mine["energy"]) + mine["energy_markers"] + 1


def _pay(view: Mapping[str, Any], options: list[Command], cards: dict[int, Any], me: int) -> Decision:
    """The payment that leaves the most cards of its hand payable with the energy still active (colours
    counted, FW 5-3), then the one that removes fewest energy markers (they are gone for good, FW 1-11-2)."""
    from ..games.dbsfw.energy import MARKER, _orbs_met, needed

    mine = view["players"][me]
    leader = tuple(mine["leader"].get("colors") or ())
    active = [c for c in mine["energy"] if not c.get("rested")]
    hand = [c for c in mine["hand"] or [] if c.get("cost") is not None]

    def left(cmd: Command) -> tuple[int, int]:
        paid = {u for u in cmd.args if isinstance(u, int)}
        markers = sum(1 for u in cmd.args if isinstance(u, tuple) and u[0] == MARKER)
        colours = [tuple(c.get("colors") or ()) for c in active if c["uid"] not in paid]
        colours += [leader] * (mine["energy_markers"] - markers)
        payable = sum(1 for c in hand if len(colours) >= needed(c["cost"], tuple(c.get("orbs") or ()))
                      and _orbs_met(tuple(c.get("orbs") or ()), colours))
        return payable, -markers

    best = max(options, key=left)
    payable, markers = left(best)
    return Decision(best, f"leaves {payable} card(s) of its hand payable, {-markers} marker(s) removed")


def _order(view: Mapping[str, Any], options: list[Command], cards: dict[int, Any], me: int) -> Decision:
    """Of cards put in order: first (on top) the card it can play soonest and is worth most; a skill first
    whose card is strongest."""
    room = _room(view, me)

    def key(cmd: Command) -> tuple[int, float]:
        card = cards.get(cmd.args[0]) if cmd.args and isinstance(cmd.args[0], int) else None
        if card is None:
            return (-1, 0.0)
        return (int((card.get("cost") or 0) <= room), _worth(card))

    return Decision(max(options, key=key), "first the card it can play soonest and is worth most")


def _kind(options: list[Command], kind: str) -> Command | None:
    return next((c for c in options if c.kind == kind), None)


def _because(cmd: Command | None, reason: str) -> Decision | None:
    return None if cmd is None else Decision(cmd, reason)


def _attack_value(cmd: Command, cards: dict[int, Any]) -> float:
    attacker, target = cards[cmd.args[0]], cards[cmd.args[1]]
    beats = (attacker["power"] or 0) >= (target["power"] or 0)
    if target["category"] == "leader":
        return 2 + beats if beats else 1  # pressure the Leader; a weak attack still draws a combo out
    return 3 + (target["cost"] or 0) / 10 if beats else 0


def _combo_power(cards: dict[int, Any], cmd: Command) -> int:
    if cmd.kind == "use":
        return 15000  # the starters' [Activate Battle] Extras give +15000
    return cards[cmd.args[0]]["combo_power"] or 0


def _combo_to_close(options: list[Command], cards: dict[int, Any], gap: int, me: int) -> Decision | None:
    """The smallest combo (or battle Extra) that closes the gap, else the biggest if together they can."""
    combos = [c for c in options if c.kind in ("combo", "use") and c.args and isinstance(c.args[0], int)]
    if gap <= 0 or not combos:
        return None
    if sum(_combo_power(cards, c) for c in combos) < gap:
        return None
    enough = [c for c in combos if _combo_power(cards, c) >= gap]
    if enough:
        return Decision(min(enough, key=lambda c: _combo_power(cards, c)), f"the smallest combo that gives the {gap} power needed")
    return Decision(max(combos, key=lambda c: _combo_power(cards, c)), f"the biggest combo toward the {gap} power needed")


def _attack_total(view: Mapping[str, Any], cards: dict[int, Any]) -> int:
    b = view["battle"]
    attacker = view["players"][view["turn_player"]]
    return b["attacker_power"] + sum(c["combo_power"] or 0 for c in attacker["combo"])


def _guard_total(view: Mapping[str, Any], cards: dict[int, Any]) -> int:
    b = view["battle"]
    defender = view["players"][1 - view["turn_player"]]
    return b["guard_power"] + sum(c["combo_power"] or 0 for c in defender["combo"])


class FusionHardPlayer(FusionNormalPlayer):
    """Searches its Main Phase, block and charge decisions: on a few samples of the hidden cards
    (determinize.Sampler: the open decklists less what it sees), each candidate answer is played
    on, both seats by the normal rules, to the start of the turn after next; the position is then
    scored (`_score`: a win or a loss first, then Life, Battle Area power, cards in hand, Energy).
    The best total wins, a tie goes to the normal rules' answer. Whether to charge, combos (searching
    them measured worse) and every other decision are the normal rules'. No further sample is
    taken when it would likely overrun the decision's time (`budget_ms`, 1 s by default; the
    first always is); with time enough, the same seed gives the same decisions."""

    name = "hard"
    SEARCHED = ("main", "block", "charge")

    def __init__(self, seed: int = 0, samples: int = 8, budget_ms: int | None = None, **_: Any) -> None:
        super().__init__(seed)
        self.samples = samples
        self.rng = random.Random(seed)
        self.budget = (budget_ms or 1000) / 1000

    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision:
        start = time.perf_counter()
        real = [c for c in options if c.kind != "concede"] or list(options)
        if len(real) == 1 or view["prompt"]["kind"] not in self.SEARCHED:
            return super().decision(view, options)
        plain = super().decision(view, options)
        if view["prompt"]["kind"] == "charge":
            # Whether to charge stays the normal rules' (its worth shows after the horizon); which card is searched.
            real = [c for c in real if c.kind == "charge"]
            if plain.command.kind != "charge" or len(real) == 1:
                return plain
        from .determinize import Sampler

        me = view["me"]
        sampler = Sampler(view["position"], [p["decklist"] for p in view["players"]])
        totals = [0.0] * len(real)
        ends = [[0, 0] for _ in real]  # playouts won, lost
        done = 0
        while done < self.samples:
            spent = time.perf_counter() - start
            if done and spent + spent / done > self.budget:
                break  # another sample would likely overrun the decision's time
            game = sampler.sample(random.Random(self.rng.getrandbits(64)))
            for i, cmd in enumerate(real):
                score = _rollout(game.clone(record=False), cmd, me)
                totals[i] += score
                if abs(score) >= WIN:
                    ends[i][score < 0] += 1
            done += 1
        best = max(range(len(real)), key=lambda i: (totals[i], real[i] == plain.command))
        if real[best] == plain.command:
            return Decision(plain.command, f"{plain.reason}; search agrees (best of {len(real)}, {done} samples)")
        best_tally, plain_tally = (Tally(done, ends[i][0], ends[i][1], totals[i] / max(done, 1)) for i in (best, real.index(plain.command)))
        return Decision(real[best], f"best of {len(real)} by search: "
                        + ahead(best_tally, plain_tally, real[best], plain.command))


def _light_view(g: Any, me: int) -> dict[str, Any]:
    """The parts of `me`'s view the normal rules read, without what only a person reads (names,
    power parts, keywords, the decklists): a rollout builds one per decision, so it must be cheap.
    Same values as the view's for every key it has (tests/dbsfw/test_fw_ai.py)."""
    from ..engine.view import prompt_view
    from ..games.dbsfw import ops

    def card(g: Any, uid: int) -> dict[str, Any]:
        c = g.card(uid)
        return {"uid": uid, "category": c.category, "colors": c.colors, "orbs": c.orbs,
                "cost": ops.cost(g, uid) if c.cost is not None else None,
                "power": ops.power(g, uid) if c.power is not None else None,
                "combo_power": ops.combo_power(g, uid) if c.category == "battle" else None}

    def printed(g: Any, uid: int) -> dict[str, Any]:  # Energy and Drop: no effect changes these numbers
        c = g.card(uid)
        return {"uid": uid, "category": c.category, "colors": c.colors, "orbs": c.orbs, "rested": uid in g.s.rested,
                "cost": c.cost, "power": c.power,
                "combo_power": (c.combo_power or 0) if c.category == "battle" else None}

    s = g.s
    players = []
    for p in (0, 1):
        ps = s.players[p]
        players.append({
            "leader": card(g, ps.leader), "battle": [card(g, u) for u in ps.battle],
            "field": card(g, ps.field) if ps.field is not None else None,
            "combo": [card(g, u) for u in ps.combo], "energy": [printed(g, u) for u in ps.energy],
            "energy_markers": ps.markers, "hand": [card(g, u) for u in ps.hand] if p == me else None,
            "hand_count": len(ps.hand), "life_count": len(ps.life),
            "drop": [printed(g, u) for u in ps.drop]})
    b = s.battle
    battle = None if b is None else {"guard": b.guard, "attacker_power": ops.power(g, b.attacker),
                                     "guard_power": ops.power(g, b.guard)}
    return {"me": me, "turn_player": s.turn_player, "players": players, "battle": battle,
            "prompt": prompt_view(g, me, card), "looking": [card(g, u) for u in s.looking.get(me, ())]}


def _rollout(game: Any, cmd: Command, me: int) -> float:
    players = [FusionNormalPlayer(), FusionNormalPlayer()]
    horizon = game.s.turn + 2
    game.apply(cmd)
    decisions = 0
    while not game.over and game.s.turn < horizon and decisions < 300:
        seat = game.waiting.player
        options = [c for c in game.legal() if c.player == seat]
        real = [c for c in options if c.kind != "concede"]
        choice = real[0] if len(real) == 1 else players[seat].decide(_light_view(game, seat), options)
        game.apply(choice)
        decisions += 1
    if game.over:
        return WIN if game.winner == me else -WIN if game.winner == 1 - me else 0.0
    return _score(_light_view(game, me), me)


def _score(view: Mapping[str, Any], me: int) -> float:
    mine, theirs = view["players"][me], view["players"][1 - me]

    def board(p: Mapping[str, Any]) -> float:
        return sum((c["power"] or 0) for c in p["battle"]) / 10000

    def life(n: int) -> float:
        # Life is cards to come: each is worth most when few are left, and always more than the card
        # in hand it turns into when lost (FW 14-3-2), or losing Life would look like a gain.
        return 3 * min(n, 4) + 1.5 * max(n - 4, 0)

    def energy(p: Mapping[str, Any]) -> int:
        return len(p["energy"]) + p["energy_markers"]

    return (life(mine["life_count"]) - life(theirs["life_count"]) + board(mine) - board(theirs)
            + 1.0 * (mine["hand_count"] - theirs["hand_count"]) + 0.5 * (energy(mine) - energy(theirs)))
