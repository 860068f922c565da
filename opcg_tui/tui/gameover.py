"""Game over: who won and how, the turns, a short summary; rematch, save the replay, or back to the menu."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from ..engine.view import visible_log
from .session import Session
from .words import plural


def game_stats(session: Session, seat: int) -> list[dict]:
    """Per player: cards played, attacks, damage dealt, Characters K.O.'d (from the events `seat` saw).

    Damage is what a won battle against a Leader takes from its Life (to the hand, to the trash by [Banish],
    revealed for its [Trigger]), up to the first effect that resolves; a Life card trashed by an effect is
    not damage.
    """
    game = session.game
    stats = [{"played": 0, "attacks": 0, "hits": 0, "kos": 0} for _ in (0, 1)]
    dealing: int | None = None  # the player whose Leader is taking battle damage now
    for ev in visible_log(game, seat):
        if ev.kind == "answer" and ev.cmd.kind == "play" and not ev.auto:
            stats[ev.cmd.player]["played"] += 1
        elif ev.kind == "note" and ev.what == "damage_step":
            # ONE PIECE's note names the target, Fusion World's the guard card
            target, power = (ev.target, ev.target_power) if hasattr(ev, "target") else (ev.guard, ev.guard_power)
            won = ev.attacker_power >= power and game.card(target).category == "leader"
            dealing = game.s.owner[target] if won else None
        elif ev.kind == "note" and ev.what == "attack":
            dealing = None
            stats[game.s.owner[ev.attacker]]["attacks"] += 1
        elif ev.kind == "note" and ev.what == "effect" or ev.kind == "set" and ev.attr == "phase":
            dealing = None
        elif ev.kind == "note" and ev.what == "ko":
            stats[1 - game.s.owner[ev.uid]]["kos"] += 1
        elif ev.kind == "move" and ev.src == "life" and dealing is not None:
            owner = ev.owner if ev.uid is None else game.s.owner[ev.uid]
            if owner == dealing:
                stats[1 - owner]["hits"] += 1
    return stats


class GameOverScreen(Screen[str]):
    """Dismisses with "rematch", "menu" or "quit"."""

    AUTO_FOCUS = "#rematch"
    BINDINGS = [
        Binding("r", "choose('rematch')", "Rematch"),
        Binding("s", "save_replay", "Save replay"),
        Binding("m,escape", "choose('menu')", "Menu"),
        Binding("q", "choose('quit')", "Quit"),
    ]

    def __init__(self, session: Session, seat: int) -> None:
        super().__init__()
        self.session, self.seat = session, seat

    def compose(self) -> ComposeResult:
        s = self.session
        headline, how = s.result_text()
        view = s.game.view(self.seat)
        table = Table(box=None, padding=(0, 2), header_style="bold")
        table.add_column("")
        for p in view["players"]:
            table.add_column(f"{s.names[view['players'].index(p)]}", justify="right")
        stats = game_stats(s, self.seat)
        rows = [
            ("Leader", *(p["leader"]["name"] for p in view["players"])),
            ("Life left", *(str(p["life_count"]) for p in view["players"])),
            ("Cards left in deck", *(str(p["deck_count"]) for p in view["players"])),
            ("Cards played", *(str(x["played"]) for x in stats)),
            ("Attacks", *(str(x["attacks"]) for x in stats)),
            ("Damage dealt", *(str(x["hits"]) for x in stats)),
            ("Battle Cards KO'd" if view.get("game") == "dbsfw" else "Characters K.O.'d", *(str(x["kos"]) for x in stats)),
        ]
        for row in rows:
            table.add_row(*row)
        with Middle(), Center(), Vertical(id="gameover-box"):
            yield Static(Text(headline, style="bold"), id="gameover-title")
            yield Static(Text(how), classes="gameover-line")
            yield Static(Text(f"{plural(s.game.s.turn, 'turn')} · {s.decks[0]} vs {s.decks[1]} · seed {s.seed}", style="dim"),
                         classes="gameover-line")
            yield Static(table, id="gameover-table")
            with Horizontal(id="gameover-buttons"):
                yield Button("Rematch (r)", id="rematch", variant="primary")
                yield Button("Save replay (s)", id="replay")
                yield Button("Menu (m)", id="to-menu")
                yield Button("Quit (q)", id="quit")
            yield Static("", id="gameover-note")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "replay":
            self.action_save_replay()
        else:
            self.dismiss({"to-menu": "menu"}.get(event.button.id or "", event.button.id or "menu"))

    def action_choose(self, what: str) -> None:
        self.dismiss(what)

    def action_save_replay(self) -> None:
        note = self.query_one("#gameover-note", Static)
        try:
            path = self.session.save_replay()
        except OSError as exc:
            note.update(Text(f"Could not save the replay: {exc}", style="red"))
            return
        note.update(Text(f"Replay saved to {path}\nWatch it with: opcg replay {path}", style="green"))
