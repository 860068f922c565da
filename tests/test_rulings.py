"""Every reading in docs/rulings.md points at scenario files that exist."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "scenarios"


def test_each_ruling_names_scenarios_that_exist():
    doc = "rulings.md"
    text = (ROOT / "docs" / doc).read_text(encoding="utf-8")
    named = re.findall(r"`([^`\s]+\.yaml)`", text)
    assert named, f"{doc} names no scenario file"
    missing = [p for p in named if not any(SCENARIOS.glob(p)) and not any((ROOT / "tests").glob(p))]
    assert missing == [], f"{doc} names scenario files that do not exist: {missing}"
