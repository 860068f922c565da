"""Answering a whole selection at once, as scenario files and older game logs write it.

Inside the engine a selection of several cards is taken one card at a time (`Pick`): "look at 5,
order them" is five small decisions. A scenario's `choose A B C` (spec/scenarios.md) still
answers the whole selection: `answer_selection` plays it as the picks the engine asks for —
in the engine's order where the order is free —, lets the engine take the forced ones, and
checks that what was chosen is what the answer says.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .records import Chosen, Command, Pick

if TYPE_CHECKING:
    from .game import Game


def _same_selection(a: Pick, b: Pick) -> bool:
    return a.then == b.then and a.items == b.items and a.player == b.player and a.purpose == b.purpose


def _key(game: Game, pick: Pick, item: Any) -> Any:
    """What identifies a card in this selection: its number where identical cards are interchangeable."""
    if pick.numbers is not None and isinstance(item, int):
        return game.s.cards[item]
    return item


def answer_selection(game: Game, cmd: Command) -> str:
    """Apply `cmd` (a `choose` with every card of the selection) as picks; '' when it went as
    written, else why not. Partial picks stay applied: try it on a clone to keep a game intact."""
    prompt = game.waiting
    assert prompt is not None and prompt.pick is not None
    pick = prompt.pick
    start = len(game.log)
    want = [_key(game, pick, item) for item in cmd.args]
    left = Counter(want)
    left.subtract(_key(game, pick, item) for item in pick.picked)  # forced picks the engine already took
    if min(left.values(), default=0) < 0:
        return "the engine already took other cards for this choice"
    order = [k for k in want if left[k] > 0]  # the answer's order, without what was taken
    remaining = Counter(order)
    applied = 0  # picks taken here: a prompt with fewer picked is the next, identical selection (b7)
    while remaining:
        prompt = game.waiting
        if (prompt is None or prompt.pick is None or not _same_selection(prompt.pick, pick)
                or len(prompt.pick.picked) < len(pick.picked) + applied):
            break
        offered = {_key(game, pick, o.args[0]): o for o in prompt.options if o.args}
        if pick.ordered:
            nxt = next(iter(k for k in order if remaining[k] > 0))
            chosen = offered.get(nxt)
        else:
            chosen = next((o for k, o in offered.items() if remaining[k] > 0), None)
        if chosen is None:
            return "those cards are not a legal choice here"
        game.apply(chosen)
        applied += 1
        remaining[_key(game, pick, chosen.args[0])] -= 1
        remaining += Counter()  # drop the zeros
    prompt = game.waiting
    if (prompt is not None and prompt.pick is not None and _same_selection(prompt.pick, pick)
            and len(prompt.pick.picked) >= len(pick.picked) + applied):
        done = Command(cmd.player, "choose", ())
        if done not in prompt.options:
            return "more cards must be chosen"
        game.apply(done)
    chosen_items = _chosen(game, start, pick)
    if chosen_items is None:
        return "the choice did not complete"
    got = [_key(game, pick, item) for item in chosen_items]
    if (got if pick.ordered else Counter(got)) != (want if pick.ordered else Counter(want)):
        return "the engine chose differently (forced picks)"
    return ""


def _chosen(game: Game, start: int, pick: Pick) -> tuple[Any, ...] | None:
    """What the completed selection picked (its `Chosen` event), if it completed."""
    for ev in game.log[start:]:
        if isinstance(ev, Chosen) and ev.player == pick.player and ev.purpose == pick.purpose:
            return ev.items
    return None
