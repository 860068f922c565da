"""The words the UI shows (log, choices) and how a multi-card choice is built: no Textual needed."""

from __future__ import annotations

import random

import pytest

from opcg_tui.engine import Command, new_game
from opcg_tui.engine.view import visible_log
from opcg_tui.tui.cardview import name_lines
from opcg_tui.tui.choices import Selection, prompt_choices
from opcg_tui.tui.namer import Namer, command_words, computer_words
from opcg_tui.tui.words import Narrator

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
    shown = {game.card(ev[1]).short for ev in visible_log(game, seat) if ev[0] == "move" and ev[1] is not None}
    shown |= {game.card(ev[2]).short for ev in visible_log(game, seat) if ev[0] == "reveal"}
    shown |= {game.card(p.leader).short for p in game.s.players}
    opponent_only = {game.card(u).short for u in game.s.players[1].hand + game.s.players[1].deck} - shown - {
        game.card(u).short for u in range(len(game.s.cards)) if game.s.owner[u] == 0}
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
    assert command_words(Command(0, "attack", (leader, other)), namer) == "Luffy (5000) attacks the Leader (5000)"
    assert command_words(Command(0, "give", (leader, 2)), namer) == "Give your Leader 2 DON!!"


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


def test_repeated_items_are_counted_one_more_each_time_and_taken_back_one_by_one():
    don = ("don", 0, "rested")
    opts = [Command(0, "choose", (don, don)), Command(0, "choose", (don,)), Command(0, "choose", ())]
    sel = Selection(opts)
    assert sel.countable(don)
    sel.toggle(don)
    sel.toggle(don)
    assert sel.count(don) == 2
    sel.toggle(don)  # no more fit: it stays (pressing it never sometimes adds, sometimes clears)
    assert sel.count(don) == 2
    sel.remove(don)
    assert sel.count(don) == 1 and sel.complete() == opts[1]


def test_multi_choice_panel_confirm_first_choose_nothing_last(decks, db):
    game = new_game(decks["ST-01"], decks["ST-02"], 1, db, chooser=0)
    namer = Namer(game.view(0), NAMES)
    leader = game.s.players[0].leader
    don = ("don", 0, "rested")
    opts = [Command(0, "choose", ()), Command(0, "choose", (leader, don, don)), Command(0, "choose", (leader,))]
    sel = Selection(opts)
    choices = prompt_choices("choose", opts, namer, sel)
    assert choices[0].action == "confirm" and not choices[0].enabled  # nothing picked yet
    assert [c.label for c in choices[1:]] == ["[ ] your Leader", "[0] of your rested DON!! (+/−)", "Choose nothing"]
    assert choices[-1].cmd == opts[0]
    sel.toggle(leader)
    sel.toggle(don)
    choices = prompt_choices("choose", opts, namer, sel)
    assert choices[2].label == "[1] of your rested DON!! (+/−)"
    assert choices[-1].label == "Choose nothing"


def test_choose_nothing_is_the_last_line_of_a_one_pick_choice(decks, db):
    game = new_game(decks["ST-01"], decks["ST-02"], 1, db, chooser=0)
    namer = Namer(game.view(0), NAMES)
    leader = game.s.players[0].leader
    don = ("don", 0, "rested")
    opts = [Command(0, "choose", ()), Command(0, "choose", (leader,)), Command(0, "choose", (don,))]
    labels = [c.label for c in prompt_choices("choose", opts, namer, None)]
    assert labels == ["Your Leader", "One of your rested DON!!", "Choose nothing"]  # never "1 1 of ..."


def test_names_wrap_on_dots_and_spaces():
    assert name_lines("Monkey.D.Luffy", 10) == ["Monkey.D.", "Luffy"]
    assert name_lines("Donquixote Doflamingo", 10) == ["Donquixote", "Doflamingo"]
    assert name_lines("Lead Performer \"Disaster\"", 8)[1].endswith("…")
    assert name_lines("Nami", 8) == ["Nami", ""]


# ------------------------------------------------------------------ lines told apart, names from the seat
def twin_view(decks, db):
    """Seat 0's view with two Nefeltari Vivi on its field (one rested with a DON!!) and, on the other side,
    a Character named as that side's Leader."""
    game = new_game(decks["ST-01"], decks["ST-02"], 1, db, chooser=0)
    game.apply(Command(0, "first"))  # the hands are dealt
    view = game.view(0)
    base = view["players"][0]["hand"][0]
    vivi = [dict(base, uid=900, name="Nefeltari Vivi", short="Vivi"),
            dict(base, uid=901, name="Nefeltari Vivi", short="Vivi", rested=True, don=1)]
    view["players"][0]["characters"] = vivi
    kid = view["players"][1]["leader"]
    view["players"][1]["characters"] = [dict(base, uid=902, name=kid["name"], short=kid["short"], power=7000)]
    return view, kid


def test_identical_lines_are_told_apart_and_a_leader_reads_unlike_its_namesake(decks, db):
    view, kid = twin_view(decks, db)
    namer = Namer(view, NAMES)
    assert namer.target(900) == "your Vivi (1st)"
    assert namer.target(901) == "your Vivi (2nd, rested, 1 DON!!)"
    assert namer.with_power(902, 7000) == "Kid (Character, 7000)"
    assert namer.with_power(kid["uid"], 5000) == "Kid (Leader, 5000)"
    choices = prompt_choices("choose", [Command(0, "choose", (900,)), Command(0, "choose", (901,))], namer, None)
    assert len({c.label for c in choices}) == 2


def test_the_computers_banner_names_its_own_don_as_its_own(decks, db):
    game = new_game(decks["ST-01"], decks["ST-02"], 1, db, chooser=0)
    words = computer_words(Command(1, "choose", (("don", 1, "rested"), ("don", 1, "rested"))), game.view(0),
                           ("You", "Computer"))
    assert words == "chooses 2 of Computer's rested DON!!"
    assert computer_words(Command(1, "give", (0, 1)), game.view(0), ("You", "Computer")).startswith("gives 1 DON!! to")


def test_counter_lines_keep_their_order_after_a_pick(decks, db):
    """The engine lists one copy of each card: after one is used, another copy (a later uid) stands in."""
    game = new_game(decks["ST-01"], decks["ST-02"], 1, db, chooser=0)
    game.apply(Command(0, "first"))  # the hands are dealt
    view = game.view(0)
    hand = view["players"][0]["hand"]
    first, other = hand[0], next(c for c in hand if c["name"] != hand[0]["name"])
    twin = dict(first, uid=950)
    view["players"][0]["hand"] = [*hand, twin]
    leader = view["players"][0]["leader"]["uid"]
    namer = Namer(view, NAMES)
    before = [Command(0, "pass"), Command(0, "counter", (first["uid"], leader)), Command(0, "counter", (other["uid"], leader))]
    after = [Command(0, "pass"), Command(0, "counter", (other["uid"], leader)), Command(0, "counter", (950, leader))]
    names = [[c.label.split(":")[0] for c in prompt_choices("counter", opts, namer, None)] for opts in (before, after)]
    assert names[0] == names[1]


def test_damage_dealt_counts_battle_damage_not_a_life_card_trashed_by_an_effect(tdb, tmp_path):
    from opcg_tui.scenario import load_scenario, play_step, start_game
    from opcg_tui.tui.gameover import game_stats
    from opcg_tui.tui.session import Session

    path = tmp_path / "trash-life.yaml"
    path.write_text("""
name: an effect trashes Life cards
state:
  turn: 3
  p1: { hand: [TS11-007], don: 1, life: [ST01-008, ST01-009] }
  p2: { life: [ST01-010, ST01-008, ST01-009] }
do:
  - p1: play p1.hand:TS11-007
  - p1: choose p2.life
expect: []
""", encoding="utf-8")
    scenario = load_scenario(path, tdb)
    game = start_game(scenario, tdb)
    for step in scenario.steps:
        assert play_step(game, step) == ""
    assert game.s.players[1].trash  # a Life card was trashed
    session = Session(game=game, mode="hotseat", names=NAMES)
    assert [s["hits"] for s in game_stats(session, 0)] == [0, 0]


def test_damage_dealt_in_a_whole_game_is_the_life_a_battle_took(decks, db):
    from opcg_tui.tui.gameover import game_stats
    from opcg_tui.tui.session import Session

    game = random_game(decks, db, seed=4)
    hits = game_stats(Session(game=game, mode="hotseat", names=NAMES), 0)
    battles = [ev for ev in game.log if ev.kind == "note" and ev.what == "damage_step"
               and ev.attacker_power >= ev.target_power and game.card(ev.target).category == "leader"]
    assert 0 < sum(s["hits"] for s in hits) <= len(battles) * 2


@pytest.mark.parametrize(("game", "deck1", "deck2", "seed"), [
    ("opcg", "ST-04", "ST-25", 30), ("opcg", "ST-16", "ST-14", 40), ("opcg", "ST-22", "ST-29", 46),
    ("dbsfw", "FS04", "FS03", 15)])
def test_a_draw_reads_alike_from_both_seats_naming_only_the_drawers_own_card(game, deck1, deck2, seed):
    """Games where an effect's draw read "draws 1 card" from one seat and "adds 1 card from the deck to the hand"
    from the other (it was worded when the next line came, and the seats see different next lines)."""
    from opcg_tui.engine.rulesets import ruleset
    from opcg_tui.engine.view import visible_event
    from opcg_tui.tui.fw_words import FusionNarrator

    rules = ruleset(game)
    cards = rules.load_cards()
    played = new_game(rules.load_deck(deck1, cards, None), rules.load_deck(deck2, cards, None), seed, cards, game=game)
    rng = random.Random(seed)
    while not played.over and len(played.commands()) < 500:
        played.apply(rng.choice([c for c in played.legal() if c.kind != "concede" and c.player == played.waiting.player]))
    told = []
    for seat in (0, 1):
        narrator = (FusionNarrator if game == "dbsfw" else Narrator)(played, seat, NAMES)
        narrator.you = None  # both seats in the same person
        lines = narrator.feed([v for v in (visible_event(played, ev, seat) for ev in played.log) if v is not None])
        moves = [line for line in lines if "from the deck to the hand" in line or " draws " in line]
        for line in moves:
            if line.startswith(NAMES[1 - seat]) and " draws " in line:
                assert line.endswith(" card.") or line.endswith(" cards."), line  # the other's draws unnamed
        told.append([line.split(":")[0].rstrip(".") for line in moves])
    assert told[0] == told[1]


def test_a_negation_for_a_while_is_told_not_a_crash(db):
    """OP09-081 Teach's [Activate: Main]: the opponent's [On Play] effects are negated until the end of their turn."""
    from pathlib import Path

    from opcg_tui.scenario import load_scenario, start_game

    path = Path(__file__).parent.parent / "scenarios/cards/OP09/OP09-081-teach-leader-negates-opponent-on-play-next-turn.yaml"
    game = start_game(load_scenario(path, db), db)
    game.apply(Command(0, "activate", (game.s.players[0].leader,)))
    for seat in (0, 1):
        lines = Narrator(game, seat, NAMES).feed(visible_log(game, seat))
        told = {0: "Player 2's [On Play] effects are negated until the end of Player 2's next turn.",
                1: "Your [On Play] effects are negated until the end of your next turn."}[seat]
        assert told in lines, lines
