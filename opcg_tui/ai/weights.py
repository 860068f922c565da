"""The weights of the evaluation and of the scripted levels, read from weights.yaml (shipped data)."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from types import SimpleNamespace
from typing import Any

from ..data.yamlfile import parse_yaml, read_yaml


class Weights:
    """`evaluation`, `policy`, `easy` sections as attribute namespaces (w.evaluation.life ...)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.evaluation = SimpleNamespace(**data.get("evaluation", {}))
        self.policy = SimpleNamespace(**data.get("policy", {}))
        self.easy = SimpleNamespace(**data.get("easy", {}))


@lru_cache(maxsize=4)
def load_weights(path: str | None = None) -> Weights:
    if path is None:
        text = resources.files("opcg_tui.ai").joinpath("weights.yaml").read_text(encoding="utf-8")
        return Weights(parse_yaml(text, "weights.yaml"))
    return Weights(read_yaml(path))
