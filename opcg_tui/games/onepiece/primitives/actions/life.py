"""Actions on Life cards (3-10): trash, add, look at and arrange them, reveal and play one, and where
damage sends them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine.declarations import Field, Meaning
from .....engine.interpreter import amount
from .....engine.records import Command, Ctx, Frame, Outcome
from .....engine.registry import SELF, Selector, boolean, choice, quantity, whole
from ... import life as life_area
from ... import ops
from ..base import R, cap, lower_first, players, plural
from .shared import _action, _actions, _selector, _subject

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Action, Checker, Wording


def _trash_life(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    life = players(g)[1 - player].life
    n = min(a.value, len(life))
    # 3-10-2: Life cards leave from the top; a face-down card is named by its place, not its identity.
    options = [Command(player, "choose", (("life", 1 - player, "top"),) * k) for k in range(n, -1, -1)]
    g.ask(
        player,
        "choose",
        options,
        Frame("trash_life_chosen", (1 - player,)),
        g.rules.prompt_text(g, ctx, a),
        purpose="trash_life",
        outcomes=tuple(Outcome("trash_life", None, -1, len(c.args)) for c in options),
    )


_action(
    "trash_opponent_life",
    "3-10",
    "trash up to N of your opponent's Life cards, from the top",
    whole(1),
    lambda a, w: f"Trash up to {a.value} of your opponent's Life cards.",
    Meaning(lambda a: -1, "trash_life"),
    start=_trash_life,
    sample={"trash_opponent_life": 1},
)


_action(
    "deal_damage",
    "4-6-2, 4-6-3, 1-2-1-1-1",
    "deal N damage to your opponent's Leader: each point moves their top Life card to their hand, its [Trigger] "
    "offered, as a battle's damage; with 0 Life cards they lose; `player: you`: \"you take N damage\" (your Leader)",
    whole(1),
    lambda a, w: f"You take {a.value} damage." if a.get("player") == "you" else f"Deal {a.value} damage to your opponent.",
    Meaning(lambda a: -1, "none"),
    fields={"player": Field(choice("you", "opponent"), default="opponent", doc="whose Leader takes the damage")},
    start=lambda g, ctx, a: life_area.deal_damage(g, ctx.player if a.get("player") == "you" else 1 - ctx.player,
                                                  a.value),
    sample={"deal_damage": 1},
)


def _turn_all_face_down(g: Game, ctx: Ctx, a: Action) -> None:
    # 3-10-2-1: a face-up Life card turned face-down is secret again (the face-down ones stay as they are).
    g.push(Frame("life_turned", (False, tuple(life_area.faceup(g, ctx.player)))))


_action(
    "turn_life_face_down",
    "3-10-2-1",
    "turn all of your Life cards face-down",
    boolean,
    lambda a, w: "Turn all of your Life cards face-down.",
    Meaning(lambda a: 0, "none"),
    start=_turn_all_face_down,
    sample={"turn_life_face_down": True},
)


LIFE_ZONES = ("life", "life_top_or_bottom", "life_faceup")


def _life_selector(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a selector of Life cards (zone `life`, `life_top_or_bottom` or `life_faceup`)"""
    sel = c.registry.selector(c, value, parent, key)
    if sel == SELF or sel.zone not in LIFE_ZONES:
        raise c.fail(parent, key, f"'{key}' must select Life cards (zone: {', '.join(LIFE_ZONES)})")
    return sel


def _life_words(sel: Selector, w: Wording) -> str:
    """ "1 card from the top of your Life cards", "all your face-up Life cards"."""
    if sel.zone != "life_faceup":
        whose = {"you": "your", "opponent": "your opponent's", "any": "the owner's"}[sel.owner]
        end = "the top or bottom" if sel.zone == "life_top_or_bottom" else "the top"
        return f"{'up to ' if sel.up_to else ''}{plural(sel.how_many, 'card')} from {end} of {whose} Life cards"
    if sel.zone == "life_faceup":
        whose = {"you": "your ", "opponent": "your opponent's ", "any": ""}[sel.owner]
        noun = "face-up Life card" + ("s" if sel.all or sel.how_many > 1 or sel.owner != "any" and sel.up_to else "")
        if sel.all:
            return f"all {whose}{noun}"
        return f"{'up to ' if sel.up_to else ''}{sel.how_many} of {whose}{noun}"
    return w.selector(sel)


def _trash_life_cards(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        ops.move(g, uid, "trash")
    ops.performed(g, a.name, len(chosen))


_action(
    "trash_life",
    "3-10-2",
    "trash the chosen Life cards (the top one, the top or bottom one, or face-up ones)",
    _life_selector,
    lambda a, w: f"Trash {_life_words(a.value, w)}.",
    Meaning(lambda a: -1, "life_trash_target"),
    targets="",
    apply=_trash_life_cards,
    sample={"trash_life": {"owner": "opponent", "zone": "life", "up_to": True}},
)


def _add_to_life(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    face_up, reveal = bool(a.get("face_up")), bool(a.get("reveal"))
    frames = []
    for uid in chosen:
        if a.get("to") == "top_or_bottom":
            text = f"{g.card(ctx.src).name}: place {g.card(uid).name} at the top or bottom of the Life cards."
            frames.append(Frame("life_end_ask", (ctx.player, uid, g.s.epoch[uid], face_up, text)))
        else:
            frames.append(Frame("life_put", (ctx.player, uid, g.s.epoch[uid], face_up, "top", reveal)))
    if frames:
        g.push(*frames)


def _add_to_life_words(a: Action, w: Wording) -> str:
    sel = a.value
    whose = "the owner's" if sel != SELF and R.zones[sel.zone].on_field else "your"
    to = "the top or bottom" if a.get("to") == "top_or_bottom" else "the top"
    face = " face-up" if a.get("face_up") else " face-down" if a.get("reveal") or a.get("face_up") is False else ""
    if a.get("reveal"):
        return f"Reveal {_subject(sel, w)} and add it to {to} of {whose} Life cards{face}."
    return f"Add {_subject(sel, w)} to {to} of {whose} Life cards{face}."


def _not_leader(g: Game, uid: int) -> bool:
    return bool(g.card(uid).category != "leader")


_action(
    "add_to_life",
    "3-10-2-1",
    "add the chosen cards (from the hand, the trash or the field) to the top (or the top or bottom) of "
    "their owner's Life cards, face-down or `face_up`; `reveal` shows a face-down one first",
    _selector,
    _add_to_life_words,
    Meaning(lambda a: 1, "life_target"),
    fields={
        "face_up": Field(boolean, doc="placed face-up (3-10-2-1); `false` says \"face-down\" (OP11-101)"),
        "to": Field(choice("top", "top_or_bottom"), default="top"),
        "reveal": Field(boolean, doc='"Reveal ... and add it ... face-down"'),
    },
    targets="",
    apply=_add_to_life,
    accepts=_not_leader,
    sample={"add_to_life": {"zone": "hand", "up_to": True, "category": "character", "types": ["Supernovas"]},
            "face_up": True},
)


def _life_from_deck(g: Game, ctx: Ctx, a: Action) -> None:
    n = amount(g, ctx.player, ctx.src, a.value)
    if n <= 0 or not players(g)[ctx.player].deck:
        return
    if a.get("up_to"):
        # "up to N": each card is a yes/no (the deck's top card is not known to choose by).
        g.ask(ctx.player, "yes-no", [Command(ctx.player, "yes"), Command(ctx.player, "no")],
              Frame("life_from_deck_answer", (ctx, a, n)),
              f"{g.card(ctx.src).name}: add 1 card from the top of your deck to the top of your Life cards?",
              purpose="use_effect", outcomes=(Outcome("life_from_deck", None, 1, 1), Outcome("none")))
        return
    for _ in range(n):
        deck = players(g)[ctx.player].deck
        if deck:
            life_area.put_on_life(g, (deck[0],))


_action(
    "life_from_deck",
    "3-10-2",
    "add N cards from the top of your deck to the top of your Life cards (face-down)",
    quantity(1),
    lambda a, w: (
        f"Add {'up to ' if a.get('up_to') else ''}{w.amount(a.value, noun='card')} from the top of your deck "
        "to the top of your Life cards."
    ),
    Meaning(lambda a: 1, "use_effect"),
    fields={"up_to": Field(boolean, doc='"up to N": the player may add fewer')},
    start=_life_from_deck,
    sample={"life_from_deck": 1, "up_to": True},
)


def _top_one(c: Checker, value: Any, parent: Any, key: Any) -> int:
    """1 (the top card)"""
    if value != 1 or isinstance(value, bool):
        raise c.fail(parent, key, f"'{key}' must be 1 (the top card), not {value!r}")
    return 1


def _look_life(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    whose = {"you": (player,), "opponent": (1 - player,), "any": (player, 1 - player)}[a.get("owner")]
    places = [("life", p, "top") for p in whose if players(g)[p].life]
    if not places:
        return
    options = [Command(player, "choose", ())] + [Command(player, "choose", (ref,)) for ref in places]
    g.ask(player, "choose", options, Frame("life_look_whose", (ctx,)), g.rules.prompt_text(g, ctx, a),
          purpose="look_life", outcomes=(Outcome("done"),) + tuple(Outcome("look_life", ref, 0) for ref in places))


def _look_life_words(a: Action, w: Wording) -> str:
    whose = {"you": "your", "opponent": "your opponent's", "any": "your or your opponent's"}[a.get("owner")]
    return (f"Look at up to 1 card from the top of {whose} Life cards, and place it at the top or bottom of "
            "the Life cards.")


_action(
    "look_life",
    "3-10-3, 11-3",
    "look at up to 1 card from the top of your (or your opponent's) Life cards, only you; place it at the "
    "top or bottom of those Life cards (it keeps its face)",
    _top_one,
    _look_life_words,
    Meaning(lambda a: 0, "look_life"),
    fields={"owner": Field(choice("you", "opponent", "any"), default="any")},
    start=_look_life,
    sample={"look_life": 1},
)


def _arrange_life_words(a: Action, w: Wording) -> str:
    if a.get("owner") == "opponent":  # EB01-052
        return "Look at all of your opponent's Life cards and place them back in their Life area in any order."
    whose = "all of your" if a.get("all_of") else "all your"
    n = a.get("to_deck_top")
    if n:
        return (f"Look at {whose} Life cards; place {plural(n, 'card')} at the top of your deck and place the rest "
                "back in your Life area in any order.")
    return f"Look at {whose} Life cards and place them back in your Life area in any order."


def _arranged(c: Checker, value: Any, parent: Any, key: Any) -> str:
    """`you` | `opponent`"""
    owner = choice("you", "opponent")(c, value, parent, key)
    if owner == "opponent" and "to_deck_top" in parent:
        raise c.fail(parent, key, "'owner: opponent' does not go with 'to_deck_top'")
    return owner


_action(
    "arrange_life",
    "3-10-3, 11-3",
    "look at all your Life cards; place `deck_top` of them at the top of your deck, and the rest back in "
    "your Life area in any order (each keeps its face)",
    boolean,
    _arrange_life_words,
    Meaning(lambda a: 1, "order_life"),
    fields={"to_deck_top": Field(whole(1), doc="that many go to the top of your deck first"),
            "all_of": Field(boolean, doc='words it "all of your Life cards"'),
            "owner": Field(_arranged, default="you", doc="`opponent`: your opponent's Life cards, only you looking "
                                                         "(11-3-1; not with `to_deck_top`)")},
    start=lambda g, ctx, a: life_area.arrange(g, ctx.player, a.get("to_deck_top") or 0,
                                              1 - ctx.player if a.get("owner") == "opponent" else None),
    sample={"arrange_life": True},
)


def _life_cards_selector(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a selector of Life cards (`life_faceup` for face-up ones)"""
    sel = c.registry.selector(c, {"all": True, **value} if isinstance(value, dict) else value, parent, key)
    if sel == SELF or sel.zone not in ("life", "life_faceup"):
        raise c.fail(parent, key, f"'{key}' must select Life cards (zone: life or life_faceup)")
    return sel


def _damage_life_words(a: Action, w: Wording) -> str:
    sel = a.get("cards")
    cards = cap(_life_words(sel, w)[len("all "):]) if sel.zone == "life_faceup" else cap(
        {"you": "your ", "opponent": "your opponent's ", "any": ""}[sel.owner] + "Life cards")
    where = "at the bottom of your deck" if a.value == "deck_bottom" else "in your trash"
    verb = "placed" if a.value == "deck_bottom" else "trashed"
    if a.value == "trash":
        return f"{cards} are trashed instead of being added to your hand, according to the rules."
    return f"{cards} are {verb} {where} instead of being added to your hand, according to the rules."


_action(
    "damage_life_to",
    "4-6-2-1, 4-6-3-1, 8-1-3-4",
    "a permanent effect: the Life cards `cards` selects that the rules would add to the hand (damage) go to "
    "the bottom of the deck (or the trash) instead, without their [Trigger]",
    choice("deck_bottom", "trash"),
    _damage_life_words,
    Meaning(lambda a: 0, "none"),
    fields={"cards": Field(_life_cards_selector, default=Selector("you", "life", 1, False, True))},
    start=lambda g, ctx, a: None,  # only as a permanent effect: it changes how a rule is carried out
    layer=life_area.RULE_LAYER,
    contributes=lambda g, p, s, a: a.value,
    sample={"damage_life_to": "deck_bottom", "cards": {"zone": "life_faceup"}},
)


def _filters(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a mapping of filters (what the revealed card must be)"""
    return c.registry.filter_set(c, value, parent, key)


def _reveal_life_words(a: Action, w: Wording) -> str:
    before = [R.filters[k].words(v, w) for k, v in a.value if R.filters[k].part == "before"]
    nouns = [R.filters[k].words(v, w) for k, v in a.value if R.filters[k].part == "noun"]
    after = [R.filters[k].words(v, w) for k, v in a.value if R.filters[k].part == "after"]
    what = " ".join([*before, *(nouns[:1] or ["card"]), *after])
    text = (f"Reveal 1 card from the top of your Life cards. If that card is {'an' if what[:1] in 'AEIOU' else 'a'} "
            f"{what}, you may play that card.")
    then = [R.actions[x.name].words(x, w) for x in a.get("then") or ()]
    if then:
        text += " If you do, " + " ".join(lower_first(t) for t in then)
    return text


_action(
    "reveal_life_play",
    "11-2-2, 3-7-3",
    "reveal the top card of your Life cards; if it passes the filters, you may play it; `then` happens if you did "
    "(an optional step, as `may`)",
    _filters,
    _reveal_life_words,
    Meaning(lambda a: 1, "use_effect"),
    fields={"then": Field(_actions)},
    start=lambda g, ctx, a: life_area.reveal_top(g, ctx, a.value, a.get("then") or ()),
    sample={"reveal_life_play": {"name": "Sabo", "cost_min": 5}},
)


# --- issue 24 (EB01-059, EB01-060): "Then, trash cards from the top of your Life cards until you have 1 Life card."
def _trash_life_until(g: Game, ctx: Ctx, a: Action) -> None:
    # 3-10-2: from the top, one at a time, as many as are above N (none with N or fewer); no choice to make.
    for _ in range(len(players(g)[ctx.player].life) - a.value):
        ops.move(g, players(g)[ctx.player].life[0], "trash")


_action(
    "trash_life_until",
    "3-10-2",
    "trash cards from the top of your Life cards until you have N Life cards (none with N or fewer)",
    whole(0),
    lambda a, w: f"Trash cards from the top of your Life cards until you have {plural(a.value, 'Life card')}.",
    Meaning(lambda a: -1, "none"),
    start=_trash_life_until,
    sample={"trash_life_until": 1},
)
