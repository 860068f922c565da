"""The prompt panel below the table: what the seat is asked, and its choices.

Its border's title names the prompt; under it the prompt's words, then the choices, numbered for the
keys that choose them (1-9; 0 shows the next nine). The board gives it what to show (`show`,
`show_choices`); choosing goes up as `ChoiceList`'s messages.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from .board_areas import update_static
from .choices import Choice
from .panes import ChoiceList


class PromptPanel(Vertical):
    """The prompt: its title and words (`#prompt-text`) and its choices (`#choices`)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._choice_key: tuple = ()

    def compose(self) -> ComposeResult:
        yield Static(id="prompt-text")
        yield ChoiceList(id="choices")

    def show(self, title: Text, text: Text) -> None:
        self.border_title = title
        update_static(self.query_one("#prompt-text", Static), text)

    def show_choices(self, choices: list[Choice], nines: int) -> None:
        """The choices, numbered by the keys that choose them: 1-9, then 0 1-9 ("01"), 0 0 1-9 …; after 0
        (`nines` times), the group it opened shows."""
        key = (nines, *((c.label, c.enabled) for c in choices))
        if key == self._choice_key:
            return
        self._choice_key = key
        items = []
        width = (len(choices) - 1) // 9 + 1
        for i, c in enumerate(choices):
            label = Text()
            number = "0" * (i // 9) + str(i % 9 + 1)
            label.append(f"{number:>{width}} ", style="bold reverse" if nines and i // 9 == nines else "bold")
            label.append(c.label)
            items.append((label, c.enabled))
        self.query_one("#choices", ChoiceList).set_items(items)
