"""Parallel map: a per-item function and items in; results in input order out, on every core."""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from .progress import Tick

T = TypeVar("T")
R = TypeVar("R")

# Below this many items, starting worker processes costs more than it saves.
MIN_ITEMS = 2000
_CHUNK = 256
_shared: Any = None


def shared() -> Any:
    """The context object the caller handed to pmap, as seen inside a worker."""
    return _shared


def pmap(func: Callable[[T], R], items: Sequence[T], context: Any, tick: Tick) -> list[R]:
    """func over items, in order. Workers are forked, so they inherit `context` without
    pickling it; with one core, few items or other threads running, it runs here instead
    (forking a threaded process can deadlock)."""
    global _shared
    _shared = context
    workers = min(os.cpu_count() or 1, 8)
    if len(items) < MIN_ITEMS or workers < 2 or threading.active_count() > 1:
        return [_ticked(func(item), tick) for item in items]
    fork = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(workers, mp_context=fork) as pool:
        return [_ticked(r, tick) for r in pool.map(func, items, chunksize=_CHUNK)]


def _ticked(result: R, tick: Tick) -> R:
    tick(1)
    return result
