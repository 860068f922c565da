"""Card files: every `cards/*.yaml` of a game read into a `CardDB`, through a validated cache.

What a card is — its facts and its effects — is the game's own (e.g. games/onepiece/cards.py);
this module reads the files, names the file and line of any problem, and keeps a cached form of
the whole pool keyed by the files' contents and the code that reads them, so that start-up does
not re-validate thousands of cards.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable, Iterable
from importlib import resources
from pathlib import Path
from typing import Any

import platformdirs

from .. import __version__
from ..paths import user_cards_dir
from .inputs import MAX_ID, read_text
from .yamlfile import DataError, line_of, parse_yaml, read_yaml

Parse = Callable[[Any, Path, Any, int], Any]  # (raw card mapping, file, parent list, index) -> card
_tell_skipped: list[Callable[[str], None]] = []  # who is told of the card files a pool leaves out


class CardDB(dict[str, Any]):
    """Every known card by number; `skipped` names the user's card files left out (and why)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.skipped: list[str] = []

    def get_card(self, number: str, where: str = "") -> Any:
        try:
            return self[number]
        except KeyError:
            raise DataError(where or "cards", None, f"unknown card number '{number}'") from None


def load_card_file(path: Path, db: CardDB, parse: Parse, origin: dict[str, Path] | None = None,
                   text: str | None = None) -> None:
    """Add a file's cards to `db`, all or none of them; `origin` (number -> file) names where a number that
    comes again was first read: no card replaces another. `text` is the file's, when already read."""
    raw = read_yaml(path) if text is None else parse_yaml(text, path)
    if not isinstance(raw, list):
        raise DataError(path, line_of(raw, default=1), "a card file must be a list of cards")
    cards: dict[str, Any] = {}
    for i, entry in enumerate(raw):
        try:
            card = parse(entry, path, raw, i)
        except DataError as exc:
            raise _naming_the_card(exc, entry) from None
        if card.number in db or card.number in cards:
            first = (origin or {}).get(card.number, path)
            raise DataError(path, line_of(raw, i), f"duplicate card number {card.number} (already in {first}): "
                                                   "a card cannot replace another")
        cards[card.number] = card
    db.update(cards)
    if origin is not None:
        origin.update(dict.fromkeys(cards, path))


def _naming_the_card(exc: DataError, entry: Any) -> DataError:
    """A problem in a card, said with the card's number (when the card has one and the problem does not say it)."""
    number = entry.get("number") if isinstance(entry, dict) else None
    if not isinstance(number, str) or not number.isprintable() or len(number) > MAX_ID or number in exc.problem:
        return exc
    return DataError(exc.path, exc.line, f"{number}: {exc.problem}")


def builtin_dir(name: str) -> Path:
    """`cards` or `decks` shipped with the package (or beside it in a source checkout)."""
    packaged = resources.files("opcg_tui") / name
    path = Path(str(packaged))
    if path.is_dir():
        return path
    return Path(__file__).resolve().parents[2] / name


def cache_dir() -> Path:
    override = os.environ.get("OPCG_CACHE_DIR")
    return Path(override) if override else Path(platformdirs.user_cache_dir("opcg"))


def extra_card_dirs() -> list[Path]:
    """Card folders beside a game's shipped ones: those the OPCG_CARD_DIRS setting lists (os.pathsep-separated;
    `--cards DIR` adds to it), then the user's own `<data>/cards` when it exists."""
    named = [Path(p) for p in os.environ.get("OPCG_CARD_DIRS", "").split(os.pathsep) if p]
    return [*named, *([user_cards_dir()] if user_cards_dir().is_dir() else [])]


def add_card_dirs(dirs: Iterable[Path]) -> None:
    """Add folders to the OPCG_CARD_DIRS setting for this process (and the processes it starts)."""
    named = [str(d) for d in dirs]
    os.environ["OPCG_CARD_DIRS"] = os.pathsep.join([*named, *filter(None, [os.environ.get("OPCG_CARD_DIRS")])])


def card_files(dirs: Iterable[Path]) -> list[Path]:
    return [path for folder in dirs for path in sorted(Path(folder).glob("*.yaml"))]


def tell_skipped(listener: Callable[[str], None]) -> None:
    """Have `listener` told each problem of a card file left out of a pool, whenever a pool is loaded (the
    command line prints them before anything else; the app shows its pools' `skipped`)."""
    _tell_skipped[:] = [listener]


def load_card_files(files: list[Path], parse: Parse, code: Iterable[Path], game: str) -> CardDB:
    """Read and validate every card file, or take the cached result of doing so. A bad file of the user's own
    cards folder (a pipe, a device, a symbolic link loop, a file that is not cards) is left out and named in
    `skipped`; a bad file of any other folder raises DataError. Each file is read once, within the limits of
    data/inputs.py.

    The cache key hashes the program version, the code that reads cards (`code`: the game's
    card and primitive modules) and every file's name and text, so any change re-validates.
    A cache that cannot be read or written is ignored: the files are the truth.
    """
    digest = hashlib.sha256(f"{__version__}\0{game}\0".encode())
    for path in sorted(code):
        digest.update(str(path.name).encode() + b"\0" + path.read_bytes())
    texts: dict[Path, str | DataError] = {}
    for path in files:
        try:
            texts[path] = read_text(path)
        except DataError as exc:
            texts[path] = exc
        digest.update(str(path.name).encode() + b"\0" + str(texts[path]).encode())
    pool = hashlib.sha256("\0".join(os.path.realpath(p) for p in files).encode()).hexdigest()[:12]
    cached = cache_dir() / f"cards-{game}-{pool}-{digest.hexdigest()[:24]}.pickle"
    db = _read_cache(cached)
    if db is None:
        db, origin = CardDB(), {}
        for path, text in texts.items():
            try:
                if isinstance(text, DataError):
                    raise text
                load_card_file(path, db, parse, origin, text)
            except DataError as exc:
                if not path.is_relative_to(user_cards_dir()):
                    raise
                db.skipped.append(f"{exc} (the file is skipped)")
        _write_cache(cached, db)
    for problem in db.skipped:
        for listener in _tell_skipped:
            listener(problem)
    return db


def _read_cache(path: Path) -> CardDB | None:
    try:
        with path.open("rb") as handle:
            db = pickle.load(handle)  # noqa: S301 - the user's own cache, keyed by content
        return db if isinstance(db, CardDB) else None
    except (OSError, pickle.PickleError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        return None


def _write_cache(path: Path, db: CardDB) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(path.name.rsplit("-", 1)[0] + "-*.pickle"):
            old.unlink(missing_ok=True)  # the same files' older content
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            pickle.dump(db, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only or full disk: start-up stays correct, only slower
