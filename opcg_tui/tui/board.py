"""The board screen: both sides, the hand, the prompt panel, the inspector and the log.

It renders `game.view(seat)` for the seat at the bottom and sends the seat's commands; it never
edits the game. In hot-seat the seat at the bottom is the person to act (a cover screen hides
the board between people); against the computer it is always the human.

`BoardScreen` is the flow every game shares (the session, the cover screens, the computer's
thread, the prompt panel, undo, the overlays, the game menu, the layouts, the keys); each game
gives its board as a subclass: the fields, what a card slot shows, the card actions and the
words (`OnePieceBoard` here, `fw_board.FusionBoard` for Fusion World).
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding
from textual.containers import Horizontal, HorizontalScroll, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from ..ai import SeatView
from ..data.cards import CardDB
from ..engine import Command, Game, IllegalCommand
from ..engine.view import visible_log
from . import helpscreen
from .cardview import CardSlot
from .choices import (
    PROMPT_HELP,
    PROMPT_TITLES,
    Choice,
    Selection,
    actionable,
    card_commands,
    highlighted,
    prompt_choices,
)
from .cover import CoverScreen
from .dialogs import ConfirmScreen, MenuDialog
from .inspector import Describe, Inspector
from .keybar import KeyBar
from .panes import ChoiceList, TextPane
from .session import Session
from .sizecheck import FULL_HEIGHT, FULL_WIDTH
from .viewer import CardsViewer
from .words import Namer, Narrator, command_words, computer_words

PHASES = {"refresh": "Refresh Phase", "draw": "Draw Phase", "don": "DON!! Phase", "main": "Main Phase",
          "end": "End Phase", "setup": "Setting up"}
BATTLE_STEPS = {"block": "Block Step", "counter": "Counter Step", "trigger": "Damage Step"}  # by the prompt's kind
COVER_REASONS = {
    "first-or-second": "You decide who goes first.",
    "mulligan": "Look at your opening hand: keep it, or draw 5 new cards.",
    "main": "It is your turn.",
    "block": "You are being attacked: decide whether to block.",
    "counter": "You are being attacked: decide on counters.",
    "trigger": "Your Life card has a [Trigger]: decide whether to use it.",
    "choose": "An effect needs your decision.",
    "yes-no": "An effect needs your decision.",
}


def update_static(widget: Static, text: Text, layout: bool = False) -> None:
    """Repaint a Static only when its text changed (and re-lay out only when its height may change)."""
    if getattr(widget, "_shown", None) != text:
        widget._shown = text  # type: ignore[attr-defined]
        widget.update(text, layout=layout)


DON_MARKS = (("●", "active", "bold yellow"), ("○", "rested", "yellow"), ("◆", "given", "bold #e0a030"),
             ("·", "in deck", "dim"))  # the DON!! gauge's marks (● is also the black colour's: hence the legend)


def don_gauge(p: dict) -> Text:
    """The 10 DON!! of a player: ● active, ○ rested, ◆ given to cards, · still in the DON!! deck."""
    t = Text()
    for (mark, _, style), n in zip(DON_MARKS, (p["don_active"], p["don_rested"], p["don_given"], p["don_deck"])):
        t.append(mark * n, style=style)
    return t


def don_legend() -> Text:
    """What the gauge's marks mean, for the header: "DON!! ●active ○rested ◆given ·in deck"."""
    t = Text("DON!!", style="bold")
    for mark, word, style in DON_MARKS:
        t.append(" ")
        t.append(mark, style=style)
        t.append(word, style="dim")
    return t


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


def field_row(p: dict) -> list[dict | None]:
    """A player's field in the order of the board's places: the Leader, 5 Characters, the Stage."""
    chars = p["characters"]
    return [p["leader"], *[chars[i] if i < len(chars) else None for i in range(5)], p["stage"]]


def battle_line(b: dict, namer: Namer) -> Text:
    """The battle under way, on one line: attacker and target with their power."""
    battle = Text(no_wrap=True, overflow="ellipsis")
    battle.append(" BATTLE ", style="bold reverse red")
    battle.append(f" {namer.target(b['attacker'])} ")
    battle.append(f"{b['attacker_power']}", style="bold")
    battle.append(" attacks ")
    battle.append(f"{namer.target(b['target'])} ")
    battle.append(f"{b['target_power']}", style="bold")
    if b["blocked"]:
        battle.append("  (blocked)", style="italic")
    return battle


class SideInfo(Static):
    """One line per player: name, Life, hand, deck, trash, and the DON!! gauge. Click it for the trash.

    ONE PIECE's; another game's line (`fw_board.FusionSideInfo`) gives its `LOW_LIFE` and `counts`."""

    LOW_LIFE = 1  # Life shows in red at this or less

    def __init__(self, side: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.side = side
        self.data: tuple[str, dict] | None = None

    def set_player(self, name: str, p: dict, me: bool) -> None:
        data = (name, p, me)
        if data == self.data:
            return
        self.data = data
        self.refresh()

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
        faceup = [c["name"] for _, c in p["life_faceup"]]
        if faceup:
            t.append(f" (face up: {', '.join(faceup)})")
        t.append(f" │ Hand {p['hand_count']} │ Deck {p['deck_count']}")
        t.append(f" │ Trash {p['trash'].__len__()}")
        t.append(" │ DON!! ")
        t.append_text(don_gauge(p))
        return (f"  {p['don_active']} active · {p['don_rested']} rested · {p['don_given']} given · "
                f"{p['don_deck']} in DON!! deck")

    def on_click(self) -> None:
        self.screen.action_trash(0 if self.side == "me" else 1)  # type: ignore[attr-defined]


class HandCount(Widget):
    """Beside the hand: how many cards it holds, and how many are out of sight on each side (◀ ▶)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.counts = (0, 0, 0)  # cards, out of sight on the left, on the right

    def set_counts(self, counts: tuple[int, int, int]) -> None:
        if counts != self.counts:
            self.counts = counts
            self.refresh()

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

    def show_count(self) -> None:
        cards = sum(1 for s in self.query(CardSlot).results(CardSlot) if s.card is not None)
        left = right = 0
        if self.card_width:
            left = min(round(self.scroll_x / self.card_width), cards)
            right = max(cards - left - self.in_view, 0)
        if self.parent is not None:
            for count in self.parent.query(HandCount).results(HandCount):  # (none where the hand shows alone)
                count.set_counts((cards, left, right))

    def watch_scroll_x(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_x(old_value, new_value)
        self.show_count()

    def _on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self.scroll_relative(x=6, animate=False)

    def _on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self.scroll_relative(x=-6, animate=False)


def board_bindings(game_keys: list[Binding], pile: str) -> list[Binding]:
    """The board's keys in the footer's order, with a game's own keys after `a` (ONE PIECE's d) and its
    discard pile's name ("Trash", "Drop") on t and o."""
    return [
        Binding("left", "move(-1, 0)", "Move", key_display="←↑↓→"),
        Binding("right", "move(1, 0)", "Move", show=False),
        Binding("up", "move(0, -1)", "Move", show=False),
        Binding("down", "move(0, 1)", "Move", show=False),
        Binding("h", "move(-1, 0)", show=False),
        Binding("l", "move(1, 0)", show=False),
        Binding("k", "move(0, -1)", show=False),
        Binding("j", "move(0, 1)", show=False),
        Binding("enter", "card_actions", "Actions"),
        Binding("1", "pick(0)", "Choose", key_display="1-9"),
        *[Binding(str(i + 1), f"pick({i})", show=False) for i in range(1, 9)],
        Binding("0", "next_nine", "Next 9"),
        Binding("plus", "count(1)", "Count", key_display="+/-"),
        Binding("minus", "count(-1)", show=False),
        Binding("c", "confirm", "Confirm"),
        Binding("a", "attack", "Attack"),
        *game_keys,
        Binding("e", "end_turn", "End turn"),
        Binding("tab", "toggle_choices", "Choices", show=False),
        Binding("t", "trash(0)", pile),
        Binding("o", "trash(1)", f"Opp. {pile.lower()}"),
        Binding("u", "undo", "Undo"),
        Binding("i", "overlay('card')", "Card"),
        Binding("g", "overlay('log')", "Log"),
        Binding("question_mark", "help", "Help"),
        Binding("escape", "escape", "Menu"),
        Binding("pageup", "scroll_pane('log', -5)", show=False),
        Binding("pagedown", "scroll_pane('log', 5)", show=False),
        Binding("left_square_bracket", "scroll_pane('inspector', -3)", show=False),
        Binding("right_square_bracket", "scroll_pane('inspector', 3)", show=False),
    ]


class BoardScreen(Screen[None]):
    """The flow of a game on the board, for every game; a subclass gives the game's board: its BINDINGS
    (`board_bindings`), the class attributes below and the methods that raise NotImplementedError."""

    AUTO_FOCUS = ""
    COVER_REASONS: dict[str, str] = {}  # by the prompt's kind: what the person is handed the terminal for
    PROMPT_TITLES: dict[str, str] = {}  # the prompt panel's title by the prompt's kind
    PROMPT_HELP: dict[str, str] = {}  # the prompt panel's help by the prompt's kind
    BATTLE_KINDS: tuple[str, ...] = ()  # prompt kinds of a battle (the panel sums the battle up)
    HAND_FIRST: tuple[str, ...] = ()  # prompt kinds whose cards to act on are first looked for in the hand
    TURN_KINDS: tuple[str, ...] = ("main",)  # prompt kinds of the turn player's own turn (its cover names the turn)
    HOW_TO_PLAY = ""  # the help screen's rules summary (helpscreen holds each game's)
    KEY_HELP = ""  # the help's rows for the game's own keys (board_bindings' game_keys)
    PILE = ("trash", "trash")  # the discard pile: its key in a player's view, its name
    PHASES: dict[str, str] = {}  # the phases' names by their key in a view
    BATTLE_LINES = 1  # the lines a battle takes (a replay keeps them)
    ROWS = ("opp", "me", "hand")  # the cursor's rows, top to bottom
    describe: Describe | None = None  # the inspector's card text (None: ONE PIECE's)
    SIDE_INFO: type[SideInfo] = SideInfo  # a player's line
    SLOT: type[CardSlot] = CardSlot  # a card place
    NAMER: type[Namer] = Namer  # card names as the seat reads them
    NARRATOR: type[Narrator] = Narrator  # the log in words for one seat
    field_row = staticmethod(field_row)  # a player's field as its places show it

    def __init__(self, session: Session, db: CardDB, pace: float = 0.8) -> None:
        super().__init__()
        self.session = session
        self.db = db
        self.pace = pace
        self.viewer: int | None = None
        self.view: dict | None = None
        self.cursor: tuple[str, int] = ("me", 0)
        self.attacker: int | None = None  # choosing the target of this card's attack
        self.selection: Selection | None = None
        self.prompt_key = -1
        self.choices: list[Choice] = []
        self.narrators: dict[int, Narrator] = {}
        self.log_pos: dict[int, int] = {}
        self.log_lines: dict[int, list[Text]] = {}
        self.log_seat: int | None = None
        self.thinking = False
        self.token: object | None = None
        self.covered = False
        self.prepared: tuple | None = None  # (seat, log length) the board was drawn for under the cover
        self.over_shown = False
        self.message = ""
        self.banner = Text()  # the battle line's text, before it is fitted to the width
        self.banner_lines = 1  # the lines it has needed at this size (it keeps them: the board does not jump)
        self.held: Game | None = None  # a person's turn the engine ended by itself: the position before
        self.nines = 0  # "0" pressed this many times: 1-9 choose among the lines after the first 9s
        self._choice_key: tuple = ()
        self._binding_key: tuple = ()

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="body"):
            with Vertical(id="table"):
                yield from self.compose_board()
                with Vertical(id="prompt"):
                    yield Static(id="prompt-text")
                    yield ChoiceList(id="choices")
            with Vertical(id="side"):
                yield Inspector(self.db, describe=self.describe, id="inspector", keys="]")
                yield TextPane(follow=True, id="log", classes="log", keys="PgUp")
        yield KeyBar()

    # ------------------------------------------------------------------ what a game's board gives
    def compose_board(self) -> ComposeResult:
        """The table above the prompt panel: both sides, `#battle` between them and the hand (`#hand-box` with
        `HandCount` and `HandRow`); its card places are `SLOT`s with the ids `{row}-{i}` of `ROWS`."""
        yield self.SIDE_INFO("opp", id="opp-info", classes="info")
        with Horizontal(id="opp-field", classes="field"):
            for i in range(7):
                yield self.SLOT("opp", i, id=f"opp-{i}")
        yield Static(id="battle")
        with Horizontal(id="me-field", classes="field"):
            for i in range(7):
                yield self.SLOT("me", i, id=f"me-{i}")
        yield self.SIDE_INFO("me", id="me-info", classes="info")
        with Horizontal(id="hand-box"):
            yield HandCount(id="hand-count")
            with HandRow(id="hand"):
                for i in range(10):
                    yield self.SLOT("hand", i, id=f"hand-{i}")

    def namer(self, view: dict) -> Any:
        """The game's `Namer` for this view: card names as the seat reads them."""
        return self.NAMER(view, self.session.names)

    def narrator(self, game: Game, seat: int) -> Any:
        """The game's `Narrator`: the log in words for one seat."""
        return self.NARRATOR(game, seat, self.session.names)

    def command_words(self, cmd: Command, namer: Any) -> str:
        raise NotImplementedError

    def computer_words(self, cmd: Command, view: dict, names: tuple[str, str]) -> str:
        raise NotImplementedError

    def status_when(self, v: dict) -> str:
        """The header's phase or step: "Main Phase", "Block Step"."""
        raise NotImplementedError

    def status_legend(self) -> Text:
        """What the board's marks mean, at the header's right end when there is room."""
        return Text()

    @staticmethod
    def battle_banner(v: dict, namer: Any) -> Text:
        """The battle under way (`v`'s), above the seat's field."""
        raise NotImplementedError

    def prompt_text(self, kind: str, prompt: dict, namer: Any) -> Text:
        """The prompt panel's words for the seat's prompt: the battle, else `prompt_lead` and the kind's help,
        else what the prompt asks."""
        v = self.view
        assert v is not None
        text = Text()
        if kind in self.BATTLE_KINDS and v["battle"]:
            text.append_text(self.battle_summary(v, namer, kind))
            return text
        text = self.prompt_lead(kind, prompt)
        if kind in self.PROMPT_HELP:
            text.append(self.PROMPT_HELP[kind])
            return text
        return self.asked_text(prompt)

    def prompt_lead(self, kind: str, prompt: dict) -> Text:
        """What the prompt panel says before the kind's help: the seat's resources, the card concerned."""
        return Text()

    def battle_summary(self, v: dict, namer: Any, kind: str) -> Text:
        """The battle under way as the prompt panel sums it up: who attacks whom, what the defender needs."""
        raise NotImplementedError

    def prompt_choices(self, kind: str, options: list[Command], namer: Any) -> list[Choice]:
        raise NotImplementedError

    def card_commands(self, kind: str, options: list[Command], uid: int) -> list[Command]:
        """The answers that concern one card (Enter on it)."""
        raise NotImplementedError

    def highlighted(self, kind: str, options: list[Command]) -> set[int]:
        """Cards to mark as legal choices of the prompt."""
        raise NotImplementedError

    def actionable(self, kind: str, options: list[Command]) -> set[int]:
        """Cards that can act now (marked in the Main Phase)."""
        raise NotImplementedError

    def why_not(self, card: dict, kind: str) -> str:
        """The card under the cursor has nothing to do now: why, in words."""
        raise NotImplementedError

    def why_no_attack(self, card: dict) -> str:
        raise NotImplementedError

    def actions_left(self, options: list[Command]) -> str:
        """The turn still offers these, in words ('' for nothing): asked before ending the turn."""
        raise NotImplementedError

    def battle_words(self, note: Any, namer: Any) -> str:
        """How a battle ended, from its damage-step note."""
        raise NotImplementedError

    def palette_extra(self, prompt: dict) -> Any:
        """The game's own entries of the command palette for the seat's prompt."""
        return ()

    def inspected_card(self) -> dict | None:
        """The card the inspector shows: the one under the cursor."""
        return self.cursor_card()

    # ------------------------------------------------------------------ mounting
    def on_mount(self) -> None:
        self.query_one("#inspector").border_title = "Card"
        self.query_one("#log").border_title = "Game log"
        self.fit_layout(*self.app.size)
        self.advance()

    # ------------------------------------------------------------------ flow
    @property
    def game(self) -> Game:
        """The game as the board shows it: the session's, or the position a person's turn is held at."""
        return self.held if self.held is not None else self.session.game

    @property
    def actor(self) -> int | None:
        return self.held.waiting.player if self.held is not None and self.held.waiting else self.session.actor

    def advance(self) -> None:
        """Decide what happens next: the computer thinks, a cover goes up, or the seat's prompt shows."""
        s = self.session
        if self.game.over:
            if self.viewer is None:
                self.viewer = s.human_seats[0] if s.human_seats else 0
            self.render_all()
            if not self.over_shown:
                self.over_shown = True
                # Against the computer its last action stays readable for a moment first.
                if self.pace:
                    self.set_timer(self.pace, self.show_game_over)
                else:
                    self.call_later(self.show_game_over)
            return
        actor = self.actor
        assert actor is not None
        if s.is_computer(actor):
            if self.viewer is None:
                self.viewer = s.human_seats[0] if s.human_seats else 0
            self.render_all()
            self.start_computer(actor)
            return
        if len(s.human_seats) == 2 and actor != self.viewer:
            self.cover(actor)
            return
        self.viewer = actor
        self.render_all()

    def cover(self, seat: int) -> None:
        if self.covered:
            return
        self.covered = True
        self.app.clear_notifications()  # a notice about one person's hand must not show to the other
        prompt = self.game.waiting
        reason = self.COVER_REASONS.get(prompt.kind, "") if prompt else ""
        if prompt and prompt.kind in self.TURN_KINDS:
            reason = f"Turn {self.game.s.turn}: {reason}"
            battle = self.last_battle(self.game, seat)
            if battle:  # the turn goes on after the defender's answers: show the attacker how it ended
                reason, self.message = "See how your attack ended.", battle
        if self.held is not None:
            reason = "See how your last attack ended, then end your turn."

        self.prepared = None

        def prepare() -> None:
            # Once the cover has painted, draw the board for `seat` underneath it (the cover is an opaque
            # screen, and `covered` keeps every key, click, palette entry and action of the board shut),
            # so lifting the cover is only a repaint.
            if not self.covered or not self.is_attached or self.game.waiting is None:
                return
            self.viewer = seat
            self.render_all()
            self.prepared = (seat, len(self.game.log))
            self.prerender()

        def reveal() -> None:
            self.covered = False
            if self.prepared == (seat, len(self.game.log)):
                self.update_bindings()  # the footer's keys, shut while covered
            else:
                self.viewer = seat
                self.render_all()

        def uncovered(_: Any = None) -> None:
            if self.prepared == (seat, len(self.game.log)) and self.actor == seat and not self.game.over:
                self.prepared = None
                return  # the board shows this seat's prompt already
            self.prepared = None
            self.advance()

        # One cover, installed and reused: a new screen each time would cost two full repaints.
        name = f"cover-{id(self)}"
        if not self.app.is_screen_installed(name):
            self.app.install_screen(CoverScreen("", ""), name)
        cover = self.app.get_screen(name)
        assert isinstance(cover, CoverScreen)
        cover.set(self.session.names[seat], reason, reveal)
        self.app.push_screen(name, uncovered)
        self.call_after_refresh(prepare)

    def prerender(self) -> None:
        """Fill the widgets' line caches now, out of sight, so that showing the board again only composes
        them (Textual renders each widget's lines through this same cache; whatever changes later, a
        resize or a relayout, clears it as usual)."""
        for widget in self.walk_children(Widget):
            size = widget.region.size
            if widget.display and size.width > 0 and size.height > 0:
                widget.render_lines(size.region)

    def on_unmount(self) -> None:
        self.session.close()
        name = f"cover-{id(self)}"
        if self.app.is_screen_installed(name) and self.app.get_screen(name) not in self.app.screen_stack:
            self.app.uninstall_screen(name)

    def submit(self, cmd: Command) -> None:
        """Send one of the seat's answers to the engine."""
        if self.thinking or self.game.over or self.covered:
            return
        self.message = ""
        if self.held is not None:
            self.held = None  # End turn, its only answer: the engine took it already
        else:
            try:
                self.apply(cmd)
            except IllegalCommand as exc:  # the panel offers only legal answers; say so if one slipped through
                self.say(str(exc), severity="error")
        self.attacker = None
        self.selection = None
        self.advance()

    def apply(self, cmd: Command) -> None:
        """Apply a decision; if the engine then ended a person's turn by itself, hold that turn.

        The engine takes every decision with one legal answer, so a Main Phase where only End turn is
        left ends at once — often right after the other player's last counter, before the attacker saw
        how the attack ended. The board never ends a turn the person did not end: it shows them the
        position the engine ended it at (their Main Phase, with End turn) until they end it themselves.
        """
        start = len(self.session.game.log)
        self.session.apply(cmd)
        game = self.session.game
        if game.over:
            return
        for i in range(start, len(game.log)):
            ev = game.log[i]
            if ev.kind == "answer" and ev.auto and ev.cmd.kind == "end" and not self.session.is_computer(ev.cmd.player):
                self.held = Game.replay(game.header, game.log[:i], game.db)
                self.message = self.last_battle(self.held, ev.cmd.player)
                return

    def last_battle(self, game: Game, seat: int) -> str:
        """How the last battle of this turn ended, in the words of `seat` ('' when there was none since
        `seat`'s own last decision)."""
        for ev in reversed(game.log):
            if (ev.kind == "set" and ev.attr == "turn") or (ev.kind == "answer" and ev.cmd.player == seat and not ev.auto):
                return ""
            if ev.kind == "note" and ev.what == "damage_step":
                return self.battle_words(ev, self.namer(game.view(seat)))
        return ""

    # ------------------------------------------------------------------ the computer
    def start_computer(self, seat: int) -> None:
        if self.thinking:
            return
        self.thinking = True
        token = self.token = object()
        player = self.session.players[seat]
        options = self.session.options(seat)
        snapshot = self.game.clone(record=False)
        started = time.monotonic()
        self.render_prompt()

        app = self.app

        def think() -> None:
            note = ""
            try:
                cmd = player.decide(SeatView(snapshot, seat), options)
            except Exception as exc:  # a computer player's defect must not end the game for the person
                cmd, note = options[0], f"The computer player failed ({exc}); it took the first option."
            with contextlib.suppress(RuntimeError):  # the app closed while it thought
                app.call_from_thread(self.computer_decided, token, cmd, started, note)

        self.run_worker(think, thread=True, group="computer", exclusive=True)

    def computer_decided(self, token: object, cmd: Command, started: float, note: str = "") -> None:
        if token is not self.token or not self.is_attached:
            return
        if note:
            self.say(note, severity="warning")
        delay = self.pace - (time.monotonic() - started)
        if delay > 0:
            self.set_timer(delay, lambda: self.computer_apply(token, cmd))
        else:
            self.computer_apply(token, cmd)

    def computer_apply(self, token: object, cmd: Command) -> None:
        if token is not self.token or not self.is_attached:
            return
        self.thinking = False
        seat = cmd.player
        try:
            self.apply(cmd)
        except IllegalCommand as exc:
            self.say(f"The computer chose an illegal action: {exc}", severity="error")
            cmd = self.session.options(seat)[0]
            self.apply(cmd)
        if self.held is None:
            # In words from what the person watching may see (the played card is public by now).
            view = self.game.view(self.viewer if self.viewer is not None else 1 - seat)
            self.message = f"{self.session.names[seat]}: {self.computer_words(cmd, view, self.session.names)}"
        self.advance()

    def show_game_over(self) -> None:
        from .gameover import GameOverScreen

        seat = self.viewer if self.viewer is not None else 0

        def done(choice: str | None) -> None:
            self.app.after_game(self.session, choice or "menu")  # type: ignore[attr-defined]

        self.app.push_screen(GameOverScreen(self.session, seat), done)

    # ------------------------------------------------------------------ rendering
    def my_prompt(self) -> dict | None:
        """The viewer's own prompt (with its options), or None while someone else decides or the cover is up
        (every key, click and command of the board asks this, so none of them acts under the cover)."""
        return None if self.covered else self.seat_prompt()

    def seat_prompt(self) -> dict | None:
        """The viewer's own prompt as drawn: also under the cover (drawn there, out of sight and reach)."""
        if self.view is None or self.thinking:
            return None
        prompt = self.view["prompt"]
        if prompt is None or prompt["player"] != self.viewer or "options" not in prompt:
            return None
        return prompt

    def render_all(self) -> None:
        if self.viewer is None:
            return
        before = self.cursor_card() if self.view is not None and self.view["me"] == self.viewer else None
        self.view = self.game.view(self.viewer)
        key = len(self.game.log)
        if key != self.prompt_key:
            self.prompt_key = key
            self.attacker = None
            self.nines = 0
            prompt = self.seat_prompt()
            self.selection = None
            if prompt and prompt["kind"] == "choose" and Selection.needed(prompt["options"]):
                self.selection = Selection(prompt["options"])
            self.place_cursor(before["uid"] if before else None)
        self.render_status()
        self.render_sides()
        self.render_prompt()
        self.render_log()

    def render_status(self) -> None:
        v = self.view
        assert v is not None
        s = self.session
        t = Text(no_wrap=True, overflow="ellipsis")
        if v["winner"] is not None:
            t.append(" Game over ", style="bold reverse")
        elif v["turn"] == 0:
            t.append(" Setting up the game ", style="bold reverse")
        else:
            t.append(f" Turn {v['turn']} ", style="bold reverse")
            whose = "Your" if s.names[v["turn_player"]] == "You" else f"{s.names[v['turn_player']]}'s"
            t.append(f" {whose} turn · {self.status_when(v)}")
        if s.save_problem:  # stays in sight after the notice (a hot-seat cover clears notices)
            t.append(" ")
            t.append(" not saved ", style="bold white on red")
        mode = {"hotseat": "hot-seat", "computer": f"vs computer ({', '.join(s.levels.values())})",
                "puzzle": f"puzzle: {s.title}"}.get(s.mode, s.mode)
        # What fits after the turn, by importance: a puzzle's title, the DON!! legend (at the right end), the
        # game's mode, its seed.
        about, seed, legend = Text(f"   {mode}", style="dim"), Text(f" · seed {s.seed}", style="dim"), self.status_legend()
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
        update_static(self.query_one("#status", Static), t)

    def slot_marks(self) -> tuple[set[int], set[int], dict[int, int]]:
        prompt = self.seat_prompt()
        if prompt is None:
            return set(), set(), {}
        opts = prompt["options"]
        legal = self.highlighted(prompt["kind"], opts)
        can = self.actionable(prompt["kind"], opts) if self.attacker is None else set()
        picked: dict[int, int] = {}
        if self.selection is not None:
            for item in self.selection.picked:
                if isinstance(item, int):
                    picked[item] = picked.get(item, 0) + 1
        return legal, can, picked

    def render_sides(self) -> None:
        """Both sides (their lines and fields) and the battle line from `self.view`."""
        v = self.view
        assert v is not None and self.viewer is not None
        names = self.session.names
        me, opp = self.viewer, 1 - self.viewer
        self.query_one("#opp-info", SideInfo).set_player(names[opp], v["players"][opp], False)
        self.query_one("#me-info", SideInfo).set_player(names[me], v["players"][me], True)
        for row in ("opp", "me"):
            self.make_places(row, len(self.field_cards(row)))
        self.render_slots()
        if v["battle"] is not None:
            self.banner = self.battle_banner(v, self.namer(v))
        else:
            self.banner = Text(" " + self.message, style="italic cyan") if self.message else Text()
        self.fit_banner()

    def field_cards(self, row: str) -> list[dict | None]:
        """The cards of a row of `ROWS` as its places show them (None: an empty place)."""
        v = self.view
        assert v is not None and self.viewer is not None
        if row == "hand":
            return list(v["players"][self.viewer]["hand"] or [])
        return self.field_row(v["players"][self.viewer if row == "me" else 1 - self.viewer])

    def make_places(self, row: str, count: int) -> None:
        """Places enough for a field that outgrew the 7 the board starts with (a Fusion World Battle Area)."""
        box = self.query_one(f"#{row}-field", Horizontal)
        have = len(box.children)
        if count > have:
            box.mount_all([self.SLOT(row, i, id=f"{row}-{i}") for i in range(have, count)])

    def fit_banner(self) -> None:
        """The battle (or the last message) above the player's side: one line, or two once it needs them (and
        from then on, until the terminal is resized: growing and shrinking, it would move the board each time)."""
        widget = self.query_one("#battle", Static)
        width = widget.size.width or self.app.size.width
        text = fit_lines(self.banner, width, 2, self.app.console)
        self.banner_lines = max(self.banner_lines, text.plain.count("\n") + 1)
        if widget.styles.height is None or widget.styles.height.value != self.banner_lines:
            widget.styles.height = self.banner_lines
        update_static(widget, text)

    def render_slots(self) -> None:
        legal, can, picked = self.slot_marks()

        def show(slot: CardSlot, card: dict | None, pos: tuple[str, int]) -> None:
            uid = card["uid"] if card else None
            slot.show(card, cursor=self.cursor == pos, legal=uid in legal, selected=picked.get(uid, 0),
                      can=uid in can)

        for row in ("opp", "me"):
            for i, card in enumerate(self.field_cards(row)):
                show(self.query_one(f"#{row}-{i}", CardSlot), card, (row, i))
        hand = self.field_cards("hand")
        box = self.query_one("#hand", HandRow)
        slots = list(box.query(CardSlot).results(CardSlot))
        if len(slots) < len(hand):  # more cards than places: add places (10 are made at the start)
            new = [self.SLOT("hand", i, id=f"hand-{i}") for i in range(len(slots), len(hand))]
            box.mount(*new)
            slots += new
            self.call_after_refresh(self.fit_hand)
        for i, slot in enumerate(slots):
            show(slot, hand[i] if i < len(hand) else None, ("hand", i))
        box.show_count()
        self.render_inspector()

    def render_inspector(self) -> None:
        self.query_one(Inspector).show(self.inspected_card(), "Move the cursor onto a card to read it here.")

    def render_prompt(self) -> None:
        panel = self.query_one("#prompt", Vertical)
        text = Text()
        prompt = self.seat_prompt()
        v = self.view
        names = self.session.names
        self.choices = []
        if v is None:
            return
        if v["winner"] is not None:
            panel.border_title = Text("Game over")
            headline, how = self.session.result_text()
            text.append(f"{headline}. {how}", style="bold")
        elif self.thinking:
            actor = self.session.actor
            panel.border_title = Text(f"{names[actor]}'s move" if actor is not None else "")
            text.append(f"{names[actor] if actor is not None else 'The computer'} is thinking…", style="italic")
        elif prompt is None:
            panel.border_title = Text("")
            text.append("Waiting…", style="dim")
        else:
            kind = prompt["kind"]
            namer = self.namer(v)
            who = f" — {names[self.viewer]}" if len(self.session.human_seats) == 2 else ""
            panel.border_title = Text(self.PROMPT_TITLES.get(kind, kind) + who)
            if kind == "main" and self.attacker is not None:
                text.append(f"Attack with {namer.target(self.attacker)}: pick the target "
                            "(highlighted; Enter or its number). Esc cancels.")
            elif kind == "main" and self.held is not None:
                text.append("Nothing else can be done this turn: ", style="bold")
                text.append("end it with e (or choose it below).")
            else:
                text = self.prompt_text(kind, prompt, namer)
            self.choices = self.prompt_choices(kind, prompt["options"], namer)
        update_static(self.query_one("#prompt-text", Static), text)
        self.render_choices()
        self.update_bindings()

    def asked_text(self, prompt: dict) -> Text:
        """A prompt in the engine's own words (an effect's choice), with how to pick several cards."""
        text = Text(prompt["text"])
        if self.selection is not None:
            text.append("  Pick them one by one, then Confirm.", style="dim")
        return text

    def render_choices(self) -> None:
        key = (self.nines, *((c.label, c.enabled) for c in self.choices))
        if key == self._choice_key:
            return
        self._choice_key = key
        items = []
        width = (len(self.choices) - 1) // 9 + 1
        for i, c in enumerate(self.choices):
            label = Text()
            # The keys that choose it: 1-9, then 0 1-9 ("01"), 0 0 1-9 ...; after 0, the group it opened shows.
            number = "0" * (i // 9) + str(i % 9 + 1)
            label.append(f"{number:>{width}} ", style="bold reverse" if self.nines and i // 9 == self.nines else "bold")
            label.append(c.label)
            items.append((label, c.enabled))
        self.query_one("#choices", ChoiceList).set_items(items)

    def render_log(self) -> None:
        """The game log in words, as the seat at the bottom may see it (one log per seat)."""
        seat = self.viewer
        if seat is None:
            return
        log = self.query_one("#log", TextPane)
        narrator = self.narrators.get(seat)
        if narrator is None:
            narrator = self.narrators[seat] = self.narrator(self.game, seat)
            self.log_pos[seat] = 0
            self.log_lines[seat] = []
        if self.log_seat != seat:  # each seat has its own log: what that seat may see
            self.log_seat = seat
            log.show_paragraphs(self.log_lines[seat])
        for line in narrator.feed(visible_log(self.game, seat, self.log_pos[seat])):
            log.write(self.log_line(line))
        self.log_pos[seat] = len(self.game.log)

    @staticmethod
    def log_line(line: str) -> Text:
        if line.startswith("──"):
            return Text(line, style="bold")
        return Text(line)

    def update_bindings(self) -> None:
        # Only what the footer shows: recomposing it on every key would cost more than the key.
        prompt = self.my_prompt()
        kinds = {o.kind for o in prompt["options"]} if prompt else set()
        key = (prompt and prompt["kind"], self.thinking, self.attacker is None, bool(self.choices),
               self.selection is not None and self.selection.complete() is not None,
               "attack" in kinds, "give" in kinds, "end" in kinds, self.check_action("next_nine", ()),
               self.check_action("count", (1,)))
        if key != self._binding_key:
            self._binding_key = key
            self.refresh_bindings()

    # ------------------------------------------------------------------ the cursor
    def cursor_card(self) -> dict | None:
        if self.view is None:
            return None
        row, i = self.cursor
        cards = self.field_cards(row)
        return cards[i] if 0 <= i < len(cards) else None

    def place_cursor(self, keep: int | None = None) -> None:
        """On a new prompt, put the cursor on the first card that matters to it; in the Main Phase it stays on
        the card it was on (`keep`) while that card is still in its row (d d gives that card two DON!!)."""
        prompt = self.seat_prompt()
        if keep is not None and prompt and prompt["kind"] == "main":
            row = self.cursor[0]
            at = next((i for i, c in enumerate(self.field_cards(row)) if c and c["uid"] == keep), None)
            if at is not None:
                self.cursor = (row, at)
                return
        legal, can, _ = self.slot_marks()
        wanted = legal or can
        if wanted:
            for row in ("hand", "me", "opp") if self.seat_prompt() and self.seat_prompt()["kind"] in self.HAND_FIRST \
                    else ("me", "opp", "hand"):
                for i, card in enumerate(self.field_cards(row)):
                    if card is not None and card["uid"] in wanted:
                        self.cursor = (row, i)
                        return
        if self.cursor_card() is None:
            self.cursor = ("me", 0)

    def action_move(self, dx: int, dy: int) -> None:
        if self.view is None:
            return
        row, i = self.cursor
        if dx:
            cards = self.field_cards(row)
            j = i + dx
            while 0 <= j < len(cards) and cards[j] is None:
                j += dx
            if 0 <= j < len(cards):
                self.cursor = (row, j)
        else:
            r = self.ROWS.index(row) + dy
            while 0 <= r < len(self.ROWS):
                target = self.ROWS[r]
                cards = self.field_cards(target)
                present = [k for k, c in enumerate(cards) if c is not None]
                if present:
                    # the nearest card by screen position
                    x = self._slot_x(row, i)
                    best = min(present, key=lambda k: abs(self._slot_x(target, k) - x))
                    self.cursor = (target, best)
                    break
                r += dy
        self.refresh_cursor()

    def _slot_x(self, row: str, i: int) -> int:
        slot = self.query_one(f"#{row}-{i}", CardSlot)
        return slot.region.x + slot.region.width // 2

    def refresh_cursor(self) -> None:
        self.render_slots()
        row, i = self.cursor
        if row == "hand":
            self.query_one(f"#hand-{i}", CardSlot).scroll_visible(animate=False)
        self.update_bindings()

    def on_card_slot_clicked(self, message: CardSlot.Clicked) -> None:
        slot = message.slot
        if slot.card is None:
            return
        pos = (slot.zone, slot.index)
        if self.cursor == pos or self.attacker is not None or self.my_prompt() and self.my_prompt()["kind"] == "choose":
            self.cursor = pos
            self.action_card_actions()
        else:
            self.cursor = pos
            self.refresh_cursor()

    # ------------------------------------------------------------------ actions
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        prompt = self.my_prompt()
        kind = prompt["kind"] if prompt else None
        opts = prompt["options"] if prompt else []
        if action in ("pick", "confirm") and self.covered:
            return False
        if action == "pick":
            return bool(self.choices) and self.nines * 9 + parameters[0] < len(self.choices)  # type: ignore[operator]
        if action == "next_nine":
            return (self.nines + 1) * 9 < len(self.choices) and not self.covered
        if action == "count":
            return self.selection is not None and any(c.action == "toggle" and self.selection.countable(c.item)
                                                      for c in self.choices) and not self.covered
        if action == "confirm":
            if self.selection is None:
                return False
            return True if self.selection.complete() is not None else None
        if action == "attack":
            return kind == "main" and any(o.kind == "attack" for o in opts)
        if action == "give":
            return kind == "main" and any(o.kind == "give" for o in opts)
        if action == "end_turn":
            return kind == "main" and any(o.kind == "end" for o in opts)
        if action == "undo":  # (in hot-seat games with undo off, it says how to turn it on)
            return not self.game.over
        if action == "overlay":  # the card and the log are beside the board in the full layout
            return self.has_class("-narrow")
        return True

    def on_choice_list_selected(self, event: ChoiceList.Selected) -> None:
        event.stop()
        if event.current:
            self.action_pick(event.index)

    def on_choice_list_highlighted(self, event: ChoiceList.Highlighted) -> None:
        event.stop()
        i = event.index
        if event.current and not self.covered and i < len(self.choices) and self.choices[i].uid is not None and self.view is not None:
            card = self.namer(self.view).cards.get(self.choices[i].uid)
            if card is not None:
                self.query_one(Inspector).show(card)

    def action_pick(self, i: int) -> None:
        i += self.nines * 9
        if self.nines:
            self.nines = 0
            self.render_choices()
        if i < len(self.choices):
            self.run_choice(self.choices[i])

    def action_next_nine(self) -> None:
        """0: the digits 1-9 choose among the next nine lines (lines 10-18 are numbered 01-09)."""
        self.nines += 1
        self.render_choices()
        choices = self.query_one("#choices", ChoiceList)
        choices.top = min(self.nines * 9, max(len(self.choices) - choices.content_size.height, 0))
        choices.refresh()

    def action_count(self, step: int) -> None:
        """+ / −: one more, or one fewer, of a counted item (DON!!): the highlighted line, or the first one."""
        sel = self.selection
        if sel is None or self.covered:
            return
        lines = [c for c in self.choices if c.action == "toggle" and sel.countable(c.item)]
        choices = self.query_one("#choices", ChoiceList)
        if choices.has_focus and choices.highlighted < len(self.choices) and self.choices[choices.highlighted] in lines:
            lines = [self.choices[choices.highlighted]]
        if step > 0:
            line = next((c for c in lines if sel.can_add(c.item)), None)
            if line is None:
                self.say("No more of those can be chosen.", timeout=3)
            else:
                self.toggle(line.item)
            return
        line = next((c for c in lines if sel.count(c.item)), None)
        if line is not None:
            sel.remove(line.item)
            self.render_slots()
            self.render_prompt()

    def run_choice(self, choice: Choice) -> None:
        if not choice.enabled or self.covered:
            return
        if choice.cmd is not None:
            if choice.cmd.kind == "end":
                self.action_end_turn()
            else:
                self.submit(choice.cmd)
        elif choice.action == "cancel":
            self.attacker = None
            self.render_all()
        elif choice.action == "confirm":
            self.action_confirm()
        elif choice.action == "toggle":
            self.toggle(choice.item)

    def toggle(self, item: Any) -> None:
        sel = self.selection
        if sel is None or self.covered:
            return
        sel.toggle(item)
        done = sel.complete()
        if done is not None and not sel.can_extend():
            self.submit(done)  # nothing more can be added: the choice is made
            return
        self.render_slots()
        self.render_prompt()

    def action_confirm(self) -> None:
        if self.selection is None or self.covered:
            return
        done = self.selection.complete()
        if done is None:
            self.say("Those picks are not a complete choice yet.", severity="warning")
            return
        self.submit(done)

    def action_card_actions(self) -> None:
        prompt = self.my_prompt()
        card = self.cursor_card()
        if prompt is None or card is None:
            return
        uid = card["uid"]
        kind = prompt["kind"]
        opts = prompt["options"]
        if self.selection is not None:
            items = [x for x in self.selection.items() if x == uid]
            if items:
                self.toggle(uid)
            else:
                self.say(f"{card['name']} cannot be chosen here.")
            return
        if self.attacker is not None:
            for o in opts:
                if o.kind == "attack" and o.args == (self.attacker, uid):
                    self.submit(o)
                    return
            self.say(f"{card['name']} cannot be attacked now.")
            return
        cmds = self.card_commands(kind, opts, uid)
        if not cmds and self.cursor[0] == "hand":  # the engine lists one copy of each card: this one's twin
            cmds = next((found for c in self.field_cards("hand") if c and c["number"] == card["number"]
                         and (found := self.card_commands(kind, opts, c["uid"]))), [])
        if not cmds:
            self.say(self.why_not(card, kind), timeout=4)
            return
        if len(cmds) == 1 and kind == "choose":
            self.submit(cmds[0])  # the card is the answer the prompt asks for
            return

        def chosen(cmd: Command | None) -> None:
            if cmd is not None:
                self.submit(cmd)

        namer = self.namer(self.view)
        if len(cmds) == 1:
            # Never act on Enter alone (an Enter meant for the hand-over screen once played a card): ask, with
            # Cancel the default.
            words = self.command_words(cmds[0], namer)
            self.app.push_screen(ConfirmScreen(f"{words}?", "Yes", "Cancel", default=False),
                                 lambda yes: chosen(cmds[0] if yes else None))
            return
        entries: list[tuple[str, Any]] = [(self.command_words(c, namer), c) for c in cmds]
        entries.append(("Cancel", None))
        self.app.push_screen(MenuDialog(card["name"], entries), chosen)

    def action_attack(self) -> None:
        prompt = self.my_prompt()
        card = self.cursor_card()
        if prompt is None or prompt["kind"] != "main" or card is None:
            return
        opts = prompt["options"]
        uid = card["uid"]
        mine = [o for o in opts if o.kind == "attack" and o.args[0] == uid]
        if mine:
            if len(mine) == 1:
                self.submit(mine[0])
            else:
                self.attacker = uid
                self.place_cursor()
                self.render_slots()
                self.render_prompt()
            return
        at_it = [o for o in opts if o.kind == "attack" and o.args[1] == uid]
        if at_it:
            self.action_card_actions()
            return
        self.say(self.why_no_attack(card) if card in self.field_cards("me") else
                    "Put the cursor on your Leader or one of your Characters to attack with it.", timeout=4)

    def action_end_turn(self) -> None:
        prompt = self.my_prompt()
        if prompt is None or prompt["kind"] != "main":
            return
        end = next((o for o in prompt["options"] if o.kind == "end"), None)
        if end is None:
            return
        left = self.actions_left(prompt["options"])
        if not left:
            self.submit(end)
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.submit(end)

        self.app.push_screen(ConfirmScreen(f"You can still {left}.\n\nEnd your turn anyway?",
                                           "End turn", "Keep playing", default=False), answer)

    def action_toggle_choices(self) -> None:
        choices = self.query_one("#choices", ChoiceList)
        if choices.has_focus:
            self.set_focus(None)
        elif self.choices:
            choices.focus()

    def action_trash(self, side: int) -> None:
        if self.view is None or self.viewer is None:
            return
        seat = self.viewer if side == 0 else 1 - self.viewer
        whose = "Your" if side == 0 else f"{self.session.names[seat]}'s"
        key, name = self.PILE
        self.app.push_screen(CardsViewer(f"{whose} {name}", self.view["players"][seat][key], self.db, self.describe))

    def action_scroll_pane(self, pane: str, lines: int) -> None:
        self.query_one(f"#{pane}", TextPane).scroll_by(lines)

    def action_overlay(self, pane: str) -> None:
        """In the compact layout, open the card's text or the log over the board (one at a time), or close it."""
        opened = self.has_class(f"-{pane}-open")
        self.remove_class("-card-open", "-log-open")
        if not opened:
            self.add_class(f"-{pane}-open")

    def action_help(self) -> None:
        self.app.push_screen(helpscreen.HelpScreen(self.HOW_TO_PLAY, self.KEY_HELP, self.PILE[1]))

    def action_escape(self) -> None:
        if self.has_class("-narrow") and (self.has_class("-card-open") or self.has_class("-log-open")):
            self.remove_class("-card-open", "-log-open")
            return
        if self.nines:
            self.nines = 0
            self.render_choices()
            return
        if self.query_one("#choices", ChoiceList).has_focus:
            self.set_focus(None)
            return
        if self.attacker is not None:
            self.attacker = None
            self.render_all()
            return
        if self.selection is not None and self.selection.picked:
            self.selection.picked.clear()
            self.render_slots()
            self.render_prompt()
            return
        self.action_game_menu()

    def action_game_menu(self) -> None:
        entries = [("Back to the game", "back"), ("Help: how to play and the keys", "help"),
                   ("Concede this game", "concede"), ("Leave to the main menu (the game is saved)", "leave"),
                   ("Quit (the game is saved)", "quit")]
        if self.game.over:
            entries = [e for e in entries if e[1] not in ("concede",)]

        def chosen(what: str | None) -> None:
            if what == "help":
                self.action_help()
            elif what == "concede":
                self.action_concede()
            elif what == "leave":
                self.app.back_to_menu()  # type: ignore[attr-defined]
            elif what == "quit":
                self.app.exit()

        self.app.push_screen(MenuDialog("Game menu", entries), chosen)

    def action_concede(self) -> None:
        seat = self.viewer if self.viewer is not None else 0
        if self.game.over:
            return

        def answer(yes: bool | None) -> None:
            if yes and not self.game.over:
                self.token = None
                self.thinking = False
                self.held = None
                self.session.apply(Command(seat, "concede"))
                self.advance()

        self.app.push_screen(ConfirmScreen(f"{self.session.names[seat]}: concede this game?", "Concede", "Keep playing"),
                             answer)

    @property
    def undo_allowed(self) -> bool:
        """Against the computer always; in hot-seat games and puzzles only when the settings allow it."""
        return self.session.mode == "computer" or bool(getattr(self.app, "settings", None)
                                                        and self.app.settings.undo_in_hotseat)  # type: ignore[attr-defined]

    def action_undo(self) -> None:
        """Take back the person's own last action of this turn (never past a card drawn or revealed)."""
        if self.game.over or self.covered or self.viewer is None:
            return
        if not self.undo_allowed:
            self.say("Undo is off in hot-seat games (Ctrl+P, \"Undo in hot-seat\" turns it on).", timeout=4)
            return
        if self.thinking or self.actor != self.viewer:
            self.say("Undo waits until it is your decision again.", timeout=4)
            return
        problem = self.session.undo(self.viewer)
        if problem:
            self.say(problem, timeout=4)
            return
        self.held = None
        # The game was replayed to an earlier point: the logs in words start again from it.
        self.narrators.clear()
        self.log_pos.clear()
        self.log_lines.clear()
        self.log_seat = None
        self.query_one("#log", TextPane).forget()
        self.prompt_key = -1
        self.attacker = None
        self.selection = None
        self.message = "You took back your last action."
        self.advance()

    def say(self, message: str, **kwargs: Any) -> None:
        """A short notice (card words like [Blocker] are not markup)."""
        self.notify(message, markup=False, **kwargs)

    def palette_commands(self):
        """The command palette (Ctrl+P): every action of the moment by name."""
        if self.covered:
            return  # nothing of the person who just left
        for choice in self.choices:
            if choice.enabled:
                yield SystemCommand(choice.label, "Choose it (as in the panel below the board)",
                                    lambda c=choice: self.run_choice(c))
        prompt = self.my_prompt()
        if prompt:
            yield from self.palette_extra(prompt)
        if not self.game.over and self.undo_allowed:
            yield SystemCommand("Undo my last action", "Take back your last action of this turn (u)", self.action_undo)
        if not self.game.over:
            yield SystemCommand("Concede", "Give up this game", self.action_concede)
        name = self.PILE[1]
        yield SystemCommand(f"Your {name}", f"Look through your {name}", lambda: self.action_trash(0))
        yield SystemCommand(f"Opponent's {name}", f"Look through the opponent's {name}", lambda: self.action_trash(1))
        yield SystemCommand("Game menu", "Concede, leave, help", self.action_game_menu)

    def on_resize(self, event: events.Resize) -> None:
        self.banner_lines = 1
        self.fit_layout(*event.size)
        self.call_after_refresh(self.refit)

    def fit_layout(self, width: int, height: int) -> None:
        """The full layout from 100×30; narrower, the card and the log open over the board (i, g); lower,
        4-line cards and the prompt's text beside its choices (app.tcss: BoardScreen.-narrow, .-short)."""
        narrow, short = width < FULL_WIDTH, height < FULL_HEIGHT
        if (narrow, short) == (self.has_class("-narrow"), self.has_class("-short")):
            return
        self.set_class(narrow, "-narrow")
        self.set_class(short, "-short")
        self.query_one("#inspector").border_subtitle = "i closes" if narrow else ""
        self.query_one("#log").border_subtitle = "g closes" if narrow else ""
        self.refresh_bindings()

    def refit(self) -> None:
        """What follows the widths once laid out again: the hand's cards, the header, the battle line."""
        self.fit_hand()
        if self.view is not None:
            self.render_status()
            self.fit_banner()

    def fit_hand(self) -> None:
        """Hand cards as wide as the cards on the field (the field's width follows the terminal's)."""
        field = self.query_one("#me-1", CardSlot).size.width
        room = self.query_one("#hand-box").size.width - self.query_one("#hand-count").size.width
        if field and room > 0:
            self.query_one("#hand", HandRow).fit(room, field)


class OnePieceBoard(BoardScreen):
    """ONE PIECE CARD GAME's board: Leader, 5 Characters and Stage a side, DON!! gauges, Life, the trash."""

    BINDINGS = board_bindings([Binding("d", "give", "Give DON!!")], "Trash")
    HOW_TO_PLAY = helpscreen.ONE_PIECE
    KEY_HELP = helpscreen.ONE_PIECE_KEYS
    COVER_REASONS = COVER_REASONS
    PROMPT_TITLES = PROMPT_TITLES
    PROMPT_HELP = PROMPT_HELP
    BATTLE_KINDS = ("counter", "block")
    HAND_FIRST = ("counter", "main", "mulligan")
    PHASES = PHASES
    command_words = staticmethod(command_words)
    computer_words = staticmethod(computer_words)

    def status_when(self, v: dict) -> str:
        if v["battle"] is not None:  # a battle's steps, named by whose decision is awaited in it
            return BATTLE_STEPS.get(v["prompt"]["kind"] if v["prompt"] else "", "Battle")
        return PHASES.get(v["phase"], v["phase"])

    def status_legend(self) -> Text:
        return don_legend()

    @staticmethod
    def battle_banner(v: dict, namer: Namer) -> Text:
        return battle_line(v["battle"], namer)

    def prompt_lead(self, kind: str, prompt: dict) -> Text:
        text = Text()
        if kind == "trigger" and prompt.get("cards"):
            text.append(f"Your Life card is {prompt['cards'][0]['name']}. ", style="bold")
        elif kind == "main":
            assert self.view is not None
            text.append(f"You have {self.view['players'][self.viewer]['don_active']} active DON!!. ", style="bold")
        return text

    def battle_summary(self, v: dict, namer: Namer, kind: str) -> Text:
        b = v["battle"]
        t = Text()
        target = namer.target(b["target"])
        ap, tp = b["attacker_power"], b["target_power"]
        t.append(f"{namer.with_power(b['attacker'], ap)} attacks {namer.with_power(b['target'], tp)}. ",
                 style="bold")
        if kind == "block":
            t.append("Block with a [Blocker], or not.")
        elif ap >= tp:
            need = (ap - tp) // 1000 * 1000 + 1000  # counters come in steps of 1000; a tie goes to the attacker
            t.append(f"{target[:1].upper() + target[1:]} needs +{need} more power to survive.", style="yellow")
        else:
            t.append(f"{target[:1].upper() + target[1:]} is safe now ({tp} > {ap}).", style="green")
        return t

    def prompt_choices(self, kind: str, options: list[Command], namer: Namer) -> list[Choice]:
        return prompt_choices(kind, options, namer, self.selection, self.attacker)

    def card_commands(self, kind: str, options: list[Command], uid: int) -> list[Command]:
        return card_commands(kind, options, uid)

    def highlighted(self, kind: str, options: list[Command]) -> set[int]:
        return highlighted(kind, options, self.selection, self.attacker)

    def actionable(self, kind: str, options: list[Command]) -> set[int]:
        return actionable(kind, options)

    def inspected_card(self) -> dict | None:
        prompt = self.seat_prompt()
        if prompt and prompt["kind"] == "trigger" and prompt.get("cards") and self.cursor[0] != "hand":
            return prompt["cards"][0]  # the Life card the [Trigger] is on
        return self.cursor_card()

    def battle_words(self, note: Any, namer: Namer) -> str:
        ap, tp = note.attacker_power, note.target_power
        outcome = "succeeded" if ap >= tp else "failed"
        return f"Last battle: the attack {outcome} — {namer.target(note.attacker)} {ap} vs {namer.target(note.target)} {tp}."

    def why_not(self, card: dict, kind: str) -> str:
        """Why the card under the cursor has nothing to do now (for people learning the game)."""
        v = self.view
        assert v is not None
        mine = card["uid"] in {c["uid"] for c in self.field_cards("me") if c} | {
            c["uid"] for c in self.field_cards("hand") if c}
        if kind == "main":
            if card in self.field_cards("hand"):
                if card["category"] == "event":
                    return f"{card['name']} is not a [Main] Event you can use now."
                return f"{card['name']} costs {card.get('cost')}: you have {v['players'][self.viewer]['don_active']} active DON!!."
            if not mine:
                return f"{card['name']} is not a target for any attack now (only the Leader and rested Characters are)."
            return self.why_no_attack(card)
        if kind == "counter":
            return "Only cards with a Counter value and [Counter] Events in your hand can be used."
        if kind == "block":
            return "Only your active [Blocker] Characters can block."
        return "Use the choices below the board (their numbers, or click them)."

    def why_no_attack(self, card: dict) -> str:
        v = self.view
        assert v is not None
        if card["category"] not in ("leader", "character"):
            return f"{card['name']} cannot attack."
        if v["turn"] <= 2:
            return "Nobody can attack on their first turn."
        if card.get("rested"):
            return f"{card['name']} is rested: it has attacked already this turn (or was rested)."
        if card.get("fresh") and "rush" not in card.get("keywords", ()):
            return f"{card['name']} was played this turn: Characters can attack from your next turn."
        return f"{card['name']} cannot attack now."

    def action_give(self) -> None:
        prompt = self.my_prompt()
        card = self.cursor_card()
        if prompt is None or prompt["kind"] != "main" or card is None:
            return
        for o in prompt["options"]:
            if o.kind == "give" and o.args == (card["uid"], 1):
                self.submit(o)
                return
        if card in self.field_cards("me") and card["category"] != "stage":
            self.say("You have no active DON!! left to give.", timeout=4)
        else:
            self.say("DON!! can be given to your Leader or your Characters.", timeout=4)

    def actions_left(self, options: list[Command]) -> str:
        """What the turn still offers, in words: 'attack with your Leader; play Nami, Usopp' ('' for nothing)."""
        namer = self.namer(self.view)

        def cards(kind: str) -> str:
            uids = dict.fromkeys(o.args[0] for o in options if o.kind == kind)
            return ", ".join(namer.target(u) if kind != "play" else namer.name(u) for u in uids)

        parts = [f"{verb} {names}" for verb, names in (
            ("attack with", cards("attack")), ("use the [Activate: Main] effect of", cards("activate")),
            ("play", cards("play"))) if names]
        return "; ".join(parts)

    def palette_extra(self, prompt: dict) -> Any:
        if prompt["kind"] == "main":
            namer = self.namer(self.view)
            for o in prompt["options"]:
                if o.kind == "give":
                    yield SystemCommand(command_words(o, namer), "Give DON!! (+1000 power each during your turn)",
                                        lambda o=o: self.submit(o))
