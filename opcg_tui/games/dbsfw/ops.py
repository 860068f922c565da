"""What a Fusion World card is now (power, combo power, cost, keywords) and the operations of play
that are this game's own (moving cards, paying energy). Chance, drawing and resting are the core's
(engine/basics.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import continuous
from ...engine.records import Move, Rest
from .energy import MARKER
from .state import Battle, FusionState, MarkerPaid, MarkersChanged

if TYPE_CHECKING:
    from ...engine.game import Game


def state(g: Game) -> FusionState:
    s: FusionState = g.s  # type: ignore[assignment]
    return s


def battle(g: Game) -> Battle | None:
    b: Battle | None = g.s.battle
    return b


def base_power(g: Game, uid: int) -> int:
    """The power on the face-up side (FW 10-1-3)."""
    card = g.card(uid)
    if card.back is not None and state(g).players[g.s.owner[uid]].leader == uid \
            and state(g).players[g.s.owner[uid]].side == "back":
        return int(card.back.power)
    return int(card.power or 0)


def back_up(g: Game, uid: int) -> bool:
    """A Leader flipped to its back side (FW 10-1-3, 14-7)."""
    ps = state(g).players[g.s.owner[uid]]
    return g.card(uid).back is not None and ps.leader == uid and ps.side == "back"


def name(g: Game, uid: int) -> str:
    """The card name on the face-up side (FW 10-1-3): a Leader's back may have another (FB03-078 Babidi's back
    is <Majin Buu>); it is the same card (10-1-3-1). A card that "has all card names" (FP-030) has every text in it."""
    card = g.card(uid)
    found = card.back.name or card.name if back_up(g, uid) else card.name
    return AllNames(found) if has_everything(card) else found


def traits(g: Game, uid: int) -> tuple[str, ...]:
    """The special traits on the face-up side (FW 10-1-3, 2-8); every trait of a card that "has all … special
    traits" (FP-030)."""
    card = g.card(uid)
    back = card.back.traits if back_up(g, uid) else None
    found = card.traits if back is None else back
    return AllTraits(found) if has_everything(card) else found


class AllNames(str):
    """The name of a card that "has all card names" (FP-030, FW 2-3): any text is in it ("<DA> in its card name")."""

    def __contains__(self, other: object) -> bool:
        return True


class AllTraits(tuple):  # type: ignore[type-arg]
    """The special traits of a card that "has all … special traits" (FP-030, FW 2-8): it has every one."""

    def __contains__(self, other: object) -> bool:
        return True


def has_everything(card: Any) -> bool:
    """A [Permanent] of the card: "This card has all card names and special traits, and all of your energy is treated
    as all colors" (FP-030, an event Leader: in play from the start, read from the card)."""
    return any(a.name == "all_names_traits_colours" for e in card.permanents for a in e.actions)


def named(g: Game, uid: int, ref: str) -> bool:
    """"<ref>" refers to this card (FW 2-3-1-1: the whole name; 2-3-3: or one part of a name holding "/",
    <Android 17> refers to <Android 17/Android 18>), on its face-up side, or to a name it "is also treated as" in
    all areas (FB03-048: `also_named`)."""
    full = name(g, uid)
    return ref == full or ref in full.split("/") or ref in also_named(g.card(uid)) or isinstance(full, AllNames)


def also_named(card: Any) -> tuple[str, ...]:
    """The names a [Permanent] of the card says "This card's name is also treated as <A> and <B> in all areas" (FW 2-3,
    FB03-048): valid in every area, so read from the card itself."""
    return tuple(n for e in card.permanents for a in e.actions if a.name == "also_named" for n in a.value)


def power(g: Game, uid: int) -> int:
    """FW 2-6-2: power can be negative; combo power is part of it only in the Damage Step (FW 8-4-4)."""
    return continuous.value(g, uid, "power", base_power(g, uid))


def power_parts(g: Game, uid: int) -> list[tuple[str, int]]:
    return continuous.parts(g, uid, "power", base_power(g, uid))


def combo_power(g: Game, uid: int) -> int:
    """FW 2-7; a Battle Card whose data shows none has 0 (FAQ Q210, scenarios-dbsfw.md)."""
    return continuous.value(g, uid, "combo_power", g.card(uid).combo_power or 0)


def cost(g: Game, uid: int) -> int:
    """The total cost with every effect applied (FW 1-2-2; never below 0, FW 0-2-9)."""
    return max(continuous.value(g, uid, "cost", g.card(uid).cost or 0), 0)


def has_keyword(g: Game, uid: int, keyword: str) -> bool:
    card = g.card(uid)
    printed = card.keywords
    if card.back is not None and state(g).players[g.s.owner[uid]].side == "back":
        printed = card.back.keywords  # FW 10-1-3: only the face-up side's information counts
    return keyword in continuous.keywords(g, uid, printed)


def move(g: Game, uid: int, dst: str, where: str = "top") -> None:
    g.emit(Move("move", uid, g.s.area(uid), dst, where))


def pay(g: Game, payment: tuple[Any, ...], card: tuple[int, int] | None = None) -> None:
    """Rest the energy cards of a payment; remove its markers from the game (FW 5-3-1, 1-11-2). `card`: the
    (card, epoch) whose use or skill the payment is for — whether a marker was removed is recorded for it
    ("If you removed an energy marker to use this card / for this skill")."""
    markers: dict[int, int] = {}
    for item in payment:
        if isinstance(item, tuple) and item[0] == MARKER:
            markers[item[1]] = markers.get(item[1], 0) + 1
        else:
            g.emit(Rest("rest", item))
    for player, n in markers.items():
        g.emit(MarkersChanged("markers", player, -n))
    if card is not None and (markers or card[0] in state(g).marker_paid):
        g.emit(MarkerPaid("marker_paid", card[0], card[1], bool(markers)))


def marker_paid(g: Game, uid: int) -> bool:
    """The last payment for this card's use or skill, as the card is now, removed an energy marker (FW 1-11-2)."""
    return state(g).marker_paid.get(uid) == g.s.epoch[uid]


def happened(g: Game, what: str, player: int) -> list[int]:
    """The cards of this turn's records of `what` for `player` (state.FusionState.happened)."""
    return [h[3] for h in state(g).happened if h[0] == g.s.turn and h[1] == what and h[2] == player]


def play_cost(g: Game, uid: int) -> tuple[int, tuple[str, ...]]:
    """The energy to play a Battle Card from the hand (FW 5-5-2-2): its total and specified cost, none where a
    [Permanent] lets it be played without paying its cost (layer "allow": play_free, FB02-085)."""
    if "play_free" in (v for v, _ in continuous.contributions(g, uid, "allow")):
        return 0, ()
    return hand_cost(g, uid)


def hand_cost(g: Game, uid: int) -> tuple[int, tuple[str, ...]]:
    """A card's total and specified cost in the hand with the [Permanent]s that lower it there by a specified
    orb and a number (layer "less:use", FB02-072): a specified cost reduced reduces the total by as much
    (FW 1-2-3-2); neither goes below 0 (FW 0-2-9)."""
    total, orbs = cost(g, uid), list(g.card(uid).orbs)
    for (orb, n), _ in continuous.contributions(g, uid, "less:use"):
        if orb in orbs:
            orbs.remove(orb)
            total -= 1
        total = max(total - n, 0)
    return total, tuple(orbs)
