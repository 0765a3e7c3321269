"""Dedupe stage: exact and near-duplicate merging, and what must stay apart."""

from __future__ import annotations

import random
import re
import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from readinglist import dedupe as dedupe_module
from readinglist.dedupe import content_id, dedupe, normalise
from readinglist.models import Listing, Source

from .data.abstracts import ALL, BANDIT, PROTEIN, SHARED_OPENING_A, SHARED_OPENING_B, SPARSE


def _listings(*texts: str, file: str = "a.txt") -> list[Listing]:
    return [Listing(t, "ICML 2026", Source(file, i, i + 3)) for i, t in enumerate(texts)]


def _curly(text: str) -> str:
    return text.replace(" a ", " \u201ca\u201d ", 1).replace("-", "\u2013")


@pytest.mark.parametrize(
    "copy",
    [
        pytest.param(" ".join(textwrap.wrap(SPARSE, 60)), id="rewrapped"),
        pytest.param(SPARSE.replace(" ", "\u00a0", 5), id="nbsp"),
        pytest.param(SPARSE.replace("-", "\u2013"), id="en-dash"),
        pytest.param(SPARSE.replace("long-context", "long\u2014context"), id="em-dash"),
        pytest.param("\ufeff" + SPARSE.replace("3.1", "\uff13.\uff11"), id="nfkc"),
    ],
)
def test_exact_copies_after_normalising_merge(copy: str) -> None:
    papers = dedupe(_listings(SPARSE, BANDIT, copy))
    assert len(papers) == 2


def test_quotes_normalise() -> None:
    assert normalise("the \u201cbest\u201d model\u2019s") == normalise('the "best" model\'s')


@pytest.mark.parametrize(
    "copy",
    [
        pytest.param(SPARSE.replace("promises", "offers"), id="word-changed"),
        pytest.param(SPARSE.replace("accelerators", "acclerators"), id="typo"),
        pytest.param(SPARSE + " Code is available at https://github.com/x/blocksieve.", id="code"),
        pytest.param(
            SPARSE.replace("without retraining the model.", "without retraining."), id="cut"
        ),
        pytest.param(_curly(SPARSE).replace("3.1", "3.2"), id="curly-and-number"),
    ],
)
def test_near_duplicates_merge(copy: str) -> None:
    papers = dedupe(_listings(SPARSE, BANDIT, copy))
    assert len(papers) == 2
    merged = next(p for p in papers if len(p.sources) == 2)
    assert merged.variants == (SPARSE, copy)
    assert merged.similarity < 1.0
    assert [s.position for s in merged.sources] == [0, 2]


def test_most_complete_version_is_kept() -> None:
    with_code = SPARSE + " Code is available at https://github.com/x/blocksieve."
    (paper,) = dedupe(_listings(SPARSE, with_code))
    assert paper.text == with_code


def test_papers_sharing_opening_sentences_stay_apart() -> None:
    papers = dedupe(_listings(SHARED_OPENING_A, SHARED_OPENING_B))
    assert len(papers) == 2


def test_distinct_papers_stay_apart() -> None:
    assert len(dedupe(_listings(*ALL))) == len(ALL)


def test_sources_keep_every_listing_across_files() -> None:
    listings = _listings(SPARSE, BANDIT, file="a.txt") + _listings(PROTEIN, SPARSE, file="b.txt")
    papers = dedupe(listings)
    sparse = next(p for p in papers if p.text == SPARSE)
    assert [(s.file, s.position) for s in sparse.sources] == [("a.txt", 0), ("b.txt", 1)]
    assert [p.text for p in papers] == [SPARSE, BANDIT, PROTEIN]


def test_ids_are_stable_content_hashes() -> None:
    (paper,) = dedupe(_listings(SPARSE))
    assert paper.id == content_id(SPARSE) == content_id(SPARSE.replace("-", "\u2013"))
    assert len(paper.id) == 16


@settings(max_examples=30, deadline=None)
@given(st.permutations(list(range(8))), st.randoms(use_true_random=False))
def test_result_does_not_depend_on_listing_order(order: list[int], rnd: random.Random) -> None:
    texts = [SPARSE, BANDIT, PROTEIN, SHARED_OPENING_A, SHARED_OPENING_B, SPARSE,
             BANDIT.replace("simple", "plain"),
             PROTEIN + " Code: https://github.com/x/y."]  # fmt: skip
    listings = [Listing(texts[i], "C", Source(f"f{rnd.randint(0, 2)}.txt", n, n)) for n, i in
                enumerate(order)]  # fmt: skip
    papers = dedupe(listings)
    assert sorted(len(p.sources) for p in papers) == [1, 1, 2, 2, 2]
    assert sum(len(p.sources) for p in papers) == len(listings)
    again = dedupe(list(reversed(listings)))
    assert {p.id for p in again} == {p.id for p in papers}
    for paper in papers:  # slugs.lock may know a paper by the id of any version merged into it
        assert set(paper.aliases) == {content_id(v) for v in paper.variants}
        assert paper.id == min(paper.aliases)


@given(st.text(min_size=1, max_size=200), st.text(min_size=1, max_size=40), st.floats(0, 1))
def test_a_paper_listed_once_is_what_merging_makes_of_it(
    text: str, conference: str, similarity: float
) -> None:
    group = dedupe_module._Group(
        content_id(text), (Listing(text, conference, Source("a.txt", 0, 2)),)
    )
    assert dedupe_module._listed_once(group, similarity, "s") == dedupe_module._merged(
        [group], similarity, ["s"]
    )


# What _URLISH was before its second branch was anchored to the start of a run of non-spaces.
_URLISH_EVERYWHERE = re.compile(
    r"https?\s*:\s*//\S*|\S+\.(?:com|org|io|science|net)/\S*", re.IGNORECASE
)


_URL_PIECES = ["http://", "HTTPS://", "https : //", "http", "hTtP", ":", "//", "/", ".", "x",
               "(", "github.com/a", ".Org/", "y.io/", "é.net/", "science/", " ", "\n", "\t",
               "\u00a0", "\x1c"]  # fmt: skip


@settings(max_examples=400)
@given(st.lists(st.sampled_from(_URL_PIECES), max_size=24).map("".join))
def test_urlish_finds_what_it_found_trying_every_position(text: str) -> None:
    assert dedupe_module._URLISH.sub(" ", text) == _URLISH_EVERYWHERE.sub(" ", text)
    assert dedupe_module._URLISH.findall(text) == _URLISH_EVERYWHERE.findall(text)
    # And searched from where the first match can start at the earliest: still the same.
    assert dedupe_module._without_urls(text) == _URLISH_EVERYWHERE.sub(" ", text)
    assert dedupe_module._completeness(text) == (len(_URLISH_EVERYWHERE.findall(text)), len(text))
