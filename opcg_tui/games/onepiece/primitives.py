"""The ONE PIECE effect format: every primitive, each one declaration (engine/registry.py).

Each declaration holds its schema, its behaviour, its wording, what it means to the computer
players and its Comprehensive Rules clause. docs/card-format.md's reference tables are
generated from this file (`python -m opcg_tui.games.onepiece.docs`); a test fails when they
disagree. Adding a primitive is adding a declaration here (and a scenario that uses it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...engine import continuous
from ...engine.continuous import Ban, Cause
from ...engine.interpreter import (
    amount,
    candidates,
    choose_cards,
    conditions_met,
    passes,
    resolve_effect,
    then_actions,
)
from ...engine.records import Command, Ctx, Frame, Look, Outcome, Pick, Reveal
from ...engine.registry import (
    SELF,
    Action,
    ActionDecl,
    Checker,
    ConditionDecl,
    CostDecl,
    Count,
    CountDecl,
    DurationDecl,
    Field,
    FilterDecl,
    KeywordDecl,
    Meaning,
    ProhibitionDecl,
    PurposeDecl,
    Registry,
    Selector,
    TimingDecl,
    Wording,
    ZoneDecl,
    boolean,
    choice,
    declared,
    mapping,
    quantity,
    text,
    text_list,
    whole,
)
from . import ops
from .state import DonMoved

if TYPE_CHECKING:
    from ...engine.game import Game

REGISTRY = Registry("opcg")
R = REGISTRY
COLORS = ("red", "green", "blue", "purple", "black", "yellow")
CATEGORIES = ("leader", "character", "event", "stage")


def _players(g: Game) -> Any:
    return ops.state(g).players


def _label(g: Game, ctx: Ctx) -> str:
    card = g.card(ctx.src)
    return f"{card.name} ({card.number})"


def _until(g: Game, a: Action, player: int) -> Any:
    return R.durations[a.get("duration", "turn")].until(g, player)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _cap(words: str) -> str:
    return words[:1].upper() + words[1:]


def _sign(value: Any) -> str:
    return "+" if not isinstance(value, int) or value >= 0 else "−"


def _by_sign(a: Action) -> int:
    return -1 if isinstance(a.value, int) and a.value < 0 else 1


# ================================================================================ selector zones
def _zone(name: str, clause: str, doc: str, pool: Any, **kw: Any) -> None:
    R.declare(ZoneDecl(name=name, clause=clause, doc=doc, pool=pool, **kw))


_zone("leader", "3-6", "your Leader (or your opponent's)", lambda g, p: [_players(g)[p].leader],
      category=("leader",), on_field=True, noun=("Leader", "Leader"), single=True)  # "up to 1 of your Leader"
_zone("character", "3-7", "Characters in the Character area", lambda g, p: list(_players(g)[p].chars),
      category=("character",), on_field=True, noun=("Character", "Characters"))
_zone("leader_or_character", "3-6, 3-7", "the Leader and the Characters",
      lambda g, p: [_players(g)[p].leader, *_players(g)[p].chars], category=("leader", "character"), on_field=True,
      noun=("Leader or Character card", "Leader or Character cards"))
_zone("stage", "3-8", "the Stage", lambda g, p: [] if _players(g)[p].stage is None else [_players(g)[p].stage],
      category=("stage",), on_field=True, noun=("Stage", "Stages"), single=True)
_zone("hand", "3-4", "cards in hand", lambda g, p: list(_players(g)[p].hand), where="from your hand",
      interchangeable=True)
_zone("trash", "3-5", "cards in the trash", lambda g, p: list(_players(g)[p].trash), where="from your trash",
      interchangeable=True)
_zone("deck", "3-2, 11-3", "cards in the deck (choosing looks at it)", lambda g, p: list(_players(g)[p].deck),
      where="from your deck", interchangeable=True, looked_at=True)
_zone("life", "3-10-2", "the top card of the Life area (face down: chosen by place)",
      lambda g, p: _players(g)[p].life[:1], where="from the top of your Life cards",
      place=lambda g, uid: ("life", g.s.owner[uid], "top"), card=lambda g, ref: _players(g)[ref[1]].life[0])


# ================================================================================ counts
def _count(name: str, clause: str, words: str, each: str, fn: Any) -> None:
    R.declare(CountDecl(name=name, clause=clause, doc=f"{words[0].upper()}{words[1:]}", count=fn, words=words,
                        each=each))


_count("your_life", "3-10", "the number of your Life cards", "of your Life cards",
       lambda g, p, src: len(_players(g)[p].life))
_count("opponent_life", "3-10", "the number of your opponent's Life cards", "of your opponent's Life cards",
       lambda g, p, src: len(_players(g)[1 - p].life))
_count("your_characters", "3-7", "the number of your Characters", "of your Characters",
       lambda g, p, src: len(_players(g)[p].chars))
_count("opponent_characters", "3-7", "the number of your opponent's Characters", "of your opponent's Characters",
       lambda g, p, src: len(_players(g)[1 - p].chars))
_count("your_hand", "3-4", "the number of cards in your hand", "card in your hand",
       lambda g, p, src: len(_players(g)[p].hand))
_count("your_trash", "3-5", "the number of cards in your trash", "card in your trash",
       lambda g, p, src: len(_players(g)[p].trash))
_count("your_don", "3-9", "the number of DON!! cards on your field", "DON!! card on your field",
       lambda g, p, src: ops.don_on_field(g, p))
_count("don_given", "6-5-5", "the number of DON!! cards given to this card", "DON!! card given to this card",
       lambda g, p, src: ops.given(g, src))


# ================================================================================ filters
def _filter(name: str, clause: str, doc: str, value: Any, test: Any, words: Any, part: str = "after",
            example: Any = None, off_field_only: bool = False) -> None:
    R.declare(FilterDecl(name=name, clause=clause, doc=doc, value=value, test=test, words=words, part=part,
                         example=example, off_field_only=off_field_only))


def _num(g: Game, player: int, src: int, bound: Any) -> int:
    return amount(g, player, src, bound)


def _has_cost(g: Game, uid: int) -> bool:
    return g.card(uid).cost is not None


def _has_power(g: Game, uid: int) -> bool:
    return g.card(uid).power is not None


def _bound(value: Any, w: Wording, fixed: str, counted: str) -> str:
    """"with a cost of 3 or less", or "with a cost equal to or less than the number of ..."."""
    return (counted if isinstance(value, Count) else fixed).format(w.amount(value))


_filter("cost_max", "2-7", "cost at most N (as it is now)", quantity(0),
        lambda g, p, s, u, v: _has_cost(g, u) and ops.cost(g, u) <= _num(g, p, s, v),
        lambda v, w: _bound(v, w, "with a cost of {} or less", "with a cost equal to or less than {}"), example=3)
_filter("cost_min", "2-7", "cost at least N", quantity(0),
        lambda g, p, s, u, v: _has_cost(g, u) and ops.cost(g, u) >= _num(g, p, s, v),
        lambda v, w: _bound(v, w, "with a cost of {} or more", "with a cost equal to or more than {}"), example=4)
_filter("base_cost_max", "4-9", "base cost (as printed, or as an effect set it) at most N", quantity(0),
        lambda g, p, s, u, v: _has_cost(g, u) and ops.base_cost(g, u) <= _num(g, p, s, v),
        lambda v, w: _bound(v, w, "with a base cost of {} or less", "with a base cost equal to or less than {}"),
        example=5)
_filter("base_cost_min", "4-9", "base cost at least N", quantity(0),
        lambda g, p, s, u, v: _has_cost(g, u) and ops.base_cost(g, u) >= _num(g, p, s, v),
        lambda v, w: _bound(v, w, "with a base cost of {} or more", "with a base cost equal to or more than {}"),
        example=5)
_filter("power_max", "2-6", "power at most N (as it is now)", quantity(None),
        lambda g, p, s, u, v: _has_power(g, u) and ops.power(g, u) <= _num(g, p, s, v),
        lambda v, w: _bound(v, w, "with {} power or less", "with power equal to or less than {}"), example=4000)
_filter("power_min", "2-6", "power at least N", quantity(None),
        lambda g, p, s, u, v: _has_power(g, u) and ops.power(g, u) >= _num(g, p, s, v),
        lambda v, w: _bound(v, w, "with {} power or more", "with power equal to or more than {}"), example=5000)
_filter("base_power_max", "4-9", "base power at most N", quantity(None),
        lambda g, p, s, u, v: _has_power(g, u) and ops.base_power(g, u) <= _num(g, p, s, v),
        lambda v, w: _bound(v, w, "with a base power of {} or less", "with a base power equal to or less than {}"),
        example=6000)
_filter("base_power_min", "4-9", "base power at least N", quantity(None),
        lambda g, p, s, u, v: _has_power(g, u) and ops.base_power(g, u) >= _num(g, p, s, v),
        lambda v, w: _bound(v, w, "with a base power of {} or more", "with a base power equal to or more than {}"),
        example=6000)
_filter("keyword", "10-1", "has this keyword (printed or gained)", declared("keyword"),
        lambda g, p, s, u, v: ops.has_keyword(g, u, v),
        lambda v, w: R.keywords[v].label, part="before", example="blocker")
_filter("types", "2-5", "has one of these types", text_list,
        lambda g, p, s, u, v: any(t in g.card(u).types for t in v),
        lambda v, w: " or ".join("{" + t + "}" for t in v) + " type", part="before", example=["Navy"])
_filter("type_includes", "2-5", "has a type whose name includes this text", text,
        lambda g, p, s, u, v: any(v in t for t in g.card(u).types),
        lambda v, w: f'with a type including "{v}"', example="Whitebeard Pirates")
_filter("color", "2-3", "is this color", choice(*COLORS),
        lambda g, p, s, u, v: v in g.card(u).colors,
        lambda v, w: v, part="before", example="red")
_filter("attribute", "2-4", "has this attribute", text,
        lambda g, p, s, u, v: v in g.card(u).attributes,
        lambda v, w: f"<{v}> attribute", part="before", example="Slash")
_filter("rested", "4-4", "rested (true) or active (false)", boolean,
        lambda g, p, s, u, v: (u in g.s.rested) == v,
        lambda v, w: "rested" if v else "active", part="before", example=True)
_filter("don_given", "6-5-5", "has at least N DON!! cards given", whole(1),
        lambda g, p, s, u, v: ops.given(g, u) >= v,
        lambda v, w: "with DON!! cards given" if v == 1 else f"with {v} or more DON!! cards given", example=1)
_filter("category", "2-2", "a card of this category (off the field)", choice(*CATEGORIES),
        lambda g, p, s, u, v: g.card(u).category == v,
        lambda v, w: f"{v.capitalize()} card", part="noun", example="character", off_field_only=True)
_filter("name", "2-1", "has this name", text,
        lambda g, p, s, u, v: g.card(u).name == v,
        lambda v, w: f"[{v}]", part="noun", example="Pacifista")
_filter("other_than_self", "8-4-3", "not the card the effect belongs to", boolean,
        lambda g, p, s, u, v: not v or u != s,
        lambda v, w: "other than this card" if v else "", example=True)
_filter("name_not", "2-1", "does not have this name", text,
        lambda g, p, s, u, v: g.card(u).name != v,
        lambda v, w: f"other than [{v}]", example="Gecko Moria")


def _filter_set(c: Checker, value: Any, parent: Any, key: Any) -> tuple[tuple[str, Any], ...]:
    """a mapping of filters"""
    return c.registry.filter_set(c, value, parent, key)


def _filter_sets(c: Checker, value: Any, parent: Any, key: Any) -> tuple[tuple[tuple[str, Any], ...], ...]:
    """a list of mappings of filters"""
    if not isinstance(value, list) or len(value) < 2:
        raise c.fail(parent, key, f"'{key}' must be a list of two or more mappings of filters")
    return tuple(c.registry.filter_set(c, v, value, i) for i, v in enumerate(value))


def _words_of(filters: tuple[tuple[str, Any], ...], w: Wording) -> str:
    """A set of filters after the noun: "with a cost of 2 or less", "green ones with 7000 power or more"."""
    before = [R.filters[k].words(v, w) for k, v in filters if R.filters[k].part == "before"]
    after = [R.filters[k].words(v, w) for k, v in filters if R.filters[k].part != "before"]
    return " ".join([f"{' '.join(before)} ones"] * bool(before) + after)


_filter("any_of", "—", "passes at least one of these sets of filters", _filter_sets,
        lambda g, p, s, u, v: any(passes(g, p, s, f, u) for f in v),
        lambda v, w: " or ".join(_words_of(f, w) for f in v), example=((("cost_max", 2),), (("name_not", "Nami"), ("power_min", 5000))))
_filter("not", "—", "does not pass this set of filters", _filter_set,
        lambda g, p, s, u, v: not passes(g, p, s, v, u),
        lambda v, w: f"other than {_words_of(v, w)}", example=(("types", ("Navy",)),))


# ================================================================================ keywords (10-1)
def _keyword(name: str, clause: str, label: str, short: tuple[str, str], reminder: str, worth: float = 0.0) -> None:
    R.declare(KeywordDecl(name=name, clause=clause, doc=reminder, label=label, reminder=reminder, short=short,
                          worth=worth))


_keyword("rush", "10-1-1", "[Rush]", ("Rush", "Rsh"), "This card can attack on the turn in which it is played.")
_keyword("rush_character", "10-1-6", "[Rush: Character]", ("Rush:C", "RshC"),
         "This card can attack your opponent's Characters on the turn in which it is played.")
_keyword("double_attack", "10-1-2", "[Double Attack]", ("Double", "DA"), "This card deals 2 damage.", worth=0.6)
_keyword("banish", "10-1-3", "[Banish]", ("Banish", "Ban"),
         "When this card deals damage, the target card is trashed without activating its Trigger.", worth=0.3)
_keyword("blocker", "10-1-4", "[Blocker]", ("Blocker", "Blk"),
         "After your opponent declares an attack, you may rest this card to make it the new target of the attack.",
         worth=0.45)
_keyword("unblockable", "10-1-7", "[Unblockable]", ("Unblock", "Unb"),
         "Your opponent cannot activate [Blocker] when this card attacks.")


# ================================================================================ timings
def _timing(name: str, clause: str, label: str, category: str, doc: str, **kw: Any) -> None:
    R.declare(TimingDecl(name=name, clause=clause, label=label, category=category, doc=doc, **kw))


_timing("on_play", "10-2-6", "[On Play]", "auto", "when the card is played")
_timing("when_attacking", "10-2-5", "[When Attacking]", "auto", "when the card attacks")
_timing("on_block", "10-2-15", "[On Block]", "auto", "when the card blocks")
_timing("on_ko", "10-2-17", "[On K.O.]", "auto",
        "when the card is K.O.'d: checked on the field, resolved from the trash", conditions_when_met=True)
_timing("on_opponent_attack", "10-2-16", "[On Your Opponent's Attack]", "auto",
        "when the opponent attacks, after [When Attacking]")
_timing("end_of_your_turn", "10-2-7", "[End of Your Turn]", "auto", "in your End Phase", lasting=True)
_timing("end_of_opponent_turn", "10-2-8", "[End of Your Opponent's Turn]", "auto", "in your opponent's End Phase")
_timing("start_of_your_turn", "6-2-2", "At the start of your turn,", "auto", "in your Refresh Phase")
_timing("end_of_battle", "7-1-5-2", "At the end of a battle in which this card battles,", "auto",
        "at the end of a battle this card took part in")
_timing("activate_main", "10-2-2", "[Activate: Main]", "activate",
        "Activated during your Main Phase, except in battle.", term="[Activate: Main]", lasting=True)
_timing("main", "10-2-3", "[Main]", "main", "Used from your hand during your Main Phase, except in battle.",
        term="[Main]")
_timing("counter", "10-2-4", "[Counter]", "counter", "Used from your hand during your opponent's Counter Step.",
        term="[Counter]")
_timing("permanent", "8-1-3-3", "", "permanent", "applies while its conditions hold", lasting=True)
_timing("start_of_game", "5-2-1-5-1", "At the start of the game,", "start", "a Leader's effect before the hands")
_timing("trigger", "10-1-5", "[Trigger]", "trigger",
        "When this card is taken from your Life as damage, you may reveal it and activate this effect instead of "
        "adding it to your hand.", term="[Trigger]")
_timing("would_be_ko", "8-1-3-4", "If {subject} would be K.O.'d{by},", "replacement",
        "replaces a K.O. of the `subject` (this card by default): \"you may ... instead\"", replaces="ko")
_timing("would_leave_field", "8-1-3-4", "If {subject} would be removed from the field{by},", "replacement",
        "replaces the `subject` leaving the field (K.O., return, bottom of deck, trash; only for `by` if set)",
        replaces="leave_field")


# ================================================================================ durations
def _duration(name: str, clause: str, words: str, key: str, until: Any) -> None:
    R.declare(DurationDecl(name=name, clause=clause, doc=f"lasts{words}", words=words, key=key, until=until))


def _opponent_next_turn(g: Game, player: int) -> tuple[str, int]:
    """The end of the opponent's next turn: the next turn when it is yours, the one after when theirs."""
    return ("turn_end", g.s.turn + (1 if g.s.turn_player == player else 2))


_duration("battle", "7-1-5-3", " during this battle", "battle", lambda g, player: "battle")
_duration("turn", "6-6-1-2", " during this turn", "turn", lambda g, player: "turn")
_duration("until_your_next_turn", "6-2-1", " until the start of your next turn", "next_turn",
          lambda g, player: ("next_turn", player))
_duration("until_end_of_opponent_turn", "6-6-1-2", " until the end of your opponent's next turn", "turn_end",
          _opponent_next_turn)


# ================================================================================ prohibitions
def _prohibition(name: str, clause: str, words: str, for_owner: int, doc: str) -> None:
    R.declare(ProhibitionDecl(name=name, clause=clause, words=words, doc=doc, for_owner=for_owner))


_prohibition("ko", "10-2-1-3", "cannot be K.O.'d", +1, "the card cannot be K.O.'d (by the cause `by` names)")
_prohibition("attack", "7-1-1", "cannot attack", -1, "the card cannot attack")
_prohibition("be_rested", "4-4", "cannot be rested", +1, "effects cannot rest the card")
_prohibition("activate_blocker", "10-1-4", "cannot activate [Blocker]", -1, "the card's [Blocker] cannot be used")
_prohibition("leave_field", "3-1-6", "cannot be removed from the field", +1,
             "effects cannot move the card off the field")
_prohibition("play_character", "6-5-3-1", "cannot play Character cards", -1,
             "a player cannot play Character cards (`player: you|opponent`)")


# ================================================================================ conditions (8-3-2)
def _condition(name: str, clause: str, doc: str, value: Any, test: Any, words: Any, label: str = "",
               example: Any = None, term: str = "", says_timing: str = "") -> None:
    R.declare(ConditionDecl(name=name, clause=clause, doc=doc, value=value, test=test, words=words, label=label,
                            example=example, term=term, says_timing=says_timing))


def _have_value(c: Checker, value: Any, parent: Any, key: Any) -> tuple[Selector, int, int | None]:
    """a selector with `min` (default 1) and/or `max`"""
    if not isinstance(value, dict):
        raise c.fail(parent, key, f"'{key}' must be a mapping: a selector with min and/or max")
    raw = {k: v for k, v in value.items() if k not in ("min", "max")}
    low = whole(0)(c, value["min"], value, "min") if "min" in value else 1
    high = whole(0)(c, value["max"], value, "max") if "max" in value else None
    sel = c.registry.selector(c, {"owner": "you", **raw}, parent, key)
    assert isinstance(sel, Selector)
    return sel, low, high


def _have(g: Game, player: int, src: int, value: tuple[Selector, int, int | None]) -> bool:
    sel, low, high = value
    n = len(candidates(g, Ctx(player, src, g.s.epoch[src]), sel))
    return n >= low and (high is None or n <= high)


def _have_words(value: tuple[Selector, int, int | None]) -> str:
    sel, low, high = value
    w = R.words
    assert w is not None
    things = w.selector(sel._replace(how_many=2, up_to=False), bare=True)
    if high is not None and low == 0:
        return f"you have {high} or less {things}"
    return f"you have {low} or more {things}"


_condition("don", "10-2-9", "Valid while this card has at least that many DON!! cards given to it.", whole(1),
           lambda g, p, src, v: ops.given(g, src) >= v, lambda v: f"[DON!! x{v}]", label="before", example=1,
           term="[DON!! xN]")
_condition("turn", "10-2-11, 10-2-12", "[Your Turn] / [Opponent's Turn]", choice("yours", "opponents"),
           lambda g, p, src, v: (g.s.turn_player == p) == (v == "yours"),
           lambda v: "[Your Turn]" if v == "yours" else "[Opponent's Turn]", label="after", example="yours")
_condition("self_rested", "4-4", "this card is rested (true) or active (false)", boolean,
           lambda g, p, src, v: (src in g.s.rested) == v,
           lambda v: "this Character is rested" if v else "this Character is active", example=True)
_condition("your_characters_min", "3-7", "you have at least N Characters", whole(0),
           lambda g, p, src, v: len(_players(g)[p].chars) >= v, lambda v: f"you have {v} or more Characters",
           example=2)
_condition("your_hand_max", "3-4", "you have at most N cards in hand", whole(0),
           lambda g, p, src, v: len(_players(g)[p].hand) <= v,
           lambda v: f"you have {v} or less cards in your hand", example=3)
_condition("leader_type", "2-5", "your Leader has this type", text,
           lambda g, p, src, v: v in g.card(_players(g)[p].leader).types,
           lambda v: f"your Leader has the {{{v}}} type", example="Navy")
_condition("opponent_life_max", "3-10", "your opponent has at most N Life cards", whole(0),
           lambda g, p, src, v: len(_players(g)[1 - p].life) <= v,
           lambda v: f"your opponent has {v} or less Life cards", example=2)
_condition("your_life_max", "3-10", "you have at most N Life cards", whole(0),
           lambda g, p, src, v: len(_players(g)[p].life) <= v,
           lambda v: f"you have {v} or less Life cards", example=2)
_condition("don_min", "3-9", "you have at least N DON!! cards on your field", whole(1),
           lambda g, p, src, v: ops.don_on_field(g, p) >= v,
           lambda v: f"you have {v} or more DON!! cards on your field", example=8)
_condition("have", "8-3-2", "you have at least `min` (default 1) and at most `max` cards the selector finds",
           _have_value, _have, _have_words,
           example=(Selector("you", "character", 2, False, False, (("types", ("Navy",)),)), 2, None))


def _battled(g: Game, player: int, src: int, value: str) -> bool:
    b = g.s.battle
    if b is None or src not in (b.attacker, b.target):
        return False
    other = b.target if src == b.attacker else b.attacker
    category = "character" if value == "opponent_character" else "leader"
    return g.s.owner[other] != player and g.card(other).category == category


_condition("battled", "7-1-5-2", "this card battles your opponent's Character (or Leader)",
           choice("opponent_character", "opponent_leader"), _battled,
           lambda v: "this Character battles " + ("your opponent's Character" if v == "opponent_character"
                                                  else "your opponent's Leader"), example="opponent_character",
           says_timing="end_of_battle")


# ================================================================================ costs (8-3-1)
def _cost(name: str, clause: str, doc: str, value: Any, can_pay: Any, pay: Any, words: Any, symbol: bool = False,
          example: Any = None, term: str = "", spends: bool = True) -> None:
    R.declare(CostDecl(name=name, clause=clause, doc=doc, value=value, can_pay=can_pay, pay=pay, words=words,
                       symbol=symbol, example=example, term=term, spends=spends))


CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨⑩"


def _rest_don(g: Game, ctx: Ctx, n: int) -> None:
    g.emit(DonMoved("don", ctx.player, "active", "rested", n))  # 8-3-1-5


def _don_minus(g: Game, ctx: Ctx, n: int) -> None:
    g.push(Frame("pay_don_minus", (ctx, n)))


def _trash_cost(g: Game, ctx: Ctx, n: int) -> None:
    trash_from_hand(g, ctx.player, n)


_cost("rest_don", "8-3-1-5", "①: rest N of your active DON!! cards", whole(1),
      lambda g, p, src, v, reserved: v + reserved.get("don", 0) <= _players(g)[p].don_active, _rest_don,
      lambda v: CIRCLED[v] if v < len(CIRCLED) else f"({v})", symbol=True, example=1)
# 8-3-1-6, 10-2-10: DON!! −X returns DON!! from the field, rested ones included, so the DON!!
# an Event's own cost rests stay available for it.
_cost("don_minus", "10-2-10", "Return that many DON!! cards from your field to your DON!! deck.", whole(1),
      lambda g, p, src, v, reserved: v <= ops.don_on_field(g, p), _don_minus, lambda v: f"DON!! −{v}",
      symbol=True, example=1, term="DON!! −X")
_cost("rest_self", "8-3-1", "rest this card", boolean,
      lambda g, p, src, v, reserved: src not in g.s.rested, lambda g, ctx, v: ops.rest(g, ctx.src),
      lambda v: "rest this card", example=True, spends=False)
_cost("trash_from_hand", "10-2-14", "trash N cards from your hand", whole(1),
      lambda g, p, src, v, reserved: v <= len(_players(g)[p].hand) - reserved.get("hand", 0), _trash_cost,
      lambda v: f"trash {_plural(v, 'card')} from your hand", example=1)


def trash_from_hand(g: Game, player: int, n: int) -> None:
    """10-2-14: choose n cards of your hand and trash them (identical cards are one choice)."""
    hand = _players(g)[player].hand
    n = min(n, len(hand))
    if not n:
        return
    items = sorted(hand, key=lambda u: (g.s.cards[u], u))
    choose_cards(g, Pick(player=player, purpose="trash_from_hand", items=tuple(items), picked=(), low=n, high=n,
                         ordered=False, numbers=tuple(g.s.cards[u] for u in items), then=Frame("trash_chosen"),
                         text=f"Choose {_plural(n, 'card')} to trash from your hand."))


# ================================================================================ actions
def _action(name: str, clause: str, doc: str, value: Any, words: Any, meaning: Meaning, **kw: Any) -> None:
    R.declare(ActionDecl(name=name, clause=clause, doc=doc, value=value, words=words, meaning=meaning, **kw))


def _selector(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """`self` or a selector"""
    return c.registry.selector(c, value, parent, key)


TARGET = Field(_selector, required=True)
DURATION = Field(declared("duration"))  # "turn" when absent; a permanent effect has none


def _subject(sel: Any, w: Wording) -> str:
    return "this card" if sel == SELF else w.selector(sel)


def _whose(sel: Any, w: Wording) -> str:
    """The possessive of the chosen cards: "this card's", "up to 1 of your Characters'"."""
    subject = _subject(sel, w)
    return subject + ("'" if subject.endswith("s") else "'s")


def _verb(sel: Any) -> str:
    """"up to 1 of your Characters gains", "2 of your Characters gain", "all of ... gain"."""
    if sel != SELF and (sel.all or sel.how_many > 1 or sel.up_to) and not (sel.up_to and sel.how_many == 1):
        return "gain"
    return "gains"


def _modify(kind: str) -> Any:
    def apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
        value = amount(g, ctx.player, ctx.src, a.value) if kind.startswith(("add:", "set:")) else a.value
        for uid in chosen:
            continuous.add(g, kind, uid, value, _until(g, a, ctx.player), ctx.player, _label(g, ctx))

    return apply


def _power_words(a: Action, w: Wording) -> str:
    """'Up to 1 of your Characters gains +2000 power during this turn.', 'Give ... −2000 power ...',
    '... gains +1000 power for each of your Characters.'"""
    target, when = a.get("target"), w.duration(a.get("duration"))
    subject = _subject(target, w)
    value = a.value
    if isinstance(value, Count):
        extra = f", {_sign(value.plus)}{abs(value.plus)} power" if value.plus else ""
        return _cap(f"{subject} {_verb(target)} {_sign(value.times)}{abs(value.times)} power for each "
                    f"{R.counts[value.name].each}{extra}{when}.")
    if value < 0:
        return f"Give {subject} −{-value} power{when}."
    return _cap(f"{subject} {_verb(target)} +{value} power{when}.")


_action("power", "8-1-4-2", "+N (or −N) power to the chosen cards for the duration", quantity(None), _power_words,
        Meaning(_by_sign, "power_target"), fields={"target": TARGET, "duration": DURATION}, targets="target",
        apply=_modify("add:power"), layer="add:power", contributes=lambda g, p, s, a: amount(g, p, s, a.value),
        sample={"power": 1000, "target": {"owner": "you", "zone": "leader_or_character", "up_to": True}})
_action("cost_change", "8-1-4-2", "+N (or −N) cost to the chosen cards for the duration", quantity(None),
        lambda a, w: _cap(f"give {_subject(a.get('target'), w)} {_sign(a.value)}{w.amount(a.value, absolute=True)}"
                          f" cost{w.duration(a.get('duration'))}."),
        Meaning(_by_sign, "cost_target"), fields={"target": TARGET, "duration": DURATION}, targets="target",
        apply=_modify("add:cost"), layer="add:cost", contributes=lambda g, p, s, a: amount(g, p, s, a.value),
        sample={"cost_change": -2, "target": {"owner": "opponent", "zone": "character", "up_to": True}})
_action("set_base_power", "4-9-2-1", "the chosen cards' base power becomes N for the duration", quantity(0),
        lambda a, w: _cap(f"{_whose(a.get('target'), w)} base power becomes {w.amount(a.value)}"
                          f"{w.duration(a.get('duration'))}."),
        Meaning(lambda a: 0, "set_base_target"), fields={"target": TARGET, "duration": DURATION}, targets="target",
        apply=_modify("set:power"), layer="set:power", contributes=lambda g, p, s, a: amount(g, p, s, a.value),
        sample={"set_base_power": 7000, "target": "self"})
_action("set_base_cost", "4-9-2-2", "the chosen cards' base cost becomes N for the duration", quantity(0),
        lambda a, w: _cap(f"{_whose(a.get('target'), w)} base cost becomes {w.amount(a.value)}"
                          f"{w.duration(a.get('duration'))}."),
        Meaning(lambda a: 0, "set_base_target"), fields={"target": TARGET, "duration": DURATION}, targets="target",
        apply=_modify("set:cost"), layer="set:cost", contributes=lambda g, p, s, a: amount(g, p, s, a.value),
        sample={"set_base_cost": 0, "target": {"owner": "opponent", "zone": "character", "up_to": True}})


def _gain_words(a: Action, w: Wording) -> str:
    target = a.get("target")
    keyword = R.keywords[a.value].label
    if a.value == "unblockable" and target != SELF:
        return _cap(f"select {w.selector(target)}. Your opponent cannot activate [Blocker] if that card attacks"
                    f"{w.duration(a.get('duration'))}.")
    return _cap(f"{_subject(target, w)} {_verb(target)} {keyword}{w.duration(a.get('duration'))}.")


_action("gain", "10-1", "the chosen cards gain a keyword for the duration", declared("keyword"), _gain_words,
        Meaning(lambda a: 1, "keyword_target"), fields={"target": TARGET, "duration": DURATION}, targets="target",
        apply=_modify("grant"), layer="grant", contributes=lambda g, p, s, a: a.value,
        sample={"gain": "rush", "target": "self"})
_action("lose", "10-1", "the chosen cards lose a keyword for the duration", declared("keyword"),
        lambda a, w: _cap(f"{_subject(a.get('target'), w)} {'lose' if _verb(a.get('target')) == 'gain' else 'loses'} "
                          f"{R.keywords[a.value].label}{w.duration(a.get('duration'))}."),
        Meaning(lambda a: -1, "keyword_target"), fields={"target": TARGET, "duration": DURATION}, targets="target",
        apply=_modify("remove"), layer="remove", contributes=lambda g, p, s, a: a.value,
        sample={"lose": "blocker", "target": {"owner": "opponent", "zone": "character", "up_to": True}})


def _prohibit_words(a: Action, w: Wording) -> str:
    decl = R.prohibitions[a.value]
    by = {"effect": " by effects", "opponent_effect": " by your opponent's effects", "battle": " in battle"}.get(
        a.get("by", ""), "")
    if a.get("player"):
        who = "you" if a.get("player") == "you" else "your opponent"
        return _cap(f"{who} {decl.words}{w.duration(a.get('duration'))}.")
    target = a.get("target", SELF)
    if target == SELF:
        return _cap(f"this card {decl.words}{by}{w.duration(a.get('duration'))}.")
    return _cap(f"{w.selector(target)} {decl.words}{by}{w.duration(a.get('duration'))}.")


def _ban(a: Action) -> Ban:
    return Ban(a.value, a.get("by", ""), None, a.get("player", ""))


def _prohibit_apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        continuous.add(g, "prohibit", uid, _ban(a), _until(g, a, ctx.player), ctx.player, _label(g, ctx))


def _prohibit_player(g: Game, ctx: Ctx, a: Action) -> None:
    continuous.add(g, "prohibit", None, _ban(a), _until(g, a, ctx.player), ctx.player, _label(g, ctx))


def _prohibit_start(g: Game, ctx: Ctx, a: Action) -> None:
    from ...engine.interpreter import choose_targets

    if a.get("player"):
        _prohibit_player(g, ctx, a)
    else:
        choose_targets(g, ctx, a, R.actions["prohibit"], a.get("target", SELF))


_action("prohibit", "8-1-3-3", "the chosen cards (or `player`) cannot do something, for the duration; `by` limits"
        " it to a cause", declared("prohibition"), _prohibit_words,
        Meaning(lambda a: R.prohibitions[a.value].for_owner, "prohibit_target"),
        fields={"target": Field(_selector), "by": Field(choice("effect", "opponent_effect", "battle")),
                "player": Field(choice("you", "opponent")), "duration": DURATION},
        start=_prohibit_start, apply=_prohibit_apply, layer="prohibit", contributes=lambda g, p, s, a: _ban(a),
        sample={"prohibit": "ko", "by": "opponent_effect", "target": "self"})


def _ban_blocker(g: Game, ctx: Ctx, a: Action) -> None:
    continuous.add(g, "prohibit", None, _blocker_ban(a), _until(g, a, ctx.player), ctx.player, _label(g, ctx))


def _blocker_ban(a: Action) -> Ban:
    filters = (("keyword", "blocker"),) + ((("power_min", a.get("power_min")),) if a.get("power_min") is not None
                                           else ())
    return Ban("activate_blocker", "", Selector("opponent", "character", 1, False, True, filters))


def _ban_blocker_words(a: Action, w: Wording) -> str:
    which = "[Blocker]"
    if a.get("power_min") is not None:
        which = f"a [Blocker] Character that has {a.get('power_min')} or more power"
    return f"Your opponent cannot activate {which}{w.duration(a.get('duration'))}."


_action("ban_blocker", "10-1-4", "your opponent cannot activate [Blocker] (of Characters with `power_min` or more)",
        boolean, _ban_blocker_words, Meaning(lambda a: 1, "none"),
        fields={"power_min": Field(whole(0)), "duration": Field(declared("duration"), required=True)},
        start=_ban_blocker, layer="prohibit", contributes=lambda g, p, s, a: _blocker_ban(a),
        sample={"ban_blocker": True, "duration": "battle"})


def _leaves_field(dst: str, where: str = "top") -> Any:
    def apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
        cause = Cause("effect", ctx.player)
        for uid in reversed(chosen):
            g.push(Frame("remove", (uid, g.s.epoch[uid], dst, where, cause)))

    return apply


def _ko(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    cause = Cause("effect", ctx.player)
    for uid in reversed(chosen):
        g.push(Frame("ko", (uid, g.s.epoch[uid], cause)))


def _ko_able(g: Game, uid: int) -> bool:
    # 10-2-1-2: K.O. places a Character (or a Stage) in its owner's trash.
    return bool(g.card(uid).category in ("character", "stage"))


_action("ko", "10-2-1", "K.O. the chosen cards (a Character or Stage to its owner's trash)", _selector,
        lambda a, w: f"K.O. {w.selector(a.value)}.", Meaning(lambda a: -1, "ko_target"), targets="", apply=_ko,
        accepts=_ko_able, sample={"ko": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 3}})
_action("return_to_hand", "3-1-6", "return the chosen cards to their owner's hand", _selector,
        lambda a, w: f"Return {w.selector(a.value)} to the owner's hand.", Meaning(lambda a: -1, "return_target"),
        targets="", apply=_leaves_field("hand"),
        sample={"return_to_hand": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 4}})
_action("deck_bottom", "3-1-6", "place the chosen cards at the bottom of their owner's deck", _selector,
        lambda a, w: f"Place {w.selector(a.value)} at the bottom of the owner's deck.",
        Meaning(lambda a: -1, "bottom_target"), targets="", apply=_leaves_field("deck", "bottom"),
        sample={"deck_bottom": {"owner": "opponent", "zone": "character", "up_to": True, "cost_max": 2}})


def _rest(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        if not continuous.prohibited(g, "be_rested", uid, cause=Cause("effect", ctx.player)):
            ops.rest(g, uid)


_action("rest", "4-4", "rest the chosen cards", _selector, lambda a, w: f"Rest {w.selector(a.value)}.",
        Meaning(lambda a: -1, "rest_target"), targets="", apply=_rest,
        sample={"rest": {"owner": "opponent", "zone": "character", "up_to": True}})
_action("set_active", "4-4", "set the chosen cards as active", _selector,
        lambda a, w: f"Set {w.selector(a.value)} as active.", Meaning(lambda a: 1, "activate_target"), targets="",
        apply=lambda g, ctx, a, chosen: [ops.set_active(g, uid) for uid in chosen] and None, sample={"set_active": "self"})


def _add_to_hand(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in chosen:
        if g.s.area(uid) in ("deck", "life"):
            g.emit(Reveal("reveal", ctx.player, uid))  # 11-2-1: secret to secret is revealed
        ops.move(g, uid, "hand")


_action("add_to_hand", "4-5", "add the chosen cards to your hand", _selector,
        lambda a, w: f"Add {w.selector(a.value)} to your hand.", Meaning(lambda a: 1, "hand_target"), targets="",
        apply=_add_to_hand, sample={"add_to_hand": {"zone": "trash", "up_to": True, "category": "character"}})


def _play(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
    for uid in reversed(chosen):
        if g.s.area(uid) == "deck":
            g.emit(Reveal("reveal", ctx.player, uid))
        g.push(Frame("play_card", (g.s.owner[uid], uid)))


def _playable(g: Game, uid: int) -> bool:
    # 3-7-3, 3-8-3, 6-5-3-1: only Character and Stage cards are played (placed on the field).
    return bool(g.card(uid).category in ("character", "stage"))


_action("play", "3-7-3, 3-8-3", "play the chosen Character or Stage cards (no cost is paid)", _selector,
        lambda a, w: f"Play {w.selector(a.value)}.", Meaning(lambda a: 1, "play_target"), targets="", apply=_play,
        accepts=_playable, sample={"play": "self"})


def _draw(g: Game, ctx: Ctx, a: Action) -> None:
    ops.draw(g, ctx.player, amount(g, ctx.player, ctx.src, a.value))


_action("draw", "4-5", "draw N cards", quantity(1), lambda a, w: f"Draw {w.amount(a.value, noun='card')}.",
        Meaning(lambda a: 1, "none"), start=_draw, sample={"draw": 1})
_action("trash_from_hand", "10-2-14", "trash N cards from your hand", whole(1),
        lambda a, w: f"Trash {_plural(a.value, 'card')} from your hand.", Meaning(lambda a: -1, "trash_from_hand"),
        start=lambda g, ctx, a: trash_from_hand(g, ctx.player, a.value), sample={"trash_from_hand": 1})
_action("shuffle_deck", "3-2-4", "shuffle your deck", boolean, lambda a, w: "Shuffle your deck.",
        Meaning(lambda a: 0, "none"), start=lambda g, ctx, a: ops.shuffle(g, ctx.player), sample={"shuffle_deck": True})


def _mill(g: Game, ctx: Ctx, a: Action) -> None:
    deck = _players(g)[ctx.player].deck
    for _ in range(amount(g, ctx.player, ctx.src, a.value)):
        if not deck or g.s.winner is not None:
            return
        ops.move(g, deck[0], "trash")  # one at a time, from the top (3-2); the trash's top is the last


_action("mill", "3-2, 3-5", "trash N cards from the top of your deck", quantity(1),
        lambda a, w: f"Trash {w.amount(a.value, noun='card')} from the top of your deck.",
        Meaning(lambda a: 0, "none"), start=_mill, sample={"mill": 2})


def _give_don(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    state = a.get("don_state")
    ps = _players(g)[player]
    available = min(a.value, ps.don_rested if state == "rested" else ps.don_active)
    targets = candidates(g, ctx, a.get("target"))
    options = []
    if available:
        for t in targets:
            options.append(Command(player, "choose", (t,)))  # as many as possible
            for k in range(available - 1, 0, -1):
                options.append(Command(player, "choose", (t,) + (("don", player, state),) * k))
    if a.get("up_to") or not options:
        options.append(Command(player, "choose", ()))
    outcomes = tuple(Outcome("give_don", c.args[0] if c.args else None, 1,
                             (len(c.args) - 1 or available) if c.args else 0) for c in options)
    g.ask(player, "choose", options, Frame("give_don_chosen", (ctx, a)), g.rules.prompt_text(g, ctx, a),
          purpose="give_don", outcomes=outcomes)


def _give_don_words(a: Action, w: Wording) -> str:
    target = a.get("target")
    whom = w.selector(target)
    if target != SELF and target.zone == "leader_or_character" and target.owner == "you" and not target.filters:
        whom = "your Leader or 1 of your Characters"
    don = f"{'up to ' if a.get('up_to') else ''}{_plural(a.value, a.get('don_state') + ' DON!! card')}"
    if a.get("recipient_first"):
        return f"Give {whom} {don}."  # the older template some cards print
    return f"Give {don} to {whom}."


_action("give_don", "6-5-5", "give N of your DON!! cards (rested by default) to the chosen Leader or Character",
        whole(1), _give_don_words, Meaning(lambda a: 1, "give_don"),
        fields={"target": TARGET, "don_state": Field(choice("rested", "active"), default="rested"),
                "up_to": Field(boolean, default=True),
                "recipient_first": Field(boolean, doc="words it \"Give X up to N ... DON!! cards\"")},
        start=_give_don,
        sample={"give_don": 1, "target": {"owner": "you", "zone": "leader_or_character"}})


def _don_count(name: str, purpose: str, whose: Any, where: str, limit: Any, then: Any) -> Any:
    """A prompt for a number of DON!! cards: identical DON!! are one choice, so it asks how many."""

    def start(g: Game, ctx: Ctx, a: Action) -> None:
        p = whose(ctx.player)
        n = min(a.value, limit(g, p))
        low = 0 if a.get("up_to", True) else n
        options = [Command(ctx.player, "choose", (("don", p, where),) * k) for k in range(n, low - 1, -1)]
        g.ask(ctx.player, "choose", options, Frame("don_count_chosen", (ctx, a, p)), g.rules.prompt_text(g, ctx, a),
              purpose=purpose, outcomes=tuple(Outcome(name, None, 0, len(c.args)) for c in options))

    DON_COUNT[name] = then
    return start


DON_COUNT: dict[str, Any] = {}


def _add_don_words(a: Action, w: Wording) -> str:
    up = "up to " if a.get("up_to") else ""
    state = "set it as active" if a.get("don_state") == "active" else "rest it"
    return f"Add {up}{_plural(a.value, 'DON!! card')} from your DON!! deck and {state}."


_action("add_don", "6-4", "add N DON!! cards from your DON!! deck, active or rested", whole(1), _add_don_words,
        Meaning(lambda a: 1, "add_don"),
        fields={"don_state": Field(choice("rested", "active"), default="active"), "up_to": Field(boolean, default=True)},
        start=_don_count("add_don", "add_don", lambda me: me, "deck", lambda g, p: _players(g)[p].don_deck,
                         lambda g, ctx, a, p, n: g.emit(DonMoved("don", ctx.player, "deck", a.get("don_state"), n))),
        sample={"add_don": 1})
_action("set_don_active", "4-4", "set up to N of your rested DON!! cards as active", whole(1),
        lambda a, w: f"Set up to {a.value} of your DON!! cards as active.", Meaning(lambda a: 1, "set_don_active"),
        start=_don_count("set_don_active", "set_don_active", lambda me: me, "rested",
                         lambda g, p: _players(g)[p].don_rested,
                         lambda g, ctx, a, p, n: g.emit(DonMoved("don", p, "rested", "active", n))),
        sample={"set_don_active": 1})
_action("rest_opponent_don", "4-4", "rest up to N of your opponent's active DON!! cards", whole(1),
        lambda a, w: f"Rest up to {a.value} of your opponent's DON!! cards.", Meaning(lambda a: -1, "rest_don"),
        start=_don_count("rest_opponent_don", "rest_don", lambda me: 1 - me, "active",
                         lambda g, p: _players(g)[p].don_active,
                         lambda g, ctx, a, p, n: g.emit(DonMoved("don", p, "active", "rested", n))),
        sample={"rest_opponent_don": 1})


def _trash_life(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    life = _players(g)[1 - player].life
    n = min(a.value, len(life))
    # 3-10-2: Life cards leave from the top; a face-down card is named by its place, not its identity.
    options = [Command(player, "choose", (("life", 1 - player, "top"),) * k) for k in range(n, -1, -1)]
    g.ask(player, "choose", options, Frame("trash_life_chosen", (1 - player,)), g.rules.prompt_text(g, ctx, a),
          purpose="trash_life", outcomes=tuple(Outcome("trash_life", None, -1, len(c.args)) for c in options))


_action("trash_opponent_life", "3-10", "trash up to N of your opponent's Life cards, from the top", whole(1),
        lambda a, w: f"Trash up to {a.value} of your opponent's Life cards.", Meaning(lambda a: -1, "trash_life"),
        start=_trash_life, sample={"trash_opponent_life": 1})


def _search(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    looked = tuple(_players(g)[player].deck[: a.value])
    if not looked:
        return
    g.emit(Look("look", player, looked))
    take = a.get("take")
    cands = sorted(candidates(g, ctx, take, list(looked)), key=lambda u: (g.s.cards[u], u))
    high = min(take.how_many, len(cands))
    choose_cards(g, Pick(player=player, purpose="hand_target", items=tuple(cands), picked=(),
                         low=0 if take.up_to else high, high=high, ordered=False,
                         numbers=tuple(g.s.cards[u] for u in cands), then=Frame("search_taken", (ctx, a, looked)),
                         text=g.rules.prompt_text(g, ctx, a), shown=looked, source=ctx.src))


def _search_words(a: Action, w: Wording) -> str:
    rest = "at the bottom of your deck in any order" if a.get("rest_to") == "bottom" else "in your trash"
    return (f"Look at {a.value} cards from the top of your deck; reveal "
            f"{w.selector(a.get('take')).replace(' from your deck', '')} and add it to your hand. "
            f"Then, place the rest {rest}.")


_action("search", "11-3", "look at N cards from the top of your deck, reveal and add what `take` selects, place "
        "the rest at the bottom in any order (or in the trash)", whole(1), _search_words,
        Meaning(lambda a: 1, "hand_target"),
        fields={"take": TARGET, "rest_to": Field(choice("bottom", "trash"), default="bottom")}, start=_search,
        sample={"search": 5, "take": {"zone": "deck", "up_to": True, "types": ["Supernovas"]}})


def order_rest(g: Game, player: int, rest: list[int], where: str) -> None:
    """The looked-at cards not taken go to the bottom (or trash) in the order the player chooses."""
    g.emit(Look("look", player, tuple(rest)))
    if not rest:
        return
    choose_cards(g, Pick(player=player, purpose="order_bottom", items=tuple(rest), picked=(), low=len(rest),
                         high=len(rest), ordered=True, numbers=tuple(g.s.cards[u] for u in rest),
                         then=Frame("place_looked", (player, where)),
                         text=f"Choose the order to place the other cards at the {where} of your deck "
                              "(first = highest).", shown=tuple(rest)))


def _arrange(g: Game, ctx: Ctx, a: Action) -> None:
    player = ctx.player
    looked = tuple(_players(g)[player].deck[: a.value])
    if not looked:
        return
    g.emit(Look("look", player, looked))
    choose_cards(g, Pick(player=player, purpose="order_top", items=looked, picked=(), low=0, high=len(looked),
                         ordered=True, numbers=tuple(g.s.cards[u] for u in looked),
                         then=Frame("arrange_top_chosen", (player, looked)),
                         text="Choose the cards to return to the top of your deck, in order (first = top); "
                              "the rest go to the bottom.", shown=looked, source=ctx.src))


_action("arrange_top", "11-3", "look at N cards from the top of your deck; return them to the top or bottom in any "
        "order", whole(1),
        lambda a, w: (f"Look at {a.value} cards from the top of your deck and return them to the top or bottom of "
                      "the deck in any order."), Meaning(lambda a: 1, "order_top"), start=_arrange,
        sample={"arrange_top": 5})


def _use_effect(g: Game, ctx: Ctx, a: Action) -> None:
    # 10-2-3-1-1, 10-2-4-1-2: a [Trigger] may activate the card's own [Main] / [Counter] effect.
    found = g.card(ctx.src).effect_with(a.value)
    if found is not None:
        resolve_effect(g, ctx, found[1])


_action("use_effect", "10-2-3-1-1, 10-2-4-1-2", "activate this card's [Main] or [Counter] effect",
        choice("main", "counter"), lambda a, w: f"Activate this card's [{a.value.capitalize()}] effect.",
        Meaning(lambda a: 1, "none"), start=_use_effect, sample={"use_effect": "main"})


def _conditions(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a mapping of conditions"""
    return mapping(c, value, parent, key, {n: d.value for n, d in c.registry.conditions.items()})


_conditions.kind = "conditions"  # type: ignore[attr-defined]


def _actions(c: Checker, value: Any, parent: Any, key: Any) -> Any:
    """a list of actions"""
    return c.registry.actions_list(c, value, parent, key)


def _if(g: Game, ctx: Ctx, a: Action) -> None:
    # 8-3-3, 4-10-1: what follows an unmet "if" is not resolved.
    if conditions_met(g, ctx.player, ctx.src, a.value):
        then_actions(g, ctx, a.get("then"))


def _if_words(a: Action, w: Wording) -> str:
    actions = [R.actions[x.name].words(x, w) for x in a.get("then")]
    return f"If {w.conditions(a.value)}, " + " ".join(t[:1].lower() + t[1:] for t in actions)


_action("if", "4-10-1", "`then` happens only if these conditions hold", _conditions, _if_words,
        Meaning(lambda a: 0, "none"), fields={"then": Field(_actions, required=True)}, start=_if,
        sample={"if": {"your_hand_max": 3}, "then": [{"draw": 1}]})


# ================================================================================ purposes
def _purpose(name: str, words: str, meaning: int = 0, clause: str = "—") -> None:
    R.declare(PurposeDecl(name=name, clause=clause, doc=words, words=words, meaning=meaning))


for _name, _words, _meaning, _clause in (
    ("first_or_second", "who goes first", 0, "5-2-1-5"),
    ("mulligan", "keep the opening hand or draw again", 0, "5-2-1-6"),
    ("main_action", "the next Main Phase action", 0, "6-5"),
    ("block", "a [Blocker] to block with", 0, "7-1-2"),
    ("counter", "counters against an attack", 0, "7-1-3"),
    ("trigger", "use a Life card's [Trigger]", 0, "10-1-5"),
    ("use_effect", "use an optional effect or pay an optional cost", 0, "8-1-2, 8-3-1-4"),
    ("use_replacement", "apply a replacement effect instead", 0, "8-1-3-4-1"),
    ("effect_order", "which of several effects resolves next", 0, "8-6-1"),
    ("limit_trash", "Character to trash for the 5-Character limit", -1, "3-7-6-1"),
    ("don_to_return", "DON!! cards to return to the DON!! deck", -1, "8-3-1-6"),
    ("trash_from_hand", "cards to trash from your hand", -1, "10-2-14"),
    ("ko_target", "K.O. target", -1, "10-2-1"),
    ("power_target", "card to gain (or lose) power", 1, "8-1-4"),
    ("cost_target", "card whose cost changes", 1, "8-1-4"),
    ("set_base_target", "card whose base value is set", 0, "4-9"),
    ("keyword_target", "card to gain (or lose) a keyword", 1, "10-1"),
    ("prohibit_target", "card a prohibition applies to", 0, "8-1-3-3"),
    ("return_target", "card to return to its owner's hand", -1, "3-1-6"),
    ("bottom_target", "card to place at the bottom of its owner's deck", -1, "3-1-6"),
    ("rest_target", "card to rest", -1, "4-4"),
    ("activate_target", "card to set as active", 1, "4-4"),
    ("hand_target", "card to add to your hand", 1, "4-5"),
    ("play_target", "card to play", 1, "3-7-3"),
    ("give_don", "card to give DON!! cards to, and how many", 1, "6-5-5"),
    ("add_don", "DON!! cards to add from the DON!! deck", 1, "6-4"),
    ("set_don_active", "DON!! cards to set as active", 1, "4-4"),
    ("rest_don", "opponent's DON!! cards to rest", -1, "4-4"),
    ("trash_life", "opponent's Life cards to trash", -1, "3-10"),
    ("order_bottom", "the order of cards placed at the bottom of the deck", 0, "11-3"),
    ("order_top", "cards to keep on top of the deck, in order", 1, "11-3"),
    ("none", "—", 0, "—"),
):
    _purpose(_name, _words, _meaning, _clause)


def reserved(don: int, hand: int) -> Mapping[str, int]:
    """What a play already spends when its effect's cost is checked (an Event's own DON!! and card)."""
    return {"don": don, "hand": hand}


__all__ = ["CIRCLED", "DON_COUNT", "REGISTRY", "order_rest", "reserved", "trash_from_hand"]
