"""DRAGON BALL SUPER CARD GAME Fusion World as a ruleset of the engine core (engine/rulesets.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ...engine.interpreter import queue_auto
from ...engine.records import Ctx, Event
from ...engine.registry import Action
from ...engine.rulesets import Ruleset
from . import battle, frames, ops, rules, setup, view
from .cards import UNKNOWN, load_cards
from .decks import deck_problems, load_deck
from .primitives import REGISTRY
from .scenario import FusionScenarios, position_problem
from .state import SIDES, FusionState
from .wording import describe

if TYPE_CHECKING:
    from pathlib import Path

    from ...engine.game import Game

RESTING = ("leader", "battle", "field", "energy")  # FW 1-8-1: the areas whose cards are active or rested


class FusionWorld(Ruleset):
    name = "dbsfw"
    title = "DRAGON BALL SUPER CARD GAME Fusion World"
    registry = REGISTRY
    state_class = FusionState
    own_frames = rules.FRAMES
    scenario = FusionScenarios()
    # FW 9-6-9: a pending [Auto] skill resolves even if its card has moved.
    moved_effects_resolve = True
    unknown_card = UNKNOWN

    def initial_state(self, header: dict[str, Any], db: Mapping[str, Any]) -> FusionState:
        return setup.initial_state(header, db)

    def load_cards(self) -> Mapping[str, Any]:
        return load_cards()

    def load_deck(self, ref: str, db: Mapping[str, Any], extra_dirs: list[Path] | None = None) -> Any:
        return load_deck(ref, db, extra_dirs)

    def deck_problems(self, deck: Any, db: Mapping[str, Any]) -> list[str]:
        return deck_problems(deck, db)  # FW 6-1

    def position_problem(self, position: Any, db: Mapping[str, Any]) -> str:
        return position_problem(position, db)

    def watched(self) -> Mapping[str, Callable[[Game, Event], None]]:
        return {"move": _after_move}

    def on_start(self, g: Game) -> None:
        if g.header["kind"] == "position":
            frames.judge(g)  # FW 14-2: a position may start with a player beaten

    def field(self, g: Game, player: int) -> list[int]:
        return ops.state(g).players[player].on_field()

    def selectable(self, g: Game, ctx: Ctx, uid: int) -> bool:
        # FW 15-11-2: [Barrier]: not selected by a skill of which the opponent is the master.
        return g.s.owner[uid] == ctx.player or not ops.has_keyword(g, uid, "barrier")

    def rule_contributions(self, g: Game, uid: int) -> Iterable[tuple[str, tuple[Any, str]]]:
        combo = battle.combo_contribution(g, uid)
        return (("add:power", (combo, "combo")),) if combo else ()

    def describe_effect(self, g: Game, uid: int, idx: int, named: bool = True) -> str:
        card = g.card(uid)
        text = describe(card, idx)
        return f"{card.name} ({card.number}): {text}" if named else text

    def prompt_text(self, g: Game, ctx: Ctx, a: Action) -> str:
        words = REGISTRY.words
        assert words is not None
        return f"{g.card(ctx.src).name}: {REGISTRY.actions[a.name].words(a, words)}"

    def decklist(self, g: Game, player: int) -> list[str]:
        s = g.s
        leader = s.players[player].leader
        return sorted(s.cards[u] for u in range(len(s.cards)) if s.owner[u] == player and u != leader)

    def view(self, g: Game, seat: int) -> dict[str, Any]:
        return view.make_view(g, seat)

    def check_state(self, s: Any) -> list[str]:
        problems = []
        for p, ps in enumerate(s.players):
            if ps.markers < 0:
                problems.append(f"p{p + 1} has {ps.markers} energy markers")
            if ps.side not in SIDES:
                problems.append(f"p{p + 1}'s Leader shows side {ps.side!r}")
            if ps.combo and s.battle is None:
                problems.append(f"p{p + 1} has cards in the Combo Area outside a battle (FW 14-4)")
        astray = sorted(u for u in s.rested if s.area(u) not in RESTING)
        if astray:
            problems.append(f"rested cards outside the Leader, Battle and Energy Areas: {astray} (FW 1-8-1)")
        astray = sorted(u for u, n in s.ki.items() if n <= 0 or s.area(u) not in ("leader", "battle"))
        if astray:
            problems.append(f"[Ki] under cards outside the Leader and Battle Areas, or not positive: {astray} (FW 1-12-4)")
        stacked = sorted(u for top, cards in s.under.items() for u in cards)
        if stacked != sorted(u for ps in s.players for u in ps.under) \
                or any(s.area(top) != "battle" or not cards for top, cards in s.under.items()):
            problems.append("the cards under Battle Cards and the Battle Cards on top of them disagree (FW 16-2)")
        if s.faceup:
            problems.append(f"face-up Life cards, which no rule makes: {sorted(s.faceup)}")
        if s.prompt is not None and s.turn and any(not ps.life or not ps.deck and not _deck_out_kept(s, ps)
                                                   for ps in s.players):
            problems.append("a decision is awaited while a player has no Life or no deck cards (FW 14-2)")
        return problems


def _deck_out_kept(s: Any, ps: Any) -> bool:
    """A card of the player in play prints "Having 0 cards in your deck does not cause you to lose the game" (FB04-130:
    frames.losers reads it in force; the state alone cannot tell a negated one)."""
    db = load_cards()
    return any(a.name == "no_deck_out_loss" for u in ps.on_field() for e in db[s.cards[u]].permanents for a in e.actions)


def _after_move(g: Game, ev: Event) -> None:
    # FW 14-2 is interruptive: a player whose last Life or deck card leaves loses at once (once
    # the game has begun: the Life Area is empty during setup).
    if ev[2] in ("life", "deck") and g.s.turn and g.s.winner is None:
        frames.judge(g)
    elif g.s.turn and g.s.winner is None and any(not ps.deck for ps in g.s.players):
        frames.judge(g)  # FB04-130 kept a player at 0 deck cards: it loses once that card leaves (14-2-2-2)
    if ev[2] == "energy" and ev[3] == "drop" and g.s.turn:  # FW 3-8, 3-4: "when a card is placed in your Drop
        # from your energy" (FB01-087): the skills of the energy's owner's cards in play wait — once for the cards
        # placed together (9-6-2-1: one already waiting in this generation of pending skills is not added again)
        s = g.s
        waiting = {p.uid for p in s.pending if p.timing == "energy_to_your_drop" and p.batch == s.batch}
        queue_auto(g, "energy_to_your_drop", [u for u in ops.state(g).players[s.owner[ev[1]]].on_field()
                                              if u not in waiting])
