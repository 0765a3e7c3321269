"""Search stage: only paper bodies are indexed, math is spelled out, filters come from the pages,
and the indexer runs beside the build."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from readinglist.render import search, searchindex
from readinglist.render.mathml import FORMULAS_KEPT

from ..helpers import make_project, run_cli


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


BODY = """<h1>{title}</h1>
<p class="rl-meta" data-rl-facet="code:with code"><em data-rl-facet="conference">ICML
2026</em> <a data-rl-facet="tag" href="#">Graph learning</a></p>
<p>We bound the error by <math><msup><mi>R</mi><mn>2</mn></msup></math> and a zebra.</p>
"""


def test_search_document_is_the_body_with_math_spelled_out() -> None:
    document = search.search_document('<"Zebra">', BODY.format(title="Zebra"), "papers/zebra/")
    assert "<title>&lt;&quot;Zebra&quot;&gt;</title>" in document
    assert '<body><div data-rl-page="papers/zebra/"><h1>Zebra</h1>' in document
    assert "<span>R^2</span>" in document
    assert "<math" not in document
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


def test_index_documents_writes_the_index(tmp_path: Path) -> None:
    documents = _documents(tmp_path / "docs", ("zebra", "yak"))
    site = tmp_path / "site"
    (site / searchindex.FOLDER).mkdir(parents=True)
    (site / searchindex.FOLDER / "stale.json").write_bytes(b"old")
    stats = search.index_documents(documents, site)
    assert stats.pages == 2
    index = site / searchindex.FOLDER
    assert not (index / "stale.json").exists()
    meta = json.loads((index / searchindex.META).read_text(encoding="utf-8"))
    assert meta["papers"] == 2
    assert json.loads((index / "pages" / "0.json").read_text()) == ["papers/yak/", "papers/zebra/"]
    # The scratch folder the indexer wrote into is gone.
    assert not list(tmp_path.glob(".readinglist-search-*"))


def test_a_failing_indexer_fails_the_build_and_leaves_no_scratch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents = _documents(tmp_path / "docs", ("zebra",))
    monkeypatch.setattr(search.sys, "executable", str(tmp_path / "no-python"))
    with pytest.raises(search.OutputError, match="search index could not be written"):
        search.index_documents(documents, tmp_path / "site")
    assert not list(tmp_path.glob(".readinglist-search-*"))
    assert not (tmp_path / "site" / searchindex.FOLDER).exists()


def test_index_documents_without_papers_writes_nothing(tmp_path: Path) -> None:
    site = tmp_path / "site"
    assert search.index_documents(tmp_path / "docs", site).pages == 0
    assert not (site / searchindex.FOLDER).exists()
    assert not list(tmp_path.glob(".readinglist-search-*"))


def test_pages_without_search_documents_are_not_indexed(tmp_path: Path) -> None:
    docs = _documents(tmp_path / "docs", ())
    indexing = search.Indexing(docs, tmp_path / "site")
    assert not indexing.searchable
    assert indexing.finish(tmp_path / "site").pages == 0
    assert not (tmp_path / "site" / searchindex.FOLDER).exists()


def test_cancelled_indexing_leaves_no_scratch(tmp_path: Path) -> None:
    documents = _documents(tmp_path / "docs", ("zebra",))
    site = tmp_path / "site"
    indexing = search.Indexing(documents, site)
    indexing.cancel()
    assert not list(tmp_path.glob(".readinglist-search-*"))
    assert not (site / searchindex.FOLDER).exists()


@pytest.mark.slow
def test_built_site_marks_paper_bodies_and_filters(tmp_path: Path) -> None:
    project = make_project(tmp_path)
    result = run_cli(project, "build", "--strict")
    assert result.returncode == 0, result.stderr
    site = project / "site"
    paper = (site / "papers" / "osaq" / "index.html").read_text(encoding="utf-8")
    assert 'data-rl-facet="tag"' in paper
    assert 'data-rl-facet="conference"' in paper
    # The index is made from the search document, not the page: the document holds the
    # paper, not the lists of other papers after it.
    assert "data-rl-page" not in paper
    assert "Related papers" in paper
    source = (project / "site_src" / "papers" / "osaq.md").read_text(encoding="utf-8")
    document = source[source.index(search.DOCUMENT_MARK) :]
    assert "OSAQ" in document
    assert "Related papers" not in document
    assert "Where it was listed" not in document
    home = (site / "index.html").read_text(encoding="utf-8")
    assert "data-rl-facet" not in home
    assert 'name="rl-search"' in home
    assert 'data-md-component="search"' not in home
    # Material's lunr index does not hold the paper pages: readinglist's index answers the box.
    lunr = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert not [d for d in lunr["docs"] if d["location"].startswith("papers/osaq/")]
    meta = json.loads((site / searchindex.FOLDER / searchindex.META).read_text(encoding="utf-8"))
    papers = json.loads((site / "papers.json").read_text(encoding="utf-8"))["papers"]
    assert meta["papers"] == len(papers)


def test_each_distinct_formula_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[str] = []
    fromstring = search.ET.fromstring

    def counting(text: str) -> object:
        parsed.append(text)
        return fromstring(text)

    getattr(search.math_text, "cache_clear", lambda: None)()  # none when not kept
    monkeypatch.setattr(search.ET, "fromstring", counting)
    formula = "<math><msup><mi>R</mi><mn>2</mn></msup></math>"
    html = f"<p>{formula} and {formula}</p>"
    assert search.spell_out_math(html).count("<span>R^2</span>") == 2
    assert parsed == [formula]
    assert search.math_text.cache_info().maxsize == FORMULAS_KEPT
    getattr(search.math_text, "cache_clear", lambda: None)()
