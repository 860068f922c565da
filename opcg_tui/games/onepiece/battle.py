"""Battles (7): the attack, the Block, Counter and Damage Steps, the end of the battle, as frames."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import continuous
from ...engine.continuous import Cause
from ...engine.frames import step
from ...engine.interpreter import (
    pending_first,
    queue_auto,
    queue_event,
    start_effect,
    usable,
)
from ...engine.records import (
    BattleChanged,
    Command,
    Ctx,
    Expire,
    Frame,
    Reveal,
    SetValue,
    Used,
    UseKey,
)
from ...engine.registry import EMPTY
from . import life as life_area
from . import ops
from .frames import frame
from .primitives import reserved
from .primitives.actions.effects import BATTLE_DELAYED
from .state import AttackNote, Battle, BlockNote, CounterNote, DamageNote, DonMoved

if TYPE_CHECKING:
    from ...engine.game import Game


# ============================================================== 7 battles
BATTLED = {"character": -1, "leader": -2}  # UseKey idx: this card battled a Character / a Leader this turn


def declare_attack(g: Game, attacker: int, target: int) -> None:
    tp = g.s.owner[attacker]
    # 7-1-1-1: rest the attacker; 7-1-1-2: the target.
    ops.rest(g, attacker)
    g.emit(SetValue("set", "battle", Battle(attacker, target, g.s.epoch[attacker], g.s.epoch[target], False, 1 - tp)))
    g.emit(AttackNote("note", "attack", attacker, target, ops.power(g, attacker), ops.power(g, target)))
    # 7-1-1-3: [When Attacking]; 10-2-16-1: then [On Your Opponent's Attack].
    queue_auto(g, "when_attacking", [attacker])
    # 8-1-3-1: "When your opponent's Character attacks" (the attacker), "When this Leader attacks your
    # opponent's Leader" (the target, for the attacker's own effects): at the same time.
    queue_event(g, "attack", tp, (attacker,))
    queue_event(g, "attack_on", tp, (target,), only=(attacker,))
    queue_event(g, "attacks_or_attacked", tp, only=(attacker,))  # "When this Leader attacks or is attacked" (OP03-001)
    battles(g, attacker, target)
    g.push(step("opponent_attack_effects"), step("block_step"))


def battles(g: Game, one: int, other: int) -> None:
    """"When this Character battles ...": a battle between these two cards begins (an attack on it,
    or a [Blocker] that takes the target's place, 7-1-2-2); each card's effect looks at the other."""
    queue_event(g, "battles", g.s.owner[one], (other,), only=(one,))
    queue_event(g, "battles", g.s.owner[other], (one,), only=(other,))
    # "If this Leader battles your opponent's Character during this turn": a per-turn record, kept
    # with the turn's used effects (cleared each turn) under a negative effect index (BATTLED), for
    # the cards whose effects ask it.
    for a, b in ((one, other), (other, one)):
        kind = BATTLED.get(g.card(b).category)
        if kind is not None and _asks(g.card(a), "battled_this_turn"):
            g.emit(Used("used", UseKey(a, g.s.epoch[a], kind)))


def _asks(card: Any, condition: str) -> bool:
    """Does one of the card's effects read this condition (anywhere in it)? Once per card object."""
    key = (id(card), condition)
    entry = _ASKS.get(key)
    if entry is None or entry[0] is not card:
        entry = _ASKS[key] = (card, _mentions((card.effects, card.trigger), condition))
    return entry[1]


def _mentions(data: Any, name: str) -> bool:
    if isinstance(data, dict):
        return any(k == name or _mentions(v, name) for k, v in data.items())
    if isinstance(data, tuple):
        return any(_mentions(v, name) for v in data)
    return False


_ASKS: dict[tuple[int, str], tuple[Any, bool]] = {}


def battle(g: Game) -> Battle:
    b: Battle = g.s.battle
    return b


@frame("opponent_attack_effects")
def opponent_attack_effects(g: Game) -> None:
    if pending_first(g, step("opponent_attack_effects")):
        return
    if g.s.battle is None:
        return
    defender_field = g.s.players[battle(g).defender].field()
    queue_auto(g, "on_opponent_attack", defender_field)
    # Effects that "can be activated when your opponent attacks" are offered at the same point.
    queue_auto(g, "when_opponent_attacks", defender_field)
    g.push(step("resolve_pending"))


def battle_broken(g: Game) -> bool:
    """7-1-1-4, 7-1-2-3, 7-1-3-3: attacker or target has moved areas."""
    b = g.s.battle
    return (b is None or g.s.epoch[b.attacker] != b.attacker_epoch
            or g.s.epoch[b.target] != b.target_epoch)


def can_block_with(g: Game, uid: int) -> bool:
    b = battle(g)
    if uid == b.target or uid in g.s.rested or not ops.has_keyword(g, uid, "blocker"):
        return False  # 10-1-4-1: rest one of your *other* cards
    # OP13-057: "... cannot activate [Blocker] whenever your Leader attacks": the attacker is the other card.
    return not continuous.prohibited(g, "activate_blocker", uid, other=b.attacker)


@frame("block_step")
def block_step(g: Game) -> None:
    if battle_broken(g):
        g.push(step("end_of_battle"))
        return
    b = battle(g)
    defender = b.defender
    options = [Command(defender, "no-block")]
    # 7-1-2-1: one [Blocker] per battle; [Unblockable] (10-1-7) attackers cannot be blocked.
    if not ops.has_keyword(g, b.attacker, "unblockable"):
        options += [Command(defender, "block", (uid,)) for uid in g.s.players[defender].chars if can_block_with(g, uid)]
    g.ask(defender, "block", options, step("block_answer"), "Block Step: activate a [Blocker]?", purpose="block")


@frame("block_answer")
def block_answer(g: Game, cmd: Command) -> None:
    g.push(step("counter_step"))
    if "attacks_or_attacked" in g.listens:
        g.push(step("attacked"))  # 7-1-3-1, after the [On Block] effects
    if cmd.kind == "block":
        blocker = cmd.args[0]
        ops.rest(g, blocker)
        g.emit(BattleChanged("battle", "target", blocker))
        g.emit(BattleChanged("battle", "target_epoch", g.s.epoch[blocker]))
        g.emit(BattleChanged("battle", "blocked", True))
        g.emit(BlockNote("note", "block", blocker))
        queue_event(g, "blocker_activated", cmd.player)  # "When your opponent activates a [Blocker]"
        battles(g, battle(g).attacker, blocker)
        queue_auto(g, "on_block", [blocker])  # 7-1-2-2
        g.push(step("resolve_pending"))


@frame("attacked")
def attacked(g: Game) -> None:
    """7-1-3-1: as the Counter Step begins, the effects of the attacked player that read "when attacked" activate: the
    card that is the target now (not one a [Blocker] took the place of; OP03-001)."""
    if battle_broken(g):
        return  # 7-1-2-3: the Counter Step does not begin (counter_step ends the battle)
    b = battle(g)
    queue_event(g, "attacks_or_attacked", b.defender, only=(b.target,))
    g.push(step("resolve_pending"))


@frame("counter_step")
def counter_step(g: Game) -> None:
    if battle_broken(g):  # 7-1-2-3
        g.push(step("end_of_battle"))
        return
    counter_prompt(g)


def counter_prompt(g: Game) -> None:
    defender = battle(g).defender
    ps = g.s.players[defender]
    options = [Command(defender, "pass")]
    receivers = [ps.leader, *ps.chars]
    seen: set[str] = set()
    for uid in ps.hand:
        number = g.s.cards[uid]
        if number in seen:
            continue
        seen.add(number)
        card = g.card(uid)
        if card.category == "character" and ops.counter(g, uid):
            # 7-1-3-2-1: trash a Character card with a Counter; its power goes to one card.
            options += [Command(defender, "counter", (uid, r)) for r in receivers]
        elif counter_event_usable(g, defender, uid):
            options.append(Command(defender, "counter", (uid,)))  # 7-1-3-2-2
    g.ask(defender, "counter", options, step("counter_answer"), "Counter Step: use counters, then pass.",
          purpose="counter")


@frame("counter_answer")
def counter_answer(g: Game, cmd: Command) -> None:
    if cmd.kind == "pass":
        g.push(step("damage_step"))
        return
    g.push(step("counter_step"))
    uid = cmd.args[0]
    if len(cmd.args) == 2:
        receiver = cmd.args[1]
        value = ops.counter(g, uid)  # as it is in the hand (8-1-3-3)
        ops.move(g, uid, "trash")
        card = g.card(uid)
        continuous.add(g, "add:power", receiver, value, "battle", cmd.player,
                       f"{card.name} ({card.number}) Counter")
        g.emit(CounterNote("note", "counter", uid, receiver))
    else:
        use_counter_event(g, cmd.player, uid)


def counter_event_usable(g: Game, player: int, uid: int) -> bool:
    card = g.card(uid)
    found = card.effect_with("counter") if card.category == "event" else None
    if found is None:
        return False
    c = ops.cost(g, uid)
    return c <= g.s.players[player].don_active and usable(g, player, uid, found[0], found[1], reserved(c, 1))


def use_counter_event(g: Game, player: int, uid: int) -> None:
    # 7-1-3-2-2: pay the Event's cost, trash it, activate its [Counter] effect.
    c = ops.cost(g, uid)
    g.emit(Reveal("reveal", player, uid))
    if c:
        g.emit(DonMoved("don", player, "active", "rested", c))
    ops.move(g, uid, "trash")
    ops.event_activated(g, player, uid)
    idx, eff = g.card(uid).effect_with("counter")
    start_effect(g, Ctx(player, uid, g.s.epoch[uid]), idx, eff)


@frame("damage_step")
def damage_step(g: Game) -> None:
    if battle_broken(g):  # 7-1-3-3 (printed as 7-1-2-3)
        g.push(step("end_of_battle"))
        return
    b = battle(g)
    attacker, target = b.attacker, b.target
    attack_power, target_power = ops.power(g, attacker), ops.power(g, target)
    g.emit(DamageNote("note", "damage_step", attacker, target, attack_power, target_power))
    g.push(step("end_of_battle"))
    if attack_power < target_power:
        return  # 7-1-4-2: the attacker loses; nothing happens
    if g.card(target).category == "leader":
        # 7-1-4-1-1-3 / 10-1-2: [Double Attack] deals 2; 10-1-3: [Banish] trashes Life cards.
        amount = 2 if ops.has_keyword(g, attacker, "double_attack") else 1
        banish = ops.has_keyword(g, attacker, "banish")
        # 7-1-4-1-1-1: 0 Life when damage is determined: the attacking player wins.
        if g.s.players[b.defender].life and "attack_damage" in g.listens:  # only when a card waits for it
            g.push(Frame("attack_dealt_damage", (attacker,)))  # after the damage and its [Trigger]s
        life_area.deal_damage(g, b.defender, amount, banish)
        if g.s.winner is None:
            g.push(step("resolve_pending"))
    else:
        # 7-1-4-1-2: the Character that lost the battle is K.O.'d.
        g.push(Frame("ko", (target, g.s.epoch[target], Cause("battle", 1 - b.defender, attacker))), step("resolve_pending"))


@frame("attack_dealt_damage")
def attack_dealt_damage(g: Game, attacker: int) -> None:
    # 8-1-3-1 (P-117, OP03-041): "When this Leader's (Character's) attack deals damage to your opponent's Life".
    queue_event(g, "attack_damage", g.s.owner[attacker], (attacker,))
    g.push(step("resolve_pending"))


@frame("end_of_battle")
def end_of_battle(g: Game) -> None:
    b = battle(g)
    # 7-1-5-2: "at the end of the battle" / "if this ... battles" effects.
    sources = [u for u, e in ((b.attacker, b.attacker_epoch), (b.target, b.target_epoch)) if g.s.epoch[u] == e]
    queue_auto(g, "end_of_battle", sources)
    g.push(step("close_battle"))
    # 7-1-5-2: what effects left to be done "at the end of this battle" is done (OP02-064), each player's in the order
    # they were made, the turn player's first.
    delayed = [m for m in g.s.mods if m.until == BATTLE_DELAYED] if g.s.mods else []
    if delayed:
        g.emit(Expire("expire", BATTLE_DELAYED))
        tp = g.s.turn_player
        g.push(*(Frame("pay", (m.value[0], EMPTY, m.value[1]))  # each resolves as an effect, with no cost
                 for m in sorted(delayed, key=lambda m: m.controller != tp)))


@frame("close_battle")
def close_battle(g: Game) -> None:
    if pending_first(g, step("close_battle")):
        return
    # 7-1-5-3, 7-1-5-4: "during this battle" effects end; 7-1-5-5: back to the Main Phase.
    if any(m.until == "battle" for m in g.s.mods):
        g.emit(Expire("expire", "battle"))
    g.emit(SetValue("set", "battle", None))
