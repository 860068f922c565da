"""The YAML reader takes its events from libyaml when PyYAML has it, else from PyYAML's Python parser:
both give the same values, lines and refusals (data/yamlfile.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from opcg_tui.data.yamlfile import DataError, FastParser, PythonParser, loader_class, parse_yaml

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted([*ROOT.glob("cards/**/*.yaml"), *ROOT.glob("decks/**/*.yaml"), *ROOT.glob("formats/*.yaml"),
                *ROOT.glob("tests/scenarios/rules/**/*.yaml")])
PY = loader_class(PythonParser)


def lines(value):
    """The values with the lines they were read from."""
    if isinstance(value, dict):
        return (value.line, tuple(sorted(value.lines.items(), key=str)), {k: lines(v) for k, v in value.items()})
    if isinstance(value, list):
        return (value.line, tuple(value.lines), [lines(v) for v in value])
    return value


@pytest.mark.skipif(FastParser is None, reason="PyYAML without libyaml: one parser only")
def test_both_parsers_read_every_shipped_file_alike():
    assert len(FILES) > 200
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        assert lines(parse_yaml(text, path)) == lines(parse_yaml(text, path, PY)), path


@pytest.mark.parametrize("text, line, problem", [
    ("a: 1\nb: \x07\n", 2, "character U+0007 is not allowed"),
    ("a: [\n", 2, "malformed YAML"),
    ("a: &x [1, *x]\n", 1, "an alias inside the value it names"),
    ("a: 0x" + "f" * 50 + "\n", 1, "a number of more than 40 digits"),
    ("a: " + "[" * 70 + "]" * 70 + "\n", 1, "nested more than 64 levels deep"),
])
def test_both_parsers_refuse_alike(text, line, problem):
    for loader in (None, PY):
        with pytest.raises(DataError, match=re.escape(problem)) as exc:
            parse_yaml(text, "f.yaml", loader)
        assert exc.value.line == line
