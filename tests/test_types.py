"""The engine core is type-checked: `mypy --strict opcg_tui/engine` is clean (issue 9)."""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[1]


def test_the_engine_core_passes_mypy_strict(tmp_path):
    out, err, status = api.run(["--strict", "--cache-dir", str(tmp_path / "mypy"), str(ROOT / "opcg_tui" / "engine")])
    assert status == 0, out + err
