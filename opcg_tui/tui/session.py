"""One game as the app plays it: the engine game, who sits where, the computer players, autosave.

No Textual here: the screens call `Session`, and tests can drive it directly.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai import make_player
from ..data.cards import CardDB
from ..engine import Command, Game
from ..paths import saves_dir, user_data_dir

SAVE_FORMAT = "opcg-save"
SAVE_VERSION = 1

REASONS = {
    "Leader damaged at 0 Life": "{whose} Leader was hit with no Life cards left",
    "deck out": "{loser} had no cards left in the deck",
    "concession": "{loser} conceded",
    "both decks empty": "both decks ran out at once",
}


class SaveError(Exception):
    """A save file that cannot be read; the message names the file and the problem."""


@dataclass
class Session:
    game: Game
    mode: str  # "hotseat" | "computer" | "puzzle"
    names: tuple[str, str]
    levels: dict[int, str] = field(default_factory=dict)  # seat -> computer level
    decks: tuple[str, str] = ("", "")
    seed: int = 0
    title: str = ""
    save_path: Path | None = None
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
        """Apply one decision (IllegalCommand leaves everything unchanged), then autosave."""
        events = self.game.apply(cmd)
        self.autosave()
        return events

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

    # ------------------------------------------------------------------ saves
    def to_json(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "mode": self.mode,
            "names": list(self.names),
            "levels": {str(k): v for k, v in self.levels.items()},
            "decks": list(self.decks),
            "seed": self.seed,
            "title": self.title,
            "turn": self.game.s.turn,
            "over": self.game.over,
            "saved_at": time.time(),
            "game": json.loads(self.game.save()),
        }

    def autosave(self) -> None:
        """Keep the save file in step with the game: an unfinished game can be resumed; a finished one is gone."""
        if self.save_path is None:
            self.save_path = new_save_path()
        if self.game.over:
            with contextlib.suppress(OSError):
                self.save_path.unlink(missing_ok=True)
            return
        write_atomic(self.save_path, json.dumps(self.to_json()))

    def save_replay(self) -> Path:
        folder = user_data_dir() / "replays"
        path = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{self.decks[0]}-vs-{self.decks[1]}.json"
        write_atomic(path, json.dumps(self.to_json(), indent=1))
        return path


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def new_save_path() -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = saves_dir()
    path = folder / f"{stamp}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{n}.json"
    return path


def new_seed() -> int:
    return random.randrange(1, 1_000_000)


def latest_save() -> Path | None:
    """The most recent save of an unfinished game (finished games remove theirs)."""
    try:
        files = [p for p in saves_dir().glob("*.json") if p.is_file()]
    except OSError:
        return None
    return max(files, key=lambda p: p.stat().st_mtime, default=None)


def save_summary(path: Path) -> str:
    """'Turn 7 · hot-seat · ST-01 vs ST-02' for the menu, or '' when the file cannot be read."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        mode = {"hotseat": "hot-seat", "computer": f"vs computer ({', '.join(data['levels'].values())})",
                "puzzle": f"puzzle {data.get('title', '')}".strip()}.get(data["mode"], data["mode"])
        return f"turn {data['turn']} · {mode} · {data['decks'][0]} vs {data['decks'][1]}"
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return ""


def load_session(path: Path, db: CardDB) -> Session:
    """A saved game, replayed to where it was left. A bad file raises SaveError, never a traceback."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SaveError(f"{path}: cannot read the save: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise SaveError(f"{path}: the save is damaged (not valid JSON: {exc})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path}: not an opcg save file")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(f"{path}: saved by another version of opcg (save version {data.get('version')!r})")
    try:
        game = Game.load(json.dumps(data["game"]), db)
        session = Session(
            game=game,
            mode=str(data["mode"]),
            names=(str(data["names"][0]), str(data["names"][1])),
            levels={int(k): str(v) for k, v in data.get("levels", {}).items()},
            decks=(str(data["decks"][0]), str(data["decks"][1])),
            seed=int(data.get("seed", 0)),
            title=str(data.get("title", "")),
            save_path=path,
        )
    except Exception as exc:  # a damaged save may fail anywhere in the replay: one clear message
        detail = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        raise SaveError(f"{path}: the save is damaged and cannot be replayed ({detail})") from None
    return session
