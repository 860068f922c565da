"""Invariants checked after every event of random games (used by the test and by bench/invariants.py)."""

from __future__ import annotations

import random
from typing import Any

from opcg_tui.data.cards import CardDB
from opcg_tui.data.decks import Deck
from opcg_tui.engine import Game, new_game
from opcg_tui.engine.rulesets import DEFAULT_GAME, Ruleset
from opcg_tui.engine.setup import initial_state
from opcg_tui.engine.state import NO_AREA, State, apply_event


class InvariantError(AssertionError):
    pass


def check_state(s: State, rules: Ruleset) -> None:
    """For every game: each card is in exactly one of its owner's areas, and the state knows where
    (`where`); then the game's own invariants (ONE PIECE: 10 DON!! per player, at most 5
    Characters and 1 Stage, at most one card in no area)."""
    seen: dict[int, str] = {}
    for p, ps in enumerate(s.players):
        for zone in s.ZONES.values():
            held = getattr(ps, zone.name)
            uids = ([] if held is None else [held]) if zone.single else held
            for uid in uids:
                if uid in seen:
                    raise InvariantError(f"card {uid} is in {seen[uid]} and in p{p + 1} {zone.name}")
                if s.owner[uid] != p:
                    raise InvariantError(f"card {uid} of p{s.owner[uid] + 1} is in p{p + 1}'s {zone.name}")
                if s.area(uid) != zone.name:
                    raise InvariantError(f"card {uid} is in p{p + 1} {zone.name} but the state says {s.area(uid)}")
                seen[uid] = f"p{p + 1} {zone.name}"
    for uid in range(len(s.cards)):
        if uid not in seen and s.area(uid) != NO_AREA:
            raise InvariantError(f"card {uid} is in no area but the state says {s.area(uid)}")
    problems = rules.check_state(s)
    if problems:
        raise InvariantError("; ".join(problems))


def uids_in(value: Any, found: set[int]) -> None:
    """Every card uid a view mentions (card dicts and command arguments)."""
    if isinstance(value, dict):
        if "uid" in value and isinstance(value["uid"], int):
            found.add(value["uid"])
        for v in value.values():
            uids_in(v, found)
    elif isinstance(value, (list, tuple)):
        if hasattr(value, "kind") and hasattr(value, "args"):  # a Command
            args = value.args[:1] if value.kind == "give" else value.args  # give's 2nd argument is a count
            for a in args:
                if isinstance(a, int):
                    found.add(a)
                elif isinstance(a, tuple):
                    uids_in(a, found)
            return
        for v in value:
            uids_in(v, found)


def check_views(game: Game) -> None:
    """No view shows a card its player may not see: opponent's hand, any deck, face-down Life."""
    for seat in (0, 1):
        found: set[int] = set()
        uids_in(game.view(seat), found)
        leak = found & set(game.hidden_from(seat))
        if leak:
            raise InvariantError(f"view of p{seat + 1} shows hidden cards {sorted(leak)}")


def play_checked(deck1: Deck, deck2: Deck, seed: int, db: CardDB, *, deep_every: int = 25,
                 game_key: str = DEFAULT_GAME) -> Game:
    """Play a seeded random game, checking every invariant after every event.

    After every decision: the fold of the events equals the state (replay), a clone equals the
    original, and both views hide what they must. Every `deep_every` decisions, and at the end:
    the clone is independent of the original, and save → load gives the same state.
    """
    rng = random.Random(seed)
    game = new_game(deck1, deck2, seed=seed, db=db, game=game_key)
    shadow = initial_state(game.header, db)
    folded = 0
    decisions = 0
    while True:
        for ev in game.log[folded:]:
            apply_event(shadow, ev)
            check_state(shadow, game.rules)
        folded = len(game.log)
        if shadow != game.s:
            raise InvariantError(f"replay of the log differs from the state after {decisions} decisions")
        check_views(game)
        if decisions % deep_every == 0 or game.over:
            loaded = Game.load(game.save(), db)
            if loaded.s != game.s:
                raise InvariantError(f"save/load changed the state after {decisions} decisions")
        if game.over:
            break
        options = [c for c in game.legal() if c.kind != "concede"]
        cmd = options[rng.randrange(len(options))]
        twin = game.clone()
        if twin.s != game.s:
            raise InvariantError("clone differs from the original")
        game.apply(cmd)
        decisions += 1
        if decisions % deep_every == 1:
            # Independence: playing on the clone leaves the original alone, and vice versa.
            before = game.s.copy()
            twin.apply(cmd)
            if twin.s != game.s or before != game.s:
                raise InvariantError("clone is not independent of the original")
    replayed = Game.replay(game.header, game.log, db)
    if replayed.s != game.s:
        raise InvariantError("Game.replay(log) differs from the final state")
    return game
