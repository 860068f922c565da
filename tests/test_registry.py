"""The primitive registry is the one place of every primitive (issue 9): each has its wording, its row
in docs/card-format.md and a scenario that uses it; the docs are generated from it; and nothing
outside it reads effect data by primitive name."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from opcg_tui.engine.registry import SELF, Action, Count, Effect, Selector
from opcg_tui.games.onepiece import docs
from opcg_tui.games.onepiece.decks import load_deck
from opcg_tui.games.onepiece.primitives import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "tests" / "scenarios"
CARD_KINDS = ("action", "condition", "cost", "filter", "zone", "count", "timing", "keyword", "duration",
              "prohibition")


def test_the_card_format_doc_is_generated_from_the_registry():
    assert docs.main(["--check"]) == 0, "run: python -m opcg_tui.games.onepiece.docs"


def test_every_primitive_has_wording_and_a_doc_row():
    text = docs.DOC.read_text(encoding="utf-8")
    missing = []
    for decl in REGISTRY:
        if not docs.wording(decl).strip():
            missing.append(f"{decl.KIND} {decl.name}: no wording")
        if not decl.doc or not decl.clause:
            missing.append(f"{decl.KIND} {decl.name}: no doc line or CR clause")
        if f"| `{decl.name}` |" not in text:
            missing.append(f"{decl.KIND} {decl.name}: no row in {docs.DOC.name}")
    assert not missing, "\n".join(missing)


# ------------------------------------------------------------------ what the scenarios use
def _cards_in(raw: dict) -> set[str]:
    state = raw.get("state") or {}
    found = {raw.get("filler", "ST01-003")}
    if "new_game" in state:
        for key in ("p1", "p2"):
            deck = load_deck(str(state["new_game"][key]), check=False)
            found |= {deck.leader, *(n for n, _ in deck.cards)}
        return found
    for who in ("p1", "p2"):
        spec = state.get(who) or {}
        found.add(spec.get("leader", "ST01-001") if isinstance(spec.get("leader", ""), str)
                  else spec["leader"]["card"])
        for key in ("characters", "stage", "hand", "deck", "life", "trash"):
            value = spec.get(key)
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, str):
                    found.add(item)
                elif isinstance(item, dict):
                    found.add(item["card"])
    return found


def _walk(value, used: set[tuple[str, str]]) -> None:
    """Every primitive a piece of card data names."""
    if isinstance(value, Effect):
        used |= {("timing", t) for t in value.timings}  # a combined timing names each of its timings
        for name, v in value.conditions.items():
            used.add(("condition", name))
            _walk(v, used)
        for name, v in value.cost.items():
            used.add(("cost", name))
            _walk(v, used)  # a cost on cards names them with a selector
        for a in value.actions:
            _walk(a, used)
        _walk(value.subject, used)
    elif isinstance(value, Action):
        decl = REGISTRY.actions[value.name]
        used.add(("action", value.name))
        kind = getattr(decl.value, "kind", None)
        if kind == "conditions":
            used |= {("condition", name) for name in value.value}
        elif kind:
            used.add((kind, value.value))
        _walk(value.value, used)
        for key, v in value.params.items():
            kind = getattr(decl.fields[key].check, "kind", None)
            if kind:
                used.add((kind, v))
            _walk(v, used)
    elif isinstance(value, Selector):
        used.add(("zone", value.zone))
        for name, v in value.filters:
            used.add(("filter", name))
            kind = getattr(REGISTRY.filters[name].value, "kind", None)
            if kind:
                used.add((kind, v))
            _walk(v, used)
    elif isinstance(value, Count):
        used.add(("count", value.name))
    elif isinstance(value, tuple | list):
        for v in value:
            _walk(v, used)
    elif isinstance(value, dict):
        for v in value.values():
            _walk(v, used)


def test_every_primitive_is_used_by_a_scenario(tdb):
    used: set[tuple[str, str]] = set()
    for path in SCENARIOS.rglob("*.yaml"):
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(raw, dict) and raw.get("game", "opcg") != "opcg":
            continue  # another game's scenario (tests/dbsfw checks its own primitives)
        for number in _cards_in(raw):
            card = tdb[number]
            used |= {("keyword", k) for k in card.keywords}
            for eff in (*card.effects, card.trigger):
                if eff is not None:
                    _walk(eff, used)
    missing = [f"{decl.KIND} {decl.name}" for decl in REGISTRY
               if decl.KIND in CARD_KINDS and (decl.KIND, decl.name) not in used]
    assert not missing, "no scenario uses: " + ", ".join(missing)


def test_no_module_outside_the_registry_reads_effect_data_by_primitive_name():
    # The if/elif chains of old: `"power" in act`, `act["ko"]`, `eff["timing"] == ...`, `cost.get("rest_don")`.
    chain = re.compile(r"""("\w+" in (a|act|action|eff|effect|cost|conds|sel)\b)|"""
                       r"""\b(a|act|action|eff|effect|cost|conds|sel)\[("\w+")\]|"""
                       r"""\b(act|action|eff|effect|cost|conds)\.get\("\w+"\)""")
    found = []
    for path in (ROOT / "opcg_tui").rglob("*.py"):
        if path.parent.name == "primitives":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if chain.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


def test_self_is_a_selector_everywhere():
    assert REGISTRY.selector(None, "self", None, "target") == SELF  # type: ignore[arg-type]
