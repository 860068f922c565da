"""The effect interpreter (CR 8): conditions, activation costs, and actions on selectors.

One interpreter runs every card's effect definition (see docs/card-format.md); there is no
per-card code. An effect in progress is a frame `("act", ctx, actions, index)` where
`ctx = (player, source uid, source epoch)`.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, permutations
from typing import TYPE_CHECKING, Any

from ..data.schema import Frozen
from . import ops
from .frames import frame
from .state import Command
from .text import render_action, render_effect

if TYPE_CHECKING:
    from .game import Game

Ctx = tuple  # (player, source uid, source epoch)


# ================================================================ conditions (8-3-2)
def conditions_met(g: Game, player: int, src: int, conds: Frozen) -> bool:
    if not conds:
        return True
    s = g.s
    for key, value in conds.items():
        if key == "don":  # 8-3-2-3 [DON!! xX]
            if s.given.get(src, 0) < value:
                return False
        elif key == "turn":  # 8-3-2-4 [Your Turn] / 8-3-2-5 [Opponent's Turn]
            if (s.turn_player == player) != (value == "yours"):
                return False
        elif key == "self_rested":
            if (src in s.rested) != value:
                return False
        elif key == "your_characters_min":
            if len(s.players[player].chars) < value:
                return False
        elif key == "your_hand_max":
            if len(s.players[player].hand) > value:
                return False
        elif key == "leader_type":
            if value not in g.card(s.players[player].leader).types:
                return False
        elif key == "opponent_life_max":
            if len(s.players[1 - player].life) > value:
                return False
        elif key == "your_life_max":
            if len(s.players[player].life) > value:
                return False
        elif key == "battled":
            b = s.battle
            if b is None or src not in (b["attacker"], b["target"]):
                return False
            other = b["target"] if src == b["attacker"] else b["attacker"]
            category = "character" if value == "opponent_character" else "leader"
            if s.owner[other] == player or g.card(other).category != category:
                return False
    return True


# ================================================================ selectors
def selector_matches(g: Game, player: int, src: int, sel: Frozen, uid: int) -> bool:
    """Does card `uid` (wherever it is) pass the selector's owner and filters?"""
    s = g.s
    owner = sel["owner"]
    if owner == "you" and s.owner[uid] != player or owner == "opponent" and s.owner[uid] == player:
        return False
    card = g.card(uid)
    zone = sel["zone"]
    if zone == "leader" and card.category != "leader":
        return False
    if zone == "character" and card.category != "character":
        return False
    if zone == "leader_or_character" and card.category not in ("leader", "character"):
        return False
    if zone in ("leader", "character", "leader_or_character", "stage") and not ops.on_field(g, uid):
        return False
    for key, value in sel.items():
        if key in ("owner", "zone", "count", "up_to", "all"):
            continue
        if key == "cost_max":
            if (ops.cost(g, uid) if card.cost is not None else 0) > value or card.cost is None:
                return False
        elif key == "cost_min":
            if card.cost is None or ops.cost(g, uid) < value:
                return False
        elif key == "power_max":
            if card.power is None or ops.power(g, uid) > value:
                return False
        elif key == "power_min":
            if card.power is None or ops.power(g, uid) < value:
                return False
        elif key == "rested":
            if (uid in s.rested) != value:
                return False
        elif key == "types":
            if not any(t in card.types for t in value):
                return False
        elif key == "name":
            if card.name != value:
                return False
        elif key == "name_not":
            if card.name == value:
                return False
        elif key == "keyword":
            if not ops.has_keyword(g, uid, value):
                return False
        elif key == "category":
            if card.category != value:
                return False
        elif key == "other_than_self":
            if value and uid == src:
                return False
    return True


def candidates(g: Game, ctx: Ctx, sel: Any, pool: list[int] | None = None) -> list[int]:
    player, src = ctx[0], ctx[1]
    if sel == "self":
        return [src] if g.s.epoch[src] == ctx[2] else []
    if pool is None:
        pool = []
        owners = {"you": (player,), "opponent": (1 - player,), "any": (player, 1 - player)}[sel["owner"]]
        zone = sel["zone"]
        for p in owners:
            ps = g.s.players[p]
            if zone in ("leader", "leader_or_character"):
                pool.append(ps.leader)
            if zone in ("character", "leader_or_character"):
                pool.extend(ps.chars)
            if zone == "stage" and ps.stage is not None:
                pool.append(ps.stage)
            if zone in ("hand", "trash", "deck", "life"):
                pool.extend(ps.zone(zone))
    return [u for u in pool if selector_matches(g, player, src, sel, u)]


def selections(g: Game, sel: Any, cands: list[int], secret: bool) -> list[tuple[int, ...]]:
    """Every legal choice of cards (8-4-4-1: as many as possible, or 0 with "up to").

    Cards with the same number in a hidden or unordered zone are interchangeable, so only one
    choice per multiset of numbers is offered there.
    """
    if sel == "self":
        return [tuple(cands)]
    count = len(cands) if sel.get("all") else sel["count"]
    high = min(count, len(cands))
    low = 0 if sel["up_to"] else high
    result = []
    seen = set()
    for k in range(low, high + 1):
        for combo in combinations(cands, k):
            if secret:
                key = tuple(sorted(g.s.cards[u] for u in combo))
                if key in seen:
                    continue
                seen.add(key)
            result.append(combo)
    return result


def orderings(g: Game, cards: list[int]) -> list[tuple[int, ...]]:
    """Every distinct order of `cards` (identical card numbers are interchangeable)."""
    result, seen = [], set()
    for perm in permutations(cards):
        key = tuple(g.s.cards[u] for u in perm)
        if key not in seen:
            seen.add(key)
            result.append(perm)
    return result


# ================================================================ activation (8-4)
def queue_auto(g: Game, timing: str, uids: list[int]) -> None:
    """Auto effects of `uids` whose timing is met wait in `pending` (8-1-3-1, 8-6)."""
    added = []
    for uid in uids:
        card = g.card(uid)
        for idx, eff in enumerate(card.effects):
            if eff["timing"] != timing:
                continue
            player = g.s.owner[uid]
            if not conditions_met(g, player, uid, eff["conditions"]):
                continue  # 8-4-1-1
            if eff.get("once_per_turn") and (uid, g.s.epoch[uid], idx) in g.s.used:
                continue  # 10-2-13-3
            added.append((player, uid, idx, g.s.epoch[uid], timing, g.s.batch))
    if added:
        g.emit(("pending", (*g.s.pending, *added), g.s.batch))


def describe_pending(g: Game, entry: tuple) -> str:
    card = g.card(entry[1])
    return f"{card.name} ({card.number}): {render_effect(card.effects[entry[2]])}"


def can_pay(g: Game, player: int, src: int, cost: Frozen | None, extra_don: int = 0, hand_minus: int = 0) -> bool:
    """8-3-1-3: an activation cost that cannot be paid in full cannot be paid at all."""
    if not cost:
        return True
    ps = g.s.players[player]
    if cost.get("rest_don", 0) + extra_don > ps.don_active:
        return False
    # 8-3-1-6, 10-2-10: DON!! −X returns DON!! from the field, rested ones included, so the
    # `extra_don` an Event's own cost rests stay available for it.
    if cost.get("don_minus", 0) > ops.don_on_field(g, player):
        return False
    if cost.get("rest_self") and src in g.s.rested:
        return False
    return cost.get("trash_from_hand", 0) <= len(ps.hand) - hand_minus


@frame("activate_auto")
def activate_auto(g: Game, entry: tuple) -> None:
    player, uid, idx, epoch, timing, _ = entry
    card = g.card(uid)
    eff = card.effects[idx]
    # 8-1-3-1-3: the effect does not activate if its card moved before activation
    # ([On K.O.] is checked on the field and resolves from the trash, 10-2-17).
    if g.s.epoch[uid] != epoch:
        return
    if timing != "on_ko" and not conditions_met(g, player, uid, eff["conditions"]):
        return
    once = eff.get("once_per_turn")
    if once and (uid, epoch, idx) in g.s.used:
        return
    cost = eff.get("cost")
    ctx = (player, uid, epoch)
    optional = eff.get("optional") or (cost and cost.get("optional"))
    if optional or (cost and not can_pay(g, player, uid, cost)):
        # 8-1-2, 8-3-1-4: "you may" — the player chooses; an unpayable cost leaves only "no".
        answers = [Command(player, "no")]
        if can_pay(g, player, uid, cost):
            answers.insert(0, Command(player, "yes"))
        g.ask(player, "yes-no", answers, ("auto_answer", ctx, idx),
              f"{card.name}: {render_effect(eff)} — activate?")
        return
    start_effect(g, ctx, idx, eff)


@frame("auto_answer")
def auto_answer(g: Game, ctx: Ctx, idx: int, cmd: Command) -> None:
    if cmd.kind == "yes":
        start_effect(g, ctx, idx, g.card(ctx[1]).effects[idx])


def start_effect(g: Game, ctx: Ctx, idx: int, eff: Frozen) -> None:
    """8-4-1-3 to 8-4-1-5: pay the activation cost, then resolve (then newly met timings)."""
    if eff.get("once_per_turn"):
        g.emit(("used", (ctx[1], ctx[2], idx)))  # 10-2-13-5: used once its activation begins
    g.emit(("note", "effect", ctx[0], ctx[1], idx))
    g.push(("pay", ctx, eff.get("cost") or Frozen(), eff["actions"]), ("resolve_pending",))


@frame("pay")
def pay(g: Game, ctx: Ctx, cost: Frozen, actions: tuple) -> None:
    """Pay an activation cost in the card's order (8-3-1-1), then resolve the actions."""
    player, src = ctx[0], ctx[1]
    if not can_pay(g, player, src, cost):
        return  # 8-3-1-3-1: the effect after the colon is not resolved
    if cost.get("rest_don"):
        g.emit(("don", player, "active", "rested", cost["rest_don"]))  # 8-3-1-5
    if cost.get("rest_self"):
        ops.rest(g, src)
    g.push(("pay_don_minus", ctx, cost.get("don_minus", 0)),
           ("pay_trash", ctx, cost.get("trash_from_hand", 0)),
           ("act", ctx, actions, 0))


@frame("pay_don_minus")
def pay_don_minus(g: Game, ctx: Ctx, n: int) -> None:
    # 8-3-1-6 DON!! −X: return X DON!! from the Leader, Characters and cost area to the DON!! deck.
    if not n:
        return
    player = ctx[0]
    sources = ops.don_sources(g, player)
    options = []
    for combo in sorted(set(combinations(sorted(sources, key=str), n)), key=str):
        options.append(Command(player, "choose", tuple(("don", player, w) for w in combo)))
    g.ask(player, "choose", options, ("don_minus_chosen", ctx), f"Choose {n} DON!! to return to your DON!! deck.")


@frame("don_minus_chosen")
def don_minus_chosen(g: Game, ctx: Ctx, cmd: Command) -> None:
    counts: dict[Any, int] = {}
    for ref in cmd.args:
        counts[ref[2]] = counts.get(ref[2], 0) + 1
    for where, k in counts.items():
        g.emit(("don", ctx[0], where, "deck", k))


@frame("pay_trash")
def pay_trash(g: Game, ctx: Ctx, n: int) -> None:
    if n:
        _trash_from_hand(g, ctx[0], n, ("trash_chosen",))


def _trash_from_hand(g: Game, player: int, n: int, resume: tuple) -> None:
    hand = g.s.players[player].hand
    n = min(n, len(hand))
    if not n:
        return
    options = [Command(player, "choose", combo) for combo in selections(
        g, Frozen(count=n, up_to=False), hand, secret=True)]
    g.ask(player, "choose", options, resume, f"Choose {n} card(s) to trash from your hand.")


@frame("trash_chosen")
def trash_chosen(g: Game, cmd: Command) -> None:
    for uid in cmd.args:
        ops.move(g, uid, "trash")  # 10-2-14


# ================================================================ main-phase activations
def playable(g: Game, player: int, uid: int) -> bool:
    card = g.card(uid)
    active = g.s.players[player].don_active
    if card.category == "event":
        found = card.effect_with("main")  # 10-2-3: [Main] Events in the Main Phase
        if found is None:
            return False
        _, eff = found
        c = ops.cost(g, uid)
        return c <= active and conditions_met(g, player, uid, eff["conditions"]) and can_pay(
            g, player, uid, eff.get("cost"), extra_don=c, hand_minus=1)
    return ops.cost(g, uid) <= active  # 2-7-2, 2-7-4


def play_from_hand(g: Game, player: int, uid: int) -> None:
    """6-5-3-1: reveal, rest DON!! equal to the cost, then play (or, for an Event, trash and activate)."""
    card = g.card(uid)
    c = ops.cost(g, uid)
    g.emit(("reveal", player, uid))
    if c:
        g.emit(("don", player, "active", "rested", c))
    if card.category == "event":
        ops.move(g, uid, "trash")  # 2-7-3, 8-4-2
        idx, eff = card.effect_with("main")  # type: ignore[misc]
        start_effect(g, (player, uid, g.s.epoch[uid]), idx, eff)
    else:
        g.push(("play_card", player, uid))


@frame("play_card")
def play_card(g: Game, player: int, uid: int) -> None:
    """Place a Character (3-7) or Stage (3-8) card; then its [On Play] effects activate."""
    ps = g.s.players[player]
    if g.card(uid).category == "stage":
        if ps.stage is not None:
            ops.move(g, ps.stage, "trash")  # 3-8-5-1
        g.push(("place_card", player, uid))
        return
    if len(ps.chars) >= 5:
        # 3-7-6-1: trash one of the 5 Characters first; a rule, not a K.O. (3-7-6-1-1).
        options = [Command(player, "choose", (c,)) for c in ps.chars]
        g.ask(player, "choose", options, ("limit_trash", player, uid),
              "You have 5 Characters: choose one to trash to make room.", (uid,))
        return
    g.push(("place_card", player, uid))


@frame("limit_trash")
def limit_trash(g: Game, player: int, uid: int, cmd: Command) -> None:
    ops.move(g, cmd.args[0], "trash")
    g.push(("place_card", player, uid))


@frame("place_card")
def place_card(g: Game, player: int, uid: int) -> None:
    dst = "stage" if g.card(uid).category == "stage" else "chars"
    ops.move(g, uid, dst)  # 3-7-5, 3-8-4: placed active
    if dst == "chars":
        g.emit(("fresh", uid))
    queue_auto(g, "on_play", [uid])  # 10-2-6


def activatable(g: Game, player: int, uid: int) -> bool:
    found = g.card(uid).effect_with("activate_main")
    if found is None:
        return False
    idx, eff = found
    if eff.get("once_per_turn") and (uid, g.s.epoch[uid], idx) in g.s.used:
        return False  # 10-2-13
    return conditions_met(g, player, uid, eff["conditions"]) and can_pay(g, player, uid, eff.get("cost"))


def activate_main(g: Game, player: int, uid: int) -> None:
    idx, eff = g.card(uid).effect_with("activate_main")  # type: ignore[misc]
    start_effect(g, (player, uid, g.s.epoch[uid]), idx, eff)


# ================================================================ counters and triggers
def counter_event_usable(g: Game, player: int, uid: int) -> bool:
    card = g.card(uid)
    found = card.effect_with("counter") if card.category == "event" else None
    if found is None:
        return False
    c = ops.cost(g, uid)
    eff = found[1]
    return c <= g.s.players[player].don_active and conditions_met(g, player, uid, eff["conditions"]) and can_pay(
        g, player, uid, eff.get("cost"), extra_don=c, hand_minus=1)


def use_counter_event(g: Game, player: int, uid: int) -> None:
    # 7-1-3-2-2: pay the Event's cost, trash it, activate its [Counter] effect.
    c = ops.cost(g, uid)
    g.emit(("reveal", player, uid))
    if c:
        g.emit(("don", player, "active", "rested", c))
    ops.move(g, uid, "trash")
    idx, eff = g.card(uid).effect_with("counter")  # type: ignore[misc]
    start_effect(g, (player, uid, g.s.epoch[uid]), idx, eff)


def start_trigger(g: Game, player: int, uid: int) -> None:
    """10-1-5: activate a Life card's [Trigger] (the card is in no area meanwhile)."""
    trig = g.card(uid).trigger
    assert trig is not None
    ctx = (player, uid, g.s.epoch[uid])
    if not conditions_met(g, player, uid, trig["conditions"]):
        return
    g.push(("pay", ctx, trig.get("cost") or Frozen(), trig["actions"]))


# ================================================================ K.O.
@frame("ko")
def ko(g: Game, uid: int, epoch: int) -> None:
    """A Character is to be K.O.'d (10-2-1); its owner may first replace that (8-1-3-4)."""
    if g.s.epoch[uid] != epoch or ops.locate(g, uid) != "chars":
        return  # it already left the Character area
    player = g.s.owner[uid]
    for idx, eff in enumerate(g.card(uid).effects):
        if eff["timing"] == "would_be_ko" and conditions_met(g, player, uid, eff["conditions"]) \
                and can_pay(g, player, uid, eff.get("cost")):
            # 8-1-3-4-1: a replacement the player may decline; 8-1-3-4-3: applied once to this K.O.
            g.ask(player, "yes-no", [Command(player, "yes"), Command(player, "no")],
                  ("ko_replaced", uid, epoch, idx),
                  f"{g.card(uid).name} would be K.O.'d: {render_effect(eff)} — apply it instead?")
            return
    ko_now(g, uid)


@frame("ko_replaced")
def ko_replaced(g: Game, uid: int, epoch: int, idx: int, cmd: Command) -> None:
    if cmd.kind == "no":
        ko_now(g, uid)
        return
    eff = g.card(uid).effects[idx]
    g.emit(("note", "replaced", uid, idx))
    # 8-1-3-4-5: a replacement that cannot be carried out in full is not applied.
    g.push(("pay", (g.s.owner[uid], uid, epoch), eff.get("cost") or Frozen(), eff["actions"]))


def ko_now(g: Game, uid: int) -> None:
    """10-2-1-2: K.O.; [On K.O.] is checked on the field and resolves from the trash (10-2-17)."""
    player = g.s.owner[uid]
    card = g.card(uid)
    entries = []
    for idx, eff in enumerate(card.effects):
        if eff["timing"] == "on_ko" and conditions_met(g, player, uid, eff["conditions"]):
            entries.append((player, uid, idx))
    g.emit(("note", "ko", uid))
    ops.move(g, uid, "trash")
    if entries:
        batch = g.s.batch
        added = tuple((p, u, i, g.s.epoch[u], "on_ko", batch) for p, u, i in entries)
        g.emit(("pending", (*g.s.pending, *added), batch))


# ================================================================ actions
ACTIONS: dict[str, Callable[..., None]] = {}


def action(name: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        ACTIONS[name] = fn
        return fn

    return register


@frame("act")
def act(g: Game, ctx: Ctx, actions: tuple, index: int) -> None:
    """Resolve actions[index], then the rest, in card order (1-3-7, 2-8-3)."""
    if index >= len(actions) or g.s.winner is not None:
        return
    a = actions[index]
    g.push(("act", ctx, actions, index + 1))
    for name, fn in ACTIONS.items():
        if name in a:
            fn(g, ctx, a)
            return
    raise AssertionError(f"unknown action {a}")


@frame("chosen")
def chosen(g: Game, ctx: Ctx, a: Frozen, name: str, cmd: Command) -> None:
    """The answer to an action's `choose` prompt: apply the action to what was chosen."""
    if ctx[0] in g.s.looking:
        g.emit(("look", ctx[0], ()))  # 11-3-3: done looking
    APPLY[name](g, ctx, a, cmd.args)


def ask_targets(g: Game, ctx: Ctx, a: Frozen, name: str, sel: Any, text: str) -> None:
    player = ctx[0]
    cands = candidates(g, ctx, sel)
    secret = sel != "self" and sel["zone"] in ("hand", "deck", "trash")
    if sel != "self" and sel.get("all"):
        APPLY[name](g, ctx, a, tuple(cands))
        return
    options = [Command(player, "choose", combo) for combo in selections(g, sel, cands, secret)]
    if not options:
        options = [Command(player, "choose", ())]
    if sel != "self" and sel["zone"] == "deck":
        # 8-4-4-4, 11-3-1: choosing from the deck means looking at it (only this player).
        g.emit(("look", player, tuple(g.s.players[player].deck)))
    g.ask(player, "choose", options, ("chosen", ctx, a, name), text, tuple(cands) if secret else ())


def _targeted(name: str, sel_key: str | None = None) -> None:
    """Register an action that first chooses targets with its selector."""

    def start(g: Game, ctx: Ctx, a: Frozen) -> None:
        sel = a[sel_key] if sel_key else a[name]
        ask_targets(g, ctx, a, name, sel, source_text(g, ctx, a))

    ACTIONS[name] = start


APPLY: dict[str, Callable[[Game, Ctx, Frozen, tuple], None]] = {}


def applies(name: str, sel_key: str | None = None) -> Callable[[Callable], Callable]:
    def register(fn: Callable) -> Callable:
        APPLY[name] = fn
        _targeted(name, sel_key)
        return fn

    return register


def source_text(g: Game, ctx: Ctx, a: Frozen) -> str:
    """A prompt's text: which card asks, and what its action does."""
    return f"{g.card(ctx[1]).name}: {render_action(a)}"


def _source(g: Game, ctx: Ctx) -> str:
    card = g.card(ctx[1])
    return f"{card.name} ({card.number})"


def _duration(g: Game, ctx: Ctx, a: Frozen) -> Any:
    return ops.until_key(a.get("duration", "turn"), ctx[0])


@applies("power", "target")
def _power(g: Game, ctx: Ctx, a: Frozen, chosen: tuple) -> None:
    for uid in chosen:
        ops.add_mod(g, ops.POWER, uid, a["power"], _duration(g, ctx, a), ctx[0], _source(g, ctx))


@applies("cost_change", "target")
def _cost_change(g: Game, ctx: Ctx, a: Frozen, chosen: tuple) -> None:
    for uid in chosen:
        ops.add_mod(g, ops.COST, uid, a["cost_change"], _duration(g, ctx, a), ctx[0], _source(g, ctx))


@applies("gain", "target")
def _gain(g: Game, ctx: Ctx, a: Frozen, chosen: tuple) -> None:
    for uid in chosen:
        ops.add_mod(g, ops.KEYWORD, uid, a["gain"], _duration(g, ctx, a), ctx[0], _source(g, ctx))


@applies("ko")
def _ko(g: Game, ctx: Ctx, a: Frozen, chosen: tuple) -> None:
    for uid in reversed(chosen):
        g.push(("ko", uid, g.s.epoch[uid]))


@applies("return_to_hand")
def _return(g: Game, ctx: Ctx, a: Frozen, chosen: tuple) -> None:
    for uid in chosen:
        ops.move(g, uid, "hand")  # to its owner's hand


@applies("deck_bottom")
def _deck_bottom(g: Game, ctx: Ctx, a: Frozen, chosen: tuple) -> None:
    for uid in chosen:
        ops.move(g, uid, "deck", "bottom")


@applies("rest")
def _rest(g: Game, ctx: Ctx, a: Frozen, chosen: tuple) -> None:
    for uid in chosen:
        ops.rest(g, uid)


@applies("set_active")
def _set_active(g: Game, ctx: Ctx, a: Frozen, chosen: tuple) -> None:
    for uid in chosen:
        ops.set_active(g, uid)  # 1-3-8 resting takes precedence is moot: one effect at a time


@applies("add_to_hand")
def _add_to_hand(g: Game, ctx: Ctx, a: Frozen, chosen: tuple) -> None:
    for uid in chosen:
        if ops.locate(g, uid) in ("deck", "life"):
            g.emit(("reveal", ctx[0], uid))  # 11-2-1: secret to secret is revealed
        ops.move(g, uid, "hand")


@applies("play")
def _play(g: Game, ctx: Ctx, a: Frozen, chosen: tuple) -> None:
    for uid in reversed(chosen):
        if ops.locate(g, uid) == "deck":
            g.emit(("reveal", ctx[0], uid))
        g.push(("play_card", g.s.owner[uid], uid))


@action("draw")
def _draw(g: Game, ctx: Ctx, a: Frozen) -> None:
    ops.draw(g, ctx[0], a["draw"])


@action("trash_from_hand")
def _trash_hand(g: Game, ctx: Ctx, a: Frozen) -> None:
    _trash_from_hand(g, ctx[0], a["trash_from_hand"], ("trash_chosen",))


@action("shuffle_deck")
def _shuffle(g: Game, ctx: Ctx, a: Frozen) -> None:
    ops.shuffle(g, ctx[0])


@action("if")
def _if(g: Game, ctx: Ctx, a: Frozen) -> None:
    # 8-3-3, 4-10-1: what follows an unmet "if" is not resolved.
    if conditions_met(g, ctx[0], ctx[1], a["if"]):
        g.push(("act", ctx, a["then"], 0))


@action("use_effect")
def _use_effect(g: Game, ctx: Ctx, a: Frozen) -> None:
    # 10-2-3-1-1, 10-2-4-1-2: a [Trigger] may activate the card's own [Main] / [Counter] effect.
    found = g.card(ctx[1]).effect_with(a["use_effect"])
    if found is not None:
        g.push(("pay", ctx, found[1].get("cost") or Frozen(), found[1]["actions"]))


@action("ban_blocker")
def _ban_blocker(g: Game, ctx: Ctx, a: Frozen) -> None:
    ops.add_mod(g, ops.BAN_BLOCKER, None, a.get("power_min"), _duration(g, ctx, a), ctx[0], _source(g, ctx))


# ---- DON!! actions: DON!! in one place and state are interchangeable, so a choice is a count.


@action("give_don")
def _give_don(g: Game, ctx: Ctx, a: Frozen) -> None:
    player = ctx[0]
    available = min(a["give_don"], g.s.players[player].don_rested if a.get("don_state", "rested") == "rested"
                    else g.s.players[player].don_active)
    state = a.get("don_state", "rested")
    targets = candidates(g, ctx, a["target"])
    options = []
    if available:
        for t in targets:
            options.append(Command(player, "choose", (t,)))  # as many as possible
            for k in range(available - 1, 0, -1):
                options.append(Command(player, "choose", (t,) + (("don", player, state),) * k))
    if a.get("up_to", True) or not options:
        options.append(Command(player, "choose", ()))
    g.ask(player, "choose", options, ("give_don_chosen", ctx, a), source_text(g, ctx, a))


@frame("give_don_chosen")
def give_don_chosen(g: Game, ctx: Ctx, a: Frozen, cmd: Command) -> None:
    if not cmd.args:
        return
    player = ctx[0]
    state = a.get("don_state", "rested")
    have = g.s.players[player].don_rested if state == "rested" else g.s.players[player].don_active
    n = len(cmd.args) - 1 or min(a["give_don"], have)
    g.emit(("don", player, state, cmd.args[0], n))


def _count_action(name: str, player_of: Callable[[int], int], where: str,
                  limit: Callable[[Game, int], int]) -> None:
    def start(g: Game, ctx: Ctx, a: Frozen) -> None:
        p = player_of(ctx[0])
        n = min(a[name], limit(g, p))
        options = [Command(ctx[0], "choose", (("don", p, where),) * k) for k in range(n, -1, -1)]
        g.ask(ctx[0], "choose", options, ("count_chosen", ctx, name, p), source_text(g, ctx, a))

    ACTIONS[name] = start


@frame("count_chosen")
def count_chosen(g: Game, ctx: Ctx, name: str, p: int, cmd: Command) -> None:
    if cmd.args:
        COUNT_APPLY[name](g, ctx, p, len(cmd.args))


COUNT_APPLY: dict[str, Callable[[Game, Ctx, int, int], None]] = {
    "set_don_active": lambda g, ctx, p, n: g.emit(("don", p, "rested", "active", n)),
    "rest_opponent_don": lambda g, ctx, p, n: g.emit(("don", p, "active", "rested", n)),
}
_count_action("set_don_active", lambda me: me, "rested", lambda g, p: g.s.players[p].don_rested)
_count_action("rest_opponent_don", lambda me: 1 - me, "active", lambda g, p: g.s.players[p].don_active)


@action("add_don")
def _add_don(g: Game, ctx: Ctx, a: Frozen) -> None:
    player = ctx[0]
    n = min(a["add_don"], g.s.players[player].don_deck)
    low = 0 if a.get("up_to", True) else n
    options = [Command(player, "choose", (("don", player, "deck"),) * k) for k in range(n, low - 1, -1)]
    g.ask(player, "choose", options, ("add_don_chosen", ctx, a.get("don_state", "active")), source_text(g, ctx, a))


@frame("add_don_chosen")
def add_don_chosen(g: Game, ctx: Ctx, state: str, cmd: Command) -> None:
    if cmd.args:
        g.emit(("don", ctx[0], "deck", state, len(cmd.args)))


@action("trash_opponent_life")
def _trash_life(g: Game, ctx: Ctx, a: Frozen) -> None:
    player = ctx[0]
    life = g.s.players[1 - player].life
    n = min(a["trash_opponent_life"], len(life))
    # 3-10-2: Life cards leave from the top; a face-down card is named by its place, not its identity.
    options = [Command(player, "choose", (("life", 1 - player, "top"),) * k) for k in range(n, -1, -1)]
    g.ask(player, "choose", options, ("trash_life_chosen", 1 - player), source_text(g, ctx, a))


@frame("trash_life_chosen")
def trash_life_chosen(g: Game, owner: int, cmd: Command) -> None:
    for _ in cmd.args:
        life = g.s.players[owner].life
        if life:
            ops.move(g, life[0], "trash")


# ---- looking at the deck (11-3)
@action("search")
def _search(g: Game, ctx: Ctx, a: Frozen) -> None:
    player = ctx[0]
    looked = tuple(g.s.players[player].deck[: a["search"]])
    if not looked:
        return
    g.emit(("look", player, looked))
    cands = candidates(g, ctx, a["take"], list(looked))
    options = [Command(player, "choose", c) for c in selections(g, a["take"], cands, secret=True)]
    g.ask(player, "choose", options, ("search_taken", ctx, a, looked), source_text(g, ctx, a), looked)


@frame("search_taken")
def search_taken(g: Game, ctx: Ctx, a: Frozen, looked: tuple, cmd: Command) -> None:
    player = ctx[0]
    for uid in cmd.args:
        g.emit(("reveal", player, uid))  # "reveal up to 1 ... and add it to your hand"
        ops.move(g, uid, "hand")
    ask_order_of_rest(g, player, [u for u in looked if u not in cmd.args], a.get("rest_to", "bottom"))


def ask_order_of_rest(g: Game, player: int, rest: list[int], where: str) -> None:
    """The looked-at cards not taken go to the bottom (or trash) in the order the player chooses."""
    g.emit(("look", player, tuple(rest)))
    if not rest:
        return
    options = [Command(player, "choose", o) for o in orderings(g, rest)]
    g.ask(player, "choose", options, ("place_looked", player, where),
          f"Choose the order to place the other cards at the {where} of your deck (first = highest).",
          tuple(rest))


@frame("place_looked")
def place_looked(g: Game, player: int, where: str, cmd: Command) -> None:
    for uid in cmd.args:
        ops.move(g, uid, "trash" if where == "trash" else "deck", "bottom")
    g.emit(("look", player, ()))


@action("arrange_top")
def _arrange(g: Game, ctx: Ctx, a: Frozen) -> None:
    player = ctx[0]
    looked = tuple(g.s.players[player].deck[: a["arrange_top"]])
    if not looked:
        return
    g.emit(("look", player, looked))
    options = []
    for k in range(len(looked), -1, -1):
        for combo in combinations(looked, k):
            options += [Command(player, "choose", o) for o in (orderings(g, list(combo)) if combo else [()])]
    options = list(dict.fromkeys(options))
    g.ask(player, "choose", options, ("arrange_top_chosen", player, looked),
          "Choose the cards to return to the top of your deck, in order (first = top); the rest go to the bottom.",
          looked)


@frame("arrange_top_chosen")
def arrange_top_chosen(g: Game, player: int, looked: tuple, cmd: Command) -> None:
    for uid in reversed(cmd.args):
        ops.move(g, uid, "deck", "top")
    ask_order_of_rest(g, player, [u for u in looked if u not in cmd.args], "bottom")

