"""Write cards/dbsfw/<SET>.yaml and decks/dbsfw/FS01-04.yaml from shared/dbsfw/carddata (kept out of the package).

Copies facts only (numbers, names, types, colours, costs and orbs, power, combo power, traits, and
the keywords a card's text starts with); never the effect text: the wording shown is rendered from
the effect definitions added to the card files.

A set's file holds the cards already in it, every card without a skill (vanilla or keywords only), and
the cards named with --add: a card with a skill enters the pool only with its skills written, never as
a vanilla stand-in. Run:
    python scripts/dbsfw_carddata.py [--shared DIR] [--add FB01-001,FB01-002,...]
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
COLOURS = {"R": "red", "U": "blue", "G": "green", "Y": "yellow", "B": "black"}
# Keywords that are data, not effects (15): the bracketed word at the start of a line of card text.
KEYWORDS = {"Blocker": "blocker", "Critical": "critical", "Double Strike": "double_strike",
            "Triple Strike": "triple_strike", "Super Combo": "super_combo", "Dragon Ball": "dragon_ball",
            "Barrier": "barrier", "Field": "field"}


def keywords(text: str | None) -> list[str]:
    found = []
    for line in (text or "").splitlines():
        m = re.match(r"\[([^\]]+)\]", line)
        if m and m[1] in KEYWORDS:
            found.append(KEYWORDS[m[1]])
    return found


REMINDER = re.compile(r" ?\((?=[^()]* )[^()]*\)")  # "(When …)": reminder text; "(1)" is a cost


def has_skill(raw: dict) -> bool:
    """Whether the card's English text (either side) holds more than data keywords."""
    for d in raw["detail"]:
        if d["language"] == "EN":
            for line in REMINDER.sub("", d["effect"] or "").splitlines():
                m = re.fullmatch(r"\[([^\]]+)\]", line.strip())
                if line.strip() and not (m and m[1] in KEYWORDS):
                    return True
    return False


# A card number followed by its orbs as the card image shows them ("FS03-10 GGGG").
ORBS = re.compile(r"\b((?:FS|FB)\d\d-\d{2,3}|FP-\d{3}) ([RUGYB]{2,})\b")


def true_orbs(data: Path) -> dict[str, list[str]]:
    """The orbs of every card with more than one (FW 1-2-3), by number. `specifiedcost` holds the first
    orb only (the data's caveat): the true orbs are listed in each file's `_source.caveat` and, for
    FS01-FS04, in the data's README."""
    notes = [(data.parent / "README.md").read_text(encoding="utf-8")]
    for path in sorted(data.glob("F*.json")):
        notes.append(json.loads(path.read_text(encoding="utf-8"))["_source"].get("caveat", ""))
    return {number: [COLOURS[c] for c in letters] for note in notes for number, letters in ORBS.findall(note)}


def colours(raw: dict, orbs: dict[str, list[str]]) -> list[str]:
    """The card's colours (FW 1-2-2). Two records say no colour (README): FP-041's "no-color" is read from its
    orb (Blue, as the card image shows), FP-030's "ALL" (the event Leader whose energy counts as every colour)
    as the five colours."""
    if raw["color"] == "ALL":
        return list(COLOURS.values())
    if raw["color"].lower() == "no-color":
        en = next(d for d in raw["detail"] if d["language"] == "EN" and d["side"] in (None, "FRONT"))
        return orbs.get(raw["cardid"], [COLOURS[en["specifiedcost"]]])[:1]
    return [c.strip().lower() for c in raw["color"].split("/")]


# EN traits null where the JP side has them (README): FB03-048 Mighty Mask's JP traits サイヤ人/地球人 are Saiyan/Earthling,
# the EN words of FB03-037/039's same JP traits.
NULL_EN_TRAITS = {"FB03-048": ["Saiyan", "Earthling"]}


def card(raw: dict, orbs: dict[str, list[str]]) -> dict:
    en = [d for d in raw["detail"] if d["language"] == "EN"]
    front = next(d for d in en if d["side"] in (None, "FRONT"))
    out: dict = {"number": raw["cardid"], "name": front["name"], "category": raw["type"].lower(),
                 "colors": colours(raw, orbs)}
    if front["cost"] is not None:
        out["cost"] = front["cost"]
        # `specifiedcost` holds the first orb only: `orbs` has the others (true_orbs).
        first = [COLOURS[front["specifiedcost"]]] if front["specifiedcost"] else []
        out["orbs"] = orbs.get(raw["cardid"], first)
    if front["power"] is not None:
        out["power"] = front["power"]
    if front["combopower"] is not None:
        out["combo_power"] = front["combopower"]
    out["traits"] = [t for t in (front["traits"] or "").split("/") if t] or NULL_EN_TRAITS.get(raw["cardid"], [])
    if keywords(front["effect"]):
        out["keywords"] = keywords(front["effect"])
    back = next((d for d in en if d["side"] == "BACK"), None)
    if back is not None:
        side: dict = {"power": back["power"]}
        if back["name"] != front["name"]:  # FW 10-1-3: a back side with another name (FB01-070, FB03-078, FB04-103)
            side["name"] = back["name"]
        # EN traits null on FB04-103's back (README): its JP traits are the front's, so are the EN ones.
        traits = [t for t in (back["traits"] or front["traits"] or "").split("/") if t]
        if traits != out["traits"]:
            side["traits"] = traits
        if keywords(back["effect"]):
            side["keywords"] = keywords(back["effect"])
        out["back"] = side
    return out


class Plain(yaml.SafeDumper):
    """Writes shared values out in full (no YAML anchors)."""

    def ignore_aliases(self, data: object) -> bool:
        return True


def keep_effects(cards: list[dict], old: dict[str, dict]) -> None:
    """The skills are written by hand in the card files: a new run keeps them."""
    for c in cards:
        before = old.get(c["number"], {})
        if "short" in before:  # written by hand after the name
            items = list(c.items())
            c.clear()
            c.update([items[0], items[1], ("short", before["short"]), *items[2:]])
        if "effects" in before:
            c["effects"] = before["effects"]
        if "back" in c and "effects" in before.get("back", {}):
            c["back"]["effects"] = before["back"]["effects"]


def main(shared: Path, add: set[str]) -> None:
    data = shared / "dbsfw" / "carddata"
    (ROOT / "cards" / "dbsfw").mkdir(parents=True, exist_ok=True)
    (ROOT / "decks" / "dbsfw").mkdir(parents=True, exist_ok=True)
    orbs = true_orbs(data)
    for path in sorted(data.glob("F[SBP]*.json")):
        out = ROOT / "cards" / "dbsfw" / f"{path.stem}.yaml"
        old = {c["number"]: c for c in (yaml.safe_load(out.read_text()) if out.exists() else None) or []}
        cards = [card(c, orbs) for c in json.loads(path.read_text())["cards"]
                 if c["cardid"] in old or c["cardid"] in add or not has_skill(c)]
        keep_effects(cards, old)
        text = yaml.dump(cards, Dumper=Plain, sort_keys=False, allow_unicode=True, width=110)
        out.write_text(
            f"# {path.stem}: facts from shared/dbsfw/carddata/{path.name} (scripts/dbsfw_carddata.py)\n"
            "# Skills are written by hand (the script keeps them); a card without `effects` has none yet.\n" + text)
    lists = json.loads((data / "decklists.json").read_text())
    for deck_id in ("FS01", "FS02", "FS03", "FS04"):
        entry = lists[deck_id]
        deck = {"id": deck_id, "name": entry["name"], "leader": entry["leader"], "cards": entry["cards"]}
        (ROOT / "decks" / "dbsfw" / f"{deck_id}.yaml").write_text(yaml.safe_dump(deck, sort_keys=False))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    parser.add_argument("--add", default="", help="comma-separated card numbers with skills to add")
    args = parser.parse_args()
    main(args.shared, {n.strip() for n in args.add.split(",") if n.strip()})
