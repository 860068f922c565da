"""The board's two layouts: compact from 80×24, full from 100×30 (and larger), by keys as a person plays."""

from __future__ import annotations

from pathlib import Path

from textual.geometry import Region

from opcg_tui.engine import Command
from opcg_tui.scenario import load_scenario
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.board import BoardScreen, HandCount, HandRow
from opcg_tui.tui.cardview import CardSlot
from opcg_tui.tui.cover import CoverScreen
from opcg_tui.tui.gameover import GameOverScreen
from opcg_tui.tui.keybar import KeyBar

from .conftest import COMPACT, SIZE
from .helpers import board_of, play_to_end, press_until, prompt_kind, run_async, screen_text, settle
from .test_play import check_board

CROWDED = """\
name: "A crowded board"
state:
  turn: 5
  p1:
    leader: { card: ST01-001, don: 1 }
    characters: [ST01-002, { card: ST01-006, rested: true }, ST01-007, { card: ST01-011, don: 2 }, ST01-013]
    stage: ST01-017
    hand: [ST01-003, ST01-004, ST01-005, ST01-008, ST01-009, ST01-010, ST01-012, ST01-014, ST01-015]
    don: 4
    don_rested: 2
    life: 3
  p2:
    leader: ST02-001
    characters: [ST02-013, { card: ST02-004, rested: true }, ST02-007, ST02-010, { card: ST02-002, don: 1 }]
    hand: [ST02-011, ST02-003, ST02-005, ST02-006, ST02-008, ST02-009, ST02-012, ST02-014, ST02-015]
    life: 2
    don: 3
expect: []
"""

# What a person needs to decide, on screen at every size without opening anything.
ESSENTIAL = ["#status", "#opp-info", *[f"#opp-{i}" for i in range(7)], "#battle", *[f"#me-{i}" for i in range(7)],
             "#me-info", "#hand-count", "#hand", "#prompt-text", "#choices", "KeyBar"]


def crowded_app(tmp_path: Path, db, monkeypatch) -> OpcgApp:
    """The crowded puzzle, new each time (a data folder of its own: the same puzzle again offers to go on)."""
    path = tmp_path / "crowded.yaml"
    path.write_text(CROWDED)
    data = tmp_path / f"data-{len(list(tmp_path.glob('data-*')))}"
    data.mkdir()
    monkeypatch.setenv("OPCG_DATA_DIR", str(data))
    return OpcgApp(start=("puzzle", load_scenario(path, db)), pace=0)


async def past_the_cover(pilot, *keys: str) -> BoardScreen:
    """The crowded puzzle's board once its cover is passed (Enter), then `keys` pressed."""
    await settle(pilot)
    await pilot.press("enter", *keys)
    await pilot.pause()
    board = pilot.app.screen
    assert isinstance(board, BoardScreen)
    return board


def check_fits(board: BoardScreen) -> None:
    """Every essential part is on the screen, whole, and none covers another; the choices have rows."""
    screen = Region(0, 0, *board.app.size)
    regions = []
    for selector in ESSENTIAL:
        region = board.query_one(selector).region
        assert region.area and screen.contains_region(region), (selector, region, screen)
        assert not any(region.overlaps(other) for other in regions), selector
        regions.append(region)
    assert board.query_one("#choices").region.height >= 3
    hand = board.query_one("#hand", HandRow).region
    for slot in board.query("#hand CardSlot").results(CardSlot):
        if slot.card is not None:  # a hand card is shown whole or not at all
            assert hand.contains_region(slot.region) or not hand.overlaps(slot.region), slot.index


def footer(app) -> str:
    return app.screen.query_one(KeyBar).render().plain


@run_async
async def test_the_compact_board_plays_a_whole_hot_seat_game_by_keys(make_app):
    app = make_app("hotseat", seed=7)
    seen = {"covers": 0, "boards": 0}
    shown = {"prompts": 0}

    def check(app, key: str) -> None:
        check_board(app, key, seen)
        board = app.screen
        if not isinstance(board, BoardScreen) or board.game.over:
            return
        assert board.has_class("-narrow", "-short")
        check_fits(board)
        text = screen_text(app)
        prompt = board.my_prompt()
        if prompt is not None:
            shown["prompts"] += 1
            assert str(board.query_one("#prompt").border_title) in text
            assert board.choices[0].label[:24] in text
        hand = board.view["players"][board.viewer]["hand"]
        assert board.query_one(HandCount).counts[0] == len(hand)

    async with app.run_test(size=COMPACT) as pilot:
        await play_to_end(pilot, check=check)
        assert isinstance(app.screen, GameOverScreen)
        board = board_of(app)
        assert board.game.over and seen["covers"] > 10 and shown["prompts"] > 20
        headline, _ = board.session.result_text()
        assert headline in screen_text(app)


@run_async
async def test_a_crowded_board_fits_and_the_hand_scrolls_with_its_count(tmp_path, db, monkeypatch):
    for size in (COMPACT, SIZE, (140, 40)):
        app = crowded_app(tmp_path, db, monkeypatch)
        async with app.run_test(size=size) as pilot:
            board = await past_the_cover(pilot)  # the cover
            assert isinstance(board, BoardScreen) and len(board.field_cards("hand")) == 9
            check_fits(board)
            count = board.query_one(HandCount)
            n, left, right = count.counts
            slot_width = board.query_one("#hand-0").size.width
            in_view = board.query_one("#hand").size.width // slot_width
            assert (n, left, right) == (9, 0, 9 - in_view) and 0 < right < 9, size
            text = screen_text(app)
            assert f"{right} ▶" in text
            board.cursor = ("hand", 0)
            for _ in range(8):  # to the last card: the hand scrolls, always by whole cards
                await pilot.press("right")
                await pilot.pause()
                check_fits(board)
            assert board.cursor == ("hand", 8)
            last = board.query_one("#hand-8").region
            assert board.query_one("#hand").region.contains_region(last)
            assert count.counts == (9, 9 - in_view, 0)
            assert f"◀ {9 - in_view}" in screen_text(app)
            text = screen_text(app)
            for name in ("Usopp", "Brook", "Vito", "Bonney"):  # both Character rows
                assert name in text, (name, size)


@run_async
async def test_the_footer_shows_every_working_key_at_both_sizes(tmp_path, db, monkeypatch):
    for size, overlays in ((COMPACT, True), (SIZE, False), ((140, 40), False)):
        app = crowded_app(tmp_path, db, monkeypatch)
        async with app.run_test(size=size) as pilot:
            board = await past_the_cover(pilot)
            assert prompt_kind(app) == "main"
            keys = footer(app)
            for words in ("Move", "Actions", "Choose", "a Attack", "d Give DON!!", "e End turn", "t Trash",
                          "o Opp. trash", "0 Next 9", "? Help", "esc Menu"):
                assert words in keys, (words, size, keys)
            assert "u Undo" not in keys  # a puzzle is played hot-seat: undo is off unless the setting turns it on
            assert ("i Card" in keys and "g Log" in keys) == overlays
            assert "…" not in keys
            bar = board.query_one(KeyBar)
            assert bar.size.height == len(keys.split("\n")) <= 2
            # A click on a key runs it (the spans follow the packed, possibly two-line, layout).
            line, start, _, action, _ = next(s for s in bar._spans if s[3] == "trash(1)")
            await pilot.click(KeyBar, offset=(start + 1, line))
            assert "trash" in screen_text(app) and type(app.screen).__name__ == "CardsViewer"


@run_async
async def test_compact_card_and_log_open_over_the_board(tmp_path, db, monkeypatch):
    app = crowded_app(tmp_path, db, monkeypatch)
    async with app.run_test(size=COMPACT) as pilot:
        board = await past_the_cover(pilot)
        side = board.query_one("#side")
        assert not side.display or side.region.area == 0  # nothing over the board at first
        board.cursor = ("me", 4)  # Brook
        board.refresh_cursor()
        await pilot.press("i")
        await pilot.pause()
        text = screen_text(app)
        assert board.query_one("#inspector").region.area and "ST01-011 · Character" in text
        assert board.query_one("#side").region == board.query_one("#body").region  # the card uses the screen
        assert "more (] or wheel)" not in text  # the whole card at once
        await pilot.press("right")  # the card follows the cursor
        await pilot.pause()
        assert "ST01-013 · Character" in screen_text(app)
        await pilot.press("g")  # the log instead
        await pilot.pause()
        assert board.query_one("#log").region.area and not board.query_one("#inspector").region.area
        await pilot.press("g")  # closed again
        await pilot.pause()
        assert not board.query_one("#log").region.area
        await pilot.press("i", "escape")  # Esc closes it before it opens the menu
        await pilot.pause()
        assert app.screen is board and not board.query_one("#inspector").region.area
    app = crowded_app(tmp_path, db, monkeypatch)
    async with app.run_test(size=SIZE) as pilot:  # the full layout has both beside the table
        board = await past_the_cover(pilot, "i")
        assert not board.has_class("-card-open")
        assert board.query_one("#inspector").region.area and board.query_one("#log").region.area


@run_async
async def test_the_header_names_the_battle_step_and_the_don_legend(tmp_path, db, monkeypatch):
    app = crowded_app(tmp_path, db, monkeypatch)
    async with app.run_test(size=COMPACT) as pilot:
        board = await past_the_cover(pilot)

        def status() -> str:
            return board.query_one("#status").render().plain

        assert "Main Phase" in status()
        usopp, kid = board.view["players"][0]["characters"][0]["uid"], board.view["players"][1]["leader"]["uid"]
        board.submit(Command(0, "attack", (usopp, kid)))
        await pilot.pause()
        assert isinstance(app.screen, CoverScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert prompt_kind(app) == "block" and "Block Step" in status() and "Main Phase" not in status()
        no_block = next(i for i, c in enumerate(board.choices) if c.cmd is not None and c.cmd.kind != "block")
        await pilot.press(str(no_block + 1))
        await settle(pilot)
        assert prompt_kind(app) == "counter" and "Counter Step" in status()
    app = OpcgApp(start=("new", "hotseat", "ST-01", "ST-02", 7, None), pace=0)
    async with app.run_test(size=COMPACT) as pilot:
        await press_until(pilot, lambda a: prompt_kind(a) == "main")
        assert "DON!! ●active ○rested ◆given ·in deck" in screen_text(app)


@run_async
async def test_the_battle_line_wraps_to_two_lines_and_fits(tmp_path, db, monkeypatch):
    for size in (COMPACT, SIZE):
        app = crowded_app(tmp_path, db, monkeypatch)
        async with app.run_test(size=size) as pilot:
            board = await past_the_cover(pilot)
            names = ["Monkey.D.Luffy", "Roronoa Zoro", "Nefeltari Vivi", "Tony Tony.Chopper", "Nico Robin"]
            board.message = "Computer: chooses " + ", ".join(names)
            board.render_sides()
            await pilot.pause()
            line = board.query_one("#battle")
            assert line.size.height == 2
            text = " ".join(str(line.render()).split())  # as shown: wrapped, not cut
            assert all(name in text for name in names) and "…" not in text, size
            board.message = "Computer: chooses " + ", ".join(names * 4)
            board.render_sides()
            await pilot.pause()
            assert line.size.height == 2 and line.render().plain.endswith("…")
            check_fits(board)
            board.message = "Computer: plays Nami"
            board.render_sides()
            await pilot.pause()
            assert line.size.height == 2  # the board does not move back and forth with the messages
            await pilot.resize_terminal(size[0] + 1, size[1])
            await pilot.pause()
            assert line.size.height == 1


FRESH = """\
name: "Characters played this turn: with [Rush], a [Blocker], neither; and a rested one"
state:
  turn: 5
  p1:
    characters: [{ card: ST01-012, fresh: true }, { card: ST01-006, fresh: true }, { card: ST01-002, fresh: true },
                 { card: ST01-006, rested: true }]
  p2: { leader: ST02-001 }
expect: []
"""


@run_async
async def test_badges_a_rush_character_is_not_new_and_a_rested_card_reads_rest_at_every_size(tmp_path, db, monkeypatch):
    path = tmp_path / "fresh.yaml"
    path.write_text(FRESH)
    for size in (COMPACT, SIZE, (140, 40)):
        monkeypatch.setenv("OPCG_DATA_DIR", str(tmp_path / f"data-{size[0]}"))
        app = OpcgApp(start=("puzzle", load_scenario(path, db)), pace=0)
        async with app.run_test(size=size) as pilot:
            board = await past_the_cover(pilot)
            badges = []
            for i in range(1, 5):
                slot = board.query_one(f"#me-{i}", CardSlot)
                badges.append(slot.subtitle(slot.size.width - 6))
            rush, blocker, plain, rested = badges
            assert "new" not in rush and rush.startswith("R"), (size, badges)  # Rush (or Rsh): it may attack
            assert blocker.startswith("new") and plain == "new", (size, badges)
            assert rested.startswith("REST") and not rested.startswith("RESTED"), (size, badges)
