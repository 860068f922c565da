"""Small modal screens: yes/no confirmation, a list of actions, a message."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option


class ConfirmScreen(ModalScreen[bool]):
    """A question with Yes / No. Dismisses with True or False."""

    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n", "answer(False)", "No"),
        Binding("escape", "answer(False)", "Cancel"),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No", default: bool = True) -> None:
        super().__init__()
        self.question, self.yes, self.no, self.default = question, yes, no, default

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(self.question), classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(f"{self.yes} (y)", id="yes", variant="primary")
                yield Button(f"{self.no} (n)", id="no")

    def on_mount(self) -> None:
        self.query_one("#yes" if self.default else "#no", Button).focus()  # what Enter answers

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)


class MessageScreen(ModalScreen[None]):
    """A message that needs reading (a damaged save, an illegal deck): OK closes it."""

    BINDINGS = [Binding("escape,enter", "close", "OK")]

    def __init__(self, title: str, message: str) -> None:
        super().__init__()
        self.title_text, self.message = title, message

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(self.title_text, style="bold"), classes="dialog-title")
            yield Static(Text(self.message), classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button("OK", id="ok", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#ok", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


class MenuDialog(ModalScreen[Any]):
    """A titled list; dismisses with the chosen entry's value, or None (Esc)."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, entries: list[tuple[str, Any]], note: str = "") -> None:
        super().__init__()
        self.title_text, self.entries, self.note = title, entries, note

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog menu-dialog"):
            yield Static(Text(self.title_text, style="bold"), classes="dialog-title")
            if self.note:
                yield Static(Text(self.note), classes="dialog-text")
            options = [Option(Text(f"{i + 1 if i < 9 else ' '}  {label}" if len(self.entries) > 1 else label), id=str(i))
                       for i, (label, _) in enumerate(self.entries)]
            yield OptionList(*options, id="menu-options")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.entries[int(event.option.id or 0)][1])

    def on_key(self, event) -> None:
        if event.character and event.character.isdigit() and event.character != "0":
            i = int(event.character) - 1
            if i < len(self.entries):
                event.stop()
                self.dismiss(self.entries[i][1])

    def action_cancel(self) -> None:
        self.dismiss(None)
