"""What a card is now (power, cost, keywords) and the primitive operations of play.

Queries read the state (values through the continuous layer, engine/continuous.py); operations
emit events. Both are shared by the turn flow (rules.py) and the primitives (primitives/).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import continuous

# Shared with every game (engine/basics.py); the rules and primitives call them as ops.draw etc.
from ...engine.basics import choose_random as choose_random
from ...engine.basics import draw as draw_cards
from ...engine.basics import next_random as next_random
from ...engine.basics import rest as rest
from ...engine.basics import set_active as set_active
from ...engine.basics import shuffle as shuffle
from ...engine.interpreter import event_listeners, matches, queue_event, queue_listeners
from ...engine.records import Ctx, Frame, Move, Reveal
from ...engine.registry import SELF
from .state import DonMoved, HandTrashed, OnePieceState, Tallied

if TYPE_CHECKING:
    from ...engine.game import Game

FIELD = ("leader", "chars", "stage")


def state(g: Game) -> OnePieceState:
    s: OnePieceState = g.s  # type: ignore[assignment]
    return s


def locate(g: Game, uid: int) -> str:
    """The area a card is in: leader, stage, chars, hand, trash, life, deck or limbo (no area)."""
    return g.s.area(uid)


def on_field(g: Game, uid: int) -> bool:
    return g.s.where[uid] in g.s.FIELD


# ------------------------------------------------------------------ values (the continuous layer)
def power(g: Game, uid: int) -> int:
    """1-3-6-1: power can be negative."""
    return continuous.value(g, uid, "power", g.card(uid).power or 0)


def _plain(g: Game, uid: int) -> bool:
    """Off the field and nothing in force names any card: the printed values hold (the hot path)."""
    s = g.s
    # 8-1-3-3: a permanent effect may work while its card is in the hand ("give this card in your hand −3 cost"), or
    # reach the hand from the field (OP01-067: "Give blue Events in your hand −1 cost.").
    return (not s.mods and s.where[uid] not in s.FIELD and (uid not in g.held or uid not in continuous.in_hand(g))
            and "add:cost" not in continuous.live(g))


def power_parts(g: Game, uid: int) -> list[tuple[str, int]]:
    """The power of a card broken down: base, DON!!, each effect (the card inspector)."""
    return continuous.parts(g, uid, "power", g.card(uid).power or 0)


def cost(g: Game, uid: int) -> int:
    printed = g.card(uid).cost or 0
    if _plain(g, uid):
        return printed
    now = continuous.value(g, uid, "cost", printed)
    if g.s.area(uid) == "hand" and any(m.kind == NEXT_PLAY for m in g.s.mods):
        now -= next_play_reduction(g, uid)[0]
    return max(now, 0)  # 1-3-6-2


NEXT_PLAY = "next_play_cost"  # "The next time you play ... during this turn, the cost will be reduced by N" (effects.py)


def next_play_reduction(g: Game, uid: int) -> tuple[int, Any]:
    """How much the first "next time you play" change of its owner in force reduces this card in hand (0, None: none),
    and the change's expiry (to end it once the card is played). Its filters judge the cost before it (a cost of 4
    or more: the change is not counted while they are read)."""
    judging = g.cache.setdefault("next play judged", set())
    if uid in judging:
        return 0, None
    judging.add(uid)
    try:
        for m in g.s.mods:
            if m.kind == NEXT_PLAY and m.controller == g.s.owner[uid]:
                src, sel, n = m.value
                if matches(g, m.controller, src, sel, uid):
                    return n, m.until
    finally:
        judging.discard(uid)
    return 0, None


def counter(g: Game, uid: int) -> int:
    """2-10: a Character card's Counter value, or the one an effect gives it (8-1-3-3)."""
    printed = g.card(uid).counter or 0
    if "set:counter" not in continuous.live(g):
        return printed
    return continuous.value(g, uid, "counter", printed)


def base_power(g: Game, uid: int) -> int:
    """4-9: the power printed, or the base power an effect set."""
    sets = continuous.contributions(g, uid, "set:power")
    return max(v for v, _ in sets) if sets else g.card(uid).power or 0


def base_cost(g: Game, uid: int) -> int:
    sets = continuous.contributions(g, uid, "set:cost")
    return max(v for v, _ in sets) if sets else g.card(uid).cost or 0


def attributes(g: Game, uid: int) -> tuple[str, ...]:
    """2-4: the card's attributes, printed or given by an effect ("gains ... the <Slash> attribute")."""
    printed = g.card(uid).attributes
    if "attribute" not in continuous.live(g):
        return printed
    return printed + tuple(v for v, _ in continuous.contributions(g, uid, "attribute") if v not in printed)


def has_keyword(g: Game, uid: int, keyword: str) -> bool:
    return keyword in continuous.keywords(g, uid, g.card(uid).keywords)


def given(g: Game, uid: int) -> int:
    return state(g).given.get(uid, 0)


MARK = "mark"  # a modifier naming the card (and its epoch) whose effect chose this card as "that Character"


def marked_don(g: Game, src: int) -> int:
    """DON!! cards given to the cards `src`'s effects marked as "that Character" (`give_don` with `mark`)."""
    key = (src, g.s.epoch[src])
    return sum(given(g, m.target) for m in g.s.mods if m.kind == MARK and m.value == key
               and m.target is not None and g.s.epoch[m.target] == m.epoch)


def don_on_field(g: Game, player: int) -> int:
    """DON!! a player could return for DON!! −X (8-3-1-6): given, active and rested."""
    s = state(g)
    p = s.players[player]
    return p.don_active + p.don_rested + sum(n for uid, n in s.given.items() if s.owner[uid] == player)


def don_sources(g: Game, player: int) -> list[Any]:
    """The places DON!! can be returned from, one entry per DON!! card (identical ones repeat)."""
    s = state(g)
    p = s.players[player]
    sources: list[Any] = ["active"] * p.don_active + ["rested"] * p.don_rested
    for uid in [p.leader, *p.chars]:
        sources.extend([uid] * s.given.get(uid, 0))
    return sources


# ------------------------------------------------------------------ primitive operations
def move(g: Game, uid: int, dst: str, where: str = "top", cause: continuous.Cause | None = None) -> None:
    src = g.s.area(uid)
    removed = []
    if src in FIELD:
        return_given_don(g, uid)
        if dst not in FIELD:
            # 8-1-3-1: "When your ... Character is removed from the field [by your opponent's effect]",
            # checked while the card is on the field; its own waits only if it says "this card".
            removed = [f for f in event_listeners(g, "removed", g.s.owner[uid], (uid,), cause)
                       if f[1] != uid or g.card(uid).effects[f[2]].subject == SELF]
            if dst == "hand":  # "When your opponent's Character is returned to the owner's hand by your effect"
                removed += [f for f in event_listeners(g, "returned_to_hand", g.s.owner[uid], (uid,), cause)
                            if f[1] != uid or g.card(uid).effects[f[2]].subject == SELF]
    elif src == "life" and dst in ("hand", "deck") and uid in g.s.faceup:
        # 3-10-2-1: a face-up Life card is open: both players see it go to a secret area.
        g.emit(Reveal("reveal", g.s.owner[uid], uid))
    g.emit(Move("move", uid, src, dst, where))
    queue_listeners(g, removed, (uid,))
    if src == "life" and dst != "life":
        # 3-10-2, 8-1-3-1: "When a card is removed from your or your opponent's Life cards": once per card,
        # wherever it goes (damage, a [Trigger], an effect, a cost).
        owner = g.s.owner[uid]
        queue_event(g, "life_removed", owner, (uid,), cause)
        if dst == "hand":  # OP05-107: "When a card is added to your hand from your Life" (damage, an effect, a cost)
            queue_event(g, "life_to_hand", owner, (), cause)
        if not g.s.players[owner].life:  # OP05-098: "When your number of Life cards becomes 0"
            queue_event(g, "life_zero", owner, (), cause)


def draw(g: Game, player: int, n: int = 1) -> None:
    """Draw n cards (engine/basics.py); each card drawn outside of the player's own Draw Phase (6-3: the turn
    player's draw) is an event an effect may wait for (OP05-053: "When you draw a card outside of your Draw
    Phase")."""
    before = len(g.s.players[player].hand)
    draw_cards(g, player, n)
    if g.s.phase == "draw" and player == g.s.turn_player:
        return
    for _ in range(len(g.s.players[player].hand) - before):  # once per card drawn
        queue_event(g, "drew", player)


def return_given_don(g: Game, uid: int) -> None:
    # 6-5-5-4: DON!! given to a card that moves go to the cost area, rested.
    n = state(g).given.get(uid, 0)
    if n:
        g.emit(DonMoved("don", g.s.owner[uid], uid, "rested", n))














def don_given(g: Game, target: int, n: int) -> None:
    """8-1-3-1, 6-5-5-1: n DON!! cards were given to `target` ("When this Leader or any of your Characters is given a
    DON!! card", OP02-002): the event happens once per DON!! card, as the rules give them one at a time."""
    if "don_given" in g.listens:
        for _ in range(n):
            queue_event(g, "don_given", g.s.owner[target], (target,))


def resolving_effect(g: Game) -> Ctx | None:
    """The effect whose actions are being resolved now (the nearest `act` frame: 1-3-7), or None when a
    card is played or moved by the rules (a Main Phase play, damage)."""
    return next((f.args[0] for f in reversed(g.s.stack) if f.name == "act"), None)


# ------------------------------------------------------------------ deck family (issue 10)
def remember(g: Game, src: int, cards: tuple[int, ...], number: int | None = None, moved: bool = False) -> None:
    """The effect of `src` will call these cards "that card" (and `number` "the chosen cost"); `moved`: as
    they will be once moved (a card being played)."""
    from ...engine.records import SetValue
    from .state import That

    epochs = tuple(g.s.epoch[u] + moved for u in cards)
    g.emit(SetValue("set", "that", That(src, tuple(cards), epochs, number)))


def that_cards(g: Game, src: int | None = None) -> list[int]:
    """The remembered cards still as they were (3-1-6); only those of `src`'s effect when given."""
    that = state(g).that
    if that is None or (src is not None and that.src != src):
        return []
    return [u for u, e in zip(that.cards, that.epochs) if g.s.epoch[u] == e]


def chosen_number(g: Game, src: int) -> int | None:
    that = state(g).that
    return that.number if that is not None and that.src == src else None


def mill(g: Game, player: int, n: int) -> None:
    """Trash n cards from the top of the deck, one at a time (3-2-3); the trash's top is the last."""
    deck = state(g).players[player].deck
    for _ in range(n):
        if not deck or g.s.winner is not None:
            return
        move(g, deck[0], "trash")


# --- b18 (issue 10): cards trashed from a hand by an effect
def hand_trashed(g: Game, cards: tuple[int, ...], src: int | None) -> None:
    """10-2-14: these cards were just trashed from their owner's hand by the effect of `src` (its
    cost or its actions): "During the turn in which a card in your hand is trashed by an effect",
    "When a card is trashed from your hand by your {Navy} type card's effect" (8-1-3-1); what
    `trash_from_hand` did ("If you do", "for every card trashed")."""
    performed(g, "trash_from_hand", len(cards))
    if not cards or src is None:
        return
    player = g.s.owner[cards[0]]
    g.emit(HandTrashed("hand_trashed", player, g.s.turn, len(cards)))
    cause = continuous.Cause("effect", g.s.owner[src], src)
    queue_event(g, "hand_trashed", player, (src,), cause, len(cards))


# ------------------------------------------------------------------ what an effect's action did (4-10-1)
def performed(g: Game, action: str, n: int = 1) -> None:
    """The effect's `action` actually acted on `n` more cards (moved them, changed their state): what
    "If you do" (4-10-1) and "for every card trashed" count, from 0 when the effect begins (`effect_begins`)
    and again when an optional step of it begins (`take_step`)."""
    if n and action:
        g.emit(Tallied("tally", action, state(g).tally.get(action, 0) + n))


def effect_begins(g: Game) -> None:
    """An effect begins resolving, before its cost (8-3, 8-4: "If you do" and "for every card trashed" read
    what this effect's cost and actions did, never an earlier effect's, of this turn or another): its tallies
    start from 0. One resolved inside another effect's resolution (a [Trigger] of its damage, a replacement
    of its K.O., an Event it activates) gives that effect its tallies back when done (`tally_restore`)."""
    tally = state(g).tally
    if resolving_effect(g) is not None:
        g.push(Frame("tally_restore", (tuple(sorted(tally.items())),)))
    if tally:
        g.emit(Tallied("tally", "", 0))


def restore_tally(g: Game, tally: tuple[tuple[str, int], ...]) -> None:
    """The interrupted effect's tallies, as they were when the inner effect began."""
    if state(g).tally != dict(tally):
        g.emit(Tallied("tally", "", 0))
        for action, n in tally:
            g.emit(Tallied("tally", action, n))


def take_step(g: Game, ctx: Ctx, step: tuple[Any, ...], then: tuple[Any, ...], gated: bool = True,
              otherwise: tuple[Any, ...] = ()) -> None:
    """An optional step the player took ("you may X"): X's actions, counted from 0, then `then` —
    when `gated` ("If you do, ..."), only if X was actually done in full (effect_frames.py `step_taken`);
    `otherwise` ("If they do not, ...") only if it was not."""
    g.emit(Tallied("tally", "", 0))
    args = (ctx, step, then, gated, otherwise) if otherwise else (ctx, step, then, gated)
    g.push(Frame("act", (ctx, step, 0)), Frame("step_taken", args))


def removal_prohibited(g: Game, uid: int, cause: continuous.Cause | None) -> bool:
    """1-3-3: an effect that "cannot be removed from the field" wins over a removal (4-11-2)."""
    return continuous.prohibited(g, "leave_field", uid, cause=cause)


def ko_prohibited(g: Game, uid: int, cause: continuous.Cause | None) -> bool:
    """10-2-1-3: "cannot be K.O.'d" (by this cause); a K.O. is also a removal from the field (4-11-2)."""
    return continuous.prohibited(g, "ko", uid, cause=cause) or removal_prohibited(g, uid, cause)


def spend_once(g: Game, what: str, uid: int, cause: continuous.Cause | None) -> None:
    """10-2-13: "Once per turn, this Character cannot be K.O.'d by your opponent's effects" (OP10-118) just kept
    card `uid` from what it forbids: that permanent effect is used for this turn (the first that applies)."""
    from ...engine.records import Used, UseKey
    from ...engine.registry import flat_actions

    for player, src, a in continuous.in_force(g, "prohibit"):
        if a.value != what or not continuous.applies(g, player, src, a.get("target", SELF), uid):
            continue
        if not continuous.by_matches(a.get("by", ""), player, cause, g):
            continue
        for idx, eff in enumerate(g.card(src).effects):
            if eff.once_per_turn and eff.timing == "permanent" and any(x is a for x in flat_actions(eff.actions)):
                g.emit(Used("used", UseKey(src, g.s.epoch[src], idx)))
                return


def play_prohibited(g: Game, player: int, uid: int) -> bool:
    """1-3-3: may `player` not play card `uid` now, from where it is ("you cannot play Character cards with a
    base cost of 5 or more", "you cannot play cards from your hand": by the rules or by effects)? An Event
    is activated, not played (6-5-3-1)."""
    if "prohibit" not in continuous.live(g):
        return False
    category = g.card(uid).category
    if category == "character" and continuous.prohibited(g, "play_character", uid, player=player):
        return True
    return g.s.area(uid) == "hand" and continuous.prohibited(g, "play_from_hand", uid, player=player)


# ------------------------------------------------------------------ what happened during this turn
# "If you have activated an Event with a base cost of 3 or more during this turn", "If your opponent's
# Character has been K.O.'d during this turn": kept with the turn's used effects (cleared each turn,
# as rules.BATTLED), on the card concerned, under these effect indices.
HAPPENED = {"event_activated": -3, "koed": -4}


def happened(g: Game, what: str, uid: int) -> None:
    """Card `uid` was just activated (an Event, 8-5-4) or K.O.'d (10-2-1) during this turn."""
    from ...engine.records import Used, UseKey

    g.emit(Used("used", UseKey(uid, g.s.epoch[uid], HAPPENED[what])))


def event_activated(g: Game, player: int, uid: int) -> None:
    """`player` activated Event card `uid` (a card activation, 8-5-4): "when … activates an Event" waits for it
    (it resolves after the Event, 8-6-3), and "if you have activated an Event … during this turn" reads it."""
    queue_event(g, "event_activated", player)
    happened(g, "event_activated", uid)


def happened_this_turn(g: Game, what: str) -> list[int]:
    """The cards that were activated (Events) or K.O.'d during this turn, in no particular order."""
    idx = HAPPENED[what]
    return [key.uid for key in g.s.used if key.idx == idx]


# --- issue 24 (OP05-119): "take an extra turn after this one". Turns alternate (6-6-1-4) but for the extra turns
# the state records (`extra`: turn number, player); whose turn a number is, and which turn is a player's next,
# are read from them.
def turn_player_of(g: Game, n: int) -> int:
    """The player whose turn turn `n` (1, 2, ...) is (or will be, as the extra turns known now say)."""
    extra = state(g).extra
    first = g.s.first_player
    if not extra:
        return first if n % 2 else 1 - first
    player = first
    for k in range(2, n + 1):
        if (k, player) not in extra:
            player = 1 - player
    return player


def next_turn_of(g: Game, player: int, after: int | None = None) -> int:
    """The number of `player`'s first turn after turn `after` (this turn by default)."""
    n = (g.s.turn if after is None else after) + 1
    while turn_player_of(g, n) != player:
        n += 1
    return n


def turns_taken(g: Game, player: int) -> int:
    """How many turns `player` has begun so far, this one included."""
    return sum(1 for n in range(1, g.s.turn + 1) if turn_player_of(g, n) == player)

