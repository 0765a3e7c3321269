"""Derived titles against the authors' own, on conference-years never used for learning.

usage: python benchmarks/titles.py [--corpus ../shared/corpus] [--papers 2000] [--show 20]

Reads the corpus of real (conference, title, abstract) triples, takes the held-out
conference-years (readinglist.extract.titlemodel.held_out), derives a title for a fixed sample
of their abstracts and prints: content-word ROUGE-1 F against the authors' titles (the corpus's
rouge.py), how often the title leads with the method name where the authors' title has one the
abstract uses (in the sample, and over every held-out abstract), the share of titles an
automatic check finds a defect in (and the same for the authors' titles), and the
microseconds a title takes."""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from readinglist.extract.defects import defects
from readinglist.extract.delatex import plain
from readinglist.extract.titlemodel import corpus_rouge, held_out, read_corpus
from readinglist.extract.titles import derive_title
from readinglist.parse.text import mend_residue

ROOT = Path(__file__).resolve().parent.parent
_NAME = re.compile(r"^([^\s:]{2,40}):\s")


def authors_name(title: str, abstract: str) -> str | None:
    """The name the authors' title leads with ("Name: …"), if the abstract uses it."""
    found = _NAME.match(title)
    if not found or not re.search(r"[A-Z]", found[1]):
        return None
    name = found[1]
    return name if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", abstract) else None


def measure(rows: list[dict[str, str]], rouge1: Any) -> dict[str, Any]:
    started = time.perf_counter()
    # Each abstract as the parse stage hands it on: extraction residue mended.
    titles = [derive_title(mend_residue(row["abstract"])).text for row in rows]
    seconds = time.perf_counter() - started
    pairs = [
        (t, authors_name(r["title"], r["abstract"])) for t, r in zip(titles, rows, strict=True)
    ]
    # The name as a title shows it: "$\alpha$-MDF" is rendered "α-MDF", "D$^3$Fields"
    # "D³Fields" (compared raw, such a title that led with the name counted as a miss).
    named = [(t, plain(n)) for t, n in pairs if n]
    found = Counter(d for t in titles for d in defects(t))
    theirs = Counter(d for r in rows for d in defects(r["title"]))
    return {
        "papers": len(rows),
        "rouge1": sum(rouge1(t, r["title"]) for t, r in zip(titles, rows, strict=True)) / len(rows),
        "named": len(named),
        "name_leads": sum(t.startswith(n) for t, n in named) / max(len(named), 1),
        "name_in": sum(n in t for t, n in named) / max(len(named), 1),
        "defective": sum(bool(defects(t)) for t in titles) / len(rows),
        "authors_defective": sum(bool(defects(r["title"])) for r in rows) / len(rows),
        "defects": dict(found.most_common()),
        "authors_defects": dict(theirs.most_common()),
        "us_per_title": 1e6 * seconds / len(rows),
        "titles": titles,
    }


def name_leads_everywhere(rows: list[dict[str, str]]) -> tuple[float, int]:
    """Name leads over every row whose authors' title leads with a name the abstract uses,
    not only the sample's: the sample's misses were read while the rules were made, so its
    rate flatters them; this one says how far they reach beyond what was read."""
    named = [(r, n) for r in rows if (n := authors_name(r["title"], r["abstract"]))]
    leads = sum(
        derive_title(mend_residue(r["abstract"])).text.startswith(plain(n)) for r, n in named
    )
    return leads / max(len(named), 1), len(named)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--papers", type=int, default=2000)
    parser.add_argument("--show", type=int, default=0, help="print this many titles")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path, help="write the sample and its titles here")
    args = parser.parse_args()
    if not (args.corpus / "titles.jsonl.gz").is_file():
        sys.exit(f"no corpus at {args.corpus}: pass --corpus DIR (see ../shared/corpus/README.md)")
    rows = [row for row in read_corpus(args.corpus) if held_out(row["conference"])]
    conferences = sorted({row["conference"] for row in rows})
    sample = random.Random(args.seed).sample(rows, min(args.papers, len(rows)))
    result = measure(sample, corpus_rouge(args.corpus))
    print(
        f"held-out conference-years: {len(conferences)} ({len(rows)} papers); sample {len(sample)}"
    )
    print(f"ROUGE-1 (content words) against the authors' titles: {result['rouge1']:.3f}")
    print(
        f"name leads, where the authors' title leads with one the abstract uses: "
        f"{result['name_leads']:.1%} (contains it: {result['name_in']:.1%}) of {result['named']}"
    )
    everywhere, named = name_leads_everywhere(rows)
    print(f"name leads, every held-out abstract (not only the sample): {everywhere:.1%} of {named}")
    print(f"titles with a defect: {result['defective']:.1%} {result['defects']}")
    print(
        f"authors' titles with a defect: {result['authors_defective']:.1%} "
        f"{result['authors_defects']}"
    )
    print(f"time: {result['us_per_title']:.0f} us a title")
    for row, title in list(zip(sample, result["titles"], strict=True))[: args.show]:
        print(f"- {title}\n  authors: {row['title']}")
    if args.json:
        pairs = [{"derived": t, **r} for t, r in zip(result["titles"], sample, strict=True)]
        args.json.write_text(json.dumps(pairs, ensure_ascii=False, indent=0), encoding="utf-8")


if __name__ == "__main__":
    main()
