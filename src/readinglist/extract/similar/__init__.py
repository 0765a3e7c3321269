"""Similar stage: paper texts (and tags) in, the ids of each paper's most related papers out.

Its steps, one module each: `vectors` (texts to TF-IDF rows), `scoring` (rows against rows,
each row's best columns), `ranking` (a ranking, and reranking it after an edit), `clusters`
(the inverted-file path past EXACT_LIMIT papers)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from readinglist.extract.similar import clusters, ranking, scoring, vectors
from readinglist.extract.similar.ranking import Ranking
from readinglist.runtime import parallel
from readinglist.runtime.memo import Memo

__all__ = ["EXACT_LIMIT", "Ranking", "rank", "related"]

# Each paper's list holds this many times k papers, so that after an edit to a few papers the
# others' lists still show their k best without them (see ranking.reranked).
_LISTED = 3
# Up to this many papers every pair is scored with a chunked sparse product. Beyond it all
# pairs cost too much (they grow with the square of the papers), so it works as an inverted-file
# index: every paper is projected to a small LSA space (an SVD fitted on a sample of papers),
# the projections are grouped into about sqrt(N) clusters by k-means, and a paper is scored
# exactly (cosine plus tag bonus) only against the papers of the clusters nearest to it
# (clusters._PROBES of them): about _PROBES * sqrt(N) comparisons a paper, N^1.5 in all, each
# counted for both papers (see clusters._best_in). On the benchmark corpus its neighbours are
# 97% as close as the exact ones.
EXACT_LIMIT = 20_000


def related(
    ids: Sequence[str],
    texts: Sequence[str],
    tags: Sequence[Sequence[str]],
    k: int = 5,
    memo: Memo | None = None,
    weighted: clusters.Weighted | None = None,
) -> tuple[tuple[str, ...], ...]:
    """For each paper, up to k other papers by TF-IDF cosine (plus a small shared-tag bonus).
    With a memo (`serve`), the last build's ranking is reused for every paper an edit leaves
    alone, and this build's is kept for the next. `weighted`: clusters.weighted_space(texts),
    when the caller has it already."""
    found = rank(texts, tags, k, memo.last("related") if memo else None, weighted)
    if memo:
        memo.keep("related", found)
    return found.neighbours(ids)


def rank(
    texts: Sequence[str],
    tags: Sequence[Sequence[str]],
    k: int,
    previous: Ranking | None = None,
    weighted: clusters.Weighted | None = None,
) -> Ranking:
    """Every paper's best others: _LISTED * k of them, so that after an edit the lists of the
    papers it did not touch still hold their k best (see ranking.reranked)."""
    text_tuple, tag_tuple = tuple(texts), tuple(tuple(paper) for paper in tags)
    n = len(texts)
    if n < 2 or k <= 0:
        nothing = np.zeros((n, 0))
        return Ranking(
            text_tuple, tag_tuple, k, nothing.astype(np.int64), nothing, np.ones(n, bool)
        )
    listed = min(_LISTED * k, n - 1)
    if n > EXACT_LIMIT:
        best = clusters.related_by_clusters(*(weighted or clusters.weighted_space(texts)), tags, k)
        zeros = np.zeros(best.shape, np.float32)
        return Ranking(text_tuple, tag_tuple, k, best, zeros, np.zeros(n, bool), exact=False)
    if previous is not None and previous.exact and (previous.k, len(previous.texts)) == (k, n):
        reranked = ranking.reranked(previous, text_tuple, tag_tuple, listed)
        if reranked is not None:
            return reranked
    words = previous.words if previous is not None and previous.words else vectors.Words(keep=True)
    keys, rows = vectors.terms(texts, words)
    scorer = scoring.Scorer(vectors.weighted(keys, rows, n), tags)
    # Threads, not processes: scipy's sparse product and numpy's sorts release the GIL, and
    # threads also run inside `serve`, where forking the threaded server is unsafe.
    chunks = parallel.tmap(
        lambda start: scoring.top(
            scorer.scores(np.arange(start, min(start + scoring.CHUNK, n))), listed
        ),
        range(0, n, scoring.CHUNK),
    )
    best, scores, complete = (np.concatenate(parts) for parts in zip(*chunks, strict=True))
    return Ranking(text_tuple, tag_tuple, k, best, scores, complete, words=words)
