"""The engine's one door: `Game` — legal(), apply(), view(), clone(), the log, replay and saves."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from .frames import FrameTable
from .records import (
    P1,
    P2,
    PLAYER_NAMES,
    Answer,
    Command,
    ConcedeNote,
    Event,
    Frame,
    Outcome,
    Pick,
    Pop,
    Prompt,
    PromptSet,
    Push,
    SetValue,
)
from .registry import SELF, flat_actions
from .rulesets import Ruleset, header_game, ruleset
from .state import State, apply_event

SAVE_VERSION = 1
# 11-1-1-1: a loop neither player can stop ends the game in a draw. Frames run without any
# decision, or decisions taken within one turn, beyond these bounds can only be such a loop.
MAX_STEPS_WITHOUT_DECISION = 20_000
MAX_DECISIONS_PER_TURN = 2_000


class IllegalCommand(Exception):
    """apply() refused a command; the game is unchanged."""


class Game:
    __slots__ = ("s", "db", "header", "log", "record", "rules", "cache", "lasting", "layers", "held", "listens",
                 "_legal", "_card", "_frames", "_watch", "_reducers")

    def __init__(self, state: State[Any], db: Mapping[str, Any], header: dict[str, Any], record: bool = True,
                 rules: Ruleset | None = None) -> None:
        self.s = state
        self.db = db
        self.header = header
        self.rules = rules or ruleset(header_game(header))
        self.log: list[Event] = []
        self.record = record
        self.cache: dict[Any, Any] = {}  # values derived from the state, dropped at every event
        self._legal: list[Command] | None = None
        self._card: tuple[Any, ...] = tuple(db[n] for n in state.cards)
        self.lasting, self.layers, self.held, self.listens = _lasting(self._card, self.rules)
        self._frames: FrameTable = self.rules.frames
        self._watch = self.rules.watch
        self._reducers = state.REDUCERS

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

    def card(self, uid: int) -> Any:
        return self._card[uid]

    def legal(self) -> list[Command]:
        """Every legal command now: the prompt's answers, and either player may concede (1-2-3)."""
        if self._legal is None:
            p = self.s.prompt
            if p is None or self.s.winner is not None:
                self._legal = []
            else:
                self._legal = [*p.options, *CONCEDE]
        return self._legal

    def apply(self, cmd: Command) -> list[Event]:
        """Apply one decision. An illegal one raises IllegalCommand and changes nothing."""
        reason = self.why_illegal(cmd)
        if reason:
            raise IllegalCommand(reason)
        if cmd.kind == "concede":
            # 1-2-3, 1-2-4: the conceding player loses at once, where the game stands; no card affects it.
            self._take_back_undeclared_end(cmd.player)
            start = len(self.log)
            self.emit(Answer("answer", cmd, False))
            self.emit(ConcedeNote("note", "concede", cmd.player))
            self._end(1 - cmd.player, "concession")
            return self.log[start:]
        start = len(self.log)
        self._answer(cmd, auto=False)
        self._run()
        return self.log[start:]

    def _take_back_undeclared_end(self, player: int) -> None:
        """The engine ends a Main Phase whose only answer is End by itself (a forced answer), but its end is the
        turn player's declaration (6-5-2-1; FW 7-3-4-4). When `player` concedes after the engine so ended
        their own Main Phase, with no decision taken since, the game still stands in that Main Phase for
        them (a client shows it so): the forced answers from that End on are taken back first. A game that
        keeps no log (a search clone) concedes where it is."""
        for i in range(len(self.log) - 1, -1, -1):
            ev = self.log[i]
            if not isinstance(ev, Answer):
                continue
            if not ev.auto:
                return
            if ev.cmd.kind == "end" and ev.cmd.player == player:
                back = Game.replay(self.header, self.log[:i], self.db)
                self.s, self.log = back.s, back.log
                self.cache.clear()
                return

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
        g.rules = self.rules
        g.record = self.record if record is None else record
        g.log = self.log[:] if g.record else []
        g.cache = {}
        g._legal = self._legal
        g._card = self._card
        g.lasting, g.layers, g.held, g.listens = self.lasting, self.layers, self.held, self.listens
        g._frames = self._frames
        g._watch = self._watch
        g._reducers = self._reducers
        return g

    def hidden_from(self, seat: int) -> list[int]:
        """Cards `seat` may not see: secret areas, the other player's hand, face-down cards (3-1-5)."""
        s = self.s
        looked = set(s.looking.get(seat, ()))
        hidden: list[int] = []
        for p, ps in enumerate(s.players):
            for zone in s.ZONES.values():
                if zone.seen_by == "all" or zone.seen_by == "owner" and p == seat:
                    continue
                cards = ps.zone(zone.name)
                if zone.seen_by == "owner":
                    hidden += cards
                else:
                    hidden += [u for u in cards if u not in looked and u not in s.faceup]
        return hidden

    def redacted(self, seat: int) -> Game:
        """This position as `seat` knows it: every hidden card is the unknown card '?'.

        The computer players search from here after filling the unknown cards with a sample
        (`with_cards`); they never hold the real game.
        """
        cards = list(self.s.cards)
        unknown = self.rules.unknown_card.number
        for uid in self.hidden_from(seat):
            cards[uid] = unknown
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
        unknown = self.rules.unknown_card
        g._card = tuple(unknown if n == unknown.number else self.db[n] for n in cards)
        g.lasting, g.layers, g.held, g.listens = _lasting(g._card, self.rules)
        return g

    def decklist(self, player: int) -> list[str]:
        """The card numbers of a player's deck (open decklist)."""
        return self.rules.decklist(self, player)

    def view(self, player: int) -> dict[str, Any]:
        return self.rules.view(self, player)

    # ------------------------------------------------------------------ saves and replay
    def commands(self) -> list[Command]:
        """The decisions players took (forced answers excluded): with the header, a whole game."""
        return [ev.cmd for ev in self.log if isinstance(ev, Answer) and not ev.auto]

    def save(self) -> str:
        data = {
            "version": SAVE_VERSION,
            "header": self.header,
            "commands": [[c.player, c.kind, encode_args(c.args)] for c in self.commands()],
        }
        return json.dumps(data)

    @classmethod
    def load(cls, text: str, db: Mapping[str, Any]) -> Game:
        from .setup import game_from_header

        data = json.loads(text)
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"unknown save version {data.get('version')!r}")
        game = game_from_header(data["header"], db)
        for player, kind, args in data["commands"]:
            game.apply(Command(player, kind, decode_args(args)))
        return game

    @classmethod
    def replay(cls, header: dict[str, Any], events: list[Event], db: Mapping[str, Any]) -> Game:
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
        kind = ev[0]
        self._reducers[kind](self.s, ev)  # apply_event, inlined: this is the hottest call of all
        if self.record:
            self.log.append(ev)
        if kind not in QUIET:
            if self.cache:
                self.cache.clear()
            react = self._watch.get(kind)
            if react is not None:
                react(self, ev)

    def lose(self, losers: list[int], reason: str) -> None:
        """Every player meeting a defeat condition loses; both losing is a draw (9-2-1)."""
        if self.s.winner is None:
            self._end(2 if len(losers) == 2 else 1 - losers[0], reason)

    def _end(self, winner: int, reason: str) -> None:
        self._legal = None
        self.emit(SetValue("set", "reason", reason))
        self.emit(SetValue("set", "winner", winner))
        self.emit(PromptSet("prompt", None))

    def push(self, *frames: Frame) -> None:
        """Push frames so that the first given runs first. (The emit of a `Push` event, inlined:
        pushing and popping frames is most of what a game does.)"""
        pushed = frames if len(frames) == 1 else frames[::-1]
        self.s.stack.extend(pushed)
        if self.record:
            self.log.append(_new(Push, ("push", pushed)))

    def ask(self, player: int, kind: str, options: list[Command] | tuple[Command, ...], resume: Frame,
            text: str = "", cards: tuple[int, ...] = (), *, purpose: str = "",
            outcomes: tuple[Outcome, ...] = (), pick: Pick | None = None) -> None:
        """Wait for a decision. Every prompt says what it is for (`purpose`, declared in the
        ruleset's registry); `outcomes` says what each option does, for the AI and the UI."""
        if not options:
            raise AssertionError(f"prompt {kind} for {PLAYER_NAMES[player]} has no answer")
        if purpose and purpose not in self.rules.registry.purposes:
            raise AssertionError(f"prompt purpose '{purpose}' is not declared")
        prompt = _new(Prompt, (player, kind, tuple(options), resume, text, cards, purpose, outcomes, pick))
        self.s.prompt = prompt  # the emit of a `PromptSet` event, inlined (a quiet event)
        if self.record:
            self.log.append(_new(PromptSet, ("prompt", prompt)))

    def run_frame(self, fr: Frame, answer: Command | None = None) -> None:
        if answer is None:
            self._frames[fr.name](self, *fr.args)
        else:
            self._frames[fr.name](self, *fr.args, answer)

    def _answer(self, cmd: Command, auto: bool) -> None:
        prompt = self.s.prompt
        assert prompt is not None
        self._legal = None
        s = self.s  # the emit of an `Answer` event, inlined (a quiet event)
        s.prompt = None
        s.counter += 1
        if self.record:
            self.log.append(_new(Answer, ("answer", cmd, auto)))
        resume = prompt.resume
        self._frames[resume.name](self, *resume.args, cmd)

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
            fr = s.stack.pop()  # the emit of a `Pop` event, inlined
            if self.record:
                self.log.append(_POP)
            self._frames[fr.name](self, *fr.args)
        self._legal = None

    def start(self) -> Game:
        """Run until the first decision (used once, after the initial state is built)."""
        if self.s.winner is None:
            self.rules.on_start(self)
        self._run()
        return self


def _lasting(cards: tuple[Any, ...], rules: Ruleset) -> tuple[tuple[int, ...], dict[int, dict[str, bool]],
                                                              frozenset[int], frozenset[str]]:
    """What the cards of this game can do at all, known from the start (the hot paths ask it first):
    the cards whose permanent effects the continuous layer must look at while on the field, the
    layer kinds each of them can write (cards that write none left out), each with whether it can
    write it on other cards than its own (an action's selector target: continuous._reaches), the cards
    whose permanent effects also work from the hand ("give this card in your hand −3 cost"), and the
    game events some auto effect waits for."""
    actions = rules.registry.actions
    timings = rules.registry.timings
    lasting = tuple(uid for uid, card in enumerate(cards) if card.permanents)
    kinds: dict[int, dict[str, bool]] = {}
    for uid in lasting:
        written = kinds[uid] = {}
        for eff in cards[uid].permanents:
            for a in flat_actions(eff.actions):
                layer = actions[a.name].layer
                if layer is not None:
                    written[layer] = written.get(layer, False) or a.get("target", SELF) != SELF
    held = frozenset(uid for uid in lasting if any(a.get("in_hand") for eff in cards[uid].permanents
                                                   for a in eff.actions))
    listens = frozenset(event for card in {id(c): c for c in cards}.values() for eff in card.effects
                        for t in eff.timings if (event := timings[t].event))
    return lasting, {uid: k for uid, k in kinds.items() if k}, held, listens


_POP = Pop("pop")
CONCEDE = (Command(P1, "concede"), Command(P2, "concede"))
_new = tuple.__new__  # builds a record without the Python-level constructor (the hottest spots only)
# Events that change only the control flow or tell something: what the continuous layer and the
# rules read of a position stays as it was, so derived values stay cached. Not "used": a once-per-turn permanent
# effect once used is no longer in force (10-2-13, continuous.spent).
QUIET = frozenset({"push", "pop", "prompt", "answer", "pending", "rng", "note", "reveal", "look", "chosen"})


def encode_args(args: tuple[Any, ...]) -> list[Any]:
    return [list(a) if isinstance(a, tuple) else a for a in args]


def decode_args(args: list[Any]) -> tuple[Any, ...]:
    return tuple(tuple(a) if isinstance(a, list) else a for a in args)


__all__ = ["Command", "Game", "IllegalCommand", "Prompt", "decode_args", "encode_args"]
