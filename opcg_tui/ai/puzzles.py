"""The puzzle suite (tests/ai/puzzles, docs/puzzles.md): scenario positions with a stated result for
this turn, proved by exhaustive search, and the share of them each computer level solves."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..data.yamlfile import DataError
from ..engine import Command, Game
from ..scenario import Puzzle, Scenario, load_scenario, play_step, scenario_files, start_game
from .exhaustive import ExhaustivePlayer, Proof, attempt, known_worlds, prove

KINDS = ("lethal", "survive", "blunder")


@dataclass
class Position:
    """A puzzle ready to solve: the game after the scenario's lead-in, and its losing answers."""

    scenario: Scenario
    puzzle: Puzzle
    game: Game
    losing: list[Command]

    @property
    def name(self) -> str:
        return self.scenario.path.stem


def load_position(path: Path, db: Mapping[str, Any]) -> Position:
    """Read a puzzle file and play its lead-in (a DataError names the file and line when it cannot)."""
    sc = load_scenario(path, db)
    if sc.puzzle is None:
        raise DataError(path, None, "not a puzzle: it has no 'puzzle:' block")
    game = start_game(sc, db)
    for step in sc.steps[:sc.puzzle.after]:
        problem = play_step(game, step)
        if problem or step.player is None:
            raise DataError(path, step.line, f"the puzzle's lead-in: {problem or 'a check step is no lead-in'}")
    losing = []
    for answer in sc.puzzle.losing:
        try:
            cmd = game.rules.scenario.parse_answer(game, sc.puzzle.side, answer)
        except ValueError as exc:
            raise DataError(path, None, f"puzzle: losing answer '{answer}': {exc}") from None
        if cmd not in game.legal():
            raise DataError(path, None, f"puzzle: losing answer '{answer}' is not legal at the puzzle's start")
        losing.append(cmd)
    return Position(sc, sc.puzzle, game, losing)


def load_suite(folder: Path, db: Mapping[str, Any]) -> list[Position]:
    return [load_position(path, db) for path in scenario_files([folder])]


def check(position: Position) -> Proof:
    """Prove the puzzle has its stated solution (exhaustive search)."""
    return prove(position.game, position.puzzle, position.losing)


def solves(position: Position, make: Callable[[Puzzle], Any]) -> bool:
    """Does a player from `make(puzzle)`, deciding for the puzzle's side, reach the stated result
    against the exhaustive search's best answers, in every world its view allows? (The opponent's
    hidden cards are part of its defence; for a blunder, reaching the goal means not blundering.)"""
    return all(attempt(world, position.puzzle, make(position.puzzle))
               for world in known_worlds(position.game, position.puzzle.side))


def perfect(puzzle: Puzzle) -> ExhaustivePlayer:
    """The exhaustive search as a player of the puzzle's side (it solves every sound puzzle)."""
    return ExhaustivePlayer(puzzle.goal)


@dataclass
class Rates:
    """What one player solved, by kind."""

    solved: dict[str, int]
    total: dict[str, int]
    failed: list[str]

    def rate(self, kind: str) -> float:
        return self.solved[kind] / self.total[kind] if self.total[kind] else 0.0


def solve_rates(positions: list[Position], make: Callable[[Puzzle], Any]) -> Rates:
    """Play every puzzle with fresh players from `make(puzzle)`: the solved share per kind."""
    rates = Rates({k: 0 for k in KINDS}, {k: 0 for k in KINDS}, [])
    for position in positions:
        kind = position.puzzle.kind
        rates.total[kind] += 1
        if solves(position, make):
            rates.solved[kind] += 1
        else:
            rates.failed.append(position.name)
    return rates
