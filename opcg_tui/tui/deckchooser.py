"""Choosing among many decks: a filter line over a list grouped by the Leader's colours (deckindex.py).

`DeckChooser` is the widget (the Decks screen browses with it); `DeckPickerScreen` is the dialog the
game setup opens to pick one deck.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from ..deckindex import DeckEntry, grouped
from .cardview import COLOR_HEX, symbols
from .panes import still_listed


def formats_text(t: Text, formats: tuple[tuple[str, tuple[str, ...]], ...]) -> None:
    """A line per format: legal in it today, or why not."""
    for key, why in formats:
        if why:
            t.append(f"{key.capitalize()} today: not legal — " + "; ".join(why) + "\n", style="yellow")
        else:
            t.append(f"{key.capitalize()} today: legal\n", style="green")


def entry_label(entry: DeckEntry, with_leader: bool = True) -> Text:
    text = Text()
    text.append(f"{entry.deck.id:<8}", style="bold")
    text.append(f" {entry.deck.name}")
    if not with_leader:
        return text
    who = f" — {symbols({'colors': entry.colors})} {entry.leader_name}" if entry.leader else f" — {entry.deck.leader}"
    text.append(who, style=COLOR_HEX.get(entry.colors[0], "") if entry.colors else "")
    if not entry.legal:
        text.append("  (not legal)", style="red")
    elif any(key == "standard" and why for key, why in entry.formats):
        text.append("  (not Standard)", style="dim yellow")  # casual play takes any legal deck
    return text


class DeckChooser(Vertical):
    """Type to filter (every word must match id, name, Leader or colour): in the list, a character that is not one
    of the screen's keys is added to the filter, `/` goes to it; ↓ there moves back into the list."""

    class Highlighted(Message):
        def __init__(self, entry: DeckEntry) -> None:
            super().__init__()
            self.entry = entry

    class Chosen(Message):
        def __init__(self, entry: DeckEntry) -> None:
            super().__init__()
            self.entry = entry

    def __init__(self, entries: list[DeckEntry], current: str | None = None, with_leader: bool = True,
                 **kw: object) -> None:
        super().__init__(**kw)  # type: ignore[arg-type]
        self.entries = entries
        self.current = current
        self.with_leader = with_leader
        self.shown: list[DeckEntry] = []

    def compose(self) -> ComposeResult:
        yield Input(placeholder="filter: a name, colour, Leader or id", id="deck-filter", compact=True,
                    select_on_focus=False)  # (typing in the list adds to what it holds)
        yield OptionList(id="deck-options")
        yield Static("", id="deck-count")

    def on_mount(self) -> None:
        self.refill("")

    def refill(self, query: str) -> None:
        options = self.query_one("#deck-options", OptionList)
        options.clear_options()
        self.shown = []
        highlight = None
        for group, entries in grouped(self.entries, query):
            options.add_option(Option(Text(group, style="bold underline"), disabled=True))
            for entry in entries:
                if entry.deck.id == self.current:
                    highlight = options.option_count
                options.add_option(Option(entry_label(entry, self.with_leader), id=str(len(self.shown))))
                self.shown.append(entry)
        total = len(self.entries)
        self.query_one("#deck-count", Static).update(
            Text(f"{len(self.shown)} of {total} decks" if query.strip() else f"{total} decks", style="dim"))
        if self.shown:
            options.highlighted = highlight if highlight is not None else 1

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self.refill(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        entry = self.highlighted()
        if entry is not None:
            self.post_message(self.Chosen(entry))

    def on_key(self, event: events.Key) -> None:
        field = self.query_one("#deck-filter", Input)
        if field.has_focus and event.key == "down":
            event.stop()
            self.query_one("#deck-options", OptionList).focus()
        elif (not field.has_focus and event.is_printable and event.character
              and event.key not in self.screen.active_bindings):
            event.stop()
            event.prevent_default()
            self.screen.set_focus(field)  # at once: the next keys typed go to it
            if event.key != "slash":
                field.action_end()
                field.insert_text_at_cursor(event.character)

    def highlighted(self) -> DeckEntry | None:
        options = self.query_one("#deck-options", OptionList)
        if options.highlighted is None:
            return None
        option = options.get_option_at_index(options.highlighted)
        return self.shown[int(option.id)] if option.id is not None else None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option.id is not None and still_listed(event):
            self.post_message(self.Highlighted(self.shown[int(event.option.id)]))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None and still_listed(event):
            self.post_message(self.Chosen(self.shown[int(event.option.id)]))


class DeckPickerScreen(ModalScreen[str | None]):
    """Pick one deck; dismisses with its id, or None on Esc."""

    AUTO_FOCUS = "#deck-filter"
    BINDINGS = [Binding("escape", "cancel", "Back")]

    def __init__(self, title: str, entries: list[DeckEntry], current: str | None) -> None:
        super().__init__()
        self.title_text, self.entries, self.current = title, entries, current

    def compose(self) -> ComposeResult:
        with Vertical(id="deck-picker"):
            yield Static(Text(self.title_text, style="bold"), classes="dialog-title")
            yield DeckChooser(self.entries, self.current, id="deck-chooser")
            yield Static(Text("Type to filter · ↑↓ move · Enter chooses · Esc goes back", style="dim"))

    def on_deck_chooser_chosen(self, event: DeckChooser.Chosen) -> None:
        self.dismiss(event.entry.deck.id)

    def action_cancel(self) -> None:
        self.dismiss(None)
