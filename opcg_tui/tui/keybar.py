"""A one-line footer of the keys that apply now, for the board.

Textual's Footer rebuilds its widgets whenever the bindings change; on the board they change with
almost every key, so this bar repaints one line instead. Clicking a key runs its action.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual import events
from textual.widget import Widget


class KeyBar(Widget):
    DEFAULT_CSS = "KeyBar { height: 1; dock: bottom; background: $panel; }"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._spans: list[tuple[int, int, str, object]] = []  # (start, end, action, namespace)
        self._key: tuple = ()

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def _bindings_changed(self, _screen) -> None:
        self.refresh()

    def render(self) -> Text:
        app = self.app
        seen: set[str] = set()
        text = Text(no_wrap=True, overflow="ellipsis")
        self._spans = []
        key_style = Style(bold=True, color="#ffb347")
        off_style = Style(dim=True)
        for active in self.screen.active_bindings.values():
            binding = active.binding
            if not binding.show or binding.action in seen or not binding.description:
                continue
            seen.add(binding.action)
            start = text.cell_len
            text.append(" " + app.get_key_display(binding) + " ", key_style if active.enabled else off_style)
            text.append(binding.description + " ", Style() if active.enabled else off_style)
            self._spans.append((start, text.cell_len, binding.action, active.node))
        hint = " ^p palette "
        pad = self.size.width - text.cell_len - len(hint)
        if pad > 0:
            text.append(" " * pad)
            start = text.cell_len
            text.append(hint, Style(dim=True))
            self._spans.append((start, text.cell_len, "app.command_palette", app))
        return text

    async def on_click(self, event: events.Click) -> None:
        for start, end, action, node in self._spans:
            if start <= event.x < end:
                await self.app.run_action(action, node)
                return
