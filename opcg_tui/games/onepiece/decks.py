"""ONE PIECE deck construction (CR 5-1-2): the checks, and decks loaded with them."""

from __future__ import annotations

from pathlib import Path

from ...data.cards import CardDB
from ...data.decks import Deck, read_deck
from ...data.yamlfile import DataError
from .cards import Card, load_cards
from .primitives.actions.deck import card_rules


def don_deck_size(leader: Card | None) -> int:
    """The DON!! deck's size: 10 (5-1-2), or what the Leader's text says ("your DON!! deck consists of 6 cards")."""
    size = card_rules(leader).get("don_deck") if leader is not None else None
    return size if isinstance(size, int) else 10


def deck_problems(deck: Deck, db: CardDB) -> list[str]:
    """Every violation of the deck construction rules (CR 5-1-2), in one list."""
    problems = []
    leader = db.get(deck.leader)
    if leader is None:
        problems.append(f"unknown leader card '{deck.leader}'")
    elif leader.category != "leader":
        problems.append(f"leader {deck.leader} is a {leader.category}, not a Leader card (5-1-2)")
    # 5-1-2-4: the Leader's deck construction effects replace the rules above, as permanent effects.
    rules = card_rules(leader) if leader is not None and leader.category == "leader" else {}
    if deck.size != 50:
        problems.append(f"the deck has {deck.size} cards; it must have exactly 50 (5-1-2)")
    for number, copies in deck.cards:
        card = db.get(number)
        if card is None:
            problems.append(f"unknown card number '{number}'")
            continue
        if card.category == "leader":
            problems.append(f"{number} {card.name} is a Leader card; the deck may hold only Characters, Events and Stages (5-1-2-1)")
        if copies > 4 and card_rules(card).get("copies") != "any":
            problems.append(f"{copies} copies of {number} {card.name}; at most 4 are allowed (5-1-2-3)")
        if leader is not None and not set(card.colors) & set(leader.colors):
            problems.append(
                f"{number} {card.name} is {'/'.join(card.colors)}, not a color of the Leader "
                f"({'/'.join(leader.colors)}) (5-1-2-2)"
            )
        only = rules.get("only_type")
        if only and only not in card.types:
            problems.append(f"{number} {card.name} is not a {{{only}}} type card; the Leader {deck.leader} allows "
                            f"only those (5-1-2-4)")
        most = rules.get("no_event_cost_min")
        if isinstance(most, int) and card.category == "event" and (card.cost or 0) >= most:
            problems.append(f"{number} {card.name} is an Event with a cost of {card.cost}; the Leader {deck.leader} "
                            f"allows no Event with a cost of {most} or more (5-1-2-4)")
        most = rules.get("no_cost_min")  # OP12-001: judged on the printed cost, as Imu's
        if isinstance(most, int) and (card.cost or 0) >= most:
            problems.append(f"{number} {card.name} has a cost of {card.cost}; the Leader {deck.leader} allows no card "
                            f"with a cost of {most} or more (5-1-2-4)")
    return problems


def load_deck(ref: str, db: CardDB | None = None, extra_dirs: list[Path] | None = None, check: bool = True) -> Deck:
    """A deck by id or file; with `check`, an illegal deck is a DataError naming every problem."""
    deck, path = read_deck(ref, extra_dirs)
    if check:
        problems = deck_problems(deck, db if db is not None else load_cards())
        if problems:
            raise DataError(path, None, "illegal deck: " + "; ".join(problems))
    return deck
