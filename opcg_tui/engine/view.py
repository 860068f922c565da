"""What one player may see (3-1-4, 3-1-5, 11-3): the only thing the UI and the AI receive.

A view is plain data. It holds the player's own hand, both open areas, the counts of secret
areas, face-up Life, the cards that player is looking at, and the prompt's answers only when
the prompt is theirs. It never holds the opponent's hand, any deck order or face-down Life.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import ops
from .state import PLAYER_NAMES, Event

if TYPE_CHECKING:
    from .game import Game


def card_view(g: Game, uid: int) -> dict[str, Any]:
    card = g.card(uid)
    s = g.s
    return {
        "uid": uid,
        "number": card.number,
        "name": card.name,
        "category": card.category,
        "colors": card.colors,
        "cost": ops.cost(g, uid) if card.cost is not None else None,
        "power": ops.power(g, uid) if card.power is not None else None,
        "power_parts": ops.power_parts(g, uid) if card.power is not None else [],
        "counter": card.counter,
        "rested": uid in s.rested,
        "don": s.given.get(uid, 0),
        "fresh": uid in s.fresh,
        "keywords": tuple(k for k in ("rush", "rush_character", "double_attack", "banish", "blocker", "unblockable")
                          if ops.has_keyword(g, uid, k)),
    }


def make_view(g: Game, me: int) -> dict[str, Any]:
    s = g.s
    players = []
    for p in (0, 1):
        ps = s.players[p]
        given = sum(n for uid, n in s.given.items() if s.owner[uid] == p)
        players.append({
            "name": PLAYER_NAMES[p],
            "leader": card_view(g, ps.leader),
            "characters": [card_view(g, u) for u in ps.chars],
            "stage": card_view(g, ps.stage) if ps.stage is not None else None,
            "hand": [card_view(g, u) for u in ps.hand] if p == me else None,
            "hand_count": len(ps.hand),
            "deck_count": len(ps.deck),
            "life_count": len(ps.life),
            "life_faceup": [(i, card_view(g, u)) for i, u in enumerate(ps.life) if u in s.faceup],
            "trash": [card_view(g, u) for u in ps.trash],
            "don_deck": ps.don_deck,
            "don_active": ps.don_active,
            "don_rested": ps.don_rested,
            "don_given": given,
            "decklist": g.decklist(p),  # open decklist: known to both players
        })
    prompt = None
    if s.prompt is not None:
        pr = s.prompt
        prompt = {"player": pr.player, "kind": pr.kind, "text": pr.text}
        if pr.player == me:
            prompt["options"] = list(pr.options)
            prompt["cards"] = [card_view(g, u) for u in pr.cards]
    battle = None
    if s.battle is not None:
        b = s.battle
        battle = {
            "attacker": b["attacker"], "target": b["target"], "blocked": b["blocked"],
            "attacker_power": ops.power(g, b["attacker"]), "target_power": ops.power(g, b["target"]),
        }
    return {
        "me": me,
        "turn": s.turn,
        "phase": s.phase,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "winner": s.winner,
        "reason": s.reason,
        "players": players,
        "prompt": prompt,
        "battle": battle,
        "looking": [card_view(g, u) for u in s.looking.get(me, ())],
    }


OPEN_ZONES = frozenset({"trash", "chars", "stage", "leader", "limbo"})
CONTROL_EVENTS = frozenset({"push", "pop", "prompt", "rng", "pending"})


def sees_card_in(g: Game, uid: int, zone: str, me: int) -> bool:
    """3-1-5: open areas are seen by both; a hand by its owner; a deck by nobody."""
    return zone in OPEN_ZONES or zone == "hand" and g.s.owner[uid] == me


def visible_event(g: Game, ev: Event, me: int) -> Event | None:
    """The event as `me` may see it, or None for engine bookkeeping.

    A card moving between areas `me` cannot see keeps only its areas and owner: no uid, no number.
    """
    kind = ev[0]
    if kind in CONTROL_EVENTS:
        return None
    if kind == "move":
        _, uid, src, dst, where = ev
        if sees_card_in(g, uid, src, me) or sees_card_in(g, uid, dst, me):
            return ev
        return ("move", None, src, dst, where, g.s.owner[uid])
    if kind == "shuffle":
        return ("shuffle", ev[1])
    if kind == "look":
        return ev if ev[1] == me else ("look", ev[1], len(ev[2]))
    if kind == "answer" and ev[1].player != me and ev[1].kind == "choose":
        return ("answer", ev[1]._replace(args=()), ev[2])
    return ev


def visible_log(g: Game, me: int, start: int = 0) -> list[Event]:
    return [v for v in (visible_event(g, ev, me) for ev in g.log[start:]) if v is not None]
