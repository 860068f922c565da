"""Screenshots of the deck builder at the smallest size (80×24) and a wide one (140×40); Fusion World's at 80×24.

Update after a deliberate change with: pytest tests/tui/test_snapshots_decks.py --snapshot-update
"""

from __future__ import annotations

from pathlib import Path

import yaml
from textual.app import App

from opcg_tui.data.cards import CardDB
from opcg_tui.deckdraft import DeckDraft
from opcg_tui.deckindex import deck_entries
from opcg_tui.games.onepiece import load_cards
from opcg_tui.games.onepiece.decks import load_deck
from opcg_tui.tui.app import OpcgApp
from opcg_tui.tui.deckbuilder import DeckBuilderScreen

ROOT = Path(__file__).resolve().parents[2]


class BuilderApp(App[None]):
    """The builder alone (the game's size check is the board's business), on ST-01 less 4 cards, with a pool
    of the starter decks' cards (the screenshots do not change as the card pool grows)."""

    CSS_PATH = OpcgApp.CSS_PATH

    def on_mount(self) -> None:
        everything = load_cards()
        starters = {n for d in ROOT.glob("decks/ST-*.yaml") for n in yaml.safe_load(d.read_text())["cards"]}
        starters |= {yaml.safe_load(d.read_text())["leader"] for d in ROOT.glob("decks/ST-*.yaml")}
        db = CardDB({n: c for n, c in everything.items() if n in starters})
        draft = DeckDraft(db, load_deck("ST-01", db))
        draft.id, draft.name = "my-luffy", "Luffy, faster"
        draft.set_copies("ST01-012", 0)
        draft.set_copies("ST02-002", 1)
        self.push_screen(DeckBuilderScreen(db, deck_entries(db), draft))


async def filter_and_move(pilot) -> None:
    await pilot.press("slash", *"cost>=4", "enter", "down", "down")
    await pilot.pause()


def test_deck_builder_80x24(snap_compare):
    assert snap_compare(BuilderApp(), terminal_size=(80, 24), run_before=filter_and_move)


def test_deck_builder_140x40(snap_compare):
    assert snap_compare(BuilderApp(), terminal_size=(140, 40), run_before=filter_and_move)


class FusionBuilderApp(App[None]):
    """The builder on a Fusion World deck (FS01 less 4 cards, 2 of FS02 off-colour), with a pool of the starter
    decks' cards (FS01 to FS04: the screenshot does not change as the booster cards join)."""

    CSS_PATH = OpcgApp.CSS_PATH

    def on_mount(self) -> None:
        from opcg_tui.games.dbsfw import load_cards as fusion_cards
        from opcg_tui.games.dbsfw.decks import load_deck as fusion_deck

        db = CardDB({n: c for n, c in fusion_cards().items() if n[:4] in ("FS01", "FS02", "FS03", "FS04")})
        draft = DeckDraft(db, fusion_deck("FS01", db), "dbsfw")
        draft.id, draft.name = "my-goku", "Goku, faster"
        draft.set_copies("FS01-08", 0)
        draft.set_copies("FS02-02", 2)
        self.push_screen(DeckBuilderScreen(db, deck_entries(db, game="dbsfw"), draft))


async def filter_fusion(pilot) -> None:
    await pilot.press("slash", *"battle power>=20000", "enter", "down", "down")
    await pilot.pause()


def test_fusion_world_deck_builder_80x24(snap_compare):
    assert snap_compare(FusionBuilderApp(), terminal_size=(80, 24), run_before=filter_fusion)
