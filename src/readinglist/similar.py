"""Similar stage: paper texts (and tags) in, the ids of each paper's most related papers out."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import chain

import numpy as np
from scipy import sparse
from sklearn.cluster import KMeans
from sklearn.decomposition import TruncatedSVD
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS, TfidfTransformer
from sklearn.utils import murmurhash3_32

from . import parallel
from .progress import ignore

_CHUNK = 512
# Sharing a topic tag nudges ties between equally worded neighbours toward the same area.
_TAG_BONUS = 0.05
# Up to this many papers every pair is scored with a chunked sparse product. Beyond it all
# pairs cost too much (they grow with the square of the papers), so it works as an inverted-file
# index: every paper is projected to a small LSA space (an SVD fitted on a sample of papers),
# the projections are grouped into about sqrt(N) clusters by k-means, and a paper is scored
# exactly (cosine plus tag bonus) only against the papers of the _PROBES clusters nearest to
# it: about _PROBES * sqrt(N) comparisons a paper, N^1.5 in all. On the benchmark corpus its
# neighbours are 96-97% as close as the exact ones.
EXACT_LIMIT = 20_000
_LSA_DIMS = 64
_LSA_SAMPLE = 6000
_PROBES = 6
# Past EXACT_LIMIT terms are hashed rather than kept in a vocabulary, which at 100,000 papers
# would hold millions of word pairs in memory.
_HASHED_FEATURES = 2**20
_PAIR_MIX = 0x9E3779B1  # an odd multiplier (2^32 / golden ratio) spreading a pair's hashes
# Terms are what scikit-learn's TfidfVectorizer(stop_words="english", ngram_range=(1, 2)) with
# this token pattern finds: lowercased words, stop words dropped, then adjacent pairs of the
# words left. Counting them here, with words as numbers and pairs in numpy, is 3x faster.
_TOKEN = re.compile(r"(?u)\b[a-zA-Z][\w-]+\b")
_STOP = ENGLISH_STOP_WORDS
_TEXT_BLOCK = 4096


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
        return _related_by_clusters(ids, _hashed_tfidf(texts), tags, k)
    matrix = _tfidf(texts)
    # Transposed once, not per chunk: the product would convert it to rows every time.
    columns = sparse.csr_matrix(matrix.T)
    tag_dense = _tag_matrix(tags).toarray()

    def best(start: int) -> list[tuple[str, ...]]:
        stop = min(start + _CHUNK, len(ids))
        scores = (matrix[start:stop] @ columns).toarray()
        # Shared-tag counts are small integers, exact in float32 whichever way they are summed.
        scores += _TAG_BONUS * (tag_dense[start:stop] @ tag_dense.T).clip(0, 1)
        scores[np.arange(stop - start), np.arange(start, stop)] = -np.inf
        return [tuple(ids[j] for j in row) for row in _top_rows(scores, k)]

    # Threads, not processes: scipy's sparse product and numpy's sorts release the GIL, and
    # threads also run inside `serve`, where forking the threaded server is unsafe.
    chunks = parallel.tmap(best, range(0, len(ids), _CHUNK))
    return tuple(chain.from_iterable(chunks))


def _tfidf(texts: Sequence[str]) -> sparse.csr_matrix:
    """TfidfVectorizer(sublinear_tf, max_df 0.5 from 20 texts on, float32), value for value.

    Columns are numbered by first appearance rather than alphabetically, but each row keeps
    its terms in the vectorizer's stored order, so every dot product sums in the same order."""
    keys, rows, _ = _terms(texts)
    unique, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    # The vectorizer numbers terms as it first meets them (text by text, words then pairs)
    # and its rows store terms in that order.
    rank = np.empty(len(unique), dtype=np.int64)
    rank[np.argsort(first, kind="stable")] = np.arange(len(unique))
    counts = _counts(rows, rank[inverse], (len(texts), len(unique)))
    high = 0.5 * len(texts) if len(texts) >= 20 else float(len(texts))
    kept = np.bincount(counts.indices, minlength=len(unique)) <= high
    if not kept.any():  # no words, or every word was a stop word: nothing to compare
        return sparse.csr_matrix((len(texts), 1), dtype=np.float32)
    counts = sparse.csr_matrix(counts[:, np.flatnonzero(kept)])
    return sparse.csr_matrix(TfidfTransformer(sublinear_tf=True).fit_transform(counts))


def _hashed_tfidf(texts: Sequence[str]) -> sparse.csr_matrix:
    """The same weighting as _tfidf (max_df 0.5, sublinear tf, l2 norm) over hashed terms.

    A word goes where HashingVectorizer(alternate_sign=False) puts it: its murmurhash3,
    |h| mod the width. A word pair is not spelled out and hashed as a string (finding the
    millions of distinct pairs to spell took a third of this step at 70,000 papers); its bucket
    mixes the two words' hashes: (h1 * 0x9E3779B1 + h2) mod 2^32, mod the width."""
    keys, rows, names = _terms(texts)
    width = len(names)
    hashes = np.fromiter(map(murmurhash3_32, names), np.int64, width)
    # HashingVectorizer's bucket: |hash| mod the width, the one hash without |h| set apart.
    word_buckets = np.where(
        hashes == -(2**31),
        (2**31 - 1 - (_HASHED_FEATURES - 1)) % _HASHED_FEATURES,
        np.abs(hashes) % _HASHED_FEATURES,
    )
    unsigned = hashes.astype(np.uint64) & np.uint64(0xFFFFFFFF)
    columns = np.empty(len(keys), dtype=np.int64)
    words = keys < width
    columns[words] = word_buckets[keys[words]]
    pairs = keys[~words]
    mixed = unsigned[pairs // width - 1] * np.uint64(_PAIR_MIX) + unsigned[pairs % width]
    columns[~words] = (mixed & np.uint64(0xFFFFFFFF)) % np.uint64(_HASHED_FEATURES)
    del keys, pairs, mixed
    counts = _counts(rows, columns, (len(texts), _HASHED_FEATURES))
    frequency = np.bincount(counts.indices, minlength=counts.shape[1])
    common = frequency > 0.5 * counts.shape[0]
    if common.any():
        counts = sparse.csr_matrix(counts @ sparse.diags((~common).astype(np.float32)))
        counts.eliminate_zeros()
    weighted = TfidfTransformer(sublinear_tf=True).fit_transform(counts)
    return sparse.csr_matrix(weighted, dtype=np.float32)


def _terms(texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """Every term of every text as a number, in the vectorizer's order (text by text, its
    words, then its word pairs); the text each comes from; the words by number. A word is
    its number, the pair (a, b) is (a + 1) * len(words) + b."""
    # Numbering the distinct words, then looking every word up in C, beats a Python loop. Texts
    # go a block at a time: at 70,000 papers all their words at once as Python strings took
    # over a gigabyte. New words are numbered as first met, as over all texts at once.
    numbers: dict[str, int] = dict.fromkeys(_STOP, -1)
    words: list[str] = []
    blocks: list[np.ndarray] = []
    sizes_list: list[int] = []
    for start in range(0, len(texts), _TEXT_BLOCK):
        found = [_TOKEN.findall(text.lower()) for text in texts[start : start + _TEXT_BLOCK]]
        block = list(chain.from_iterable(found))
        for word in dict.fromkeys(block):
            if word not in numbers:
                numbers[word] = len(words)
                words.append(word)
        blocks.append(np.fromiter(map(numbers.__getitem__, block), np.int64, len(block)))
        sizes_list += map(len, found)
    all_numbers = np.concatenate(blocks) if blocks else np.zeros(0, np.int64)
    sizes = np.asarray(sizes_list, dtype=np.int64)
    wanted = all_numbers >= 0
    flat = all_numbers[wanted]
    text_of = np.repeat(np.arange(len(texts), dtype=np.int64), sizes)[wanted]
    lengths = np.bincount(text_of, minlength=len(texts))
    firsts = np.cumsum(lengths) - lengths
    pair_at = np.flatnonzero(text_of[:-1] == text_of[1:])
    # Where each text's terms begin: after all words and pairs of the texts before it.
    pairs = np.maximum(lengths - 1, 0)
    begins = firsts + np.cumsum(pairs) - pairs
    offset = np.arange(len(flat)) - firsts[text_of]
    pair_text = text_of[pair_at]
    word_slot = begins[text_of] + offset
    pair_slot = begins[pair_text] + lengths[pair_text] + offset[pair_at]
    keys = np.empty(len(flat) + len(pair_at), dtype=np.int64)
    keys[word_slot] = flat
    keys[pair_slot] = (flat[pair_at] + 1) * len(words) + flat[pair_at + 1]
    rows = np.empty(len(keys), dtype=np.int64)
    rows[word_slot] = text_of
    rows[pair_slot] = pair_text
    return keys, rows, words


def _counts(rows: np.ndarray, columns: np.ndarray, shape: tuple[int, int]) -> sparse.csr_matrix:
    """How often each (row, column) occurs, as the float32 CSR matrix a vectorizer builds (each
    row's columns ascending). Summing duplicates row by row (scipy sorts each short row) beats
    sorting all the terms at once."""
    ones = np.ones(len(rows), dtype=np.float32)
    counts = sparse.csr_matrix((ones, (rows, columns.astype(np.int32))), shape=shape)
    counts.sum_duplicates()
    return counts


def _tag_matrix(tags: Sequence[Sequence[str]]) -> sparse.csr_matrix:
    names = sorted({tag for paper in tags for tag in paper})
    column = {name: i for i, name in enumerate(names)}
    rows = [i for i, paper in enumerate(tags) for _ in paper]
    cols = [column[tag] for paper in tags for tag in paper]
    data = np.ones(len(rows), dtype=np.float32)
    return sparse.csr_matrix((data, (rows, cols)), shape=(len(tags), max(len(names), 1)))


def _related_by_clusters(
    ids: Sequence[str], matrix: sparse.csr_matrix, tags: Sequence[Sequence[str]], k: int
) -> tuple[tuple[str, ...], ...]:
    """Top k per paper among the papers of the clusters nearest to it, each scored exactly."""
    space = _lsa(matrix)
    centroids = _centroids(space)
    near = np.argsort(-(space @ centroids.T), axis=1, kind="stable")[:, :_PROBES]
    home = near[:, 0]
    # Papers by the cluster they belong to, and by the clusters they look into.
    by_home = np.argsort(home, kind="stable")
    home_starts = np.searchsorted(home[by_home], np.arange(len(centroids) + 1))
    flat = near.ravel()
    by_probe = np.argsort(flat, kind="stable")
    probe_starts = np.searchsorted(flat[by_probe], np.arange(len(centroids) + 1))
    tasks: list[tuple[np.ndarray, np.ndarray]] = []
    for cluster in range(len(centroids)):
        members = by_home[home_starts[cluster] : home_starts[cluster + 1]]
        askers = by_probe[probe_starts[cluster] : probe_starts[cluster + 1]] // _PROBES
        if len(members):
            tasks += [(askers[s : s + _CHUNK], members) for s in range(0, len(askers), _CHUNK)]
    # Each task is independent: the workers share the matrices (forked) and score on all cores.
    shared = (matrix, _tag_matrix(tags), k)
    found = parallel.pmap(_best_in_task, tasks, shared, ignore, min_items=8, chunksize=8)
    rows, cols, scores = (np.concatenate(parts) for parts in zip(*found, strict=True))
    order = np.lexsort((cols, -scores, rows))
    rows, cols, scores = rows[order], cols[order], scores[order]
    starts = np.searchsorted(rows, np.arange(len(ids) + 1))
    neighbours = []
    for i in range(len(ids)):
        chosen: list[int] = []
        for j, score in zip(cols[starts[i] : starts[i + 1]].tolist(),
                            scores[starts[i] : starts[i + 1]].tolist(), strict=True):  # fmt: skip
            if score > 0 and j not in chosen:  # a paper can be met in two clusters
                chosen.append(j)
                if len(chosen) == k:
                    break
        neighbours.append(tuple(ids[j] for j in chosen))
    return tuple(neighbours)


def _best_in_task(task: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, ...]:
    matrix, tag_matrix, k = parallel.shared()
    return _best_in(matrix, tag_matrix, task[0], task[1], k)


def _best_in(
    matrix: sparse.csr_matrix,
    tag_matrix: sparse.csr_matrix,
    askers: np.ndarray,
    members: np.ndarray,
    k: int,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(asker, member, score) for each asker's k best members: cosine plus the tag bonus."""
    scores = (matrix[askers] @ matrix[members].T).toarray()
    scores += _TAG_BONUS * (tag_matrix[askers] @ tag_matrix[members].T).toarray().clip(0, 1)
    scores[askers[:, None] == members[None, :]] = -np.inf
    if len(members) > k:
        top = np.argpartition(-scores, k - 1, axis=1)[:, :k]
    else:
        top = np.broadcast_to(np.arange(len(members)), scores.shape)
    values = np.take_along_axis(scores, top, axis=1)
    return np.repeat(askers, top.shape[1]), members[top].ravel(), values.ravel()


def _lsa(matrix: sparse.csr_matrix) -> np.ndarray:
    """Rows projected on the main directions (an SVD) of a fixed sample of rows, unit length.

    Only terms found at least twice in the sample span the space: that keeps the SVD small
    (hashed terms number a million, and randomized SVD draws a dense block that wide)."""
    rng = np.random.default_rng(0)
    rows = min(matrix.shape[0], _LSA_SAMPLE)
    sample = matrix[np.sort(rng.choice(matrix.shape[0], rows, replace=False))]
    terms = np.flatnonzero(np.bincount(sample.indices, minlength=matrix.shape[1]) >= 2)
    svd = TruncatedSVD(_LSA_DIMS, algorithm="randomized", n_iter=3, random_state=0)
    svd.fit(sample[:, terms])
    space = np.asarray(matrix[:, terms] @ svd.components_.T.astype(np.float32), np.float32)
    space /= np.maximum(np.linalg.norm(space, axis=1, keepdims=True), 1e-9)
    return space


def _centroids(space: np.ndarray) -> np.ndarray:
    """About sqrt(N) k-means centres, fitted on a fixed sample of 20 points per centre."""
    count = max(2, int(np.sqrt(len(space))))
    rng = np.random.default_rng(0)
    sample = space[np.sort(rng.choice(len(space), min(len(space), 20 * count), replace=False))]
    fitted = KMeans(count, n_init=1, max_iter=25, random_state=0).fit(sample)
    return np.asarray(fitted.cluster_centers_, dtype=np.float32)


def _top_rows(scores: np.ndarray, k: int) -> list[list[int]]:
    """Per row, the indices of the k best scores above zero, best first, ties broken by
    index. The pool of each row is what a per-row argpartition gives, so ties go the same way."""
    k = min(k, scores.shape[1] - 1)
    if scores.shape[1] > 4 * k:
        pools = np.argpartition(-scores, k - 1, axis=1)[:, : k * 2 + 1]
    else:
        pools = np.broadcast_to(np.arange(scores.shape[1]), scores.shape)
    values = np.take_along_axis(scores, pools, axis=1)
    order = np.lexsort((pools, -values), axis=1)
    pools, values = np.take_along_axis(pools, order, 1), np.take_along_axis(values, order, 1)
    return [
        [j for j, score in zip(pool, row, strict=True) if score > 0][:k]
        for pool, row in zip(pools.tolist(), values.tolist(), strict=True)
    ]
