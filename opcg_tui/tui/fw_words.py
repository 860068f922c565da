"""Fusion World's commands and events in words, from one seat's point of view (namer.py and words.py hold ONE PIECE's).

As there, everything works from what the seat may see: command wording from `view(seat)`, the log
from `visible_log(game, seat, ...)` (a card hidden from the seat arrives without its uid).
"""

from __future__ import annotations

from typing import Any

from ..engine import Command
from ..games.dbsfw.energy import MARKER
from ..games.dbsfw.primitives import REGISTRY
from .namer import ANSWER_WORDS, THIRD_PERSON, Namer, answer_words, computer_action
from .words import Narrator, ordinal, plural

AREA_WORDS = {"deck": "deck", "hand": "hand", "drop": "Drop", "life": "Life", "battle": "Battle Area",
              "combo": "Combo Area", "energy": "Energy Area", "leader": "Leader Area", "field": "Battle Area"}
SIDE_WORDS = {"front": "front side", "back": "back side (Awakened)"}


def combo_total(p: dict) -> int:
    """The combo power a player's Combo Area gives the card in battle (FW 8-4-4)."""
    return sum(c["combo_power"] or 0 for c in p["combo"])


def guard_need(attack: int, guard: int) -> str:
    """What the guard card needs to hold while the attack is at least as strong (FW 8-4-6: a tie goes to the
    attack, so at equal power any combo power is enough)."""
    if attack == guard:
        return "A tie goes to the attack: the guard needs some combo power."
    return f"The guard needs more than +{attack - guard} combo power."


class FusionNamer(Namer):
    """Card names as a seat reads them: 'your Leader', 'Vegeta (Leader)', 'your Goku (2nd)', 'Krillin'."""

    @staticmethod
    def open_cards(p: dict) -> list[dict | None]:
        """A player's cards the view shows: the open areas and the own hand."""
        return [p["leader"], *p["battle"], p["field"], *p["combo"], *p["energy"], *(p["hand"] or ()), *p["drop"]]

    def owner_of(self, uid: int) -> int | None:
        where = self.area_of(uid)
        return None if where is None else where[0]

    def area_of(self, uid: int) -> tuple[int, str] | None:
        """(owner, area) of an open card or a card in the seat's own hand."""
        for i, p in enumerate(self.view["players"]):
            if p["leader"]["uid"] == uid:
                return i, "leader"
            for area in ("battle", "combo", "energy", "hand", "drop"):
                if any(c["uid"] == uid for c in p[area] or ()):
                    return i, area
            if p["field"] is not None and p["field"]["uid"] == uid:
                return i, "field"
        return None

    def marks(self, uid: int, owner: int | None) -> list[str]:
        """What tells a card apart: the area it is in (energy, combo, Drop), and beside a card of the same name
        in the same area its place from the left and whether it is rested."""
        where = self.area_of(uid)
        if where is None:
            return []
        owner, area = where
        p = self.view["players"][owner]
        name = self.name(uid)
        marks = {"energy": ["energy"], "drop": ["in the Drop"], "combo": ["combo"]}.get(area, [])
        row = p[area] if area in ("battle", "combo", "hand", "energy") else []
        if sum(c["short"] == name for c in row) > 1:
            place = next(i for i, c in enumerate(row) if c["uid"] == uid) + 1
            marks.append(ordinal(place) if area == "battle" else f"{ordinal(place)} in the {AREA_WORDS[area]}")
            if self.cards[uid].get("rested"):
                marks.append("rested")
        return marks

    def item(self, item: Any, n: int = 1) -> str:
        """A `choose` argument (`n` times): a card, an energy marker or an option of a skill."""
        if isinstance(item, tuple) and item[0] == MARKER:
            return f"{'one' if n == 1 else n} of {self.pool(item)}"
        if isinstance(item, tuple) and item[0] == "option":
            return f"option {item[1]}: {item[2]}"
        if isinstance(item, str):
            return item
        return self.target(item) if self.owner_of(item) is not None else self.name(item)

    def pool(self, item: tuple) -> str:
        """Where a counted item comes from: 'your energy markers'."""
        return f"{self.whose(item[1])} energy markers"


def cost_words(card: dict) -> str:
    """'cost 3, orbs red red' ('' for a card without a cost)."""
    if card.get("cost") is None:
        return ""
    orbs = f", orbs {' '.join(card['orbs'])}" if card.get("orbs") else ""
    return f"cost {card['cost']}{orbs}"


FUSION_ANSWERS = {**ANSWER_WORDS, "no-charge": "Charge no card", "awaken": "Awaken your Leader: flip it to its back side",
                  "pass": "Pass: no more combos", "mulligan": "Mulligan: shuffle it into the deck and draw a new hand"}


def command_words(cmd: Command, namer: FusionNamer) -> str:
    """A legal answer as the line or menu entry that offers it."""
    k, a, n = cmd.kind, cmd.args, namer
    card = n.cards.get(a[0]) or {} if a and isinstance(a[0], int) else {}
    if k == "charge":
        return f"Charge {n.name(a[0])} as energy"
    if k == "play":
        return f"Play {n.name(a[0])} ({cost_words(card)})"
    if k == "use":
        return f"Use the Extra {n.name(a[0])} ({cost_words(card)})"
    if k == "activate":
        which = f" {a[1] + 1}" if len(a) > 1 else ""
        return f"Use {n.target(a[0])}'s [Activate] skill{which}"
    if k == "combo":
        where = "your hand" if n.area_of(a[0]) == (n.me, "hand") else "your Battle Area"
        return f"Combo {n.name(a[0])} from {where} (+{card.get('combo_power') or 0})"
    return answer_words(cmd, namer, FUSION_ANSWERS)


FUSION_THIRD_PERSON = {**THIRD_PERSON, "pass": "passes (no more combos)", "no-charge": "charges no card",
                       "yes": "uses the skill", "no": "does not use the skill", "awaken": "awakens the Leader"}


def computer_words(cmd: Command, view: dict, names: tuple[str, str]) -> str:
    """The computer's action as the person watching reads it ("plays Krillin", "Goku attacks your Leader")."""
    namer = FusionNamer(view, names)
    k, a = cmd.kind, cmd.args
    if k in ("play", "charge", "combo", "block", "use"):
        verb = {"play": "plays", "charge": "charges", "combo": "combos with", "block": "blocks with",
                "use": "uses the Extra"}[k]
        return f"{verb} {namer.target(a[0])}"
    if k == "activate":
        return f"uses {namer.target(a[0])}'s skill"
    return computer_action(cmd, namer, FUSION_THIRD_PERSON)


class FusionNarrator(Narrator):
    """The Fusion World log in sentences, one line each (the grouping and the point of view are `Narrator`'s)."""

    AREA_WORDS = AREA_WORDS
    UNOWNED = "extra"
    SKILL = "skill"
    DECISIONS = ("play", "use", "activate", "awaken", "attack", "end", "block", "combo", "pass", "charge")
    TOLD_EFFECT = ("activate", "use")
    TOLD_REVEAL = ("play", "use", "combo")
    TOLD_MOVE = ("play", "charge", "use")
    KO = "KO'd"
    CALM_PHASES = ("charge", "end")

    def _life_to_hand(self, owner: int, count: int, shown: str) -> str:
        return f"{self.verb(owner, 'take', 'takes')} {plural(count, 'damage', 'damage')}: " \
               f"{plural(count, 'Life card')} to the hand{shown}."

    def _answer(self, k: str, a: tuple, p: int) -> None:
        if k == "charge":
            self.say(f"{self.verb(p, 'charge', 'charges')} {self.card(a[0])} as energy.")
        elif k == "no-charge":
            self.say(f"{self.verb(p, 'charge', 'charges')} no card.")
        elif k == "play":
            self.say(f"{self.verb(p, 'play', 'plays')} {self.card(a[0])}.")
        elif k == "use":
            self.say(f"{self.verb(p, 'use', 'uses')} the Extra {self.card(a[0])}.")
        elif k == "activate":
            self.say(f"{self.verb(p, 'use', 'uses')} {self.named(a[0])}'s [Activate] skill.")
        elif k == "awaken":
            self.say(f"{self.verb(p, 'awaken', 'awakens')} the Leader.")
        elif k == "pass":
            self.say(f"{self.verb(p, 'pass', 'passes')}: no more combos.")

    def _item(self, item: Any, n: int = 1) -> str:
        if isinstance(item, tuple) and item[0] == MARKER:
            return plural(n, "energy marker")
        if isinstance(item, tuple) and item[0] == "option":
            return f"option {item[1]} ({item[2]})"
        if isinstance(item, int):
            return self.named(item)
        return str(item)

    def _note(self, ev: Any) -> None:
        kind = ev.what
        if kind == "attack":
            self.effect = False
            self.say(f"{self._cap(self.named(ev.attacker))} attacks {self.named(ev.guard)}.")
        elif kind == "block":
            self.say(f"{self._cap(self.named(ev.blocker))} blocks: it is now the guard card.")
        elif kind == "combo":
            card = self.game.card(ev.card)
            self.say(f"{self.verb(self.owner(ev.card), 'combo', 'combos')} with {self.card(ev.card)}: "
                     f"+{card.combo_power or 0} combo power to {self.named(ev.receiver)}.")
        elif kind == "damage_step":
            ap, gp = ev.attacker_power, ev.guard_power
            outcome = "the attack succeeds" if ap >= gp else "the attack fails"
            self.say(f"{self._cap(self.named(ev.attacker))} {ap} vs {self.named(ev.guard)} {gp}: {outcome}.")

    def _timing(self, uid: int, idx: Any) -> str:
        card = self.game.card(uid)
        if isinstance(idx, int) and 0 <= idx < len(card.effects):
            return REGISTRY.timings[card.effects[idx].timing].label + " "
        return ""

    def _move(self, ev: Any, owner: int, name: str) -> None:
        uid, src, dst = ev.uid, ev.src, ev.dst
        if dst == "combo" or src == "battle" and dst == "drop" and uid in self.ko:
            self.ko.discard(uid)
            return  # told with the combo note or the KO
        if src == "combo" and dst == "drop":
            return  # the Combo Area empties after every battle (FW 8-5-4)
        if dst == "battle":
            where = "" if src == "hand" else f" from the {AREA_WORDS.get(src, src)}"
            self.say(f"{self.verb(owner, 'play', 'plays')} {name}{where}.")
        elif dst == "energy":
            self.say(f"{self._cap(self.whose(owner))} {name} goes from the {AREA_WORDS.get(src, src)} to the Energy Area.")
        elif src == "hand" and dst == "drop":
            self.say(f"{self.verb(owner, 'place', 'places')} {name} from the hand in the Drop.")
        elif src == "life" and dst == "drop":
            self.say(f"{self._cap(self.whose(owner))} Life card {name} goes to the Drop.")
        else:
            self.say(f"{self._cap(self.whose(owner))} {name} moves from the {AREA_WORDS.get(src, src)} "
                     f"to the {AREA_WORDS.get(dst, dst)}.")

    def _ev_markers(self, ev: Any) -> None:
        if ev.n > 0:
            self.say(f"{self.verb(ev.player, 'get', 'gets')} {plural(ev.n, 'energy marker')}.")
        elif self.effect:
            self.say(f"{self.verb(ev.player, 'remove', 'removes')} {plural(-ev.n, 'energy marker')}.")

    def _ev_flip(self, ev: Any) -> None:
        whose = self._cap(self.whose(ev.player))
        self.say(f"{whose} Leader turns to its {SIDE_WORDS.get(ev.side, ev.side)}.")

    def _ev_rest(self, ev: Any) -> None:
        if self.effect and self.game.s.area(ev.uid) != "energy":
            self.say(f"{self._cap(self.named(ev.uid))} switches to Rest Mode.")

    def _ev_activate(self, ev: Any) -> None:
        if self.effect and self.phase != "charge" and self.game.s.area(ev.uid) != "energy":
            self.say(f"{self._cap(self.named(ev.uid))} switches to Active Mode.")

    def _ev_mod(self, ev: Any) -> None:
        mod = ev.mod
        target = mod.target
        if target is None:
            return
        when = {"turn": " during this turn", "battle": " during this battle"}.get(
            mod.until if isinstance(mod.until, str) else "", "")
        if mod.kind.startswith("add:"):
            sign = "+" if mod.value >= 0 else "−"
            self.say(f"{self._cap(self.named(target))} gets {sign}{abs(mod.value)} {mod.kind[4:].replace('_', ' ')}{when}.")
        elif mod.kind in ("grant", "remove") and mod.value in REGISTRY.keywords:
            verb = "gains" if mod.kind == "grant" else "loses"
            self.say(f"{self._cap(self.named(target))} {verb} {REGISTRY.keywords[mod.value].label}{when}.")

    def _ev_don(self, ev: Any) -> None:
        return  # no DON!! in Fusion World

