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

from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Input, Static

from ..data.cards import CardDB
from ..data.inputs import MAX_LOG_BYTES, DataError, parse_json, read_text
from ..engine import Command, Game, game_from_header
from ..engine.rulesets import DEFAULT_GAME, header_game
from ..engine.view import visible_event
from ..gamelog import EXPORT_VERSION, LogError, read_log
from .board import BoardScreen
from .board_areas import HandRow, SideInfo, update_static
from .cardview import CardSlot
from .fw_board import FusionBoard
from .inspector import Inspector
from .keybar import KeyBar
from .launch import run
from .op_board import OnePieceBoard
from .panes import TextPane
from .viewer import CardsViewer

SPEEDS = (2.0, 1.0, 0.5, 0.25, 0.1)  # seconds per step
DEFAULT_NAMES = ("Player 1", "Player 2")


LOOKS = {DEFAULT_GAME: OnePieceBoard.look, "dbsfw": FusionBoard.look}  # each game's board's pieces


def player_names(header: dict) -> tuple[str, str]:
    """The names the game was played with (kept in the log's header by the app), else Player 1 / 2."""
    players = header.get("players")
    names = players.get("names") if isinstance(players, dict) else None
    if isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) and n.strip() for n in names):
        return names[0], names[1]
    return DEFAULT_NAMES


class Frames:
    """The positions of a replay, one per step (step 0: before the first decision), and each step in words.

    A log gives the games themselves (any seat's view, both hands once it is over; `marks`: the
    length of the final game's log after each step); an export gives the views of its one seat,
    its decisions already in words (`told`) and who took them (`deciders`).
    """

    def __init__(self, names: tuple[str, str], *, games: list[Game] | None = None, final: Game | None = None,
                 marks: list[int] | None = None, views: list[dict] | None = None,
                 told: list[list[str]] | None = None, deciders: list[int | None] | None = None,
                 seat: int = 0, game: str = DEFAULT_GAME) -> None:
        self.names = names
        self.look = LOOKS[game]
        self.games, self.final, self.marks = games, final, marks or []
        self.views = views
        self.export_seat = seat
        self._words: dict[int, list[list[str]]] = {seat: told} if told is not None else {}
        if final is not None:
            deciders = [None, *(cmd.player for cmd in final.commands())]
        self.deciders: list[int | None] = deciders or []

    def __len__(self) -> int:
        return len(self.games) if self.games is not None else len(self.views or [])

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats the replay can be watched from."""
        return (0, 1) if self.games is not None else (self.export_seat,)

    def view(self, i: int, seat: int) -> dict:
        if self.games is not None:
            return self.games[i].view(seat)
        assert self.views is not None
        return self.views[i]

    def over(self) -> bool:
        if self.games is not None:
            return self.games[-1].over
        return bool(self.views and self.views[-1].get("winner") is not None)

    @property
    def you(self) -> int | None:
        """The player told as "you": the one named You (a game against the computer), whichever seat is shown."""
        return self.names.index("You") if "You" in self.names else None

    def whom(self, seat: int) -> str:
        """A player inside a sentence: "you" (the person who played the computer) or the name."""
        return "you" if seat == self.you else self.names[seat]

    def whose(self, seat: int) -> str:
        """A player's, at the start of a sentence: "Your" or "Ann's"."""
        return "Your" if seat == self.you else f"{self.names[seat]}'s"

    @property
    def can_open_hands(self) -> bool:
        """Both hands may be shown: a finished game's own log (an export keeps the other hand secret)."""
        return self.games is not None and self.over()

    def hand(self, i: int, seat: int) -> list[dict]:
        """`seat`'s hand at step `i`, as that seat saw it (only for the both-hands mode)."""
        assert self.can_open_hands and self.games is not None
        return self.games[i].view(seat)["players"][seat]["hand"]

    def words(self, seat: int) -> list[list[str]]:
        """For each step, the game log's sentences about it, from what `seat` could see."""
        if seat not in self._words:
            self._words[seat] = self._narrate(seat)
        return self._words[seat]

    def _narrate(self, seat: int) -> list[list[str]]:
        game = self.final
        assert game is not None
        narrator = self.look.NARRATOR(game, seat, self.names)
        narrator.you = self.you
        out, start = [], 0
        for end in self.marks:
            seen = [v for v in (visible_event(game, ev, seat) for ev in game.log[start:end]) if v is not None]
            out.append(narrator.feed(seen))
            start = end
        return out



def _tuples(value: Any) -> Any:
    """JSON lists back to the tuples of a command's arguments."""
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


# What an export's views hold, per game: every field each game's view.py writes, with its type (`| None`:
# present, and may be null), so that the viewer reads no missing key; and the cards in a player's part.
class ViewFields(NamedTuple):
    view: dict[str, Any]  # beside VIEW_FIELDS
    player: dict[str, Any]
    battle: dict[str, Any]
    card: dict[str, Any]  # beside CARD_FIELDS
    cards: Callable[[dict], list]  # the cards of one player's part of a view whose fields are checked


VIEW_FIELDS = {"me": int, "turn": int, "phase": str, "turn_player": int, "first_player": int, "winner": int | None,
               "reason": str, "players": list, "prompt": dict | None, "battle": dict | None, "looking": list}
PLAYER_FIELDS = {"name": str, "leader": dict, "hand": list | None, "hand_count": int, "deck_count": int,
                 "life_count": int, "decklist": list}
CARD_FIELDS = {"uid": int, "number": str, "name": str, "short": str, "category": str, "colors": list, "cost": int | None,
               "power": int | None, "power_parts": list, "rested": bool, "keywords": list}
VIEWS = {
    DEFAULT_GAME: ViewFields(
        {},
        {"characters": list, "stage": dict | None, "trash": list, "life_faceup": list, "don_active": int,
         "don_rested": int, "don_given": int, "don_deck": int},
        {"attacker": int, "target": int, "blocked": bool, "attacker_power": int, "target_power": int},
        {"counter": int | None, "don": int, "fresh": bool},
        lambda player: [player["leader"], *player["characters"], *([player["stage"]] if player["stage"] else []),
                        *(player["hand"] or []), *player["trash"],
                        *(pair[1] if isinstance(pair, list) and len(pair) == 2 else None
                          for pair in player["life_faceup"])]),
    "dbsfw": ViewFields(
        {"step": str},
        {"side": str, "battle": list, "field": dict | None, "combo": list, "energy": list, "energy_markers": int,
         "drop": list},
        {"attacker": int, "guard": int, "blocked": bool, "attacker_power": int, "guard_power": int},
        {"orbs": list, "combo_power": int | None, "ki": int, "under": list},
        lambda player: [player["leader"], *player["battle"], *player["combo"], *player["energy"],
                        *([player["field"]] if player["field"] else []), *(player["hand"] or []), *player["drop"]]),
}


def _fields(value: Any, fields: dict[str, Any], what: str) -> str:
    """What is wrong with a dict that must have these fields of these types ('' when nothing)."""
    if not isinstance(value, dict):
        return f"{what} is not an object"
    for key, kind in fields.items():
        if key not in value:
            return f"{what}: {key!r} is missing"
        if not isinstance(value[key], kind) or isinstance(value[key], bool) and kind is not bool:
            return f"{what}: {key!r} is not {getattr(kind, '__name__', kind)}"
    return ""


def _card_problem(card: Any, whose: str, fields: ViewFields) -> str:
    problem = _fields(card, {**CARD_FIELDS, **fields.card}, f"a card of {whose}")
    if problem:
        return problem
    if not all(isinstance(x, str) for x in card["colors"] + card["keywords"] + card.get("orbs", [])) \
            or not all(isinstance(x, list) and len(x) == 2 and isinstance(x[1], int) for x in card["power_parts"]):
        return f"{card['name']} of {whose}: its colors, keywords, orbs or power are not a card's"
    return ""


def _view_problem(view: Any, game: str) -> str:
    fields = VIEWS[game]
    problem = _fields(view, {**VIEW_FIELDS, **fields.view}, "the view")
    if problem:
        return problem
    if view.get("game", DEFAULT_GAME) != game:
        return f"the view is of another game ({view.get('game')!r}, the first step's is {game!r})"
    if len(view["players"]) != 2 or view["turn_player"] not in (0, 1) or view.get("winner") not in (None, 0, 1, 2):
        return "the view's players, turn player or winner are not a game's"
    prompt = view.get("prompt")
    if prompt is not None and (not isinstance(prompt, dict) or prompt.get("player") not in (0, 1)
                               or not isinstance(prompt.get("text"), str) or not isinstance(prompt.get("cards", []), list)):
        return "the view's prompt is not a prompt"
    for card in [*view["looking"], *(prompt or {}).get("cards", [])]:
        problem = _card_problem(card, "the cards looked at", fields)
        if problem:
            return problem
    battle = view["battle"]
    if battle is not None:
        problem = _fields(battle, fields.battle, "the battle")
        if problem:
            return problem
    for p, player in enumerate(view["players"]):
        problem = _fields(player, {**PLAYER_FIELDS, **fields.player}, f"player {p + 1}")
        if problem:
            return problem
        for card in fields.cards(player):
            problem = _card_problem(card, f"player {p + 1}", fields)
            if problem:
                return problem
    return ""


def _decisions(events: list, view: dict, game: str) -> list[tuple[int, str]]:
    """An export step's decisions (its "answer" events not forced by the rules): who, and in words as the game
    tells the computer's (an export has no game to narrate from). ValueError if one is not a decision."""
    found = []
    for event in events:
        if not isinstance(event, list) or not event or event[0] != "answer":
            continue
        if len(event) != 3 or _fields(event[1], {"player": int, "kind": str, "args": list}, "a decision") \
                or event[1]["player"] not in (0, 1):
            raise ValueError("a decision is not [\"answer\", {player, kind, args}, auto]")
        if not event[2]:
            cmd = Command(event[1]["player"], event[1]["kind"], _tuples(event[1]["args"]))
            try:
                found.append((cmd.player, LOOKS[game].computer_words(cmd, {**view, "me": None}, DEFAULT_NAMES)))  # nobody is "you"
            except (IndexError, TypeError, ValueError, KeyError, AttributeError):
                raise ValueError(f"the decision {event[1]!r} is not one of the game's") from None
    return found


def read_export(path: Path) -> Frames:
    """A redacted export (`opcg export`): the views its one seat saw, step by step. LogError names what is wrong."""
    try:
        data = parse_json(read_text(path, MAX_LOG_BYTES), path, fractions=False)
    except DataError as exc:
        raise LogError(path, exc.line, f"not an opcg export ({exc.problem})") from None
    if not isinstance(data, dict) or data.get("format") != "opcg-export":
        raise LogError(path, None, "not an opcg export (its \"format\" is not \"opcg-export\")")
    if data.get("version") != EXPORT_VERSION:
        raise LogError(path, None, f"export version {data.get('version')!r}: this program reads version {EXPORT_VERSION}")
    steps = data.get("steps")
    if data.get("seat") not in (0, 1) or not isinstance(steps, list) or not steps:
        raise LogError(path, None, "an export needs \"seat\" (0 or 1) and a list of \"steps\"")
    first = steps[0].get("view") if isinstance(steps[0], dict) else None
    game = first.get("game", DEFAULT_GAME) if isinstance(first, dict) else DEFAULT_GAME  # older exports: ONE PIECE
    if not isinstance(game, str) or game not in VIEWS:
        raise LogError(path, None, f"step 0: the view's game {game!r} is not one this program plays")
    told: list[list[str]] = []
    deciders: list[int | None] = []
    for i, step in enumerate(steps):
        try:
            if not isinstance(step, dict) or not isinstance(step.get("events"), list):
                raise ValueError("a step must be {\"view\": ..., \"events\": [...]}")
            view = step.get("view")
            problem = _view_problem(view, game)
            if problem:
                raise ValueError(problem)
            decisions = _decisions(step["events"], view, game)
        except ValueError as exc:
            raise LogError(path, None, f"step {i}: {exc}") from None
        told.append([f"{DEFAULT_NAMES[player]}: {words}." for player, words in decisions])
        deciders.append(decisions[0][0] if decisions else None)
    return Frames(DEFAULT_NAMES, views=[step["view"] for step in steps], told=told, deciders=deciders,
                  seat=data["seat"], game=game)


def load_frames(path: Path, db: CardDB) -> Frames:
    if path.suffix == ".json":
        return read_export(path)
    loaded = read_log(path, db)
    game = game_from_header(loaded.game.header, loaded.game.db)  # the log's own game's cards
    games, marks = [game.clone(record=False)], [len(game.log)]
    for cmd in loaded.game.commands():
        game.apply(cmd)
        games.append(game.clone(record=False))
        marks.append(len(game.log))
    return Frames(player_names(loaded.header), games=games, final=game, marks=marks, game=header_game(game.header))


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
