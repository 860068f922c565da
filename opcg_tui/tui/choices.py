"""What the prompt panel offers: the legal answers of the seat's prompt as numbered choices.

Pure logic (no Textual): which answers to list, how a multi-card `choose` is built up one pick
at a time, and which cards on the board each answer concerns.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..engine import Command
from .namer import Namer, command_words

PROMPT_TITLES = {
    "first-or-second": "Who goes first?",
    "mulligan": "Your opening hand",
    "main": "Your Main Phase",
    "block": "Block Step",
    "counter": "Counter Step",
    "trigger": "[Trigger]",
    "choose": "Choose",
    "yes-no": "Use this effect?",
}
PROMPT_HELP = {
    "first-or-second": "The first player does not draw on turn 1 and gets 1 DON!! instead of 2. "
                       "Nobody may attack on their first turn.",
    "mulligan": "You may return these 5 cards and draw 5 new ones, once.",
    "main": "Pick a card (←↑↓→) and press Enter, or choose from the list. a attack · d give DON!! · e end turn.",
    "block": "You are attacked. A [Blocker] may rest to become the target instead.",
    "counter": "Add power from your hand: Characters' Counter values and [Counter] Events.",
    "trigger": "This Life card has a [Trigger]: reveal it to use its effect, or add it to your hand.",
}


@dataclass
class Choice:
    """One line of the prompt panel (or of a card's action menu)."""

    label: str
    cmd: Command | None = None  # apply this answer
    action: str = ""  # or a panel action: "toggle", "confirm", "cancel"
    item: Any = None  # the `choose` item a toggle adds or removes
    uid: int | None = None  # the card it is about (inspector, board highlight)
    enabled: bool = True
    marked: int = 0  # times this item is picked (toggles)


def multiset_le(a: Counter, b: Counter) -> bool:
    return all(b[k] >= v for k, v in a.items())


class Selection:
    """Building one `choose` answer out of several picks.

    The legal answers are complete lists; a pick is allowed while some answer still contains
    every pick so far. Order matters only where the answers differ by order (deck order).
    """

    def __init__(self, options: list[Command]) -> None:
        self.options = [o for o in options if o.kind == "choose"]
        self.picked: list[Any] = []
        self._bags = [Counter(o.args) for o in self.options]

    def items(self) -> list[Any]:
        seen: dict[Any, None] = {}
        for o in self.options:
            for a in o.args:
                seen.setdefault(a, None)
        return list(seen)

    def count(self, item: Any) -> int:
        return self.picked.count(item)

    def can_add(self, item: Any) -> bool:
        want = Counter([*self.picked, item])
        return any(multiset_le(want, bag) for bag in self._bags)

    def countable(self, item: Any) -> bool:
        """True when some answer holds `item` more than once (DON!! of one pool): it is counted, not ticked."""
        return any(bag[item] > 1 for bag in self._bags)

    def toggle(self, item: Any) -> None:
        """Tick `item`, or take it back. A countable item gets one more (see `remove`)."""
        if self.can_add(item) and (self.countable(item) or item not in self.picked):
            self.picked.append(item)
        elif not self.countable(item):
            self.picked = [p for p in self.picked if p != item]

    def remove(self, item: Any) -> None:
        """Take back one of `item` (the last one picked)."""
        if item in self.picked:
            del self.picked[len(self.picked) - 1 - self.picked[::-1].index(item)]

    def complete(self) -> Command | None:
        """The answer the picks make, if they make one."""
        for o in self.options:
            if list(o.args) == self.picked:
                return o
        want = Counter(self.picked)
        for o, bag in zip(self.options, self._bags):
            if bag == want:
                return o
        return None

    def can_extend(self) -> bool:
        return any(self.can_add(item) for item in self.items())

    @staticmethod
    def needed(options: list[Command]) -> bool:
        """True when answers name more than one item (else each answer is one direct choice)."""
        return any(len(o.args) > 1 for o in options if o.kind == "choose")


def item_uid(item: Any) -> int | None:
    if isinstance(item, int):
        return item
    if isinstance(item, tuple) and item[0] == "don" and isinstance(item[2], int):
        return item[2]
    return None


MAIN_ORDER = {"play": 0, "activate": 1, "attack": 2, "end": 3}


def command_uid(cmd: Command) -> int | None:
    """The card an answer is about (the one to inspect)."""
    if cmd.kind in ("play", "activate", "give", "block", "counter") and cmd.args:
        return cmd.args[0]
    if cmd.kind == "attack":
        return cmd.args[0]
    if cmd.kind == "choose" and len(cmd.args) == 1:
        return item_uid(cmd.args[0])
    return None


def prompt_choices(kind: str, options: list[Command], namer: Namer, selection: Selection | None,
                   attacker: int | None = None) -> list[Choice]:
    """The numbered choices for the seat's prompt."""
    if kind == "main":
        if attacker is not None:
            return target_choices(options, namer, attacker)
        listed = sorted((o for o in options if o.kind in MAIN_ORDER), key=lambda o: MAIN_ORDER[o.kind])
        return [Choice(command_words(o, namer), o, uid=command_uid(o)) for o in listed]
    if kind == "choose" and selection is not None:
        return selection_choices(options, namer, selection)
    listed = [o for o in options if o.kind != "concede"]
    if kind == "counter":
        listed.sort(key=lambda o: counter_order(o, namer))
    result = []
    for o in listed:
        label = command_words(o, namer)
        if o.kind == "choose" and len(o.args) == 1:
            label = namer.item(o.args[0])[:1].upper() + namer.item(o.args[0])[1:]
        result.append(Choice(label, o, uid=command_uid(o)))
    return last_nothing(result)


def target_choices(options: list[Command], namer: Namer, attacker: int) -> list[Choice]:
    """The targets of one attacker's attack, each by itself ('Kaido (Leader, 10000)', 'Nami (3000)': the
    attacker is the panel's), and Cancel."""
    attacks = [o for o in options if o.kind == "attack" and o.args[0] == attacker]
    return [Choice(namer.with_power(o.args[1]), o, uid=o.args[1]) for o in attacks] + \
        [Choice("Cancel (Esc)", action="cancel")]


def counter_order(cmd: Command, namer: Namer) -> tuple:
    """No more counters first, then by card name and receiver (Leader, then Characters from the left): the
    engine lists one copy of each card, so after a pick another copy (another uid) would move its lines."""
    if cmd.kind != "counter":
        return (0,)
    me = namer.view["players"][namer.me]
    receivers = [me["leader"]["uid"], *(c["uid"] for c in me["characters"])]
    receiver = receivers.index(cmd.args[1]) if len(cmd.args) > 1 and cmd.args[1] in receivers else -1
    return (1, namer.name(cmd.args[0]), receiver)


def last_nothing(choices: list[Choice]) -> list[Choice]:
    """"Choose nothing" always the last line."""
    nothing = [c for c in choices if c.cmd is not None and c.cmd.kind == "choose" and not c.cmd.args]
    return [c for c in choices if c not in nothing] + nothing


def selection_choices(options: list[Command], namer: Namer, selection: Selection) -> list[Choice]:
    """A choice made pick by pick: Confirm, a line per item (a count with +/− for DON!!), Choose nothing."""
    done = selection.complete()
    picked = namer.items(selection.picked)
    if selection.picked and done is not None:
        label = f"Confirm: choose {picked} (c)"
    else:
        label = f"Confirm — picked {picked}; pick more" if selection.picked else "Confirm — pick first"
    choices = [Choice(label, action="confirm", enabled=bool(selection.picked) and done is not None)]
    # Answers that differ only by order (deck order): show each pick's position.
    ordered = len({tuple(sorted(o.args, key=repr)) for o in selection.options}) < len(selection.options)
    for item in selection.items():
        n = selection.count(item)
        if selection.countable(item):
            mark, words = f"[{n}]", f"of {namer.pool(item)} (+/−)"
        elif n and ordered:
            mark, words = "#" + ",".join(str(i + 1) for i, p in enumerate(selection.picked) if p == item), \
                namer.item(item)
        else:
            mark, words = "[x]" if n else "[ ]", namer.item(item)
        choices.append(Choice(f"{mark} {words}", action="toggle", item=item, uid=item_uid(item),
                              enabled=bool(n) or selection.can_add(item), marked=n))
    nothing = next((o for o in options if o.kind == "choose" and not o.args), None)
    if nothing is not None:
        choices.append(Choice("Choose nothing", nothing))
    return choices


def card_commands(kind: str, options: list[Command], uid: int) -> list[Command]:
    """The answers that concern one card on the board, for Enter on it."""
    found = []
    for o in options:
        a = o.args
        if kind == "main" and o.kind in ("play", "activate", "give", "attack") and a[0] == uid or kind == "main" and o.kind == "attack" and a[1] == uid or kind == "block" and o.kind == "block" and a[0] == uid or kind == "counter" and o.kind == "counter" and uid in a or kind == "choose" and len(a) == 1 and item_uid(a[0]) == uid and not isinstance(a[0], tuple):
            found.append(o)
    return found


def highlighted(kind: str, options: list[Command], selection: Selection | None,
                attacker: int | None) -> set[int]:
    """Cards to mark as legal choices of this prompt."""
    if kind == "main":
        if attacker is not None:
            return {o.args[1] for o in options if o.kind == "attack" and o.args[0] == attacker}
        return set()
    if kind == "choose":
        if selection is not None:
            return {u for item in selection.items() if (u := item_uid(item)) is not None and isinstance(item, int)
                    and (selection.can_add(item) or selection.count(item))}
        return {o.args[0] for o in options if o.kind == "choose" and len(o.args) == 1 and isinstance(o.args[0], int)}
    if kind == "block":
        return {o.args[0] for o in options if o.kind == "block"}
    if kind == "counter":
        return {o.args[0] for o in options if o.kind == "counter"}
    return set()


def actionable(kind: str, options: list[Command]) -> set[int]:
    """In the Main Phase, the cards that can be played, attack or use an effect now."""
    if kind != "main":
        return set()
    return {o.args[0] for o in options if o.kind in ("play", "activate", "attack")}
