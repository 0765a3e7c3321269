"""Author pages: one per author, or, past GROUP_FROM authors, pages shared by first letters."""

from __future__ import annotations

import pytest

from readinglist.models import Entry, Given, LinkReport, Paper, Source, Title
from readinglist.render import authors
from readinglist.render.paperpage import RelatedLinks, Urls, paper_body

NAMES = ["Jane Doe", "Jan Novak", "José García", "Ali Khan", "jose garcia"]


def _entry(n: int, names: list[str]) -> Entry:
    paper = Paper(f"id{n}", f"Abstract {n}.", "ICML 2026", (Source("a.csv", n, n + 2),), (),
                  given=Given(title=f"Paper {n}", authors=tuple(names)))  # fmt: skip
    return Entry(paper, Title(f"Paper {n}", None, False, derived=False), f"paper-{n}",
                 LinkReport((), (), False), ())  # fmt: skip


ENTRIES = [_entry(1, NAMES[:3]), _entry(2, NAMES[2:])]


def _links(urls: Urls) -> str:
    """The first paper's page body, where its authors are linked."""
    by_id = {e.paper.id: e for e in ENTRIES}
    return paper_body(ENTRIES[0], RelatedLinks(by_id, urls), urls).html


def test_few_authors_have_a_page_each() -> None:
    urls = Urls(directory_urls=True, grouped_authors=authors.grouped(ENTRIES))
    files = dict(authors.author_files(ENTRIES, urls))
    assert set(files) == {"authors/index.md"} | {
        f"authors/{slug}.md" for slug in ("jane-doe", "jan-novak", "jose-garcia", "ali-khan")
    }
    assert 'href="../../authors/jane-doe/"' in _links(urls)


def test_many_authors_share_pages_by_their_first_letters(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(authors, "GROUP_FROM", 3)
    assert authors.grouped(ENTRIES)
    urls = Urls(directory_urls=True, grouped_authors=True)
    files = dict(authors.author_files(ENTRIES, urls))
    assert set(files) == {"authors/index.md", "authors/ja.md", "authors/jo.md", "authors/al.md"}
    shared = files["authors/ja.md"]
    assert 'id="jane-doe"' in shared
    assert 'id="jan-novak"' in shared
    assert 'href="../../papers/paper-1/"' in shared
    assert "<h2" not in shared  # authors are h3: the page's contents list stays short
    assert "[ja](ja.md): 2 authors" in files["authors/index.md"]
    # José García and jose garcia are one author, in the form written most (first on a tie).
    assert files["authors/jo.md"].count('id="jose-garcia"') == 1
    assert 'href="../../authors/ja/#jane-doe"' in _links(urls)
    plain = Urls(directory_urls=False, grouped_authors=True)
    assert 'href="../authors/ja.html#jane-doe"' in _links(plain)
