"""The ONE PIECE dialect of scenario files (shared/spec/scenarios.md): positions, answers, REFs
and the paths a check reads. The runner (opcg_tui/scenario.py) is the same for every game."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ...data.inputs import MAX_COUNT
from ...data.yamlfile import DataError, line_of
from ...engine import PLAYER_NAMES, Command, Game, from_position, new_game, rulesets
from ...engine.rulesets import ScenarioDialect, load_state
from . import ops
from .decks import don_deck_size, load_deck

PLAYER_KEYS = {"leader", "characters", "stage", "hand", "deck", "life", "trash", "don", "don_rested", "don_deck"}
ANSWER_WORDS = frozenset({
    "first", "second", "keep", "mulligan", "play", "give", "activate", "attack", "end", "block", "no-block",
    "counter", "pass", "trigger", "no-trigger", "choose", "yes", "no", "concede",
})
DON_PER_CARD = 10  # a player has 10 DON!! cards (6-5-5-2 gives +1000 for each)
DECK_CATEGORIES = ("character", "event", "stage")
ORDERED = ("deck", "life", "trash", "life_faceup")  # areas whose `.cards` are compared in order (top first)


class RefError(ValueError):
    """A REF or an answer that does not name what the game has."""


class OnePieceScenarios(ScenarioDialect):
    top_keys = {"filler": "ST01-003"}
    answer_words = ANSWER_WORDS

    def check_top(self, raw: Mapping[str, Any], db: Mapping[str, Any], fail: Any) -> None:
        filler = raw.get("filler", "ST01-003")
        if not isinstance(filler, str) or filler not in db:
            raise fail(raw, "filler", f"'filler' must be a card number; {filler!r} is not one")
        if db[filler].category not in DECK_CATEGORIES:
            raise fail(raw, "filler", f"'filler' {filler} is a {db[filler].category}; it fills decks, so it must be "
                                      "a Character, Event or Stage")

    def load_state(self, raw_state: Any, raw: Any, path: Path, db: Mapping[str, Any],
                   extras: Mapping[str, Any]) -> dict[str, Any]:
        filler = extras.get("filler", "ST01-003")
        return load_state(raw_state, line_of(raw, "state"), path, lambda ref: load_deck(ref, db), "ST-01, p2: ST-02",
                          lambda spec, line, who: _load_player(spec, line, path, db, filler, who))

    def start_game(self, state: dict[str, Any], seed: int, db: Mapping[str, Any]) -> Game:
        return start_game(state, seed, db)

    def parse_answer(self, game: Game, player: int, text: str) -> Command:
        return parse_answer(game, player, text)

    def read_path(self, game: Game, path: str) -> Any:
        return read_path(game, path)

    def ordered(self, path: str) -> bool:
        return path.split(".")[1] in ORDERED

    def describe(self, game: Game, cmd: Command) -> str:
        return describe(game, cmd)


def _load_player(spec: Any, line: int | None, path: Path, db: Mapping[str, Any], filler: str, who: str) -> dict[str, Any]:
    if not isinstance(spec, dict):
        raise DataError(path, line, f"'{who}' must be a mapping")

    def err(key: Any, problem: str) -> DataError:
        return DataError(path, line_of(spec, key, line), f"{who}: {problem}")

    for key in spec:
        if key not in PLAYER_KEYS:
            raise err(key, f"unknown key '{key}' (known: {', '.join(sorted(PLAYER_KEYS))})")

    def number(value: Any, key: str, categories: tuple[str, ...]) -> str:
        if not isinstance(value, str) or value not in db:
            raise err(key, f"unknown card number {value!r} in '{key}'")
        if db[value].category not in categories:
            raise err(key, f"{value} is a {db[value].category}; '{key}' needs a {' or '.join(categories)}")
        return value

    def count(value: Any, key: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
            raise err(key, f"'{key}' must be a whole number from 0 to {MAX_COUNT}")
        return value

    def placed(value: Any, key: str, categories: tuple[str, ...], extra: tuple[str, ...]) -> dict[str, Any]:
        if isinstance(value, str):
            return {"card": number(value, key, categories), "rested": False, "don": 0, "fresh": False}
        if not isinstance(value, dict) or "card" not in value:
            raise err(key, f"'{key}' entries are a card number or {{card: ..., {', '.join(extra)}}}")
        for k in value:
            if k not in ("card", *extra):
                raise err(key, f"unknown key '{k}' in '{key}' (known: card, {', '.join(extra)})")
        out = {"card": number(value["card"], key, categories), "rested": False, "don": 0, "fresh": False}
        for k in extra:
            if k in value:
                out[k] = count(value[k], k) if k == "don" else value[k]
                if k == "don" and out[k] > DON_PER_CARD:
                    raise err(key, f"at most {DON_PER_CARD} DON!! on one card")
                if k != "don" and not isinstance(value[k], bool):
                    raise err(key, f"'{k}' must be true or false")
        return out

    def zone(key: str, default: Any) -> list[str]:
        value = spec.get(key, default)
        if isinstance(value, int) and not isinstance(value, bool):
            return [filler] * count(value, key)
        if not isinstance(value, list):
            raise err(key, f"'{key}' must be a list of card numbers or a count")
        return [number(v, key, ("character", "event", "stage", "leader")) for v in value]

    leader = placed(spec.get("leader", "ST01-001"), "leader", ("leader",), ("rested", "don"))
    chars_raw = spec.get("characters", [])
    if not isinstance(chars_raw, list):
        raise err("characters", "'characters' must be a list")
    chars = [placed(c, "characters", ("character",), ("rested", "don", "fresh")) for c in chars_raw]
    if len(chars) > 5:
        raise err("characters", "at most 5 Characters (3-7-6)")
    stage_raw = spec.get("stage")
    stage = None if stage_raw is None else placed(stage_raw, "stage", ("stage",), ("rested",))
    out = {
        "leader": leader, "characters": chars, "stage": stage,
        "hand": zone("hand", []), "deck": zone("deck", 20), "life": zone("life", 4), "trash": zone("trash", []),
        "don": count(spec.get("don", 0), "don"), "don_rested": count(spec.get("don_rested", 0), "don_rested"),
    }
    given = leader["don"] + sum(c["don"] for c in chars)
    in_use = out["don"] + out["don_rested"] + given
    if "don_deck" in spec:
        out["don_deck"] = count(spec["don_deck"], "don_deck")
    else:
        size = don_deck_size(db.get(leader["card"]))  # 5-1-2: 10, or what the Leader says
        if in_use > size:
            raise err("don", f"{in_use} DON!! on the field; a player has {size} (set don_deck to go beyond)")
        out["don_deck"] = size - in_use
    return out


def position_problem(position: Any, db: Mapping[str, Any]) -> str:
    """Why a normalized position (a log header's) is not one a scenario sets up ('' when it is):
    each player, written back as a scenario would, must load to itself (`rulesets.position_problem`)."""
    def load(spec: dict[str, Any], who: str) -> dict[str, Any]:
        written = dict(spec)
        written["leader"] = _fields(spec.get("leader"), ("card", "rested", "don"))
        chars = spec.get("characters")
        written["characters"] = [_fields(c, ("card", "rested", "don", "fresh")) for c in chars] \
            if isinstance(chars, list) else chars
        written["stage"] = _fields(spec.get("stage"), ("card", "rested"))
        return _load_player(written, None, Path("header"), db, "ST01-003", who)

    return rulesets.position_problem(position, load)


def _fields(value: Any, keys: tuple[str, ...]) -> Any:
    return {k: value[k] for k in keys if k in value} if isinstance(value, dict) else value


# ================================================================ playing
def start_game(state: dict[str, Any], seed: int, db: Mapping[str, Any]) -> Game:
    if "new_game" in state:
        ng = state["new_game"]
        return new_game(load_deck(ng["p1"], db), load_deck(ng["p2"], db), seed, db,
                        chooser=ng["chooser"], shuffle=ng["shuffle"])
    return from_position(state, db, seed)


def parse_answer(game: Game, player: int, text: str) -> Command:
    words = text.split()
    kind, rest = words[0], words[1:]
    taken: set = set()
    if kind == "give":
        if not 1 <= len(rest) <= 2:
            raise RefError("write 'give REF [N]'")
        n = int(rest[1]) if len(rest) == 2 and rest[1].isdigit() else 1
        if len(rest) == 2 and not rest[1].isdigit():
            raise RefError(f"'{rest[1]}' is not a number of DON!!")
        return Command(player, "give", (parse_ref(game, rest[0]), n))
    args = tuple(parse_ref(game, r, taken) for r in rest)
    return Command(player, kind, args)



# ================================================================ checks
def read_path(game: Game, path: str) -> Any:
    s = game.s
    head, _, rest = path.partition(".")
    if head in ("p1", "p2") and rest:
        player = PLAYER_NAMES.index(head)
        ps = s.players[player]
        zones = {"hand": ps.hand, "deck": ps.deck, "life": ps.life, "trash": ps.trash, "characters": ps.chars}
        if rest in zones:
            return len(zones[rest])
        if rest.endswith(".cards") and rest[:-6] in zones:
            return [s.cards[u] for u in zones[rest[:-6]]]
        if rest == "don":
            return ps.don_active
        if rest == "don_rested":
            return ps.don_rested
        if rest == "don_deck":
            return ps.don_deck
        if rest == "don_given":
            return sum(n for u, n in s.given.items() if s.owner[u] == player)
        if rest == "stage":
            return s.cards[ps.stage] if ps.stage is not None else "none"
        if rest == "revealed.cards":  # 11-2: this player's cards revealed to both players during this turn, in order
            return _revealed(game, player)
        if rest in ("life_faceup", "life_faceup.cards"):  # 3-10-2-1: the face-up Life cards, top first
            up = [u for u in ps.life if u in s.faceup]
            return len(up) if rest == "life_faceup" else [s.cards[u] for u in up]
    ref, _, attr = path.rpartition(".")
    if attr not in ("power", "cost", "rested", "don") or not ref:
        raise RefError(f"unknown path '{path}'")
    uid = parse_ref(game, ref)
    if isinstance(uid, tuple) and uid[0] == "life":
        life = s.players[uid[1]].life
        if not life:
            raise RefError(f"'{ref}': no Life cards")
        uid = life[0]
    if isinstance(uid, tuple):
        raise RefError(f"'{ref}' is a DON!! reference, not a card")
    if attr == "power":
        return ops.power(game, uid)
    if attr == "cost":
        return ops.cost(game, uid)
    if attr == "rested":
        return uid in s.rested
    return s.given.get(uid, 0)



def _revealed(game: Game, player: int) -> list[str]:
    """The numbers of `player`'s cards revealed (a `reveal` event, which both players' logs show) since the
    turn began."""
    start = max((i for i, ev in enumerate(game.log) if ev[0] == "set" and ev[1] == "turn"), default=0)
    return [game.s.cards[ev[2]] for ev in game.log[start:]
            if ev[0] == "reveal" and game.s.owner[ev[2]] == player]


# ================================================================ REFs
REF_RE = re.compile(
    r"^(?P<player>p[12])\.(?:(?P<single>leader|stage)|(?P<zone>char|hand|trash|deck|life)(?::(?P<number>[A-Z0-9-]+)"
    r"(?:#(?P<nth>\d+))?)?|(?P<don>don(?::rested)?|don_deck))(?P<given>\.don)?$"
)
LIFE_END_RE = re.compile(r"^(?P<player>p[12])\.life:(?P<end>top|bottom)$")
ZONE_ATTR = {"char": "chars", "hand": "hand", "trash": "trash", "deck": "deck", "life": "life"}


def parse_ref(game: Game, text: str, taken: set | None = None) -> Any:
    """A REF's card uid, or a DON!! reference ("don", player, where). `taken` skips cards already picked."""
    if re.fullmatch(r"cost:\d+", text):
        return text  # a chosen cost ("Choose a cost and reveal ...")
    end = LIFE_END_RE.match(text)
    if end:
        return ("life", PLAYER_NAMES.index(end["player"]), end["end"])  # the top / bottom Life card, by place
    option = OPTION_RE.match(text)
    if option:
        return _option(game, text, int(option["n"]))
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


OPTION_RE = re.compile(r"^option:(?P<n>\d+)$")  # "Choose one": option N, in card order (from 1)


def _option(game: Game, text: str, n: int) -> Any:
    prompt = game.s.prompt
    for cmd in prompt.options if prompt is not None else ():
        for item in cmd.args:
            if isinstance(item, tuple) and item[0] == "option" and item[1] == n:
                return item
    raise RefError(f"'{text}': no option {n} is offered now")


def ref_of(game: Game, item: Any) -> str:
    """The REF naming a card uid or a DON!! reference."""
    if isinstance(item, str):
        return item  # a chosen cost, "cost:3"
    if isinstance(item, tuple):
        kind, player, where = item
        if kind == "option":
            return f"option:{player}"
        if kind == "life":
            return f"{PLAYER_NAMES[player]}.life" + (":bottom" if where == "bottom" else "")
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
