"""Issue 14: no traceback from any file. One small file per class of hostile input."""

from __future__ import annotations

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
