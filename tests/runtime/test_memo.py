"""The memo that `serve` keeps between rebuilds: reuse never changes what a build writes."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path

from readinglist.build import build
from readinglist.runtime.memo import Memo

from ..helpers import ROOT, snapshot
from ..test_build import _settings


def test_map_reuses_results_for_the_same_keys_only() -> None:
    memo, calls = Memo(), []

    def double(x: int) -> int:
        calls.append(x)
        return 2 * x

    memo.begin("context")
    assert memo.map("step", double, [1, 2, 3], [1, 2, 3], None, lambda n: None) == [2, 4, 6]
    assert memo.filled
    memo.begin("context")
    assert memo.map("step", double, [2, 3, 4], [2, 3, 4], None, lambda n: None) == [4, 6, 8]
    assert calls == [1, 2, 3, 4]
    assert memo.reused == 2
    # Another context (settings, vocabulary, code) starts over.
    memo.begin("other")
    assert memo.map("step", double, [2], [2], None, lambda n: None) == [4]
    assert calls == [1, 2, 3, 4, 2]


def test_batched_map_hands_over_only_the_items_with_no_stored_result() -> None:
    memo, batches = Memo(), []

    def doubles(xs: Sequence[int]) -> list[int]:
        batches.append(list(xs))
        return [2 * x for x in xs]

    memo.begin("context")
    assert memo.map_batches("step", doubles, [1, 2, 3], [1, 2, 3], None, lambda n: None) == [
        2,
        4,
        6,
    ]
    memo.begin("context")
    assert memo.map_batches("step", doubles, [5, 2, 4, 3], [5, 2, 4, 3], None, lambda n: None) == [
        10,
        4,
        8,
        6,
    ]
    assert batches == [[1, 2, 3], [5, 4]]
    assert memo.reused == 2


def test_map_keeps_only_what_the_last_build_used() -> None:
    memo = Memo()
    memo.begin("c")
    memo.map("step", str, [1, 2], [1, 2], None, lambda n: None)
    memo.begin("c")
    memo.map("step", str, [2], [2], None, lambda n: None)
    memo.begin("c")
    memo.map("step", str, [1], [1], None, lambda n: None)
    assert memo.reused == 0


def test_a_rebuild_with_a_warm_memo_writes_what_a_cold_build_writes(tmp_path: Path) -> None:
    warm, cold = tmp_path / "warm", tmp_path / "cold"
    for root in (warm, cold):
        shutil.copytree(ROOT / "seeds", root / "seeds")
    memo = Memo()
    build(_settings(warm), memo=memo)
    for root in (warm, cold):
        seed = sorted((root / "seeds").glob("*.txt"))[0]
        text = seed.read_text(encoding="utf-8")
        paragraph = text.split("\n\n")[3]
        edited = paragraph.replace(" the ", " the Zanzibar ", 1)
        seed.write_text(text.replace(paragraph, edited, 1), encoding="utf-8")
    report = build(_settings(warm), memo=memo)
    # Most papers' results, pages and shingle sets came from the memo; the edited one's did not.
    assert 0 < memo.reused < 3 * len(report.entries)
    build(_settings(cold))
    assert snapshot(warm / "docs") == snapshot(cold / "docs")
    assert (warm / "slugs.lock").read_bytes() == (cold / "slugs.lock").read_bytes()
    assert any("Zanzibar" in e.paper.text for e in report.entries)


def test_a_one_shot_memo_keeps_nothing() -> None:
    memo = Memo(keep=False)
    memo.begin("context")
    assert memo.map("step", str.upper, ["a", "b"], ["a", "b"], None, lambda n: None) == ["A", "B"]

    def upper(texts: Sequence[str]) -> list[str]:
        return [text.upper() for text in texts]

    assert list(memo.stream("step", upper, ["c"], ["c"], None, lambda n: None)) == ["C"]
    assert not memo.filled
