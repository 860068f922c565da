"""`?` — how to play, and every key."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown, Static

ONE_PIECE = """\
# How to play the ONE PIECE CARD GAME

**Goal.** Attack your opponent's Leader when they have no Life cards left, or make them run
out of cards in their deck.

**A turn.** Refresh (your rested cards and DON!! become active) → Draw 1 card (not on the very
first turn) → DON!! (add 2 DON!! cards, 1 on the very first turn) → **Main Phase** → End.

**In your Main Phase**, as often as you like:
- **Play a card** from your hand by resting as many active DON!! as its cost.
- **Give DON!!**: each active DON!! given to your Leader or a Character adds +1000 power during your turn.
- **Use an effect** such as [Activate: Main].
- **Attack** with your active Leader or a Character (it rests): target the opponent's Leader or a
  rested Character. Characters cannot attack on the turn they are played; nobody attacks on their
  first turn.

**A battle.** The defender may **block** with a [Blocker], then play **counters** from the hand.
If the attacker's power is at least the target's, a Leader takes 1 damage (its top Life card goes
to the hand; a [Trigger] may be used) and a Character is K.O.'d.

**Card colors** are shown by color and by symbol: ♥ red · ♣ green · ♦ blue · ♠ purple · ● black · ★ yellow.
A card's border title shows its colors and cost; REST marks a rested card, and new a Character played this
turn that cannot attack yet; ◆N is the DON!! given to it.

**The DON!! gauge** beside each player: ● active, ○ rested, ◆ given to cards, · still in the DON!! deck
(the header repeats this legend).
"""
ONE_PIECE_KEYS = "| d | give 1 DON!! to the card under the cursor |\n"

FUSION_WORLD = """\
# How to play DRAGON BALL SUPER CARD GAME Fusion World

**Goal.** Your opponent loses the moment they have no Life cards left (FW 14-2), or when they must
draw from an empty deck.

**A turn.** **Charge Phase**: your rested cards become active, you draw 1 card, then you may charge
1 card from your hand into your Energy Area as active energy → **Main Phase** → End Phase.

**In your Main Phase**, as often as you like:
- **Play a Battle Card** by resting as many active energy as its cost; each coloured orb of the cost
  needs an energy of that colour. An energy marker (the second player starts with one) can be
  removed from the game to pay 1 as an energy of your Leader's colour.
- **Use an Extra card** or an [Activate Main] skill.
- **Attack** with your active Leader or a Battle Card (it rests): target the opponent's Leader or a
  rested Battle Card. The first player cannot attack on their first turn.

**A battle.** The defender may **block** with a [Blocker]. Then the attacker's **Offense Step** and
the defender's **Defense Step**: each may **combo** cards from the hand or active Battle Cards (their
combo power counts in this battle only). If the attack card's power is at least the guard card's, a
Leader takes damage (its top Life card goes to the hand; [Critical] sends it to the Drop) and a
Battle Card is K.O.'d. Combo cards go to the Drop when the battle ends.

**[Awaken]**: when its condition holds, your Leader turns to its back side, with more power and
other skills.

**Card colours** are shown by colour and by symbol: ♥ red · ♣ green · ♦ blue · ★ yellow.
A card's border title shows its colours, cost and orbs (●); REST marks a rested card.

**The Energy Area** beside each player: ■ active energy, □ rested energy, ◆ energy markers
(the header repeats this legend).
"""

KEYS = """\
# Keys

| key | what it does |
|---|---|
| ← ↑ ↓ → or h j k l | move the cursor over the cards |
| Enter | what the card under the cursor can do: a list, or a question when there is one thing (Enter again cancels) |
| 1 … 9 | pick a numbered choice in the panel below the board |
| 0 | the choices past 9 (numbered 01 … 09): 0 then the digit |
| + / − | one more / one fewer of a counted choice, on the line last picked by its number; Enter confirms the count |
| Tab | move into the list of choices (↑ ↓ Enter); Tab again leaves it |
| a | attack with the card under the cursor |
{game_keys}| e | end your turn (asked first while something can still be done) |
| c | confirm a choice of several cards |
| t / o | look at your {pile} / the opponent's {pile} |
| u | undo your own last action of this turn (vs computer; in hot-seat when turned on in Ctrl+P) |
| i / g | under 100 columns: open (or close) the card's text / the game log over the board |
| PageUp / PageDown | scroll the game log |
| [ / ] | scroll the card text in the inspector |
| Esc | cancel; or the game menu (concede, leave, help) |
| Ctrl+P | the command palette: every action by name |
| ? | this help |
| Ctrl+Q | quit (the game is saved: Resume continues it) |

The mouse works too: click a card to put the cursor on it, click it again for its actions; click a
choice to pick it.

**Hot-seat.** When the decision passes to the other person, a cover screen hides the board until
they press Enter, so nobody sees the other hand.
"""


def menu_help() -> HelpScreen:
    """The menu's help: how to play each game, then the board's keys."""
    return HelpScreen(ONE_PIECE + "\n" + FUSION_WORLD, ONE_PIECE_KEYS, "trash or Drop")


class HelpScreen(ModalScreen[None]):
    """How to play a game (its board gives the text), then every key of the board."""

    BINDINGS = [Binding("escape,question_mark,q", "close", "Close")]

    def __init__(self, how_to_play: str, game_keys: str, pile: str) -> None:
        super().__init__()
        self.text = how_to_play + "\n" + KEYS.format(game_keys=game_keys, pile=pile)

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box"):
            with VerticalScroll(id="help-scroll"):
                yield Markdown(self.text)
            yield Static("Esc closes · ↑↓ scroll", classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one("#help-scroll").focus()

    def action_close(self) -> None:
        self.dismiss(None)
