"""The hot-seat cover: hides the board while the terminal passes to the other person."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Static


class CoverScreen(Screen[None]):
    """Nothing of the game shows until the named person presses Enter (or Space, or clicks).

    `reveal` runs just before the cover lifts, so the board underneath is already that person's
    when it shows (one repaint, and nothing of theirs is drawn while the other person looks).
    """

    AUTO_FOCUS = ""

    def __init__(self, name: str, reason: str, reveal: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.person, self.reason, self.reveal = name, reason, reveal

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="cover-box"):
            yield Static(Text("Pass the terminal to", style="dim"), classes="cover-line")
            yield Static(Text(self.person, style="bold"), id="cover-name", classes="cover-line")
            yield Static(Text(self.reason), id="cover-reason", classes="cover-line")
            yield Static(self._hint(), id="cover-hint", classes="cover-line cover-hint")

    def _hint(self) -> Text:
        return Text("Press Enter when the other player is not looking.", style="italic")

    def set(self, name: str, reason: str, reveal: Callable[[], None] | None) -> None:
        """Reuse this screen for the next hand-over (the board keeps one cover installed)."""
        self.person, self.reason, self.reveal = name, reason, reveal
        if self.is_mounted:
            self.query_one("#cover-name", Static).update(Text(name, style="bold"))
            self.query_one("#cover-reason", Static).update(Text(reason))
            self.query_one("#cover-hint", Static).update(self._hint())

    def lift(self) -> None:
        if self.reveal is not None:
            reveal, self.reveal = self.reveal, None
            reveal()
        self.dismiss(None)

    def on_key(self, event: events.Key) -> None:
        event.stop()
        if event.key in ("ctrl+q", "ctrl+c"):
            self.app.exit()
        elif event.key in ("enter", "space"):  # a stray key must not show the board
            self.lift()

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.lift()
