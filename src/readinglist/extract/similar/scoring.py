"""TF-IDF rows in; scores of papers against papers, and each row's best columns out."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cached_property, lru_cache

import numpy as np
from scipy import sparse

from readinglist.extract.similar import vectors
from readinglist.runtime import parallel

# Rows scored at a time: a block of scores is dense, as wide as the papers it is scored against.
CHUNK = 512
# Sharing a topic tag nudges ties between equally worded neighbours toward the same area.
_TAG_BONUS = 0.05
_MERGED = 16384  # rows whose candidates a thread merges into lists at a time


class Scorer:
    """Scores of some papers against others: cosine of their TF-IDF rows plus the tag bonus,
    and -inf for a paper against itself. The exact path and the cluster path both score here.

    A score depends only on the two papers' rows (the product sums their shared terms in column
    order, and x * y == y * x), so it comes out the same bit for bit whichever side asks."""

    def __init__(self, matrix: sparse.csr_matrix, tags: Sequence[Sequence[str]]) -> None:
        self.matrix = matrix
        self.tags = vectors.tag_matrix(tags).toarray()

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


def firsts(rows: np.ndarray, cols: np.ndarray, scores: np.ndarray, n: int, k: int) -> np.ndarray:
    """Per row, its k columns of best score (float32) above zero, best first, ties by column;
    a column met twice counts once. An (n, k) array, -1 past the end of a row's list.

    Each row's list is its own: rows go _MERGED at a time on a thread per core (numpy's sorts
    release the GIL); at 70,000 papers all at once took 0.45 to 0.7 s with a core idle."""

    def block(start: int, end: int) -> np.ndarray:
        inside = (rows >= start) & (rows < end)
        return _firsts_in(rows[inside] - start, cols[inside], scores[inside], end - start, k)

    if n <= _MERGED:
        return _firsts_in(rows, cols, scores, n, k)
    return by_rows(block, n, _MERGED)


def by_rows(block: Callable[[int, int], np.ndarray], rows: int, size: int) -> np.ndarray:
    """block(start, end) for each run of `size` rows (the last perhaps shorter), on a thread
    per core, stacked: for numpy and scipy work that releases the GIL and gives each row
    what it would give all rows at once."""
    return np.concatenate(
        parallel.tmap(lambda start: block(start, min(start + size, rows)), range(0, rows, size))
    )


def _firsts_in(
    rows: np.ndarray, cols: np.ndarray, scores: np.ndarray, n: int, k: int
) -> np.ndarray:
    """firsts over all rows at once."""
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


def best_columns(
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


def top(scores: np.ndarray, listed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per row, the `listed` columns of best score above zero, best first, ties broken by
    column (-1 and -inf past the end); and whether that is every column scored above zero."""
    rows, n = scores.shape
    pools, values = best_columns(scores, listed, positive_only=True)
    complete = values[:, listed] <= 0 if listed < n else np.ones(rows, bool)
    best = np.full((rows, listed), -1, dtype=np.int64)
    kept = np.full((rows, listed), -np.inf, dtype=np.float32)
    shown = min(listed, n)
    positive = values[:, :shown] > 0
    best[:, :shown] = np.where(positive, pools[:, :shown], -1)
    kept[:, :shown] = np.where(positive, values[:, :shown], -np.inf)
    return best, kept, complete
