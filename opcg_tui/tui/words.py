"""The game log in words, from one seat's point of view (`Narrator`), and the small words every part shares.

Everything here works from what that seat may see: the log from `visible_log(game, seat, ...)` (a card
hidden from the seat arrives without its uid). Card names and the answers in words are namer.py's.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..data.shortname import view_cards
from ..engine import Command, Game
from ..engine.records import LookSeen
from ..games.onepiece.primitives import REGISTRY
from ..games.onepiece.wording import effect_label

ZONE_WORDS = {"deck": "deck", "hand": "hand", "trash": "trash", "life": "Life", "chars": "Character area",
              "stage": "Stage area", "leader": "Leader area", "limbo": "play"}


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 card', '2 cards' ('1 DON!!', '3 DON!!' with `many`): every count in words goes through here."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def duration_words(until: Any) -> str:
    """" during this turn": the words of the duration an expiry key was made from."""
    key = until if isinstance(until, str) else until[0]
    return next((d.words for d in REGISTRY.durations.values() if d.key == key), "")


class Narrator:
    """Turns the events one seat may see into sentences, one line each.

    It keeps a little context (the last decision, whether an effect is resolving) so that the
    mechanics of an action already told ("You play Zoro") are not told again.

    ONE PIECE's; another game's narrator (`fw_words.FusionNarrator`) gives the class attributes below and
    its own `_answer`, `_note`, `_move`, `_item` and `_life_to_hand`.
    """

    AREA_WORDS = ZONE_WORDS  # the areas' names in sentences
    UNOWNED = "event"  # the category of card named without whose it is
    SKILL = "effect"  # what a card's ability is called
    DECISIONS = ("play", "activate", "attack", "end", "block", "counter", "pass", "give")  # they end an effect
    TOLD_EFFECT = ("play", "activate", "counter")  # decisions that tell the effect they start
    TOLD_REVEAL = ("play", "counter")  # decisions that tell the card they reveal
    TOLD_MOVE = ("play", "counter")  # decisions that tell the card they move from the hand
    KO = "K.O.'d"
    CALM_PHASES = ("refresh", "end")  # phases no effect resolves across

    def __init__(self, game: Game, seat: int, names: tuple[str, str]) -> None:
        self.game = game
        self.seat = seat
        self.you: int | None = seat  # the player told as "you" (in a replay: the one named You, if any)
        self.names = names
        self.last: Command | None = None  # last decision seen
        self.effect = False  # an effect is resolving: tell its mechanics
        self.looking = False  # a player is looking at cards from the top of the deck: a card taken is a search
        self.phase = ""
        self.turn_player = 0
        self.turn = 0
        self.ko: set[int] = set()
        self.pending_group: tuple | None = None  # (key, count, names) of grouped moves (key: owner, src, dst, how)
        self.lines: list[str] = []
        # A card is named as the seat's view names it (`data.shortname.told_apart`): where printings of one short
        # name differ in cost (those short names: from the game's cards), from the view, once per `feed`.
        printings: dict[str, set] = {}
        for card in map(game.card, range(len(game.s.cards))):
            if card.category != "leader":
                printings.setdefault(card.short, set()).add(card.cost)
        self.mixed = {short for short, costs in printings.items() if len(costs) > 1}
        self.shown: dict[int, str] | None = None

    # names ----------------------------------------------------------------------
    def who(self, player: int) -> str:
        return "You" if player == self.you else self.names[player]

    def whose(self, player: int) -> str:
        return "your" if player == self.you else f"{self.names[player]}'s"

    def verb(self, player: int, you: str, other: str) -> str:
        return f"{self.who(player)} {you if player == self.you else other}"

    def card(self, uid: int) -> str:
        """A card as the seat's board names it now: its short name (with its cost where another printing reads
        alike)."""
        short = self.game.card(uid).short
        if short not in self.mixed:
            return short
        if self.shown is None:
            self.shown = {c["uid"]: c["short"] for c in view_cards(self.game.view(self.seat))}
        return self.shown.get(uid, short)

    def owner(self, uid: int) -> int:
        return self.game.s.owner[uid]

    def named(self, uid: int) -> str:
        """A visible card with whose it is: 'your Zoro', 'Kaido (Leader)', 'Player 2's Killer'."""
        owner = self.owner(uid)
        category, name = self.game.card(uid).category, self.card(uid)
        if category == "leader":
            return "your Leader" if owner == self.you else f"{name} (Leader)"
        if category == self.UNOWNED:
            return name
        return f"your {name}" if owner == self.you else name

    # output ---------------------------------------------------------------------
    def explain(self, why: str) -> str:
        """The last sentence told, with why it was done ("Player 2 plays Nami — best of 4 by search.")."""
        self.lines[-1] = f"{self.lines[-1].rstrip('.')} — {why}."
        return self.lines[-1]

    def say(self, text: str) -> None:
        self.flush()
        self.lines.append(text)

    def flush(self) -> None:
        if self.pending_group is None:
            return
        key, count, names = self.pending_group
        self.pending_group = None
        self.lines.append(self._group_text(*key, count, names))

    def group(self, owner: int, src: str, dst: str, name: str | None) -> None:
        # How the move is told is settled now, from what both seats see (a look at the deck), never by what
        # happens to be seen next: a draw reads as one for both seats.
        how = "search" if (src, dst) == ("deck", "hand") and self.looking else ""
        key = (owner, src, dst, how)
        if self.pending_group is not None and self.pending_group[0] == key:
            _, count, names = self.pending_group
            self.pending_group = (key, count + 1, [*names, name] if name else names)
            return
        self.flush()
        self.pending_group = (key, 1, [name] if name else [])

    def _group_text(self, owner: int, src: str, dst: str, how: str, count: int, names: list[str]) -> str:
        shown = f": {', '.join(names)}" if names and len(names) == count else ""
        if (src, dst) == ("deck", "hand"):
            if how == "search":  # taken from cards looked at; any other card from the deck to the hand is drawn
                return f"{self.verb(owner, 'add', 'adds')} {plural(count, 'card')} from the deck to the hand{shown}."
            return f"{self.verb(owner, 'draw', 'draws')} {plural(count, 'card')}{shown}."
        if (src, dst) == ("deck", "life"):
            return f"{self.verb(owner, 'place', 'places')} {plural(count, 'Life card')} face down."
        if (src, dst) == ("hand", "deck"):
            return f"{self.verb(owner, 'return', 'returns')} {plural(count, 'card')} from the hand to the deck."
        if (src, dst) == ("deck", "deck"):
            return f"{self.verb(owner, 'place', 'places')} {plural(count, 'card')} at the bottom of the deck."
        if (src, dst) == ("life", "hand"):
            return self._life_to_hand(owner, count, shown)
        if (src, dst) == ("life", "life"):
            return f"{self.verb(owner, 'place', 'places')} {plural(count, 'Life card')} back in the Life area."
        return (f"{plural(count, 'card')} of {self.whose(owner)} move from the {self.AREA_WORDS.get(src, src)} "
                f"to the {self.AREA_WORDS.get(dst, dst)}{shown}.")

    def _life_to_hand(self, owner: int, count: int, shown: str) -> str:
        return f"{self.verb(owner, 'add', 'adds')} {plural(count, 'Life card')} to the hand{shown}."

    # events ---------------------------------------------------------------------
    def feed(self, events: list) -> list[str]:
        """The sentences for these (already filtered) events; returns the new lines."""
        start = len(self.lines)
        self.shown = None
        for ev in events:
            handler = getattr(self, "_ev_" + ev.kind, None)
            if handler is not None:
                handler(ev)
        self.flush()
        return self.lines[start:]

    def _ev_answer(self, ev: Any) -> None:
        cmd, auto = ev.cmd, ev.auto
        self.last = cmd
        k, a, p = cmd.kind, cmd.args, cmd.player
        if k in self.DECISIONS:
            self.effect = False
        if auto and k != "end":  # a forced End turn is still told: its player ended it on the board
            return
        if k in ("first", "second"):
            self.say(f"{self.verb(p, 'choose', 'chooses')} to go {k}.")
        elif k == "keep":
            self.say(f"{self.verb(p, 'keep', 'keeps')} the opening hand.")
        elif k == "mulligan":
            self.say(f"{self.verb(p, 'redraw', 'redraws')} the opening hand (mulligan).")
        elif k == "end":
            self.say(f"{self.verb(p, 'end', 'ends')} the turn.")
        elif k == "no-block":
            self.say(f"{self.verb(p, 'do', 'does')} not block.")
        elif k == "choose":
            if p == self.seat:
                self.say(f"{self.verb(p, 'choose', 'chooses')} {self._chosen(a)}.")
        elif k == "yes":
            self.say(f"{self.verb(p, 'use', 'uses')} the {self.SKILL}.")
        elif k == "no":
            self.say(f"{self.verb(p, 'do', 'does')} not use the {self.SKILL}.")
        else:
            self._answer(k, a, p)

    def _answer(self, k: str, a: tuple, p: int) -> None:
        """The game's own decisions in words."""
        if k == "play":
            card = self.game.card(a[0])
            what = {"event": "the Event ", "stage": "the Stage "}.get(card.category, "")
            self.say(f"{self.verb(p, 'play', 'plays')} {what}{self.card(a[0])}.")
        elif k == "activate":
            self.say(f"{self.verb(p, 'use', 'uses')} {self.named(a[0])}'s [Activate: Main] effect.")
        elif k == "give":
            self.say(f"{self.verb(p, 'give', 'gives')} {plural(a[1], 'DON!! card')} to {self.named(a[0])}.")
        elif k == "counter" and len(a) == 1:
            self.say(f"{self.verb(p, 'use', 'uses')} the [Counter] Event {self.card(a[0])}.")
        elif k == "pass":
            self.say(f"{self.verb(p, 'use', 'uses')} no more counters.")
        elif k == "trigger":
            self.say(f"{self.verb(p, 'activate', 'activates')} a [Trigger].")
        elif k == "no-trigger":
            self.say(f"{self.verb(p, 'do', 'does')} not use the [Trigger].")

    def _chosen(self, args: tuple) -> str:
        """What the seat chose, the same argument picked twice told once with its count."""
        return ", ".join(self._item(x, n) for x, n in Counter(args).items()) or "nothing"

    def _item(self, item: Any, n: int = 1) -> str:
        """A chosen `choose` argument (`n` times), worded as the choice offered it (`Namer.item`)."""
        if isinstance(item, str):
            return item.replace("cost:", "a cost of ")  # "Choose a cost": "cost:4"
        if isinstance(item, tuple):
            kind, player, where = item
            if kind == "option":
                return f"option {player} ({where})"
            if kind == "life":
                return f"the top card of {self.whose(player)} Life"
            count = "one" if n == 1 else str(n)
            if where in ("active", "rested"):
                return f"{count} of {self.whose(player)} {where} DON!!"
            if where == "deck":
                return f"{count} DON!! from {self.whose(player)} DON!! deck"
            return f"{count} DON!! given to {self.named(where)}"
        return self.named(item) if self.game.card(item).category == "leader" else self.card(item)

    def _ev_note(self, ev: Any) -> None:
        kind = ev.what
        if kind == "ko":
            self.ko.add(ev.uid)
            self.say(f"{self._cap(self.named(ev.uid))} is {self.KO}.")
        elif kind == "effect":
            self.effect = True
            last = self.last
            if last is not None and last.kind in self.TOLD_EFFECT and last.args[:1] == (ev.uid,):
                return  # the decision already told it
            self.say(f"{self._cap(self.named(ev.uid))}'s {self._timing(ev.uid, ev.idx)}{self.SKILL} activates.")
        elif kind == "concede":
            self.say(f"{self.verb(ev.player, 'concede', 'concedes')}.")
        elif kind == "option":
            self.say(f"{self.verb(ev.player, 'choose', 'chooses')}: {ev.text}")
        else:
            self._note(ev)

    def _note(self, ev: Any) -> None:
        """The game's own notes (battles, counters) in words."""
        kind = ev.what
        if kind == "attack":
            self.effect = False
            self.say(f"{self._cap(self.named(ev.attacker))} attacks {self.named(ev.target)} "
                     f"({ev.attacker_power} vs {ev.target_power}).")
        elif kind == "block":
            self.say(f"{self._cap(self.named(ev.blocker))} blocks: it is now the target.")
        elif kind == "counter":
            card = self.game.card(ev.card)
            self.say(f"{self.verb(self.owner(ev.card), 'use', 'uses')} {self.card(ev.card)} as a counter: "
                     f"+{card.counter} power to {self.named(ev.receiver)}.")
        elif kind == "replaced":
            self.effect = True
            what = {"ko": "K.O.'d", "rest": "rested"}.get(ev.event, "removed from the field")
            by = "its effect" if ev.src == ev.uid else f"{self.named(ev.src)}'s effect"
            self.say(f"{self._cap(self.named(ev.uid))} is not {what}: {by} replaces that.")
        elif kind == "damage_step":
            ap, tp = ev.attacker_power, ev.target_power
            outcome = "the attack succeeds" if ap >= tp else "the attack fails"
            self.say(f"{self._cap(self.named(ev.attacker))} {ap} vs {self.named(ev.target)} {tp}: {outcome}.")

    def _timing(self, uid: int, idx: int) -> str:
        return effect_label(self.game.card(uid), idx)

    @staticmethod
    def _cap(text: str) -> str:
        return text[:1].upper() + text[1:]

    def _ev_reveal(self, ev: Any) -> None:
        last = self.last
        if last is not None and last.kind in self.TOLD_REVEAL and last.args[:1] == (ev.uid,):
            return  # told with the decision
        self.say(f"{self.verb(ev.player, 'reveal', 'reveals')} {self.card(ev.uid)}.")

    def _ev_move(self, ev: Any) -> None:
        if ev.uid is None:  # a card this seat may not see: only its areas and owner
            self.group(ev.owner, ev.src, ev.dst, None)
            return
        uid, src, dst = ev.uid, ev.src, ev.dst
        owner = self.owner(uid)
        name = self.card(uid)
        last = self.last
        if src == "hand" and last is not None and last.kind in self.TOLD_MOVE and last.args[:1] == (uid,):
            return  # told with the decision
        if (src, dst) in (("deck", "hand"), ("deck", "life"), ("hand", "deck"), ("life", "hand"), ("deck", "deck")):
            self.group(owner, src, dst, name if owner == self.seat or dst != "hand" else None)
            return
        self._move(ev, owner, name)

    def _move(self, ev: Any, owner: int, name: str) -> None:
        """A seen card's move between the game's own areas in words."""
        uid, src, dst, where = ev.uid, ev.src, ev.dst, ev.where
        if src == "chars" and dst == "trash" and uid in self.ko:
            self.ko.discard(uid)
            return  # told with the K.O.
        if dst in ("chars", "stage"):
            where = "" if src in ("hand", "limbo") else f" from the {ZONE_WORDS[src]}"
            self.say(f"{self.verb(owner, 'play', 'plays')} {name}{where}.")
        elif src == "chars" and dst == "trash":
            self.say(f"{self._cap(self.whose(owner))} {name} is trashed.")
        elif src == "chars" and dst == "hand":
            self.say(f"{self._cap(self.whose(owner))} {name} returns to the hand.")
        elif src == "chars" and dst == "deck":
            self.say(f"{self._cap(self.whose(owner))} {name} goes to the {where} of the deck.")
        elif src == "hand" and dst == "trash":
            self.say(f"{self.verb(owner, 'trash', 'trashes')} {name} from the hand.")
        elif src == "life" and dst == "trash":
            self.say(f"{self._cap(self.whose(owner))} Life card {name} is trashed.")
        elif src == "limbo" and dst == "trash" or src == "hand" and dst == "limbo" or dst == "limbo":
            return
        else:
            self.say(f"{self._cap(self.whose(owner))} {name} moves from the {ZONE_WORDS[src]} "
                     f"to the {ZONE_WORDS[dst]}.")

    def _ev_don(self, ev: Any) -> None:
        p, src, dst, n = ev.player, ev.src, ev.dst, ev.n
        if self.phase == "refresh":
            return
        if self.phase == "don" and src == "deck":
            self.say(f"{self.verb(p, 'add', 'adds')} {plural(n, 'DON!! card')} to the cost area.")
            return
        if not self.effect:
            return  # costs paid and DON!! given by decisions already told
        if dst == "deck":
            self.say(f"{self.verb(p, 'return', 'returns')} {plural(n, 'DON!! card')} to the DON!! deck.")
        elif src == "deck":
            self.say(f"{self.verb(p, 'add', 'adds')} {plural(n, 'DON!! card')} from the DON!! deck ({dst}).")
        elif isinstance(dst, int):
            self.say(f"{plural(n, 'DON!! card')} given to {self.named(dst)}.")
        elif (src, dst) == ("rested", "active"):
            self.say(f"{plural(n, 'of ' + self.whose(p) + ' DON!! card', 'of ' + self.whose(p) + ' DON!! cards')}"
                     f" set as active.")
        elif (src, dst) == ("active", "rested"):
            self.say(f"{plural(n, 'of ' + self.whose(p) + ' DON!! card', 'of ' + self.whose(p) + ' DON!! cards')}"
                     f" rested.")

    def _ev_rest(self, ev: Any) -> None:
        if self.effect:
            self.say(f"{self._cap(self.named(ev.uid))} is rested.")

    def _ev_activate(self, ev: Any) -> None:
        if self.effect and self.phase != "refresh":
            self.say(f"{self._cap(self.named(ev.uid))} is set as active.")

    def _ev_mod(self, ev: Any) -> None:
        mod = ev.mod
        if mod.source.endswith(" Counter"):
            return  # told with the counter
        # The card's words say "your" for the effect's player: told from the reader's side.
        when = duration_words(mod.until).replace("your opponent's", "\0").replace("your", self.whose(mod.controller))
        when = when.replace("\0", self.whose(1 - mod.controller))
        target = mod.target
        if mod.kind in ("add:power", "add:cost") and target is not None:
            sign = "+" if mod.value >= 0 else "−"
            self.say(f"{self._cap(self.named(target))} gets {sign}{abs(mod.value)} {mod.kind[4:]}{when}.")
        elif mod.kind in ("set:power", "set:cost") and target is not None:
            self.say(f"{self._cap(self.named(target))}'s base {mod.kind[4:]} becomes {mod.value}{when}.")
        elif mod.kind == "fix:power" and target is not None:
            self.say(f"{self._cap(self.named(target))}'s power becomes {mod.value}{when}.")
        elif mod.kind in ("grant", "remove") and target is not None:
            verb = "gains" if mod.kind == "grant" else "loses"
            self.say(f"{self._cap(self.named(target))} {verb} {REGISTRY.keywords[mod.value].label}{when}.")
        elif mod.kind == "prohibit" and mod.value.what == "negate":  # 8-2: a negation, not a declared prohibition
            ban = mod.value
            which = f"{REGISTRY.timings[ban.timing].label} " if ban.timing else ""
            if target is not None:
                whose = f"{self.named(target)}'s"
            elif ban.player:
                whose = self.whose(mod.controller if ban.player == "you" else 1 - mod.controller)
            else:
                whose = "some cards'"
            self.say(f"{self._cap(whose)} {which}effects are negated{when}.")
        elif mod.kind == "prohibit":
            words = REGISTRY.prohibitions[mod.value.what].words
            who = self._cap(self.named(target)) if target is not None else "Some cards"
            if mod.value.player:
                who = self.who(mod.controller if mod.value.player == "you" else 1 - mod.controller)
            if mod.value.what == "activate_blocker" and target is None:
                self.say(f"[Blocker] cannot be activated{when}.")
            else:
                self.say(f"{who} {words}{when}.")

    def _ev_look(self, ev: Any) -> None:
        n = ev.size if isinstance(ev, LookSeen) else len(ev.cards)
        self.looking = n > 0
        if n < 2:
            return  # the end of a look, or a Life card looked at for its [Trigger]
        self.say(f"{self.verb(ev.player, 'look', 'looks')} at {plural(n, 'card')} from the top of the deck.")

    def _ev_faceup(self, ev: Any) -> None:
        self.say(f"{self._cap(self.whose(self.owner(ev.uid)))} Life card {self.card(ev.uid)} is turned face up.")

    def _ev_facedown(self, ev: Any) -> None:
        self.say(f"{self._cap(self.whose(self.owner(ev.uid)))} Life card {self.card(ev.uid)} is turned face down.")

    def _ev_shuffle(self, ev: Any) -> None:
        if self.effect:
            self.say(f"{self.verb(ev.player, 'shuffle', 'shuffles')} the deck.")

    def _ev_new_turn(self, ev: tuple) -> None:
        self.say(f"── Turn {self.turn}: {self.who(self.turn_player) if self.turn_player != self.you else 'your turn'} ──")

    def _ev_set(self, ev: Any) -> None:
        key, value = ev.attr, ev.value
        if key == "phase":
            self.phase = value
            if value in self.CALM_PHASES:
                self.effect = False
        elif key == "turn_player":
            self.turn_player = value
        elif key == "turn":
            self.turn = value
        elif key == "winner":
            reason = self.game.s.reason
            if value == 2:
                self.say(f"The game is a draw ({reason}).")
            else:
                self.say(f"{self.verb(value, 'win', 'wins')} ({reason}).")


