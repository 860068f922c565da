"""The Fusion World dialect of scenario files (shared/spec/scenarios-dbsfw.md, a contract):
positions, answers, REFs and the paths a check reads. The runner (opcg_tui/scenario.py) is the core's."""

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
from .decks import load_deck
from .energy import MARKER
from .state import SIDES

FILLER = "FS01-10"
PLAYER_KEYS = ("leader", "battle", "field", "energy", "energy_markers", "hand", "deck", "life", "drop")
ANSWER_WORDS = frozenset({
    "first", "second", "keep", "mulligan", "charge", "no-charge", "play", "use", "activate", "awaken", "attack",
    "end", "block", "no-block", "combo", "pass", "choose", "yes", "no", "concede", "evolve",
})
ORDERED = ("deck", "life")  # `.cards` compared in order, top first
# The vanilla cost-1 Battle Card of each colour: what a count of energy is (spec, `state`).
VANILLA = {"red": "FS01-10", "blue": "FS02-05", "green": "FS03-14", "yellow": "FS04-14", "black": "FS05-07"}
AREAS = {"battle": "battle", "hand": "hand", "deck": "deck", "drop": "drop", "life": "life", "combo": "combo",
         "energy": "energy", "under": "under"}


class RefError(ValueError):
    """A REF or an answer that does not name what the game has."""


class FusionScenarios(ScenarioDialect):
    top_keys = {"filler": FILLER}
    answer_words = ANSWER_WORDS

    def check_top(self, raw: Mapping[str, Any], db: Mapping[str, Any], fail: Any) -> None:
        filler = raw.get("filler", FILLER)
        if filler not in db:
            raise fail(raw, "filler", f"unknown card number '{filler}' (not in the Fusion World card data)")
        if db[filler].category == "leader":
            raise fail(raw, "filler", f"{filler} is a Leader; a filler stands in hands, decks and Life")

    def load_state(self, raw_state: Any, raw: Any, path: Path, db: Mapping[str, Any],
                   extras: Mapping[str, Any]) -> dict[str, Any]:
        filler = extras.get("filler", FILLER)
        return load_state(raw_state, line_of(raw, "state"), path, lambda ref: load_deck(ref, db), "FS01, p2: FS02",
                          lambda spec, line, who: _load_player(spec, line, path, db, filler, who))

    def start_game(self, state: dict[str, Any], seed: int, db: Mapping[str, Any]) -> Game:
        if "new_game" in state:
            ng = state["new_game"]
            return new_game(load_deck(ng["p1"], db), load_deck(ng["p2"], db), seed, db,
                            chooser=ng["chooser"], shuffle=ng["shuffle"], game="dbsfw")
        return from_position(state, db, seed, game="dbsfw")

    def parse_answer(self, game: Game, player: int, text: str) -> Command:
        words = text.split()
        kind, rest = words[0], words[1:]
        if kind in ("use", "activate") and len(rest) == 2 and rest[1].isdigit():
            uid = parse_ref(game, rest[0])
            plain = Command(player, kind, (uid,))
            if rest[1] == "1" and plain in game.legal():
                return plain  # the card's only declarable skill of the timing is its 1st
            return Command(player, kind, (uid, int(rest[1]) - 1))
        taken: set[int] = set()
        return Command(player, kind, tuple(parse_ref(game, r, taken) for r in rest))

    def read_path(self, game: Game, path: str) -> Any:
        return read_path(game, path)

    def ordered(self, path: str) -> bool:
        return path.split(".")[1] in ORDERED

    def describe(self, game: Game, cmd: Command) -> str:
        return " ".join([cmd.kind, *(ref_of(game, a) for a in cmd.args)])


# ================================================================ positions
def _load_player(spec: Any, line: int | None, path: Path, db: Mapping[str, Any], filler: str, who: str) -> dict[str, Any]:
    if not isinstance(spec, dict):
        raise DataError(path, line, f"'{who}' must be a mapping")

    def err(key: Any, problem: str) -> DataError:
        return DataError(path, line_of(spec, key, line), f"{who}: {problem}")

    for key in spec:
        if key not in PLAYER_KEYS:
            raise err(key, f"unknown key '{key}' (known: {', '.join(PLAYER_KEYS)})")

    def number(value: Any, key: str, wanted: str = "") -> str:
        if not isinstance(value, str) or value not in db:
            raise err(key, f"unknown card number {value!r} in '{key}' (not in the Fusion World card data)")
        card = db[value]
        if wanted == "leader" and card.category != "leader":
            raise err(key, f"{value} is a {card.category} card; 'leader' needs a Leader")
        if wanted == "battle" and card.category != "battle":
            raise err(key, f"{value} is a {card.category} card; 'battle' holds Battle Cards (FW 13-1-2)")
        if wanted == "field" and (card.category != "extra" or "field" not in card.keywords):
            raise err(key, f"{value} is not a [Field] Extra; 'field' holds one (FW 15-3, README-7)")
        if not wanted and card.category == "leader":
            raise err(key, f"{value} is a Leader; it never leaves the Leader Area (FW 3-5-3)")
        return value

    def count(value: Any, key: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
            raise err(key, f"'{key}' must be a whole number from 0 to {MAX_COUNT}")
        return value

    def placed(value: Any, key: str, wanted: str, extra: tuple[str, ...] = ("rested",)) -> dict[str, Any]:
        if isinstance(value, str):
            return {"card": number(value, key, wanted), "rested": False}
        if not isinstance(value, dict) or "card" not in value:
            raise err(key, f"'{key}' entries are a card number or {{card: ..., {', '.join(extra)}}}")
        for k in value:
            if k not in ("card", *extra):
                raise err(key, f"unknown key '{k}' in '{key}' (known: card, {', '.join(extra)})")
        out = {"card": number(value["card"], key, wanted), "rested": value.get("rested", False)}
        if not isinstance(out["rested"], bool):
            raise err(key, "'rested' must be true or false")
        if "side" in value:
            if value["side"] not in SIDES:
                raise err(key, "'side' must be front or back")
            out["side"] = value["side"]
        if "ki" in value:
            out["ki"] = count(value["ki"], "ki")  # FW 1-12: energy markers under the card
        return out

    def zone(key: str, default: Any) -> list[str]:
        value = spec.get(key, default)
        if isinstance(value, int) and not isinstance(value, bool):
            return [filler] * count(value, key)
        if not isinstance(value, list):
            raise err(key, f"'{key}' must be a list of card numbers or a count")
        return [number(v, key) for v in value]

    def listed(key: str, wanted: str) -> list[dict[str, Any]]:
        value = spec.get(key, [])
        if not isinstance(value, list):
            raise err(key, f"'{key}' must be a list")
        return [placed(v, key, wanted, ("rested", "ki") if key == "battle" else ("rested",)) for v in value]

    leader = placed(spec.get("leader", "FS01-01"), "leader", "leader", ("rested", "side", "ki"))
    energy_raw = spec.get("energy", [])
    if isinstance(energy_raw, int) and not isinstance(energy_raw, bool):
        colour = db[leader["card"]].colors[0]
        if colour not in VANILLA:
            raise err("energy", f"no vanilla energy card of the Leader's colour {colour}; list the energy cards")
        energy = [{"card": VANILLA[colour], "rested": False}] * count(energy_raw, "energy")
    else:
        energy = listed("energy", "")
    field_raw = spec.get("field")
    return {
        "leader": leader, "battle": listed("battle", "battle"),
        "field": None if field_raw is None else placed(field_raw, "field", "field"),
        "energy": energy, "energy_markers": count(spec.get("energy_markers", 0), "energy_markers"),
        "hand": zone("hand", []), "deck": zone("deck", 20), "life": zone("life", 8), "drop": zone("drop", []),
    }


def position_problem(position: Any, db: Mapping[str, Any]) -> str:
    """Why a normalized position (a log header's) is not one a scenario sets up ('' when it is):
    each player must load, as a scenario's player block, to itself (`rulesets.position_problem`)."""
    return rulesets.position_problem(position, lambda spec, who: _load_player(spec, None, Path("header"), db, FILLER, who))


# ================================================================ checks
def read_path(game: Game, path: str) -> Any:
    s = ops.state(game)
    if path == "step":
        return s.step
    head, _, rest = path.partition(".")
    if head in ("p1", "p2") and rest:
        ps = s.players[PLAYER_NAMES.index(head)]
        zones = {name: ps.zone(attr) for name, attr in AREAS.items()}
        if rest in zones:
            return len(zones[rest])
        if rest.endswith(".cards") and rest[:-6] in zones:
            return [s.cards[u] for u in zones[rest[:-6]]]
        if rest == "energy_active":
            return sum(1 for u in ps.energy if u not in s.rested)
        if rest == "energy_rested":
            return sum(1 for u in ps.energy if u in s.rested)
        if rest == "energy_markers":
            return ps.markers
        if rest == "field":
            return s.cards[ps.field] if ps.field is not None else "none"
        if rest == "leader.side":
            return ps.side
    ref, _, attr = path.rpartition(".")
    if attr not in ("power", "combo_power", "cost", "rested", "ki") or not ref:
        raise RefError(f"unknown path '{path}'")
    uid = parse_ref(game, ref)
    if not isinstance(uid, int):
        raise RefError(f"'{ref}' is an energy marker, not a card")
    if attr == "power":
        return ops.power(game, uid)
    if attr == "combo_power":
        return ops.combo_power(game, uid)
    if attr == "cost":
        return ops.cost(game, uid)
    if attr == "ki":
        return s.ki.get(uid, 0)
    return uid in s.rested


# ================================================================ REFs
REF_RE = re.compile(
    r"^(?P<player>p[12])\.(?:(?P<single>leader|field|energy_marker)"
    r"|(?P<zone>battle|hand|deck|drop|life|combo|energy|under)(?::(?P<number>[A-Z0-9-]+)(?:#(?P<nth>\d+))?)?)$"
)


def parse_ref(game: Game, text: str, taken: set[int] | None = None) -> Any:
    """A REF's card uid, or ("marker", player) for an energy marker. `taken` skips cards already named."""
    m = REF_RE.match(text)
    if not m:
        raise RefError(f"'{text}' is not a card reference (like p1.leader, p2.battle:FS01-10#2, p1.energy_marker)")
    player = PLAYER_NAMES.index(m["player"])
    ps = ops.state(game).players[player]
    if m["single"] == "energy_marker":
        return (MARKER, player)
    if m["single"]:
        uid = ps.leader if m["single"] == "leader" else ps.field
        if uid is None:
            raise RefError(f"{m['player']} has no [Field]")
        return uid
    cards = ps.zone(AREAS[m["zone"]])
    if not m["number"]:
        if m["zone"] == "life" and cards:
            return cards[0]  # FW 3-9-3: the top Life card
        raise RefError(f"'{text}': name a card number, e.g. {m['player']}.{m['zone']}:FS01-10")
    matching = [u for u in cards if game.s.cards[u] == m["number"]]
    if m["nth"]:
        nth = int(m["nth"])
        if not 1 <= nth <= len(matching):
            raise RefError(f"'{text}': there is no card number {nth} of {m['number']} there")
        uid = matching[nth - 1]
    else:
        free = [u for u in matching if taken is None or u not in taken]
        prompt = game.waiting
        if m["zone"] == "energy" and prompt is not None and prompt.purpose == "pay_energy":
            free = [u for u in free if u not in game.s.rested]  # in a payment: the first active one
        if not free:
            raise RefError(f"'{text}': no {'more ' if matching else ''}such card in {m['player']}'s {m['zone']}")
        uid = free[0]
    if taken is not None:
        taken.add(uid)
    return uid


def ref_of(game: Game, item: Any) -> str:
    """The REF naming a card uid or an energy marker."""
    if isinstance(item, tuple):
        return f"{PLAYER_NAMES[item[1]]}.energy_marker"
    if not isinstance(item, int):
        return str(item)
    s = ops.state(game)
    ps = s.players[s.owner[item]]
    name = PLAYER_NAMES[s.owner[item]]
    if item == ps.leader:
        return f"{name}.leader"
    if item == ps.field:
        return f"{name}.field"
    number = s.cards[item]
    for short, attr in AREAS.items():
        cards = ps.zone(attr)
        if item in cards:
            k = [u for u in cards if s.cards[u] == number].index(item) + 1
            return f"{name}.{short}:{number}" + (f"#{k}" if k > 1 else "")
    return f"{name}.{number}"
