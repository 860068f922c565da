"""The deck index behind `opcg deck list` and the app's deck chooser: groups, order, search."""

from __future__ import annotations

import json
import subprocess
import sys

from opcg_tui.deckindex import YOUR_DECKS, deck_entries, grouped, natural_key


def test_ids_sort_naturally():
    ids = ["ST-10-2", "ST-2", "ST-10", "ST-1", "ST-10-3"]
    assert sorted(ids, key=natural_key) == ["ST-1", "ST-2", "ST-10", "ST-10-2", "ST-10-3"]


def test_the_users_decks_come_first_then_the_shipped_grouped_by_leader_colour(db, tmp_path):
    (tmp_path / "mine.yaml").write_text("id: mine\nname: Mine\nleader: ST04-001\ncards:\n  ST04-002: 4\n")
    groups = grouped(deck_entries(db, [tmp_path]))
    names = [g for g, _ in groups]
    assert names[:5] == [YOUR_DECKS, "Red", "Green", "Blue", "Purple"]
    mine = groups[0][1]
    assert [e.deck.id for e in mine] == ["mine"] and not mine[0].legal  # 4 cards: shown, marked not legal
    red = dict(groups)["Red"]
    assert [e.deck.id for e in red][0] == "ST-01"


def test_every_word_of_a_search_must_match(db):
    entries = deck_entries(db)
    assert [e.deck.id for _, es in grouped(entries, "purple kaido") for e in es] == ["ST-04", "OP01-061"]  # the starter, then the OP-01 sample deck
    assert [e.deck.id for _, es in grouped(entries, "KAIDO animal") for e in es] == ["ST-04"]
    assert grouped(entries, "kaido red") == []


def test_deck_list_command_searches_and_prints_json():
    result = subprocess.run([sys.executable, "-m", "opcg_tui", "deck", "list", "crocodile", "st-03", "--json"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)
    assert [r["id"] for r in rows] == ["ST-03"]
    assert rows[0]["group"] == "Blue" and rows[0]["legal"] is True and rows[0]["leader_name"] == "Crocodile"
