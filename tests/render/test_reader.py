"""Reader files: the papers page placeholder, compact index, reading list and statistics."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from readinglist.models import Entry, Link, LinkReport, Paper, Source, Tag, Title
from readinglist.render.reader import reader_files
from readinglist.render.stage import SiteSummary

GRAPH = Tag("Graph learning", "graph-learning")
HOSTILE = Tag('<script>alert(1)</script> & "x"', "hostile")


def _entry(n: int, tags: tuple[Tag, ...], code: bool, sources: int = 1) -> Entry:
    paper = Paper(
        id=f"id{n}",
        text=f"Abstract {n}.",
        conference="ICML 2026" if n % 2 else "NeurIPS 2025",
        sources=tuple(Source("a.txt", i, i + 1) for i in range(sources)),
        variants=(),
    )
    links = (Link(f"https://github.com/x/{n}", "code"),) if code else ()
    return Entry(paper, Title(f"Paper {n} [*x*]", None, False), f"paper-{n}",
                 LinkReport(links, (), False), tags)  # fmt: skip


ENTRIES = [
    _entry(1, (GRAPH,), True, sources=2),
    _entry(2, (GRAPH, HOSTILE), False),
    _entry(3, (HOSTILE,), True, sources=3),
]
SUMMARY = SiteSummary(files=1, abstracts=6, papers=3, duplicates=3, with_code=2, tags_used=2)


def test_paths() -> None:
    files = reader_files(ENTRIES, SUMMARY)
    charts = {"papers-per-tag", "code-per-tag", "conferences", "duplicates"}
    svgs = {f"stats/{c}-{s}.svg" for c in charts for s in ("light", "dark")}
    pages = {"papers/index.md", "papers/index.json", "reading-list.md", "stats/index.md"}
    assert set(files) == pages | svgs


def test_compact_index_schema() -> None:
    index = json.loads(reader_files(ENTRIES, SUMMARY)["papers/index.json"])
    assert set(index) == {"version", "tags", "conferences", "authors", "tracks", "papers"}
    assert index["authors"] == []  # no list gave authors
    assert index["tracks"] == []
    assert index["conferences"] == ["ICML 2026", "NeurIPS 2025"]
    assert [t["slug"] for t in index["tags"]] == ["hostile", "graph-learning"]  # by name
    assert [p["id"] for p in index["papers"]] == ["id1", "id2", "id3"]  # list order
    second = index["papers"][1]
    assert set(second) == {"id", "slug", "title", "tags", "conferences", "code"}
    assert second["slug"] == "paper-2"
    assert second["title"] == "Paper 2 [*x*]"
    assert [index["tags"][i]["slug"] for i in second["tags"]] == ["graph-learning", "hostile"]
    assert [index["conferences"][i] for i in second["conferences"]] == ["NeurIPS 2025"]
    assert [p["code"] for p in index["papers"]] == [True, False, True]
    assert "abstract" not in json.dumps(index).lower()


def test_output_is_deterministic() -> None:
    assert reader_files(ENTRIES, SUMMARY) == reader_files(list(ENTRIES), SUMMARY)


def test_pages_hold_placeholders_and_no_raw_html() -> None:
    files = reader_files(ENTRIES, SUMMARY)
    assert "{ #rl-papers .rl-placeholder }" in files["papers/index.md"]
    assert "{ #rl-reading-list .rl-placeholder }" in files["reading-list.md"]
    for name in ("papers/index.md", "reading-list.md", "stats/index.md"):
        assert "<script" not in files[name]


def test_stats_page_has_both_schemes_and_tables() -> None:
    page = reader_files(ENTRIES, SUMMARY)["stats/index.md"]
    assert page.count("#only-light)") == 4
    assert page.count("#only-dark)") == 4
    assert page.count('data-testid="chart"') == 8
    assert "![Papers per topic" in page
    assert "| [Graph learning](../tags/graph-learning.md) | 2 |" in page
    assert "| Listed once | 1 |" in page
    assert "| Listed 3 times | 1 |" in page
    assert "&lt;script&gt;" in page
    assert "<script>" not in page


def test_charts_are_valid_xml_with_hostile_tags_escaped() -> None:
    files = reader_files(ENTRIES, SUMMARY)
    for name, text in files.items():
        if name.endswith(".svg"):
            root = ET.fromstring(text)
            assert not [e for e in root.iter() if e.tag.endswith("}script")], name
    assert "&lt;script&gt;" in files["stats/papers-per-tag-light.svg"]
    assert "50% (1/2)" in files["stats/code-per-tag-dark.svg"]


def test_empty_site() -> None:
    empty = SiteSummary(files=0, abstracts=0, papers=0, duplicates=0, with_code=0, tags_used=0)
    files = reader_files([], empty)
    assert json.loads(files["papers/index.json"])["papers"] == []
    assert "No data" in files["stats/papers-per-tag-light.svg"]
