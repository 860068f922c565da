"""The board needs 80×24 cells (its compact layout; the full one from 100×30): a smaller terminal shows
what to do instead of a broken board."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

MIN_WIDTH, MIN_HEIGHT = 80, 24  # the compact board
FULL_WIDTH, FULL_HEIGHT = 100, 30  # the full board: the card and the log beside the table, 5-line cards


def too_small(width: int, height: int) -> bool:
    return width < MIN_WIDTH or height < MIN_HEIGHT


class TooSmallScreen(Screen[None]):
    AUTO_FOCUS = ""
    BINDINGS = [("ctrl+q", "app.quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield Static(id="too-small")

    def on_mount(self) -> None:
        self.show_size()

    def on_resize(self, event) -> None:
        self.show_size(*event.size)

    def show_size(self, w: int | None = None, h: int | None = None) -> None:
        if w is None or h is None:
            w, h = self.app.size
        text = Text(justify="center")
        text.append("The terminal is too small\n\n", style="bold")
        text.append(f"Make the terminal at least {MIN_WIDTH}×{MIN_HEIGHT}\n")
        text.append(f"(it is {w}×{h} now)\n\n", style="dim")
        text.append("The game continues as soon as it fits. Ctrl+Q quits.", style="dim")
        self.query_one("#too-small", Static).update(text)
