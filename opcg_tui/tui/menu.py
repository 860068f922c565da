"""The first screen: new games, resume, puzzles, decks, help, quit."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from .keybar import KeyBar
from .session import latest_saved

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
    ("puzzle", "Puzzle", "open a scenario file"),
    ("decks", "Decks", "the shipped decks and yours"),
    ("help", "Help", "how to play, and the keys"),
    ("quit", "Quit", ""),
]


class MenuScreen(Screen[None]):
    AUTO_FOCUS = "#menu"
    BINDINGS = [
        Binding("question_mark", "pick('help')", "Help"),
        Binding("q", "pick('quit')", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="menu-box"):
            yield Static(Text(TITLE, style="bold red"), id="menu-logo")
            yield Static(Text("ONE PIECE CARD GAME · in a terminal", style="bold"), id="menu-title")
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
        save = latest_saved(lambda: self.app.db)  # type: ignore[attr-defined]
        menu.clear_options()
        for key, label, note in ENTRIES:
            text = Text(f"{label:<22}", style="bold")
            disabled = False
            if key == "resume":
                note = save.name if save else "no unfinished game"
                disabled = save is None
            if note:
                text.append(note, style="dim")
            menu.add_option(Option(text, id=key, disabled=disabled))
        menu.highlighted = highlighted if highlighted is not None else 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option.id or "")

    def action_pick(self, key: str) -> None:
        self.app.menu_pick(key)  # type: ignore[attr-defined]
