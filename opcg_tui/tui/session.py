"""One game as the app plays it: the engine game, who sits where, the computer players, its log.

Every game is written as it is played to a game log (`opcg_tui.gamelog`, one JSON line per
decision, fsynced) in the saves folder; the log's header keeps who sits where, so an unfinished
game can be resumed and a finished one is its replay. No Textual here: the screens call
`Session`, and tests can drive it directly.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai import make_player
from ..data.cards import CardDB
from ..engine import Command, Game
from ..gamelog import GameLog, LogError, read_log, rewind, undo_target
from ..paths import saves_dir, user_data_dir
from ..saves import Save, first_line, list_saves, open_locked, position_of, setup_of, write_atomic

REASONS = {
    "Leader damaged at 0 Life": "{whose} Leader was hit with no Life cards left",
    "deck out": "{loser} had no cards left in the deck",
    "concession": "{loser} conceded",
    "both decks empty": "both decks ran out at once",
    "no Life": "{loser} had no Life cards left",  # FW 14-2-1 (both players at once: a draw)
    "no Life and deck out": "{loser} had neither Life nor deck cards left",
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
    save_problem: str = ""  # why the game could no longer be saved ('' while it is)
    on_save_problem: Callable[[str], None] | None = None
    # Why the computer took each of its actions, by the index of its answer in the game's log (the log in
    # words tells it after the action). Not saved: a resumed game's earlier actions go without.
    reasons: dict[int, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for seat, level in self.levels.items():
            self.players[seat] = make_player(level, seed=self.seed * 2 + seat + 1, game=self.game.rules.name)

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
        self.save()
        return events

    def save(self) -> None:
        """Write the decisions not yet in the log. When that fails (a full disk), the log keeps what it
        had, the game goes on unsaved and `on_save_problem` is told why, once."""
        if self.log is None:
            return
        try:
            self.log.sync(self.game)
        except OSError as exc:
            self.cannot_save(exc)

    def cannot_save(self, exc: OSError) -> None:
        """The log could not be written: let it go (what it holds stays) and say why."""
        assert self.log is not None
        self.save_problem = f"{self.log.path}: {exc.strerror or exc}"
        self.log.close()
        self.log = None
        if self.on_save_problem is not None:
            self.on_save_problem(self.save_problem)

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
        self.game = game
        self.reasons = {i: why for i, why in self.reasons.items() if i < len(game.log)}
        if self.log is not None:
            try:
                self.log.cut(game, keep)
            except OSError as exc:
                self.cannot_save(exc)
        return ""

    def result_text(self) -> tuple[str, str]:
        """(headline, how) of a finished game, in words."""
        g = self.game
        winner, reason = g.winner, g.s.reason
        if winner == 2:
            how = REASONS.get(reason, reason).format(loser="both players", whose="both players'")
            return "Draw", f"The game is a draw: {how}."
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
        self.log = GameLog.create(self.game, self.header_players(), saves_dir(), stem=time.strftime("%Y%m%d-%H%M%S"))

    def close(self) -> None:
        if self.log is not None:
            self.log.close()

    def save_replay(self) -> Path:
        """A copy of the game's log in the replays folder (`opcg replay PATH` plays it)."""
        if self.log is None:
            raise OSError(self.save_problem or "this game has no log")
        folder = user_data_dir() / "replays"
        folder.mkdir(parents=True, exist_ok=True)
        stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{self.decks[0]}-vs-{self.decks[1]}"
        path, n = folder / f"{stem}.jsonl", 1
        while path.exists():
            n += 1
            path = folder / f"{stem}-{n}.jsonl"
        write_atomic(path, self.log.path.read_text(encoding="utf-8"))  # whole, or no file at all
        return path


def new_seed() -> int:
    return random.randrange(1, 1_000_000)


# ------------------------------------------------------------------ saved games
def unfinished_games(load_db: Callable[[], CardDB], replay_at_most: int | None = None) -> list[Save]:
    """Unfinished games in the saves folder (damaged ones and logs that cannot be read at all too), most
    recent first. Finished games are left out: their logs stay in the folder as replays. So are puzzles:
    one comes back when its puzzle is opened again (`unfinished_puzzle`). With `replay_at_most`, logs not
    read yet come back `pending` (see saves.list_saves)."""
    return [s for s in list_saves(saves_dir(), load_db, replay_at_most)
            if not s.over and s.setup.get("mode") != "puzzle"]


def next_to_resume(found: list[Save]) -> Save | None:
    """The save Resume names, of a listing that may have saves not read yet (`pending`): the most recent
    resumable game not open elsewhere — or, when a save not read yet comes first, that one (it may be the game)."""
    return next((s for s in found if s.pending or s.resumable and not s.busy), None)


def latest_saved(load_db: Callable[[], CardDB]) -> Save | None:
    """The most recent unfinished game that can be resumed (and is not open in another opcg)."""
    return next((s for s in unfinished_games(load_db) if s.resumable and not s.busy), None)


def unfinished_puzzle(game: Game, load_db: Callable[[], CardDB]) -> Save | None:
    """The most recent unfinished game of the puzzle that starts as `game` does."""
    position = position_of(game.header)
    return next((s for s in list_saves(saves_dir(), load_db) if s.resumable and not s.busy
                 and s.setup["mode"] == "puzzle" and s.position == position), None)


def resume_session(saved: Save, db: CardDB) -> Session:
    """The saved game, ready to go on where it stopped; a damaged log is cut to its last valid line.
    Raises SaveBusy when another opcg has it open, LogError when it cannot be read at all."""
    handle = open_locked(saved.path)  # first: what is read next is what another opcg can no longer change
    try:
        try:
            loaded = read_log(saved.path, db)
            game, lines, header = loaded.game, loaded.lines, loaded.header
        except LogError as exc:
            if exc.game is None:
                raise
            game, lines, header = exc.game, exc.valid_lines, first_line(saved.path)
        log = GameLog(saved.path, handle, lines)
        log.cut(game, lines)
    except BaseException:
        handle.close()
        raise
    p = setup_of(header, game.header)
    session = Session(game=game, mode=p["mode"], names=p["names"], levels=p["levels"], decks=p["decks"],
                      seed=p["seed"], title=p["title"])
    session.log = log
    return session
