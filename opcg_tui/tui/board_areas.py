"""The board's areas, the same for every game: the header, a player's line, a side's field, the battle
line, the hand and its count.

Each draws itself from what the board gives it (`StatusLine.show`, `SideInfo.data`, `FieldRow.show`,
`BattleLine.show`, `HandRow.show`, `HandCount.counts`) and repaints only what changed (the reactive
attributes repaint when their value changes); the card places are the game's
`cardview.CardSlot`s, marked by the seat's prompt (`Marks`); a click goes up as a message
(`CardSlot.Clicked`). Also the two helpers every board text goes through: `update_static`, `fit_lines`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, HorizontalScroll
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Static

from ..engine import Game
from ..engine.view import visible_event
from .cardview import CardSlot
from .panes import TextPane
from .words import Narrator

if TYPE_CHECKING:
    from .look import BoardLook
    from .session import Session


def update_static(widget: Static, text: Text, layout: bool = False) -> None:
    """Repaint a Static only when its text changed (and re-lay out only when its height may change)."""
    if getattr(widget, "_shown", None) != text:
        widget._shown = text  # type: ignore[attr-defined]
        widget.update(text, layout=layout)


def fit_lines(text: Text, width: int, most: int, console: Any) -> Text:
    """`text` wrapped to `width`, cut with … after `most` lines; a text of several lines keeps each to one line."""
    if "\n" in text.plain:
        lines = text.split("\n")[:most]
        for line in lines:
            line.truncate(max(width, 1), overflow="ellipsis")
        return Text("\n").join(lines)
    lines = list(text.wrap(console, max(width, 1), no_wrap=False)) or [Text()]
    if len(lines) > most:
        lines = lines[:most]
        lines[-1].append(" …")
        lines[-1].truncate(width, overflow="ellipsis")
    return Text("\n").join(lines)


@dataclass
class Marks:
    """How the seat's prompt marks the cards: legal choices, cards that can act now, cards picked (how often)."""

    legal: set[int] = field(default_factory=set)
    can: set[int] = field(default_factory=set)
    picked: dict[int, int] = field(default_factory=dict)

    def show(self, slot: CardSlot, card: dict | None, cursor: bool) -> None:
        uid = card["uid"] if card else None
        slot.show(card, cursor=cursor, legal=uid in self.legal, selected=self.picked.get(uid, 0) if uid is not None else 0,
                  can=uid in self.can)


class StatusLine(Static):
    """The header: the turn, whose it is and its phase or step; then, as room allows, the game's mode, its
    seed and what the board's marks mean."""

    def show(self, v: dict, s: Session, look: BoardLook) -> None:
        t = Text(no_wrap=True, overflow="ellipsis")
        if v["winner"] is not None:
            t.append(" Game over ", style="bold reverse")
        elif v["turn"] == 0:
            t.append(" Setting up the game ", style="bold reverse")
        else:
            t.append(f" Turn {v['turn']} ", style="bold reverse")
            whose = "Your" if s.names[v["turn_player"]] == "You" else f"{s.names[v['turn_player']]}'s"
            t.append(f" {whose} turn · {look.status_when(v)}")
        if s.save_problem:  # stays in sight after the notice (a hot-seat cover clears notices)
            t.append(" ")
            t.append(" not saved ", style="bold white on red")
        mode = {"hotseat": "hot-seat", "computer": f"vs computer ({', '.join(s.levels.values())})",
                "puzzle": f"puzzle: {s.title}"}.get(s.mode, s.mode)
        # What fits after the turn, by importance: a puzzle's title, the DON!! legend (at the right end), the
        # game's mode, its seed.
        about, seed, legend = Text(f"   {mode}", style="dim"), Text(f" · seed {s.seed}", style="dim"), look.status_legend()
        room = self.app.size.width - t.cell_len - 1
        shown = []
        for part in (about, legend, seed) if s.mode == "puzzle" else (legend, about, seed):
            if part.cell_len + 2 <= room or part is about and s.mode == "puzzle":
                shown.append(part)
                room -= part.cell_len
        for part in (about, seed):
            if part in shown:
                t.append_text(part)
        if legend in shown:
            t.append(" " * max(room, 1))
            t.append_text(legend)
        update_static(self, t)


class BattleLine(Static):
    """Between the sides: the battle under way, or the last message. One line, or two once it needs them (and
    from then on, until the terminal is resized: growing and shrinking, it would move the board each time)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.text = Text()  # before it is fitted to the width
        self.lines = 1  # the lines it has needed at this size

    def show(self, text: Text | None = None) -> None:
        """Show `text` (None: the same text again, fitted to a new width)."""
        if text is not None:
            self.text = text
        width = self.size.width or self.app.size.width
        fitted = fit_lines(self.text, width, 2, self.app.console)
        self.lines = max(self.lines, fitted.plain.count("\n") + 1)
        if self.styles.height is None or self.styles.height.value != self.lines:
            self.styles.height = self.lines
        update_static(self, fitted)


class FieldRow(Horizontal):
    """A side's field: a row of the game's card places (`slot`), with the ids `{row}-{i}`; 7 at first, more
    when a field outgrows them (a Fusion World Battle Area)."""

    def __init__(self, row: str, slot: type[CardSlot], **kwargs) -> None:
        super().__init__(**kwargs)
        self.row = row
        self.slot = slot

    def compose(self) -> ComposeResult:
        for i in range(7):
            yield self.slot(self.row, i, id=f"{self.row}-{i}")

    def show(self, cards: list[dict | None], marks: Marks, cursor: int | None) -> None:
        """The side's cards in its places (None: an empty place), the one at `cursor` under the cursor."""
        have = len(self.children)
        if len(cards) > have:
            self.mount_all([self.slot(self.row, i, id=f"{self.row}-{i}") for i in range(have, len(cards))])
        for i, card in enumerate(cards):
            marks.show(self.query_one(f"#{self.row}-{i}", CardSlot), card, cursor == i)


class SideInfo(Static):
    """One line per player: name and Life, then the game's counts (`counts`). Click it for the discard pile.

    Each game's line is a subclass: `op_board.OnePieceSideInfo`, `fw_board.FusionSideInfo`."""

    LOW_LIFE = 1  # Life shows in red at this or less
    data: reactive[tuple[str, dict, bool] | None] = reactive(None)  # the name, the player's view, whether it is "me"

    def __init__(self, side: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.side = side

    def set_player(self, name: str, p: dict, me: bool) -> None:
        self.data = (name, p, me)

    def render(self) -> Text:
        if self.data is None:
            return Text()
        name, p, me = self.data
        t = Text(no_wrap=True, overflow="ellipsis")
        t.append(("▼ " if me else "▲ ") + name, style="bold reverse" if me else "bold")
        t.append(f" │ Life {p['life_count']}", style="bold red" if p["life_count"] <= self.LOW_LIFE else "bold")
        more = self.counts(t, p)
        if t.cell_len + len(more) <= self.size.width:
            t.append(more, style="dim")
        return t

    def counts(self, t: Text, p: dict) -> str:
        """Add the rest of the player's line to `t`; return what its marks mean, shown when there is room."""
        raise NotImplementedError

    def on_click(self) -> None:
        self.screen.action_trash(0 if self.side == "me" else 1)  # type: ignore[attr-defined]


class HandCount(Widget):
    """Beside the hand: how many cards it holds, and how many are out of sight on each side (◀ ▶)."""

    counts: reactive[tuple[int, int, int]] = reactive((0, 0, 0))  # cards, out of sight on the left, on the right

    def render(self) -> Text:
        n, left, right = self.counts
        t = Text(justify="center", no_wrap=True)
        t.append("Hand\n", style="bold")
        t.append(f"{n}\n", style="bold")
        t.append(f"◀ {left}" if left else "", style="bold yellow")
        t.append("\n")
        t.append(f"{right} ▶" if right else "", style="bold yellow")
        return t


class HandRow(HorizontalScroll):
    """The hand: a row of cards that scrolls sideways, by the cursor or by the mouse wheel.

    Its `HandCount` (in the same box) says how many cards are out of sight on each side.
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.card_width = 0  # as laid out by `fit`
        self.in_view = 0  # cards that fit side by side

    def fit(self, room: int, field_width: int) -> None:
        """Cards as wide as the field's, widened so that a whole number of them fills `room` (the row is as
        wide as they are): none is cut at the edge, the rest scroll into view."""
        self.in_view = max(room // field_width, 1)
        self.card_width = room // self.in_view
        for widget, value in ((self, self.in_view * self.card_width),
                              *((slot, self.card_width) for slot in self.query(CardSlot))):
            if widget.styles.width is None or widget.styles.width.value != value:
                widget.styles.width = value
        self.show_count()

    def show(self, cards: list[dict], marks: Marks, cursor: int | None, slot: type[CardSlot]) -> bool:
        """The hand's cards in its places, the one at `cursor` under the cursor; True when it needed more
        places than it had (10 are made at the start: the new ones are yet to be fitted)."""
        slots = list(self.query(CardSlot).results(CardSlot))
        grew = len(slots) < len(cards)
        if grew:
            new = [slot("hand", i, id=f"hand-{i}") for i in range(len(slots), len(cards))]
            self.mount(*new)
            slots += new
        for i, place in enumerate(slots):
            marks.show(place, cards[i] if i < len(cards) else None, cursor == i)
        self.show_count()
        return grew

    def show_count(self) -> None:
        cards = sum(1 for s in self.query(CardSlot).results(CardSlot) if s.card is not None)
        left = right = 0
        if self.card_width:
            left = min(round(self.scroll_x / self.card_width), cards)
            right = max(cards - left - self.in_view, 0)
        if self.parent is not None:
            for count in self.parent.query(HandCount).results(HandCount):  # (none where the hand shows alone)
                count.counts = (cards, left, right)

    def watch_scroll_x(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_x(old_value, new_value)
        self.show_count()

    def _on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self.scroll_relative(x=6, animate=False)

    def _on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.scroll_relative(x=-6, animate=False)


def log_line(line: str) -> Text:
    """A line of a log in words (a turn's heading in bold)."""
    if line.startswith("──"):
        return Text(line, style="bold")
    return Text(line)


NO_REASONS: Mapping[int, str] = {}


def told_with_reasons(game: Game, seat: int, told: Narrator, start: int, reasons: Mapping[int, str]) -> list[str]:
    """The sentences for the game log from `start` as `seat` sees it; the sentence of an answer that has a
    reason ends with it ("Player 2 plays Nami — best of 4 by search")."""
    lines: list[str] = []
    waiting: list = []
    for i in range(start, len(game.log)):
        ev = visible_event(game, game.log[i], seat)
        if ev is None:
            continue
        why = reasons.get(i)
        if why is None:
            waiting.append(ev)
            continue
        lines += told.feed(waiting)
        waiting = []
        said = told.feed([ev])
        if len(said) == 1:  # the answer's own sentence
            said = [told.explain(why)]
        lines += said
    return lines + told.feed(waiting)


class SeatLog(TextPane):
    """The game log in words, as the seat at the bottom may see it: one log per seat, each told by its own
    `Narrator` (what that seat may see)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.narrators: dict[int, Narrator] = {}
        self.told: dict[int, int] = {}  # by seat: the game log's events told so far
        self.seat_lines: dict[int, list[Text]] = {}
        self.seat: int | None = None  # whose log shows

    def show(self, game: Game, seat: int, narrator: Callable[[Game, int], Narrator],
             reasons: Mapping[int, str] = NO_REASONS) -> None:
        """`seat`'s log, with what happened since it last showed; an action the computer took is told with
        why it took it (`reasons`: by the index of its answer in the game's log)."""
        told = self.narrators.get(seat)
        if told is None:
            told = self.narrators[seat] = narrator(game, seat)
            self.told[seat] = 0
            self.seat_lines[seat] = []
        if self.seat != seat:
            self.seat = seat
            self.show_paragraphs(self.seat_lines[seat])
        for line in told_with_reasons(game, seat, told, self.told[seat], reasons):
            self.write(log_line(line))
        self.told[seat] = len(game.log)

    def restart(self) -> None:
        """The game was replayed to an earlier point: every seat's log starts again from it."""
        self.narrators.clear()
        self.told.clear()
        self.seat_lines.clear()
        self.seat = None
        self.forget()
