"""Setting up a game: each side's deck, the computer's level and pace, an optional seed."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from ..ai import player_kinds
from .cardview import symbols
from .keybar import KeyBar
from .settings import PACES


class SetupScreen(Screen[None]):
    AUTO_FOCUS = "#deck1"
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+s", "start", "Start"),
    ]

    def __init__(self, mode: str, decks: list[tuple[str, str]], deck1: str, deck2: str, level: str,
                 pace: str) -> None:
        super().__init__()
        self.mode = mode
        self.decks = decks  # (id, label)
        self.deck1, self.deck2, self.level, self.pace = deck1, deck2, level, pace

    def compose(self) -> ComposeResult:
        vs = self.mode == "computer"
        ids = [d for d, _ in self.decks]
        options = [(Text(label), deck_id) for deck_id, label in self.decks]
        with Vertical(id="setup-box"):
            yield Static(Text("New game vs computer" if vs else "New hot-seat game", style="bold"),
                         id="setup-title")
            with Horizontal(classes="setup-row"):
                yield Label("Your deck" if vs else "Player 1's deck", classes="setup-label")
                yield Select(options, value=self.deck1 if self.deck1 in ids else ids[0], allow_blank=False,
                             id="deck1", compact=True)
            with Horizontal(classes="setup-row"):
                yield Label("Computer's deck" if vs else "Player 2's deck", classes="setup-label")
                yield Select(options, value=self.deck2 if self.deck2 in ids else ids[-1], allow_blank=False,
                             id="deck2", compact=True)
            if vs:
                kinds = player_kinds()
                with Horizontal(classes="setup-row"):
                    yield Label("Computer level", classes="setup-label")
                    yield Select([(k, k) for k in kinds], value=self.level if self.level in kinds else kinds[0],
                                 allow_blank=False, id="level", compact=True)
                with Horizontal(classes="setup-row"):
                    yield Label("Computer's pace", classes="setup-label")
                    yield Select([(f"{k} ({v:g} s per action)", k) for k, v in PACES.items()], value=self.pace,
                                 allow_blank=False, id="pace", compact=True)
            with Horizontal(classes="setup-row"):
                yield Label("Seed (optional)", classes="setup-label")
                yield Input(placeholder="empty = random; the same seed deals the same game", restrict=r"[0-9]*",
                            max_length=9, id="seed", compact=True)
            yield Static("", id="setup-error")
            with Horizontal(id="setup-buttons"):
                yield Button("Start (Ctrl+S)", id="start", variant="primary", compact=True)
                yield Button("Back (Esc)", id="back", compact=True)
            yield Static(Text("Tab moves between fields · Enter opens a list · Ctrl+S starts · Esc goes back",
                              style="dim"), id="setup-hint")
        yield KeyBar()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_start()

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_start(self) -> None:
        deck1 = str(self.query_one("#deck1", Select).value)
        deck2 = str(self.query_one("#deck2", Select).value)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else None
        level = pace = None
        if self.mode == "computer":
            level = str(self.query_one("#level", Select).value)
            pace = str(self.query_one("#pace", Select).value)
        error = self.app.start_new_game(self.mode, deck1, deck2, seed, level, pace)  # type: ignore[attr-defined]
        if error:
            self.query_one("#setup-error", Static).update(Text(error, style="bold red"))


def deck_label(deck, db) -> str:
    leader = db.get(deck.leader)
    who = f"{symbols({'colors': leader.colors})} {leader.name}" if leader else deck.leader
    return f"{deck.id} · {deck.name} — {who}"
