"""Card references as scenario files and logs write them: `p1.char:ST01-013#2`, `p2.leader.don`, ...

Used by the scenario runner (REF → card) and to describe commands in words (card → REF).
"""

from __future__ import annotations

import re
from typing import Any

from .engine import Command, Game
from .engine.records import PLAYER_NAMES

REF_RE = re.compile(
    r"^(?P<player>p[12])\.(?:(?P<single>leader|stage)|(?P<zone>char|hand|trash|deck|life)(?::(?P<number>[A-Z0-9-]+)"
    r"(?:#(?P<nth>\d+))?)?|(?P<don>don(?::rested)?|don_deck))(?P<given>\.don)?$"
)
ZONE_ATTR = {"char": "chars", "hand": "hand", "trash": "trash", "deck": "deck", "life": "life"}


class RefError(ValueError):
    pass


def parse_ref(game: Game, text: str, taken: set | None = None) -> Any:
    """A REF's card uid, or a DON!! reference ("don", player, where). `taken` skips cards already picked."""
    m = REF_RE.match(text)
    if not m:
        raise RefError(f"'{text}' is not a card reference (like p1.leader, p2.char:ST01-013#2, p1.don:rested)")
    player = PLAYER_NAMES.index(m["player"])
    ps = game.s.players[player]
    if m["don"]:
        if m["given"]:
            raise RefError(f"'{text}': only a Leader or Character has DON!! given")
        where = {"don": "active", "don:rested": "rested", "don_deck": "deck"}[m["don"]]
        return ("don", player, where)
    if m["single"]:
        uid = ps.leader if m["single"] == "leader" else ps.stage
        if uid is None:
            raise RefError(f"{m['player']} has no Stage")
    else:
        cards = ps.zone(ZONE_ATTR[m["zone"]])
        if m["number"]:
            matching = [u for u in cards if game.s.cards[u] == m["number"]]
            if m["nth"]:
                nth = int(m["nth"])
                if nth < 1 or nth > len(matching):
                    raise RefError(f"'{text}': there is no card number {nth} of {m['number']} there")
                uid = matching[nth - 1]
            else:
                free = [u for u in matching if not taken or u not in taken]
                if not free:
                    raise RefError(f"'{text}': no {'more ' if matching else ''}such card in {m['player']}'s {m['zone']}")
                uid = free[0]
        elif m["zone"] == "life" and not m["given"]:
            return ("life", player, "top")  # the top Life card, whatever it is
        else:
            raise RefError(f"'{text}': name a card number, e.g. {m['player']}.{m['zone']}:ST01-003")
    if m["given"]:
        return ("don", player, uid)
    if taken is not None:
        taken.add(uid)
    return uid


def ref_of(game: Game, item: Any) -> str:
    """The REF naming a card uid or a DON!! reference."""
    if isinstance(item, tuple):
        kind, player, where = item
        if kind == "life":
            return f"{PLAYER_NAMES[player]}.life"
        name = PLAYER_NAMES[player]
        if where == "active":
            return f"{name}.don"
        if where == "rested":
            return f"{name}.don:rested"
        if where == "deck":
            return f"{name}.don_deck"
        return f"{ref_of(game, where)}.don"
    s = game.s
    player = s.owner[item]
    ps = s.players[player]
    name = PLAYER_NAMES[player]
    if ps.leader == item:
        return f"{name}.leader"
    if ps.stage == item:
        return f"{name}.stage"
    number = s.cards[item]
    for short, attr in ZONE_ATTR.items():
        cards = ps.zone(attr)
        if item in cards:
            same = [u for u in cards if s.cards[u] == number]
            k = same.index(item) + 1
            return f"{name}.{short}:{number}" + (f"#{k}" if k > 1 else "")
    return f"{name}.{number}"


def describe(game: Game, cmd: Command) -> str:
    """A command as a scenario step writes it: `attack p1.leader p2.char:ST01-006`."""
    if cmd.kind == "give":
        uid, n = cmd.args
        return f"give {ref_of(game, uid)}" + (f" {n}" if n != 1 else "")
    return " ".join([cmd.kind, *(ref_of(game, a) for a in cmd.args)])
