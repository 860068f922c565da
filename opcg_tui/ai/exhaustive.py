"""Exhaustive search over the rest of a turn: what one side can force before the turn ends.

It proves the puzzle suite (tests/ai/puzzles, docs/puzzles.md) and measures the computer levels on
it (bench/ai.py); it lives with the players because it is one (`ExhaustivePlayer`, a perfect
one-turn solver that reads only its view) and a planner may call it to look for lethal.

Hidden information is searched, not sampled: the side knows only its view, so the search runs
over every *world* consistent with it (each owner's hidden cards dealt in every distinct way
from the open decklist minus the cards the side sees). A node is a set of worlds the side cannot
tell apart; the side picks one answer for all of them, the opponent answers in each world as it
likes (it is assumed to see everything, which only makes a proof stronger), and the results are
split again by what the side sees. Positions met again are looked up by their state signature.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import Command, Game
from ..scenario import Puzzle
from .base import Decision, Reasoning

MAX_WORLDS = 64  # a puzzle whose hidden cards can lie in more ways is too big to prove
MAX_NODES = 300_000  # search nodes per proof (a puzzle needing more is too big for the suite)
MAX_DECISIONS = 500  # safety bound on one attempt at a puzzle


class Unsearchable(Exception):
    """The position has more worlds or nodes than the search may visit, or worlds it cannot deal."""


def reached(game: Game, side: int, goal: str, turn: int) -> bool | None:
    """Whether `side` reached `goal` ("win": won this turn; "survive": did not lose it), once that is
    decided: the game is over or the turn ended (what happens after it, a draw from an empty deck
    at the start of the next turn included, does not count). None while the turn goes on."""
    if game.s.turn != turn:
        return goal == "survive"
    winner = game.s.winner
    if winner is not None:
        return winner == side if goal == "win" else winner != 1 - side  # a draw (2) survives, never wins
    return None


# ---------------------------------------------------------------- worlds
def worlds(known: Game, seat: int, decklists: tuple[list[str], list[str]]) -> list[Game]:
    """Every position `known` (a game as `seat` knows it: `Game.redacted`) may be: each owner's hidden
    cards dealt from its open decklist minus the cards `seat` sees, once per distinct deal (the
    order of a hand does not count; the order of Life and deck does)."""
    s = known.s
    hidden = known.hidden_from(seat)
    leaders = {ps.leader for ps in s.players}
    deals_by_owner: list[list[dict[int, str]]] = []
    for owner in (0, 1):
        mine = [u for u in hidden if s.owner[u] == owner]
        unseen = set(mine)
        seen = Counter(s.cards[u] for u in range(len(s.cards))
                       if s.owner[u] == owner and u not in leaders and u not in unseen)
        pool = Counter(decklists[owner]) - seen
        if sum(pool.values()) != len(mine):
            raise Unsearchable(f"p{owner + 1}'s open decklist does not account for its {len(mine)} hidden cards")
        hand = [u for u in mine if s.area(u) == "hand"]
        rest = [u for u in mine if s.area(u) != "hand"]
        deals_by_owner.append([dict(zip(hand + rest, h + r)) for h, r in _deals(pool, len(hand))])
    prompt = known.waiting
    if prompt is not None and prompt.player != seat and len(deals_by_owner[prompt.player]) > 1:
        # The awaited prompt was made from the real hidden cards: it cannot be dealt again.
        raise Unsearchable(f"p{prompt.player + 1} answers a prompt made from cards p{seat + 1} cannot see: "
                           f"start where p{seat + 1} answers, or give p{prompt.player + 1}'s hidden areas one card")
    count = len(deals_by_owner[0]) * len(deals_by_owner[1])
    if count > MAX_WORLDS:
        raise Unsearchable(f"the hidden cards can lie in {count} ways (at most {MAX_WORLDS} are searched)")
    return [known.with_cards({**a, **b}) for a in deals_by_owner[0] for b in deals_by_owner[1]]


def _deals(pool: Counter[str], hand: int) -> Iterator[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Each distinct (hand as a sorted multiset, the rest in order) dealt from `pool`."""
    made = 0
    for cards in _multisets(sorted(pool.items()), hand):
        for order in _arrangements(pool - Counter(cards)):
            made += 1
            if made > MAX_WORLDS:
                raise Unsearchable(f"the hidden cards can lie in more than {MAX_WORLDS} ways")
            yield cards, order


def _multisets(items: list[tuple[str, int]], k: int) -> Iterator[tuple[str, ...]]:
    if k == 0:
        yield ()
        return
    if not items:
        return
    (card, n), rest = items[0], items[1:]
    for take in range(min(n, k), -1, -1):
        for tail in _multisets(rest, k - take):
            yield (card,) * take + tail


def _arrangements(pool: Counter[str]) -> Iterator[tuple[str, ...]]:
    if not +pool:
        yield ()
        return
    for card in sorted(pool):
        if pool[card]:
            pool[card] -= 1
            for tail in _arrangements(pool):
                yield (card, *tail)
            pool[card] += 1


# ---------------------------------------------------------------- the search
class Search:
    """What `side` can force toward `goal` before turn `turn` ends, over sets of worlds it cannot
    tell apart. The table of proven positions is kept between calls."""

    def __init__(self, side: int, goal: str, turn: int, max_nodes: int = MAX_NODES) -> None:
        self.side, self.goal, self.turn, self.max_nodes = side, goal, turn, max_nodes
        self.table: dict[frozenset[Any], bool] = {}
        self.nodes = 0

    def wins(self, worlds: list[Game]) -> bool:
        """Can the side force its goal from these worlds (all of which look the same to it)?"""
        first = worlds[0]
        done = reached(first, self.side, self.goal, self.turn)
        if done is not None:  # the worlds look the same to the side: winner and turn too
            return done
        key = frozenset(g.s.signature() for g in worlds)
        known = self.table.get(key)
        if known is not None:
            return known
        self.table[key] = False  # met again on its own line: a loop the side cannot count on
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise Unsearchable(f"more than {self.max_nodes} positions")
        if first.waiting is not None and first.waiting.player == self.side:
            result = any(self.wins_after(worlds, cmd) for cmd in self.options(worlds))
        else:
            result = all(self.wins(part) for part in self.split(
                [self.after(g, cmd) for g in worlds for cmd in _answers(g)]))
        self.table[key] = result
        return result

    def options(self, worlds: list[Game]) -> list[Command]:
        """The side's answers (legal in every world; it sees the same prompt in all)."""
        mine = _answers(worlds[0])
        for g in worlds[1:]:
            legal = set(g.legal())
            mine = [c for c in mine if c in legal]
        return mine

    def wins_after(self, worlds: list[Game], cmd: Command) -> bool:
        """Does the side still force its goal after answering `cmd` in every world?"""
        return all(self.wins(part) for part in self.split([self.after(g, cmd) for g in worlds]))

    @staticmethod
    def after(game: Game, cmd: Command) -> Game:
        child = game.clone(record=False)
        child.apply(cmd)
        return child

    def split(self, games: list[Game]) -> list[list[Game]]:
        """Group positions by what the side sees of them (equal positions once)."""
        if len(games) == 1:
            return [games]
        parts: dict[str, dict[Any, Game]] = {}
        for g in games:
            parts.setdefault(repr(g.view(self.side)), {}).setdefault(g.s.signature(), g)
        return [list(part.values()) for part in parts.values()]

    def refutation(self, game: Game) -> Command:
        """The opponent's answer in the real `game` after which the side cannot force its goal (the
        first answer when the side forces it after every one)."""
        answers = _answers(game)
        return next((cmd for cmd in answers if not self.wins([self.after(game, cmd)])), answers[0])


def _answers(game: Game) -> list[Command]:
    """The answers of the awaited prompt, conceding left out."""
    return [c for c in game.legal() if c.kind != "concede"]


def known_worlds(game: Game, seat: int) -> list[Game]:
    """The worlds `seat` cannot tell from the real `game` (read through its redacted position)."""
    return worlds(game.redacted(seat), seat, (game.decklist(0), game.decklist(1)))


# ---------------------------------------------------------------- proofs
@dataclass(frozen=True)
class Proof:
    problem: str  # '' when the puzzle has the stated solution
    worlds: int  # positions consistent with the side's view
    nodes: int  # positions searched
    seconds: float
    winning: int  # the side's first answers that force the goal (when it answers first)
    answers: int  # the side's first answers


def prove(game: Game, puzzle: Puzzle, losing: list[Command], max_nodes: int = MAX_NODES) -> Proof:
    """Check that the position `game` (the puzzle after its lead-in) has the stated solution:
    lethal / survive — the side can force its goal against every answer in every world it cannot
    rule out; blunder — it can, and after each `losing` answer it no longer can."""
    start = time.perf_counter()
    side, turn = puzzle.side, game.s.turn
    search = Search(side, puzzle.goal, turn, max_nodes)
    problem = _misplaced(game, puzzle)
    ws: list[Game] = []
    winning = answers = 0
    if not problem:
        try:
            ws = known_worlds(game, side)
            if not search.wins(ws):
                problem = f"p{side + 1} cannot force '{puzzle.goal}' this turn"
            elif game.waiting is not None and game.waiting.player == side:
                options = search.options(ws)
                answers = len(options)
                winning = sum(search.wins_after(ws, cmd) for cmd in options)
                problem = next((f"the losing answer {cmd} keeps '{puzzle.goal}'" for cmd in losing
                                if search.wins_after(ws, cmd)), "")
        except Unsearchable as exc:
            problem = f"cannot be searched: {exc}"
    return Proof(problem, len(ws), search.nodes, time.perf_counter() - start, winning, answers)


def _misplaced(game: Game, puzzle: Puzzle) -> str:
    if game.over:
        return f"the game is over at the puzzle's start ({game.s.reason})"
    turn_player = game.s.turn_player
    if puzzle.kind == "lethal" and puzzle.side != turn_player:
        return "a lethal puzzle is solved by the turn player"
    if puzzle.kind == "survive" and puzzle.side == turn_player:
        return "a survive puzzle is solved by the player whose turn it is not"
    if puzzle.kind == "blunder" and (game.waiting is None or game.waiting.player != puzzle.side):
        return "a blunder puzzle starts with the side to solve answering"
    return ""


# ---------------------------------------------------------------- playing a puzzle
class ExhaustivePlayer(Reasoning):
    """Plays a puzzle's side perfectly from its view: an answer that forces the goal in every world
    the view allows (the first legal answer when none does, or the position is too big to search)."""

    name = "exhaustive"

    def __init__(self, goal: str, max_nodes: int = MAX_NODES, **_: Any) -> None:
        self.goal, self.max_nodes = goal, max_nodes
        self.search: Search | None = None  # kept through a turn: what it proved stays proved

    def decision(self, view: Mapping[str, Any], options: list[Command]) -> Decision:
        seat, turn = view["me"], view["turn"]
        decklists = (view["players"][0]["decklist"], view["players"][1]["decklist"])
        if self.search is None or (self.search.side, self.search.turn) != (seat, turn):
            self.search = Search(seat, self.goal, turn, self.max_nodes)
        mine = [c for c in options if c.kind != "concede"]
        try:
            ws = worlds(view["position"], seat, decklists)
            found = next((cmd for cmd in mine if self.search.wins_after(ws, cmd)), None)
        except Unsearchable as exc:
            self.search = None  # its table holds positions left half searched
            return Decision(mine[0], f"the first answer: too big to search ({exc})")
        if found is None:
            return Decision(mine[0], f"the first answer: none forces the {self.goal} this turn")
        ways = "the one way" if len(ws) == 1 else f"each of the {len(ws)} ways"
        return Decision(found, f"forces the {self.goal} this turn in {ways} its hidden cards may lie")


def attempt(game: Game, puzzle: Puzzle, player: Any) -> bool:
    """Play the rest of the turn from the puzzle position `game` (changed in place): `player` for the
    side, the exhaustive refutation for the opponent. Whether the side reached its goal."""
    from .base import SeatView

    side, turn = puzzle.side, game.s.turn
    search = Search(side, puzzle.goal, turn)
    for _ in range(MAX_DECISIONS):
        done = reached(game, side, puzzle.goal, turn)
        if done is not None:
            return done
        assert game.waiting is not None
        seat = game.waiting.player
        if seat == side:
            cmd = player.decide(SeatView(game, seat), [c for c in game.legal() if c.player == seat])
        else:
            cmd = search.refutation(game)
        game.apply(cmd)
    return False
