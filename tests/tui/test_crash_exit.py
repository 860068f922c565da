"""A crash in the terminal UI (an unhandled exception: a bug) ends `opcg` with a non-zero status and says
so under the traceback, whichever command opened the app — never status 0, as if all went well."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests_logs import write_log

ROOT = Path(__file__).resolve().parents[2]

# The real command line, in a process of its own, with a bug planted: the first of opcg's screens shown
# raises. Textual's headless driver stands in for the terminal.
WITH_A_BUG = """
import sys
from textual.screen import Screen

mounted = Screen._on_mount

def bug(self, event):
    if type(self).__module__.startswith("opcg_tui."):
        raise RuntimeError("a bug planted by the test")
    mounted(self, event)

Screen._on_mount = bug
from opcg_tui.cli import app
app(sys.argv[1:], prog_name="opcg")
"""


@pytest.mark.parametrize("command", ["play", "play --hotseat --seed 1", "play --vs random", "replay LOG",
                                     "puzzle tests/scenarios/rules/battle/attacking-rests-the-attacker.yaml"])
def test_a_crash_in_the_app_exits_non_zero_and_says_so(command, tmp_path, db):
    args = [str(write_log(tmp_path, db, moves=4)) if word == "LOG" else word for word in command.split()]
    env = {**os.environ, "OPCG_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": str(ROOT),
           "TEXTUAL_DRIVER": "textual.drivers.headless_driver:HeadlessDriver"}
    run = subprocess.run([sys.executable, "-c", WITH_A_BUG, *args], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert "RuntimeError: a bug planted by the test" in run.stderr  # Textual's traceback
    assert run.returncode == 1
    assert "error: opcg stopped on an unexpected error" in run.stderr.splitlines()[-1]
