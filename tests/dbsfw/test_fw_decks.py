"""Fusion World decks of the player's own: kept in their own folder (decks/dbsfw of the data folder), listed by
`opcg deck list --game dbsfw` only, validated (a card the game lacks named with its file and line, exit 2),
imported and exported as 4xFS01-02 text; the draft and the filter words of the deck builder for its cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from opcg_tui.cardfilter import CardIndex, FilterError, parse_filter
from opcg_tui.data.cards import builtin_dir
from opcg_tui.deckdraft import DeckDraft, save_user_deck
from opcg_tui.deckindex import game_decks
from opcg_tui.games.dbsfw import load_cards
from opcg_tui.games.dbsfw.decks import load_deck
from opcg_tui.paths import user_decks_dir

FS01 = (builtin_dir("decks") / "dbsfw" / "FS01.yaml").read_text()


def opcg(*args: str, stdin: str | None = None):
    result = CliRunner().invoke(__import__("opcg_tui.cli", fromlist=["app"]).app, list(args), input=stdin,
                                terminal_width=120)
    assert "Traceback" not in result.stdout + result.stderr
    return result


@pytest.fixture(scope="module")
def fw():
    return load_cards()


def mine(text: str = FS01, name: str = "mine.yaml"):
    folder = user_decks_dir("dbsfw")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text.replace("id: FS01", "id: " + name.split(".")[0]))
    return folder / name


def test_the_users_fusion_world_decks_are_listed_with_its_game_only():
    path = mine()
    rows = json.loads(opcg("deck", "list", "--game", "dbsfw", "--json").stdout)
    assert rows[0]["id"] == "mine" and rows[0]["group"] == "Your decks" and rows[0]["legal"]
    shipped = len(list((Path(__file__).resolve().parents[2] / "decks" / "dbsfw").glob("*.yaml")))
    assert rows[0]["file"] == str(path) and len(rows) == 1 + shipped
    assert "mine" not in [r["id"] for r in json.loads(opcg("deck", "list", "--json").stdout)]
    shown = " ".join(opcg("deck", "list", "--game", "dbsfw").stdout.split())
    assert "Your decks: mine = " in shown and "Starter Deck Son Goku" in shown


def test_an_unknown_card_in_a_fusion_world_deck_file_is_named_with_its_file_and_line(fw):
    path = mine(FS01.replace("  FS01-03: 4\n", "  FS01-03: 4\n  FS09-99: 1\n"))
    line = FS01.splitlines().index("  FS01-03: 4") + 2
    for args in (("deck", "validate", "--game", "dbsfw", "mine"), ("deck", "validate", "--game", "dbsfw", str(path))):
        result = opcg(*args)
        assert result.exit_code == 2
        assert result.stderr.strip() == (f"error: {path}:{line}: unknown card number 'FS09-99': DRAGON BALL SUPER "
                                         "CARD GAME Fusion World has no such card")
    with pytest.raises(Exception, match=f"{path}:{line}: unknown card number 'FS09-99'"):
        load_deck("mine", fw)


def test_a_fusion_world_deck_as_text_and_back():
    text = opcg("deck", "export", "--game", "dbsfw", "FS01").stdout
    assert text.startswith("1xFS01-01\n4xFS01-02\n")
    result = opcg("deck", "import", "--game", "dbsfw", "-", "--id", "again", stdin=text)
    assert result.exit_code == 0 and "leader: FS01-01" in result.stdout
    bad = opcg("deck", "import", "--game", "dbsfw", "-", stdin="1xFS01-01\n4xFS09-99\n")
    assert bad.exit_code == 2 and "<stdin>:2: unknown card number 'FS09-99'" in bad.stderr
    wrong = opcg("deck", "import", "--game", "dbsfw", "-", stdin="1xFS01-01\nfour Whis\n")
    assert wrong.exit_code == 2 and "is not a deck line like 4xFS01-02 or 4 FS01-02" in wrong.stderr


def test_a_fusion_world_draft_follows_fw_6_1_and_saves_in_its_own_folder(fw):
    draft = DeckDraft(fw, game="dbsfw")
    assert draft.problems()[0] == "no Leader chosen yet (FW 6-1-2)"
    assert draft.set_copies("FS01-01", 1) == "Son Goku is a Leader: choose it as the Leader instead (FW 6-1-3)"
    draft.leader = "FS01-01"
    assert draft.set_copies("FS01-02", 5) == "at most 4 copies of Whis (FW 6-1-4-2)"
    assert draft.set_copies("FS02-02", 4) is None
    assert any("a colour the Leader does not have (FW 6-1-4-1)" in p for p in draft.problems())
    assert draft.counters() == {10000: 4} and draft.categories() == {"battle": 4}
    draft.id = "fw-deck"
    path = save_user_deck(draft.deck(), {"FS01"}, game="dbsfw")
    assert path == user_decks_dir("dbsfw") / "fw-deck.yaml" and not (user_decks_dir() / "fw-deck.yaml").exists()
    assert game_decks("dbsfw").most_copies(fw["FS01-02"]) == 4


def test_the_fusion_world_filter_words(fw):
    index = CardIndex(fw.values(), game_decks("dbsfw").text_of)

    def numbers(line: str) -> list[str]:
        return [c.number for c in index.select(parse_filter(line, game="dbsfw"))]

    assert numbers("set:FS01 leader") == ["FS01-01"] == numbers("category:leader set:fs-01")
    assert numbers("red extra") and all(fw[n].category == "extra" and "red" in fw[n].colors for n in numbers("red extra"))
    assert all(fw[n].combo_power == 5000 for n in numbers("combo:5000")) and numbers("combo:5000")
    assert all("Saiyan" in " ".join(fw[n].traits) for n in numbers("type:saiyan")) and numbers("type:saiyan")
    assert numbers("whis") and all(n in numbers("battle") for n in numbers("cost<=1 power:5000"))
    for line, problem in (("counter:1000", "counter is ONE PIECE's, not Fusion World's"), ("purple", None),
                          ("color:purple", "unknown colour (known: red, blue, green, yellow, black)"),
                          ("category:event", "unknown category (known: leader, battle, extra)")):
        if problem is None:
            assert numbers(line) == []  # not a colour of Fusion World: a word of the text
            continue
        with pytest.raises(FilterError, match=problem.replace("(", r"\(").replace(")", r"\)")):
            parse_filter(line, game="dbsfw")
