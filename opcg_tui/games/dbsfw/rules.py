"""Fusion World's game flow by the RULE MANUAL ver. 1.06 (shared/dbsfw/rule-manual.txt, rulings of
shared/dbsfw/README.md): setup (FW 6-2), turns (FW 7), battles (FW 8), playing and paying (FW 5),
rule processing (FW 14), [Auto] skills at checkpoints and [Awaken] (the skills the card files hold).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import continuous
from ...engine.basics import choose_random, draw, set_active, shuffle
from ...engine.frames import step
from ...engine.interpreter import queue_auto, start_effect
from ...engine.records import Command, Ctx, Expire, Frame, NewTurn, Outcome, Reveal, SetValue
from . import energy, ops
from .battle import declare_attack
from .frames import FRAMES as FRAMES  # the steps of the whole flow: this module's, its battles' and skills'
from .frames import checkpoint, frame, set_phase, set_step, wait_at
from .primitives import evolve_skill, pay_then, played
from .primitives.delayed import fire_delayed
from .skills import activate, activate_options, awaken, awaken_options, distinct, play_cost, use_extra, use_options
from .state import MarkersChanged, NextUseDone

if TYPE_CHECKING:
    from ...engine.game import Game

OPENING_HAND = 6  # FW 6-2-1-8
LIFE = 8  # FW 6-2-1-9
NEW_TURN = NewTurn("new_turn")


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
        if not (continuous.prohibited(g, "become_active", uid) or continuous.prohibited(g, "charge_ready", uid)):  # FW 0-2-5
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
    options = [Command(tp, "charge", (uid,)) for uid in distinct(g, hand)]
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


@frame("main_phase")
def main_phase(g: Game) -> None:
    set_phase(g, "main")
    wait_at(g, "start_of_your_main", (g.s.turn_player,))  # FW 7-3-2
    g.push(step("main"))


def can_attack(g: Game, player: int) -> bool:
    return g.s.turn != 1  # FW 7-3-4-3-1: the first player cannot attack in its first turn


def attack_targets(g: Game, player: int, attacker: int | None = None) -> list[int]:
    """FW 8-1-1: the opponent's Leader, or one of its rested Battle Cards; its Active Mode ones too for an
    attacker a skill lets (FW 0-2-2: "can attack Active Mode Battle Cards", FB06-022)."""
    opp = g.s.players[1 - player]
    active = attacker is not None and "attack_active" in (v for v, _ in continuous.contributions(g, attacker, "allow"))
    return [opp.leader, *(u for u in opp.battle if active or u in g.s.rested)]


def playable(g: Game, player: int, uid: int) -> bool:
    """FW 5-5-2-1, 5-3-3: a Battle Card whose cost its player can pay now."""
    card = g.card(uid)
    return card.category == "battle" and energy.can_pay(g, player, *play_cost(g, player, uid)[:2])


@frame("main")
def main(g: Game) -> None:
    if checkpoint(g, step("main")):  # FW 7-3-3
        return
    set_step(g, "none")
    tp = g.s.turn_player
    ps = g.s.players[tp]
    options: list[Command] = []
    for uid in distinct(g, ps.hand):  # FW 7-3-4-1
        if playable(g, tp, uid) and not continuous.prohibited(g, "play", uid, player=tp):  # FW 0-2-5
            options.append(Command(tp, "play", (uid,)))
    if can_attack(g, tp):  # FW 7-3-4-3
        for uid in [ps.leader, *ps.battle]:
            if uid not in g.s.rested:  # FW 0-2-5: a ban on this card, its player, or this target wins
                options += [Command(tp, "attack", (uid, t)) for t in attack_targets(g, tp, uid)
                            if not continuous.prohibited(g, "attack", uid, player=tp, other=t)]
    options += use_options(g, tp, "activate_main")  # FW 7-3-4-2, 12-2-2
    options += activate_options(g, tp, "activate_main")  # FW 7-3-4-2, 9-4
    options += awaken_options(g, tp)  # FW 7-3-4-2, 15-2-1
    options += [Command(tp, "evolve", (uid,)) for uid in distinct(g, ps.hand)  # FW 15-12-1, 15-12-3
                if evolve_skill(g, tp, uid) is not None]
    if not any(c.kind == "attack" and continuous.prohibited(g, "idle", c.args[0]) for c in options):
        options.append(Command(tp, "end"))  # FW 7-3-4-4; a card that "must attack whenever possible" and can: no end
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
        total, orbs, applied = play_cost(g, cmd.player, uid)
        if applied:  # FW 1-5-2-1-1: the delayed changes for the next use of this card end with it (FB01-035)
            g.emit(NextUseDone("next_use_done", applied))
        pay_then(g, cmd.player, total, orbs, Frame("play_card", (cmd.player, uid)),
                 (uid, g.s.epoch[uid] + 1))  # the card as it is played (FW 5-5-2-2): "to use this card"
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
    fire_delayed(g, "turn")  # FW 7-4-2: "At the end of the turn, …" (a delayed effect), once


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
    played(g, uid, "hand")  # FW 5-5-2-2, 9-6-7-3

