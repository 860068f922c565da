"""What one player may see (3-1-4, 3-1-5, 11-3): views and the log, filtered per seat.

A view (`Game.view`, built by the ruleset) is the only thing the UI and the AI receive. The log
shown to a player is filtered here, by the visibility each area declares (`Zone.seen_by`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .records import Answer, Ctx, Event, HiddenMove, Look, LookSeen, Move, Prompt, Shuffle, ShuffleSeen
from .state import NO_AREA

if TYPE_CHECKING:
    from .game import Game

CONTROL_EVENTS = frozenset({"push", "pop", "prompt", "rng", "pending", "chosen"})


def sees_card_in(g: Game, uid: int, zone: str, me: int) -> bool:
    """3-1-5: open areas are seen by both; a hand by its owner; a deck by nobody."""
    if zone == NO_AREA:
        return True
    seen_by = g.s.ZONES[zone].seen_by
    return seen_by == "all" or seen_by == "owner" and g.s.owner[uid] == me


def visible_event(g: Game, ev: Event, me: int) -> Event | None:
    """The event as `me` may see it, or None for engine bookkeeping.

    A card moving between areas `me` cannot see keeps only its areas and owner: no uid, no number.
    """
    kind = ev[0]
    if kind in CONTROL_EVENTS:
        return None
    if isinstance(ev, Move):
        if sees_card_in(g, ev.uid, ev.src, me) or sees_card_in(g, ev.uid, ev.dst, me):
            return ev
        return HiddenMove("move", None, ev.src, ev.dst, ev.where, g.s.owner[ev.uid])
    if isinstance(ev, Shuffle):
        return ShuffleSeen("shuffle", ev.player)
    if isinstance(ev, Look):
        return ev if ev.player == me else LookSeen("look", ev.player, len(ev.cards))
    if isinstance(ev, Answer) and ev.cmd.player != me and ev.cmd.kind == "choose":
        return ev._replace(cmd=ev.cmd._replace(args=()))  # which cards another player picked stays theirs
    return ev


def visible_log(g: Game, me: int, start: int = 0) -> list[Event]:
    return [v for v in (visible_event(g, ev, me) for ev in g.log[start:]) if v is not None]


def make_view(g: Game, me: int) -> dict[str, Any]:
    return g.rules.view(g, me)


def prompt_source(pr: Prompt) -> int | None:
    """The card whose effect asks (None for a rule's question): a selection's source, else the card of the
    effect its answer resumes."""
    if pr.pick is not None and pr.pick.source is not None:
        return pr.pick.source
    return next((a.src for a in pr.resume.args if isinstance(a, Ctx)), None)


def prompt_view(g: Game, me: int, card_view: Callable[[Game, int], dict[str, Any]]) -> dict[str, Any] | None:
    """The decision awaited, as `me` sees it: whose, what kind and why for both; the options, their
    outcomes, the cards to choose from and the card whose effect asks (where `me` may see it) only for the
    player who decides."""
    pr = g.s.prompt
    if pr is None:
        return None
    prompt: dict[str, Any] = {"player": pr.player, "kind": pr.kind, "text": pr.text, "purpose": pr.purpose}
    if pr.player == me:
        prompt["options"] = list(pr.options)
        prompt["outcomes"] = list(pr.outcomes)
        prompt["cards"] = [card_view(g, u) for u in pr.cards]
        source = prompt_source(pr)
        if source is not None and sees_card_in(g, source, g.s.area(source), me):
            prompt["source"] = card_view(g, source)
    return prompt
