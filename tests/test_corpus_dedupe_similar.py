"""Dedupe and related papers on a few hundred invented abstracts (the tests' own corpora).

Every altered copy of the kinds real lists contain is merged, keeping its extra code link; no two
different papers are merged; related papers share their paper's area far more often than chance.
"""

from __future__ import annotations

import textwrap
from collections import Counter
from pathlib import Path

import pytest
import yaml

from readinglist.dedupe import dedupe
from readinglist.extract.links import extract_links
from readinglist.extract.similar import related
from readinglist.extract.tags import assign_tags, default_vocabulary
from readinglist.models import Listing, Source

CORPUS = Path(__file__).parent / "corpus"
CODE = "Code is available at https://github.com/lab-{i}/project-{i}."


def _abstracts() -> list[str]:
    texts: dict[str, None] = {}
    for name in ("tags.yml", "titles.yml", "heldout_titles.yml", "heldout_tags.yml"):
        path = CORPUS / name
        if path.exists():
            for item in yaml.safe_load(path.read_text(encoding="utf-8")):
                if len(item["text"].split()) >= 25:
                    texts[" ".join(item["text"].split())] = None
    return list(texts)


def _alter(text: str, kind: int, i: int) -> str:
    words = text.split(" ")
    if kind == 0:
        return "\n".join(textwrap.wrap(text, 57))
    if kind == 1:
        return text.replace('"', "\u201c", 1).replace(" ", "\u00a0", 3).replace("-", "\u2013")
    if kind == 2:  # a typo fixed (here: introduced) in one word
        j = len(words) // 2
        words[j] = words[j][::-1] if len(words[j]) > 3 else words[j] + "s"
        return " ".join(words)
    if kind == 3:  # one word changed
        j = len(words) // 3
        words[j] = "remarkably"
        return " ".join(words)
    return f"{text} {CODE.format(i=i)}"


@pytest.fixture(scope="module")
def all_texts() -> list[str]:
    texts = _abstracts()
    assert len(texts) >= 300, len(texts)
    return texts


def test_altered_copies_merge_and_different_papers_stay_apart(all_texts: list[str]) -> None:
    # The last 40 texts become 40 different papers of one group that share two opening sentences.
    corpus, group = all_texts[:-40], all_texts[-40:]
    listings = []
    for i, text in enumerate(corpus):
        listings.append(Listing(text, "C", Source("a.txt", i, i)))
        if i % 2 == 0:
            listings.append(Listing(_alter(text, (i // 2) % 5, i), "C", Source("b.txt", i, i)))
    opening = "Large models are everywhere. Their behaviour is still poorly understood."
    for i, text in enumerate(group):
        listings.append(Listing(f"{opening} {text}", "C", Source("c.txt", i, i)))
    papers = dedupe(listings)
    assert len(papers) == len(corpus) + len(group)
    by_text = {p.text: p for p in papers}
    for i, text in enumerate(corpus):
        paper = next(p for p in papers if text in p.variants)
        files = sorted(s.file for s in paper.sources)
        assert files == (["a.txt", "b.txt"] if i % 2 == 0 else ["a.txt"]), (i, files)
        if i % 2 == 0 and (i // 2) % 5 == 4:  # the copy with a code link is the one shown
            assert paper.text.endswith(CODE.format(i=i))
            assert extract_links(paper.text).links
    assert len(by_text) == len(papers)


def test_related_papers_share_their_area() -> None:
    items = [
        item
        for name in ("tags.yml", "heldout_tags.yml")
        if (CORPUS / name).exists()
        for item in yaml.safe_load((CORPUS / name).read_text(encoding="utf-8"))
    ]
    vocabulary = default_vocabulary()
    texts = [" ".join(item["text"].split()) for item in items]
    areas = [item["tags"][0] for item in items]
    tags = [[t.slug for t in assign_tags(text, "", vocabulary)] for text in texts]
    ids = [f"{i:016x}" for i in range(len(texts))]
    neighbours = related(ids, texts, tags, k=5)
    index = {paper_id: i for i, paper_id in enumerate(ids)}
    shared = [areas[index[n]] == areas[i] for i, ns in enumerate(neighbours) for n in ns]
    rate = sum(shared) / len(shared)
    counts = Counter(areas)
    chance = sum((c / len(areas)) ** 2 for c in counts.values())
    print(f"related share area: {rate:.2f}; random pairs: {chance:.3f}; ratio {rate / chance:.1f}")
    assert rate >= 2 * chance
    assert related(ids, texts, tags, k=5) == neighbours
