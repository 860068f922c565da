"""The real program in a real terminal: `python -m opcg_tui play --hotseat` in tmux at 80×24, by keys.

Skipped where tmux is not installed.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

ROOT = Path(__file__).resolve().parents[2]
SERVER = f"opcg-test-{uuid.uuid4().hex[:8]}"  # a tmux server of its own: the environment below is the game's


def tmux(*args: str, env: dict[str, str] | None = None) -> str:
    return subprocess.run(["tmux", "-L", SERVER, "-f", "/dev/null", *args], check=True, capture_output=True,
                          text=True, env=env).stdout


def wait_for(session: str, *words: str, timeout: float = 60.0) -> str:
    """The pane's text once every word shows in it."""
    deadline = time.monotonic() + timeout
    while True:
        text = tmux("capture-pane", "-p", "-t", session)
        if all(w in text for w in words):
            return text
        if time.monotonic() > deadline:
            raise AssertionError(f"{words} did not show in time; the pane shows:\n{text}")
        time.sleep(0.2)


def wait_gone(session: str, shown: str, timeout: float = 60.0) -> None:
    """Until the pane no longer shows `shown` (a text, or the whole pane as it was)."""
    deadline = time.monotonic() + timeout
    while shown in tmux("capture-pane", "-p", "-t", session):
        assert time.monotonic() < deadline, f"still showing {shown[:80]!r}"
        time.sleep(0.1)


def test_a_hot_seat_game_in_tmux_at_80x24(tmp_path):
    session = "game"
    env = {**os.environ, "OPCG_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": str(ROOT), "TERM": "xterm-256color"}
    command = f"{shlex.quote(sys.executable)} -m opcg_tui play --hotseat --seed 7"
    tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24", "-c", str(ROOT), command, env=env)
    try:
        wait_for(session, "Pass the terminal to", "Player 1")
        tmux("send-keys", "-t", session, "Enter")
        text = wait_for(session, "Who goes first?", "1 Go first", "2 Go second")
        lines = text.splitlines()
        assert len(lines) <= 24 and all(len(line) <= 80 for line in lines)
        assert "too small" not in text
        for words in ("Setting up the game", "▲ Player 2", "▼ Player 1", "Hand", "DON!! ●active",
                      "o Opp. trash", "esc Menu"):
            assert words in text, words
        tmux("send-keys", "-t", session, "1")  # Player 1 goes first
        # Both keep their opening hands (each behind a cover when the terminal passes) up to the first turn.
        kept: list[str] = []
        deadline = time.monotonic() + 60
        while "Your Main Phase — Player 1" not in (text := tmux("capture-pane", "-p", "-t", session)):
            assert time.monotonic() < deadline, text
            if "Pass the terminal to" in text:
                tmux("send-keys", "-t", session, "Enter")
                wait_gone(session, "Pass the terminal to")
            elif "1 Keep this hand" in text:
                kept.append(text)
                tmux("send-keys", "-t", session, "1")
                wait_gone(session, text)
            time.sleep(0.2)
        assert len(kept) == 2 and "— Player 1" in kept[0] and "— Player 2" in kept[1]
        text = wait_for(session, "Turn 1", "Your Main Phase — Player 1", "e End turn")
        assert "Hand" in text and "Life 5" in text and "Deck" in text
        tmux("send-keys", "-t", session, "i")  # the card's text opens over the board
        wait_for(session, "Card", "i closes")
        tmux("send-keys", "-t", session, "g")  # the log instead
        wait_for(session, "Game log", "g closes", "Your Main Phase — Player 1")
    finally:
        subprocess.run(["tmux", "-L", SERVER, "kill-server"], capture_output=True)
