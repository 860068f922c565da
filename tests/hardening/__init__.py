"""Issue 14: no traceback from any file. One small file per class of hostile input."""

from __future__ import annotations

import subprocess
import sys
import traceback
from typing import Any


def opcg(*args: str, stdin: str | None = None) -> Any:
    """The CLI in this process; a traceback fails the test at once."""
    from typer.testing import CliRunner

    from opcg_tui.cli import app

    result = CliRunner().invoke(app, list(args), input=stdin)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError("".join(traceback.format_exception(result.exception)))
    assert "Traceback" not in result.stderr + result.stdout
    return result


def opcg_process(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    """The CLI in its own process, for input that could hang it: past `timeout` seconds the test fails."""
    result = subprocess.run([sys.executable, "-m", "opcg_tui", *args], capture_output=True, text=True,
                            timeout=timeout)
    assert "Traceback" not in result.stderr + result.stdout, result.stderr
    return result
