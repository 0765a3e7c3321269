"""Similar stage: paper texts (and tags) in, the ids of each paper's most related papers out."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import chain

import numpy as np
from scipy import sparse
from sklearn.cluster import KMeans
from sklearn.decomposition import TruncatedSVD
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS, TfidfTransformer
from sklearn.utils import murmurhash3_32
from threadpoolctl import threadpool_limits

from . import parallel
from .memo import Memo
from .progress import ignore

_CHUNK = 512
# Each paper's list holds this many times k papers, so that after an edit to a few papers the
# others' lists still show their k best without them (see _reranked).
_LISTED = 3
# An edit that touches more than one paper in this many is ranked again from scratch.
_MOST_TOUCHED = 4
# Sharing a topic tag nudges ties between equally worded neighbours toward the same area.
_TAG_BONUS = 0.05
# Up to this many papers every pair is scored with a chunked sparse product. Beyond it all
# pairs cost too much (they grow with the square of the papers), so it works as an inverted-file
# index: every paper is projected to a small LSA space (an SVD fitted on a sample of papers),
# the projections are grouped into about sqrt(N) clusters by k-means, and a paper is scored
# exactly (cosine plus tag bonus) only against the papers of the _PROBES clusters nearest to
# it: about _PROBES * sqrt(N) comparisons a paper, N^1.5 in all, each counted for both papers
# (see _best_in). On the benchmark corpus its neighbours are 97% as close as the exact ones.
EXACT_LIMIT = 20_000
_LSA_DIMS = 64
_LSA_SAMPLE = 6000
_PROBES = 3
# Past EXACT_LIMIT terms are hashed rather than kept in a vocabulary, which at 100,000 papers
# would hold millions of word pairs in memory.
_HASHED_FEATURES = 2**20
_PAIR_MIX = 0x9E3779B1  # an odd multiplier (2^32 / golden ratio) spreading a pair's hashes
# Terms are what scikit-learn's TfidfVectorizer(stop_words="english", ngram_range=(1, 2)) with
# this token pattern finds: lowercased words, stop words dropped, then adjacent pairs of the
# words left. Counting them here, with words as numbers and pairs in numpy, is 3x faster.
_TOKEN = re.compile(r"(?u)\b[a-zA-Z][\w-]+\b")
# The same pattern in ASCII mode: on ASCII text it finds the same words, in two thirds of the
# time (most abstracts are ASCII).
_ASCII_TOKEN = re.compile(r"(?a)\b[a-zA-Z][\w-]+\b")
_STOP = ENGLISH_STOP_WORDS
_TEXT_BLOCK = 4096
_MERGED = 16384  # rows whose candidates a thread merges into lists at a time
_PROJECTED = 8192  # rows a thread projects to the LSA space, or scores by centroid, at a time


def related(
    ids: Sequence[str],
    texts: Sequence[str],
    tags: Sequence[Sequence[str]],
    k: int = 5,
    memo: Memo | None = None,
) -> tuple[tuple[str, ...], ...]:
    """For each paper, up to k other papers by TF-IDF cosine (plus a small shared-tag bonus).
    With a memo (`serve`), the last build's ranking is reused for every paper an edit leaves
    alone, and this build's is kept for the next."""
    ranking = rank(texts, tags, k, memo.last("related") if memo else None)
    if memo:
        memo.keep("related", ranking)
    return ranking.neighbours(ids)


@dataclass(frozen=True, eq=False)
class Ranking:
    """Each paper's best-scored other papers, best first, as numbers (positions in `texts`)."""

    texts: tuple[str, ...]
    tags: tuple[tuple[str, ...], ...]
    k: int
    best: np.ndarray  # (papers, listed): the best others, -1 past the end of a paper's list
    scores: np.ndarray  # their scores (float32), -inf past the end
    complete: np.ndarray  # per paper: whether every paper scored above zero is listed
    exact: bool = True  # the cluster path's lists are close but not exact: never reused
    words: _Words | None = None  # the texts' words as numbers, for the next rerank

    def neighbours(self, ids: Sequence[str]) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(ids[j] for j in row[: self.k] if j >= 0) for row in self.best.tolist())


def rank(
    texts: Sequence[str],
    tags: Sequence[Sequence[str]],
    k: int,
    previous: Ranking | None = None,
) -> Ranking:
    """Every paper's best others: _LISTED * k of them, so that after an edit the lists of the
    papers it did not touch still hold their k best (see _reranked)."""
    text_tuple, tag_tuple = tuple(texts), tuple(tuple(paper) for paper in tags)
    n = len(texts)
    if n < 2 or k <= 0:
        nothing = np.zeros((n, 0))
        return Ranking(
            text_tuple, tag_tuple, k, nothing.astype(np.int64), nothing, np.ones(n, bool)
        )
    listed = min(_LISTED * k, n - 1)
    if n > EXACT_LIMIT:
        best = _related_by_clusters(*_weighted_space(texts), tags, k)
        zeros = np.zeros(best.shape, np.float32)
        return Ranking(text_tuple, tag_tuple, k, best, zeros, np.zeros(n, bool), exact=False)
    if previous is not None and previous.exact and (previous.k, len(previous.texts)) == (k, n):
        reranked = _reranked(previous, text_tuple, tag_tuple, listed)
        if reranked is not None:
            return reranked
    words = previous.words if previous is not None and previous.words else _Words(keep=True)
    keys, rows = _terms(texts, words)
    scorer = _Scorer(_weighted(keys, rows, n), tags)
    # Threads, not processes: scipy's sparse product and numpy's sorts release the GIL, and
    # threads also run inside `serve`, where forking the threaded server is unsafe.
    chunks = parallel.tmap(
        lambda start: _top(scorer.scores(np.arange(start, min(start + _CHUNK, n))), listed),
        range(0, n, _CHUNK),
    )
    best, scores, complete = (np.concatenate(parts) for parts in zip(*chunks, strict=True))
    return Ranking(text_tuple, tag_tuple, k, best, scores, complete, words=words)


class _Scorer:
    """Scores of some papers against others: cosine of their TF-IDF rows plus the tag bonus,
    and -inf for a paper against itself. The exact path and the cluster path both score here.

    A score depends only on the two papers' rows (the product sums their shared terms in column
    order, and x * y == y * x), so it comes out the same bit for bit whichever side asks."""

    def __init__(self, matrix: sparse.csr_matrix, tags: Sequence[Sequence[str]]) -> None:
        self.matrix = matrix
        self.tags = _tag_matrix(tags).toarray()

    @cached_property
    def columns(self) -> sparse.csr_matrix:
        # Transposed once, not per chunk: the product would convert it to rows every time.
        return sparse.csr_matrix(self.matrix.T)

    def scores(self, rows: np.ndarray) -> np.ndarray:
        """Each of `rows` against every paper, in order."""
        return self._scored(rows, self.columns, self.tags, None)

    def scores_among(self, chunks: Iterable[np.ndarray], among: np.ndarray) -> Iterator[np.ndarray]:
        """Each chunk of rows in turn against the papers `among`, transposed once: the
        transposition spans every term (a million when hashed), whatever the papers."""
        columns = sparse.csr_matrix(self.matrix[among].T)
        tags = self.tags[among]
        for rows in chunks:
            yield self._scored(rows, columns, tags, among)

    def _scored(
        self,
        rows: np.ndarray,
        columns: sparse.csr_matrix,
        tags: np.ndarray,
        among: np.ndarray | None,
    ) -> np.ndarray:
        scores = _dense_product(self.matrix[rows], columns)
        # Shared-tag counts are small integers, exact in float32 whichever way they are summed.
        scores += _TAG_BONUS * (self.tags[rows] @ tags.T).clip(0, 1)
        if among is None:
            scores[np.arange(len(rows)), rows] = -np.inf
        else:
            scores[rows[:, None] == among[None, :]] = -np.inf
        return scores


def _dense_product(left: sparse.csr_matrix, right: sparse.csr_matrix) -> np.ndarray:
    """left @ right as a dense array: scipy's product, number for number, in 60% of its time.

    Every score asked for is wanted, so the product is as good as dense. scipy's product
    first runs a whole pass over it only to count the entries of a sparse result (40% of the
    scoring time at 70,000 papers); here its second, numeric kernel is handed room for every
    entry instead. Anything it cannot take (another index type, a result past 2^31 entries,
    a scipy whose kernel is not what _numeric_kernel expects) goes through the public product."""
    kernel = _numeric_kernel()
    arrays = (left.indptr, left.indices, right.indptr, right.indices)
    if (
        kernel is None
        or left.shape[0] * right.shape[1] >= 2**31
        or left.dtype != right.dtype
        or any(array.dtype != np.int32 for array in arrays)
    ):
        return np.asarray((left @ right).toarray())
    return _kernel_product(kernel, left, right)


def _kernel_product(
    kernel: Callable[..., object], left: sparse.csr_matrix, right: sparse.csr_matrix
) -> np.ndarray:
    """left @ right, dense, through a kernel called as scipy's csr_matmat is."""
    rows, width = left.shape[0], right.shape[1]
    indptr = np.empty(rows + 1, np.int32)
    indices = np.empty(rows * width, np.int32)
    data = np.empty(rows * width, left.dtype)
    kernel(rows, width, left.indptr, left.indices, left.data,
           right.indptr, right.indices, right.data, indptr, indices, data)  # fmt: skip
    used = int(indptr[-1])
    product = sparse.csr_matrix((data[:used], indices[:used], indptr), shape=(rows, width))
    return np.asarray(product.toarray())


@lru_cache(maxsize=1)
def _numeric_kernel() -> Callable[..., object] | None:
    """scipy's numeric product kernel, a private function, if this scipy has it as
    _kernel_product calls it; None sends every product through the public one."""
    try:
        from scipy.sparse._sparsetools import csr_matmat
    except ImportError:
        return None
    return _checked(csr_matmat)


def _checked(kernel: Callable[..., object]) -> Callable[..., object] | None:
    """The kernel if it gives scipy's product on a small case, else None."""
    left = sparse.csr_matrix(np.array([[1, 0, 2], [0, 3, 0], [0, 0, 0]], np.float32))
    right = sparse.csr_matrix(np.array([[0, 1.5], [4, 0], [5, 6]], np.float32))
    try:
        found = _kernel_product(kernel, left, right)
    except (TypeError, ValueError, IndexError, RuntimeError):
        return None
    return kernel if found.tobytes() == (left @ right).toarray().tobytes() else None


def _reranked(
    previous: Ranking, texts: tuple[str, ...], tags: tuple[tuple[str, ...], ...], listed: int
) -> Ranking | None:
    """The ranking a full run would give, from the previous one and a rescoring of the papers
    an edit touched; None when the edit touched too many to gain from it.

    The papers whose text or tags changed and every paper sharing a term whose weight or
    column order changed with them are scored again against all. Every other pair of papers
    keeps its score to the bit, so such a paper's new list is its old one without the touched
    papers, merged with its scores against them."""
    n = len(texts)
    edited = np.flatnonzero(
        [
            a != b or x != y
            for a, b, x, y in zip(texts, previous.texts, tags, previous.tags, strict=True)
        ]
    )
    if not len(edited):
        return previous
    words = previous.words or _Words(keep=True)
    keys, rows = _terms(list(texts) + [previous.texts[e] for e in edited], words)
    current = rows < n
    matrix = _weighted(keys[current], rows[current], n)
    touched = _touched(keys, rows, n, edited)
    if len(touched) > n // _MOST_TOUCHED:
        return None
    scorer = _Scorer(matrix, tags)
    against = scorer.scores(touched)
    best, scores, complete = _merged(previous, touched, against, listed)
    # A paper whose list lost so many touched papers that fewer than k are certain is scored
    # again in full, as is every touched paper.
    again = np.union1d(
        touched, np.flatnonzero((best[:, min(previous.k, listed) - 1] < 0) & ~complete)
    )
    if len(again) > len(touched):
        against = scorer.scores(again)
    best[again], scores[again], complete[again] = _top(against, listed)
    return Ranking(texts, tags, previous.k, best, scores, complete, words=words)


def _touched(keys: np.ndarray, rows: np.ndarray, n: int, edited: np.ndarray) -> np.ndarray:
    """The papers (rows below n) whose TF-IDF row, or its terms' order, may have changed.

    Rows from n on are the edited papers' previous texts (row n + m was paper edited[m]). A
    term changes weight when its document frequency does (it counts only while at most
    half the papers have it, see _weighted). Columns are numbered by first appearance, and a
    dot product sums in column order: a term changes order when the paper it first appears
    in changes, or when it first appears in an edited paper and its place among that paper's
    terms changed."""
    total = rows[-1] + 1 if len(rows) else n
    starts = np.searchsorted(rows, np.arange(total))
    offset = np.arange(len(rows)) - starts[rows]
    old_side = rows >= n
    paper = np.where(old_side, edited[np.clip(rows - n, 0, len(edited) - 1)], rows)
    is_edited = np.isin(paper, edited)
    # Only the terms of edited papers can change.
    terms = np.unique(keys[is_edited])
    slot = np.minimum(np.searchsorted(terms, keys), max(len(terms) - 1, 0))
    hit = (terms[slot] == keys) if len(terms) else np.zeros(len(keys), bool)
    slot, paper, offset = slot[hit], paper[hit], offset[hit]
    old_side, is_edited = old_side[hit], is_edited[hit]
    new_side = ~old_side
    in_old = old_side | ~is_edited  # unedited papers count on both sides
    # Document frequencies on each side: distinct (term, paper) pairs.
    pairs = np.unique(slot * 2 * n + paper * 2 + old_side)
    pair_term, pair_paper, pair_old = pairs // (2 * n), (pairs // 2) % n, (pairs % 2).astype(bool)
    pair_edited = np.isin(pair_paper, edited)
    df_new = np.bincount(pair_term[~pair_old], minlength=len(terms))
    df_old = np.bincount(pair_term[pair_old | ~pair_edited], minlength=len(terms))
    high = 0.5 * n if n >= 20 else float(n)
    kept_new, kept_old = (df_new > 0) & (df_new <= high), (df_old > 0) & (df_old <= high)
    # First appearances on each side, as paper * width + offset.
    width = int(offset.max()) + 1 if len(offset) else 1
    code = paper * width + offset
    first_new = np.full(len(terms), np.iinfo(np.int64).max)
    first_old = first_new.copy()
    np.minimum.at(first_new, slot[new_side], code[new_side])
    np.minimum.at(first_old, slot[in_old], code[in_old])
    same_paper = first_new // width == first_old // width
    changed = (df_new != df_old) | (kept_new != kept_old) | ~same_paper
    # Terms first met in the same edited paper on both sides: their order among themselves.
    inside = np.flatnonzero(same_paper & np.isin(first_new // width, edited))
    by_new = inside[np.lexsort((first_new[inside] % width, first_new[inside] // width))]
    olds = first_old[by_new]
    if np.any((olds[1:] < olds[:-1]) & (olds[1:] // width == olds[:-1] // width)):
        changed[inside] = True
    changed &= kept_new | kept_old
    carriers = paper[new_side & changed[slot]]
    return np.union1d(edited, carriers)


def _merged(
    previous: Ranking, touched: np.ndarray, against: np.ndarray, listed: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every paper's last list without the touched papers, merged with its scores against
    them (`against`: the touched papers' scores against all, read down its columns). Only the
    entries that are certainly among the best are kept."""
    n = len(previous.texts)
    stale = np.isin(previous.best, touched) | (previous.best < 0)
    old_best = np.where(stale, n, previous.best)
    old_scores = np.where(stale, -np.inf, previous.scores).astype(np.float32)
    # Gaps closed up: each list's last entry is then its least certain.
    gaps = np.argsort(stale, axis=1, kind="stable")
    old_best, old_scores = (
        np.take_along_axis(old_best, gaps, 1),
        np.take_along_axis(old_scores, gaps, 1),
    )
    new_best, new_scores, new_complete = _top(np.ascontiguousarray(against.T), listed)
    new_best = np.where(new_best < 0, n, touched[np.maximum(new_best, 0)])
    best = np.concatenate([old_best, new_best], axis=1)
    scores = np.concatenate([old_scores, new_scores], axis=1)
    order = np.lexsort((best, -scores), axis=1)
    best, scores = np.take_along_axis(best, order, 1), np.take_along_axis(scores, order, 1)
    # A list that may have left papers out is certain only down to its last entry.
    certain = np.ones(best.shape, bool)
    for part_best, part_scores, part_complete in (
        (old_best, old_scores, previous.complete),
        (new_best, new_scores, new_complete),
    ):
        count = (part_best < n).sum(axis=1)
        last = np.maximum(count - 1, 0)[:, None]
        edge_best = np.where(count > 0, np.take_along_axis(part_best, last, 1)[:, 0], -1)
        edge_score = np.where(count > 0, np.take_along_axis(part_scores, last, 1)[:, 0], np.inf)
        before = (scores > edge_score[:, None]) | (
            (scores == edge_score[:, None]) & (best <= edge_best[:, None])
        )
        certain &= before | part_complete[:, None]
    valid = certain & (best < n)
    complete = previous.complete & new_complete & ((best < n).sum(axis=1) <= listed)
    best, scores = np.where(valid, best, -1)[:, :listed], np.where(valid, scores, -np.inf)
    return best, scores[:, :listed].astype(np.float32), complete


def _tfidf(texts: Sequence[str]) -> sparse.csr_matrix:
    """TfidfVectorizer(sublinear_tf, max_df 0.5 from 20 texts on, float32), value for value.

    Columns are numbered by first appearance rather than alphabetically, but each row keeps
    its terms in the vectorizer's stored order, so every dot product sums in the same order."""
    keys, rows = _terms(texts)
    return _weighted(keys, rows, len(texts))


def _weighted(keys: np.ndarray, rows: np.ndarray, n: int) -> sparse.csr_matrix:
    """The TF-IDF matrix of n texts from their terms (see _terms)."""
    unique, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    # The vectorizer numbers terms as it first meets them (text by text, words then pairs)
    # and its rows store terms in that order.
    rank_of = np.empty(len(unique), dtype=np.int64)
    rank_of[np.argsort(first, kind="stable")] = np.arange(len(unique))
    counts = _counts(rows, rank_of[inverse], (n, len(unique)))
    high = 0.5 * n if n >= 20 else float(n)
    kept = np.bincount(counts.indices, minlength=len(unique)) <= high
    if not kept.any():  # no words, or every word was a stop word: nothing to compare
        return sparse.csr_matrix((n, 1), dtype=np.float32)
    counts = sparse.csr_matrix(counts[:, np.flatnonzero(kept)])
    return sparse.csr_matrix(TfidfTransformer(sublinear_tf=True).fit_transform(counts))


def _hashed_tfidf(texts: Sequence[str]) -> sparse.csr_matrix:
    """The same weighting as _tfidf (max_df 0.5, sublinear tf, l2 norm) over hashed terms.

    A word goes where HashingVectorizer(alternate_sign=False) puts it: its murmurhash3,
    |h| mod the width. A word pair is not spelled out and hashed as a string (finding the
    millions of distinct pairs to spell took a third of this step at 70,000 papers); its bucket
    mixes the two words' hashes: (h1 * 0x9E3779B1 + h2) mod 2^32, mod the width."""
    return _weigh(*_hashed_counts(texts))


def _weighted_space(texts: Sequence[str]) -> tuple[sparse.csr_matrix, np.ndarray]:
    """_hashed_tfidf(texts) and _lsa of it. The LSA basis needs only the weights of its sample
    of rows: that sample is weighted alone and the basis fitted on a second thread while this
    one weighs every row (at 70,000 papers 0.6 s, then the fit 0.7 s, each on one core)."""
    counts, transformer, common = _hashed_counts(texts)
    sample = counts[_lsa_rows(counts.shape[0])]
    basis, matrix = parallel.tboth(
        lambda: _lsa_basis(_weigh(sample, transformer, common)),
        lambda: _weigh(counts, transformer, common),
    )
    return matrix, _lsa_project(matrix, *basis)


def _hashed_counts(
    texts: Sequence[str],
) -> tuple[sparse.csr_matrix, TfidfTransformer, np.ndarray]:
    """Each text's hashed term counts; the weighting fitted to them; and the terms too common
    to weigh (in over half the texts). A transformer fitted with them has the same weight for
    every other term (a term's weight depends on its own frequency alone)."""
    # Reading the words and counting each text's terms is most of this step (10 s at 70,000
    # papers), and each block of texts is counted alone: on every core. Only each block's
    # counts come back, so no word list is shared.
    blocks = range(0, len(texts), _TEXT_BLOCK)
    parts = parallel.pmap(_block_counts, blocks, texts, ignore, min_items=2, chunksize=1)
    counts = sparse.csr_matrix(sparse.vstack(parts, format="csr"))
    frequency = np.bincount(counts.indices, minlength=counts.shape[1])
    common = frequency > 0.5 * counts.shape[0]
    return counts, TfidfTransformer(sublinear_tf=True).fit(counts), common


def _weigh(
    counts: sparse.csr_matrix, transformer: TfidfTransformer, common: np.ndarray
) -> sparse.csr_matrix:
    """Rows of counts weighted (float32), the common terms left out first (modifies counts)."""
    if common.any():
        counts.data[common[counts.indices]] = 0
        counts.eliminate_zeros()
    return sparse.csr_matrix(transformer.transform(counts), dtype=np.float32)


def _block_counts(start: int) -> sparse.csr_matrix:
    """How often each hashed term occurs in each text of the block from `start` (of the texts
    pmap shares), a row per text."""
    hashes, lengths = _word_hashes(start)
    rows = np.repeat(np.arange(len(lengths), dtype=np.int64), lengths)
    # HashingVectorizer's bucket: |hash| mod the width, the one hash without |h| set apart.
    word_buckets = np.where(
        hashes == -(2**31),
        (2**31 - 1 - (_HASHED_FEATURES - 1)) % _HASHED_FEATURES,
        np.abs(hashes) % _HASHED_FEATURES,
    )
    # Unsigned 32-bit arithmetic wraps: the mix comes out mod 2^32 with no masking.
    unsigned = hashes.astype(np.uint32)
    pair_at = np.flatnonzero(rows[:-1] == rows[1:])
    mixed = unsigned[pair_at] * np.uint32(_PAIR_MIX) + unsigned[pair_at + 1]
    columns = np.concatenate([word_buckets, mixed % np.uint32(_HASHED_FEATURES)])
    # Counts do not depend on the order terms come in: one row's are summed per column.
    return _counts(np.concatenate([rows, rows[pair_at]]), columns, (len(lengths), _HASHED_FEATURES))


def _word_hashes(start: int) -> tuple[np.ndarray, np.ndarray]:
    """The murmurhash3 of every word (stop words left out) of the block of texts from `start`
    (of the texts pmap shares), text after text; and how many words each text has."""
    texts: Sequence[str] = parallel.shared()
    found = [_words(text) for text in texts[start : start + _TEXT_BLOCK]]
    block = list(chain.from_iterable(found))
    # Outside the 32-bit range: marks a stop word, dropped below.
    table: dict[str, int] = dict.fromkeys(_STOP, 2**40)
    for word in dict.fromkeys(block):
        if word not in table:
            table[word] = murmurhash3_32(word)
    hashes = np.fromiter(map(table.__getitem__, block), np.int64, len(block))
    text_of = np.repeat(np.arange(len(found)), [len(words) for words in found])
    kept = hashes != 2**40
    return hashes[kept], np.bincount(text_of[kept], minlength=len(found))


def _words(text: str) -> list[str]:
    """The vectorizer's words of a text, lowered: _TOKEN.findall(text.lower())."""
    lowered = text.lower()
    return (_ASCII_TOKEN if lowered.isascii() else _TOKEN).findall(lowered)


def _terms(texts: Sequence[str], words: _Words | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Every term of every text as a number, in the vectorizer's order (text by text, its
    words, then its word pairs), and the text each comes from. A word is its number (see
    _Words), the pair (a, b) is (a + 1) * len(words) + b."""
    words = words or _Words()
    return _numbered_terms(words.numbered(texts), len(words.words))


class _Words:
    """Words numbered as first met, stop words as -1; and each text's words as numbers, kept
    (with `keep`) so that reranking after an edit reads only the texts the edit changed.

    Terms need not be numbered in the order the vectorizer meets them: _weighted orders the
    columns by where each term first appears, whatever its number."""

    def __init__(self, keep: bool = False) -> None:
        self._numbers: dict[str, int] = dict.fromkeys(_STOP, -1)
        self.words: list[str] = []
        self._known: dict[str, np.ndarray] | None = {} if keep else None

    def numbered(self, texts: Sequence[str]) -> list[np.ndarray]:
        """Each text's words (stop words left out) as numbers."""
        known = self._known if self._known is not None else {}
        new = [text for text in dict.fromkeys(texts) if text not in known]
        every = {**known, **dict(zip(new, self._read(new), strict=True))}
        if self._known is not None:  # only the texts of this call
            self._known = {text: every[text] for text in texts}
        return [every[text] for text in texts]

    def _read(self, texts: Sequence[str]) -> list[np.ndarray]:
        # Numbering the distinct words, then looking every word up in C, beats a Python loop.
        # Texts go a block at a time: at 70,000 papers all their words at once as Python
        # strings took over a gigabyte.
        numbered: list[np.ndarray] = []
        for start in range(0, len(texts), _TEXT_BLOCK):
            found = [_words(text) for text in texts[start : start + _TEXT_BLOCK]]
            block = list(chain.from_iterable(found))
            for word in dict.fromkeys(block):
                if word not in self._numbers:
                    self._numbers[word] = len(self.words)
                    self.words.append(word)
            numbers = np.fromiter(map(self._numbers.__getitem__, block), np.int64, len(block))
            ends = np.cumsum([len(words) for words in found])[:-1]
            numbered += [part[part >= 0] for part in np.split(numbers, ends)]
        return numbered


def _numbered_terms(numbered: Sequence[np.ndarray], width: int) -> tuple[np.ndarray, np.ndarray]:
    """_terms' keys and rows from each text's words as numbers (width: how many words)."""
    flat = np.concatenate(numbered) if numbered else np.zeros(0, np.int64)
    lengths = np.asarray([len(words) for words in numbered], dtype=np.int64)
    text_of = np.repeat(np.arange(len(numbered), dtype=np.int64), lengths)
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
    keys[pair_slot] = (flat[pair_at] + 1) * width + flat[pair_at + 1]
    rows = np.empty(len(keys), dtype=np.int64)
    rows[word_slot] = text_of
    rows[pair_slot] = pair_text
    return keys, rows


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
    shared = (_Scorer(matrix, tags), k)
    found = parallel.pmap(_best_in_task, tasks, shared, ignore, min_items=8, chunksize=8)
    rows, cols, scores = (np.concatenate(parts) for parts in zip(*found, strict=True))
    return _firsts(rows, cols, scores, matrix.shape[0], k)


def _firsts(rows: np.ndarray, cols: np.ndarray, scores: np.ndarray, n: int, k: int) -> np.ndarray:
    """Per row, its k columns of best score (float32) above zero, best first, ties by column;
    a column met twice counts once. An (n, k) array, -1 past the end of a row's list.

    Each row's list is its own: rows go _MERGED at a time on a thread per core (numpy's sorts
    release the GIL); at 70,000 papers all at once took 0.45 to 0.7 s with a core idle."""

    def block(start: int, end: int) -> np.ndarray:
        inside = (rows >= start) & (rows < end)
        return _firsts_in(rows[inside] - start, cols[inside], scores[inside], end - start, k)

    if n <= _MERGED:
        return _firsts_in(rows, cols, scores, n, k)
    return _by_rows(block, n, _MERGED)


def _by_rows(block: Callable[[int, int], np.ndarray], rows: int, size: int) -> np.ndarray:
    """block(start, end) for each run of `size` rows (the last perhaps shorter), on a thread
    per core, stacked: for numpy and scipy work that releases the GIL and gives each row
    what it would give all rows at once."""
    return np.concatenate(
        parallel.tmap(lambda start: block(start, min(start + size, rows)), range(0, rows, size))
    )


def _firsts_in(
    rows: np.ndarray, cols: np.ndarray, scores: np.ndarray, n: int, k: int
) -> np.ndarray:
    """_firsts over all rows at once."""
    # The order np.lexsort((cols, -scores, rows)) gives, in two stable sorts: by column, then
    # by row and score packed in one integer. At 70,000 papers (2 million scores) lexsort's
    # three passes took 1 s here, these two half that.
    order = np.argsort(cols, kind="stable")
    packed = (rows[order].astype(np.uint64) << np.uint64(32)) | _descending(scores[order])
    order = order[np.argsort(packed, kind="stable")]
    rows, cols, scores = rows[order], cols[order], scores[order]
    # In numpy, not a loop over 70,000 rows: that loop alone took 1.6 s.
    width = int(cols.max()) + 1 if len(cols) else 1
    first = np.zeros(len(rows), bool)
    first[np.unique(rows * width + cols, return_index=True)[1]] = True
    kept = first & (scores > 0)
    rows, cols = rows[kept], cols[kept]
    starts = np.searchsorted(rows, np.arange(n))
    place = np.arange(len(rows)) - starts[rows]
    listed = place < k
    best = np.full((n, k), -1, dtype=np.int64)
    best[rows[listed], place[listed]] = cols[listed]
    return best


def _descending(scores: np.ndarray) -> np.ndarray:
    """float32 scores as 32-bit numbers (in uint64) that sort the other way round: the higher
    the score, the lower the number; -0.0 as 0.0, as comparisons take it."""
    bits = (scores.astype(np.float32) + np.float32(0)).view(np.uint32)
    # IEEE floats sort as their bits once the negative ones are flipped whole and the sign
    # bit of the others is set.
    rising = np.where(bits >> np.uint32(31), ~bits, bits | np.uint32(1 << 31))
    return (~rising).astype(np.uint64)


def _best_in_task(task: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, ...]:
    scorer, k = parallel.shared()
    return _best_in(scorer, task[0], task[1], k)


def _best_in(
    scorer: _Scorer, askers: np.ndarray, members: np.ndarray, k: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(paper, other, score) holding each paper's k best others scored above zero (ties to the
    lower other) among the pairs of an asker and a member, each pair counting for both of its
    papers. `askers` and `members` ascend.

    A score is the same whichever paper asks (see _Scorer), so a member's best askers are its
    candidates too, although it may not look into their clusters. With 3 probes the lists
    are then as close to the exact ones as with 6 and the asking papers' lists alone (97.1%
    against 96.8% at 25,000 papers, 97.0% at 70,135), and at 70,135 papers the workers
    score them in 8.4 to 8.7 core-seconds against 12.8 to 13.4.

    Each block of scores gives each of its rows and each of its columns its k best, in the
    order _firsts keeps: however the pairs are split into blocks, that holds every paper's k
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
    scorer: _Scorer, askers: np.ndarray, members: np.ndarray
) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """(rows, columns, their scores) covering every pair of an asker and a member once, rows
    _CHUNK at a time (a block's scores are dense: as wide as its columns).

    Every member asks in its own cluster, and among the members that ask a pair would be
    scored twice, once from each side: the asking members go in runs, each against the
    members from its first on (and those that do not ask). In the largest cluster at 70,135
    papers (1,967 papers) that scores 63% of the pairs of its members scored before."""
    asking = np.isin(members, askers)
    outside = askers[~np.isin(askers, members)]
    chunks = [outside[start : start + _CHUNK] for start in range(0, len(outside), _CHUNK)]
    asking_at = np.flatnonzero(asking)
    runs = [asking_at[start : start + _CHUNK] for start in range(0, len(asking_at), _CHUNK)]
    # The first run's columns are every member: it is scored with the askers from outside,
    # in one transposition (see _Scorer.scores_among).
    chunks += [members[run] for run in runs[:1]]
    yield from ((rows, members, scores) for rows, scores in
                zip(chunks, scorer.scores_among(chunks, members), strict=True))  # fmt: skip
    for run in runs[1:]:
        among = members[~asking | (np.arange(len(members)) >= run[0])]
        rows = members[run]
        yield rows, among, next(scorer.scores_among([rows], among))


def _best_of_rows(
    rows: np.ndarray, columns: np.ndarray, scores: np.ndarray, k: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(row, column, score) for each row's k best columns scored above zero, ties to the
    lower column (`columns` ascend): _top's lists, as triples."""
    best, values, _ = _top(np.ascontiguousarray(scores), k)
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
    projected = _by_rows(
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
    return _by_rows(
        lambda start, end: _best_columns(space[start:end] @ centroids.T, _PROBES)[0][:, :_PROBES],
        len(space),
        _PROJECTED,
    )


def _centroids(space: np.ndarray) -> np.ndarray:
    """About sqrt(N) k-means centres, fitted on a fixed sample of 20 points per centre."""
    count = max(2, int(np.sqrt(len(space))))
    rng = np.random.default_rng(0)
    sample = space[np.sort(rng.choice(len(space), min(len(space), 20 * count), replace=False))]
    fitted = KMeans(count, n_init=1, max_iter=25, random_state=0).fit(sample)
    return np.asarray(fitted.cluster_centers_, dtype=np.float32)


def _best_columns(
    scores: np.ndarray, count: int, positive_only: bool = False
) -> tuple[np.ndarray, np.ndarray]:
    """Per row, its `count` best columns and their scores, best first, ties by column: what
    a stable argsort of -scores begins with, without sorting whole rows. One more column
    comes after them with the next best score (which of the columns tied at that score is
    not fixed). With `positive_only`, the order among columns scored 0 or less may differ."""
    n = scores.shape[1]
    width = min(count + 1, n)
    if width < n:
        pools = np.argpartition(-scores, width - 1, axis=1)[:, :width]
    else:
        pools = np.broadcast_to(np.arange(n), scores.shape)
    values = np.take_along_axis(scores, pools, axis=1)
    order = np.lexsort((pools, -values), axis=1)
    pools, values = np.take_along_axis(pools, order, 1), np.take_along_axis(values, order, 1)
    if width < n and count > 0:
        # Where the last wanted score ties the first one left out, a column with that score
        # but a lower number may be outside the pool: such rows are sorted whole.
        tied = values[:, count - 1] == values[:, count]
        if positive_only:
            tied &= values[:, count] > 0
        for r in np.flatnonzero(tied):
            whole = np.lexsort((np.arange(n), -scores[r]))[:width]
            pools[r], values[r] = whole, scores[r, whole]
    return pools, values


def _top(scores: np.ndarray, listed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per row, the `listed` columns of best score above zero, best first, ties broken by
    column (-1 and -inf past the end); and whether that is every column scored above zero."""
    rows, n = scores.shape
    pools, values = _best_columns(scores, listed, positive_only=True)
    complete = values[:, listed] <= 0 if listed < n else np.ones(rows, bool)
    best = np.full((rows, listed), -1, dtype=np.int64)
    kept = np.full((rows, listed), -np.inf, dtype=np.float32)
    shown = min(listed, n)
    positive = values[:, :shown] > 0
    best[:, :shown] = np.where(positive, pools[:, :shown], -1)
    kept[:, :shown] = np.where(positive, values[:, :shown], -np.inf)
    return best, kept, complete
