#!/usr/bin/env python3
"""Hold the Fusion World skill text opcg renders against the official English card text.

Usage (from the project root, with the project installed):
    .venv/bin/python scripts/dbsfw_textcheck.py [--set FB02] [--worst N] [--json] [--all]

For every loaded Fusion World card with a skill it reads the EN text of each side in
../shared/dbsfw/carddata, cuts it into skill lines (`skill_lines`: the line breaks, plus a cut where a
skill label follows a sentence's end — 44 EN texts lack that line break, "…hand.[Auto]…"), leaves out
reminder text in parentheses and the lines that are only keywords ([Blocker], [Barrier] …: card data,
not rendered), and scores the card: difflib's ratio (0..1, by characters) of its rendered skills, a
line each, against those official lines. tests/dbsfw/test_fw_cards.py asks each rendered skill to be
one of the lines exactly; this report says how far off the rest is. It prints the cards below 1 (all
with --all) and a summary line:
    cards N, identical K, mean similarity X, below 0.9: B
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CARDDATA = Path(os.environ.get("OPCG_SHARED", ROOT.parent / "shared")) / "dbsfw" / "carddata"

# A skill label directly after a sentence's end ("." or the ".)" closing reminder text) starts a new skill:
# the 44 EN texts that lack a line break there all have that form, and no label inside a skill does
# ("([Blocker] : …" follows "(", "non-[Field]" a "-", "[Auto][Once per turn]" a "]", "(3)[…" never occurs).
MISSING_BREAK = re.compile(r"(?<=\.)(?=\[)|(?<=\.\))(?=\[)")
# Reminder text in parentheses is not rendered ("[Awaken] (Can be activated …)"); "(1)" is a cost, "(Mini)" part of a name.
REMINDER = re.compile(r" ?\((?=[^()]* )[^()]*\)")
KEYWORDS_ONLY = re.compile(r"(\[[^\]]+\]\s*)+")
# The EN data's wording defects (../shared/dbsfw/README.md and what the check found), each read from the card's
# other fields: the text as printed is compared after this one change (docs/dbsfw-rulings.md, "data defects").
DATA_DEFECTS = {
    # An untranslated orb icon: JP (緑) is one green orb, as FB01-005's "(Red)"; FAQ Q192: Korin makes the 2-cost
    # <Senzu Bean> (one green orb) cost 0, so (1) is one more, not a repeat.
    "FB02-072": ("by (緑)(1).", "by (Green)(1)."),
    "FB03-033": ("by (青).", "by (Blue)."),  # an untranslated orb icon (JP 青 = blue), as FB01-057 "(Blue)"
    "FB04-066": ("is [Piccolo],", "is <Piccolo>,"),  # a card name in a keyword's brackets (README)
    "FB05-038": ("for the battle\n", "for the battle.\n"),  # the skill's last sentence lacks its period
    "FB05-067": ("[Critical] for the Battle.", "[Critical] for the battle."),  # "battle" capitalised mid-sentence
}


def skill_lines(text: str | None) -> list[str]:
    """The official text cut into skill lines, reminder text left out (the form a rendered skill takes), its
    typography made plain: a curly apostrophe (FP-004 … FP-007, FP-043) is "'", runs of spaces one (FB05-029),
    no space at a line's ends (FB01-017). Words and punctuation are compared as printed."""
    plain = (text or "").replace("\u2019", "'").replace("Choose one\u30fc", "Choose one\u2015")  # "ー" for "―": FB03-137
    plain = plain.replace("]/[", "/")  # "[When Attacking]/[When Blocking]" (FB01-113) is "[When Attacking/When Blocking]"
    lines = [" ".join(REMINDER.sub("", line).split()) for raw in plain.splitlines() for line in MISSING_BREAK.split(raw)]
    # A "Choose one―" skill's options (FW 13-2-2: bullet points) stand on lines of their own in most texts
    # ("Choose one― | ・…", FB04-064), in one line in others (FB02-130): an option's line joins its skill.
    joined: list[str] = []
    for line in lines:
        if line.startswith("・") and joined:
            joined[-1] += line
        else:
            joined.append(line)
    return joined


def official_texts(carddata: Path = CARDDATA) -> dict[tuple[str, str], list[str]]:
    """(number, "FRONT"/"BACK") -> the skill lines of that side's EN text."""
    out: dict[tuple[str, str], list[str]] = {}
    for path in sorted(carddata.glob("F*.json")):
        for raw in json.loads(path.read_text())["cards"]:
            for d in raw["detail"]:
                if d["language"] == "EN":
                    text, defect = d["effect"], DATA_DEFECTS.get(raw["cardid"])
                    if text and defect:
                        text = (text + "\n").replace(*defect).rstrip("\n")
                    out[raw["cardid"], d["side"] or "FRONT"] = skill_lines(text)
    return out


def rendered_texts(card) -> dict[str, list[str]]:
    """"FRONT"/"BACK" -> the card's rendered skills of that side, in order."""
    from opcg_tui.games.dbsfw.wording import describe

    sides: dict[str, list[str]] = {}
    for idx, eff in enumerate(card.effects):
        sides.setdefault(eff.conditions.get("side", "front").upper(), []).append(describe(card, idx))
    return sides


EVENT_ONLY = "This card can only be used in specified events."  # FP-030: where the card is legal, not a skill


def score(rendered: list[str], official: list[str]) -> float:
    """How alike the rendered skills are to the official skill lines (keyword-only lines left out), 0..1."""
    theirs = [line for line in official if line.strip() and not KEYWORDS_ONLY.fullmatch(line.strip())
              and line.strip() != EVENT_ONLY]
    return difflib.SequenceMatcher(None, "\n".join(rendered), "\n".join(theirs), autojunk=False).ratio()


def report(cards, official) -> list[tuple[str, float, str, str]]:
    """(number, score, rendered, official) for each card with a skill; both sides in one text."""
    rows = []
    for number, card in sorted(cards.items()):
        sides = rendered_texts(card)
        if not sides:
            continue
        mine, theirs = [], []
        for side in ("FRONT", "BACK"):
            if side in sides or (number, side) in official:
                mine += sides.get(side, [])
                theirs += official.get((number, side), [])
        kept = [line for line in theirs if line.strip() and not KEYWORDS_ONLY.fullmatch(line.strip())]
        rows.append((number, score(mine, theirs), "\n".join(mine), "\n".join(kept)))
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", help="only cards of this set, e.g. FB02")
    ap.add_argument("--worst", type=int, default=20, help="how many of the lowest-scoring cards to show")
    ap.add_argument("--all", action="store_true", help="print every card's number and score")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead")
    args = ap.parse_args(argv)
    from opcg_tui.games.dbsfw import load_cards

    cards = {n: c for n, c in load_cards().items() if not args.set or n.startswith(args.set + "-")}
    rows = report(cards, official_texts())
    ident = sum(1 for r in rows if r[1] >= 0.9995)
    mean = sum(r[1] for r in rows) / len(rows) if rows else 0.0
    low = [r for r in rows if r[1] < 0.9]
    worst = sorted(rows, key=lambda r: r[1])
    if args.json:
        print(json.dumps({"cards": len(rows), "identical": ident, "mean_similarity": round(mean, 4), "below_0_9": len(low),
                          "scores": {n: round(s, 4) for n, s, _, _ in rows}}, ensure_ascii=False))
        return 0
    if args.all:
        for n, s, _, _ in rows:
            print(f"{n}  {s:.3f}")
    for n, s, m, o in [r for r in worst if r[1] < 0.9995][: args.worst]:
        print(f"{n}  {s:.3f}\n  rendered: {m.replace(chr(10), chr(10) + '            ')}\n"
              f"  official: {o.replace(chr(10), chr(10) + '            ')}\n")
    print(f"cards {len(rows)}, identical {ident}, mean similarity {mean:.3f}, below 0.9: {len(low)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
