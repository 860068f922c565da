"""The first screen: new games, resume, puzzles, decks, help, quit."""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from .keybar import KeyBar
from .session import next_to_resume, unfinished_games

TITLE = "\n".join([
    " ██████  ███   ███   ███ ",
    " ██  ██  ██ █  ██   ██   ",
    " ██  ██  ███   ██   ██ ██",
    " ██████  ██     ███  ███ ",
])

ENTRIES = [
    ("hotseat", "New hot-seat game", "two people, one keyboard"),
    ("computer", "New game vs computer", "practise against the computer"),
    ("resume", "Resume", ""),
    ("puzzle", "Puzzle", "open a ONE PIECE scenario file"),
    ("decks", "Decks", "build and browse decks of both games"),
    ("help", "Help", "how to play, and the keys"),
    ("quit", "Quit", ""),
]


MENU_REPLAYS = 20  # logs the menu replays before it is shown; more are read by a background worker


class MenuScreen(Screen[None]):
    AUTO_FOCUS = "#menu"
    BINDINGS = [
        Binding("question_mark", "pick('help')", "Help"),
        Binding("q", "pick('quit')", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="menu-box"):
            yield Static(Text(TITLE, style="bold red"), id="menu-logo")
            yield Static(Text("ONE PIECE CARD GAME · Fusion World · in a terminal", style="bold"), id="menu-title")
            yield OptionList(id="menu")
            yield Static(Text("↑↓ and Enter, or click · ? help · q quit", style="dim"), id="menu-hint")
        yield KeyBar()

    def on_mount(self) -> None:
        self.fill()

    def on_screen_resume(self) -> None:
        self.fill()

    def fill(self) -> None:
        menu = self.query_one("#menu", OptionList)
        highlighted = menu.highlighted
        found = unfinished_games(lambda: self.app.db, MENU_REPLAYS)  # type: ignore[attr-defined]
        save = next_to_resume(found)
        reading = save is not None and save.pending
        if any(s.pending for s in found):  # even when the game to resume is known: Resume lists them all
            self.read_saves()
        menu.clear_options()
        for key, label, note in ENTRIES:
            text = Text(f"{label:<22}", style="bold")
            disabled = False
            if key == "resume":
                note = "reading your saved games…" if reading else save.name if save else "no unfinished game"
                disabled = save is None or reading
            if note:
                text.append(note, style="dim")
            menu.add_option(Option(text, id=key, disabled=disabled))
        menu.highlighted = highlighted if highlighted is not None else 0

    @work(thread=True, exclusive=True, group="saves")
    def read_saves(self) -> None:
        """Index the saves folder out of the way (its first listing), a few logs at a time (each batch is kept
        in the index; quitting stops between batches), then name the game to resume."""
        worker = get_current_worker()
        while not worker.is_cancelled:
            if not any(s.pending for s in unfinished_games(lambda: self.app.db, MENU_REPLAYS)):  # type: ignore[attr-defined]
                self.app.call_from_thread(self.fill)
                return

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option.id or "")

    def action_pick(self, key: str) -> None:
        self.app.menu_pick(key)  # type: ignore[attr-defined]
