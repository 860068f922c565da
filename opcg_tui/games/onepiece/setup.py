"""The initial state of a ONE PIECE game: a new game from two decks (CR 5-2), or a position."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...data.decks import Deck
from ...engine.records import Frame
from ...engine.setup import deal
from .decks import deck_problems
from .scenario import position_problem
from .state import OnePieceState


def header_problem(header: Mapping[str, Any], db: Mapping[str, Any]) -> str:
    """Why a header read from a log is not a legal game ('' when it is): two legal decks (a Leader
    with its Life, 50 cards), a whole-number seed, chooser p1, p2 or none; or a position a
    scenario could set up."""
    if not isinstance(header.get("seed", 0), int) or isinstance(header.get("seed"), bool):
        return "'seed' must be a whole number"
    if header.get("kind") == "position":
        return position_problem(header.get("position"), db)
    if header.get("kind") != "new_game":
        return f"unknown kind of game {header.get('kind')!r} (known: new_game, position)"
    if header.get("chooser") not in (None, 0, 1) or isinstance(header.get("chooser"), bool):
        return "'chooser' must be 0 (p1), 1 (p2) or null"
    if not isinstance(header.get("shuffle"), bool):
        return "'shuffle' must be true or false"
    decks = header.get("decks")
    if not isinstance(decks, list) or len(decks) != 2:
        return "'decks' must hold the two players' decks"
    for player, raw in enumerate(decks, 1):
        if not isinstance(raw, dict) or not all(isinstance(raw.get(k), str) for k in ("id", "leader")) \
                or not isinstance(raw.get("cards"), list) or not all(isinstance(c, str) for c in raw["cards"]):
            return f"deck {player} must have an id, a leader and a list of card numbers"
        counts: dict[str, int] = {}
        for number in raw["cards"]:
            counts[number] = counts.get(number, 0) + 1
        deck = Deck(raw["id"], raw["id"], raw["leader"], tuple(counts.items()))
        problems = deck_problems(deck, db)  # type: ignore[arg-type]
        if problems:
            return f"deck {player} ({raw['id']}) is not a legal deck: " + "; ".join(problems)
    return ""


def initial_state(header: dict[str, Any], db: Mapping[str, Any]) -> OnePieceState:
    if header["kind"] == "new_game":
        return _new_game_state(header)
    return _position_state(header["position"], header.get("seed", 0))


def _new_game_state(header: dict[str, Any]) -> OnePieceState:
    cards, owner, layout = deal(header["decks"], header["seed"])
    s = OnePieceState(cards, owner, header["seed"])
    for player, (leader, deck) in enumerate(layout):
        s.place(player, "leader", [leader])  # 5-2-1-3
        s.place(player, "deck", deck)  # 5-2-1-2
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
