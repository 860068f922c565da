"""Deck builder speed: key press → repaint while filtering the whole pool and changing copies.

    python bench/deckbuilder.py

Runs the builder headless (Textual's Pilot) at 80×24 and 140×40 on a new deck with a Leader: opens it
(to its first paint, the deck index and the card pool read and indexed), types
a filter a character at a time (each key filters all the cards again), clears it, then adds and takes
out copies down the pool. Each key is timed from the key event to the first repaint after it.
Prints numbers and asserts nothing (target: p95 ≤ 50 ms).
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from textual.app import App  # noqa: E402
from ui import watch_paints  # noqa: E402

from opcg_tui.deckdraft import DeckDraft  # noqa: E402
from opcg_tui.deckindex import deck_entries  # noqa: E402
from opcg_tui.games.onepiece import load_cards  # noqa: E402
from opcg_tui.tui.app import OpcgApp  # noqa: E402
from opcg_tui.tui.deckbuilder import DeckBuilderScreen  # noqa: E402

FILTERS = ["red character", "cost>=4 luffy", "type:straw", "blocker", "counter:2000 power<=4000"]


class BuilderApp(App[None]):
    CSS_PATH = OpcgApp.CSS_PATH

    def open_builder(self) -> None:
        db = load_cards()
        draft = DeckDraft(db)
        draft.leader = "ST01-001"
        screen = DeckBuilderScreen(db, deck_entries(db), draft)
        screen.all_cards = True  # the whole pool, 556 cards
        self.push_screen(screen)


async def run(size: tuple[int, int]) -> dict[str, list[float]]:
    app = BuilderApp()
    painted = watch_paints(app)
    times: dict[str, list[float]] = {"open": [], "filter": [], "copies": []}

    async def timed(kind: str, key: str) -> None:
        painted.clear()
        t0 = time.perf_counter()
        await pilot.press(key)
        await pilot.pause()
        if painted:
            times[kind].append(painted[0] - t0)

    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        painted.clear()
        t0 = time.perf_counter()
        app.open_builder()  # cards and decks read, the pool indexed, the screen laid out
        await pilot.pause()
        times["open"].append(painted[0] - t0)
        for words in FILTERS:
            await pilot.press("slash", "ctrl+u")
            for ch in words:
                await timed("filter", ch)
            await timed("filter", "ctrl+u")
        await pilot.press("enter")
        for _ in range(30):
            for key in ("plus", "plus", "minus", "down"):
                await timed("copies", key)
    return times


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(p / 100 * (len(values) - 1))))]


def main() -> None:
    for size in ((80, 24), (140, 40)):
        times = asyncio.run(run(size))
        for kind, values in times.items():
            ms = [v * 1000 for v in values]
            print(f"{size[0]}×{size[1]} {kind:7} n {len(ms):3}  p50 {pct(ms, 50):5.1f} ms  "
                  f"p95 {pct(ms, 95):5.1f} ms  max {max(ms):5.1f} ms")


if __name__ == "__main__":
    main()
