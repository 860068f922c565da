"""What a game shows on the board: `BoardLook`, the presentation one game gives `board.BoardScreen`.

The board is the same for every game (the table, the prompt panel, the keys, the flow); a game's look
is its words (the prompts' titles and help, the phases, why a card cannot act), its pieces (a
player's line, a card place, its field's places, the battle line), its card actions and its help.
`op_board.OnePieceLook` and `fw_board.FusionLook` are the two; the replay viewer draws a log with the
same pieces. The methods that need the board's state (the seat's view, the cursor, a selection under
way, an attacker picking its target) are given the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text

from ..engine import Command
from .cardview import CardSlot
from .choices import Choice
from .inspector import Describe
from .namer import Namer
from .words import Narrator

if TYPE_CHECKING:
    from .board import BoardScreen
    from .board_areas import SideInfo


class BoardLook:
    """A game's presentation on the board; a game gives each attribute and each method that raises
    NotImplementedError."""

    COVER_REASONS: dict[str, str] = {}  # by the prompt's kind: what the person is handed the terminal for
    PROMPT_TITLES: dict[str, str] = {}  # the prompt panel's title by the prompt's kind
    PROMPT_HELP: dict[str, str] = {}  # the prompt panel's help by the prompt's kind
    BATTLE_KINDS: tuple[str, ...] = ()  # prompt kinds of a battle (the panel sums the battle up)
    HAND_FIRST: tuple[str, ...] = ()  # prompt kinds whose cards to act on are first looked for in the hand
    TURN_KINDS: tuple[str, ...] = ("main",)  # prompt kinds of the turn player's own turn (its cover names the turn)
    HOW_TO_PLAY = ""  # the help screen's rules summary (helpscreen holds each game's)
    KEY_HELP = ""  # the help's rows for the game's own keys
    PILE = ("trash", "trash")  # the discard pile: its key in a player's view, its name
    PHASES: dict[str, str] = {}  # the phases' names by their key in a view
    BATTLE_LINES = 1  # the lines a battle takes (a replay keeps them)
    describe: Describe | None = None  # the inspector's card text (None: the inspector's own)
    SIDE_INFO: type[SideInfo]  # a player's line
    SLOT: type[CardSlot] = CardSlot  # a card place
    NAMER: type[Namer] = Namer  # card names as the seat reads them
    NARRATOR: type[Narrator] = Narrator  # the log in words for one seat

    # ------------------------------------------------------------------ the pieces
    @staticmethod
    def field_row(p: dict) -> list[dict | None]:
        """A player's field in the order of the board's places."""
        raise NotImplementedError

    @staticmethod
    def battle_banner(v: dict, namer: Any) -> Text:
        """The battle under way (`v`'s), above the seat's field."""
        raise NotImplementedError

    @staticmethod
    def command_words(cmd: Command, namer: Any) -> str:
        raise NotImplementedError

    @staticmethod
    def computer_words(cmd: Command, view: dict, names: tuple[str, str]) -> str:
        raise NotImplementedError

    def battle_words(self, note: Any, namer: Any) -> str:
        """How a battle ended, from its damage-step note."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the header
    def status_when(self, v: dict) -> str:
        """The header's phase or step: "Main Phase", "Block Step"."""
        raise NotImplementedError

    def status_legend(self) -> Text:
        """What the board's marks mean, at the header's right end when there is room."""
        return Text()

    # ------------------------------------------------------------------ the prompt panel
    def prompt_text(self, board: BoardScreen, kind: str, prompt: dict, namer: Any) -> Text:
        """The prompt panel's words for the seat's prompt: the battle, else `prompt_lead` and the kind's help,
        else what the prompt asks."""
        v = board.view
        assert v is not None
        text = Text()
        if kind in self.BATTLE_KINDS and v["battle"]:
            text.append_text(self.battle_summary(v, namer, kind))
            return text
        text = self.prompt_lead(board, kind, prompt)
        if kind in self.PROMPT_HELP:
            text.append(self.PROMPT_HELP[kind])
            return text
        return self.asked_text(board, prompt)

    def asked_text(self, board: BoardScreen, prompt: dict) -> Text:
        """A prompt in the engine's own words (an effect's choice), with how to pick several cards."""
        text = Text(prompt["text"])
        if board.counting():
            text.append("  Pick a line by its number, +/− to count it, Enter to confirm.", style="dim")
        elif board.selection is not None:
            text.append("  Pick them one by one, then Confirm.", style="dim")
        return text

    def prompt_lead(self, board: BoardScreen, kind: str, prompt: dict) -> Text:
        """What the prompt panel says before the kind's help: the seat's resources, the card concerned."""
        return Text()

    def battle_summary(self, v: dict, namer: Any, kind: str) -> Text:
        """The battle under way as the prompt panel sums it up: who attacks whom, what the defender needs."""
        raise NotImplementedError

    def prompt_choices(self, board: BoardScreen, kind: str, options: list[Command], namer: Any) -> list[Choice]:
        raise NotImplementedError

    def palette_extra(self, board: BoardScreen, prompt: dict) -> Any:
        """The game's own entries of the command palette for the seat's prompt."""
        return ()

    # ------------------------------------------------------------------ the cards
    def card_commands(self, board: BoardScreen, kind: str, options: list[Command], uid: int) -> list[Command]:
        """The answers that concern one card (Enter on it)."""
        raise NotImplementedError

    def highlighted(self, board: BoardScreen, kind: str, options: list[Command]) -> set[int]:
        """Cards to mark as legal choices of the prompt."""
        raise NotImplementedError

    def actionable(self, board: BoardScreen, kind: str, options: list[Command]) -> set[int]:
        """Cards that can act now (marked in the Main Phase)."""
        raise NotImplementedError

    def inspected_card(self, board: BoardScreen) -> dict | None:
        """The card the inspector shows: the card the seat's prompt is about until the cursor moves, else the one
        under the cursor."""
        return (self.prompt_card(board) if board.about_prompt else None) or board.cursor_card()

    def prompt_card(self, board: BoardScreen) -> dict | None:
        """The card the seat's prompt is about, as the seat sees it: the card that asks (`asking_card`), else the
        attacker of a battle's question."""
        card = self.asking_card(board)
        prompt, v = board.seat_prompt(), board.view
        if card is None and prompt is not None and v is not None and prompt["kind"] in self.BATTLE_KINDS and v["battle"]:
            return board.namer(v).cards.get(v["battle"]["attacker"])
        return card

    @staticmethod
    def asking_card(board: BoardScreen) -> dict | None:
        """The one card the seat's prompt reveals or shows (a [Trigger]'s Life card), else the card whose effect
        asks (both: in the seat's prompt only, where the seat may see them)."""
        prompt = board.seat_prompt()
        if prompt is None:
            return None
        shown = prompt.get("cards") or []
        return shown[0] if len(shown) == 1 else prompt.get("source")

    def why_not(self, board: BoardScreen, card: dict, kind: str) -> str:
        """The card under the cursor has nothing to do now: why, in words."""
        raise NotImplementedError

    def why_no_attack(self, board: BoardScreen, card: dict) -> str:
        raise NotImplementedError

    def actions_left(self, board: BoardScreen, options: list[Command]) -> str:
        """The turn still offers these, in words ('' for nothing): asked before ending the turn."""
        raise NotImplementedError
