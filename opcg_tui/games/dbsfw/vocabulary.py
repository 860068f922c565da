"""The Fusion World registry (engine/registry.py) and its vocabulary, each one declaration: the keyword skills
(FW 15), the timings (FW 1-3) and the prompt purposes. The conditions, actions and skill costs that act on a
game are declared in the primitives package; the wording of skills in wording.py."""

from __future__ import annotations

from ...engine.declarations import KeywordDecl, PurposeDecl, TimingDecl
from ...engine.registry import Registry

REGISTRY = Registry("dbsfw")
R = REGISTRY

for _name, _label, _clause, _reminder, _worth in (
    ("blocker", "[Blocker]", "15-4", "After an opponent's attack, you may rest this card and make it the guard card.", 0.5),
    ("critical", "[Critical]", "15-5", "Life this card's attack takes goes to the Drop, not the hand.", 0.5),
    ("double_strike", "[Double Strike]", "15-6", "This card's attack deals 2 damage.", 1.0),
    ("triple_strike", "[Triple Strike]", "15-6", "This card's attack deals 3 damage.", 2.0),
    ("super_combo", "[Super Combo]", "15-8", "At most 4 cards with [Super Combo] in a deck.", 0.0),
    ("dragon_ball", "[Dragon Ball]", "15-13", "Up to 7 [Dragon Ball] cards in a deck, copies of one number included.", 0.0),
    ("barrier", "[Barrier]", "15-11", "Your opponent's skills cannot choose this card.", 0.5),
    # An Extra's [Activate Main] keyword skill (rules.use_options, rules.play_field), not an effect:
    ("field", "[Field]", "15-3", "Use: play this card in your Battle Area, in place of your other [Field].", 0.0),
):
    R.declare(KeywordDecl(name=_name, clause=f"FW {_clause}", doc=_reminder, label=_label, reminder=_reminder,
                          worth=_worth))

# ------------------------------------------------------------------ timings (FW 1-3)
for _name, _clause, _label, _category, _doc in (
    ("on_play", "1-3-6-3-1", "[On Play]", "auto", "when the card is played"),
    ("when_attacking", "1-3-6-3-2", "[When Attacking]", "auto", "when the card attacks"),
    ("when_ko", "1-3-6-3-3", "[When KO'd]", "auto", "when the card is KO'd (it resolves from the Drop: 9-6-9)"),
    ("awaken", "15-2", "[Awaken]", "activate", "a Leader's [Activate Main/Battle] skill that flips it over"),
    ("activate_main", "1-3-4-1-1", "[Activate Main]", "activate", "in your Main Phase (an Extra: used from the hand)"),
    ("activate_battle", "1-3-4-1-2", "[Activate Battle]", "activate", "in your Offense or Defense Step"),
    ("permanent", "1-3-5", "[Permanent]", "permanent", "while the card is in play"),
    ("end_of_your_turn", "1-3-6-3-5", "[End of Your Turn]", "auto", "at the end of your turn (7-4-2, README-2)"),
    ("end_of_opponents_turn", "1-3-6-3-6", "[End of Opponent's Turn]", "auto",
     "at the end of your opponent's turn (7-4-2, README-2)"),
    ("when_blocking", "1-3-6-3-4", "[When Blocking]", "auto", "when this card's [Blocker] is activated (15-4-3)"),
    ("when_attacked", "8-1-3, 15-4-3-1", "[Auto]", "auto", "when this card is attacked, or becomes the guard card "
     "by its [Blocker]"),
    ("combo_from_hand", "5-6-3-1-2, 5-6-4-1-2", "[Auto]", "auto", "when you use this card in a combo from your hand"),
    ("battle_card_attacks", "8-1-3", "[Auto]", "auto", "when one of your Battle Cards attacks (this card too); "
     "the condition attacker_power_min says which"),
    ("combo_from_battle_area", "5-6-3-1-1, 5-6-4-1-1", "[Auto]", "auto", "when this card is used in a combo from "
     "the Battle Area (moved there by its player in the Offense or Defense Step; it resolves from the Combo Area)"),
    ("when_you_take_damage", "14-3-2", "[Auto]", "auto", "when you take damage (1 or more: your cards in play; "
     "by an attack or a skill)"),
    ("battle_area_combo_in_battle", "5-6-3-1-1, 5-6-4-1-1, 8-1-2-2", "[Auto]", "auto", "when a card of your Battle "
     "Area is used in a combo while this card is in a battle (the step's combo; not from the hand, not a skill's)"),
    ("combo_in_battle", "5-6, 8-1-2-2", "[Auto]", "auto", "when you use a card in a combo while this card is in a "
     "battle (by the step's combo or a skill's)"),
    ("when_deals_damage", "8-4-6-1-2", "[Auto]", "auto", "when this card, attacking, deals damage to a Leader"),
    ("when_kos_in_battle", "8-4-6-2-3", "[Auto]", "auto", "when this card, attacking, KOs the guard Battle Card"),
    # The steps' own timings ("Skills that read … enter pending"): the cards in play of the players named.
    ("start_of_your_turn", "7-2-5", "[Auto]", "auto", "at the beginning of your turn (your cards)"),
    ("start_of_your_main", "7-3-2", "[Auto]", "auto", "at the beginning of your Main Phase (your cards)"),
    ("end_of_your_main", "7-3-5-1-1", "[Auto]", "auto", "at the end of your Main Phase (your cards)"),
    ("start_of_your_offense", "8-2-2", "[Auto]", "auto", "at the beginning of your Offense Step (the attacker's side)"),
    ("start_of_your_defense", "8-3-2", "[Auto]", "auto", "at the beginning of your Defense Step (the defender's side)"),
    ("start_of_damage_step", "8-4-2", "[Auto]", "auto", "at the beginning of the Damage Step (both players' cards)"),
    ("end_of_damage_step", "8-4-7", "[Auto]", "auto", "when the Damage Step ends (both players' cards)"),
    ("end_of_battle", "8-5-5", "[Auto]", "auto", "at the end of a battle (both players' cards)"),
    ("evolve", "15-12", "[Evolve]", "activate", "[Activate Main] from the hand: play this card on top of 1 of your "
     "Battle Cards (`evolve REF`)"),
    ("fusion_evolve", "15-12-9", "[Fusion Evolve]", "activate", "[Activate Main] from the hand: play this card on top "
     "of 2 of your Battle Cards (`evolve REF`)"),
):
    R.declare(TimingDecl(name=_name, clause=f"FW {_clause}", label=_label, category=_category, doc=_doc))


# ------------------------------------------------------------------ prompt purposes
for _name, _words, _meaning, _clause in (
    ("first_or_second", "who goes first", 0, "6-2-1-5"),
    ("mulligan", "keep the opening hand or draw again", 0, "6-2-1-8"),
    ("charge", "a card to place in the Energy Area", 0, "7-2-11"),
    ("main_action", "the next Main Phase action", 0, "7-3-4"),
    ("block", "a [Blocker] to guard with", 0, "15-4"),
    ("offense", "a combo for the attack card, or pass", 0, "8-2-4"),
    ("defense", "a combo for the guard card, or pass", 0, "8-3-4"),
    ("pay_energy", "the energy that pays a cost", -1, "5-3-1"),
    ("effect_order", "which of several skills resolves next", 0, "4-2-2-2"),
    ("power_target", "card whose power changes", 1, "9-8"),
    ("ko_target", "Battle Card to KO", -1, "5-10"),
    ("rest_target", "card to switch to Rest Mode", -1, "1-8-1-2"),
    ("ready_target", "card to switch to Active Mode", 1, "1-8-1-1"),
    ("add_target", "card to add to your hand or energy", 1, "3-1-6"),
    ("ki_target", "card to place [Ki] under", 1, "5-12"),
    ("evolve_target", "Battle Card to play this card on top of", 1, "15-12-4"),
    ("discard", "cards to discard from your hand", -1, "13-7"),
    ("energy_to_drop", "energy to place in your Drop", -1, "1-4-5"),
    ("return_target", "card to return to its owner's hand or deck", -1, "3-1-6"),
    ("use_effect", "use an optional skill or pay an optional cost", 0, "9-6-4"),
    # A card of yours to the bottom of the deck or to the Drop is worse than on top (the computer keeps it).
    ("deck_bottom", "card to place at the bottom of the deck (or in the Drop)", -1, "13-11"),
    ("deck_order", "the order of cards placed on the deck", 0, "3-2"),
    ("cost_target", "card whose cost changes", -1, "1-2-5"),
    ("combo_target", "card to use in a combo", 1, "5-6"),
    ("rest_cost", "your card to switch to Rest Mode as a skill cost", -1, "1-4"),
    ("hand_to_deck", "card of your hand to place on your deck as a skill cost", -1, "1-4"),
    # The bottom (yes) keeps the next draw new; the computer says yes (ai/fusion's yes-no).
    ("deck_end", "the bottom (yes) or the top (no) of the deck for a card", 0, "3-2-2"),
):
    R.declare(PurposeDecl(name=_name, clause=f"FW {_clause}", doc=_words, words=_words, meaning=_meaning))



# ------------------------------------------------------------------ appended by fw-prims-a (costs.py's ko_cards)
R.declare(PurposeDecl(name="ko_cost", clause="FW 1-4, 5-10", doc="your Battle Card to KO as a skill cost",
                      words="your Battle Card to KO as a skill cost", meaning=-1))


# ------------------------------------------------------------------ appended by fw-records (costs.py's return_cards)
R.declare(PurposeDecl(name="return_cost", clause="FW 1-4, 3-3", doc="your card to return to your hand as a skill cost",
                      words="your card to return to your hand as a skill cost", meaning=-1))


# ------------------------------------------------------------------ appended by fw-timings (primitives/modes.py)
R.declare(PurposeDecl(name="mode", clause="FW 13-2", doc="the option of a \"Choose one―\" skill to resolve (yes: the "
                      "option named; no: another)", words="the option of a Choose one skill to resolve", meaning=0))
R.declare(TimingDecl(name="battle_card_played_from_your_drop", clause="FW 5-5-1, 5-5-3", label="[Auto]", category="auto",
                     doc="when a Battle Card is played from your Drop (by a skill: 5-5-3); your cards in play, the "
                     "played card included (primitives/moves.py `played`)"))
R.declare(PurposeDecl(name="hand_or_energy", clause="FW 3-3, 3-8-3", doc="the top card of the deck to the hand (yes) or "
                      "to the energy in Rest Mode (no)", words="the top card to your hand or your energy", meaning=0))
R.declare(TimingDecl(name="opponent_battle_card_attacks", clause="FW 8-1-3", label="[Auto]", category="auto",
                     doc="when one of your opponent's Battle Cards attacks (your cards in play); the condition "
                     "attacker_cost says which"))
R.declare(TimingDecl(name="switched_active_by_skill", clause="FW 1-8-1-1", label="[Auto]", category="auto",
                     doc="when this card, in Rest Mode, is switched to Active Mode by a skill (the `ready` action; not "
                     "by the Charge Phase's rule, 7-2-7)"))
R.declare(TimingDecl(name="your_card_played", clause="FW 5-5-1", label="[Auto]", category="auto",
                     doc="when one of your cards is played (your cards in play, the played card included); the "
                     "condition played_card says which"))
R.declare(TimingDecl(name="opponent_plays_battle_card", clause="FW 5-5-1", label="[Auto]", category="auto",
                     doc="when your opponent plays a Battle Card (from the hand or by a skill); your cards in play"))
R.declare(TimingDecl(name="opponent_card_returned_by_your_skill", clause="FW 3-1-6", label="[Auto]", category="auto",
                     doc="when an opponent's Battle Card is returned from the Battle Area to its owner's hand by one of "
                     "your skills (the to_hand action); your cards in play, once per return"))


# ------------------------------------------------------------------ appended by fw-timings (session 8: skills.WINDOWS)
R.declare(TimingDecl(name="activate_main_battle", clause="FW 1-3-4-1", label="[Activate Main/Battle]",
                     category="activate", doc="one [Activate] skill declarable in your Main Phase and in your Offense "
                     "or Defense Step (1-3-4-1-1 … 1-3-4-1-3; an Extra: used from the hand in either); one skill, so "
                     "its [Once per turn] counts its uses in both windows together"))
R.declare(TimingDecl(name="your_battle_card_kod", clause="FW 5-10, 9-6-7", label="[Auto]", category="auto",
                     doc="when one of your Battle Cards is KO'd (by a skill, a cost or a battle: actions.ko); your cards "
                     "in play; the condition kod_card says which"))
R.declare(TimingDecl(name="energy_to_your_drop", clause="FW 3-8, 3-4", label="[Auto]", category="auto",
                     doc="when a card of your energy is placed in your Drop (by a cost or an effect, yours or your "
                     "opponent's: ruleset._after_move); your cards in play, once for cards placed together (9-6-2-1)"))
R.declare(TimingDecl(name="your_battle_card_switched_active", clause="FW 1-8-1-1", label="[Auto]", category="auto",
                     doc="when one of your Battle Cards in Rest Mode is switched to Active Mode by a skill (actions "
                     "_ready_apply); your cards in play; the condition switched_card says which and by whose skill, "
                     "and words the trigger's rest"))
# ------------------------------------------------------------------ appended by fw-durations (primitives/moves.py)
R.declare(TimingDecl(name="your_battle_card_removed_by_opponent", clause="FW 8-4-6-2-1, 3-1-6, 9-6-7-1-2",
                     label="[Auto]", category="auto",
                     doc="when one of your Battle Cards leaves the Battle Area by your opponent: KO'd in battle by their "
                     "attack, or moved by a skill of their card (FAQ Q199; not by the rules, Q200); your cards in play; "
                     "the condition removed_cost_min says which"))
