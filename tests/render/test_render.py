"""Render stage: tag pages paginate, every page links to the others."""

from __future__ import annotations

import html
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from readinglist.models import Entry, LinkReport, Paper, Source, Tag, Title
from readinglist.render import search
from readinglist.render import stage as render
from readinglist.render.blocks import front_matter
from readinglist.runtime.memo import Memo
from readinglist.write import Staged


def _entry(i: int, tag: Tag) -> Entry:
    paper = Paper(f"{i:016x}", f"Abstract {i}.", "C", (Source("a.txt", i, i + 1),), ("x",))
    return Entry(paper, Title(f"Paper number {i}", None, True), f"paper-{i}",
                 LinkReport((), (), False), (tag,))  # fmt: skip


def test_large_tags_paginate(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(render, "TAG_PAGE_SIZE", 2)
    tag = Tag("Graph learning", "graph-learning")
    pages = render.tag_pages(tag, [_entry(i, tag) for i in range(5)])
    assert list(pages) == [
        "tags/graph-learning.md", "tags/graph-learning-2.md", "tags/graph-learning-3.md"
    ]  # fmt: skip
    first, last = pages["tags/graph-learning.md"], pages["tags/graph-learning-3.md"]
    assert (
        '5 papers; 1–2 on this page. Pages: <strong>1</strong> · <a href="../graph-learning-2/">2'
        "</a>" in first
    )
    assert "../../papers/paper-4/" in last
    assert "paper-4/" not in first
    assert "(page 3)" in last


def test_small_tags_have_one_page() -> None:
    tag = Tag("Clustering", "clustering")
    pages = render.tag_pages(tag, [_entry(i, tag) for i in range(3)])
    assert list(pages) == ["tags/clustering.md"]
    assert "<p>3 papers.</p>\n" in pages["tags/clustering.md"]


def test_only_a_memo_that_keeps_pages_reads_their_neighbours_for_keys(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tag = Tag("Clustering", "clustering")
    entries = [_entry(i, tag) for i in range(3)]
    entries = [replace(e, similar=tuple(o.paper.id for o in entries if o != e)) for e in entries]
    summary = render.SiteSummary(1, 3, 3, 0, 0, 1)
    looked: list[str] = []
    real = render.link_fields

    def counted(entry: Entry) -> tuple[str, str, bool]:
        looked.append(entry.slug)
        return real(entry)

    monkeypatch.setattr(render, "link_fields", counted)
    one_shot = dict(render.render_site(entries, summary, "Site", memo=Memo(keep=False)))
    assert looked == []
    kept = Memo()
    kept.begin("context")
    assert dict(render.render_site(entries, summary, "Site", memo=kept)) == one_shot
    assert len(looked) == 6


def test_staged_pages_are_rendered_while_the_site_wide_files_are_made(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from readinglist.runtime import parallel

    tag = Tag("Clustering", "clustering")
    entries = [_entry(i, tag) for i in range(3)]
    summary = render.SiteSummary(1, 3, 3, 0, 0, 1)
    asked: list[int | None] = []
    real = parallel.pimap_batches

    def recording(*args: Any, ahead: int | None = parallel.AHEAD, **kwargs: Any) -> Any:
        asked.append(ahead)
        return real(*args, ahead=ahead, **kwargs)

    monkeypatch.setattr(parallel, "pimap_batches", recording)
    files = list(render.render_site(entries, summary, "Site", memo=Memo(keep=False),
                                    stage=lambda name, text: Staged(None)))  # fmt: skip
    # Staged pages come back as small markers: every chunk goes out at once, and the workers
    # render while this process makes the site-wide files, which come first.
    assert asked == [None]
    names = [name for name, _ in files]
    assert names.index("tags/index.md") < names.index("papers/paper-0.md")
    # Unstaged pages come back whole: the workers stay only a few chunks ahead.
    list(render.render_site(entries, summary, "Site", memo=Memo(keep=False)))
    assert asked == [None, parallel.AHEAD]


def test_with_a_stage_the_workers_hand_each_papers_files_to_it() -> None:
    tag = Tag("Clustering", "clustering")
    entries = [_entry(i, tag) for i in range(3)]
    summary = render.SiteSummary(1, 3, 3, 0, 0, 1)
    texts = dict(render.render_site(entries, summary, "Site", memo=Memo(keep=False)))
    staged: dict[str, str] = {}

    def stage(name: str, text: str) -> Staged:
        staged[name] = text
        return Staged(None)

    files = dict(render.render_site(entries, summary, "Site", memo=Memo(keep=False), stage=stage))
    papers = [f"paper-{i}" for i in range(3)]
    assert sorted(staged) == [f"papers/{slug}.md" for slug in papers]
    # Each paper's one file: its page, then its search document.
    page, document = staged["papers/paper-0.md"].split(search.DOCUMENT_MARK)
    assert page.startswith("---\n")
    assert "data-rl-page" not in page
    assert document.startswith("<!DOCTYPE html>")
    assert '<div data-rl-page="papers/paper-0/">' in document
    assert all(files[name] == Staged(None) and texts[name] == staged[name] for name in staged)
    assert {n: t for n, t in files.items() if n not in staged} == {
        n: t for n, t in texts.items() if n not in staged
    }
    # A memo that keeps pages keeps their texts: nothing is staged for it.
    staged.clear()
    kept = Memo()
    kept.begin("context")
    assert dict(render.render_site(entries, summary, "Site", memo=kept, stage=stage)) == texts
    assert staged == {}


def test_papers_json_lines_come_with_the_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    # Made with each page (by the workers at scale), and kept with it by a memo that keeps
    # pages: a rebuild that reuses a page makes its record again no more than its page.
    tag = Tag("Clustering", "clustering")
    entries = [_entry(i, tag) for i in range(3)]
    summary = render.SiteSummary(1, 3, 3, 0, 0, 1)
    made: list[str] = []
    record = render._paper_record
    monkeypatch.setattr(render, "_paper_record", lambda e: made.append(e.slug) or record(e))
    kept = Memo()
    kept.begin("context")
    first = dict(render.render_site(entries, summary, "Site", memo=kept))["papers.json"]
    assert made == ["paper-0", "paper-1", "paper-2"]
    kept.begin("context")
    again = dict(render.render_site(entries, summary, "Site", memo=kept))["papers.json"]
    assert made == ["paper-0", "paper-1", "paper-2"]
    assert again == first
    records = [json.loads(line.rstrip(",")) for line in first.splitlines()[1:-1]]
    assert [r["slug"] for r in records] == ["paper-0", "paper-1", "paper-2"]
    assert json.loads(first) == {"papers": records}
    assert render.papers_json([]) == '{"papers": []}\n'


@given(st.text(), st.text())
def test_front_matter_reads_back_as_the_escaped_title_and_description(
    title: str, description: str
) -> None:
    text = front_matter(title, description, "readinglist: paper")
    assert text.startswith("---\n")
    assert text.endswith("\n---\n")
    meta = yaml.safe_load(text.removeprefix("---\n").removesuffix("---\n"))
    assert meta == {
        "title": html.escape(title),
        "description": html.escape(description),
        "readinglist": "paper",
    }


def test_a_related_papers_link_is_made_once_for_all_the_pages_that_list_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from readinglist.render import paperpage

    tag = Tag("Clustering", "clustering")
    entries = [_entry(i, tag) for i in range(4)]
    # Every paper lists every other (and one id that is no paper of the site).
    entries = [
        replace(e, similar=(*(o.paper.id for o in entries if o != e), "f" * 16)) for e in entries
    ]
    made: list[str] = []
    real = paperpage.paper_link

    def counted(entry: Entry, href: str) -> str:
        made.append(entry.slug)
        return real(entry, href)

    monkeypatch.setattr(paperpage, "paper_link", counted)
    summary = render.SiteSummary(1, 4, 4, 0, 0, 1)
    files = dict(render.render_site(entries, summary, "Site"))
    assert sorted(made) == [e.slug for e in entries]
    page = str(files["papers/paper-0.md"])
    assert page.count('<li><a href="../paper-') == 3
    assert '<a href="../paper-3/">Paper number 3</a>' in page


def test_the_search_document_leaves_out_what_search_ignores() -> None:
    tag = Tag("Clustering", "clustering")
    entries = [_entry(i, tag) for i in range(2)]
    entries = [replace(e, similar=tuple(o.paper.id for o in entries if o != e)) for e in entries]
    summary = render.SiteSummary(1, 2, 2, 0, 0, 1)
    page, document = str(
        dict(render.render_site(entries, summary, "Site"))["papers/paper-0.md"]
    ).split(search.DOCUMENT_MARK)
    ignored = ("where-it-was-listed", "related-papers", "more-with-these-topics", "paper-1/")
    assert all(part in page for part in ignored)
    assert not any(part in document for part in ignored)
    # What search indexes is all there, as in the page: title, meta line with its filters,
    # the abstract.
    start = document.index("<h1 ")
    assert page[page.index("<h1 ") :].startswith(document[start : document.index("</div></body>")])
    assert 'data-rl-facet="tag"' in document
    assert "Abstract 0." in document


@pytest.mark.parametrize("count", [0, 1, 3])
def test_papers_json_streamed_as_the_pages_come_is_the_joined_text(
    tmp_path: Path, count: int
) -> None:
    from readinglist.write import Staging

    tag = Tag("Clustering", "clustering")
    entries = [_entry(i, tag) for i in range(count)]
    summary = render.SiteSummary(1, count, count, 0, 0, 1)
    joined = dict(render.render_site(entries, summary, "Site"))["papers.json"]
    with Staging(tmp_path) as staging:
        files = render.render_site(
            entries, summary, "Site", stage=staging.stage, open_file=staging.open
        )
        streamed = dict(files)["papers.json"]
        assert streamed == Staged(None)
        with open(f"{staging.path}/papers.json", encoding="utf-8") as stream:
            assert stream.read() == joined


def test_search_filters_file_lists_every_tag_and_conference_once() -> None:
    graphs, clusters = Tag("Graph learning", "graph-learning"), Tag("Clustering", "clustering")
    first, second = _entry(1, graphs), _entry(2, clusters)
    merged = replace(
        second.paper, conference="ICML  2026", conferences=("ICML  2026", "A\t&amp; B")
    )
    entries = [first, replace(second, paper=merged), _entry(3, graphs)]
    values = json.loads(search.filters_file(entries))
    # Sorted, each once, read as the index reads a filter element's text: whitespace
    # collapsed, the name as written ("A &amp; B" is not "A & B").
    assert values == {
        "tag": ["Clustering", "Graph learning"],
        "conference": ["A &amp; B", "C", "ICML 2026"],
    }
    summary = render.SiteSummary(1, 3, 3, 0, 0, 2)
    files = dict(render.render_site(entries, summary, "Site"))
    assert json.loads(files[search.FILTERS_FILE]) == values
