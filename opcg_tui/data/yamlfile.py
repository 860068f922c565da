"""YAML reading that remembers line numbers, so every data error can name its line, within the
limits of data/inputs.py (nesting, aliases, digits)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.parser import Parser
from yaml.reader import Reader
from yaml.resolver import Resolver
from yaml.scanner import Scanner

from .inputs import MAX_DEPTH, MAX_DIGITS, MAX_NODES, DataError, check_digits, read_text

__all__ = ["DataError", "LDict", "LList", "line_of", "parse_yaml", "read_yaml"]


class LDict(dict):
    """A mapping read from YAML; `line` is where it starts, `lines[key]` where each key is."""

    line: int = 0
    lines: dict[Any, int]


class LList(list):
    line: int = 0
    lines: list[int]


class PythonParser(Reader, Scanner, Parser):
    """PyYAML's own scanner and parser (where PyYAML was built without libyaml)."""

    def __init__(self, text: str) -> None:
        Reader.__init__(self, text)
        Scanner.__init__(self)
        Parser.__init__(self)


def loader_class(parser: type) -> type:
    """A loader that takes its events from `parser` and composes them here, within the limits."""

    class Loader(Composer, parser, SafeConstructor, Resolver):  # type: ignore[valid-type, misc]
        """Composes at most MAX_DEPTH levels and MAX_NODES values (an alias counts as all it stands
        for), so neither deep nesting nor an alias bomb gets past the composer."""

        def __init__(self, text: str, source: str | Path) -> None:
            parser.__init__(self, text)
            Composer.__init__(self)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)
            self.source = source
            self.depth = 0
            self.weights: dict[int, int] = {}  # id(node) -> values it stands for, itself included

        def compose_node(self, parent: Any, index: Any) -> Any:
            mark = self.peek_event().start_mark
            if self.check_event(yaml.AliasEvent):
                node = super().compose_node(parent, index)
                if id(node) not in self.weights:
                    raise self.refuse(mark, "an alias inside the value it names")
                return node
            if self.depth >= MAX_DEPTH:
                raise self.refuse(mark, f"nested more than {MAX_DEPTH} levels deep")
            self.depth += 1
            try:
                node = super().compose_node(parent, index)
            finally:
                self.depth -= 1
            if isinstance(node, yaml.MappingNode):
                children = [n for pair in node.value for n in pair]
            else:
                children = node.value if isinstance(node, yaml.SequenceNode) else []
            weight = 1 + sum(self.weights[id(child)] for child in children)
            if weight > MAX_NODES:
                raise self.refuse(mark, f"more than {MAX_NODES} values (an alias counts as all it stands for)")
            self.weights[id(node)] = weight
            return node

        def refuse(self, mark: Any, problem: str) -> DataError:
            return DataError(self.source, mark.line + 1 if mark else None, problem)

    for tag, construct in CONSTRUCTORS.items():
        Loader.add_constructor(tag, construct)
    return Loader


def _mapping(loader: Any, node: yaml.MappingNode) -> LDict:
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


def _sequence(loader: Any, node: yaml.SequenceNode) -> LList:
    result = LList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.lines = [child.start_mark.line + 1 for child in node.value]
    return result


def _int(loader: Any, node: yaml.ScalarNode) -> int:
    """A whole number of at most MAX_DIGITS decimal digits, whatever its base: decimal and sexagesimal digits
    are counted before converting (their conversion grows with the digits), hexadecimal, octal and binary
    ones (converted in linear time) are measured after."""
    check_digits(node.value, loader.source, node.start_mark.line + 1)
    value = yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)
    if abs(value) >= 10**MAX_DIGITS:
        raise loader.refuse(node.start_mark, f"a number of more than {MAX_DIGITS} digits ({node.value[:12]}…)")
    return value


def _timestamp(loader: Any, node: yaml.ScalarNode) -> Any:
    try:
        return yaml.constructor.SafeConstructor.construct_yaml_timestamp(loader, node)
    except ValueError:
        raise loader.refuse(node.start_mark, f"'{node.value}' is not a date (quote it to write text)") from None


CONSTRUCTORS = {yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG: _mapping,
                yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG: _sequence,
                "tag:yaml.org,2002:int": _int, "tag:yaml.org,2002:timestamp": _timestamp}
try:  # libyaml scans and parses when PyYAML has it (ten times faster); the composer is ours in both cases
    from yaml._yaml import CParser as FastParser
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    FastParser = None
_Loader = loader_class(FastParser or PythonParser)


def parse_yaml(text: str, path: str | Path, loader_type: type | None = None) -> Any:
    """Parse YAML text; any syntax problem becomes a DataError naming the line."""
    try:
        loader = (loader_type or _Loader)(text, path)
        try:
            return loader.get_single_data()
        finally:
            loader.dispose()
    except yaml.reader.ReaderError as exc:  # libyaml finds it as it reads, the Python reader at once
        line = text[: exc.position].count("\n") + 1
        raise DataError(path, line, f"character U+{exc.character:04X} is not allowed in YAML (a control character)") from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        raise DataError(path, line, f"malformed YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise DataError(path, None, f"malformed YAML: {exc}") from None


def read_yaml(path: str | Path) -> Any:
    return parse_yaml(read_text(path), path)


def line_of(node: Any, key: Any = None, default: int | None = None) -> int | None:
    """The line of `node` (or of `key` inside it), if it was read from YAML."""
    if key is not None:
        lines = getattr(node, "lines", None)
        if isinstance(lines, dict) and key in lines:
            return lines[key]
        if isinstance(lines, list) and isinstance(key, int) and 0 <= key < len(lines):
            return lines[key]
    return getattr(node, "line", None) or default
