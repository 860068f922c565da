"""The input fuzzer: hostile variants of every kind of file opcg reads, through the CLI and the loaders.

A case is a real file (a shipped deck, deck text, scenario, game log, card file, settings, a redacted
export, a saves index, a card file of the user's cards folder, and Fusion World's decks, scenarios and
logs) broken in one way — lines deleted, swapped or cut, a value replaced by one of the wrong type, a
key removed or renamed, an int made a float or a huge hexadecimal or octal number, an alias bomb inside
a string that is parsed again, deep nesting, a NUL, bytes that are not UTF-8, a file of 2 MB, a pipe,
/dev/zero, a folder, a symlink loop; a log's hashes removed or zeroed, or the log cut and a concession
appended. Every case must end with exit 0, 1 or 2 and, when it is refused, a message naming the file —
never a traceback (also after exit 0), never a hang, and never garbage accepted (a kind's oracle: a log
whose hashes were tampered with does not verify; a broken user card file is named wherever it is read).
Used by tests/test_fuzz_inputs.py (a few cases of each kind) and bench/fuzz.py (thousands, in processes
limited to 500 MB, each case to 10 s).
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import io
import json
import os
import random
import re
import shutil
import signal
import tempfile
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest import mock

import yaml

ROOT = Path(__file__).resolve().parents[1]
KINDS = ("deck-yaml", "deck-text", "scenario", "log", "cards", "settings", "export", "saves", "user-cards",
         "fw-deck", "fw-scenario", "fw-log")
LOG_KINDS = ("log", "fw-log")
CASE_SECONDS = 10
# accepted: exit 0; refused: exit 1 or 2 with a message naming the file; engine-error: a scenario that names an
# engine defect in its FAIL line. The rest fail: crash (a traceback, whatever the exit status), timeout (a hang),
# memory, garbage (a kind's oracle: tampered input accepted, or a broken user card file never named) and
# unnamed (a refusal whose message does not name the file it is about).
OUTCOMES = ("accepted", "refused", "engine-error", "crash", "timeout", "memory", "garbage", "unnamed")
FAILING = OUTCOMES[3:]

HUGE = "7" * 5000
BOMB = "[" + ", ".join(["&a [x, x, x, x, x, x, x, x, x, x]"] + [
    f"&{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 10) + "]" for i in range(8)]) + "]"  # 10**9 x's
MARKERS = {"@HUGE@": HUGE, "@DEEP@": "[" * 200 + "]" * 200, "@HEX@": "0x" + "7f" * 20, "@HEXHUGE@": "0x" + "f" * 4000,
           "@OCT@": "0" + "7" * 60}
NAN = {"@NAN@": ("NaN", ".nan")}  # (in JSON, in YAML)
HOSTILE: list[Any] = [[], {}, None, True, False, -1, 0, 5, 3.5, 0.0, "", "a\0b", "x" * 5000, "ST01-001",
                      "ST01-004", "p3", [[[[[]]]]], {"a": {"b": {"c": 1}}}, "@HUGE@", "@DEEP@", "@NAN@", 10**30]
RETYPED: list[Any] = [1.0, "@HEX@", "@HEXHUGE@", "@OCT@", "@BOMB@"]  # the classes an earlier campaign found
KEYS: list[Any] = ["@HEX@", "@HEXHUGE@", "@OCT@", 1.0, 7, "", "x" * 300]  # a key renamed
NUMBERS: list[Any] = ["@HEX@", "@HEXHUGE@", "@OCT@", "@HUGE@", "@NAN@"]  # besides the same number as a float
TOKENS = ["- x", "x: [", "}", "{", ": :", "\t", "&a [1, *a]", "*nothere", "!!python/object:os.system x", "? [a]",
          "cards: 4", "leader: ST02-004", "filler: ST01-001", "deck: 1000000000", "seed: " + HUGE, "\0",
          "[" * 300, "2024-13-45", "id: 2024", '"cmd": [5, "first", []]', '"seed": "a"', '"chooser": 5', "\ufeff",
          "ST01-004: " + MARKERS["@HEX@"], MARKERS["@HEX@"] + ": 4", "x: " + BOMB]


@dataclass
class Case:
    kind: str
    how: str  # the mutation, for the report
    data: bytes | None = None  # the file's bytes (None for a special file)
    special: str = ""  # fifo, devzero, folder, loop (a symlink to itself)
    files: dict[str, bytes] = field(default_factory=dict)  # files beside it (a deck using the user's cards, logs)
    garbage: bool = False  # the mutation made a file opcg must not accept (the kind's oracle)
    seat: str = "p1"  # `opcg export --seat` of a log
    step: int = 0  # the export step the mutation touched (the viewer shows it)
    name: str = ""  # the file's name, when not the kind's usual one (deck text: its name is the deck's id)


# ------------------------------------------------------------------ seeds: real files of each kind
Seed = tuple[str, dict[str, str]]  # the file's text, and the files beside it
_SEEDS: dict[str, list[Seed]] = {}


def seeds(kind: str) -> list[Seed]:
    if kind not in _SEEDS:
        _SEEDS[kind] = _make_seeds(kind)
    return _SEEDS[kind]


def _make_seeds(kind: str) -> list[Seed]:
    if kind in ("deck-yaml", "fw-deck"):
        found = sorted((ROOT / "decks").glob("ST-0*.yaml")) if kind == "deck-yaml" else \
            sorted((ROOT / "decks" / "dbsfw").glob("*.yaml"))
        return [(p.read_text(), {}) for p in found]
    if kind == "deck-text":
        from opcg_tui.games.onepiece.deckio import deck_to_text
        from opcg_tui.games.onepiece.decks import load_deck

        return [(deck_to_text(load_deck(d, check=False)), {}) for d in ("ST-01", "ST-02", "ST-10")]
    if kind in ("scenario", "fw-scenario"):
        found = sorted((ROOT / "tests" / "scenarios" / ("rules" if kind == "scenario" else "dbsfw")).rglob("*.yaml"))
        return [(p.read_text(), {}) for p in found[::max(1, len(found) // 12)][:12]]
    if kind in LOG_KINDS:
        games = [_played(kind, seed, n) for seed, n in ((1, 10_000), (2, 25), (3, 60))] + [_position_game(kind)]
        old = [(ROOT / "tests" / "data" / "log-version-1.jsonl").read_text()] if kind == "log" else []
        return [(text, {}) for text in [*map(_log_text, games), *old]]
    if kind == "export":
        from opcg_tui.gamelog import export_redacted

        played = [(_played("log", 2, 25), 0), (_played("log", 3, 40), 1), (_played("fw-log", 2, 25), 0)]
        return [(json.dumps(export_redacted(game, seat), indent=0), {}) for game, seat in played]
    if kind == "saves":
        return [_saves_seed()]
    if kind == "user-cards":
        return [_user_cards_seed(number) for number in ("01", "05", "10")]
    if kind == "cards":
        return [((ROOT / "cards" / f"{name}.yaml").read_text(), {}) for name in ("ST01", "ST02", "ST05")]
    return [('{"pace": "fast", "level": "hard", "undo_in_hotseat": true}', {})]


def _played(kind: str, seed: int, decisions: int) -> Any:
    """A game of random legal decisions (never a concession), seeded: ONE PIECE's ST-01 v ST-04, Fusion World's FS01 v FS02."""
    from logged_game import fresh, policy

    if kind == "fw-log":
        from opcg_tui.engine import new_game
        from opcg_tui.games.dbsfw.cards import load_cards
        from opcg_tui.games.dbsfw.decks import load_deck

        fw = load_cards()
        game = new_game(load_deck("FS01", fw), load_deck("FS02", fw), seed=seed, db=fw, game="dbsfw")
    else:
        game = fresh(seed)
    for _ in range(decisions):
        if game.over:
            break
        policy(game, seed)
    return game


def _position_game(kind: str) -> Any:
    """A game from a scenario's position (a puzzle's log: its header holds the position, player indexes and all)."""
    from logged_game import policy

    from opcg_tui.engine.rulesets import ruleset
    from opcg_tui.scenario import load_scenario, scenario_game, start_game

    folder = ROOT / "tests" / "scenarios" / ("rules/battle" if kind == "log" else "dbsfw/rules")
    path = sorted(folder.rglob("*.yaml"))[0]
    db = ruleset(scenario_game(path)).load_cards()
    game = start_game(load_scenario(path, db), db)
    for _ in range(10):
        if game.over or game.waiting is None:
            break
        policy(game, 1)
    return game


def _log_text(game: Any, players: dict | None = None) -> str:
    from opcg_tui.gamelog import GameLog

    with tempfile.TemporaryDirectory() as folder:
        GameLog.create(game, players, folder=Path(folder), name="g.jsonl").close()
        return (Path(folder) / "g.jsonl").read_text()


SAVED = 1_700_000_000 * 10**9  # the logs' time (ns) in the saves folder: the index's stamps match them


def _saves_seed() -> Seed:
    """saves/index.json as opcg writes it for three logs (an unfinished game against the computer, a finished one,
    an unfinished Fusion World game), and the logs (written again with the same times for every case)."""
    from opcg_tui.games.onepiece import load_cards
    from opcg_tui.saves import list_saves

    logs = {"data/saves/vs.jsonl": _log_text(_played("log", 2, 25), {"mode": "computer", "levels": {"1": "easy"},
                                                                      "names": ["You", "Computer"]}),
            "data/saves/over.jsonl": _log_text(_played("log", 1, 10_000)),
            "data/saves/fw.jsonl": _log_text(_played("fw-log", 2, 25))}
    with tempfile.TemporaryDirectory() as folder:
        _write_files(Path(folder), logs)
        list_saves(Path(folder) / "data" / "saves", load_cards)
        index = json.loads((Path(folder) / "data" / "saves" / "index.json").read_text())
    return json.dumps(index, indent=1), logs


def _user_cards_seed(number: str) -> Seed:
    """A card file of the user's cards folder (a starter's cards numbered ZZ01-…) and a deck of those cards."""
    cards = (ROOT / "cards" / f"ST{number}.yaml").read_text().replace(f"ST{number}-", "ZZ01-")
    deck = (ROOT / "decks" / f"ST-{number}.yaml").read_text().replace(f"ST{number}-", "ZZ01-")
    return cards, {"deck.yaml": deck.replace(f"id: ST-{number}", "id: ZZ-01")}


def _write_files(folder: Path, files: dict[str, str] | dict[str, bytes]) -> None:
    for n, (name, body) in enumerate(files.items()):
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(body.encode() if isinstance(body, str) else body)
        if name.endswith(".jsonl"):
            os.utime(path, ns=(SAVED + n * 10**9,) * 2)


# ------------------------------------------------------------------ mutations
def make_case(kind: str, rng: random.Random) -> Case:
    text, files = rng.choice(seeds(kind))
    case = _mutated(kind, text, rng, seeds(kind)[0][0])
    case.files = {name: body.encode() for name, body in files.items()}
    if kind in LOG_KINDS:
        case.seat = rng.choice(["p1", "p2"]) if rng.random() < 0.9 else rng.choice(["p3", "", "P1"])
    if kind == "deck-text" and rng.random() < 0.1:
        case.name = rng.choice(["x" * 100, " ", "y" * 65]) + ".txt"  # (no control characters: the console shows them otherwise)
    return case


def _mutated(kind: str, text: str, rng: random.Random, finished: str) -> Case:
    """`text` broken in one way (a log's tampering is of `finished`, a whole game's log: an unfinished one never verifies)."""
    roll = rng.random()
    if roll < 0.05:
        return Case(kind, "special file", special=rng.choice(["fifo", "devzero", "folder", "loop"]))
    if roll < 0.12:
        return _hostile_file(kind, rng)
    if kind in LOG_KINDS and roll < 0.25:
        how, text = _tampered(finished, rng)
        return Case(kind, how, text.encode(), garbage=True)
    if kind == "export" and roll < 0.25:
        return _view_key_removed(text, rng)
    if roll < 0.55:
        how, text, step = _structural(kind, text, rng)
        return Case(kind, how, text.encode("utf-8", "surrogatepass"), step=step)
    if roll < 0.85:
        how, text = _lines(text, rng)
        return Case(kind, how, text.encode("utf-8", "surrogatepass"))
    data = bytearray(text.encode())
    for _ in range(rng.randint(1, 4)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    return Case(kind, "bytes", bytes(data))


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
        number = rng.choice([HUGE, MARKERS["@HEXHUGE@"], MARKERS["@HEX@"]])
        data = {"log": '{"format": "opcg-log", "version": ' + HUGE + "}\n", "fw-log": '{"version": ' + HUGE + "}\n",
                "deck-text": f"{number}xST01-001\n", "settings": '{"pace": ' + HUGE + "}",
                "export": '{"format": "opcg-export", "version": 2, "seat": ' + HUGE + "}",
                "saves": '{"saves": {"vs.jsonl": {"stamp": [' + HUGE + "]}}}"}.get(
            kind, f"id: x\nseed: {number}\nleader: ST01-001\ncards: {{ST01-004: {number}, {number}: 4}}\n")
    elif pick == "big":
        data = "# " + "x" * (2 << 20) + "\n"
    elif pick == "empty":
        data = rng.choice(["", "\n", "   ", "null", "[]", "{}", "0"])
    elif pick == "nul":
        data = "\0" * 10
    else:
        return Case(kind, "hostile: not-utf8", b"\xff\xfe\x00abc\xc3(")
    return Case(kind, f"hostile: {pick}", data.encode())


def _tampered(text: str, rng: random.Random) -> tuple[str, str]:
    """A log whose hashes no longer prove its game: some or all removed or zeroed, or the log cut mid-game and a
    concession without a hash appended — labelled with its own version or an older one. It must not verify."""
    lines = text.rstrip("\n").split("\n")
    header, body = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
    pick = rng.choice(["hashes removed", "half the hashes removed", "hashes zeroed", "cut + concede"])
    if pick == "cut + concede":
        keep = rng.randrange(max(1, len(body) - 1))
        body = [*body[:keep], {"n": keep + 1, "cmd": [rng.randrange(2), "concede", []]}]
    for n, record in enumerate(body):
        if pick == "hashes zeroed":
            record["hash"] = "0" * 20
        elif pick == "hashes removed" or pick == "half the hashes removed" and n % 2 == 0:
            record.pop("hash", None)
    header["version"] = rng.choice([1, 2, header["version"]])
    return f"tampered: {pick}, version {header['version']}", "\n".join(map(json.dumps, [header, *body])) + "\n"


def _view_key_removed(text: str, rng: random.Random) -> Case:
    """An export whose view at one step lacks one of its keys, or one of its players' (what the viewer draws)."""
    data = json.loads(text)
    step = rng.randrange(len(data["steps"]))
    view = data["steps"][step]["view"]
    where, part = rng.choice([("view", view), *((f"player {p + 1}", player) for p, player in enumerate(view["players"]))])
    key = rng.choice(sorted(part))
    del part[key]
    return Case("export", f"step {step}: {where} lacks {key!r}", json.dumps(data, indent=0).encode(), step=step)


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


def _structural(kind: str, text: str, rng: random.Random) -> tuple[str, str, int]:
    """One change in the data (a value replaced by a hostile one, a key removed or renamed, a number retyped); the
    mutation, the text, and the export step it touched."""
    json_kind = kind in (*LOG_KINDS, "settings", "export", "saves")
    if kind in LOG_KINDS:
        lines = text.splitlines()
        i = rng.randrange(len(lines))
        data = json.loads(lines[i])
        how = f"line {i + 1}: " + _change(data, rng)
        lines[i] = json.dumps(data, allow_nan=True)
        out = "\n".join(lines) + "\n"
    elif kind == "deck-text":
        lines = text.splitlines()
        i = rng.randrange(len(lines))
        value = rng.choice(HOSTILE)
        how = f"line {i + 1} := {str(value)[:20]!r}"
        lines[i] = rng.choice([f"{value}x{lines[i][2:]}", f"{lines[i][:2]}{value}", str(value)])
        out = "\n".join(lines) + "\n"
    else:
        data = json.loads(text) if json_kind else yaml.safe_load(text)
        how = _change(data, rng)
        out = json.dumps(data, indent=0) if json_kind else yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
    for marker, raw in MARKERS.items():
        out = out.replace(f'"{marker}"', raw).replace(f"'{marker}'", raw).replace(marker, raw)
    for marker, (in_json, in_yaml) in NAN.items():
        out = out.replace(f'"{marker}"', in_json).replace(marker, in_json if json_kind else in_yaml)
    touched = re.match(r"steps/(\d+)", how) if kind == "export" else None
    return how, out, int(touched.group(1)) if touched else 0


def _change(data: Any, rng: random.Random) -> str:
    """Change one place of the nested data in place; the path and what was done there."""
    action = rng.choice(["value", "value", "delete", "delete", "key", "number"])
    if action == "number":
        numbers = list(_numbers(data))
        if numbers:
            node, key, path = rng.choice(numbers)
            node[key] = rng.choice([float(node[key]), *NUMBERS])
            return f"{path} := {node[key]!r}"
    node, key, path = _place(data, rng)
    if node is None:
        return "top (unchanged)"
    if action == "delete":
        del node[key]
        return f"{path} deleted"
    if action == "key" and isinstance(node, dict):
        new = rng.choice(KEYS)
        node[new] = node.pop(key)
        return f"{path} renamed {str(new)[:20]!r}"
    value = rng.choice(rng.choice([HOSTILE, RETYPED]))
    if value == "@BOMB@":  # an alias bomb inside a string that is parsed again (a scenario's expectation value)
        old = node[key]
        value = (old.split("==")[0] + "== " if isinstance(old, str) and "==" in old else "") + BOMB
    node[key] = value
    return f"{path} := {str(value)[:20]!r}"


def _place(data: Any, rng: random.Random) -> tuple[Any, Any, str]:
    """A random place in nested data, each depth as likely as any other (a view's keys as a card's): (the dict or
    list, its key there, the path); (None, None, '') when there is none."""
    found = list(_containers(data))
    if not found:
        return None, None, ""
    depth = rng.choice(sorted({d for _, _, d in found}))
    node, path, _ = rng.choice([f for f in found if f[2] == depth])
    key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
    return node, key, f"{path}/{key}".lstrip("/")


def _containers(data: Any, path: str = "", depth: int = 0) -> Iterator[tuple[Any, str, int]]:
    """Every non-empty dict and list in nested data: (it, its path, its depth)."""
    if isinstance(data, (dict, list)) and data:
        yield data, path, depth
        for key, value in data.items() if isinstance(data, dict) else enumerate(data):
            yield from _containers(value, f"{path}/{key}".lstrip("/"), depth + 1)


def _numbers(data: Any, path: str = "") -> Iterator[tuple[Any, Any, str]]:
    """Every whole number in nested data: (its dict or list, its key, the path)."""
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        if isinstance(value, int) and not isinstance(value, bool):
            yield data, key, f"{path}/{key}".lstrip("/")
        else:
            yield from _numbers(value, f"{path}/{key}")


# ------------------------------------------------------------------ running a case
PLACES = {"settings": "data/settings.json", "saves": "data/saves/index.json", "user-cards": "data/cards/ZZ01.yaml",
          "log": "case.jsonl", "fw-log": "case.jsonl", "deck-text": "case.txt", "export": "case.json"}


def write_case(case: Case, folder: Path) -> Path:
    """The case's file (and the files beside it) in `folder`, which is also the user data folder's parent."""
    _write_files(folder, case.files)
    path = folder / (case.name or PLACES.get(case.kind, "case.yaml"))
    path.parent.mkdir(parents=True, exist_ok=True)
    if case.special == "devzero":
        path.symlink_to("/dev/zero")
    elif case.special == "loop":
        path.symlink_to(path.name)
    elif case.special == "folder":
        path.mkdir()
    elif case.special == "fifo":
        os.mkfifo(path)
    else:
        path.write_bytes(case.data or b"")
    return path


class _Timeout(BaseException):
    """A case's time is up: not an Exception, so that no `except Exception` of the program takes it for its own."""


def run_case(case: Case, folder: Path) -> tuple[str, str]:
    """(outcome, detail): how opcg took the case, within CASE_SECONDS."""

    def alarm(signum: int, frame: Any) -> None:
        raise _Timeout

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(CASE_SECONDS)
    try:
        path = write_case(case, folder)
        with mock.patch.dict(os.environ, OPCG_DATA_DIR=str(folder / "data")):
            return RUNNERS[case.kind](case, path)
    except _Timeout:
        return "timeout", f"more than {CASE_SECONDS} s"
    except MemoryError:
        return "memory", "MemoryError"
    except Exception:  # noqa: BLE001 - a loader that raised anything but its error is the finding
        return "crash", traceback.format_exc()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _deck_yaml(case: Case, path: Path) -> tuple[str, str]:
    """`deck validate FILE` (in Extra, which takes the block-1 starters the seeds are), and `deck list` of a
    decks folder holding it."""
    outcome = cli(["deck", "validate", "--format", "extra", str(path)], path)
    if outcome[0] in ("accepted", "refused"):
        # A bad file in a decks folder is named and skipped: `deck list` still works.
        listed = cli(["deck", "list", "--decks", str(path.parent), "--json"])
        if listed[0] != "accepted":
            return "crash", f"deck list with this file in the folder: {listed}"
    return outcome


def _log(case: Case, path: Path) -> tuple[str, str]:
    """`replay --verify` (a tampered log must not verify), then `export --seat`."""
    verified = cli(["replay", str(path), "--verify"], path)
    if case.garbage and verified[0] == "accepted":
        return "garbage", f"replay --verify passed it: {verified[1].strip()[-300:]}"
    if verified[0] in FAILING:
        return verified
    exported = cli(["export", str(path), "--seat", case.seat], path)
    return exported if exported[0] in FAILING else verified


def _export(case: Case, path: Path) -> tuple[str, str]:
    """`opcg replay EXPORT`: read, then shown by the replay viewer (headless) at its first, touched and last step."""
    from opcg_tui.gamelog import LogError
    from opcg_tui.games.onepiece import load_cards
    from opcg_tui.tui.replay import ReplayApp
    from opcg_tui.tui.replay_frames import read_export

    try:
        frames = read_export(path)
    except LogError as exc:
        return _named(("refused", str(exc)), path)

    async def view() -> None:
        app = ReplayApp(frames, load_cards())
        async with app.run_test(headless=True, size=(120, 40)) as pilot:
            for step in sorted({0, min(case.step, len(frames) - 1), len(frames) - 1}):
                app.screen.go_to(step)  # type: ignore[attr-defined]
                await pilot.pause()

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        asyncio.run(view())  # (an error's panel is printed as the app closes; the exception is the finding)
    return "accepted", ""


def _saves(case: Case, path: Path) -> tuple[str, str]:
    """The saves folder as `opcg replay` lists it, and as the menu's Resume reads and resumes it."""
    from opcg_tui.gamelog import LogError
    from opcg_tui.games.onepiece import load_cards
    from opcg_tui.tui.session import resume_session, unfinished_games

    listed = cli(["replay"])
    if listed[0] != "accepted":
        return listed
    for save in unfinished_games(load_cards):
        save.summary()
        if save.resumable and not save.busy:
            try:
                resume_session(save, load_cards()).log.close()
            except (OSError, ValueError, LogError) as exc:  # the app says "Cannot resume the game" and why
                if save.path.name not in str(exc):
                    return "unnamed", f"resuming {save.path.name}: {exc}"
    return "accepted", ""


def _user_cards(case: Case, path: Path) -> tuple[str, str]:
    """A card file of the user's cards folder, read by `cards list` and by `deck validate` of a deck of its cards.
    A broken file must be named as such by both (skipped with its problem, or refused), never blamed on the deck.
    The shipped pool is cut to one file here: reading 55 files again for every case would take most of its time."""
    import opcg_tui.games.onepiece.cards as onepiece_cards
    from opcg_tui.data.cards import builtin_dir
    from opcg_tui.data.yamlfile import DataError

    shipped = _one_file_pool()
    said = []
    with mock.patch.dict(os.environ, OPCG_CACHE_DIR=str(path.parents[2] / "cache")), mock.patch.object(
            onepiece_cards, "builtin_dir", lambda name: shipped if name == "cards" else builtin_dir(name), create=True):
        deck = str(path.parents[2] / "deck.yaml")
        for args in (["cards", "list", "--json"], ["deck", "validate", "--format", "extra", deck]):
            with mock.patch.object(onepiece_cards, "_DEFAULT_DB", None, create=True):  # read once per process
                outcome = cli(args, path if args[0] == "cards" else None)
            if outcome[0] in FAILING:
                return outcome
            said.append(outcome[1])
    try:
        onepiece_cards.one_card_file(path)  # the oracle: the file read alone, without the cache
        broken = False
    except DataError:
        broken = True
    if broken and any(path.name not in words for words in said):
        return "garbage", f"the broken card file is not named: {' | '.join(w.strip()[-200:] for w in said)}"
    return ("refused" if broken else "accepted"), ""  # a broken file is left out, named by both commands


_SHIPPED: list[Path] = []


def _one_file_pool() -> Path:
    """A folder holding the shipped ST01.yaml only (made once per process)."""
    if not _SHIPPED:
        folder = Path(tempfile.mkdtemp(prefix="opcg-fuzz-pool-"))
        atexit.register(shutil.rmtree, folder, True)
        (folder / "ST01.yaml").symlink_to(ROOT / "cards" / "ST01.yaml")
        _SHIPPED.append(folder)
    return _SHIPPED[0]


def _one_card_file(case: Case, path: Path) -> tuple[str, str]:
    from opcg_tui.data.yamlfile import DataError
    from opcg_tui.games.onepiece.cards import one_card_file

    try:
        one_card_file(path)
    except DataError as exc:
        return _named(("refused", str(exc)), path) if exc.problem else ("crash", "an empty message")
    return "accepted", ""


def _settings(case: Case, path: Path) -> tuple[str, str]:
    from opcg_tui.tui.settings import PACES, load_settings

    settings, _ = load_settings()
    fine = settings.pace in PACES and isinstance(settings.level, str) and isinstance(settings.undo_in_hotseat, bool)
    return ("accepted", "") if fine else ("crash", f"settings of the wrong type: {settings}")


def _command(*words: str) -> Callable[[Case, Path], tuple[str, str]]:
    """A runner: `opcg WORDS... FILE`, whose refusal names the file."""
    return lambda case, path: cli([*words, str(path)], path)


RUNNERS: dict[str, Callable[[Case, Path], tuple[str, str]]] = {
    "deck-yaml": _deck_yaml, "deck-text": _command("deck", "import"), "scenario": _command("scenario", "run"),
    "log": _log, "cards": _one_card_file, "settings": _settings, "export": _export, "saves": _saves,
    "user-cards": _user_cards, "fw-deck": _command("deck", "validate", "--game", "dbsfw"),
    "fw-scenario": _command("scenario", "run"), "fw-log": _log}


def _named(outcome: tuple[str, str], path: Path | None) -> tuple[str, str]:
    """A refusal whose message does not name the file is `unnamed`."""
    if path is not None and outcome[0] == "refused" and path.name not in outcome[1]:
        return "unnamed", outcome[1].strip()[-300:]
    return outcome


def cli(args: list[str], about: Path | None = None) -> tuple[str, str]:
    """The CLI in this process: accepted (exit 0), refused (1 or 2 with a message; exit 2's must name `about`, the
    file given), or a crash (a traceback, whatever the exit status). The detail is what it said on stderr (and on
    stdout after exit 1: a failing scenario says why there)."""
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
        return "accepted", result.stderr
    message = result.stderr if result.exit_code == 2 else said
    if not message.strip():
        return "crash", f"exit {result.exit_code} without a message"
    if "engine error: MemoryError" in said:  # (a scenario's run names any exception of the engine)
        return "memory", said[-500:]
    if "engine error" in said:
        return "engine-error", said[-500:]
    return _named(("refused", message), about if result.exit_code == 2 else None)
