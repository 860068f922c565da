"""The effect format's timing keys (issue 10): a list of timings and the keys an event timing reads are
checked when a card file loads."""

from __future__ import annotations

from pathlib import Path

import pytest

from opcg_tui.data.yamlfile import DataError
from opcg_tui.games.onepiece.cards import one_card_file

CARD = """\
- number: TS99-001
  name: Test
  category: character
  colors: [red]
  cost: 1
  power: 1000
  effects:
    - {effect}
      actions: [{{draw: 1}}]
"""


def load(tmp_path: Path, effect: str):
    path = tmp_path / "cards.yaml"
    path.write_text(CARD.format(effect=effect))
    return one_card_file(path)["TS99-001"]


def test_a_list_of_auto_timings_is_one_effect(tmp_path):
    card = load(tmp_path, "timing: [on_play, when_attacking]")
    assert len(card.effects) == 1
    assert (card.effects[0].timing, card.effects[0].also) == ("on_play", ("when_attacking",))


@pytest.mark.parametrize("effect, problem", [
    ("timing: [on_play, activate_main]", "a list of timings takes auto timings"),
    ("timing: [on_play, when_koed]", "a list of timings takes auto timings"),
    ("timing: when_opponent_activates_event\n      by: effect", "does not take 'by'"),
    ("timing: when_don_returned\n      subject: self", "does not take 'subject'"),
    ("timing: when_koed\n      at_least: 2", "does not take 'at_least'"),
    ("timing: on_play\n      at_least: 2", "does not take 'at_least'"),
    ("timing: when_rested\n      by: friend", "'by' must be one of"),
])
def test_timing_keys_are_checked(tmp_path, effect, problem):
    with pytest.raises(DataError) as info:
        load(tmp_path, effect)
    assert problem in info.value.problem
