"""Reading what the user gives, within limits: every deck, deck text, card, scenario, log and
settings file is read here, so that no file — huge, endless, deeply nested, a device or a pipe —
can hang the program, exhaust its memory or end in a traceback.

The limits are named once, below, and are generous for real files: the largest shipped card
file is 13 KB and nests 12 levels deep, a long game's log is under 200 KB.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import IO, Any

MAX_FILE_BYTES = 1 << 20  # a deck, deck text, card, scenario or settings file: 1 MiB
MAX_LOG_BYTES = 16 << 20  # a game log: 16 MiB
MAX_DEPTH = 64  # lists and mappings inside each other
MAX_NODES = 200_000  # values in one YAML document, counting each use of an alias (`*name`) again
MAX_DIGITS = 40  # digits of a whole number
MAX_COUNT = 100  # cards a count may stand for: copies in a deck, cards in a zone of a position
MAX_ID = 64  # characters of a deck id (it names files: a saved replay is called after its decks)
MAX_NAME = 200  # characters of a deck name


class DataError(Exception):
    """Bad input in a data file: one clear message naming the file, the line and the problem."""

    def __init__(self, path: str | Path, line: int | None, problem: str) -> None:
        self.path, self.line, self.problem = str(path), line, problem
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {problem}")


def read_text(path: str | Path, limit: int = MAX_FILE_BYTES) -> str:
    """A regular file's UTF-8 text, refused when larger than `limit` bytes.

    The file is opened without blocking and checked before anything is read, so a pipe, a
    device (/dev/zero) or a folder is refused at once.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except FileNotFoundError:
        raise DataError(path, None, "no such file") from None
    except OSError as exc:
        raise DataError(path, None, f"cannot read: {exc.strerror or exc}") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise DataError(path, None, "is a folder, not a file")
        if not stat.S_ISREG(mode):
            raise DataError(path, None, "not a regular file (a pipe, a device or a socket); give a file")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise DataError(path, None, f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    return decode(data, path, limit)


def read_stream(stream: IO[bytes], name: str, limit: int = MAX_FILE_BYTES) -> str:
    """Standard input (or another stream), read up to `limit` bytes."""
    try:
        data = stream.read(limit + 1)
    except OSError as exc:
        raise DataError(name, None, f"cannot read: {exc.strerror or exc}") from None
    return decode(data, name, limit)


def decode(data: bytes, path: str | Path, limit: int) -> str:
    if len(data) > limit:
        raise DataError(path, None, f"larger than {limit // 1024} KiB: not a file opcg reads")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise DataError(path, line, f"not UTF-8 text (byte {exc.start + 1})") from None


def check_digits(digits: str, path: str | Path, line: int | None) -> None:
    """A whole number written with more than MAX_DIGITS digits is refused before it is converted."""
    if sum(c.isdigit() for c in digits) > MAX_DIGITS:
        raise DataError(path, line, f"a number of more than {MAX_DIGITS} digits")


def parse_json(text: str, path: str | Path, line: int | None = None, *, fractions: bool = True) -> Any:
    """JSON text within the nesting and digit limits; NaN and Infinity are not JSON. Without `fractions`,
    every number must be a whole one (a game log, an export, the saves index: `1.0` is never an index)."""
    _check_json_depth(text, path, line)

    def whole(digits: str) -> int:
        check_digits(digits, path, line)
        return int(digits)

    def constant(name: str) -> Any:
        raise DataError(path, line, f"{name} is not a JSON value")

    def fraction(digits: str) -> Any:
        raise DataError(path, line, f"{digits[:20]} is not a whole number")

    try:
        return json.loads(text, parse_int=whole, parse_constant=constant,
                          parse_float=float if fractions else fraction)
    except json.JSONDecodeError as exc:
        raise DataError(path, line, f"not JSON ({exc.msg}, column {exc.colno})") from None


_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]')  # a string (skipped whole) or a bracket


def _check_json_depth(text: str, path: str | Path, line: int | None) -> None:
    depth = 0
    for match in _JSON_TOKEN.finditer(text):
        token = match.group()
        if token in ("[", "{"):
            depth += 1
            if depth > MAX_DEPTH:
                raise DataError(path, line, f"nested more than {MAX_DEPTH} levels deep")
        elif token in ("]", "}"):
            depth -= 1
