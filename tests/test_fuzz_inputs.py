"""Hostile files of every kind (tests/fuzzing.py) through the CLI and the loaders: exit 0, 1 or 2 with a
message, never a traceback, within 10 s each. bench/fuzz.py runs thousands; CI runs these."""

from __future__ import annotations

import random

import fuzzing
import pytest

CASES = 50  # of each kind


@pytest.mark.parametrize("kind", fuzzing.KINDS)
def test_hostile_files_end_cleanly(kind, tmp_path):
    rng = random.Random(f"ci-{kind}")
    outcomes = []
    for i in range(CASES):
        case = fuzzing.make_case(kind, rng)
        folder = tmp_path / str(i)
        folder.mkdir()
        outcome, detail = fuzzing.run_case(case, folder)
        assert outcome in ("accepted", "refused", "engine-error"), f"{kind} case {i} ({case.how}): {outcome}\n{detail}"
        outcomes.append(outcome)
    if kind != "settings":  # a bad settings file is the defaults, never refused
        assert "refused" in outcomes  # the harness does break files


def test_the_harness_sees_a_traceback(monkeypatch, tmp_path):
    """A loader that raises anything but its own error is a crash to the harness (so the test above can fail)."""
    import opcg_tui.data.decks as decks

    def broken(raw, path):
        raise ValueError("boom")

    monkeypatch.setattr(decks, "deck_from_yaml", broken)
    case = fuzzing.Case("deck-yaml", "a real deck", (fuzzing.ROOT / "decks" / "ST-01.yaml").read_bytes())
    assert fuzzing.run_case(case, tmp_path)[0] == "crash"
