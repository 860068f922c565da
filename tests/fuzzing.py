"""The input fuzzer: hostile variants of every kind of file opcg reads, through the CLI and the loaders.

A case is a real file (a shipped deck, deck text, scenario, game log, card file or settings)
broken in one way — lines deleted, swapped or cut, a value replaced by one of the wrong type, a
huge number, deep nesting, an alias bomb, a NUL, bytes that are not UTF-8, a file of 2 MB, a pipe,
/dev/zero, a folder. Every case must end with exit 0, 1 or 2 and, when it is refused, a message —
never a traceback. Used by tests/test_fuzz_inputs.py (a few hundred cases) and bench/fuzz.py
(thousands, in processes limited to 500 MB, each case to 10 s).
"""

from __future__ import annotations

import json
import os
import random
import signal
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
KINDS = ("deck-yaml", "deck-text", "scenario", "log", "cards", "settings")
CASE_SECONDS = 10
OUTCOMES = ("accepted", "refused", "engine-error", "crash", "timeout", "memory")  # the last three fail

HUGE = "7" * 5000
HOSTILE: list[Any] = [[], {}, None, True, False, -1, 0, 5, 3.5, "", "a\0b", "x" * 5000, "ST01-001", "ST01-004",
                      "p3", [[[[[]]]]], {"a": {"b": {"c": 1}}}, "@HUGE@", "@DEEP@", "@NAN@", 10**30]
TOKENS = ["- x", "x: [", "}", "{", ": :", "\t", "&a [1, *a]", "*nothere", "!!python/object:os.system x", "? [a]",
          "cards: 4", "leader: ST02-004", "filler: ST01-001", "deck: 1000000000", "seed: " + HUGE, "\0",
          "[" * 300, "2024-13-45", "id: 2024", '"cmd": [5, "first", []]', '"seed": "a"', '"chooser": 5', "\ufeff"]


@dataclass
class Case:
    kind: str
    how: str  # the mutation, for the report
    data: bytes | None = None  # the file's bytes (None for a special file)
    special: str = ""  # fifo, devzero, folder


# ------------------------------------------------------------------ seeds: real files of each kind
_SEEDS: dict[str, list[str]] = {}


def seeds(kind: str) -> list[str]:
    if kind not in _SEEDS:
        _SEEDS[kind] = _make_seeds(kind)
    return _SEEDS[kind]


def _make_seeds(kind: str) -> list[str]:
    if kind == "deck-yaml":
        return [p.read_text() for p in sorted((ROOT / "decks").glob("ST-0*.yaml"))]
    if kind == "deck-text":
        from opcg_tui.games.onepiece.deckio import deck_to_text
        from opcg_tui.games.onepiece.decks import load_deck

        return [deck_to_text(load_deck(d, check=False)) for d in ("ST-01", "ST-02", "ST-10")]
    if kind == "scenario":
        found = sorted((ROOT / "tests" / "scenarios" / "rules").rglob("*.yaml"))[:12]
        return [p.read_text() for p in found]
    if kind == "log":
        return [_game_log(seed, full) for seed, full in ((1, True), (2, False), (3, False))] + [
            (ROOT / "tests" / "data" / "log-version-1.jsonl").read_text()]
    if kind == "cards":
        return [(ROOT / "cards" / f"{name}.yaml").read_text() for name in ("ST01", "ST02", "ST05")]
    return ['{"pace": "fast", "level": "hard", "undo_in_hotseat": true}']


def _game_log(seed: int, full: bool) -> str:
    import tempfile

    from logged_game import fresh, policy

    from opcg_tui.gamelog import GameLog

    game = fresh(seed)
    for _ in range(10_000 if full else 25):
        if game.over:
            break
        policy(game, seed)
    with tempfile.TemporaryDirectory() as folder:
        GameLog.create(game, folder=Path(folder), name="g.jsonl").close()
        return (Path(folder) / "g.jsonl").read_text()


# ------------------------------------------------------------------ mutations
def make_case(kind: str, rng: random.Random) -> Case:
    text = rng.choice(seeds(kind))
    roll = rng.random()
    if roll < 0.04:
        return Case(kind, "special file", special=rng.choice(["fifo", "devzero", "folder"]))
    if roll < 0.12:
        return _hostile_file(kind, rng)
    if roll < 0.50:
        how, text = _structural(kind, text, rng)
    elif roll < 0.85:
        how, text = _lines(text, rng)
    else:
        how, text = "bytes", text
        data = bytearray(text.encode())
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return Case(kind, how, bytes(data))
    return Case(kind, how, text.encode("utf-8", "surrogatepass"))


def _hostile_file(kind: str, rng: random.Random) -> Case:
    pick = rng.choice(["deep", "bomb", "huge-int", "big", "empty", "nul", "not-utf8", "deep-map"])
    if pick == "deep":
        data = "[" * rng.choice([100, 300, 3000]) + "]" * 10
    elif pick == "deep-map":
        data = "".join("  " * i + "a:\n" for i in range(rng.choice([70, 400])))
    elif pick == "bomb":
        data = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
            f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 10) + "]\n" for i in range(9))
        data += "name: bomb\nstate: {p1: {hand: *j}}\nexpect: [turn == 3]\nid: *j\nleader: *j\ncards: *j\n"
    elif pick == "huge-int":
        data = {"log": '{"format": "opcg-log", "version": ' + HUGE + "}\n",
                "deck-text": f"{HUGE}xST01-001\n", "settings": '{"pace": ' + HUGE + "}"}.get(
            kind, f"id: x\nseed: {HUGE}\nleader: ST01-001\ncards: {{ST01-004: {HUGE}}}\n")
    elif pick == "big":
        data = "# " + "x" * (2 << 20) + "\n"
    elif pick == "empty":
        data = rng.choice(["", "\n", "   ", "null", "[]", "{}", "0"])
    elif pick == "nul":
        data = "\0" * 10
    else:
        return Case(kind, "hostile: not-utf8", b"\xff\xfe\x00abc\xc3(")
    return Case(kind, f"hostile: {pick}", data.encode())


def _lines(text: str, rng: random.Random) -> tuple[str, str]:
    lines = text.splitlines() or [""]
    i = rng.randrange(len(lines))
    choice = rng.choice(["delete", "duplicate", "replace", "truncate", "cut", "indent", "swap"])
    if choice == "delete":
        del lines[i]
    elif choice == "duplicate":
        lines.insert(i, lines[i])
    elif choice == "replace":
        lines[i] = lines[i][: rng.randint(0, len(lines[i]))] + rng.choice(TOKENS)
    elif choice == "truncate":
        lines = lines[:i]
    elif choice == "cut":
        return "lines: cut", "\n".join(lines)[: rng.randrange(len(text) + 1)]
    elif choice == "indent":
        lines[i] = "  " + lines[i]
    else:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    return f"lines: {choice}", "\n".join(lines) + "\n"


def _structural(kind: str, text: str, rng: random.Random) -> tuple[str, str]:
    """A value somewhere in the data replaced by a hostile one (wrong type, huge, nested, NUL)."""
    value: Any = rng.choice(HOSTILE)
    if kind == "log":
        lines = text.splitlines()
        i = rng.randrange(min(len(lines), 6))
        data = json.loads(lines[i])
        where = _replace(data, value, rng)
        lines[i] = json.dumps(data, allow_nan=True)
        out = "\n".join(lines) + "\n"
    elif kind == "deck-text":
        lines = text.splitlines()
        i = rng.randrange(len(lines))
        where = f"line {i + 1}"
        lines[i] = rng.choice([f"{value}x{lines[i][2:]}", f"{lines[i][:2]}{value}", str(value)])
        out = "\n".join(lines) + "\n"
    else:
        data = json.loads(text) if kind == "settings" else yaml.safe_load(text)
        where = _replace(data, value, rng)
        out = json.dumps(data) if kind == "settings" else yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
    out = out.replace('"@HUGE@"', HUGE).replace("'@HUGE@'", HUGE).replace("@HUGE@", HUGE)
    out = out.replace('"@DEEP@"', "[" * 200 + "]" * 200).replace("@DEEP@", "[" * 200 + "]" * 200)
    out = out.replace('"@NAN@"', "NaN").replace("@NAN@", ".nan")
    return f"value at {where} := {str(value)[:20]!r}", out


def _replace(data: Any, value: Any, rng: random.Random) -> str:
    """Replace one value in the nested data (in place); the path it took."""
    path: list[str] = []
    node = data
    while True:
        if isinstance(node, dict) and node:
            key = rng.choice(list(node))
        elif isinstance(node, list) and node:
            key = rng.randrange(len(node))
        else:
            return "/".join(path) or "top"
        path.append(str(key))
        child = node[key]
        if not isinstance(child, (dict, list)) or not child or rng.random() < 0.35:
            node[key] = value
            return "/".join(path)
        node = child


# ------------------------------------------------------------------ running a case
def write_case(case: Case, folder: Path) -> Path:
    suffix = {"log": ".jsonl", "deck-text": ".txt", "settings": ".json"}.get(case.kind, ".yaml")
    name = "settings.json" if case.kind == "settings" else f"case{suffix}"
    path = folder / name
    if case.special == "devzero":
        return Path("/dev/zero")
    if case.special == "folder":
        path.mkdir()
    elif case.special == "fifo":
        os.mkfifo(path)
    else:
        path.write_bytes(case.data or b"")
    return path


class _Timeout(Exception):
    pass


def run_case(case: Case, folder: Path) -> tuple[str, str]:
    """(outcome, detail): how opcg took the case, within CASE_SECONDS."""

    def alarm(signum: int, frame: Any) -> None:
        raise _Timeout

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(CASE_SECONDS)
    try:
        return _run(case, folder)
    except _Timeout:
        return "timeout", f"more than {CASE_SECONDS} s"
    except MemoryError:
        return "memory", "MemoryError"
    except Exception:  # noqa: BLE001 - a loader that raised anything but its error is the finding
        return "crash", traceback.format_exc()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _run(case: Case, folder: Path) -> tuple[str, str]:
    path = write_case(case, folder)
    if case.kind == "cards":
        return _loader(lambda: _one_card_file(path))
    if case.kind == "settings":
        return _settings(folder)
    args = {"deck-yaml": ["deck", "validate", str(path)], "deck-text": ["deck", "import", str(path)],
            "scenario": ["scenario", "run", str(path)], "log": ["replay", str(path), "--verify"]}[case.kind]
    outcome = cli(args)
    if outcome[0] in ("accepted", "refused") and case.kind == "deck-yaml" and path.parent == folder:
        # A bad file in a decks folder is named and skipped: `deck list` still works.
        listed = cli(["deck", "list", "--decks", str(folder), "--json"])
        if listed[0] != "accepted":
            return "crash", f"deck list with this file in the folder: {listed}"
    return outcome


def _one_card_file(path: Path) -> Any:
    from opcg_tui.games.onepiece.cards import one_card_file

    return one_card_file(path)


def _loader(load: Callable[[], Any]) -> tuple[str, str]:
    from opcg_tui.data.yamlfile import DataError

    try:
        load()
    except DataError as exc:
        return ("refused", str(exc)) if exc.problem else ("crash", "an empty message")
    return "accepted", ""


def _settings(folder: Path) -> tuple[str, str]:
    from opcg_tui.tui.settings import PACES, load_settings

    before = os.environ.get("OPCG_DATA_DIR")
    os.environ["OPCG_DATA_DIR"] = str(folder)
    try:
        settings, _ = load_settings()
    finally:
        if before is None:
            del os.environ["OPCG_DATA_DIR"]
        else:
            os.environ["OPCG_DATA_DIR"] = before
    fine = settings.pace in PACES and isinstance(settings.level, str) and isinstance(settings.undo_in_hotseat, bool)
    return ("accepted", "") if fine else ("crash", f"settings of the wrong type: {settings}")


def cli(args: list[str]) -> tuple[str, str]:
    """The CLI in this process: accepted (exit 0), refused (1 or 2 with a message), or a crash."""
    from typer.testing import CliRunner

    from opcg_tui.cli import app

    result = CliRunner().invoke(app, args)
    said = result.stderr + result.stdout
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        if isinstance(result.exception, (_Timeout, MemoryError)):
            raise result.exception
        return "crash", "".join(traceback.format_exception(result.exception))
    if "Traceback" in said or result.exit_code not in (0, 1, 2):
        return "crash", f"exit {result.exit_code}: {said[-2000:]}"
    if result.exit_code == 0:
        return "accepted", ""
    message = result.stderr if result.exit_code == 2 else said  # a failing scenario (1) says so on stdout
    if not message.strip():
        return "crash", f"exit {result.exit_code} without a message"
    if "engine error" in said:
        return "engine-error", said[-500:]
    return "refused", message.strip().splitlines()[-1][:300]
