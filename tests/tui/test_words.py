"""The words the UI shows (log, choices) and how a multi-card choice is built: no Textual needed."""

from __future__ import annotations

import random

from opcg_tui.engine import Command, new_game
from opcg_tui.engine.view import visible_log
from opcg_tui.tui.cardview import name_lines
from opcg_tui.tui.choices import Selection, prompt_choices
from opcg_tui.tui.words import Namer, Narrator, command_words

NAMES = ("Player 1", "Player 2")


def random_game(decks, db, seed=3, deck2="ST-04"):
    game = new_game(decks["ST-01"], decks[deck2], seed, db)
    rng = random.Random(seed)
    while not game.over:
        game.apply(rng.choice([c for c in game.legal() if c.kind != "concede"]))
    return game


def test_log_in_words_for_each_seat(decks, db):
    game = random_game(decks, db)
    for seat in (0, 1):
        lines = Narrator(game, seat, NAMES).feed(visible_log(game, seat))
        text = "\n".join(lines)
        assert "── Turn 1:" in text
        assert any(" attacks " in line for line in lines)
        assert any(line.endswith("the attack succeeds.") or line.endswith("the attack fails.") for line in lines)
        assert any(line.startswith("You draw 1 card: ") for line in lines)  # own draws are named
        other = NAMES[1 - seat]
        assert f"{other} draws 1 card." in text  # the other's draws are not
        assert lines[-1].endswith(f"({game.s.reason}).")


def test_log_never_names_the_opponents_hidden_cards(decks, db):
    """Whatever the other seat drew and never showed is not in this seat's log."""
    game = random_game(decks, db, seed=5)
    seat = 0
    shown = {game.card(ev[1]).name for ev in visible_log(game, seat) if ev[0] == "move" and ev[1] is not None}
    shown |= {game.card(ev[2]).name for ev in visible_log(game, seat) if ev[0] == "reveal"}
    shown |= {game.card(p.leader).name for p in game.s.players}
    opponent_only = {game.card(u).name for u in game.s.players[1].hand + game.s.players[1].deck} - shown - {
        game.card(u).name for u in range(len(game.s.cards)) if game.s.owner[u] == 0}
    text = "\n".join(Narrator(game, seat, NAMES).feed(visible_log(game, seat)))
    for name in opponent_only:
        assert name not in text


def test_command_words_from_the_seats_view(decks, db):
    game = new_game(decks["ST-01"], decks["ST-02"], 1, db, chooser=0)
    view = game.view(0)
    namer = Namer(view, NAMES)
    assert command_words(Command(0, "first"), namer) == "Go first"
    assert command_words(Command(0, "end"), namer) == "End your turn"
    leader = view["players"][0]["leader"]["uid"]
    other = view["players"][1]["leader"]["uid"]
    assert command_words(Command(0, "attack", (leader, other)), namer) == \
        'Attack Eustass"Captain"Kid (Leader, 5000) with your Leader'
    assert command_words(Command(0, "give", (leader, 2)), namer) == "Give 2 DON!! cards to your Leader"


def test_selection_builds_a_choice_pick_by_pick():
    opts = [Command(0, "choose", (1, 2)), Command(0, "choose", (1,)), Command(0, "choose", ())]
    sel = Selection(opts)
    assert sel.complete() == opts[2]  # nothing picked: "up to" allows none
    assert sel.can_add(1) and sel.can_add(2)
    sel.toggle(2)
    assert sel.complete() is None and sel.can_add(1) and not sel.can_add(2)
    sel.toggle(1)
    assert sel.complete() == opts[0]  # order is free when the answers do not differ by order
    sel.toggle(2)  # no more fit: taken back
    assert sel.picked == [1]


def test_selection_keeps_order_where_order_matters():
    opts = [Command(0, "choose", p) for p in ((5, 6, 7), (5, 7, 6), (6, 5, 7), (6, 7, 5), (7, 5, 6), (7, 6, 5))]
    sel = Selection(opts)
    for item in (7, 5, 6):
        sel.toggle(item)
    assert sel.complete() == Command(0, "choose", (7, 5, 6))
    assert not sel.can_extend()


def test_repeated_items_count_up_then_reset():
    don = ("don", 0, "rested")
    opts = [Command(0, "choose", (don, don)), Command(0, "choose", (don,)), Command(0, "choose", ())]
    sel = Selection(opts)
    sel.toggle(don)
    sel.toggle(don)
    assert sel.count(don) == 2
    sel.toggle(don)
    assert sel.count(don) == 0


def test_multi_choice_panel_offers_confirm_first(decks, db):
    game = new_game(decks["ST-01"], decks["ST-02"], 1, db, chooser=0)
    namer = Namer(game.view(0), NAMES)
    leader = game.s.players[0].leader
    opts = [Command(0, "choose", (leader, ("don", 0, "rested"))), Command(0, "choose", (leader,)),
            Command(0, "choose", ())]
    sel = Selection(opts)
    choices = prompt_choices("choose", opts, namer, sel)
    assert choices[0].action == "confirm" and choices[0].enabled
    assert [c.label for c in choices[1:]] == ["[ ] your Leader", "[ ] 1 of your rested DON!!"]


def test_names_wrap_on_dots_and_spaces():
    assert name_lines("Monkey.D.Luffy", 10) == ["Monkey.D.", "Luffy"]
    assert name_lines("Donquixote Doflamingo", 10) == ["Donquixote", "Doflamingo"]
    assert name_lines("Lead Performer \"Disaster\"", 8)[1].endswith("…")
    assert name_lines("Nami", 8) == ["Nami", ""]
