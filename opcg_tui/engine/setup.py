"""Starting a game: a new game from two decks (CR 5-2), or a position (scenarios, puzzles).

The header is plain JSON data; `initial_state(header)` is the state every log folds over.
"""

from __future__ import annotations

from ..data.cards import CardDB
from ..data.decks import Deck
from . import ops
from .frames import frame
from .game import Game
from .state import P1, P2, State, empty_state


def new_game(deck1: Deck, deck2: Deck, seed: int = 0, db: CardDB | None = None, *,
             chooser: int | None = None, shuffle: bool = True, record: bool = True) -> Game:
    from ..data.cards import load_cards

    header = {
        "kind": "new_game",
        "decks": [{"id": d.id, "leader": d.leader, "cards": d.card_list()} for d in (deck1, deck2)],
        "seed": seed,
        "chooser": chooser,
        "shuffle": shuffle,
    }
    return game_from_header(header, db if db is not None else load_cards(), record=record)


def from_position(position: dict, db: CardDB, seed: int = 0, record: bool = True) -> Game:
    """A game in the turn player's Main Phase (see spec/scenarios.md); `position` is normalized."""
    header = {"kind": "position", "position": position, "seed": seed}
    return game_from_header(header, db, record=record)


def game_from_header(header: dict, db: CardDB, record: bool = True) -> Game:
    state = initial_state(header, db)
    return Game(state, db, header, record=record).start()


def initial_state(header: dict, db: CardDB) -> State:
    if header["kind"] == "new_game":
        return _new_game_state(header, db)
    return _position_state(header["position"], header.get("seed", 0))


def _new_game_state(header: dict, db: CardDB) -> State:
    import random

    cards: list[str] = []
    owner: list[int] = []
    layout = []
    # Card uids are dealt in a seeded random order, so a uid says nothing of the card behind it
    # (hidden information, 3-2-2); the deck itself starts in the listed order.
    labels = random.Random(header["seed"])
    for player, deck in enumerate(header["decks"]):
        leader = len(cards)
        cards.append(deck["leader"])
        owner.append(player)
        start = len(cards)
        uids = list(range(start, start + len(deck["cards"])))
        labels.shuffle(uids)
        by_uid = dict(zip(uids, deck["cards"]))
        cards.extend(by_uid[u] for u in range(start, start + len(uids)))
        owner.extend([player] * len(uids))
        layout.append((leader, uids))
    s = empty_state(tuple(cards), tuple(owner), header["seed"])
    for player, (leader, deck) in enumerate(layout):
        s.players[player].leader = leader  # 5-2-1-3
        s.players[player].deck = deck  # 5-2-1-2
    s.stack = [("begin_game", header["chooser"], header["shuffle"])]
    return s


@frame("begin_game")
def begin_game(g: Game, chooser: int | None, shuffle: bool) -> None:
    if shuffle:
        for player in (P1, P2):
            ops.shuffle(g, player)  # 5-2-1-2
    if chooser is None:
        chooser = ops.choose_random(g, 2)  # 5-2-1-4: decided by chance
    g.push(("choose_first", chooser))


def _position_state(pos: dict, seed: int) -> State:
    cards: list[str] = []
    owner: list[int] = []

    def new(number: str, player: int) -> int:
        cards.append(number)
        owner.append(player)
        return len(cards) - 1

    placed = []
    for player, name in enumerate(("p1", "p2")):
        spec = pos[name]
        entry: dict = {"leader": new(spec["leader"]["card"], player)}
        entry["chars"] = [new(c["card"], player) for c in spec["characters"]]
        entry["stage"] = new(spec["stage"]["card"], player) if spec["stage"] else None
        for zone in ("hand", "deck", "life", "trash"):
            entry[zone] = [new(n, player) for n in spec[zone]]
        placed.append(entry)
    s = empty_state(tuple(cards), tuple(owner), seed)
    for player, name in enumerate(("p1", "p2")):
        spec, entry, ps = pos[name], placed[player], s.players[player]
        ps.leader = entry["leader"]
        ps.chars = entry["chars"]
        ps.stage = entry["stage"]
        for zone in ("hand", "deck", "life", "trash"):
            setattr(ps, zone, entry[zone])
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
    s.turn_player = P1 if turn % 2 else P2
    s.first_player = P1
    s.phase = "main"
    s.stack = [("main",)]
    return s
