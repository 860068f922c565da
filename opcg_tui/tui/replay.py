"""`opcg replay FILE`: watch a game again, step by step, on the game's own board.

A step is one decision. The board shows the position after it as one seat saw it: that seat's
view (`game.view(seat)`, what the game screen draws), the game's widgets, the players' names, and
what the decision did in the words of the game's log (`words.Narrator`). It reads a game log
(.jsonl, replayed from its header and decisions) or a redacted export (.json, the views one seat
saw). Once a log's game is over, `b` opens both hands: the log holds the game's seed, so whoever
has the file can know every card anyway; an export never opens them.

Keys: → / l next, ← / h back, Home / End first / last, t jump to a turn, space play/pause,
+ / - speed, s switch seat, b both hands, ↑ / ↓ scroll the step's words, q quit. Click a card to
read it (beside the board from 100 columns, else in a window), a player's line for the trash.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Input, Static

from ..data.cards import CardDB
from .board import BoardScreen
from .board_areas import HandRow, SideInfo, update_static
from .cardview import CardSlot
from .inspector import Inspector
from .keybar import KeyBar
from .launch import run
from .panes import TextPane
from .replay_frames import Frames, load_frames
from .viewer import CardsViewer

SPEEDS = (2.0, 1.0, 0.5, 0.25, 0.1)  # seconds per step


class ReplayScreen(Screen[None]):
    """The board of the game at one step, as one seat saw it, and what that step did."""

    AUTO_FOCUS = ""
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]  # the inspector and the log from 100 columns
    CSS = """
    ReplayScreen #replay-status { height: 1; background: $panel; }
    ReplayScreen #replay-body { height: 1fr; }
    ReplayScreen #replay-table { width: 1fr; }
    ReplayScreen #replay-side { width: 30; }
    ReplayScreen.-narrow #replay-side { display: none; }
    ReplayScreen .info { height: 1; }
    ReplayScreen .info:hover { background: $boost; }
    ReplayScreen .field { height: 5; }
    ReplayScreen CardSlot { width: 1fr; height: 5; }
    ReplayScreen #replay-battle { height: 1; }
    ReplayScreen #replay-opp-hand { height: 1; display: none; }
    ReplayScreen #replay-opp-hand.shown { display: block; }
    ReplayScreen #replay-opp-hand:hover { background: $boost; }
    ReplayScreen #replay-hand { height: 5; scrollbar-size-horizontal: 0; }
    ReplayScreen #replay-step { height: 1fr; min-height: 2; border-top: round $accent; padding: 0 1;
                                border-title-color: $accent; border-title-style: bold; }
    ReplayScreen #replay-turn { height: 1; border: none; padding: 0 1; display: none; }
    ReplayScreen #replay-turn.shown { display: block; }
    ReplayScreen #replay-inspector { height: 1fr; border: round $primary; padding: 0 1; }
    ReplayScreen #replay-log { height: 1fr; border: round $primary; padding: 0 1; }
    """
    BINDINGS = [
        Binding("right,l", "step(1)", "Next", key_display="→"),
        Binding("left,h", "step(-1)", "Back", key_display="←"),
        Binding("home", "go(0)", "First", show=False),
        Binding("end", "go(-1)", "Last", show=False),
        Binding("space", "play", "Play"),
        Binding("plus,equals_sign", "speed(1)", "Speed", key_display="+/-"),
        Binding("minus", "speed(-1)", "Slower", show=False),
        Binding("t", "turn", "Turn"),
        Binding("s", "seat", "Seat"),
        Binding("b", "both", "Both hands"),
        Binding("up,k", "scroll_pane('replay-step', -1)", show=False),
        Binding("down,j", "scroll_pane('replay-step', 1)", show=False),
        Binding("pageup", "scroll_pane('replay-log', -5)", show=False),
        Binding("pagedown", "scroll_pane('replay-log', 5)", show=False),
        Binding("left_square_bracket", "scroll_pane('replay-inspector', -3)", show=False),
        Binding("right_square_bracket", "scroll_pane('replay-inspector', 3)", show=False),
        Binding("q,escape", "close", "Quit"),
    ]

    def __init__(self, frames: Frames, db: CardDB) -> None:
        super().__init__()
        self.frames = frames
        self.look = frames.look
        self.db = frames.final.db if frames.final is not None else db  # a log's own game's cards
        self.step = 0
        self.seat = frames.seats[0]
        self.both = False
        self.speed = 1
        self.timer: Timer | None = None
        self.view: dict = {}
        self._log: dict[int, tuple[list[Text], list[int]]] = {}  # seat -> (log lines, lines after each step)

    def compose(self) -> ComposeResult:
        yield Static(id="replay-status")
        with Horizontal(id="replay-body"):
            with Vertical(id="replay-table"):
                info, slot = self.look.SIDE_INFO, self.look.SLOT
                yield info("opp", id="replay-opp-info", classes="info")
                yield Static(id="replay-opp-hand")
                with Horizontal(classes="field", id="replay-opp-field"):
                    for i in range(7):
                        yield slot("opp", i, id=f"opp-{i}")
                yield Static(id="replay-battle")
                with Horizontal(classes="field", id="replay-me-field"):
                    for i in range(7):
                        yield slot("me", i, id=f"me-{i}")
                yield info("me", id="replay-me-info", classes="info")
                with HandRow(id="replay-hand"):
                    for i in range(10):
                        yield slot("hand", i, id=f"hand-{i}")
                yield TextPane(id="replay-step", keys="↓")
                yield Input(placeholder="Jump to turn: type its number, then Enter (Esc: back)", id="replay-turn",
                            type="integer", disabled=True)
            with Vertical(id="replay-side"):
                yield Inspector(self.db, describe=self.look.describe, id="replay-inspector", keys="]")
                yield TextPane(follow=True, id="replay-log", keys="PgUp")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#replay-inspector").border_title = "Card"
        self.query_one("#replay-log").border_title = "Game log"
        self.query_one(Inspector).show(None, "Click a card to read it here.")
        self.query_one("#replay-battle").styles.height = self.look.BATTLE_LINES
        self.show()

    # ------------------------------------------------------------------ drawing
    def show(self) -> None:
        """Draw the board, the step's words and the log for the current step and seat."""
        self.view = self.frames.view(self.step, self.seat)
        self.render_status()
        self.render_board()
        self.render_words()

    def render_status(self) -> None:
        v, names, frames = self.view, self.frames.names, self.frames
        t = Text(no_wrap=True, overflow="ellipsis")
        t.append(f" Step {self.step}/{len(self.frames) - 1} ", style="bold reverse")
        if self.timer is not None:
            t.append(f" ▶ {SPEEDS[self.speed]:g} s ", style="bold reverse green")
        if v["turn"] == 0:
            t.append(" Setting up the game")
        else:
            t.append(f" Turn {v['turn']} · {frames.whose(v['turn_player'])} turn · {self.look.PHASES.get(v['phase'], v['phase'])}")
        if v["winner"] is not None:
            t.append(" · Game over: " + ("a draw" if v["winner"] == 2 else f"{names[v['winner']]} won"), style="bold")
        seen = "both hands open" if self.both else f"as {frames.whom(self.seat)} saw it"
        t.append(f"   {seen}", style="bold")
        update_static(self.query_one("#replay-status", Static), t)

    def render_board(self) -> None:
        v, names = self.view, self.frames.names
        me, opp = self.seat, 1 - self.seat
        self.query_one("#replay-opp-info", SideInfo).set_player(names[opp], v["players"][opp], False)
        self.query_one("#replay-me-info", SideInfo).set_player(names[me], v["players"][me], True)
        for row, seat in (("opp", opp), ("me", me)):
            cards = self.look.field_row(v["players"][seat])
            box = self.query_one(f"#replay-{row}-field", Horizontal)
            if len(cards) > len(box.children):  # a Fusion World Battle Area that outgrew the places
                box.mount_all([self.look.SLOT(row, i, id=f"{row}-{i}") for i in range(len(box.children), len(cards))])
            for i, card in enumerate(cards):
                self.query_one(f"#{row}-{i}", CardSlot).show(card)
        namer = self.look.NAMER(v, names)
        namer.me = self.frames.you
        battle = self.look.battle_banner(v, namer) if v["battle"] else Text()
        update_static(self.query_one("#replay-battle", Static), battle)
        self.render_hand(v["players"][me]["hand"] or [])
        opp_hand = self.query_one("#replay-opp-hand", Static)
        opp_hand.set_class(self.both, "shown")
        if self.both:
            cards = self.frames.hand(self.step, opp)
            line = Text(no_wrap=True, overflow="ellipsis")
            line.append(f"  {self.frames.whose(opp)} hand ({len(cards)}): ", style="bold")
            line.append(" · ".join(c["name"] for c in cards) or "empty")
            update_static(opp_hand, line)

    def render_hand(self, hand: list[dict]) -> None:
        box = self.query_one("#replay-hand", HandRow)
        slots = list(box.query(CardSlot).results(CardSlot))
        if len(slots) < len(hand):  # more cards than places: add places (10 are made at the start)
            new = [self.look.SLOT("hand", i, id=f"hand-{i}") for i in range(len(slots), len(hand))]
            box.mount(*new)
            slots += new
        for i, slot in enumerate(slots):
            slot.show(hand[i] if i < len(hand) else None)
        self.fit_hand(len(hand))

    def fit_hand(self, count: int) -> None:
        """Hand cards as wide as the field's, narrower when that many would not fit (the hand has no cursor
        to scroll it)."""
        field = self.query_one("#me-1", CardSlot).size.width
        room = self.query_one("#replay-hand", HandRow).size.width
        if not field or not room:
            return
        width = max(min(field, room // max(count, 1)), 8)
        for slot in self.query("#replay-hand CardSlot").results(CardSlot):
            if slot.styles.width is None or slot.styles.width.value != width:
                slot.styles.width = width

    def render_words(self) -> None:
        """The step's sentences below the board, and the whole log up to it beside it."""
        words = self.frames.words(self.seat)[self.step]
        pane = self.query_one("#replay-step", TextPane)
        pane.border_title = Text(f" {self.step_title()} ")
        lines = [BoardScreen.log_line(w) for w in words]
        who, names = self.frames.deciders[self.step], self.frames.names
        if not lines and who is not None:  # another player's choice, hidden from this seat
            lines.append(Text(f"{names[who]} decided something {self.frames.whom(self.seat)} could not see.", style="dim"))
        prompt = self.view.get("prompt")
        if prompt is not None and self.view["winner"] is None:
            lines.append(Text(f"Next: {names[prompt['player']]} — {prompt['text']}", style="dim"))
        pane.set_text(Text("\n").join(lines))  # one new paragraph: no lines kept for the step before
        log_lines, ends = self.seat_log()
        self.query_one("#replay-log", TextPane).show_paragraphs(log_lines[:ends[self.step]])

    def step_title(self) -> str:
        if self.step == 0:
            return "The start"
        who = self.frames.deciders[self.step]
        return f"Step {self.step}" + (f": {self.frames.names[who]} decided" if who is not None else "")

    def seat_log(self) -> tuple[list[Text], list[int]]:
        if self.seat not in self._log:
            lines: list[Text] = []
            ends = []
            for words in self.frames.words(self.seat):
                lines += [BoardScreen.log_line(w) for w in words]
                ends.append(len(lines))
            self._log[self.seat] = (lines, ends)
        return self._log[self.seat]

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(lambda: self.fit_hand(len(self.view["players"][self.seat]["hand"] or [])))

    # ------------------------------------------------------------------ keys and clicks
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "seat":
            return len(self.frames.seats) > 1
        if action == "both":
            return self.frames.can_open_hands
        return True

    def action_step(self, delta: int) -> None:
        self.go_to(self.step + delta)

    def action_go(self, step: int) -> None:
        self.go_to(step if step >= 0 else len(self.frames) - 1)

    def go_to(self, step: int) -> None:
        step = max(0, min(len(self.frames) - 1, step))
        if step == self.step:
            return
        self.step = step
        self.show()

    def action_play(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        else:
            if self.step == len(self.frames) - 1:
                self.step = 0  # at the end: play it again from the start
            self.timer = self.set_interval(SPEEDS[self.speed], self.tick)
        self.show()

    def tick(self) -> None:
        self.action_step(1)
        if self.step == len(self.frames) - 1:
            self.action_play()  # the end: stop

    def action_speed(self, delta: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + delta))
        if self.timer is not None:
            self.timer.stop()
            self.timer = self.set_interval(SPEEDS[self.speed], self.tick)
        self.render_status()
        self.notify(f"{SPEEDS[self.speed]:g} seconds a step", timeout=1.5)

    def action_seat(self) -> None:
        self.seat = 1 - self.seat
        self.show()

    def action_both(self) -> None:
        if self.frames.can_open_hands:
            self.both = not self.both
        self.show()

    def action_turn(self) -> None:
        box = self.query_one("#replay-turn", Input)
        box.disabled = False
        box.add_class("shown")
        box.focus()

    def close_turn_box(self) -> None:
        box = self.query_one("#replay-turn", Input)
        box.remove_class("shown")
        box.value = ""
        box.disabled = True
        self.set_focus(None)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.close_turn_box()
        try:
            turn = int(event.value)
        except ValueError:
            return
        last = self.frames.view(len(self.frames) - 1, self.seat)["turn"]
        if turn > last:
            self.notify(f"The game ended in turn {last}.", timeout=3)
        for i in range(len(self.frames)):
            if self.frames.view(i, self.seat)["turn"] >= min(turn, last):
                self.go_to(i)
                return

    def action_close(self) -> None:
        if self.query_one("#replay-turn", Input).has_class("shown"):
            self.close_turn_box()
            return
        self.dismiss(None)

    def action_scroll_pane(self, pane: str, lines: int) -> None:
        self.query_one(f"#{pane}", TextPane).scroll_by(lines)

    def action_trash(self, side: int) -> None:
        """A player's trash (clicked on the player's line), or Drop."""
        seat = self.seat if side == 0 else 1 - self.seat
        key, name = self.look.PILE
        self.app.push_screen(CardsViewer(f"{self.frames.names[seat]}'s {name}", self.view["players"][seat][key], self.db,
                                         self.look.describe))

    def on_click(self, event: events.Click) -> None:
        if event.widget is not None and event.widget.id == "replay-opp-hand" and self.both:
            opp = 1 - self.seat
            self.app.push_screen(CardsViewer(f"{self.frames.names[opp]}'s hand", self.frames.hand(self.step, opp),
                                             self.db, self.look.describe))

    def on_card_slot_clicked(self, message: CardSlot.Clicked) -> None:
        card = message.slot.card
        if card is None:
            return
        if self.has_class("-narrow"):  # no inspector beside the board: the card in a window of its own
            self.app.push_screen(CardsViewer(card["name"], [card], self.db, self.look.describe))
        else:
            self.query_one(Inspector).show(card)


class ReplayApp(App[None]):
    CSS_PATH = Path(__file__).with_name("app.tcss")
    TITLE = "opcg replay"

    def __init__(self, frames: Frames, db: CardDB) -> None:
        super().__init__()
        self.frames = frames
        self.db = db

    def on_mount(self) -> None:
        self.push_screen(ReplayScreen(self.frames, self.db), lambda _: self.exit())


def run_replay(path: Path, db: CardDB) -> None:
    run(ReplayApp(load_frames(path, db), db))
