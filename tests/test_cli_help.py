"""`opcg … --help`: every option says what it is for, and a yes/no option reads as a flag, at 80 columns."""

from __future__ import annotations

from typing import Any

import pytest
import typer
from typer.core import TyperOption
from typer.testing import CliRunner

from opcg_tui.cli import app


def commands(group: Any, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Any]]:
    found = [(path, group)]
    for name, sub in getattr(group, "commands", {}).items():
        found += commands(sub, (*path, name))
    return found


COMMANDS = commands(typer.main.get_command(app))


@pytest.mark.parametrize("path,command", COMMANDS, ids=[" ".join(p) or "opcg" for p, _ in COMMANDS])
def test_every_option_has_help(path, command):
    silent = [p.name for p in command.params if isinstance(p, TyperOption) and not p.help]
    assert not silent, f"opcg {' '.join(path)}: options without help: {silent}"


@pytest.mark.parametrize("path", [("play",), ("simulate",), ("cards", "list"), ("replay",)])
def test_a_flag_reads_as_a_flag(path):
    result = CliRunner().invoke(app, [*path, "--help"], terminal_width=80)
    assert result.exit_code == 0
    assert "<bool>" not in result.stdout and "\n  --help " in result.stdout
    assert all(len(line) <= 80 for line in result.stdout.splitlines())
