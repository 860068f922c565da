"""What one ONE PIECE player may see (3-1-4, 3-1-5, 11-3): the only thing the UI and the AI receive.

A view is plain data. It holds the player's own hand, both open areas, the counts of secret
areas, face-up Life, the cards that player is looking at, and the prompt's answers only when
the prompt is theirs. It never holds the opponent's hand, any deck order or face-down Life.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...data.shortname import told_apart
from ...engine.records import PLAYER_NAMES
from ...engine.view import prompt_view
from . import ops
from .playing import activation_idle
from .primitives import REGISTRY

if TYPE_CHECKING:
    from ...engine.game import Game


def card_view(g: Game, uid: int) -> dict[str, Any]:
    card = g.card(uid)
    s = g.s
    return {
        "uid": uid,
        "number": card.number,
        "name": card.name,
        "short": card.short,
        "category": card.category,
        "colors": card.colors,
        "cost": ops.cost(g, uid) if card.cost is not None else None,
        "power": ops.power(g, uid) if card.power is not None else None,
        "power_parts": ops.power_parts(g, uid) if card.power is not None else [],
        "counter": card.counter,
        "rested": uid in s.rested,
        "don": ops.given(g, uid),
        "fresh": uid in s.fresh,
        "keywords": tuple(k for k in REGISTRY.keywords if ops.has_keyword(g, uid, k)),
    }


def make_view(g: Game, me: int) -> dict[str, Any]:
    s = ops.state(g)
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
    prompt = prompt_view(g, me, card_view)
    if prompt is not None and prompt["kind"] == "main" and "options" in prompt:
        # [Activate: Main] effects that would change nothing now: offered (their cost may be paid), told so.
        prompt["idle"] = [o.args[0] for o in prompt["options"]
                          if o.kind == "activate" and activation_idle(g, me, o.args[0])]
    battle = None
    if s.battle is not None:
        b = s.battle
        battle = {
            "attacker": b.attacker, "target": b.target, "blocked": b.blocked,
            "attacker_power": ops.power(g, b.attacker), "target_power": ops.power(g, b.target),
        }
    return told_apart({
        "me": me,
        "game": g.rules.name,
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
    })
