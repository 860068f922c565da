"""`opcg replay` of a Fusion World game log: the Fusion World board of each step, as one seat saw it."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from opcg_tui.engine import new_game
from opcg_tui.gamelog import GameLog, LogError, export_redacted
from opcg_tui.games.dbsfw import RULES, load_cards
from opcg_tui.tui.cardview import CardSlot
from opcg_tui.tui.fw_board import FusionBoard, FusionSideInfo, FusionSlot, field_row
from opcg_tui.tui.replay import ReplayApp, ReplayScreen
from opcg_tui.tui.replay_frames import load_frames
from opcg_tui.tui.viewer import CardsViewer

from .helpers import each_field_removed, load_damaged_export, run_async, screen_text

PLAYERS = {"mode": "hotseat", "names": ["Ann", "Bob"], "levels": {}, "decks": ["FS01", "FS04"], "seed": 3, "title": ""}


@pytest.fixture(scope="module")
def fw_log(tmp_path_factory) -> Path:
    """A whole Fusion World game, played at random (never conceding), saved as the app saves games."""
    db = load_cards()
    game = new_game(RULES.load_deck("FS01", db), RULES.load_deck("FS04", db), seed=3, db=db, game="dbsfw")
    folder = tmp_path_factory.mktemp("fw-replay")
    log = GameLog.create(game, PLAYERS, folder=folder, name="fw.jsonl")
    rng = random.Random(3)
    while not game.over:
        game.apply(rng.choice([c for c in game.legal() if c.kind != "concede"]))
        log.sync(game)
    log.close()
    return folder / "fw.jsonl"


@run_async
async def test_a_fusion_world_log_plays_on_the_fusion_world_board(fw_log, db):
    frames = load_frames(fw_log, db)  # the viewer's cards are ONE PIECE's: the log brings its own game's
    game = frames.final
    assert game is not None and game.over and frames.names == ("Ann", "Bob")
    battle = next(i for i, g in enumerate(frames.games) if g.s.battle is not None and g.s.players[1].combo)
    async with ReplayApp(frames, db).run_test(size=(100, 30)) as pilot:
        screen = pilot.app.screen
        assert isinstance(screen, ReplayScreen)
        screen.go_to(battle)
        await pilot.pause()
        for seat in (0, 1):
            v = frames.view(battle, seat)
            shown = {row: [s.card["uid"] if s.card else None for s in screen.query(f"#replay-{row}-field CardSlot")
                           .results(CardSlot)] for row in ("me", "opp")}
            assert shown["me"] == [c["uid"] if c else None for c in field_row(v["players"][seat])]
            assert shown["opp"] == [c["uid"] if c else None for c in field_row(v["players"][1 - seat])]
            assert all(isinstance(s, FusionSlot) for s in screen.query(CardSlot).results(CardSlot))
            hand = [s.card["name"] for s in screen.query("#replay-hand CardSlot").results(CardSlot) if s.card]
            assert hand == [c["name"] for c in v["players"][seat]["hand"]]  # the seat's own hand, not the other's
            text = screen_text(pilot.app)
            assert "BATTLE" in text and "Combo:" in text and "Energy" in text
            assert all(c["name"] in text for c in v["players"][1]["combo"])
            await pilot.press("s")
            await pilot.pause()
        assert isinstance(screen.query_one("#replay-me-info"), FusionSideInfo)
        screen.action_trash(0)
        await pilot.pause()
        assert isinstance(pilot.app.screen, CardsViewer) and "'s Drop" in screen_text(pilot.app)
        await pilot.press("escape")
        screen.go_to(len(frames) - 1)
        await pilot.pause()
        assert "Game over" in screen_text(pilot.app)
        told = [line for step in frames.words(0) for line in step]
        assert any("charges" in line for line in told) and any("attacks" in line for line in told)


@run_async
async def test_a_fusion_world_export_plays_its_one_seat_on_the_fusion_world_board(fw_log, db, tmp_path):
    frames = load_frames(fw_log, db)
    assert frames.final is not None
    path = tmp_path / "export.json"
    path.write_text(json.dumps(export_redacted(frames.final, 1)))
    export = load_frames(path, db)
    assert export.look is FusionBoard.look and export.seats == (1,) and not export.can_open_hands
    assert any("charges" in line for step in export.words(1) for line in step)
    battle = next(i for i, g in enumerate(frames.games) if g.s.battle is not None and g.s.players[0].battle)
    async with ReplayApp(export, db).run_test(size=(100, 30)) as pilot:
        screen = pilot.app.screen
        assert isinstance(screen, ReplayScreen)
        screen.go_to(battle)
        await pilot.pause()
        v = frames.view(battle, 1)
        shown = [s.card["uid"] if s.card else None for s in screen.query("#replay-opp-field CardSlot").results(CardSlot)]
        assert shown == [c["uid"] if c else None for c in field_row(v["players"][0])]
        hand = [s.card["name"] for s in screen.query("#replay-hand CardSlot").results(CardSlot) if s.card]
        assert hand == [c["name"] for c in v["players"][1]["hand"]]
        assert "BATTLE" in screen_text(pilot.app)


FW_DAMAGES = [  # (what is done to a good Fusion World export, what the message says)
    (lambda d: d["steps"][3]["view"]["players"][1].pop("battle"), "step 3: player 2: 'battle' is missing"),
    (lambda d: d["steps"][3]["view"].update(game="opcg"), r"step 3: the view is of another game \('opcg'"),
    (lambda d: d["steps"][0]["view"].update(game="chess"), "step 0: the view's game 'chess' is not one"),
    (lambda d: d["steps"][0]["view"].update(game=["dbsfw"]), r"step 0: the view's game \['dbsfw'\] is not one"),
]


@pytest.mark.parametrize("damage, message", FW_DAMAGES)
def test_a_damaged_fusion_world_export_is_named_not_shown(fw_log, db, tmp_path, damage, message):
    game = load_frames(fw_log, db).final
    assert game is not None
    with pytest.raises(LogError, match=message):
        load_damaged_export(game, damage, tmp_path, db)


def test_a_fusion_world_export_missing_any_field_of_a_view_is_refused(fw_log, db, tmp_path):
    game = load_frames(fw_log, db).final
    assert each_field_removed(game, tmp_path, db) == []
