"""Fusion World actions that change costs: the next use's cost (a delayed effect), a cost raised or lowered while a
skill lasts, a card played without its cost (FW 1-2, 1-5-2-1-1, 5-5-2-2, 9-8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import continuous
from ....engine.declarations import ActionDecl, Field, Meaning
from ....engine.records import Ctx
from ....engine.registry import SELF, Action, Selector, Wording, boolean, choice, whole
from ..state import NextUse
from ..vocabulary import R
from .power import DURATIONS

if TYPE_CHECKING:
    from ....engine.game import Game


# ------------------------------------------------------------------ fw-records (W-B): the next use's cost
_ORB_WORDS = {"red": "(Red)", "blue": "(Blue)", "green": "(Green)", "yellow": "(Yellow)", "black": "(Black)"}


def _next_use_value(c: Any, v: Any, parent: Any, key: Any) -> Any:
    """N less (a count), a specified cost orb of this colour less ("reduce the cost by (Red)"), or free."""
    if isinstance(v, int) and not isinstance(v, bool):
        return whole(1)(c, v, parent, key)
    return choice("free", *_ORB_WORDS)(c, v, parent, key)


def _next_use(g: Game, ctx: Ctx, a: Action) -> None:
    # FW 1-5-2-1-1: a delayed effect for this turn; skills.use_cost applies it to the next use it selects.
    g.emit(NextUse("next_use", ctx.player, ctx.src, ctx.epoch, a.get("what"), a.value))


def _next_use_words(a: Action, w: Wording) -> str:
    sel: Selector = a.get("what")
    nouns = [R.filters[n].words(v, w) for n, v in sel.filters if R.filters[n].part == "noun"]
    before = [R.filters[n].words(v, w) for n, v in sel.filters if R.filters[n].part == "before"]
    after = [R.filters[n].words(v, w) for n, v in sel.filters if R.filters[n].part == "after"]
    phrase = " ".join([*before, nouns[0] if nouns else "card"])
    if a.get("wording") not in ("name", "play"):  # "<Majin Kuu : DA> or <Majin Duu : DA>", "<Goku Black>": no article
        phrase = ("an " if phrase[0] in "AEIOU" else "a ") + phrase
    if after:
        phrase += " " + after[0] + "".join(" and " + x.removeprefix("with ") for x in after[1:])
    where = "" if a.get("wording") in ("no_hand", "name") else " from your hand"
    if a.get("wording") == "play":  # "the next time you use and play <Goku Black> from your hand" (FB01-035)
        phrase = "and play " + phrase
    change = a.value
    tail = "you don't have to pay the cost" if change == "free" else \
        f"reduce the cost by {_ORB_WORDS.get(change, change)}"
    return f"During this turn, the next time you use {phrase}{where}, {tail}."


R.declare(ActionDecl(name="next_use_cost", clause="FW 1-5-2-1-1, 1-2-3-2, 12-2-2", doc="a delayed effect: during "
                     "this turn, the next time you use an Extra from your hand that `what` selects (zone hand_cards), "
                     "its cost is N less, a specified cost orb of a colour less (red … black: \"reduce the cost by "
                     "(Red)\"; none when it has no such orb), or `free` (\"you don't have to pay the cost\"); "
                     "`wording: no_hand` leaves out \"from your hand\"; a Battle Card's use is its play from the hand "
                     "(FW 5-5-2: skills.play_cost; `wording: play` \"the next time you use and play <Goku Black> from "
                     "your hand\", FB01-035; `wording: name` \"the next time you use <Majin Kuu : DA> or <Majin Duu : "
                     "DA>\", FB06-072: no article, no \"from your hand\")", value=_next_use_value, words=_next_use_words,
                     meaning=Meaning(lambda a: 1, "none"), start=_next_use,
                     fields={"what": Field(R.selector, required=True, doc="the cards whose next use it changes"),
                             "wording": Field(choice("no_hand", "play", "name"), doc="\"… the next time you use an "
                                              "Extra with …, \"; `play`: \"… use and play <X> from your hand\"; "
                                              "`name`: \"… use <X> or <Y>, \"")},
                     sample={"next_use_cost": 2, "what": {"zone": "hand_cards", "extra": True}}))


def _add_cost_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:  # FW 1-2-3-1, 1-2-5: the cost with every effect applied
        continuous.add(g, "add:cost", uid, int(a.value), a.get("duration", "turn"), ctx.player, g.card(ctx.src).name)


def _their(words: str) -> str:
    """A filter's words for many cards: "in its special traits" -> "in their special traits", "in its card name" ->
    "in their card names"."""
    words = words.replace(" its ", " their ")
    return words + "s" if words.endswith("card name") else words


def _add_cost_words(a: Action, w: Wording) -> str:
    target = a.get("target", SELF)
    if target == SELF:
        what = "this card in a Battle Area" if a.get("wording") == "area" else "this card"
    else:  # "your Battle Cards in your Battle Area", "Rest Mode cards with <DA> in their card names in your Battle Area"
        before = [R.filters[n].words(v, w) for n, v in target.filters if R.filters[n].part == "before"]
        after = [_their(R.filters[n].words(v, w)) for n, v in target.filters if R.filters[n].part == "after"]
        after = [after[0] + "".join(" and " + x.removeprefix("with ") for x in after[1:])] if after else []
        noun = "your Battle Cards" if a.get("noun") == "battle_cards" else "cards"
        what = " ".join([*before, noun, *after, "in your Battle Area"])
    duration = f" {DURATIONS[a.get('duration')]}" if a.get("duration") else ""
    if a.get("verb") == "add":
        return f"Add {a.value} to the cost of {what}{duration}."
    return f"Increase the cost of {what} by {a.value}{duration}."


R.declare(ActionDecl(name="add_cost", clause="FW 1-2-3-1, 1-2-5, 9-8", doc="the cards' cost goes up by N (for the turn; "
                     "a [Permanent]: while it is in play); `verb: add` words it \"Add N to the cost of …\", else "
                     "\"Increase the cost of … by N\"; `wording: area`: \"this card in a Battle Area\"; a selector of "
                     "your Battle Area (`all`): \"cards …\", or `noun: battle_cards` \"your Battle Cards\"",
                     value=whole(1), words=_add_cost_words, meaning=Meaning(lambda a: -1, "cost_target"),
                     fields={"target": Field(R.selector, default=SELF, doc="the cards (self: this card)"),
                             "duration": Field(choice("turn"), doc="turn; none for a [Permanent]"),
                             "verb": Field(choice("add", "increase"), default="increase", doc="the text's verb"),
                             "noun": Field(choice("battle_cards"), doc="\"your Battle Cards in your Battle Area\""),
                             "wording": Field(choice("area"), doc="\"this card in a Battle Area\"")},
                     targets="target", apply=_add_cost_apply, layer="add:cost",
                     contributes=lambda g, p, src, a: a.value, sample={"add_cost": 3}))


def _lower_cost_words(a: Action, w: Wording) -> str:
    target = a.get("target")
    before = [R.filters[n].words(v, w) for n, v in target.filters if R.filters[n].part == "before"]
    after = [R.filters[n].words(v, w) for n, v in target.filters if R.filters[n].part == "after"]
    whose = "your opponent's" if target.owner == "opponent" else "your"
    return f"Reduce the cost of {' '.join([*before, 'Battle Cards', *after])} in {whose} Battle Area by {a.value}."


R.declare(ActionDecl(name="lower_cost", clause="FW 1-2-5, 9-8", doc="[Permanent]: the cost of these Battle Cards in a "
                     "Battle Area is N lower (never below 0: selectors._cost) while it is in play (\"reduce the cost of "
                     "Battle Cards in your opponent's Battle Area by 1\", FB02-061)", value=whole(1),
                     words=_lower_cost_words, meaning=Meaning(lambda a: -1, "cost_target"),
                     fields={"target": Field(R.selector, required=True, doc="the cards (zone battle, all)")},
                     targets="target", layer="add:cost", contributes=lambda g, p, src, a: -a.value,
                     sample={"lower_cost": 1, "target": {"owner": "opponent", "zone": "battle", "all": True}}))
R.declare(ActionDecl(name="play_free", clause="FW 5-5-2-2, 1-2", doc="[Permanent] in the hand: this Battle Card is "
                     "played without paying its cost (ops.play_cost reads the layer \"allow\"; FB02-085)",
                     value=boolean, words=lambda a, w: "You can use and play this card from your hand without paying "
                     "its cost.", meaning=Meaning(lambda a: 1, "none"),
                     fields={"in_hand": Field(boolean, default=True, doc="valid in the hand only")},
                     layer="allow", contributes=lambda g, p, src, a: "play_free", sample={"play_free": True}))


def _lower_use_words(a: Action, w: Wording) -> str:
    target: Selector = a.get("target")
    before = [R.filters[n].words(v, w) for n, v in target.filters if R.filters[n].part == "before"]
    nouns = [R.filters[n].words(v, w) + "s" for n, v in target.filters if R.filters[n].part == "noun"]
    after = [_their(R.filters[n].words(v, w)) for n, v in target.filters if R.filters[n].part == "after"]
    what = " ".join([*before, *(nouns or ["cards"]), *after])
    orb = _ORB_WORDS[a.get("orb")] if a.get("orb") else ""
    return f"Reduce the cost of {what} in your hand by {orb}" + (f"({a.value})" if a.value else "") + "."


R.declare(ActionDecl(name="lower_use_cost", clause="FW 1-2-3-2, 0-2-9, 9-8", doc="[Permanent]: the cost of these "
                     "cards in your hand is a specified cost orb of `orb` (when they have one) and N less, the total "
                     "falling by as much as the orb (ops.hand_cost; never below 0): \"reduce the cost of Extras with "
                     "《Korin Tower》 in their special traits in your hand by (Green)(1)\" (FB02-072)", value=whole(0),
                     words=_lower_use_words, meaning=Meaning(lambda a: 1, "none"),
                     fields={"target": Field(R.selector, required=True, doc="the cards (zone hand_cards, all)"),
                             "orb": Field(choice(*_ORB_WORDS), doc="the colour of the specified cost orb it removes")},
                     targets="target", layer="less:use", contributes=lambda g, p, src, a: (a.get("orb"), a.value),
                     sample={"lower_use_cost": 1, "orb": "green",
                             "target": {"zone": "hand_cards", "all": True, "extra": True}}))


# ------------------------------------------------------------------ wave 4: fw-rules
def _next_use_again(g: Game, ctx: Ctx, a: Action) -> None:
    # FW 1-5-2-1-1: a delayed effect for this turn's next use that `what` selects; skills.use_extra reads it
    g.emit(NextUse("next_use", ctx.player, ctx.src, ctx.epoch, a.value, "again"))


def _next_use_again_words(a: Action, w: Wording) -> str:
    sel: Selector = a.value
    before = [R.filters[n].words(v, w) for n, v in sel.filters if R.filters[n].part == "before"]
    nouns = [R.filters[n].words(v, w) for n, v in sel.filters if R.filters[n].part == "noun"]
    after = [R.filters[n].words(v, w) for n, v in sel.filters if R.filters[n].part == "after"]
    phrase = " ".join([*before, nouns[0] if nouns else "Extra", *after])
    phrase = ("an " if phrase[0] in "AEIOU" else "a ") + phrase
    return f"During this turn, the next time you use {phrase}, after activating the skill, activate that Extra's " \
        "skill again."


R.declare(ActionDecl(name="next_use_again", clause="FW 1-5-2-1-1, 12-2-2, 12-2-3", doc="a delayed effect: during this "
                     "turn, the next time you use an Extra from your hand that the selector selects (zone hand_cards), "
                     "its skill is activated again right after it resolves, from the Drop (its skill cost, if any, "
                     "paid again; skills.extra_used; FB06-119)", value=R.selector, words=_next_use_again_words,
                     meaning=Meaning(lambda a: 1, "none"), start=_next_use_again,
                     sample={"next_use_again": {"zone": "hand_cards", "extra": True, "non_field": True,
                                                "original_cost_max": 2}}))
