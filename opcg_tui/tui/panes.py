"""Board panes that draw themselves: a scrolling text (inspector, log) and the list of choices.

Textual's RichLog, Static-in-a-scroll and OptionList re-lay out the whole screen when their content
changes; these keep a fixed size and only repaint, which keeps a key press well under 50 ms.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget
from textual.widgets import OptionList


class TextPane(Widget):
    """Paragraphs of text, wrapped to the pane and scrolled by the mouse wheel (or PageUp/PageDown).

    With `follow=True` it shows the end (a log); otherwise the start (the inspector).
    """

    def __init__(self, follow: bool = False, max_paragraphs: int = 2000, keys: str = "", **kwargs) -> None:
        super().__init__(**kwargs)
        self.follow = follow
        self.how = f"{keys} or wheel" if keys else "mouse wheel"  # how to scroll, told when there is more
        self.max_paragraphs = max_paragraphs
        self.paragraphs: list[Text] = []
        self.scroll = 0  # lines scrolled away from the start (or, when following, back from the end)
        self._wrapped: dict[int, list[Text]] = {}  # id(paragraph) -> its lines, for the current width
        self._width = 0

    def set_text(self, text: Text) -> None:
        self.paragraphs = [text]
        self._wrapped.clear()
        self.scroll = 0
        self.refresh()

    def show_paragraphs(self, paragraphs: list[Text]) -> None:
        """Show (and from now on write to) this list: one pane can show several logs in turn."""
        self.paragraphs = paragraphs
        self.scroll = 0
        self.refresh()

    def forget(self) -> None:
        """Drop the wrapped lines kept for paragraphs thrown away (their ids may be reused)."""
        self._wrapped.clear()

    def write(self, text: Text) -> None:
        self.paragraphs.append(text)
        if len(self.paragraphs) > self.max_paragraphs:
            dropped = self.paragraphs[: len(self.paragraphs) - self.max_paragraphs]
            del self.paragraphs[: len(dropped)]
            for p in dropped:
                self._wrapped.pop(id(p), None)
        self.refresh()

    def lines(self) -> list[Text]:
        width = max(self.content_size.width, 1)
        if width != self._width:
            self._width = width
            self._wrapped.clear()
        out: list[Text] = []
        console = self.app.console
        for p in self.paragraphs:
            wrapped = self._wrapped.get(id(p))
            if wrapped is None:
                wrapped = list(p.wrap(console, width)) or [Text()]
                self._wrapped[id(p)] = wrapped
            out.extend(wrapped)
        return out

    def render(self) -> Text:
        height = self.content_size.height
        lines = self.lines()
        most = max(len(lines) - height, 0)
        self.scroll = min(self.scroll, most)
        start = most - self.scroll if self.follow else self.scroll
        shown = lines[start:start + height]
        # Say that there is more, inside the pane (a border label would cost a second repaint).
        if self.follow and start > 0 and shown:
            shown[0] = Text(f"↑ {start} more ({self.how})", style="dim")
        elif not self.follow and start + height < len(lines) and shown:
            shown[-1] = Text(f"↓ {len(lines) - start - height + 1} more ({self.how})", style="dim")
        return Text("\n").join(shown)

    def scroll_by(self, n: int) -> None:
        self.scroll = max(self.scroll + (-n if self.follow else n), 0)
        self.refresh()

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self.scroll_by(2)

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.scroll_by(-2)


class RowMessage(Message):
    """About one row of a `ChoiceList`, by its index among the rows the list held when it was sent.

    Keys come faster than messages travel (a paste, quick typing, a double Enter): the list may be filled
    again before this is handled, and then the index means another row, or none. `current` says whether
    the list still holds those rows; every handler drops a message that is not (it would crash, or act
    on a row nobody pressed)."""

    def __init__(self, rows: ChoiceList, index: int) -> None:
        super().__init__()
        self.rows, self.index, self.filling = rows, index, rows.filling

    @property
    def current(self) -> bool:
        return self.filling == self.rows.filling


def still_listed(event: OptionList.OptionMessage) -> bool:
    """`RowMessage.current` for Textual's OptionList: its option is still where it was (not refilled since)."""
    options = event.option_list.options
    return event.option_index < len(options) and options[event.option_index] is event.option


class ChoiceList(Widget, can_focus=True):
    """Numbered choices: click one, press its number, or focus the list (Tab) and use ↑ ↓ Enter."""

    BINDINGS = [
        Binding("up", "cursor(-1)", "Up", show=False),
        Binding("down", "cursor(1)", "Down", show=False),
        Binding("enter", "select", "Choose", show=False),
    ]

    MORE = "Tab, then ↓"  # how to reach the rows below, said on the last row

    class Selected(RowMessage):
        """A row chosen: Enter, or a click."""

    class Highlighted(RowMessage):
        """The cursor is on a row."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.items: list[tuple[Text, bool]] = []
        self.filling = 0  # counts set_items: which rows a RowMessage's index is about
        self.highlighted = 0
        self.top = 0
        self.hover: int | None = None

    def set_items(self, items: list[tuple[Text, bool]]) -> None:
        if items == self.items:
            return
        self.items = items
        self.filling += 1
        self.highlighted = min(self.highlighted, max(len(items) - 1, 0)) if self.has_focus else 0
        self.top = 0
        self._keep_visible()
        self.refresh()

    def _keep_visible(self) -> None:
        height = max(self.content_size.height, 1)
        if self.highlighted < self.top:
            self.top = self.highlighted
        elif self.highlighted >= self.top + height:
            self.top = self.highlighted - height + 1

    def render(self) -> Text:
        height = self.content_size.height
        width = self.content_size.width
        rows = []
        for i in range(self.top, min(self.top + height, len(self.items))):
            label, enabled = self.items[i]
            row = label.copy()
            row.truncate(width, overflow="ellipsis")
            row.pad_right(width - row.cell_len)
            if not enabled:
                row.stylize(Style(dim=True))
            if i == self.highlighted and self.has_focus:
                row.stylize(Style(reverse=True))
            elif i == self.hover:
                row.stylize(Style(bgcolor="#2c2c2c"))
            rows.append(row)
        more = len(self.items) - self.top - height
        if more > 0 and rows:
            rows[-1] = Text(f"  ↓ {more + 1} more: {self.MORE}", style="dim")
        return Text("\n").join(rows)

    def on_focus(self) -> None:
        self.refresh()
        self.post_message(self.Highlighted(self, self.highlighted))

    def on_blur(self) -> None:
        self.refresh()

    def action_cursor(self, step: int) -> None:
        if not self.items:
            return
        self.highlighted = (self.highlighted + step) % len(self.items)
        self._keep_visible()
        self.refresh()
        self.post_message(self.Highlighted(self, self.highlighted))

    def action_select(self) -> None:
        if self.items and self.items[self.highlighted][1]:
            self.post_message(self.Selected(self, self.highlighted))

    def on_click(self, event: events.Click) -> None:
        i = self.top + event.y
        if 0 <= i < len(self.items) and self.items[i][1]:
            self.highlighted = i
            self.post_message(self.Selected(self, i))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        i = self.top + event.y
        if i != self.hover:
            self.hover = i
            self.refresh()

    def on_leave(self) -> None:
        self.hover = None
        self.refresh()

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        if self.top + self.content_size.height < len(self.items):
            self.top += 1
            self.refresh()

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        if self.top > 0:
            self.top -= 1
            self.refresh()
