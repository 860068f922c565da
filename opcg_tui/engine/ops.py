"""What a card is now (power, cost, keywords) and the primitive operations of play.

Queries read the state; operations emit events. Both are shared by the turn flow (rules.py)
and the effect interpreter (effects.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import effects
from .state import Command

if TYPE_CHECKING:
    from .game import Game

ZONE_ORDER = ("chars", "hand", "trash", "life", "deck")

# Continuous effects: (kind, target uid, value, until, controller, target epoch, source card number)
POWER, COST, KEYWORD, BAN_BLOCKER = "power", "cost", "keyword", "ban_blocker"


def locate(g: Game, uid: int) -> str:
    """The area a card is in: leader, stage, chars, hand, trash, life, deck or limbo."""
    p = g.s.players[g.s.owner[uid]]
    if p.leader == uid:
        return "leader"
    if p.stage == uid:
        return "stage"
    for zone in ZONE_ORDER:
        if uid in p.zone(zone):
            return zone
    return "limbo"


def on_field(g: Game, uid: int) -> bool:
    p = g.s.players[g.s.owner[uid]]
    return p.leader == uid or p.stage == uid or uid in p.chars


# ------------------------------------------------------------------ permanent effects
def _permanent_grants(g: Game, uid: int, action: str) -> list[Any]:
    """Values that valid permanent effects on the field give `uid` through `action` (8-1-3-3)."""
    values = []
    for player in (g.s.turn_player, 1 - g.s.turn_player):  # 8-1-3-3-5 I, II
        for src in g.s.players[player].field():
            perms = g._card[src].permanents
            if not perms:
                continue
            for eff in perms:
                for act in eff["actions"]:
                    if action not in act:
                        continue
                    target = act["target"]
                    if target == "self":
                        if src != uid:
                            continue
                    elif not effects.selector_matches(g, player, src, target, uid):
                        continue
                    if effects.conditions_met(g, player, src, eff["conditions"]):
                        values.append(act[action])
    return values


def power(g: Game, uid: int) -> int:
    card = g._card[uid]
    total = card.power or 0
    s = g.s
    if uid in s.given and s.turn_player == s.owner[uid]:
        total += 1000 * s.given[uid]  # 6-5-5-2
    for m in s.mods:
        if m[1] == uid and m[0] == POWER:
            total += m[2]
    if on_field(g, uid):
        total += sum(_permanent_grants(g, uid, "power"))
    return total  # 1-3-6-1: power can be negative


def power_parts(g: Game, uid: int) -> list[tuple[str, int]]:
    """The power of a card broken down: base, DON!!, each effect (the card inspector)."""
    s = g.s
    parts = [("base", g._card[uid].power or 0)]
    if uid in s.given and s.turn_player == s.owner[uid]:
        parts.append((f"DON!! x{s.given[uid]}", 1000 * s.given[uid]))
    for m in s.mods:
        if m[1] == uid and m[0] == POWER:
            parts.append((m[6] or "effect", m[2]))
    if on_field(g, uid):
        parts += [("permanent effect", v) for v in _permanent_grants(g, uid, "power")]
    return parts


def cost(g: Game, uid: int) -> int:
    total = g._card[uid].cost or 0
    for m in g.s.mods:
        if m[1] == uid and m[0] == COST:
            total += m[2]
    if on_field(g, uid):
        total += sum(_permanent_grants(g, uid, "cost_change"))
    return max(total, 0)  # 1-3-6-2


def has_keyword(g: Game, uid: int, keyword: str) -> bool:
    if keyword in g._card[uid].keywords:
        return True
    for m in g.s.mods:
        if m[1] == uid and m[0] == KEYWORD and m[2] == keyword:
            return True
    return on_field(g, uid) and keyword in _permanent_grants(g, uid, "gain")


def don_on_field(g: Game, player: int) -> int:
    """DON!! a player could return for DON!! −X (8-3-1-6): given, active and rested."""
    p = g.s.players[player]
    given = sum(n for uid, n in g.s.given.items() if g.s.owner[uid] == player)
    return p.don_active + p.don_rested + given


def don_sources(g: Game, player: int) -> list[Any]:
    """The places DON!! can be returned from, one entry per DON!! card (identical ones repeat)."""
    p = g.s.players[player]
    sources: list[Any] = ["active"] * p.don_active + ["rested"] * p.don_rested
    for uid in [g.s.players[player].leader, *g.s.players[player].chars]:
        sources.extend([uid] * g.s.given.get(uid, 0))
    return sources


# ------------------------------------------------------------------ primitive operations
def move(g: Game, uid: int, dst: str, where: str = "top") -> None:
    src = locate(g, uid)
    if src in ("chars", "stage", "leader"):
        return_given_don(g, uid)
    g.emit(("move", uid, src, dst, where))


def return_given_don(g: Game, uid: int) -> None:
    # 6-5-5-4: DON!! given to a card that moves go to the cost area, rested.
    n = g.s.given.get(uid, 0)
    if n:
        g.emit(("don", g.s.owner[uid], uid, "rested", n))


def draw(g: Game, player: int, n: int = 1) -> None:
    """4-5-3: draw n cards one at a time; drawing from an empty deck is impossible (1-3-2)."""
    deck = g.s.players[player].deck
    for _ in range(n):
        if not deck or g.s.winner is not None:
            return
        g.emit(("move", deck[0], "deck", "hand", "top"))


def rest(g: Game, uid: int) -> None:
    if uid not in g.s.rested:  # 1-3-2-1
        g.emit(("rest", uid))


def set_active(g: Game, uid: int) -> None:
    if uid in g.s.rested:
        g.emit(("activate", uid))


def add_mod(g: Game, kind: str, target: int | None, value: Any, until: Any, controller: int, source: str = "") -> None:
    epoch = g.s.epoch[target] if target is not None else 0
    g.emit(("mod", (kind, target, value, until, controller, epoch, source)))


def until_key(duration: str, player: int) -> Any:
    """How a continuous effect's duration is stored: "battle", "turn" or ("next_turn", player)."""
    if duration == "until_your_next_turn":
        return ("next_turn", player)
    return duration


def next_random(g: Game, bound: int) -> int:
    """A number in [0, bound) from the game's splitmix64 generator (its state is in the log)."""
    x = (g.s.rng + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    z ^= z >> 31
    g.s.rng = x  # the caller records the resulting rng with its event
    return z % bound


def shuffle(g: Game, player: int) -> None:
    """3-2-4: randomly reorder the deck; the new order and generator state are recorded."""
    saved = g.s.rng
    deck = g.s.players[player].deck[:]
    for i in range(len(deck) - 1, 0, -1):
        j = next_random(g, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    after = g.s.rng
    g.s.rng = saved
    g.emit(("shuffle", player, tuple(deck), after))


def choose_random(g: Game, bound: int) -> int:
    saved = g.s.rng
    value = next_random(g, bound)
    after = g.s.rng
    g.s.rng = saved
    g.emit(("rng", after))
    return value


def yes_no(player: int) -> list[Command]:
    return [Command(player, "yes"), Command(player, "no")]
