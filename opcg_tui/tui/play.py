"""The session controller of a board: who acts next, the seat's answers, the computer's thread, the
hot-seat covers, a turn held for the person, undo and concede.

`Play` holds the flow of one game on screen and no drawing: it tells its `BoardScreen` whose view to
draw (`show`), and the screen asks it what the game is now (`game`, `actor`, `thinking`, `covered`).
"""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING, Any

from ..ai import Decision, SeatView
from ..engine import Command, Game, IllegalCommand
from .cover import CoverScreen
from .session import Session

if TYPE_CHECKING:
    from .board import BoardScreen


class Play:
    """The flow of a game on its board (one per `BoardScreen`)."""

    def __init__(self, board: BoardScreen, session: Session, pace: float) -> None:
        self.board = board
        self.session = session
        self.pace = pace  # the computer's least time per decision, in seconds
        self.thinking = False
        self.token: object | None = None  # the computer's decision under way (a newer one, or none, drops it)
        self.covered = False
        self.prepared: tuple | None = None  # (seat, log length) the board was drawn for under the cover
        self.over_shown = False
        self.held: Game | None = None  # a person's turn the engine ended by itself: the position before

    @property
    def game(self) -> Game:
        """The game as the board shows it: the session's, or the position a person's turn is held at."""
        return self.held if self.held is not None else self.session.game

    @property
    def actor(self) -> int | None:
        return self.held.waiting.player if self.held is not None and self.held.waiting else self.session.actor

    def advance(self) -> None:
        """Decide what happens next: the computer thinks, a cover goes up, or the seat's prompt shows."""
        s, board = self.session, self.board
        if self.game.over:
            board.show(board.viewer if board.viewer is not None else s.human_seats[0] if s.human_seats else 0)
            if not self.over_shown:
                self.over_shown = True
                # Against the computer its last action stays readable for a moment first.
                if self.pace:
                    board.set_timer(self.pace, self.show_game_over)
                else:
                    board.call_later(self.show_game_over)
            return
        actor = self.actor
        assert actor is not None
        if s.is_computer(actor):
            board.show(board.viewer if board.viewer is not None else s.human_seats[0] if s.human_seats else 0)
            self.start_computer(actor)
            return
        if len(s.human_seats) == 2 and actor != board.viewer:
            self.cover(actor)
            return
        board.show(actor)

    def cover(self, seat: int) -> None:
        if self.covered:
            return
        self.covered = True
        board, app, look = self.board, self.board.app, self.board.look
        app.clear_notifications()  # a notice about one person's hand must not show to the other
        prompt = self.game.waiting
        reason = look.COVER_REASONS.get(prompt.kind, "") if prompt else ""
        if prompt and prompt.kind in look.TURN_KINDS:
            reason = f"Turn {self.game.s.turn}: {reason}"
            battle = self.last_battle(self.game, seat)
            if battle:  # the turn goes on after the defender's answers: show the attacker how it ended
                reason, board.message = "See how your attack ended.", battle
        if self.held is not None:
            reason = "See how your last attack ended, then end your turn."

        self.prepared = None

        def prepare() -> None:
            # Once the cover has painted, draw the board for `seat` underneath it (the cover is an opaque
            # screen, and `covered` keeps every key, click, palette entry and action of the board shut),
            # so lifting the cover is only a repaint.
            if not self.covered or not board.is_attached or self.game.waiting is None:
                return
            board.show(seat)
            self.prepared = (seat, len(self.game.log))
            board.prerender()

        def reveal() -> None:
            self.covered = False
            if self.prepared == (seat, len(self.game.log)):
                board.update_bindings()  # the footer's keys, shut while covered
            else:
                board.show(seat)

        def uncovered(_: Any = None) -> None:
            if self.prepared == (seat, len(self.game.log)) and self.actor == seat and not self.game.over:
                self.prepared = None
                return  # the board shows this seat's prompt already
            self.prepared = None
            self.advance()

        # One cover, installed and reused: a new screen each time would cost two full repaints.
        name = self.cover_name
        if not app.is_screen_installed(name):
            app.install_screen(CoverScreen("", ""), name)
        cover = app.get_screen(name)
        assert isinstance(cover, CoverScreen)
        cover.set(self.session.names[seat], reason, reveal)
        app.push_screen(name, uncovered)
        board.call_after_refresh(prepare)

    @property
    def cover_name(self) -> str:
        return f"cover-{id(self.board)}"

    def close(self) -> None:
        """The board is gone: the session's log closes, the cover goes."""
        self.session.close()
        app = self.board.app
        if app.is_screen_installed(self.cover_name) and app.get_screen(self.cover_name) not in app.screen_stack:
            app.uninstall_screen(self.cover_name)

    def submit(self, cmd: Command) -> None:
        """Send one of the seat's answers to the engine."""
        if self.thinking or self.game.over or self.covered:
            return
        board = self.board
        board.message = ""
        if self.held is not None:
            self.held = None  # End turn, its only answer: the engine took it already
        else:
            try:
                self.apply(cmd)
            except IllegalCommand as exc:  # the panel offers only legal answers; say so if one slipped through
                board.say(str(exc), severity="error")
        board.attacker = None
        board.selection = None
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
                self.board.message = self.last_battle(self.held, ev.cmd.player)
                return

    def last_battle(self, game: Game, seat: int) -> str:
        """How the last battle of this turn ended, in the words of `seat` ('' when there was none since
        `seat`'s own last decision)."""
        for ev in reversed(game.log):
            if (ev.kind == "set" and ev.attr == "turn") or (ev.kind == "answer" and ev.cmd.player == seat and not ev.auto):
                return ""
            if ev.kind == "note" and ev.what == "damage_step":
                return self.board.look.battle_words(ev, self.board.namer(game.view(seat)))
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
        board = self.board
        board.render_prompt()

        app = board.app

        def think() -> None:
            note = ""
            try:
                decision = player.decision(SeatView(snapshot, seat), options)
            except Exception as exc:  # a computer player's defect must not end the game for the person
                decision, note = Decision(options[0]), f"The computer player failed ({exc}); it took the first option."
            with contextlib.suppress(RuntimeError):  # the app closed while it thought
                app.call_from_thread(self.computer_decided, token, decision, started, note)

        board.run_worker(think, thread=True, group="computer", exclusive=True)

    def computer_decided(self, token: object, decision: Decision, started: float, note: str = "") -> None:
        if token is not self.token or not self.board.is_attached:
            return
        if note:
            self.board.say(note, severity="warning")
        delay = self.pace - (time.monotonic() - started)
        if delay > 0:
            self.board.set_timer(delay, lambda: self.computer_apply(token, decision))
        else:
            self.computer_apply(token, decision)

    def computer_apply(self, token: object, decision: Decision) -> None:
        board = self.board
        if token is not self.token or not board.is_attached:
            return
        self.thinking = False
        cmd, reason = decision
        seat = cmd.player
        told = len(self.game.log)
        try:
            self.apply(cmd)
        except IllegalCommand as exc:
            board.say(f"The computer chose an illegal action: {exc}", severity="error")
            cmd, reason = self.session.options(seat)[0], ""
            self.apply(cmd)
        log = self.game.log
        answer = next((i for i in range(told, len(log)) if log[i].kind == "answer"), None)
        if reason and answer is not None:
            self.session.reasons[answer] = reason  # the log in words tells it after the action
        if self.held is None:
            # In words from what the person watching may see (the played card is public by now), and why.
            view = self.game.view(board.viewer if board.viewer is not None else 1 - seat)
            words = board.look.computer_words(cmd, view, self.session.names)
            board.message = f"{self.session.names[seat]}: {words}" + (f" — {reason}" if reason else "")
        self.advance()

    def show_game_over(self) -> None:
        from .gameover import GameOverScreen

        board = self.board
        seat = board.viewer if board.viewer is not None else 0

        def done(choice: str | None) -> None:
            board.app.after_game(self.session, choice or "menu")  # type: ignore[attr-defined]

        board.app.push_screen(GameOverScreen(self.session, seat), done)

    # ------------------------------------------------------------------ taking back, giving up
    def concede(self, seat: int) -> None:
        if self.game.over:
            return
        self.token = None
        self.thinking = False
        self.held = None
        self.session.apply(Command(seat, "concede"))
        self.advance()

    @property
    def undo_allowed(self) -> bool:
        """Against the computer always; in hot-seat games and puzzles only when the settings allow it."""
        settings = getattr(self.board.app, "settings", None)
        return self.session.mode == "computer" or bool(settings and settings.undo_in_hotseat)

    def undo(self, seat: int) -> str:
        """Take back `seat`'s own last action of this turn (never past a card drawn or revealed): why not, or ''."""
        if not self.undo_allowed:
            return "Undo is off in hot-seat games (Ctrl+P, \"Undo in hot-seat\" turns it on)."
        if self.thinking or self.actor != seat:
            return "Undo waits until it is your decision again."
        problem = self.session.undo(seat)
        if not problem:
            self.held = None
        return problem
