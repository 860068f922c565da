"""`deck import` writes YAML with the emitter (its own validate accepts it) and warns on an illegal deck,
which it writes only with -o."""

from __future__ import annotations

import pytest

from hardening import opcg
from opcg_tui.data.decks import deck_from_yaml
from opcg_tui.data.yamlfile import parse_yaml


@pytest.fixture(scope="module")
def st01_text():
    return opcg("deck", "export", "ST-01").stdout


@pytest.mark.parametrize("deck_id, name", [("2024", "Red: aggro"), ("yes", "# not a comment"), ("a: b", "'quoted'"),
                                           ("null", "[1, 2]"), ("ルフィ", "- dash")])
def test_the_written_yaml_reads_back_as_the_same_deck(st01_text, tmp_path, deck_id, name):
    result = opcg("deck", "import", "-", "--id", deck_id, "--name", name, stdin=st01_text)
    assert result.exit_code == 0, result.stderr
    deck = deck_from_yaml(parse_yaml(result.stdout, "out.yaml"), "out.yaml")
    assert (deck.id, deck.name, deck.size) == (deck_id, name, 50)
    path = tmp_path / "out.yaml"
    path.write_text(result.stdout)
    assert opcg("deck", "validate", str(path), "--format", "extra").exit_code == 0  # ST-01 is block 1


@pytest.mark.parametrize("option, value, problem", [
    ("--name", "Red\nid: injected", "--name: 'name' must be one line of text"),
    ("--id", "a\0b", "--id: 'id' must be one line of text"),
    ("--id", "../escape", "--id: 'id' must not hold /"),
])
def test_bad_ids_and_names_are_refused(st01_text, option, value, problem):
    result = opcg("deck", "import", "-", option, value, stdin=st01_text)
    assert result.exit_code == 2 and problem in result.stderr and not result.stdout


@pytest.mark.parametrize("text, problem", [
    ("1xST01-001\n1xST02-001\n4xST01-004\n", "ST02-001 Eustass\"Captain\"Kid is a Leader card"),
    ("1xST01-001\n" + "4xST01-004\n" * 25, "the deck has 100 cards"),
])
def test_an_illegal_deck_is_named_and_written_only_with_o(tmp_path, text, problem):
    result = opcg("deck", "import", "-", stdin=text)
    assert result.exit_code == 2 and not result.stdout
    assert "warning: <stdin>: not a legal deck: " in result.stderr and problem in result.stderr
    assert "give -o FILE to write it anyway" in result.stderr
    out = tmp_path / "d.yaml"
    written = opcg("deck", "import", "-", "-o", str(out), stdin=text)
    assert written.exit_code == 0 and problem in written.stderr and out.exists()


@pytest.mark.parametrize("stem, problem", [("x" * 65, "'id' is longer than 64 characters"),
                                           ("a\\b", "'id' must not hold / or \\ (it names files)")])
def test_a_bad_id_taken_from_the_file_name_is_said_so(st01_text, tmp_path, stem, problem):
    path = tmp_path / f"{stem}.txt"
    path.write_text(st01_text)
    result = opcg("deck", "import", str(path))
    assert result.exit_code == 2 and not result.stdout and "--id:" not in result.stderr
    assert f"error: {path}: the deck's id is the file's name, {stem!r}: {problem}; give one with --id" in result.stderr
    assert opcg("deck", "import", str(path), "--id", "mine").exit_code == 0


def test_zero_copies_is_a_bad_line():
    result = opcg("deck", "import", "-", stdin="1xST01-001\n0xST01-004\n")
    assert result.exit_code == 2 and "<stdin>:2: 0x ST01-004: copies must be from 1 to 100" in result.stderr


def test_every_unknown_card_is_named_at_once_with_what_the_program_has_and_how_to_add_cards():
    from opcg_tui.paths import user_cards_dir

    result = opcg("deck", "import", "-", stdin="1xOP17-001\n4xST01-004\n4xOP17-002\n4xZZ01-002\n4xOP17-002\n")
    assert result.exit_code == 2 and not result.stdout
    said = " ".join(result.stderr.split())
    assert ("error: <stdin>: 3 card numbers this program does not have: OP17-001, OP17-002, "
            "ZZ01-002 (lines 1, 3, 4)") in said
    assert "–OP16" in said and "ST01–ST36" in said and "opcg cards list --set" in said
    assert f"Add cards as YAML files in {user_cards_dir()}" in said
