"""The ruleset seam: what a game must provide for the core to run it.

The core (state, events, frames, prompts, the effect interpreter, selectors, the continuous
layer, views, clone, replay, saves) knows no game. A ruleset — the ONE PIECE CARD GAME in
`opcg_tui.games.onepiece` — implements `Ruleset`: its areas, setup, turn and battle frames,
primitives (registry) and wording. Headers, logs and scenarios name their ruleset (`game:`),
`opcg` by default. docs/architecture.md says how a new one plugs in.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from .frames import CORE_FRAMES, FrameTable
from .registry import Action, Registry
from .state import NO_AREA, State

if TYPE_CHECKING:
    from pathlib import Path

    from .game import Game
    from .records import Command, Ctx, Event

DEFAULT_GAME = "opcg"
# Known rulesets: the game key used in headers, logs and scenarios -> the module that holds it.
KNOWN: dict[str, str] = {"opcg": "opcg_tui.games.onepiece", "dbsfw": "opcg_tui.games.dbsfw"}


def load_state(raw_state: Any, line: int | None, path: Path, load_deck: Callable[[str], Any], example: str,
               load_player: Callable[[Any, int | None, str], dict[str, Any]]) -> dict[str, Any]:
    """A scenario's `state:` block in any game (spec/scenarios.md): a new game, or a position of
    `turn` (3 unless given) and two players, each read by the game's `load_player(spec, line, who)`."""
    from ..data.yamlfile import DataError, line_of

    if not isinstance(raw_state, dict):
        raise DataError(path, line, "'state' must be a mapping")
    if "new_game" in raw_state:
        if set(raw_state) != {"new_game"}:
            raise DataError(path, line, "a new-game state holds only 'new_game'")
        return {"new_game": load_new_game(raw_state["new_game"], path, line, load_deck, example)}
    for key in raw_state:
        if key not in ("turn", "p1", "p2"):
            raise DataError(path, line_of(raw_state, key, line),
                            f"unknown key '{key}' in state (known: turn, p1, p2, or new_game)")
    turn = raw_state.get("turn", 3)
    if isinstance(turn, bool) or not isinstance(turn, int) or turn < 1:
        raise DataError(path, line_of(raw_state, "turn", line), "'turn' must be a whole number of 1 or more")
    position: dict[str, Any] = {"turn": turn}
    for name in ("p1", "p2"):
        position[name] = load_player(raw_state.get(name) or {}, line_of(raw_state, name, line), name)
    return position


def position_problem(position: Any, load_player: Callable[[dict[str, Any], str], dict[str, Any]]) -> str:
    """Why a normalized position (a log header's) is not one a scenario sets up ('' when it is), in any game:
    each player, read by the game's `load_player(spec, who)` as a scenario's player block, must load to itself."""
    from ..data.yamlfile import DataError

    if not isinstance(position, dict) or set(position) != {"turn", "p1", "p2"}:
        return "the position must hold turn, p1 and p2"
    turn = position["turn"]
    if isinstance(turn, bool) or not isinstance(turn, int) or turn < 1:
        return "the position's turn must be a whole number of 1 or more"
    for who in ("p1", "p2"):
        spec = position[who]
        if not isinstance(spec, dict):
            return f"{who} must be a mapping"
        try:
            loaded = load_player(spec, who)
        except DataError as exc:
            return exc.problem
        if loaded != spec:
            return f"{who} is not a position as opcg writes it"
    return ""


def load_new_game(ng: Any, path: Path, line: int | None, load_deck: Callable[[str], Any], example: str) -> dict[str, Any]:
    """A scenario's `state: {new_game: {p1, p2, chooser, shuffle}}` (spec/scenarios.md), checked, in any
    game: `load_deck(ref)` raises DataError for a deck the game does not have; `example` shows two of its ids."""
    from ..data.yamlfile import DataError, line_of
    from .records import PLAYER_NAMES

    if not isinstance(ng, dict):
        raise DataError(path, line, f"'new_game' must be a mapping like {{p1: {example}}}")
    for key in ng:
        if key not in ("p1", "p2", "chooser", "shuffle"):
            raise DataError(path, line_of(ng, key, line), f"unknown key '{key}' in new_game")
    for key in ("p1", "p2"):
        if key not in ng:
            raise DataError(path, line_of(ng, None, line), f"new_game needs '{key}' (a deck id)")
        try:
            load_deck(str(ng[key]))
        except DataError as exc:
            raise DataError(path, line_of(ng, key, line), f"deck {ng[key]!r}: {exc.problem}") from None
    chooser = ng.get("chooser")
    if chooser not in (None, "p1", "p2"):
        raise DataError(path, line_of(ng, "chooser", line), "'chooser' must be p1 or p2")
    shuffle = ng.get("shuffle", True)
    if not isinstance(shuffle, bool):
        raise DataError(path, line_of(ng, "shuffle", line), "'shuffle' must be true or false")
    return {"p1": str(ng["p1"]), "p2": str(ng["p2"]),
            "chooser": None if chooser is None else PLAYER_NAMES.index(chooser), "shuffle": shuffle}


class ScenarioDialect:
    """What scenario files say in one game (spec/scenarios.md): the runner (opcg_tui/scenario.py)
    is the same for every game; positions, answers, card references and check paths are the game's."""

    top_keys: Mapping[str, Any] = {}  # extra top-level keys, with their defaults
    answer_words: frozenset[str] = frozenset()

    def check_top(self, raw: Mapping[str, Any], db: Mapping[str, Any], fail: Callable[..., Exception]) -> None:
        """Check the game's own top-level keys."""

    def load_state(self, raw_state: Any, raw: Any, path: Path, db: Mapping[str, Any],
                   extras: Mapping[str, Any]) -> dict[str, Any]:
        """The `state:` block, checked and normalized (a position, or a new game)."""
        raise NotImplementedError

    def start_game(self, state: dict[str, Any], seed: int, db: Mapping[str, Any]) -> Game:
        raise NotImplementedError

    def parse_answer(self, game: Game, player: int, text: str) -> Command:
        """A step's answer as a command (ValueError when it names nothing the game has)."""
        raise NotImplementedError

    def read_path(self, game: Game, path: str) -> Any:
        """What a check's PATH reads now (ValueError for an unknown path)."""
        raise NotImplementedError

    def ordered(self, path: str) -> bool:
        """Whether a list PATH is compared in order (rather than as a multiset)."""
        return False

    def describe(self, game: Game, cmd: Command) -> str:
        """A command as a step writes it."""
        raise NotImplementedError


class Ruleset:
    """One game's rules. Subclasses fill in the class attributes and the methods below."""

    name: str = ""  # the key in headers, logs and scenario files
    title: str = ""
    registry: Registry
    state_class: type[State[Any]]
    own_frames: FrameTable
    scenario: ScenarioDialect
    # 8-1-3-1-3 in ONE PIECE: an auto effect whose card moved before it activates does not.
    moved_effects_resolve: bool = False
    unknown_card: Any = None  # the card a redacted position shows for a hidden one

    def __init__(self) -> None:
        self.frames = FrameTable({**CORE_FRAMES, **self.own_frames})
        # Events the rules react to at once (rule processing), by kind.
        self.watch: Mapping[str, Callable[[Game, Event], None]] = self.watched()

    # ---------------------------------------------------------------- cards and setup
    def load_cards(self) -> Mapping[str, Any]:
        """The game's shipped card pool."""
        raise NotImplementedError

    def load_deck(self, ref: str, db: Mapping[str, Any], extra_dirs: list[Path] | None = None) -> Any:
        """A deck of this game by id or file, checked against its deck construction rules (DataError)."""
        raise NotImplementedError

    def initial_state(self, header: dict[str, Any], db: Mapping[str, Any]) -> State[Any]:
        """The state every log of this game folds over: a new game from decks, or a position."""
        raise NotImplementedError

    def header_problem(self, header: Mapping[str, Any], db: Mapping[str, Any]) -> str:
        """Why a header read from a file (a game log's) is not a legal game of this ruleset ('' when it is):
        a whole-number seed; then a new game of two decks legal by `deck_problems`, a chooser 0 (p1), 1 (p2)
        or none and shuffle true or false; or a position `position_problem` accepts."""
        from ..data.decks import Deck

        if not isinstance(header.get("seed", 0), int) or isinstance(header.get("seed"), bool):
            return "'seed' must be a whole number"
        if header.get("kind") == "position":
            return self.position_problem(header.get("position"), db)
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
            problems = self.deck_problems(Deck(raw["id"], raw["id"], raw["leader"], tuple(counts.items())), db)
            if problems:
                return f"deck {player} ({raw['id']}) is not a legal deck: " + "; ".join(problems)
        return ""

    def deck_problems(self, deck: Any, db: Mapping[str, Any]) -> list[str]:
        """What breaks this game's deck construction rules, one line each."""
        raise NotImplementedError

    def position_problem(self, position: Any, db: Mapping[str, Any]) -> str:
        """Why a normalized position (a log header's) is not one a scenario of this game sets up ('' when it is)."""
        raise NotImplementedError

    def watched(self) -> Mapping[str, Callable[[Game, Event], None]]:
        return {}

    def on_start(self, g: Game) -> None:
        """Rule processing before the first decision (a position may start with a player beaten)."""

    # ---------------------------------------------------------------- what the core asks
    def field(self, g: Game, player: int) -> list[int]:
        """The cards on a player's field (their permanent and replacement effects apply)."""
        raise NotImplementedError

    def event_cards(self, g: Game, ctx: Ctx, cards: tuple[int, ...]) -> None:
        """An auto effect waiting for an event activates: the cards the event happened to, which its
        text may name ("that Character gains [Rush]"); a game that words them keeps them."""

    def effect_begins(self, g: Game, ctx: Ctx) -> None:
        """An effect begins resolving, before its activation cost is paid (8-3, 8-4): also one resolved inside
        another effect's resolution (a [Trigger] of its damage, a replacement of its K.O., an Event it
        activates). A game that counts what each effect did ("If you do", "for every card trashed") starts
        those counts here; frames it pushes run when the effect is done (to give an interrupted effect its
        counts back)."""

    def selectable(self, g: Game, ctx: Ctx, uid: int) -> bool:
        """Whether a skill resolving in `ctx` may select card `uid` (a candidate of its selector)."""
        return True

    def rule_contributions(self, g: Game, uid: int) -> Iterable[tuple[str, tuple[Any, str]]]:
        """What the rules themselves put on the continuous layer for this card on the field:
        (layer kind, (value, source label))."""
        return ()

    def describe_effect(self, g: Game, uid: int, idx: int, named: bool = True) -> str:
        raise NotImplementedError

    def prompt_text(self, g: Game, ctx: Ctx, a: Action) -> str:
        raise NotImplementedError

    def decklist(self, g: Game, player: int) -> list[str]:
        """The open decklist: the card numbers a player's deck was built from."""
        raise NotImplementedError

    def view(self, g: Game, seat: int) -> dict[str, Any]:
        raise NotImplementedError

    def check_state(self, s: State[Any]) -> list[str]:
        """What is wrong with a state by this game's rules (resource totals, area limits): the
        random-play fuzz checks it after every event, with the core's own invariants."""
        return []


_LOADED: dict[str, Ruleset] = {}


def ruleset(name: str | None = None) -> Ruleset:
    """The ruleset of a game key (`opcg` when none is given)."""
    name = name or DEFAULT_GAME
    found = _LOADED.get(name)
    if found is None:
        if name not in KNOWN:
            raise KeyError(f"unknown game '{name}' (known: {', '.join(KNOWN)})")
        module = importlib.import_module(KNOWN[name])
        found = _LOADED[name] = module.RULES
    return found


def header_game(header: Mapping[str, Any]) -> str:
    return str(header.get("game", DEFAULT_GAME))


__all__ = ["DEFAULT_GAME", "KNOWN", "NO_AREA", "Ruleset", "ScenarioDialect", "header_game", "ruleset"]
