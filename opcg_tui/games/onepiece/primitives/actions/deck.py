"""Actions that look at or reveal the top of a deck (11-2, 11-3): search, arrange, reveal, look."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....engine import continuous
from .....engine.declarations import Field, Meaning
from .....engine.interpreter import candidates, choose_cards
from .....engine.records import Command, Ctx, Frame, Look, Outcome, Pick, Reveal
from .....engine.registry import SELF, Action, Frozen, boolean, choice, mapping, text, whole
from ... import ops
from ..base import R, players, plural
from .plays import _playable
from .shared import TARGET, _action, blind_pick

if TYPE_CHECKING:
    from .....engine.game import Game
    from .....engine.registry import Checker, Wording


def _search(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    looked = tuple(players(g)[player].deck[: a.value])
    if not looked:
        return
    g.emit(Look("look", player, looked))
    if a.get("reveal"):
        for uid in looked:
            g.emit(Reveal("reveal", player, uid))  # 11-2: both players see them
    take = a.get("take")
    cands = sorted(candidates(g, ctx, take, list(looked)), key=lambda u: (g.s.cards[u], u))
    if a.get("to") == "play":
        cands = [u for u in cands if _playable(g, u)]
    high = min(take.how_many, len(cands))
    choose_cards(
        g,
        Pick(
            player=player,
            purpose={"play": "play_target", "life": "life_target", "trash": "trash_from_hand"}.get(a.get("to"),
                                                                                                 "hand_target"),
            items=tuple(cands),
            picked=(),
            low=0 if take.up_to else high,
            high=high,
            ordered=False,
            numbers=tuple(g.s.cards[u] for u in cands),
            then=Frame("search_taken", (ctx, a, looked)),
            text=g.rules.prompt_text(g, ctx, a),
            shown=looked,
            source=ctx.src,
        ),
    )


def _search_words(a: Action, w: Wording) -> str:
    take = a.get("take")
    what = w.selector(take).replace(" from your deck", "")
    n = a.value
    rested = " rested" if a.get("rested") else ""
    if a.get("reveal"):
        # "Reveal 1 card from the top of your deck and play up to 1 Character card with a cost of 2."
        head = f"Reveal {plural(n, 'card')} from the top of your deck and "
        body = f"play {what}{rested}" if a.get("to") == "play" else f"add {what} to your hand"
    else:
        head = f"Look at {plural(n, 'card')} from the top of your deck; "
        them = "them" if take != SELF and take.how_many > 1 else "it"
        body = f"play {what}{rested}" if a.get("to") == "play" else f"reveal {what} and add {them} to your hand"
    if a.get("to") == "life":  # b3 (issue 10): "... and add up to 1 ... to the top of your Life cards face-up"
        face = " face-up" if a.get("face_up") else ""
        head = head.replace("; ", " and ") if not a.get("reveal") else head
        body = f"add {what} to the top of your Life cards{face}"
    if a.get("to") == "trash":  # OP03-083: "Look at 5 cards from the top of your deck and trash up to 2 cards."
        head, body = head.replace("; ", " and "), f"trash {what}"
    order = " in any order" if n > 1 else ""
    rest = {
        "bottom": f"place the rest at the bottom of your deck{order}",
        "top_or_bottom": "place the rest at the top or bottom of "
        + ("the deck in any order" if n > 1 else "your deck"),
        "trash": "trash the rest",
    }[a.get("rest_to")]
    return f"{head}{body}. Then, {rest}."


_action(
    "search",
    "11-3",
    "look at N cards from the top of your deck (or `reveal` them), reveal and add what `take` selects "
    "(or play it: `to: play`; or trash it: `to: trash`), place the rest at the bottom in any order (or at the top or bottom, or in the trash)",
    whole(1),
    _search_words,
    Meaning(lambda a: 1, "hand_target"),
    fields={
        "take": TARGET,
        "rest_to": Field(choice("bottom", "trash", "top_or_bottom"), default="bottom"),
        "to": Field(choice("hand", "play", "life", "trash"),
                    doc="where the taken cards go (`hand` when absent; `life`: the top of your Life cards; `trash`: "
                        "your trash, 3-5)"),
        "face_up": Field(boolean, doc="`to: life`: placed face-up (3-10-2-1)"),
        "rested": Field(boolean, doc="`to: play`: played rested"),
        "reveal": Field(boolean, doc='"Reveal N cards from the top of your deck and ...": both players see them'),
    },
    start=_search,
    sample={"search": 5, "take": {"zone": "deck", "up_to": True, "types": ["Supernovas"]}},
)


def order_rest(g: Game, player: int, rest: list[int], where: str) -> None:
    """The looked-at cards not taken go to the bottom of the deck in the order the player chooses, or
    to the trash: on top of it, the first looked at on top, and no order is asked (3-5-2: its owner
    may reorder their trash freely, and no card reads its order)."""
    if where == "trash":
        for uid in reversed(rest):
            ops.move(g, uid, "trash")
        g.emit(Look("look", player, ()))
        return
    g.emit(Look("look", player, tuple(rest)))
    if not rest:
        return
    choose_cards(
        g,
        Pick(
            player=player,
            purpose="order_bottom",
            items=tuple(rest),
            picked=(),
            low=len(rest),
            high=len(rest),
            ordered=True,
            numbers=tuple(g.s.cards[u] for u in rest),
            then=Frame("place_looked", (player,)),
            text="Choose the order to place the other cards at the bottom of your deck (first = highest).",
            shown=tuple(rest),
        ),
    )


def _arrange(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    looked = tuple(players(g)[player].deck[: a.value])
    if not looked:
        return
    arrange(g, player, looked, ctx.src, a.get("to") == "top")


def arrange(g: Game, player: int, looked: tuple[int, ...], src: int | None = None, top_only: bool = False) -> None:
    """11-3: the player looks at `looked` and places them at the top (in the order chosen) or the
    bottom of the deck; `top_only`: all of them at the top."""
    g.emit(Look("look", player, looked))
    choose_cards(
        g,
        Pick(
            player=player,
            purpose="order_top",
            items=looked,
            picked=(),
            low=len(looked) if top_only else 0,
            high=len(looked),
            ordered=True,
            numbers=tuple(g.s.cards[u] for u in looked),
            then=Frame("arrange_top_chosen", (player, looked)),
            text="Choose the cards to return to the top of your deck, in order (first = top); "
            "the rest go to the bottom.",
            shown=looked,
            source=src,
        ),
    )


def _arrange_words(a: Action, w: Wording) -> str:
    look = f"Look at {plural(a.value, 'card')} from the top of your deck and "
    where = "the top" if a.get("to") == "top" else "the top or bottom"
    place = a.get("place")
    if place is None and a.get("to") != "top":
        return look + f"return them to {where} of the deck in any order."
    deck = "the deck" if place == "the_deck" else "your deck"
    return look + f"place them at {where} of {deck} in any order."


_action(
    "arrange_top",
    "11-3",
    "look at N cards from the top of your deck; return them to the top or bottom in any order "
    "(`to: top`: all to the top)",
    whole(1),
    _arrange_words,
    Meaning(lambda a: 1, "order_top"),
    fields={
        "to": Field(choice("top", "top_or_bottom"), doc="`top`: all of them go back to the top"),
        "place": Field(
            choice("the_deck", "your_deck"), doc='words it "place them at ... of the deck / of your deck"'
        ),
    },
    start=_arrange,
    sample={"arrange_top": 5},
)


def _reveal_top(g: Game, ctx: Ctx, a: Action) -> None:
    if a.get("up_to"):
        # "Reveal up to 1 card": revealing is the player's choice (8-4-4-1), asked as an optional step;
        # until it is done the effect has revealed nothing (no earlier "that card" counts).
        ops.remember(g, ctx.src, ())
        owner = ctx.player if a.get("owner") == "you" else 1 - ctx.player
        if not (players(g)[owner].life if a.get("from") == "life" else players(g)[owner].deck):
            return
        once = a._replace(params=Frozen({k: v for k, v in a.params.items() if k != "up_to"}))
        g.ask(ctx.player, "yes-no", [Command(ctx.player, "yes"), Command(ctx.player, "no")],
              Frame("may_answer", (ctx, Action("may", (once,), Frozen()))),
              f"{g.card(ctx.src).name}: {_reveal_words(a, R.words)[:-1]}?",  # type: ignore[arg-type]
              purpose="optional_step", outcomes=(Outcome("may", ctx.src), Outcome("none", ctx.src)))
        return
    if not a.get("choose_cost"):
        reveal_top(g, ctx, a, None)
        return
    # "Choose a cost": any cost a card can have; the most common costs of the revealed deck's
    # open decklist first (what the computer players take).
    owner = ctx.player if a.get("owner") == "you" else 1 - ctx.player
    counts: dict[int, int] = {}
    for uid in range(len(g.s.cards)):
        cost = g.card(uid).cost
        if g.s.owner[uid] == owner and g.card(uid).category != "leader" and isinstance(cost, int):
            counts[cost] = counts.get(cost, 0) + 1
    costs = sorted(range(0, 11), key=lambda c: (-counts.get(c, 0), c))
    options = [Command(ctx.player, "choose", (f"cost:{c}",)) for c in costs]
    g.ask(
        ctx.player,
        "choose",
        options,
        Frame("cost_named", (ctx, a)),
        g.rules.prompt_text(g, ctx, a),
        purpose="choose_cost",
        outcomes=tuple(Outcome("choose_cost") for _ in options),
    )


def reveal_top(g: Game, ctx: Ctx, a: Action, number: int | None) -> None:
    """Reveal the top N cards of a deck (11-2): they stay where they are (set as unrevealed after
    the effect, 11-2-2); the effect calls them "that card" (`revealed`, zone `that_card`)."""
    owner = ctx.player if a.get("owner") == "you" else 1 - ctx.player
    ps = players(g)[owner]
    if a.get("from") == "hand":
        # OP01-063, OP01-105: "Choose 2 cards from your opponent's hand; your opponent reveals those cards": chosen
        # unseen (3-4-3, 8-4-4-2), revealed by their owner to both players (11-2), and left in the hand
        shown = blind_pick(g, owner, a.value)
        for uid in shown:
            g.emit(Reveal("reveal", owner, uid))
        ops.remember(g, ctx.src, shown, number)
        return
    shown = tuple((ps.life if a.get("from") == "life" else ps.deck)[: a.value])
    for uid in shown:
        g.emit(Reveal("reveal", ctx.player, uid))
    if a.get("place") and shown:
        # OP08-049: "... and place it at the top or bottom of your deck": each moves once (3-1-6), and stays "the
        # revealed card" of the effect's later conditions where it goes (8-4-3)
        ops.remember(g, ctx.src, shown, number, moved=True)
        arrange(g, owner, shown, ctx.src)
        return
    ops.remember(g, ctx.src, shown, number)


def _reveal_from(c: Checker, value: Any, parent: Any, key: Any) -> str:
    """`deck` | `life` | `hand` (`hand`: with `owner: opponent`)"""
    where = choice("deck", "life", "hand")(c, value, parent, key)
    if where == "hand" and (parent.get("owner") != "opponent" or any(k in parent for k in ("choose_cost", "up_to",
                                                                                          "place"))):
        raise c.fail(parent, key, "'from: hand' reveals cards of your opponent's hand: 'owner: opponent', alone")
    return where


def _reveal_words(a: Action, w: Wording) -> str:
    if a.get("from") == "hand":  # OP01-105
        return (f"Choose {plural(a.value, 'card')} from your opponent's hand; your opponent reveals "
                f"{'that card' if a.value == 1 else 'those cards'}.")
    whose = "your opponent's " if a.get("owner") == "opponent" else "your "
    whose += "Life cards" if a.get("from") == "life" else "deck"
    head = "Choose a cost and reveal" if a.get("choose_cost") else "Reveal"
    place = " and place it at the top or bottom of your deck" if a.get("place") else ""
    return f"{head} {'up to ' if a.get('up_to') else ''}{plural(a.value, 'card')} from the top of {whose}{place}."


_action(
    "reveal_top",
    "11-2",
    "reveal the top N cards of your (or your opponent's) deck (or Life cards; or N cards of your opponent's hand, "
    "chosen unseen); they stay there, and the effect's later "
    'actions and conditions call them "that card" (`revealed`, zone `that_card`); `choose_cost`: first '
    "choose a cost (`revealed_has_chosen_cost`)",
    whole(1),
    _reveal_words,
    Meaning(lambda a: 0, "choose_cost"),
    fields={
        "owner": Field(choice("you", "opponent"), default="you"),
        "choose_cost": Field(boolean, doc='"Choose a cost and reveal ...": a cost is chosen first'),
        "from": Field(_reveal_from, doc="`life`: from the top of the Life cards (3-10-2); `hand`: N cards of your "
                                        "opponent's hand you choose without seeing them (at random: 3-4-3, 8-4-4-2), "
                                        "which they reveal"),
        "up_to": Field(boolean, doc='"Reveal up to 1 card": the player may reveal none (asked yes/no)'),
        "place": Field(choice("top_or_bottom"), doc='"... and place it at the top or bottom of your deck": your deck\'s'
                                                     " revealed card, placed where you choose (still \"the revealed card\")"),
    },
    start=_reveal_top,
    joins=" ",  # "Reveal 1 card from the top of your deck. If that card ..."
    sample={"reveal_top": 1},
)


def _look_top(g: Game, ctx: Ctx, a: Action) -> None:
    # 11-3-1, 11-3-3: only this player sees them; with nothing more to do, they stay as they were.
    owner = ctx.player if a.get("owner") == "you" else 1 - ctx.player
    looked = tuple(players(g)[owner].deck[: a.value])
    if looked:
        g.emit(Look("look", ctx.player, looked))
        g.emit(Look("look", ctx.player, ()))


_action(
    "look_top",
    "11-3",
    "look at the top N cards of your (or your opponent's) deck; they stay as they were",
    whole(1),
    lambda a, w: f"Look at {plural(a.value, 'card')} from the top of "
    f"{'your opponent' + chr(39) + 's' if a.get('owner') == 'opponent' else 'your'} deck.",
    Meaning(lambda a: 0, "none"),
    fields={"owner": Field(choice("you", "opponent"), default="you")},
    start=_look_top,
    sample={"look_top": 1, "owner": "opponent"},
)


# --- rules (issue 22): "Under the rules of this game, ..." (1-3-1: card text over the rules)
GAME_RULES = "rule:game"  # the layer a Leader's rule changes are read from during the game
# The deck construction rules a card changes (5-1-2-4; valid during deck construction, 5-1-2-4-2), the
# DON!! deck's size (5-1-2) and the defeat by an empty deck (1-2-1-1-2, 9-2-1-2): each key, its words.
_RULE_WORDS = {
    "copies": lambda v: "you may have any number of this card in your deck",
    "only_type": lambda v: f"you can only include {{{v}}} type cards in your deck",
    "no_event_cost_min": lambda v: f"you cannot include Events with a cost of {v} or more in your deck",
    "no_cost_min": lambda v: f"you cannot include cards with a cost of {v} or more in your deck",  # OP12-001
    "don_deck": lambda v: f"your DON!! deck consists of {v} cards",
    "deck_out": lambda v: {
        "end_of_turn": "you do not lose when your deck has 0 cards. You lose at the end of the turn in which "
                       "your deck becomes 0 cards",
        "win": "when your deck is reduced to 0, you win the game instead of losing",
    }[v],
}


def card_rules(card: Any) -> dict[str, Any]:
    """The rule changes a card's text declares (its `game_rules`), merged: read at deck construction and setup."""
    rules: dict[str, Any] = {}
    for eff in card.permanents:
        for a in eff.actions:
            if a.name == "game_rules":
                rules.update(a.value)
    return rules


def deck_out_rules(g: Game) -> dict[int, str]:
    """player -> how a Leader in force changes that player's defeat by an empty deck (`end_of_turn`, `win`)."""
    found = {p: a.value.get("deck_out") for p, _, a in continuous.in_force(g, GAME_RULES)}
    return {p: rule for p, rule in found.items() if rule}


def _game_rules_value(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a mapping of rule changes: `copies: any` (any number of this card in a deck, 5-1-2-3), `only_type: TYPE`
    (a deck of that type only), `no_event_cost_min: N` (no Event of cost N or more), `no_cost_min: N` (no card of
    cost N or more), `don_deck: N` (a DON!! deck
    of N cards), `deck_out: end_of_turn | win` (1-2-1-1-2: lose at the end of that turn, or win instead)"""
    loaded = mapping(c, value, parent, key, {
        "copies": choice("any"), "only_type": text, "no_event_cost_min": whole(1), "no_cost_min": whole(1),
        "don_deck": whole(1),
        "deck_out": choice("end_of_turn", "win")})
    if not loaded:
        raise c.fail(parent, key, f"'{key}' must name at least one rule")
    return loaded


def _game_rules_words(a: Action, w: Wording) -> str:
    parts = [_RULE_WORDS[k](v) for k, v in a.value.items()]
    return f"Under the rules of this game, {' and '.join(parts)}."


_action(
    "game_rules",
    "1-3-1, 5-1-2-4, 1-2-1-1-2",
    "a permanent effect that changes the rules: the deck construction rules (checked wherever a deck is, "
    "5-1-2-4-2), the DON!! deck's size at setup (5-1-2), the defeat by an empty deck during the game",
    _game_rules_value,
    _game_rules_words,
    Meaning(lambda a: 0, "none"),
    start=lambda g, ctx, a: None,  # only as a permanent effect: it changes the rules themselves
    layer=GAME_RULES,
    contributes=lambda g, p, s, a: a.value,
    sample={"game_rules": {"copies": "any"}},
)


# --- issue 23 (OP09-022 Lim): "Your Character cards are played rested." A permanent effect that changes how
# every play of its controller's Character cards is carried out (3-7-5: placed active "unless otherwise specified").
PLAYED_RESTED = "rule:played_rested"


def played_rested(g: Game, player: int) -> bool:
    """Are `player`'s Character cards played rested now (by a permanent effect of theirs in force)?"""
    return any(p == player for p, _src, _a in continuous.in_force(g, PLAYED_RESTED))


_action(
    "played_rested",
    "3-7-5, 8-1-3-3",
    "a permanent effect: your Character cards are played rested, however they are played (from the hand by the "
    "rules, or by an effect)",
    choice("character"),
    lambda a, w: "Your Character cards are played rested.",
    Meaning(lambda a: 0, "none"),
    start=lambda g, ctx, a: None,  # only as a permanent effect: it changes how a rule is carried out
    layer=PLAYED_RESTED,
    contributes=lambda g, p, s, a: a.value,
    sample={"played_rested": "character"},
)


# --- issue 23: "you win the game" (OP09-118): an effect ends the game while it resolves (1-2-5)
def _win_game(g: Game, ctx: Ctx, a: Action) -> None:
    # 1-2-5: the player wins during the processing of the effect, and the game ends; 1-2-1: their opponent loses.
    g.lose([1 - ctx.player], "won by an effect")


_action(
    "win_game",
    "1-2-5, 1-2-1",
    "the effect's player wins the game at once, as it resolves (their opponent loses; the game ends)",
    boolean,
    lambda a, w: "You win the game.",
    Meaning(lambda a: 1, "none"),
    start=_win_game,
    sample={"win_game": True},
)
