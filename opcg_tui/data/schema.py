"""The effect format: every key a card file may use, and its validation.

docs/card-format.md explains each key for contributors; this module is the machine-readable
side of the same table. Validation turns a YAML mapping into plain immutable data
(tuples and frozen dicts) that the engine's interpreter reads without re-parsing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .yamlfile import DataError, line_of

COLORS = ("red", "green", "blue", "purple", "black", "yellow")
CATEGORIES = ("leader", "character", "event", "stage")
# CR 10-1 keyword effects a card can have printed or gain.
KEYWORDS = ("rush", "rush_character", "double_attack", "banish", "blocker", "unblockable")

# When an effect happens (CR 8-1-3, 10-2). "permanent" effects apply while valid.
TIMINGS = (
    "on_play",  # 10-2-6
    "when_attacking",  # 10-2-5
    "on_block",  # 10-2-15
    "on_ko",  # 10-2-17
    "on_opponent_attack",  # 10-2-16
    "end_of_your_turn",  # 10-2-7
    "end_of_opponent_turn",  # 10-2-8
    "start_of_your_turn",  # 6-2-2
    "end_of_battle",  # 7-1-5-2 ("if this ... battles")
    "activate_main",  # 10-2-2
    "main",  # 10-2-3 (Event cards)
    "counter",  # 10-2-4 (Event cards)
    "permanent",  # 8-1-3-3
    "start_of_game",  # 5-2-1-5-1
    "would_be_ko",  # 8-1-3-4 replacement: "if this Character would be K.O.'d, ... instead"
)
AUTO_TIMINGS = frozenset(
    {
        "on_play",
        "when_attacking",
        "on_block",
        "on_ko",
        "on_opponent_attack",
        "end_of_your_turn",
        "end_of_opponent_turn",
        "start_of_your_turn",
        "end_of_battle",
    }
)
DURATIONS = ("battle", "turn", "until_your_next_turn")
OWNERS = ("you", "opponent", "any")
ZONES = ("leader", "character", "leader_or_character", "stage", "hand", "trash", "deck", "life")


class Frozen(dict):
    """An immutable mapping (effects are shared by every game and every clone)."""

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("card data is immutable")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items(), key=lambda kv: kv[0])))


class _Checker:
    def __init__(self, path: str | Path) -> None:
        self.path = path

    def fail(self, node: Any, key: Any, problem: str) -> DataError:
        return DataError(self.path, line_of(node, key), problem)


Validator = Callable[[_Checker, Any, Any, Any], Any]


def _int(minimum: int = 0) -> Validator:
    def check(c: _Checker, value: Any, parent: Any, key: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise c.fail(parent, key, f"'{key}' must be a whole number, not {value!r}")
        if value < minimum:
            raise c.fail(parent, key, f"'{key}' must be {minimum} or more, not {value}")
        return value

    return check


def _signed_int(c: _Checker, value: Any, parent: Any, key: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise c.fail(parent, key, f"'{key}' must be a whole number, not {value!r}")
    return value


def _bool(c: _Checker, value: Any, parent: Any, key: Any) -> bool:
    if not isinstance(value, bool):
        raise c.fail(parent, key, f"'{key}' must be true or false, not {value!r}")
    return value


def _str(c: _Checker, value: Any, parent: Any, key: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise c.fail(parent, key, f"'{key}' must be text, not {value!r}")
    return value


def _choice(options: tuple[str, ...]) -> Validator:
    def check(c: _Checker, value: Any, parent: Any, key: Any) -> str:
        if value not in options:
            raise c.fail(parent, key, f"'{key}' must be one of {', '.join(options)}; got {value!r}")
        return value

    return check


def _str_list(c: _Checker, value: Any, parent: Any, key: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise c.fail(parent, key, f"'{key}' must be a list of text")
    return tuple(value)


def _mapping(
    c: _Checker, value: Any, parent: Any, key: Any, fields: dict[str, Validator], required: tuple[str, ...] = ()
) -> Frozen:
    if not isinstance(value, dict):
        raise c.fail(parent, key, f"'{key}' must be a mapping, not {type(value).__name__}")
    for name in value:
        if name not in fields:
            raise c.fail(value, name, f"unknown key '{name}' in '{key}' (known: {', '.join(fields)})")
    for name in required:
        if name not in value:
            raise c.fail(value, None, f"'{key}' is missing '{name}'")
    return Frozen({name: fields[name](c, v, value, name) for name, v in value.items()})


SELECTOR_FIELDS: dict[str, Validator] = {
    "owner": _choice(OWNERS),
    "zone": _choice(ZONES),
    "count": _int(1),
    "up_to": _bool,
    "cost_max": _int(),
    "cost_min": _int(),
    "power_max": _signed_int,
    "power_min": _signed_int,
    "rested": _bool,
    "types": _str_list,
    "name": _str,
    "name_not": _str,
    "keyword": _choice(KEYWORDS),
    "category": _choice(CATEGORIES),
    "other_than_self": _bool,
    "all": _bool,  # every matching card (permanent effects such as "your {Navy} Characters gain ...")
}


def _selector(c: _Checker, value: Any, parent: Any, key: Any) -> Any:
    """A selector: `self` (the card the effect belongs to) or a mapping of filters."""
    if value == "self":
        return "self"
    sel = _mapping(c, value, parent, key, SELECTOR_FIELDS, required=("zone",))
    defaults = {"owner": "you", "count": 1, "up_to": False}
    return Frozen({**defaults, **sel})


CONDITION_FIELDS: dict[str, Validator] = {
    "don": _int(1),  # [DON!! xN] 8-3-2-3
    "turn": _choice(("yours", "opponents")),  # [Your Turn] / [Opponent's Turn] 8-3-2-4/5
    "self_rested": _bool,
    "your_characters_min": _int(0),
    "your_hand_max": _int(0),
    "leader_type": _str,
    "battled": _choice(("opponent_character", "opponent_leader")),
    "opponent_life_max": _int(0),
    "your_life_max": _int(0),
}


def _conditions(c: _Checker, value: Any, parent: Any, key: Any) -> Frozen:
    return _mapping(c, value, parent, key, CONDITION_FIELDS)


COST_FIELDS: dict[str, Validator] = {
    "rest_don": _int(1),  # ① 8-3-1-5
    "don_minus": _int(1),  # DON!! −X 8-3-1-6
    "rest_self": _bool,
    "trash_from_hand": _int(1),  # 10-2-14
    "optional": _bool,  # "You may ...:" 8-3-1-4
}


def _cost(c: _Checker, value: Any, parent: Any, key: Any) -> Frozen:
    return _mapping(c, value, parent, key, COST_FIELDS)


_DURATION = _choice(DURATIONS)

# Each action: its own key (with its value's validator) and the extra keys it accepts.
ACTIONS: dict[str, tuple[Validator, dict[str, Validator], tuple[str, ...]]] = {
    "power": (_signed_int, {"target": _selector, "duration": _DURATION}, ("target",)),
    "cost_change": (_signed_int, {"target": _selector, "duration": _DURATION}, ("target",)),
    "gain": (_choice(KEYWORDS), {"target": _selector, "duration": _DURATION}, ("target",)),
    "ko": (_selector, {}, ()),
    "return_to_hand": (_selector, {}, ()),
    "deck_bottom": (_selector, {}, ()),
    "rest": (_selector, {}, ()),
    "set_active": (_selector, {}, ()),
    "play": (_selector, {}, ()),
    "add_to_hand": (_selector, {}, ()),
    "give_don": (_int(1), {"target": _selector, "don_state": _choice(("rested", "active")), "up_to": _bool}, ("target",)),
    "draw": (_int(1), {}, ()),
    "trash_from_hand": (_int(1), {}, ()),
    "search": (_int(1), {"take": _selector, "rest_to": _choice(("bottom", "trash"))}, ("take",)),
    "arrange_top": (_int(1), {}, ()),
    "add_don": (_int(1), {"don_state": _choice(("rested", "active")), "up_to": _bool}, ()),
    "set_don_active": (_int(1), {}, ()),
    "rest_opponent_don": (_int(1), {}, ()),
    "trash_opponent_life": (_int(1), {}, ()),
    "ban_blocker": (_bool, {"power_min": _int(0), "duration": _DURATION}, ("duration",)),
    "shuffle_deck": (_bool, {}, ()),
    "use_effect": (_choice(("main", "counter")), {}, ()),
    "if": (_conditions, {"then": None}, ("then",)),  # type: ignore[dict-item]
}


def _actions(c: _Checker, value: Any, parent: Any, key: Any) -> tuple[Frozen, ...]:
    if not isinstance(value, list) or not value:
        raise c.fail(parent, key, f"'{key}' must be a non-empty list of actions")
    result = []
    for i, action in enumerate(value):
        if not isinstance(action, dict):
            raise c.fail(value, i, f"an action must be a mapping, not {action!r}")
        names = [k for k in action if k in ACTIONS]
        if len(names) != 1:
            known = ", ".join(ACTIONS)
            raise c.fail(action, None, f"an action needs exactly one action key (one of: {known}); got {list(action)}")
        name = names[0]
        validator, extras, required = ACTIONS[name]
        fields: dict[str, Validator] = {name: validator, **extras}
        if name == "if":
            fields["then"] = _actions
        result.append(_mapping(c, action, value, i, fields, required))
    return tuple(result)


EFFECT_FIELDS: dict[str, Validator] = {
    "timing": _choice(TIMINGS),
    "once_per_turn": _bool,  # 10-2-13
    "conditions": _conditions,
    "cost": _cost,
    "optional": _bool,  # "you may" without a cost (8-1-2)
    "actions": _actions,
}


def effect(c: _Checker, value: Any, parent: Any, key: Any, *, trigger: bool = False) -> Frozen:
    fields = dict(EFFECT_FIELDS)
    required: tuple[str, ...] = ("actions",) if trigger else ("timing", "actions")
    if isinstance(value, dict) and value.get("timing") == "would_be_ko" and "cost" in value:
        required = ("timing",)  # the replacement may be its cost alone ("you may ... instead")
    if trigger:
        del fields["timing"]
    eff = _mapping(c, value, parent, key, fields, required)
    if "actions" not in eff:
        eff = Frozen({**eff, "actions": ()})
    return Frozen({"timing": "trigger" if trigger else eff["timing"], "conditions": Frozen(), **{
        k: v for k, v in eff.items() if k != "timing"}})


def checker(path: str | Path) -> _Checker:
    return _Checker(path)


__all__ = [
    "ACTIONS", "AUTO_TIMINGS", "CATEGORIES", "COLORS", "CONDITION_FIELDS", "COST_FIELDS", "DURATIONS",
    "Frozen", "KEYWORDS", "SELECTOR_FIELDS", "TIMINGS", "ZONES", "checker", "effect",
    "_int", "_str", "_str_list", "_bool", "_choice",
]
