"""Similar stage: paper texts (and tags) in, the ids of each paper's most related papers out."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import HashingVectorizer, TfidfTransformer, TfidfVectorizer

_CHUNK = 512
# Sharing a topic tag nudges ties between equally worded neighbours toward the same area.
_TAG_BONUS = 0.05
# Up to this many papers every pair is scored with a chunked sparse product. Beyond it that
# product is dense and costs too much, so candidates come from a cheap dense sketch of the
# TF-IDF vectors (a count sketch: a random projection), and only the best few candidates of
# each paper are scored exactly. Still blocked all-pairs, but at a far smaller constant.
EXACT_LIMIT = 20_000
_SKETCH_DIMS = 256
_SKETCH_HASHES = 4
_POOL = 96
_SKETCH_CHUNK = 256
# Past EXACT_LIMIT terms are hashed rather than kept in a vocabulary, which at 100,000 papers
# would hold millions of word pairs in memory.
_HASHED_FEATURES = 2**20
_TOKEN = r"(?u)\b[a-zA-Z][\w-]+\b"


def related(
    ids: Sequence[str],
    texts: Sequence[str],
    tags: Sequence[Sequence[str]],
    k: int = 5,
) -> tuple[tuple[str, ...], ...]:
    """For each paper, up to k other papers by TF-IDF cosine (plus a small shared-tag bonus)."""
    if len(ids) < 2 or k <= 0:
        return tuple(() for _ in ids)
    if len(ids) > EXACT_LIMIT:
        return _related_by_candidates(ids, _hashed_tfidf(texts), tags, k)
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
        token_pattern=_TOKEN,
        dtype=np.float32,
    )
    try:
        return sparse.csr_matrix(vectorizer.fit_transform(texts))
    except ValueError:  # every word was a stop word: nothing to compare
        return sparse.csr_matrix((len(texts), 1), dtype=np.float32)


def _hashed_tfidf(texts: Sequence[str]) -> sparse.csr_matrix:
    """The same weighting as _tfidf (max_df 0.5, sublinear tf, l2 norm) over hashed terms."""
    hasher = HashingVectorizer(
        stop_words="english",
        ngram_range=(1, 2),
        token_pattern=_TOKEN,
        n_features=_HASHED_FEATURES,
        alternate_sign=False,
        norm=None,
        dtype=np.float32,
    )
    counts = sparse.csr_matrix(hasher.transform(texts))
    frequency = np.bincount(counts.indices, minlength=counts.shape[1])
    common = frequency > 0.5 * counts.shape[0]
    if common.any():
        counts = sparse.csr_matrix(counts @ sparse.diags((~common).astype(np.float32)))
        counts.eliminate_zeros()
    weighted = TfidfTransformer(sublinear_tf=True).fit_transform(counts)
    return sparse.csr_matrix(weighted, dtype=np.float32)


def _tag_matrix(tags: Sequence[Sequence[str]]) -> sparse.csr_matrix:
    names = sorted({tag for paper in tags for tag in paper})
    column = {name: i for i, name in enumerate(names)}
    rows = [i for i, paper in enumerate(tags) for _ in paper]
    cols = [column[tag] for paper in tags for tag in paper]
    data = np.ones(len(rows), dtype=np.float32)
    return sparse.csr_matrix((data, (rows, cols)), shape=(len(tags), max(len(names), 1)))


def _related_by_candidates(
    ids: Sequence[str], matrix: sparse.csr_matrix, tags: Sequence[Sequence[str]], k: int
) -> tuple[tuple[str, ...], ...]:
    """Top k per paper among its best candidates by sketch, each candidate scored exactly."""
    sketch = _sketch(matrix)
    tag_matrix = _tag_matrix(tags)
    tag_dense = tag_matrix.toarray()
    tag_sets = [frozenset(paper) for paper in tags]
    by_tag: dict[str, list[int]] = {}
    for index, paper in enumerate(tags):
        for tag in paper:
            by_tag.setdefault(tag, []).append(index)
    pool_size = min(_POOL, len(ids) - 1)
    neighbours: list[tuple[str, ...]] = []
    for start in range(0, len(ids), _SKETCH_CHUNK):
        stop = min(start + _SKETCH_CHUNK, len(ids))
        rough = sketch[start:stop] @ sketch.T
        rough += _TAG_BONUS * (tag_dense[start:stop] @ tag_dense.T).clip(0, 1)
        rough[np.arange(stop - start), np.arange(start, stop)] = -np.inf
        pools = np.argpartition(-rough, pool_size - 1, axis=1)[:, :pool_size]
        rows = np.repeat(np.arange(start, stop), pool_size)
        exact = np.asarray(matrix[rows].multiply(matrix[pools.ravel()]).sum(axis=1)).ravel()
        shared = np.asarray(tag_matrix[rows].multiply(tag_matrix[pools.ravel()]).sum(axis=1))
        exact += _TAG_BONUS * shared.ravel().clip(0, 1)
        scores = exact.reshape(pools.shape)
        for row, index in enumerate(range(start, stop)):
            pairs = zip(scores[row].tolist(), pools[row].tolist(), strict=True)
            ranked = [(-score, j) for score, j in pairs if score > 0]
            taken = {j for _, j in ranked} | {index}
            ranked += _tag_only(tag_sets[index], by_tag, taken, k)
            neighbours.append(tuple(ids[j] for _, j in sorted(ranked)[:k]))
    return tuple(neighbours)


def _sketch(matrix: sparse.csr_matrix) -> np.ndarray:
    """A dense, fixed-seed count sketch of the rows: dot products are kept on average."""
    rng = np.random.default_rng(0)
    terms = matrix.shape[1]
    buckets = rng.integers(0, _SKETCH_DIMS, size=terms * _SKETCH_HASHES)
    signs = rng.choice(np.array([-1.0, 1.0], dtype=np.float32), size=terms * _SKETCH_HASHES)
    rows = np.repeat(np.arange(terms), _SKETCH_HASHES)
    projection = sparse.csr_matrix(
        (signs / np.sqrt(_SKETCH_HASHES), (rows, buckets)), shape=(terms, _SKETCH_DIMS)
    )
    return np.asarray((matrix @ projection).toarray(), dtype=np.float32)


def _tag_only(
    own: frozenset[str], by_tag: dict[str, list[int]], taken: set[int], k: int
) -> list[tuple[float, int]]:
    """Papers that share only a tag score the bonus alone; the first k of them by position."""
    found: set[int] = set()
    for tag in own:
        count = 0
        for j in by_tag[tag]:
            if j not in taken:
                found.add(j)
                count += 1
                if count == k:
                    break
    return [(-_TAG_BONUS, j) for j in sorted(found)[:k]]


def _top(scores: np.ndarray, k: int) -> list[int]:
    """Indices of the k best scores above zero, best first, ties broken by index."""
    k = min(k, len(scores) - 1)
    candidates = np.argpartition(-scores, k - 1)[: k * 2 + 1] if len(scores) > 4 * k else None
    pool = range(len(scores)) if candidates is None else candidates.tolist()
    ranked = sorted((i for i in pool if scores[i] > 0), key=lambda i: (-float(scores[i]), i))
    return ranked[:k]
