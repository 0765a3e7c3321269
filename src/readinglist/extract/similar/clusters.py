"""Hashed TF-IDF rows in; each paper's best others among the papers of its nearest
clusters out (the path beyond EXACT_LIMIT papers, where scoring all pairs costs too much)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np
from scipy import sparse
from sklearn.cluster import KMeans
from sklearn.decomposition import TruncatedSVD
from threadpoolctl import threadpool_limits

from readinglist.extract.similar import scoring, vectors
from readinglist.runtime import parallel
from readinglist.runtime.progress import ignore

_LSA_DIMS = 64
_LSA_SAMPLE = 6000
_PROBES = 3
_PROJECTED = 8192  # rows a thread projects to the LSA space, or scores by centroid, at a time


# The rows' weights and their LSA projection (weighted_space).
Weighted = tuple[sparse.csr_matrix, np.ndarray]


def weighted_space(texts: Sequence[str]) -> Weighted:
    """vectors._hashed_tfidf(texts) and _lsa of it. The LSA basis needs only the weights of its
    sample of rows: that sample is weighted alone and the basis fitted on a second thread while
    this one weighs every row (at 70,000 papers 0.6 s, then the fit 0.7 s, each on one core)."""
    counts, transformer, common = vectors.hashed_counts(texts)
    sample = counts[_lsa_rows(counts.shape[0])]
    basis, matrix = parallel.tboth(
        lambda: _lsa_basis(vectors.weigh(sample, transformer, common)),
        lambda: vectors.weigh(counts, transformer, common),
    )
    return matrix, _lsa_project(matrix, *basis)


def related_by_clusters(
    matrix: sparse.csr_matrix, space: np.ndarray, tags: Sequence[Sequence[str]], k: int
) -> np.ndarray:
    """Top k per paper among the papers of the clusters nearest to it in `space` (the rows'
    LSA projection), each scored exactly by `matrix`: a row per paper, best first, -1 past the
    end of its list."""
    centroids = _centroids(space)
    near = _nearest(space, centroids)
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
            tasks.append((askers, members))
    # Each task is independent: the workers share the matrices (forked) and score on all cores.
    shared = (scoring.Scorer(matrix, tags), k)
    found = parallel.pmap(_best_in_task, tasks, shared, ignore, min_items=8, chunksize=8)
    rows, cols, scores = (np.concatenate(parts) for parts in zip(*found, strict=True))
    return scoring.firsts(rows, cols, scores, matrix.shape[0], k)


def _best_in_task(task: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, ...]:
    scorer, k = parallel.shared()
    return _best_in(scorer, task[0], task[1], k)


def _best_in(
    scorer: scoring.Scorer, askers: np.ndarray, members: np.ndarray, k: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(paper, other, score) holding each paper's k best others scored above zero (ties to the
    lower other) among the pairs of an asker and a member, each pair counting for both of its
    papers. `askers` and `members` ascend.

    A score is the same whichever paper asks (see scoring.Scorer), so a member's best askers are its
    candidates too, although it may not look into their clusters. With 3 probes the lists
    are then as close to the exact ones as with 6 and the asking papers' lists alone (97.1%
    against 96.8% at 25,000 papers, 97.0% at 70,135), and at 70,135 papers the workers
    score them in 8.4 to 8.7 core-seconds against 12.8 to 13.4.

    Each block of scores gives each of its rows and each of its columns its k best, in the
    order scoring.firsts keeps: however the pairs are split into blocks, that holds every paper's k
    best of them all."""
    found = []
    for rows, among, scores in _blocks(scorer, askers, members):
        found += [_best_of_rows(rows, among, scores, k), _best_of_rows(among, rows, scores.T, k)]
    if not found:
        empty = np.zeros(0, np.int64)
        return empty, empty, np.zeros(0, np.float32)
    papers, others, values = (np.concatenate(parts) for parts in zip(*found, strict=True))
    return papers, others, values


def _blocks(
    scorer: scoring.Scorer, askers: np.ndarray, members: np.ndarray
) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """(rows, columns, their scores) covering every pair of an asker and a member once, rows
    scoring.CHUNK at a time (a block's scores are dense: as wide as its columns).

    Every member asks in its own cluster, and among the members that ask a pair would be
    scored twice, once from each side: the asking members go in runs, each against the
    members from its first on (and those that do not ask). In the largest cluster at 70,135
    papers (1,967 papers) that scores 63% of the pairs of its members scored before."""
    asking = np.isin(members, askers)
    outside = askers[~np.isin(askers, members)]
    chunks, runs = _runs(outside), _runs(np.flatnonzero(asking))
    # The first run's columns are every member: it is scored with the askers from outside,
    # in one transposition (see scoring.Scorer.scores_among).
    chunks += [members[run] for run in runs[:1]]
    yield from ((rows, members, scores) for rows, scores in
                zip(chunks, scorer.scores_among(chunks, members), strict=True))  # fmt: skip
    for run in runs[1:]:
        among = members[~asking | (np.arange(len(members)) >= run[0])]
        rows = members[run]
        yield rows, among, next(scorer.scores_among([rows], among))


def _runs(items: np.ndarray) -> list[np.ndarray]:
    """items cut into runs of scoring.CHUNK, the last perhaps shorter."""
    return [items[start : start + scoring.CHUNK] for start in range(0, len(items), scoring.CHUNK)]


def _best_of_rows(
    rows: np.ndarray, columns: np.ndarray, scores: np.ndarray, k: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(row, column, score) for each row's k best columns scored above zero, ties to the
    lower column (`columns` ascend): scoring.top's lists, as triples."""
    best, values, _ = scoring.top(np.ascontiguousarray(scores), k)
    listed = best >= 0
    return np.broadcast_to(rows[:, None], best.shape)[listed], columns[best[listed]], values[listed]


def _lsa(matrix: sparse.csr_matrix) -> np.ndarray:
    """Rows projected on the main directions (an SVD) of a fixed sample of rows, unit length."""
    return _lsa_project(matrix, *_lsa_basis(matrix[_lsa_rows(matrix.shape[0])]))


def _lsa_rows(n: int) -> np.ndarray:
    """The fixed sample of rows (of n) that _lsa_basis is fitted on, ascending."""
    rng = np.random.default_rng(0)
    return np.sort(rng.choice(n, min(n, _LSA_SAMPLE), replace=False))


def _lsa_basis(sample: sparse.csr_matrix) -> tuple[np.ndarray, np.ndarray]:
    """The terms that span the space and the main directions (an SVD) of the sample's rows.

    Only terms found at least twice in the sample span the space: that keeps the SVD small
    (hashed terms number a million, and randomized SVD draws a dense block that wide)."""
    terms = np.flatnonzero(np.bincount(sample.indices, minlength=sample.shape[1]) >= 2)
    if len(terms) <= _LSA_DIMS:  # a handful of short texts (the map lays out any number)
        return terms, np.eye(len(terms), dtype=np.float32)
    svd = TruncatedSVD(_LSA_DIMS, algorithm="randomized", n_iter=3, random_state=0)
    # On one BLAS thread wherever it runs: OpenBLAS's sums depend on how many threads share
    # them, so the directions (hence the clusters) would differ between machines.
    with threadpool_limits(1):
        svd.fit(sample[:, terms])
    return terms, svd.components_.T.astype(np.float32)


def _lsa_project(
    matrix: sparse.csr_matrix, terms: np.ndarray, directions: np.ndarray
) -> np.ndarray:
    """Each row on the directions, unit length."""
    # Each row is projected alone: blocks of rows on a thread per core (scipy's sparse kernels
    # release the GIL), the same numbers as one product over all rows.
    projected = scoring.by_rows(
        lambda start, end: np.asarray(matrix[start:end][:, terms] @ directions),
        matrix.shape[0],
        _PROJECTED,
    )
    space = np.asarray(projected, np.float32)
    space /= np.maximum(np.linalg.norm(space, axis=1, keepdims=True), 1e-9)
    return space


def _nearest(space: np.ndarray, centroids: np.ndarray) -> np.ndarray:
    """Per row of `space`, its _PROBES nearest centroids (the greatest dot products), nearest
    first. Rows go a block at a time on a thread per core, each block's scores made and
    partitioned there (numpy releases the GIL): at 70,000 papers all rows at once took 0.5 to
    0.8 s with a core idle, the blocks 0.1 s; the same numbers as one product over all rows."""

    def block(start: int, end: int) -> np.ndarray:
        return scoring.best_columns(space[start:end] @ centroids.T, _PROBES)[0][:, :_PROBES]

    return scoring.by_rows(block, len(space), _PROJECTED)


def _centroids(space: np.ndarray) -> np.ndarray:
    """About sqrt(N) k-means centres, fitted on a fixed sample of 20 points per centre."""
    count = max(2, int(np.sqrt(len(space))))
    rng = np.random.default_rng(0)
    sample = space[np.sort(rng.choice(len(space), min(len(space), 20 * count), replace=False))]
    fitted = KMeans(count, n_init=1, max_iter=25, random_state=0).fit(sample)
    return np.asarray(fitted.cluster_centers_, dtype=np.float32)
