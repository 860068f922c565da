"""The deck builder, of either game: the pool (filtered as you type), the deck with copy counts, its cost curve
and counters (combo power in Fusion World), its problems (CR 5-1-2, FW 6-1) as you build, the card inspector;
save, export, play. What differs between the games is deckindex.game_decks'.

Keys: `/` filter · ↑↓ move · Enter or + adds (a Leader: chooses it) · - takes one out · 0-4 sets the
copies · Tab from the pool to the deck, the id, the name, the filter and round again (Shift+Tab back;
the head of the list that has the keys is shown reversed) · [ ] scroll the card's text, { } the problems ·
^S save · ^T the deck as text · ^G play.
Mouse: click a pool card to add it, a deck card to take one out, the Leader line to change it.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Label

from ..cardfilter import CardFilter, CardIndex, FilterError, parse_filter
from ..data.cards import CardDB
from ..deckdraft import CURVE_TOP, DeckDraft, DeckSaveError, save_user_deck
from ..deckindex import DeckEntry
from ..games.onepiece.formats import Formats, legality
from ..paths import user_decks_dir
from .cardview import COLOR_HEX, symbols
from .deckchooser import formats_text
from .inspector import Inspector
from .keybar import KeyBar
from .panes import ChoiceList, RowMessage, TextPane
from .words import plural

BARS = " ▁▂▃▄▅▆▇█"
Card = Any  # a card of the draft's game
FILTER_HINTS = {"opcg": "red char cost:2-4 power>=5000 type:straw set:OP01",
                "dbsfw": "red battle cost:2-4 power>=15000 combo:5000 type:saiyan set:FB01"}
NAME_HINTS = {"opcg": "e.g. Red Luffy", "dbsfw": "e.g. Red Goku"}


class Lines(Widget):
    """Text of a fixed size: a change repaints it without laying the screen out again (as Static does)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.text = Text()
        self.marked = False  # shown in reverse (the head of the list that has the keys)

    def show(self, text: Text) -> None:
        self.text = text
        self.refresh()

    def mark(self, marked: bool) -> None:
        if marked != self.marked:
            self.marked = marked
            self.refresh()

    def render(self) -> Text:
        if not self.marked:
            return self.text
        text = self.text.copy()
        text.stylize("reverse")
        return text


class CardList(ChoiceList):
    """A list of cards whose copies keys change: + - and 0-4 (the screen decides what they mean)."""

    BINDINGS = [
        Binding("plus,equals_sign", "change(1)", "Add", show=False),
        Binding("minus", "change(-1)", "Take out", show=False),
        *[Binding(str(n), f"copies({n})", show=False) for n in range(5)],
        Binding("pageup", "cursor(-10)", show=False),
        Binding("pagedown", "cursor(10)", show=False),
    ]

    MORE = "↓, PgDn or the wheel"

    class Change(RowMessage):
        """Copies of the card at `index` change: by `delta`, to `copies`, or as Enter/a click means."""

        def __init__(self, cards: CardList, index: int, delta: int = 0, copies: int | None = None,
                     picked: bool = False) -> None:
            super().__init__(cards, index)
            self.delta, self.copies, self.picked = delta, copies, picked

    class Shown(RowMessage):
        """The cursor is on the card at `index`."""

    def on_choice_list_selected(self, event: ChoiceList.Selected) -> None:
        event.stop()
        if event.current:
            self.post_message(self.Change(self, event.index, picked=True))

    def on_choice_list_highlighted(self, event: ChoiceList.Highlighted) -> None:
        event.stop()
        if event.current:
            self.post_message(self.Shown(self, event.index))

    def set_rows(self, items: list[tuple[Text, bool]], keep: bool) -> None:
        """New rows; with `keep` the view stays where it was (a count changed, not the list)."""
        top = self.top
        self.set_items(items)
        if keep:
            self.top = min(top, max(len(items) - 1, 0))
            self._keep_visible()

    def set_row(self, index: int, item: tuple[Text, bool]) -> None:
        """One row changed (a card's copies): repaint, nothing else."""
        self.items[index] = item
        self.refresh()

    def action_change(self, delta: int) -> None:
        if self.items:
            self.post_message(self.Change(self, self.highlighted, delta=delta))

    def action_copies(self, copies: int) -> None:
        if self.items:
            self.post_message(self.Change(self, self.highlighted, copies=copies))


def card_row(card: Card, copies: int, compact: bool = False, extra: str = "counter") -> Text:
    """One line of the pool (copies, number, cost, power, counter — `extra`: combo power in Fusion World —,
    colours, name) or, `compact`, of the deck (copies, number, cost, colours, name)."""
    t = Text(no_wrap=True)
    t.append(f"{copies}×" if copies else "  ", style="bold green" if copies else "")
    t.append(f" {card.number:<9}", style="dim")
    if card.category == "leader":
        life = getattr(card, "life", None)
        t.append(f" L{life or 0}" if life is not None else "  L", style="bold")
    else:
        t.append(f" {card.cost if card.cost is not None else '-':>2}", style="bold")
    if not compact:
        t.append(f" {card.power if card.power is not None else card.category[:5]:>5}")
        plus = getattr(card, extra, None)
        t.append(f" {'+' + str(plus // 1000) + 'k' if plus else '':>{3 if extra == 'counter' else 4}}", style="cyan")
    t.append(" ")
    t.append(f"{symbols({'colors': card.colors})} {card.name}", style=COLOR_HEX.get(card.colors[0], "") if card.colors else "")
    return t


def curve_text(draft: DeckDraft) -> Text:
    curve = draft.curve()
    top = max(curve) or 1
    t = Text(no_wrap=True)
    t.append("cost ", style="dim")
    for cost in range(CURVE_TOP + 1):
        t.append(f"{cost}{'+' if cost == CURVE_TOP else ''}".rjust(3), style="dim")
    t.append("\n     ")
    for count in curve:
        bar = BARS[min(len(BARS) - 1, -(-count * (len(BARS) - 1) // top))] if count else " "
        t.append(bar, style="green")
        t.append(f"{count:>2}" if count else " ·", style="bold" if count else "dim")
    counters = draft.counters()
    plus = sum(value * k for value, k in counters.items())
    t.append(f"\n{draft.rules.extra[1]} ", style="dim")
    t.append(" ".join(f"+{value // 1000}k×{k}" for value, k in sorted(counters.items()) if value) or "none")
    t.append(f" = +{plus}", style="cyan")
    return t


def problems_text(draft: DeckDraft, formats: Formats | None = None) -> Text:
    """The construction problems (CR 5-1-2), then the deck's legality in each format today."""
    problems = draft.problems()
    if not problems:
        t = Text(f"✓ Legal: {draft.size} cards, Leader {draft.leader}\n", style="bold green")
        if formats is not None:
            formats_text(t, legality(draft.deck(), draft.db, formats, datetime.date.today()))
        return t
    t = Text(f"✗ Not legal, {len(problems)} problem{'s' if len(problems) > 1 else ''}:", style="bold red")
    for problem in problems:
        t.append(f"\n• {problem}")
    return t


class DeckBuilderScreen(Screen[str | None]):
    """Builds one deck; dismisses with the id it was last saved under (or None)."""

    AUTO_FOCUS = "#db-pool"
    # 80×24: pool | deck over a short inspector; from 130 wide the inspector is a third column.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (130, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (34, "-tall")]
    DEFAULT_CSS = """
    DeckBuilderScreen {
        #db-top { height: 1; }
        #db-top Label { width: auto; }
        #db-title { text-style: bold; }
        #db-id { width: 20; }
        #db-name { width: 1fr; }
        #db-filter { height: 1; }
        #db-body { height: 1fr; grid-size: 3 1; grid-columns: 1fr 40 48; grid-rows: 1fr; grid-gutter: 0 1; }
        &.-narrow #db-body { grid-size: 2 2; grid-columns: 1fr 36; grid-rows: 1fr 7; }
        &.-narrow.-tall #db-body { grid-rows: 1fr 12; }
        &.-narrow #db-inspector { column-span: 2; }
        #db-pool-head, #db-deck-head { height: 1; }
        #db-pool, #db-deck { height: 1fr; }
        #db-stats { height: 3; }
        #db-problems { height: 8; }
        &.-short #db-problems { height: 5; }
        #db-inspector { height: 1fr; border: round $primary; padding: 0 1; }
    }
    """
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("slash", "focus_filter", "Filter"),
        Binding("ctrl+s", "save", "Save"),
        Binding("ctrl+t", "export", "Text"),
        Binding("ctrl+g", "play", "Play"),
        Binding("ctrl+l", "toggle_all", "All cards"),
        Binding("left_square_bracket", "scroll_pane('db-inspector', -3)", show=False),
        Binding("right_square_bracket", "scroll_pane('db-inspector', 3)", show=False),
        Binding("left_curly_bracket", "scroll_pane('db-problems', -2)", show=False),
        Binding("right_curly_bracket", "scroll_pane('db-problems', 2)", show=False),
    ]

    def __init__(self, db: CardDB, entries: list[DeckEntry], draft: DeckDraft, source: Path | None = None,
                 formats: Formats | None = None) -> None:
        super().__init__()
        self.db, self.draft, self.source = db, draft, source
        self.formats = formats  # the deck's legality in each format is shown with them
        self.rules = draft.rules  # what differs between the games
        self.shipped_ids = {e.deck.id for e in entries if e.shipped} | {e.path.stem for e in entries if e.shipped}
        self.user_paths = {e.deck.id: e.path for e in entries if not e.shipped}
        self.index = CardIndex(db.values(), self.rules.text_of)
        self.filter = CardFilter()
        self.filter_error = ""
        self.all_cards = False
        self.choosing_leader = not draft.leader
        self.pool: list[Card] = []
        self.pool_at: dict[str, int] = {}  # card number -> its line in the pool
        self.rows: dict[tuple[str, int], Text] = {}  # (number, copies) -> its pool line, built once (the list copies it)
        self.records: dict[str, dict[str, Any]] = {}  # what the inspector shows, per card number
        self.saved_id: str | None = None
        self.saved = draft.deck() if source else None  # what the file holds, to tell unsaved changes

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        with Horizontal(id="db-top"):
            yield Label("Deck builder ", id="db-title")
            yield Label("id ")
            yield Input(self.draft.id, placeholder="e.g. my-deck", id="db-id", compact=True, max_length=40)
            yield Label(" name ")
            yield Input(self.draft.name, placeholder=NAME_HINTS.get(self.draft.game, ""), id="db-name", compact=True, max_length=80)
        yield Input(placeholder=f"filter: {FILTER_HINTS.get(self.draft.game, '')} words…  (/)",
                    id="db-filter", compact=True)
        with Grid(id="db-body"):
            with Vertical(id="db-pool-pane"):
                yield Lines(id="db-pool-head")
                yield CardList(id="db-pool")
            with Vertical(id="db-deck-pane"):
                yield Lines(id="db-deck-head")
                yield CardList(id="db-deck")
                yield Lines(id="db-stats")
                yield TextPane(keys="}", id="db-problems")
            yield Inspector(self.db, compact=True, describe=self.rules.describe, keys="]", id="db-inspector")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#db-inspector").border_title = "Card"
        self.refill_pool()
        self.refresh_deck()

    # ------------------------------------------------------------------ the pool
    def refill_pool(self) -> None:
        cards = self.index.select(self.filter)
        leader = self.draft.leader_card
        if self.choosing_leader:
            cards = [c for c in cards if c.category == "leader"]
        elif leader is not None and not self.all_cards:
            cards = [c for c in cards if c.category != "leader" and set(c.colors) & set(leader.colors)]
        self.pool = cards
        self.pool_at = {c.number: i for i, c in enumerate(cards)}
        copies = self.draft.copies
        pool = self.query_one("#db-pool", CardList)
        pool.set_rows([(self.pool_row(c, copies.get(c.number, 0)), True) for c in cards], keep=False)
        head = Text(no_wrap=True)
        if self.filter_error:
            head.append(self.filter_error, style="bold red")
        else:
            head.append(f"Pool {len(cards)} of {len(self.index.cards)}", style="bold")
            scope = ("Leaders: Enter chooses one" if self.choosing_leader else
                     "all cards · ^L the Leader's colours" if self.all_cards or leader is None else
                     "Leader's colours · ^L all")
            head.append(f" · {scope}", style="dim")
        self.query_one("#db-pool-head", Lines).show(head)
        self.show_card(self.card_at(pool, pool.highlighted))

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "db-filter":
            try:
                self.filter, self.filter_error = parse_filter(event.value, self.formats, self.draft.game), ""
            except FilterError as exc:
                self.filter_error = str(exc)
            self.refill_pool()
        elif event.input.id == "db-id":
            self.draft.id = event.value.strip()
        elif event.input.id == "db-name":
            self.draft.name = event.value.strip()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "db-filter":
            self.query_one("#db-pool", CardList).focus()

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """The list that has the keys says so: its head is marked (Tab: pool, deck, id, name, filter, pool…)."""
        for name in ("pool", "deck"):
            self.query_one(f"#db-{name}-head", Lines).mark(event.widget.id == f"db-{name}")

    def on_key(self, event: events.Key) -> None:
        if event.key == "down" and self.query_one("#db-filter", Input).has_focus:
            event.stop()
            self.query_one("#db-pool", CardList).focus()

    # ------------------------------------------------------------------ the deck
    def deck_rows(self) -> list[tuple[Card | None, int]]:
        """The deck list: the Leader's line first, then the cards by cost."""
        return [(self.draft.leader_card, 1), *self.draft.entries()]

    def refresh_deck(self) -> None:
        leader = self.draft.leader_card
        lead = Text(no_wrap=True)
        if leader is None:
            lead.append("Leader: none yet — choose one in the pool", style="bold yellow")
        else:
            lead.append("Leader ", style="bold")
            lead.append(f"{symbols({'colors': leader.colors})} {leader.name}",
                        style=COLOR_HEX.get(leader.colors[0], "") if leader.colors else "")
            life = getattr(leader, "life", None)
            lead.append(f" {leader.number} " + (f"Life {life}" if life is not None else f"power {leader.power}"),
                        style="dim")
        rows = [(lead, True)] + [(card_row(card, k, compact=True), True) for card, k in self.draft.entries()]
        self.query_one("#db-deck", CardList).set_rows(rows, keep=True)
        size, (fewest, most) = self.draft.size, self.rules.sizes
        head = Text(no_wrap=True)
        head.append(f"Deck {size}/{fewest}", style="bold green" if fewest <= size <= most else "bold yellow")
        kinds = self.draft.categories()
        head.append(" · " + " ".join(f"{kinds[kind]} {label}" for kind, label in self.rules.kinds), style="dim")
        self.query_one("#db-deck-head", Lines).show(head)
        self.query_one("#db-stats", Lines).show(curve_text(self.draft))
        self.query_one("#db-problems", TextPane).set_text(problems_text(self.draft, self.formats))

    def pool_row(self, card: Card, copies: int) -> Text:
        """A card's line in the pool: with the whole pool a key that filters must not rebuild 2,600 lines."""
        row = self.rows.get((card.number, copies))
        if row is None:
            row = self.rows[card.number, copies] = card_row(card, copies, extra=self.rules.extra[0])
        return row

    def changed(self, card: Card) -> None:
        """A card's copies changed: the deck, and that card's line in the pool."""
        self.refresh_deck()
        at = self.pool_at.get(card.number)
        if at is not None:
            self.query_one("#db-pool", CardList).set_row(at, (self.pool_row(card, self.draft.copies.get(card.number, 0)), True))

    def card_at(self, cards: ChoiceList, index: int) -> Card | None:
        if cards.id == "db-pool":
            return self.pool[index] if 0 <= index < len(self.pool) else None
        rows = self.deck_rows()
        return rows[index][0] if 0 <= index < len(rows) else None

    def on_card_list_change(self, event: CardList.Change) -> None:
        """+ - 0-4 on a card; Enter or a click adds one in the pool (a Leader: chooses it) and takes one
        out in the deck (the Leader's line: choose another)."""
        event.stop()
        if not event.current:
            return
        in_pool = event.rows.id == "db-pool"
        card = self.card_at(event.rows, event.index)
        if card is None or card.category == "leader":  # the deck's Leader line: Enter or a click changes it
            if in_pool and card is not None:
                self.choose_leader(card)
            elif not in_pool and event.picked:
                self.change_leader()
            return
        self.show_card(card)
        delta = (1 if in_pool else -1) if event.picked else event.delta
        copies = event.copies if event.copies is not None else self.draft.copies.get(card.number, 0) + delta
        problem = self.draft.set_copies(card.number, copies)
        if problem:
            self.notify(problem, severity="warning")
        self.changed(card)

    def on_card_list_shown(self, event: CardList.Shown) -> None:
        event.stop()
        if event.current:
            self.show_card(self.card_at(event.rows, event.index))

    def choose_leader(self, card: Card) -> None:
        self.draft.leader = card.number
        self.choosing_leader = False
        self.notify(f"Leader: {card.name} ({'/'.join(card.colors)}); the pool shows the cards that fit")
        self.refresh_deck()
        self.refill_pool()

    def change_leader(self) -> None:
        self.choosing_leader = True
        self.refill_pool()
        self.query_one("#db-pool", CardList).focus()

    def show_card(self, card: Card | None) -> None:
        if card is not None and card.number not in self.records:
            self.records[card.number] = self.rules.record(card)
        self.query_one(Inspector).show(self.records[card.number] if card else None, "No card here.")

    # ------------------------------------------------------------------ actions
    def action_focus_filter(self) -> None:
        self.query_one("#db-filter", Input).focus()

    def action_scroll_pane(self, pane: str, lines: int) -> None:
        self.query_one(f"#{pane}", TextPane).scroll_by(lines)

    def action_toggle_all(self) -> None:
        self.all_cards = not self.all_cards
        self.choosing_leader = False if self.draft.leader else self.choosing_leader
        self.refill_pool()

    @property
    def unsaved(self) -> bool:
        deck = self.draft.deck()
        return deck != self.saved if self.saved is not None else bool(deck.leader or deck.cards)

    def action_back(self) -> None:
        if isinstance(self.focused, Input) and self.focused.id == "db-filter":
            self.query_one("#db-pool", CardList).focus()
            return
        if not self.unsaved:
            self.dismiss(self.saved_id)
            return
        from .dialogs import ConfirmScreen

        def answer(leave: bool | None) -> None:
            if leave:
                self.dismiss(self.saved_id)

        self.app.push_screen(ConfirmScreen("Leave the deck builder? Your changes are not saved.", "Leave", "Stay"),
                             answer)

    def action_save(self, then: Any = None) -> None:
        """Save to the user's decks; an existing deck of that id is replaced only when it is the one
        being edited, or the player says so."""
        deck = self.draft.deck()
        target = self.user_paths.get(deck.id) or user_decks_dir(self.draft.game) / f"{deck.id}.yaml"
        if deck.id and target.exists() and target != self.source:
            from .dialogs import ConfirmScreen

            def answer(yes: bool | None) -> None:
                if yes:
                    self.write(target, then)

            self.app.push_screen(ConfirmScreen(f"A deck '{deck.id}' exists already ({target}). Replace it?",
                                               "Replace", "Keep it"), answer)
            return
        self.write(target, then)

    def write(self, target: Path, then: Any = None) -> None:
        deck = self.draft.deck()
        try:
            path = save_user_deck(deck, self.shipped_ids, replace=True, path=target, game=self.draft.game)
        except DeckSaveError as exc:
            self.app.show_message("Cannot save the deck", str(exc))  # type: ignore[attr-defined]
            if "id" in str(exc):
                self.query_one("#db-id", Input).focus()
            return
        self.source, self.saved, self.saved_id = path, deck, deck.id
        self.user_paths[deck.id] = path
        problems = self.draft.problems()
        self.notify(f"Saved {path}" + (f" — not legal yet: {plural(len(problems), 'problem')}" if problems else " — legal"))
        if then is not None:
            then()

    def action_export(self) -> None:
        from .decktext import ExportScreen

        self.app.push_screen(ExportScreen(self.draft.deck()))

    def action_play(self) -> None:
        """Start a game with this deck: saved first, and only when it is legal."""
        problems = self.draft.problems()
        if problems:
            self.app.show_message("The deck is not legal yet", "\n".join(f"• {p}" for p in problems))  # type: ignore[attr-defined]
            return
        if self.unsaved or self.saved is None:
            self.action_save(then=self.play_saved)
        else:
            self.play_saved()

    def play_saved(self) -> None:
        from .decktext import choose_mode

        choose_mode(self.app, self.draft.id, self.draft.game)
