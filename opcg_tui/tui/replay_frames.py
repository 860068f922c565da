"""A replay's steps: the positions of a game, one per decision, as each seat saw them, and each step in the
words of the game's log — read from a game log (.jsonl, replayed from its header and decisions) or from a
redacted export (.json, the views one seat saw), checked as it is read (tui/replay.py shows them)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from ..data.cards import CardDB
from ..data.inputs import MAX_LOG_BYTES, DataError, parse_json, read_text
from ..data.shortname import view_cards
from ..engine import Command, Game, game_from_header
from ..engine.rulesets import DEFAULT_GAME, header_game
from ..engine.view import visible_event
from ..gamelog import EXPORT_VERSION, LogError, read_log
from .fw_board import FusionBoard
from .op_board import OnePieceBoard

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


def _whole_names(view: Any) -> None:
    """An export written before views gave cards a short name: each card goes by its whole name, as it did then."""
    for card in view_cards(view):
        if "short" not in card and isinstance(card.get("name"), str):
            card["short"] = card["name"]


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
            _whole_names(view)
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
