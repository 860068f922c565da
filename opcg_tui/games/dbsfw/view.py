"""What one Fusion World player may see (FW 3-1-2, 3-1-3): the only thing the UI and the AI receive.

A view holds the player's own hand, the open areas of both (Leader and its side, Battle Area,
[Field], Combo Area, Energy Area with its markers, Drop), the counts of the secret areas, and the
prompt's answers only when the prompt is theirs. Never the opponent's hand, a deck's order or Life.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...data.shortname import short_name, told_apart
from ...engine.records import PLAYER_NAMES
from ...engine.view import prompt_view
from . import ops
from .primitives import REGISTRY

if TYPE_CHECKING:
    from ...engine.game import Game


def card_view(g: Game, uid: int) -> dict[str, Any]:
    card = g.card(uid)
    has_power = card.power is not None
    return {
        "uid": uid,
        "number": card.number,
        "name": ops.name(g, uid),  # FW 10-1-3: a Leader's back may have another name (FB03-078: Majin Buu)
        "short": short_name(card.back.name, True) if ops.back_up(g, uid) and card.back.name else card.short,
        "category": card.category,
        "colors": card.colors,
        "cost": ops.cost(g, uid) if card.cost is not None else None,
        "orbs": card.orbs,
        "power": ops.power(g, uid) if has_power else None,
        "power_parts": ops.power_parts(g, uid) if has_power else [],
        "combo_power": ops.combo_power(g, uid) if card.category == "battle" else None,
        "rested": uid in g.s.rested,
        "ki": ops.state(g).ki.get(uid, 0),  # FW 1-12: energy markers under the card
        "under": [g.s.cards[u] for u in ops.state(g).under.get(uid, ())],  # FW 16-2: top first
        "keywords": tuple(k for k in REGISTRY.keywords if ops.has_keyword(g, uid, k)),
    }


def make_view(g: Game, me: int) -> dict[str, Any]:
    s = ops.state(g)
    players = []
    for p in (0, 1):
        ps = s.players[p]
        players.append({
            "name": PLAYER_NAMES[p],
            "leader": card_view(g, ps.leader),
            "side": ps.side,
            "battle": [card_view(g, u) for u in ps.battle],
            "field": card_view(g, ps.field) if ps.field is not None else None,
            "combo": [card_view(g, u) for u in ps.combo],
            "energy": [card_view(g, u) for u in ps.energy],
            "energy_markers": ps.markers,
            "hand": [card_view(g, u) for u in ps.hand] if p == me else None,
            "hand_count": len(ps.hand),
            "deck_count": len(ps.deck),
            "life_count": len(ps.life),
            "drop": [card_view(g, u) for u in ps.drop],
            "decklist": g.decklist(p),  # open decklist: known to both players
        })
    prompt = prompt_view(g, me, card_view)
    battle = None
    b = ops.battle(g)
    if b is not None:
        battle = {"attacker": b.attacker, "guard": b.guard, "blocked": b.blocked,
                  "attacker_power": ops.power(g, b.attacker), "guard_power": ops.power(g, b.guard)}
    return told_apart({
        "me": me,
        "game": g.rules.name,
        "turn": s.turn,
        "phase": s.phase,
        "step": s.step,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "winner": s.winner,
        "reason": s.reason,
        "players": players,
        "prompt": prompt,
        "battle": battle,
        "looking": [card_view(g, u) for u in s.looking.get(me, ())],
    })
