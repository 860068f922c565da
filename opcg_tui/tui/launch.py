"""Running a Textual app for a command (`opcg play`, `opcg puzzle`, `opcg replay FILE`): the one place that
turns how the app ended into the process's exit status."""

from __future__ import annotations

import sys
from typing import Any

from textual.app import App

CRASHED = ("error: opcg stopped on an unexpected error, shown above: a bug in opcg, not in what it was given. "
           "Games are saved as they are played.")


def run(app: App[Any]) -> None:
    """Run `app` until it ends. An unhandled exception in it (a bug: Textual prints its traceback and sets a
    return code) ends the process with that non-zero status and a line saying so, never with status 0."""
    app.run()
    if app.return_code:
        print(CRASHED, file=sys.stderr)
        raise SystemExit(app.return_code)
