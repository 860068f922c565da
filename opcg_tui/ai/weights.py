"""The weights of the evaluation and of the scripted levels, read from weights.yaml (shipped data)."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import yaml


class Weights:
    """`evaluation`, `policy`, `easy` sections as attribute namespaces (w.evaluation.life ...)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.evaluation = SimpleNamespace(**data.get("evaluation", {}))
        self.policy = SimpleNamespace(**data.get("policy", {}))
        self.easy = SimpleNamespace(**data.get("easy", {}))

    def with_changes(self, changes: dict[str, dict[str, Any]]) -> Weights:
        """A copy with some values replaced: {"evaluation": {"don": 0.4}} (used when tuning)."""
        data = {k: dict(v) for k, v in self.data.items()}
        for section, values in changes.items():
            data.setdefault(section, {}).update(values)
        return Weights(data)


@lru_cache(maxsize=4)
def load_weights(path: str | None = None) -> Weights:
    if path is None:
        text = resources.files("opcg_tui.ai").joinpath("weights.yaml").read_text(encoding="utf-8")
    else:
        text = Path(path).read_text(encoding="utf-8")
    return Weights(yaml.safe_load(text))
