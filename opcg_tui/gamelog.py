"""Games that survive: an append-only JSON Lines log per game, resume, verify, undo, redacted export.

Line 1 is a header (format, version, the engine revision of its hashes, program version, the game's
header — decks, seed or position —, players, time); every further line is one decision with the
resulting state hash:

    {"format": "opcg-log", "version": 3, "engine": 2, "program": "0.1.0", "game": {...}, "players": {...}, ...}
    {"n": 1, "cmd": [0, "first", []], "hash": "3f2a…"}

Reading checks everything before it is used: the file's size and kind (data/inputs.py), the
header (a legal game: two legal decks or a position a scenario could set up), each line's shape,
each decision's legality and its hash.

A line is flushed and fsynced before the screen shows its result, so a closed terminal, a crash
or kill -9 loses nothing but a decision not yet taken.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from . import __version__, saves
from .data.cards import CardDB
from .data.inputs import MAX_LOG_BYTES, DataError, parse_json, read_text
from .engine import Command, Game, IllegalCommand, game_from_header
from .engine.choices import answer_selection
from .engine.game import decode_args, encode_args
from .engine.rulesets import DEFAULT_GAME, KNOWN, header_game, ruleset
from .engine.view import visible_log
from .paths import saves_dir

FORMAT = "opcg-log"
# 2: a choice of several cards is one decision line per card (the engine takes them one at a time).
# Version 1 logs still load: their multi-card choices are replayed as picks, and their state hashes,
# which an older engine computed, are not compared.
# 3: every decision line carries its state hash (version 2 lines written in a batch had only the
# last one); version 2 logs still load, their hashes compared where present.
VERSION = 3
READABLE = (1, 2, 3)
# The revision of the engine whose state hashes this program writes (the header's `engine`; a log
# without one was written by revision 1). Raise it with any change to the states a decision leads to,
# or to what a state's signature holds: a log of another revision still loads and resumes, decision by
# decision, but its hashes are not compared (they vouch for another engine), and a resumed log is
# written again in this revision. tests/test_gamelog.py holds a log of this revision whose hashes must match.
ENGINE = 4  # 4: an effect's tallies ("If you do", "for every card trashed") begin with the effect (ops.effect_begins)
EXPORT_VERSION = 2  # 2: events are the engine's named records (a note's fields, a modifier's) as lists


def state_hash(game: Game) -> str:
    return hashlib.sha256(repr(game.s.signature()).encode()).hexdigest()[:20]


class LogError(Exception):
    """A log that cannot be read in full. `game` is the game at the last valid line (or None)."""

    def __init__(self, path: Path, line: int | None, problem: str, game: Game | None = None,
                 valid_lines: int = 0) -> None:
        self.path, self.line, self.problem, self.game, self.valid_lines = path, line, problem, game, valid_lines
        super().__init__(f"{path}:{line}: {problem}" if line else f"{path}: {problem}")


class GameLog:
    """Writes a game's log as it is played, holding the file's lock (`opcg_tui.saves`) until closed.

    A line that cannot be written in full (a full disk) is cut off again and OSError raised: the file
    keeps every decision written before it."""

    def __init__(self, path: Path, handle: BinaryIO, written: int) -> None:
        self.path = path
        self._handle = handle  # unbuffered: nothing is left to flush when closing after a failed write
        self.written = written  # decisions already in the file

    @classmethod
    def create(cls, game: Game, players: dict[str, str] | None = None, folder: Path | None = None,
               name: str | None = None, stem: str | None = None) -> GameLog:
        """A new log, created exclusively: `name` exactly (FileExistsError when taken), or `stem`.jsonl,
        `stem`-2.jsonl… A log that cannot be written in full is removed again (OSError)."""
        folder = folder or saves_dir()
        if name is not None:
            path, handle = folder / name, saves.create_locked(folder / name)
        else:
            path, handle = saves.new_save(folder, stem or f"game-{time.strftime('%Y%m%d-%H%M%S')}")
        header = {"format": FORMAT, "version": VERSION, "engine": ENGINE, "program": __version__, "game": game.header,
                  "players": players or {}, "created": time.strftime("%Y-%m-%dT%H:%M:%S")}
        log = cls(path, handle, 0)
        try:
            log._write(header)
            log.sync(game)
        except OSError:
            log.close()
            path.unlink(missing_ok=True)
            raise
        return log

    @classmethod
    def reopen(cls, path: Path, game: Game, valid_lines: int) -> GameLog:
        """Continue a log; a damaged tail after `valid_lines` decision lines is cut off first.
        A log of an older format is rewritten in this one first (the same game, line by line).
        Raises saves.SaveBusy when another opcg has the game open."""
        log = cls(path, saves.open_locked(path), valid_lines)
        try:
            log.cut(game, valid_lines)
        except BaseException:
            log.close()
            raise
        return log

    def cut(self, game: Game, keep: int) -> None:
        """Keep the header and the first `keep` decision lines of the file, then write the rest of `game`
        (undo, or a damaged tail). The file stays the same file, locked throughout."""
        data = self.path.read_bytes()
        lines = data.split(b"\n")
        header = json.loads(lines[0])
        if header.get("version") != VERSION or header.get("engine", 1) != ENGINE:
            self._rewrite(header, game)
            return
        kept = b"\n".join(lines[: 1 + keep]) + b"\n"
        fd = self._handle.fileno()
        if data.startswith(kept):
            os.ftruncate(fd, len(kept))
        else:  # the last kept line had lost its newline
            os.ftruncate(fd, len(kept) - 1)
            self._append(b"\n")
        self.written = keep
        self.sync(game)

    def _rewrite(self, header: dict, game: Game) -> None:
        """The whole log in this format, beside it, then in its place (locked before it is)."""
        header.update(version=VERSION, engine=ENGINE, program=__version__)
        old = self._handle
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
        self._handle = open(fd, "ab", buffering=0)  # noqa: SIM115 - held until close()
        try:
            saves.lock(self._handle, Path(tmp))
            self.written = 0
            self._write(header)
            replayed = game_from_header(game.header, game.db)
            for cmd in game.commands():
                replayed.apply(cmd)
                self.sync(replayed)
            os.replace(tmp, self.path)
        except BaseException:
            self._handle.close()
            self._handle = old
            Path(tmp).unlink(missing_ok=True)
            raise
        old.close()

    def _write(self, record: dict) -> None:
        self._append((json.dumps(record, separators=(",", ":")) + "\n").encode("utf-8"))

    def _append(self, data: bytes) -> None:
        """Write `data` to the end and fsync it; on failure, cut the file back to what it was and raise."""
        fd = self._handle.fileno()
        size = os.fstat(fd).st_size
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        except OSError:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, size)
            raise

    def sync(self, game: Game) -> None:
        """Append every decision of `game` not yet written (call after each apply)."""
        for record in decision_records(game, self.written):
            self._write(record)
            self.written += 1

    def close(self) -> None:
        self._handle.close()


def decision_records(game: Game, start: int) -> list[dict]:
    """The log lines of `game`'s decisions from number `start` on, each with the state hash after it.

    The one writer of decision lines (the app's log, resumed logs, `simulate --save-dir`). The
    last hash is the game's own; earlier ones (decisions taken between two writes) come from
    replaying the game from its header.
    """
    commands = game.commands()
    records = []
    replayed = None
    for n in range(start, len(commands)):
        cmd = commands[n]
        if n == len(commands) - 1:
            digest = state_hash(game)
        else:
            if replayed is None:
                replayed = game_from_header(game.header, game.db)
                for earlier in commands[:n]:
                    replayed.apply(earlier)
            replayed.apply(cmd)
            digest = state_hash(replayed)
        records.append({"n": n + 1, "cmd": [cmd.player, cmd.kind, encode_args(cmd.args)], "hash": digest})
    return records


@dataclass
class LoadedLog:
    path: Path
    header: dict
    game: Game
    lines: int  # decision lines read
    version: int = VERSION  # the log format it was written in
    hashes: int = 0  # decision lines whose state hash was compared (all of them from version 3 on)
    engine: int = ENGINE  # the engine revision its hashes come from

    @property
    def unchecked(self) -> str:
        """Why the hashes do not vouch for every decision line ('' when each line's hash was compared):
        a version 1 log's hashes come from an older engine; a version 2 log hashed only the last line of a write."""
        if self.hashes == self.lines:
            return ""
        if self.version == 1:
            return "its state hashes cannot be checked (a version 1 log: an older engine computed them)"
        if self.engine != ENGINE:
            return (f"its state hashes cannot be checked (revision {self.engine} of the engine computed them; "
                    f"this is revision {ENGINE})")
        return (f"{self.lines - self.hashes} of its {self.lines} decision lines carry no state hash "
                f"(a version {self.version} log), so they cannot be checked")


def read_log(path: Path, db: CardDB) -> LoadedLog:
    """Rebuild a game from its log, checking its header and every decision and hash. Raises LogError on damage."""
    try:
        text = read_text(path, MAX_LOG_BYTES)
    except DataError as exc:
        raise LogError(path, exc.line, exc.problem) from None
    lines = text.split("\n")
    header, db = _read_header(path, lines[0], db)
    version = header["version"]
    engine = header.get("engine", 1)
    try:
        game = game_from_header(header["game"], db)
    except (KeyError, TypeError, ValueError) as exc:  # what header_problem let through
        raise LogError(path, 1, f"the header does not describe a game ({exc})") from None
    count = hashes = 0
    for lineno, line in enumerate(lines[1:], 2):
        if not line.strip():
            if lineno == len(lines):
                break  # the final newline
            raise LogError(path, lineno, "empty line", game, count)
        try:
            record = parse_json(line, path, lineno, fractions=False)
        except DataError as exc:
            cut = lineno == len(lines) and not text.endswith("\n")
            raise LogError(path, lineno, "the line was cut off mid-write" if cut else
                           f"not a valid decision line ({exc.problem})", game, count) from None
        problem = _record_problem(record, count + 1, version)
        if problem:
            raise LogError(path, lineno, problem, game, count)
        player, kind, args = record["cmd"]
        cmd = Command(player, kind, decode_args(args))
        trial = game.clone()
        try:
            prompt = trial.waiting
            if version == 1 and cmd.kind == "choose" and prompt is not None and prompt.pick is not None:
                problem = answer_selection(trial, cmd)  # a version 1 line holds a whole selection
                if problem:
                    raise IllegalCommand(problem)
            else:
                trial.apply(cmd)
        except IllegalCommand as exc:
            raise LogError(path, lineno, f"the recorded decision is not legal here ({exc})", game, count) from None
        if version > 1 and engine == ENGINE and "hash" in record:
            if record["hash"] != state_hash(trial):
                raise LogError(path, lineno, "the state hash does not match: the log and this program disagree",
                               game, count)
            hashes += 1
        game = trial
        count += 1
    return LoadedLog(path, header, game, count, version, hashes, engine)


def _read_header(path: Path, line: str, db: CardDB) -> tuple[dict, Any]:
    """The header line, checked: an opcg log of a readable version whose game is a legal one; and the
    cards of that game (`db` is ONE PIECE's: another game reads its own)."""
    try:
        header = parse_json(line, path, 1, fractions=False)
    except DataError as exc:
        raise LogError(path, 1, f"the header: {exc.problem}") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise LogError(path, 1, "not an opcg game log")
    version = header.get("version")
    if isinstance(version, bool) or version not in READABLE:
        raise LogError(path, 1, f"log format version {version!r} is not supported (this is {VERSION})")
    engine = header.get("engine", 1)
    if type(engine) is not int or engine < 1:
        raise LogError(path, 1, f"the header's 'engine' must be a revision number (1, 2, …), not {engine!r}")
    if not isinstance(header.get("players", {}), dict) or not isinstance(header.get("created", ""), str):
        raise LogError(path, 1, "the header's 'players' must be a mapping and its 'created' a time (text)")
    game = header.get("game")
    if not isinstance(game, dict):
        raise LogError(path, 1, "the header does not describe a game")
    name = header_game(game)
    if name not in KNOWN:
        raise LogError(path, 1, f"unknown game {name!r} (known: {', '.join(KNOWN)})")
    if name != DEFAULT_GAME:
        db = ruleset(name).load_cards()
    problem = ruleset(name).header_problem(game, db)
    if problem:
        raise LogError(path, 1, f"the header's game is not a legal one: {problem}")
    return header, db


def _record_problem(record: Any, n: int, version: int) -> str:
    """Why a decision line is not `{"n": n, "cmd": [player, kind, [args]], "hash": "..."}` ('' when it is)."""
    if not isinstance(record, dict) or "cmd" not in record:
        return "not a valid decision line"
    if record.get("n") != n or isinstance(record.get("n"), bool):
        return f"decision number {record.get('n')!r}, expected {n}"
    cmd = record["cmd"]
    if not (isinstance(cmd, list) and len(cmd) == 3 and type(cmd[0]) is int and cmd[0] in (0, 1)
            and isinstance(cmd[1], str) and isinstance(cmd[2], list)
            and all(_plain(a) or isinstance(a, list) and all(_plain(b) for b in a) for a in cmd[2])):
        return "not a valid decision line: 'cmd' must be [player 0 or 1, kind, [arguments]]"
    if version >= 3 and "hash" not in record:
        return "the decision line has no state hash"
    if "hash" in record and not isinstance(record["hash"], str):
        return "the state hash must be text"
    return ""


def _plain(value: Any) -> bool:
    return value is None or type(value) in (str, int)  # a bool or a fraction is no argument


# ------------------------------------------------------------------ undo
REVEALING = {"reveal", "look", "shuffle", "rng"}


def reveals(events: list, player: int, owner: tuple[int, ...]) -> bool:
    """Did these events show `player` something that was hidden (a draw, a search, a Life card)?

    Showing the opponent one of your own cards (playing it from your hand) teaches you nothing.
    """
    for ev in events:
        if ev.kind == "reveal" and owner[ev.uid] == player and ev.player == player:
            continue
        if ev.kind in REVEALING:
            return True
        if ev.kind == "move" and ev.src in ("deck", "life"):
            return True
    return False


def undo_target(game: Game, player: int) -> int | None:
    """How many decisions to keep so that `player`'s last action of this turn is undone.

    Never past the last decision that revealed hidden information or was taken by the opponent
    (issue: undo in practice). None when there is nothing to undo.
    """
    marks = []  # (index in log of each answer event, command)
    for i, ev in enumerate(game.log):
        if ev.kind == "answer" and not ev.auto:
            marks.append(i)
    if not marks:
        return None
    last = len(marks) - 1
    cmd = game.log[marks[last]][1]
    end = len(game.log)
    if cmd.player != player or cmd.kind in ("first", "second", "keep", "mulligan", "concede"):
        return None
    if reveals(game.log[marks[last]:end], player, game.s.owner):
        return None
    return last


def rewind(game: Game, keep: int) -> Game:
    """The game replayed from its header with only its first `keep` decisions."""
    replayed = game_from_header(game.header, game.db)
    for cmd in game.commands()[:keep]:
        replayed.apply(cmd)
    return replayed


# ------------------------------------------------------------------ redacted export
def export_redacted(game: Game, seat: int) -> dict:
    """The game as `seat` saw it: its views step by step and the events it could see.

    No seed and no hidden card is included, so the opponent's hand, the deck orders and
    face-down Life stay secret; the replay viewer plays these views back.
    """
    steps = []
    replayed = game_from_header(game.header, game.db)
    start = 0
    steps.append({"view": _jsonable(replayed.view(seat)), "events": []})
    for cmd in game.commands():
        replayed.apply(cmd)
        events = [_jsonable(e) for e in visible_log(replayed, seat, start)]
        start = len(replayed.log)
        steps.append({"view": _jsonable(replayed.view(seat)), "events": events})
    decks = [{"leader": d["leader"], "cards": d["cards"]} for d in game.header.get("decks", [])]
    return {"format": "opcg-export", "version": EXPORT_VERSION, "seat": seat, "decks": decks, "steps": steps}


def _jsonable(value: Any) -> Any:
    if isinstance(value, Command):
        return {"player": value.player, "kind": value.kind, "args": _jsonable(list(value.args))}
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)
