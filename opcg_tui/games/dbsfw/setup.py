"""The initial state of a Fusion World game: a new game from two decks (FW 6-2), or a position."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.records import Frame
from ...engine.setup import deal
from .state import FusionState


def initial_state(header: dict[str, Any], db: Mapping[str, Any]) -> FusionState:
    if header["kind"] == "new_game":
        return _new_game_state(header)
    return _position_state(header["position"], header.get("seed", 0))


def _new_game_state(header: dict[str, Any]) -> FusionState:
    cards, owner, layout = deal(header["decks"], header["seed"])
    s = FusionState(cards, owner, header["seed"])
    for player, (leader, deck) in enumerate(layout):
        s.place(player, "leader", [leader])  # FW 6-2-1-2: front side up
        s.place(player, "deck", deck)
    s.stack = [Frame("begin_game", (header["chooser"], header["shuffle"]))]
    return s


def _position_state(pos: dict[str, Any], seed: int) -> FusionState:
    """A position (spec scenarios-dbsfw.md): the turn player's Main Phase, at its free timing."""
    cards: list[str] = []
    owner: list[int] = []

    def new(number: str, player: int) -> int:
        cards.append(number)
        owner.append(player)
        return len(cards) - 1

    placed = []
    for player, name in enumerate(("p1", "p2")):
        spec = pos[name]
        entry: dict[str, list[int]] = {"leader": [new(spec["leader"]["card"], player)]}
        entry["battle"] = [new(c["card"], player) for c in spec["battle"]]
        entry["field"] = [new(spec["field"]["card"], player)] if spec["field"] else []
        entry["energy"] = [new(c["card"], player) for c in spec["energy"]]
        for zone in ("hand", "deck", "life", "drop"):
            entry[zone] = [new(n, player) for n in spec[zone]]
        placed.append(entry)
    s = FusionState(tuple(cards), tuple(owner), seed)
    for player, name in enumerate(("p1", "p2")):
        spec, entry, ps = pos[name], placed[player], s.players[player]
        for zone, uids in entry.items():
            s.place(player, zone, uids)
        rested = [(entry["leader"][0], spec["leader"]), *zip(entry["battle"], spec["battle"]),
                  *zip(entry["field"], [spec["field"]] if spec["field"] else []), *zip(entry["energy"], spec["energy"])]
        s.rested |= {uid for uid, info in rested if info.get("rested")}
        s.ki.update((uid, info["ki"]) for uid, info in rested if info.get("ki"))
        ps.side = spec["leader"].get("side", "front")
        ps.markers = spec["energy_markers"]
    turn = pos["turn"]
    s.turn = turn
    s.turn_player = 0 if turn % 2 else 1
    s.first_player = 0
    s.phase = "main"
    s.stack = [Frame("main")]
    return s
