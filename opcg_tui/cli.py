"""`opcg` — the command line. Thin: parses, loads, hands over to the engine, the UI or the runners."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from .data.yamlfile import DataError

app = typer.Typer(add_completion=False, no_args_is_help=False, help="The ONE PIECE CARD GAME in a terminal.",
                  pretty_exceptions_enable=False)
scenario_app = typer.Typer(help="Run scenario files (rules and card tests, puzzles).", no_args_is_help=True)
deck_app = typer.Typer(help="Validate, import and export decks.", no_args_is_help=True)
cards_app = typer.Typer(help="Browse the card pool.", no_args_is_help=True)
app.add_typer(scenario_app, name="scenario")
app.add_typer(deck_app, name="deck")
app.add_typer(cards_app, name="cards")

err = Console(stderr=True)
out = Console()

DecksOpt = Annotated[list[Path] | None, typer.Option("--decks", help="Another folder of deck files.")]


def bad_input(exc: DataError | Exception) -> typer.Exit:
    """Bad input: one clear message, exit status 2, never a traceback."""
    err.print(f"[bold red]error:[/] {exc}", markup=True, highlight=False)
    return typer.Exit(2)


@app.callback(invoke_without_command=True)
def main(ctx: typer.Context) -> None:
    if ctx.invoked_subcommand is None:
        ctx.invoke(play)


# ---------------------------------------------------------------- scenarios
@scenario_app.command("run")
def scenario_run(paths: Annotated[list[Path], typer.Argument(help="Files, or folders searched for *.yaml.")]) -> None:
    """Run scenarios: one PASS/FAIL line each, then 'N passed, M failed'."""
    from .data.cards import load_cards
    from .scenario import load_scenario, run_scenario, scenario_files

    try:
        db = load_cards()
    except DataError as exc:
        raise bad_input(exc) from None
    passed = failed = invalid = 0
    for path in scenario_files(paths):
        try:
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
    games: Annotated[int, typer.Option(min=1)] = 200,
    seed: Annotated[int, typer.Option()] = 1,
    jobs: Annotated[int, typer.Option(min=1, help="Processes to spread games over.")] = 1,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    budget_ms: Annotated[int | None, typer.Option(help="Time cap per decision of the hard level.")] = None,
    decks: DecksOpt = None,
) -> None:
    """Play games between computer players and summarise them."""
    from .simulate import SimulationError, run_simulation

    try:
        summary = run_simulation(deck1, deck2, players, games, seed, jobs, decks, budget_ms,
                                 progress=not json_out)
    except (DataError, SimulationError) as exc:
        raise bad_input(exc) from None
    if json_out:
        import json

        print(json.dumps(summary))
    else:
        from .simulate import print_summary

        print_summary(summary, out)


# ---------------------------------------------------------------- play
@app.command()
def play(
    hotseat: Annotated[bool, typer.Option("--hotseat", help="Two people on one keyboard.")] = False,
    vs: Annotated[str | None, typer.Option("--vs", help="Computer level: random, easy, normal, hard.")] = None,
    deck: Annotated[str, typer.Option("--deck", help="Your deck (id or file).")] = "ST-01",
    opponent_deck: Annotated[str, typer.Option("--opponent-deck", help="The other deck.")] = "ST-02",
    seed: Annotated[int | None, typer.Option()] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Continue the most recent unfinished game.")] = False,
    decks: DecksOpt = None,
) -> None:
    """Open the game (menu, or straight into a game with --hotseat / --vs)."""
    from .tui.app import run_app

    try:
        run_app(hotseat=hotseat, vs=vs, deck=deck, opponent_deck=opponent_deck, seed=seed, resume=resume,
                extra_decks=decks)
    except DataError as exc:
        raise bad_input(exc) from None


@app.command()
def puzzle(file: Annotated[Path, typer.Argument(help="A scenario file to open as a puzzle.")]) -> None:
    """Open a scenario file's position in the terminal UI."""
    from .data.cards import load_cards
    from .scenario import load_scenario
    from .tui.app import run_app

    try:
        sc = load_scenario(file, load_cards())
    except DataError as exc:
        raise bad_input(exc) from None
    run_app(puzzle=sc)


def run() -> None:  # pragma: no cover - console entry for `python -m opcg_tui`
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)
