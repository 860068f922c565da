"""One card on the screen: the `CardSlot` widget and the text a card dict renders to.

Colors are the six game colors, each with a symbol too, so nothing depends on seeing color.
"""

from __future__ import annotations

import re

from rich.style import Style
from rich.text import Text
from textual.message import Message
from textual.widget import Widget

from ..cardinfo import COLOR_SYMBOL
from ..games.onepiece.primitives import REGISTRY

COLOR_HEX = {"red": "#e0605a", "green": "#46b35a", "blue": "#4f8fe0", "purple": "#a66ad8",
             "black": "#a0a0a0", "yellow": "#e3c43e"}
KEYWORD_SHORT = {name: k.short for name, k in REGISTRY.keywords.items() if k.short[0]}
REST_LABEL = ("REST", "REST")  # a rested card's badge: one word at every width
ROLE = {0: "Leader", 6: "Stage"}


def symbols(card: dict) -> str:
    return "".join(COLOR_SYMBOL.get(c, "?") for c in card["colors"])


def slot_name(card: dict) -> str:
    """The name a card slot shows: the card's short name without the cost that tells look-alike printings apart
    ("Zoro·7": Zoro), which the slot's border shows."""
    base, dot, cost = card["short"].rpartition("·")
    return base if dot and cost.isdigit() else card["short"]


def name_lines(name: str, width: int, lines: int = 2) -> list[str]:
    """The name wrapped into `lines` lines of `width` (breaking after spaces, dots and quotes), cut with …"""
    if width <= 0:
        return [""] * lines
    if lines == 1:  # as much of the name as fits
        return [name if len(name) <= width else name[:width - 1].rstrip() + "…"]
    out: list[str] = []
    cur = ""
    for w, word in enumerate(name.split()):
        for p, part in enumerate(re.findall(r'[^."]+[."]?|[."]', word)):
            joiner = " " if w and not p else ""
            if cur and len(cur) + len(joiner) + len(part) <= width:
                cur += joiner + part
                continue
            if cur:
                out.append(cur)
            cur = part
            while len(cur) > width:
                out.append(cur[:width])
                cur = cur[width:]
    out.append(cur)
    if len(out) > lines:
        last = out[lines - 1]
        out = [*out[:lines - 1], (last[:width - 1] if len(last) >= width else last) + "…"]
    return out + [""] * (lines - len(out))


def power_text(card: dict) -> Text:
    power = card.get("power")
    if power is None:
        return Text(card["category"].capitalize(), style="italic")
    parts = card.get("power_parts") or []
    base = parts[0][1] if parts else power
    style = "bold"
    if power > base:
        style = "bold green"
    elif power < base:
        style = "bold red"
    return Text(f"{power}", style=style)


def card_body(card: dict | None, width: int, *, in_hand: bool, empty_label: str = "", name_rows: int = 2) -> Text:
    """The inner lines of a card slot: the name on `name_rows` lines (two, or one in a 4-line slot), then
    power with DON!! given (or the counter)."""
    if card is None:
        return Text("\n" + empty_label.center(width), style="dim")
    text = Text()
    for line in name_lines(slot_name(card), width, name_rows):
        text.append(line + "\n", style="bold")
    last = power_text(card)
    extra = Text()
    if in_hand and card.get("counter"):
        counter = card["counter"]
        word = f"+{counter}" if last.cell_len + 1 + len(f"+{counter}") <= width else f"+{counter // 1000}k"
        extra.append(word, style="cyan")
    elif not in_hand and card.get("don"):
        extra.append(f"◆{card['don']}", style="bold yellow")
    if extra.cell_len:
        gap = max(width - last.cell_len - extra.cell_len, 0)
        last.append(" " * gap)
        last.append_text(extra)
    last.truncate(width, overflow="ellipsis")
    text.append_text(last)
    return text


BOXES = {  # corners and edges: top-left, top, top-right, side, bottom-left, bottom-right
    "round": ("╭", "─", "╮", "│", "╰", "╯"),
    "rested": ("╭", "╌", "╮", "╎", "╰", "╯"),
    "cursor": ("╔", "═", "╗", "║", "╚", "╝"),
}
BACKGROUND = {"legal": "#1d4a2a", "can": "#1c2d4a", "selected": "#5a4012", "hover": "#2c2c2c"}
EMPTY_EDGE = "#3c4450"


class CardSlot(Widget):
    """A card place on the board or in the hand. Click to put the cursor on it; click again for its actions.

    It draws its own box (colors, rested, cursor, highlights) so a change repaints only this slot:
    no restyling, no layout.
    """

    class Clicked(Message):
        def __init__(self, slot: CardSlot) -> None:
            super().__init__()
            self.slot = slot

    def __init__(self, zone: str, index: int, **kwargs) -> None:
        super().__init__(**kwargs)
        self.zone = zone
        self.index = index
        self.card: dict | None = None
        self.marks: dict = {}
        self._key: tuple = ()
        self.hover = False

    @property
    def uid(self) -> int | None:
        return None if self.card is None else self.card["uid"]

    def show(self, card: dict | None, *, cursor: bool = False, legal: bool = False, selected: int = 0,
             can: bool = False) -> None:
        """Show a card (or an empty place) with its marks; repaints only when something changed."""
        key = (repr(card), cursor, legal, selected, can)
        if key == self._key:
            return
        self._key = key
        self.card = card
        self.marks = {"cursor": cursor, "legal": legal, "selected": selected, "can": can}
        self.refresh()

    def empty_label(self) -> str:
        """What an empty place says: 'empty', 'no Stage'."""
        return "empty" if self.index not in ROLE else "no " + ROLE[self.index]

    def labels(self, card: dict) -> list[tuple[str, str]]:
        """REST, new (played this turn and unable to attack yet: no [Rush]), keywords: (long, short) each."""
        labels: list[tuple[str, str]] = []
        keywords = card.get("keywords", ())
        if card.get("rested"):
            labels.append(REST_LABEL)
        elif card.get("fresh") and card["category"] == "character" and self.zone != "hand" \
                and not {"rush", "rush_character"} & set(keywords):
            labels.append(("new", "new"))
        if self.zone != "hand":
            labels += [KEYWORD_SHORT[k] for k in keywords if k in KEYWORD_SHORT]
        return labels

    def role(self, card: dict) -> str:
        """What the place is for, shown on a field card without labels: 'Leader', 'Stage'."""
        return ROLE.get(self.index, "")

    def body(self, card: dict, width: int, name_rows: int) -> Text:
        """The lines inside the box: the name, then power and the like."""
        return card_body(card, width, in_hand=self.zone == "hand", name_rows=name_rows)

    def title(self) -> str | Text:
        card = self.card
        if card is None:
            return ""
        title = symbols(card)
        if card.get("cost") is not None and card["category"] != "leader":
            title += f" {card['cost']}"
        return title

    def subtitle(self, room: int) -> str:
        """✓ picked, the card's `labels`, else its `role`: as many as fit, shortened if need be."""
        card = self.card
        if card is None:
            return ""
        labels: list[tuple[str, str]] = []
        picked = self.marks.get("selected", 0)
        if picked:
            labels.append((f"✓{picked if picked > 1 else ''}", "✓"))
        labels += self.labels(card)
        if not labels and self.zone != "hand" and self.role(card):
            labels.append((self.role(card), ""))
        while labels:
            for pick in (0, 1):
                text = " ".join(x[pick] for x in labels if x[pick])
                if len(text) <= room:
                    return text
            labels.pop()
        return ""

    def render(self) -> Text:
        width, height = self.size
        if width < 4 or height < 3:
            return Text()
        inner = width - 2
        card, marks = self.card, self.marks
        if card is None:
            if self.zone == "hand":
                return Text()
            edge = Style(color=EMPTY_EDGE)
            body = card_body(None, inner, in_hand=False, empty_label=self.empty_label())
            return self._box(BOXES["round"], edge, edge, edge, body, "", "", inner, height)
        color = COLOR_HEX.get(card["colors"][0], "#808080") if card["colors"] else "#808080"
        box = BOXES["cursor"] if marks.get("cursor") else BOXES["rested"] if card.get("rested") else BOXES["round"]
        bg = None
        if marks.get("selected"):
            bg = BACKGROUND["selected"]
        elif marks.get("legal"):
            bg = BACKGROUND["legal"]
        elif marks.get("can"):
            bg = BACKGROUND["can"]
        elif self.hover or marks.get("cursor"):
            bg = BACKGROUND["hover"]
        base = Style(bgcolor=bg) if bg else Style()
        edge = base + Style(color="#ffffff" if marks.get("cursor") else color, bold=bool(marks.get("cursor")))
        title_style = base + Style(color=color, bold=True)
        sub_style = base + Style(color="#e8a33c" if card.get("rested") else "#9aa0a6", bold=bool(card.get("rested")))
        body = self.body(card, inner, name_rows=2 if height > 4 else 1)
        if card.get("rested"):
            body.stylize("dim")
        return self._box(box, edge, title_style, sub_style, body, self.title(), self.subtitle(inner - 4), inner,
                         height, base)

    @staticmethod
    def _box(box: tuple, edge: Style, title_style: Style, sub_style: Style, body: Text, title: str | Text, sub: str,
             room: int, height: int, base: Style | None = None) -> Text:
        tl, top, tr, side, bl, br = box
        lines = body.split("\n", allow_blank=True)
        out = Text(no_wrap=True, overflow="crop")
        title = title[:max(room - 4, 0)]
        out.append(tl, edge)
        if title:
            out.append(top + " ", edge)
            if isinstance(title, Text):  # its own colours over the title's style
                title.stylize_before(title_style)
                out.append_text(title)
            else:
                out.append(title, title_style)
            out.append(" " + top * (room - len(title) - 3), edge)
        else:
            out.append(top * room, edge)
        out.append(tr + "\n", edge)
        for i in range(height - 2):
            line = lines[i] if i < len(lines) else Text()
            out.append(side, edge)
            padded = line.copy()
            padded.truncate(room)
            padded.pad_right(room - padded.cell_len)
            if base is not None and base.bgcolor is not None:
                padded.stylize(base)
            out.append_text(padded)
            out.append(side + "\n", edge)
        out.append(bl, edge)
        if sub:
            sub = sub[:max(room - 4, 0)]
            out.append(top * (room - len(sub) - 3) + " ", edge)
            out.append(sub, sub_style)
            out.append(" " + top, edge)
        else:
            out.append(top * room, edge)
        out.append(br, edge)
        return out

    def on_click(self) -> None:
        self.post_message(self.Clicked(self))

    def on_enter(self) -> None:
        self.hover = True
        self.refresh()

    def on_leave(self) -> None:
        self.hover = False
        self.refresh()
