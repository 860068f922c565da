"""The footer of the board: every key that works now, on one line (two when one is too narrow).

Textual's Footer rebuilds its widgets whenever the bindings change; on the board they change with
almost every key, so this bar repaints instead. Once it has needed a second line it keeps it until the
terminal is resized: a footer that grew and shrank with the keys would re-lay out the whole screen.
Clicking a key runs its action.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.widget import Widget

KEY_STYLE = Style(bold=True, color="#ffb347")
OFF_STYLE = Style(dim=True)
HINT = "^p palette"


class KeyBar(Widget):
    DEFAULT_CSS = "KeyBar { height: 1; dock: bottom; background: $panel; }"

    def __init__(self, most_lines: int = 2, **kwargs) -> None:
        super().__init__(**kwargs)
        self.most_lines = most_lines
        self.lines = 1  # as many as the keys have needed at this width
        self.laid_out_for = 0  # that width
        self._text = Text()
        self._spans: list[tuple[int, int, int, str, object]] = []  # (line, start, end, action, namespace)

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self.arrange_keys()

    def _bindings_changed(self, _screen) -> None:
        self.arrange_keys()

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width != self.laid_out_for:  # (not when only its own height changed)
            self.laid_out_for = event.size.width
            self.lines = 1
            self.arrange_keys()

    def keys(self) -> list[tuple[str, str, bool, str, object]]:
        """(key, what it does, enabled, action, namespace) of each key shown, in the bindings' order."""
        seen: set[str] = set()
        out = []
        for active in self.screen.active_bindings.values():
            binding = active.binding
            if not binding.show or binding.action in seen or not binding.description:
                continue
            seen.add(binding.action)
            out.append((self.app.get_key_display(binding), binding.description, active.enabled, binding.action,
                        active.node))
        return out

    def arrange_keys(self) -> None:
        """Lay the keys out for the width: spaced out when there is room, else packed, else on more lines."""
        width = self.size.width or self.app.size.width
        keys = self.keys()
        words = sum(cell_len(k) + cell_len(d) + 1 for k, d, *_ in keys)
        # Spaced out (" a Attack  d Give DON!! "), packed ("a Attack  d Give DON!!"), tight ("a Attack d Give
        # DON!!"), or packed on more lines.
        pad, gap = ("", "  ")
        if words + 2 * len(keys) <= width:
            pad, gap = (" ", "")
        elif words + max(len(keys) - 1, 0) <= width < words + 2 * max(len(keys) - 1, 0):
            gap = " "
        rows: list[list[tuple]] = [[]]
        used = 0
        for item in keys:
            size = cell_len(f"{pad}{item[0]} {item[1]}{pad}")
            step = size + (len(gap) if rows[-1] else 0)
            if rows[-1] and used + step > width and len(rows) < self.most_lines:
                rows.append([])
                step = size
                used = 0
            used += step
            rows[-1].append(item)
        lines = []
        self._spans = []
        for y, row in enumerate(rows):
            line = Text(no_wrap=True, overflow="ellipsis")
            for n, (key, description, enabled, action, node) in enumerate(row):
                if n:
                    line.append(gap)
                start = line.cell_len
                line.append(f"{pad}{key} ", KEY_STYLE if enabled else OFF_STYLE)
                line.append(f"{description}{pad}", Style() if enabled else OFF_STYLE)
                self._spans.append((y, start, line.cell_len, action, node))
            lines.append(line)
        room = width - lines[-1].cell_len - len(HINT) - 2
        if room > 0:
            lines[-1].append(" " * room)
            start = lines[-1].cell_len
            lines[-1].append(f" {HINT} ", OFF_STYLE)
            self._spans.append((len(lines) - 1, start, lines[-1].cell_len, "app.command_palette", self.app))
        for line in lines:
            line.truncate(width, overflow="ellipsis")
        self._text = Text("\n", no_wrap=True).join(lines)
        self.lines = max(self.lines, len(lines))
        if self.styles.height is None or self.styles.height.value != self.lines:
            self.styles.height = self.lines
        self.refresh()

    def render(self) -> Text:
        return self._text

    async def on_click(self, event: events.Click) -> None:
        for line, start, end, action, node in self._spans:
            if line == event.y and start <= event.x < end:
                await self.app.run_action(action, node)
                return
