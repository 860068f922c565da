"""The engine's records: commands, prompts, frames, pending effects, modifiers and the core events.

Every record is a named tuple: immutable, hashable, cheap to copy and compare, and read by name.
Events keep their kind as their first field (`ev.kind == ev[0]`), so a log can be filtered by
kind without knowing every record type. Records a ruleset adds (its own events, its battle) follow
the same pattern in its package.
"""

from __future__ import annotations

from typing import Any, Literal, NamedTuple

P1, P2 = 0, 1
PLAYER_NAMES = ("p1", "p2")


class Command(NamedTuple):
    """One decision of one player. `args` hold card uids, numbers or references (DON!!, Life)."""

    player: int
    kind: str
    args: tuple[Any, ...] = ()


class Frame(NamedTuple):
    """A step of play still to run: `FRAMES[name](game, *args)` (frames.py). A frame that resumes
    a prompt also receives the answer as its last argument."""

    name: str
    args: tuple[Any, ...] = ()


class Ctx(NamedTuple):
    """Who resolves an effect, and the card it comes from as it was then (3-1-6: a moved card is new)."""

    player: int
    src: int
    epoch: int


class Pick(NamedTuple):
    """A selection of several cards, taken one card at a time: one small decision per card.

    `items` are the candidates in the order picks are offered. Unordered selections offer only
    picks after the last one (each set is reached one way); `ordered` ones (placing cards) offer
    every card not yet picked. With `numbers`, cards of the same number are interchangeable and
    offered once. `low`/`high` bound how many are picked; `then` runs with the picks appended.
    """

    player: int
    purpose: str
    items: tuple[Any, ...]
    picked: tuple[Any, ...]
    low: int
    high: int
    ordered: bool
    numbers: tuple[str, ...] | None
    then: Frame
    text: str
    shown: tuple[int, ...] = ()
    source: int | None = None  # the card whose effect asks (None for a rule)
    action: Any = None  # the effect's action that will be applied to the picks, if any
    # "Up to 1 each of [A] and [B]": each item's group, and how many picks one group may have.
    groups: tuple[Any, ...] | None = None
    per_group: int = 0


class Outcome(NamedTuple):
    """What an answer does, as the AI and the UI need to know it.

    `card` is the card (or DON!!/Life reference) it concerns; `effect` the primitive or rule that
    will act on it; `for_owner` is +1 when that is good for the card's owner, -1 when bad, 0 when
    neither; `amount` a size where one applies (power, a count).
    """

    effect: str
    card: Any = None
    for_owner: int = 0
    amount: int = 0


class Prompt(NamedTuple):
    """The decision the engine waits for. `resume` is the frame that receives the answer.

    `purpose` says what the decision is for (a name declared in the ruleset's registry, e.g.
    "ko_target", "limit_trash", "don_to_return"), and `outcomes[i]` what `options[i]` does.
    """

    player: int
    kind: str  # first-or-second | mulligan | main | block | counter | trigger | choose | yes-no
    options: tuple[Command, ...]
    resume: Frame
    text: str = ""
    cards: tuple[int, ...] = ()  # cards the prompt shows its player (looked-at, revealed)
    purpose: str = ""
    outcomes: tuple[Outcome, ...] = ()
    pick: Pick | None = None  # set while a selection is taken card by card


class Pending(NamedTuple):
    """An auto effect whose timing was met, waiting to activate (8-6)."""

    player: int
    uid: int
    idx: int  # which of the card's effects
    epoch: int
    timing: str
    batch: int  # generation: effects met while another resolves wait for the older ones (8-6-1-1)
    cards: tuple[int, ...] = ()  # an event timing's: the cards the event happened to ("that Character")


class UseKey(NamedTuple):
    """A [Once Per Turn] effect that was used: this card, as this object, this effect (10-2-13)."""

    uid: int
    epoch: int
    idx: int


class Modifier(NamedTuple):
    """A continuous effect with a duration, on the continuous layer (continuous.py).

    `kind` is a layer kind (modify, set base, grant or remove a keyword, prohibit, replace);
    `target` the card it applies to (None: it applies by `value`'s own selector or to a player);
    `until` the duration key that ends it; `epoch` the target as it was (3-1-6).
    """

    kind: str
    target: int | None
    value: Any
    until: Any
    controller: int
    epoch: int
    source: str = ""


# ---------------------------------------------------------------------------------- core events
class Move(NamedTuple):
    kind: Literal["move"]
    uid: int
    src: str
    dst: str
    where: str  # "top" or "bottom" (ordered areas; the Character area keeps placement order)


class Rest(NamedTuple):
    kind: Literal["rest"]
    uid: int


class SetActive(NamedTuple):
    kind: Literal["activate"]
    uid: int


class Shuffle(NamedTuple):
    kind: Literal["shuffle"]
    player: int
    deck: tuple[int, ...]
    rng: int  # the generator's state after: random outcomes are recorded (DESIGN)


class RngAdvanced(NamedTuple):
    kind: Literal["rng"]
    rng: int


class AddModifier(NamedTuple):
    kind: Literal["mod"]
    mod: Modifier


class Expire(NamedTuple):
    kind: Literal["expire"]
    until: Any


class SetValue(NamedTuple):
    """One of the state's own values changes: turn, phase, turn_player, first_player, battle, winner, reason."""

    kind: Literal["set"]
    attr: str
    value: Any


class BattleChanged(NamedTuple):
    """One field of the battle in progress changes."""

    kind: Literal["battle"]
    key: str
    value: Any


class Fresh(NamedTuple):
    kind: Literal["fresh"]
    uid: int


class NewTurn(NamedTuple):
    kind: Literal["new_turn"]


class Used(NamedTuple):
    kind: Literal["used"]
    key: UseKey


class FaceUp(NamedTuple):
    kind: Literal["faceup"]
    uid: int


class FaceDown(NamedTuple):
    """A face-up card of a face-down area is turned face down (3-10-2)."""

    kind: Literal["facedown"]
    uid: int


class Push(NamedTuple):
    """Frames pushed on the stack, in stack order: the last runs first."""

    kind: Literal["push"]
    frames: tuple[Frame, ...]


class Pop(NamedTuple):
    kind: Literal["pop"]


class PromptSet(NamedTuple):
    kind: Literal["prompt"]
    prompt: Prompt | None


class Answer(NamedTuple):
    kind: Literal["answer"]
    cmd: Command
    auto: bool  # taken by the engine: the only legal answer


class PendingChanged(NamedTuple):
    kind: Literal["pending"]
    entries: tuple[Pending, ...]
    batch: int


class Look(NamedTuple):
    """11-3: the cards a player is looking at; () when done."""

    kind: Literal["look"]
    player: int
    cards: tuple[int, ...]


class Reveal(NamedTuple):
    kind: Literal["reveal"]
    player: int
    uid: int


class Chosen(NamedTuple):
    """A selection taken card by card is complete: what was picked, in order."""

    kind: Literal["chosen"]
    player: int
    purpose: str
    items: tuple[Any, ...]


class EffectNote(NamedTuple):
    """An effect starts to activate (its cost is paid next)."""

    kind: Literal["note"]
    what: Literal["effect"]
    player: int
    uid: int
    idx: int


class HiddenMove(NamedTuple):
    """A move as a seat sees it when it may see the card in neither area: areas and owner only."""

    kind: Literal["move"]
    uid: None
    src: str
    dst: str
    where: str
    owner: int


class ShuffleSeen(NamedTuple):
    """A shuffle as a seat sees it: who shuffled, not the new order."""

    kind: Literal["shuffle"]
    player: int


class LookSeen(NamedTuple):
    """Another player's look at a secret area, as a seat sees it: how many cards, not which."""

    kind: Literal["look"]
    player: int
    size: int  # how many cards


class ConcedeNote(NamedTuple):
    kind: Literal["note"]
    what: Literal["concede"]
    player: int


Event = tuple[Any, ...]  # any of the records above, or a ruleset's own (kind first)
