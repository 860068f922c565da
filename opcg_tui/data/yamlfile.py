"""YAML reading that remembers line numbers, so every data error can name its line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml


class DataError(Exception):
    """Bad input in a data file: one clear message naming the file, the line and the problem."""

    def __init__(self, path: str | Path, line: int | None, problem: str) -> None:
        self.path, self.line, self.problem = str(path), line, problem
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {problem}")


class LDict(dict):
    """A mapping read from YAML; `line` is where it starts, `lines[key]` where each key is."""

    line: int = 0
    lines: dict[Any, int]


class LList(list):
    line: int = 0
    lines: list[int]


class _Loader(yaml.SafeLoader):
    pass


def _mapping(loader: _Loader, node: yaml.MappingNode) -> LDict:
    result = LDict()
    result.line = node.start_mark.line + 1
    result.lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise yaml.constructor.ConstructorError(
                None, None, "a mapping key must be a plain value", key_node.start_mark
            ) from None
        if key in result:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark
            )
        result[key] = loader.construct_object(value_node, deep=True)
        result.lines[key] = key_node.start_mark.line + 1
    return result


def _sequence(loader: _Loader, node: yaml.SequenceNode) -> LList:
    result = LList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.lines = [child.start_mark.line + 1 for child in node.value]
    return result


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _sequence)


def parse_yaml(text: str, path: str | Path) -> Any:
    """Parse YAML text; any syntax problem becomes a DataError naming the line."""
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - SafeLoader subclass
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        raise DataError(path, line, f"malformed YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise DataError(path, None, f"malformed YAML: {exc}") from None


def read_yaml(path: str | Path) -> Any:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(path, None, "no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(path, None, f"cannot read: {exc}") from None
    return parse_yaml(text, path)


def line_of(node: Any, key: Any = None, default: int | None = None) -> int | None:
    """The line of `node` (or of `key` inside it), if it was read from YAML."""
    if key is not None:
        lines = getattr(node, "lines", None)
        if isinstance(lines, dict) and key in lines:
            return lines[key]
        if isinstance(lines, list) and isinstance(key, int) and 0 <= key < len(lines):
            return lines[key]
    return getattr(node, "line", None) or default
