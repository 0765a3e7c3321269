"""tests/corpus/links.yml in; precision/recall of `extract_links` per rule out (stdout).

Run: PYTHONPATH=src .venv/bin/python tests/corpus/measure_links.py
"""

from __future__ import annotations

import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import yaml

from readinglist.extract.links import extract_links

_CORPUS = Path(__file__).with_name("links.yml")


def _score(items: list[dict[str, Any]]) -> dict[str, list[int]]:
    """Per rule: [true positives, false positives, false negatives, right kinds, announce ok, n]."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    for item in items:
        report = extract_links(item["text"])
        found = {link.url: link.kind for link in report.links}
        expected = {link["url"]: link["kind"] for link in item["links"]}
        row = counts[item["rule"]]
        row[0] += len(found.keys() & expected.keys())
        row[1] += len(found.keys() - expected.keys())
        row[2] += len(expected.keys() - found.keys())
        row[3] += sum(found[url] == kind for url, kind in expected.items() if url in found)
        row[4] += report.code_announced == item.get("code_announced", report.code_announced)
        row[5] += 1
    return counts


def _ratio(num: int, den: int) -> str:
    return f"{num / den:6.1%}" if den else "     -"


def main() -> None:
    items = yaml.safe_load(_CORPUS.read_text(encoding="utf-8"))
    counts = _score(items)
    header = ("rule", "items", "fp", "fn", "prec", "recall", "kinds", "announce")
    print("{:16} {:>5} {:>3} {:>3} {:>7} {:>7} {:>7} {:>8}".format(*header))
    for rule, (tp, fp, fn, kinds, announce, n) in sorted(counts.items()):
        print(
            f"{rule:16} {n:5} {fp:3} {fn:3} {_ratio(tp, tp + fp):>7} {_ratio(tp, tp + fn):>7} "
            f"{_ratio(kinds, tp):>7} {_ratio(announce, n):>8}"
        )
    tp, fp, fn = (sum(row[i] for row in counts.values()) for i in range(3))
    precision, recall = _ratio(tp, tp + fp), _ratio(tp, tp + fn)
    print(f"{'ALL':16} {len(items):5} {fp:3} {fn:3} {precision:>7} {recall:>7}")
    started = time.perf_counter()
    for _ in range(20):
        for item in items:
            extract_links(item["text"])
    per_item = (time.perf_counter() - started) / (20 * len(items)) * 1e6
    print(f"mean time per corpus item: {per_item:.1f} µs")


if __name__ == "__main__":
    main()
