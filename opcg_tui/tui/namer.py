"""Card names and the seat's answers in words, from one seat's point of view: the `Namer` ('your Leader',
'Kaido (Leader)', 'your Zoro', 'Killer') and the answers as the prompt offers them or the computer gives them.

Everything here works from what that seat may see, the seat's `view(seat)` (the log in words is words.py's).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..engine import Command
from .words import ordinal, plural


def visible_cards(view: dict, open_cards: Callable[[dict], Iterable[dict | None]]) -> dict[int, dict]:
    """Every card dict a view holds, by uid: each player's `open_cards` (the game's), the looked-at cards and
    the prompt's."""
    found: dict[int, dict] = {}
    for p in view["players"]:
        for card in open_cards(p):
            if card is not None:
                found[card["uid"]] = card
    for card in [*view["looking"], *(view.get("prompt") or {}).get("cards", ())]:
        found[card["uid"]] = card
    return found


def owner_in_view(view: dict, uid: int) -> int | None:
    for i, p in enumerate(view["players"]):
        if p["leader"]["uid"] == uid or any(c["uid"] == uid for c in p["characters"]):
            return i
        if p["stage"] is not None and p["stage"]["uid"] == uid:
            return i
        if p["hand"] is not None and any(c["uid"] == uid for c in p["hand"]):
            return i
    return None


class Namer:
    """Card names as a seat reads them, each card by its short name in the view (`data.shortname.told_apart`):
    'your Leader', 'Kaido (Leader)', 'your Zoro', 'Killer', 'Zoro·7'.

    ONE PIECE's; another game's namer (`fw_words.FusionNamer`) gives its own `open_cards`, `owner_of`,
    `marks`, `item` and `pool`."""

    def __init__(self, view: dict, names: tuple[str, str]) -> None:
        self.view = view
        self.me = view["me"]
        self.names = names
        self.cards = visible_cards(view, self.open_cards)

    @staticmethod
    def open_cards(p: dict) -> list[dict | None]:
        """A player's cards the view shows: field, own hand, trash, face-up Life."""
        return [p["leader"], *p["characters"], p["stage"], *(p["hand"] or ()), *p["trash"],
                *(c for _, c in p["life_faceup"])]

    def owner_of(self, uid: int) -> int | None:
        """The owner of a card on the field or in the seat's own hand (None for any other)."""
        return owner_in_view(self.view, uid)

    def name(self, uid: Any) -> str:
        card = self.cards.get(uid)
        return card["short"] if card else "a card"

    def target(self, uid: int) -> str:
        """A card on the field named with whose it is, told apart from cards that would read the same."""
        owner = self.owner_of(uid)
        if owner is None or owner != self.me:
            return self.told(uid)
        return "your Leader" if self.view["players"][owner]["leader"]["uid"] == uid else f"your {self.told(uid)}"

    def told(self, uid: int) -> str:
        """A card told apart from cards that would read the same, without whose it is: 'Kaido (Leader)', 'Zoro',
        'Zoro (2nd, rested)'."""
        return f"{self.name(uid)} (Leader)" if self.is_leader(uid) else self.own(uid)

    def own(self, uid: int, *extra: Any) -> str:
        """One of the seat's cards in its own choices, told apart and with `extra` ('Zoro (2nd, 5000)'), its
        Leader by its name ('Law (5000)')."""
        marks = [] if self.is_leader(uid) else self.marks(uid, self.owner_of(uid))
        marks += [str(x) for x in extra]
        return f"{self.name(uid)} ({', '.join(marks)})" if marks else self.name(uid)

    def is_leader(self, uid: int) -> bool:
        return any(p["leader"]["uid"] == uid for p in self.view["players"])

    def marks(self, uid: int, owner: int | None) -> list[str]:
        """What tells a card apart from another of the same name: 'Character' beside a Leader of that name,
        its place from the left, rested and DON!! beside a card of the same name in the same area."""
        if owner is None:
            return []
        p = self.view["players"][owner]
        card = self.cards[uid]
        name = card["short"]
        marks = []
        row = p["characters"] if any(c["uid"] == uid for c in p["characters"]) else p["hand"] or []
        if row is p["characters"] and any(q["leader"]["short"] == name for q in self.view["players"]):
            marks.append("Character")
        if sum(c["short"] == name for c in row) > 1:
            place = next(i for i, c in enumerate(row) if c["uid"] == uid) + 1
            marks.append(ordinal(place) if row is p["characters"] else f"{ordinal(place)} in the hand")
            if card.get("rested"):
                marks.append("rested")
            if card.get("don"):
                marks.append(f"{card['don']} DON!!")
        return marks

    def with_power(self, uid: int, power: Any = None) -> str:
        """'Kaido (Leader, 10000)', 'your Zoro (5000)': the card's power unless given."""
        label = self.target(uid)
        power = (self.cards.get(uid) or {}).get("power") if power is None else power
        return f"{label[:-1]}, {power})" if label.endswith(")") else f"{label} ({power})"

    def whose(self, player: int) -> str:
        """'your' or 'Computer's': from the seat reading it."""
        return "your" if player == self.me else f"{self.names[player]}'s"

    def item(self, item: Any, n: int = 1) -> str:
        """A `choose` argument (`n` times): a card uid, a DON!! reference or the top Life card."""
        if isinstance(item, tuple) and item[0] == "don":
            count = "one" if n == 1 else str(n)  # never "1 1 of ..." after a choice's number
            return f"{count} of {self.pool(item)}" if item[2] in ("active", "rested") else f"{count} {self.pool(item)}"
        if isinstance(item, str):
            return item.replace("cost:", "a cost of ")  # "Choose a cost": "cost:4"
        if isinstance(item, tuple):
            kind, player, where = item
            if kind == "option":  # a "Choose one" option: its number and its words
                return f"option {player}: {where}"
            return f"the top card of {self.whose(player)} Life"
        return self.target(item) if self.owner_of(item) is not None else self.name(item)

    def pool(self, item: tuple) -> str:
        """Where a DON!! item is taken from: 'your rested DON!!', 'DON!! from Kid's DON!! deck'."""
        _, player, where = item
        if where in ("active", "rested"):
            return f"{self.whose(player)} {where} DON!!"
        if where == "deck":
            return f"DON!! from {self.whose(player)} DON!! deck"
        return f"DON!! given to {self.target(where)}"

    def items(self, items: Any) -> str:
        """Several `choose` arguments: the same one picked twice is told once with its count."""
        return ", ".join(self.item(x, n) for x, n in Counter(items).items()) or "nothing"


ANSWER_WORDS = {"end": "End your turn", "no-block": "Don't block", "yes": "Yes", "no": "No", "first": "Go first",
                "second": "Go second", "keep": "Keep this hand", "concede": "Concede the game"}  # in every game
THIRD_PERSON = {"end": "ends the turn", "no-block": "does not block", "first": "goes first", "second": "goes second",
                "keep": "keeps the opening hand", "mulligan": "redraws the opening hand", "concede": "concedes"}


def answer_words(cmd: Command, namer: Namer, fixed: Mapping[str, str]) -> str:
    """An answer every game words alike (an attack, a block, a choice) or one of `fixed` words, as the button or
    menu line that offers it (a game's `command_words` tells its own answers first)."""
    k, a, n = cmd.kind, cmd.args, namer
    if k == "attack":  # the attacker first, what differs between a turn's attacks: "Kid (7000) attacks the Leader (5000)"
        power = {uid: (n.cards.get(uid) or {}).get("power") for uid in a}
        target = f"the Leader ({power[a[1]]})" if n.is_leader(a[1]) else n.with_power(a[1])
        return f"{n.own(a[0], power[a[0]])} attacks {target}"
    if k == "block":
        return f"{n.own(a[0], (n.cards.get(a[0]) or {}).get('power'))} blocks"
    if k == "choose":
        return "Choose " + n.items(a)
    return fixed.get(k, " ".join([k, *map(str, a)]))


def computer_action(cmd: Command, namer: Namer, third_person: Mapping[str, str]) -> str:
    """The computer's answer every game words alike ("Kid attacks your Leader", "chooses ...") or one of
    `third_person` words (a game's `computer_words` tells its own answers first)."""
    k, a = cmd.kind, cmd.args
    if k == "attack":
        return f"{namer.target(a[0])} attacks {namer.target(a[1])}"
    if k == "choose":
        return "chooses " + namer.items(a)
    return third_person.get(k, k)


ONE_PIECE_ANSWERS = {**ANSWER_WORDS, "pass": "No more counters: go on to damage",
                     "trigger": "Reveal it and activate its [Trigger]",
                     "no-trigger": "Add it to your hand without its [Trigger]",
                     "mulligan": "Mulligan: return it and draw 5 new cards"}


def command_words(cmd: Command, namer: Namer) -> str:
    """A legal answer as the button or menu line that offers it."""
    k, a = cmd.kind, cmd.args
    n = namer
    if k == "play":
        card = n.cards.get(a[0]) or {}
        cost = card.get("cost")
        kind = {"event": "the Event ", "stage": "the Stage "}.get(card.get("category", ""), "")
        return f"Play {kind}{n.name(a[0])}" + (f" (cost {cost})" if cost is not None else "")
    if k == "activate":  # the card first; its cost would be paid for nothing (1-3-2-1): said before the cut
        idle = a[0] in (n.view.get("prompt") or {}).get("idle", ())
        return f"{n.own(a[0])}: [Activate: Main] " + ("would do nothing" if idle else "effect")
    if k == "give":
        return f"Give {n.target(a[0])} {plural(a[1], 'DON!!', 'DON!!')}"
    if k == "counter":
        card = n.cards.get(a[0]) or {}
        if len(a) == 1:
            return f"{n.name(a[0])} ([Counter] Event, cost {card.get('cost')})"
        return f"{n.name(a[0])}: +{card.get('counter')} power to {n.target(a[1])}"
    return answer_words(cmd, namer, ONE_PIECE_ANSWERS)


ONE_PIECE_THIRD_PERSON = {**THIRD_PERSON, "pass": "uses no more counters", "trigger": "uses the [Trigger]",
                          "no-trigger": "does not use the [Trigger]", "yes": "uses the effect",
                          "no": "does not use the effect"}


def computer_words(cmd: Command, view: dict, names: tuple[str, str]) -> str:
    """The computer's action as the person watching reads it ("plays Killer", "Kid attacks your Leader")."""
    namer = Namer(view, names)
    k, a = cmd.kind, cmd.args
    if k == "play":
        return f"plays {namer.name(a[0])}"
    if k == "activate":
        return f"uses {namer.target(a[0])}'s effect"
    if k == "give":
        return f"gives {plural(a[1], 'DON!!', 'DON!!')} to {namer.target(a[0])}"
    if k == "block":
        return f"blocks with {namer.target(a[0])}"
    if k == "counter":
        return f"uses {namer.name(a[0])}" + (f" as a counter for {namer.target(a[1])}" if len(a) > 1 else "")
    return computer_action(cmd, namer, ONE_PIECE_THIRD_PERSON)
