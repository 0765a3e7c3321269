"""Layout stage of the map: paper texts in, each paper's place on a 2-D map out (x, y in [0, 1]).

Papers about the same thing sit together: the texts are the ones related papers are scored on
(title and abstract), in the same hashed TF-IDF space reduced by LSA (clusters.weighted_space),
and openTSNE lays them out. t-SNE keeps each paper's near neighbours near, which is what a
reader of a map looks for (UMAP did as well on our measure but took 108 s at 10,000 papers,
mostly compiling, and runs on one thread when seeded; scikit-learn's own t-SNE is single-threaded
Barnes-Hut). See benchmarks/README.md for what was measured.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from threadpoolctl import threadpool_limits

from readinglist.runtime.memo import Memo

# Up to this many papers all are laid out together; beyond it the papers with the lowest ids
# (content hashes: a fixed, unbiased sample that adding papers rarely changes) are, and the others
# are placed among them (openTSNE's transform): at 60,000 papers 32 s against 61 s, each paper's
# neighbours on the map nearly as often of its own area (0.78 against 0.81).
FIT_LIMIT = 10_000
# Each paper's affinities reach its 3 x PERPLEXITY nearest neighbours.
PERPLEXITY = 15.0
# The optimisation: early exaggeration then the plain phase (openTSNE's defaults are 250 + 500;
# the map looks the same after 250, at a fifth of the time, for the FFT grid grows as the map
# spreads). Below _FFT_FROM papers Barnes-Hut is faster (0.8 s against 8.5 s at 500 papers);
# above, the FFT interpolation on a coarser grid than openTSNE's default (4 points an interval
# instead of 1, at least 25 intervals instead of 50): 10.4 -> 5.7 s at 10,000 papers, each
# paper's five nearest on the map of its own area 0.78 of the time against 0.79.
_EARLY, _PLAIN = 250, 250
# Placing the papers past FIT_LIMIT: openTSNE starts each at the median of its nearest fitted
# papers and then optimises 250 steps; 50 keep subjects as well together (of 20,000 placed
# among 10,000 real papers, five nearest of the same area 0.753 against 0.749) in 9.9 s
# against 16.7 s, most of the rest finding the neighbours.
_PLACE = 50
_FFT_FROM = 1000
_FFT = {"ints_in_interval": 4.0, "min_num_intervals": 25}
# Where the map's edges are drawn: a few far-off papers would otherwise squeeze the rest.
_EDGE_PERCENTILE = 0.5
_MARGIN = 0.02


@dataclass(frozen=True)
class _Kept:
    """The last layout, which `serve` reuses while the texts are unchanged."""

    ids: tuple[str, ...]
    texts: tuple[str, ...]
    xy: np.ndarray


def positions(
    ids: Sequence[str],
    texts: Sequence[str],
    memo: Memo | None = None,
    space: np.ndarray | None = None,
) -> tuple[tuple[float, float], ...]:
    """Each paper's (x, y) on the map, in [0, 1] and rounded to 4 decimals. Deterministic: the
    same ids and texts give the same positions.

    With a memo (`serve`), a rebuild whose texts are all unchanged reuses the last layout. Any
    edit lays the whole map out again: a rebuild must write what a cold build writes, and every
    paper's place depends on every text (their weights, the projection, the optimisation).
    `space`: the texts' LSA projection (clusters.weighted_space), when the caller has it."""
    previous: _Kept | None = memo.last("layout") if memo else None
    text_tuple = tuple(texts)
    if previous is not None and previous.texts == text_tuple and previous.ids == tuple(ids):
        xy = previous.xy
    else:
        xy = _normalised(_layout(ids, texts, space))
    if memo:
        memo.keep("layout", _Kept(tuple(ids), text_tuple, xy))
    return tuple((float(x), float(y)) for x, y in xy)


def _layout(ids: Sequence[str], texts: Sequence[str], space: np.ndarray | None) -> np.ndarray:
    """Raw 2-D coordinates, any scale."""
    n = len(texts)
    if n < 8:  # too few for neighbours to mean anything: around a circle, in list order
        angle = 2 * np.pi * np.arange(n) / max(n, 1)
        return np.column_stack([np.cos(angle), np.sin(angle)]) if n > 1 else np.zeros((n, 2))
    # Imported here: openTSNE takes over 2 s to import, and a build with unchanged seeds never
    # gets this far.
    from openTSNE import TSNEEmbedding, initialization

    from readinglist.extract.similar import clusters

    if space is None:
        _, space = clusters.weighted_space(texts)
    # At least two columns (PCA starts the layout), and a paper with no shared term apart.
    space = np.column_stack([space, np.zeros((n, max(0, 2 - space.shape[1])))]).astype(np.float64)
    space[~space.any(axis=1), 0] = 1.0
    order = np.argsort(np.asarray(ids), kind="stable")
    fitted = np.sort(order[:FIT_LIMIT])
    perplexity = min(PERPLEXITY, (len(fitted) - 1) / 3)
    # One BLAS thread, as for the LSA basis: sums that depend on the thread count would move
    # the map between machines. openTSNE's own threads split work by points, not sums, and so
    # do scikit-learn's (OpenMP) in the exact neighbour search: each query row on one thread.
    with threadpool_limits(1, user_api="blas"):
        affinities = _affinities(space[fitted], perplexity)
        start = initialization.pca(space[fitted], random_state=0)
        fft = len(fitted) >= _FFT_FROM
        embedding = TSNEEmbedding(
            start, affinities, negative_gradient_method="fft" if fft else "bh",
            n_jobs=2, random_state=0, **(_FFT if fft else {}),
        )  # fmt: skip
        embedding = embedding.optimize(_EARLY, exaggeration=12, momentum=0.5)
        embedding = embedding.optimize(_PLAIN, momentum=0.8)
        xy = np.zeros((n, 2))
        xy[fitted] = embedding
        rest = np.setdiff1d(np.arange(n), fitted)
        if len(rest):
            xy[rest] = embedding.transform(space[rest], perplexity=5, n_iter=_PLACE)
    return xy


def _affinities(points: np.ndarray, perplexity: float) -> Any:
    """openTSNE's affinities of the points to their nearest neighbours (an
    affinity.PerplexityBasedNN, whose index also places the papers past FIT_LIMIT).

    Exact neighbours (scikit-learn's), not openTSNE's default past 1,000 papers, Annoy: Annoy
    built its trees on two threads in an order that varied, and papers whose texts were alike
    got their neighbours in a varying order, so two builds of the same papers drew different
    maps (at 70,135 papers 3 of 4 runs' affinities differed); and it placed each paper past
    FIT_LIMIT as a joblib task of its own. At 70,135 papers the exact search took 0.5 s to
    fit and 2.3 s to place, Annoy 2.1 and 7.8 s."""
    from openTSNE import affinity

    return affinity.PerplexityBasedNN(
        points, perplexity=perplexity, method="exact", metric="cosine", n_jobs=2, random_state=0
    )


def _normalised(xy: np.ndarray) -> np.ndarray:
    """The layout scaled into [0, 1], rounded to 4 decimals.

    Not turned: t-SNE keeps the orientation of its start (a PCA of the papers, whose signs
    scikit-learn fixes), which a few added papers do not flip; turning the result to its main
    axis did, on roundish maps (adding one paper to 9,000 then moved the others a median 0.39
    of the map's width, against 0.05 unturned). One scale for both axes keeps distances true;
    the papers beyond the 0.5th and 99.5th percentiles sit on the edge."""
    if len(xy) == 0:
        return xy.reshape(0, 2)
    centred = xy - np.median(xy, axis=0)
    low = np.percentile(centred, _EDGE_PERCENTILE, axis=0)
    high = np.percentile(centred, 100 - _EDGE_PERCENTILE, axis=0)
    span = float(np.max(high - low)) or 1.0
    scaled = (centred - (low + high) / 2) / span * (1 - 2 * _MARGIN) + 0.5
    placed: np.ndarray = np.round(np.clip(scaled, 0.0, 1.0), 4)
    return placed
