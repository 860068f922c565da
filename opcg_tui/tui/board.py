"""The board screen: both sides, the hand, the prompt panel, the inspector and the log.

It renders `game.view(seat)` for the seat at the bottom and sends the seat's commands; it never
edits the game. In hot-seat the seat at the bottom is the person to act (a cover screen hides
the board between people); against the computer it is always the human.

`BoardScreen` is the board every game shares, put together from its parts: the areas
(board_areas.py: the header, a player's line, the fields, the battle line, the hand, the log), each
drawing itself from what the screen gives it; the prompt panel (prompt_panel.py); the seat's answers
by the cursor's card and by the choices (board_answers.py); the session controller (play.py: sending
the answers, the computer's thread, the hot-seat covers, undo). Here: what it composes, what it draws on each change, the keys,
the game menu, the layouts. A game gives its look (look.py: its words, its pieces, its help) and its
own keys, in a small subclass beside that look: `op_board.OnePieceBoard`, `fw_board.FusionBoard`.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult, SystemCommand
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget

from ..data.cards import CardDB
from ..engine import Command, Game
from . import helpscreen
from .board_answers import Answers
from .board_areas import BattleLine, FieldRow, HandCount, HandRow, Marks, SeatLog, SideInfo, StatusLine, log_line
from .cardview import CardSlot
from .choices import Choice, Selection
from .dialogs import ConfirmScreen, MenuDialog
from .inspector import Inspector
from .keybar import KeyBar
from .look import BoardLook
from .panes import ChoiceList, TextPane
from .play import Play
from .prompt_panel import PromptPanel
from .session import Session
from .sizecheck import FULL_HEIGHT, FULL_WIDTH
from .viewer import CardsViewer
from .words import Narrator


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


class BoardScreen(Answers, Screen[None]):
    """A game on the board, for every game; a game's subclass gives its `look` and its BINDINGS
    (`board_bindings` with its own keys, and their actions)."""

    AUTO_FOCUS = ""
    MAIN_KEYS = {"attack": "attack", "end_turn": "end"}  # keys of the Main Phase, by the answer each needs
    look: BoardLook  # the game's: its words, its pieces, its card actions

    def __init__(self, session: Session, db: CardDB, pace: float = 0.8) -> None:
        super().__init__()
        self.session = session
        self.db = db
        self.play = Play(self, session, pace)
        self.viewer: int | None = None
        self.view: dict | None = None
        self.cursor: tuple[str, int] = ("me", 0)
        self.attacker: int | None = None  # choosing the target of this card's attack
        self.selection: Selection | None = None
        self.counted: Any = None  # the counted item (DON!!) of the selection last picked: + and − count it
        self.about: int | None = None  # the card the seat's prompt is about (look.prompt_card), once shown
        self.about_prompt = False  # the inspector shows that card (until the cursor moves)
        self.prompt_key = -1
        self.choices: list[Choice] = []
        self.message = ""
        self.nines = 0  # "0" pressed this many times: 1-9 choose among the lines after the first 9s
        self._binding_key: tuple = ()

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        look = self.look
        yield StatusLine(id="status")
        with Horizontal(id="body"):
            with Vertical(id="table"):
                yield look.SIDE_INFO("opp", id="opp-info", classes="info")
                yield FieldRow("opp", look.SLOT, id="opp-field", classes="field")
                yield BattleLine(id="battle")
                yield FieldRow("me", look.SLOT, id="me-field", classes="field")
                yield look.SIDE_INFO("me", id="me-info", classes="info")
                with Horizontal(id="hand-box"):
                    yield HandCount(id="hand-count")
                    with HandRow(id="hand"):
                        for i in range(10):
                            yield look.SLOT("hand", i, id=f"hand-{i}")
                yield PromptPanel(id="prompt")
            with Vertical(id="side"):
                yield Inspector(self.db, describe=look.describe, id="inspector", keys="]")
                yield SeatLog(follow=True, id="log", classes="log", keys="PgUp")
        yield KeyBar()

    def namer(self, view: dict) -> Any:
        """The game's `Namer` for this view: card names as the seat reads them."""
        return self.look.NAMER(view, self.session.names)

    def narrator(self, game: Game, seat: int) -> Any:
        """The game's `Narrator`: the log in words for one seat."""
        return self.look.NARRATOR(game, seat, self.session.names)

    # ------------------------------------------------------------------ mounting
    def on_mount(self) -> None:
        self.query_one("#inspector").border_title = "Card"
        self.query_one("#log").border_title = "Game log"
        self.fit_layout(*self.app.size)
        self.advance()

    # ------------------------------------------------------------------ the flow (play.Play)
    @property
    def game(self) -> Game:
        """The game as the board shows it (`Play.game`)."""
        return self.play.game

    @property
    def held(self) -> Game | None:
        return self.play.held

    @property
    def thinking(self) -> bool:
        return self.play.thinking

    @property
    def covered(self) -> bool:
        return self.play.covered

    @property
    def pace(self) -> float:
        return self.play.pace

    @pace.setter
    def pace(self, seconds: float) -> None:
        self.play.pace = seconds

    def advance(self) -> None:
        self.play.advance()

    def submit(self, cmd: Command) -> None:
        """Send one of the seat's answers to the engine."""
        self.play.submit(cmd)

    def show(self, seat: int) -> None:
        """Draw the board as `seat` sees it."""
        if seat != self.viewer:
            self.about = None  # another person: the card their prompt is about is new to them
        self.viewer = seat
        self.render_all()

    def prerender(self) -> None:
        """Fill the widgets' line caches now, out of sight, so that showing the board again only composes
        them (Textual renders each widget's lines through this same cache; whatever changes later, a
        resize or a relayout, clears it as usual)."""
        for widget in self.walk_children(Widget):
            size = widget.region.size
            if widget.display and size.width > 0 and size.height > 0:
                widget.render_lines(size.region)

    def on_unmount(self) -> None:
        self.play.close()

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
            self.selection = self.counted = None
            if prompt and prompt["kind"] == "choose" and Selection.needed(prompt["options"]):
                self.selection = Selection(prompt["options"])
            self.place_cursor(before["uid"] if before else None)
            self.show_prompt_card()
        self.render_status()
        self.render_sides()
        self.render_prompt()
        self.render_log()

    def show_prompt_card(self) -> None:
        """A new prompt about a card (a [Trigger]'s Life card, the card whose effect asks, the attacker) shows it
        in the inspector before the choice. On the compact board the card pane opens for the card that asks
        (the attacker is in sight on the board, and in the battle's words) where the choice is not made on the
        fields, and closes again after it. Each card once: a second prompt of the same card leaves the inspector
        and the pane as the person left them."""
        card = self.look.prompt_card(self)
        uid = card["uid"] if card else None
        new = uid is not None and uid != self.about
        if new or uid is None:
            self.about, self.about_prompt = uid, new
        field = {c["uid"] for row in ("opp", "me") for c in self.field_cards(row) if c}
        opens = self.has_class("-narrow") and self.look.asking_card(self) is not None \
            and not self.slot_marks().legal & field
        if new and opens and not self.has_class("-card-open"):
            self.remove_class("-log-open")
            self.add_class("-card-open", "-card-asks")  # opened for it, not by the person (i): beside the choices
        elif not opens and self.has_class("-card-asks"):
            self.remove_class("-card-open", "-card-asks")

    def render_status(self) -> None:
        assert self.view is not None
        self.query_one("#status", StatusLine).show(self.view, self.session, self.look)

    def slot_marks(self) -> Marks:
        prompt = self.seat_prompt()
        if prompt is None:
            return Marks()
        opts = prompt["options"]
        marks = Marks(self.look.highlighted(self, prompt["kind"], opts),
                      self.look.actionable(self, prompt["kind"], opts) if self.attacker is None else set())
        if self.selection is not None:
            for item in self.selection.picked:
                if isinstance(item, int):
                    marks.picked[item] = marks.picked.get(item, 0) + 1
        return marks

    def render_sides(self) -> None:
        """Both sides (their lines and fields) and the battle line from `self.view`."""
        v = self.view
        assert v is not None and self.viewer is not None
        names = self.session.names
        me, opp = self.viewer, 1 - self.viewer
        self.query_one("#opp-info", SideInfo).set_player(names[opp], v["players"][opp], False)
        self.query_one("#me-info", SideInfo).set_player(names[me], v["players"][me], True)
        self.render_slots()
        if v["battle"] is not None:
            banner = self.look.battle_banner(v, self.namer(v))
        else:
            banner = Text(" " + self.message, style="italic cyan") if self.message else Text()
        self.query_one("#battle", BattleLine).show(banner)

    def field_cards(self, row: str) -> list[dict | None]:
        """The cards of a row of `ROWS` as its places show them (None: an empty place)."""
        v = self.view
        assert v is not None and self.viewer is not None
        if row == "hand":
            return list(v["players"][self.viewer]["hand"] or [])
        return self.look.field_row(v["players"][self.viewer if row == "me" else 1 - self.viewer])

    def render_slots(self) -> None:
        marks = self.slot_marks()
        row, at = self.cursor
        for side in ("opp", "me"):
            self.query_one(f"#{side}-field", FieldRow).show(self.field_cards(side), marks, at if row == side else None)
        hand = self.query_one("#hand", HandRow)
        if hand.show(self.field_cards("hand"), marks, at if row == "hand" else None, self.look.SLOT):
            self.call_after_refresh(self.fit_hand)
        self.render_inspector()

    def render_inspector(self) -> None:
        self.query_one(Inspector).show(self.look.inspected_card(self), "Move the cursor onto a card to read it here.")

    def render_prompt(self) -> None:
        panel = self.query_one("#prompt", PromptPanel)
        text = Text()
        prompt = self.seat_prompt()
        v = self.view
        names = self.session.names
        self.choices = []
        if v is None:
            return
        if v["winner"] is not None:
            title = Text("Game over")
            headline, how = self.session.result_text()
            text.append(f"{headline}. {how}", style="bold")
        elif self.thinking:
            actor = self.session.actor
            title = Text(f"{names[actor]}'s move" if actor is not None else "")
            text.append(f"{names[actor] if actor is not None else 'The computer'} is thinking…", style="italic")
        elif prompt is None:
            title = Text("")
            text.append("Waiting…", style="dim")
        else:
            kind = prompt["kind"]
            namer = self.namer(v)
            who = f" — {names[self.viewer]}" if len(self.session.human_seats) == 2 else ""
            title = Text(self.look.PROMPT_TITLES.get(kind, kind) + who)
            if kind == "main" and self.attacker is not None:
                text.append(f"Attack with {namer.target(self.attacker)}: pick the target "
                            "(highlighted; Enter or its number). Esc cancels.")
            elif kind == "main" and self.held is not None:
                text.append("Nothing else can be done this turn: ", style="bold")
                text.append("end it with e (or choose it below).")
            else:
                text = self.look.prompt_text(self, kind, prompt, namer)
            self.choices = self.look.prompt_choices(self, kind, prompt["options"], namer)
        panel.show(title, text)
        self.render_choices()
        self.update_bindings()

    def render_choices(self) -> None:
        self.query_one("#prompt", PromptPanel).show_choices(self.choices, self.nines)

    def render_log(self) -> None:
        """The game log in words, as the seat at the bottom may see it (one log per seat)."""
        if self.viewer is not None:
            self.query_one("#log", SeatLog).show(self.game, self.viewer, self.narrator, self.session.reasons)

    @property
    def narrators(self) -> dict[int, Narrator]:
        """Each seat's log in words."""
        return self.query_one("#log", SeatLog).narrators

    log_line = staticmethod(log_line)  # (the replay's log in words is written alike)

    def update_bindings(self) -> None:
        # Only what the footer shows: recomposing it on every key would cost more than the key.
        prompt = self.my_prompt()
        kinds = {o.kind for o in prompt["options"]} if prompt else set()
        key = (prompt and prompt["kind"], self.thinking, self.attacker is None, bool(self.choices),
               self.selection is not None and self.selection.complete() is not None,
               *(answer in kinds for answer in self.MAIN_KEYS.values()), self.check_action("next_nine", ()),
               self.check_action("count", (1,)))
        if key != self._binding_key:
            self._binding_key = key
            self.refresh_bindings()

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
        if action in self.MAIN_KEYS:
            return kind == "main" and any(o.kind == self.MAIN_KEYS[action] for o in opts)
        if action == "card_actions":
            return prompt is not None
        if action == "undo":  # hot-seat games: only with the setting on (Ctrl+P turns it on)
            return not self.game.over and self.play.undo_allowed
        if action == "overlay":  # the card and the log are beside the board in the full layout
            return self.has_class("-narrow")
        return True

    def action_trash(self, side: int) -> None:
        if self.view is None or self.viewer is None:
            return
        seat = self.viewer if side == 0 else 1 - self.viewer
        whose = "Your" if side == 0 else f"{self.session.names[seat]}'s"
        key, name = self.look.PILE
        self.app.push_screen(CardsViewer(f"{whose} {name}", self.view["players"][seat][key], self.db, self.look.describe))

    def action_scroll_pane(self, pane: str, lines: int) -> None:
        self.query_one(f"#{pane}", TextPane).scroll_by(lines)

    def action_overlay(self, pane: str) -> None:
        """In the compact layout, open the card's text or the log over the board (one at a time), or close it."""
        opened = self.has_class(f"-{pane}-open")
        self.remove_class("-card-open", "-card-asks", "-log-open")
        if not opened:
            self.add_class(f"-{pane}-open")

    def action_help(self) -> None:
        self.app.push_screen(helpscreen.HelpScreen(self.look.HOW_TO_PLAY, self.look.KEY_HELP, self.look.PILE[1]))

    def action_escape(self) -> None:
        if self.has_class("-narrow") and (self.has_class("-card-open") or self.has_class("-log-open")):
            self.remove_class("-card-open", "-card-asks", "-log-open")
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
            if yes:
                self.play.concede(seat)

        self.app.push_screen(ConfirmScreen(f"{self.session.names[seat]}: concede this game?", "Concede", "Keep playing"),
                             answer)

    def action_undo(self) -> None:
        """Take back the person's own last action of this turn (never past a card drawn or revealed)."""
        if self.game.over or self.covered or self.viewer is None:
            return
        problem = self.play.undo(self.viewer)
        if problem:
            self.say(problem, timeout=4)
            return
        # The game was replayed to an earlier point: the logs in words start again from it.
        self.query_one("#log", SeatLog).restart()
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
            yield from self.look.palette_extra(self, prompt)
        if not self.game.over and self.play.undo_allowed:
            yield SystemCommand("Undo my last action", "Take back your last action of this turn (u)", self.action_undo)
        if not self.game.over:
            yield SystemCommand("Concede", "Give up this game", self.action_concede)
        name = self.look.PILE[1]
        yield SystemCommand(f"Your {name}", f"Look through your {name}", lambda: self.action_trash(0))
        yield SystemCommand(f"Opponent's {name}", f"Look through the opponent's {name}", lambda: self.action_trash(1))
        yield SystemCommand("Game menu", "Concede, leave, help", self.action_game_menu)

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#battle", BattleLine).lines = 1
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
        inspector = self.query_one(Inspector)
        inspector.border_subtitle = "i closes" if narrow else ""
        inspector.set_compact(narrow)  # a pane over the board: the card's text from its second line
        self.query_one("#log").border_subtitle = "g closes" if narrow else ""
        self.refresh_bindings()

    def refit(self) -> None:
        """What follows the widths once laid out again: the hand's cards, the header, the battle line."""
        self.fit_hand()
        if self.view is not None:
            self.render_status()
            self.query_one("#battle", BattleLine).show()

    def fit_hand(self) -> None:
        """Hand cards as wide as the cards on the field (the field's width follows the terminal's)."""
        field = self.query_one("#me-1", CardSlot).size.width
        room = self.query_one("#hand-box").size.width - self.query_one("#hand-count").size.width
        if field and room > 0:
            self.query_one("#hand", HandRow).fit(room, field)
