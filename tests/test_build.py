"""build() end to end in-process: bad input, odd files, failures that must leave things alone."""

from __future__ import annotations

import gc
import os
import random
import string
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from readinglist.build import build
from readinglist.config import Settings
from readinglist.errors import InputError, OutputError, ReadingListError
from readinglist.extract import stage as extract
from readinglist.parse import is_header

from .data.abstracts import ALL, BANDIT, SPARSE
from .helpers import snapshot


def _settings(root: Path, **overrides: object) -> Settings:
    values: dict[str, object] = {
        "seeds_dir": root / "seeds",
        "docs_dir": root / "docs",
        "lock_file": root / "slugs.lock",
    }
    values.update(overrides)
    return Settings(**values)  # type: ignore[arg-type]


def _seeds(root: Path, files: dict[str, bytes | str]) -> Path:
    seeds = root / "seeds"
    seeds.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        data = content.encode("utf-8") if isinstance(content, str) else content
        (seeds / name).write_bytes(data)
    return seeds


def test_skip_invalid_builds_the_rest_and_names_what_it_skipped(tmp_path: Path) -> None:
    _seeds(tmp_path, {"good.txt": f"ICML 2026 Papers\n\n{SPARSE}\n", "bad.txt": b"caf\xe9 au lait"})
    with pytest.raises(InputError, match="bad.txt"):
        build(_settings(tmp_path))
    report = build(_settings(tmp_path, skip_invalid=True))
    assert report.skipped == ("bad.txt",)
    assert any("bad.txt" in warning for warning in report.warnings)
    assert report.summary.papers == 1


def test_a_file_that_is_not_a_list_is_named_in_a_warning(tmp_path: Path) -> None:
    seeds = _seeds(tmp_path, {"good.txt": f"ICML 2026 Papers\n\n{SPARSE}\n"})
    (seeds / ".DS_Store").write_bytes(b"\0")  # hidden: not the user's list
    first = build(_settings(tmp_path))
    assert first.warnings == ()
    (seeds / "sub").mkdir()
    (seeds / "sub" / "papers.xlsx").write_bytes(b"PK\x03\x04")
    # Dropped in beside unchanged lists: the build is not skipped as unchanged.
    report = build(_settings(tmp_path))
    assert not report.unchanged
    assert [w for w in report.warnings if "sub/papers.xlsx: not read" in w]
    again = build(_settings(tmp_path))
    assert again.unchanged
    assert again.warnings == report.warnings
    assert report.summary.papers == 1


def test_names_with_spaces_and_non_ascii_and_a_huge_abstract(tmp_path: Path) -> None:
    huge = " ".join([SPARSE] * 600)  # ~450 KB on one line
    _seeds(tmp_path, {"list one.txt": f"ICML 2026 Papers\n\n{BANDIT}\n", "论文 é.txt": huge})
    report = build(_settings(tmp_path))
    assert report.summary.papers == 2
    files = {s.file for e in report.entries for s in e.paper.sources}
    assert files == {"list one.txt", "论文 é.txt"}
    assert all(8 <= len(e.title.text) <= 120 for e in report.entries)


# Builds in a new process, where numpy is not yet imported, and reports numpy's choice.
_HUGE_PAGES_AFTER_BUILD = """
import sys
from pathlib import Path
from readinglist.build import build
from readinglist.config import Settings
root = Path(sys.argv[1])
build(Settings(seeds_dir=root / "seeds", docs_dir=root / "docs", lock_file=None))
try:
    from numpy._core.multiarray import _get_madvise_hugepage
except ImportError:  # numpy 1.x
    from numpy.core.multiarray import _get_madvise_hugepage
print(_get_madvise_hugepage())
"""


@pytest.mark.parametrize(("chosen", "expected"), [(None, "False"), ("1", "True")])
def test_a_build_keeps_numpy_off_huge_pages_unless_the_user_chose(
    tmp_path: Path, chosen: str | None, expected: str
) -> None:
    _seeds(tmp_path, {"a.txt": f"ICML 2026 Papers\n\n{BANDIT}\n\n{SPARSE}\n"})
    env = {k: v for k, v in os.environ.items() if k != "NUMPY_MADVISE_HUGEPAGE"}
    if chosen is not None:
        env["NUMPY_MADVISE_HUGEPAGE"] = chosen
    done = subprocess.run(
        [sys.executable, "-c", _HUGE_PAGES_AFTER_BUILD, str(tmp_path)],
        capture_output=True, text=True, env=env, check=True, timeout=120,
    )  # fmt: skip
    assert done.stdout.split()[-1] == expected


def test_many_files(tmp_path: Path) -> None:
    texts = {f"list {i:04d}.txt": f"{ALL[i % len(ALL)]} Variant {i}." for i in range(1500)}
    _seeds(tmp_path, texts)
    report = build(_settings(tmp_path))
    assert report.summary.files == 1500
    assert report.summary.abstracts == 1500
    assert sum(len(e.paper.sources) for e in report.entries) == 1500


def test_failed_run_leaves_the_docs_folder_as_it_was(tmp_path: Path) -> None:
    _seeds(tmp_path, {"a.txt": f"ICML 2026 Papers\n\n{SPARSE}\n\n{BANDIT}\n"})
    build(_settings(tmp_path))
    before = snapshot(tmp_path / "docs")
    (tmp_path / "seeds" / "b.txt").write_bytes(b"caf\xe9")
    with pytest.raises(InputError):
        build(_settings(tmp_path))
    assert snapshot(tmp_path / "docs") == before


def test_foreign_file_in_the_way_stops_before_writing(tmp_path: Path) -> None:
    trial = tmp_path / "trial"
    _seeds(trial, {"a.txt": f"ICML 2026 Papers\n\n{SPARSE}\n\n{BANDIT}\n"})
    bandit = next(e for e in build(_settings(trial)).entries if e.paper.text == BANDIT).slug
    _seeds(tmp_path, {"a.txt": f"ICML 2026 Papers\n\n{SPARSE}\n"})
    build(_settings(tmp_path))
    before = snapshot(tmp_path / "docs")
    (tmp_path / "seeds" / "a.txt").write_text(f"ICML 2026 Papers\n\n{SPARSE}\n\n{BANDIT}\n")
    foreign = tmp_path / "docs" / "papers" / f"{bandit}.md"
    foreign.write_text("my notes")
    with pytest.raises(OutputError, match=f"{bandit}.md"):
        build(_settings(tmp_path))
    assert snapshot(tmp_path / "docs") == before | {f"papers/{bandit}.md": b"my notes"}


def test_papers_that_leave_the_seeds_lose_their_pages(tmp_path: Path) -> None:
    _seeds(tmp_path, {"a.txt": f"ICML 2026 Papers\n\n{SPARSE}\n\n{BANDIT}\n"})
    first = build(_settings(tmp_path))
    gone = next(e for e in first.entries if e.paper.text == BANDIT).slug
    (tmp_path / "seeds" / "a.txt").write_text(f"ICML 2026 Papers\n\n{SPARSE}\n")
    build(_settings(tmp_path))
    assert not (tmp_path / "docs" / "papers" / f"{gone}.md").exists()
    assert (tmp_path / "docs" / "papers" / "blocksieve.md").exists()


def test_urls_survive_reordering_renaming_and_new_lists(tmp_path: Path) -> None:
    _seeds(tmp_path, {"a.txt": f"ICML 2026 Papers\n\n{SPARSE}\n\n{BANDIT}\n"})
    first = {e.paper.id: e.slug for e in build(_settings(tmp_path)).entries}
    (tmp_path / "seeds" / "a.txt").unlink()
    _seeds(tmp_path, {"z renamed.txt": f"ICML 2026 Papers\n\n{BANDIT}\n\n{SPARSE}\n",
                      "0 new.txt": "\n\n".join(ALL[2:])})  # fmt: skip
    again = {e.paper.id: e.slug for e in build(_settings(tmp_path)).entries}
    assert {i: again[i] for i in first} == first


def test_edited_abstract_keeps_its_url_and_unchanged_run_is_a_no_op(tmp_path: Path) -> None:
    _seeds(tmp_path, {"a.txt": f"ICML 2026 Papers\n\n{SPARSE}\n"})
    (slug,) = [e.slug for e in build(_settings(tmp_path)).entries]
    edited = SPARSE.replace("We present BlockSieve", "We introduce BlockSieve++")
    (tmp_path / "seeds" / "a.txt").write_text(f"ICML 2026 Papers\n\n{edited}\n")
    (entry,) = build(_settings(tmp_path)).entries
    assert entry.slug == slug
    assert build(_settings(tmp_path)).unchanged


def test_on_regenerate_is_called_only_when_the_seeds_changed(tmp_path: Path) -> None:
    """`serve` stops a stale search index through it before the long stages."""
    _seeds(tmp_path, {"a.txt": f"ICML 2026 Papers\n\n{SPARSE}\n"})
    calls: list[None] = []
    build(_settings(tmp_path), on_regenerate=lambda: calls.append(None))
    assert len(calls) == 1
    assert build(_settings(tmp_path), on_regenerate=lambda: calls.append(None)).unchanged
    assert len(calls) == 1
    (tmp_path / "seeds" / "b.txt").write_text(f"ICML 2026 Papers\n\n{BANDIT}\n")
    build(_settings(tmp_path), on_regenerate=lambda: calls.append(None))
    assert len(calls) == 2


_text = st.text(alphabet=string.ascii_letters + " \n", min_size=1, max_size=300)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.binary(max_size=300) | _text.map(str.encode))
def test_any_bytes_build_or_fail_with_the_file_named(tmp_path: Path, data: bytes) -> None:
    # A fresh folder per example: hypothesis may draw the same bytes twice, and a second build
    # of the same seeds in the same folder takes the unchanged-seeds shortcut (no entries).
    root = Path(tempfile.mkdtemp(dir=tmp_path))
    _seeds(root, {"fuzz.txt": data})
    try:
        report, message = build(_settings(root)), ""
    except InputError as err:
        report, message = None, str(err)
    except ReadingListError as err:  # pragma: no cover - would be a bug
        pytest.fail(f"unexpected {type(err).__name__}: {err}")
    if report is None:
        assert message.startswith("fuzz.txt:")
    else:
        # Nothing lost: every word of the file is in an abstract or in the conference name.
        text = data.decode("utf-16" if data[:2] in (b"\xff\xfe", b"\xfe\xff") else "utf-8-sig")
        kept = " ".join(v for e in report.entries for v in e.paper.variants + e.paper.conferences)
        first = next((line for line in text.splitlines() if line.strip()), "")
        kept += " " + (first if is_header(first) else "")  # a header line names the list
        assert set(text.split()) <= set(kept.split())


def test_parallel_map_keeps_order_and_matches_serial() -> None:
    from readinglist.runtime.parallel import MIN_ITEMS, pmap

    items = [f"item {i}" for i in range(MIN_ITEMS + 500)]
    ticks: list[int] = []
    assert pmap(str.upper, items, None, ticks.append) == [item.upper() for item in items]
    assert len(ticks) == len(items)


def _lengths_and_batch(batch: Sequence[str]) -> list[tuple[int, int]]:
    return [(len(item), len(batch)) for item in batch]


def _one_too_few(batch: Sequence[str]) -> list[str]:
    return list(batch[1:])


@pytest.fixture(params=[1, 2], ids=["here", "in workers"])
def batch_items(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Enough items for the workers, with one core (all done here) or two (in workers)."""
    from readinglist.runtime import parallel

    monkeypatch.setattr("readinglist.runtime.parallel.threading.active_count", lambda: 1)
    monkeypatch.setattr(parallel.os, "cpu_count", lambda: request.param)
    return [f"item {i}" for i in range(parallel.MIN_ITEMS + 300)]


def test_batched_parallel_map_hands_each_call_a_run_of_items_and_keeps_order(
    batch_items: list[str],
) -> None:
    from readinglist.runtime import parallel

    items = batch_items
    ticks: list[int] = []
    found = parallel.pmap_batches(_lengths_and_batch, items, None, ticks.append, chunksize=100)
    assert [length for length, _ in found] == [len(item) for item in items]
    # Runs of 100 items, the last one shorter, whether in workers or here.
    assert [size for _, size in found] == [100] * (len(items) // 100 * 100) + [len(items) % 100] * (
        len(items) % 100
    )
    assert len(ticks) == len(items)
    assert parallel._items == ()


def test_batched_parallel_map_refuses_a_batch_with_a_result_missing(
    batch_items: list[str],
) -> None:
    from readinglist.runtime import parallel

    with pytest.raises(ValueError, match="256 items gave 255 results"):
        parallel.pmap_batches(_one_too_few, batch_items, None, lambda count: None)


def _blas_threads(_: object) -> tuple[int, ...]:
    import numpy  # noqa: F401  (loads the BLAS library, so that it is listed)
    from threadpoolctl import threadpool_info

    return tuple(info["num_threads"] for info in threadpool_info() if info["user_api"] == "blas")


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="workers run only with two cores or more")
def test_parallel_workers_and_threads_run_numpy_products_on_one_thread_each(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from readinglist.runtime.parallel import pmap, tmap

    monkeypatch.setattr("readinglist.runtime.parallel.threading.active_count", lambda: 1)
    here = _blas_threads(None)
    in_workers = set(pmap(_blas_threads, range(4), None, lambda n: None, min_items=2))
    in_threads = set(tmap(_blas_threads, range(4)))
    assert in_workers == in_threads == {tuple(1 for _ in here)}
    assert _blas_threads(None) == here  # the caller's own products keep their threads


def test_streamed_parallel_map_stops_its_workers_when_the_caller_stops_early(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import multiprocessing

    from readinglist.runtime.parallel import MIN_ITEMS, pimap

    # Threads other tests left behind would make pimap run serially, with no workers to see.
    monkeypatch.setattr("readinglist.runtime.parallel.threading.active_count", lambda: 1)
    before = set(multiprocessing.active_children())
    items = [f"item {i}" for i in range(MIN_ITEMS + 500)]
    results = pimap(str.upper, items, None, lambda count: None)
    workers = set(multiprocessing.active_children()) - before
    assert workers  # they start before the first result is asked for
    assert [next(results) for _ in range(3)] == ["ITEM 0", "ITEM 1", "ITEM 2"]
    results.close()
    assert not workers & set(multiprocessing.active_children())


def _counted_submits(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that gets an item each time pimap hands a chunk to its pool (two workers)."""
    from concurrent.futures import ProcessPoolExecutor

    from readinglist.runtime import parallel

    submitted: list[int] = []

    class Counting(ProcessPoolExecutor):
        def submit(self, *args: Any, **kwargs: Any) -> Any:
            submitted.append(1)
            return super().submit(*args, **kwargs)

    monkeypatch.setattr("readinglist.runtime.parallel.threading.active_count", lambda: 1)
    monkeypatch.setattr(parallel, "ProcessPoolExecutor", Counting)
    monkeypatch.setattr(parallel.os, "cpu_count", lambda: 2)
    return submitted


def _upper_each(items: Sequence[str]) -> list[str]:
    return [item.upper() for item in items]


# The streamed map, item by item and a run of items at a time: both hand out chunks alike.
_STREAMED = pytest.mark.parametrize(
    ("mapping", "func"), [("pimap", str.upper), ("pimap_batches", _upper_each)]
)


@_STREAMED
def test_streamed_parallel_map_keeps_few_chunks_ahead_of_a_slow_caller(
    monkeypatch: pytest.MonkeyPatch, mapping: str, func: Callable[[Any], Any]
) -> None:
    from readinglist.runtime import parallel

    submitted = _counted_submits(monkeypatch)
    items = [f"item {i}" for i in range(parallel.MIN_ITEMS * 4)]  # 32 chunks of 256
    results = getattr(parallel, mapping)(func, items, None, lambda count: None)
    assert next(results) == "ITEM 0"
    assert len(submitted) <= 2 * 2 + 1  # two chunks a worker, and the one after the first
    assert list(results) == [item.upper() for item in items[1:]]
    assert len(submitted) == 32


@_STREAMED
def test_streamed_parallel_map_hands_out_every_chunk_at_once_when_asked(
    monkeypatch: pytest.MonkeyPatch, mapping: str, func: Callable[[Any], Any]
) -> None:
    from readinglist.runtime import parallel

    submitted = _counted_submits(monkeypatch)
    items = [f"item {i}" for i in range(parallel.MIN_ITEMS * 4)]  # 32 chunks of 256
    results = getattr(parallel, mapping)(func, items, None, lambda count: None, ahead=None)
    assert len(submitted) == 32  # before the caller takes anything: the workers never wait
    assert list(results) == [item.upper() for item in items]


class _Unpicklable:
    def __init__(self, value: str) -> None:
        self.value = value

    def __reduce__(self) -> Any:
        raise TypeError("items must reach the workers by fork, not by pickle")


def _value(item: _Unpicklable) -> str:
    return item.value.upper()


def test_parallel_map_workers_read_the_items_they_inherit(monkeypatch: pytest.MonkeyPatch) -> None:
    from readinglist.runtime import parallel

    monkeypatch.setattr("readinglist.runtime.parallel.threading.active_count", lambda: 1)
    monkeypatch.setattr(parallel.os, "cpu_count", lambda: 2)
    items = [_Unpicklable(f"item {i}") for i in range(parallel.MIN_ITEMS + 300)]
    assert parallel.pmap(_value, items, None, lambda count: None) == [
        f"ITEM {i}" for i in range(len(items))
    ]
    assert parallel._items == ()  # not held once the map is done


def test_parallel_map_freezes_before_forking_only_where_objects_are_kept_frozen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from readinglist.runtime import parallel

    monkeypatch.setattr("readinglist.runtime.parallel.threading.active_count", lambda: 1)
    monkeypatch.setattr(parallel.os, "cpu_count", lambda: 2)
    items = [_Unpicklable(f"item {i}") for i in range(parallel.MIN_ITEMS + 300)]
    parallel.pmap(_value, items, None, lambda count: None)
    assert gc.get_freeze_count() == 0  # outside a build that freezes: nothing frozen
    gc.freeze()  # as build._long_lived does between stages
    try:
        made = [[i] for i in range(1000)]  # tracked by the collector, made since the freeze
        before = gc.get_freeze_count()
        parallel.pmap(_value, items, None, lambda count: None)
        assert gc.get_freeze_count() >= before + len(made)
    finally:
        gc.unfreeze()


def test_large_build_is_the_same_in_parallel_and_serial(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(7)
    words = " ".join(ALL).split()
    abstracts = [" ".join(rng.choices(words, k=60)) + "." for _ in range(2300)]
    lists = {f"l{i}.txt": "\n\n".join(abstracts[i::10]) for i in range(10)}
    _seeds(tmp_path / "a", lists)
    _seeds(tmp_path / "b", lists)
    assert build(_settings(tmp_path / "a")).summary.papers == 2300
    monkeypatch.setattr("readinglist.runtime.parallel.MIN_ITEMS", 10**9)
    build(_settings(tmp_path / "b"))
    assert snapshot(tmp_path / "a" / "docs") == snapshot(tmp_path / "b" / "docs")


def test_deleted_generated_page_is_regenerated_even_with_unchanged_seeds(tmp_path: Path) -> None:
    _seeds(tmp_path, {"a.txt": f"ICML 2026 Papers\n\n{SPARSE}\n"})
    build(_settings(tmp_path))
    assert build(_settings(tmp_path)).unchanged
    (tmp_path / "docs" / "papers" / "blocksieve.md").unlink()
    again = build(_settings(tmp_path))
    assert not again.unchanged
    assert (tmp_path / "docs" / "papers" / "blocksieve.md").exists()


def test_stage_outputs_are_out_of_the_collectors_reach_until_the_build_ends(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[int, bool]] = []
    real = extract.extract

    def watched(*args: Any, **kwargs: Any) -> Any:
        # The parsed listings and papers are frozen at least, and the collector stopped.
        seen.append((gc.get_freeze_count(), gc.isenabled()))
        return real(*args, **kwargs)

    monkeypatch.setattr(extract, "extract", watched)
    _seeds(tmp_path, {"a.txt": "ICML 2026 Papers\n\n" + SPARSE + "\n\n" + BANDIT + "\n"})
    assert gc.isenabled()
    build(_settings(tmp_path))
    assert len(seen) == 1
    assert seen[0][0] > 0
    assert seen[0][1] is False
    assert gc.get_freeze_count() == 0
    assert gc.isenabled()

    def failing(*args: Any, **kwargs: Any) -> Any:
        raise OutputError("disk full")

    monkeypatch.setattr(extract, "extract", failing)
    with pytest.raises(OutputError):
        build(_settings(tmp_path, force=True))
    assert gc.get_freeze_count() == 0
    assert gc.isenabled()


def test_a_build_leaves_the_collector_stopped_if_its_caller_stopped_it(tmp_path: Path) -> None:
    _seeds(tmp_path, {"a.txt": "ICML 2026 Papers\n\n" + SPARSE + "\n"})
    gc.disable()
    try:
        build(_settings(tmp_path))
        assert not gc.isenabled()
    finally:
        gc.enable()


def _collecting(_: str) -> bool:
    return gc.isenabled()


def test_forked_workers_run_the_collector_the_build_stopped_in_its_own_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from readinglist.runtime import parallel

    # Threads other tests left behind would make pmap run serially, with no workers to see.
    monkeypatch.setattr("readinglist.runtime.parallel.threading.active_count", lambda: 1)
    monkeypatch.setattr(parallel.os, "cpu_count", lambda: 2)
    gc.disable()
    try:
        found = parallel.pmap(_collecting, ["x"] * parallel.MIN_ITEMS, None, lambda n: None)
    finally:
        gc.enable()
    assert all(found)


def test_a_build_leaves_what_its_caller_froze_frozen(tmp_path: Path) -> None:
    _seeds(tmp_path, {"a.txt": "ICML 2026 Papers\n\n" + SPARSE + "\n"})
    gc.freeze()
    try:
        build(_settings(tmp_path))
        assert gc.get_freeze_count() > 0  # not handed back by the build
    finally:
        gc.unfreeze()


def test_equal_tags_of_different_papers_are_one_object(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Worker results come back through pickle as new tag objects for every run of papers;
    # copies stand in for them here.
    import copy
    from dataclasses import replace

    real = extract._extract_run

    def copied(papers: Any) -> Any:
        return [
            replace(one, tags=tuple(copy.copy(tag) for tag in one.tags)) for one in real(papers)
        ]

    monkeypatch.setattr(extract, "_extract_run", copied)
    _seeds(tmp_path, {"a.txt": "ICML 2026 Papers\n\n" + "\n\n".join(ALL) + "\n"})
    report = build(_settings(tmp_path))
    tags = [tag for entry in report.entries for tag in entry.tags]
    assert len(tags) > len(set(tags))  # some tag is shared, or this tests nothing
    assert len({id(tag) for tag in tags}) == len(set(tags))
