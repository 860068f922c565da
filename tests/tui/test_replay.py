"""The replay viewer: a saved game's log on the game's board, step by step, as one seat saw it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from logged_game import fresh, policy

from opcg_tui.data.shortname import view_cards
from opcg_tui.gamelog import GameLog, LogError, export_redacted
from opcg_tui.tui.cardview import CardSlot
from opcg_tui.tui.inspector import Inspector
from opcg_tui.tui.op_board import field_row
from opcg_tui.tui.replay import ReplayApp, ReplayScreen
from opcg_tui.tui.replay_frames import Frames, load_frames
from opcg_tui.tui.viewer import CardsViewer

from .helpers import each_field_removed, load_damaged_export, run_async, screen_text

NAMES = {"mode": "hotseat", "names": ["Ann", "Bob"], "levels": {}, "decks": ["ST-01", "ST-04"], "seed": 5,
         "title": ""}


def write_log(folder, seed: int = 5, decisions: int | None = None, players: dict | None = None):
    """A seeded game (to its end, or `decisions` long) saved as the app saves it; returns (path, game)."""
    game = fresh(seed)
    log = GameLog.create(game, players or NAMES, folder=folder, name=f"g{seed}.jsonl")
    while not game.over and (decisions is None or len(game.commands()) < decisions):
        policy(game, seed)
        log.sync(game)
    log.close()
    return folder / f"g{seed}.jsonl", game


@pytest.fixture(scope="module")
def finished(tmp_path_factory, db):
    path, game = write_log(tmp_path_factory.mktemp("replay"))
    return load_frames(path, db), game


def replay_screen(app: ReplayApp) -> ReplayScreen:
    screen = app.screen
    assert isinstance(screen, ReplayScreen)
    return screen


def shown(screen: ReplayScreen) -> dict[str, list[dict | None]]:
    """The cards each row of the board shows."""
    rows: dict[str, list[dict | None]] = {"opp": [], "me": [], "hand": []}
    for slot in screen.query(CardSlot).results(CardSlot):
        rows[slot.zone].append(slot.card)
    rows["hand"] = [c for c in rows["hand"] if c is not None]
    return rows


def expected(frames: Frames, step: int, seat: int) -> dict[str, list[dict | None]]:
    v = frames.view(step, seat)
    return {"opp": field_row(v["players"][1 - seat]), "me": field_row(v["players"][seat]),
            "hand": v["players"][seat]["hand"]}


def first_step(frames: Frames, game, kind: str, player: int) -> int:
    """The step that shows the result of `player`'s first decision of this kind."""
    return next(i for i, cmd in enumerate(game.commands(), 1) if cmd.kind == kind and cmd.player == player)


@run_async
async def test_steps_show_the_board_of_each_step_with_names_and_words(finished, db):
    frames, game = finished
    play = first_step(frames, game, "play", 1)  # Bob plays a card
    async with ReplayApp(frames, db).run_test(size=(100, 30)) as pilot:
        screen = replay_screen(pilot.app)
        assert shown(screen) == expected(frames, 0, 0)
        for _ in range(play):
            await pilot.press("right")
        await pilot.pause()
        assert screen.step == play and shown(screen) == expected(frames, play, 0)
        text = screen_text(pilot.app)
        card = game.card(game.commands()[play - 1].args[0]).short
        assert f"Step {play}: Bob decided" in text
        assert f"Bob plays {card}" in text  # what the step did, in the game log's words, with the name
        assert "▲ Bob" in text and "▼ Ann" in text and "as Ann saw it" in text
        assert "p1" not in text and "p2" not in text and "You" not in text
        await pilot.press("left", "left")
        assert screen.step == play - 2 and shown(screen) == expected(frames, play - 2, 0)
        await pilot.press("end")
        assert screen.step == len(frames) - 1
        winner = ("Ann", "Bob")[game.winner]
        assert f"Game over: {winner} won" in screen_text(pilot.app)
        await pilot.press("home", "t", "5", "enter")
        assert frames.view(screen.step, 0)["turn"] == 5 and frames.view(screen.step - 1, 0)["turn"] < 5
        await pilot.click(CardSlot, offset=(2, 2))  # the opponent's Leader: read it in the inspector
        inspector = screen.query_one(Inspector)
        assert game.card(game.s.players[1].leader).name in inspector.paragraphs[0].plain


@run_async
async def test_each_seat_sees_only_what_it_may_see(finished, db):
    frames, game = finished
    async with ReplayApp(frames, db).run_test(size=(100, 30)) as pilot:
        screen = replay_screen(pilot.app)
        for seat in (0, 1):
            assert screen.seat == seat
            for step in range(len(frames)):
                hidden = set(frames.games[step].hidden_from(seat))
                cards = [c for row in shown(screen).values() for c in row if c is not None]
                assert not {c["uid"] for c in cards} & hidden, (seat, step)
                assert shown(screen)["hand"] == frames.view(step, seat)["players"][seat]["hand"]
                assert "'s hand (" not in screen_text(pilot.app)
                await pilot.press("right")
            await pilot.press("s", "home")
        # Both hands open only on demand, the log's game being over: the other hand in a line of its own.
        await pilot.press("b")
        assert screen.both and screen.seat == 0
        bob = frames.view(0, 1)["players"][1]["hand"]
        assert f"Bob's hand ({len(bob)}): " + " · ".join(c["name"] for c in bob) in screen_text(pilot.app)
        assert shown(screen)["hand"] == frames.view(0, 0)["players"][0]["hand"]  # Ann's at the bottom still
        await pilot.press("b")
        assert "Bob's hand" not in screen_text(pilot.app)


@run_async
async def test_a_game_in_progress_never_opens_both_hands(tmp_path, db):
    path, _ = write_log(tmp_path, decisions=30)
    frames = load_frames(path, db)
    assert not frames.over() and not frames.can_open_hands
    async with ReplayApp(frames, db).run_test(size=(100, 30)) as pilot:
        screen = replay_screen(pilot.app)
        await pilot.press("b")
        assert not screen.both
        assert "'s hand (" not in screen_text(pilot.app)


@run_async
async def test_a_choice_hidden_from_the_seat_is_said_to_be_hidden(finished, db):
    frames, game = finished
    step = next(i for i, words in enumerate(frames.words(1)) if i and not words)  # Ann chose, Bob saw nothing
    cmd = game.commands()[step - 1]
    assert cmd.player == 0 and cmd.kind == "choose"
    async with ReplayApp(frames, db).run_test(size=(100, 30)) as pilot:
        await pilot.press("s", *["right"] * step)
        assert "Ann decided something Bob could not see." in screen_text(pilot.app)
        await pilot.press("s")
        assert "could not see" not in screen_text(pilot.app)  # Ann's own view tells her choice


def test_words_name_both_players_from_either_seat(finished):
    """Nobody is "you" in a hot-seat replay, whichever seat is watched; a game against the computer keeps
    its "You" (the person who played it)."""
    frames, _ = finished
    for seat in (0, 1):
        lines = [line for step in frames.words(seat) for line in step]
        assert any(line.startswith("Ann ") for line in lines) and any(line.startswith("Bob ") for line in lines)
        assert not [line for line in lines if "You" in line or "your" in line.lower()]


def test_a_game_against_the_computer_is_told_as_it_was(tmp_path, db):
    players = {**NAMES, "mode": "computer", "names": ["You", "Computer"], "levels": {"1": "random"}}
    path, _ = write_log(tmp_path, players=players)
    frames = load_frames(path, db)
    lines = [line for step in frames.words(1) for line in step]  # watched from the computer's seat
    assert any(line.startswith("You play ") for line in lines)
    assert any(line.startswith("Computer plays ") for line in lines)
    assert not [line for line in lines if line.startswith("You plays")]


def test_a_simulated_game_names_player_1_and_2(tmp_path, db):
    path, _ = write_log(tmp_path, players={"p1": "random", "p2": "random"}, decisions=20)
    assert load_frames(path, db).names == ("Player 1", "Player 2")


@run_async
async def test_a_redacted_export_plays_its_one_seat(finished, tmp_path, db):
    frames, game = finished
    path = tmp_path / "export.json"
    path.write_text(json.dumps(export_redacted(game, 1)))
    export = load_frames(path, db)
    assert export.seats == (1,) and not export.can_open_hands
    play = first_step(frames, game, "play", 0)
    async with ReplayApp(export, db).run_test(size=(100, 30)) as pilot:
        screen = replay_screen(pilot.app)
        await pilot.press("s", "b")
        assert screen.seat == 1 and not screen.both
        for _ in range(play):
            await pilot.press("right")
        assert shown(screen) == json.loads(json.dumps(expected(frames, play, 1)))  # an export's lists
        card = game.card(game.commands()[play - 1].args[0]).short
        assert f"Player 1: plays {card}." in screen_text(pilot.app)
        await pilot.press("end")
        assert "your" not in screen_text(pilot.app)


DAMAGES = [  # (what is done to a good export, what the message says)
    (lambda d: d.update(format="opcg-log"), r"not an opcg export \(its \"format\""),
    (lambda d: d.update(version=1), "export version 1: this program reads version 2"),
    (lambda d: d.update(seat=3), r"needs \"seat\" \(0 or 1\)"),
    (lambda d: d["steps"][3].update(view=1), "step 3: the view is not an object"),
    (lambda d: d["steps"][3]["view"]["players"][0].update(hand_count="7"), "step 3: player 1: 'hand_count' is not int"),
    (lambda d: d["steps"][3]["view"]["players"][1]["leader"].pop("uid"), "step 3: a card of player 2: 'uid'"),
    (lambda d: d["steps"][3]["view"]["players"][1]["leader"].update(colors=[{}]), "step 3: .* its colors"),
    (lambda d: d["steps"][3]["view"].update(prompt={"player": 2}), "step 3: the view's prompt is not a prompt"),
    (lambda d: d["steps"][4]["events"].append(["answer", {"player": 0, "kind": "attack", "args": []}, False]),
     "step 4: the decision .* is not one of the game's"),
    (lambda d: d["steps"][4]["events"].append(["answer", {"player": 5, "kind": "end", "args": []}, False]),
     "step 4: a decision is not"),
]


@pytest.mark.parametrize("damage, message", DAMAGES)
def test_a_damaged_export_is_named_not_shown(finished, tmp_path, db, damage, message):
    _, game = finished
    with pytest.raises(LogError, match=message):
        load_damaged_export(game, damage, tmp_path, db)


def test_opcg_replay_of_a_damaged_export_says_what_and_exits_2(finished, tmp_path):
    _, game = finished
    data = export_redacted(game, 0)
    data["steps"][2]["view"] = "nothing"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    run = subprocess.run([sys.executable, "-m", "opcg_tui", "replay", str(path)], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 2
    assert run.stderr.strip() == f"error: {path}: step 2: the view is not an object"


@run_async
async def test_the_whole_board_fits_80_by_24(finished, db):
    frames, game = finished
    async with ReplayApp(frames, db).run_test(size=(80, 24)) as pilot:
        screen = replay_screen(pilot.app)
        await pilot.press(*["right"] * 12)
        await pilot.pause()
        text = screen_text(pilot.app)
        for name in ("▲ Bob", "▼ Ann", "Step 12/", "Step 12: ", "q Quit"):
            assert name in text
        hand = [c for c in shown(screen)["hand"]]
        for slot in screen.query("#replay-hand CardSlot").results(CardSlot):
            if slot.card is not None:
                assert slot.region.right <= 80 and slot.region.bottom <= 23  # every hand card on the screen
        assert len(hand) == frames.view(12, 0)["players"][0]["hand_count"]
        assert not screen.query_one("#replay-side").display or screen.query_one("#replay-side").region.width == 0
        # No inspector beside the board: a clicked card opens in a window that fits, and closes with Esc.
        await pilot.click("#me-0", offset=(2, 2))
        assert isinstance(pilot.app.screen, CardsViewer)
        assert pilot.app.screen.query_one("#viewer-box").region.right <= 80
        assert game.card(game.s.players[0].leader).name in screen_text(pilot.app)
        await pilot.press("escape")
        assert pilot.app.screen is screen
        # A step told in more lines than fit: ↓ scrolls its words.
        long = next(i for i, words in enumerate(frames.words(0)) if len(words) >= 5)
        await pilot.press("home", *["right"] * long)
        words = frames.words(0)[long]
        text = screen_text(pilot.app)
        assert words[0] in text and words[-1] not in text and "more (↓" in text
        await pilot.press(*["down"] * len(words))
        text = screen_text(pilot.app)
        assert words[0] not in text and words[-1] in text


def test_snapshot_mid_game(snap_compare, finished, db):
    frames, _ = finished

    async def run_before(pilot):
        await pilot.press(*["right"] * 40)

    assert snap_compare(ReplayApp(frames, db), terminal_size=(100, 30), run_before=run_before)


def test_snapshot_both_hands_at_80_by_24(snap_compare, finished, db):
    frames, _ = finished

    async def run_before(pilot):
        await pilot.press(*["right"] * 25, "b")

    assert snap_compare(ReplayApp(frames, db), terminal_size=(80, 24), run_before=run_before)


@run_async
async def test_play_steps_on_by_itself_at_the_chosen_speed_until_paused(finished, db):
    frames, _ = finished
    async with ReplayApp(frames, db).run_test(size=(100, 30)) as pilot:
        screen = replay_screen(pilot.app)
        await pilot.press("plus", "plus", "plus", "space")  # the fastest: 0.1 s a step
        assert "▶ 0.1 s" in screen_text(pilot.app)
        for _ in range(50):  # at least 2 steps: 0.2 s, waited for up to 5 s on a loaded machine
            await pilot.pause(0.1)
            if screen.step >= 2:
                break
        await pilot.press("space")
        played = screen.step
        assert played >= 2 and "▶" not in screen_text(pilot.app)
        await pilot.pause(0.3)
        assert screen.step == played
        await pilot.press("end", "space")  # at the end, play starts again from the start
        assert screen.step == 0 and screen.timer is not None


def test_an_export_missing_any_field_of_a_view_is_refused(finished, tmp_path, db):
    _, game = finished
    assert each_field_removed(game, tmp_path, db) == []


def test_an_export_from_before_short_names_loads_with_each_card_by_its_whole_name(finished, tmp_path, db):
    _, game = finished
    data = json.loads(json.dumps(export_redacted(game, 0)))
    for step in data["steps"]:
        for card in view_cards(step["view"]):
            del card["short"]
    (tmp_path / "old.json").write_text(json.dumps(data))
    frames = load_frames(tmp_path / "old.json", db)
    leader = frames.view(len(frames) - 1, 0)["players"][0]["leader"]
    assert leader["short"] == leader["name"] == "Monkey.D.Luffy"


def test_opcg_replay_of_an_export_missing_a_field_exits_2_before_the_viewer_starts(finished, tmp_path):
    _, game = finished
    data = export_redacted(game, 0)
    del data["steps"][2]["view"]["players"][0]["stage"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    run = subprocess.run([sys.executable, "-m", "opcg_tui", "replay", str(path)], capture_output=True, text=True,
                         timeout=60, stdin=subprocess.DEVNULL)
    assert run.returncode == 2
    assert run.stderr.strip() == f"error: {path}: step 2: player 1: 'stage' is missing"


@run_async
async def test_the_header_of_a_game_against_the_computer_names_you_as_you(tmp_path, db):
    players = {**NAMES, "mode": "computer", "names": ["You", "Computer"], "levels": {"1": "random"}}
    path, game = write_log(tmp_path, decisions=30, players=players)
    frames = load_frames(path, db)
    you_first = frames.view(len(frames) - 1, 0)["first_player"] == 0
    async with ReplayApp(frames, db).run_test(size=(100, 30)) as pilot:
        seen = []
        for _seat in (0, 1):
            for _ in range(len(frames)):
                seen.append(screen_text(pilot.app).splitlines()[0])
                await pilot.press("right")
            await pilot.press("home", "s")
        header = "\n".join(seen)
        assert "You's" not in header and "as You saw it" not in header
        assert "Your turn" in header and "Computer's turn" in header and "as you saw it" in header
        assert ("Turn 1 · Your turn" if you_first else "Turn 1 · Computer's turn") in header
