"""Every card with an effect, a keyword or a [Trigger] has scenarios: at least one showing the effect
and one showing its limit (issue 3). Files are named after the card: tests/scenarios/cards/<PREFIX>/<NUMBER>-*.yaml
(the prefix of the card number: ST01, OP01, P)."""

from __future__ import annotations

from pathlib import Path

SCENARIOS = Path(__file__).resolve().parent / "scenarios" / "cards"


def test_every_effect_card_has_at_least_two_scenarios(db):
    missing = []
    for number, card in sorted(db.items()):
        if not (card.effects or card.keywords or card.trigger):
            continue
        folder = SCENARIOS / number.split("-")[0]
        files = sorted(folder.glob(f"{number}-*.yaml"))
        if len(files) < 2:
            missing.append(f"{number} {card.name}: {len(files)} scenario(s)")
    assert not missing, "\n".join(missing)


def test_each_card_file_holds_the_cards_of_its_prefix():
    """One rule for every product: cards/ST05.yaml holds ST05-…, cards/OP01.yaml OP01-…, cards/P.yaml P-…"""
    import yaml

    from opcg_tui.data.cards import builtin_dir

    misplaced = []
    for path in sorted(builtin_dir("cards").glob("*.yaml")):
        for raw in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            if str(raw["number"]).split("-")[0] != path.stem:
                misplaced.append(f"{raw['number']} is in {path.name}")
    assert not misplaced, "\n".join(misplaced)
