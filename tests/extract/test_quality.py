"""Held-out corpora in; extraction quality per rule printed (`pytest -s`) and held to targets.

`tests/corpus/heldout_{titles,links,tags}.yml` were written before the extractors were tuned on
them; `heldout_blind_*.yml` after, and were not tuned on. Together they estimate how the
extractors do on real lists that are not in this repository.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path
from typing import Any

import yaml

from readinglist.extract.links import extract_links
from readinglist.extract.tags import assign_tags, default_vocabulary
from readinglist.extract.titles import derive_title, unique_titles

_CORPUS = Path(__file__).parents[1] / "corpus"


def _load(kind: str) -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    for name in (f"heldout_{kind}.yml", f"heldout_blind_{kind}.yml"):
        cases += yaml.safe_load((_CORPUS / name).read_text("utf-8"))
    return cases


TITLES, LINKS, TAGS = _load("titles"), _load("links"), _load("tags")
VOCABULARY = default_vocabulary()

# Sentence punctuation a link may not end with (a closing bracket may, if the URL opened it).
_PUNCT_END = re.compile(r"[.,;:!?'\"’”…—–*_]$")
_MARKUP = re.compile(r"[\\{}$]|\*\*|\]\(")
_DANGLING = re.compile(r"\b(?:a|an|the|of|to|for|with|and|or|by|that|which|in|on)$", re.I)


def _ratio(num: int, den: int) -> float:
    return num / den if den else 1.0


def _same_name(found: str | None, wanted: str | None) -> bool:
    if found is None or wanted is None:
        return found is wanted
    return found.casefold() == wanted.casefold()


def _name_scores() -> tuple[float, float, dict[str, list[int]]]:
    """Overall name precision and recall, and [hits, wrong, named, n] per style."""
    rows: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for case in TITLES:
        found, wanted = derive_title(case["text"]).name, case["name"]
        row = rows[case["style"]]
        row[0] += wanted is not None and _same_name(found, wanted)
        row[1] += found is not None and not _same_name(found, wanted)
        row[2] += wanted is not None
        row[3] += 1
    hits, wrong, named = (sum(row[i] for row in rows.values()) for i in range(3))
    return _ratio(hits, hits + wrong), _ratio(hits, named), rows


def test_name_precision_and_recall() -> None:
    precision, recall, rows = _name_scores()
    print(f"\n{'names: style':24} {'n':>4} {'prec':>6} {'recall':>6}")
    for style, (hits, wrong, named, n) in sorted(rows.items()):
        print(f"{style:24} {n:4} {_ratio(hits, hits + wrong):6.2f} {_ratio(hits, named):6.2f}")
    print(f"{'ALL':24} {len(TITLES):4} {precision:6.2f} {recall:6.2f}")
    assert precision >= 0.90
    assert recall >= 0.90


def test_titles_are_clean_unique_phrases() -> None:
    derived = [derive_title(case["text"]) for case in TITLES]
    keys = [f"{i:04d}" for i in range(len(TITLES))]
    final = unique_titles(derived, keys, [case["text"] for case in TITLES])
    assert len({t.text.lower() for t in final}) == len(final)
    for title in final:
        assert 8 <= len(title.text) <= 120, title.text
        assert not _MARKUP.search(title.text), title.text
        assert not _DANGLING.search(title.text), title.text


def _link_key(url: str) -> str:
    key = re.sub(r"(?i)^https?://", "", url).rstrip("/")
    return re.sub(r"(?i)\.git$", "", key).rstrip("/")


def test_exact_link_sets_and_kinds() -> None:
    # Per rule: exact sets, items, right kinds, links found (kinds are judged on found links).
    rows: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    punctuated: list[str] = []
    for item in LINKS:
        found = {_link_key(link.url): link for link in extract_links(item["text"]).links}
        wanted = {_link_key(link["url"]): link["kind"] for link in item["links"]}
        row = rows[item["rule"]]
        row[0] += found.keys() == wanted.keys()
        row[1] += 1
        row[2] += sum(key in found and found[key].kind == kind for key, kind in wanted.items())
        row[3] += len(wanted.keys() & found.keys())
        punctuated += [link.url for link in found.values() if _PUNCT_END.search(link.url)]
        if found.keys() != wanted.keys():
            print(f"  {item['rule']}: {sorted(found)} != {sorted(wanted)}")
    print(f"\n{'links: rule':24} {'n':>4} {'exact':>6} {'kinds':>6}")
    for rule, (exact, n, kinds, total) in sorted(rows.items()):
        print(f"{rule:24} {n:4} {_ratio(exact, n):6.2f} {_ratio(kinds, total):6.2f}")
    exact, n, kinds, total = (sum(row[i] for row in rows.values()) for i in range(4))
    print(f"{'ALL':24} {n:4} {_ratio(exact, n):6.2f} {_ratio(kinds, total):6.2f}")
    print("links ending in punctuation:", punctuated)
    assert _ratio(exact, n) >= 0.98
    assert _ratio(kinds, total) >= 0.98
    assert not punctuated


def test_topical_tag_coverage_and_precision() -> None:
    given: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # slug -> [given, right]
    covered = 0
    for case in TAGS:
        tags = assign_tags(case["text"], "", VOCABULARY)
        covered += not tags[0].generic
        for tag in tags:
            given[tag.slug][0] += 1
            given[tag.slug][1] += tag.slug in case["tags"]
    wrong = {slug: n - ok for slug, (n, ok) in given.items() if n > ok}
    total, right = (sum(row[i] for row in given.values()) for i in range(2))
    precision, coverage = _ratio(right, total), _ratio(covered, len(TAGS))
    print(f"\ntags: precision {precision:.3f}, coverage {coverage:.3f}, n={len(TAGS)}")
    print("tags given wrongly:", dict(sorted(wrong.items(), key=lambda kv: -kv[1])))
    assert precision >= 0.90
    assert coverage >= 0.97


def test_heldout_corpora_are_large_enough() -> None:
    slugs = {spec.tag.slug for spec in VOCABULARY.specs}
    assert len(TITLES) >= 180
    assert len(LINKS) >= 80
    assert len(TAGS) >= 160
    assert all(set(case["tags"]) <= slugs for case in TAGS)
