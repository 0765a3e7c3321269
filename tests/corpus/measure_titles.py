"""Corpus YAML in; name precision/recall and every mismatch printed out (run from the repo root)."""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

from readinglist.extract.titles import derive_title


def main() -> int:
    cases = yaml.safe_load((Path(__file__).parent / "titles.yml").read_text("utf-8"))
    hits = wrong = named = 0
    for case in cases:
        title = derive_title(case["text"])
        named += bool(case["name"])
        hits += bool(case["name"]) and title.name == case["name"]
        wrong += title.name is not None and title.name != case["name"]
        mark = "ok " if title.name == case["name"] else "BAD"
        print(f"{mark} {case['name']!s:>14} | {title.text}")
    print(f"{len(cases)} abstracts, {named} named")
    print(f"precision {hits / max(1, hits + wrong):.3f}  recall {hits / max(1, named):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
