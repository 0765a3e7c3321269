"""Progress: named pipeline stages in, elapsed times (and a live bar on a terminal) out."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

Tick = Callable[[int], None]


class Progress:
    """Records how long each stage took; subclasses also show it as it happens."""

    def __init__(self) -> None:
        self.timings: list[tuple[str, float]] = []

    @contextmanager
    def stage(self, name: str, total: int | None = None) -> Iterator[Tick]:
        start = time.perf_counter()
        bar = self._open(name, total)
        try:
            yield bar.update if bar is not None else ignore
        finally:
            if bar is not None:
                bar.close()
            self.timings.append((name, time.perf_counter() - start))

    def _open(self, name: str, total: int | None) -> Any:
        return None

    def describe(self) -> str:
        """'parse 0.01 s, dedupe 0.20 s, …' in pipeline order."""
        return ", ".join(f"{name} {seconds:.2f} s" for name, seconds in self.timings)


class BarProgress(Progress):
    """Progress shown with tqdm on stderr: counts, rate and elapsed time per stage."""

    def _open(self, name: str, total: int | None) -> Any:
        from tqdm import tqdm  # imported here: the plugin and library never need it

        # No monitor thread: the parallel stages only fork a process that runs no other thread.
        tqdm.monitor_interval = 0
        return tqdm(total=total, desc=f"readinglist: {name}", unit=" papers", leave=False,
                    mininterval=0.5, disable=None)  # fmt: skip


def ignore(count: int) -> None:
    """The tick of a step that shows no count of its own."""
    return
