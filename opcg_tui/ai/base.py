"""The one interface of every computer player, and the `random` level."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any, NamedTuple, Protocol

from ..engine import Command, Game


class SeatView(Mapping):
    """What a computer player receives: `view(seat)`, built only when read.

    Besides the view's keys it answers `position`: the game as this seat knows it, every hidden
    card replaced by the unknown card (`Game.redacted`), for players that search.
    """

    def __init__(self, game: Game, seat: int) -> None:
        self._game, self._seat = game, seat
        self._data: dict | None = None

    def _view(self) -> dict:
        if self._data is None:
            self._data = self._game.view(self._seat)
        return self._data

    def __getitem__(self, key: str) -> Any:
        if key == "position":
            return self._game.redacted(self._seat)
        return self._view()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._view())

    def __len__(self) -> int:
        return len(self._view())


class Decision(NamedTuple):
    """A computer player's answer and why, in a few words from what its decision found ("lethal this
    turn against every defence", "keeps Life at 2"): nothing its seat's view does not show."""

    command: Command
    reason: str = ""


ONLY = "the only answer"


class Tally(NamedTuple):
    """A searched answer's playouts: how many, won, lost, and their mean score."""

    played: int
    won: int
    lost: int
    mean: float


# A first idea a search departed from, in words ("+1.2 over attacking").
DOING = {"play": "playing", "activate": "the effect", "give": "giving DON!!", "attack": "attacking",
         "end": "ending the turn", "block": "blocking", "no-block": "not blocking", "counter": "countering",
         "pass": "passing", "charge": "charging", "combo": "the combo", "use": "the Extra"}


def ahead(pick: Tally, first: Tally, chosen: Command, first_idea: Command) -> str:
    """How a search's choice did against its first idea: playouts won, else lost, else the mean score."""
    doing = DOING.get(first_idea.kind, "its first idea") if first_idea.kind != chosen.kind else "its first idea"
    for word, a, b in (("won", pick.won, first.won), ("lost", pick.lost, first.lost)):
        if a * first.played != b * pick.played:
            return f"{word} {a} of {pick.played} playouts, {doing} {b} of {first.played}"
    return f"{pick.mean - first.mean:+.1f} over {doing} in {pick.played} playouts"


class Player(Protocol):
    """Given what its seat may see and the legal answers of its prompt, return one of them (`decision`:
    with its reason; `decide`: the answer alone, for those that only play)."""

    name: str

    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision: ...

    def decide(self, view: Mapping[str, Any], options: list[Command]) -> Command: ...


class Reasoning:
    """A player's `decide`: its `decision`'s answer."""

    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision:
        raise NotImplementedError

    def decide(self, view: Mapping[str, Any], options: list[Command]) -> Command:
        return self.decision(view, options).command


class RandomPlayer(Reasoning):
    """Uniform over the legal answers (conceding excluded: it would end every game at once)."""

    name = "random"

    def __init__(self, seed: int = 0, **_: Any) -> None:
        self.rng = random.Random(seed)

    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision:
        choices = [c for c in options if c.kind != "concede"] or options
        return Decision(choices[self.rng.randrange(len(choices))], "at random")


PLAYERS: dict[str, Callable[..., Player]] = {"random": RandomPlayer}
# Another game's levels, by its game key (ONE PIECE's are PLAYERS): each game reads its own views.
GAME_PLAYERS: dict[str, dict[str, Callable[..., Player]]] = {}


def player_kinds(game: str = "opcg") -> list[str]:
    return list(GAME_PLAYERS.get(game, PLAYERS))


def make_player(kind: str, seed: int = 0, budget_ms: int | None = None, game: str = "opcg") -> Player:
    table = GAME_PLAYERS.get(game, PLAYERS)
    try:
        factory = table[kind]
    except KeyError:
        raise ValueError(f"unknown player '{kind}' (known: {', '.join(table)})") from None
    return factory(seed=seed, budget_ms=budget_ms)
