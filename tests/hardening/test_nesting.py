"""A few hundred `[` in any file: one clear message, in every loader, and a bad deck in the user's
folder is named and skipped, never fatal."""

from __future__ import annotations

import pytest

from hardening import opcg
from opcg_tui.data.yamlfile import DataError
from opcg_tui.gamelog import LogError, read_log

DEEP = "[" * 400 + "]" * 400


@pytest.mark.parametrize("loader", ["deck", "cards", "scenario"])
def test_deep_yaml_is_refused_by_every_yaml_loader(tmp_path, db, loader):
    from opcg_tui.data.decks import read_deck
    from opcg_tui.games.onepiece.cards import one_card_file
    from opcg_tui.scenario import load_scenario

    path = tmp_path / "deep.yaml"
    path.write_text(f"name: x\nvalue: {DEEP}\n")
    load = {"deck": lambda: read_deck(str(path)), "cards": lambda: one_card_file(path),
            "scenario": lambda: load_scenario(path, db)}[loader]
    with pytest.raises(DataError, match="nested more than 64 levels deep") as info:
        load()
    assert info.value.line == 2


def test_deep_json_log_line_is_refused(tmp_path, db, full_log):
    lines = full_log.read_text().splitlines()
    lines[3] = '{"n": 3, "cmd": ' + DEEP + "}"
    full_log.write_text("\n".join(lines) + "\n")
    with pytest.raises(LogError, match="nested more than 64 levels deep") as info:
        read_log(full_log, db)
    assert info.value.line == 4 and info.value.valid_lines == 2  # resumable from the line before
    header = full_log.parent / "header.jsonl"
    header.write_text(DEEP + "\n")
    with pytest.raises(LogError, match="the header: nested more than 64"):
        read_log(header, db)


def test_a_bad_deck_in_the_users_folder_is_named_and_skipped(user_dir, db):
    from opcg_tui.deckindex import deck_entries
    from opcg_tui.games.onepiece.decks import load_deck

    (user_dir / "decks" / "deep.yaml").write_text(f"id: {DEEP}\n")
    listed = opcg("deck", "list")
    assert listed.exit_code == 0 and "ST-01" in listed.stdout
    assert "skipped:" in listed.stderr and "deep.yaml:1: nested more than 64 levels deep" in listed.stderr
    assert load_deck("ST-02", db).id == "ST-02"  # play --deck: the search passes over the bad file
    skipped: list = []
    assert len(deck_entries(db, skipped=skipped)) >= 40  # the menu's new game
    assert [str(e.path).endswith("deep.yaml") for e in skipped] == [True]
