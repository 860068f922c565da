"""The effect interpreter (CR 8): conditions, activation costs, actions on selectors, auto effects.

One interpreter runs every card's effect definition; there is no per-card code and no switch on
primitive names: each condition, cost, action, filter and zone is looked up in the ruleset's
registry (registry.py) and run by its declaration. An effect in progress is a frame
`act(ctx, actions, index)`; a selection of several cards is taken one card at a time (`Pick`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from .declarations import ActionDecl
from .frames import frame, step
from .records import (
    Chosen,
    Command,
    Ctx,
    EffectNote,
    Frame,
    Look,
    Outcome,
    Pending,
    PendingChanged,
    Pick,
    Used,
    UseKey,
)
from .registry import EMPTY, SELF, Action, Amount, Count, Effect, Frozen, Selector, Target

if TYPE_CHECKING:
    from .game import Game

NO_RESERVE: Mapping[str, int] = Frozen()


# ================================================================ amounts, conditions, costs
def amount(g: Game, player: int, src: int, value: Amount) -> int:
    """A number from card data: as printed, or counted now (`Count`)."""
    if isinstance(value, Count):
        return value.times * (g.rules.registry.counts[value.name].count(g, player, src) // value.per) + value.plus
    return value


def conditions_met(g: Game, player: int, src: int, conds: Frozen) -> bool:
    """8-3-2: every condition of the effect holds."""
    if not conds:
        return True
    table = g.rules.registry.conditions
    for name, value in conds.items():
        if not table[name].test(g, player, src, value):
            return False
    return True


def can_pay(g: Game, player: int, src: int, cost: Frozen, reserved: Mapping[str, int] = NO_RESERVE) -> bool:
    """8-3-1-3: an activation cost that cannot be paid in full cannot be paid at all. `reserved`
    says what the play that starts the effect already spends (the DON!! of an Event's own cost)."""
    if not cost:
        return True
    table = g.rules.registry.costs
    for name, value in cost.items():
        if not table[name].can_pay(g, player, src, value, reserved):
            return False
    return True


def usable(g: Game, player: int, uid: int, idx: int, eff: Effect, reserved: Mapping[str, int] = NO_RESERVE) -> bool:
    """An effect that may be activated now: conditions met (8-4-1-1), not used this turn
    (10-2-13), and its cost payable (8-3-1-3)."""
    if eff.once_per_turn and UseKey(uid, g.s.epoch[uid], idx) in g.s.used:
        return False
    if continuous.prohibited(g, "negate", uid, timing=eff.timing):
        return False  # 8-2-1-1: the effects of this card are negated: it cannot be activated
    return conditions_met(g, player, uid, eff.conditions) and can_pay(g, player, uid, eff.cost, reserved)


# ================================================================ selectors
def matches(g: Game, player: int, src: int, sel: Selector, uid: int) -> bool:
    """Does card `uid` (wherever it is) pass the selector's owner, zone category and filters?"""
    owner = sel.owner
    if owner != "any" and (g.s.owner[uid] == player) != (owner == "you"):
        return False
    zone = g.rules.registry.zones[sel.zone]
    if zone.category and g.card(uid).category not in zone.category:
        return False
    if zone.on_field and g.s.where[uid] not in g.s.FIELD:
        return False
    return passes(g, player, src, sel.filters, uid)


def passes(g: Game, player: int, src: int, filters: tuple[tuple[str, Any], ...], uid: int) -> bool:
    table = g.rules.registry.filters
    return all(table[name].test(g, player, src, uid, value) for name, value in filters)


def candidates(g: Game, ctx: Ctx, sel: Target, pool: list[int] | None = None) -> list[int]:
    """The cards a selector can choose now, in the area's order."""
    player, src = ctx.player, ctx.src
    if sel == SELF:
        return [src] if g.s.epoch[src] == ctx.epoch else []
    assert isinstance(sel, Selector)
    if pool is None:
        zone = g.rules.registry.zones[sel.zone]
        owners = (player,) if sel.owner == "you" else (1 - player,) if sel.owner == "opponent" else (player, 1 - player)
        pool = [u for p in owners for u in zone.pool(g, p)]
    return [u for u in pool if matches(g, player, src, sel, u)]


# ================================================================ selections, one card at a time
def choose_cards(g: Game, pick: Pick) -> None:
    """Start a selection: one decision per card (the engine takes forced ones by itself)."""
    g.push(Frame("pick", (pick,)))


def _offered(g: Game, pick: Pick) -> list[Any]:
    """The items that may be picked next: each of them still leads to a complete selection."""
    items, picked = pick.items, pick.picked
    if len(picked) >= pick.high:
        return []
    if pick.ordered or pick.groups is not None:
        # In any order ("up to 1 each of [A] and [B]": a pick is limited by its group, not by the order).
        left = list(items)
        for item in picked:
            left.remove(item)
        needed = 0 if pick.ordered else pick.low - len(picked) - 1
    else:
        # Picks come in the items' order, so every set of cards is reached one way only.
        last = max((items.index(p) for p in picked), default=-1)
        left = list(items[last + 1:])
        needed = pick.low - len(picked) - 1  # picks still required after this one
    offered: list[Any] = []
    seen: set[str] = set()
    full: set[Any] = set()
    fits = _within_totals(g, pick)
    shared = pick.groups is not None and any(isinstance(grp, frozenset) for grp in pick.groups)
    if pick.groups is not None and not shared:  # a group that has its picks offers no more
        taken = [pick.groups[items.index(p)] for p in picked]
        full = {grp for grp in taken if taken.count(grp) >= pick.per_group}
    for i, item in enumerate(left):
        if len(left) - i - 1 < needed:
            break
        if full and pick.groups is not None and pick.groups[items.index(item)] in full:
            continue
        if shared and not _groups_fit(pick, (*picked, item)):
            continue
        if fits is not None and not fits(item):
            continue
        if pick.numbers is not None:
            number = pick.numbers[items.index(item)]
            if number in seen:
                continue
            seen.add(number)
        offered.append(item)
    return offered


def _groups_fit(pick: Pick, chosen: tuple[Any, ...]) -> bool:
    """Can each chosen item take one of its groups, `per_group` at most in each? An item's group is one key, or a
    frozenset of keys where a card counts as any one of them (FW 2-3: a card whose name "is also treated as <A> and
    <B>", FB03-048, in "up to 1 <A> and up to 1 <B>")."""
    assert pick.groups is not None
    options = [grp if isinstance(grp, frozenset) else frozenset((grp,))
               for grp in (pick.groups[pick.items.index(c)] for c in chosen)]
    load: dict[Any, int] = {}

    def place(i: int) -> bool:
        if i == len(options):
            return True
        for grp in sorted(options[i], key=repr):
            if load.get(grp, 0) < pick.per_group:
                load[grp] = load.get(grp, 0) + 1
                if place(i + 1):
                    return True
                load[grp] -= 1
        return False

    return place(0)


def group_keys(groups: tuple[Any, ...]) -> set[Any]:
    """The distinct groups of a selection (a frozenset entry: each of its keys)."""
    return {key for grp in groups for key in (grp if isinstance(grp, frozenset) else (grp,))}


def _within_totals(g: Game, pick: Pick) -> Callable[[Any], bool] | None:
    """The selector's bounds on the chosen cards together (a filter with `total`: "with a total power of 4000
    or less"): a card fits while its share and the picks' shares are within each bound; None without any."""
    a = pick.action
    ctx = pick.then.args[0] if pick.then.args else None
    if not isinstance(a, Action) or not isinstance(ctx, Ctx):
        return None
    decl = g.rules.registry.actions[a.name]
    sel = a.value if decl.targets == "" else a.get(decl.targets) if decl.targets else None
    if not isinstance(sel, Selector):
        return None
    filters = g.rules.registry.filters
    bounds: list[tuple[Callable[[Game, int], int], int]] = []
    for name, value in sel.filters:
        share = filters[name].total
        if share is not None:
            bounds.append((share, amount(g, ctx.player, ctx.src, value)))
    if not bounds:
        return None
    left = [bound - sum(share(g, u) for u in pick.picked) for share, bound in bounds]
    return lambda item: all(share(g, item) <= room for (share, _), room in zip(bounds, left, strict=True))


@frame("pick")
def pick_next(g: Game, pick: Pick) -> None:
    offered = _offered(g, pick)
    done = len(pick.picked) >= pick.low
    if not offered:
        finish_pick(g, pick)
        return
    player = pick.player
    options = [Command(player, "choose", (item,)) for item in offered]
    registry = g.rules.registry
    if isinstance(pick.action, Action):
        effect = pick.action.name
        for_owner = registry.actions[effect].meaning.for_owner(pick.action)
        amount_ = pick.action.value if isinstance(pick.action.value, int) else 0
    else:
        effect, for_owner, amount_ = pick.purpose, registry.purposes[pick.purpose].meaning, 0
    outcomes = [Outcome(effect, item, for_owner, amount_) for item in offered]
    if done:  # "choose nothing (more)" comes first, as in every prompt that allows it
        options.insert(0, Command(player, "choose", ()))
        outcomes.insert(0, Outcome("done"))
    g.ask(player, "choose", options, Frame("picked", (pick,)), pick.text, pick.shown, purpose=pick.purpose,
          outcomes=tuple(outcomes), pick=pick)


@frame("picked")
def picked(g: Game, pick: Pick, cmd: Command) -> None:
    if not cmd.args:
        finish_pick(g, pick)
        return
    g.push(Frame("pick", (pick._replace(picked=pick.picked + cmd.args),)))


def finish_pick(g: Game, pick: Pick) -> None:
    g.emit(Chosen("chosen", pick.player, pick.purpose, pick.picked))
    g.push(Frame(pick.then.name, (*pick.then.args, pick.picked)))


# ================================================================ auto effects (8-6)
def queue_auto(g: Game, timing: str, uids: list[int]) -> None:
    """Auto effects of `uids` whose timing is met wait in `pending` (8-1-3-1, 8-6)."""
    s = g.s
    added = [Pending(s.owner[uid], uid, idx, s.epoch[uid], timing, s.batch) for uid, idx in timing_met(g, timing, uids)]
    if added:
        g.emit(PendingChanged("pending", (*s.pending, *added), s.batch))


def timing_met(g: Game, timing: str, uids: list[int]) -> list[tuple[int, int]]:
    """(card, effect index) of the auto effects of `uids` that `timing` activates now (8-1-3-1): each
    effect with that timing, alone or anywhere in a combined one ("[On Play]/[On K.O.]"), whose
    conditions are met (8-4-1-1), that is not negated (8-2-1-1) and not used this turn (10-2-13-3)."""
    s = g.s
    found = []
    for uid in uids:
        card = g.card(uid)
        if timing not in _timings_of(card):
            continue  # the common case: none of its effects has this timing
        player = s.owner[uid]
        for idx, eff in enumerate(card.effects):
            if eff.timing != timing and timing not in eff.also:
                continue
            if not conditions_met(g, player, uid, eff.conditions):
                continue  # 8-4-1-1
            if continuous.prohibited(g, "negate", uid, player=player, timing=timing):
                continue  # 8-2-1-1: "[On Play] effects are negated", "negate the effects of this card":
                # an invalid effect does not occur
            if eff.once_per_turn and UseKey(uid, s.epoch[uid], idx) in s.used:
                continue  # 10-2-13-3
            found.append((uid, idx))
    return found


def event_listeners(g: Game, event: str, player: int, uids: tuple[int, ...] = (), cause: Any = None,
                    n: int = 1, only: tuple[int, ...] | None = None) -> list[tuple[int, int, int, str]]:
    """8-1-3-1, 8-3-1-8: the auto effects on either field (or of the cards `only` names) whose timing
    waits for `event` and whose filters match it: the `subject` (a selector, or `self`) matches one of
    the cards it happened to, `by` the cause, `at_least` its size, and the timing's `event_player`
    says whose event it must be (`player`'s, relative to the listener). Returns (owner, card, effect
    index, timing)."""
    if event not in g.listens:
        return []  # no card of this game waits for it (the hot path)
    s = g.s
    timings = g.rules.registry.timings
    found: list[tuple[int, int, int, str]] = []
    for owner in (s.turn_player, 1 - s.turn_player):
        for uid in g.rules.field(g, owner):
            if only is not None and uid not in only:
                continue
            card = g.card(uid)
            if event not in _events_of(g, card):
                continue
            for idx, eff in enumerate(card.effects):
                # the effect's timing that waits for this event (one of a combined timing's, 8-1-3-1)
                met = next((t for t in eff.timings if timings[t].event == event), None)
                if met is None or eff.at_least > n:
                    continue
                decl = timings[met]
                if decl.event_player and (owner == player) != (decl.event_player == "you"):
                    continue
                if uids and not any(continuous.applies(g, owner, uid, eff.subject, u) for u in uids):
                    continue
                if "by" in decl.takes and not continuous.by_matches(eff.by, owner, cause, g):
                    continue  # the cause of a combined timing's other event is not this one's
                if not conditions_met(g, owner, uid, eff.conditions):
                    continue  # 8-4-1-1
                if eff.once_per_turn and UseKey(uid, s.epoch[uid], idx) in s.used:
                    continue  # 10-2-13-3
                if continuous.prohibited(g, "negate", uid, timing=met):
                    continue  # 8-2-1-1: this card's effects are negated
                found.append((owner, uid, idx, met))
    return found


def _events_of(g: Game, card: Any) -> frozenset[str]:
    """The events a card's effects wait for (computed once per card object: the hot path is a
    card with none)."""
    entry = _EVENTS.get(id(card))
    if entry is None or entry[0] is not card:
        timings = g.rules.registry.timings
        entry = _EVENTS[id(card)] = (card, frozenset(timings[t].event for e in card.effects for t in e.timings
                                                    if timings[t].event))
    return entry[1]


_EVENTS: dict[int, tuple[Any, frozenset[str]]] = {}


def _timings_of(card: Any) -> frozenset[str]:
    """The timings of a card's effects (once per card object, as `_events_of`)."""
    entry = _TIMINGS.get(id(card))
    if entry is None or entry[0] is not card:
        entry = _TIMINGS[id(card)] = (card, frozenset(t for e in card.effects for t in e.timings))
    return entry[1]


_TIMINGS: dict[int, tuple[Any, frozenset[str]]] = {}  # id(card) -> (the card, kept alive: ids stay unique)


def queue_listeners(g: Game, found: list[tuple[int, int, int, str]], cards: tuple[int, ...] = ()) -> None:
    """The listeners `event_listeners` found wait in `pending`, each as its card is now (a card the
    event moved resolves from where it went, as [On K.O.] does: 10-2-17-1), with the event's `cards`."""
    if found:
        s = g.s
        added = tuple(Pending(owner, uid, idx, s.epoch[uid], timing, s.batch, cards)
                      for owner, uid, idx, timing in found)
        g.emit(PendingChanged("pending", (*s.pending, *added), s.batch))


def queue_event(g: Game, event: str, player: int, uids: tuple[int, ...] = (), cause: Any = None,
                n: int = 1, only: tuple[int, ...] | None = None) -> None:
    """An event happened (a card rested, DON!! returned, an Event activated ...): the auto effects
    waiting for it wait in `pending` and resolve after what is resolving now (8-6, 8.6.3)."""
    queue_listeners(g, event_listeners(g, event, player, uids, cause, n, only), uids)


def pending_first(g: Game, then: Frame) -> bool:
    """8-6: auto effects that are waiting resolve before this step. True when some are waiting:
    they resolve, then `then` runs again (a step that calls this need not be preceded by a
    `resolve_pending` frame)."""
    if not g.s.pending or g.s.winner is not None:
        return False
    g.push(step("resolve_pending"), then)
    return True


@frame("resolve_pending")
def resolve_pending(g: Game) -> None:
    pending = g.s.pending
    if not pending or g.s.winner is not None:
        return
    oldest = min(entry.batch for entry in pending)
    batch = [e for e in pending if e.batch == oldest]
    # 8-6-1: the turn player's effects first, then the non-turn player's.
    tp = g.s.turn_player
    mine = [e for e in batch if e.player == tp] or [e for e in batch if e.player != tp]
    player = mine[0].player
    g.push(step("resolve_pending"))
    if len(mine) == 1:
        g.push(Frame("resolve_one", (mine[0],)))
        return
    options = list(dict.fromkeys(Command(player, "choose", (e.uid,)) for e in mine))
    g.ask(player, "choose", options, step("resolve_chosen"),
          "Several effects activate at once: choose the one to resolve next. "
          + "; ".join(g.rules.describe_effect(g, e.uid, e.idx) for e in mine),
          purpose="effect_order", outcomes=tuple(Outcome("resolve", c.args[0]) for c in options))


@frame("resolve_chosen")
def resolve_chosen(g: Game, cmd: Command) -> None:
    # Two effects of one card resolve in the card's order (2-8-3).
    for e in g.s.pending:
        if e.uid == cmd.args[0]:
            g.push(Frame("resolve_one", (e,)))
            return


@frame("resolve_one")
def resolve_one(g: Game, entry: Pending) -> None:
    pending = list(g.s.pending)
    pending.remove(entry)
    # Effects triggered while this one resolves come after every effect already waiting (8-6-1-1).
    g.emit(PendingChanged("pending", tuple(pending), g.s.batch + 1))
    activate_auto(g, entry)


def activate_auto(g: Game, entry: Pending) -> None:
    player, uid, idx, epoch = entry.player, entry.uid, entry.idx, entry.epoch
    eff = g.card(uid).effects[idx]
    # 8-1-3-1-3: the effect does not activate if its card moved before activation ([On K.O.]
    # is checked on the field and resolves from the trash, 10-2-17; its timing says so). The timing
    # is the one that was met: an "[On Play]/[On K.O.]" effect is resolving as one or the other.
    timing = g.rules.registry.timings[entry.timing]
    if g.s.epoch[uid] != epoch and not g.rules.moved_effects_resolve:
        return
    if not timing.conditions_when_met and not conditions_met(g, player, uid, eff.conditions):
        return
    if eff.once_per_turn and UseKey(uid, epoch, idx) in g.s.used:
        return
    ctx = Ctx(player, uid, epoch)
    if entry.cards:
        g.rules.event_cards(g, ctx, entry.cards)  # what the effect calls "that Character" (8-1-3-1)
    if not ask_if_optional(g, ctx, eff, Frame("auto_answer", (ctx, idx)),
                           f"{g.card(uid).name}: {g.rules.describe_effect(g, uid, idx, named=False)} — activate?",
                           optional=timing.optional):
        start_effect(g, ctx, idx, eff)


def ask_if_optional(g: Game, ctx: Ctx, eff: Effect, then: Frame, question: str, optional: bool = False) -> bool:
    """8-1-2, 8-3-1-4: "you may" (an optional effect or activation cost) — ask the player `yes`/`no`
    (an unpayable cost leaves only "no"), answered to `then`; False when there is nothing to ask."""
    payable = can_pay(g, ctx.player, ctx.src, eff.cost)
    if not (eff.optional or eff.cost_optional or not payable or optional):
        return False
    answers = [Command(ctx.player, "no")]
    if payable:
        answers.insert(0, Command(ctx.player, "yes"))
    g.ask(ctx.player, "yes-no", answers, then, question, purpose="use_effect",
          outcomes=tuple(Outcome("effect" if c.kind == "yes" else "none", ctx.src) for c in answers))
    return True


@frame("auto_answer")
def auto_answer(g: Game, ctx: Ctx, idx: int, cmd: Command) -> None:
    if cmd.kind == "yes":
        start_effect(g, ctx, idx, g.card(ctx.src).effects[idx])


def start_effect(g: Game, ctx: Ctx, idx: int, eff: Effect) -> None:
    """8-4-1-3 to 8-4-1-5: pay the activation cost, then resolve (then newly met timings)."""
    if eff.once_per_turn:
        g.emit(Used("used", UseKey(ctx.src, ctx.epoch, idx)))  # 10-2-13-5: used once its activation begins
    g.emit(EffectNote("note", "effect", ctx.player, ctx.src, idx))
    g.push(Frame("pay", (ctx, eff.cost, eff.actions)), step("resolve_pending"))


def resolve_effect(g: Game, ctx: Ctx, eff: Effect) -> None:
    """Pay and resolve an effect without the activation steps (a [Trigger], a replacement)."""
    g.push(Frame("pay", (ctx, eff.cost, eff.actions)))


@frame("pay")
def pay(g: Game, ctx: Ctx, cost: Frozen, actions: tuple[Action, ...]) -> None:
    """Pay an activation cost in the card's order (8-3-1-1), then resolve the actions. The effect's own counts
    (what its cost and actions did) begin here: its cost's count is read by its actions (8-3, 8-4)."""
    g.rules.effect_begins(g, ctx)
    if not can_pay(g, ctx.player, ctx.src, cost):
        return  # 8-3-1-3-1: the effect after the colon is not resolved
    g.push(Frame("pay_part", (ctx, tuple(cost.items()), 0)), Frame("act", (ctx, actions, 0)))


@frame("pay_part")
def pay_part(g: Game, ctx: Ctx, parts: tuple[tuple[str, Any], ...], index: int) -> None:
    if index >= len(parts):
        return
    g.push(Frame("pay_part", (ctx, parts, index + 1)))
    name, value = parts[index]
    g.rules.registry.costs[name].pay(g, ctx, value)


# ================================================================ actions
@frame("act")
def act(g: Game, ctx: Ctx, actions: tuple[Action, ...], index: int) -> None:
    """Resolve actions[index], then the rest, in card order (1-3-7, 2-8-3)."""
    if index >= len(actions) or g.s.winner is not None:
        return
    a = actions[index]
    g.push(Frame("act", (ctx, actions, index + 1)))
    decl: ActionDecl = g.rules.registry.actions[a.name]
    if decl.targets is None:
        assert decl.start is not None
        decl.start(g, ctx, a)
        return
    sel = a.value if decl.targets == "" else a.get(decl.targets)
    choose_targets(g, ctx, a, decl, sel)


def choose_targets(g: Game, ctx: Ctx, a: Action, decl: ActionDecl, sel: Target) -> None:
    """Choose the cards a targeted action applies to (8-4-4-1: as many as possible, or 0 with
    "up to"), then apply it."""
    assert decl.apply is not None
    cands = candidates(g, ctx, sel)
    if decl.accepts is not None:
        cands = [u for u in cands if decl.accepts(g, u)]
    if sel == SELF or (isinstance(sel, Selector) and sel.all):
        decl.apply(g, ctx, a, tuple(cands))
        return
    assert isinstance(sel, Selector)
    cands = [u for u in cands if g.rules.selectable(g, ctx, u)]  # e.g. Fusion World's [Barrier]
    zone = g.rules.registry.zones[sel.zone]
    high = min(sel.how_many, len(cands))
    player = ctx.player if decl.chooser is None else decl.chooser(ctx, a)
    if zone.looked_at:
        # 8-4-4-4, 11-3-1: choosing from the deck means looking at it (only this player).
        g.emit(Look("look", player, tuple(zone.pool(g, player))))
    numbers: tuple[str, ...] | None = None
    items: tuple[Any, ...] = tuple(cands)
    if zone.interchangeable:
        # Identical cards are one choice: offered once, in card-number order.
        items = tuple(sorted(cands, key=lambda u: (g.s.cards[u], u)))
        numbers = tuple(g.s.cards[u] for u in items)
    groups: tuple[Any, ...] | None = None
    per_group = sel.how_many
    for name, value in sel.filters:
        fdecl = g.rules.registry.filters[name]
        if fdecl.group is not None:  # "up to N each of ...": N per group
            groups = tuple(fdecl.group(g, u, value) for u in items)
            high = min(sel.how_many * len(group_keys(groups)), len(cands))
            if fdecl.distinct:  # "... with different card names": N in all, one per group
                high, per_group = min(sel.how_many, len(group_keys(groups))), 1
    if zone.place is not None:
        items = tuple(zone.place(g, u) for u in items)  # face down: offered by place, not identity
    choose_cards(g, Pick(
        player=player, purpose=decl.meaning.purpose, items=items, picked=(), low=0 if sel.up_to else high,
        high=high, ordered=False, numbers=numbers, then=Frame("targets_chosen", (ctx, a)),
        text=g.rules.prompt_text(g, ctx, a), shown=tuple(cands) if zone.interchangeable else (), source=ctx.src,
        action=a, groups=groups, per_group=per_group))


@frame("targets_chosen")
def targets_chosen(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    if ctx.player in g.s.looking:
        g.emit(Look("look", ctx.player, ()))  # 11-3-3: done looking
    decl = g.rules.registry.actions[a.name]
    sel = a.value if decl.targets == "" else a.get(decl.targets or "")
    card = g.rules.registry.zones[sel.zone].card if isinstance(sel, Selector) else None
    if card is not None:
        chosen = tuple(card(g, item) for item in chosen)
    assert decl.apply is not None
    decl.apply(g, ctx, a, chosen)


def then_actions(g: Game, ctx: Ctx, actions: tuple[Action, ...]) -> None:
    """Resolve nested actions next (an `if` block's `then`)."""
    g.push(Frame("act", (ctx, actions, 0)))


# The continuous layer reads this module's conditions and selectors; it is imported last (a cycle).
from . import continuous  # noqa: E402

__all__ = ["EMPTY", "NO_RESERVE", "activate_auto", "amount", "can_pay", "candidates", "choose_cards",
           "ask_if_optional", "choose_targets", "conditions_met", "event_listeners", "finish_pick", "matches",
           "passes", "queue_auto", "queue_event", "queue_listeners", "resolve_effect", "start_effect",
           "then_actions", "timing_met", "usable"]
