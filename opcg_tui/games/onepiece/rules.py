"""Game flow by the Comprehensive Rules: setup (5-2), turns (6), battles (7), playing cards,
K.O. and replacement effects, [Trigger]s, and the frames the primitives' prompts resume."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import continuous
from ...engine.continuous import Cause, Replacement
from ...engine.frames import FrameTable, step
from ...engine.interpreter import (
    activate_auto,
    ask_if_optional,
    can_pay,
    conditions_met,
    event_listeners,
    pending_first,
    queue_auto,
    queue_event,
    queue_listeners,
    resolve_effect,
    start_effect,
    then_actions,
    timing_met,
    usable,
)
from ...engine.records import (
    BattleChanged,
    Command,
    Ctx,
    Expire,
    Frame,
    Fresh,
    Look,
    NewTurn,
    Outcome,
    Pending,
    PendingChanged,
    Reveal,
    SetValue,
    Used,
    UseKey,
)
from ...engine.registry import Frozen
from . import life as life_area
from . import ops
from .primitives import (
    COST_CHOSEN,
    DON_COUNT,
    arrange,
    don_phase_to_leader,
    give_don,
    give_don_moves,
    kept_rested_don,
    order_rest,
    play_frame,
    reserved,
    reveal_top,
    step_done,
)
from .state import AttackNote, Battle, BlockNote, CounterNote, DamageNote, DonMoved, KONote, OptionNote, ReplacedNote

if TYPE_CHECKING:
    from ...engine.game import Game

FRAMES = FrameTable()
frame = FRAMES.register
TRIGGER_CARD = Frozen(life=1)  # what a [Trigger]'s cost is checked without: its own card, out of the Life area
FRAMES.update(life_area.FRAMES)  # the Life area's own steps (life.py)
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
    if n - lead:
        g.emit(DonMoved("don", tp, "deck", "active", n - lead))


@frame("main_phase")
def main_phase(g: Game) -> None:
    g.emit(PHASE["main"])
    g.push(step("main"))  # 6-5-1: no printed effect waits for "the start of the Main Phase" yet


def first_turn(g: Game, player: int) -> bool:
    """6-5-6-1: the first turn of each player (turn 1 for the first, turn 2 for the second)."""
    return g.s.turn <= 2


def can_attack_with(g: Game, uid: int) -> bool:
    if uid in g.s.rested or continuous.prohibited(g, "attack", uid):
        return False
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
    elif cmd.kind == "play":
        play_from_hand(g, tp, cmd.args[0])
    elif cmd.kind == "activate":
        activate_main(g, tp, cmd.args[0])
    elif cmd.kind == "attack":
        declare_attack(g, *cmd.args)


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
    frames = [Frame("act", (m.value[0], m.value[1], 0))
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
    g.push(step("begin_turn"))  # 6-6-1-4


# ============================================================== playing cards (6-5-3, 6-5-4)
def playable(g: Game, player: int, uid: int) -> bool:
    """Can this card in hand be played now (6-5-3)?"""
    card = g.card(uid)
    active = g.s.players[player].don_active
    if card.category == "event":
        found = card.effect_with("main")  # 10-2-3: [Main] Events in the Main Phase
        if found is None:
            return False
        idx, eff = found
        c = ops.cost(g, uid)
        return c <= active and usable(g, player, uid, idx, eff, reserved(c, 1))
    if card.category not in ("character", "stage"):
        return False  # 6-5-3-1: a Leader card is never played
    if ops.cost(g, uid) > active:
        return False  # 2-7-2, 2-7-4
    return not ops.play_prohibited(g, player, uid)


def play_from_hand(g: Game, player: int, uid: int) -> None:
    """6-5-3-1: reveal, rest DON!! equal to the cost, then play (or, for an Event, trash and activate)."""
    card = g.card(uid)
    c = ops.cost(g, uid)
    g.emit(Reveal("reveal", player, uid))
    if c:
        g.emit(DonMoved("don", player, "active", "rested", c))
    if card.category == "event":
        ops.move(g, uid, "trash")  # 2-7-3, 8-4-2
        ops.event_activated(g, player, uid)
        idx, eff = card.effect_with("main")
        start_effect(g, Ctx(player, uid, g.s.epoch[uid]), idx, eff)
    else:
        g.push(Frame("play_card", (player, uid)))


@frame("play_card")
def play_card(g: Game, player: int, uid: int, rested: bool = False) -> None:
    """Place a Character (3-7) or Stage (3-8) card; then its [On Play] effects activate."""
    ps = g.s.players[player]
    if g.card(uid).category == "stage":
        if ps.stage is not None:
            ops.move(g, ps.stage, "trash")  # 3-8-5-1
        g.push(Frame("place_card", (player, uid, rested) if rested else (player, uid)))
        return
    if len(ps.chars) >= 5:
        # 3-7-6-1: trash one of the 5 Characters first; a rule, not a K.O. (3-7-6-1-1).
        options = [Command(player, "choose", (c,)) for c in ps.chars]
        g.ask(player, "choose", options, Frame("limit_trash", (player, uid, rested) if rested else (player, uid)),
              "You have 5 Characters: choose one to trash to make room.", (uid,), purpose="limit_trash",
              outcomes=tuple(Outcome("limit_trash", c.args[0], -1) for c in options))
        return
    g.push(Frame("place_card", (player, uid, rested) if rested else (player, uid)))


@frame("limit_trash")
def limit_trash(g: Game, player: int, uid: int, *rest: Any) -> None:
    *rested, cmd = rest  # (rested,) when an effect plays it rested
    ops.move(g, cmd.args[0], "trash")
    g.push(Frame("place_card", (player, uid, *rested)))


@frame("place_card")
def place_card(g: Game, player: int, uid: int, rested: bool = False) -> None:
    dst = "stage" if g.card(uid).category == "stage" else "chars"
    from_trash = g.s.area(uid) == "trash"
    ops.move(g, uid, dst)  # 3-7-5, 3-8-4: placed active
    if dst == "chars":
        g.emit(Fresh("fresh", uid))
    if rested:
        ops.rest(g, uid)  # 3-7-5: "unless otherwise specified" (played rested)
    ops.performed(g, "play")  # "you may play that card. If you do, ..." (4-10-1)
    queue_auto(g, "on_play", [uid])  # 10-2-6
    queue_event(g, "played", player, (uid,))  # "When you play a Character" (3-7-3, 8-1-3-1)
    if from_trash:
        queue_event(g, "played_from_trash", player, (uid,))  # "... is played from your trash"


def activatable(g: Game, player: int, uid: int) -> bool:
    found = g.card(uid).effect_with("activate_main")
    return found is not None and usable(g, player, uid, found[0], found[1])


def activate_main(g: Game, player: int, uid: int) -> None:
    idx, eff = g.card(uid).effect_with("activate_main")
    start_effect(g, Ctx(player, uid, g.s.epoch[uid]), idx, eff)


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
    # 8-1-3-1 (P-117): "When this Leader's attack deals damage to your opponent's Life".
    queue_event(g, "attack_damage", g.s.owner[attacker], (attacker,))
    g.push(step("resolve_pending"))


@frame("damage")
def damage(g: Game, defender: int, amount: int, banish: bool) -> None:
    """One point of damage to a Leader (7-1-4-1-1-2, 4-6-2); repeated `amount` times."""
    if amount <= 0:
        return
    life = g.s.players[defender].life
    if not life:
        return  # 1-3-2: a second point of damage with no Life left does nothing
    g.push(Frame("damage", (defender, amount - 1, banish)))
    queue_event(g, "damaged", defender)  # "When you take damage": each point (4-6-2-1, 4-6-2-2)
    top = life[0]
    if banish:
        ops.move(g, top, "trash")  # 10-1-3-1: trashed, no [Trigger]
        return
    instead = life_area.damage_destination(g, top)
    if instead is not None:
        # 4-6-2-1 replaced by a permanent effect; 4-6-3-1: then its [Trigger] cannot be activated.
        life_area.send(g, top, instead)
        return
    trigger = g.card(top).trigger
    # 8-3-1-3, 8-3-1-4, 8-4-1-3: a [Trigger] whose cost cannot be paid in full cannot be activated (its
    # card out of the Life area while it is, 10-1-5-3): not offered, the card goes to the hand (10-1-5-2).
    if trigger is not None and can_pay(g, defender, top, trigger.cost, TRIGGER_CARD):
        if top not in g.s.faceup:  # 3-10-2-1: a face-up Life card is seen by both already
            g.emit(Look("look", defender, (top,)))
        g.ask(defender, "trigger", [Command(defender, "trigger"), Command(defender, "no-trigger")],
              Frame("trigger_answer", (top,)), "Reveal this Life card and activate its [Trigger]?", (top,),
              purpose="trigger")
        return
    ops.move(g, top, "hand")


@frame("trigger_answer")
def trigger_answer(g: Game, card: int, cmd: Command) -> None:
    player = cmd.player
    g.emit(Look("look", player, ()))
    if cmd.kind == "no-trigger":
        ops.move(g, card, "hand")  # 10-1-5-2
        return
    # 10-1-5-3: the card is in no area while its [Trigger] resolves, then it is trashed.
    g.emit(Reveal("reveal", player, card))
    ops.move(g, card, "limbo")
    g.push(Frame("trigger_done", (card, g.s.epoch[card])))
    queue_event(g, "trigger_activated", player)  # "When a [Trigger] activates" (10-1-5): after it resolves
    trig = g.card(card).trigger
    if not conditions_met(g, player, card, trig.conditions):
        return
    ctx = Ctx(player, card, g.s.epoch[card])
    # A [Trigger] with "You may …:" asks for its optional cost after it is activated (8-3-1-4).
    if not ask_if_optional(g, ctx, trig, Frame("trigger_cost_answer", (ctx,)),
                           f"{g.card(card).name}: [Trigger] — pay the cost?"):
        resolve_effect(g, ctx, trig)


@frame("trigger_cost_answer")
def trigger_cost_answer(g: Game, ctx: Ctx, cmd: Command) -> None:
    if cmd.kind == "yes":
        resolve_effect(g, ctx, g.card(ctx.src).trigger)


@frame("use_effect_answer")
def use_effect_answer(g: Game, ctx: Ctx, idx: int, cmd: Command) -> None:
    """The answer to a [Main] / [Counter] cost asked when a [Trigger] activates it (8-3-1-4)."""
    if cmd.kind == "yes":
        resolve_effect(g, ctx, g.card(ctx.src).effects[idx])


@frame("trigger_done")
def trigger_done(g: Game, card: int, epoch: int) -> None:
    if g.s.epoch[card] == epoch:
        ops.move(g, card, "trash")


@frame("end_of_battle")
def end_of_battle(g: Game) -> None:
    b = battle(g)
    # 7-1-5-2: "at the end of the battle" / "if this ... battles" effects.
    sources = [u for u, e in ((b.attacker, b.attacker_epoch), (b.target, b.target_epoch)) if g.s.epoch[u] == e]
    queue_auto(g, "end_of_battle", sources)
    g.push(step("close_battle"))


@frame("close_battle")
def close_battle(g: Game) -> None:
    if pending_first(g, step("close_battle")):
        return
    # 7-1-5-3, 7-1-5-4: "during this battle" effects end; 7-1-5-5: back to the Main Phase.
    if any(m.until == "battle" for m in g.s.mods):
        g.emit(Expire("expire", "battle"))
    g.emit(SetValue("set", "battle", None))


# ============================================================== K.O., removal and replacement effects
@frame("ko")
def ko(g: Game, uid: int, epoch: int, cause: Cause) -> None:
    """A Character (or a Stage, by an effect) is to be K.O.'d (10-2-1)."""
    if g.s.epoch[uid] != epoch or g.s.area(uid) not in ("chars", "stage"):
        return  # it already left the field
    if ops.ko_prohibited(g, uid, cause):
        return  # 10-2-1-3: "cannot be K.O.'d"; 4-11-2: a K.O. removes the card from the field
    would(g, "ko", uid, cause, Frame("ko_now", (uid, epoch, cause)))


@frame("ko_now")
def ko_now(g: Game, uid: int, epoch: int, cause: Cause | None = None) -> None:
    """10-2-1-2: K.O.; [On K.O.] is checked on the field and resolves from the trash (10-2-17)."""
    if g.s.epoch[uid] != epoch:
        return
    player = g.s.owner[uid]
    card = g.card(uid)
    entries = timing_met(g, "on_ko", [uid])
    # "When this Character is K.O.'d [by ...]", "When a Character is K.O.'d": checked while the card is
    # on the field (8-1-3-1); the K.O.'d card's own resolves from the trash, as [On K.O.] does (10-2-17-1).
    listeners = [f for f in event_listeners(g, "ko", player, (uid,), cause)
                 if f[1] != uid or card.effects[f[2]].subject == "self"]
    g.emit(KONote("note", "ko", uid))
    ops.move(g, uid, "trash", cause=cause)
    ops.happened(g, "koed", uid)  # "if your opponent's Character has been K.O.'d during this turn"
    if cause is not None:
        ops.performed(g, cause.action)  # the effect's K.O. happened (not prevented, not replaced: 4-10-1)
    if entries:
        batch = g.s.batch
        added = tuple(Pending(player, uid, idx, g.s.epoch[uid], "on_ko", batch) for _, idx in entries)
        g.emit(PendingChanged("pending", (*g.s.pending, *added), batch))
    queue_listeners(g, listeners, (uid,))


@frame("remove")
def remove(g: Game, uid: int, epoch: int, dst: str, where: str, cause: Cause) -> None:
    """An effect moves a card to `dst`; from the field that is leaving it, which can be forbidden
    or replaced (8-1-3-4)."""
    if g.s.epoch[uid] != epoch:
        return
    if ops.on_field(g, uid):
        if ops.removal_prohibited(g, uid, cause):
            return
        would(g, "leave_field", uid, cause, Frame("move_now", (uid, epoch, dst, where, cause)))
        return
    move_now(g, uid, epoch, dst, where, cause)


@frame("move_now")
def move_now(g: Game, uid: int, epoch: int, dst: str, where: str, cause: Cause) -> None:
    if g.s.epoch[uid] == epoch:
        ops.move(g, uid, dst, where, cause)
        ops.performed(g, cause.action)  # not prevented, not replaced (4-10-1)


def would(g: Game, event: str, uid: int, cause: Cause, then: Frame, done: tuple[UseKey, ...] = ()) -> None:
    """`event` is about to happen to `uid`: replacement effects may apply instead (8-1-3-4);
    `then` carries it out when none does. A K.O. is also a removal from the field."""
    events = ("ko", "leave_field") if event == "ko" else (event,)
    found = continuous.replacements(g, events, uid, cause, done)
    if not found:
        g.push(then)
        return
    # 8-1-3-4-2: the card's own replacement first, then the turn player's, then the other player's;
    # a player may decline theirs (8-1-3-4-1), and then the next are offered.
    own = tuple(r for r in found if r.src == uid)
    group = own or tuple(r for r in found if r.player == found[0].player)
    player = group[0].player
    resume = Frame("replacement_answer", (event, uid, cause, then, done, group))
    if len(group) == 1:
        rep = group[0]
        g.ask(player, "yes-no", [Command(player, "yes"), Command(player, "no")], resume,
              f"{g.card(uid).name} would be {EVENT_WORDS[event]}: {g.rules.describe_effect(g, rep.src, rep.idx, False)}"
              " — apply it instead?", purpose="use_replacement",
              outcomes=(Outcome("replace", uid, 1), Outcome("none", uid)))
        return
    options = list(dict.fromkeys([Command(player, "choose", (r.src,)) for r in group] + [Command(player, "choose", ())]))
    g.ask(player, "choose", options, resume,
          f"{g.card(uid).name} would be {EVENT_WORDS[event]}: choose a replacement effect to apply instead, or none.",
          purpose="use_replacement", outcomes=tuple(Outcome("replace", uid, 1) if c.args else Outcome("none", uid)
                                                    for c in options))


EVENT_WORDS = {"ko": "K.O.'d", "leave_field": "removed from the field"}


@frame("replacement_answer")
def replacement_answer(g: Game, event: str, uid: int, cause: Cause, then: Frame, done: tuple[UseKey, ...],
                       group: tuple[Replacement, ...], cmd: Command) -> None:
    if cmd.kind == "no" or not cmd.args and cmd.kind == "choose":
        # Declined: the replacements still to come are offered (8-1-3-4-1, 8-1-3-4-2).
        declined = tuple(UseKey(r.src, g.s.epoch[r.src], r.idx) for r in group)
        would(g, event, uid, cause, then, done + declined)
        return
    rep = group[0] if cmd.kind == "yes" else next(r for r in group if r.src == cmd.args[0])
    if rep.effect.once_per_turn:
        g.emit(Used("used", UseKey(rep.src, g.s.epoch[rep.src], rep.idx)))
    g.emit(ReplacedNote("note", "replaced", uid, rep.src, rep.idx, event))
    # 8-1-3-4-5: a replacement that cannot be carried out in full is not offered (its cost is checked
    # first); 8-1-3-4-7: what replaces the event is an effect of the replacement's owner.
    resolve_effect(g, Ctx(rep.player, rep.src, g.s.epoch[rep.src]), rep.effect)


# ============================================================== the primitives' prompts, resumed
@frame("pay_don_minus")
def pay_don_minus(g: Game, ctx: Ctx, n: int) -> None:
    # 8-3-1-6 DON!! −X: return X DON!! from the Leader, Characters and cost area to the DON!! deck.
    from itertools import combinations

    player = ctx.player
    sources = ops.don_sources(g, player)
    options = []
    for combo in sorted(set(combinations(sorted(sources, key=str), n)), key=str):
        options.append(Command(player, "choose", tuple(("don", player, w) for w in combo)))
    g.ask(player, "choose", options, Frame("don_minus_chosen", (ctx,)),
          f"Choose {n} DON!! to return to your DON!! deck.", purpose="don_to_return",
          outcomes=tuple(Outcome("don_to_return", c.args, -1, n) for c in options))


@frame("don_minus_chosen")
def don_minus_chosen(g: Game, ctx: Ctx, cmd: Command) -> None:
    counts: dict[Any, int] = {}
    for ref in cmd.args:
        counts[ref[2]] = counts.get(ref[2], 0) + 1
    for where, k in counts.items():
        g.emit(DonMoved("don", ctx.player, where, "deck", k))
    # "When a DON!! card on your field is returned to your DON!! deck": one event for the whole return.
    cause = Cause("effect", ctx.player, ctx.src)  # DON!! −X is paid for an effect (8-3-1-6): its cause
    queue_event(g, "don_returned", ctx.player, (), cause, len(cmd.args))


@frame("cost_chosen")
def cost_chosen(g: Game, ctx: Ctx, name: str, chosen: Any) -> None:
    """8-3-1: a cost on cards, paid with the cards (or the number) the player chose."""
    COST_CHOSEN[name](g, ctx, chosen)


@frame("cost_option_chosen")
def cost_option_chosen(g: Game, ctx: Ctx, alternatives: Any, cmd: Command) -> None:
    """8-3-1: the alternative of a `one_of` cost the player chose is paid (its costs in the card's order)."""
    g.push(Frame("pay_part", (ctx, tuple(alternatives[cmd.args[0][1] - 1].items()), 0)))


@frame("trash_chosen")
def trash_chosen(g: Game, src: int | None, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        ops.move(g, uid, "trash")  # 10-2-14
    ops.hand_trashed(g, tuple(chosen), src)  # by the effect of `src`


@frame("give_don_chosen")
def give_don_chosen(g: Game, ctx: Ctx, a: Any, cmd: Command) -> None:
    if cmd.args:
        give_don_moves(g, ctx, a, cmd.args)


@frame("don_count_chosen")
def don_count_chosen(g: Game, ctx: Ctx, a: Any, p: int, cmd: Command) -> None:
    if cmd.args:
        DON_COUNT[a.name](g, ctx, a, p, len(cmd.args))


@frame("trash_life_chosen")
def trash_life_chosen(g: Game, owner: int, cmd: Command) -> None:
    for _ in cmd.args:
        life = g.s.players[owner].life
        if life:
            ops.move(g, life[0], "trash")


@frame("search_taken")
def search_taken(g: Game, ctx: Ctx, a: Any, looked: tuple[int, ...], chosen: tuple[int, ...]) -> None:
    player = ctx.player
    rest = tuple(u for u in looked if u not in chosen)
    if a.get("to") == "play":
        # "... play up to 1 Character card ... Then, place the rest ...": played first (11-2-1: revealed).
        plays = [play_frame(g, player, uid, bool(a.get("rested"))) for uid in chosen]
        g.push(*plays, Frame("search_rest", (player, rest, a.get("rest_to"), ctx.src)))
        return
    if a.get("to") == "life":  # b3 (issue 10): "... add up to 1 ... to the top of your Life cards face-up"
        life_area.put_on_life(g, chosen, face_up=bool(a.get("face_up")), reveal=True)
        search_rest(g, player, rest, a.get("rest_to"), ctx.src)
        return
    for uid in chosen:
        g.emit(Reveal("reveal", player, uid))  # "reveal up to 1 ... and add it to your hand"
        ops.move(g, uid, "hand")
    search_rest(g, player, rest, a.get("rest_to"), ctx.src)


@frame("search_rest")
def search_rest(g: Game, player: int, rest: tuple[int, ...], where: str, src: int) -> None:
    rest = tuple(u for u in rest if g.s.area(u) == "deck")
    if where == "top_or_bottom" and rest:
        arrange(g, player, rest, src)  # "place the rest at the top or bottom of the deck in any order"
        return
    order_rest(g, player, list(rest), where)


@frame("place_looked")
def place_looked(g: Game, player: int, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        ops.move(g, uid, "deck", "bottom")
    g.emit(Look("look", player, ()))


@frame("arrange_top_chosen")
def arrange_top_chosen(g: Game, player: int, looked: tuple[int, ...], chosen: tuple[int, ...]) -> None:
    for uid in reversed(chosen):
        ops.move(g, uid, "deck", "top")
    order_rest(g, player, [u for u in looked if u not in chosen], "bottom")


# --- choice (issue 10)
@frame("option_chosen")
def option_chosen(g: Game, ctx: Ctx, a: Any, cmd: Command) -> None:
    _, index, text = cmd.args[0]
    g.emit(OptionNote("note", "option", cmd.player, ctx.src, index, text))  # the choice is public
    then_actions(g, ctx, a.value[index - 1])


@frame("give_don_each_chosen")
def give_don_each_chosen(g: Game, ctx: Ctx, a: Any, given: tuple[int, ...], cmd: Command) -> None:
    """ "... DON!! cards each": after one recipient, the next (up to the selector's count)."""
    give_don_chosen(g, ctx, a, cmd)
    target = a.get("target")  # `all`: "Give your Leader and all of your Characters ... each": until none is left
    if a.get("leader_and") and not given:  # the Leader had its share (or none): then the target
        give_don(g, ctx, a, (cmd.args[0] if cmd.args else -1,))
    elif cmd.args and (target.all or len(given) + 1 - bool(a.get("leader_and")) < target.how_many):
        give_don(g, ctx, a, (*given, cmd.args[0]))


@frame("may_answer")
def may_answer(g: Game, ctx: Ctx, a: Any, cmd: Command) -> None:
    if cmd.kind == "yes":
        # `if_you_do: false`: the next sentence is not gated ("... for every card trashed" counts what was done).
        ops.take_step(g, ctx, a.value, a.get("then") or (), gated=a.get("if_you_do") is not False,
                      otherwise=a.get("otherwise") or ())
    elif a.get("otherwise"):
        then_actions(g, ctx, a.get("otherwise"))  # "If they do not, ..."


@frame("step_taken")
def step_taken(g: Game, ctx: Ctx, step_: tuple[Any, ...], then: tuple[Any, ...], gated: bool,
               otherwise: tuple[Any, ...] = ()) -> None:
    # 4-10-1: "If you do, ..." happens only when the step was actually done in full (what its actions
    # did, counted as they acted: a prevented or replaced K.O., a rest of a rested card count nothing).
    if then and (not gated or step_done(g, step_)):
        then_actions(g, ctx, then)
    elif otherwise and not step_done(g, step_):
        then_actions(g, ctx, otherwise)


# --- deck (issue 10)
@frame("cost_named")
def cost_named(g: Game, ctx: Ctx, a: Any, cmd: Command) -> None:
    # "Choose a cost and reveal ...": the cost is remembered with the revealed card.
    reveal_top(g, ctx, a, int(str(cmd.args[0]).partition(":")[2]))


__all__ = ["FRAMES", "activatable", "activate_auto", "attack_targets", "can_attack_with", "counter_event_usable",
           "first_turn", "playable"]
