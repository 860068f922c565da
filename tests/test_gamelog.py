"""Autosave logs: kill -9 at any point loses nothing; damaged logs resume from the last valid line;
replays verify; undo never crosses a reveal; a redacted export shows no hidden card."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from logged_game import fresh, play

from opcg_tui.gamelog import (
    GameLog,
    LogError,
    export_redacted,
    read_log,
    rewind,
    state_hash,
    undo_target,
)

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
SEED = 11


@pytest.fixture(scope="module")
def uninterrupted(tmp_path_factory):
    game = fresh(SEED)
    play(GameLog.create(game, folder=tmp_path_factory.mktemp("full")), game, SEED)
    return state_hash(game)


def resume(path: Path, db) -> tuple:
    try:
        loaded = read_log(path, db)
        game, lines = loaded.game, loaded.lines
    except LogError as exc:
        assert exc.game is not None, f"unrecoverable: {exc}"
        game, lines = exc.game, exc.valid_lines
    return game, GameLog.reopen(path, game, lines)


@pytest.mark.parametrize("kill_at", [0.25, 0.4, 0.55, 0.7, 0.85, 1.0, 1.2, 1.4])
def test_sigkill_at_any_point_resumes_to_the_same_game(tmp_path, db, uninterrupted, kill_at):
    path = tmp_path / "game.jsonl"
    proc = subprocess.Popen([sys.executable, str(TESTS / "logged_game.py"), str(path), str(SEED)], cwd=ROOT)
    time.sleep(kill_at * random.Random(kill_at).uniform(0.8, 1.2))
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    if not path.exists():
        pytest.skip("killed before the log was created")
    game, log = resume(path, db)
    play(log, game, SEED)
    assert state_hash(game) == uninterrupted
    assert read_log(path, db).game.s == game.s  # the repaired log holds the whole game


def write_game(tmp_path: Path, decisions: int = 30) -> Path:
    game = fresh(SEED)
    log = GameLog.create(game, folder=tmp_path, name="g.jsonl")
    from logged_game import policy

    for _ in range(decisions):
        policy(game, SEED)
        log.sync(game)
    log.close()
    return tmp_path / "g.jsonl"


@pytest.mark.parametrize("damage, problem", [
    (lambda lines: lines[:-1] + [lines[-1][: len(lines[-1]) // 2]], "cut off"),
    (lambda lines: lines[:10] + ["{not json"] + lines[11:], "not a valid decision line"),
    (lambda lines: lines[:10] + [lines[10].replace('"hash":"', '"hash":"0')] + lines[11:], "hash does not match"),
])
def test_damaged_log_names_the_line_and_resumes_from_the_last_valid_one(tmp_path, db, damage, problem):
    path = write_game(tmp_path)
    lines = path.read_text().split("\n")[:-1]
    path.write_text("\n".join(damage(lines)) + ("" if problem == "cut off" else "\n"))
    with pytest.raises(LogError) as info:
        read_log(path, db)
    assert problem in info.value.problem
    assert info.value.line is not None and info.value.game is not None
    assert len(info.value.game.commands()) == info.value.valid_lines


def test_foreign_version_and_unknown_card_are_clear_errors(tmp_path, db):
    path = write_game(tmp_path, 5)
    lines = path.read_text().split("\n")
    header = json.loads(lines[0])
    path.write_text(json.dumps({**header, "version": 99}) + "\n" + "\n".join(lines[1:]))
    with pytest.raises(LogError, match="version 99"):
        read_log(path, db)
    header["game"]["decks"][0]["cards"][0] = "ST99-999"
    path.write_text(json.dumps(header) + "\n" + "\n".join(lines[1:]))
    with pytest.raises(LogError, match="unknown card"):
        read_log(path, db)


def test_cli_verify_exit_codes(tmp_path):
    game = fresh(SEED)
    play(GameLog.create(game, folder=tmp_path, name="g.jsonl"), game, SEED)
    path = tmp_path / "g.jsonl"
    run = lambda p: subprocess.run([sys.executable, "-m", "opcg_tui", "replay", str(p), "--verify"],  # noqa: E731
                                   capture_output=True, text=True, cwd=ROOT)
    whole = run(path)
    assert whole.returncode == 0 and "every hash matches; the game is over" in whole.stdout
    (tmp_path / "u").mkdir()
    unfinished = run(write_game(tmp_path / "u"))
    assert unfinished.returncode == 1 and "ends before the game ended" in unfinished.stderr
    lines = path.read_text().split("\n")
    lines[12] = lines[12].replace('"hash":"', '"hash":"f')
    path.write_text("\n".join(lines))
    bad = run(path)
    assert bad.returncode == 1 and "g.jsonl:13" in bad.stderr
    (tmp_path / "junk.jsonl").write_text("hello\n")
    junk = run(tmp_path / "junk.jsonl")
    assert junk.returncode == 2 and "Traceback" not in junk.stderr


def test_replay_is_deterministic_over_simulated_games(tmp_path, db):
    from opcg_tui.simulate import run_simulation

    run_simulation("ST-02", "ST-03", "random,random", 60, 5, jobs=1, progress=False, save_dir=tmp_path)
    logs = sorted(tmp_path.glob("*.jsonl"))
    assert len(logs) == 60
    for path in logs:
        assert read_log(path, db).game.over


def test_the_saves_listing_knows_an_unfinished_game(tmp_path, db):
    from opcg_tui.saves import list_saves

    write_game(tmp_path, 12)
    [save] = list_saves(tmp_path, lambda: db)
    assert save.resumable and save.valid_lines == 12 and not save.over


def shown(log: list, seat: int, owner: tuple) -> list:
    """The events that showed `seat` something hidden (its own card shown to the opponent is not)."""
    return [e for e in log if e[0] in ("look", "shuffle", "rng")
            or e[0] == "reveal" and not (e[1] == seat and owner[e[2]] == seat)
            or e[0] == "move" and e[2] in ("deck", "life")]


def test_undo_never_crosses_a_reveal(db):
    for seed in range(20):
        game = fresh(seed)
        rng = random.Random(seed)
        while not game.over:
            seat = game.waiting.player
            keep = undo_target(game, seat)
            if keep is not None:
                undone = rewind(game, keep)
                # Everything that showed this player something hidden is still there, unchanged;
                # only the player's own card shown to the opponent (a play) may be taken back.
                assert shown(undone.log, seat, game.s.owner) == shown(game.log, seat, game.s.owner)
                assert len(undone.commands()) == len(game.commands()) - 1
                assert undone.commands()[-1:] == game.commands()[-2:-1] or not undone.commands()
            options = [c for c in game.legal() if c.kind != "concede" and c.player == seat]
            game.apply(options[rng.randrange(len(options))])


def test_redacted_export_contains_no_hidden_card(db):
    from opcg_tui.games.onepiece.ops import locate

    game = fresh(3)
    rng = random.Random(3)
    opponent = [u for u in range(len(game.s.cards)) if game.s.owner[u] == 1]
    public: set[int] = set()
    while True:
        public |= {u for u in opponent if locate(game, u) in ("trash", "chars", "stage", "leader", "limbo")}
        if game.over:
            break
        options = [c for c in game.legal() if c.kind != "concede" and c.player == game.waiting.player]
        game.apply(options[rng.randrange(len(options))])
    public |= {ev[2] for ev in game.log if ev[0] == "reveal"}
    never_public = set(opponent) - public
    assert never_public, "the game should leave some of p2's cards unseen"
    export = export_redacted(game, 0)
    assert '"seed"' not in json.dumps(export)
    for step in export["steps"]:
        assert not set(_uids(step["view"])) & never_public
        assert step["view"]["players"][1]["hand"] is None
        for ev in step["events"]:
            if ev[0] in ("move", "reveal", "note"):
                assert not set(a for a in ev[1:] if isinstance(a, int)) & never_public, ev


def _uids(value) -> list[int]:
    found = []
    if isinstance(value, dict):
        if isinstance(value.get("uid"), int):
            found.append(value["uid"])
        for v in value.values():
            found += _uids(v)
    elif isinstance(value, list):
        for v in value:
            found += _uids(v)
    return found


def test_a_version_1_log_still_loads_and_resumes(tmp_path, db):
    # Written by opcg before a choice of several cards became one decision per card (issue 9): its
    # three multi-card choices replay as picks, and resuming rewrites it in the current format.
    from opcg_tui.gamelog import VERSION

    source = Path(__file__).parent / "data" / "log-version-1.jsonl"
    path = tmp_path / "old.jsonl"
    path.write_bytes(source.read_bytes())
    loaded = read_log(path, db)
    assert loaded.version == 1 and loaded.lines == 90 and not loaded.game.over
    assert len(loaded.game.commands()) > 90  # the multi-card choices are several picks now
    log = GameLog.reopen(path, loaded.game, loaded.lines)
    log.close()
    again = read_log(path, db)
    assert again.version == VERSION
    assert again.game.s == loaded.game.s


def test_a_log_of_this_engine_revision_verifies_every_hash(db):
    # The guard of gamelog.ENGINE: when a change alters the states decisions lead to (or a state's
    # signature), this log's hashes stop matching. Then raise ENGINE and write this revision's log
    # (opcg simulate --games 1 --save-dir DIR, then DIR/game-00000.jsonl to tests/data/log-engine-N.jsonl).
    from opcg_tui.gamelog import ENGINE

    loaded = read_log(Path(__file__).parent / "data" / f"log-engine-{ENGINE}.jsonl", db)
    assert loaded.engine == ENGINE and loaded.hashes == loaded.lines > 50 and not loaded.unchecked
    assert loaded.game.over


def test_a_log_of_an_older_engine_revision_replays_unverified_and_resumes_in_this_one(tmp_path, db):
    from opcg_tui.gamelog import ENGINE

    path = tmp_path / "old.jsonl"
    path.write_bytes((Path(__file__).parent / "data" / "log-engine-1.jsonl").read_bytes())
    loaded = read_log(path, db)  # its hashes, of revision 1, no longer match this engine's states
    assert (loaded.engine, loaded.hashes, loaded.lines) == (1, 0, 85)
    assert "revision 1 of the engine computed them" in loaded.unchecked
    cut = tmp_path / "cut.jsonl"  # resumed mid-game: the log is written again in this revision
    cut.write_text("\n".join(path.read_text().split("\n")[:41]) + "\n")
    mid = read_log(cut, db)
    GameLog.reopen(cut, mid.game, mid.lines).close()
    again = read_log(cut, db)
    assert again.engine == ENGINE and again.hashes == again.lines == 40 and again.game.s == mid.game.s
