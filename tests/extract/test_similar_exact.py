"""similar's own term counting and candidate pools give exactly what scikit-learn and numpy give."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from scipy import sparse
from sklearn.feature_extraction.text import HashingVectorizer, TfidfTransformer, TfidfVectorizer
from sklearn.utils import murmurhash3_32

from readinglist.extract.similar import clusters, scoring, vectors
from readinglist.runtime import parallel

TEXTS = [
    "We propose GraphMix, a graph neural network for molecule property prediction.",
    "Graph neural networks for property prediction of molecules, with a new benchmark.",
    "The the and of: only stop words here, and Über-naïve café-au-lait tokens.",
    "",
    "Diffusion models generate images and graph plots; diffusion models also generate video.",
    "x1 y2 12 34 a b c-d e_f long-range dependency long-range dependency",
    "Graph models: graph diffusion, graph prediction.",
] * 4


def _rows(matrix: sparse.csr_matrix, names: list[str]) -> list[list[tuple[str, float]]]:
    """Each row's terms and values in stored order: what a dot product sums, in that order."""
    return [
        [
            (names[c], v)
            for c, v in zip(matrix.indices[a:b].tolist(), matrix.data[a:b].tolist(), strict=True)
        ]
        for a, b in zip(matrix.indptr[:-1], matrix.indptr[1:], strict=True)
    ]


@pytest.mark.parametrize("n", [1, 2, 19, 20, len(TEXTS)])
def test_tfidf_matches_the_vectorizer_value_for_value(n: int) -> None:
    texts = TEXTS[:n]
    reference = TfidfVectorizer(
        stop_words="english", sublinear_tf=True, ngram_range=(1, 2),
        max_df=0.5 if n >= 20 else 1.0, token_pattern=r"(?u)\b[a-zA-Z][\w-]+\b", dtype=np.float32,
    )  # fmt: skip
    expected = sparse.csr_matrix(reference.fit_transform(texts))
    ours = vectors._tfidf(texts)
    names = reference.get_feature_names_out().tolist()
    ours_rows = _rows(ours, [str(i) for i in range(ours.shape[1])])
    expected_rows = _rows(expected, names)
    assert [[v for _, v in row] for row in ours_rows] == [[v for _, v in r] for r in expected_rows]
    # One column of ours is one term of the vectorizer's, throughout.
    pairs = {
        (o, e)
        for a, b in zip(ours_rows, expected_rows, strict=True)
        for (o, _), (e, _) in zip(a, b, strict=True)
    }
    assert len(pairs) == len({o for o, _ in pairs}) == len({e for _, e in pairs}) == ours.shape[1]


def test_tfidf_of_stop_words_only_is_empty() -> None:
    assert vectors._tfidf(["the and of", "is a"]).nnz == 0


def _bucket(term: str) -> int:
    """Where the hashed matrix puts a term, spelled out as its docstring says, one at a time."""
    width = vectors._HASHED_FEATURES
    if " " not in term:  # a word: HashingVectorizer's own bucket
        hasher = HashingVectorizer(
            n_features=width, alternate_sign=False, analyzer=lambda _: [term]
        )
        return int(hasher.transform([""]).indices[0])
    first, second = (murmurhash3_32(word) & 0xFFFFFFFF for word in term.split(" "))
    return ((first * 0x9E3779B1 + second) & 0xFFFFFFFF) % width


@pytest.mark.parametrize("block", [4096, 2])  # one block of texts; a block per two, stacked
def test_hashed_tfidf_counts_words_and_pairs_in_their_buckets(
    block: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vectors, "_TEXT_BLOCK", block)
    analyze = TfidfVectorizer(
        stop_words="english", ngram_range=(1, 2), token_pattern=r"(?u)\b[a-zA-Z][\w-]+\b"
    ).build_analyzer()
    counts = sparse.lil_matrix((len(TEXTS), vectors._HASHED_FEATURES), dtype=np.float32)
    for row, text in enumerate(TEXTS):
        for term in analyze(text):
            counts[row, _bucket(term)] += 1
    counts = sparse.csr_matrix(counts)
    common = np.bincount(counts.indices, minlength=counts.shape[1]) > 0.5 * len(TEXTS)
    assert common.any()
    counts = sparse.csr_matrix(counts @ sparse.diags((~common).astype(np.float32)))
    counts.eliminate_zeros()
    expected = sparse.csr_matrix(TfidfTransformer(sublinear_tf=True).fit_transform(counts))
    expected.sort_indices()  # the product above leaves each row's columns in its own order
    ours = vectors._hashed_tfidf(TEXTS)
    assert ours.has_sorted_indices
    assert np.array_equal(ours.indptr, expected.indptr)
    assert np.array_equal(ours.indices, expected.indices)
    assert np.array_equal(ours.data, expected.data)


def test_hashed_tfidf_of_nothing_is_empty() -> None:
    assert vectors._hashed_tfidf(["", "the and of"]).nnz == 0


def test_lsa_projects_rows_in_blocks_as_in_one_product(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [f"{a} {b} graph neural network {a} {b}" for a in TEXTS for b in TEXTS[:8]]
    matrix = vectors._hashed_tfidf(texts)
    whole = clusters._lsa(matrix)
    monkeypatch.setattr(clusters, "_PROJECTED", 7)
    assert np.array_equal(clusters._lsa(matrix), whole)


@given(st.integers(1, 40), st.integers(0, 2**32 - 1))
def test_nearest_centroids_in_blocks_are_those_of_one_product(rows: int, seed: int) -> None:
    # Few distinct coordinates: ties between centroids are common, and blocks of 7 rows
    # leave a short last block.
    rng = np.random.default_rng(seed)
    space = rng.choice(np.array([-1.0, 0.0, 0.5, 1.0], np.float32), (rows, 5))
    centroids = rng.choice(np.array([0.0, 0.5, 1.0], np.float32), (clusters._PROBES + 4, 5))
    whole = scoring.best_columns(space @ centroids.T, clusters._PROBES)[0][:, : clusters._PROBES]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(clusters, "_PROJECTED", 7)
        assert clusters._nearest(space, centroids).tolist() == whole.tolist()


def _firsts_by_loop(
    rows: np.ndarray, cols: np.ndarray, scores: np.ndarray, n: int, k: int
) -> list[list[int]]:
    """The plain loop _firsts replaces: per row, best first, ties by column, each column once."""
    order = np.lexsort((cols, -scores, rows))
    chosen: list[list[int]] = [[] for _ in range(n)]
    for i, j, score in zip(rows[order].tolist(), cols[order].tolist(), scores[order].tolist(),
                           strict=True):  # fmt: skip
        if score > 0 and j not in chosen[i] and len(chosen[i]) < k:
            chosen[i].append(j)
    return chosen


@given(
    st.lists(
        st.tuples(
            st.integers(0, 7),
            st.integers(0, 9),
            st.sampled_from([-np.inf, -1.0, -0.0, 0.0, 1e-45, 0.25, 0.5, 0.75, 3e38, np.inf]),
        ),
        max_size=80,
    ),
    st.integers(1, 4),
    st.sampled_from([3, 8]),
)
def test_cluster_lists_take_each_rows_best_columns_once(
    found: list[tuple[int, int, float]], k: int, block: int
) -> None:
    # Repeats of a pair, ties, zero and negative scores, rows with nothing: as the loop did;
    # the 8 rows at once, or 3 at a time (the last block short).
    rows = np.array([r for r, _, _ in found], dtype=np.int64)
    cols = np.array([c for _, c, _ in found], dtype=np.int64)
    scores = np.array([s for _, _, s in found], dtype=np.float32)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(scoring, "_MERGED", block)
        best = scoring.firsts(rows, cols, scores, 8, k)
    assert best.shape == (8, k)
    expected = _firsts_by_loop(rows, cols, scores, 8, k)
    assert [[j for j in row if j >= 0] for row in best.tolist()] == expected
    assert all(j == -1 for row, want in zip(best.tolist(), expected, strict=True)
               for j in row[len(want):])  # fmt: skip


@given(
    st.lists(
        st.lists(st.sampled_from([-1.0, 0.0, 0.5, 1.0, 2.0]), min_size=9, max_size=9),
        min_size=1,
        max_size=6,
    ),  # fmt: skip
    st.integers(0, 10),
)
def test_best_columns_begin_as_a_stable_sort_of_each_row(
    rows: list[list[float]], count: int
) -> None:
    # Few distinct scores: ties across the cut are the common case here, not the rare one.
    scores = np.array(rows, dtype=np.float32)
    pools, values = scoring.best_columns(scores, count)
    expected = np.argsort(-scores, axis=1, kind="stable")[:, : count + 1]
    assert pools[:, :count].tolist() == expected[:, :count].tolist()
    assert values.tolist() == np.take_along_axis(scores, expected, 1).tolist()


@given(
    st.integers(1, 7),
    st.integers(1, 7),
    st.integers(1, 9),
    st.floats(0.0, 1.0),
    st.integers(0, 2**32 - 1),
)
def test_dense_product_is_scipys_product_number_for_number(
    rows: int, width: int, inner: int, density: float, seed: int
) -> None:
    # Values with many bits set, so that any other order of summing would show.
    left = sparse.random(rows, inner, density, "csr", np.float32, rng=seed)
    right = sparse.random(inner, width, density, "csr", np.float32, rng=seed + 1)
    left.data = (left.data * 3.3).astype(np.float32)
    expected = (left @ right).toarray()
    found = scoring._dense_product(left, right)
    assert (found.dtype, found.shape) == (expected.dtype, expected.shape)
    assert found.tobytes() == expected.tobytes()
    # Indices of another type go through scipy's public product.
    indices, indptr = left.indices.astype(np.int64), left.indptr.astype(np.int64)
    wide = sparse.csr_matrix((left.data, indices, indptr), shape=left.shape)
    assert scoring._dense_product(wide, right).tobytes() == expected.tobytes()


def test_dense_product_uses_the_numeric_kernel_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    from scipy.sparse import _sparsetools

    counted: list[int] = []
    real = _sparsetools.csr_matmat_maxnnz

    def counting(*args: object) -> int:
        counted.append(1)
        return int(real(*args))

    monkeypatch.setattr(_sparsetools, "csr_matmat_maxnnz", counting)
    monkeypatch.setattr("scipy.sparse._compressed.csr_matmat_maxnnz", counting)
    matrix = vectors._tfidf(TEXTS)
    found = scoring._dense_product(matrix, sparse.csr_matrix(matrix.T))
    assert counted == []  # scipy's counting pass was skipped
    assert found.tobytes() == (matrix @ matrix.T).toarray().tobytes()
    assert counted == [1]  # and the reference product did run it


def test_dense_product_takes_the_public_product_without_a_usable_kernel(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert scoring._numeric_kernel() is not None  # this scipy's kernel passes the check

    def wrong_arguments(*args: object) -> None:
        raise TypeError("csr_matmat() takes 12 arguments")

    def wrong_numbers(*args: object) -> None:
        indptr = args[-3]
        indptr[:] = 0  # an empty product

    assert scoring._checked(wrong_arguments) is None
    assert scoring._checked(wrong_numbers) is None
    monkeypatch.setattr(scoring, "_numeric_kernel", lambda: None)
    matrix = vectors._tfidf(TEXTS)
    found = scoring._dense_product(matrix, sparse.csr_matrix(matrix.T))
    assert found.tobytes() == (matrix @ matrix.T).toarray().tobytes()


def test_chunks_of_askers_get_their_rows_scores_at_the_members_columns() -> None:
    matrix = vectors._tfidf(TEXTS)
    scorer = scoring.Scorer(matrix, [[f"t{i % 3}"] for i in range(len(TEXTS))])
    askers, members = np.arange(0, len(TEXTS), 2), np.arange(1, len(TEXTS), 3)
    chunks = [askers[:3], askers[3:]]
    for rows, scores in zip(chunks, scorer.scores_among(chunks, members), strict=True):
        assert scores.tobytes() == scorer.scores(rows)[:, members].tobytes()


@given(
    st.lists(st.sampled_from(["asks", "member", "both", "neither"]), min_size=len(TEXTS),
             max_size=len(TEXTS)),
    st.integers(1, 4),
    st.sampled_from([1, 2, 3, 7, 512]),
)  # fmt: skip
def test_every_paper_gets_its_best_of_the_pairs_however_they_are_split(
    roles: list[str], k: int, chunk: int
) -> None:
    # Each pair of an asker and a member counts for both papers, and the members that ask
    # are scored against each other once. The texts repeat, so scores tie: ties go to the
    # lower paper, in every chunking.
    n = len(TEXTS)
    scorer = scoring.Scorer(vectors._tfidf(TEXTS), [[f"t{i % 3}"] for i in range(n)])
    askers = np.array([i for i, role in enumerate(roles) if role in ("asks", "both")], np.int64)
    members = np.array([i for i, role in enumerate(roles) if role in ("member", "both")], np.int64)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(scoring, "CHUNK", chunk)
        best = scoring.firsts(*clusters._best_in(scorer, askers, members, k), n, k)
    full = scorer.scores(np.arange(n))
    pairs = {(a, m) for a in askers.tolist() for m in members.tolist() if a != m}
    for paper in range(n):
        others = {m for a, m in pairs if a == paper} | {a for a, m in pairs if m == paper}
        ranked = sorted((-float(full[paper, other]), other) for other in others)
        expected = [other for score, other in ranked if score < 0][:k]
        assert [j for j in best[paper].tolist() if j >= 0] == expected


@given(st.lists(st.floats(width=32, allow_nan=False), max_size=40))
def test_descending_numbers_sort_as_the_scores_the_other_way_round(values: list[float]) -> None:
    scores = np.array(values, dtype=np.float32)
    numbers = scoring._descending(scores)
    # For every pair: a higher score has a lower number, equal scores (0.0 and -0.0 too) equal.
    assert np.array_equal(numbers[:, None] < numbers[None, :], scores[:, None] > scores[None, :])
    assert np.array_equal(numbers[:, None] == numbers[None, :], scores[:, None] == scores[None, :])


@given(st.text() | st.text(alphabet="abcXYZ019_- .,;'\u00e9\u212a\u0130"))
@example("A naïve-approach, state-of-the-art K-means on R2 data_sets")
@example("\u212aelvin-scale")  # lowers to ASCII: the ASCII pattern finds the same words
def test_words_are_what_the_token_pattern_finds_in_the_lowered_text(text: str) -> None:
    assert vectors._words(text) == vectors._TOKEN.findall(text.lower())


def test_the_weighted_space_is_the_weights_and_lsa_made_one_after_the_other(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # "graph neural network" is in every text: common terms are left out of the sample that
    # the basis is fitted on as well as of the weights.
    texts = [f"{a} {b} graph neural network {a} {b}" for a in TEXTS for b in TEXTS[:8]]
    monkeypatch.setattr(clusters, "_LSA_SAMPLE", 40)  # a sample, not every row
    matrix, space = clusters.weighted_space(texts)
    alone = vectors._hashed_tfidf(texts)
    assert (matrix != alone).nnz == 0
    assert matrix.dtype == alone.dtype
    assert space.tobytes() == clusters._lsa(alone).tobytes()
    assert len(clusters._lsa_rows(len(texts))) == 40


def test_both_calls_give_their_results_in_order() -> None:
    assert parallel.tboth(lambda: 1, lambda: "two") == (1, "two")
