"""A ranking and an edit in; the ranking a full run would give, rescoring only the
papers the edit touched, out (`serve` reranks after each edit of a few papers)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from readinglist.extract.similar import scoring, vectors

# An edit that touches more than one paper in this many is ranked again from scratch.
_MOST_TOUCHED = 4


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
    words: vectors.Words | None = None  # the texts' words as numbers, for the next rerank

    def neighbours(self, ids: Sequence[str]) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(ids[j] for j in row[: self.k] if j >= 0) for row in self.best.tolist())


def reranked(
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
    words = previous.words or vectors.Words(keep=True)
    keys, rows = vectors.terms(list(texts) + [previous.texts[e] for e in edited], words)
    current = rows < n
    matrix = vectors.weighted(keys[current], rows[current], n)
    touched = _touched(keys, rows, n, edited)
    if len(touched) > n // _MOST_TOUCHED:
        return None
    scorer = scoring.Scorer(matrix, tags)
    against = scorer.scores(touched)
    best, scores, complete = _merged(previous, touched, against, listed)
    # A paper whose list lost so many touched papers that fewer than k are certain is scored
    # again in full, as is every touched paper.
    again = np.union1d(
        touched, np.flatnonzero((best[:, min(previous.k, listed) - 1] < 0) & ~complete)
    )
    if len(again) > len(touched):
        against = scorer.scores(again)
    best[again], scores[again], complete[again] = scoring.top(against, listed)
    return Ranking(texts, tags, previous.k, best, scores, complete, words=words)


def _touched(keys: np.ndarray, rows: np.ndarray, n: int, edited: np.ndarray) -> np.ndarray:
    """The papers (rows below n) whose TF-IDF row, or its terms' order, may have changed.

    Rows from n on are the edited papers' previous texts (row n + m was paper edited[m]). A
    term changes weight when its document frequency does (it counts only while at most
    half the papers have it, see vectors.weighted). Columns are numbered by first appearance, and a
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
    new_best, new_scores, new_complete = scoring.top(np.ascontiguousarray(against.T), listed)
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
