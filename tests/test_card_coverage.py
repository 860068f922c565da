"""Every card with an effect, a keyword or a [Trigger] has scenarios: at least one showing the effect
and one showing its limit (issue 3). Files are named after the card: tests/scenarios/cards/<SET>/<NUMBER>-*.yaml."""

from __future__ import annotations

from pathlib import Path

SCENARIOS = Path(__file__).resolve().parent / "scenarios" / "cards"


def test_every_effect_card_has_at_least_two_scenarios(db):
    missing = []
    for number, card in sorted(db.items()):
        if not (card.effects or card.keywords or card.trigger):
            continue
        folder = SCENARIOS / f"{number[:2]}-{number[2:4]}"
        files = sorted(folder.glob(f"{number}-*.yaml"))
        if len(files) < 2:
            missing.append(f"{number} {card.name}: {len(files)} scenario(s)")
    assert not missing, "\n".join(missing)
