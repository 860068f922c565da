"""The continuous layer (CR 8-1-3-3, 8-1-3-4, 4-9): what permanent effects, effects with a
duration and the rules themselves do to cards while they last.

Every continuous effect, whatever its source, is a contribution of one layer kind:

    add:STAT      modify a value (power, cost, …) by an amount
    set:STAT      set a base value (4-9-2: several set the same card's value: the highest applies)
    fix:STAT      set the value itself ("set the power to 0"): the last one set, plus the modifiers
                  that began after it (the ones before, and permanent effects and rules, no longer count)
    grant         give a keyword            remove    take a keyword away
    prohibit      forbid something (a `Ban`: "cannot be K.O.'d", "cannot attack", …)

Sources are (1) modifiers with a duration in the state (`Modifier`), (2) the permanent effects
of the cards on the field whose conditions hold (8-1-3-3; the turn player's, then the other's,
again until nothing changes: 8-1-3-3-5), each action declaring the layer kind it writes, and (3)
the ruleset's own rules (DON!! power, 6-5-5-2). Values are computed base → set → modify. Replacement effects ("… instead"):
replacements.py.

The order of a value (CR 4-9-2, 8-1-4-2): first the base — the printed number, or the highest base an effect
sets (4-9-2-1: "base power becomes 7000", "becomes the same as your opponent's Leader's power", a swap of base
powers: each a `set:` contribution, the other card's value read when the effect resolved) —, then every
modification (`add:`, DON!! included) on top of that base, whenever it began; `fix:` ("set the power to 0")
replaces both with its value plus the modifiers that began after it. Permanent effects of the field reach the
cards of an off-field area their selector names (the hand: "the counter of all of your Character cards ... in
your hand", 8-1-3-3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .interpreter import conditions_met, matches
from .records import Modifier, UseKey
from .registry import SELF, Action, Effect, Selector, Target, flat_actions

if TYPE_CHECKING:
    from .game import Game


class Ban(NamedTuple):
    """A prohibition (layer kind `prohibit`): `what` is a declared prohibition; `by` limits it to a
    cause ("effect", "opponent_effect", "battle", or "" for any); `cards` selects the cards it
    applies to when the modifier has no single target; `player` (relative to the controller:
    "you"/"opponent") when it binds a player rather than cards."""

    what: str
    by: str = ""
    cards: Target | None = None
    player: str = ""
    # The other card it concerns (the attacked card for "cannot attack", the card battled or the
    # effect's card for "cannot be K.O.'d ... by"): the ban holds only against the cards it selects.
    against: Target | tuple[tuple[int, int], ...] | None = None  # or given cards: (uid, epoch) pairs
    timing: str = ""  # a negation (8-2): only the effects of this timing


class Cause(NamedTuple):
    """Why something happens to a card: "effect", "battle" or "rule", and the player behind it."""

    kind: str
    player: int
    card: int = -1  # the card behind it: the effect's card, or the card battled (-1: none)
    action: str = ""  # the effect's action that does it ("ko", "return_to_hand"): what it counts as done


def _index(g: Game) -> dict[str, list[tuple[int, int, Action]]]:
    """The valid permanent effects on the field by layer kind: (controller, source card, action),
    the turn player's first (8-1-3-3-5). Computed once per position, from the few cards that have
    permanent effects at all (`Game.lasting`)."""
    cached = g.cache.get(_INDEX)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    settling: _Settling | None = g.cache.get(_SETTLING)
    if settling is not None:
        return settling.index  # a permanent effect's condition sees the effects applied so far
    s = g.s
    hand = in_hand(g)
    tp = s.turn_player
    steps: tuple[list[int], list[int]] = ([], [])
    for uid in g.lasting:
        if s.where[uid] in s.FIELD or uid in hand:
            steps[s.owner[uid] != tp].append(uid)  # 8-1-3-3-5 I, II
    if not steps[0] and not steps[1]:
        index = g.cache[_INDEX] = {}  # the common case: no permanent effect on the field
        return index
    settling = g.cache[_SETTLING] = _Settling()
    try:
        index = _settle(g, settling, steps, hand)
    finally:
        del g.cache[_SETTLING]
    g.cache[_INDEX] = index
    # What was derived from the effects as they settled is kept for the position.
    for uid, (layers, _) in settling.layers.items():
        g.cache["layers", uid] = layers
    if settling.bans is not None:
        g.cache[_BANS] = settling.bans[0]
    return index


# 8-1-3-3-5 III: the rounds of I and II after which permanent effects that still change never settle.
SETTLE_ROUNDS = 10

Entry = tuple[str, tuple[int, int, Action]]  # (layer kind, (controller, source card, action))


class _Settling:
    """Permanent effects being applied (8-1-3-3-5): those applied so far; the layer kinds read by the
    effect being applied (what a change must touch to change its result); and what was derived from
    the effects applied so far (cards' layers, the prohibitions, each with the kinds read to derive
    it), dropped when they change."""

    __slots__ = ("index", "kinds", "layers", "bans")

    def __init__(self) -> None:
        self.index: dict[str, list[tuple[int, int, Action]]] = {}
        self.kinds: set[str] = set()
        self.layers: dict[int, tuple[dict[str, list[tuple[Any, str]]], set[str]]] = {}
        self.bans: tuple[dict[str, list[BanEntry]], set[str]] | None = None

    def apply(self, applied: list[list[Entry]]) -> set[str]:
        """The effects applied change: what was derived from the former ones is dropped. Returns the
        layer kinds that changed."""
        before, self.index = self.index, _by_layer(applied)
        self.layers = {}
        self.bans = None
        return {k for k in before.keys() | self.index.keys() if before.get(k) != self.index.get(k)}

    def derive(self, into: set[str]) -> set[str]:
        """The kinds read from now on go to `into` (a value being derived, or back to its reader);
        returns where they went before."""
        outer, self.kinds = self.kinds, into
        return outer


def _reads(g: Game, *kinds: str) -> None:
    """While permanent effects settle, the effect being applied reads these layer kinds."""
    settling: _Settling | None = g.cache.get(_SETTLING)
    if settling is not None:
        settling.kinds.update(kinds)


class _Known:
    """A permanent effect as last applied while the effects settle: its layer entries, the layer
    kinds its conditions read, and whether one of those changed since (it is applied again)."""

    __slots__ = ("entries", "kinds", "stale")

    def __init__(self, entries: list[Entry], kinds: set[str]) -> None:
        self.entries = entries
        self.kinds = kinds
        self.stale = False


def _settle(g: Game, settling: _Settling, steps: tuple[list[int], list[int]],
            hand: frozenset[int]) -> dict[str, list[tuple[int, int, Action]]]:
    """8-1-3-3-5: the turn player applies their permanent effects (I), then the non-turn player (II),
    each taking into account what is applied so far; and again (III) until that changes nothing. A
    player's effects are applied together (their order is the player's to choose), so no card's place
    on the field decides a value. An effect is applied again only when a layer kind its conditions
    read has changed since. Effects that still change after SETTLE_ROUNDS rounds never settle: those
    applied in both of the last two rounds stay, the others (applied one round, not the next) are not
    applied."""
    applied: list[list[Entry]] = [[], []]
    last = applied
    known: dict[tuple[int, int], _Known] = {}  # (card, index of its permanent effect)
    for _ in range(SETTLE_ROUNDS):
        last = applied[:]
        for step, sources in enumerate(steps):
            if sources:
                found = _applied(g, settling, sources, hand, known)
                if found != applied[step]:
                    applied[step] = found
                    changed = settling.apply(applied)
                    for effect in known.values():
                        if effect.kinds and not effect.kinds.isdisjoint(changed):
                            effect.stale = True
        if not any(effect.stale for effect in known.values()):
            return settling.index
    settling.apply([[e for e in now if e in before] for now, before in zip(applied, last)])
    return settling.index


def _applied(g: Game, settling: _Settling, sources: list[int], hand: frozenset[int],
             known: dict[tuple[int, int], _Known]) -> list[Entry]:
    """The layer entries of the permanent effects of `sources` whose conditions hold now, in card
    order: an effect already applied is applied again only when what its conditions read changed."""
    found: list[Entry] = []
    for src in sources:
        for i, eff in enumerate(g.card(src).permanents):
            effect = known.get((src, i))
            if effect is None or effect.stale:
                kinds = settling.kinds = set()  # what its conditions read
                effect = known[src, i] = _Known(_entries(g, src, eff, src in hand), kinds)
            found += effect.entries
    return found


def _entries(g: Game, src: int, eff: Effect, held: bool) -> list[Entry]:
    """The layer entries of one permanent effect now: none when its conditions do not hold."""
    player = g.s.owner[src]
    if not held and prohibited(g, "negate", src, timing="permanent"):
        return []  # 8-2-1-1: the effects of this card are negated: its permanent effects do not apply
    if not conditions_met(g, player, src, eff.conditions):
        return []
    if eff.once_per_turn and spent(g, src, eff):
        return []  # "Once per turn, this Character cannot be K.O.'d ..." (OP10-118): used up for this turn
    actions = g.rules.registry.actions
    found: list[Entry] = []
    pending = list(eff.actions)
    while pending:
        a = pending.pop(0)
        if a.name == "if":  # "... +1 cost. If you have ..., this Leader gains ..."
            if conditions_met(g, player, src, a.value):
                pending[:0] = a.get("then")
            continue
        if a.name == "and":  # "... gains [Blocker] and +1000 power": the actions it joins
            pending[:0] = a.value
            continue
        layer = actions[a.name].layer
        # An action marked `in_hand` works only while its card is in the hand, the others only while
        # it is on the field.
        if layer is not None and bool(a.get("in_hand")) == held:
            found.append((layer, (player, src, a)))
    return found


def spent(g: Game, src: int, eff: Effect) -> bool:
    """10-2-13: has card `src` used its once-per-turn effect `eff` during this turn?"""
    idx = next(i for i, e in enumerate(g.card(src).effects) if e is eff)
    return UseKey(src, g.s.epoch[src], idx) in g.s.used


def _by_layer(applied: list[list[Entry]]) -> dict[str, list[tuple[int, int, Action]]]:
    index: dict[str, list[tuple[int, int, Action]]] = {}
    for entries in applied:
        for layer, entry in entries:
            index.setdefault(layer, []).append(entry)
    return index


def in_hand(g: Game) -> frozenset[int]:
    """The cards in a hand with a permanent effect that works there ("give this card in your hand
    −3 cost", 8-1-3-3): the continuous layer looks at them as at the cards on the field."""
    if not g.held:
        return g.held
    cached = g.cache.get(_HAND)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    s = g.s
    found = frozenset(uid for uid in g.held if s.area(uid) == "hand")
    g.cache[_HAND] = found
    return found


_HAND = "in hand"


_INDEX = "layer index"
_SETTLING = "layer index settling"  # the effects applied so far, while they settle (_Settling)


def in_force(g: Game, layer: str) -> list[tuple[int, int, Action]]:
    """The valid permanent effects on the field that write `layer` and name no card of their own
    (a change to how a rule is carried out): (controller, source card, action), the turn player's first."""
    if layer not in live(g):
        return []
    _reads(g, layer)
    return _index(g).get(layer, [])


def contributions(g: Game, uid: int, kind: str) -> list[tuple[Any, str]]:
    """Every (value, source label) the layer `kind` holds for card `uid` now."""
    _reads(g, kind)
    return _layers(g, uid).get(kind, _NONE)


_NONE: list[tuple[Any, str]] = []


def _layers(g: Game, uid: int) -> dict[str, list[tuple[Any, str]]]:
    """Everything on the layer for card `uid`, by kind, in one pass (once per position)."""
    key = ("layers", uid)
    cached = g.cache.get(key)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    settling: _Settling | None = g.cache.get(_SETTLING)
    outer: set[str] = set()
    if settling is not None:
        derived = settling.layers.get(uid)
        if derived is not None:
            settling.kinds |= derived[1]  # what deriving them read, the reader reads too
            return derived[0]
        outer = settling.derive(set())
    s = g.s
    on_field = s.where[uid] in s.FIELD
    # The permanent effects in force are found first: their conditions may read this very card's
    # values (a cost made 8 by one effect meets another's "if you have a Character with a cost of 8").
    index = _index(g) if on_field or uid in in_hand(g) or _reached_in_hand(g, uid) else None
    found: dict[str, list[tuple[Any, str]]] = {}
    # A permanent effect's selector that reads this card's values (a cost, a base power) sees what is
    # found so far, not this computation again (8-1-3-3-5).
    if settling is None:
        g.cache[key] = found
    else:
        settling.layers[uid] = (found, settling.kinds)  # it sees the effects applied so far
    if on_field:
        for kind, item in g.rules.rule_contributions(g, uid):
            found.setdefault(kind, []).append(item)
    for m in s.mods:
        if m.target == uid:
            found.setdefault(m.kind, []).append((m.value, m.source))
    if index is not None:
        actions = g.rules.registry.actions
        for kind, entries in index.items():
            if kind == "prohibit":
                continue  # read whole, by what they forbid (_bans), not card by card
            for player, src, a in entries:
                target = a.get("target", SELF)
                if target == SELF:
                    if src != uid:
                        continue
                elif not matches(g, player, src, target, uid) or not _in_zone(g, target, uid):
                    continue
                contributes = actions[a.name].contributes
                assert contributes is not None
                found.setdefault(kind, []).append((contributes(g, player, src, a), "permanent effect"))
    if settling is not None:
        outer |= settling.derive(outer)
    return found


Reach = dict[str, "set[int] | None"]  # a layer kind -> the cards it can be written on (None: any card)


def live(g: Game) -> set[str]:
    """The layer kinds something in force can write now: the modifiers, and the permanent effects of
    the cards on the field (or held in a hand) — whatever their conditions. Once per position: the
    hot paths ask it before building anything."""
    kinds: set[str] | None = g.cache.get(_LIVE)
    if kinds is None:
        s = g.s
        layers = g.layers
        kinds = {m.kind for m in s.mods} if s.mods else set()
        if layers:
            for player in (0, 1):
                for uid in g.rules.field(g, player):
                    written = layers.get(uid)
                    if written:
                        kinds.update(written)
            for uid in g.held:
                kinds.update(layers[uid])  # in a hand or not: rare enough to count it always
        g.cache[_LIVE] = kinds
    return kinds


_LIVE = "live"


def _reaches(g: Game) -> Reach:
    """`live`'s kinds, each with the cards it can be written on: a modifier's card (one without a card: any
    card), a permanent effect's own card, or any card when an action writing that kind has a selector target
    (`Game.layers`). Once per position, when a read of a live kind asks it. (The cards on the field or held that
    can forbid something are kept for `_forbidden`.)"""
    found: Reach | None = g.cache.get(_REACHES)
    if found is None:
        found = {}
        for m in g.s.mods:
            _reach(found, m.kind, m.target)
        layers = g.layers
        if layers:
            banning: list[int] = []
            for uid in (*g.rules.field(g, 0), *g.rules.field(g, 1), *g.held):  # held: as `live` counts them
                written = layers.get(uid)
                if written:
                    if "prohibit" in written:
                        banning.append(uid)
                    for kind, others in written.items():
                        _reach(found, kind, None if others else uid)
            if banning:
                g.cache[_BANNING] = banning
        g.cache[_REACHES] = found
    return found


_REACHES = "reaches"
_BANNING = "banning"  # the cards on the field or held whose permanent effects can forbid something


def _reach(found: Reach, kind: str, uid: int | None) -> None:
    """`kind` can be written on card `uid` (None: on any card)."""
    cards = found.get(kind, _NOWHERE)
    if cards is _NOWHERE:
        found[kind] = None if uid is None else {uid}
    elif cards is not None:
        if uid is None:
            found[kind] = None
        else:
            cards.add(uid)


_NOWHERE: set[int] = set()


def _written(g: Game, uid: int, *kinds: str) -> bool:
    """Can something in force write one of these layer kinds on card `uid` now? Most often none is live at all."""
    written = live(g)
    for kind in kinds:
        if kind in written:
            break
    else:
        return False
    reach = _reaches(g)
    for kind in kinds:
        cards = reach.get(kind, _NOWHERE)
        if cards is None or uid in cards:
            return True
    return False


def _untouched(g: Game, uid: int) -> bool:
    """Nothing on the layer can concern this card: it is off the field and no modifier names it."""
    s = g.s
    if s.where[uid] in s.FIELD:
        return False
    for m in s.mods:
        if m.target == uid:
            return False
    if uid in g.held and uid in in_hand(g):
        return False
    return not _reached_in_hand(g, uid)


def _hand_reached(g: Game) -> bool:
    """A permanent effect of a card on the field gives cards off the field a value (8-1-3-3: "the counter of all
    of your Character cards with 8000 power in your hand becomes +2000"): its action's target selects an area
    off the field. Once per position."""
    found: bool | None = g.cache.get(_REACH)
    if found is None:
        s = g.s
        zones = g.rules.registry.zones
        found = any(isinstance(t := a.get("target"), Selector) and not zones[t.zone].on_field
                    for uid in g.lasting if s.where[uid] in s.FIELD
                    for eff in g.card(uid).permanents for a in flat_actions(eff.actions))
        g.cache[_REACH] = found
    return found


_REACH = "off the field reached"


def _reached_in_hand(g: Game, uid: int) -> bool:
    """Card `uid` is off the field where a permanent effect may reach it (`_hand_reached`)."""
    return g.s.where[uid] not in g.s.FIELD and _hand_reached(g)


def _in_zone(g: Game, target: Selector, uid: int) -> bool:
    """A permanent effect's selector of an area off the field (the hand) reaches only the cards in it."""
    zone = g.rules.registry.zones[target.zone]
    return zone.on_field or uid in zone.pool(g, g.s.owner[uid])


def value(g: Game, uid: int, stat: str, base: int) -> int:
    """A card's `stat` now: its base, a set base value (the highest, 4-9-2-1), then modifiers."""
    if _untouched(g, uid):
        return base
    kinds = _STAT_KINDS.get(stat) or _STAT_KINDS.setdefault(stat, ("set:" + stat, "add:" + stat, "fix:" + stat))
    set_, add_, fix = kinds
    if not _written(g, uid, set_, add_, fix):
        # Nothing in force can write this value of this card (whatever the conditions: the permanent effects
        # in force that write it write it on their own cards): only the rules act on it, and the permanent
        # effects need not be settled for it (the common case).
        for kind, (v, _) in g.rules.rule_contributions(g, uid):
            if kind == add_:
                base += v
        return base
    _reads(g, *kinds)
    layers = _layers(g, uid)
    if layers.get(fix):
        return sum(v for _, v in _since_fixed(g, uid, stat))
    sets = layers.get(set_)
    if sets:
        base = max(v for v, _ in sets)
    adds = layers.get(add_)
    return base + sum(v for v, _ in adds) if adds else base


_STAT_KINDS: dict[str, tuple[str, str, str]] = {}  # stat -> its layer kinds (set:, add:, fix:)


def parts(g: Game, uid: int, stat: str, base: int) -> list[tuple[str, int]]:
    """The same value broken down: base (or the base an effect set), then each modifier."""
    if contributions(g, uid, "fix:" + stat):
        return _since_fixed(g, uid, stat)
    sets = contributions(g, uid, "set:" + stat)
    head = ("base", base) if not sets else ("base set by an effect", max(v for v, _ in sets))
    return [head, *((label or "effect", v) for v, label in contributions(g, uid, "add:" + stat))]


def _since_fixed(g: Game, uid: int, stat: str) -> list[tuple[str, int]]:
    """The value an effect set `stat` to (the last one: effects apply in the order they began), then
    each modifier with a duration that began after it (a [Counter] +2000 still adds to a power set to 0)."""
    fix, add = "fix:" + stat, "add:" + stat
    found: list[tuple[str, int]] = []
    for m in g.s.mods:  # in the order they began
        if m.target != uid:
            continue
        if m.kind == fix:
            found = [(f"{stat} set by an effect", m.value)]
        elif m.kind == add and found:
            found.append((m.source or "effect", m.value))
    return found


def keywords(g: Game, uid: int, printed: frozenset[str]) -> frozenset[str]:
    """A card's keywords now (10-1): printed or granted, less those an effect takes away."""
    if _untouched(g, uid):
        return printed
    if printed and prohibited(g, "negate", uid, timing="keyword"):
        printed = frozenset()  # 8-2-1-1, 10-1: its keyword effects are negated (8-2-4: not those it gained)
    if not _written(g, uid, "grant", "remove"):
        return printed  # nothing in force can grant or remove this card's keywords now, whatever the conditions
    _reads(g, "grant", "remove")
    layers = _layers(g, uid)
    granted, removed = layers.get("grant"), layers.get("remove")
    if not granted and not removed:
        return printed
    return frozenset((printed | {v for v, _ in granted or ()}) - {v for v, _ in removed or ()})


def prohibited(g: Game, what: str, uid: int | None = None, *, player: int | None = None,
               cause: Cause | None = None, other: int | None = None, timing: str = "") -> bool:
    """Is `what` forbidden now, to card `uid` (or to `player`), for this cause? `other` is the other
    card concerned (the attacked card; by default the cause's card), `timing` an effect's timing."""
    forbidden = _forbidden(g)
    if what not in forbidden:
        return False  # nothing in force can forbid it now
    cards = forbidden[what]
    if cards is not None and uid not in cards:
        return False  # whatever can forbid it forbids it to other cards (`uid` None: to no player)
    _reads(g, "prohibit")
    entries = _bans(g).get(what)
    if not entries:
        return False
    if other is None and cause is not None and cause.card >= 0:
        other = cause.card
    for ban, controller, src, target in entries:
        if not by_matches(ban.by, controller, cause, g):
            continue
        if ban.against is not None and (other is None or not applies(g, controller, src, ban.against, other)):
            continue
        if ban.timing and ban.timing != timing:
            continue
        if target is not None and target != uid:
            continue
        if ban.player:
            if player is None or (player == controller) != (ban.player == "you"):
                continue
            if ban.cards is not None and uid is not None and not applies(g, controller, src, ban.cards, uid):
                continue
            return True
        if uid is None:
            continue
        if ban.cards is None or applies(g, controller, src, ban.cards, uid):
            return True
    return False


BanEntry = tuple[Ban, int, int, "int | None"]


def _bans(g: Game) -> dict[str, list[BanEntry]]:
    """Every prohibition in force, by what it forbids: (ban, controller, source card, the one card
    it names or None). Computed once per position."""
    cached = g.cache.get(_BANS)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    settling: _Settling | None = g.cache.get(_SETTLING)
    outer: set[str] = set()
    if settling is not None:
        if settling.bans is not None:
            settling.kinds |= settling.bans[1]  # what deriving them read, the reader reads too
            return settling.bans[0]
        outer = settling.derive(set())
    found: dict[str, list[BanEntry]] = {}
    for m in g.s.mods:
        if m.kind == "prohibit":
            found.setdefault(m.value.what, []).append(
                (m.value, m.controller, -1 if m.target is None else m.target, m.target))
    actions = g.rules.registry.actions
    for player, src, a in _index(g).get("prohibit", ()):
        contributes = actions[a.name].contributes
        assert contributes is not None
        ban = contributes(g, player, src, a)
        if ban.cards is None and not ban.player:
            ban = ban._replace(cards=a.get("target", SELF))  # a permanent effect's own card by default
        found.setdefault(ban.what, []).append((ban, player, src, None))
    if settling is None:
        g.cache[_BANS] = found
    else:
        settling.bans = (found, settling.kinds)  # it sees the effects applied so far
        outer |= settling.derive(outer)
    return found


_BANS = "bans"


def _forbidden(g: Game) -> Reach:
    """What something in force can forbid now (8-2-1-1 negation included), each with the cards it can forbid it
    to (None: any card, or a player): the prohibiting modifiers (a modifier on a card: that card), and the
    prohibiting permanent effects of the cards on the field (or held in a hand), whatever their conditions (one
    that forbids it to its own card: that card). Once per position: `prohibited` asks it before the permanent
    effects are settled, so that where nothing can forbid a thing to a card, asking about it settles nothing,
    and the permanent effects do not depend on the prohibit layer while they settle (they would be applied once
    more)."""
    found: Reach | None = g.cache.get(_FORBIDDEN)
    if found is None:
        found = {}
        if "prohibit" in live(g):
            s = g.s
            for m in s.mods:
                if m.kind == "prohibit":
                    _reach(found, m.value.what, m.target)
            _reaches(g)  # notes the cards that can forbid something
            hand = in_hand(g)
            for uid in g.cache.get(_BANNING, ()):
                if s.where[uid] in s.FIELD or uid in hand:
                    for what, own in _card_bans(g, uid):
                        _reach(found, what, uid if own else None)
        g.cache[_FORBIDDEN] = found
    return found


_FORBIDDEN = "forbidden"


def _card_bans(g: Game, uid: int) -> tuple[tuple[str, bool], ...]:
    """What card `uid`'s permanent effects can forbid, each with whether only to their own card (as `_bans` reads
    them). A prohibition is read from its action alone (`ActionDecl.contributes` of the `prohibit` layer): once
    per card."""
    card = g.card(uid)
    known = _CARD_BANS.get(id(card))
    if known is None or known[0] is not card:
        actions = g.rules.registry.actions
        bans = []
        for eff in card.permanents:
            for a in flat_actions(eff.actions):
                decl = actions[a.name]
                if decl.layer == "prohibit":
                    assert decl.contributes is not None
                    ban = decl.contributes(g, g.s.owner[uid], uid, a)
                    bans.append((ban.what, ban.cards is None and not ban.player and a.get("target", SELF) == SELF))
        known = _CARD_BANS[id(card)] = (card, tuple(bans))  # the card kept: its id names no other card
    return known[1]


_CARD_BANS: dict[int, tuple[Any, tuple[tuple[str, bool], ...]]] = {}


def applies(g: Game, controller: int, src: int, cards: Target | tuple[tuple[int, int], ...], uid: int) -> bool:
    if isinstance(cards, str):  # SELF
        return uid == src
    if isinstance(cards, Selector):
        return matches(g, controller, src, cards, uid)
    return any(u == uid and g.s.epoch[u] == e for u, e in cards)  # given cards as they were (3-1-6)


def by_matches(by: str, controller: int, cause: Cause | None, g: Game) -> bool:
    """Does `cause` count as the declared cause `by` (the registry's CauseDecl), for an effect or a prohibition
    of `controller`? No `by`: any cause."""
    if not by:
        return True
    if cause is None:
        return False
    decl = g.rules.registry.causes[by]
    if decl.or_ko and cause.action == "ko":
        return True
    if cause.kind not in decl.kinds:
        return False
    if decl.side and (cause.player == controller) != (decl.side == "you"):
        return False
    return not decl.categories or cause.card >= 0 and g.card(cause.card).category in decl.categories


def add(g: Game, kind: str, target: int | None, value_: Any, until: Any, controller: int, source: str = "") -> None:
    """A continuous effect with a duration starts (its expiry is recorded under `until`)."""
    from .records import AddModifier

    epoch = g.s.epoch[target] if target is not None else 0
    g.emit(AddModifier("mod", Modifier(kind, target, value_, until, controller, epoch, source)))
