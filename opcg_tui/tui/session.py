"""One game as the app plays it: the engine game, who sits where, the computer players, its log.

Every game is written as it is played to a game log (`opcg_tui.gamelog`, one JSON line per
decision, fsynced) in the saves folder; the log's header keeps who sits where, so an unfinished
game can be resumed and a finished one is its replay. No Textual here: the screens call
`Session`, and tests can drive it directly.
"""

from __future__ import annotations

import json
import random
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai import make_player
from ..data.cards import CardDB
from ..engine import Command, Game
from ..gamelog import GameLog, LoadedLog, LogError, read_log, rewind, undo_target, unfinished_logs
from ..paths import saves_dir, user_data_dir

REASONS = {
    "Leader damaged at 0 Life": "{whose} Leader was hit with no Life cards left",
    "deck out": "{loser} had no cards left in the deck",
    "concession": "{loser} conceded",
    "both decks empty": "both decks ran out at once",
}
MODES = ("hotseat", "computer", "puzzle")
SETUP_KINDS = ("first", "second", "keep", "mulligan", "concede")


@dataclass
class Session:
    game: Game
    mode: str  # "hotseat" | "computer" | "puzzle"
    names: tuple[str, str]
    levels: dict[int, str] = field(default_factory=dict)  # seat -> computer level
    decks: tuple[str, str] = ("", "")
    seed: int = 0
    title: str = ""
    log: GameLog | None = None
    players: dict[int, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for seat, level in self.levels.items():
            self.players[seat] = make_player(level, seed=self.seed * 2 + seat + 1)

    # ------------------------------------------------------------------ who is who
    def is_computer(self, seat: int) -> bool:
        return seat in self.levels

    @property
    def human_seats(self) -> list[int]:
        return [s for s in (0, 1) if s not in self.levels]

    @property
    def actor(self) -> int | None:
        prompt = self.game.waiting
        return None if prompt is None or self.game.over else prompt.player

    def options(self, seat: int) -> list[Command]:
        return [c for c in self.game.legal() if c.player == seat]

    # ------------------------------------------------------------------ playing
    def apply(self, cmd: Command) -> list:
        """Apply one decision (IllegalCommand leaves everything unchanged); it is on disk when this returns."""
        events = self.game.apply(cmd)
        if self.log is not None:
            self.log.sync(self.game)
        return events

    def undo_problem(self, seat: int) -> str:
        """Why `seat` cannot take back its last action now ('' when it can)."""
        game = self.game
        if game.over:
            return "The game is over."
        commands = game.commands()
        if not commands:
            return "Nothing to undo yet."
        last = commands[-1]
        if last.player != seat:
            return f"Nothing to undo since {self.names[last.player]}'s last action."
        if last.kind in SETUP_KINDS:
            return "Setting up the game cannot be undone."
        if undo_target(game, seat) is None:
            return "Nothing to undo since the last hidden card was revealed (a draw, a search, a Life card or the opponent's move stays done)."
        return ""

    def undo(self, seat: int) -> str:
        """Take back `seat`'s last action (never past a reveal or the opponent's action).

        The log is cut to the kept decisions, so the file matches the game. Returns '' when done,
        or why it cannot be done.
        """
        problem = self.undo_problem(seat)
        if problem:
            return problem
        keep = undo_target(self.game, seat)
        assert keep is not None
        game = rewind(self.game, keep)
        if self.log is not None:
            path = self.log.path
            self.log.close()
            self.log = GameLog.reopen(path, game, keep)
        self.game = game
        return ""

    def result_text(self) -> tuple[str, str]:
        """(headline, how) of a finished game, in words."""
        g = self.game
        winner, reason = g.winner, g.s.reason
        if winner == 2:
            return "Draw", f"The game is a draw: {REASONS.get(reason, reason)}."
        loser = self.names[1 - winner]
        whose = "Your" if loser == "You" else f"{loser}'s"
        how = REASONS.get(reason, reason).format(loser=loser, whose=whose)
        return f"{self.names[winner]} won", how[:1].upper() + how[1:] + "."

    # ------------------------------------------------------------------ the log
    def header_players(self) -> dict:
        """What the log's header keeps so that the game can come back as it was."""
        return {"mode": self.mode, "names": list(self.names), "levels": {str(k): v for k, v in self.levels.items()},
                "decks": list(self.decks), "seed": self.seed, "title": self.title}

    def start_log(self) -> None:
        """Write the game's log from now on: saves/<timestamp>.jsonl."""
        folder = saves_dir()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        name, n = f"{stamp}.jsonl", 1
        while (folder / name).exists():
            n += 1
            name = f"{stamp}-{n}.jsonl"
        self.log = GameLog.create(self.game, self.header_players(), folder, name)

    def close(self) -> None:
        if self.log is not None:
            self.log.close()

    def save_replay(self) -> Path:
        """A copy of the game's log in the replays folder (`opcg replay PATH` plays it)."""
        if self.log is None:
            raise OSError("this game has no log")
        folder = user_data_dir() / "replays"
        folder.mkdir(parents=True, exist_ok=True)
        stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{self.decks[0]}-vs-{self.decks[1]}"
        path, n = folder / f"{stem}.jsonl", 1
        while path.exists():
            n += 1
            path = folder / f"{stem}-{n}.jsonl"
        shutil.copyfile(self.log.path, path)
        return path


def new_seed() -> int:
    return random.randrange(1, 1_000_000)


# ------------------------------------------------------------------ saved games
@dataclass
class SavedGame:
    """A log in the saves folder: read in full (`loaded`), or damaged (`error`, with the game at its
    last valid line when there is one)."""

    path: Path
    header: dict
    loaded: LoadedLog | None = None
    error: LogError | None = None

    @property
    def game(self) -> Game | None:
        return self.loaded.game if self.loaded is not None else self.error.game if self.error else None

    @property
    def resumable(self) -> bool:
        game = self.game
        return game is not None and not game.over

    @property
    def setup(self) -> dict:
        return _players(self.header, self.game)

    def summary(self) -> str:
        """'turn 7 · hot-seat · ST-01 vs ST-02' (and where it is damaged, if it is)."""
        game = self.game
        if game is None:
            return ""
        p = self.setup
        mode = {"hotseat": "hot-seat", "computer": f"vs computer ({', '.join(p['levels'].values())})",
                "puzzle": f"puzzle {p['title']}".strip()}[p["mode"]]
        text = f"turn {game.s.turn} · {mode} · {p['decks'][0]} vs {p['decks'][1]}"
        if self.error is not None:
            text += f" · damaged at line {self.error.line}"
        return text


_read_cache: dict[Path, tuple[tuple[int, int], SavedGame]] = {}


def read_saved(path: Path, db: CardDB) -> SavedGame:
    """One log of the saves folder, replayed and checked (remembered until the file changes)."""
    try:
        st = path.stat()
        stamp = (st.st_mtime_ns, st.st_size)
    except OSError as exc:
        return SavedGame(path, {}, error=LogError(path, None, f"cannot read: {exc}"))
    cached = _read_cache.get(path)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    try:
        loaded = read_log(path, db)
        saved = SavedGame(path, loaded.header, loaded=loaded)
    except LogError as exc:
        saved = SavedGame(path, _first_line(path) if exc.game is not None else {}, error=exc)
    _read_cache[path] = (stamp, saved)
    return saved


def saved_games(load_db: Callable[[], CardDB], first_only: bool = False) -> list[SavedGame]:
    """Unfinished games (damaged ones too) and logs that cannot be read at all, most recent first.

    With `first_only`, stops at the first game that can be resumed. Finished games are left out:
    their logs stay in the folder as replays.
    """
    paths = unfinished_logs(saves_dir())
    if not paths:
        return []
    db = load_db()
    found = []
    for path in paths:
        saved = read_saved(path, db)
        if saved.game is not None and saved.game.over:
            continue
        found.append(saved)
        if first_only and saved.resumable:
            break
    return found


def latest_saved(load_db: Callable[[], CardDB]) -> SavedGame | None:
    """The most recent unfinished game that can be resumed."""
    return next((s for s in saved_games(load_db, first_only=True) if s.resumable), None)


def resume_session(saved: SavedGame, db: CardDB) -> Session:
    """The saved game, ready to go on where it stopped; a damaged log is cut to its last valid line."""
    game = saved.game
    assert game is not None
    lines = saved.loaded.lines if saved.loaded is not None else saved.error.valid_lines  # type: ignore[union-attr]
    p = saved.setup
    session = Session(game=game, mode=p["mode"], names=p["names"], levels=p["levels"], decks=p["decks"],
                      seed=p["seed"], title=p["title"])
    session.log = GameLog.reopen(saved.path, game, lines)
    _read_cache.pop(saved.path, None)
    return session


def _first_line(path: Path) -> dict:
    try:
        with path.open(encoding="utf-8") as f:
            header = json.loads(f.readline())
        return header if isinstance(header, dict) else {}
    except (OSError, ValueError):
        return {}


def _players(header: dict, game: Game | None) -> dict:
    """The session's setup from a log header; a log written elsewhere (a simulation) is a hot-seat game."""
    raw = header.get("players") if isinstance(header.get("players"), dict) else {}
    game_decks = [d.get("id", "") for d in (game.header.get("decks") or []) if isinstance(d, dict)] if game else []
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
