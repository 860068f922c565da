"""Fusion World prohibitions that protect cards: "can't be KO'd", "can't be removed from the Battle Area" (by your
opponent's skills; once per turn; until the end of your opponent's next turn). A prohibition wins (FW 0-2-5).
Where they are checked: `ko` (actions.py) and the moves of a skill out of the Battle Area (moves._move_apply)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import continuous
from ....engine.declarations import ActionDecl, CauseDecl, Field, Meaning, ProhibitionDecl
from ....engine.records import Ctx, Used, UseKey
from ....engine.registry import SELF, Action, Wording, boolean, choice, flat_actions, signed, text
from ..vocabulary import R
from .moves import many
from .power import until

if TYPE_CHECKING:
    from ....engine.game import Game

# "… by your opponent's skills", "… by the skills of your opponent's Battle Cards" (an Extra's skill is not one).
R.declare(CauseDecl(name="opponent_skill", clause="FW 1-3", doc="a skill of the other player's card",
                    words=" by your opponent's skills", kinds=("effect",), side="opponent"))
R.declare(CauseDecl(name="opponent_battle_card_skill", clause="FW 1-3", doc="a skill of the other player's Battle Card",
                    words=" by the skills of your opponent's Battle Cards", kinds=("effect",), side="opponent",
                    categories=("battle",)))
R.declare(ProhibitionDecl(name="leave_battle_area", clause="FW 0-2-5", words="can't be removed from the Battle Area",
                          for_owner=1, doc="a skill that would move the card out of the Battle Area (KO, to the hand, "
                          "the deck, the Drop …) leaves it there; it may still be chosen (Q181), and the rules still "
                          "move it (14-6, a battle's KO: Q182)"))
R.declare(ProhibitionDecl(name="ko", clause="FW 5-10, 0-2-5", words="can't be KO'd", for_owner=1,
                          doc="the card is not KO'd, by a skill or a battle (8-4-6-2-1: then no \"when … KO's\")"))
R.declare(ProhibitionDecl(name="ko_once", clause="FW 5-10, 0-2-5", words="can't be KO'd once per turn", for_owner=1,
                          doc="the first KO of the card in each turn does not happen (bans.ko_prevented spends it)"))


def effect_cause(ctx: Ctx, action: str = "") -> continuous.Cause:
    """A skill of `ctx` does it (FW 1-3: its player's skill)."""
    return continuous.Cause("effect", ctx.player, ctx.src, action)


def removal_prevented(g: Game, uid: int, cause: continuous.Cause | None) -> bool:
    """FW 0-2-5: a skill would move `uid` out of the Battle Area while it "can't be removed" (the rules' moves have no
    cause: a card at 0 power still goes to the Drop, 14-6-2, Q182)."""
    return (cause is not None and cause.kind == "effect" and g.s.area(uid) == "battle"
            and continuous.prohibited(g, "leave_battle_area", uid, cause=cause))


def ko_prevented(g: Game, uid: int, cause: continuous.Cause | None, spend: bool = True) -> bool:
    """FW 0-2-5, 5-10: is the KO of `uid` prevented? "Can't be KO'd once per turn" keeps it once: that skill is then
    spent for the turn (its card's effect index under `used`, FW 10-2-13's record) — unless `spend` is False (asking
    whether a KO could happen, as a cost's payability does: FW 1-4-6)."""
    if continuous.prohibited(g, "ko", uid, cause=cause) or removal_prevented(g, uid, cause):
        return True
    for player, src, a in continuous.in_force(g, "prohibit"):
        if a.name != "no_ko" or not a.get("once") or not continuous.applies(g, player, src, a.value, uid):
            continue
        if not continuous.by_matches(a.get("by", ""), player, cause, g):
            continue
        idx = next(i for i, e in enumerate(g.card(src).effects) if any(x is a for x in flat_actions(e.actions)))
        key = UseKey(src, g.s.epoch[src], idx)
        if key not in g.s.used:
            if spend:
                g.emit(Used("used", key))
            return True
    return False


# ------------------------------------------------------------------ the actions
UNTIL = {"opponent_next_turn": "until the end of your opponent's next turn"}


def _until(g: Game, ctx: Ctx, a: Action) -> Any:
    """FW 7-4-5: the action's duration, or its value's ("negate the next damage … until the end of your opponent's
    next turn")."""
    return until(g, ctx, "opponent_next_turn" if a.value == "opponent_next_turn" else a.get("duration"))


def _ban_apply(what: str) -> Any:
    def apply(g: Game, ctx: Ctx, a: Action, chosen: tuple[Any, ...]) -> None:
        for uid in chosen:
            continuous.add(g, "prohibit", uid, continuous.Ban(what, by=a.get("by", "")), _until(g, ctx, a), ctx.player,
                           g.card(ctx.src).name)
            if a.get("gets"):  # "… and it gets +20000 power" for as long (FB04-018)
                continuous.add(g, "add:power", uid, a.get("gets"), _until(g, ctx, a), ctx.player, g.card(ctx.src).name)
    return apply


def _ban_words(phrase: str) -> Any:
    def words(a: Action, w: Wording) -> str:
        by = R.causes[a.get("by")].words if a.get("by") else ""
        once = " once per turn" if a.get("once") else ""
        until = f" {UNTIL[a.get('duration')]}" if a.get("duration") else ""
        tail = f"{phrase}{by}{once}{until}."
        if a.get("gets") and a.value == SELF:  # "Until the end of your opponent's next turn, this card can't … and it
            # gets +20000 power." (FB04-018: the duration first, both for as long); `wording: and`: "… can't be KO'd and
            # gets +30000 power." (FB03-020)
            it = "" if a.get("wording") == "and" else "it "
            return f"{UNTIL[a.get('duration')][0].upper()}{UNTIL[a.get('duration')][1:]}, this card {phrase}{by} and " \
                f"{it}gets {a.get('gets'):+d} power."
        if a.value == SELF:
            return f"This card {tail}"
        if a.value.all:  # a [Permanent]'s cards: "Your <Guru> can't be …", "All of your Rest Mode Battle Cards …"
            return f"{_cards(a.value, a.get('wording'))} {tail}"
        joint = "," if a.get("wording") == "comma" else ""  # "Choose up to 1 …, and it can't be removed …" (FB04-022)
        return f"Choose {w.selector(a.value, area=a.get('wording') == 'area')}{joint} and " \
            f"{'they' if many(a.value) else 'it'} {tail}"
    return words


def _cards(sel: Any, wording: str | None) -> str:
    """The cards a [Permanent] names: "Your <Guru>", "Your non-<Trunks : GT> Battle Cards" (the conditions before it
    lower the first letter), `wording: all`: "All of your Rest Mode Battle Cards", `wording: area`: "Battle Cards with
    costs of 7 or more in your Battle Area" (FB06-055)."""
    before = [R.filters[n].words(v, R.words) for n, v in sel.filters if R.filters[n].part == "before"]
    nouns = [R.filters[n].words(v, R.words) for n, v in sel.filters if R.filters[n].part == "noun"]
    after = [R.filters[n].words(v, R.words) for n, v in sel.filters if R.filters[n].part == "after"]
    whose = "your opponent's" if sel.owner == "opponent" else "your"
    noun = " ".join([*before, nouns[0] if nouns else "Battle Cards", *after])
    if wording == "area":  # "Battle Cards with costs of 7 or more in your Battle Area" (FB06-055: the plural)
        return f"{noun.replace('with a cost of', 'with costs of')} in {whose} Battle Area"
    return f"All of {whose} {noun}" if wording == "all" else f"{whose[0].upper()}{whose[1:]} {noun}"


AREA_DOC = "worded by the area: \"up to 1 Battle Card in your Battle Area\" (FP-037); `all`: \"All of your …\" (FB02-133)"
BY = Field(choice("opponent_skill", "opponent_battle_card_skill"), doc="only against these skills (a cause)")
DURATION = Field(choice(*UNTIL), doc="a skill's ban: until the end of your opponent's next turn; none for a [Permanent]")

R.declare(ActionDecl(name="no_ko", clause="FW 5-10, 0-2-5", doc="the cards can't be KO'd (by your opponent's skills; "
                     "once per turn; until the end of your opponent's next turn; a [Permanent]: while it is in play)",
                     value=R.selector, words=_ban_words("can't be KO'd"), meaning=Meaning(lambda a: 1, "power_target"),
                     fields={"by": BY, "duration": DURATION,
                             "wording": Field(choice("area", "all", "and"), doc=AREA_DOC + "; `and` (with `gets`): \"… "
                                              "can't be KO'd and gets +30000 power\" (FB03-020)"),
                             "once": Field(boolean, default=False, doc="\"… can't be KO'd once per turn.\" (FB03-009)"),
                             "gets": Field(signed, doc="\"… and gets +30000 power\" for as long (FB03-020)")},
                     targets="", apply=_ban_apply("ko"), layer="prohibit",
                     contributes=lambda g, p, src, a: continuous.Ban("ko_once" if a.get("once") else "ko",
                                                                     by=a.get("by", ""), cards=a.value),
                     sample={"no_ko": "self", "once": True}))
R.declare(ActionDecl(name="no_removal", clause="FW 0-2-5", doc="the cards can't be removed from the Battle Area by "
                     "skills (`by`: your opponent's; until the end of your opponent's next turn; a [Permanent]: while "
                     "it is in play)", value=R.selector, words=_ban_words("can't be removed from the Battle Area"),
                     meaning=Meaning(lambda a: 1, "power_target"),
                     fields={"by": BY, "duration": DURATION,
                             "wording": Field(choice("area", "all", "comma"), doc=AREA_DOC + "; `comma`: \"Choose up to "
                                              "1 …, and it can't be removed …\" (FB04-022)"),
                             "gets": Field(signed, doc="\"… and it gets +20000 power\" for as long (FB04-018)")},
                     targets="", apply=_ban_apply("leave_battle_area"), layer="prohibit",
                     contributes=lambda g, p, src, a: continuous.Ban("leave_battle_area", by=a.get("by", ""),
                                                                     cards=a.value),
                     sample={"no_removal": "self", "by": "opponent_skill"}))


# ------------------------------------------------------------------ whom a card may attack (FW 8-1-1, 0-2-5)
# The Main Phase offers an attack of a card on a target only when no ban forbids that card (or its player) to attack
# that target (rules.main: `prohibited(g, "attack", card, player=…, other=target)`).
def _opponent_leader(g: Game, player: int) -> tuple[tuple[int, int], ...]:
    leader = g.s.players[1 - player].leader
    return ((leader, g.s.epoch[leader]),)


def _protected_words(a: Action, w: Wording) -> str:
    nouns = [R.filters[n].words(v, R.words) for n, v in a.value.filters if R.filters[n].part == "noun"]
    return f"Your opponent can't attack {nouns[0] if nouns else 'Battle Cards'} in your Battle Area."


R.declare(ActionDecl(name="no_attack_leader", clause="FW 8-1-1, 0-2-5", doc="[Permanent]: this card can't attack "
                     "your opponent's Leader (its Battle Cards it may)", value=choice("self"),
                     words=lambda a, w: "This card can't attack your opponent's Leader.",
                     meaning=Meaning(lambda a: -1, "none"), layer="prohibit",
                     contributes=lambda g, p, src, a: continuous.Ban("attack", cards=SELF,
                                                                     against=_opponent_leader(g, p)),
                     sample={"no_attack_leader": "self"}))
R.declare(ActionDecl(name="protect_from_attack", clause="FW 8-1-1, 0-2-5", doc="[Permanent]: your opponent can't "
                     "attack these cards of yours", value=R.selector, words=_protected_words,
                     meaning=Meaning(lambda a: 1, "none"), layer="prohibit",
                     contributes=lambda g, p, src, a: continuous.Ban("attack", player="opponent", against=a.value),
                     sample={"protect_from_attack": {"zone": "battle", "all": True, "name": "Android 18"}}))


def _all_but(g: Game, player: int, name: str) -> tuple[tuple[int, int], ...]:
    """`player`'s Leader and Battle Cards but those named `name` (what "only <name> Battle Cards" leaves out; a
    Leader is no Battle Card, FW 2-1-1, whatever its name), as they are now."""
    ps = g.s.players[player]
    from .. import ops

    return tuple((u, g.s.epoch[u]) for u in (ps.leader, *ps.battle)
                 if u == ps.leader or not ops.named(g, u, name))


R.declare(ActionDecl(name="only_attack", clause="FW 8-1-1, 0-2-5", doc="[Permanent]: your opponent can only attack "
                     "your Battle Cards of this name (not your Leader, not your other Battle Cards)", value=text,
                     words=lambda a, w: f"Your opponent can only attack <{a.value}> Battle Cards.",
                     meaning=Meaning(lambda a: 1, "none"), layer="prohibit",
                     contributes=lambda g, p, src, a: continuous.Ban("attack", player="opponent",
                                                                     against=_all_but(g, p, a.value)),
                     sample={"only_attack": "Yamcha"}))


def _no_attack_using(g: Game, ctx: Ctx, a: Action) -> None:
    ban = continuous.Ban("attack", player="opponent", cards=a.value)
    continuous.add(g, "prohibit", None, ban, _until(g, ctx, a), ctx.player, g.card(ctx.src).name)


def _no_attack_using_words(a: Action, w: Wording) -> str:
    after = [R.filters[n].words(v, R.words) for n, v in a.value.filters if R.filters[n].part == "after"]
    plural = " ".join(x.replace("with a cost of", "with costs of") for x in after)  # "Battle Cards with costs of 3 …"
    return f"Your opponent can't attack using Battle Cards {plural} {UNTIL_NEXT[a.get('duration')]}."


UNTIL_NEXT = {"opponent_next_turn": "during your opponent's next turn"}
R.declare(ActionDecl(name="no_attack_using", clause="FW 7-3-4-3, 0-2-5", doc="your opponent can't attack using its "
                     "Battle Cards these filters select (during your opponent's next turn)", value=R.selector,
                     words=_no_attack_using_words, meaning=Meaning(lambda a: 1, "none"), start=_no_attack_using,
                     fields={"duration": Field(choice(*UNTIL_NEXT), required=True, doc="opponent_next_turn")},
                     sample={"no_attack_using": {"owner": "opponent", "zone": "battle", "all": True, "cost_max": 3},
                             "duration": "opponent_next_turn"}))


# ------------------------------------------------------------------ "can't be switched to Active Mode by skills"
R.declare(CauseDecl(name="skill", clause="FW 1-3", doc="any skill (either player's)", words=" by skills",
                    kinds=("effect",)))


def ready_prevented(g: Game, uid: int, player: int, src: int = -1) -> bool:
    """FW 0-2-5: a skill of `player` (card `src`) would switch `uid` to Active Mode while its owner's cards "can't be
    switched to Active Mode by skills" (the Charge Phase is no skill: FW 7-2-7 still switches them)."""
    return continuous.prohibited(g, "become_active", uid, player=g.s.owner[uid],
                                 cause=continuous.Cause("effect", player, src))


R.declare(ActionDecl(name="no_ready_by_skills", clause="FW 1-8-1-1, 0-2-5", doc="[Permanent]: your opponent's cards "
                     "(Leader, Battle Cards, energy) can't be switched to Active Mode by skills", value=choice("opponent"),
                     words=lambda a, w: "Your opponent's cards can't be switched to Active Mode by skills.",
                     meaning=Meaning(lambda a: -1, "none"), layer="prohibit",
                     contributes=lambda g, p, src, a: continuous.Ban("become_active", by="skill", player="opponent"),
                     sample={"no_ready_by_skills": "opponent"}))


# ------------------------------------------------------------------ "must attack whenever possible"
R.declare(ProhibitionDecl(name="idle", clause="FW 7-3-4-3, 7-3-4-4", words="must attack whenever possible",
                          for_owner=-1, doc="while the card can attack, its player can't end the Main Phase (rules.main "
                          "offers no End)"))
R.declare(ActionDecl(name="must_attack", clause="FW 7-3-4-3, 7-3-4-4", doc="[Permanent]: this card must attack "
                     "whenever possible (its player ends the Main Phase only once it cannot)", value=choice("self"),
                     words=lambda a, w: "This card must attack whenever possible.", meaning=Meaning(lambda a: -1, "none"),
                     layer="prohibit", contributes=lambda g, p, src, a: continuous.Ban("idle", cards=SELF),
                     sample={"must_attack": "self"}))


# ------------------------------------------------------------------ "you only take up to 1 damage in each battle"
R.declare(ProhibitionDecl(name="battle_damage_over_1", clause="FW 14-3-2, 0-2-5", words="take more than 1 damage in "
                          "a battle", for_owner=1, doc="from an attack's declaration to the battle's end (8-1 … 8-5), "
                          "damage processing moves at most 1 Life card in all (battle.deal_damage counts it)"))
R.declare(ActionDecl(name="one_damage_per_battle", clause="FW 14-3-2, 0-2-5", doc="[Permanent]: you only take up to "
                     "1 damage in each battle (by the attack, [Double Strike] included, or by skills during it)",
                     value=choice("you"), words=lambda a, w: "You only take up to 1 damage in each battle.",
                     meaning=Meaning(lambda a: 1, "none"), layer="prohibit",
                     contributes=lambda g, p, src, a: continuous.Ban("battle_damage_over_1", player="you"),
                     sample={"one_damage_per_battle": "you"}))


# ------------------------------------------------------------------ "can attack Active Mode Battle Cards"
def _attack_active_words(a: Action, w: Wording) -> str:
    cards = _cards(a.get("target"), None).replace("in its special traits", "in their special traits")
    return f"{cards} can attack Active Mode Battle Cards in your opponent's Battle Area."


R.declare(ActionDecl(name="attack_active", clause="FW 8-1-1, 0-2-2", doc="[Permanent]: these cards of yours may also "
                     "attack your opponent's Active Mode Battle Cards (rules.attack_targets reads the layer \"allow\")",
                     value=boolean, words=_attack_active_words, meaning=Meaning(lambda a: 1, "none"),
                     fields={"target": Field(R.selector, required=True, doc="the cards that may")},
                     layer="allow", contributes=lambda g, p, src, a: "attack_active",
                     sample={"attack_active": True, "target": {"zone": "battle", "all": True, "trait": "Android"}}))


# ------------------------------------------------------------------ "You can also use Rest Mode Battle Cards … in combos"
def _combo_rested_words(a: Action, w: Wording) -> str:
    sel = a.get("target")
    before = [R.filters[n].words(v, R.words) for n, v in sel.filters if R.filters[n].part == "before"]
    after = [R.filters[n].words(v, R.words).replace("in its special traits", "in their special traits")
             for n, v in sel.filters if R.filters[n].part == "after"]
    return f"You can also use {' '.join([*before, 'Battle Cards', *after])} in combos."


R.declare(ActionDecl(name="combo_rested", clause="FW 5-6-3-1, 5-6-4-1, 0-2-2", doc="[Permanent]: these Rest Mode Battle "
                     "Cards of yours may also be used in combos from your Battle Area (battle.combo_options reads the "
                     "layer \"allow\")", value=boolean, words=_combo_rested_words, meaning=Meaning(lambda a: 1, "none"),
                     fields={"target": Field(R.selector, required=True, doc="the cards that may (rested: true)")},
                     layer="allow", contributes=lambda g, p, src, a: "combo_rested",
                     sample={"combo_rested": True, "target": {"zone": "battle", "all": True, "rested": True,
                                                              "trait": "Brainwashed"}}))


# ------------------------------------------------------------------ "negate the next damage you take"
def _negate_next_damage(g: Game, ctx: Ctx, a: Action) -> None:
    # A shield on the continuous layer until the end of the opponent's next turn; battle.deal_damage spends it (a
    # "shield_used" for as long): the shields left are the shields less the used ones.
    continuous.add(g, "shield", None, ctx.player, _until(g, ctx, a), ctx.player, g.card(ctx.src).name)


def shield(g: Game, player: int) -> Any:
    """The duration of an unspent "negate the next damage you take" of `player`, or None."""
    mods = [m for m in g.s.mods if m.kind in ("shield", "shield_used") and m.value == player]
    left = sum(1 if m.kind == "shield" else -1 for m in mods)
    return next((m.until for m in mods if m.kind == "shield"), None) if left > 0 else None


R.declare(ActionDecl(name="negate_next_damage", clause="FW 14-3-2, 0-2-5", doc="until the end of your opponent's next "
                     "turn, the next damage you take is negated (no Life moves, no \"when you take damage\")",
                     value=choice("opponent_next_turn"),
                     words=lambda a, w: "Until the end of your opponent's next turn, negate the next damage you take.",
                     meaning=Meaning(lambda a: 1, "none"), start=_negate_next_damage,
                     sample={"negate_next_damage": "opponent_next_turn"}))


# ------------------------------------------------------------------ wave 3: fw-r2
R.declare(ProhibitionDecl(name="play_active", clause="FW 5-5-1, 1-8-1, 0-2-5", words="are played in Rest Mode",
                          for_owner=-1, doc="a Battle Card played (from the hand or by a skill) enters the Battle Area "
                          "in Rest Mode, not Active (moves.played rests it; Q284)"))
R.declare(ActionDecl(name="played_rested", clause="FW 5-5-1, 1-8-1, 0-2-5", doc="[Permanent]: these Battle Cards are "
                     "played in Rest Mode (\"Your opponent's Battle Cards with a cost of 5 or more are played in Rest "
                     "Mode.\", FB02-140)", value=R.selector, words=lambda a, w: f"{_cards(a.value, None)} are played in "
                     "Rest Mode.", meaning=Meaning(lambda a: 1, "none"), layer="prohibit",
                     contributes=lambda g, p, src, a: continuous.Ban("play_active", cards=a.value),
                     sample={"played_rested": {"owner": "opponent", "zone": "battle", "all": True, "cost_min": 5}}))


# ------------------------------------------------------------------ wave 4: fw-rules — a replacement ("… instead")
from ....engine.interpreter import queue_auto  # noqa: E402
from ....engine.records import Command, Frame, Move, Outcome, Rest  # noqa: E402
from .steps import frame  # noqa: E402

REMOVAL_INSTEAD = "removal_instead"


def replaceable(g: Game, uid: int, cause: continuous.Cause | None) -> bool:
    """FW 9-9, 1-5-2-3: "If this card would be removed from your Battle Area by your opponent, you may place 1 card from
    your life in its owner's Drop instead" (FB03-014) can replace this removal: the card is in its Battle Area with the
    [Permanent] valid, and the removal is its opponent's — a skill of theirs, or a KO in battle by their attack (FAQ
    Q246) —; its player has a Life card to place (9-9-3: a choice that cannot be made is not offered)."""
    if cause is None or g.s.area(uid) != "battle" or cause.player == g.s.owner[uid]:
        return False
    if not g.s.players[g.s.owner[uid]].life:
        return False
    return REMOVAL_INSTEAD in (v for v, _ in continuous.contributions(g, uid, "allow"))


def remove(g: Game, kind: str, extra: tuple[Any, ...], uids: tuple[int, ...], cause: continuous.Cause) -> None:
    """Cards leave the Battle Area together (FW 5-10: judged before any leaves), by a skill or a battle of
    `cause`'s player: when a replacement may apply to some (FB03-014), each one's player is asked first (9-9-2-1),
    then the others leave (`removal_ask`). `kind`: "ko" (a skill's KO), "battle" (the Damage Step's KO; extra: the
    attacker), "move" (extra: the area and where in it) or "energy" (in Rest Mode)."""
    asks = tuple(u for u in uids if replaceable(g, u, cause))
    if asks:
        g.push(Frame("removal_ask", (kind, extra, uids, asks, cause.player)))
    else:
        _remove(g, kind, extra, uids, cause.player)


@frame("removal_ask")
def removal_ask(g: Game, kind: str, extra: tuple[Any, ...], uids: tuple[int, ...], asks: tuple[int, ...],
                by: int) -> None:
    if not asks:
        _remove(g, kind, extra, uids, by)
        return
    uid = asks[0]
    player = g.s.owner[uid]
    if g.s.area(uid) != "battle" or not g.s.players[player].life:
        g.push(Frame("removal_ask", (kind, extra, uids, asks[1:], by)))
        return
    g.ask(player, "yes-no", [Command(player, "yes"), Command(player, "no")],
          Frame("removal_answer", (kind, extra, uids, asks, by)),
          f"{g.card(uid).name} would be removed from your Battle Area: place 1 card from your life in your Drop "
          "instead?", purpose="use_effect", outcomes=(Outcome("replace", uid, 1), Outcome("none", uid)))


@frame("removal_answer")
def removal_answer(g: Game, kind: str, extra: tuple[Any, ...], uids: tuple[int, ...], asks: tuple[int, ...],
                   by: int, answer: Command) -> None:
    uid = asks[0]
    if answer.kind == "yes":
        life = g.s.players[g.s.owner[uid]].life
        g.emit(Move("move", life[0], "life", "drop", "top"))  # FW 3-9-3 (not damage: 1-10-2); the last one loses (14-2)
        uids = tuple(u for u in uids if u != uid)  # FW 9-9-1-1: its removal never happened
    g.push(Frame("removal_ask", (kind, extra, uids, asks[1:], by)))


def _remove(g: Game, kind: str, extra: tuple[Any, ...], uids: tuple[int, ...], by: int) -> None:
    from .actions import _ko_now
    from .moves import leaving, removed_by_opponent

    if g.s.winner is not None:
        return
    left = leaving(g, by, uids)  # FB02-091: the opponent's cards, their cost as they are in the Battle Area
    for uid in uids:
        if kind == "move":
            g.emit(Move("move", uid, g.s.area(uid), extra[0], extra[1]))  # FW 3-1-6
        elif kind == "energy":
            g.emit(Move("move", uid, g.s.area(uid), "energy", "top"))  # FW 3-1-6, 3-8-3: in Rest Mode
            g.emit(Rest("rest", uid))
        else:
            _ko_now(g, uid)  # FW 5-10
    if kind == "battle":
        queue_auto(g, "when_kos_in_battle", list(extra))  # FW 8-4-6-2-3 (not when it is not KO'd: 13-17-1-1)
    removed_by_opponent(g, left)


R.declare(ActionDecl(name="removal_instead", clause="FW 9-9, 1-5-2-3, 3-9-3", doc="[Permanent] replacement: when this "
                     "card would leave its Battle Area by its opponent — a KO in battle after their attack, or any move "
                     "out by their skill (FAQ Q246) —, its player may place their top Life card in their Drop instead "
                     "(asked yes/no; then the card stays: 9-9-1-1); prohibitions come first (0-2-5); FB03-014",
                     value=choice("life_to_drop"),
                     words=lambda a, w: "If this card would be removed from your Battle Area by your opponent, you may "
                     "place 1 card from your life in its owner's Drop instead.", meaning=Meaning(lambda a: 1, "none"),
                     layer="allow", contributes=lambda g, p, src, a: REMOVAL_INSTEAD,
                     sample={"removal_instead": "life_to_drop"}))
