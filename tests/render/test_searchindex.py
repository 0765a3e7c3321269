"""The search index: documents read back, words folded, postings and shards as search.js reads
them."""

from __future__ import annotations

import json
from collections.abc import Iterable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from readinglist.render import search, searchindex
from readinglist.render.searchindex import Document

BODY = """<h1>{title}</h1>
<p class="rl-meta" data-rl-facet="code:with code"><em data-rl-facet="conference">ICML
  2026</em> <a data-rl-facet="tag" href="#">Graph &amp; learning</a></p>
<p>We bound the error by <math><msup><mi>R</mi><mn>2</mn></msup></math> and a zebra.</p>"""


def test_a_search_document_reads_back() -> None:
    text = search.search_document("Zebra <net>", BODY.format(title="Zebra"), "papers/zebra/")
    document = searchindex.read_document(text)
    assert document is not None
    assert document.page == "papers/zebra/"
    assert document.title == "Zebra <net>"
    words = searchindex.tokens(document.text)
    assert {"zebra", "r", "2", "icml", "2026", "graph", "learning"} <= set(words)
    # Filter values as search-filters.json lists them: entities decoded, spaces collapsed.
    assert document.filters == (
        ("code", "with code"),
        ("conference", "ICML 2026"),
        ("tag", "Graph & learning"),
    )


def test_text_without_a_document_reads_as_none() -> None:
    assert searchindex.read_document("<p>no document here</p>") is None


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("S³GNN and Pérez", ["s3gnn", "and", "perez"]),
        ("O(nm^2) snake_case", ["o", "nm", "2", "snake", "case"]),
        ("深度学习 ﬁne-tuning", ["深", "度", "学", "习", "fine", "tuning"]),
        ("x\ue000\ue010\ue001y", ["xy"]),
    ],
)
def test_words_are_folded_as_search_js_folds_them(text: str, words: list[str]) -> None:
    assert searchindex.tokens(text) == words


def _files(documents: Iterable[Document], shard_chars: int) -> dict[str, object]:
    return {
        name: json.loads(text)
        for name, text in searchindex.build_index(documents, shard_chars=shard_chars)
    }


def _postings(files: dict[str, object]) -> dict[str, list[tuple[int, int]]]:
    """Every term's (paper, weight) list, decoded as search.js decodes it, each shard checked
    to hold only the terms from its first up to the next shard's."""
    meta = files[searchindex.META]
    assert isinstance(meta, dict)
    firsts = meta["shards"]
    found: dict[str, list[tuple[int, int]]] = {}
    for number, first in enumerate(firsts):
        shard = files[f"terms/{number}.json"]
        assert isinstance(shard, dict)
        terms = list(shard)
        assert terms[0] == first
        key = searchindex._utf16
        assert terms == sorted(terms, key=key)
        if number + 1 < len(firsts):
            assert key(terms[-1]) < key(firsts[number + 1])
        for term, flat in shard.items():
            paper, pairs = 0, []
            if term.startswith("!"):
                for step in flat:
                    paper += step
                    pairs.append((paper, 0))
            else:
                for at in range(0, len(flat), 2):
                    paper += flat[at]
                    pairs.append((paper, flat[at + 1]))
            found[term] = pairs
    return found


_WORDS = st.sampled_from(["graph", "graphs", "zebra", "the", "Ünit", "x²", "model", "深", "a-b"])
_DOCUMENTS = st.lists(
    st.builds(
        Document,
        page=st.from_regex(r"papers/[a-z]{1,8}/", fullmatch=True),
        title=st.lists(_WORDS, max_size=3).map(" ".join),
        text=st.lists(_WORDS, max_size=20).map(" ".join),
        filters=st.lists(
            st.tuples(st.sampled_from(["tag", "conference"]), st.sampled_from(["A", "B c"])),
            max_size=2,
        ).map(tuple),
    ),
    max_size=12,
)


@given(_DOCUMENTS, st.integers(min_value=1, max_value=400))
def test_the_index_finds_exactly_the_papers_that_hold_each_word(
    documents: list[Document], shard_chars: int
) -> None:
    files = _files(documents, shard_chars)
    postings = _postings(files)
    expected: dict[str, set[int]] = {}
    for number, document in enumerate(documents):
        for word in searchindex.tokens(f"{document.title} {document.text}"):
            if word not in searchindex.STOP:
                expected.setdefault(word, set()).add(number)
        for name, value in document.filters:
            expected.setdefault(f"!{name}:{value}", set()).add(number)
    assert {term: {paper for paper, _ in pairs} for term, pairs in postings.items()} == expected
    for term, pairs in postings.items():
        papers = [paper for paper, _ in pairs]
        assert papers == sorted(set(papers))  # each paper once, in order
        if not term.startswith("!"):
            assert all(weight >= 1 for _, weight in pairs)
    meta = files[searchindex.META]
    assert isinstance(meta, dict)
    assert meta["papers"] == len(documents)
    pages = [
        page
        for start in range(0, len(documents), searchindex.PAGE_CHUNK)
        for page in files[f"pages/{start // searchindex.PAGE_CHUNK}.json"]  # type: ignore[attr-defined]
    ]
    assert pages == [document.page for document in documents]


def _document(title: str, text: str) -> Document:
    return Document(page=f"papers/{title.lower()}/", title=title, text=text, filters=())


def test_a_word_in_the_title_weighs_more_and_rare_words_in_long_texts_less() -> None:
    filler = " ".join(["filler"] * 60)
    documents = [  # a document's text opens with its title, as the page's heading
        _document("Zebra", "Zebra. Striped horses, studied."),
        _document("Other", "A zebra appears once."),
        _document("Third", f"A zebra appears once. {filler}"),
        _document("Many", "Many. Zebra, zebra, zebra, zebra, zebra and zebra again."),
        _document("Titled zebra", f"Titled zebra. {' '.join(['filler'] * 20)}"),
    ]
    postings = _postings(_files(documents, searchindex.SHARD_CHARS))
    weights = dict(postings["zebra"])
    assert weights[0] > weights[1] > weights[2]
    # A paper named for the word leads one that only says it often, even a short one.
    assert weights[0] > weights[3] > weights[1]
    assert weights[4] > weights[3]
    assert "a" not in postings  # a stop word
    assert "the" in searchindex.STOP


def test_the_same_documents_give_the_same_bytes() -> None:
    documents = [_document(name, f"{name} graph model") for name in ("Yak", "Gnu", "Ibex")]
    assert list(searchindex.build_index(documents, 30)) == list(
        searchindex.build_index(list(documents), 30)
    )


def test_a_word_said_tens_of_thousands_of_times_is_indexed() -> None:
    # A count kept in 16 bits overflowed: a hostile abstract must not stop the build.
    documents = [_document("Zebra", "zebra " * 40_000)]
    postings = _postings(_files(documents, searchindex.SHARD_CHARS))
    assert [paper for paper, _ in postings["zebra"]] == [0]
