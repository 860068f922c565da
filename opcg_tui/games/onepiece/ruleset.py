"""The ONE PIECE CARD GAME as a ruleset of the engine core (engine/rulesets.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ...engine import continuous
from ...engine.records import Ctx, Event
from ...engine.registry import Action
from ...engine.rulesets import Ruleset
from . import ops, setup, view, wording
from .cards import UNKNOWN, load_cards
from .decks import deck_problems, don_deck_size
from .primitives import REGISTRY
from .primitives.actions.deck import deck_out_rules
from .rules import DECK_OUT, FRAMES
from .scenario import OnePieceScenarios, position_problem
from .state import OnePieceState

if TYPE_CHECKING:
    from pathlib import Path

    from ...engine.game import Game


class OnePiece(Ruleset):
    name = "opcg"
    title = "ONE PIECE CARD GAME"
    registry = REGISTRY
    state_class = OnePieceState
    own_frames = FRAMES
    scenario = OnePieceScenarios()
    unknown_card = UNKNOWN

    def initial_state(self, header: dict[str, Any], db: Mapping[str, Any]) -> OnePieceState:
        return setup.initial_state(header, db)

    def load_cards(self) -> Mapping[str, Any]:
        return load_cards()

    def deck_problems(self, deck: Any, db: Mapping[str, Any]) -> list[str]:
        return deck_problems(deck, db)  # type: ignore[arg-type]

    def position_problem(self, position: Any, db: Mapping[str, Any]) -> str:
        return position_problem(position, db)

    def load_deck(self, ref: str, db: Mapping[str, Any], extra_dirs: list[Path] | None = None) -> Any:
        from .decks import load_deck

        return load_deck(ref, db, extra_dirs)  # type: ignore[arg-type]

    def watched(self) -> Mapping[str, Callable[[Game, Event], None]]:
        return {"move": _after_move}

    def on_start(self, g: Game) -> None:
        _deck_out(g)

    def field(self, g: Game, player: int) -> list[int]:
        return ops.state(g).players[player].field()

    def event_cards(self, g: Game, ctx: Ctx, cards: tuple[int, ...]) -> None:
        # "When a ... Character card is played from your trash, that Character gains [Rush]": the
        # event's card is "that Character" (zone `that_card`) for the effect (8-1-3-1).
        ops.remember(g, ctx.src, cards)

    def effect_begins(self, g: Game, ctx: Ctx) -> None:
        ops.effect_begins(g)

    def rule_contributions(self, g: Game, uid: int) -> Iterable[tuple[str, tuple[Any, str]]]:
        s = ops.state(g)
        n = s.given.get(uid, 0)
        if n and s.turn_player == s.owner[uid]:
            return DON_POWER[n]  # 6-5-5-2: +1000 per DON!! given, during its owner's turn
        return ()

    def describe_effect(self, g: Game, uid: int, idx: int, named: bool = True) -> str:
        card = g.card(uid)
        text = wording.describe(card, idx)
        return f"{card.name} ({card.number}): {text}" if named else text

    def prompt_text(self, g: Game, ctx: Ctx, a: Action) -> str:
        return f"{g.card(ctx.src).name}: {wording.render_action(a)}"

    def decklist(self, g: Game, player: int) -> list[str]:
        s = ops.state(g)
        leader = s.players[player].leader
        return sorted(s.cards[u] for u in range(len(s.cards)) if s.owner[u] == player and u != leader)

    def view(self, g: Game, seat: int) -> dict[str, Any]:
        return view.make_view(g, seat)

    def check_state(self, s: Any) -> list[str]:
        problems = []
        for p, ps in enumerate(s.players):
            if len(ps.chars) > 5:
                problems.append(f"p{p + 1} has {len(ps.chars)} Characters (3-7-6)")
            given = sum(n for uid, n in s.given.items() if s.owner[uid] == p)
            total = ps.don_deck + ps.don_active + ps.don_rested + given
            size = don_deck_size(self.load_cards().get(s.cards[ps.leader])) if ps.leader >= 0 else 10
            if total != size or min(ps.don_deck, ps.don_active, ps.don_rested) < 0:
                problems.append(f"p{p + 1} has {total} DON!! (deck {ps.don_deck}, active {ps.don_active}, "
                                f"rested {ps.don_rested}, given {given})")
            for uid in s.given:
                if s.owner[uid] == p and uid not in (ps.leader, *ps.chars):
                    problems.append(f"DON!! given to card {uid} which is not on the field")
        # 3-10-2-1: only a Life card is face-up in a face-down area.
        astray = sorted(u for u in s.faceup if s.area(u) != "life")
        if astray:
            problems.append(f"face-up cards outside the Life area: {astray}")
        # Only a [Trigger] card being activated is in no area (10-1-5-3).
        nowhere = [u for u in range(len(s.cards)) if s.area(u) == "limbo"]
        if len(nowhere) > 1:
            problems.append(f"cards in no area: {nowhere}")
        return problems


DON_POWER = {n: (("add:power", (1000 * n, f"DON!! x{n}")),) for n in range(1, 11)}


def _after_move(g: Game, ev: Event) -> None:
    if ev[2] == "deck" and g.s.winner is None:
        _deck_out(g)


def _deck_out(g: Game) -> None:
    # CR 9-2-1-2 / 1-2-2-2: a player with 0 cards in deck loses at once; both at once: draw.
    empty = [p for p in (0, 1) if not ops.state(g).players[p].deck]
    if not empty:
        return
    # 1-3-1: a Leader's "Under the rules of this game" changes that defeat (`game_rules`' `deck_out`).
    changed = deck_out_rules(g)
    winners = [p for p in empty if changed.get(p) == "win"]  # "you win the game instead of losing"
    if winners:
        g.lose([1 - p for p in winners], "deck out: a win instead")
        return
    for p in empty:  # "You lose at the end of the turn in which your deck becomes 0 cards" (rules.py)
        if changed.get(p) == "end_of_turn" and not any(m.until == (DECK_OUT, g.s.turn) and m.controller == p
                                                       for m in g.s.mods):
            continuous.add(g, DECK_OUT, None, None, (DECK_OUT, g.s.turn), p, "deck out")
    losers = [p for p in empty if changed.get(p) is None]
    if losers:
        g.lose(losers, "both decks empty" if len(losers) == 2 else "deck out")
