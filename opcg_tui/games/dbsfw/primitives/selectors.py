"""The zones a skill chooses from and the filters of its choices (FW 13-1, 1-2-5, 2-3); "that card"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import continuous
from ....engine.declarations import (
    FilterDecl,
    ZoneDecl,
)
from ....engine.records import (
    Ctx,
    SetValue,
)
from ....engine.registry import (
    boolean,
    choice,
    text,
    text_list,
    whole,
)
from ..ops import name as face_name
from ..ops import named, power
from ..ops import traits as face_traits
from ..state import That

if TYPE_CHECKING:
    from ....engine.game import Game
from ..vocabulary import R


# ------------------------------------------------------------------ selector zones and filters
def _battle(g: Game, player: int) -> list[int]:
    return list(g.s.players[player].battle)


def _leader_or_battle(g: Game, player: int) -> list[int]:
    return [g.s.players[player].leader, *g.s.players[player].battle]


def remember(g: Game, ctx: Ctx, chosen: tuple[Any, ...]) -> None:
    """The later text of this skill calls these cards "that card"."""
    g.emit(SetValue("set", "that", That(ctx.src, tuple(chosen), tuple(g.s.epoch[u] for u in chosen))))


def _that_cards(g: Game, player: int) -> list[int]:
    that: That | None = g.s.that  # type: ignore[attr-defined]
    if that is None:
        return []
    return [u for u, e in zip(that.cards, that.epochs) if g.s.epoch[u] == e]


for _zone in (
    ZoneDecl(name="battle", clause="FW 13-1-2", doc="Battle Cards in the Battle Area", pool=_battle,
             category=("battle",), on_field=True, noun=("Battle Card", "Battle Cards")),
    ZoneDecl(name="leader_or_battle", clause="FW 10-1-2, 13-1-2", doc="your Leader or your Battle Cards",
             pool=_leader_or_battle, category=("leader", "battle"), on_field=True, noun=("card", "cards")),
    ZoneDecl(name="looked", clause="FW 13-10, 13-11", doc="the deck cards a skill looks at", pool=_that_cards,
             noun=("card", "cards"), looked_at=True),
    ZoneDecl(name="that", clause="FW 9-10", doc='the cards this skill chose before ("that card")', pool=_that_cards,
             noun=("that card", "those cards")),
    ZoneDecl(name="drop", clause="FW 3-4", doc="cards in your Drop", pool=lambda g, p: list(g.s.players[p].drop),
             noun=("card", "cards"), where="from your Drop", interchangeable=True),
):
    R.declare(_zone)


def _cost(g: Game, uid: int) -> int:
    return max(continuous.value(g, uid, "cost", g.card(uid).cost or 0), 0)


def _names_group(g: Game, uid: int, v: Any) -> Any:
    """The name of `v` the card counts as; a frozenset where it is treated as several (FB03-048)."""
    found = [n for n in v if named(g, uid, n)]
    return found[0] if len(found) == 1 else frozenset(found)


for _filter in (
    FilterDecl(name="rested", clause="FW 1-8-1-2", doc="in Rest Mode", value=boolean,
               test=lambda g, p, src, u, v: (u in g.s.rested) == v, words=lambda v, w: "Rest Mode" if v else "Active Mode",
               part="before", example=True),
    FilterDecl(name="extra", clause="FW 2-1-2, 12", doc="an Extra Card", value=boolean,
               test=lambda g, p, src, u, v: (g.card(u).category == "extra") == v, words=lambda v, w: "Extra",
               part="noun", example=True),
    FilterDecl(name="name", clause="FW 2-3-2", doc="with this card name", value=text,
               test=lambda g, p, src, u, v: named(g, u, v), words=lambda v, w: f"<{v}>", part="noun",
               example="Shamoian"),
    FilterDecl(name="names", clause="FW 2-3-2", doc="up to the count of each of these card names (a card also "
               "treated as several of them counts as any one: FB03-048)", value=text_list,
               test=lambda g, p, src, u, v: any(named(g, u, n) for n in v), words=lambda v, w: "", part="noun",
               example=("Son Goten", "Trunks : Youth"), group=_names_group),
    FilterDecl(name="name_or_extra", clause="FW 2-3-2, 12", doc="a card of this name, or an Extra", value=text,
               test=lambda g, p, src, u, v: named(g, u, v) or g.card(u).category == "extra",
               words=lambda v, w: f"<{v}> or up to 1 Extra", part="noun", example="Paragus"),
    FilterDecl(name="cost", clause="FW 1-2-5", doc="with a cost of exactly N", value=whole(0),
               test=lambda g, p, src, u, v: _cost(g, u) == v, words=lambda v, w: f"with a cost of {v}", example=1),
    FilterDecl(name="cost_min", clause="FW 1-2-5", doc="with a cost of N or more", value=whole(0),
               test=lambda g, p, src, u, v: _cost(g, u) >= v, words=lambda v, w: f"with a cost of {v} or more",
               example=3),
    FilterDecl(name="other", clause="FW 13-1-1", doc="other than this card", value=boolean,
               test=lambda g, p, src, u, v: (u != src) == v, words=lambda v, w: "other", part="before", example=True),
    FilterDecl(name="cost_max", clause="FW 1-2-5", doc="with a cost of N or less", value=whole(0),
               test=lambda g, p, src, u, v: _cost(g, u) <= v, words=lambda v, w: f"with a cost of {v} or less",
               example=3),
    FilterDecl(name="power_max", clause="FW 2-6", doc="with N power or less", value=whole(0),
               test=lambda g, p, src, u, v: power(g, u) <= v, words=lambda v, w: f"with {v} power or less",
               example=30000),
):
    R.declare(_filter)




# ------------------------------------------------------------------ the starters FS05–FS08
def _in_battle(g: Game, player: int) -> list[int]:
    """FW 8-1-2-2: a player's card in a battle — its attack card or its guard card (a Leader or Battle Card)."""
    b = g.s.battle
    if b is None:
        return []
    return [u for u in (b.attacker, b.guard) if g.s.owner[u] == player and g.s.area(u) in ("leader", "battle")]


def _field(g: Game, player: int) -> list[int]:
    found = g.s.players[player].field
    return [] if found is None else [found]


for _zone in (
    ZoneDecl(name="in_battle", clause="FW 8-1-2-2", doc="the cards in a battle: the attack card and the guard card",
             pool=_in_battle, category=("leader", "battle"), on_field=True, noun=("card", "cards")),
    ZoneDecl(name="field", clause="FW 15-3, 3-6", doc="the [Field] in the Battle Area (README-7: not a Battle Card)",
             pool=_field, category=("extra",), on_field=True, noun=("[Field]", "[Field]s")),
    ZoneDecl(name="hand", clause="FW 3-3", doc="cards in your hand", pool=lambda g, p: list(g.s.players[p].hand),
             category=("battle",), noun=("Battle Card", "Battle Cards"), where="from your hand", interchangeable=True),
):
    R.declare(_zone)


def _power_at_least(g: Game, uid: int, v: int) -> bool:
    return power(g, uid) >= v


for _filter in (
    FilterDecl(name="trait", clause="FW 2-8", doc="with this special trait", value=text,
               test=lambda g, p, src, u, v: v in face_traits(g, u),
               words=lambda v, w: f"with 《{v}》 in its special traits", example="Saiyan"),
    FilterDecl(name="name_has", clause="FW 2-3-2", doc="with this text in its card name", value=text,
               test=lambda g, p, src, u, v: v in face_name(g, u),
               words=lambda v, w: f"with <{v}> in its card name", example="DA"),
    FilterDecl(name="power_min", clause="FW 2-6", doc="with N power or more", value=whole(0),
               test=lambda g, p, src, u, v: _power_at_least(g, u, v), words=lambda v, w: f"with {v} power or more",
               example=25000),
):
    R.declare(_filter)


# ------------------------------------------------------------------ the boosters FB01–FB06, FP
_COLORS = ("red", "blue", "green", "yellow", "black")


def _two_costs(c: Any, v: Any, parent: Any, key: Any) -> tuple[int, ...]:
    """ "with a cost of 5 or 6": two costs."""
    if not (isinstance(v, list) and len(v) == 2 and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0
                                                        for x in v)):
        raise c.fail(parent, key, f"'{key}' must be a list of two costs, e.g. [5, 6]")
    return tuple(v)


def _two_traits(c: Any, v: Any, parent: Any, key: Any) -> tuple[str, ...]:
    found = text_list(c, v, parent, key)
    if len(found) != 2:
        raise c.fail(parent, key, f"'{key}' must name two special traits")
    return found


def _battle_area(g: Game, player: int) -> list[int]:
    return [*g.s.players[player].battle, *_field(g, player)]


R.declare(ZoneDecl(name="battle_area", clause="FW 3-6", doc="the cards in your Battle Area: Battle Cards and the "
                   "[Field] (\"cards … in your Battle Area\")", pool=_battle_area, category=("battle", "extra"),
                   on_field=True, noun=("card", "cards")))

R.declare(ZoneDecl(name="hand_cards", clause="FW 3-3", doc="the cards in your hand, of every category (a cost's "
                   "\"Discard 1 Extra from your hand\")", pool=lambda g, p: list(g.s.players[p].hand),
                   noun=("card", "cards"), where="from your hand", interchangeable=True))


for _filter in (
    FilterDecl(name="not_name", clause="FW 2-3-2", doc="whose card name is not this one (\"non-<Cabba>\")", value=text,
               test=lambda g, p, src, u, v: not named(g, u, v), words=lambda v, w: f"non-<{v}>", part="before",
               example="Cabba"),
    FilterDecl(name="color", clause="FW 2-2", doc="of this colour (a multicoloured card has each of its colours)",
               value=choice(*_COLORS), test=lambda g, p, src, u, v: v in g.card(u).colors,
               words=lambda v, w: str(v), part="before", example="blue"),
    FilterDecl(name="cost_either", clause="FW 1-2-5", doc="with a cost of either of two numbers (\"5 or 6\")",
               value=_two_costs, test=lambda g, p, src, u, v: _cost(g, u) in v,
               words=lambda v, w: f"with a cost of {v[0]} or {v[1]}", example=(5, 6)),
    FilterDecl(name="trait_either", clause="FW 2-8", doc="with either of two special traits",
               value=_two_traits, test=lambda g, p, src, u, v: any(t in face_traits(g, u) for t in v),
               words=lambda v, w: f"with 《{v[0]}》 or 《{v[1]}》 in its special traits",
               example=("Brainwashed", "Machine Mutant")),
    FilterDecl(name="trait_both", clause="FW 2-8", doc="with both of two special traits",
               value=_two_traits, test=lambda g, p, src, u, v: all(t in face_traits(g, u) for t in v),
               words=lambda v, w: f"with both 《{v[0]}》 and 《{v[1]}》 in its special traits",
               example=("Saiyan", "Earthling")),
    FilterDecl(name="battle_card", clause="FW 2-1-2", doc="a Battle Card (in a zone of every category: the Drop)",
               value=boolean, test=lambda g, p, src, u, v: (g.card(u).category == "battle") == v,
               words=lambda v, w: "Battle Card", part="noun", example=True),
    FilterDecl(name="trait_only", clause="FW 2-8, 2-8-3", doc="whose only special trait is this one "
               "(\"《Saiyan》-only\": a card with another trait besides it does not pass)", value=text,
               test=lambda g, p, src, u, v: tuple(face_traits(g, u)) == (v,), words=lambda v, w: f"《{v}》-only",
               part="before", example="Saiyan"),
):
    R.declare(_filter)


# ------------------------------------------------------------------ fw-records (W-B): the printed cost
R.declare(FilterDecl(name="original_cost_max", clause="FW 1-2-2, 10-1-1", doc="with a printed (original) cost of N or "
                     "less: no effect applied", value=whole(0), test=lambda g, p, src, u, v: (g.card(u).cost or 0) <= v,
                     words=lambda v, w: f"with an original cost of {v} or less", example=2))
R.declare(ZoneDecl(name="energy_cards", clause="FW 3-8", doc="the cards of your energy, of every category (a cost's "
                   "\"Return 1 Extra from your energy to your hand\")", pool=lambda g, p: list(g.s.players[p].energy),
                   noun=("card", "cards"), where="from your energy"))


# ------------------------------------------------------------------ appended by fw-timings
R.declare(ZoneDecl(name="energy", clause="FW 3-8", doc="the Battle Cards in your Energy Area (\"… from your energy\": "
                   "a skill plays them, FB04-075)", pool=lambda g, p: list(g.s.players[p].energy), category=("battle",),
                   noun=("Battle Card", "Battle Cards"), where="from your energy"))


# ------------------------------------------------------------------ wave 2: fw-words
R.declare(FilterDecl(name="wording", clause="FW 13-1-2", doc="how the selector reads, no test of the cards: `area` "
                     "\"up to 1 Battle Card … in your opponent's Battle Area\" / \"… in a Battle Area\" (owner any), "
                     "`area_first` \"… in your opponent's Battle Area with a cost of 1 or less\" (FB06-027), "
                     "`all_your` \"all your Battle Cards …\" (FB01-113); by a card name (FW 13-1-5): `name_battle_cards` "
                     "\"up to 1 of your <Goku Black> Battle Cards\", `name_cards` \"… of your <Vegeta> cards\", `name` \"… of "
                     "your <Son Goku : GT>\" (zone leader_or_battle: the Leader too); a look's reveal (zone looked): "
                     "`then` \"…, then reveal up to 1 …\" (FB01-088), `includes` \"…, then reveal … card that includes <Frieza> in its "
                     "card name\" (FB01-116); `the_area` \"up to 1 card … in the Battle Area\" (owner any, FB01-041); "
                     "`choose`: a cost \"Choose 1 of your Battle Cards … and KO it\" (FB03-045); `each`: names, each with "
                     "the filters \"up to 1 <A> with a cost of 2 or less and up to 1 <B> with a cost of 2 or less\" "
                     "(FB04-032); `both`: name_either \"<A> or <B>―both with a cost of 4 or less―\" (FB04-049); `their` "
                     "\"… in their special traits\" for one card, as the official text has it (FB03-078); `trait_first` (name_or_trait): "
                     "the trait first, \"up to 1 Battle Card with a cost of 2 and 《Brainwashed》 in its special traits, or up to 1 <Baby "
                     "Vegeta> with a cost of 2\" (FB04-122), in a look's reveal \"card with 《X》 in its special traits or up to 1 "
                     "<A>\" (FB06-057); `total` \"up to 2 total Extras …\" (FB06-032); `or`: a look's reveal of two kinds "
                     "\"<A> or <B>\" (no second \"up to 1\", FB05-037); zone leader_or_battle: `leader_area` \"up to 1 "
                     "<Zamasu : Fused> in your Leader Area or Battle Area\" (FB05-029), `both` \"up to 1 of your Leaders or up "
                     "to 1 Battle Card―both with <DA> in their card names―in your Battle Area\" (FB05-014), `both_area` \"… "
                     "Battle Card in your Battle Area―both with …―\" (FB05-044)",
                     value=choice("area", "area_first", "all_your", "name_battle_cards", "name_cards", "name", "then",
                                  "includes", "the_area", "choose", "each", "both", "their", "trait_first", "total", "or",
                                  "leader_area", "both_area"),
                     test=lambda g, p, src, u, v: True,
                     words=lambda v, w: "", part="wording", example="area"))
R.declare(ZoneDecl(name="leader", clause="FW 10-1-2, 3-5", doc="your Leader alone (\"Your Leader gets +5000 power\", \"your "
                   "Leader with 《Android》 in its special traits\": no choice, the Leader if it passes the filters)",
                   pool=lambda g, p: [g.s.players[p].leader], category=("leader",), on_field=True,
                   noun=("Leader", "Leaders")))


def _two_names(c: Any, v: Any, parent: Any, key: Any) -> tuple[str, ...]:
    found = text_list(c, v, parent, key)
    if len(found) != 2:
        raise c.fail(parent, key, f"'{key}' must name two cards")
    return found


R.declare(FilterDecl(name="name_either", clause="FW 2-3-2, 13-11", doc="a card of either of two names (\"reveal up to 1 "
                     "<Krillin> or up to 1 <Android 17>\": one card in all)", value=_two_names,
                     test=lambda g, p, src, u, v: any(named(g, u, n) for n in v),
                     words=lambda v, w: f"<{v[0]}> or up to 1 <{v[1]}>", part="noun", example=("Krillin", "Android 17")))


# ------------------------------------------------------------------ wave 3: fw-r2
def _your_cards(g: Game, player: int) -> list[int]:
    p = g.s.players[player]
    return [p.leader, *_battle_area(g, player), *p.energy]


R.declare(ZoneDecl(name="your_cards", clause="FW 1-8-1, 3-5, 3-6, 3-8", doc="your cards that have a mode: the Leader, "
                   "the cards in your Battle Area and your energy (\"up to 1 of your Rest Mode cards\": energy too, "
                   "FB02-107's Q204)", pool=_your_cards, noun=("card", "cards")))
R.declare(FilterDecl(name="self_or_leader", clause="FW 13-1-1, 10-1-2", doc="this card or your Leader (zone "
                     "leader_or_battle, `all`: both, no choice: \"This card and your Leader get +5000 power\", FB02-058)",
                     value=boolean, test=lambda g, p, src, u, v: (u == src or u == g.s.players[p].leader) == v,
                     words=lambda v, w: "", part="wording", example=True))
R.declare(FilterDecl(name="skill_less", clause="FW 1-3, 15-1-1", doc="a card printed with no skill: no skill text and no "
                     "keyword skill ([Blocker], [Super Combo] … are skills, FW 15-1-1), on either side (\"skill-less Battle "
                     "Card\", FB02-054)", value=boolean,
                     test=lambda g, p, src, u, v: (not g.card(u).effects and not g.card(u).keywords
                                                   and g.card(u).back is None) == v,
                     words=lambda v, w: "skill-less" if v else "", part="before", example=True))


# ------------------------------------------------------------------ wave 3: fw-r3
R.declare(FilterDecl(name="power", clause="FW 2-6", doc="with exactly N power (its power now, effects applied: \"play up "
                     "to 1 <Beerus> with 35000 power from your hand\", FB03-018)", value=whole(0),
                     test=lambda g, p, src, u, v: power(g, u) == v, words=lambda v, w: f"with {v} power", example=35000))
R.declare(FilterDecl(name="name_or_trait", clause="FW 2-3-2, 2-8, 13-11", doc="a card of this name or with this special "
                     "trait, [name, trait] (\"reveal up to 1 <Majin Buu> or card with 《Wicked Soul》 in its special "
                     "traits\", FB03-084: one card in all)", value=_two_names,
                     test=lambda g, p, src, u, v: named(g, u, v[0]) or v[1] in face_traits(g, u),
                     words=lambda v, w: f"<{v[0]}> or card with 《{v[1]}》 in its special traits", part="noun",
                     example=("Majin Buu", "Wicked Soul")))


# ------------------------------------------------------------------ wave 4: fw-costs
R.declare(FilterDecl(name="field_card", clause="FW 15-3, 1-3", doc="a [Field] (an Extra with the [Field] keyword skill), "
                     "worded \"[Field]\" as the noun: \"play up to 1 [Field] with a cost of 2 or less from your hand\" "
                     "(FB06-085, zone hand_cards)", value=boolean,
                     test=lambda g, p, src, u, v: ("field" in g.card(u).keywords) == v,
                     words=lambda v, w: "[Field]", part="noun", example=True))
R.declare(FilterDecl(name="trait_includes", clause="FW 2-8, 2-8-3", doc="a special trait that includes either text "
                     "(\"cards that include 《Demon Realm》 or 《Demon World》 in their special traits\": 《First Demon World》, "
                     "《Second Demon World》, 《Demon Realm Race》 too — the JP text says 《魔界》を含む特徴, a trait holding "
                     "the word; FB06-085); worded as trait_either, the selector's or condition's `include` wording says "
                     "\"that include\"", value=_two_traits,
                     test=lambda g, p, src, u, v: any(x in t for t in face_traits(g, u) for x in v),
                     words=lambda v, w: f"with 《{v[0]}》 or 《{v[1]}》 in its special traits",
                     example=("Demon Realm", "Demon World")))
R.declare(ZoneDecl(name="hand_or_battle", clause="FW 3-3, 3-6", doc="your cards in your hand and in your Battle Area "
                   "(a cost's \"1 <Goku Black> and 1 <Zamasu> card from your hand or your Battle Area\", FB02-066)",
                   pool=lambda g, p: [*g.s.players[p].hand, *_battle_area(g, p)], noun=("card", "cards"),
                   where="from your hand or your Battle Area"))
R.declare(ZoneDecl(name="energy_or_battle", clause="FW 3-8, 3-6", doc="your energy cards and the cards in your Battle "
                   "Area (a cost's \"1 <Cell> with a cost of 3 from your energy or Battle Area\", FB02-100)",
                   pool=lambda g, p: [*g.s.players[p].energy, *_battle_area(g, p)], noun=("card", "cards"),
                   where="from your energy or Battle Area"))


# ------------------------------------------------------------------ wave 4: fw-looks
# A bound on the chosen cards together (the engine's `total`: a card is offered only while it fits; a card alone
# over the bound cannot be chosen): "any number of … that add up to a total power of 35000 or less" (FB01-033),
# "up to 2 Battle Cards with a total cost of 5 or less" (FB06-046).
R.declare(FilterDecl(name="total_power_max", clause="FW 2-6", doc="the chosen cards' powers (as they are now) add up "
                     "to N or less", value=whole(0), test=lambda g, p, src, u, v: power(g, u) <= v,
                     words=lambda v, w: f"that add up to a total power of {v} or less", example=35000,
                     total=lambda g, u: power(g, u)))
R.declare(FilterDecl(name="total_cost_max", clause="FW 1-2-5", doc="the chosen cards' costs (as they are now) add up "
                     "to N or less", value=whole(0), test=lambda g, p, src, u, v: _cost(g, u) <= v,
                     words=lambda v, w: f"with a total cost of {v} or less", example=5, total=_cost))
R.declare(FilterDecl(name="different_names", clause="FW 2-3-2", doc="the chosen cards have different card names: one "
                     "card per name, the selector's count in all (\"up to 2 total Extras with different card names\", "
                     "FB06-032)", value=boolean, test=lambda g, p, src, u, v: True,
                     words=lambda v, w: "with different card names", example=True,
                     group=lambda g, u, v: face_name(g, u), distinct=True))
R.declare(FilterDecl(name="name_or_field", clause="FW 2-3-2, 15-3, 13-11", doc="a card of this name, or a [Field] (\"reveal "
                     "up to 1 <King Gomah : DA> or [Field]\", FB06-082: one card in all)", value=text,
                     test=lambda g, p, src, u, v: named(g, u, v) or "field" in g.card(u).keywords,
                     words=lambda v, w: f"<{v}> or up to 1 [Field]", part="noun", example="King Gomah : DA"))


def _counted_now(g: Game, player: int, src: int, sel: Any) -> int:
    """How many cards the selector `sel` finds now (each card of its zone that passes its filters)."""
    from ....engine.interpreter import matches

    zone = R.zones[sel.zone]
    owners = (player,) if sel.owner == "you" else (1 - player,) if sel.owner == "opponent" else (player, 1 - player)
    return sum(1 for o in owners for u in zone.pool(g, o) if matches(g, player, src, sel, u))


def _counted_words(sel: Any, w: Any) -> str:
    after = [R.filters[n].words(v, w).replace(" in its ", " in their ") for n, v in sel.filters
             if R.filters[n].part == "after"]
    whose = "your opponent's" if sel.owner == "opponent" else "your"
    return " ".join(["cards", *after, f"in {whose} Battle Area"])


R.declare(FilterDecl(name="cost_max_count", clause="FW 1-2-5, 13-1-2", doc="with a cost less than or equal to the number "
                     "of cards the value (a selector of a Battle Area) finds as the card is chosen (\"… the number of cards "
                     "with 《Satan City》 in their special traits in your Battle Area\", FB03-051)", value=R.selector,
                     test=lambda g, p, src, u, v: _cost(g, u) <= _counted_now(g, p, src, v),
                     words=lambda v, w: f"with a cost less than or equal to the number of {_counted_words(v, w)}",
                     example={"zone": "battle_area", "trait": "Satan City"}))


def _revealed_cost(g: Game, src: int) -> int | None:
    that: That | None = g.s.that  # type: ignore[attr-defined]
    cards = [u for u, e in zip(that.cards, that.epochs) if g.s.epoch[u] == e] if that is not None and that.src == src \
        else []
    return _cost(g, cards[0]) if cards else None


R.declare(FilterDecl(name="cost_max_revealed", clause="FW 1-2-5, 13-10", doc="with a cost less than or equal to the card "
                     "this skill revealed (\"… with a cost less than or equal to the revealed card\", FB06-118; nothing "
                     "passes when no card was revealed)", value=boolean,
                     test=lambda g, p, src, u, v: (rc := _revealed_cost(g, src)) is not None and _cost(g, u) <= rc,
                     words=lambda v, w: "with a cost less than or equal to the revealed card", example=True))


# ------------------------------------------------------------------ wave 4: fw-durations
R.declare(FilterDecl(name="original_power_min", clause="FW 13-3, 2-6", doc="with a printed (original) power of N or "
                     "more: no effect applied (\"with an original power of 30000 power or more\", FB04-022)",
                     value=whole(0), test=lambda g, p, src, u, v: (g.card(u).power or 0) >= v,
                     words=lambda v, w: f"with an original power of {v} power or more", example=30000))


# ------------------------------------------------------------------ wave 4: fw-rules
R.declare(FilterDecl(name="name_and_or_trait", clause="FW 2-3-2, 2-8, 13-1-2", doc="cards of this name or with this "
                     "special trait, [name, trait], counted together (\"a total of 2 or more <Cooler> and/or cards with "
                     "《Cooler's Armored Squadron》 in their special traits among your Leader and Battle Cards\", FB01-134)",
                     value=_two_names, test=lambda g, p, src, u, v: named(g, u, v[0]) or v[1] in face_traits(g, u),
                     words=lambda v, w: f"<{v[0]}> and/or cards with 《{v[1]}》 in their special traits", part="noun",
                     example=("Cooler", "Cooler's Armored Squadron")))
R.declare(FilterDecl(name="name_or", clause="FW 2-3-2", doc="a card of either of two names, worded \"<A> or <B>\" (\"the "
                     "next time you use <Majin Kuu : DA> or <Majin Duu : DA>\", FB06-072)", value=_two_names,
                     test=lambda g, p, src, u, v: any(named(g, u, n) for n in v), words=lambda v, w: f"<{v[0]}> or <{v[1]}>",
                     part="noun", example=("Majin Kuu : DA", "Majin Duu : DA")))
R.declare(FilterDecl(name="non_field", clause="FW 15-3, 12", doc="not a [Field] (\"a non-[Field] Extra\", FB06-119)",
                     value=boolean, test=lambda g, p, src, u, v: ("field" not in g.card(u).keywords) == v,
                     words=lambda v, w: "non-[Field]", part="before", example=True))


# ------------------------------------------------------------------ wave 4: fw-fields (trait_includes, field_card: fw-costs')
def _area_and_drop(g: Game, player: int) -> list[int]:
    return [*_battle_area(g, player), *g.s.players[player].drop]


R.declare(ZoneDecl(name="area_and_drop", clause="FW 3-6, 3-4", doc="the cards in your Battle Area (Battle Cards and the "
                   "[Field]) and in your Drop (\"in your Battle Area and/or Drop\", FB06-075)", pool=_area_and_drop,
                   noun=("card", "cards"), where="in your Battle Area and/or Drop"))


def _chosen_by_skill(g: Game, src: int) -> list[int]:
    """The cards this skill's cost placed in the Drop (costs.place_cards remembers them: FW 9-10), as they are now
    (their epoch changed with the move: the information read is the card's in the Drop)."""
    that: That | None = g.s.that  # type: ignore[attr-defined]
    return list(that.cards) if that is not None and that.src == src else []


def _cost_above_chosen(g: Game, src: int, uid: int, v: int) -> bool:
    """The chosen card's cost when it was chosen, in the Battle Area (FAQ Q347): costs.CHOSEN_COST records it."""
    chosen = _chosen_by_skill(g, src)
    costs = [m.value[2] for m in g.s.mods if m.kind == "chosen_cost" and m.value[0] == src and m.value[1] in chosen]
    return any(_cost(g, uid) == c + v for c in costs[-len(chosen):]) if chosen else False


def _trait_of_chosen(g: Game, src: int, uid: int) -> bool:
    return any(set(face_traits(g, uid)) & set(face_traits(g, c)) for c in _chosen_by_skill(g, src))


R.declare(FilterDecl(name="cost_above_chosen", clause="FW 1-2-5, 9-10", doc="with a cost N greater than the card this "
                     "skill's cost chose (\"with a cost of 1 greater than the card chosen by this skill\", FB06-048 back)",
                     value=whole(1), test=lambda g, p, src, u, v: _cost_above_chosen(g, src, u, v),
                     words=lambda v, w: f"with a cost of {v} greater than the card chosen by this skill", example=1))
R.declare(FilterDecl(name="trait_of_chosen", clause="FW 2-8, 9-10", doc="sharing a special trait with the [Field] this "
                     "skill's cost placed in the Drop (\"the same special trait as the [Field] placed into its owner's "
                     "Drop by this skill\", FB06-071 back)", value=boolean,
                     test=lambda g, p, src, u, v: _trait_of_chosen(g, src, u) == v,
                     words=lambda v, w: "with the same special trait as the [Field] placed into its owner's Drop by this "
                     "skill", example=True))
