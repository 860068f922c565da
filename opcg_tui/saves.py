"""The saves folder: one game log per game (`opcg_tui.gamelog`), and what each of them holds.

A new log is created exclusively (two games started in the same second get two files) and stays
locked (flock) while its game is open, so a second opcg refuses to resume it instead of replacing
the file under the first. Where locks are not available the games go on unlocked.

Listing thousands of logs reads no game: `index.json` beside them keeps what each log holds (its
decks, names, turn, whether it is over, where it is damaged), keyed by the log's size and time. It
is only ever derived from the logs — an entry whose log changed is rebuilt by replaying that log —
and written whole beside the old one then put in its place, so a lost or broken index costs only
time. A log that cannot be read is listed with its problem, never fatal.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from . import __version__
from .data.inputs import MAX_LOG_BYTES, DataError, parse_json, read_text
from .engine.rulesets import DEFAULT_GAME, KNOWN

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no locks, the rest works
    fcntl = None  # type: ignore[assignment]

INDEX = "index.json"
INDEX_FORMAT = "opcg-saves-index"
INDEX_VERSION = 2  # 2: each entry names its game (logs of Fusion World were listed as problems before)
MODES = ("hotseat", "computer", "puzzle")
GAME_NAMES = {"dbsfw": "Fusion World"}  # a save of another game than ONE PIECE says which, in a word or two


class SaveBusy(OSError):
    """The game is open in another opcg."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path}: this game is open in another opcg (a second window or terminal); "
                         "close it there first")
        self.path = path


# ------------------------------------------------------------------ creating and locking
def create_locked(path: Path) -> BinaryIO:
    """Create `path` (FileExistsError when something is there) and lock it; unbuffered, appending."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o644)
    handle = open(fd, "ab", buffering=0)  # noqa: SIM115 - the caller holds it while the game is open
    lock(handle, path)  # a file nobody else has opened yet
    return handle


def new_save(folder: Path, stem: str) -> tuple[Path, BinaryIO]:
    """A new file `stem`.jsonl in `folder` — or `stem`-2.jsonl, -3… when taken — created exclusively and locked."""
    n = 1
    while True:
        path = folder / (f"{stem}.jsonl" if n == 1 else f"{stem}-{n}.jsonl")
        try:
            return path, create_locked(path)
        except FileExistsError:
            n += 1


def open_locked(path: Path) -> BinaryIO:
    """An existing log opened to append, locked; SaveBusy when another opcg holds it."""
    handle = open(path, "ab", buffering=0)  # noqa: SIM115 - the caller holds it while the game is open
    try:
        lock(handle, path)
    except BaseException:
        handle.close()
        raise
    return handle


def lock(handle: BinaryIO, path: Path) -> None:
    """Hold an exclusive lock on the open file until it is closed; SaveBusy when someone else holds one."""
    if fcntl is None:
        return
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise SaveBusy(path) from None
    except OSError:
        pass  # a file system without locks: the game goes on unlocked


def open_elsewhere(path: Path) -> bool:
    """Is the game of this log open (locked) in an opcg — another one, or this one's own game?"""
    if fcntl is None:
        return False
    try:
        with path.open("rb") as handle:
            fcntl.flock(handle.fileno(), fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    return False


# ------------------------------------------------------------------ what a log holds
@dataclass
class Save:
    """One log of a folder as the index knows it. `problem` says why it cannot be read in full; the game
    is `readable` when it can be rebuilt (in full, or to its last valid line `valid_lines`)."""

    path: Path
    stamp: tuple[int, int]  # the file's (mtime_ns, size) when this was read
    readable: bool = False
    game: str = DEFAULT_GAME  # the game key of the log's header (engine/rulesets.KNOWN)
    over: bool = False
    turn: int = 0
    setup: dict = field(default_factory=dict)  # mode, names, levels, decks, seed, title
    created: str = ""
    position: str = ""  # a digest of the game's start (decks, seed or position): the same puzzle again
    problem: str = ""
    line: int | None = None
    valid_lines: int = 0
    busy: bool = False  # open in an opcg right now (not kept in the index)
    pending: bool = False  # not read yet (see list_saves)

    @property
    def resumable(self) -> bool:
        return self.readable and not self.over

    @property
    def when(self) -> str:
        return time.strftime("%d %b %H:%M", time.localtime(self.stamp[0] / 1e9))

    @property
    def error(self) -> str:
        """Where and why the log cannot be read in full ('' when it can)."""
        if not self.problem:
            return ""
        return f"{self.path}:{self.line}: {self.problem}" if self.line else f"{self.path}: {self.problem}"

    @property
    def name(self) -> str:
        """'ST-01 vs ST-02 · turn 7' (a puzzle: its title and turn)."""
        if not self.readable:
            return self.path.name
        p = self.setup
        game = p["title"] if p["mode"] == "puzzle" else f"{p['decks'][0]} vs {p['decks'][1]}"
        return f"{game} · turn {self.turn}"

    def summary(self) -> str:
        """'ST-01 vs ST-02 · turn 7 · hot-seat · 22 Nov 19:53' (and where it is damaged, if it is); another
        game's says which: 'FS01 vs FS02 · turn 5 · Fusion World · hot-seat · 22 Nov 19:53'."""
        if not self.readable:
            return f"{self.path.name} · cannot be read · {self.when}"
        p = self.setup
        mode = {"hotseat": "hot-seat", "computer": f"vs computer ({', '.join(p['levels'].values())})",
                "puzzle": "puzzle"}[p["mode"]]
        game = f" · {GAME_NAMES.get(self.game, self.game)}" if self.game != DEFAULT_GAME else ""
        text = f"{self.name}{game} · {mode} · {self.when}"
        if self.problem:
            text += f" · damaged at line {self.line}"
        if self.busy:
            text += " · open in another opcg"
        return text

    def to_json(self) -> dict:
        record = asdict(self)
        del record["path"], record["busy"], record["pending"]
        if self.setup:  # (a log that cannot be read has none)
            record["setup"] = {**self.setup, "levels": {str(k): v for k, v in self.setup["levels"].items()}}
        return record

    @classmethod
    def from_json(cls, path: Path, record: dict) -> Save:
        setup = dict(record["setup"])
        if setup:
            setup["levels"] = {int(k): v for k, v in setup["levels"].items()}
            setup["names"], setup["decks"] = tuple(setup["names"]), tuple(setup["decks"])
        return cls(path=path, **{**record, "stamp": tuple(record["stamp"]), "setup": setup})


def read_save(path: Path, stamp: tuple[int, int], db: Any) -> Save:
    """Replay one log to know what it holds; a log that cannot be read is described, never raised."""
    from .engine.rulesets import header_game
    from .gamelog import LogError, read_log

    game: Any
    try:
        loaded = read_log(path, db)
        header, game, save = loaded.header, loaded.game, Save(path, stamp, valid_lines=loaded.lines)
    except LogError as exc:
        header, game = (first_line(path) if exc.game is not None else {}), exc.game
        save = Save(path, stamp, problem=exc.problem, line=exc.line, valid_lines=exc.valid_lines)
    except Exception as exc:  # noqa: BLE001 - a file nobody checked must not stop the listing
        return Save(path, stamp, problem=f"cannot be read ({type(exc).__name__}: {exc})")
    if game is not None:
        save.readable, save.over, save.turn = True, game.over, game.s.turn
        save.game = header_game(game.header)
        save.setup = setup_of(header, game.header)
        save.position = position_of(game.header)
    save.created = str(header.get("created", ""))
    return save


def position_of(game_header: dict) -> str:
    return hashlib.sha256(json.dumps(game_header, sort_keys=True, default=str).encode()).hexdigest()[:16]


def first_line(path: Path) -> dict:
    try:
        with path.open(encoding="utf-8") as f:
            header = json.loads(f.readline(1 << 20))
        return header if isinstance(header, dict) else {}
    except (OSError, ValueError):
        return {}


def setup_of(header: dict, game_header: dict) -> dict:
    """Who sits where, from a log's header; a log written elsewhere (a simulation) is a hot-seat game."""
    raw: dict = header["players"] if isinstance(header.get("players"), dict) else {}
    game_decks = [d.get("id", "") for d in (game_header.get("decks") or []) if isinstance(d, dict)]
    try:
        levels = {int(k): str(v) for k, v in (raw.get("levels") or {}).items() if int(k) in (0, 1)}
        names = raw.get("names") or (("You", "Computer") if levels else ("Player 1", "Player 2"))
        decks = raw.get("decks") or (game_decks if len(game_decks) == 2 else ("?", "?"))
        mode = raw.get("mode") if raw.get("mode") in MODES else ("computer" if levels else "hotseat")
        return {"mode": mode, "names": (str(names[0]), str(names[1])), "levels": levels,
                "decks": (str(decks[0]), str(decks[1])), "seed": int(raw.get("seed") or 0),
                "title": str(raw.get("title") or "")}
    except (TypeError, ValueError, AttributeError, IndexError, KeyError):
        return {"mode": "hotseat", "names": ("Player 1", "Player 2"), "levels": {},
                "decks": tuple(game_decks) if len(game_decks) == 2 else ("?", "?"), "seed": 0, "title": ""}


# ------------------------------------------------------------------ the index
def list_saves(folder: Path, load_db: Callable[[], Any], replay_at_most: int | None = None) -> list[Save]:
    """Every log of `folder`, most recent first, from the index; logs that changed since are replayed
    (the card pool is loaded only then) and the index written again. With `replay_at_most`, logs beyond
    that many to replay come back `pending` (known by name only) for a later, complete listing."""
    try:
        entries = sorted(((e.stat().st_mtime_ns, e.stat().st_size, Path(e.path)) for e in os.scandir(folder)
                          if e.name.endswith(".jsonl") and e.is_file()), reverse=True)
    except OSError:
        return []
    index = _read_index(folder)
    saves, changed, db, budget = [], False, None, replay_at_most
    for mtime, size, path in entries:
        stamp = (mtime, size)
        save = index.get(path.name)
        if save is None or save.stamp != stamp:
            save = _replayed.get(path)
            if save is None or save.stamp != stamp:
                if budget is not None and budget <= 0:
                    saves.append(Save(path, stamp, pending=True))
                    continue
                db = db if db is not None else load_db()
                save = _replayed[path] = read_save(path, stamp, db)
                budget = None if budget is None else budget - 1
            changed = True
        saves.append(save)
    known = [s for s in saves if not s.pending]
    if changed or len(index) != len(known):
        _write_index(folder, known)
    for save in known:
        save.busy = save.resumable and open_elsewhere(save.path)
    return saves


_replayed: dict[Path, Save] = {}  # logs this process replayed: fast again even where no index can be written


def _read_index(folder: Path) -> dict[str, Save]:
    """The index's entries that are entries as `Save.to_json` writes them; any other is left out (its log
    is replayed again), and an index that is not one is no index: it is a cache, derived from the logs."""
    try:
        raw = parse_json(read_text(folder / INDEX, MAX_LOG_BYTES), folder / INDEX, fractions=False)
    except DataError:
        return {}
    if not isinstance(raw, dict) or not isinstance(raw.get("saves"), dict) or raw.get("format") != INDEX_FORMAT \
            or raw.get("version") != INDEX_VERSION or raw.get("program") != __version__:
        return {}  # no index, a broken one, or another program's (it may read the same logs differently)
    return {name: Save.from_json(folder / name, record) for name, record in raw["saves"].items()
            if _entry_ok(record)}


def _whole(value: Any) -> bool:
    return type(value) is int and value >= 0


def _texts(value: Any, count: int) -> bool:
    return isinstance(value, list) and len(value) == count and all(isinstance(v, str) for v in value)


_ENTRY: dict[str, Callable[[Any], bool]] = {  # Save.to_json's fields, each with what it holds
    "stamp": lambda v: isinstance(v, list) and len(v) == 2 and all(map(_whole, v)),
    "readable": lambda v: type(v) is bool, "over": lambda v: type(v) is bool,
    "game": lambda v: isinstance(v, str) and v in KNOWN, "turn": _whole, "setup": lambda v: v == {} or _setup_ok(v),
    "created": lambda v: isinstance(v, str), "position": lambda v: isinstance(v, str),
    "problem": lambda v: isinstance(v, str), "line": lambda v: v is None or _whole(v), "valid_lines": _whole,
}


def _setup_ok(setup: Any) -> bool:
    """`setup_of`'s record, as JSON has it (tuples as lists, levels keyed "0" and "1")."""
    return (isinstance(setup, dict) and set(setup) == {"mode", "names", "levels", "decks", "seed", "title"}
            and setup["mode"] in MODES and _texts(setup["names"], 2) and _texts(setup["decks"], 2)
            and isinstance(setup["levels"], dict) and set(setup["levels"]) <= {"0", "1"}
            and all(isinstance(v, str) for v in setup["levels"].values())
            and type(setup["seed"]) is int and isinstance(setup["title"], str))


def _entry_ok(record: Any) -> bool:
    """An index entry as `Save.to_json` writes it: every field, each of its kind; a readable log has its setup."""
    return (isinstance(record, dict) and set(record) == set(_ENTRY) and all(ok(record[k]) for k, ok in _ENTRY.items())
            and (record["setup"] != {} or not record["readable"]))


def _write_index(folder: Path, saves: list[Save]) -> None:
    record = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "program": __version__,
              "saves": {s.path.name: s.to_json() for s in saves}}
    with contextlib.suppress(OSError):  # a read-only or full disk: the next listing replays again, nothing lost
        write_atomic(folder / INDEX, json.dumps(record, separators=(",", ":")))


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` whole or not at all: beside it first, then in its place (OSError if not)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        try:
            os.chmod(tmp, path.stat().st_mode & 0o777)  # the file it replaces keeps its permissions
        except FileNotFoundError:
            os.chmod(tmp, 0o644)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
