"""docs/card-format.md's reference tables, generated from the primitive registry.

    python -m opcg_tui.games.onepiece.docs          # rewrite the generated part of the file
    python -m opcg_tui.games.onepiece.docs --check  # exit 1 when the file disagrees (the tests do this)
"""

from __future__ import annotations

import sys
from pathlib import Path

from ...engine.declarations import ActionDecl, ConditionDecl, CostDecl, Decl, FilterDecl
from ...engine.registry import Checker, Selector
from .primitives import REGISTRY
from .wording import WORDS, render_action

DOC = Path(__file__).resolve().parents[3] / "docs" / "card-format.md"
BEGIN = "<!-- BEGIN GENERATED: python -m opcg_tui.games.onepiece.docs -->"
END = "<!-- END GENERATED -->"


def wording(decl: Decl) -> str:
    """An example of what a player reads for this primitive."""
    if isinstance(decl, ActionDecl):
        sample = dict(decl.sample)
        return render_action(REGISTRY.action(Checker("the docs", REGISTRY), sample, [sample], 0))
    if isinstance(decl, FilterDecl):
        zone = "trash" if decl.part == "noun" and decl.name == "category" else "character"
        sel = Selector("opponent", zone, 1, True, False, ((decl.name, decl.example),))
        return WORDS.selector(sel)
    if isinstance(decl, ConditionDecl | CostDecl):
        return decl.words(decl.example)
    return decl.wording() or "(no words of its own: the effect's text alone)"


def generated() -> str:
    return f"{BEGIN}\n\n{REGISTRY.doc_tables(wording)}\n{END}"


def main(argv: list[str]) -> int:
    text = DOC.read_text(encoding="utf-8")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    updated = text[:start] + generated() + text[end:]
    if "--check" in argv:
        if updated != text:
            print(f"{DOC} is out of date: run python -m opcg_tui.games.onepiece.docs", file=sys.stderr)
            return 1
        return 0
    DOC.write_text(updated, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
