"""Fusion World's board (DRAGON BALL SUPER CARD GAME Fusion World): its look (`FusionLook`) and its screen.

Each side: a line with Life, hand, deck, Drop and the Energy Area (active and rested cards in their
colours, the energy markers), then its Leader (front or back side, "Awakened"), its Battle Area and
its [Field] card. Between the sides, a battle with both Combo Areas. All of it from `game.view(seat)`
(games/dbsfw/view.py): the opponent's hand, the decks and Life are counts only.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ..data.cards import CardDB
from ..engine import Command
from ..games.dbsfw.cards import card_record
from ..games.dbsfw.primitives import REGISTRY
from . import helpscreen
from .board import BoardScreen, board_bindings
from .board_areas import SideInfo
from .cardview import COLOR_HEX, REST_LABEL, CardSlot, name_lines, power_text, slot_name, symbols
from .choices import Choice, last_nothing, selection_choices, target_choices
from .fw_words import FusionNamer, FusionNarrator, combo_total, command_words, computer_words, guard_need
from .inspector import card_head, glossary_lines, power_line
from .look import BoardLook

PHASES = {"setup": "Setting up", "charge": "Charge Phase", "main": "Main Phase", "end": "End Phase"}
STEPS = {"attack": "Attack Step", "offense": "Offense Step", "defense": "Defense Step", "damage": "Damage Step",
         "battle-end": "Battle End"}
KEYWORD_SHORT = {"blocker": ("Blocker", "Blk"), "critical": ("Critical", "Crit"), "double_strike": ("Double Strike", "DS"),
                 "triple_strike": ("Triple Strike", "TS"), "super_combo": ("Super Combo", "SC"),
                 "dragon_ball": ("Dragon Ball", "DB"), "barrier": ("Barrier", "Bar")}
ENERGY_MARKS = (("■", "active"), ("□", "rested"), ("◆", "marker"))  # the Energy Area's marks
MARKER_STYLE = "bold #e0a030"
PROMPT_HELP = {
    "first-or-second": "The first player cannot attack on turn 1 (FW 7-3-4-3-1); the second player gets an "
                       "energy marker (FW 6-2-1-10).",
    "mulligan": "You may shuffle these cards into your deck and draw a new hand, once.",
    "charge": "Charge a card from your hand as energy (it pays costs from now on), or none.",
    "main": "Pick a card (←↑↓→) and press Enter, or choose below. a attack · e end turn.",
}
MAIN_ORDER = {"play": 0, "use": 1, "activate": 2, "awaken": 3, "attack": 4, "end": 5}
COMBO_ORDER = {"pass": 0, "combo": 1, "use": 2, "activate": 3, "awaken": 4}


def energy_marks(p: dict) -> Text:
    """A player's Energy Area: ■ an active card, □ a rested one, in the cards' colours; ◆ an energy marker."""
    t = Text()
    for card in p["energy"]:
        color = COLOR_HEX.get(card["colors"][0], "") if card["colors"] else ""
        t.append("□" if card["rested"] else "■", style=f"dim {color}" if card["rested"] else f"bold {color}")
    t.append("◆" * p["energy_markers"], style=MARKER_STYLE)
    return t or Text("none", style="dim")


def energy_legend() -> Text:
    t = Text("Energy", style="bold")
    for mark, word in ENERGY_MARKS:
        t.append(" ")
        t.append(mark, style=MARKER_STYLE if word == "marker" else "bold")
        t.append(word, style="dim")
    return t


def field_row(p: dict, places: int = 7) -> list[dict | None]:
    """A player's field in the order of the board's places: the Leader (with its side), the Battle Area,
    then the [Field] card in the last place (more places when the Battle Area outgrows them)."""
    battle = p["battle"]
    room = max(places - 2, len(battle))
    return [{**p["leader"], "side": p["side"]}, *[battle[i] if i < len(battle) else None for i in range(room)],
            p["field"]]


def battle_banner(v: dict, namer: FusionNamer) -> Text:
    """The battle: attack card and guard card with their power, then both Combo Areas (FW 8-2 … 8-4)."""
    b = v["battle"]
    t = Text()
    t.append(" BATTLE ", style="bold reverse red")
    t.append(f" {namer.with_power(b['attacker'], b['attacker_power'])} attacks ")
    t.append(namer.with_power(b["guard"], b["guard_power"]))
    if b["blocked"]:
        t.append("  (blocked)", style="italic")
    attacker = v["players"][v["turn_player"]]
    defender = v["players"][1 - v["turn_player"]]
    added = v["step"] in ("damage", "battle-end")
    t.append("\n Combo: ", style="bold")
    for i, (who, p) in enumerate((("attack", attacker), ("guard", defender))):
        if i:
            t.append(" │ ")
        total = combo_total(p)
        t.append(f"{who} +{total}", style="bold cyan" if total else "dim")
        if p["combo"]:
            t.append(" (" + ", ".join(c["short"] for c in p["combo"]) + ")")
    if added:
        t.append("  added", style="italic")
    return t


def fusion_text(card: dict, db: CardDB, compact: bool = False) -> Text:
    """Everything about one visible Fusion World card: its facts, its state now and its skills as printed."""
    data = db.get(card["number"])
    t = card_head(card, compact)
    facts = []
    if card.get("cost") is not None:
        facts.append(f"Cost {card['cost']}" + (f" (orbs: {', '.join(card['orbs'])})" if card["orbs"] else ""))
    if card.get("combo_power") is not None:
        facts.append(f"Combo power +{card['combo_power']}")
    if facts:
        t.append(" · ".join(facts) + "\n")
    power_line(t, card)
    if data is not None and data.back is not None:
        side = card.get("side")
        t.append(f"Front {data.power} / back (Awakened) {data.back.power}" + (f" — {side} side up" if side else "") + "\n")
    if card.get("rested"):
        t.append("Now: rested\n", style="yellow")
    if data is not None:
        record = card_record(data)
        if record["traits"]:
            t.append("Traits " + "/".join(f"{{{x}}}" for x in record["traits"]) + "\n", style="dim")
        labels = [REGISTRY.keywords[k].label for k in record["keywords"]]
        lines = ([" ".join(labels)] if labels else []) + record["text"]
        if lines:
            t.append(("" if compact else "\n") + "\n".join(lines) + "\n")
        helps = list(dict.fromkeys([*record["keywords"], *record["back_keywords"], *card.get("keywords", ())]))
        glossary_lines(t, [(REGISTRY.keywords[k].label, REGISTRY.keywords[k].clause, REGISTRY.keywords[k].reminder)
                           for k in helps])
    return t


class FusionSlot(CardSlot):
    """A Fusion World card place: cost and orbs (coloured) on top, name, power and combo power inside,
    keywords (or the Leader's side) below."""

    def empty_label(self) -> str:
        last = self.parent is not None and self.parent.children[-1] is self and self.zone != "hand"
        return "no Field" if last else "empty"

    def title(self) -> str | Text:
        card = self.card
        if card is None:
            return ""
        t = Text(symbols(card))
        if card.get("cost") is not None:  # "♦3●●": the cost, then one ● per orb in its colour (FW 1-2-3)
            t.append(f"{card['cost']}")
            for orb in card["orbs"]:
                t.append("●", style=COLOR_HEX.get(orb, ""))
        return t

    def labels(self, card: dict) -> list[tuple[str, str]]:
        labels: list[tuple[str, str]] = []
        if card.get("side") == "back":
            labels.append(("Awakened", "Awk"))
        if card.get("rested"):
            labels.append(REST_LABEL)
        if self.zone != "hand":
            labels += [KEYWORD_SHORT[k] for k in card.get("keywords", ()) if k in KEYWORD_SHORT]
        return labels

    def role(self, card: dict) -> str:
        return {"leader": "Leader", "extra": "Field"}.get(card["category"], "")

    def body(self, card: dict, width: int, name_rows: int) -> Text:
        text = Text()
        side = card.get("side")
        if side and name_rows > 1:  # a Leader: its name on one line, its face-up side under it
            text.append(name_lines(slot_name(card), width, 1)[0] + "\n", style="bold")
            text.append(("Awakened" if side == "back" else "Front")[:width] + "\n",
                        style="bold magenta" if side == "back" else "dim")
        else:
            for line in name_lines(slot_name(card), width, name_rows):
                text.append(line + "\n", style="bold")
        last = power_text(card)
        if card.get("combo_power") is not None:  # power and combo power: in thousands ("20k +10k") when tight
            combo = card["combo_power"]
            word = f"+{combo}"
            if last.cell_len + 1 + len(word) > width:
                word = f"+{combo // 1000}k"
                if card.get("power") is not None and last.cell_len + 1 + len(word) > width:
                    last = Text(f"{card['power'] // 1000}k", style=last.style)
            last.append(" " * max(width - last.cell_len - len(word), 1))
            last.append(word, style="cyan")
        last.truncate(width, overflow="ellipsis")
        text.append_text(last)
        return text


class FusionSideInfo(SideInfo):
    """One line per player: name, Life, hand, deck, Drop and the Energy Area. Click it for the Drop."""

    LOW_LIFE = 2

    def counts(self, t: Text, p: dict) -> str:
        t.append(f" │ Hand {p['hand_count']} │ Deck {p['deck_count']} │ Drop {len(p['drop'])}")
        t.append(" │ Energy ")
        t.append_text(energy_marks(p))
        active = sum(not c["rested"] for c in p["energy"])
        return f"  {active} active · {len(p['energy']) - active} rested · {p['energy_markers']} marker" + \
            ("s" if p["energy_markers"] != 1 else "")


class FusionLook(BoardLook):
    """Fusion World on the board: Leader, Battle Area and [Field] a side, Energy Areas, Life, Combo Areas, the Drop."""

    HOW_TO_PLAY = helpscreen.FUSION_WORLD
    COVER_REASONS = {
        "first-or-second": "You decide who goes first.",
        "mulligan": "Look at your opening hand: keep it, or draw a new one.",
        "charge": "It is your turn: the Charge Phase.",
        "main": "It is your turn.",
        "block": "You are being attacked: decide whether to block.",
        "offense": "Your attack: the Offense Step (combo, or pass).",
        "defense": "You are being attacked: the Defense Step (combo, or pass).",
        "choose": "A skill needs your decision.",
        "yes-no": "A skill needs your decision.",
    }
    PROMPT_TITLES = {
        "first-or-second": "Who goes first?", "mulligan": "Your opening hand", "charge": "Charge Phase",
        "main": "Your Main Phase", "block": "Block Step", "offense": "Offense Step: combo",
        "defense": "Defense Step: combo", "choose": "Choose", "yes-no": "Use this skill?",
    }
    HAND_FIRST = ("main", "mulligan", "charge", "offense", "defense")
    TURN_KINDS = ("charge", "main")
    PROMPT_HELP = PROMPT_HELP
    BATTLE_KINDS = ("block", "offense", "defense")
    PILE = ("drop", "Drop")
    PHASES = PHASES
    BATTLE_LINES = 2
    describe = staticmethod(fusion_text)
    SIDE_INFO = FusionSideInfo
    SLOT = FusionSlot
    NAMER = FusionNamer
    NARRATOR = FusionNarrator
    field_row = staticmethod(field_row)
    battle_banner = staticmethod(battle_banner)
    command_words = staticmethod(command_words)
    computer_words = staticmethod(computer_words)

    # ------------------------------------------------------------------ words
    def status_when(self, v: dict) -> str:
        kind = v["prompt"]["kind"] if v["prompt"] else ""
        if v["battle"] is not None:
            return "Block Step" if kind == "block" else STEPS.get(v["step"], "Battle")
        return PHASES.get(v["phase"], v["phase"])

    def status_legend(self) -> Text:
        return energy_legend()

    def battle_words(self, note: Any, namer: FusionNamer) -> str:
        ap, gp = note.attacker_power, note.guard_power
        outcome = "succeeded" if ap >= gp else "failed"
        return f"Last battle: the attack {outcome} — {namer.target(note.attacker)} {ap} vs {namer.target(note.guard)} {gp}."

    # ------------------------------------------------------------------ the prompt
    def prompt_lead(self, board: BoardScreen, kind: str, prompt: dict) -> Text:
        text = Text()
        if kind in ("main", "charge"):
            assert board.view is not None
            p = board.view["players"][board.viewer]
            active = sum(not c["rested"] for c in p["energy"])
            markers = p["energy_markers"]
            text.append(f"{active} active energy, {markers} marker{'s' if markers != 1 else ''}. ", style="bold")
        return text

    def battle_summary(self, v: dict, namer: FusionNamer, kind: str) -> Text:
        """Who attacks whom, with the combo power each side has added so far, and what the guard needs."""
        b = v["battle"]
        attack = b["attacker_power"] + combo_total(v["players"][v["turn_player"]])
        guard = b["guard_power"] + combo_total(v["players"][1 - v["turn_player"]])
        t = Text()
        attacker = namer.target(b["attacker"])
        t.append(f"{attacker[:1].upper() + attacker[1:]} attacks {namer.target(b['guard'])}: {attack} vs {guard} "
                 "with the combos so far. ", style="bold")
        if kind == "block":
            t.append("Block with a [Blocker] (it becomes the guard card), or not.")
        elif attack >= guard:  # FW 8-4-6: an attack at least as strong as the guard succeeds
            t.append(guard_need(attack, guard), style="yellow" if kind == "defense" else "green")
        elif kind == "offense":
            t.append(f"The attack needs +{guard - attack} more power.", style="yellow")
        else:
            t.append("The guard is safe now.", style="green")
        return t

    def prompt_choices(self, board: BoardScreen, kind: str, options: list[Command], namer: FusionNamer) -> list[Choice]:
        if kind == "main" and board.attacker is not None:
            return target_choices(options, namer, board.attacker)
        if kind == "choose" and board.selection is not None:
            return selection_choices(options, namer, board.selection)
        listed = [o for o in options if o.kind != "concede"]
        order = MAIN_ORDER if kind == "main" else COMBO_ORDER if kind in ("offense", "defense") else None
        if order is not None:
            listed.sort(key=lambda o: order.get(o.kind, len(order)))
        result = []
        for o in listed:
            label = command_words(o, namer)
            if o.kind == "choose" and len(o.args) == 1:
                words = namer.item(o.args[0])
                label = words[:1].upper() + words[1:]
            result.append(Choice(label, o, uid=self.command_uid(board, o)))
        return last_nothing(result)

    def command_uid(self, board: BoardScreen, cmd: Command) -> int | None:
        """The card an answer is about (the one to inspect)."""
        if cmd.kind == "awaken":
            return self.own_leader(board)
        if cmd.args and isinstance(cmd.args[0], int) and cmd.kind != "choose" or cmd.kind == "choose" and \
                len(cmd.args) == 1 and isinstance(cmd.args[0], int):
            return cmd.args[0]
        return None

    def own_leader(self, board: BoardScreen) -> int | None:
        return board.view["players"][board.viewer]["leader"]["uid"] if board.view and board.viewer is not None else None

    # ------------------------------------------------------------------ the cards' actions
    def card_commands(self, board: BoardScreen, kind: str, options: list[Command], uid: int) -> list[Command]:
        def about(o: Command) -> bool:
            a = o.args
            if o.kind == "awaken":
                return uid == self.own_leader(board)
            if o.kind == "attack":
                return kind == "main" and uid in a
            if o.kind == "choose":
                return a == (uid,)
            return o.kind in ("play", "use", "activate", "charge", "block", "combo") and a[0] == uid

        found = [o for o in options if about(o)]
        return found

    def highlighted(self, board: BoardScreen, kind: str, options: list[Command]) -> set[int]:
        if kind == "main":
            if board.attacker is not None:
                return {o.args[1] for o in options if o.kind == "attack" and o.args[0] == board.attacker}
            return set()
        if kind == "choose" and board.selection is not None:
            sel = board.selection
            return {x for x in sel.items() if isinstance(x, int) and (sel.can_add(x) or sel.count(x))}
        return {o.args[0] for o in options if o.kind in ("charge", "block", "combo", "choose")
                and len(o.args) == 1 and isinstance(o.args[0], int)}

    def actionable(self, board: BoardScreen, kind: str, options: list[Command]) -> set[int]:
        if kind not in ("main", "offense", "defense"):
            return set()
        can = {o.args[0] for o in options if o.kind in ("play", "use", "activate", "attack")}
        if any(o.kind == "awaken" for o in options) and (leader := self.own_leader(board)) is not None:
            can.add(leader)
        return can

    def why_not(self, board: BoardScreen, card: dict, kind: str) -> str:
        v = board.view
        assert v is not None
        p = v["players"][board.viewer]
        if kind == "main":
            if card in board.field_cards("hand"):
                active = sum(not c["rested"] for c in p["energy"])
                if card["category"] == "extra":
                    return f"{card['name']} is not an Extra you can use now."
                orbs = f" with orbs {', '.join(card['orbs'])}" if card["orbs"] else ""
                return (f"{card['name']} costs {card.get('cost')}{orbs}: you have {active} active energy and "
                        f"{p['energy_markers']} energy markers.")
            if card not in board.field_cards("me"):
                return f"{card['name']} is not a target for any attack now (only the Leader and rested Battle Cards are)."
            return self.why_no_attack(board, card)
        if kind == "charge":
            return "Charge a card from your hand (or choose to charge none)."
        if kind == "block":
            return "Only your active [Blocker] Battle Cards can block."
        if kind in ("offense", "defense"):
            return ("A combo comes from your hand (a Battle Card) or is an active Battle Card of yours other than "
                    "the attack and guard cards.")
        return "Use the choices below the board (their numbers, or click them)."

    def why_no_attack(self, board: BoardScreen, card: dict) -> str:
        v = board.view
        assert v is not None
        if card["category"] not in ("leader", "battle"):
            return f"{card['name']} cannot attack."
        if v["turn"] == 1:
            return "The first player cannot attack on the first turn."
        if card.get("rested"):
            return f"{card['name']} is rested: it has attacked already this turn (or was rested)."
        return f"{card['name']} cannot attack now."

    def actions_left(self, board: BoardScreen, options: list[Command]) -> str:
        namer = board.namer(board.view)

        def cards(kind: str) -> str:
            uids = dict.fromkeys(o.args[0] for o in options if o.kind == kind)
            return ", ".join(namer.target(u) if kind in ("attack", "activate") else namer.name(u) for u in uids)

        parts = [f"{verb} {names}" for verb, names in (
            ("attack with", cards("attack")), ("use the [Activate] skill of", cards("activate")),
            ("play", cards("play")), ("use", cards("use"))) if names]
        if any(o.kind == "awaken" for o in options):
            parts.append("awaken your Leader")
        return "; ".join(parts)


class FusionBoard(BoardScreen):
    """Fusion World's board: the board every game shares, with its look."""

    BINDINGS = board_bindings([], "Drop")
    look = FusionLook()
