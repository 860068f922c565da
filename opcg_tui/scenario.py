"""Scenario files (shared/spec/scenarios.md, format version 1): load, play, check.

A scenario sets up a position or a new game, plays scripted decisions and checks the result.
`opcg scenario run` and `opcg puzzle` use this module; so do the tests.
"""

from __future__ import annotations

import operator
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .data.cards import CardDB
from .data.yamlfile import DataError, line_of, read_yaml
from .engine import PLAYER_NAMES, Command, Game, IllegalCommand, from_position, new_game
from .engine.choices import answer_selection
from .games.onepiece import ops
from .games.onepiece.decks import load_deck
from .refs import RefError, describe, parse_ref

TOP_KEYS = {"name", "rules", "seed", "filler", "state", "do", "expect"}
PLAYER_KEYS = {"leader", "characters", "stage", "hand", "deck", "life", "trash", "don", "don_rested", "don_deck"}
ANSWER_WORDS = {
    "first", "second", "keep", "mulligan", "play", "give", "activate", "attack", "end", "block", "no-block",
    "counter", "pass", "trigger", "no-trigger", "choose", "yes", "no", "concede",
}
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


@dataclass
class Scenario:
    path: Path
    name: str
    seed: int
    state: dict  # normalized position, or {"new_game": {...}}
    steps: list[Step]
    expect: list[str]
    rules: list[str]
    expect_line: int | None = None


# ================================================================ loading
def load_scenario(path: Path, db: CardDB) -> Scenario:
    raw = read_yaml(path)

    def fail(node: Any, key: Any, problem: str) -> DataError:
        return DataError(path, line_of(raw if node is None else node, key), problem)

    if not isinstance(raw, dict):
        raise fail(None, None, "a scenario must be a mapping with name, state and expect")
    for key in raw:
        if key not in TOP_KEYS:
            raise fail(raw, key, f"unknown key '{key}' (known: {', '.join(sorted(TOP_KEYS))})")
    for key in ("name", "state", "expect"):
        if key not in raw:
            raise fail(raw, None, f"missing required key '{key}'")
    if not isinstance(raw["name"], str) or not raw["name"].strip():
        raise fail(raw, "name", "'name' must be one line of text")
    seed = raw.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise fail(raw, "seed", "'seed' must be a whole number")
    filler = raw.get("filler", "ST01-003")
    if filler not in db:
        raise fail(raw, "filler", f"unknown card number '{filler}'")
    rules = raw.get("rules", [])
    if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
        raise fail(raw, "rules", "'rules' must be a list of clause numbers as text, e.g. [\"7-1-4-1-1-1\"]")
    state = _load_state(raw["state"], raw, path, db, filler)
    steps = _load_steps(raw.get("do", []) or [], raw, path)
    expect = _check_list(raw["expect"], raw, "expect", path)
    return Scenario(path, raw["name"], seed, state, steps, expect, rules, line_of(raw, "expect"))


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
    return list(value)


def _load_steps(raw_steps: Any, raw: Any, path: Path) -> list[Step]:
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
        if answer.split()[0] not in ANSWER_WORDS:
            raise DataError(path, line, f"unknown answer '{answer.split()[0]}' (known: {', '.join(sorted(ANSWER_WORDS))})")
        illegal = item.get("illegal", False)
        if not isinstance(illegal, bool):
            raise DataError(path, line, "'illegal' must be true or false")
        steps.append(Step(PLAYER_NAMES.index(players[0]), answer, illegal, line=line))
    return steps


def _load_state(raw_state: Any, raw: Any, path: Path, db: CardDB, filler: str) -> dict:
    line = line_of(raw, "state")
    if not isinstance(raw_state, dict):
        raise DataError(path, line, "'state' must be a mapping")
    if "new_game" in raw_state:
        if set(raw_state) != {"new_game"}:
            raise DataError(path, line, "a new-game state holds only 'new_game'")
        ng = raw_state["new_game"]
        if not isinstance(ng, dict):
            raise DataError(path, line, "'new_game' must be a mapping like {p1: ST-01, p2: ST-02}")
        for key in ng:
            if key not in ("p1", "p2", "chooser", "shuffle"):
                raise DataError(path, line_of(ng, key, line), f"unknown key '{key}' in new_game")
        for key in ("p1", "p2"):
            if key not in ng:
                raise DataError(path, line_of(ng, None, line), f"new_game needs '{key}' (a deck id)")
            try:
                load_deck(str(ng[key]), db)
            except DataError as exc:
                raise DataError(path, line_of(ng, key, line), f"deck {ng[key]!r}: {exc.problem}") from None
        chooser = ng.get("chooser")
        if chooser not in (None, "p1", "p2"):
            raise DataError(path, line_of(ng, "chooser", line), "'chooser' must be p1 or p2")
        shuffle = ng.get("shuffle", True)
        if not isinstance(shuffle, bool):
            raise DataError(path, line_of(ng, "shuffle", line), "'shuffle' must be true or false")
        return {"new_game": {"p1": str(ng["p1"]), "p2": str(ng["p2"]),
                             "chooser": None if chooser is None else PLAYER_NAMES.index(chooser), "shuffle": shuffle}}
    for key in raw_state:
        if key not in ("turn", "p1", "p2"):
            raise DataError(path, line_of(raw_state, key, line), f"unknown key '{key}' in state (known: turn, p1, p2, or new_game)")
    turn = raw_state.get("turn", 3)
    if isinstance(turn, bool) or not isinstance(turn, int) or turn < 1:
        raise DataError(path, line_of(raw_state, "turn", line), "'turn' must be a whole number of 1 or more")
    position: dict[str, Any] = {"turn": turn}
    for name in ("p1", "p2"):
        spec = raw_state.get(name) or {}
        position[name] = _load_player(spec, line_of(raw_state, name, line), path, db, filler, name)
    return position


def _load_player(spec: Any, line: int | None, path: Path, db: CardDB, filler: str, who: str) -> dict:
    if not isinstance(spec, dict):
        raise DataError(path, line, f"'{who}' must be a mapping")

    def err(key: Any, problem: str) -> DataError:
        return DataError(path, line_of(spec, key, line), f"{who}: {problem}")

    for key in spec:
        if key not in PLAYER_KEYS:
            raise err(key, f"unknown key '{key}' (known: {', '.join(sorted(PLAYER_KEYS))})")

    def number(value: Any, key: str, categories: tuple[str, ...]) -> str:
        if not isinstance(value, str) or value not in db:
            raise err(key, f"unknown card number {value!r} in '{key}'")
        if db[value].category not in categories:
            raise err(key, f"{value} is a {db[value].category}; '{key}' needs a {' or '.join(categories)}")
        return value

    def count(value: Any, key: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise err(key, f"'{key}' must be a whole number of 0 or more")
        return value

    def placed(value: Any, key: str, categories: tuple[str, ...], extra: tuple[str, ...]) -> dict:
        if isinstance(value, str):
            return {"card": number(value, key, categories), "rested": False, "don": 0, "fresh": False}
        if not isinstance(value, dict) or "card" not in value:
            raise err(key, f"'{key}' entries are a card number or {{card: ..., {', '.join(extra)}}}")
        for k in value:
            if k not in ("card", *extra):
                raise err(key, f"unknown key '{k}' in '{key}' (known: card, {', '.join(extra)})")
        out = {"card": number(value["card"], key, categories), "rested": False, "don": 0, "fresh": False}
        for k in extra:
            if k in value:
                out[k] = count(value[k], k) if k == "don" else value[k]
                if k != "don" and not isinstance(value[k], bool):
                    raise err(key, f"'{k}' must be true or false")
        return out

    def zone(key: str, default: Any) -> list[str]:
        value = spec.get(key, default)
        if isinstance(value, int) and not isinstance(value, bool):
            return [filler] * count(value, key)
        if not isinstance(value, list):
            raise err(key, f"'{key}' must be a list of card numbers or a count")
        return [number(v, key, ("character", "event", "stage", "leader")) for v in value]

    leader = placed(spec.get("leader", "ST01-001"), "leader", ("leader",), ("rested", "don"))
    chars_raw = spec.get("characters", [])
    if not isinstance(chars_raw, list):
        raise err("characters", "'characters' must be a list")
    chars = [placed(c, "characters", ("character",), ("rested", "don", "fresh")) for c in chars_raw]
    if len(chars) > 5:
        raise err("characters", "at most 5 Characters (3-7-6)")
    stage_raw = spec.get("stage")
    stage = None if stage_raw is None else placed(stage_raw, "stage", ("stage",), ("rested",))
    out = {
        "leader": leader, "characters": chars, "stage": stage,
        "hand": zone("hand", []), "deck": zone("deck", 20), "life": zone("life", 4), "trash": zone("trash", []),
        "don": count(spec.get("don", 0), "don"), "don_rested": count(spec.get("don_rested", 0), "don_rested"),
    }
    given = leader["don"] + sum(c["don"] for c in chars)
    in_use = out["don"] + out["don_rested"] + given
    if "don_deck" in spec:
        out["don_deck"] = count(spec["don_deck"], "don_deck")
    else:
        if in_use > 10:
            raise err("don", f"{in_use} DON!! on the field; a player has 10 (set don_deck to go beyond)")
        out["don_deck"] = 10 - in_use
    return out


# ================================================================ playing
def start_game(sc: Scenario, db: CardDB) -> Game:
    if "new_game" in sc.state:
        ng = sc.state["new_game"]
        return new_game(load_deck(ng["p1"], db), load_deck(ng["p2"], db), sc.seed, db,
                        chooser=ng["chooser"], shuffle=ng["shuffle"])
    return from_position(sc.state, db, sc.seed)


def parse_answer(game: Game, player: int, text: str) -> Command:
    words = text.split()
    kind, rest = words[0], words[1:]
    taken: set = set()
    if kind == "give":
        if not 1 <= len(rest) <= 2:
            raise RefError("write 'give REF [N]'")
        n = int(rest[1]) if len(rest) == 2 and rest[1].isdigit() else 1
        if len(rest) == 2 and not rest[1].isdigit():
            raise RefError(f"'{rest[1]}' is not a number of DON!!")
        return Command(player, "give", (parse_ref(game, rest[0]), n))
    args = tuple(parse_ref(game, r, taken) for r in rest)
    return Command(player, kind, args)


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
    return "; ".join(describe(game, c) for c in cmds) or "(none)"


def play_step(game: Game, step: Step) -> str:
    """Play one scripted step; '' when it went as the file says, else the failure reason."""
    where = f"step at line {step.line}" if step.line else "step"
    if game.over and not step.illegal:
        return f"{where}: '{PLAYER_NAMES[step.player]}: {step.answer}' but the game is over ({game.s.reason})"
    try:
        cmd = parse_answer(game, step.player, step.answer)
    except (RefError, ValueError) as exc:
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
def _split_check(check: str) -> tuple[str, str, str]:
    parts = check.split(None, 2)
    if len(parts) != 3 or parts[1] not in (*OPS, "contains", "excludes"):
        raise ValueError(f"'{check}' is not a check like 'p1.life == 3' (operators: == != < <= > >= contains excludes)")
    return parts[0], parts[1], parts[2]


def read_path(game: Game, path: str) -> Any:
    s = game.s
    if path == "winner":
        return {None: "none", 0: "p1", 1: "p2", 2: "draw"}[s.winner]
    if path == "turn":
        return s.turn
    if path == "phase":
        return s.phase
    if path == "waiting":
        return waiting_text(game)
    head, _, rest = path.partition(".")
    if head in ("p1", "p2") and rest:
        player = PLAYER_NAMES.index(head)
        ps = s.players[player]
        zones = {"hand": ps.hand, "deck": ps.deck, "life": ps.life, "trash": ps.trash, "characters": ps.chars}
        if rest in zones:
            return len(zones[rest])
        if rest.endswith(".cards") and rest[:-6] in zones:
            return [s.cards[u] for u in zones[rest[:-6]]]
        if rest == "don":
            return ps.don_active
        if rest == "don_rested":
            return ps.don_rested
        if rest == "don_deck":
            return ps.don_deck
        if rest == "don_given":
            return sum(n for u, n in s.given.items() if s.owner[u] == player)
        if rest == "stage":
            return s.cards[ps.stage] if ps.stage is not None else "none"
    ref, _, attr = path.rpartition(".")
    if attr not in ("power", "cost", "rested", "don") or not ref:
        raise RefError(f"unknown path '{path}'")
    uid = parse_ref(game, ref)
    if isinstance(uid, tuple) and uid[0] == "life":
        life = s.players[uid[1]].life
        if not life:
            raise RefError(f"'{ref}': no Life cards")
        uid = life[0]
    if isinstance(uid, tuple):
        raise RefError(f"'{ref}' is a DON!! reference, not a card")
    if attr == "power":
        return ops.power(game, uid)
    if attr == "cost":
        return ops.cost(game, uid)
    if attr == "rested":
        return uid in s.rested
    return s.given.get(uid, 0)


def _parse_value(text: str) -> Any:
    value = yaml.safe_load(text)
    return value


def evaluate(game: Game, check: str) -> str:
    """'' when the check holds, else what was expected and found."""
    path, op, raw = _split_check(check)
    try:
        found = read_path(game, path)
    except (RefError, KeyError) as exc:
        return f"{check}: {exc}"
    value = _parse_value(raw)
    if op in ("contains", "excludes"):
        if not isinstance(found, list):
            return f"{check}: '{path}' is not a list of cards"
        ok = (str(value) in found) == (op == "contains")
    elif isinstance(found, list):
        if not isinstance(value, list):
            return f"{check}: compare '{path}' with a list like [ST01-003]"
        want = [str(v) for v in value]
        ordered = path.split(".")[1] in ("deck", "life", "trash")
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


def run_scenario(sc: Scenario, db: CardDB) -> str:
    """'' when the scenario passes, else the reason it fails."""
    game = start_game(sc, db)
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
