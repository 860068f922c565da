"""Run by the tests as another opcg: start a game (or resume one) in the saves folder, say which file, then
hold it open until told to play one more decision and quit."""

from __future__ import annotations

import sys
import time

from opcg_tui.engine import new_game
from opcg_tui.games.onepiece import load_cards
from opcg_tui.games.onepiece.decks import load_deck
from opcg_tui.paths import saves_dir
from opcg_tui.saves import list_saves
from opcg_tui.tui.session import Session, resume_session


def main(what: str, start_at: float) -> None:
    db = load_cards()
    if what == "resume":
        session = resume_session(list_saves(saves_dir(), lambda: db)[0], db)
    else:
        seed = int(what)
        session = Session(game=new_game(load_deck("ST-01", db), load_deck("ST-02", db), seed, db), mode="hotseat",
                          names=("Player 1", "Player 2"), decks=("ST-01", "ST-02"), seed=seed)
        time.sleep(max(0.0, start_at - time.time()))  # every process starts its game at this same moment
        session.start_log()
    session.apply(session.options(session.actor)[0])
    print(session.log.path, flush=True)
    sys.stdin.readline()
    session.apply(session.options(session.actor)[0])
    session.close()


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]))
