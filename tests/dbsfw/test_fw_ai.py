"""Fusion World's computer players: `normal` beats random play and reads only its seat's view; `hard`
searches from samples of what it cannot see, never from the game itself, and finds what the normal rules miss."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from opcg_tui.ai import SeatView, make_player
from opcg_tui.engine import new_game

DECKS = ("FS01", "FS02", "FS03", "FS04")


class ViewOnly(Mapping):
    """A seat's view that refuses the redacted position: the player must decide from the view alone."""

    def __init__(self, view: SeatView) -> None:
        self.view = view

    def __getitem__(self, key: str) -> Any:
        if key == "position":
            raise AssertionError("the Fusion World player read the position")
        return self.view[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.view)

    def __len__(self) -> int:
        return len(self.view)


@pytest.fixture(scope="module")
def fw():
    from opcg_tui.games.dbsfw import load_cards
    from opcg_tui.games.dbsfw.decks import load_deck

    db = load_cards()
    return db, {d: load_deck(d, db) for d in DECKS}


def test_normal_beats_random_over_every_starter_matchup(fw):
    db, decks = fw
    wins = games = 0
    for i in range(32):  # the 16 matchups, normal in either seat
        d1, d2 = DECKS[i % 4], DECKS[(i // 4) % 4]
        normal = i % 2
        game = new_game(decks[d1], decks[d2], seed=i, db=db, game="dbsfw", record=False)
        players = [make_player("random", seed=i, game="dbsfw"), make_player("random", seed=i, game="dbsfw")]
        players[normal] = make_player("normal", seed=i, game="dbsfw")
        while not game.over:
            seat = game.waiting.player
            options = [c for c in game.legal() if c.player == seat]
            game.apply(players[seat].decide(ViewOnly(SeatView(game, seat)), options))
        wins += game.winner == normal
        games += 1
    assert wins / games >= 0.9, f"normal won {wins} of {games}"


def test_levels_per_game():
    assert type(make_player("normal", game="dbsfw")).__module__ == "opcg_tui.ai.fusion"
    assert type(make_player("normal")).__module__ == "opcg_tui.ai.scripted"
    assert type(make_player("easy", game="dbsfw")).__name__ == "FusionEasyPlayer"
    assert type(make_player("hard", game="dbsfw")).__name__ == "FusionHardPlayer"
    with pytest.raises(ValueError, match="known: random, easy, normal, hard"):
        make_player("expert", game="dbsfw")


def test_hard_searches_to_a_legal_reproducible_answer(fw):
    """hard plays from samples of what its seat cannot see; the same seed gives the same answers,
    and it takes the attack that wins the game."""
    from opcg_tui.engine import from_position
    from opcg_tui.games.dbsfw.scenario import FusionScenarios

    db, decks = fw
    game = new_game(decks["FS01"], decks["FS03"], seed=5, db=db, game="dbsfw", record=False)
    rnd = make_player("random", seed=1, game="dbsfw")
    for _ in range(60):  # into the middle of a game
        seat = game.waiting.player
        game.apply(rnd.decide(SeatView(game, seat), [c for c in game.legal() if c.player == seat]))
    seat = game.waiting.player
    options = [c for c in game.legal() if c.player == seat]
    answers = {make_player("hard", seed=9, budget_ms=60_000, game="dbsfw").decide(SeatView(game, seat), options) for _ in range(2)}
    assert len(answers) == 1 and answers <= set(options)

    state = FusionScenarios().load_state({"p1": {"battle": ["FS01-11"]}, "p2": {"life": 1, "leader": "FS02-01"}},
                                         {}, "t.yaml", db, {})
    lethal = from_position(state, db, game="dbsfw")
    options = [c for c in lethal.legal() if c.player == 0]
    choice = make_player("hard", seed=3, budget_ms=60_000, game="dbsfw").decide(SeatView(lethal, 0), options)
    assert choice.kind == "attack" and lethal.s.cards[choice.args[1]] == "FS02-01"


def play_normal(game, decisions: int):
    players = [make_player("normal", seed=1, game="dbsfw"), make_player("normal", seed=2, game="dbsfw")]
    for _ in range(decisions):
        if game.over:
            break
        seat = game.waiting.player
        game.apply(players[seat].decide(SeatView(game, seat), [c for c in game.legal() if c.player == seat]))
    return game


def holds(part: Any, whole: Any) -> bool:
    """Every key of `part` is in `whole` with the same value (lists element by element)."""
    if isinstance(part, dict):
        return all(k in whole and holds(v, whole[k]) for k, v in part.items())
    if isinstance(part, list):
        return len(part) == len(whole) and all(holds(a, b) for a, b in zip(part, whole))
    return part == whole


def test_rollouts_light_view_is_the_views_values_and_decides_alike(fw):
    """hard's rollouts read a cheap view: it must hold the view's values, so the normal rules decide the same."""
    from opcg_tui.ai.fusion import FusionNormalPlayer, _light_view

    db, decks = fw
    normal = FusionNormalPlayer()
    checked = 0
    for i, (d1, d2) in enumerate([("FS01", "FS03"), ("FS03", "FS02"), ("FS04", "FS01"), ("FS02", "FS04")]):
        game = new_game(decks[d1], decks[d2], seed=40 + i, db=db, game="dbsfw", record=False)
        while not game.over:
            seat = game.waiting.player
            options = [c for c in game.legal() if c.player == seat]
            full, light = SeatView(game, seat), _light_view(game, seat)
            assert holds(light, dict(full)), game.waiting.kind
            choice = normal.decide(full, options)
            assert normal.decide(light, options) == choice
            game.apply(choice)
            checked += 1
    assert checked > 300


def hard_spots(fw) -> list:
    """Positions from normal-v-normal games where hard searches: Main Phase and charge decisions of several answers."""
    db, decks = fw
    spots = []
    for i, (d1, d2) in enumerate([("FS01", "FS02"), ("FS03", "FS04"), ("FS02", "FS03")]):
        game = new_game(decks[d1], decks[d2], seed=70 + i, db=db, game="dbsfw", record=False)
        game = play_normal(game, 40)
        kinds = {"main": 0, "charge": 0}
        while not game.over and min(kinds.values()) < 2:
            seat = game.waiting.player
            options = [c for c in game.legal() if c.player == seat and c.kind != "concede"]
            kind = game.waiting.kind
            if kind in kinds and len(options) > 2 and kinds[kind] < 2:
                kinds[kind] += 1
                spots.append((game.clone(record=False), seat))
            play_normal(game, 1)
    return spots


def test_hard_never_peeks(fw):
    """The hidden cards dealt again among their owners' (the seat's view unchanged) never change hard's
    decision; a player that reads the real game is caught by the same check."""
    from ai.test_players import Peeker, swap_hidden

    from opcg_tui.ai.fusion import FusionHardPlayer

    rng = random.Random(5)
    spots = hard_spots(fw)
    assert {game.waiting.kind for game, _ in spots} == {"main", "charge"}
    caught = 0
    for game, seat in spots:
        other = swap_hidden(game, seat, rng)
        assert other.s.cards != game.s.cards
        assert SeatView(other, seat)["players"] == SeatView(game, seat)["players"]
        options = [c for c in game.legal() if c.player == seat]
        first = FusionHardPlayer(seed=4, samples=1, budget_ms=60_000).decision(SeatView(game, seat), options)
        second = FusionHardPlayer(seed=4, samples=1, budget_ms=60_000).decision(SeatView(other, seat), options)
        assert first == second and first.command in options  # the answer and its reason
        caught += Peeker().decide(SeatView(game, seat), options) != Peeker().decide(SeatView(other, seat), options)
    assert caught >= 1


def test_hard_wins_where_the_greedy_attack_loses(fw):
    """Both at 1 Life, no cards in hand; p2 has a rested Battle Card and a Leader that awakens next turn (+15000);
    p1 (awakened, 20000) has one attack. The normal rules KO the rested card (the better-looking target)
    and lose to the Leader's attack; hard attacks the Leader and wins."""
    from opcg_tui.engine import from_position
    from opcg_tui.games.dbsfw.scenario import FusionScenarios

    db, _ = fw
    block = {"p1": {"leader": {"card": "FS01-01", "side": "back"}, "life": 1},
             "p2": {"leader": "FS02-01", "life": 1, "battle": [{"card": "FS02-05", "rested": True}]}}
    state = FusionScenarios().load_state(block, {}, "t.yaml", db, {})
    position = from_position(state, db, game="dbsfw")
    options = [c for c in position.legal() if c.player == 0]
    greedy = make_player("normal", game="dbsfw").decide(SeatView(position, 0), options)
    smart = make_player("hard", seed=3, budget_ms=60_000, game="dbsfw").decide(SeatView(position, 0), options)
    assert greedy.kind == smart.kind == "attack" and greedy != smart
    for choice, winner in ((greedy, 1), (smart, 0)):
        game = position.clone(record=False)
        game.apply(choice)
        assert play_normal(game, 200).winner == winner, choice


def test_losing_a_life_card_never_scores_as_a_gain(fw):
    """A Life card lost goes to the hand (FW 14-3-2): hard's score must still fall, at any Life."""
    import copy

    from opcg_tui.ai.fusion import _light_view, _score

    db, decks = fw
    view = _light_view(play_normal(new_game(decks["FS01"], decks["FS04"], seed=8, db=db, game="dbsfw",
                                            record=False), 50), 0)
    for me in (0, 1):
        for life in range(1, 9):
            before = copy.deepcopy(view)
            before["players"][me]["life_count"] = life
            after = copy.deepcopy(before)
            after["players"][me]["life_count"] -= 1
            after["players"][me]["hand_count"] += 1
            assert _score(after, me) < _score(before, me), life
            assert _score(after, 1 - me) > _score(before, 1 - me), life


def test_every_prompt_purpose_has_a_meaning_the_computer_reads():
    """No prompt falls through to its first answer: every purpose the ruleset declares, or an action's
    meaning names, has a rule in ai/fusion.PURPOSES, and every rule there is one the player runs."""
    from opcg_tui.ai import fusion
    from opcg_tui.games.dbsfw import load_cards
    from opcg_tui.games.dbsfw.primitives import REGISTRY

    load_cards()
    declared = set(REGISTRY.purposes) | {a.meaning.purpose for a in REGISTRY.actions.values()} - {"none"}
    assert declared - set(fusion.PURPOSES) == set(), "purposes without a meaning for the computer"
    assert set(fusion.PURPOSES.values()) <= {"kind", "pay", "outcome", "spend", "order", "yes_no"}
    kinds = {"first_or_second": "first-or-second", "main_action": "main"}
    for purpose, rule in fusion.PURPOSES.items():
        if rule == "kind":
            assert hasattr(fusion.FusionNormalPlayer, "_" + kinds.get(purpose, purpose).replace("-", "_")), purpose


def test_it_pays_with_the_energy_its_hand_does_not_need():
    """pay_energy: of two payments it keeps the colour a card in its hand needs, and energy markers."""
    from opcg_tui.ai.fusion import FusionNormalPlayer
    from opcg_tui.engine import Command

    def energy(uid: int, colour: str) -> dict:
        return {"uid": uid, "category": "battle", "colors": (colour,), "cost": 1, "power": 0, "rested": False}

    me = {"leader": {"uid": 1, "category": "leader", "colors": ("red",), "cost": None, "power": 10000},
          "battle": [], "combo": [], "drop": [], "field": None, "energy_markers": 1, "life_count": 8,
          "energy": [energy(10, "red"), energy(11, "blue")],
          "hand": [{"uid": 20, "category": "battle", "colors": ("blue",), "orbs": ("blue",), "cost": 1,
                    "power": 10000, "combo_power": 5000}]}
    them = {**me, "hand": None, "energy": []}
    options = [Command(0, "choose", (11,)), Command(0, "choose", (10,)), Command(0, "choose", (("marker", 0),))]
    view = {"me": 0, "players": [me, them], "battle": None, "turn_player": 0,
            "prompt": {"kind": "choose", "purpose": "pay_energy", "outcomes": []}}
    assert FusionNormalPlayer().decision(view, options).command == options[1]
