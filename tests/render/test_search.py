"""Search stage: only paper bodies are indexed, math is spelled out, filters come from the pages."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from readinglist.render import search
from readinglist.render.mathml import FORMULAS_KEPT

from ..helpers import make_project, run_cli

PAGE = """<!doctype html><html lang="en"><head><title>{title}</title></head><body>
<nav>Navigation words everywhere</nav>
{body}
</body></html>"""
PAPER = """<div data-pagefind-body><h1>{title}</h1>
<p class="rl-meta" data-pagefind-filter="code:with code"><em data-pagefind-filter="conference">ICML
2026</em> <a data-pagefind-filter="tag" href="#">Graph learning</a></p>
<p>We bound the error by <math><msup><mi>R</mi><mn>2</mn></msup></math> and a zebra.</p>
<ul><li data-pagefind-ignore>Related: unrelated ocelot</li></ul></div>"""


@pytest.mark.parametrize(
    ("mathml", "text"),
    [
        ("<math><msup><mi>R</mi><mn>2</mn></msup></math>", "R^2"),
        ("<math><msub><mi>x</mi><mrow><mi>i</mi><mo>+</mo><mn>1</mn></mrow></msub></math>",
         "x_(i + 1)"),
        ("<math><mi>O</mi><mo>(</mo><mi>n</mi><msup><mi>m</mi><mn>2</mn></msup><mo>)</mo></math>",
         "O(nm^2)"),
        ("<math><mfrac><mn>1</mn><mi>n</mi></mfrac></math>", "1/n"),
        ("<math><msqrt><mi>d</mi></msqrt></math>", "√d"),
        ("<math><mover><mi>x</mi><mo>^</mo></mover><mo>≤</mo><mn>3</mn></math>", "x ≤ 3"),
        ("<math><mi>a</mi><mo>&lt;</mo><mi>b</mi></math>", "a < b"),
        ("<math><mi>broken</mi>", "broken"),
    ],
)  # fmt: skip
def test_math_reads_as_plain_text(mathml: str, text: str) -> None:
    assert search.math_text(mathml) == text


def test_spelled_out_math_is_escaped() -> None:
    html = search.spell_out_math("<p>if <math><mi>a</mi><mo>&lt;</mo><mi>b</mi></math></p>")
    assert html == "<p>if <span>a &lt; b</span></p>"


def _meta(staged: str) -> list[str]:
    found = re.search(r'<span data-pagefind-ignore data-pagefind-meta="math" hidden>([^<]*)</span>',
                      staged)  # fmt: skip
    assert found, staged
    value: list[str] = json.loads(html.unescape(found.group(1)))
    return value


def test_math_is_marked_and_kept_as_meta() -> None:
    page = PAGE.format(title="t", body=PAPER.format(title="t").replace(
        "a zebra", "<math><mi>a</mi><mo>&lt;</mo><mi>b</mi></math> a zebra"))  # fmt: skip
    staged = search.mark_math(page)
    first, second = search.marker(0), search.marker(1)
    assert first == "\ue000\ue010\ue001"
    assert search.marker(12) == "\ue000\ue011\ue012\ue001"
    assert f"<span>{first} R^2 \ue002</span>" in staged
    assert f"<span>{second} a &lt; b \ue002</span>" in staged
    assert _meta(staged) == [
        "<math><msup><mi>R</mi><mn>2</mn></msup></math>",
        "<math><mi>a</mi><mo>&lt;</mo><mi>b</mi></math>",
    ]
    # The meta element sits inside the indexed body, where Pagefind reads it but does not index it.
    assert staged.index("data-pagefind-body") < staged.index("data-pagefind-meta")
    assert staged.count("<math") == 0
    assert search.mark_math("<p>no math</p>") == "<p>no math</p>"


def test_marked_math_escapes_hostile_text() -> None:
    hostile = (
        '<math><mtext>"><img src=x onerror=alert(1)> </span>&amp;&quot;\ue000\ue011\ue001'
        "</mtext></math>"
    )
    page = f"<div data-pagefind-body><p>x \ue000\ue013\ue001 y {hostile}</p></div>"
    staged = search.mark_math(page)
    meta_start = staged.index("data-pagefind-meta")
    meta_tag = staged[staged.rindex("<", 0, meta_start) : staged.index("</span>", meta_start)]
    assert "<img" not in meta_tag
    assert '">' not in meta_tag.split(">", 1)[1]
    # Only the markers the stage wrote remain: the one smuggled in with the text is gone.
    assert staged.count("\ue000") == 1
    assert "\ue013" not in staged
    assert "<img" not in staged.split(meta_tag)[1]
    (formula,) = _meta(staged)
    assert formula == hostile.replace("\ue000\ue011\ue001", "")


BODY = """<h1>{title}</h1>
<p class="rl-meta" data-pagefind-filter="code:with code"><em data-pagefind-filter="conference">ICML
2026</em> <a data-pagefind-filter="tag" href="#">Graph learning</a></p>
<p>We bound the error by <math><msup><mi>R</mi><mn>2</mn></msup></math> and a zebra.</p>
<ul><li data-pagefind-ignore>Related: unrelated ocelot</li></ul>"""


def test_search_document_is_the_body_with_math_marked() -> None:
    document = search.search_document('<"Zebra">', BODY.format(title="Zebra"), "papers/zebra/")
    assert 'data-pagefind-meta="page:papers/zebra/"' in document
    assert "<title>&lt;&quot;Zebra&quot;&gt;</title>" in document
    assert "<div data-pagefind-body data-pagefind-meta=" in document
    assert "<span>\ue000\ue010\ue001 R^2 \ue002</span>" in document
    assert "<math" not in document  # the MathML is kept only escaped, in the meta value
    assert "Navigation" not in document


@given(st.text(), st.text())
def test_a_page_file_reads_back_as_its_page(page: str, document: str) -> None:
    assume(search.DOCUMENT_MARK not in page)
    assert search.page_part(search.with_document(page, document)) == page
    assert search.page_part(page) == page


def _documents(root: Path, names: tuple[str, ...]) -> Path:
    """A docs folder with a page file (page, then search document) per name, beside a
    redirect page and a hand-written section page, which carry no search document."""
    papers = root / "papers"
    papers.mkdir(parents=True, exist_ok=True)
    for name in names:
        body = BODY.format(title=name.title())
        page = f"---\ntitle: {name}\nreadinglist: paper\n---\n\n{body}"
        document = search.search_document(name, body, f"papers/{name}/")
        (papers / f"{name}.md").write_text(search.with_document(page, document), "utf-8")
    (papers / "old-ocelot.md").write_text("---\nredirect: papers/zebra/\n---\nOcelot\n", "utf-8")
    (papers / "index.md").write_text("# Papers\n\nOcelot gazelle.\n", "utf-8")
    return root


def test_index_documents_writes_a_pagefind_bundle(tmp_path: Path) -> None:
    documents = _documents(tmp_path / "docs", ("zebra", "yak"))
    site = tmp_path / "site"
    (site / "pagefind").mkdir(parents=True)
    (site / "pagefind" / "stale.pf_index").write_bytes(b"old")
    stats = search.index_documents(documents, site)
    assert stats.pages == 2
    bundle = site / "pagefind"
    assert (bundle / "pagefind.js").is_file()
    assert not (bundle / "stale.pf_index").exists()
    entry = json.loads((bundle / "pagefind-entry.json").read_text(encoding="utf-8"))
    assert entry["languages"]["en"]["page_count"] == 2
    assert list((bundle / "filter").iterdir())
    # The scratch folder Pagefind wrote into is gone.
    assert not list(tmp_path.glob(".readinglist-search-*"))


def test_index_documents_without_papers_writes_nothing(tmp_path: Path) -> None:
    site = tmp_path / "site"
    assert search.index_documents(tmp_path / "docs", site).pages == 0
    assert not (site / "pagefind").exists()
    assert not list(tmp_path.glob(".readinglist-search-*"))


def test_pages_without_search_documents_are_not_indexed(tmp_path: Path) -> None:
    # Were Pagefind run over them, finding no data-pagefind-body anywhere, it would index
    # the redirect and the hand-written page whole.
    docs = _documents(tmp_path / "docs", ())
    indexing = search.Indexing(docs, tmp_path / "site")
    assert not indexing.searchable
    assert indexing.finish(tmp_path / "site").pages == 0
    assert not (tmp_path / "site" / "pagefind").exists()


def test_cancelled_indexing_leaves_no_scratch(tmp_path: Path) -> None:
    documents = _documents(tmp_path / "docs", ("zebra",))
    site = tmp_path / "site"
    indexing = search.Indexing(documents, site)
    indexing.cancel()
    assert not list(tmp_path.glob(".readinglist-search-*"))
    assert not (site / "pagefind").exists()


@pytest.mark.slow
def test_built_site_marks_paper_bodies_and_filters(tmp_path: Path) -> None:
    project = make_project(tmp_path)
    result = run_cli(project, "build", "--strict")
    assert result.returncode == 0, result.stderr
    site = project / "site"
    paper = (site / "papers" / "osaq" / "index.html").read_text(encoding="utf-8")
    assert paper.count("data-pagefind-body") == 1
    assert 'data-pagefind-filter="tag"' in paper
    assert 'data-pagefind-filter="conference"' in paper
    # Pagefind reads the search document, not the page: nothing of the page needs marking as
    # unindexed, and the document holds the paper, not the lists of other papers after it.
    assert "data-pagefind-ignore" not in paper
    assert "Related papers" in paper
    source = (project / "site_src" / "papers" / "osaq.md").read_text(encoding="utf-8")
    document = source[source.index(search.DOCUMENT_MARK) :]
    assert "OSAQ" in document
    assert "Related papers" not in document
    assert "Where it was listed" not in document
    home = (site / "index.html").read_text(encoding="utf-8")
    assert "data-pagefind-body" not in home
    assert 'name="rl-search"' in home
    assert 'data-md-component="search"' not in home
    # Material's lunr index no longer holds the paper pages: Pagefind answers the search box.
    lunr = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert not [d for d in lunr["docs"] if d["location"].startswith("papers/osaq/")]
    entry = json.loads((site / "pagefind" / "pagefind-entry.json").read_text(encoding="utf-8"))
    papers = json.loads((site / "papers.json").read_text(encoding="utf-8"))["papers"]
    assert entry["languages"]["en"]["page_count"] == len(papers)


@given(st.text(st.characters(min_codepoint=0xDFF0, max_codepoint=0xE0FF)) | st.text())
@example("<math</math>")  # not markup in a page: an abstract's "<" reaches it escaped
def test_marker_characters_from_the_page_never_reach_its_document(text: str) -> None:
    markers = re.compile("[\ue000-\ue01f]")
    escaped = html.escape(text, quote=False)
    document = search.mark_math(f"<div data-pagefind-body><p>{escaped}</p></div>")
    assert document == f"<div data-pagefind-body><p>{markers.sub('', escaped)}</p></div>"


def test_each_distinct_formula_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[str] = []
    fromstring = search.ET.fromstring

    def counting(text: str) -> object:
        parsed.append(text)
        return fromstring(text)

    getattr(search.math_text, "cache_clear", lambda: None)()  # none when not kept
    monkeypatch.setattr(search.ET, "fromstring", counting)
    formula = "<math><msup><mi>R</mi><mn>2</mn></msup></math>"
    html = f"<div data-pagefind-body><p>{formula} and {formula}</p></div>"
    assert search.spell_out_math(html).count("<span>R^2</span>") == 2
    assert search.mark_math(html).count(" R^2 ") == 2
    assert parsed == [formula]
    assert search.math_text.cache_info().maxsize == FORMULAS_KEPT
    getattr(search.math_text, "cache_clear", lambda: None)()


def test_index_documents_in_bundles(tmp_path: Path) -> None:
    # Past bundle_papers papers, one Pagefind run a bundle: the first in pagefind/, the others
    # beside it for search.js to merge, each with the page of the whole vocabulary.
    names = ("zebra", "yak", "gnu", "ibex", "okapi")
    documents = _documents(tmp_path / "docs", names)
    site = tmp_path / "site"
    stats = search.Indexing(documents, site, bundle_papers=2).finish(site)
    assert (stats.pages, stats.bundles) == (5, 3)
    bundle = site / "pagefind"
    listed = json.loads((bundle / "bundles.json").read_text(encoding="utf-8"))
    assert listed == {"merge": ["2/", "3/"], "hide": search.VOCABULARY}
    counts = []
    for folder in (bundle, bundle / "2", bundle / "3"):
        entry = json.loads((folder / "pagefind-entry.json").read_text(encoding="utf-8"))
        counts.append(entry["languages"]["en"]["page_count"])
        assert list((folder / "filter").iterdir())
    assert counts == [2, 3, 3]  # 1, 2 and 2 papers (of the sorted five), each with the vocabulary
    assert (bundle / "pagefind.js").is_file()
    # A merged bundle keeps what mergeIndex reads, not the script or the WebAssembly.
    kept = sorted(path.name for path in (bundle / "2").iterdir() if path.suffix != ".pf_meta")
    assert kept == ["filter", "fragment", "index", "pagefind-entry.json"]
    assert not list(tmp_path.glob(".readinglist-search-*"))


def test_the_vocabulary_holds_every_indexed_word_and_only_those(tmp_path: Path) -> None:
    documents = _documents(tmp_path / "docs", ("zebra", "yak"))
    found, words = search._documents(documents)
    assert [path.stem for path in found] == ["yak", "zebra"]  # not the redirect or the index
    vocabulary = set(words.split())
    assert {"zebra", "yak", "graph", "2026"} <= vocabulary
    # Not the related papers (not indexed), nor the hand-written or redirect pages.
    assert "ocelot" not in vocabulary
    assert "gazelle" not in vocabulary


def test_one_bundle_when_the_papers_fit(tmp_path: Path) -> None:
    documents = _documents(tmp_path / "docs", ("zebra", "yak", "gnu"))
    site = tmp_path / "site"
    # Five page files but three papers: they fit a bundle of three.
    stats = search.Indexing(documents, site, bundle_papers=3).finish(site)
    assert (stats.pages, stats.bundles) == (3, 1)
    listed = json.loads((site / "pagefind" / "bundles.json").read_text(encoding="utf-8"))
    assert listed == {"merge": [], "hide": None}


def test_cancelled_bundled_indexing_leaves_no_scratch(tmp_path: Path) -> None:
    documents = _documents(tmp_path / "docs", ("zebra", "yak", "gnu"))
    site = tmp_path / "site"
    indexing = search.Indexing(documents, site, bundle_papers=1)
    indexing.cancel()
    assert not list(tmp_path.glob(".readinglist-search-*"))
    assert not (site / "pagefind").exists()


def test_without_pagefind_indexing_fails_at_once_and_leaves_no_scratch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents = _documents(tmp_path / "docs", ("zebra",))

    def missing() -> Path:
        raise search.OutputError("Pagefind is not installed")

    monkeypatch.setattr(search, "pagefind_executable", missing)
    with pytest.raises(search.OutputError, match="not installed"):
        search.Indexing(documents, tmp_path / "site")
    assert not list(tmp_path.glob(".readinglist-search-*"))
