"""Fusion World's game flow by the RULE MANUAL ver. 1.06 (shared/dbsfw/rule-manual.txt, rulings of
shared/dbsfw/README.md): setup (FW 6-2), turns (FW 7), battles (FW 8), playing and paying (FW 5),
rule processing (FW 14), [Auto] skills at checkpoints and [Awaken] (the skills the card files hold).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import continuous
from ...engine.basics import choose_random, draw, rest, set_active, shuffle
from ...engine.frames import FrameTable, step
from ...engine.interpreter import pending_first, queue_auto, start_effect, usable
from ...engine.records import BattleChanged, Command, Ctx, Expire, Frame, NewTurn, Outcome, Reveal, SetValue
from . import energy, ops
from .primitives import FRAMES as PRIMITIVE_FRAMES
from .primitives import evolve_skill, ko, pay_then
from .state import AttackNote, Battle, BlockNote, ComboNote, DamageNote, MarkersChanged

if TYPE_CHECKING:
    from ...engine.game import Game

FRAMES = FrameTable()
frame = FRAMES.register
FRAMES.update(PRIMITIVE_FRAMES)  # the steps the primitives' prompts resume
OPENING_HAND = 6  # FW 6-2-1-8
LIFE = 8  # FW 6-2-1-9
NEW_TURN = NewTurn("new_turn")


def set_phase(g: Game, phase: str) -> None:
    g.emit(SetValue("set", "phase", phase))


def set_step(g: Game, name: str) -> None:
    if ops.state(g).step != name:
        g.emit(SetValue("set", "step", name))


# ============================================================== FW 4-2, 14: checkpoints and rule processing
def checkpoint(g: Game, then: Frame) -> bool:
    """FW 4-2-2: rule processing, then the pending [Auto] skills, the turn player's first. True when
    `then` must wait for them (it runs again after them)."""
    rule_processing(g)
    if g.s.winner is not None:
        return True
    return pending_first(g, then)


def rule_processing(g: Game) -> None:
    """The confirmative rule processing of a checkpoint (FW 14-1-2-2)."""
    s = ops.state(g)
    for p in (s.turn_player, 1 - s.turn_player):
        ps = s.players[p]
        # FW 14-6-2: a Battle Card whose power is 0 or less is placed in the Drop (not a K.O.: FW 5-10-2).
        for uid in [u for u in ps.battle if ops.power(g, u) <= 0]:
            ops.move(g, uid, "drop")
        # FW 14-4-2: Battle Cards in a Combo Area outside a battle are placed in the Drop.
        if s.battle is None:
            for uid in list(ps.combo):
                ops.move(g, uid, "drop")


def losers(g: Game) -> list[int]:
    """FW 14-2-2: a player with no Life or no deck cards has lost."""
    return [p for p in (0, 1) if not g.s.players[p].life or not g.s.players[p].deck]


def judge(g: Game) -> None:
    """FW 14-2 (interruptive): every player meeting a defeat condition loses at once; both: a draw (0-1-3-3)."""
    found = losers(g)
    if found and g.s.winner is None:
        s = g.s
        reason = "no Life" if all(not s.players[p].life for p in found) else (
            "deck out" if all(not s.players[p].deck for p in found) else "no Life and deck out")
        g.lose(found, reason)


def wait_at(g: Game, timing: str, players: tuple[int, ...]) -> None:
    """The skills of this step timing of these players' cards in play enter pending (FW 7-2-5, 7-3-2, 8-2-2 …)."""
    s = ops.state(g)
    queue_auto(g, timing, [u for p in players for u in s.players[p].on_field()])


def both(g: Game) -> tuple[int, int]:
    return (g.s.turn_player, 1 - g.s.turn_player)


# ============================================================== FW 6-2 game setup
@frame("begin_game")
def begin_game(g: Game, chooser: int | None, shuffled: bool) -> None:
    if chooser is None:
        chooser = choose_random(g, 2)  # FW 6-2-1-4: decided at random
    # FW 6-2-1-5: the chooser declares going first or second.
    g.ask(chooser, "first-or-second", [Command(chooser, "first"), Command(chooser, "second")],
          Frame("chose_first", (chooser, shuffled)), "Go first or second?", purpose="first_or_second")


@frame("chose_first")
def chose_first(g: Game, chooser: int, shuffled: bool, answer: Command) -> None:
    first = chooser if answer.kind == "first" else 1 - chooser
    g.emit(SetValue("set", "first_player", first))
    g.emit(SetValue("set", "turn_player", first))  # FW 6-2-1-5-1
    g.push(Frame("opening_hands", (shuffled,)), Frame("mulligan", (first,)), Frame("mulligan", (1 - first,)),
           step("place_life"), step("second_marker"), step("begin_turn"))


@frame("opening_hands")
def opening_hands(g: Game, shuffled: bool) -> None:
    first = g.s.first_player
    for player in (first, 1 - first):
        if shuffled:
            shuffle(g, player)  # FW 6-2-1-7
        draw(g, player, OPENING_HAND)  # FW 6-2-1-8


@frame("mulligan")
def mulligan(g: Game, player: int) -> None:
    g.ask(player, "mulligan", [Command(player, "keep"), Command(player, "mulligan")],
          Frame("mulligan_answer", (player,)), f"Keep this hand, or return it and draw {OPENING_HAND} new cards (once)?",
          tuple(g.s.players[player].hand), purpose="mulligan")


@frame("mulligan_answer")
def mulligan_answer(g: Game, player: int, answer: Command) -> None:
    if answer.kind == "mulligan":
        # FW 6-2-1-8-1: return the whole hand to the deck, shuffle it, draw 6 new cards.
        for uid in list(g.s.players[player].hand):
            ops.move(g, uid, "deck", "bottom")
        shuffle(g, player)
        draw(g, player, OPENING_HAND)


@frame("place_life")
def place_life(g: Game) -> None:
    # FW 6-2-1-9, 3-9-4: the top 8 cards one at a time, each on top: the deck's top card ends at
    # the bottom of the Life Area.
    first = g.s.first_player
    for player in (first, 1 - first):
        ps = g.s.players[player]
        for _ in range(LIFE):
            if g.s.winner is not None:
                return
            ops.move(g, ps.deck[0], "life")


@frame("second_marker")
def second_marker(g: Game) -> None:
    g.emit(MarkersChanged("markers", 1 - g.s.first_player, 1))  # FW 6-2-1-10


# ============================================================== FW 7 turns
@frame("begin_turn")
def begin_turn(g: Game) -> None:
    s = g.s
    if s.turn == 0:
        g.emit(SetValue("set", "turn", 1))  # FW 6-2-1-11: the first player begins
    else:
        g.emit(SetValue("set", "turn", s.turn + 1))
        g.emit(SetValue("set", "turn_player", 1 - s.turn_player))  # FW 7-4-7
    g.emit(NEW_TURN)
    g.push(step("charge_phase"))


@frame("charge_phase")
def charge_phase(g: Game) -> None:
    set_phase(g, "charge")
    tp = g.s.turn_player
    # FW 7-2-2, 7-2-3 are no-ops (README-3). FW 7-2-4: "until the start of your opponent's turn" ends.
    key = ("opponent_turn_start", 1 - tp)
    if any(m.until == key for m in g.s.mods):
        g.emit(Expire("expire", key))
    wait_at(g, "start_of_your_turn", (tp,))  # FW 7-2-5
    g.push(step("charge_ready"))


@frame("charge_ready")
def charge_ready(g: Game) -> None:
    if checkpoint(g, step("charge_ready")):  # FW 7-2-6
        return
    ps = ops.state(g).players[g.s.turn_player]
    # FW 7-2-7 (README-4): the turn player's cards in the Leader, Battle and Energy Areas become active.
    for uid in [*ps.on_field(), *ps.energy]:
        if not continuous.prohibited(g, "become_active", uid):  # FW 0-2-5: a prohibition wins
            set_active(g, uid)
    g.push(step("charge_draw"))


@frame("charge_draw")
def charge_draw(g: Game) -> None:
    if checkpoint(g, step("charge_draw")):  # FW 7-2-8
        return
    draw(g, g.s.turn_player, 1)  # FW 7-2-9 (no first-turn exception since ver. 1.02)
    g.push(step("charge_energy"))


@frame("charge_energy")
def charge_energy(g: Game) -> None:
    if checkpoint(g, step("charge_energy")):  # FW 7-2-10
        return
    tp = g.s.turn_player
    hand = g.s.players[tp].hand
    if not hand:
        g.push(step("main_phase"))
        return
    # FW 7-2-11: the turn player may place 1 card from the hand in the Energy Area (active, FW 3-8-3).
    options = [Command(tp, "charge", (uid,)) for uid in _distinct(g, hand)]
    options.append(Command(tp, "no-charge"))
    g.ask(tp, "charge", options, step("charged"), "Charge Phase: place a card from your hand as energy?",
          purpose="charge", outcomes=tuple(Outcome("charge", c.args[0] if c.args else None) for c in options))


@frame("charged")
def charged(g: Game, answer: Command) -> None:
    if answer.kind == "charge":
        ops.move(g, answer.args[0], "energy")
    g.push(step("charge_end"))


@frame("charge_end")
def charge_end(g: Game) -> None:
    if checkpoint(g, step("charge_end")):  # FW 7-2-12
        return
    g.push(step("main_phase"))  # FW 7-2-13


def _distinct(g: Game, uids: list[int]) -> list[int]:
    """One card per card number: cards of one number in a hand are interchangeable."""
    seen: dict[str, int] = {}
    for uid in uids:
        seen.setdefault(g.s.cards[uid], uid)
    return list(seen.values())


@frame("main_phase")
def main_phase(g: Game) -> None:
    set_phase(g, "main")
    wait_at(g, "start_of_your_main", (g.s.turn_player,))  # FW 7-3-2
    g.push(step("main"))


def can_attack(g: Game, player: int) -> bool:
    return g.s.turn != 1  # FW 7-3-4-3-1: the first player cannot attack in its first turn


def attack_targets(g: Game, player: int) -> list[int]:
    """FW 8-1-1: the opponent's Leader, or one of its rested Battle Cards."""
    opp = g.s.players[1 - player]
    return [opp.leader, *(u for u in opp.battle if u in g.s.rested)]


def playable(g: Game, player: int, uid: int) -> bool:
    """FW 5-5-2-1, 5-3-3: a Battle Card whose cost its player can pay now."""
    card = g.card(uid)
    return card.category == "battle" and energy.can_pay(g, player, ops.cost(g, uid), card.orbs)


@frame("main")
def main(g: Game) -> None:
    if checkpoint(g, step("main")):  # FW 7-3-3
        return
    set_step(g, "none")
    tp = g.s.turn_player
    ps = g.s.players[tp]
    options: list[Command] = []
    for uid in _distinct(g, ps.hand):  # FW 7-3-4-1
        if playable(g, tp, uid):
            options.append(Command(tp, "play", (uid,)))
    if can_attack(g, tp):  # FW 7-3-4-3
        targets = attack_targets(g, tp)
        for uid in [ps.leader, *ps.battle]:
            if uid not in g.s.rested:
                options += [Command(tp, "attack", (uid, t)) for t in targets]
    options += use_options(g, tp, "activate_main")  # FW 7-3-4-2, 12-2-2
    options += activate_options(g, tp, "activate_main")  # FW 7-3-4-2, 9-4
    options += awaken_options(g, tp)  # FW 7-3-4-2, 15-2-1
    options += [Command(tp, "evolve", (uid,)) for uid in _distinct(g, ps.hand)  # FW 15-12-1, 15-12-3
                if evolve_skill(g, tp, uid) is not None]
    options.append(Command(tp, "end"))  # FW 7-3-4-4
    g.ask(tp, "main", options, step("main_action"), "Main Phase: choose an action.", purpose="main_action")


@frame("main_action")
def main_action(g: Game, cmd: Command) -> None:
    if cmd.kind == "end":
        wait_at(g, "end_of_your_main", (cmd.player,))  # FW 7-3-5-1-1
        g.push(step("main_end"))
        return
    g.push(step("main"))  # FW 7-3-4-1-1, 7-3-4-3-2: back to 7-3-3 after the action
    if cmd.kind == "play":
        uid = cmd.args[0]
        g.emit(Reveal("reveal", cmd.player, uid))  # FW 5-5-2-1: reveal, pay, declare
        pay_then(g, cmd.player, ops.cost(g, uid), g.card(uid).orbs, Frame("play_card", (cmd.player, uid)))
    elif cmd.kind == "attack":
        declare_attack(g, *cmd.args)
    elif cmd.kind == "awaken":
        awaken(g, cmd.player)
    elif cmd.kind == "use":
        use_extra(g, cmd.player, cmd.args[0], "activate_main")
    elif cmd.kind == "activate":
        activate(g, cmd, "activate_main")
    elif cmd.kind == "evolve":
        uid = cmd.args[0]
        idx = evolve_skill(g, cmd.player, uid)
        assert idx is not None
        g.emit(Reveal("reveal", cmd.player, uid))  # FW 9-4-2: a skill of a card in the hand
        start_effect(g, Ctx(cmd.player, uid, g.s.epoch[uid]), idx, g.card(uid).effects[idx])  # FW 15-12-4, 15-12-5


# ============================================================== FW 9-4 [Activate] skills
def activate_skills(g: Game, player: int, uid: int, timing: str) -> list[int]:
    """The indexes of the card's [Activate] skills of this timing that can be declared now (FW 9-2-4)."""
    return [idx for idx, eff in enumerate(g.card(uid).effects)
            if eff.timing == timing and usable(g, player, uid, idx, eff)]


def activate_options(g: Game, player: int, timing: str) -> list[Command]:
    """`activate REF`, or `activate REF N` for the N-th such skill where more than one could be declared."""
    options = []
    for uid in ops.state(g).players[player].on_field():
        found = activate_skills(g, player, uid, timing)
        if len(found) == 1:
            options.append(Command(player, "activate", (uid,)))
        else:
            options += [Command(player, "activate", (uid, n)) for n in range(len(found))]
    return options


def activate(g: Game, cmd: Command, timing: str) -> None:
    uid = cmd.args[0]
    idx = activate_skills(g, cmd.player, uid, timing)[cmd.args[1] if len(cmd.args) > 1 else 0]
    start_effect(g, Ctx(cmd.player, uid, g.s.epoch[uid]), idx, g.card(uid).effects[idx])  # FW 9-4-2 … 9-4-4


# ============================================================== FW 12-2 using Extra Cards
def extra_skill(g: Game, player: int, uid: int, timing: str) -> int | None:
    """The index of an Extra's skill of this timing that can be used from the hand now: its cost
    payable (FW 5-3-3) with what its skill needs (9-2-4). A [Field]'s other skills are valid in the
    Battle Area only (FW 15-3-3)."""
    card = g.card(uid)
    if card.category != "extra" or "field" in card.keywords \
            or not energy.can_pay(g, player, ops.cost(g, uid), card.orbs):
        return None
    for idx, eff in enumerate(card.effects):
        # FW 12-2-2-2: the Extra is in the Drop when its skill cost is paid: it is not one of the hand's cards.
        if eff.timing == timing and usable(g, player, uid, idx, eff, IN_HAND):
            return idx
    return None


IN_HAND = {"hand": 1}  # the card being used, still counted in the hand while its use is checked


def field_usable(g: Game, player: int, uid: int, timing: str) -> bool:
    """FW 15-3-1: [Field] is an [Activate Main] keyword skill of an Extra in the hand, its cost payable."""
    card = g.card(uid)
    return timing == "activate_main" and card.category == "extra" and "field" in card.keywords \
        and energy.can_pay(g, player, ops.cost(g, uid), card.orbs)


def use_options(g: Game, player: int, timing: str) -> list[Command]:
    return [Command(player, "use", (uid,)) for uid in _distinct(g, g.s.players[player].hand)
            if extra_skill(g, player, uid, timing) is not None or field_usable(g, player, uid, timing)]


def use_extra(g: Game, player: int, uid: int, timing: str) -> None:
    """FW 12-2-2: reveal the Extra, pay its cost, place it in the Drop, then its skill activates;
    a [Field] is played in the Battle Area instead (FW 15-3-2)."""
    if field_usable(g, player, uid, timing):
        g.emit(Reveal("reveal", player, uid))
        pay_then(g, player, ops.cost(g, uid), g.card(uid).orbs, Frame("play_field", (player, uid)))
        return
    idx = extra_skill(g, player, uid, timing)
    assert idx is not None
    g.emit(Reveal("reveal", player, uid))
    pay_then(g, player, ops.cost(g, uid), g.card(uid).orbs, Frame("extra_used", (player, uid, idx)))


@frame("extra_used")
def extra_used(g: Game, player: int, uid: int, idx: int) -> None:
    ops.move(g, uid, "drop")  # FW 12-2-2-2
    start_effect(g, Ctx(player, uid, g.s.epoch[uid]), idx, g.card(uid).effects[idx])  # 12-2-2-4, 12-2-2-5


@frame("play_field")
def play_field(g: Game, player: int, uid: int) -> None:
    old = ops.state(g).players[player].field
    if old is not None:
        ops.move(g, old, "drop")  # FW 15-3-4: the other [Field] goes to its owner's Drop
    ops.move(g, uid, "field")  # FW 15-3-2, 3-6-3: in the Battle Area, in Active Mode
    queue_auto(g, "on_play", [uid])  # FW 1-3-6-3-1: it is played


# ============================================================== FW 15-2 [Awaken]
def awaken_skill(g: Game, player: int) -> int | None:
    """The index of the Leader's [Awaken] skill when it can be declared now: its condition holds
    (FW 15-2-3) and the face-up side has it."""
    leader = g.s.players[player].leader
    for idx, eff in enumerate(g.card(leader).effects):
        if eff.timing == "awaken" and usable(g, player, leader, idx, eff):
            return idx
    return None


def awaken_options(g: Game, player: int) -> list[Command]:
    return [Command(player, "awaken")] if awaken_skill(g, player) is not None else []


def awaken(g: Game, player: int) -> None:
    idx = awaken_skill(g, player)
    assert idx is not None
    leader = g.s.players[player].leader
    start_effect(g, Ctx(player, leader, g.s.epoch[leader]), idx, g.card(leader).effects[idx])


@frame("main_end")
def main_end(g: Game) -> None:
    set_step(g, "main-end")  # FW 7-3-5
    if checkpoint(g, step("main_end")):  # FW 7-3-5-1-2
        return
    if any(m.until == "main_phase" for m in g.s.mods):
        g.emit(Expire("expire", "main_phase"))  # FW 7-3-5-1-3, 7-3-5-1-4
    set_step(g, "none")
    g.push(step("end_phase"))


END_OF_TURN = ("end_of_your_turn", "end_of_opponents_turn")  # the turn player's, the non-turn player's


def end_of_turn_due(g: Game) -> list[tuple[str, int]]:
    """FW 7-4-2, 7-4-4: (timing, card) of the cards in play with an "at the end of the turn" skill
    that has not triggered this turn (a card is new after it moves: 3-1-4)."""
    s = ops.state(g)
    due = []
    for timing, player in zip(END_OF_TURN, (s.turn_player, 1 - s.turn_player)):
        for uid in s.players[player].on_field():
            if (uid, s.epoch[uid]) not in s.ended and any(timing in e.timings for e in g.card(uid).effects):
                due.append((timing, uid))
    return due


@frame("end_phase")
def end_phase(g: Game) -> None:
    set_phase(g, "end")
    # FW 7-4-2 (README-2: "at the end of the turn"): [End of Your Turn] and [End of Opponent's Turn]
    # skills wait, except those that triggered this turn already.
    due = end_of_turn_due(g)
    if due:
        g.emit(SetValue("set", "ended", (*ops.state(g).ended, *((u, g.s.epoch[u]) for _, u in due))))
    for timing in END_OF_TURN:
        queue_auto(g, timing, [u for t, u in due if t == timing])
    g.push(step("end_phase_expiry"))


@frame("end_phase_expiry")
def end_phase_expiry(g: Game) -> None:
    if checkpoint(g, step("end_phase_expiry")):  # FW 7-4-3
        return
    if end_of_turn_due(g):
        g.push(step("end_phase"))  # FW 7-4-4: a skill still waits for the end of the turn: again from 7-4-2
        return
    if ops.state(g).ended:
        g.emit(SetValue("set", "ended", ()))
    # FW 7-4-5, 7-4-6: effects "for the turn" end, the turn player's then the non-turn player's
    # (one expiry: no effect's end triggers anything).
    for until in ("turn", ("turn_end", g.s.turn)):  # "… during your opponent's next turn" ends with it
        if any(m.until == until for m in g.s.mods):
            g.emit(Expire("expire", until))
    g.push(step("begin_turn"))  # FW 7-4-7


# ============================================================== FW 5-3, 5-5 paying and playing
@frame("play_card")
def play_card(g: Game, player: int, uid: int) -> None:
    ops.move(g, uid, "battle")  # FW 5-5-2-2, 3-6-3: placed active
    queue_auto(g, "on_play", [uid])  # FW 9-6-7-3


# ============================================================== FW 8 battles
def declare_attack(g: Game, attacker: int, target: int) -> None:
    tp = g.s.owner[attacker]
    rest(g, attacker)  # FW 8-1-1
    g.emit(SetValue("set", "battle", Battle(attacker, target, g.s.epoch[attacker], g.s.epoch[target], False, 1 - tp)))
    set_step(g, "attack")
    g.emit(AttackNote("note", "attack", attacker, target))
    queue_auto(g, "when_attacking", [attacker])  # FW 8-1-3
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
    attack or guard card. A card whose data shows no combo power has 0 and may combo (Q210)."""
    b = battle(g)
    ps = g.s.players[player]
    hand = [u for u in _distinct(g, ps.hand) if g.card(u).category == "battle"]
    field = [u for u in ps.battle if u not in g.s.rested and u not in (b.attacker, b.guard)]
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
    if from_hand:
        queue_auto(g, "combo_from_hand", [uid])  # resolves at the checkpoint of 5-6-3-3 / 5-6-4-3
    g.emit(ComboNote("note", "combo", uid, b.attacker if name == "offense" else b.guard))
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
        ko(g, b.guard)  # FW 8-4-6-2-1, 5-10, 14-9-2: the guard card is KO'd
        queue_auto(g, "when_kos_in_battle", [b.attacker])  # FW 8-4-6-2-3 (not when it is not KO'd: 13-17-1-1)


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
    life = g.s.players[player].life
    for uid in life[:n]:
        ops.move(g, uid, "drop" if to_drop else "hand")


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
