"""Opening a scenario file as a puzzle: type a path, or pick the file in the tree."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DirectoryTree, Input, Static

from .keybar import KeyBar


class YamlTree(DirectoryTree):
    def filter_paths(self, paths):
        return [p for p in paths if not p.name.startswith(".") and (p.is_dir() or p.suffix in (".yaml", ".yml"))]


class PuzzleScreen(Screen[None]):
    AUTO_FOCUS = "#puzzle-path"
    BINDINGS = [Binding("escape", "back", "Back")]

    def compose(self) -> ComposeResult:
        with Vertical(id="puzzle-box"):
            yield Static(Text("Open a puzzle (a scenario file)", style="bold"), classes="dialog-title")
            yield Input(placeholder="path/to/scenario.yaml — Enter opens it", id="puzzle-path")
            yield Static("", id="puzzle-error")
            yield YamlTree(Path.cwd(), id="puzzle-tree")
            yield Static(Text("Type a path and press Enter, or pick a .yaml file below (Tab to move there).",
                              style="dim"), classes="dialog-hint")
        yield KeyBar()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.open(Path(event.value.strip()).expanduser())

    def on_directory_tree_file_selected(self, event: DirectoryTree.FileSelected) -> None:
        event.stop()
        self.open(event.path)

    def open(self, path: Path) -> None:
        error = self.app.start_puzzle_file(path)  # type: ignore[attr-defined]
        if error:
            self.query_one("#puzzle-error", Static).update(Text(error, style="bold red"))

    def action_back(self) -> None:
        self.app.pop_screen()
