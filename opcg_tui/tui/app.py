"""The Textual app: the menu, starting and resuming games, the size check, the command palette.

`run_app` is what `opcg play` and `opcg puzzle` call.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from ..ai import player_kinds
from ..data.cards import CardDB
from ..data.yamlfile import DataError
from ..engine.rulesets import DEFAULT_GAME, KNOWN, ruleset
from ..games.onepiece import load_cards
from ..games.onepiece.formats import Formats, current
from ..paths import saves_dir
from ..saves import SaveBusy
from .launch import run
from .settings import PACES, load_settings, save_settings
from .sizecheck import TooSmallScreen, too_small

HOTSEAT_NAMES = ("Player 1", "Player 2")
COMPUTER_NAMES = ("You", "Computer")
DEFAULT_DECKS = {"opcg": ("ST-01", "ST-02"), "dbsfw": ("FS01", "FS02")}  # a new game's decks, by game


class OpcgApp(App[None]):
    CSS_PATH = Path(__file__).with_name("app.tcss")
    TITLE = "opcg"
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", show=False, priority=True)]

    def __init__(self, *, start: tuple | None = None, pace: float | None = None,
                 extra_decks: list[Path] | None = None) -> None:
        super().__init__()
        self.start = start
        self.pace_override = pace
        self.extra_decks = extra_decks
        self.settings, self.settings_problem = load_settings()
        self._cards: dict[str, Mapping[str, Any]] = {}
        self.reported: set[Path] = set()  # unreadable logs already named to the player
        self._told_formats: set[str] = set()  # formats files found bad, already named

    # ------------------------------------------------------------------ basics
    def cards(self, game: str) -> Mapping[str, Any]:
        """A game's cards, read once: the one place the app gets them (a new game's decks and its game; a
        resumed game's come from its log's header, gamelog.read_log)."""
        found = self._cards.get(game)
        if found is None:
            found = self._cards[game] = ruleset(game).load_cards()
            for problem in getattr(found, "skipped", ()):  # the user's own card files that could not be read
                self.notify(problem, title="A card file is left out", severity="warning", timeout=30)
        return found

    @property
    def formats(self) -> Formats:
        """ONE PIECE's formats: the `formats` setting's file, or the shipped one (a bad file is named once)."""
        try:
            return current(self.settings.formats)
        except DataError as exc:
            if self.settings.formats not in self._told_formats:
                self._told_formats.add(self.settings.formats)
                self.notify(str(exc), title="The formats file is not read", severity="warning", timeout=30)
            return current()

    def formats_of(self, game: str) -> Formats | None:
        """What the decks of `game` are judged by beyond construction (ONE PIECE's formats; None: nothing)."""
        return self.formats if game == DEFAULT_GAME else None

    @property
    def db(self) -> CardDB:
        """ONE PIECE's cards (with the user's own): puzzles, the deck builder and the saves listing."""
        return self.cards(DEFAULT_GAME)  # type: ignore[return-value]

    @property
    def pace(self) -> float:
        return self.settings.pace_seconds if self.pace_override is None else self.pace_override

    def get_default_screen(self) -> Screen:
        from .menu import MenuScreen

        return MenuScreen()

    def on_mount(self) -> None:
        self.check_size()
        if self.settings_problem:
            self.notify(self.settings_problem, title="The settings file is not read", severity="warning", timeout=30)
        self.cards(DEFAULT_GAME)  # read now: a card file left out is named at once
        start, self.start = self.start, None
        if start is None:
            return
        if start[0] == "puzzle":
            self.start_puzzle(start[1])
        elif start[0] == "resume":
            self.resume(announce_none=True)
        elif start[0] == "new":
            _, mode, deck1, deck2, seed, level = start[:6]
            game = start[6] if len(start) > 6 else DEFAULT_GAME  # ("new", …, level[, game])
            error = self.start_new_game(mode, deck1, deck2, seed, level, None, game)
            if error:
                self.show_message("Cannot start the game", error)

    def on_resize(self, event: events.Resize) -> None:
        self.check_size(event.size)

    def check_size(self, size: Any = None) -> None:
        small = too_small(*(size or self.size))
        on_top = isinstance(self.screen, TooSmallScreen)
        if small and not on_top:
            self.push_screen(TooSmallScreen())
        elif not small and on_top:
            self.pop_screen()

    def push_screen(self, screen: Any, callback: Any = None, wait_for_dismiss: bool = False) -> Any:  # type: ignore[override]
        """Screens pushed while the terminal is too small go under the size message."""
        if isinstance(self.screen, TooSmallScreen) and not isinstance(screen, TooSmallScreen):
            super().pop_screen()
            result = super().push_screen(screen, callback, wait_for_dismiss=wait_for_dismiss)
            super().push_screen(TooSmallScreen())
            return result
        return super().push_screen(screen, callback, wait_for_dismiss=wait_for_dismiss)

    def show_message(self, title: str, message: str) -> None:
        from .dialogs import MessageScreen

        self.push_screen(MessageScreen(title, message))

    # ------------------------------------------------------------------ the menu
    def menu_pick(self, key: str) -> None:
        if key in ("hotseat", "computer"):
            self.choose_game(key)
        elif key == "resume":
            self.resume(announce_none=True, choose=True)
        elif key == "puzzle":
            from .puzzlescreen import PuzzleScreen

            self.push_screen(PuzzleScreen())
        elif key == "decks":
            self.open_decks(DEFAULT_GAME)
        elif key == "help":
            from .helpscreen import menu_help

            self.push_screen(menu_help())
        elif key == "quit":
            self.exit()

    def open_decks(self, game: str) -> None:
        """The Decks screen of `game`: its shipped decks and the user's (g there: the other game's)."""
        from ..deckindex import deck_entries
        from .deckscreen import DecksScreen

        db = self.cards(game)
        self.push_screen(DecksScreen(deck_entries(db, self.extra_decks, game=game, formats=self.formats_of(game)), db,
                                     game))

    def choose_game(self, mode: str) -> None:
        """Which game the new game is of; then its setup (its decks, its computer levels)."""
        from .dialogs import MenuDialog

        def chosen(game: str | None) -> None:
            if game is not None:
                self.open_setup(mode, game=game)

        entries: list[tuple[str, Any]] = [(ruleset(game).title, game) for game in KNOWN]
        self.push_screen(MenuDialog("Which game?", [*entries, ("Cancel", None)]), chosen)

    def open_setup(self, mode: str, deck1: str | None = None, deck2: str | None = None,
                   game: str = DEFAULT_GAME) -> None:
        from ..deckindex import deck_entries
        from .setupscreen import SetupScreen

        decks = deck_entries(self.cards(game), self.extra_decks, game=game, formats=self.formats_of(game))
        default1, default2 = DEFAULT_DECKS[game]
        self.push_screen(SetupScreen(mode, decks, deck1 or default1, deck2 or default2, self.settings.level,
                                     self.settings.pace, game))

    # ------------------------------------------------------------------ starting games
    def start_new_game(self, mode: str, deck1: str, deck2: str, seed: int | None, level: str | None,
                       pace: str | None, game: str = DEFAULT_GAME) -> str | None:
        """Start a game of `game`; returns an error message instead when a deck or level is not usable."""
        from ..engine import new_game
        from .session import Session, new_seed

        db = self.cards(game)
        try:
            decks = (game_deck(game, deck1, db, self.extra_decks), game_deck(game, deck2, db, self.extra_decks))
        except DataError as exc:
            return str(exc)
        levels: dict[int, str] = {}
        if mode == "computer":
            kinds = player_kinds(game)
            level = level or (self.settings.level if self.settings.level in kinds else kinds[0])
            problem = level_problem(game, level)
            if problem:
                return problem
            levels = {1: level}
            self.settings.level = level
            if pace in PACES:
                self.settings.pace = pace
            save_settings(self.settings)
        seed = new_seed() if seed is None else seed
        played = new_game(decks[0], decks[1], seed, db, game=game)
        session = Session(game=played, mode=mode, names=COMPUTER_NAMES if mode == "computer" else HOTSEAT_NAMES,
                          levels=levels, decks=(decks[0].id, decks[1].id), seed=seed)
        try:
            session.start_log()
        except OSError as exc:
            return f"cannot write the game's log in {saves_dir()}: {exc}"
        self.open_board(session)
        return None

    def start_puzzle(self, scenario: Any) -> None:
        """Open a puzzle; when an unfinished game of it is saved, the player may continue that one instead."""
        from ..scenario import start_game
        from .dialogs import ConfirmScreen
        from .session import unfinished_puzzle

        try:
            game = start_game(scenario, self.db)
        except DataError as exc:
            self.show_message("Cannot open the puzzle", str(exc))
            return
        saved = unfinished_puzzle(game, lambda: self.db)
        if saved is not None:
            def answer(go_on: bool | None) -> None:
                if go_on:
                    self.resume_saved(saved)
                else:
                    self.start_puzzle_game(scenario, game)

            self.push_screen(ConfirmScreen(f"You have an unfinished game of this puzzle ({saved.summary()}). "
                                           "Continue it?", "Continue", "Start again"), answer)
            return
        self.start_puzzle_game(scenario, game)

    def start_puzzle_game(self, scenario: Any, game: Any) -> None:
        from .session import Session

        decks = ("puzzle", "puzzle")
        if "new_game" in scenario.state:
            ng = scenario.state["new_game"]
            decks = (str(ng["p1"]), str(ng["p2"]))
        session = Session(game=game, mode="puzzle", names=HOTSEAT_NAMES, decks=decks, seed=scenario.seed,
                          title=scenario.name)
        try:
            session.start_log()
        except OSError as exc:
            self.show_message("Cannot open the puzzle", f"cannot write the game's log in {saves_dir()}: {exc}")
            return
        self.open_board(session)

    def start_puzzle_file(self, path: Path) -> str | None:
        if not path.is_file():
            return f"{path}: no such file"
        try:
            scenario = load_puzzle(path, self.db)
        except DataError as exc:
            return str(exc)
        self.start_puzzle(scenario)
        return None

    def resume(self, announce_none: bool = False, choose: bool = False) -> None:
        """Continue the most recent unfinished game; with `choose` and several of them, a list to pick from.

        Logs that cannot be read at all are named once (and left as they are); a damaged log is
        offered from its last valid line; a game open in another opcg is named, not opened.
        """
        from .menu import MENU_REPLAYS
        from .session import next_to_resume, unfinished_games

        # The saves not read yet are older than the game named: the menu's worker reads them out of the way.
        found = unfinished_games(lambda: self.db, MENU_REPLAYS)
        first = next_to_resume(found)
        if first is not None and first.pending:  # which game is the most recent is not known yet
            found = unfinished_games(lambda: self.db)
        broken = [s for s in found if not s.readable and not s.pending and s.path not in self.reported]
        self.reported.update(s.path for s in broken)
        games = [s for s in found if s.resumable and (choose or not s.busy)]

        def go(_: Any = None) -> None:
            if not games and announce_none and not broken:
                busy = [s for s in found if s.busy]
                self.show_message("Nothing to resume", str(SaveBusy(busy[0].path)) if busy
                                  else f"There is no unfinished game to resume.\n\n(The saves folder: {saves_dir()})")
            elif choose and len(games) > 1:
                from .dialogs import MenuDialog

                entries: list[tuple[str, Any]] = [(s.summary(), s) for s in games]
                entries.append(("Cancel", None))
                self.push_screen(MenuDialog("Resume which game? (most recent first)", entries), self.resume_saved)
            elif games:
                self.resume_saved(games[0])

        if broken:  # named first; the game (or the list) comes once the message is read
            from .dialogs import MessageScreen

            lines = "\n".join(s.error for s in broken)
            self.push_screen(MessageScreen("Cannot resume", f"{lines}\n\nThe file is left as it is; Resume skips it."),
                             go)
        else:
            go()

    def resume_saved(self, saved: Any) -> None:
        """Open a saved game; a damaged one only when the player agrees to go on from its last valid line."""
        if saved is None:
            return
        if not saved.problem:
            self.open_saved(saved)
            return
        from .dialogs import ConfirmScreen

        question = (f"The game log {saved.path} is damaged at line {saved.line}: {saved.problem}.\n\n"
                    f"Resume from the last valid line (after {saved.valid_lines} decisions)? "
                    "What follows it is cut off the file.")

        def answer(yes: bool | None) -> None:
            if yes:
                self.open_saved(saved)

        self.push_screen(ConfirmScreen(question, "Resume", "Leave it"), answer)

    def open_saved(self, saved: Any) -> None:
        from ..gamelog import LogError
        from .session import resume_session

        try:
            session = resume_session(saved, self.db)
        except SaveBusy as exc:
            self.show_message("Cannot resume the game", str(exc))
            return
        except LogError as exc:  # it names the file and the line
            self.show_message("Cannot resume the game", str(exc))
            return
        except (OSError, ValueError) as exc:
            self.show_message("Cannot resume the game", f"{saved.path}: {getattr(exc, 'strerror', None) or exc}")
            return
        self.open_board(session)

    def open_board(self, session: Any) -> None:
        """The game's own board for the session (ONE PIECE's, or Fusion World's with its cards)."""
        session.on_save_problem = self.cannot_save
        self.back_to_menu()
        if session.game.rules.name == "dbsfw":
            from .fw_board import FusionBoard

            self.push_screen(FusionBoard(session, session.game.db, self.pace))
        else:
            from .op_board import OnePieceBoard

            self.push_screen(OnePieceBoard(session, self.db, self.pace))

    def cannot_save(self, problem: str) -> None:
        """Writing the game's log failed (a full disk): the player plays on unsaved, or quits."""
        self.notify(f"{problem}\nThe game can no longer be saved: what was saved so far stays in the file. "
                    "Play on (nothing more is saved), or quit with ctrl+q.",
                    title="The game is not being saved", severity="error", timeout=30)

    def back_to_menu(self) -> None:
        """Close every screen over the menu; once a game's board is gone (its log closed), the menu names
        that game to resume."""
        from .menu import MenuScreen

        popped = []
        while len(self.screen_stack) > 1 and not isinstance(self.screen, MenuScreen):
            popped.append(self.pop_screen())
        self.check_size()
        menu = self.screen

        async def refill() -> None:
            await asyncio.gather(*popped)
            if self.screen is menu:
                menu.fill()

        if popped and isinstance(menu, MenuScreen):
            self.call_later(refill)

    def after_game(self, session: Any, choice: str) -> None:
        if choice == "rematch":
            level = session.levels.get(1)
            if session.mode == "puzzle":
                self.back_to_menu()
                return
            error = self.start_new_game(session.mode, session.decks[0], session.decks[1], None, level, None,
                                        session.game.rules.name)
            if error:
                self.back_to_menu()
                self.show_message("Cannot start the rematch", error)
        elif choice == "quit":
            self.exit()
        else:
            self.back_to_menu()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        from .cover import CoverScreen

        if action == "command_palette" and isinstance(self.screen, (CoverScreen, TooSmallScreen)):
            return False  # the cover hides everything, the palette's list of actions too
        return super().check_action(action, parameters)

    # ------------------------------------------------------------------ command palette
    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        palette = getattr(screen, "palette_commands", None)
        if palette is not None:
            yield from palette()
        board = next((s for s in self.screen_stack if hasattr(s, "palette_commands")), None)
        vs_computer = board is None or board.session.levels  # type: ignore[attr-defined]
        for name in PACES if vs_computer else ():
            if name != self.settings.pace:
                yield SystemCommand(f"Computer pace: {name}", f"{PACES[name]:g} s between the computer's actions",
                                    lambda name=name: self.set_pace(name))
        on = self.settings.undo_in_hotseat
        yield SystemCommand(f"Undo in hot-seat: turn {'off' if on else 'on'}",
                            "Let hot-seat players take back their own last action (a setting)", self.toggle_hotseat_undo)
        yield SystemCommand("Help", "How to play, and every key", lambda: self.menu_pick("help"))
        yield SystemCommand("Main menu", "Leave to the main menu (a game in progress is saved)", self.back_to_menu)
        yield SystemCommand("Quit", "Quit opcg (a game in progress is saved)", self.exit)

    def set_pace(self, name: str) -> None:
        self.settings.pace = name
        save_settings(self.settings)
        from .board import BoardScreen

        for screen in self.screen_stack:
            if isinstance(screen, BoardScreen) and self.pace_override is None:
                screen.pace = self.settings.pace_seconds
        self.notify(f"Computer pace: {name}")


    def toggle_hotseat_undo(self) -> None:
        self.settings.undo_in_hotseat = not self.settings.undo_in_hotseat
        save_settings(self.settings)
        for screen in self.screen_stack:
            screen.refresh_bindings()  # the board's u shows only while it acts
        self.notify(f"Undo in hot-seat games: {'on' if self.settings.undo_in_hotseat else 'off'}")


def load_puzzle(path: Path, db: CardDB) -> Any:
    """A scenario file as a puzzle: ONE PIECE's only so far (DataError names another game's, or what is wrong)."""
    from ..scenario import load_scenario, scenario_game

    game = scenario_game(path)
    if game != DEFAULT_GAME:
        raise DataError(path, None, f"a {ruleset(game).title} scenario: puzzles are ONE PIECE CARD GAME scenarios "
                                    f"only so far (`opcg scenario run {path}` plays it through)")
    return load_scenario(path, db)


def game_deck(game: str, ref: str, db: Mapping[str, Any], extra_dirs: list[Path] | None) -> Any:
    """A legal deck of `game` by id or file (DataError naming what is wrong). A deck of another game
    says so, and which --game plays it."""
    try:
        return ruleset(game).load_deck(ref, db, extra_dirs)
    except DataError:
        other = next((g for g in KNOWN if g != game and is_deck_of(g, ref, extra_dirs)), None)
        if other is None:
            raise
        raise DataError(ref, None, f"a deck of {ruleset(other).title}, not of {ruleset(game).title} "
                                   f"(--game {other} plays it)") from None


def is_deck_of(game: str, ref: str, extra_dirs: list[Path] | None) -> bool:
    try:
        ruleset(game).load_deck(ref, ruleset(game).load_cards(), extra_dirs)
    except DataError:
        return False
    return True


def level_problem(game: str, level: str) -> str:
    """Why `level` is not a computer level of `game` ('' when it is)."""
    kinds = player_kinds(game)
    if level in kinds:
        return ""
    return f"unknown computer level '{level}' for {ruleset(game).title} (known: {', '.join(kinds)})"


def run_app(*, hotseat: bool = False, vs: str | None = None, deck: str | None = None,
            opponent_deck: str | None = None, seed: int | None = None, resume: bool = False,
            extra_decks: list[Path] | None = None, puzzle: Any = None, game: str = DEFAULT_GAME) -> None:
    """Open the game: the menu, or straight into a game (flags), a resumed game or a puzzle.

    An unknown game, bad decks or an unknown computer level raise DataError before the screen opens.
    """
    load_cards()  # a bad card file is named here, before the screen opens
    start: tuple | None = None
    if game not in KNOWN:
        raise DataError("--game", None, f"unknown game '{game}' (known: {', '.join(KNOWN)})")
    if puzzle is not None:
        start = ("puzzle", puzzle)
    elif resume:
        start = ("resume",)
    elif hotseat or vs is not None:
        if hotseat and vs is not None:
            raise DataError("--hotseat/--vs", None, "choose one: --hotseat (two people) or --vs LEVEL (the computer)")
        if vs is not None and level_problem(game, vs):
            raise DataError("--vs", None, level_problem(game, vs))
        deck, opponent_deck = deck or DEFAULT_DECKS[game][0], opponent_deck or DEFAULT_DECKS[game][1]
        db = ruleset(game).load_cards()
        game_deck(game, deck, db, extra_decks)
        game_deck(game, opponent_deck, db, extra_decks)
        start = ("new", "computer" if vs is not None else "hotseat", deck, opponent_deck, seed, vs, game)
    run(OpcgApp(start=start, extra_decks=extra_decks))
