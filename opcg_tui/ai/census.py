"""The blunder census (issue 27): five detectors over one decision and its position.

Measurement only: a detector reads the full state of the game (never a player; no player imports
this module). Each is `detector(g, seat, cmd, options) -> Blunder | None`, where `g` is the game
as it stands when `seat` is asked, `options` the legal answers it had and `cmd` the one it chose.
`detect` runs the five. docs/census.md gives the definitions with the reasons for each choice.

1. **Hopeless attack** (an `attack`): the attacker's power is below the target's, nothing on the
   attacker's side reacts to this battle (no [When Attacking], no effect that waits for the attack,
   the resting, a blocker or an event of the opponent, the battle or its damage: `BATTLE_TIMINGS`),
   and the attack wastes something: the attacker is a Character with [Blocker], or it could have won
   a battle this turn (against any of its legal targets, with the active DON!! given first).
2. **DON!! overkill** (an `attack`): DON!! given to the attacker beyond what it needs to win against
   the largest defence the target's owner could have (`largest_defence`, from what the attacker may
   know: the defender's hand size, deck list and active DON!!) and beyond its own [DON!! xN]
   conditions, while those surplus DON!! (given from the active ones) would have paid for another use this turn: a card in hand
   or an [Activate: Main] it cannot pay for without them.
3. **Unspent DON!!** (an `end` of the Main Phase): an active DON!! left and a legal play that raises
   the evaluation (the active-DON!! and ready-attacker terms of the Main Phase left out: at the end
   they are worth nothing) by more than `UNSPENT_GAIN`, unless paying for it leaves too few DON!!
   for a [Counter] Event in hand.
4. **Limit trash** (the 5-Character limit's `limit_trash` choice): trashing a Character when another
   was worth less by the evaluation (after each trash) by more than `TRASH_MARGIN`; the only active
   [Blocker] while the opponent threatens lethal next turn is worth more than any other.
5. **Needless defence** (a `block` or a `counter` for the Leader): even if this attack and every
   attack the turn player can still make all hit, the defender ends the turn with `SAFE_LIFE` Life or
   more; and the card is needed later: the blocker is K.O.'d, or the counter leaves at most one
   card with a Counter in hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..engine import Command
from ..games.onepiece import ops
from ..games.onepiece.rules import can_attack_with
from .evaluate import Evaluator, counter_event_power, field_cards, reacts_to_battle
from .policy import Policy

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..engine import Game

CLASSES = {1: "hopeless attack", 2: "DON!! overkill", 3: "unspent DON!!", 4: "limit trash", 5: "needless defence"}
UNSPENT_GAIN = 0.75  # three quarters of a card in hand (docs/census.md: why)
TRASH_MARGIN = 0.25  # a quarter of a card in hand
SAFE_LIFE = 3  # Life the defender keeps this turn in the worst case


class Blunder(NamedTuple):
    kind: int  # a key of CLASSES
    position: str  # the position in one line
    choice: str
    better: str


_EV = Evaluator()
_POLICY = Policy(evaluator=_EV)


# ================================================================ words
def name(g: Game, uid: int) -> str:
    return f"{g.card(uid).name} ({ops.power(g, uid)})" if ops.on_field(g, uid) else g.card(uid).name


def summary(g: Game, seat: int) -> str:
    """The position in one line, from `seat`'s side."""
    s = g.s

    def side(p: int) -> str:
        ps = s.players[p]
        chars = ", ".join(name(g, u) + ("*" if u in s.rested else "") for u in ps.chars) or "-"
        return (f"Life {len(ps.life)} hand {len(ps.hand)} DON!! {ps.don_active} | {name(g, ps.leader)}; {chars}")

    return f"turn {s.turn} p{seat + 1}: {side(seat)} || p{2 - seat}: {side(1 - seat)}"


def _blunder(kind: int, g: Game, seat: int, choice: str, better: str) -> Blunder:
    return Blunder(kind, summary(g, seat), choice, better)


# ================================================================ 1. hopeless attack
def hopeless_attack(g: Game, seat: int, cmd: Command, options: Sequence[Command]) -> Blunder | None:
    if cmd.kind != "attack":
        return None
    attacker, target = cmd.args
    power = ops.power(g, attacker)
    if power >= ops.power(g, target) or reacts_to_battle(g, seat, attacker):
        return None
    reach = power + 1000 * g.s.players[seat].don_active
    winnable = [t for c in options if c.kind == "attack" and c.args[0] == attacker
                for t in (c.args[1],) if ops.power(g, t) <= reach]
    blocker = attacker != g.s.players[seat].leader and ops.has_keyword(g, attacker, "blocker")
    if not winnable and not blocker:
        return None
    better = (f"give DON!! and attack {name(g, winnable[0])}" if winnable
              else f"keep the [Blocker] {g.card(attacker).name} home")
    return _blunder(1, g, seat, f"{name(g, attacker)} attacks {name(g, target)}", better)


# ================================================================ 2. DON!! overkill
def largest_defence(g: Game, defender: int) -> int:
    """The most power the defender could add with the cards in its hand, by what the attacker may
    know: each card the best single defence of its deck list (a Character's Counter, or a [Counter]
    Event's power it can pay for with its active DON!!)."""
    ps = g.s.players[defender]
    best = 0
    for uid, owner in enumerate(g.s.owner):
        if owner != defender:
            continue
        card = g.card(uid)
        if card.category == "character":
            best = max(best, card.counter or 0)
        elif card.category == "event" and (card.cost or 0) <= ps.don_active:
            best = max(best, counter_event_power(card))
    return best * len(ps.hand)


def don_condition(g: Game, uid: int) -> int:
    """The most DON!! any [DON!! xN] condition of the card asks for."""
    return max((eff.conditions.get("don", 0) for eff in g.card(uid).effects), default=0)


def unaffordable_use(g: Game, seat: int, extra: int) -> str | None:
    """A card in hand, or an [Activate: Main], the seat could pay for with `extra` more active DON!!
    and cannot without them."""
    ps = g.s.players[seat]
    active = ps.don_active
    for uid in ps.hand:
        card = g.card(uid)
        playable = card.category in ("character", "stage") or card.effect_with("main") is not None
        if playable and active < ops.cost(g, uid) <= active + extra:
            return f"play {card.name} ({ops.cost(g, uid)})"
    for uid in field_cards(g, seat):
        found = g.card(uid).effect_with("activate_main")
        rest = found[1].cost.get("rest_don", 0) if found else 0
        if isinstance(rest, int) and active < rest <= active + extra:
            return f"activate {g.card(uid).name} ({rest} DON!!)"
    return None


def given_from_active(g: Game, uid: int) -> int:
    """DON!! given to `uid` from the active ones this turn (those a rested DON!! effect gave had no
    other use). Read from the game's log: the census's games are recorded."""
    n = 0
    for ev in reversed(g.log):
        if ev.kind == "new_turn":
            break
        if ev.kind == "don" and ev.dst == uid:
            n += ev.n if ev.src == "active" else 0
    return n


def don_overkill(g: Game, seat: int, cmd: Command, options: Sequence[Command]) -> Blunder | None:
    if cmd.kind != "attack":
        return None
    attacker, target = cmd.args
    given = ops.given(g, attacker)
    if not given:
        return None
    power = ops.power(g, attacker)
    enough = ops.power(g, target) + largest_defence(g, 1 - seat)
    needed = max(-(-(enough - (power - 1000 * given)) // 1000), don_condition(g, attacker), 0)
    surplus = min(given - needed, given_from_active(g, attacker))
    if surplus <= 0:
        return None
    use = unaffordable_use(g, seat, surplus)
    if use is None:
        return None
    return _blunder(2, g, seat, f"{name(g, attacker)} with {given} DON!! attacks {name(g, target)} "
                    f"(enough against every defence: {enough})", f"{needed} DON!! and {use}")


# ================================================================ 3. unspent DON!!
def resting_value(g: Game, seat: int) -> float:
    """The evaluation without what is left to do in the Main Phase (worth nothing once it ends)."""
    s = g.s
    value = _EV(g, seat)
    if s.turn_player == seat and s.phase == "main" and s.battle is None and s.winner is None:
        value -= _EV.attack_potential(g, seat)
    return value


def held_for_counter(g: Game, seat: int, cost: int) -> bool:
    """Would paying `cost` leave too few active DON!! for a [Counter] Event in hand it can pay for now?"""
    ps = g.s.players[seat]
    return any(counter_event_power(g.card(u)) and ps.don_active - cost < ops.cost(g, u) <= ps.don_active
               for u in ps.hand)


def unspent_don(g: Game, seat: int, cmd: Command, options: Sequence[Command]) -> Blunder | None:
    if cmd.kind != "end" or not g.s.players[seat].don_active:
        return None
    base = resting_value(g, seat)
    best, best_gain = None, UNSPENT_GAIN
    for play in options:
        if play.kind != "play" or held_for_counter(g, seat, ops.cost(g, play.args[0])):
            continue
        gain = resting_value(_POLICY.after(g, seat, play), seat) - base
        if gain > best_gain:
            best, best_gain = play, gain
    if best is None:
        return None
    uid = best.args[0]
    return _blunder(3, g, seat, f"end the turn with {g.s.players[seat].don_active} DON!! active",
                    f"play {g.card(uid).name} ({ops.cost(g, uid)}): +{best_gain:.2f}")


# ================================================================ 4. limit trash
def threatens_lethal(g: Game, seat: int) -> bool:
    """Could the opponent's Leader and Characters, all standing next turn, take every Life of `seat` and
    hit once more?"""
    opp = g.s.players[1 - seat]
    hits = sum(2 if ops.has_keyword(g, u, "double_attack") else 1 for u in (opp.leader, *opp.chars))
    return hits > len(g.s.players[seat].life)


def trash_worth(g: Game, seat: int, cmd: Command, last_blocker: int | None) -> tuple[bool, float]:
    """What trashing `cmd`'s Character costs (more is worse): losing the last active [Blocker] when it
    matters first, then the evaluation it leaves, negated."""
    after = g.clone(record=False)
    after.apply(cmd)
    return (cmd.args[0] == last_blocker, -_EV(after, seat))


def limit_trash(g: Game, seat: int, cmd: Command, options: Sequence[Command]) -> Blunder | None:
    prompt = g.s.prompt
    if prompt is None or prompt.purpose != "limit_trash" or len(options) < 2:
        return None
    blockers = [u for u in g.s.players[seat].chars
                if u not in g.s.rested and ops.has_keyword(g, u, "blocker")]
    last = blockers[0] if len(blockers) == 1 and threatens_lethal(g, seat) else None
    worth = {c: trash_worth(g, seat, c, last) for c in options if c.args}
    chosen = worth[cmd]
    best = min(worth, key=lambda c: worth[c])
    lost, cost = worth[best]
    if chosen[0] > lost or chosen[1] - cost > TRASH_MARGIN:
        return _blunder(4, g, seat, f"trash {name(g, cmd.args[0])}",
                        f"trash {name(g, best.args[0])} ({chosen[1] - cost:+.2f})")
    return None


# ================================================================ 5. needless defence
def worst_life(g: Game, seat: int) -> int:
    """The defender's Life at the end of this turn if the attack in battle and every attack the turn
    player can still make all hit (power not counted: an upper bound of the damage)."""
    b = g.s.battle
    assert b is not None
    opp = g.s.players[1 - seat]
    hits = sum(2 if ops.has_keyword(g, u, "double_attack") else 1
               for u in (opp.leader, *opp.chars) if u == b.attacker or can_attack_with(g, u))
    return len(g.s.players[seat].life) - hits


def has_counter(g: Game, uid: int) -> bool:
    card = g.card(uid)
    return bool(card.counter) or counter_event_power(card) != 0


def needless_defence(g: Game, seat: int, cmd: Command, options: Sequence[Command]) -> Blunder | None:
    b = g.s.battle
    if cmd.kind not in ("block", "counter") or b is None or b.target != g.s.players[seat].leader:
        return None
    if worst_life(g, seat) < SAFE_LIFE:
        return None
    uid = cmd.args[0]
    if cmd.kind == "block":
        if ops.power(g, uid) > ops.power(g, b.attacker):
            return None  # the blocker survives: nothing is spent
        spent = f"block with {name(g, uid)}, K.O.'d"
    else:
        left = sum(has_counter(g, u) for u in g.s.players[seat].hand if u != uid)
        if left > 1:
            return None
        spent = f"counter with {g.card(uid).name}, {left} Counter card{'s' * (left != 1)} left"
    return _blunder(5, g, seat, f"{spent} against {name(g, b.attacker)}",
                    f"take the hit: Life {worst_life(g, seat)} or more at the end of the turn anyway")


DETECTORS = (hopeless_attack, don_overkill, unspent_don, limit_trash, needless_defence)


def detect(g: Game, seat: int, cmd: Command, options: Sequence[Command]) -> list[Blunder]:
    """Every blunder of the five classes that `cmd`, chosen by `seat` among `options`, is."""
    return [b for d in DETECTORS if (b := d(g, seat, cmd, options)) is not None]
