"""Scenario files (shared/spec/scenarios.md, format version 1; spec/scenarios-dbsfw.md): load,
play, check — for any game.

A scenario sets up a position or a new game, plays scripted decisions and checks the result.
`opcg scenario run` and `opcg puzzle` use this module; so do the tests. What a position, an answer,
a card reference and a check path are is the game's own (its ruleset's `ScenarioDialect`, e.g.
games/onepiece/scenario.py); this module is the same for every game.
"""

from __future__ import annotations

import operator
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .data.yamlfile import DataError, line_of, parse_yaml, read_yaml
from .engine import PLAYER_NAMES, Command, Game, IllegalCommand
from .engine.choices import answer_selection
from .engine.rulesets import DEFAULT_GAME, KNOWN, ScenarioDialect, ruleset

TOP_KEYS = {"name", "rules", "seed", "game", "state", "do", "expect", "puzzle"}
PUZZLE_KINDS = {"lethal": "win", "survive": "survive", "blunder": ""}  # kind -> goal (a blunder states its own)
PUZZLE_KEYS = {"kind", "side", "after", "goal", "losing"}
OPS = {
    "==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
}


@dataclass
class Step:
    player: int | None  # None for a check step
    answer: str = ""
    illegal: bool = False
    checks: list[str] = field(default_factory=list)
    line: int | None = None


@dataclass(frozen=True)
class Puzzle:
    """A scenario's `puzzle:` block (docs/puzzles.md): what the side to solve can force this turn."""

    kind: str  # lethal | survive | blunder
    side: int  # the player solving
    goal: str  # win | survive: what the side must reach before the turn ends
    after: int = 0  # the puzzle begins after this many steps of `do` (a lead-in); the rest is a solution line
    losing: tuple[str, ...] = ()  # blunder: the side's first answers that lose the goal by force


@dataclass
class Scenario:
    path: Path
    name: str
    seed: int
    state: dict[str, Any]  # normalized position, or {"new_game": {...}}
    steps: list[Step]
    expect: list[str]
    rules: list[str]
    expect_line: int | None = None
    game: str = DEFAULT_GAME
    puzzle: Puzzle | None = None

    @property
    def dialect(self) -> ScenarioDialect:
        return ruleset(self.game).scenario


def scenario_game(path: Path) -> str:
    """The game a scenario file is for (its `game:` key, `opcg` by default), without loading it."""
    return _game_of(read_yaml(path), path)


def _game_of(raw: Any, path: Path) -> str:
    game = raw.get("game", DEFAULT_GAME) if isinstance(raw, dict) else DEFAULT_GAME
    if not isinstance(game, str) or game not in KNOWN:
        raise DataError(path, line_of(raw, "game"), f"unknown game {game!r} (known: {', '.join(KNOWN)})")
    return game


# ================================================================ loading
def load_scenario(path: Path, db: Mapping[str, Any] | None = None) -> Scenario:
    """Read and check a scenario file; `db` is its game's cards (read by default)."""
    raw = read_yaml(path)

    def fail(node: Any, key: Any, problem: str) -> DataError:
        return DataError(path, line_of(raw if node is None else node, key), problem)

    if not isinstance(raw, dict):
        raise fail(None, None, "a scenario must be a mapping with name, state and expect")
    game = _game_of(raw, path)
    rules_of_game = ruleset(game)
    dialect = rules_of_game.scenario
    db = db if db is not None else rules_of_game.load_cards()
    known = TOP_KEYS | set(dialect.top_keys)
    for key in raw:
        if key not in known:
            raise fail(raw, key, f"unknown key '{key}' (known: {', '.join(sorted(known))})")
    for key in ("name", "state", "expect"):
        if key not in raw:
            raise fail(raw, None, f"missing required key '{key}'")
    if not isinstance(raw["name"], str) or not raw["name"].strip():
        raise fail(raw, "name", "'name' must be one line of text")
    seed = raw.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise fail(raw, "seed", "'seed' must be a whole number")
    dialect.check_top(raw, db, fail)
    rules = raw.get("rules", [])
    if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
        raise fail(raw, "rules", "'rules' must be a list of clause numbers as text, e.g. [\"7-1-4-1-1-1\"]")
    extras = {key: raw.get(key, default) for key, default in dialect.top_keys.items()}
    state = dialect.load_state(raw["state"], raw, path, db, extras)
    steps = _load_steps(raw.get("do", []) or [], raw, path, dialect)
    expect = _check_list(raw["expect"], raw, "expect", path)
    puzzle = _load_puzzle(raw, path, dialect, steps) if "puzzle" in raw else None
    return Scenario(path, raw["name"], seed, state, steps, expect, rules, line_of(raw, "expect"), game, puzzle)


def _load_puzzle(raw: Any, path: Path, dialect: ScenarioDialect, steps: list[Step]) -> Puzzle:
    block = raw["puzzle"]

    def fail(key: Any, problem: str) -> DataError:
        return DataError(path, line_of(block, key, line_of(raw, "puzzle")), f"puzzle: {problem}")

    if not isinstance(block, dict):
        raise fail(None, "must be a mapping like {kind: lethal, side: p1}")
    for key in block:
        if key not in PUZZLE_KEYS:
            raise fail(key, f"unknown key '{key}' (known: {', '.join(sorted(PUZZLE_KEYS))})")
    kind, side = block.get("kind"), block.get("side")
    if kind not in PUZZLE_KINDS:
        raise fail("kind", f"'kind' must be one of {', '.join(PUZZLE_KINDS)}, not {kind!r}")
    if side not in ("p1", "p2"):
        raise fail("side", f"'side' (the player solving) must be p1 or p2, not {side!r}")
    after = block.get("after", 0)
    if isinstance(after, bool) or not isinstance(after, int) or not 0 <= after <= len(steps):
        raise fail("after", f"'after' must be a number of 'do' steps from 0 to {len(steps)}, not {after!r}")
    goal = PUZZLE_KINDS[kind] or str(block.get("goal"))
    losing = block.get("losing", [])
    if kind != "blunder":
        if "goal" in block or "losing" in block:
            raise fail("goal" if "goal" in block else "losing", f"'goal' and 'losing' belong to blunder puzzles, "
                                                                  f"not to {kind}")
    elif goal not in ("win", "survive"):
        raise fail("goal", f"a blunder puzzle's 'goal' must be win or survive, not {goal!r}")
    elif not isinstance(losing, list) or not losing or not all(isinstance(a, str) and a.split() for a in losing):
        raise fail("losing", "a blunder puzzle lists its 'losing' answers, e.g. [\"end\"]")
    for answer in losing:
        if answer.split()[0] not in dialect.answer_words:
            raise fail("losing", f"unknown answer '{answer.split()[0]}' in 'losing'")
    return Puzzle(kind, PLAYER_NAMES.index(side), goal, after, tuple(losing))


def _check_list(value: Any, parent: Any, key: Any, path: Path) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise DataError(path, line_of(parent, key), f"'{key}' must be a list of checks like \"p1.life == 3\"")
    for i, check in enumerate(value):
        try:
            _split_check(check)
        except ValueError as exc:
            raise DataError(path, line_of(value, i, line_of(parent, key)), str(exc)) from None
        except DataError as exc:  # the value, read with the limits of every YAML file
            shown = check if len(check) <= 60 else check[:60] + "…"
            raise DataError(path, line_of(value, i, line_of(parent, key)), f"'{shown}': {exc.problem}") from None
    return list(value)


def _load_steps(raw_steps: Any, raw: Any, path: Path, dialect: ScenarioDialect) -> list[Step]:
    if not isinstance(raw_steps, list):
        raise DataError(path, line_of(raw, "do"), "'do' must be a list of steps")
    steps = []
    for i, item in enumerate(raw_steps):
        line = line_of(raw_steps, i)
        if not isinstance(item, dict):
            raise DataError(path, line, "a step must be a mapping like 'p1: attack p1.leader p2.leader'")
        if "check" in item:
            if set(item) != {"check"}:
                raise DataError(path, line, "a check step holds only 'check'")
            steps.append(Step(None, checks=_check_list(item["check"], item, "check", path), line=line))
            continue
        players = [k for k in item if k in ("p1", "p2")]
        extra = [k for k in item if k not in ("p1", "p2", "illegal")]
        if len(players) != 1 or extra:
            raise DataError(path, line, "a step names exactly one player (p1 or p2) and may add 'illegal: true'")
        answer = item[players[0]]
        if isinstance(answer, bool):
            answer = "yes" if answer else "no"
        if not isinstance(answer, str) or not answer.split():
            raise DataError(path, line, f"the answer {answer!r} is not text")
        if answer.split()[0] not in dialect.answer_words:
            raise DataError(path, line, f"unknown answer '{answer.split()[0]}' "
                                        f"(known: {', '.join(sorted(dialect.answer_words))})")
        illegal = item.get("illegal", False)
        if not isinstance(illegal, bool):
            raise DataError(path, line, "'illegal' must be true or false")
        steps.append(Step(PLAYER_NAMES.index(players[0]), answer, illegal, line=line))
    return steps


# ================================================================ playing
def match_legal(game: Game, cmd: Command) -> Command | None:
    """The legal command meant by `cmd`: exact, or the same cards in another order where order is free."""
    legal = game.legal()
    if cmd in legal:
        return cmd
    if cmd.kind != "choose":
        return None
    want = Counter(cmd.args)
    same = [c for c in legal if c.kind == "choose" and c.player == cmd.player and Counter(c.args) == want]
    return same[0] if len(same) == 1 else None


def waiting_text(game: Game) -> str:
    p = game.waiting
    if game.over or p is None:
        return "none"
    return f"{PLAYER_NAMES[p.player]} {p.kind}"


def legal_text(game: Game) -> str:
    cmds = [c for c in game.legal() if c.kind != "concede"]
    return "; ".join(game.rules.scenario.describe(game, c) for c in cmds) or "(none)"


def play_step(game: Game, step: Step) -> str:
    """Play one scripted step; '' when it went as the file says, else the failure reason."""
    where = f"step at line {step.line}" if step.line else "step"
    if game.over and not step.illegal:
        return f"{where}: '{PLAYER_NAMES[step.player]}: {step.answer}' but the game is over ({game.s.reason})"
    try:
        cmd = game.rules.scenario.parse_answer(game, step.player, step.answer)
    except ValueError as exc:
        if step.illegal:
            return ""
        return f"{where}: {exc}; engine waits for {waiting_text(game)}; legal: {legal_text(game)}"
    prompt = game.waiting
    if cmd.kind == "choose" and prompt is not None and prompt.pick is not None and cmd.player == prompt.player:
        return _play_selection(game, step, cmd, where)
    matched = match_legal(game, cmd) if not step.illegal else (match_legal(game, cmd) or cmd)
    if step.illegal:
        before = game.s.signature()
        try:
            game.apply(matched)
        except IllegalCommand:
            if game.s.signature() != before:
                return f"{where}: refused '{step.answer}' but the state changed"
            return ""
        return f"{where}: expected '{step.answer}' to be refused, but the engine accepted it"
    if matched is None:
        return (f"{where}: '{PLAYER_NAMES[step.player]}: {step.answer}' is not legal; engine waits for "
                f"{waiting_text(game)}; legal: {legal_text(game)}")
    game.apply(matched)
    return ""


def _play_selection(game: Game, step: Step, cmd: Command, where: str) -> str:
    """`choose A B C` answers a whole selection, which the engine takes one card at a time."""
    trial = game.clone()
    problem = answer_selection(trial, cmd)
    if step.illegal:
        return f"{where}: expected '{step.answer}' to be refused, but the engine accepted it" if not problem else ""
    if problem:
        return (f"{where}: '{PLAYER_NAMES[step.player]}: {step.answer}' is not legal ({problem}); engine waits for "
                f"{waiting_text(game)}; legal: {legal_text(game)}")
    answer_selection(game, cmd)
    return ""


# ================================================================ checks
def _split_check(check: str) -> tuple[str, str, Any]:
    """A check's PATH, operator and value: YAML read like a file's (DataError past its limits), a plain value
    or a list of them."""
    parts = check.split(None, 2)
    if len(parts) != 3 or parts[1] not in (*OPS, "contains", "excludes"):
        raise ValueError(f"'{check}' is not a check like 'p1.life == 3' (operators: == != < <= > >= contains excludes)")
    value = parse_yaml(parts[2], "the check's value")
    if isinstance(value, dict) or isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
        raise ValueError(f"'{check}': the value must be a card number, a word, a number or a list of them")
    return parts[0], parts[1], value


def read_path(game: Game, path: str) -> Any:
    """What a check's PATH reads: the paths every game has, or the game's own."""
    s = game.s
    if path == "winner":
        return {None: "none", 0: "p1", 1: "p2", 2: "draw"}[s.winner]
    if path == "turn":
        return s.turn
    if path == "phase":
        return s.phase
    if path == "waiting":
        return waiting_text(game)
    return game.rules.scenario.read_path(game, path)


def evaluate(game: Game, check: str) -> str:
    """'' when the check holds, else what was expected and found."""
    path, op, value = _split_check(check)
    dialect = game.rules.scenario
    try:
        found = read_path(game, path)
    except (ValueError, KeyError) as exc:
        return f"{check}: {exc}"
    if op in ("contains", "excludes"):
        if not isinstance(found, list):
            return f"{check}: '{path}' is not a list of cards"
        ok = (str(value) in found) == (op == "contains")
    elif isinstance(found, list):
        if not isinstance(value, list):
            return f"{check}: compare '{path}' with a list like [ST01-003]"
        want = [str(v) for v in value]
        ordered = dialect.ordered(path)
        ok = OPS[op](found, want) if ordered else OPS[op](sorted(found), sorted(want))
    else:
        if isinstance(found, bool):
            value = value if isinstance(value, bool) else str(value).lower() == "true"
        elif isinstance(found, str):
            value = "none" if value is None else str(value)
        try:
            ok = OPS[op](found, value)
        except TypeError:
            return f"{check}: cannot compare {found!r} with {value!r}"
    if ok:
        return ""
    shown = "[" + ", ".join(found) + "]" if isinstance(found, list) else (
        str(found).lower() if isinstance(found, bool) else found)
    return f"expected {check}, found {path} = {shown}"


def start_game(sc: Scenario, db: Mapping[str, Any]) -> Game:
    return sc.dialect.start_game(sc.state, sc.seed, db)


def run_scenario(sc: Scenario, db: Mapping[str, Any] | None = None) -> str:
    """'' when the scenario passes, else the reason it fails."""
    game = start_game(sc, db if db is not None else ruleset(sc.game).load_cards())
    for step in sc.steps:
        if step.player is None:
            for check in step.checks:
                problem = evaluate(game, check)
                if problem:
                    return f"check at line {step.line}: {problem}"
            continue
        problem = play_step(game, step)
        if problem:
            return problem
    problems = [p for p in (evaluate(game, c) for c in sc.expect) if p]
    return "; ".join(problems)


def scenario_files(paths: list[Path]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        if p.is_dir():
            files.extend(sorted(p.rglob("*.yaml")))
        else:
            files.append(p)
    return files
