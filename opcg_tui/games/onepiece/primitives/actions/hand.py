"""Actions on the hand and the deck: add to the hand, draw, trash from the hand, shuffle, trash from the top
of the deck; then trash from the field, change the attack's target, place at the top of the deck (in the registry's
order, after moves.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .....engine import continuous
from .....engine.declarations import Field, Meaning
from .....engine.interpreter import amount, candidates, conditions_met
from .....engine.records import BattleChanged, Ctx, Frame, Reveal
from .....engine.registry import (
    EMPTY,
    SELF,
    Action,
    Count,
    Frozen,
    Selector,
    boolean,
    choice,
    mapping,
    quantity,
    whole,
)
from ... import life as life_area
from ... import ops
from ...frames import frame
from ...state import Battle, Tallied
from ..base import R, lower_first, players, plural
from ..costs import trash_from_hand
from .moves import _cause, _hand_owner, _ko_able, _leaves_field, _removable, _to_deck_words
from .shared import THAT, _action, _selector, blind_pick

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Checker, Wording


def _to_hand_allowed(g: Game, ctx: Ctx, uid: int) -> bool:
    # 1-3-3: "you cannot add Life cards to your hand using your own effects"
    own_life = g.s.area(uid) == "life" and g.s.owner[uid] == ctx.player
    return not (own_life and life_area.life_to_hand_banned(g, ctx.player))


def _add_to_hand(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        if not _to_hand_allowed(g, ctx, uid):
            continue
        if g.s.area(uid) in ("deck", "life") and uid not in g.s.faceup:
            g.emit(Reveal("reveal", ctx.player, uid))  # 11-2-1: secret to secret is revealed
        ops.move(g, uid, "hand")
        ops.performed(g, a.name)


def _opponents(a: Action) -> bool:
    return a.value != SELF and a.value.owner == "opponent"


def _add_to_hand_words(a: Action, w: Wording) -> str:
    """'Add up to 1 card from the top of your opponent's Life cards to the owner's hand.'"""
    from .life import _life_words  # here: importing life first would reorder the registry

    sel = a.value
    what = _life_words(sel, w) if sel != SELF and sel.zone.startswith("life") else w.selector(sel)
    whose = "the owner's" if _opponents(a) else "your"
    if (sel != SELF and sel.zone == "life" and sel.owner == "opponent" and not (sel.up_to or sel.all)
            and "your opponent's Life cards" in what):
        # OP13-108: "your opponent adds 1 card from the top of their Life cards to their hand" (not "up to")
        what = what.replace("your opponent's Life cards", "their Life cards")
        return f"Your opponent adds {what} to their hand."
    if sel != SELF and sel.zone == "deck" and sel.owner == "you":  # 11-2-1: a secret card moved to a secret area
        # is revealed (OP01-098: "Reveal up to 1 [Artificial Devil Fruit SMILE] from your deck and add it to your hand.")
        return f"Reveal {what} and add {'them' if sel.how_many > 1 else 'it'} to your hand."
    return f"Add {what} to {whose} hand."


_action(
    "add_to_hand",
    "4-5, 3-10-2",
    "add the chosen cards to their owner's hand (your opponent's top Life card: `{owner: opponent, zone: life}`;"
    " not damage, no [Trigger]: 4-6)",
    _selector,
    _add_to_hand_words,
    Meaning(lambda a: -1 if _opponents(a) else 1, "hand_target"),
    targets="",
    apply=_add_to_hand,
    acts_on=_to_hand_allowed,
    sample={"add_to_hand": {"zone": "trash", "up_to": True, "category": "character"}},
)


def _draw(g: Game, ctx: Ctx, a: Action) -> None:
    player = _hand_owner(ctx, a)
    if player == ctx.player and continuous.prohibited(g, "draw", player=ctx.player):
        return  # 1-3-3: "you cannot draw cards using your own effects" wins
    if a.get("instead") and conditions_met(g, ctx.player, ctx.src, a.get("instead_if") or EMPTY):
        # OP04-040: "..., you may <instead> instead of drawing N cards": an optional step (8-1-2); the draw happens
        # only when it was not done (as `may` with `otherwise`)
        plain = a._replace(params=Frozen({k: v for k, v in a.params.items() if k not in ("instead", "instead_if")}))
        # "you may add up to 1 card ...": one question (yes: the card; no: none and the draw), not a second one
        step = tuple(x._replace(params=Frozen({k: v for k, v in x.params.items() if k != "up_to"}))
                     if x.value == 1 else x for x in a.get("instead"))
        R.actions["may"].start(g, ctx, Action("may", step, Frozen({"otherwise": (plain,)})))
        return
    if isinstance(a.value, UntilHand):  # 4-5: as many as the hand lacks (none when it holds N or more)
        ops.draw(g, player, max(0, a.value.cards - len(players(g)[player].hand)))
        return
    ops.draw(g, player, amount(g, ctx.player, ctx.src, a.value))


def _draw_words(a: Action, w: Wording) -> str:
    if isinstance(a.value, UntilHand):  # OP02-051, OP02-069
        return f"Draw cards so that you have {plural(a.value.cards, 'card')} in your hand."
    if a.get("player") == "opponent":  # OP06-047: "Your opponent draws 5 cards."
        return f"Your opponent draws {w.amount(a.value, noun='card')}."
    text = f"Draw {w.amount(a.value, noun='card')}."
    if a.get("instead"):  # OP04-040: "If you have ..., you may add ... instead of drawing 1 card."
        step = " and ".join(R.actions[x.name].words(x, w).rstrip(".") for x in a.get("instead"))
        step = lower_first(step)
        when = f"If {w.conditions(a.get('instead_if'))}, you" if a.get("instead_if") else "You"
        text += f" {when} may {step} instead of drawing {w.amount(a.value, noun='card')}."
    return text


def _instead_if(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a mapping of conditions (with `instead`)"""
    if "instead" not in parent:
        raise c.fail(parent, key, "'instead_if' goes with 'instead'")
    return mapping(c, value, parent, key, {n: d.value for n, d in c.registry.conditions.items()})


_instead_if.kind = "conditions"  # type: ignore[attr-defined]


def _instead(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a list of actions (with a number of cards, for you)"""
    if not isinstance(parent.get("draw"), int) or parent.get("player", "you") != "you":
        raise c.fail(parent, key, "'instead' goes with a number of cards you draw")
    return c.registry.actions_list(c, value, parent, key)


def _draw_amount(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a number, or `{count: NAME, times: N, plus: N, per: N}`, or `{until_hand: N}` (draw cards so that you have N
    cards in your hand)"""
    if isinstance(value, dict) and "until_hand" in value:
        if len(value) != 1 or parent.get("player", "you") != "you":
            raise c.fail(parent, key, "'{until_hand: N}' stands alone, for your own hand")
        return UntilHand(whole(1)(c, value["until_hand"], value, "until_hand"))
    return quantity(1)(c, value, parent, key)


_action(
    "draw",
    "4-5",
    "draw N cards (`player: opponent`: your opponent draws them); `{until_hand: N}`: draw cards so that you have N"
    " cards in your hand (none with N or more)",
    _draw_amount,
    _draw_words,
    Meaning(lambda a: 1, "none"),
    fields={"player": Field(choice("you", "opponent"), default="you"),
            # OP04-040 (issue 25): "If you have a Character with a cost of 8 or more, you may add up to 1 card from
            # the top of your deck to the top of your Life cards instead of drawing 1 card."
            "instead": Field(_instead, doc='"you may <these actions> instead of drawing N cards": an optional step '
                                           '(8-1-2) asked when `instead_if` holds; the draw happens when it is not '
                                           'done'),
            "instead_if": Field(_instead_if, doc="the conditions under which `instead` is offered")},
    start=_draw,
    sample={"draw": 1},
)


def _trash_hand_words(a: Action, w: Wording) -> str:
    """ "Trash 1 card from your hand.", "Your opponent trashes 2 cards from their hand.", "Your opponent
    chooses 1 card from their hand and trashes it.", "Trash any number of {Music} type cards from your hand." """
    if isinstance(a.value, Selector):
        return f"Trash {w.selector(a.value)}."
    if isinstance(a.value, UntilHand):
        if a.get("player") == "both":  # OP05-058
            return (f"You and your opponent trash cards from your hands until you each have "
                    f"{plural(a.value.cards, 'card')} in your hands.")
        return f"Trash cards from your hand until you have {plural(a.value.cards, 'card')} in your hand."
    cards = plural(a.value, "card")
    if a.get("reveal"):  # OP07-090
        return f"Your opponent trashes {cards} from their hand and reveals their hand."
    if a.get("chooser") == "opponent":  # OP01-038
        return (f"Your opponent chooses {cards} from your hand; trash {'that card' if a.value == 1 else 'those cards'}"
                ".")
    if a.get("player") == "opponent":
        if a.get("template") == "older":  # the older template (ST-10); the opponent still chooses (10-2-14-1)
            return f"Trash {cards} from your opponent's hand."
        if a.get("chooses"):
            return f"Your opponent chooses {cards} from their hand and trashes {'it' if a.value == 1 else 'them'}."
        return f"Your opponent trashes {cards} from their hand."
    if a.get("chooses"):
        return f"Choose {cards} from your hand and trash {'it' if a.value == 1 else 'them'}."
    return f"Trash {cards} from your hand."


class UntilHand(NamedTuple):
    """`{until_hand: N}`: trash cards from your hand until you have N cards in it (OP14-054)."""

    cards: int


def _hand_cards(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a whole number ≥ 1, the selector keys of the cards (`count`, `up_to`, filters; the hand), or `{until_hand: N}`"""
    if isinstance(value, dict) and "until_hand" in value and len(value) == 1:
        return UntilHand(whole(0)(c, value["until_hand"], value, "until_hand"))
    if isinstance(value, dict):
        return c.registry.selector(c, {**value, "zone": "hand"}, parent, key)
    return whole(1)(c, value, parent, key)


def _trasher(c: Checker, value: Any, parent: Any, key: Any) -> str:
    """`you` | `opponent` | `both` (`both` with `{until_hand: N}`: you and your opponent, the turn player first)"""
    player = choice("you", "opponent", "both")(c, value, parent, key)
    hand = parent.get("trash_from_hand")
    if player == "both" and not (isinstance(hand, dict) and "until_hand" in hand):
        raise c.fail(parent, key, "'player: both' goes with {until_hand: N}")
    return player


def _reveals(c: Checker, value: Any, parent: Any, key: Any) -> bool:
    """true or false (with `player: opponent` and a number)"""
    reveal = boolean(c, value, parent, key)
    if reveal and not (parent.get("player") == "opponent" and isinstance(parent.get("trash_from_hand"), int)):
        raise c.fail(parent, key, "'reveal' goes with 'player: opponent' and a number of cards")
    return reveal


def _blind_chooser(c: Checker, value: Any, parent: Any, key: Any) -> str:
    """`opponent` (with a number of your own cards)"""
    chooser = choice("opponent")(c, value, parent, key)
    if not isinstance(parent.get("trash_from_hand"), int) or parent.get("player", "you") != "you":
        raise c.fail(parent, key, "'chooser: opponent' goes with a number of cards of your own hand")
    return chooser


@frame("reveal_hand")
def _reveal_hand(g: Game, player: int) -> None:
    """11-2: a player reveals their hand: both players see every card of it (each a `reveal` event in both logs);
    11-2-2: nothing stays revealed after the effect (no card is added to what the other player looks at)."""
    for uid in players(g)[player].hand:
        g.emit(Reveal("reveal", player, uid))


def _trash_hand(g: Game, ctx: Ctx, a: Action) -> None:
    from .....engine.interpreter import choose_targets

    if isinstance(a.value, Selector):  # "trash any number of {Music} type cards from your hand"
        choose_targets(g, ctx, a, R.actions["trash_from_hand"], a.value)
    elif isinstance(a.value, UntilHand):  # 10-2-14-1: as many as the hand holds above N, the player choosing them
        # 1-3-10: "you and your opponent": the turn player first (pushed last: it runs first)
        turn = g.s.turn_player
        for owner in ((1 - turn, turn) if a.get("player") == "both" else (_hand_owner(ctx, a),)):
            trash_from_hand(g, owner, len(players(g)[owner].hand) - a.value.cards, ctx.src)
    elif a.get("chooser") == "opponent":  # OP01-038: "Your opponent chooses 1 card from your hand; trash that card."
        _trash_hand_chosen(g, ctx, a, blind_pick(g, ctx.player, a.value))
    else:  # 10-2-14-1: the player whose hand it is selects the cards (1-3-4: it is their choice)
        if a.get("reveal"):  # OP07-090: "... and reveals their hand": the hand left after the trash (11-2)
            g.push(Frame("reveal_hand", (_hand_owner(ctx, a),)))
        trash_from_hand(g, _hand_owner(ctx, a), a.value, ctx.src)


def _trash_hand_chosen(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        ops.move(g, uid, "trash")  # 10-2-14
    ops.hand_trashed(g, tuple(chosen), ctx.src)


def _can_trash_hand(g: Game, ctx: Ctx, a: Action) -> bool:
    if isinstance(a.value, Selector):
        return a.value.up_to or len(candidates(g, ctx, a.value)) >= a.value.how_many
    if isinstance(a.value, UntilHand):
        return True  # with N cards or fewer in the hand, nothing is trashed: done in full
    return len(players(g)[_hand_owner(ctx, a)].hand) >= a.value


_action(
    "trash_from_hand",
    "10-2-14",
    "trash N cards from your hand (or the cards of a selector's keys, e.g. `{count: any, types: [Music]}`;"
    " or `{until_hand: N}`: until you have N cards in your hand, the player choosing which);"
    " with `player: opponent` your opponent chooses N cards of their own hand and trashes them (the prompt"
    " goes to them)",
    _hand_cards,
    _trash_hand_words,
    Meaning(lambda a: -1, "trash_from_hand"),
    fields={
        "player": Field(_trasher, default="you"),
        "chooses": Field(boolean, doc='words it "chooses N cards from their hand and trashes them"'),
        "reveal": Field(_reveals, doc="with `player: opponent` and N: they then reveal their hand to both players "
                                      "(11-2; unrevealed again after the effect, 11-2-2)"),
        "template": Field(choice("older"), doc='`older`: words it "trash N cards from your opponent\'s hand"'),
        "chooser": Field(_blind_chooser, doc='`opponent`: "Your opponent chooses N cards from your hand; trash that '
                                             'card": they cannot see your hand (3-4-3), so the cards are chosen at '
                                             'random (8-4-4-2, 3-4-2)'),
    },
    start=_trash_hand,
    apply=_trash_hand_chosen,
    can=_can_trash_hand,
    sample={"trash_from_hand": 2, "player": "opponent"},
)
_action(
    "shuffle_deck",
    "3-2-4",
    "shuffle your deck",
    boolean,
    lambda a, w: "Shuffle your deck.",
    Meaning(lambda a: 0, "none"),
    start=lambda g, ctx, a: ops.shuffle(g, ctx.player),
    sample={"shuffle_deck": True},
)


def _mill(g: Game, ctx: Ctx, a: Action) -> None:
    n = amount(g, ctx.player, ctx.src, a.value)
    top = tuple(ops.state(g).players[ctx.player].deck[:n])
    ops.mill(g, ctx.player, n)  # one at a time, from the top (3-2-3)
    ops.performed(g, "mill", sum(1 for u in top if g.s.area(u) == "trash"))  # "If you do" (4-10-1) counts these
    if a.get("that"):  # OP08-096: "If the trashed card has a cost of 6 or more, ..." (8-4-3)
        ops.remember(g, ctx.src, tuple(u for u in top if g.s.area(u) == "trash"))


_action(
    "mill",
    "3-2, 3-5",
    "trash N cards from the top of your deck",
    quantity(1),
    lambda a, w: ("Trash the same number of cards from the top of your deck as you did from your hand."
                  if a.value == Count("cards_trashed")  # OP09-059
                  else f"Trash {w.amount(a.value, noun='card')} from the top of your deck."),
    Meaning(lambda a: 0, "none"),
    fields={"that": THAT},
    start=_mill,
    # 1-3-2, 4-10-1: "you may trash 3" is not offered with fewer than 3 cards in the deck (OP03-043)
    can=lambda g, ctx, a: len(ops.state(g).players[ctx.player].deck) >= amount(g, ctx.player, ctx.src, a.value),
    sample={"mill": 2},
)


def _trash(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    # 4-11-2: trashing a card on the field removes it (not a K.O.): it can be forbidden or replaced.
    cause = _cause(ctx, a)
    for uid in reversed(chosen):
        g.push(Frame("remove", (uid, g.s.epoch[uid], "trash", "top", cause)))


_action(
    "trash",
    "4-11-2",
    "trash the chosen Characters or Stages from the field (a removal, not a K.O.)",
    _selector,
    lambda a, w: f"Trash {w.selector(a.value)}.",
    Meaning(lambda a: -1, "trash_target"),
    targets="",
    apply=_trash,
    accepts=_ko_able,
    acts_on=_removable,
    sample={"trash": "self"},
)


def _retarget(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    b: Battle | None = g.s.battle
    if b is None or not chosen:
        return
    uid = chosen[0]
    # 7-1-1-2, 10-1-4-1: the new target is the attacked player's Leader or one of their Characters.
    if uid == b.target or uid == b.attacker or g.s.owner[uid] != b.defender or not ops.on_field(g, uid):
        return
    g.emit(BattleChanged("battle", "target", uid))
    g.emit(BattleChanged("battle", "target_epoch", g.s.epoch[uid]))
    ops.performed(g, a.name)


def _retarget_able(g: Game, uid: int) -> bool:
    b = g.s.battle
    return b is not None and uid != b.target and uid != b.attacker and g.card(uid).category in ("leader", "character")


def _retarget_words(a: Action, w: Wording) -> str:
    sel = a.value
    if a.get("wording") != "select" or sel == SELF or sel.zone != "leader_or_character":
        return f"Change the target of the attack to {_one(sel, w)}."
    # OP14-060: "Select your Leader or 1 of your {Donquixote Pirates} type Characters." (a Leader's own
    # effect: its Leader passes the filters too)
    characters = w.selector(sel._replace(zone="character"))
    return f"Select your Leader or {characters}. Change the attack target to the selected card."


_action(
    "change_attack_target",
    "7-1-1-2",
    "the attack now targets the chosen card (the attacked player's Leader or a Character)",
    _selector,
    lambda a, w: _retarget_words(a, w),
    Meaning(lambda a: 0, "attack_target"),
    fields={"wording": Field(choice("change", "select"), default="change",
                             doc="`select`: worded as a selection first: \"Select your Leader or 1 of your {X} type "
                                 "Characters. Change the attack target to the selected card.\"")},
    targets="",
    apply=_retarget,
    accepts=_retarget_able,
    sample={"change_attack_target": {"zone": "character", "base_power_min": 5000}},
)


def _one(sel: Any, w: Wording) -> str:
    """A selector of one card, without its count: "this card", "your Leader", "your [Kid]"."""
    if sel == SELF:
        return "this card"
    return w.selector(sel, one=True)  # type: ignore[call-arg]


def _to_top_or_bottom(c: Checker, value: Any, parent: Any, key: Any) -> str:
    """`top` | `top_or_bottom` (cards of your hand: "at the top or bottom of your deck in any order")"""
    where = choice("top", "top_or_bottom")(c, value, parent, key)
    sel = parent.get("deck_top")
    if where == "top_or_bottom" and not (isinstance(sel, dict) and sel.get("zone") == "hand"
                                         and sel.get("owner", "you") == "you"):
        raise c.fail(parent, key, "'to: top_or_bottom' places cards of your hand: the selector must be {zone: hand}")
    return where


def _to_deck_top(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    if a.get("to") != "top_or_bottom":
        _leaves_field("deck", "top")(g, ctx, a, chosen)
        return
    # 11-3 (as "look at N cards ... place them at the top or bottom of the deck in any order"): the
    # chosen cards of the hand go to the top, in the order the player gives, or to the bottom, in order.
    from .deck import arrange

    if chosen:
        arrange(g, ctx.player, tuple(chosen), ctx.src)


def _deck_top_words(a: Action, w: Wording) -> str:
    """'Place 1 card from your hand at the top of your deck.', 'Place 2 cards from your hand at the top or
    bottom of your deck in any order.'"""
    if a.get("to") != "top_or_bottom":
        return _to_deck_words(a, w, "top")
    return _to_deck_words(a, w, "top or bottom")  # "… in any order" for two or more


_action(
    "deck_top",
    "3-1-6, 3-2",
    "place the chosen cards at the top of their owner's deck (from the field, the hand, the trash); "
    "`to: top_or_bottom`: cards of your hand, each at the top or the bottom of your deck, in the order you choose",
    _selector,
    _deck_top_words,
    Meaning(lambda a: -1, "top_target"),
    fields={"to": Field(_to_top_or_bottom, default="top")},
    targets="",
    apply=_to_deck_top,
    acts_on=_removable,
    sample={"deck_top": {"zone": "hand"}},
)


def choose_to_deck(g: Game, ctx: Ctx, zone: str, n: int, where: str, up_to: bool = False) -> None:
    """For costs ("You may place 1 card from your trash at the bottom of your deck:", "... from your
    hand at the top of your deck:"): choose n cards of `zone` and place them at `where` of the deck."""
    action = Action("deck_top" if where == "top" else "deck_bottom", Selector("you", zone, n, up_to, False))
    from .....engine.interpreter import choose_targets

    choose_targets(g, ctx, action, R.actions[action.name], action.value)


# --- issue 24 (OP06-047): "Your opponent returns all cards in their hand to their deck and shuffles their deck."
def _hand_to_deck(g: Game, ctx: Ctx, a: Action) -> None:
    # 3-1-6, 3-2-4: every card of the hand goes to the deck, which is then shuffled (the hand is not revealed: no
    # card is chosen, and the shuffle hides where each went; as `deck_bottom` from a hand).
    player = _hand_owner(ctx, a)
    returned = list(players(g)[player].hand)
    for uid in returned:
        ops.move(g, uid, "deck", "bottom")
    ops.shuffle(g, player)
    # OP04-048, P-002: "Then, draw cards equal to the number you returned to your deck" (count `cards_returned_to_deck`:
    # this return's number, 0 for an empty hand)
    g.emit(Tallied("tally", a.name, len(returned)))


def _hand_to_deck_words(a: Action, w: Wording) -> str:
    if a.get("player") == "opponent":
        return "Your opponent returns all cards in their hand to their deck and shuffles their deck."
    return "Return all cards in your hand to your deck and shuffle your deck."


_action(
    "hand_to_deck",
    "3-1-6, 3-2-4",
    "a player (you, or `player: opponent`) returns all cards of their hand to their deck and shuffles it; the count "
    "`cards_returned_to_deck` is how many it returned",
    boolean,
    _hand_to_deck_words,
    Meaning(lambda a: -1 if a.get("player") == "opponent" else 0, "none"),
    fields={"player": Field(choice("you", "opponent"), default="you")},
    start=_hand_to_deck,
    sample={"hand_to_deck": True, "player": "opponent"},
)
