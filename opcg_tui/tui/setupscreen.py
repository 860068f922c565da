"""Setting up a game of one of the games: each side's deck, the computer's level and pace, an optional seed."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from ..ai import player_kinds
from ..deckindex import DeckEntry
from ..engine.rulesets import DEFAULT_GAME, ruleset
from .deckchooser import DeckPickerScreen, entry_label
from .keybar import KeyBar
from .settings import PACES


class SetupScreen(Screen[None]):
    AUTO_FOCUS = "#deck1"
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+s", "start", "Start"),
    ]

    def __init__(self, mode: str, decks: list[DeckEntry], deck1: str, deck2: str, level: str,
                 pace: str, game: str = DEFAULT_GAME) -> None:
        super().__init__()
        self.mode, self.game = mode, game
        self.decks = {e.deck.id: e for e in decks}
        ids = list(self.decks)
        self.chosen = {"deck1": deck1 if deck1 in self.decks else ids[0],
                       "deck2": deck2 if deck2 in self.decks else ids[-1]}
        self.level, self.pace = level, pace

    def compose(self) -> ComposeResult:
        vs = self.mode == "computer"
        with Vertical(id="setup-box"):
            title = Text("New game vs computer" if vs else "New hot-seat game", style="bold")
            yield Static(title.append(f" · {ruleset(self.game).title}", style="not bold"), id="setup-title")
            with Horizontal(classes="setup-row"):
                yield Label("Your deck" if vs else "Player 1's deck", classes="setup-label")
                yield Button(self.deck_text("deck1"), id="deck1", classes="deck-button", compact=True)
            with Horizontal(classes="setup-row"):
                yield Label("Computer's deck" if vs else "Player 2's deck", classes="setup-label")
                yield Button(self.deck_text("deck2"), id="deck2", classes="deck-button", compact=True)
            if vs:
                kinds = player_kinds(self.game)
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
            yield Static(Text("Tab moves between fields · Enter opens a choice · Ctrl+S starts · Esc goes back",
                              style="dim"), id="setup-hint")
        yield KeyBar()

    def deck_text(self, side: str) -> Text:
        return entry_label(self.decks[self.chosen[side]])

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        side = event.button.id or ""
        if side == "start":
            self.action_start()
        elif side in self.chosen:
            vs = self.mode == "computer"
            title = {"deck1": "Your deck" if vs else "Player 1's deck",
                     "deck2": "Computer's deck" if vs else "Player 2's deck"}[side]

            def chosen(deck_id: str | None) -> None:
                if deck_id is not None:
                    self.chosen[side] = deck_id
                    event.button.label = self.deck_text(side)

            self.app.push_screen(DeckPickerScreen(title, list(self.decks.values()), self.chosen[side]), chosen)
        else:
            self.action_back()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_start()

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_start(self) -> None:
        deck1, deck2 = self.chosen["deck1"], self.chosen["deck2"]
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else None
        level = pace = None
        if self.mode == "computer":
            level = str(self.query_one("#level", Select).value)
            pace = str(self.query_one("#pace", Select).value)
        error = self.app.start_new_game(self.mode, deck1, deck2, seed, level, pace, self.game)  # type: ignore[attr-defined]
        if error:
            self.query_one("#setup-error", Static).update(Text(error, style="bold red"))
