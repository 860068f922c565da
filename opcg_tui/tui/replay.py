"""`opcg replay FILE`: watch a game again, step by step, as one seat saw it (or both, once it is over).

Reads a game log (.jsonl, replayed from its header and decisions) or a redacted export (.json,
the views one seat saw). Keys: →/l next, ←/h back, t jump to a turn, space play/pause,
+/- speed, s switch seat, q quit.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Input, Static

from ..data.cards import CardDB
from ..engine import Game, game_from_header
from ..gamelog import LogError, read_log

SPEEDS = (2.0, 1.0, 0.5, 0.25, 0.1)


class Frames:
    """The positions of a replay: one per decision. A log gives games; an export gives views."""

    def __init__(self, games: list[Game] | None = None, views: list[dict] | None = None, seat: int = 0) -> None:
        self.games = games
        self.views = views
        self.export_seat = seat

    def __len__(self) -> int:
        return len(self.games) if self.games is not None else len(self.views or [])

    def view(self, i: int, seat: int) -> dict:
        if self.games is not None:
            return self.games[i].view(seat)
        assert self.views is not None
        return self.views[i]

    def over(self) -> bool:
        if self.games is not None:
            return self.games[-1].over
        return bool(self.views and self.views[-1].get("winner") is not None)

    def both_hands(self, i: int) -> list[list[dict]] | None:
        """Both players' hands, only for a finished game's log (nothing is secret any more)."""
        if self.games is None or not self.over():
            return None
        return [self.games[i].view(p)["players"][p]["hand"] for p in (0, 1)]


def load_frames(path: Path, db: CardDB) -> Frames:
    if path.suffix == ".json":
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            views = [step["view"] for step in data["steps"]]
            return Frames(views=views, seat=int(data["seat"]))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise LogError(path, None, f"not an opcg export ({exc})") from None
    loaded = read_log(path, db)
    game = game_from_header(loaded.game.header, db)
    games = [game.clone(record=False)]
    for cmd in loaded.game.commands():
        game.apply(cmd)
        games.append(game.clone(record=False))
    return Frames(games=games)


def card_line(card: dict | None) -> str:
    if card is None:
        return "—"
    bits = [card["name"]]
    if card.get("power") is not None:
        bits.append(str(card["power"]))
    if card.get("don"):
        bits.append(f"+{card['don']} DON!!")
    if card.get("rested"):
        bits.append("(rested)")
    return " ".join(bits)


def render_side(p: dict, hand: list[dict] | None) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_row("Leader", card_line(p["leader"]))
    table.add_row("Characters", ", ".join(card_line(c) for c in p["characters"]) or "—")
    table.add_row("Stage", card_line(p["stage"]))
    table.add_row("DON!!", f"{p['don_active']} active, {p['don_rested']} rested, {p['don_given']} given, "
                           f"{p['don_deck']} in DON!! deck")
    table.add_row("Life / deck / trash", f"{p['life_count']} / {p['deck_count']} / {len(p['trash'])}")
    shown = hand if hand is not None else p["hand"]
    table.add_row("Hand", ", ".join(c["name"] for c in shown) if shown is not None else f"{p['hand_count']} cards")
    return table


def render_frame(view: dict, step: int, total: int, seat: int, hands: list | None) -> Group:
    me, opp = view["me"], 1 - view["me"]
    players = view["players"]
    status = Text(f"Turn {view['turn']} · {view['phase']} · step {step}/{total - 1} · viewing as "
                  f"{'both players' if hands else players[seat]['name']}")
    if view.get("winner") is not None:
        who = "draw" if view["winner"] == 2 else f"{players[view['winner']]['name']} wins"
        status.append(f" · game over: {who} ({view.get('reason', '')})", style="bold")
    prompt = view.get("prompt")
    waiting = Text(f"Waiting for {players[prompt['player']]['name']}: {prompt['text']}") if prompt else Text("")
    return Group(
        status,
        Panel(render_side(players[opp], hands[opp] if hands else None), title=players[opp]["name"]),
        Panel(render_side(players[me], hands[me] if hands else None), title=f"{players[me]['name']} (viewer)"),
        waiting,
    )


class ReplayApp(App[None]):
    TITLE = "opcg replay"
    BINDINGS = [
        Binding("right,l", "step(1)", "next"),
        Binding("left,h", "step(-1)", "back"),
        Binding("space", "play", "play/pause"),
        Binding("plus,equals_sign", "speed(1)", "faster"),
        Binding("minus", "speed(-1)", "slower"),
        Binding("s", "seat", "switch seat"),
        Binding("t", "turn", "jump to turn"),
        Binding("q,escape", "quit", "quit"),
    ]
    CSS = "Input { dock: bottom; display: none; } Input.shown { display: block; }"

    def __init__(self, frames: Frames) -> None:
        super().__init__()
        self.frames = frames
        self.step = 0
        self.seat = frames.export_seat
        self.both = False
        self.speed = 1
        self.timer: Any = None

    def compose(self) -> ComposeResult:
        yield Static(id="frame")
        yield Input(placeholder="turn number, then Enter", id="turn", disabled=True)
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    def show(self) -> None:
        view = self.frames.view(self.step, self.seat)
        hands = self.frames.both_hands(self.step) if self.both else None
        self.query_one("#frame", Static).update(render_frame(view, self.step, len(self.frames), self.seat, hands))

    def action_step(self, delta: int) -> None:
        self.step = max(0, min(len(self.frames) - 1, self.step + delta))
        self.show()

    def action_play(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
            return
        self.timer = self.set_interval(SPEEDS[self.speed], lambda: self.action_step(1))

    def action_speed(self, delta: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + delta))
        if self.timer is not None:
            self.action_play()
            self.action_play()

    def action_seat(self) -> None:
        if self.frames.games is None:
            self.notify("An export holds one seat's view only.")
            return
        if self.frames.over() and not self.both and self.seat == 1:
            self.both = True  # p1 → p2 → both (only once the game is over) → p1
        else:
            self.both = False
            self.seat = 1 - self.seat if not self.both else 0
        self.show()

    def action_turn(self) -> None:
        box = self.query_one("#turn", Input)
        box.disabled = False
        box.add_class("shown")
        box.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.input.remove_class("shown")
        event.input.value = ""
        event.input.disabled = True
        self.set_focus(None)
        try:
            turn = int(event.value)
        except ValueError:
            return
        for i in range(len(self.frames)):
            if self.frames.view(i, self.seat)["turn"] >= turn:
                self.step = i
                break
        self.show()


def run_replay(path: Path, db: CardDB) -> None:
    ReplayApp(load_frames(path, db)).run()
