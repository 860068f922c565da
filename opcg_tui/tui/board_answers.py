"""How the seat answers its prompt on the board: by the card under the cursor, or by the choices.

`Answers` is a part of `board.BoardScreen`. The arrow keys move the cursor over the rows of `ROWS`
(the opponent's field, the seat's, the hand); Enter lists what the card under it can do now (the
game's look says which answers concern a card, and why a card has nothing to do), a attacks with it
or at it, e ends the turn (asking first while the turn still offers something); a click on a card is
its `CardSlot.Clicked` message. The choices below the board: 1-9 (0 for the next nine), a click or
Enter in the list, Tab to it; a choice of several cards is a `Selection` under way (+/- count the
line last picked; Enter or c confirms).
"""

from __future__ import annotations

from typing import Any

from ..engine import Command
from .cardview import CardSlot
from .choices import Choice
from .dialogs import ConfirmScreen, MenuDialog
from .inspector import Inspector
from .panes import ChoiceList


class Answers:
    """The seat's answers: a part of `BoardScreen`, whose state (`view`, `cursor`, `attacker`, `selection`,
    `choices`, `look`) and drawing (`render_slots`, `render_prompt`) they use."""

    ROWS = ("opp", "me", "hand")  # the cursor's rows, top to bottom

    def cursor_card(self) -> dict | None:
        if self.view is None:
            return None
        row, i = self.cursor
        cards = self.field_cards(row)
        return cards[i] if 0 <= i < len(cards) else None

    def place_cursor(self, keep: int | None = None) -> None:
        """On a new prompt, put the cursor on the first card that matters to it; in the Main Phase it stays on
        the card it was on (`keep`) while that card is still in its row (d d gives that card two DON!!)."""
        prompt = self.seat_prompt()
        if keep is not None and prompt and prompt["kind"] == "main":
            row = self.cursor[0]
            at = next((i for i, c in enumerate(self.field_cards(row)) if c and c["uid"] == keep), None)
            if at is not None:
                self.cursor = (row, at)
                return
        marks = self.slot_marks()
        wanted = marks.legal or marks.can
        if wanted:
            for row in ("hand", "me", "opp") if self.seat_prompt() and self.seat_prompt()["kind"] in self.look.HAND_FIRST \
                    else ("me", "opp", "hand"):
                for i, card in enumerate(self.field_cards(row)):
                    if card is not None and card["uid"] in wanted:
                        self.cursor = (row, i)
                        return
        if self.cursor_card() is None:
            self.cursor = ("me", 0)

    def action_move(self, dx: int, dy: int) -> None:
        if self.view is None:
            return
        row, i = self.cursor
        if dx:
            cards = self.field_cards(row)
            j = i + dx
            while 0 <= j < len(cards) and cards[j] is None:
                j += dx
            if 0 <= j < len(cards):
                self.cursor = (row, j)
        else:
            r = self.ROWS.index(row) + dy
            while 0 <= r < len(self.ROWS):
                target = self.ROWS[r]
                cards = self.field_cards(target)
                present = [k for k, c in enumerate(cards) if c is not None]
                if present:
                    # the nearest card by screen position
                    x = self._slot_x(row, i)
                    best = min(present, key=lambda k: abs(self._slot_x(target, k) - x))
                    self.cursor = (target, best)
                    break
                r += dy
        self.refresh_cursor()

    def _slot_x(self, row: str, i: int) -> int:
        slot = self.query_one(f"#{row}-{i}", CardSlot)
        return slot.region.x + slot.region.width // 2

    def refresh_cursor(self) -> None:
        self.about_prompt = False  # the inspector follows the cursor again
        self.render_slots()
        row, i = self.cursor
        if row == "hand":
            self.query_one(f"#hand-{i}", CardSlot).scroll_visible(animate=False)
        self.update_bindings()

    def on_card_slot_clicked(self, message: CardSlot.Clicked) -> None:
        slot = message.slot
        if slot.card is None:
            return
        pos = (slot.zone, slot.index)
        if self.cursor == pos or self.attacker is not None or self.my_prompt() and self.my_prompt()["kind"] == "choose":
            self.cursor = pos
            self.action_card_actions()
        else:
            self.cursor = pos
            self.refresh_cursor()

    def action_card_actions(self) -> None:
        prompt = self.my_prompt()
        card = self.cursor_card()
        if prompt is None or card is None:
            return
        uid = card["uid"]
        kind = prompt["kind"]
        opts = prompt["options"]
        if self.selection is not None:
            if uid in self.selection.items():
                self.toggle(uid)
            elif self.selection.picked and (self.counting() or self.selection.complete() is not None):
                self.action_confirm()  # Enter confirms the picks (a count never confirms by itself)
            elif self.counting():
                self.say("Count with the lines' numbers and +/− first, then Enter.", timeout=4)
            else:
                self.say(f"{card['name']} cannot be chosen here.")
            return
        if self.attacker is not None:
            for o in opts:
                if o.kind == "attack" and o.args == (self.attacker, uid):
                    self.submit(o)
                    return
            self.say(f"{card['name']} cannot be attacked now.")
            return
        cmds = self.look.card_commands(self, kind, opts, uid)
        if not cmds and self.cursor[0] == "hand":  # the engine lists one copy of each card: this one's twin
            cmds = next((found for c in self.field_cards("hand") if c and c["number"] == card["number"]
                         and (found := self.look.card_commands(self, kind, opts, c["uid"]))), [])
        if not cmds:
            self.say(self.look.why_not(self, card, kind), timeout=4)
            return
        if len(cmds) == 1 and kind == "choose":
            self.submit(cmds[0])  # the card is the answer the prompt asks for
            return

        def chosen(cmd: Command | None) -> None:
            if cmd is not None:
                self.submit(cmd)

        namer = self.namer(self.view)
        if len(cmds) == 1:
            # Never act on Enter alone (an Enter meant for the hand-over screen once played a card): ask, with
            # Cancel the default.
            words = self.look.command_words(cmds[0], namer)
            self.app.push_screen(ConfirmScreen(f"{words}?", "Yes", "Cancel", default=False),
                                 lambda yes: chosen(cmds[0] if yes else None))
            return
        entries: list[tuple[str, Any]] = [(self.look.command_words(c, namer), c) for c in cmds]
        entries.append(("Cancel", None))
        self.app.push_screen(MenuDialog(card["name"], entries), chosen)

    def action_attack(self) -> None:
        prompt = self.my_prompt()
        card = self.cursor_card()
        if prompt is None or prompt["kind"] != "main" or card is None:
            return
        opts = prompt["options"]
        uid = card["uid"]
        mine = [o for o in opts if o.kind == "attack" and o.args[0] == uid]
        if mine:
            if len(mine) == 1:
                self.submit(mine[0])
            else:
                self.attacker = uid
                self.place_cursor()
                self.render_slots()
                self.render_prompt()
            return
        at_it = [o for o in opts if o.kind == "attack" and o.args[1] == uid]
        if at_it:
            self.action_card_actions()
            return
        self.say(self.look.why_no_attack(self, card) if card in self.field_cards("me") else
                    "Put the cursor on your Leader or one of your Characters to attack with it.", timeout=4)

    def action_end_turn(self) -> None:
        prompt = self.my_prompt()
        if prompt is None or prompt["kind"] != "main":
            return
        end = next((o for o in prompt["options"] if o.kind == "end"), None)
        if end is None:
            return
        idle = prompt.get("idle", ())  # [Activate: Main] effects that would change nothing: not worth asking
        worth = [o for o in prompt["options"] if not (o.kind == "activate" and o.args[0] in idle)]
        left = self.look.actions_left(self, worth)
        if not left:
            self.submit(end)
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.submit(end)

        self.app.push_screen(ConfirmScreen(f"You can still {left}.\n\nEnd your turn anyway?",
                                           "End turn", "Keep playing", default=False), answer)

    # ------------------------------------------------------------------ the choices
    def on_choice_list_selected(self, event: ChoiceList.Selected) -> None:
        event.stop()
        if event.current:
            self.action_pick(event.index)

    def on_choice_list_highlighted(self, event: ChoiceList.Highlighted) -> None:
        event.stop()
        i = event.index
        if event.current and not self.covered and i < len(self.choices) and self.choices[i].uid is not None and self.view is not None:
            card = self.namer(self.view).cards.get(self.choices[i].uid)
            if card is not None:
                self.query_one(Inspector).show(card)

    def action_pick(self, i: int) -> None:
        i += self.nines * 9
        if self.nines:
            self.nines = 0
            self.render_choices()
        if i < len(self.choices):
            self.run_choice(self.choices[i])

    def action_next_nine(self) -> None:
        """0: the digits 1-9 choose among the next nine lines (lines 10-18 are numbered 01-09)."""
        self.nines += 1
        self.render_choices()
        choices = self.query_one("#choices", ChoiceList)
        choices.top = min(self.nines * 9, max(len(self.choices) - choices.content_size.height, 0))
        choices.refresh()

    def action_count(self, step: int) -> None:
        """+ / −: one more, or one fewer, of a counted item (DON!!): the line highlighted in the list, else the
        line last picked (by its number, a click or +/−), else the first line that can count that way."""
        sel = self.selection
        if sel is None or self.covered:
            return
        lines = [c.item for c in self.choices if c.action == "toggle" and sel.countable(c.item)]
        choices = self.query_one("#choices", ChoiceList)
        highlighted = self.choices[choices.highlighted].item if choices.has_focus and choices.highlighted < len(
            self.choices) else None
        item = next((i for i in (highlighted, self.counted) if i is not None and i in lines), None)
        if item is None:
            item = next((i for i in lines if (sel.can_add(i) if step > 0 else sel.count(i))), None)
        if step > 0:
            if item is None or not sel.can_add(item):
                self.say("No more of those can be chosen.", timeout=3)
            else:
                self.toggle(item)
        elif item is not None and sel.count(item):
            self.counted = item
            sel.remove(item)
            self.render_slots()
            self.render_prompt()

    def run_choice(self, choice: Choice) -> None:
        if not choice.enabled or self.covered:
            return
        if choice.cmd is not None:
            if choice.cmd.kind == "end":
                self.action_end_turn()
            else:
                self.submit(choice.cmd)
        elif choice.action == "cancel":
            self.attacker = None
            self.render_all()
        elif choice.action == "confirm":
            self.action_confirm()
        elif choice.action == "toggle":
            self.toggle(choice.item)

    def toggle(self, item: Any) -> None:
        sel = self.selection
        if sel is None or self.covered:
            return
        sel.toggle(item)
        if sel.countable(item):
            self.counted = item
        done = sel.complete()
        if done is not None and not sel.can_extend() and not self.counting():
            self.submit(done)  # nothing more can be added: the choice is made (a count waits for Enter)
            return
        self.render_slots()
        self.render_prompt()

    def counting(self) -> bool:
        """The selection under way counts something (DON!!): it waits for Enter, never confirms by itself."""
        sel = self.selection
        return sel is not None and any(sel.countable(i) for i in sel.items())

    def action_confirm(self) -> None:
        if self.selection is None or self.covered:
            return
        done = self.selection.complete()
        if done is None:
            self.say("Those picks are not a complete choice yet.", severity="warning")
            return
        self.submit(done)

    def action_toggle_choices(self) -> None:
        choices = self.query_one("#choices", ChoiceList)
        if choices.has_focus:
            self.set_focus(None)
        elif self.choices:
            choices.focus()
