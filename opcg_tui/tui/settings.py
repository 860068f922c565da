"""The user's settings (a small JSON file in the user data folder): the computer's pace and level, undo,
a newer formats file."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass

from ..data.inputs import DataError, parse_json, read_text
from ..paths import user_data_dir

# Seconds between the computer's actions, so a person can follow them in the log.
PACES = {"instant": 0.0, "fast": 0.3, "normal": 0.8, "slow": 1.6}


@dataclass
class Settings:
    pace: str = "normal"
    level: str = "normal"
    undo_in_hotseat: bool = False  # may hot-seat players take back their own last action?
    formats: str = ""  # a newer ONE PIECE formats file ('' : the one shipped)

    @property
    def pace_seconds(self) -> float:
        return PACES.get(self.pace, PACES["normal"])


def settings_path():
    return user_data_dir() / "settings.json"


def load_settings() -> tuple[Settings, str]:
    """The saved settings, and what was wrong with the file ('' when nothing was, or there is none).

    What is unreadable, not a mapping or of the wrong type is the default; the app says so once.
    """
    path = settings_path()
    if not path.exists():
        return Settings(), ""
    try:
        data = parse_json(read_text(path), path)
    except DataError as exc:
        return Settings(), f"{exc}; the default settings are used"
    if not isinstance(data, dict):
        return Settings(), f"{path}: not a mapping of settings; the default settings are used"
    defaults = asdict(Settings())
    known = {k: v for k, v in data.items() if k in defaults and type(v) is type(defaults[k])}
    if known.get("pace", "normal") not in PACES:
        del known["pace"]
    wrong = sorted(k for k in defaults if k in data and k not in known)
    problem = f"{path}: {', '.join(wrong)}: not a value opcg knows; the default is used" if wrong else ""
    return Settings(**known), problem


def save_settings(settings: Settings) -> None:
    path = settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(settings)), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # settings are a convenience; a read-only home must not stop the game
