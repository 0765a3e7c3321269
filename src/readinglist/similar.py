"""Similar stage: paper texts (and tags) in, the ids of each paper's most related papers out."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import TfidfVectorizer

_CHUNK = 512
# Sharing a topic tag nudges ties between equally worded neighbours toward the same area.
_TAG_BONUS = 0.05


def related(
    ids: Sequence[str],
    texts: Sequence[str],
    tags: Sequence[Sequence[str]],
    k: int = 5,
) -> tuple[tuple[str, ...], ...]:
    """For each paper, up to k other papers by TF-IDF cosine (plus a small shared-tag bonus)."""
    if len(ids) < 2 or k <= 0:
        return tuple(() for _ in ids)
    matrix = _tfidf(texts)
    tag_matrix = _tag_matrix(tags)
    neighbours: list[tuple[str, ...]] = []
    for start in range(0, len(ids), _CHUNK):
        stop = min(start + _CHUNK, len(ids))
        scores = (matrix[start:stop] @ matrix.T).toarray()
        scores += _TAG_BONUS * (tag_matrix[start:stop] @ tag_matrix.T).toarray().clip(0, 1)
        for row, index in enumerate(range(start, stop)):
            scores[row, index] = -np.inf
            neighbours.append(tuple(ids[j] for j in _top(scores[row], k)))
    return tuple(neighbours)


def _tfidf(texts: Sequence[str]) -> sparse.csr_matrix:
    vectorizer = TfidfVectorizer(
        stop_words="english",
        sublinear_tf=True,
        ngram_range=(1, 2),
        min_df=1,
        max_df=0.5 if len(texts) >= 20 else 1.0,
        token_pattern=r"(?u)\b[a-zA-Z][\w-]+\b",
        dtype=np.float32,
    )
    try:
        return sparse.csr_matrix(vectorizer.fit_transform(texts))
    except ValueError:  # every word was a stop word: nothing to compare
        return sparse.csr_matrix((len(texts), 1), dtype=np.float32)


def _tag_matrix(tags: Sequence[Sequence[str]]) -> sparse.csr_matrix:
    names = sorted({tag for paper in tags for tag in paper})
    column = {name: i for i, name in enumerate(names)}
    rows = [i for i, paper in enumerate(tags) for _ in paper]
    cols = [column[tag] for paper in tags for tag in paper]
    data = np.ones(len(rows), dtype=np.float32)
    return sparse.csr_matrix((data, (rows, cols)), shape=(len(tags), max(len(names), 1)))


def _top(scores: np.ndarray, k: int) -> list[int]:
    """Indices of the k best scores above zero, best first, ties broken by index."""
    k = min(k, len(scores) - 1)
    candidates = np.argpartition(-scores, k - 1)[: k * 2 + 1] if len(scores) > 4 * k else None
    pool = range(len(scores)) if candidates is None else candidates.tolist()
    ranked = sorted((i for i in pool if scores[i] > 0), key=lambda i: (-float(scores[i]), i))
    return ranked[:k]
