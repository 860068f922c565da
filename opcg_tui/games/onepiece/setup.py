"""The initial state of a ONE PIECE game: a new game from two decks (CR 5-2), or a position."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.records import Frame
from ...engine.setup import deal
from .decks import don_deck_size
from .state import OnePieceState


def initial_state(header: dict[str, Any], db: Mapping[str, Any]) -> OnePieceState:
    if header["kind"] == "new_game":
        return _new_game_state(header, db)
    return _position_state(header["position"], header.get("seed", 0))


def _new_game_state(header: dict[str, Any], db: Mapping[str, Any]) -> OnePieceState:
    cards, owner, layout = deal(header["decks"], header["seed"])
    s = OnePieceState(cards, owner, header["seed"])
    for player, (leader, deck) in enumerate(layout):
        s.place(player, "leader", [leader])  # 5-2-1-3
        s.place(player, "deck", deck)  # 5-2-1-2
        s.players[player].don_deck = don_deck_size(db.get(cards[leader]))  # 5-1-2, 5-1-2-4
    s.stack = [Frame("begin_game", (header["chooser"], header["shuffle"]))]
    return s


def _position_state(pos: dict[str, Any], seed: int) -> OnePieceState:
    cards: list[str] = []
    owner: list[int] = []

    def new(number: str, player: int) -> int:
        cards.append(number)
        owner.append(player)
        return len(cards) - 1

    placed = []
    for player, name in enumerate(("p1", "p2")):
        spec = pos[name]
        entry: dict[str, Any] = {"leader": [new(spec["leader"]["card"], player)]}
        entry["chars"] = [new(c["card"], player) for c in spec["characters"]]
        entry["stage"] = [new(spec["stage"]["card"], player)] if spec["stage"] else []
        for zone in ("hand", "deck", "life", "trash"):
            entry[zone] = [new(n, player) for n in spec[zone]]
        placed.append(entry)
    s = OnePieceState(tuple(cards), tuple(owner), seed)
    for player, name in enumerate(("p1", "p2")):
        spec, entry, ps = pos[name], placed[player], s.players[player]
        for zone, uids in entry.items():
            s.place(player, zone, uids)
        for uid, info in [(ps.leader, spec["leader"]), *zip(ps.chars, spec["characters"])]:
            if info.get("rested"):
                s.rested.add(uid)
            if info.get("don"):
                s.given[uid] = info["don"]
            if info.get("fresh"):
                s.fresh.add(uid)
        if spec["stage"] and spec["stage"].get("rested"):
            s.rested.add(ps.stage)
        ps.don_active = spec["don"]
        ps.don_rested = spec["don_rested"]
        ps.don_deck = spec["don_deck"]
    turn = pos["turn"]
    s.turn = turn
    s.turn_player = 0 if turn % 2 else 1
    s.first_player = 0
    s.phase = "main"
    s.stack = [Frame("main")]
    return s
