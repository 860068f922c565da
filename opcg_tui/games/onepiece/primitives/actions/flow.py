"""Actions made of other actions: options, optional steps, sequences, repetition, a selection the actions
after it act on, and a replacement effect made for a duration."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.declarations import Field, Meaning
from .....engine.interpreter import candidates, then_actions
from .....engine.records import Command, Ctx, Frame, Outcome
from .....engine.registry import SELF, Selector, boolean, choice, declared
from ... import ops
from ..base import R, label, lower_first
from .shared import _action, _actions, _selector

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Action, Checker, Wording


def _options(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a list of two or more options, each a list of actions"""
    if not isinstance(value, list) or len(value) < 2:
        raise c.fail(parent, key, f"'{key}' must be a list of two or more options, each a list of actions")
    return tuple(c.registry.actions_list(c, v, value, i) for i, v in enumerate(value))


def _sentences(actions: Any, w: Wording) -> str:
    """Several actions in card order: "Draw 1 card. Then, trash 1 card from your hand." """
    parts = [R.actions[x.name].words(x, w) for x in actions]
    return " Then, ".join([parts[0], *(lower_first(p) for p in parts[1:])])


def _chooser(ctx: Ctx, a: Action) -> int:
    return ctx.player if a.get("chooser", "you") == "you" else 1 - ctx.player


def _choose_one_words(a: Action, w: Wording) -> str:
    if a.get("joined"):
        return _joined_words(a, w)
    gains = [opt[0] for opt in a.value if len(opt) == 1 and opt[0].name == "gain" and not opt[0].get("attribute")]
    if a.get("chooser") != "opponent" and len(gains) == len(a.value) and len({g.params for g in gains}) == 1:
        # "this Character gains [Double Attack], [Banish] or [Blocker] until the end of ..." (OP09-084)
        labels = [R.keywords[g.value].label for g in gains]
        first = R.actions["gain"].words(gains[0], w)
        if labels[0] in first:
            return first.replace(labels[0], ", ".join(labels[:-1]) + " or " + labels[-1], 1)
    head = "Your opponent chooses one:" if a.get("chooser") == "opponent" else "Choose one:"
    bullet = a.get("bullet", "•")
    return " ".join([head, *(f"{bullet} {_sentences(opt, w)}" for opt in a.value)])


def _joined_words(a: Action, w: Wording) -> str:
    """OP14-062: "K.O. or rest up to 1 of your opponent's Characters ...": options of one action each on the
    same cards, their verbs joined by "or" before the cards."""
    cards = w.selector(a.value[0][0].value)
    verbs, tails = [], set()
    for opt in a.value:
        verb, _, tail = R.actions[opt[0].name].words(opt[0], w).partition(" " + cards)
        verbs.append(verb if not verbs else lower_first(verb))
        tails.add(tail)
    if len(tails) > 1 and a.value[0][0].name == "return_to_hand" and all(opt[0].name in _DESTINATIONS
                                                                           for opt in a.value):
        # OP04-043: "Return up to 1 Character with a cost of 2 or less to the owner's hand or the bottom of their
        # deck.": one verb, the destinations joined
        places = [_DESTINATIONS[opt[0].name] for opt in a.value]
        return f"{verbs[0]} {cards} to {' or '.join(places)}."
    return f"{' or '.join(verbs)} {cards}{tails.pop() if len(tails) == 1 else '.'}"


# The places cards are moved to, as a joined choice of them words them ("to the owner's hand or the bottom of their
# deck").
_DESTINATIONS = {"return_to_hand": "the owner's hand", "deck_bottom": "the bottom of their deck",
                 "deck_top": "the top of their deck"}


def _joined(c: Checker, value: Any, parent: Any, key: Any) -> bool:
    """true or false"""
    joined = boolean(c, value, parent, key)
    options = parent.get("choose_one")
    if joined and not (isinstance(options, list) and all(isinstance(o, list) and len(o) == 1 for o in options)
                       and len({repr(next(iter(o[0].values()))) for o in options}) == 1):
        raise c.fail(parent, key, "'joined' needs options of one action each, on the same cards")
    return joined


def _choose_one(g: Game, ctx: Ctx, a: Action) -> None:
    # 8-4-4: the choice is made as the effect resolves, by the player the card names (1-3-4); each
    # option is read as the card says it ("your" is the effect's controller's). An option that cannot
    # be carried out may still be chosen: nothing of it happens (1-3-2).
    chooser = _chooser(ctx, a)
    texts = [_sentences(opt, R.words) for opt in a.value]  # type: ignore[arg-type]
    options = [Command(chooser, "choose", (("option", i, t),)) for i, t in enumerate(texts, 1)]
    card = g.card(ctx.src)
    whose = "" if chooser == ctx.player else " (your opponent's card: its 'you' is your opponent)"
    g.ask(
        chooser,
        "choose",
        options,
        Frame("option_chosen", (ctx, a)),
        f"{card.name}{whose}: choose one. " + " ".join(f"{i}. {t}" for i, t in enumerate(texts, 1)),
        purpose="choose_option",
        outcomes=tuple(Outcome("choose_one", None, 0, i) for i in range(1, len(texts) + 1)),
    )


_action(
    "choose_one",
    "8-4-4, 1-3-4",
    "a modal choice: `chooser` (you by default, or your opponent) picks one option; its actions resolve",
    _options,
    _choose_one_words,
    Meaning(lambda a: 0, "choose_option"),
    fields={
        "chooser": Field(choice("you", "opponent"), default="you"),
        "bullet": Field(choice("•", "-"), doc="the mark before each option, as the card prints it (• by default)"),
        "joined": Field(_joined, doc='options of one action each on the same cards, worded as one sentence: '
                                     '"K.O. or rest up to 1 of your opponent\'s Characters ..."'),
    },
    start=_choose_one,
    sample={
        "choose_one": [
            [{"rest": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 2}}],
            [{"ko": {"owner": "opponent", "zone": "character", "up_to": True, "rested": True, "cost_max": 2}}],
        ]
    },
)


def _step_target(x: Action) -> Any:
    """What action `x` acts on: its selector (or `self`), or the value of an action that chooses no cards."""
    decl = R.actions[x.name]
    if decl.targets is None:
        return x.value
    return x.value if decl.targets == "" else x.get(decl.targets, SELF)


def _needed(x: Action) -> int:
    """How many cards action `x` must act on to be done in full ("up to", "all": at least one)."""
    sel = _step_target(x)
    if isinstance(sel, Selector):
        return 1 if sel.up_to or sel.all else sel.how_many
    return sel if isinstance(sel, int) and not isinstance(sel, bool) else 1


def doable(g: Game, ctx: Ctx, x: Action) -> bool:
    """Can action `x` be carried out in full now? A targeted one when its selector finds as many
    cards as it names that it would change (`acts_on`: not prohibited, not already in that state,
    1-3-2-1, 1-3-3; "up to" and "all" always can); another by its declaration's `can`."""
    decl = R.actions[x.name]
    if decl.targets is None:
        return decl.can is None or decl.can(g, ctx, x)
    sel = _step_target(x)
    if isinstance(sel, Selector) and (sel.up_to or sel.all):
        return True
    cands = candidates(g, ctx, sel)
    if decl.accepts is not None:
        cands = [u for u in cands if decl.accepts(g, u)]
    if decl.acts_on is not None:
        cands = [u for u in cands if decl.acts_on(g, ctx, u)]
    return len(cands) >= _needed(x)


def changes_nothing(g: Game, ctx: Ctx, actions: tuple[Action, ...]) -> bool:
    """Would these actions, done now, change no card at all (1-3-2-1: every card they name is already in the
    state they would put it in; 1-3-3: or protected)? Only said of actions that act on the cards their
    selector finds and nothing else (no further keys), and of those that declare when they are `idle`; any other
    action may always do something."""
    for x in actions:
        decl = R.actions[x.name]
        if decl.idle is not None:
            if decl.idle(g, ctx, x):
                continue
            return False
        if decl.targets != "" or decl.acts_on is None or x.params:
            return False
        cands = candidates(g, ctx, x.value)
        if any(decl.acts_on(g, ctx, u) for u in cands if decl.accepts is None or decl.accepts(g, u)):
            return False
    return bool(actions)


def step_done(g: Game, step: tuple[Action, ...]) -> bool:
    """Was the optional step actually done in full (4-10-1)? Judged by what its actions did, as each
    counted it when it acted on a card (`ops.performed`): a K.O. prevented or replaced (8-1-3-4-7), a
    rest of a rested card (1-3-2-1) count nothing. An action that chooses no cards and declares no
    `can` always does what it says."""
    needed: dict[str, int] = {}
    for x in step:
        decl = R.actions[x.name]
        if decl.targets is not None or decl.can is not None:
            needed[x.name] = needed.get(x.name, 0) + _needed(x)
    tally = ops.state(g).tally
    return all(tally.get(name, 0) >= n for name, n in needed.items())


def _clause(text: str) -> str:
    return lower_first(text).rstrip(".")


def _their_clause(text: str) -> str:
    """ "Your opponent returns 1 ..." -> "return 1 ...": the step of "Your opponent may ..."."""
    text = _clause(text).removeprefix("your opponent ")
    verb, _, rest = text.partition(" ")
    verb = verb[:-2] if verb.endswith(("shes", "ches", "sses")) else verb[:-1] if verb.endswith("s") else verb
    return f"{verb} {rest}"


def _may_words(a: Action, w: Wording) -> str:
    theirs = a.get("chooser") == "opponent"
    step = " and ".join((_their_clause if theirs else _clause)(R.actions[x.name].words(x, w)) for x in a.value)
    step = re.sub(r"\brest up to (\d+ of your DON!! cards?)", r"rest \1", step)  # "you may rest 1 of your DON!! cards"
    text = f"{'Your opponent' if theirs else 'You'} may {step}."
    if a.get("otherwise"):  # "If they do not, ..."
        text += f" If {'they' if theirs else 'you'} do not, {_clause(_sentences(a.get('otherwise'), w))}."
    if a.get("then") and a.get("if_you_do") is False:
        text += f" {_sentences(a.get('then'), w)}"  # "... any number of ... . ... for every card trashed."
    elif a.get("then"):
        text += f" If you do, {_clause(_sentences(a.get('then'), w))}."
    return text


def _may(g: Game, ctx: Ctx, a: Action) -> None:
    # 8-1-2: "you may": the player chooses. A step that cannot be done in full is not offered
    # (1-3-2), and then what "If you do" gates does not happen either (4-10-1).
    # "Your opponent may X. If they do not, Y.": they are asked (1-3-4); a step they cannot do is not done.
    if not all(doable(g, ctx, x) for x in a.value):
        if a.get("otherwise"):
            then_actions(g, ctx, a.get("otherwise"))
        return
    player = _chooser(ctx, a)
    card = g.card(ctx.src)
    whose = "" if player == ctx.player else " (your opponent's card)"
    g.ask(
        player,
        "yes-no",
        [Command(player, "yes"), Command(player, "no")],
        Frame("may_answer", (ctx, a)),
        f"{card.name}{whose}: {_may_words(a, R.words)}"  # type: ignore[arg-type]
        .replace("You may ", "you may ", 1).replace("Your opponent may ", "you may ", 1)
        + " — do it?",
        purpose="optional_step",
        outcomes=(Outcome("may", ctx.src), Outcome("none", ctx.src)),
    )


_action(
    "may",
    "8-1-2, 4-10-1",
    "an optional step inside an effect (\"you may …\"): asked yes/no only when it can be done in full (enough "
    "cards it would change: not protected by a prohibition, not already in that state); `then` (\"If you do, …\") "
    "happens only when it was actually done in full (a K.O. prevented or replaced \"instead\" was not done)",
    _actions,
    _may_words,
    Meaning(lambda a: 0, "optional_step"),
    fields={
        "then": Field(_actions),
        "if_you_do": Field(boolean, doc='false: `then` is worded as its own sentence (it scales with the step: '
                                        '"for every card trashed")'),
        "chooser": Field(choice("you", "opponent"), default="you",
                         doc='`opponent`: "Your opponent may ...": they are asked'),
        "otherwise": Field(_actions, doc='"If you (they) do not, ...": happens when the step was not done in full'),
    },
    start=_may,
    sample={
        "may": [{"rest": {"zone": "character", "cost_min": 3}}],
        "then": [{"rest": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 5}}],
    },
)


def _and_words(a: Action, w: Wording) -> str:
    parts = [R.actions[x.name].words(x, w) for x in a.value]
    when = w.duration(a.value[0].get("duration"))
    if when and all(x.get("duration") == a.value[0].get("duration") for x in a.value):
        # "This Character gains [Rush] and +2000 power until the end of …": the duration said once
        parts[:-1] = [p.removesuffix(f"{when}.") + "." for p in parts[:-1]]
    subject = parts[0].split(" gains ", 1)[0] + " gains " if " gains " in parts[0] else ""
    if subject:  # "This Character gains [Blocker] and +1000 power": the subject is said once
        parts[1:] = [p[len(subject):] if p.startswith(subject) else p for p in parts[1:]]
    last = lower_first(parts[-1])
    if len(parts) == 2 and a.value[0].name == a.value[1].name in ("ko", "deck_bottom", "return_to_hand"):
        # "K.O. up to 1 of … and up to 1 of …", "Place up to 1 … and up to 1 … at the bottom of the owner's deck",
        # "Return up to 1 … and up to 1 … to the owner's hand" (OP04-044)
        verb = parts[0].split(" ", 1)[0] + " "
        tail = " to the owner's hand." if a.value[0].name == "return_to_hand" else " at the bottom of the owner's deck."
        if parts[1].startswith(verb):
            first = parts[0].removesuffix(".")
            if parts[0].endswith(tail) and parts[1].endswith(tail):
                first = parts[0].removesuffix(tail)
            return f"{first} and {parts[1][len(verb):]}"
    if len(parts) == 2 and all(x.name == "add_don" for x in a.value):
        # "add up to 1 DON!! card from your DON!! deck and set it as active, and add up to 1 additional DON!! card
        # and rest it" (the cards' words)
        last = last.replace(" DON!! card from your DON!! deck", " additional DON!! card", 1).replace(
            " DON!! cards from your DON!! deck", " additional DON!! cards", 1)
        return f"{parts[0].rstrip('.')}, and {last}"
    return " and ".join([parts[0].rstrip("."), *(_clause(p) for p in parts[1:-1]), last])


def _and_list(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a list of two or more actions"""
    if not isinstance(value, list) or len(value) < 2:
        raise c.fail(parent, key, f"'{key}' must be a list of two or more actions")
    return c.registry.actions_list(c, value, parent, key)


_action(
    "and",
    "1-3-7",
    "several actions in one sentence (\"draw 1 card and trash 1 card from your hand\"), resolved in order",
    _and_list,
    _and_words,
    Meaning(lambda a: 0, "none"),
    start=lambda g, ctx, a: then_actions(g, ctx, a.value),
    sample={"and": [{"draw": 1}, {"trash_from_hand": 1}]},
)


def _for_every(g: Game, ctx: Ctx, a: Action) -> None:
    # Counted once, when the effect resolves; the actions then happen that many times, in order.
    n = len(candidates(g, ctx, a.value))
    then_actions(g, ctx, tuple(a.get("actions")) * n)


def _for_every_words(a: Action, w: Wording) -> str:
    what = w.selector(a.value._replace(how_many=1, up_to=False, all=False), one=True).removeprefix("a ")
    inner = a.get("actions")
    if len(inner) == 1 and inner[0].name == "draw" and inner[0].value == 1:  # the cards' words (EB04-011)
        sel = a.value
        if sel.zone == "field" and ("category", "character") in sel.filters:
            sel = sel._replace(zone="character", filters=tuple(f for f in sel.filters if f[0] != "category"))
        return f"Draw a card for {w.selector(sel._replace(all=True)).replace('all ', 'each ', 1)}."
    body = " ".join(lower_first(R.actions[x.name].words(x, w)) for x in a.get("actions"))
    return f"For every {what}, {body}"


_action(
    "for_every",
    "8-4-3, 1-3-7",
    "the `actions` happen once for every card the selector finds when the effect resolves (\"For every "
    "{Straw Hat Crew} type card on your field, give up to 1 ... −1000 power\": each time its own choice)",
    _selector,
    _for_every_words,
    Meaning(lambda a: 0, "none"),
    fields={"actions": Field(_actions, required=True)},
    start=_for_every,
    sample={
        "for_every": {"zone": "field", "types": ["Straw Hat Crew"]},
        "actions": [{"power": -1000, "duration": "turn", "target": {"owner": "opponent", "zone": "character",
                                                                     "up_to": True}}],
    },
)


# --- issue 22: "Select ...": the selection itself does nothing to the cards; they are "the selected Character" /
# "it" (zone `that_card`) of what follows (8-4-3). OP16-104: "Select up to 1 of your opponent's Characters. This
# Character's base power becomes the same as the selected Character's power" (`then`); OP14-104: "Select up to 1
# ... from your trash and play it or add it to the top of your Life cards face-up" (`one_of`, the player's
# choice: 8-4-4).
def _selection(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a selector; the action takes `then` (what follows) or `one_of` (alternatives), one of the two"""
    if ("then" in parent) == ("one_of" in parent):
        raise c.fail(parent, key, "'select' takes 'then' (what follows) or 'one_of' (the alternatives): one of them")
    return _selector(c, value, parent, key)


def _alternatives(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a list of two or more actions on the selected card (zone `that_card`)"""
    if not isinstance(value, list) or len(value) < 2:
        raise c.fail(parent, key, f"'{key}' must be a list of two or more actions")
    return c.registry.actions_list(c, value, parent, key)


def _select(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    if a.get("reveal"):  # OP10-058: "reveal up to 2 ... from your hand": both players see them (11-2)
        from .....engine.records import Reveal

        for uid in chosen:
            g.emit(Reveal("reveal", ctx.player, uid))
    ops.remember(g, ctx.src, tuple(chosen))
    if not chosen:  # 4-10-1: what reads "the selected Character" has nothing to read without one
        return
    if a.get("one_of"):
        _choose_one(g, ctx, a._replace(name="choose_one", value=tuple((x,) for x in a.get("one_of"))))
    else:
        then_actions(g, ctx, a.get("then"))


def _that_filtered(x: Action) -> Any:
    """The `that_card` selector of an action when it has filters ("K.O. that card with a cost of 4 or less")."""
    sel = x.value if isinstance(x.value, Selector) else x.get("target")
    return sel if isinstance(sel, Selector) and sel.zone == "that_card" and sel.filters else None


def _select_then_words(a: Action, w: Wording) -> str:
    """The game's usual words for "select, then act on that card": "Negate the effect of up to 1 of your opponent's
    Characters and give that card −4000 power during this turn.", "… during this turn. Then, if that Character has
    a cost of 4 or less, K.O. it.", "Select up to 1 of your [Trafalgar Law] cards and that card gains +2000 power
    during this turn. Then, if the selected card attacks …"; "" when the first action is not on that card."""
    then, cards = a.get("then"), w.selector(a.value)
    texts = [R.actions[x.name].words(x, w).replace(" an additional ", " ", 1) for x in then]  # (just selected)
    that = "that Character" if a.value.zone == "character" else "that card"
    if "that card" in texts[0] and not texts[0].startswith("That card") and not _that_filtered(then[0]):
        body, when = texts[0].replace("that card", cards, 1), w.duration(then[0].get("duration"))
    elif texts[0].startswith("That card ") and then[0].name == "prohibit":
        # OP02-110: "Select up to 1 of your opponent's Characters with … . The selected Character cannot attack …"
        selected = "The selected Character" if a.value.zone == "character" else "The selected card"
        body, when = f"Select {cards}. {selected} {texts[0][10:]}", ""
    elif texts[0].startswith("That card "):
        body, when = f"Select {cards} and that card {texts[0][10:]}", ""
    else:
        return ""
    for x, text in zip(then[1:], texts[1:]):
        filtered = _that_filtered(x)
        if filtered is not None:
            words = w.selector(filtered)
            has = words.replace("that card with ", "has ", 1) if words.startswith("that card with ") else ""
            if not has or words not in text:
                return ""
            body += f" Then, if {that} {has}, {text.replace(words, 'it', 1)}"
        elif when and w.duration(x.get("duration")) == when and body.endswith(when + "."):
            text = text.replace("That card", that, 1)
            body = f"{body[:-len(when) - 1]} and {text[:1].lower()}{text[1:]}"
        else:
            body += f" Then, {text[:1].lower()}{text[1:]}"
    return body


def _select_words(a: Action, w: Wording) -> str:
    if not a.get("one_of"):
        if a.get("reveal"):
            return f"Reveal {w.selector(a.value)}. " + " ".join(R.actions[x.name].words(x, w) for x in a.get("then"))
        usual = _select_then_words(a, w)
        if usual:
            return usual
        return f"Select {w.selector(a.value)}. " + " ".join(R.actions[x.name].words(x, w) for x in a.get("then"))
    alts = []
    for x in a.get("one_of"):
        text = R.actions[x.name].words(x, w).rstrip(".").replace("that card", "it")
        alts.append(text[:1].lower() + text[1:])
    return f"Select {w.selector(a.value)} and {' or '.join(alts)}."


_action(
    "select",
    "8-4-3, 8-4-4",
    "select cards (with `up_to`, possibly none): they become \"the selected Character\" / \"it\" (zone "
    "`that_card`; count `selected_power`) of the `then` actions, or of the one of the `one_of` actions the player "
    "chooses; nothing follows if no card was selected",
    _selection,
    _select_words,
    Meaning(lambda a: 0, "select_target"),
    fields={"then": Field(_actions), "one_of": Field(_alternatives),
            "reveal": Field(boolean, doc='"Reveal ...": the selected cards (of your hand) are revealed to both players '
                                         '(OP10-058)')},
    targets="",
    apply=_select,
    sample={"select": {"owner": "opponent", "zone": "character", "up_to": True},
            "then": [{"set_base_power": {"count": "selected_power"}, "target": "self", "duration": "turn"}]},
)


# --- issue 23 (EB02-030): "[Counter] If any of your Characters would be K.O.'d in battle during this turn, you may
# trash 1 card from your hand instead." A replacement effect an effect creates, for a duration (8-1-3-4, 6-6-1-2).
GRANTED = "replace"  # the modifier kind: (the card whose effect made it, the replacement effect)


def _replacement_value(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a replacement effect (a mapping as a card's effect: a replacement `timing` — `would_be_ko`, … —, its
    `subject`, `by`, `cost` and `actions`)"""
    eff = c.registry.effect(c, value, parent, key)
    if c.registry.timings[eff.timing].category != "replacement" or eff.once_per_turn:
        raise c.fail(parent, key, f"'{key}' must be a replacement effect (timing would_be_ko, would_leave_field, ...)")
    return eff


def _replacement_words(a: Action, w: Wording) -> str:
    from ...wording import render_effect

    eff = a.value
    text = render_effect(eff)
    if isinstance(eff.subject, Selector) and eff.subject.all:
        one = w.selector(eff.subject, one=True)  # "If any of your Characters would be K.O.'d": each of them
        text = text.replace(f"If {one} ", f"If any of {one}s ", 1)
    return text.replace(" instead.", "", 1).replace(",", w.duration(a.get("duration")) + ",", 1) + " instead."


def _grant_replacement(g: Game, ctx: Ctx, a: Action) -> None:
    from ..base import until

    continuous.add(g, GRANTED, None, (ctx.src, a.value), until(g, a, ctx.player), ctx.player, label(g, ctx))


_action(
    "replacement",
    "8-1-3-4, 6-6-1-2",
    "an effect that makes a replacement effect of its player for the duration: whenever its event would happen "
    "(a `subject` card K.O.'d in battle, …), the player may have its cost and actions happen instead",
    _replacement_value,
    _replacement_words,
    Meaning(lambda a: 1, "none"),
    fields={"duration": Field(declared("duration"), required=True)},
    start=_grant_replacement,
    sample={"replacement": {"timing": "would_be_ko", "subject": {"zone": "character", "all": True}, "by": "battle",
                            "cost": {"trash_from_hand": 1}}, "duration": "turn"},
)
