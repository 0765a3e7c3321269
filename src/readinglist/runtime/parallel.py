"""Parallel map: a per-item (or per-run-of-items) function and items in; results in input order
out, on every core."""

from __future__ import annotations

import gc
import multiprocessing
import os
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from itertools import islice
from typing import Any, TypeVar, cast

from threadpoolctl import threadpool_limits

from readinglist.runtime.progress import Tick

T = TypeVar("T")
R = TypeVar("R")
S = TypeVar("S")

# Below this many items, starting worker processes costs more than it saves.
MIN_ITEMS = 2000
_CHUNK = 256
# Chunks a worker has in flight while the caller takes results one by one (see pimap).
AHEAD = 2
_shared: Any = None
# The items of the running map. Forked workers inherit them, so a chunk travels as the bounds
# of its slice: pickling each paper or entry to send it cost the workers 35-45 µs an item.
_items: Sequence[Any] = ()


def shared() -> Any:
    """The context object the caller handed to pmap, as seen inside a worker."""
    return _shared


def pmap(
    func: Callable[[T], R],
    items: Sequence[T],
    context: Any,
    tick: Tick,
    *,
    min_items: int | None = None,
    chunksize: int = _CHUNK,
) -> list[R]:
    """func over items, in order. Workers are forked, so they inherit `context` without
    pickling it; with one core, few items (below `min_items`, by default MIN_ITEMS) or other
    threads running, it runs here instead (forking a threaded process can deadlock)."""
    return list(pimap(func, items, context, tick, min_items=min_items, chunksize=chunksize))


def pmap_batches(
    func: Callable[[Sequence[T]], Sequence[R]],
    items: Sequence[T],
    context: Any,
    tick: Tick,
    *,
    min_items: int | None = None,
    chunksize: int = _CHUNK,
) -> list[R]:
    """pmap for a func that takes a run of consecutive items (at most `chunksize`) and gives
    a result for each, in order: for work that numpy does faster many items at a time, or
    that takes several steps, each run faster over many items while its code and data stay
    in the processor's caches (see extract._extract_run)."""
    return list(pimap_batches(func, items, context, tick, min_items=min_items, chunksize=chunksize))


def pimap_batches(
    func: Callable[[Sequence[T]], Sequence[R]],
    items: Sequence[T],
    context: Any,
    tick: Tick,
    *,
    min_items: int | None = None,
    chunksize: int = _CHUNK,
    ahead: int | None = AHEAD,
) -> Iterator[R]:
    """pimap for a func that takes a run of items, a result for each (as pmap_batches)."""
    return _imap(func, items, context, tick, min_items, chunksize, ahead, _apply_batch, _batches)


def pimap(
    func: Callable[[T], R],
    items: Sequence[T],
    context: Any,
    tick: Tick,
    *,
    min_items: int | None = None,
    chunksize: int = _CHUNK,
    ahead: int | None = AHEAD,
) -> Iterator[R]:
    """pmap whose results arrive one by one, in order, as the workers finish them, so that
    the caller can use (and drop) each before the last is done. The workers start now.

    Each worker has at most `ahead` chunks in flight, so that finished results do not pile
    up in memory when the caller is slower than the workers. With `ahead=None` every chunk
    is handed out at once: for small results, whose caller may do other work first while the
    workers go on."""
    return _imap(func, items, context, tick, min_items, chunksize, ahead, _apply, _each)


def _imap(
    func: Callable[[Any], Any],
    items: Sequence[T],
    context: Any,
    tick: Tick,
    min_items: int | None,
    chunksize: int,
    ahead: int | None,
    apply: Callable[[Callable[[Any], Any], tuple[int, int]], list[R]],
    serial: Callable[[Callable[[Any], Any], Sequence[T], int], Iterator[R]],
) -> Iterator[R]:
    """pimap, each chunk of items (as the bounds of its slice) done by `apply` in a worker,
    or all of them by `serial` here."""
    global _shared, _items
    _shared = context
    workers = min(os.cpu_count() or 1, 8)
    fewest = MIN_ITEMS if min_items is None else min_items
    if len(items) < fewest or workers < 2 or threading.active_count() > 1:
        return (_ticked(result, tick) for result in serial(func, items, chunksize))
    if gc.get_freeze_count():
        # Inside a build that keeps what lives out of the cycle collector's reach (see
        # build._long_lived): so is everything up to now, and the workers never walk it.
        gc.freeze()
    pool = ProcessPoolExecutor(
        workers, mp_context=multiprocessing.get_context("fork"), initializer=_start_worker
    )
    _items = items
    chunks = (
        (start, min(start + chunksize, len(items))) for start in range(0, len(items), chunksize)
    )
    # Executor.map would submit every chunk at once, and when the caller is slower than the
    # workers (writing each page to disk) finished results would pile up in memory: 300 MB of
    # pages at 70,000 papers.
    first = None if ahead is None else ahead * workers
    pending = deque(pool.submit(apply, func, chunk) for chunk in islice(chunks, first))
    return _draining(pool, pending, chunks, func, tick, apply)


def _draining(
    pool: ProcessPoolExecutor,
    pending: deque[Future[list[R]]],
    chunks: Iterator[tuple[int, int]],
    func: Callable[[Any], Any],
    tick: Tick,
    apply: Callable[[Callable[[Any], Any], tuple[int, int]], list[R]],
) -> Iterator[R]:
    try:
        while pending:
            done = pending.popleft().result()
            for chunk in islice(chunks, 1):  # the workers go on while the caller takes these
                pending.append(pool.submit(apply, func, chunk))
            for result in done:
                yield _ticked(result, tick)
    finally:  # also when the caller stops early: no worker outlives the iteration
        pool.shutdown(cancel_futures=True)
        global _items
        _items = ()  # the workers had their copy: the map's items need not outlive it here


def _start_worker() -> None:
    """Each worker's numpy products run on one thread: the workers already take every core,
    and BLAS threads spinning beside them made the related-papers step 2.5x slower. And the
    cycle collector runs in a worker even where a build stopped it in the parent (see
    build._long_lived): a worker's objects are short-lived, and without the collector the
    workers rendering pages at 70,000 papers grew by 230 MB."""
    threadpool_limits(1)
    gc.enable()


def _apply(func: Callable[[T], R], bounds: tuple[int, int]) -> list[R]:
    start, end = bounds
    return [func(item) for item in _items[start:end]]


def _apply_batch(func: Callable[[Sequence[T]], Sequence[R]], bounds: tuple[int, int]) -> list[R]:
    start, end = bounds
    return _batch(func, _items[start:end])


def _each(func: Callable[[T], R], items: Sequence[T], chunksize: int) -> Iterator[R]:
    return (func(item) for item in items)


def _batches(
    func: Callable[[Sequence[T]], Sequence[R]], items: Sequence[T], chunksize: int
) -> Iterator[R]:
    for start in range(0, len(items), chunksize):
        yield from _batch(func, items[start : start + chunksize])


def _batch(func: Callable[[Sequence[T]], Sequence[R]], items: Sequence[T]) -> list[R]:
    results = list(func(items))
    if len(results) != len(items):
        raise ValueError(f"{func.__name__}: {len(items)} items gave {len(results)} results")
    return results


def _ticked(result: R, tick: Tick) -> R:
    tick(1)
    return result


def tmap(func: Callable[[T], R], items: Iterable[T]) -> list[R]:
    """func over items, in order, on a thread per core: for work that releases the GIL
    (numpy, scipy), which threads can share even where forking is unsafe."""
    workers = min(os.cpu_count() or 1, 8)
    if workers < 2:
        return [func(item) for item in items]
    with ThreadPoolExecutor(workers) as pool, threadpool_limits(1):  # see _start_worker
        return list(pool.map(func, items))


def tboth(first: Callable[[], R], second: Callable[[], S]) -> tuple[R, S]:
    """first() and second() side by side, through tmap: for two steps of numpy and scipy work
    of which neither needs the other."""
    jobs: list[Callable[[], object]] = [first, second]
    one, two = tmap(_call, jobs)
    return cast(R, one), cast(S, two)


def _call(job: Callable[[], object]) -> object:
    return job()
