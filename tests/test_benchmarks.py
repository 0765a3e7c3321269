"""The benchmark corpus is deterministic and realistic in shape; run.py works end to end."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import corpus  # noqa: E402
from readinglist import parse  # noqa: E402
from readinglist.models import SeedFile  # noqa: E402

from .helpers import CORPUS  # noqa: E402


def _digest(folder: Path) -> str:
    files = sorted(folder.glob("*.txt"))
    return hashlib.sha256(b"".join(p.name.encode() + p.read_bytes() for p in files)).hexdigest()


def test_same_size_and_seed_give_the_same_bytes(tmp_path: Path) -> None:
    corpus.write_corpus(tmp_path / "a", 400)
    corpus.write_corpus(tmp_path / "b", 400)
    corpus.write_corpus(tmp_path / "c", 400, seed=1)
    assert _digest(tmp_path / "a") == _digest(tmp_path / "b")
    assert _digest(tmp_path / "a") != _digest(tmp_path / "c")


def test_corpus_shape(tmp_path: Path) -> None:
    stats = corpus.write_corpus(tmp_path, 5_000)
    files = sorted(tmp_path.glob("*.txt"))
    assert stats.files == len(files) == 3
    seeds = [SeedFile(p.name, p.read_bytes()) for p in files]
    parsed = parse.parse_files(seeds)
    assert len(parsed.listings) == 5_000
    assert {listing.conference for listing in parsed.listings} <= set(corpus.CONFERENCES)
    texts = [listing.text for listing in parsed.listings]
    exact_copies = len(texts) - len(set(texts))
    assert 0.10 < exact_copies / len(texts) < 0.20
    assert 0.60 < stats.papers / stats.abstracts < 0.90
    with_url = sum("https://" in text for text in set(texts)) / len(set(texts))
    assert 0.20 < with_url < 0.40
    lengths = sorted(len(text) for text in texts)
    assert 600 < lengths[len(lengths) // 2] < 2_500
    assert all(re.search(r"We propose \S+", text) for text in texts[:50])


def test_run_py_works_at_a_tiny_size(tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--sizes", "120",
         "--browser-at", "0", "--serve-at", "120", "--workdir", str(tmp_path / "work"),
         "--json", str(out)],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert "generate / I/O floor" in done.stdout
    assert "build / bare" in done.stdout
    (result,) = json.loads(out.read_text(encoding="utf-8"))
    assert result["n"] == 120
    assert 50 < result["papers"] <= 120
    assert result["generate_s"] > 0
    assert result["create_us"] > 0
    assert result["settled_s"] == 0
    assert "creating a file us" in done.stdout
    assert len(result["cpu_check_us"]) == 2  # before the floor, after generation
    assert all(us > 0 for us in result["cpu_check_us"])
    assert "titles and tags us an abstract" in done.stdout
    assert len(result["io_floor_runs"]) == 2
    assert result["io_floor_s"] == min(result["io_floor_runs"])
    # Generation is timed as the floor is: twice, the faster counting.
    assert len(result["generate_runs"]) == 2
    assert result["generate_s"] == min(result["generate_runs"])
    assert "generate s (faster of two)" in done.stdout
    assert result["generate_peak_mb"] > 10
    assert result["generate_tree_peak_mb"] > 10  # from a second run, sampled
    assert result["build_s"] > 0
    # The first built site was set aside, not deleted mid-run (see run._settle).
    assert list((tmp_path / "work" / "n120" / "build").glob(".stale-site-*/index.html"))
    assert result["bare_build_s"] > 0
    assert result["paper_page_kb_max"] > 1
    assert "similar.related" in result["stages"]
    # An edit under `readinglist serve` reached the page and a complete search index.
    assert result["serve"]["serve_page_updated_s"] > 0
    assert result["serve"]["serve_index_pages"] == result["papers"]


@pytest.mark.parametrize("n", [1, 7])
def test_tiny_corpora_still_parse(tmp_path: Path, n: int) -> None:
    stats = corpus.write_corpus(tmp_path, n)
    assert stats.abstracts == n
    assert stats.files == 1


def test_large_corpus_related_papers_are_nearly_as_close_as_exact(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import numpy as np

    from readinglist.extract import similar
    from readinglist.extract.similar import vectors

    texts = sorted({text for _, text in corpus.listed_abstracts(1_200)})
    ids = [str(i) for i in range(len(texts))]
    tags = [[f"t{i % 7}", f"u{i % 5}"] for i in range(len(texts))]
    exact = similar.related(ids, texts, tags, 5)
    monkeypatch.setattr(similar, "EXACT_LIMIT", 10)
    sketched = similar.related(ids, texts, tags, 5)
    assert sketched == similar.related(ids, texts, tags, 5)
    assert all(len(found) == 5 and str(i) not in found for i, found in enumerate(sketched))
    matrix = vectors._tfidf(texts)

    def closeness(found: tuple[str, ...], i: int) -> float:
        return float((matrix[[int(j) for j in found]] @ matrix[i].T).sum())

    pairs = enumerate(zip(sketched, exact, strict=True))
    ratios = [closeness(s, i) / closeness(e, i) for i, (s, e) in pairs]
    assert np.mean(ratios) > 0.85


def test_per_abstract_benchmark_prints_every_measure(capsys: pytest.CaptureFixture[str]) -> None:
    import per_abstract

    results = per_abstract.main(["--passes", "1"])
    names = [name for name, _ in results]
    assert {"titles", "tags", "links, plain", "links, with URLs"} <= set(names)
    assert set(per_abstract.HOSTILE) <= set(names)
    assert all(micros > 0 for _, micros in results)
    printed = capsys.readouterr().out
    assert all(name in printed for name in names)


def test_a_timed_run_can_go_unsampled() -> None:
    import run as bench  # benchmarks/run.py

    sleeper = [sys.executable, "-c", "import time; time.sleep(0.8)"]
    assert bench.run(sleeper, sample=False).tree_peak_mb == 0
    assert bench.run(sleeper).tree_peak_mb > 1


def test_settling_writes_back_and_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    import run as bench  # benchmarks/run.py

    calls: list[object] = []
    monkeypatch.setattr(bench.os, "sync", lambda: calls.append("sync"))
    monkeypatch.setattr(bench.time, "sleep", calls.append)
    bench._settle(360)
    assert calls == ["sync", 360]


def test_file_creation_is_timed_in_a_new_folder(tmp_path: Path) -> None:
    import run as bench  # benchmarks/run.py

    assert bench._creation_us(tmp_path / "probe") > 0
    assert len(list((tmp_path / "probe").iterdir())) == bench._PROBE_FILES


def test_settling_comes_once_before_every_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import run as bench  # benchmarks/run.py

    done: list[object] = []
    monkeypatch.setattr(bench, "_settle", lambda seconds: done.append(("settle", seconds)))
    monkeypatch.setattr(
        bench, "_one", lambda n, work, args: done.append(n) or bench.Result(n=n, io_floor_s=1.0)
    )
    bench.main(["--sizes", "10,20", "--settle", "5", "--workdir", str(tmp_path)])
    assert done == [("settle", 5.0), 10, 20]
    done.clear()
    bench.main(["--sizes", "10", "--workdir", str(tmp_path)])
    assert done == [10]


@pytest.mark.skipif(not CORPUS.is_file(), reason=f"the title corpus {CORPUS} is not here")
def test_map_benchmark_keeps_subjects_together_on_real_abstracts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """benchmarks/map.py at a small size: it prints every measure, and even on 300 papers of
    one year the map's neighbours share a subject area well above random."""
    import map as bench  # benchmarks/map.py

    bench.main(["--corpus", str(CORPUS.parent), "--papers", "300"])
    out = capsys.readouterr().out
    assert "layout:" in out
    assert "moves the others a median" in out
    ratio = float(re.search(r"map\s*: [0-9.]+ \(([0-9.]+)x random\)", out)[1])  # type: ignore[index]
    assert ratio > 1.5


def test_a_title_leading_with_a_rendered_name_counts_as_leading() -> None:
    import titles

    # The corpus keeps the authors' LaTeX ("$\alpha$-MDF"); titles render it ("α-MDF").
    abstract = (
        "We propose $\\alpha$-MDF, an attention-based multimodal differentiable filter. "
        "$\\alpha$-MDF works."
    )
    rows = [{"title": "$\\alpha$-MDF: An Attention-based Filter", "abstract": abstract}]
    measured = titles.measure(rows, lambda derived, authors: 0.0)
    assert measured["titles"][0].startswith("α-MDF")
    assert measured["named"] == 1
    assert measured["name_leads"] == 1.0


def test_name_leads_are_counted_over_every_named_abstract() -> None:
    import titles

    rows = [
        {"title": "ZapNet: A Network", "abstract": "We propose ZapNet, a network. ZapNet works."},
        {"title": "Plain Title", "abstract": "We propose a network. It works."},
        {"title": "Gone: A Method", "abstract": "We propose a method. It works."},
    ]
    assert titles.name_leads_everywhere(rows) == (1.0, 1)
