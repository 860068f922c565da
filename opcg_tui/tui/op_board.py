"""ONE PIECE CARD GAME's board: its look (`OnePieceLook`) and its screen (`OnePieceBoard`).

Each side: a line with Life, hand, deck, trash and the DON!! gauge, then its Leader, 5 Characters and
its Stage. Between the sides, the battle under way. The words are namer.py's and words.py's; the prompts' choices
and the cards' actions are choices.py's.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import SystemCommand
from textual.binding import Binding

from ..engine import Command
from ..games.onepiece.wording import render_effect
from . import helpscreen
from .board import BoardScreen, board_bindings
from .board_areas import SideInfo
from .choices import (
    PROMPT_HELP,
    PROMPT_TITLES,
    Choice,
    actionable,
    card_commands,
    highlighted,
    prompt_choices,
)
from .look import BoardLook
from .namer import Namer, command_words, computer_words

PHASES = {"refresh": "Refresh Phase", "draw": "Draw Phase", "don": "DON!! Phase", "main": "Main Phase",
          "end": "End Phase", "setup": "Setting up"}
BATTLE_STEPS = {"block": "Block Step", "counter": "Counter Step", "trigger": "Damage Step"}  # by the prompt's kind
COVER_REASONS = {
    "first-or-second": "You decide who goes first.",
    "mulligan": "Look at your opening hand: keep it, or draw 5 new cards.",
    "main": "It is your turn.",
    "block": "You are being attacked: decide whether to block.",
    "counter": "You are being attacked: decide on counters.",
    "trigger": "Your Life card has a [Trigger]: decide whether to use it.",
    "choose": "An effect needs your decision.",
    "yes-no": "An effect needs your decision.",
}


DON_MARKS = (("●", "active", "bold yellow"), ("○", "rested", "yellow"), ("◆", "given", "bold #e0a030"),
             ("·", "in deck", "dim"))  # the DON!! gauge's marks (● is also the black colour's: hence the legend)


def don_gauge(p: dict) -> Text:
    """The 10 DON!! of a player: ● active, ○ rested, ◆ given to cards, · still in the DON!! deck."""
    t = Text()
    for (mark, _, style), n in zip(DON_MARKS, (p["don_active"], p["don_rested"], p["don_given"], p["don_deck"])):
        t.append(mark * n, style=style)
    return t


def don_legend() -> Text:
    """What the gauge's marks mean, for the header: "DON!! ●active ○rested ◆given ·in deck"."""
    t = Text("DON!!", style="bold")
    for mark, word, style in DON_MARKS:
        t.append(" ")
        t.append(mark, style=style)
        t.append(word, style="dim")
    return t


def field_row(p: dict) -> list[dict | None]:
    """A player's field in the order of the board's places: the Leader, 5 Characters, the Stage."""
    chars = p["characters"]
    return [p["leader"], *[chars[i] if i < len(chars) else None for i in range(5)], p["stage"]]


def battle_line(b: dict, namer: Namer) -> Text:
    """The battle under way, on one line: attacker and target with their power."""
    battle = Text(no_wrap=True, overflow="ellipsis")
    battle.append(" BATTLE ", style="bold reverse red")
    battle.append(f" {namer.target(b['attacker'])} ")
    battle.append(f"{b['attacker_power']}", style="bold")
    battle.append(" attacks ")
    battle.append(f"{namer.target(b['target'])} ")
    battle.append(f"{b['target_power']}", style="bold")
    if b["blocked"]:
        battle.append("  (blocked)", style="italic")
    return battle

class OnePieceSideInfo(SideInfo):
    """One line per player: name, Life, hand, deck, trash, and the DON!! gauge. Click it for the trash."""

    def counts(self, t: Text, p: dict) -> str:
        faceup = [c["short"] for _, c in p["life_faceup"]]
        if faceup:
            t.append(f" (face up: {', '.join(faceup)})")
        t.append(f" │ Hand {p['hand_count']} │ Deck {p['deck_count']}")
        t.append(f" │ Trash {p['trash'].__len__()}")
        t.append(" │ DON!! ")
        t.append_text(don_gauge(p))
        return (f"  {p['don_active']} active · {p['don_rested']} rested · {p['don_given']} given · "
                f"{p['don_deck']} in DON!! deck")


class OnePieceLook(BoardLook):
    """ONE PIECE CARD GAME on the board: Leader, 5 Characters and Stage a side, DON!! gauges, Life, the trash."""

    HOW_TO_PLAY = helpscreen.ONE_PIECE
    KEY_HELP = helpscreen.ONE_PIECE_KEYS
    COVER_REASONS = COVER_REASONS
    PROMPT_TITLES = PROMPT_TITLES
    PROMPT_HELP = PROMPT_HELP
    BATTLE_KINDS = ("counter", "block")
    HAND_FIRST = ("counter", "main", "mulligan")
    PHASES = PHASES
    SIDE_INFO = OnePieceSideInfo
    field_row = staticmethod(field_row)
    command_words = staticmethod(command_words)
    computer_words = staticmethod(computer_words)

    def status_when(self, v: dict) -> str:
        if v["battle"] is not None:  # a battle's steps, named by whose decision is awaited in it
            return BATTLE_STEPS.get(v["prompt"]["kind"] if v["prompt"] else "", "Battle")
        return PHASES.get(v["phase"], v["phase"])

    def status_legend(self) -> Text:
        return don_legend()

    @staticmethod
    def battle_banner(v: dict, namer: Namer) -> Text:
        return battle_line(v["battle"], namer)

    def prompt_text(self, board: BoardScreen, kind: str, prompt: dict, namer: Any) -> Text:
        if kind == "trigger" and prompt.get("cards"):  # the Life card and its [Trigger], its whole card beside
            card = prompt["cards"][0]
            data = board.db.get(card["number"])
            text = Text(f"Your Life card is {card['name']}: ", style="bold")
            text.append(render_effect(data.trigger) if data is not None and data.trigger is not None else "")
            return text
        return super().prompt_text(board, kind, prompt, namer)

    def prompt_lead(self, board: BoardScreen, kind: str, prompt: dict) -> Text:
        text = Text()
        if kind == "main":
            assert board.view is not None
            text.append(f"You have {board.view['players'][board.viewer]['don_active']} active DON!!. ", style="bold")
        return text

    def battle_summary(self, v: dict, namer: Namer, kind: str) -> Text:
        b = v["battle"]
        t = Text()
        target = namer.target(b["target"])
        ap, tp = b["attacker_power"], b["target_power"]
        t.append(f"{namer.with_power(b['attacker'], ap)} attacks {namer.with_power(b['target'], tp)}. ",
                 style="bold")
        if kind == "block":
            t.append("Block with a [Blocker], or not.")
        elif ap >= tp:
            need = (ap - tp) // 1000 * 1000 + 1000  # counters come in steps of 1000; a tie goes to the attacker
            t.append(f"{target[:1].upper() + target[1:]} needs +{need} more power to survive.", style="yellow")
        else:
            t.append(f"{target[:1].upper() + target[1:]} is safe now ({tp} > {ap}).", style="green")
        return t

    def prompt_choices(self, board: BoardScreen, kind: str, options: list[Command], namer: Namer) -> list[Choice]:
        return prompt_choices(kind, options, namer, board.selection, board.attacker)

    def card_commands(self, board: BoardScreen, kind: str, options: list[Command], uid: int) -> list[Command]:
        return card_commands(kind, options, uid)

    def highlighted(self, board: BoardScreen, kind: str, options: list[Command]) -> set[int]:
        return highlighted(kind, options, board.selection, board.attacker)

    def actionable(self, board: BoardScreen, kind: str, options: list[Command]) -> set[int]:
        return actionable(kind, options)

    def battle_words(self, note: Any, namer: Namer) -> str:
        ap, tp = note.attacker_power, note.target_power
        outcome = "succeeded" if ap >= tp else "failed"
        return f"Last battle: the attack {outcome} — {namer.target(note.attacker)} {ap} vs {namer.target(note.target)} {tp}."

    def why_not(self, board: BoardScreen, card: dict, kind: str) -> str:
        """Why the card under the cursor has nothing to do now (for people learning the game)."""
        v = board.view
        assert v is not None
        mine = card["uid"] in {c["uid"] for c in board.field_cards("me") if c} | {
            c["uid"] for c in board.field_cards("hand") if c}
        if kind == "main":
            if card in board.field_cards("hand"):
                if card["category"] == "event":
                    return f"{card['name']} is not a [Main] Event you can use now."
                return f"{card['name']} costs {card.get('cost')}: you have {v['players'][board.viewer]['don_active']} active DON!!."
            if not mine:
                return f"{card['name']} is not a target for any attack now (only the Leader and rested Characters are)."
            return self.why_no_attack(board, card)
        if kind == "counter":
            return "Only cards with a Counter value and [Counter] Events in your hand can be used."
        if kind == "block":
            return "Only your active [Blocker] Characters can block."
        return "Use the choices below the board (their numbers, or click them)."

    def why_no_attack(self, board: BoardScreen, card: dict) -> str:
        v = board.view
        assert v is not None
        if card["category"] not in ("leader", "character"):
            return f"{card['name']} cannot attack."
        if v["turn"] <= 2:
            return "Nobody can attack on their first turn."
        if card.get("rested"):
            return f"{card['name']} is rested: it has attacked already this turn (or was rested)."
        if card.get("fresh") and "rush" not in card.get("keywords", ()):
            return f"{card['name']} was played this turn: Characters can attack from your next turn."
        return f"{card['name']} cannot attack now."

    def actions_left(self, board: BoardScreen, options: list[Command]) -> str:
        """What the turn still offers, in words: 'attack with your Leader; play Nami, Usopp' ('' for nothing)."""
        namer = board.namer(board.view)

        def cards(kind: str) -> str:
            uids = dict.fromkeys(o.args[0] for o in options if o.kind == kind)
            return ", ".join(namer.target(u) if kind != "play" else namer.name(u) for u in uids)

        parts = [f"{verb} {names}" for verb, names in (
            ("attack with", cards("attack")), ("use the [Activate: Main] effect of", cards("activate")),
            ("play", cards("play"))) if names]
        return "; ".join(parts)

    def palette_extra(self, board: BoardScreen, prompt: dict) -> Any:
        if prompt["kind"] == "main":
            namer = board.namer(board.view)
            for o in prompt["options"]:
                if o.kind == "give":
                    yield SystemCommand(command_words(o, namer), "Give DON!! (+1000 power each during your turn)",
                                        lambda o=o: board.submit(o))


class OnePieceBoard(BoardScreen):
    """ONE PIECE's board: the board every game shares, its look, and the DON!! key (d)."""

    BINDINGS = board_bindings([Binding("d", "give", "Give DON!!")], "Trash")
    MAIN_KEYS = {**BoardScreen.MAIN_KEYS, "give": "give"}
    look = OnePieceLook()

    def action_give(self) -> None:
        prompt = self.my_prompt()
        card = self.cursor_card()
        if prompt is None or prompt["kind"] != "main" or card is None:
            return
        for o in prompt["options"]:
            if o.kind == "give" and o.args == (card["uid"], 1):
                self.submit(o)
                return
        if card in self.field_cards("me") and card["category"] != "stage":
            self.say("You have no active DON!! left to give.", timeout=4)
        else:
            self.say("DON!! can be given to your Leader or your Characters.", timeout=4)
