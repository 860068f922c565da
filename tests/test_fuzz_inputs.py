"""Hostile files of every kind (tests/fuzzing.py) through the CLI and the loaders: exit 0, 1 or 2 with a message
naming the file, never a traceback, a hang or tampered input accepted, within 10 s each. bench/fuzz.py runs
thousands; CI runs a few of each kind."""

from __future__ import annotations

import json
import random

import fuzzing
import pytest

CASES = 20  # of each kind


@pytest.mark.parametrize("kind", fuzzing.KINDS)
def test_hostile_files_end_cleanly(kind, tmp_path):
    rng = random.Random(f"ci-{kind}")
    outcomes = []
    for i in range(CASES):
        case = fuzzing.make_case(kind, rng)
        folder = tmp_path / str(i)
        folder.mkdir()
        outcome, detail = fuzzing.run_case(case, folder)
        assert outcome not in fuzzing.FAILING, f"{kind} case {i} ({case.how}): {outcome}\n{detail}"
        outcomes.append(outcome)
    if kind not in ("settings", "saves"):  # a bad settings file is the defaults, a bad index is rebuilt: never refused
        assert "refused" in outcomes  # the harness does break files


def test_the_harness_sees_a_traceback(monkeypatch, tmp_path):
    """A loader that raises anything but its own error is a crash to the harness (so the test above can fail)."""
    import opcg_tui.data.decks as decks

    def broken(raw, path):
        raise ValueError("boom")

    monkeypatch.setattr(decks, "deck_from_yaml", broken)
    case = fuzzing.Case("deck-yaml", "a real deck", (fuzzing.ROOT / "decks" / "ST-01.yaml").read_bytes())
    assert fuzzing.run_case(case, tmp_path)[0] == "crash"


def test_the_harness_sees_accepted_garbage(tmp_path):
    """A log the oracle says must not verify, which verifies, is garbage (here a whole, untouched game said to be tampered)."""
    text, _ = fuzzing.seeds("log")[0]
    case = fuzzing.Case("log", "untouched, flagged", text.encode(), garbage=True)
    assert fuzzing.run_case(case, tmp_path)[0] == "garbage"


def test_the_harness_sees_an_unnamed_refusal(monkeypatch, tmp_path):
    """A refusal whose message names another thing than the file it is about is `unnamed`."""
    import opcg_tui.games.onepiece.deckio as deckio
    from opcg_tui.data.yamlfile import DataError

    def refused(*args, **kwargs):
        raise DataError("--id", None, "not an id")

    monkeypatch.setattr(deckio, "parse_deck_text", refused)
    case = fuzzing.Case("deck-text", "a real deck text", b"1xST01-001\n")
    assert fuzzing.run_case(case, tmp_path)[0] == "unnamed"


def test_a_good_user_card_file_is_used_by_its_deck(tmp_path):
    """The user-cards oracle does not flag a card file that is fine: its deck of those cards is legal."""
    text, files = fuzzing.seeds("user-cards")[0]
    case = fuzzing.Case("user-cards", "untouched", text.encode(), files={k: v.encode() for k, v in files.items()})
    assert fuzzing.run_case(case, tmp_path) == ("accepted", "")


@pytest.mark.parametrize("kind", fuzzing.LOG_KINDS)
def test_a_tampered_log_is_still_a_log(kind):
    """The tampering keeps a log's shape (each line JSON, the header first), so that only its hashes or its end differ."""
    text, _ = fuzzing.seeds(kind)[1]
    how, tampered = fuzzing._tampered(text, random.Random(3))
    lines = [json.loads(line) for line in tampered.splitlines()]
    assert lines[0]["format"] == "opcg-log" and all("cmd" in line for line in lines[1:]), how
