"""Game flow by the Comprehensive Rules: setup (5-2) and turns (6), as frames. Importing this module
registers every frame of the game: playing cards (playing.py), battles (battle.py), damage and [Trigger]s
(damage.py), K.O. and replacement effects (removal.py), the frames the primitives' prompts resume
(effect_frames.py), all in the table of frames.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import continuous
from ...engine.frames import step
from ...engine.interpreter import activate_auto, can_pay, pending_first, queue_auto
from ...engine.records import (
    Command,
    Expire,
    Frame,
    NewTurn,
    SetValue,
)
from ...engine.registry import EMPTY
from . import damage, effect_frames, ops, removal  # noqa: F401 - their frames register on import
from .battle import declare_attack
from .frames import FRAMES, frame
from .playing import activatable, activate_main, play_from_hand, playable
from .primitives import don_phase_to_leader, kept_rested_don
from .primitives.actions.bans import attack_costs
from .state import DonMoved

if TYPE_CHECKING:
    from ...engine.game import Game

PHASE = {p: SetValue("set", "phase", p) for p in ("refresh", "draw", "don", "main", "end")}  # 6-1
NEW_TURN = NewTurn("new_turn")


# ============================================================== 5-2 game setup
@frame("begin_game")
def begin_game(g: Game, chooser: int | None, shuffle: bool) -> None:
    if shuffle:
        for player in (0, 1):
            ops.shuffle(g, player)  # 5-2-1-2
    if chooser is None:
        chooser = ops.choose_random(g, 2)  # 5-2-1-4: decided by chance
    g.push(Frame("choose_first", (chooser,)))


@frame("choose_first")
def choose_first(g: Game, chooser: int) -> None:
    # 5-2-1-5: the chosen player declares going first or second.
    g.ask(chooser, "first-or-second", [Command(chooser, "first"), Command(chooser, "second")],
          Frame("chose_first", (chooser,)), "Go first or second?", purpose="first_or_second")


@frame("chose_first")
def chose_first(g: Game, chooser: int, answer: Command) -> None:
    first = chooser if answer.kind == "first" else 1 - chooser
    g.emit(SetValue("set", "first_player", first))
    g.emit(SetValue("set", "turn_player", first))
    g.push(Frame("start_of_game", (chooser,)), step("opening_hands"), Frame("mulligan", (first,)),
           Frame("mulligan", (1 - first,)), step("place_life"), step("begin_turn"))


@frame("start_of_game")
def start_of_game(g: Game, chooser: int) -> None:
    # 5-2-1-5-1: "At the start of the game" Leader effects, the chooser's first.
    for player in (chooser, 1 - chooser):
        queue_auto(g, "start_of_game", [g.s.players[player].leader])
    decks = tuple(tuple(g.s.players[p].deck) for p in (0, 1))
    g.push(step("resolve_pending"), Frame("start_of_game_shuffle", (decks,)))


@frame("start_of_game_shuffle")
def start_of_game_shuffle(g: Game, decks: tuple[tuple[int, ...], ...]) -> None:
    # 5-2-1-5-2: a deck changed by a start-of-game effect is shuffled by its owner.
    for player in (0, 1):
        if tuple(g.s.players[player].deck) != decks[player]:
            ops.shuffle(g, player)


@frame("opening_hands")
def opening_hands(g: Game) -> None:
    for player in (g.s.first_player, 1 - g.s.first_player):  # 5-2-1-6
        ops.draw(g, player, 5)


@frame("mulligan")
def mulligan(g: Game, player: int) -> None:
    g.ask(player, "mulligan", [Command(player, "keep"), Command(player, "mulligan")],
          Frame("mulligan_answer", (player,)), "Keep this hand, or return it and draw 5 new cards (once)?",
          tuple(g.s.players[player].hand), purpose="mulligan")


@frame("mulligan_answer")
def mulligan_answer(g: Game, player: int, answer: Command) -> None:
    if answer.kind == "mulligan":
        # 5-2-1-6-1: return the hand to the deck, reshuffle, draw 5.
        for uid in list(g.s.players[player].hand):
            ops.move(g, uid, "deck", "bottom")
        ops.shuffle(g, player)
        ops.draw(g, player, 5)


@frame("place_life")
def place_life(g: Game) -> None:
    # 5-2-1-7 / 2-9-2-1: the deck's top card ends at the bottom of the Life area.
    for player in (g.s.first_player, 1 - g.s.first_player):
        ps = g.s.players[player]
        for _ in range(g.card(ps.leader).life or 0):
            if not ps.deck:
                break
            ops.move(g, ps.deck[0], "life")


# ============================================================== 6 turns
@frame("begin_turn")
def begin_turn(g: Game) -> None:
    s = g.s
    if s.turn == 0:
        g.emit(SetValue("set", "turn", 1))  # 5-2-1-8: the first player begins
    else:
        g.emit(SetValue("set", "turn", s.turn + 1))
        if (s.turn, s.turn_player) not in ops.state(g).extra:  # OP05-119: an extra turn after this one (1-3-1)
            g.emit(SetValue("set", "turn_player", 1 - s.turn_player))  # 6-6-1-4
    g.emit(NEW_TURN)
    g.push(step("refresh_phase"), step("draw_phase"), step("don_phase"), step("main_phase"))


@frame("refresh_phase")
def refresh_phase(g: Game) -> None:
    g.emit(PHASE["refresh"])
    tp = g.s.turn_player
    # 6-2-1: effects lasting "until the start of your next turn" end.
    if any(m.until == ("next_turn", tp) for m in g.s.mods):
        g.emit(Expire("expire", ("next_turn", tp)))
    # 6-2-2: "at the start of your turn" effects activate.
    queue_auto(g, "start_of_your_turn", g.s.players[tp].field())
    g.push(step("refresh_don"))


@frame("refresh_don")
def refresh_don(g: Game) -> None:
    if pending_first(g, step("refresh_don")):
        return
    tp = g.s.turn_player
    ps = g.s.players[tp]
    # 6-2-3: DON!! given to the Leader and Characters return to the cost area, rested.
    for uid in [ps.leader, *ps.chars]:
        ops.return_given_don(g, uid)
    # 6-2-4: set every rested card of the turn player active, DON!! included (but the cards an
    # effect says "will not become active in ... next Refresh Phase", whose effect then ends).
    for uid in ps.field():
        if not continuous.prohibited(g, "become_active", uid):
            ops.set_active(g, uid)
    wake = ps.don_rested - min(ps.don_rested, kept_rested_don(g, tp))  # OP15-023: some DON!! stay rested
    if wake:
        g.emit(DonMoved("don", tp, "rested", "active", wake))
    if any(m.until == ("refresh", tp) for m in g.s.mods):
        g.emit(Expire("expire", ("refresh", tp)))


@frame("draw_phase")
def draw_phase(g: Game) -> None:
    g.emit(PHASE["draw"])
    if g.s.turn != 1:  # 6-3-1: the first player does not draw on their first turn
        ops.draw(g, g.s.turn_player, 1)


@frame("don_phase")
def don_phase(g: Game) -> None:
    g.emit(PHASE["don"])
    tp = g.s.turn_player
    # 6-4-1: 2 DON!! (1 on the first player's first turn); 6-4-2/6-4-3: fewer if the deck runs low.
    n = min(1 if g.s.turn == 1 else 2, g.s.players[tp].don_deck)
    # OP13-003: a permanent effect gives some of them to the Leader as they are placed (6-5-5).
    lead = min(n, don_phase_to_leader(g, tp))
    if lead:
        g.emit(DonMoved("don", tp, "deck", g.s.players[tp].leader, lead))
        ops.don_given(g, g.s.players[tp].leader, lead)
    if n - lead:
        g.emit(DonMoved("don", tp, "deck", "active", n - lead))


@frame("main_phase")
def main_phase(g: Game) -> None:
    g.emit(PHASE["main"])
    g.push(step("main"))
    # 6-5-1: effects "at the start of the Main Phase" activate: the delayed effects left for this player's next
    # Main Phase (PRB02-005, effects.py's `at_opponent_next_main`), in the order they were made.
    key = ("main_start", g.s.turn_player)
    delayed = [m for m in g.s.mods if m.until == key]
    if delayed:
        g.emit(Expire("expire", key))
        g.push(*(Frame("pay", (m.value[0], EMPTY, m.value[1])) for m in delayed), step("resolve_pending"))


def first_turn(g: Game, player: int) -> bool:
    """6-5-6-1: the first turn of each player (turn 1 for the first, turn 2 for the second)."""
    return g.s.turn <= 2


def can_attack_with(g: Game, uid: int) -> bool:
    if uid in g.s.rested or continuous.prohibited(g, "attack", uid):
        return False
    if g.s.mods and any(not can_pay(g, ctx.player, ctx.src, cost) for ctx, cost in attack_costs(g, uid)):
        return False  # OP08-043: "cannot attack unless your opponent trashes 2 cards ...": not without paying
    if uid in g.s.fresh:
        # 3-7-4: not on the turn it was played, unless [Rush] (10-1-1) or [Rush: Character] (10-1-6).
        return ops.has_keyword(g, uid, "rush") or ops.has_keyword(g, uid, "rush_character")
    return True


def attack_targets(g: Game, attacker: int) -> list[int]:
    # 7-1-1-2: the opponent's Leader, or one of their rested Characters (active ones too when an
    # effect permits it); less the cards an effect says it cannot attack.
    opp = g.s.players[1 - g.s.owner[attacker]]
    active_too = "permit" in continuous.live(g) and "attack_active" in (
        v for v, _ in continuous.contributions(g, attacker, "permit"))
    targets = [opp.leader] + [c for c in opp.chars if active_too or c in g.s.rested]
    if attacker in g.s.fresh and not ops.has_keyword(g, attacker, "rush"):
        targets = targets[1:]  # [Rush: Character]: Characters only on the turn it is played
    if "prohibit" in continuous.live(g):
        targets = [t for t in targets if not continuous.prohibited(g, "attack", attacker, other=t)]
    return targets


@frame("main")
def main(g: Game) -> None:
    if pending_first(g, step("main")):
        return
    tp = g.s.turn_player
    ps = g.s.players[tp]
    options: list[Command] = []
    # 6-5-3: play Characters and Stages, activate [Main] Events.
    seen: set[str] = set()
    for uid in ps.hand:
        number = g.s.cards[uid]
        if number not in seen and playable(g, tp, uid):
            seen.add(number)
            options.append(Command(tp, "play", (uid,)))
    # 6-5-4: [Activate: Main] effects.
    for uid in ps.field():
        if activatable(g, tp, uid):
            options.append(Command(tp, "activate", (uid,)))
    # 6-5-5: give active DON!! to the Leader or a Character.
    if ps.don_active:
        options += give_options(tp, (ps.leader, *ps.chars), ps.don_active)
    # 6-5-6, 7-1: attack, never on a player's first turn.
    if not first_turn(g, tp):
        for uid in [ps.leader, *ps.chars]:
            if can_attack_with(g, uid):
                for target in attack_targets(g, uid):
                    options.append(Command(tp, "attack", (uid, target)))
    options.append(Command(tp, "end"))  # 6-5-2-1
    g.ask(tp, "main", options, step("main_action"), "Main Phase: choose an action.", purpose="main_action")


def give_options(player: int, receivers: tuple[int, ...], active: int) -> list[Command]:
    """Every "give N DON!! to this card" answer. This is the hottest list of the game: the records
    are built without their Python-level constructor."""
    new = tuple.__new__
    return [new(Command, (player, "give", (uid, n))) for uid in receivers for n in range(1, active + 1)]


@frame("main_action")
def main_action(g: Game, cmd: Command) -> None:
    tp = cmd.player
    if cmd.kind == "end":
        g.push(step("end_phase"))
        return
    # 10-2-6-1, 8-6: [On Play] (and other auto effects) started by this action resolve
    # before the next Main Phase action.
    g.push(step("main"))
    if cmd.kind == "give":
        uid, n = cmd.args
        g.emit(DonMoved("don", tp, "active", uid, n))  # 6-5-5-1
        ops.don_given(g, uid, n)
    elif cmd.kind == "play":
        play_from_hand(g, tp, cmd.args[0])
    elif cmd.kind == "activate":
        activate_main(g, tp, cmd.args[0])
    elif cmd.kind == "attack":
        costs = attack_costs(g, cmd.args[0]) if g.s.mods else []
        if costs:  # OP08-043: the cost that lets it attack, paid as the attack is declared (7-1-1, 8-3-1)
            g.push(Frame("attack_paid", cmd.args))
            g.push(*(Frame("pay_part", (ctx, tuple(cost.items()), 0)) for ctx, cost in costs))
            return
        declare_attack(g, *cmd.args)


@frame("attack_paid")
def attack_paid(g: Game, attacker: int, target: int) -> None:
    declare_attack(g, attacker, target)


@frame("end_phase")
def end_phase(g: Game) -> None:
    g.emit(PHASE["end"])
    tp = g.s.turn_player
    # 6-6-1-1, 6-6-1-1-2: [End of Your Turn] first, then [End of Your Opponent's Turn].
    queue_auto(g, "end_of_your_turn", g.s.players[tp].field())
    g.push(step("end_phase_opponent"))


@frame("end_phase_opponent")
def end_phase_opponent(g: Game) -> None:
    if pending_first(g, step("end_phase_opponent")):
        return
    queue_auto(g, "end_of_opponent_turn", g.s.players[1 - g.s.turn_player].field())
    g.push(step("end_phase_delayed"))


@frame("end_phase_delayed")
def end_phase_delayed(g: Game) -> None:
    """6-6-1-2 (1), (2): what effects left to be done "at the end of this turn" is done, the turn
    player's first, then the non-turn player's (each player's in the order they were created)."""
    if pending_first(g, step("end_phase_delayed")):
        return
    key = ("delayed", g.s.turn)
    delayed = [m for m in g.s.mods if m.until == key]
    g.push(step("end_phase_expiry"))
    if not delayed:
        return
    g.emit(Expire("expire", key))
    tp = g.s.turn_player
    frames = [Frame("pay", (m.value[0], EMPTY, m.value[1]))  # each resolves as an effect, with no cost
              for m in sorted(delayed, key=lambda m: m.controller != tp)]
    g.push(*frames, step("resolve_pending"))


# Durations lasting until the end of a given turn ("until the end of your opponent's next turn",
# "... next End Phase", "... your next turn"): their expiry keys are (name, turn number).
TURN_END_KEYS = ("turn_end", "end_phase", "your_turn_end")
DECK_OUT = "deck_out"  # a player whose deck became 0 cards this turn, who loses at its end (ruleset._deck_out)


@frame("end_phase_expiry")
def end_phase_expiry(g: Game) -> None:
    if pending_first(g, step("end_phase_expiry")):
        return
    # 1-3-1 (OP15-022): "You lose at the end of the turn in which your deck becomes 0 cards."
    losers = sorted({m.controller for m in g.s.mods if m.until == (DECK_OUT, g.s.turn)})
    if losers:
        g.lose(losers, "deck out at the end of the turn")
        return
    # 6-6-1-2, 6-6-1-3: effects lasting "until the end of the turn" / "during this turn" end,
    # the turn player's before the non-turn player's (both are recorded as one expiry here,
    # as no effect's end triggers anything). Effects lasting until the end of a given turn (the
    # opponent's next) end at the end of that turn.
    if any(m.until == "turn" for m in g.s.mods):
        g.emit(Expire("expire", "turn"))
    for name in (*TURN_END_KEYS, "delayed"):  # a delayed effect made after 6-6-1-2 is not done
        until = (name, g.s.turn)
        if any(m.until == until for m in g.s.mods):
            g.emit(Expire("expire", until))
    for until in sorted({m.until for m in g.s.mods
                        if isinstance(m.until, tuple) and m.until[:2] == (ops.NEXT_PLAY, g.s.turn)}):
        g.emit(Expire("expire", until))  # "the next time you play ... during this turn", not used (effects.py)
    g.push(step("begin_turn"))  # 6-6-1-4


__all__ = ["FRAMES", "activatable", "activate_auto", "attack_targets", "can_attack_with", "first_turn", "playable"]
