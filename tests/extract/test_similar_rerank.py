"""After an edit, `serve` reranks only the papers it touched: the result must be the full run's."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from readinglist.extract import similar
from readinglist.extract.similar import ranking, scoring, vectors
from readinglist.runtime.memo import Memo

# Few words, so that papers share terms, scores tie, and an edit moves document frequencies.
WORDS = "graph neural network diffusion model image the of a molecule prediction video".split()  # noqa: SIM905

TAGS = ["gnn", "vision", "theory"]

texts_of = st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join)
tags_of = st.lists(st.sampled_from(TAGS), max_size=2, unique=True)
paper = st.tuples(texts_of, tags_of)


@st.composite
def edits(draw: st.DrawFn, n: int) -> list[tuple[int, str | None, list[str] | None]]:
    """A few edits, each of one paper's text (rewritten, a word put in or taken out, its words
    shuffled: the same terms met in another order) or tags."""
    found = []
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.integers(0, n - 1))
        kind = draw(st.sampled_from(["text", "insert", "delete", "shuffle", "tags"]))
        if kind == "tags":
            found.append((where, None, draw(tags_of)))
        else:
            found.append((where, draw(texts_of) if kind == "text" else kind, None))
    return found


def _edited(texts: list[str], tags: list[list[str]], edit: tuple, rng: np.random.Generator):
    where, change, new_tags = edit
    texts, tags = list(texts), list(tags)
    if new_tags is not None:
        tags[where] = new_tags
        return texts, tags
    words = texts[where].split()
    if change == "insert":
        words.insert(int(rng.integers(0, len(words) + 1)), str(rng.choice(WORDS)))
        texts[where] = " ".join(words)
    elif change == "shuffle":
        texts[where] = " ".join(rng.permutation(words))
    elif change == "delete":
        if words:
            del words[int(rng.integers(0, len(words)))]
        texts[where] = " ".join(words)
    else:
        texts[where] = change
    return texts, tags


def _same(got: similar.Ranking, full: similar.Ranking) -> None:
    """The neighbours are the full run's, and every list kept is a prefix of the full one's."""
    assert got.neighbours(range(len(got.texts))) == full.neighbours(range(len(full.texts)))
    for i in range(len(full.texts)):
        shown = got.best[i][got.best[i] >= 0]
        assert shown.tolist() == full.best[i][: len(shown)].tolist()
        assert got.scores[i][: len(shown)].tobytes() == full.scores[i][: len(shown)].tobytes()
        if got.complete[i]:
            assert (full.best[i] >= 0).sum() == len(shown)


@settings(max_examples=150, deadline=None)
@given(st.lists(paper, min_size=3, max_size=40), st.data(), st.integers(1, 3))
def test_reranking_after_edits_gives_the_full_ranking(
    corpus: list[tuple[str, list[str]]], data: st.DataObject, k: int
) -> None:
    texts, tags = [t for t, _ in corpus], [g for _, g in corpus]
    rng = np.random.default_rng(len(texts))
    reranked = []
    original = ranking.reranked

    def counted(*args: object, **kwargs: object) -> similar.Ranking | None:
        result = original(*args, **kwargs)  # type: ignore[arg-type]
        reranked.append(result is not None)
        return result

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ranking, "_MOST_TOUCHED", 1)  # rerank whatever the edit touched
        patch.setattr(ranking, "reranked", counted)
        ranked = similar.rank(texts, tags, k)
        for edit in data.draw(edits(len(texts))):
            texts, tags = _edited(texts, tags, edit, rng)
            ranked = similar.rank(texts, tags, k, ranked)
            _same(ranked, similar.rank(texts, tags, k))
    assert all(reranked)


def test_an_edit_to_one_of_many_papers_rescores_few_of_them(monkeypatch) -> None:
    rng = np.random.default_rng(3)
    texts = [" ".join(rng.choice(WORDS + [f"w{i}" for i in range(400)], 30)) for _ in range(300)]
    tags = [[str(rng.choice(TAGS))] for _ in texts]
    before = similar.rank(texts, tags, 5)
    texts[200] = texts[200].replace(" ", " zanzibarquux ", 1)
    scored = []
    original = scoring.Scorer.scores
    monkeypatch.setattr(
        scoring.Scorer,
        "scores",
        lambda self, rows: scored.append(len(rows)) or original(self, rows),
    )
    read: list[str] = []
    real_read = vectors.Words._read
    monkeypatch.setattr(
        vectors.Words, "_read", lambda self, texts: read.extend(texts) or real_read(self, texts)
    )
    after = similar.rank(texts, tags, 5, before)
    assert sum(scored) < 60
    assert read == [texts[200]]  # the other texts' words come from the last ranking
    _same(after, similar.rank(texts, tags, 5))


def test_the_memo_carries_the_ranking_from_one_build_to_the_next() -> None:
    texts = ["graph neural network", "graph network model", "image diffusion model", "video"]
    memo = Memo()
    memo.begin("context")
    first = similar.related(list("abcd"), texts, [[]] * 4, 2, memo)
    memo.begin("context")
    assert isinstance(memo.last("related"), similar.Ranking)
    assert similar.related(list("abcd"), texts, [[]] * 4, 2, memo) == first
    memo.begin("another context")
    assert memo.last("related") is None
    assert Memo(keep=False).last("related") is None


def test_terms_met_in_another_order_rescore_the_papers_sharing_them(monkeypatch) -> None:
    """Shuffling an early paper's words, or moving a word between two papers, can renumber
    terms that other papers share without changing any weight: their dot products then sum in
    another order, which moves the last bit of some scores. The rerank must rescore them too."""
    monkeypatch.setattr(ranking, "_MOST_TOUCHED", 1)
    rng = np.random.default_rng(0)
    words = [f"w{i}" for i in range(12)]
    for _ in range(300):
        n = int(rng.integers(5, 30))
        texts = [" ".join(rng.choice(words, rng.integers(3, 15))) for _ in range(n)]
        before = similar.rank(texts, [[]] * n, 3)
        early = int(rng.integers(0, 3))
        texts[early] = " ".join(rng.permutation(texts[early].split()))
        # A word moved from the second paper to the first: its document frequency is the same,
        # but it is met first in another paper.
        moved = str(rng.choice(texts[1].split()))
        texts[1] = " ".join(w for w in texts[1].split() if w != moved) or "w0"
        at = int(rng.integers(0, len(texts[0].split()) + 1))
        texts[0] = " ".join(texts[0].split()[:at] + [moved] + texts[0].split()[at:])
        after = similar.rank(texts, [[]] * n, 3, before)
        full = similar.rank(texts, [[]] * n, 3)
        _same(after, full)
