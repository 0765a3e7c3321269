"""Per-paper results kept between the builds of one process, so `serve` redoes only what changed.

The per-paper steps (links, title and tags of one paper; the page of one paper) are pure
functions of their inputs, so a result can be reused whenever the same inputs come back. A
memo lives as long as the MkDocs plugin (the whole `readinglist serve` session); a one-shot
`generate` starts with an empty one. Each build keeps only the results it used, so the memo
never grows past one site's worth.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from functools import partial
from typing import Any, TypeVar, cast

from readinglist.runtime import parallel
from readinglist.runtime.progress import Tick

T = TypeVar("T")
R = TypeVar("R")
_MISSING = object()
_WHOLE = "\0whole"  # the key of a step's site-wide result, unlike any per-item key


class Memo:
    """Stored results by (step, key); `begin` drops them all when the build context changes."""

    def __init__(self, keep: bool = True) -> None:
        # A one-shot build keeps nothing: hashing every key (a page's key holds its entry and
        # its neighbours') cost seconds at 70,000 papers for results nobody would reuse.
        self._keep = keep
        self._context = ""
        self._previous: dict[tuple[str, Hashable], Any] = {}
        self._current: dict[tuple[str, Hashable], Any] = {}
        self.reused = 0

    @property
    def keeps(self) -> bool:
        """Whether results are kept for the next build (a one-shot build needs no keys)."""
        return self._keep

    @property
    def filled(self) -> bool:
        """Whether a build has stored results here."""
        return bool(self._current or self._previous)

    def begin(self, context: str) -> None:
        """Start a build; `context` names everything besides the keys that results depend on."""
        kept = self._current or self._previous
        self._previous = kept if context == self._context else {}
        self._current = {}
        self._context = context
        self.reused = 0

    def last(self, step: str) -> Any:
        """What the last build (under the same context) kept for `step`, or None."""
        return self._previous.get((step, _WHOLE)) if self._keep else None

    def keep(self, step: str, value: Any) -> None:
        """Keep one site-wide result of this build for the next one to start from (`last`)."""
        if self._keep:
            self._current[(step, _WHOLE)] = value

    def map(
        self,
        step: str,
        func: Callable[[T], R],
        items: Sequence[T],
        keys: Sequence[Hashable],
        context: Any,
        tick: Tick,
    ) -> list[R]:
        """parallel.pmap(func, items, context) for the items whose key has no stored result."""
        return self._map(step, partial(parallel.pmap, func), items, keys, context, tick)

    def map_batches(
        self,
        step: str,
        func: Callable[[Sequence[T]], Sequence[R]],
        items: Sequence[T],
        keys: Sequence[Hashable],
        context: Any,
        tick: Tick,
    ) -> list[R]:
        """`map` through parallel.pmap_batches: func takes a run of items, a result for each."""
        return self._map(step, partial(parallel.pmap_batches, func), items, keys, context, tick)

    def _map(
        self,
        step: str,
        mapped: Callable[[Sequence[T], Any, Tick], list[R]],
        items: Sequence[T],
        keys: Sequence[Hashable],
        context: Any,
        tick: Tick,
    ) -> list[R]:
        if not self._keep:
            return mapped(items, context, tick)
        found = [self._previous.get((step, key), _MISSING) for key in keys]
        todo = [item for item, value in zip(items, found, strict=True) if value is _MISSING]
        tick(len(items) - len(todo))
        computed = iter(mapped(todo, context, tick))
        results = [next(computed) if value is _MISSING else value for value in found]
        self.reused += len(items) - len(todo)
        self._current.update(((step, key), value) for key, value in zip(keys, results, strict=True))
        return cast(list[R], results)

    def stream(
        self,
        step: str,
        func: Callable[[Sequence[T]], Sequence[R]],
        items: Sequence[T],
        keys: Sequence[Hashable],
        context: Any,
        tick: Tick,
        ahead: int | None = parallel.AHEAD,
    ) -> Iterator[R]:
        """`map_batches`, but a one-shot build gets each result as soon as it is done (nothing
        is kept for it, so the caller can write and drop each result in turn; `ahead` as
        pimap's)."""
        if not self._keep:
            return parallel.pimap_batches(func, items, context, tick, ahead=ahead)
        return iter(self.map_batches(step, func, items, keys, context, tick))
