"""`opcg` — the command line. Thin: parses, loads, hands over to the engine, the UI or the runners."""

from __future__ import annotations

import datetime
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from .data.yamlfile import DataError

# Help as click writes it: typer's Rich help prints a yes/no option as if it took a value (`--hotseat <bool>`).
PLAIN_HELP: dict[str, Any] = {"rich_markup_mode": None}
app = typer.Typer(add_completion=False, no_args_is_help=False, help="The ONE PIECE CARD GAME and DRAGON BALL SUPER CARD GAME Fusion World in a terminal.\n\n"
                  "Commands of cards and decks take --game opcg (ONE PIECE, the default) or dbsfw (Fusion World); an "
                  "option marked (ONE PIECE only) is refused with dbsfw.",
                  pretty_exceptions_enable=False, **PLAIN_HELP)
scenario_app = typer.Typer(help="Run scenario files (rules and card tests, puzzles).", no_args_is_help=True, **PLAIN_HELP)
deck_app = typer.Typer(help="Validate, import, export and list decks (--game opcg or dbsfw).", no_args_is_help=True, **PLAIN_HELP)
cards_app = typer.Typer(help="Browse the card pool (--game opcg or dbsfw).", no_args_is_help=True, **PLAIN_HELP)
app.add_typer(scenario_app, name="scenario")
app.add_typer(deck_app, name="deck")
app.add_typer(cards_app, name="cards")

err = Console(stderr=True, soft_wrap=True)
out = Console()

DecksOpt = Annotated[list[Path] | None, typer.Option("--decks", metavar="DIR", help="Another folder of deck files.")]


def bad_input(exc: DataError | Exception) -> typer.Exit:
    """Bad input: one clear message, exit status 2, never a traceback."""
    err.print(f"[bold red]error:[/] {exc}", markup=True, highlight=False)
    return typer.Exit(2)


def card_pool(game: str = "opcg") -> Any:
    """A game's cards; a bad file of a card folder named with --cards or OPCG_CARD_DIRS is bad input (the user's
    own folder's bad files are left out and named by `main`)."""
    from .engine.rulesets import ruleset

    try:
        return ruleset(game).load_cards()
    except DataError as exc:
        raise bad_input(exc) from None


def known_game(game: str) -> str:
    """`--game`'s value, when it names a game this program plays (else bad input)."""
    from .engine.rulesets import KNOWN

    if game not in KNOWN:
        raise bad_input(DataError("--game", None, f"unknown game {game!r} (known: {', '.join(KNOWN)})"))
    return game


def one_piece_only(game: str, options: dict[str, Any]) -> None:
    """Options of ONE PIECE's alone, given with another game: bad input, not silently ignored."""
    for option, value in options.items():
        if value and game != "opcg":
            raise bad_input(DataError(option, None, f"ONE PIECE's only, not of --game {game}"))


def write_output(path: Path, text: str) -> None:
    """`-o FILE`: the whole text or, when it cannot be written, one message and exit status 2 (the file
    as it was: a full disk leaves no half-written file)."""
    from .saves import write_atomic

    try:
        if path.is_dir():
            raise IsADirectoryError(21, "it is a folder")
        write_atomic(path, text)
    except OSError as exc:
        raise bad_input(DataError(path, None, f"cannot write: {exc.strerror or exc}")) from None
    err.print(f"wrote {path}", markup=False, highlight=False)


@app.callback(invoke_without_command=True)
def main(ctx: typer.Context, cards: Annotated[list[Path] | None, typer.Option(
        "--cards", metavar="DIR", help="Another folder of card files (like the OPCG_CARD_DIRS setting and <data>/cards).")] = None,
         ) -> None:
    from .data.cards import add_card_dirs, tell_skipped
    from .runtime import tune

    tune()
    add_card_dirs(cards or [])
    told: set[str] = set()

    def warn(problem: str) -> None:  # a card file of the user's left out: named once, before what it explains
        if problem not in told:
            told.add(problem)
            err.print(f"warning: {problem}", markup=False, highlight=False)

    tell_skipped(warn)
    if ctx.invoked_subcommand is None:
        ctx.invoke(play)


# ---------------------------------------------------------------- scenarios
@scenario_app.command("run")
def scenario_run(
    paths: Annotated[list[Path], typer.Argument(help="Files, or folders searched for *.yaml.")],
    cards: Annotated[list[Path] | None, typer.Option(metavar="DIR", help="A folder of extra card files (e.g. tests/cards).")] = None,
) -> None:
    """Run scenarios: one PASS/FAIL line each, then 'N passed, M failed'."""
    from .data.cards import add_card_dirs
    from .scenario import load_scenario, run_scenario, scenario_files, scenario_game

    add_card_dirs(cards or [])
    dbs: dict[str, Any] = {}

    def cards_of(game: str) -> Any:
        if game not in dbs:
            dbs[game] = card_pool(game)  # each file's own game's cards
        return dbs[game]

    files = scenario_files(paths)
    if not files:
        raise bad_input(DataError(", ".join(map(str, paths)), None, "no scenario files (*.yaml) there"))
    passed = failed = invalid = 0
    for path in files:
        try:
            db = cards_of(scenario_game(path))
            sc = load_scenario(path, db)
        except DataError as exc:
            err.print(f"error: {exc}", markup=False, highlight=False)
            invalid += 1
            continue
        try:
            reason = run_scenario(sc, db)
        except Exception as exc:  # an engine defect must still name the scenario, not crash the run
            reason = f"engine error: {type(exc).__name__}: {exc}"
        if reason:
            failed += 1
            print(f"FAIL {sc.name}: {reason}")
        else:
            passed += 1
            print(f"PASS {sc.name}")
    print(f"{passed} passed, {failed} failed")
    raise typer.Exit(2 if invalid else (1 if failed else 0))


# ---------------------------------------------------------------- self-play
@app.command()
def simulate(
    deck1: Annotated[str, typer.Option(help="First deck (id or file).")] = "ST-01",
    deck2: Annotated[str, typer.Option(help="Second deck (id or file).")] = "ST-02",
    players: Annotated[str, typer.Option(help="Two player kinds, e.g. random,random.")] = "random,random",
    games: Annotated[int, typer.Option(min=1, help="How many games to play.")] = 200,
    seed: Annotated[int, typer.Option(help="The same seed plays the same games again.")] = 1,
    jobs: Annotated[int, typer.Option(min=1, help="Processes to spread games over.")] = 1,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    budget_ms: Annotated[int | None, typer.Option(help="Time cap per decision of the hard and expert levels.")] = None,
    save_dir: Annotated[Path | None, typer.Option("--save-dir", help="Write each game's log here.")] = None,
    decks: DecksOpt = None,
    game: Annotated[str, typer.Option("--game", help="The game: opcg, or dbsfw (Fusion World).")] = "opcg",
) -> None:
    """Play games between computer players and summarise them."""
    from .engine.rulesets import KNOWN
    from .simulate import SimulationError, run_simulation

    try:
        if game not in KNOWN:
            raise SimulationError(f"--game: unknown game {game!r} (known: {', '.join(KNOWN)})")
        summary = run_simulation(deck1, deck2, players, games, seed, jobs, decks, budget_ms,
                                 progress=not json_out, save_dir=save_dir, game=game)
    except (DataError, SimulationError) as exc:
        raise bad_input(exc) from None
    if json_out:
        import json

        print(json.dumps(summary))
    else:
        from .simulate import print_summary

        print_summary(summary, out)
    failed = summary["save_errors"]
    if failed:
        more = f" (and {len(failed) - 1} more game logs)" if len(failed) > 1 else ""
        raise bad_input(OSError(f"{failed[0]}{more}; the results above count every game"))


# ---------------------------------------------------------------- play
@app.command()
def play(
    hotseat: Annotated[bool, typer.Option("--hotseat", help="Two people on one keyboard.")] = False,
    vs: Annotated[str | None, typer.Option("--vs", help="Computer level: random, easy, normal, hard, expert (ONE PIECE).")] = None,
    deck: Annotated[str | None, typer.Option("--deck", help="Your deck (id or file; ST-01, or FS01 in dbsfw, by default).")] = None,
    opponent_deck: Annotated[str | None, typer.Option("--opponent-deck", help="The other deck (ST-02, or FS02 in dbsfw, by default).")] = None,
    seed: Annotated[int | None, typer.Option(help="The same seed deals the same game again (default: a new one).")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Continue the most recent unfinished game.")] = False,
    decks: DecksOpt = None,
    game: Annotated[str | None, typer.Option("--game", help="The game: opcg (ONE PIECE, the default), or dbsfw (Fusion World).")] = None,
) -> None:
    """Open the game (menu, or straight into a game with --hotseat / --vs)."""
    from .tui.app import run_app

    chosen = [name for name, value in (("--deck", deck), ("--opponent-deck", opponent_deck), ("--game", game))
              if value is not None]
    if chosen and not hotseat and vs is None:
        raise bad_input(DataError(chosen[0], None, "say how to play it too: add --hotseat or --vs LEVEL "
                                                   "(the menu chooses its own game and decks)"))
    try:
        run_app(hotseat=hotseat, vs=vs, deck=deck, opponent_deck=opponent_deck, seed=seed, resume=resume,
                extra_decks=decks, game=game or "opcg")
    except DataError as exc:
        raise bad_input(exc) from None


@app.command()
def puzzle(file: Annotated[Path, typer.Argument(help="A scenario file to open as a puzzle.")]) -> None:
    """Open a scenario file's position in the terminal UI."""
    from .games.onepiece import load_cards
    from .tui.app import load_puzzle, run_app

    try:
        sc = load_puzzle(file, load_cards())
    except DataError as exc:
        raise bad_input(exc) from None
    run_app(puzzle=sc)


def run() -> None:  # pragma: no cover - console entry for `python -m opcg_tui`
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)


# ---------------------------------------------------------------- decks
@deck_app.command("validate")
def deck_validate(files: Annotated[list[Path], typer.Argument(help="Deck files (or deck ids).")],
                  decks: DecksOpt = None,
                  game: Annotated[str, typer.Option("--game", help="opcg, or dbsfw (Fusion World).")] = "opcg",
                  fmt: Annotated[str, typer.Option("--format", help="standard or extra (ONE PIECE only).")] = "standard",
                  day: Annotated[str | None, typer.Option("--date", help="The day to judge by, YYYY-MM-DD "
                                                                            "(default: today; ONE PIECE only).")] = None,
                  formats: Annotated[Path | None, typer.Option("--formats", help="A newer formats file (ONE PIECE "
                                                                                 "only).")] = None,
                  ) -> None:
    """Check decks against the construction rules (CR 5-1-2; FW 6-1) and, for ONE PIECE, a format's blocks
    and Banned/Restricted list on a day: exit 0 when all are legal, 2 otherwise."""
    from .data.decks import find_deck

    if game == "opcg":
        from .games.onepiece import load_cards
        from .games.onepiece.decks import deck_problems
        from .games.onepiece.formats import FORMATS, format_problems, load_formats

        def find(ref: Path) -> Path:
            return find_deck(str(ref), decks)
        if fmt not in FORMATS:
            raise bad_input(DataError("--format", None, f"unknown format {fmt!r} (known: {', '.join(FORMATS)})"))
        try:
            on = datetime.date.fromisoformat(day) if day is not None else datetime.date.today()
        except ValueError:
            raise bad_input(DataError("--date", None, f"{day!r} is not a date (YYYY-MM-DD)")) from None
        try:
            rules = load_formats(formats_file(formats))
            rules.blocks_on(fmt, on)
        except (DataError, LookupError) as exc:
            raise bad_input(exc) from None
    elif game == "dbsfw":
        from .games.dbsfw import load_cards  # type: ignore[assignment]
        from .games.dbsfw.decks import deck_problems
        from .games.dbsfw.decks import find_deck as find_fw_deck

        def find(ref: Path) -> Path:  # FS01 … FS08, the user's, --decks' or deck files, by FW 6-1, 15-8, 15-13
            return find_fw_deck(str(ref), decks)
        one_piece_only(game, {"--format": fmt if fmt != "standard" else None, "--date": day, "--formats": formats})
    else:
        raise bad_input(DataError("--game", None, f"unknown game {game!r} (known: opcg, dbsfw)"))
    try:
        db = load_cards()
    except DataError as exc:
        raise bad_input(exc) from None
    if game == "opcg":
        _validate_decks(files, find, lambda deck: deck_problems(deck, db) + format_problems(deck, db, rules, fmt, on),
                        db, game)
    else:
        _validate_decks(files, find, lambda deck: deck_problems(deck, db), db, game)


def formats_file(option: Path | None) -> Path | None:
    """The formats file: --formats, else the `formats` setting, else None (the one shipped)."""
    from .tui.settings import load_settings

    if option is not None:
        return option
    setting = load_settings()[0].formats
    return Path(setting) if setting else None


def _validate_decks(files: list[Path], find: Callable[[Path], Path], problems_of: Callable[[Any], list[str]],
                    db: Any, game: str) -> None:
    """Each deck found and read, said legal or named with its problems (a card the game lacks: with its line);
    exit 2 if any is not legal."""
    from .data.decks import deck_from_yaml, unknown_card
    from .data.yamlfile import read_yaml
    from .engine.rulesets import ruleset

    bad = False
    for ref in files:
        try:
            path = find(ref)
            raw = read_yaml(path)
            deck = deck_from_yaml(raw, path)
            unknown = unknown_card(raw, deck, path, db, ruleset(game).title)
            if unknown:
                raise unknown
        except DataError as exc:
            err.print(f"error: {exc}", markup=False, highlight=False)
            bad = True
            continue
        problems = problems_of(deck)
        if problems:
            bad = True
            err.print(f"{path}: illegal deck {deck.id}: " + "; ".join(problems), markup=False, highlight=False)
        else:
            print(f"{path}: {deck.id} is legal ({deck.size} cards, Leader {deck.leader})")
    raise typer.Exit(2 if bad else 0)


@deck_app.command("import")
def deck_import(
    source: Annotated[str, typer.Argument(help="A deck text file, or - for standard input.")],
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Write the YAML here (default: stdout).")] = None,
    deck_id: Annotated[str, typer.Option("--id", help="The deck's id.")] = "",
    name: Annotated[str, typer.Option("--name", help="The deck's name.")] = "",
    game: Annotated[str, typer.Option("--game", help="opcg, or dbsfw (Fusion World: 4xFS01-02 lines).")] = "opcg",
) -> None:
    """Read the community text format (4xST01-004 lines, Leader first) and write deck YAML.

    A list that is not a legal deck is named on stderr and written only with -o."""
    from .data.decks import text_problem
    from .data.inputs import MAX_ID, MAX_NAME, read_stream, read_text
    from .deckindex import game_decks
    from .games.onepiece.deckio import deck_to_yaml, parse_deck_text

    rules = game_decks(known_game(game))
    deck_problems = rules.problems

    where = "<stdin>" if source == "-" else source
    id_from_name = not deck_id and source != "-"  # the deck's id is the file's name
    try:
        text = read_stream(sys.stdin.buffer, where) if source == "-" else read_text(source)
        db = card_pool(game)
        deck = parse_deck_text(text, where, db, deck_id or (Path(source).stem if source != "-" else ""), name, rules)
        for value, what, option, limit in ((deck.id, "id", "--id", MAX_ID), (deck.name, "name", "--name", MAX_NAME)):
            problem = text_problem(value, what, limit)
            if problem and what == "id" and id_from_name:
                raise DataError(source, None, f"the deck's id is the file's name, {Path(source).stem!r}: {problem}; "
                                              "give one with --id")
            if problem:
                raise DataError(option, None, problem)
    except DataError as exc:
        raise bad_input(exc) from None
    problems = deck_problems(deck, db)
    if problems:
        err.print(f"warning: {where}: not a legal deck: " + "; ".join(problems), markup=False, highlight=False)
        if output is None:
            err.print("not written: give -o FILE to write it anyway", markup=False, highlight=False)
            raise typer.Exit(2)
    yaml_text = deck_to_yaml(deck)
    if output is None:
        sys.stdout.write(yaml_text)
    else:
        write_output(output, yaml_text)


@deck_app.command("export")
def deck_export(ref: Annotated[str, typer.Argument(help="A deck id or file.")], decks: DecksOpt = None,
                game: Annotated[str, typer.Option("--game", help="opcg, or dbsfw (Fusion World).")] = "opcg") -> None:
    """Write a deck in the community text format to stdout."""
    from .data.decks import read_deck
    from .games.onepiece.deckio import deck_to_text

    try:
        deck, _ = read_deck(ref, decks, known_game(game))
    except DataError as exc:
        raise bad_input(exc) from None
    sys.stdout.write(deck_to_text(deck))


@deck_app.command("list")
def deck_list(
    search: Annotated[list[str] | None, typer.Argument(help="Words that must all match: id, name, Leader, colour.")] = None,
    decks: DecksOpt = None,
    json_out: Annotated[bool, typer.Option("--json", help="A JSON array for scripts.")] = False,
    formats: Annotated[Path | None, typer.Option("--formats", help="A newer formats file (ONE PIECE only).")] = None,
    game: Annotated[str, typer.Option("--game", help="opcg, or dbsfw (Fusion World).")] = "opcg",
) -> None:
    """The shipped decks grouped by their Leader's colours, then the user's; optionally only those matching.
    Each says whether it follows the construction rules and, for ONE PIECE, whether it is legal in Standard
    and Extra today."""
    from rich.table import Table

    from .deckindex import deck_entries, grouped
    from .games.onepiece.formats import load_formats
    from .tui.words import plural

    one_piece_only(known_game(game), {"--formats": formats})
    one_piece = game == "opcg"
    query = " ".join(search or [])
    skipped: list[DataError] = []
    try:
        rules = load_formats(formats_file(formats)) if one_piece else None
    except DataError as exc:
        raise bad_input(exc) from None
    groups = grouped(deck_entries(card_pool(game), decks, skipped, game=game, formats=rules), query)
    for problem in skipped:
        err.print(f"skipped: {problem}", markup=False, highlight=False)
    if json_out:
        import json

        print(json.dumps([{"id": e.deck.id, "name": e.deck.name, "leader": e.deck.leader, "leader_name": e.leader_name,
                           "colors": list(e.colors), "group": group, "legal": e.legal, "problems": list(e.problems),
                           "formats": {key: list(why) for key, why in e.formats},
                           "file": str(e.path)} for group, entries in groups for e in entries]))
        return
    from .paths import user_decks_dir

    where = (f"Your own decks live in {user_decks_dir(game)} (the Decks screen of `opcg` builds and saves them there). "
             + ("Fusion World's decks: opcg deck list --game dbsfw." if one_piece else "ONE PIECE's decks: opcg deck list."))
    if not groups:
        out.print(f"No deck matches '{query}'.")
        out.print(where, style="dim", highlight=False, soft_wrap=True)
        return
    table = Table("id", "name", "Leader", *(("Life", "legal", "Standard", "Extra") if one_piece else ("legal",)))
    for group, entries in groups:
        table.add_section()
        table.add_row(f"[bold]{group}[/]")
        for e in entries:
            life = (str(e.leader.life) if e.leader else "?",) if one_piece else ()
            table.add_row(e.deck.id, e.deck.name, f"{e.leader_name} ({e.deck.leader})", *life,
                          "yes" if e.legal else f"[red]no: {plural(len(e.problems), 'problem')}[/]",
                          *("yes" if not why else "[dim]no[/]" for _, why in e.formats))
    out.print(table)
    users = [e for _, entries in groups for e in entries if not e.shipped]
    if users:
        out.print("Your decks: " + ", ".join(f"{e.deck.id} = {e.path}" for e in users), style="dim")
    out.print(where, style="dim", highlight=False, soft_wrap=True)


# ---------------------------------------------------------------- cards
@cards_app.command("list")
def cards_list(
    set_: Annotated[str | None, typer.Option("--set", help="A product by card-number prefix: ST-05, OP01, EB01, P; "
                                             "FS01, FB01, FP in Fusion World.")] = None,
    deck: Annotated[str | None, typer.Option(help="Only the cards of this deck (an id or a file), its Leader first.")] = None,
    color: Annotated[str | None, typer.Option(help="red, green, blue, purple, black or yellow (Fusion World: red, "
                                              "blue, green, yellow or black).")] = None,
    category: Annotated[str | None, typer.Option(help="leader, character, event or stage (Fusion World: leader, "
                                                 "battle or extra).")] = None,
    search: Annotated[str | None, typer.Option(help="Text in the name, types (traits) or card text.")] = None,
    where: Annotated[str, typer.Option("--filter", help="The deck builder's filter words, e.g. "
                                       "'cost:3-5 power>=5000 counter:1000 type:straw blocker'; Fusion World's have "
                                       "combo: and no counter:, life: or format:.")] = "",
    json_out: Annotated[bool, typer.Option("--json", help="A JSON array for scripts.")] = False,
    decks: DecksOpt = None,
    game: Annotated[str | None, typer.Option("--game", help="opcg or dbsfw (Fusion World); by default the game "
                                             "whose cards the --set names (FS01: dbsfw), else opcg.")] = None,
) -> None:
    """List cards (a table, or JSON) of either game."""
    from .cardinfo import card_record, filter_cards, print_card_table

    if game is None:
        game = "dbsfw" if set_ and any(number.startswith(set_.upper()) for number in card_pool("dbsfw")) else "opcg"
    if known_game(game) == "opcg":
        try:
            cards = filter_cards(set_, color, category, search, deck, decks, where)
        except DataError as exc:
            raise bad_input(exc) from None
    else:  # Fusion World's: by set prefix, colour, type, text, a deck and the builder's filter words
        from .fwcardinfo import fusion_records, print_fusion_table

        db = card_pool(game)
        kept = fusion_filter(db, game, color, category, where, deck, decks)
        records = [r for r in fusion_records(db, set_, None, None, search) if r["number"] in kept]
        if deck:  # its Leader first, as ONE PIECE's
            records.sort(key=lambda r: kept[r["number"]])
    if json_out:
        import json

        print(json.dumps([card_record(c) for c in cards] if game == "opcg" else records))
    elif game == "opcg":
        print_card_table(cards, out)
    else:
        print_fusion_table(records, out)


def fusion_filter(db: Any, game: str, color: str | None, category: str | None, where: str, deck: str | None,
                  decks: list[Path] | None) -> dict[str, int]:
    """The numbers of `game`'s cards that `--color`, `--category`, `--filter` and `--deck` keep (each named when it
    means nothing), each with 0 for a deck's Leader, else 1."""
    import shlex

    from .cardfilter import CardIndex, FilterError, parse_filter
    from .data.decks import deck_from_yaml
    from .data.yamlfile import read_yaml
    from .deckindex import game_decks
    from .games.dbsfw.decks import find_deck

    terms = []
    for option, key, value in (("--color", "color", color), ("--category", "category", category),
                               ("--filter", "", where)):
        if value:
            term = f"{key}:{shlex.quote(value.lower())}" if key else value
            try:
                parse_filter(term, game=game)
            except FilterError as exc:
                raise bad_input(DataError(option, None, str(exc))) from None
            terms.append(term)
    cards = list(db.values())
    leader = None
    if deck:
        try:
            path = find_deck(deck, decks)
            found = deck_from_yaml(read_yaml(path), path)
        except DataError as exc:
            raise bad_input(exc) from None
        leader, wanted = found.leader, {number for number, _ in found.cards}
        cards = [c for c in cards if c.number == leader or c.number in wanted]
    kept = CardIndex(cards, game_decks(game).text_of).select(parse_filter(" ".join(terms), game=game))
    return {c.number: 0 if c.number == leader else 1 for c in kept}


@cards_app.command("show")
def cards_show(number: Annotated[str, typer.Argument(help="A card number, e.g. ST01-012 or FS01-01.")],
               json_out: Annotated[bool, typer.Option("--json", help="One JSON object for scripts.")] = False,
               game: Annotated[str | None, typer.Option("--game", help="opcg or dbsfw (Fusion World); by default "
                                                        "the game that has a card of that number.")] = None,
               ) -> None:
    """One card: facts, its text, and its keywords explained with their rule clause."""
    from .engine.rulesets import KNOWN

    number = number.upper()
    wanted = [known_game(game)] if game else list(KNOWN)
    games = [name for name in wanted if number in card_pool(name)]
    if len(games) != 1:
        problem = (f"{number} is a card of both games: say which with --game" if games
                   else f"unknown card number '{number}' (looked in {' and '.join(wanted)})")
        raise bad_input(DataError("cards", None, problem))
    card = card_pool(games[0])[number]
    if games[0] == "dbsfw":
        from .fwcardinfo import fusion_panel
        from .games.dbsfw.cards import card_record as fusion_record

        record, shown = fusion_record(card), fusion_panel(card, card_pool("dbsfw"))
    else:
        from .cardinfo import card_panel, card_record

        record, shown = card_record(card), card_panel(card)
    if json_out:
        import json

        print(json.dumps(record))
    else:
        out.print(shown)


# ---------------------------------------------------------------- logs: replay, verify, export
@app.command()
def replay(
    file: Annotated[Path | None, typer.Argument(help="A game log (.jsonl) or a redacted export (.json); "
                                                    "without it, the saved replays and unfinished games.")] = None,
    verify: Annotated[bool, typer.Option("--verify", help="Replay without a screen, checking every hash.")] = False,
) -> None:
    """Watch a game again, or verify that its log reproduces a whole game (exit 0; 1 if it does not, or the log
    ends before the game ended; 2 on a file that is not a game log)."""
    from .gamelog import LogError, read_log

    if file is None:
        list_replays()
        return
    db = card_pool()
    if verify:
        try:
            loaded = read_log(file, db)
        except LogError as exc:
            if exc.line is None or exc.game is None or "hash" not in exc.problem and "not legal" not in exc.problem:
                raise bad_input(exc) from None
            err.print(f"error: {exc}", markup=False, highlight=False)
            raise typer.Exit(1) from None
        if loaded.unchecked:  # "every hash matches" only when every decision line's hash was compared
            err.print(f"{file}: not verified: {loaded.lines} decisions replayed, each legal here, but "
                      f"{loaded.unchecked}", markup=False, highlight=False)
            raise typer.Exit(1)
        checked = "every hash matches" if loaded.lines else "none to check"
        if not loaded.game.over:
            err.print(f"{file}: {loaded.lines} decisions replayed, {checked}, but the log ends before the game "
                      "ended (an unfinished game, or a log cut short)", markup=False, highlight=False)
            raise typer.Exit(1)
        print(f"{file}: {loaded.lines} decisions replayed, {checked}; the game is over")
        raise typer.Exit(0)
    from .tui.replay import run_replay

    try:
        run_replay(file, db)
    except LogError as exc:
        raise bad_input(exc) from None


def list_replays() -> None:
    """The saved replays, then the unfinished games of the saves folder (most recent first), with their files."""
    from .paths import saves_dir, user_data_dir
    from .saves import list_saves

    replays = list_saves(user_data_dir() / "replays", card_pool)
    unfinished = [s for s in list_saves(saves_dir(), card_pool) if not s.over]
    for title, found, empty in (("Saved replays", replays, f"No saved replay in {user_data_dir() / 'replays'}."),
                                ("Unfinished games", unfinished, f"No unfinished game in {saves_dir()}.")):
        out.print(f"{title} (most recent first):" if found else empty, soft_wrap=True, markup=False,
                  highlight=False, style="bold" if found else None)
        for save in found:
            out.print(f"  {save.summary()}" if save.readable else f"  {save.error}", soft_wrap=True, markup=False,
                      highlight=False, style=None if save.readable else "red")
            out.print(f"    {save.path}", soft_wrap=True, markup=False, highlight=False, style="dim")
    out.print("Watch one with: opcg replay FILE · resume a game with: opcg play --resume", style="dim")


@app.command()
def export(
    file: Annotated[Path, typer.Argument(help="A game log (.jsonl).")],
    seat: Annotated[str, typer.Option("--seat", help="p1 or p2: whose view to keep.")] = "p1",
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Where to write (default: stdout).")] = None,
) -> None:
    """Write the game as one seat saw it, the opponent's hidden cards redacted (for sharing)."""
    import json

    from .gamelog import LogError, export_redacted, read_log

    if seat not in ("p1", "p2"):
        raise bad_input(DataError(file, None, f"--seat {seat!r}: must be p1 or p2 (whose view of this game to export)"))
    try:
        loaded = read_log(file, card_pool())
    except LogError as exc:
        raise bad_input(exc) from None
    if loaded.unchecked:  # the export would be this program's replay of decisions nobody can check
        raise bad_input(LogError(file, None, f"not exported: {loaded.unchecked}"))
    text = json.dumps(export_redacted(loaded.game, 0 if seat == "p1" else 1))
    if output is None:
        print(text)
    else:
        write_output(output, text)
