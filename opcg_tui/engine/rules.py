"""Game flow by the Comprehensive Rules: setup (5-2), turns (6), battles (7), auto effects (8-6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ops
from .effects import (
    activatable,
    activate_auto,
    activate_main,
    counter_event_usable,
    describe_pending,
    play_from_hand,
    playable,
    queue_auto,
    start_trigger,
    use_counter_event,
)
from .frames import frame
from .state import P1, P2, Command

if TYPE_CHECKING:
    from .game import Game


# ============================================================== 5-2 game setup
@frame("choose_first")
def choose_first(g: Game, chooser: int) -> None:
    # 5-2-1-5: the chosen player declares going first or second.
    g.ask(chooser, "first-or-second", [Command(chooser, "first"), Command(chooser, "second")],
          ("chose_first", chooser), "Go first or second?")


@frame("chose_first")
def chose_first(g: Game, chooser: int, answer: Command) -> None:
    first = chooser if answer.kind == "first" else 1 - chooser
    g.emit(("set", "first_player", first))
    g.emit(("set", "turn_player", first))
    g.push(("start_of_game", chooser), ("opening_hands",), ("mulligan", first), ("mulligan", 1 - first),
           ("place_life",), ("begin_turn",))


@frame("start_of_game")
def start_of_game(g: Game, chooser: int) -> None:
    # 5-2-1-5-1: "At the start of the game" Leader effects, the chooser's first.
    for player in (chooser, 1 - chooser):
        queue_auto(g, "start_of_game", [g.s.players[player].leader])
    decks = tuple(tuple(g.s.players[p].deck) for p in (P1, P2))
    g.push(("resolve_pending",), ("start_of_game_shuffle", decks))


@frame("start_of_game_shuffle")
def start_of_game_shuffle(g: Game, decks: tuple) -> None:
    # 5-2-1-5-2: a deck changed by a start-of-game effect is shuffled by its owner.
    for player in (P1, P2):
        if tuple(g.s.players[player].deck) != decks[player]:
            ops.shuffle(g, player)


@frame("opening_hands")
def opening_hands(g: Game) -> None:
    for player in (g.s.first_player, 1 - g.s.first_player):  # 5-2-1-6
        ops.draw(g, player, 5)


@frame("mulligan")
def mulligan(g: Game, player: int) -> None:
    g.ask(player, "mulligan", [Command(player, "keep"), Command(player, "mulligan")],
          ("mulligan_answer", player), "Keep this hand, or return it and draw 5 new cards (once)?",
          tuple(g.s.players[player].hand))


@frame("mulligan_answer")
def mulligan_answer(g: Game, player: int, answer: Command) -> None:
    if answer.kind == "mulligan":
        # 5-2-1-6-1: return the hand to the deck, reshuffle, draw 5.
        for uid in list(g.s.players[player].hand):
            g.emit(("move", uid, "hand", "deck", "bottom"))
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
            g.emit(("move", ps.deck[0], "deck", "life", "top"))


# ============================================================== 6 turns
@frame("begin_turn")
def begin_turn(g: Game) -> None:
    s = g.s
    if s.turn == 0:
        g.emit(("set", "turn", 1))  # 5-2-1-8: the first player begins
    else:
        g.emit(("set", "turn", s.turn + 1))
        g.emit(("set", "turn_player", 1 - s.turn_player))  # 6-6-1-4
    g.emit(("new_turn",))
    g.push(("refresh_phase",), ("draw_phase",), ("don_phase",), ("main_phase",))


@frame("refresh_phase")
def refresh_phase(g: Game) -> None:
    g.emit(("set", "phase", "refresh"))
    tp = g.s.turn_player
    # 6-2-1: effects lasting "until the start of your next turn" end.
    if any(m[3] == ("next_turn", tp) for m in g.s.mods):
        g.emit(("expire", ("next_turn", tp)))
    # 6-2-2: "at the start of your turn" effects activate.
    queue_auto(g, "start_of_your_turn", g.s.players[tp].field())
    g.push(("resolve_pending",), ("refresh_don",))


@frame("refresh_don")
def refresh_don(g: Game) -> None:
    tp = g.s.turn_player
    ps = g.s.players[tp]
    # 6-2-3: DON!! given to the Leader and Characters return to the cost area, rested.
    for uid in [ps.leader, *ps.chars]:
        ops.return_given_don(g, uid)
    # 6-2-4: set every rested card of the turn player active, DON!! included.
    for uid in ps.field():
        ops.set_active(g, uid)
    if ps.don_rested:
        g.emit(("don", tp, "rested", "active", ps.don_rested))


@frame("draw_phase")
def draw_phase(g: Game) -> None:
    g.emit(("set", "phase", "draw"))
    if g.s.turn != 1:  # 6-3-1: the first player does not draw on their first turn
        ops.draw(g, g.s.turn_player, 1)


@frame("don_phase")
def don_phase(g: Game) -> None:
    g.emit(("set", "phase", "don"))
    tp = g.s.turn_player
    # 6-4-1: 2 DON!! (1 on the first player's first turn); 6-4-2/6-4-3: fewer if the deck runs low.
    n = min(1 if g.s.turn == 1 else 2, g.s.players[tp].don_deck)
    if n:
        g.emit(("don", tp, "deck", "active", n))


@frame("main_phase")
def main_phase(g: Game) -> None:
    g.emit(("set", "phase", "main"))
    # 6-5-1: "at the start of the Main Phase" effects (none printed yet use it) then actions.
    queue_auto(g, "start_of_main", [])
    g.push(("resolve_pending",), ("main",))


def first_turn(g: Game, player: int) -> bool:
    """6-5-6-1: the first turn of each player (turn 1 for the first, turn 2 for the second)."""
    return g.s.turn <= 2


def can_attack_with(g: Game, uid: int) -> bool:
    if uid in g.s.rested:
        return False
    if uid in g.s.fresh:
        # 3-7-4: not on the turn it was played, unless [Rush] (10-1-1) or [Rush: Character] (10-1-6).
        return ops.has_keyword(g, uid, "rush") or ops.has_keyword(g, uid, "rush_character")
    return True


def attack_targets(g: Game, attacker: int) -> list[int]:
    # 7-1-1-2: the opponent's Leader, or one of their rested Characters.
    opp = g.s.players[1 - g.s.owner[attacker]]
    targets = [opp.leader] + [c for c in opp.chars if c in g.s.rested]
    if attacker in g.s.fresh and not ops.has_keyword(g, attacker, "rush"):
        targets = targets[1:]  # [Rush: Character]: Characters only on the turn it is played
    return targets


@frame("main")
def main(g: Game) -> None:
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
        for uid in [ps.leader, *ps.chars]:
            for n in range(1, ps.don_active + 1):
                options.append(Command(tp, "give", (uid, n)))
    # 6-5-6, 7-1: attack, never on a player's first turn.
    if not first_turn(g, tp):
        for uid in [ps.leader, *ps.chars]:
            if can_attack_with(g, uid):
                for target in attack_targets(g, uid):
                    options.append(Command(tp, "attack", (uid, target)))
    options.append(Command(tp, "end"))  # 6-5-2-1
    g.ask(tp, "main", options, ("main_action",), "Main Phase: choose an action.")


@frame("main_action")
def main_action(g: Game, cmd: Command) -> None:
    tp = cmd.player
    if cmd.kind == "end":
        g.push(("end_phase",))
        return
    # 10-2-6-1, 8-6: [On Play] (and other auto effects) started by this action resolve
    # before the next Main Phase action.
    g.push(("resolve_pending",), ("main",))
    if cmd.kind == "give":
        uid, n = cmd.args
        g.emit(("don", tp, "active", uid, n))  # 6-5-5-1
    elif cmd.kind == "play":
        play_from_hand(g, tp, cmd.args[0])
    elif cmd.kind == "activate":
        activate_main(g, tp, cmd.args[0])
    elif cmd.kind == "attack":
        declare_attack(g, *cmd.args)


@frame("end_phase")
def end_phase(g: Game) -> None:
    g.emit(("set", "phase", "end"))
    tp = g.s.turn_player
    # 6-6-1-1, 6-6-1-1-2: [End of Your Turn] first, then [End of Your Opponent's Turn].
    queue_auto(g, "end_of_your_turn", g.s.players[tp].field())
    g.push(("resolve_pending",), ("end_phase_opponent",))


@frame("end_phase_opponent")
def end_phase_opponent(g: Game) -> None:
    queue_auto(g, "end_of_opponent_turn", g.s.players[1 - g.s.turn_player].field())
    g.push(("resolve_pending",), ("end_phase_expiry",))


@frame("end_phase_expiry")
def end_phase_expiry(g: Game) -> None:
    # 6-6-1-2, 6-6-1-3: effects lasting "until the end of the turn" / "during this turn" end,
    # the turn player's before the non-turn player's (both are recorded as one expiry here,
    # as no effect's end triggers anything).
    if any(m[3] == "turn" for m in g.s.mods):
        g.emit(("expire", "turn"))
    g.push(("begin_turn",))  # 6-6-1-4


# ============================================================== 7 battles
def declare_attack(g: Game, attacker: int, target: int) -> None:
    tp = g.s.owner[attacker]
    # 7-1-1-1: rest the attacker; 7-1-1-2: the target.
    ops.rest(g, attacker)
    g.emit(("set", "battle", {
        "attacker": attacker, "target": target, "attacker_epoch": g.s.epoch[attacker],
        "target_epoch": g.s.epoch[target], "blocked": False, "defender": 1 - tp,
    }))
    g.emit(("note", "attack", attacker, target, ops.power(g, attacker), ops.power(g, target)))
    # 7-1-1-3: [When Attacking]; 10-2-16-1: then [On Your Opponent's Attack].
    queue_auto(g, "when_attacking", [attacker])
    g.push(("resolve_pending",), ("opponent_attack_effects",), ("block_step",))


@frame("opponent_attack_effects")
def opponent_attack_effects(g: Game) -> None:
    if g.s.battle is None:
        return
    queue_auto(g, "on_opponent_attack", g.s.players[g.s.battle["defender"]].field())
    g.push(("resolve_pending",))


def battle_broken(g: Game) -> bool:
    """7-1-1-4, 7-1-2-3, 7-1-3-3: attacker or target has moved areas."""
    b = g.s.battle
    return (b is None or g.s.epoch[b["attacker"]] != b["attacker_epoch"]
            or g.s.epoch[b["target"]] != b["target_epoch"])


def can_block_with(g: Game, uid: int) -> bool:
    b = g.s.battle
    assert b is not None
    if uid == b["target"] or uid in g.s.rested or not ops.has_keyword(g, uid, "blocker"):
        return False  # 10-1-4-1: rest one of your *other* cards
    for m in g.s.mods:
        if m[0] == ops.BAN_BLOCKER and m[4] != g.s.owner[uid]:
            if m[2] is None or ops.power(g, uid) >= m[2]:
                return False
    return True


@frame("block_step")
def block_step(g: Game) -> None:
    if battle_broken(g):
        g.push(("end_of_battle",))
        return
    b = g.s.battle
    assert b is not None
    defender = b["defender"]
    options = [Command(defender, "no-block")]
    # 7-1-2-1: one [Blocker] per battle; [Unblockable] (10-1-7) attackers cannot be blocked.
    if not ops.has_keyword(g, b["attacker"], "unblockable"):
        options += [Command(defender, "block", (uid,)) for uid in g.s.players[defender].chars
                    if can_block_with(g, uid)]
    g.ask(defender, "block", options, ("block_answer",), "Block Step: activate a [Blocker]?")


@frame("block_answer")
def block_answer(g: Game, cmd: Command) -> None:
    g.push(("counter_step",))
    if cmd.kind == "block":
        blocker = cmd.args[0]
        ops.rest(g, blocker)
        g.emit(("battle", "target", blocker))
        g.emit(("battle", "target_epoch", g.s.epoch[blocker]))
        g.emit(("battle", "blocked", True))
        g.emit(("note", "block", blocker))
        queue_auto(g, "on_block", [blocker])  # 7-1-2-2
        g.push(("resolve_pending",))


@frame("counter_step")
def counter_step(g: Game) -> None:
    if battle_broken(g):  # 7-1-2-3
        g.push(("end_of_battle",))
        return
    g.push(("counter_prompt",))


@frame("counter_prompt")
def counter_prompt(g: Game) -> None:
    b = g.s.battle
    assert b is not None
    defender = b["defender"]
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
        if card.category == "character" and card.counter:
            # 7-1-3-2-1: trash a Character card with a Counter; its power goes to one card.
            options += [Command(defender, "counter", (uid, r)) for r in receivers]
        elif counter_event_usable(g, defender, uid):
            options.append(Command(defender, "counter", (uid,)))  # 7-1-3-2-2
    g.ask(defender, "counter", options, ("counter_answer",), "Counter Step: use counters, then pass.")


@frame("counter_answer")
def counter_answer(g: Game, cmd: Command) -> None:
    if cmd.kind == "pass":
        g.push(("damage_step",))
        return
    g.push(("counter_step",))
    uid = cmd.args[0]
    if len(cmd.args) == 2:
        receiver = cmd.args[1]
        ops.move(g, uid, "trash")
        card = g.card(uid)
        ops.add_mod(g, ops.POWER, receiver, card.counter, "battle", cmd.player, f"{card.name} ({card.number}) Counter")
        g.emit(("note", "counter", uid, receiver))
    else:
        use_counter_event(g, cmd.player, uid)


@frame("damage_step")
def damage_step(g: Game) -> None:
    if battle_broken(g):  # 7-1-3-3 (printed as 7-1-2-3)
        g.push(("end_of_battle",))
        return
    b = g.s.battle
    assert b is not None
    attacker, target = b["attacker"], b["target"]
    attack_power, target_power = ops.power(g, attacker), ops.power(g, target)
    g.emit(("note", "damage_step", attacker, target, attack_power, target_power))
    g.push(("end_of_battle",))
    if attack_power < target_power:
        return  # 7-1-4-2: the attacker loses; nothing happens
    if g.card(target).category == "leader":
        defender = b["defender"]
        if not g.s.players[defender].life:
            # 7-1-4-1-1-1: 0 Life when damage is determined: the attacking player wins.
            g.lose([defender], "Leader damaged at 0 Life")
            return
        # 7-1-4-1-1-3 / 10-1-2: [Double Attack] deals 2; 10-1-3: [Banish] trashes Life cards.
        amount = 2 if ops.has_keyword(g, attacker, "double_attack") else 1
        banish = ops.has_keyword(g, attacker, "banish")
        g.push(("resolve_pending",), ("damage", defender, amount, banish))
    else:
        g.push(("ko", target, g.s.epoch[target]), ("resolve_pending",))  # 7-1-4-1-2


@frame("damage")
def damage(g: Game, defender: int, amount: int, banish: bool) -> None:
    """One point of damage to a Leader (7-1-4-1-1-2, 4-6-2); repeated `amount` times."""
    if amount <= 0:
        return
    life = g.s.players[defender].life
    if not life:
        return  # 1-3-2: a second point of damage with no Life left does nothing
    g.push(("damage", defender, amount - 1, banish))
    top = life[0]
    if banish:
        ops.move(g, top, "trash")  # 10-1-3-1: trashed, no [Trigger]
        return
    if g.card(top).trigger is not None:
        g.emit(("look", defender, (top,)))
        g.ask(defender, "trigger", [Command(defender, "trigger"), Command(defender, "no-trigger")],
              ("trigger_answer", top), "Reveal this Life card and activate its [Trigger]?", (top,))
        return
    ops.move(g, top, "hand")


@frame("trigger_answer")
def trigger_answer(g: Game, card: int, cmd: Command) -> None:
    player = cmd.player
    g.emit(("look", player, ()))
    if cmd.kind == "no-trigger":
        ops.move(g, card, "hand")  # 10-1-5-2
        return
    # 10-1-5-3: the card is in no area while its [Trigger] resolves, then it is trashed.
    g.emit(("reveal", player, card))
    ops.move(g, card, "limbo")
    g.push(("trigger_done", card, g.s.epoch[card]))
    start_trigger(g, player, card)


@frame("trigger_done")
def trigger_done(g: Game, card: int, epoch: int) -> None:
    if g.s.epoch[card] == epoch:
        g.emit(("move", card, "limbo", "trash", "top"))


@frame("end_of_battle")
def end_of_battle(g: Game) -> None:
    b = g.s.battle
    assert b is not None
    # 7-1-5-2: "at the end of the battle" / "if this ... battles" effects.
    sources = [u for u, e in ((b["attacker"], b["attacker_epoch"]), (b["target"], b["target_epoch"]))
               if g.s.epoch[u] == e]
    queue_auto(g, "end_of_battle", sources)
    g.push(("resolve_pending",), ("close_battle",))


@frame("close_battle")
def close_battle(g: Game) -> None:
    # 7-1-5-3, 7-1-5-4: "during this battle" effects end; 7-1-5-5: back to the Main Phase.
    if any(m[3] == "battle" for m in g.s.mods):
        g.emit(("expire", "battle"))
    g.emit(("set", "battle", None))


# ============================================================== 8-6 order of auto effects
@frame("resolve_pending")
def resolve_pending(g: Game) -> None:
    pending = g.s.pending
    if not pending or g.s.winner is not None:
        return
    oldest = min(entry[5] for entry in pending)
    batch = [e for e in pending if e[5] == oldest]
    # 8-6-1: the turn player's effects first, then the non-turn player's.
    tp = g.s.turn_player
    mine = [e for e in batch if e[0] == tp] or [e for e in batch if e[0] != tp]
    player = mine[0][0]
    g.push(("resolve_pending",))
    if len(mine) == 1:
        g.push(("resolve_one", mine[0]))
        return
    options = list(dict.fromkeys(Command(player, "choose", (e[1],)) for e in mine))
    g.ask(player, "choose", options, ("resolve_chosen",),
          "Several effects activate at once: choose the one to resolve next. "
          + "; ".join(describe_pending(g, e) for e in mine))


@frame("resolve_chosen")
def resolve_chosen(g: Game, cmd: Command) -> None:
    # Two effects of one card resolve in the card's order (2-8-3).
    for e in g.s.pending:
        if e[1] == cmd.args[0]:
            g.push(("resolve_one", e))
            return


@frame("resolve_one")
def resolve_one(g: Game, entry: tuple) -> None:
    pending = list(g.s.pending)
    pending.remove(entry)
    # Effects triggered while this one resolves come after every effect already waiting (8-6-1-1).
    g.emit(("pending", tuple(pending), g.s.batch + 1))
    activate_auto(g, entry)

