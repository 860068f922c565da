"""Paying energy (FW 5-3, 1-4-5) and the skill costs (FW 1-4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.basics import rest
from ....engine.declarations import (
    CostDecl,
)
from ....engine.interpreter import candidates, choose_cards
from ....engine.records import (
    Command,
    Ctx,
    Frame,
    Move,
    Outcome,
    Pick,
)
from ....engine.registry import (
    boolean,
    choice,
    mapping,
    whole,
)
from .. import energy
from ..ops import name as face_name
from ..ops import pay
from ..state import KiChanged

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R
from ..wording import counted, plural
from .actions import ki, ko
from .bans import effect_cause, ko_prevented
from .steps import frame


# ------------------------------------------------------------------ paying energy (FW 5-3, 1-4-5)
def pay_then(g: Game, player: int, total: int, orbs: tuple[str, ...], then: Frame | None,
             card: tuple[int, int] | None = None) -> None:
    """Pay a cost, then run `then`. The payer chooses the energy only where payments differ (spec). `card`: the
    (card, epoch) the payment is for, as ops.pay records it."""
    found = energy.payments(g, player, total, orbs)
    if len(found) == 1:
        pay(g, found[0], card)
        if then is not None:
            g.push(then)
        return
    options = [Command(player, "choose", p) for p in found]
    g.ask(player, "choose", options, Frame("paid", (then, card)), "Choose the energy to pay with.",
          purpose="pay_energy", outcomes=tuple(Outcome("pay", None, -1, len(p)) for p in found))


@frame("paid")
def paid(g: Game, then: Frame | None, card: tuple[int, int] | None, answer: Command) -> None:
    pay(g, answer.args, card)
    if then is not None:
        g.push(then)



R.declare(CostDecl(name="energy", clause="FW 1-4-5-1", doc="rest N of your energy (or remove markers: 1-11-2)",
                   value=whole(1), can_pay=lambda g, p, src, v, reserved: energy.can_pay(g, p, v, ()),
                   pay=lambda g, ctx, n: pay_then(g, ctx.player, n, (), None, (ctx.src, ctx.epoch)),
                   words=lambda v: f"({v})", symbol=True, example=2))  # the card text: "(1)"


# ------------------------------------------------------------------ skill costs (FW 1-4)
def _choose_to_drop(area: str, purpose: str, text: str) -> Any:
    """Pay "Discard N cards from your hand" / "Place N of your energy in your Drop": the player
    chooses which (identical cards in the hand are one choice; energy cards differ by mode)."""
    def pay_cost(g: Game, ctx: Ctx, n: int) -> None:
        cards = g.s.players[ctx.player].zone(area)
        items = tuple(sorted(cards, key=lambda u: (g.s.cards[u], u))) if area == "hand" else tuple(cards)
        choose_cards(g, Pick(player=ctx.player, purpose=purpose, items=items, picked=(), low=n, high=n, ordered=False,
                             numbers=tuple(g.s.cards[u] for u in items) if area == "hand" else None,
                             then=Frame("to_drop", ()), text=text.format(n=n), source=ctx.src))
    return pay_cost


@frame("to_drop")
def to_drop(g: Game, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        g.emit(Move("move", uid, g.s.area(uid), "drop", "top"))


def _discard_value(c: Any, v: Any, parent: Any, key: Any) -> Any:
    """A count, or a selector of the cards to discard (zone hand_cards): "Discard 1 Extra from your hand"."""
    if isinstance(v, int) and not isinstance(v, bool):
        return whole(1)(c, v, parent, key)
    return R.selector(c, v, parent, key)


def _discardable(g: Game, p: int, src: int, v: Any) -> int:
    if isinstance(v, int):
        return len(g.s.players[p].hand)
    return len(candidates(g, Ctx(p, src, g.s.epoch[src]), v))


def _discard_count(v: Any) -> int:
    return v if isinstance(v, int) else v.how_many


def _pay_discard(g: Game, ctx: Ctx, v: Any) -> None:
    if isinstance(v, int):
        _choose_to_drop("hand", "discard", "Choose {n} card(s) to discard.")(g, ctx, v)
        return
    items = tuple(sorted(candidates(g, ctx, v), key=lambda u: (g.s.cards[u], u)))
    choose_cards(g, Pick(player=ctx.player, purpose="discard", items=items, picked=(), low=v.how_many,
                         high=v.how_many, ordered=False, numbers=tuple(g.s.cards[u] for u in items),
                         then=Frame("to_drop", ()), text=f"Choose {v.how_many} card(s) to discard.", source=ctx.src))


def _discard_words(v: Any) -> str:
    if isinstance(v, int):
        return f"Discard {plural(v, 'card')} from your hand"
    phrase = counted(v, str(v.how_many))
    return f"Discard {phrase} from your hand"


R.declare(CostDecl(name="discard", clause="FW 13-7", doc="discard N cards from your hand: a count, or a selector "
                   "(zone hand_cards) of the cards to discard (\"Discard 1 Extra from your hand\")",
                   value=_discard_value,
                   can_pay=lambda g, p, src, v, reserved: _discardable(g, p, src, v) - reserved.get("hand", 0)
                   >= _discard_count(v),
                   pay=_pay_discard, words=_discard_words, example=1))


_ENERGY_TO_DROP = {"of": ("of your energy", "in your Drop"), "card": ("from your energy", "in your Drop"),
                   "into": ("of your energy", "into its owner's Drop"),
                   "card_into": ("from your energy", "into its owner's Drop"),
                   "card_in_owner": ("from your energy", "in its owner's Drop")}


def _count_or_worded(forms: Any) -> Any:
    """A count, or {count, wording} (the card text's variants of the same cost)."""
    def check(c: Any, v: Any, parent: Any, key: Any) -> Any:
        if isinstance(v, int) and not isinstance(v, bool):
            return whole(1)(c, v, parent, key)
        return mapping(c, v, parent, key, {"count": whole(1), "wording": choice(*forms)}, ("count",))
    return check


def _n(v: Any) -> int:
    return v if isinstance(v, int) else v["count"]


def _energy_to_drop_words(v: Any) -> str:
    where, drop = _ENERGY_TO_DROP[v.get("wording", "of") if not isinstance(v, int) else "of"]
    n = _n(v)
    what = f"{n} {where}" if where.startswith("of") else f"{plural(n, 'card')} {where}"
    return f"Place {what} {drop}"


_pay_energy_to_drop = _choose_to_drop("energy", "energy_to_drop", "Choose {n} energy to place in your Drop.")


R.declare(CostDecl(name="energy_to_drop", clause="FW 1-4-5", doc="place N of your energy in your Drop: a count, or "
                   "{count, wording}: `card` \"N card(s) from your energy in your Drop\", `into` \"N of your energy "
                   "into its owner's Drop\", `card_into` \"N card from your energy into its owner's Drop\", "
                   "`card_in_owner` \"… in its owner's Drop\"", value=_count_or_worded(_ENERGY_TO_DROP),
                   can_pay=lambda g, p, src, v, reserved: len(g.s.players[p].energy) >= _n(v),
                   pay=lambda g, ctx, v: _pay_energy_to_drop(g, ctx, _n(v)),
                   words=_energy_to_drop_words, example=1))


R.declare(CostDecl(name="reduce_ki", clause="FW 5-13, 1-4", doc="remove N [Ki] from under this card", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: ki(g, src) >= v,
                   pay=lambda g, ctx, n: g.emit(KiChanged("ki", ctx.src, -n)),
                   words=lambda v: f"Reduce [Ki] by {v}", example=1))





# ------------------------------------------------------------------ the starters FS05–FS08
def _can_rest_self(g: Game, p: int, src: int) -> bool:
    # FW 1-4: this card, active, in its Battle Area (a Battle Card or a [Field]).
    return g.s.area(src) in ("battle", "field") and src not in g.s.rested


R.declare(CostDecl(name="rest_self", clause="FW 1-4, 1-8-1-2", doc="switch this card (active, in the Battle Area) to "
                   "Rest Mode; `area`: worded \"this card in a Battle Area\"", value=choice("card", "area"),
                   can_pay=lambda g, p, src, v, reserved: _can_rest_self(g, p, src),
                   pay=lambda g, ctx, v: rest(g, ctx.src),
                   words=lambda v: "Switch this card in a Battle Area to Rest Mode" if v == "area"
                   else "Switch this card to Rest Mode", example="card"))


def _restable(g: Game, p: int, src: int, sel: Any) -> list[int]:
    return [u for u in candidates(g, Ctx(p, src, g.s.epoch[src]), sel) if u not in g.s.rested]


def _choose_for_cost(g: Game, ctx: Ctx, items: tuple[int, ...], sel: Any, purpose: str, then: str, text: str) -> None:
    """The player chooses the cards of a skill cost among `items` (FW 1-4): as many as `sel` selects (none too when
    it says "up to", 0-2-8-1), then frame `then` pays with them."""
    choose_cards(g, Pick(player=ctx.player, purpose=purpose, items=items, picked=(), low=0 if sel.up_to else sel.how_many,
                         high=sel.how_many, ordered=False, numbers=None, then=Frame(then, ()), text=text, source=ctx.src))


def _pay_rest_cards(g: Game, ctx: Ctx, sel: Any) -> None:
    _choose_for_cost(g, ctx, tuple(_restable(g, ctx.player, ctx.src, sel)), sel, "rest_cost", "rested_as_cost",
                     f"Choose {sel.how_many} card(s) to switch to Rest Mode.")


@frame("rested_as_cost")
def rested_as_cost(g: Game, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        rest(g, uid)  # FW 1-8-1-2


def _rest_cards_words(sel: Any) -> str:
    words = R.words
    if sel.get("wording") == "name_battle_cards":  # "Switch 1 of your <Babidi> Battle Cards to Rest Mode" (FB03-100)
        named = [R.filters[n].words(v, words) for n, v in sel.filters if R.filters[n].part == "noun"]
        return f"Switch {sel.how_many} of your {named[0]} Battle Cards to Rest Mode"
    if any(n == "rested" for n, _ in sel.filters):  # its cards' mode named: "Choose 1 of your Active Mode Battle
        # Cards and switch it to Rest Mode" (FB01-137; `rested: false`, what the cost needs anyway)
        return f"Choose {sel.how_many} of your Active Mode Battle Cards and switch it to Rest Mode"
    after = [R.filters[n].words(v, words) for n, v in sel.filters if R.filters[n].part == "after"]
    noun = "[Field]" if sel.zone == "field" else "card"  # "Switch 1 [Field] in your Battle Area to Rest Mode" (FB04-123)
    phrase = " ".join([str(sel.how_many), noun, *after[:1]]) + "".join(" and " + a.removeprefix("with ")
                                                                       for a in after[1:])
    return f"Switch {phrase} in your Battle Area to Rest Mode"


R.declare(CostDecl(name="rest_cards", clause="FW 1-4, 1-8-1-2", doc="switch N of your active Battle Cards that pass the "
                   "filters to Rest Mode", value=R.selector,
                   can_pay=lambda g, p, src, v, reserved: len(_restable(g, p, src, v)) >= v.how_many,
                   pay=_pay_rest_cards, words=_rest_cards_words,
                   example={"zone": "battle", "cost_min": 2, "name_has": "DA"}))


def _pay_hand_to_deck(g: Game, ctx: Ctx, n: int) -> None:
    hand = g.s.players[ctx.player].hand
    items = tuple(sorted(hand, key=lambda u: (g.s.cards[u], u)))
    choose_cards(g, Pick(player=ctx.player, purpose="hand_to_deck", items=items, picked=(), low=n, high=n,
                         ordered=False, numbers=tuple(g.s.cards[u] for u in items), then=Frame("to_deck_chosen", ()),
                         text=f"Choose {n} card(s) of your hand to place at the top or bottom of your deck.",
                         source=ctx.src))


@frame("to_deck_chosen")
def to_deck_chosen(g: Game, chosen: tuple[int, ...]) -> None:
    """Each card at the top or the bottom of the deck, as its player chooses (yes: the bottom)."""
    if chosen:
        uid, player = chosen[0], g.s.owner[chosen[0]]
        g.ask(player, "yes-no", [Command(player, "yes"), Command(player, "no")],
              Frame("to_deck_end", (uid, chosen[1:])), f"Place {g.card(uid).name} at the bottom of your deck "
              "(no: on top)?", purpose="deck_end", outcomes=(Outcome("bottom", uid, -1), Outcome("top", uid, 1)))


@frame("to_deck_end")
def to_deck_end(g: Game, uid: int, others: tuple[int, ...], answer: Command) -> None:
    g.emit(Move("move", uid, "hand", "deck", "bottom" if answer.kind == "yes" else "top"))  # FW 3-2-2
    to_deck_chosen(g, others)


R.declare(CostDecl(name="hand_to_deck", clause="FW 1-4, 3-2-2", doc="place N cards from your hand at the top or bottom "
                   "of your deck (each as you choose)", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: len(g.s.players[p].hand) - reserved.get("hand", 0) >= v,
                   pay=_pay_hand_to_deck,
                   words=lambda v: f"Place {plural(v, 'card')} from your hand at the top or bottom of its owner's deck",
                   example=1))


# ------------------------------------------------------------------ the boosters FB01–FB06, FP
def _koable(g: Game, ctx: Ctx, sel: Any) -> tuple[int, ...]:
    """The cards a KO cost may take: a card that can't be KO'd by this skill can't pay it (FW 1-4-6, 0-2-5)."""
    return tuple(u for u in candidates(g, ctx, sel) if not ko_prevented(g, u, effect_cause(ctx, "ko"), spend=False))


def _can_ko(g: Game, p: int, src: int, sel: Any) -> bool:
    return len(_koable(g, Ctx(p, src, g.s.epoch[src]), sel)) >= sel.how_many


def _pay_ko_cards(g: Game, ctx: Ctx, sel: Any) -> None:
    _choose_for_cost(g, ctx, _koable(g, ctx, sel), sel, "ko_cost", "kod_as_cost",
                     f"Choose {sel.how_many} of your Battle Card(s) to KO.")


@frame("kod_as_cost")
def kod_as_cost(g: Game, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        ko(g, uid)  # FW 5-10: a KO — its [When KO'd] skills wait


def _ko_cards_words(sel: Any) -> str:
    words = R.words
    if sel.get("wording") == "name":  # "KO 1 <Saike Demon> in your Battle Area" (FB05-093)
        named = [R.filters[n].words(v, words) for n, v in sel.filters if R.filters[n].part == "noun"]
        return f"KO {sel.how_many} {named[0]} in your Battle Area"
    before = [R.filters[n].words(v, words) for n, v in sel.filters if R.filters[n].part == "before"]
    after = [R.filters[n].words(v, words) for n, v in sel.filters if R.filters[n].part == "after"]
    names = [R.filters[n].words(v, words) for n, v in sel.filters if n == "name"]  # "KO 1 of your <Saibaman> Battle Cards" (FB04-074)
    phrase = " ".join(["KO", str(sel.how_many), "of your", *before, *names, "Battle Cards", *after[:1]])
    phrase += "".join(" and " + a.removeprefix("with ") for a in after[1:])
    if sel.get("wording") == "choose":  # "Choose 1 of your Battle Cards with a cost of 3 or more and KO it" (FB03-045)
        return "Choose" + phrase.removeprefix("KO") + (" and KO them" if sel.how_many > 1 else " and KO it")
    return phrase


R.declare(CostDecl(name="ko_cards", clause="FW 1-4, 5-10", doc="KO N of your Battle Cards that pass the filters "
                   "(\"KO 1 of your other Battle Cards\"); their [When KO'd] skills trigger", value=R.selector,
                   can_pay=lambda g, p, src, v, reserved: _can_ko(g, p, src, v), pay=_pay_ko_cards,
                   words=_ko_cards_words, example={"zone": "battle", "other": True}))


def _self_on_field(g: Game, p: int, src: int) -> bool:
    return g.s.area(src) in ("battle", "field")  # FW 1-4: this card in its Battle Area (a Battle Card or a [Field])


_SELF_TO_DROP = {"into": "Place this card into its owner's Drop", "in": "Place this card in its owner's Drop",
                 "area": "Place this card in a Battle Area into its owner's Drop"}


R.declare(CostDecl(name="self_to_drop", clause="FW 1-4, 3-4", doc="place this card (in the Battle Area) in its "
                   "owner's Drop — not a KO; worded `into` / `in` its owner's Drop, or `area` (\"this card in a "
                   "Battle Area\")", value=choice(*_SELF_TO_DROP),
                   can_pay=lambda g, p, src, v, reserved: _self_on_field(g, p, src),
                   pay=lambda g, ctx, v: g.emit(Move("move", ctx.src, g.s.area(ctx.src), "drop", "top")),
                   words=lambda v: _SELF_TO_DROP[v], example="into"))


def _ko_self(g: Game, ctx: Ctx, v: Any) -> None:
    ko(g, ctx.src)


R.declare(CostDecl(name="ko_self", clause="FW 1-4, 5-10", doc="KO this card (a Battle Card in the Battle Area); "
                   "`area`: worded \"this card in a Battle Area\"", value=choice("card", "area"),
                   can_pay=lambda g, p, src, v, reserved: g.s.area(src) == "battle" and not ko_prevented(
                       g, src, effect_cause(Ctx(p, src, g.s.epoch[src]), "ko"), spend=False), pay=_ko_self,
                   words=lambda v: "KO this card in a Battle Area" if v == "area" else "KO this card",
                   example="card"))


R.declare(CostDecl(name="self_to_hand", clause="FW 1-4, 3-3", doc="return this card (in the Battle Area) to its "
                   "owner's hand", value=boolean,
                   can_pay=lambda g, p, src, v, reserved: _self_on_field(g, p, src),
                   pay=lambda g, ctx, v: g.emit(Move("move", ctx.src, g.s.area(ctx.src), "hand", "top")),
                   words=lambda v: "Return this card to its owner's hand", example=True))


def _take_damage(g: Game, ctx: Ctx, n: int) -> None:
    from ..battle import deal_damage  # FW 14-3-2: the top Life cards to the hand; none left: the player loses

    deal_damage(g, ctx.player, n)


R.declare(CostDecl(name="take_damage", clause="FW 1-4, 1-10, 14-3", doc="you take N damage (the top N Life cards "
                   "to your hand; it is damage: FW 1-10-2)", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: len(g.s.players[p].life) >= v, pay=_take_damage,
                   words=lambda v: f"You take {v} damage", example=1))


_LIFE_TO_DROP = {"into": "into its owner's Drop", "in": "in your Drop"}


def _pay_life_to_drop(g: Game, ctx: Ctx, v: Any) -> None:
    for uid in g.s.players[ctx.player].life[:v["count"]]:
        g.emit(Move("move", uid, "life", "drop", "top"))  # FW 3-9-3: the top card; not damage (FW 1-10-2)


def _life_to_drop_value(c: Any, v: Any, parent: Any, key: Any) -> Any:
    if isinstance(v, int) and not isinstance(v, bool):
        return {"count": whole(1)(c, v, parent, key), "wording": "into"}
    return mapping(c, v, parent, key, {"count": whole(1), "wording": choice(*_LIFE_TO_DROP)}, ("count",))


R.declare(CostDecl(name="life_to_drop", clause="FW 1-4, 3-9-3", doc="place your top N Life cards in your Drop (not "
                   "damage: FW 1-10-2); a count, or {count, wording: into | in}", value=_life_to_drop_value,
                   can_pay=lambda g, p, src, v, reserved: len(g.s.players[p].life) >= v["count"],
                   pay=_pay_life_to_drop,
                   words=lambda v: f"Place {plural(v['count'], 'card')} from your life {_LIFE_TO_DROP[v.get('wording', 'into')]}",
                   example=1))


# ------------------------------------------------------------------ fw-records (W-B)
def _pay_life_to_hand(g: Game, ctx: Ctx, n: int) -> None:
    for uid in g.s.players[ctx.player].life[:n]:
        g.emit(Move("move", uid, "life", "hand", "top"))  # FW 3-9-3: the top card; not damage (FW 1-10-2)


R.declare(CostDecl(name="life_to_hand", clause="FW 1-4, 3-9-3", doc="add your top N Life cards to your hand (not "
                   "damage: FW 1-10-2)", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: len(g.s.players[p].life) >= v, pay=_pay_life_to_hand,
                   words=lambda v: f"Add {plural(v, 'card')} from your life to your hand", example=1))


def _returnable(g: Game, p: int, src: int, sel: Any) -> list[int]:
    return list(candidates(g, Ctx(p, src, g.s.epoch[src]), sel))


def _pay_return_cards(g: Game, ctx: Ctx, sel: Any) -> None:
    # FW 0-2-8-1: "Choose up to 1 … and return it to your hand :" may be paid by choosing none
    _choose_for_cost(g, ctx, tuple(_returnable(g, ctx.player, ctx.src, sel)), sel, "return_cost", "returned_as_cost",
                     f"Choose {sel.how_many} card(s) to return to your hand.")


@frame("returned_as_cost")
def returned_as_cost(g: Game, chosen: tuple[int, ...]) -> None:
    for uid in chosen:
        g.emit(Move("move", uid, g.s.area(uid), "hand", "top"))  # FW 3-3: to its owner's hand


def _return_cards_words(sel: Any) -> str:
    words = R.words
    before = [R.filters[n].words(v, words) for n, v in sel.filters if R.filters[n].part == "before"]
    nouns = [R.filters[n].words(v, words) for n, v in sel.filters if R.filters[n].part == "noun"]
    after = [R.filters[n].words(v, words) for n, v in sel.filters if R.filters[n].part == "after"]
    phrase = " ".join([str(sel.how_many), *before, nouns[0] if nouns else R.zones[sel.zone].noun[0], *after[:1]])
    phrase += "".join(" and " + a.removeprefix("with ") for a in after[1:])
    if sel.zone == "energy_cards":
        return f"Return {phrase} from your energy to your hand"
    if sel.up_to:  # "Choose up to 1 of your Battle Cards with a cost of 4 or more and return it to your hand"
        noun = " ".join([*before, "Battle Cards", *after[:1]]) + "".join(" and " + a.removeprefix("with ") for a in after[1:])
        return f"Choose up to {sel.how_many} of your {noun} and return it to your hand"
    return f"Return {phrase} in your Battle Area to its owner's hand"


R.declare(CostDecl(name="return_cards", clause="FW 1-4, 3-3", doc="return N of your cards that pass the filters to "
                   "your hand: Battle Cards in your Battle Area (\"Return 1 blue Battle Card with a cost of 3 or less "
                   "in your Battle Area to its owner's hand\"), or cards of your energy (zone energy_cards: \"Return 1 "
                   "Extra from your energy to your hand\"); `up_to`: \"Choose up to 1 of your Battle Cards … and return it "
                   "to your hand\", paid by choosing none too (FW 0-2-8-1)", value=R.selector,
                   can_pay=lambda g, p, src, v, reserved: v.up_to or len(_returnable(g, p, src, v)) >= v.how_many,
                   pay=_pay_return_cards, words=_return_cards_words,
                   example={"zone": "battle", "color": "blue", "cost_max": 3}))


# ------------------------------------------------------------------ wave 3: fw-r1
def _orbs_value(c: Any, v: Any, parent: Any, key: Any) -> tuple[str, ...]:
    from ....engine.registry import text_list

    found = text_list(c, v, parent, key)
    for colour in found:
        if colour not in ("red", "blue", "green", "yellow", "black"):
            raise c.fail(parent, key, f"'{key}' takes colours (red, blue, green, yellow, black); got {colour!r}")
    return found


R.declare(CostDecl(name="energy_orbs", clause="FW 1-4-5-1, 1-2-2-1, 5-3-1-1",
                   doc="rest one energy of each of these colours (\"(Green)\": a coloured orb in a skill's cost)",
                   value=_orbs_value,
                   can_pay=lambda g, p, src, v, reserved: energy.can_pay(g, p, len(v), tuple(v)),
                   pay=lambda g, ctx, v: pay_then(g, ctx.player, len(v), tuple(v), None, (ctx.src, ctx.epoch)),
                   words=lambda v: "".join(f"({c.capitalize()})" for c in v), symbol=True, example=["green"]))


# ------------------------------------------------------------------ wave 3: fw-r2
def _pay_energy_cards_to_drop(g: Game, ctx: Ctx, v: Any) -> None:
    _choose_for_cost(g, ctx, tuple(candidates(g, ctx, v)), v, "energy_to_drop", "to_drop",
                     f"Choose {v.how_many} energy to place in your Drop.")


def _energy_cards_to_drop_words(v: Any) -> str:
    words = R.words
    after = [R.filters[n].words(x, words) for n, x in v.filters if R.filters[n].part == "after"]
    return f"Place {' '.join([plural(v.how_many, 'card'), *after])} from your energy into your Drop"


R.declare(CostDecl(name="energy_cards_to_drop", clause="FW 1-4-5, 3-8", doc="place N cards of your energy that pass "
                   "a selector (zone energy_cards) in your Drop (\"Place 1 card with 《Earthling》 in its special traits "
                   "from your energy into your Drop\", FB02-082)", value=R.selector,
                   can_pay=lambda g, p, src, v, reserved: len(candidates(g, Ctx(p, src, g.s.epoch[src]), v))
                   >= v.how_many,
                   pay=_pay_energy_cards_to_drop, words=_energy_cards_to_drop_words,
                   example={"zone": "energy_cards", "trait": "Earthling"}))


# ------------------------------------------------------------------ wave 4: fw-costs
def _pay_deck_to_drop(g: Game, ctx: Ctx, n: int) -> None:
    for uid in list(g.s.players[ctx.player].deck[:n]):  # FW 3-2-3, 3-1-7: one at a time, from the top
        g.emit(Move("move", uid, "deck", "drop", "top"))


R.declare(CostDecl(name="deck_to_drop", clause="FW 1-4, 3-2-3, 3-4", doc="place the top N cards of your deck in your "
                   "Drop (payable with N or more cards in the deck: 8-3-1-3; the last one taken loses at the next check, "
                   "14-2)", value=whole(1),
                   can_pay=lambda g, p, src, v, reserved: len(g.s.players[p].deck) >= v, pay=_pay_deck_to_drop,
                   words=lambda v: "Place the top card of your deck into its owner's Drop" if v == 1
                   else f"Place the top {v} cards of your deck into their owner's Drop", example=3))


R.declare(CostDecl(name="self_to_deck_bottom", clause="FW 1-4, 3-2-2", doc="place this card (in the Battle Area) at "
                   "the bottom of its owner's deck; `area`: worded \"this card in a Battle Area\" (FB05-041)",
                   value=choice("card", "area"),
                   can_pay=lambda g, p, src, v, reserved: _self_on_field(g, p, src),
                   pay=lambda g, ctx, v: g.emit(Move("move", ctx.src, g.s.area(ctx.src), "deck", "bottom")),
                   words=lambda v: "Place this card " + ("in a Battle Area " if v == "area" else "")
                   + "at the bottom of its owner's deck", example="area"))


# "Place 1 <Broly : BR> … in your Battle Area into its owner's Drop", "Place this card and 1 <Kibito> from your Battle
# Area into their owners' Drop", "… from your energy or Battle Area in your Drop", "… at the bottom of your deck".
_PLACE_TO = {"its_owners_drop": ("drop", "into its owner's Drop"), "their_owners_drop": ("drop", "into their owners' Drop"),
             "your_drop": ("drop", "in your Drop"), "deck_bottom": ("deck", "at the bottom of your deck")}


def _place_cards_value(c: Any, v: Any, parent: Any, key: Any) -> Any:
    return mapping(c, v, parent, key, {"cards": R.selector, "to": choice(*_PLACE_TO), "with_self": boolean,
                                       "wording": choice("from", "choose")}, ("cards", "to"))


def _names_of(sel: Any) -> tuple[str, ...]:
    return tuple(sel.get("names") or ())


def _placeable(g: Game, p: int, src: int, v: Any) -> list[int]:
    found = candidates(g, Ctx(p, src, g.s.epoch[src]), v["cards"])
    return [u for u in found if u != src] if v.get("with_self") else found


def _can_place(g: Game, p: int, src: int, v: Any) -> bool:
    sel = v["cards"]
    if v.get("with_self") and not _self_on_field(g, p, src):
        return False
    found = _placeable(g, p, src, v)
    names = _names_of(sel)
    if names:  # FW 8-3-1-3: each name's cards in full ("1 <Goku Black> and 1 <Zamasu>")
        return all(sum(1 for u in found if face_name(g, u) == n) >= sel.how_many for n in names)
    return len(found) >= sel.how_many


def _pay_place_cards(g: Game, ctx: Ctx, v: Any) -> None:
    sel = v["cards"]
    items = tuple(_placeable(g, ctx.player, ctx.src, v))
    names = _names_of(sel)
    groups = tuple(face_name(g, u) for u in items) if names else None
    n = sel.how_many * (len(names) if names else 1)
    where, _ = _PLACE_TO[v["to"]]
    choose_cards(g, Pick(player=ctx.player, purpose="deck_bottom", items=items, picked=(), low=n, high=n,
                         ordered=False, numbers=None,
                         then=Frame("placed_as_cost", (where, ctx.src if v.get("with_self") else -1, ctx)),
                         text=f"Choose {n} card(s) to place {_PLACE_TO[v['to']][1]}.", source=ctx.src,
                         groups=groups, per_group=sel.how_many))


@frame("placed_as_cost")
def placed_as_cost(g: Game, where: str, self_uid: int, ctx: Ctx, chosen: tuple[int, ...]) -> None:
    # FW 3-1-6: each card to its owner's Drop or deck; this card first ("this card and 1 <Kibito>"); at the bottom of
    # the deck in the order chosen (FW 3-2-2). Not a KO: no [When KO'd].
    _chosen_by_this_skill(g, ctx, chosen)  # "the card chosen by this skill" (FB06-048 back, FB06-071 back)
    for uid in ((self_uid,) if self_uid >= 0 else ()) + tuple(chosen):
        g.emit(Move("move", uid, g.s.area(uid), where, "bottom" if where == "deck" else "top"))


def _place_cards_words(v: Any) -> str:
    sel = v["cards"]
    names = _names_of(sel)
    if names:  # "1 <Goku Black> and 1 <Zamasu> card"
        phrase = " and ".join(f"{sel.how_many} <{n}>" for n in names) + (" card" if sel.how_many == 1 else " cards")
    else:
        phrase = counted(sel, str(sel.how_many))
        if sel.zone == "battle" and not any(R.filters[n].part == "noun" for n, _ in sel.filters):
            phrase = phrase.replace(" card", " Battle Card", 1)  # "1 Battle Card with a cost of 2 or less in your …"
        if sel.zone == "field":  # "1 [Field] that includes 《Demon Realm》 or 《Demon World》 …" (FB06-071 back)
            phrase = phrase.replace(" card", " [Field]", 1)
        if sel.get("wording") == "includes":  # trait_includes: "that includes 《X》 or 《Y》 in its special traits"
            phrase = phrase.replace("with 《", "that includes 《", 1)
    where = R.zones[sel.zone].where or ("from your Battle Area" if v.get("wording") == "from" else "in your Battle Area")
    mine = "this card and " if v.get("with_self") else ""
    if v.get("wording") == "choose":  # "Choose 1 <Broly : BR> in your Battle Area and place it into its owner's Drop"
        return f"Choose {phrase} {where} and place it {_PLACE_TO[v['to']][1]}"  # (FB06-048 back)
    return f"Place {mine}{phrase} {where} {_PLACE_TO[v['to']][1]}"


R.declare(CostDecl(name="place_cards", clause="FW 1-4, 3-1-6, 3-2-2, 3-4", doc="place N of your cards that pass the "
                   "`cards` selector in the Drop or at the bottom of the deck (`to`: its_owners_drop, their_owners_drop, "
                   "your_drop, deck_bottom) — not a KO; zone battle (\"1 <Broly : BR> with a cost of 7 or more in your "
                   "Battle Area\"; `wording: from`: \"from your Battle Area\"), hand_or_battle or energy_or_battle (two "
                   "zones, FB02-066, FB02-100); `names`: N of each name (\"1 <Goku Black> and 1 <Zamasu> card\"); "
                   "`with_self`: \"this card and 1 <Kibito>\" (FB04-034); `wording: choose`: \"Choose 1 <Broly : BR> in "
                   "your Battle Area and place it into its owner's Drop\" (FB06-048 back); the chosen cards are \"the card "
                   "chosen by this skill\" of the later text, their cost as chosen recorded (filters cost_above_chosen, "
                   "trait_of_chosen; FAQ Q347)", value=_place_cards_value,
                   can_pay=lambda g, p, src, v, reserved: _can_place(g, p, src, v), pay=_pay_place_cards,
                   words=_place_cards_words,
                   example={"cards": {"zone": "battle", "name": "Broly : BR", "cost_min": 7}, "to": "its_owners_drop"}))


# ------------------------------------------------------------------ wave 4: fw-fields
# A record for the turn, on no card (the skill's card may be the one chosen and leave): (the skill's card, the card
# chosen, its cost when chosen) — place_cards' chosen cards, read by the filters cost_above_chosen, trait_of_chosen.
CHOSEN_COST = "chosen_cost"


def _chosen_by_this_skill(g: Game, ctx: Ctx, chosen: tuple[int, ...]) -> None:
    from ....engine import continuous
    from ..ops import cost
    from .selectors import remember

    remember(g, ctx, chosen)  # "the card chosen by this skill", "the [Field] placed … by this skill" (FW 9-10)
    for uid in chosen:  # its cost when chosen, in the Battle Area (FAQ Q347: FB06-062's 7, not its printed 4)
        continuous.add(g, CHOSEN_COST, None, (ctx.src, uid, cost(g, uid)), "turn", ctx.player, g.card(ctx.src).name)


def _remove_markers(g: Game, ctx: Ctx, n: int) -> None:
    from ..state import MarkersChanged

    g.emit(MarkersChanged("markers", ctx.player, -n))  # FW 1-11-2: removed from the game (not a payment of energy)


R.declare(CostDecl(name="remove_markers", clause="FW 1-4, 1-11-2", doc="remove N of your energy markers from the game "
                   "(\"Remove 1 of your energy markers :\", FB06-095 back; payable with N markers, FW 1-4-3)",
                   value=whole(1), can_pay=lambda g, p, src, v, reserved: g.s.players[p].markers >= v,
                   pay=_remove_markers,
                   words=lambda v: f"Remove {v} of your energy markers" if v > 1 else "Remove 1 of your energy markers",
                   example=1))
