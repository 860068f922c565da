"""The engine's one door: `Game` — legal(), apply(), view(), clone(), the log, replay and saves."""

from __future__ import annotations

import json

from ..data.cards import Card, CardDB
from . import effects, rules  # noqa: F401 - registers their frames
from .frames import run_frame
from .state import P1, P2, PLAYER_NAMES, Command, Event, Prompt, State, apply_event

UNKNOWN = Card(number="?", name="(hidden card)", category="character", colors=(), cost=0, power=0)

SAVE_VERSION = 1
# 11-1-1-1: a loop neither player can stop ends the game in a draw. Frames run without any
# decision, or decisions taken within one turn, beyond these bounds can only be such a loop.
MAX_STEPS_WITHOUT_DECISION = 20_000
MAX_DECISIONS_PER_TURN = 2_000


class IllegalCommand(Exception):
    """apply() refused a command; the game is unchanged."""


class Game:
    __slots__ = ("s", "db", "header", "log", "record", "_legal", "_card")

    def __init__(self, state: State, db: CardDB, header: dict, record: bool = True) -> None:
        self.s = state
        self.db = db
        self.header = header
        self.log: list[Event] = []
        self.record = record
        self._legal: list[Command] | None = None
        self._card: tuple[Card, ...] = tuple(db[n] for n in state.cards)

    # ------------------------------------------------------------------ API
    @property
    def waiting(self) -> Prompt | None:
        return self.s.prompt

    @property
    def winner(self) -> int | None:
        return self.s.winner

    @property
    def over(self) -> bool:
        return self.s.winner is not None

    def card(self, uid: int) -> Card:
        return self._card[uid]

    def legal(self) -> list[Command]:
        """Every legal command now: the prompt's answers, and either player may concede (1-2-3)."""
        if self._legal is None:
            p = self.s.prompt
            if p is None or self.s.winner is not None:
                self._legal = []
            else:
                self._legal = [*p.options, Command(P1, "concede"), Command(P2, "concede")]
        return self._legal

    def apply(self, cmd: Command) -> list[Event]:
        """Apply one decision. An illegal one raises IllegalCommand and changes nothing."""
        start = len(self.log)
        reason = self.why_illegal(cmd)
        if reason:
            raise IllegalCommand(reason)
        if cmd.kind == "concede":
            # 1-2-3, 1-2-4: the conceding player loses at once; no card affects it.
            self.emit(("answer", cmd, False))
            self.emit(("note", "concede", cmd.player))
            self._end(1 - cmd.player, "concession")
            return self.log[start:]
        self._answer(cmd, auto=False)
        self._run()
        return self.log[start:]

    def why_illegal(self, cmd: Command) -> str:
        """Why a command is not legal now ('' when it is)."""
        if self.s.winner is not None:
            return "the game is over"
        p = self.s.prompt
        if p is None:
            return "the engine is not waiting for a decision"
        if cmd.kind == "concede" and cmd.player in (P1, P2) and not cmd.args:
            return ""
        if cmd.player != p.player:
            return f"the engine is waiting for {PLAYER_NAMES[p.player]} ({p.kind}), not {PLAYER_NAMES[cmd.player]}"
        if cmd not in p.options:
            return f"'{cmd.kind}' with those choices is not a legal answer to {PLAYER_NAMES[p.player]} {p.kind}"
        return ""

    def clone(self, record: bool | None = None) -> Game:
        g = Game.__new__(Game)
        g.s = self.s.copy()
        g.db = self.db
        g.header = self.header
        g.record = self.record if record is None else record
        g.log = self.log[:] if g.record else []
        g._legal = self._legal
        g._card = self._card
        return g

    def hidden_from(self, seat: int) -> list[int]:
        """Cards `seat` may not see: the opponent's hand, both decks, face-down Life (3-1-5)."""
        s = self.s
        looked = set(s.looking.get(seat, ()))
        hidden = []
        for p, ps in enumerate(s.players):
            hidden += [u for u in ps.deck if u not in looked]
            hidden += [u for u in ps.life if u not in s.faceup and u not in looked]
            if p != seat:
                hidden += ps.hand
        return hidden

    def redacted(self, seat: int) -> Game:
        """This position as `seat` knows it: every hidden card is the unknown card '?'.

        The computer players search from here after filling the unknown cards with a sample
        (`with_cards`); they never hold the real game.
        """
        cards = list(self.s.cards)
        for uid in self.hidden_from(seat):
            cards[uid] = UNKNOWN.number
        known = self.with_cards({}, base=tuple(cards))
        known.s.rng = 0  # the generator's state would tell future shuffles: unknown too
        return known

    def with_cards(self, assign: dict[int, str], base: tuple[str, ...] | None = None) -> Game:
        """A copy (without log) whose cards `assign` maps are the given card numbers."""
        g = self.clone(record=False)
        cards = list(base if base is not None else g.s.cards)
        for uid, number in assign.items():
            cards[uid] = number
        g.s.cards = tuple(cards)
        g._card = tuple(UNKNOWN if n == UNKNOWN.number else self.db[n] for n in cards)
        return g

    def decklist(self, player: int) -> list[str]:
        """The card numbers of a player's deck (open decklist): every card they own but the Leader."""
        s = self.s
        leader = s.players[player].leader
        return sorted(s.cards[u] for u in range(len(s.cards)) if s.owner[u] == player and u != leader)

    def view(self, player: int) -> dict:
        from .view import make_view

        return make_view(self, player)

    # ------------------------------------------------------------------ saves and replay
    def commands(self) -> list[Command]:
        """The decisions players took (forced answers excluded): with the header, a whole game."""
        return [ev[1] for ev in self.log if ev[0] == "answer" and not ev[2]]

    def save(self) -> str:
        data = {
            "version": SAVE_VERSION,
            "header": self.header,
            "commands": [[c.player, c.kind, encode_args(c.args)] for c in self.commands()],
        }
        return json.dumps(data)

    @classmethod
    def load(cls, text: str, db: CardDB) -> Game:
        from .setup import game_from_header

        data = json.loads(text)
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"unknown save version {data.get('version')!r}")
        game = game_from_header(data["header"], db)
        for player, kind, args in data["commands"]:
            game.apply(Command(player, kind, decode_args(args)))
        return game

    @classmethod
    def replay(cls, header: dict, events: list[Event], db: CardDB) -> Game:
        """Rebuild a game by folding its events over the initial state (no rules code runs)."""
        from .setup import initial_state

        state = initial_state(header, db)
        for ev in events:
            apply_event(state, ev)
        game = cls(state, db, header)
        game.log = list(events)
        return game

    # ------------------------------------------------------------------ machinery
    def emit(self, ev: Event) -> None:
        """Record an event and fold it into the state. Every change goes through here."""
        apply_event(self.s, ev)
        if self.record:
            self.log.append(ev)
        if ev[0] == "move" and ev[2] == "deck" and self.s.winner is None:
            self._rule_processing()

    def _rule_processing(self) -> None:
        # CR 9-2-1-2 / 1-2-2-2: a player with 0 cards in deck loses at once; both at once: draw.
        empty = [p for p in (P1, P2) if not self.s.players[p].deck]
        if len(empty) == 2:
            self._end(2, "both decks empty")
        elif empty:
            self._end(1 - empty[0], "deck out")

    def lose(self, losers: list[int], reason: str) -> None:
        """9-2-1: every player meeting a defeat condition loses; both losing is a draw."""
        if self.s.winner is None:
            self._end(2 if len(losers) == 2 else 1 - losers[0], reason)

    def _end(self, winner: int, reason: str) -> None:
        self._legal = None
        self.emit(("set", "reason", reason))
        self.emit(("set", "winner", winner))
        self.emit(("prompt", None))

    def push(self, *frames: tuple) -> None:
        """Push frames so that the first given runs first."""
        for fr in reversed(frames):
            self.emit(("push", fr))

    def ask(
        self,
        player: int,
        kind: str,
        options: list[Command] | tuple[Command, ...],
        resume: tuple,
        text: str = "",
        cards: tuple[int, ...] = (),
    ) -> None:
        if not options:
            raise AssertionError(f"prompt {kind} for {PLAYER_NAMES[player]} has no answer")
        self.emit(("prompt", Prompt(player, kind, tuple(options), resume, text, cards)))

    def _answer(self, cmd: Command, auto: bool) -> None:
        prompt = self.s.prompt
        assert prompt is not None
        self._legal = None
        self.emit(("answer", cmd, auto))
        run_frame(self, prompt.resume, cmd)

    def _run(self) -> None:
        s = self.s
        steps = 0
        while s.winner is None:
            prompt = s.prompt
            if prompt is not None:
                if len(prompt.options) != 1:
                    break
                # Forced answers are taken by the engine (spec: a decision with one legal answer).
                self._answer(prompt.options[0], auto=True)
                continue
            if s.counter > MAX_DECISIONS_PER_TURN:
                self._end(2, "infinite loop (11-1-1-1)")
                break
            steps += 1
            if steps > MAX_STEPS_WITHOUT_DECISION:
                self._end(2, "infinite loop (11-1-1-1)")
                break
            fr = s.stack[-1]
            self.emit(("pop",))
            run_frame(self, fr)
        self._legal = None

    def start(self) -> Game:
        """Run until the first decision (used once, after the initial state is built)."""
        if self.s.winner is None:
            self._rule_processing()
        self._run()
        return self


def encode_args(args: tuple) -> list:
    return [list(a) if isinstance(a, tuple) else a for a in args]


def decode_args(args: list) -> tuple:
    return tuple(tuple(a) if isinstance(a, list) else a for a in args)


__all__ = ["Command", "Game", "IllegalCommand", "Prompt", "encode_args", "decode_args"]

