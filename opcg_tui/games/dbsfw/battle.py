"""Fusion World's battles (FW 8): the attack, the Block, Offense and Defense Steps (combos), the damage
and the end of the battle, as frames."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import continuous
from ...engine.basics import rest
from ...engine.frames import step
from ...engine.interpreter import queue_auto
from ...engine.records import BattleChanged, Command, Expire, Frame, Outcome, Reveal, SetValue
from . import ops
from .frames import both, checkpoint, frame, set_step, wait_at
from .primitives.bans import ko_prevented, remove
from .primitives.delayed import fire_delayed
from .skills import activate, activate_options, awaken, awaken_options, distinct, use_extra, use_options
from .state import AttackNote, Battle, BlockNote, ComboNote, DamageNote

if TYPE_CHECKING:
    from ...engine.game import Game


# ============================================================== FW 8 battles
def declare_attack(g: Game, attacker: int, target: int) -> None:
    tp = g.s.owner[attacker]
    rest(g, attacker)  # FW 8-1-1
    g.emit(SetValue("set", "battle", Battle(attacker, target, g.s.epoch[attacker], g.s.epoch[target], False, 1 - tp)))
    set_step(g, "attack")
    g.emit(AttackNote("note", "attack", attacker, target))
    queue_auto(g, "when_attacking", [attacker])  # FW 8-1-3
    if g.s.area(attacker) == "battle":  # "When your Battle Card … attacks" (FS06-03): its player's cards in play
        queue_auto(g, "battle_card_attacks", ops.state(g).players[tp].on_field())
        queue_auto(g, "opponent_battle_card_attacks", ops.state(g).players[1 - tp].on_field())  # FB03-083
    queue_auto(g, "when_attacked", [target])  # FW 8-1-3
    g.push(step("attack_checkpoint"), step("block_step"))


def battle(g: Game) -> Battle:
    b = ops.battle(g)
    assert b is not None
    return b


def broken(g: Game) -> bool:
    """FW 8-1-6: the attack card or the guard card has left the battle."""
    b = ops.battle(g)
    return (b is None or g.s.epoch[b.attacker] != b.attacker_epoch or g.s.epoch[b.guard] != b.guard_epoch)


@frame("attack_checkpoint")
def attack_checkpoint(g: Game) -> None:
    if checkpoint(g, step("attack_checkpoint")):  # FW 8-1-4
        return


def blockers(g: Game) -> list[int]:
    """FW 15-4-2: the defender's active [Blocker] cards other than the attacked card, once per battle (15-4-3)."""
    b = battle(g)
    if b.blocked:
        return []
    return [u for u in g.s.players[b.defender].battle
            if u != b.guard and u not in g.s.rested and ops.has_keyword(g, u, "blocker")]


@frame("block_step")
def block_step(g: Game) -> None:
    if broken(g):
        g.push(step("battle_end"))
        return
    b = battle(g)
    options = [Command(b.defender, "no-block")] + [Command(b.defender, "block", (u,)) for u in blockers(g)]
    g.ask(b.defender, "block", options, step("blocked"), "Guard with a [Blocker]?", purpose="block",
          outcomes=tuple(Outcome("block", c.args[0] if c.args else None) for c in options))


@frame("blocked")
def blocked(g: Game, answer: Command) -> None:
    if answer.kind == "block":
        uid = answer.args[0]
        rest(g, uid)  # FW 15-4-2: the skill cost
        # FW 15-4-3: the blocker becomes the guard card.
        g.emit(BattleChanged("battle", "guard", uid))
        g.emit(BattleChanged("battle", "guard_epoch", g.s.epoch[uid]))
        g.emit(BattleChanged("battle", "blocked", True))
        g.emit(BlockNote("note", "block", uid))
        queue_auto(g, "when_blocking", [uid])  # FW 1-3-6-3-4
        queue_auto(g, "when_attacked", [uid])  # FW 15-4-3-1
    wait_at(g, "start_of_your_offense", (g.s.turn_player,))  # FW 8-2-2
    g.push(step("offense_step"))  # its checkpoint (FW 8-2-3) resolves what the block made pending


def combo_options(g: Game, player: int, kind: str) -> list[Command]:
    """FW 5-6-3-1, 5-6-4-1: a Battle Card from the hand, or an active Battle Card other than the
    attack or guard card (a Rest Mode one too where a skill allows it: `combo_rested`). A card whose data shows no combo power has 0 and may combo (Q210)."""
    b = battle(g)
    ps = g.s.players[player]
    hand = [u for u in distinct(g, ps.hand) if g.card(u).category == "battle"]
    field = [u for u in ps.battle if u not in (b.attacker, b.guard) and (u not in g.s.rested or "combo_rested" in (
        v for v, _ in continuous.contributions(g, u, "allow")))]  # a skill may allow Rest Mode ones (FB04-103, 0-2-2)
    return [Command(player, "combo", (u,)) for u in (*hand, *field)]


def _battle_step(g: Game, name: str, player: int) -> None:
    set_step(g, name)
    if broken(g):
        g.push(step("battle_end"))
        return
    if checkpoint(g, step(f"{name}_step")):  # FW 8-2-3, 8-3-3
        return
    # FW 8-2-4, 8-3-4: combos, [Activate Battle] and [Activate Main/Battle] skills ([Awaken], 15-2-1).
    options = [*combo_options(g, player, name), *use_options(g, player, "activate_battle"),
               *activate_options(g, player, "activate_battle"), *awaken_options(g, player), Command(player, "pass")]
    g.ask(player, name, options, Frame("combo_answer", (name,)),
          f"{'Offense' if name == 'offense' else 'Defense'} Step: combo, or pass.", purpose=name,
          outcomes=tuple(Outcome(c.kind, c.args[0] if c.args else None, 1,
                                 ops.combo_power(g, c.args[0]) if c.kind == "combo" else 0) for c in options))


@frame("offense_step")
def offense_step(g: Game) -> None:
    _battle_step(g, "offense", g.s.turn_player)  # FW 8-2-4: the turn player


@frame("defense_step")
def defense_step(g: Game) -> None:
    _battle_step(g, "defense", 1 - g.s.turn_player)  # FW 8-3-4: the non-turn player (README-1)


@frame("combo_answer")
def combo_answer(g: Game, name: str, answer: Command) -> None:
    if answer.kind == "pass":  # FW 8-2-4-3-1, 8-3-4-3-1
        if name == "offense":
            wait_at(g, "start_of_your_defense", (1 - g.s.turn_player,))  # FW 8-3-2
        else:
            wait_at(g, "start_of_damage_step", both(g))  # FW 8-4-2
        g.push(step("defense_step" if name == "offense" else "damage_step"))
        return
    if answer.kind in ("awaken", "use", "activate"):
        g.push(step(f"{name}_step"))  # FW 8-2-4-2-1, 8-3-4-2-1: back to the checkpoint
        if answer.kind == "awaken":
            awaken(g, answer.player)
        elif answer.kind == "use":
            use_extra(g, answer.player, answer.args[0], "activate_battle")
        else:
            activate(g, answer, "activate_battle")
        return
    uid = answer.args[0]
    b = battle(g)
    from_hand = g.s.area(uid) == "hand"
    if from_hand:
        g.emit(Reveal("reveal", answer.player, uid))  # FW 5-6-3-1-2
    ops.move(g, uid, "combo")  # FW 5-6-3-2, 5-6-4-2 (from the Battle Area, its effects carry over: 3-1-4-1)
    # both resolve at the checkpoint of 5-6-3-3 / 5-6-4-3, the card in the Combo Area
    queue_auto(g, "combo_from_hand" if from_hand else "combo_from_battle_area", [uid])  # 5-6-3-1-2 / 5-6-3-1-1
    receiver = b.attacker if name == "offense" else b.guard
    g.emit(ComboNote("note", "combo", uid, receiver))
    queue_auto(g, "combo_in_battle", [receiver])  # "when you use a card in a combo while this card is in a battle"
    if not from_hand:  # "when a card is used in a combo from your Battle Area while this card is in a battle"
        queue_auto(g, "battle_area_combo_in_battle", [receiver])
    g.push(step(f"{name}_step"))  # FW 5-6-3-3/4: a checkpoint, then combo again


@frame("damage_step")
def damage_step(g: Game) -> None:
    set_step(g, "damage")
    if broken(g):
        g.push(step("battle_end"))
        return
    if checkpoint(g, step("damage_step")):  # FW 8-4-3
        return
    b = battle(g)
    g.emit(BattleChanged("battle", "combo_added", True))  # FW 8-4-4, 8-4-5
    attack, guard = ops.power(g, b.attacker), ops.power(g, b.guard)
    g.emit(DamageNote("note", "damage_step", b.attacker, b.guard, attack, guard))
    g.push(step("battle_end"))  # FW 8-4-9, after the skills the battle's result made pending (8-4-8)
    g.push(step("damage_end"))
    if attack < guard:
        return  # FW 8-4-6: no result
    if b.guard == g.s.players[b.defender].leader:
        g.push(step("leader_damage"))  # FW 8-4-6-1
    elif not continuous.prohibited(g, "ko_in_battle", b.guard):  # FW 13-17-1
        # FW 8-4-6-2-1, 5-10, 14-9-2: the guard card is KO'd (a battle, not a skill: 0-2-5 "can't be KO'd" wins)
        cause = continuous.Cause("battle", g.s.owner[b.attacker], b.attacker)
        if ko_prevented(g, b.guard, cause):  # FW 0-2-5: a prohibition first (spent once if "once per turn")
            return
        remove(g, "battle", (b.attacker,), (b.guard,), cause)  # FW 9-9: a replacement is asked first (FB03-014)


@frame("damage_end")
def damage_end(g: Game) -> None:
    wait_at(g, "end_of_damage_step", both(g))  # FW 8-4-7; the checkpoint of 8-4-8 is the Battle End Step's


def strike(g: Game, uid: int) -> int:
    """FW 15-6: [Triple Strike] 3, [Double Strike] 2, else 1 damage."""
    if ops.has_keyword(g, uid, "triple_strike"):
        return 3
    return 2 if ops.has_keyword(g, uid, "double_strike") else 1


@frame("leader_damage")
def leader_damage(g: Game) -> None:
    if checkpoint(g, step("leader_damage")):  # FW 8-4-6-1-1; damage processing is confirmative (README-6)
        return
    b = battle(g)
    deal_damage(g, b.defender, strike(g, b.attacker), to_drop=ops.has_keyword(g, b.attacker, "critical"))
    queue_auto(g, "when_deals_damage", [b.attacker])  # FW 8-4-6-1-2


def deal_damage(g: Game, player: int, n: int, to_drop: bool = False) -> None:
    """FW 14-3-2: the top n Life cards go to the hand together — to the Drop from a [Critical]
    attacker (FW 15-5-2). A player left with no Life loses at once (FW 14-2, by `judge`)."""
    from .primitives.bans import shield

    until = shield(g, player) if n > 0 else None
    if until is not None:  # "negate the next damage you take" (FB04-129): spent, no damage processing (14-3-2)
        continuous.add(g, "shield_used", None, player, until, player)
        return
    capped = ops.battle(g) is not None and continuous.prohibited(g, "battle_damage_over_1", None, player=player)
    if capped:  # "you only take up to 1 damage in each battle" (FB03-001): the damage taken in this battle counts
        n = min(n, max(0, 1 - sum(1 for m in g.s.mods if m.kind == "battle_damage" and m.value == player)))
    life = g.s.players[player].life
    taken = life[:n]
    if capped and taken:
        continuous.add(g, "battle_damage", None, player, "battle", player)  # FW 8-5-7: forgotten with the battle
    for uid in taken:
        ops.move(g, uid, "drop" if to_drop else "hand")
    if taken:  # 14-3-2: no damage processing for 0 ("when you take damage" is not met)
        queue_auto(g, "when_you_take_damage", ops.state(g).players[player].on_field())


@frame("battle_end")
def battle_end(g: Game) -> None:
    set_step(g, "battle-end")
    if checkpoint(g, step("battle_end")):  # FW 8-5-1
        return
    if ops.battle(g) is not None and battle(g).combo_added:
        g.emit(BattleChanged("battle", "combo_added", False))  # FW 8-5-2
    g.push(step("battle_drop"))


@frame("battle_drop")
def battle_drop(g: Game) -> None:
    if checkpoint(g, step("battle_drop")):  # FW 8-5-3
        return
    s = g.s
    for p in (s.turn_player, 1 - s.turn_player):
        for uid in list(s.players[p].combo):
            ops.move(g, uid, "drop")  # FW 8-5-4
    wait_at(g, "end_of_battle", both(g))  # FW 8-5-5
    g.push(step("battle_over"))
    fire_delayed(g, "battle")  # FW 8-5-5: "At the end of the battle, …" (a delayed effect), before its checkpoint


@frame("battle_over")
def battle_over(g: Game) -> None:
    if checkpoint(g, step("battle_over")):  # FW 8-5-6
        return
    if any(m.until == "battle" for m in g.s.mods):
        g.emit(Expire("expire", "battle"))  # FW 8-5-7, 8-5-8
    g.emit(SetValue("set", "battle", None))  # FW 8-5-9: back to 7-3-3
    set_step(g, "none")


def combo_contribution(g: Game, uid: int) -> int | None:
    """The combo power a card in battle has from its side's Combo Area, while it counts (FW 8-4-4 … 8-5-2)."""
    b = ops.battle(g)
    if b is None or not b.combo_added:
        return None
    if uid == b.attacker:
        side = g.s.owner[b.attacker]
    elif uid == b.guard:
        side = b.defender
    else:
        return None
    return sum(ops.combo_power(g, u) for u in g.s.players[side].combo)

