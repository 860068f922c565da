"""Starting a game: from two decks, or from a position (scenarios, puzzles), in any ruleset.

The header is plain JSON data naming its game (`game`, `opcg` by default); `initial_state(header)`
is the state every log folds over, built by that game's ruleset.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Protocol

from .game import Game
from .rulesets import DEFAULT_GAME, header_game, ruleset
from .state import State


class DeckLike(Protocol):
    id: str
    leader: str

    def card_list(self) -> list[str]: ...


def new_game(deck1: DeckLike, deck2: DeckLike, seed: int = 0, db: Mapping[str, Any] | None = None, *,
             chooser: int | None = None, shuffle: bool = True, record: bool = True,
             game: str = DEFAULT_GAME) -> Game:
    rules = ruleset(game)
    header: dict[str, Any] = {
        "game": game,
        "kind": "new_game",
        "decks": [{"id": d.id, "leader": d.leader, "cards": d.card_list()} for d in (deck1, deck2)],
        "seed": seed,
        "chooser": chooser,
        "shuffle": shuffle,
    }
    return game_from_header(header, db if db is not None else rules.load_cards(), record=record)


def from_position(position: dict[str, Any], db: Mapping[str, Any], seed: int = 0, record: bool = True,
                  game: str = DEFAULT_GAME) -> Game:
    """A game in the turn player's Main Phase (see spec/scenarios.md); `position` is normalized."""
    header = {"game": game, "kind": "position", "position": position, "seed": seed}
    return game_from_header(header, db, record=record)


def game_from_header(header: dict[str, Any], db: Mapping[str, Any], record: bool = True) -> Game:
    state = initial_state(header, db)
    return Game(state, db, header, record=record).start()


def initial_state(header: dict[str, Any], db: Mapping[str, Any]) -> State[Any]:
    return ruleset(header_game(header)).initial_state(header, db)


def deal(decks: list[dict[str, Any]], seed: int) -> tuple[tuple[str, ...], tuple[int, ...], list[tuple[int, list[int]]]]:
    """The cards of a new game from the header's two decks: every card's number and owner by uid, and
    each player's (Leader uid, deck uids in the listed order).

    Card uids are dealt in a seeded random order, so a uid says nothing of the card behind it (hidden
    information: CR 3-2-2, FW 3-2-2); the deck itself starts in the listed order.
    """
    cards: list[str] = []
    owner: list[int] = []
    layout = []
    labels = random.Random(seed)
    for player, deck in enumerate(decks):
        leader = len(cards)
        cards.append(deck["leader"])
        owner.append(player)
        start = len(cards)
        uids = list(range(start, start + len(deck["cards"])))
        labels.shuffle(uids)
        by_uid = dict(zip(uids, deck["cards"], strict=True))
        cards.extend(by_uid[u] for u in range(start, start + len(uids)))
        owner.extend([player] * len(uids))
        layout.append((leader, uids))
    return tuple(cards), tuple(owner), layout
