"""Tests for readinglist.extract.titlemodel: the split, the learned table shipped in the package,
and that the script rebuilds it byte for byte from the corpus."""

from __future__ import annotations

import gzip
import json
from importlib import resources
from pathlib import Path

import pytest

from readinglist.extract import titlemodel

from ..helpers import CORPUS, corpus_rows


def _rouge(derived: str, title: str) -> float:
    a, b = set(derived.lower().split()), set(title.lower().split())
    return 2 * len(a & b) / (len(a) + len(b)) if a and b else 0.0


ROWS = [
    {"conference": f"CONF {year}", "title": f"Graph Networks for Task {year}",
     "abstract": f"We propose graph networks for task {year}. Results are strong."}
    for year in range(1990, 2030)
]  # fmt: skip


def test_held_out_is_a_fixed_fifth_of_conference_years() -> None:
    names = [f"CONF {year}" for year in range(1900, 2100)]
    held = [name for name in names if titlemodel.held_out(name)]
    assert held == [name for name in names if titlemodel.held_out(name)]
    assert 0.1 < len(held) / len(names) < 0.3


def test_learning_never_reads_a_held_out_conference() -> None:
    rows = [*ROWS, {"conference": "HELD", "title": "Zyzzyva", "abstract": "zyzzyva " * 50}]
    held = next(c for c in (f"X {n}" for n in range(100)) if titlemodel.held_out(c))
    rows[-1]["conference"] = held
    table = titlemodel.learn(rows, _rouge)
    assert "zyzzyva" not in table["words"]  # type: ignore[operator]


def test_learning_reads_verbs_from_what_we_do() -> None:
    said = "We extend it. We also show it."
    rows = [{**row, "abstract": f"{row['abstract']} {said}"} for row in ROWS]
    verbs = titlemodel.learn(rows, _rouge)["verbs"]
    assert "extend" in verbs  # type: ignore[operator]
    assert "also" not in verbs  # type: ignore[operator]


def test_learning_reads_the_preposition_a_word_nearly_always_takes() -> None:
    said = "It gives rise to X. It gives rise to Y. It is on the rise, in theory."
    rows = [{**row, "abstract": f"{row['abstract']} {said}"} for row in ROWS]
    complements = titlemodel.learn(rows, _rouge)["complements"]
    assert complements["rise"] == "to"  # type: ignore[index]
    assert "theory" not in complements  # type: ignore[operator]


def test_learning_counts_no_half_of_a_word_a_pdf_broke() -> None:
    rows = [
        {**row, "abstract": f"{row['abstract']} A pro- cess and a prob(cid:173) lem are shown."}
        for row in ROWS
    ]
    words = titlemodel.learn(rows, _rouge)["words"]
    assert "cess" not in words  # type: ignore[operator]
    assert "lem" not in words  # type: ignore[operator]
    assert "problem" in words  # type: ignore[operator]


def test_learning_writes_the_same_bytes_twice(tmp_path: Path) -> None:
    for name in ("a", "b"):
        titlemodel.write(titlemodel.learn(ROWS, _rouge), tmp_path / name)
    assert (tmp_path / "a").read_bytes() == (tmp_path / "b").read_bytes()
    # Learning on other rows leaves the packaged table as the lookups' table.
    assert titlemodel.span_weights() == _packaged()["spans"]


def _packaged() -> dict[str, object]:
    data = resources.files("readinglist").joinpath("data", titlemodel.DATA).read_bytes()
    assert len(data) < 5 * 2**20
    return json.loads(gzip.decompress(data))  # type: ignore[no-any-return]


def test_the_packaged_table_holds_what_the_lookups_read() -> None:
    table = _packaged()
    assert {"words", "titles", "ends", "spans"} <= set(table)
    assert titlemodel.is_word("vertices")
    assert not titlemodel.is_word("tices")
    assert titlemodel.title_likeness("networks") > titlemodel.title_likeness("propose")
    assert titlemodel.rarely_ends("towards")
    assert not titlemodel.rarely_ends("learning")
    assert titlemodel.seldom_ends("robust")
    assert not titlemodel.seldom_ends("networks")
    assert {"verbs"} <= set(table)
    assert titlemodel.is_verb("extends")
    assert titlemodel.is_verb("matches")
    assert not titlemodel.is_verb("also")
    assert not titlemodel.is_verb("networks")
    assert titlemodel.complement("respect") == "to"
    assert titlemodel.complement("consisting") == "of"
    assert titlemodel.complement("networks") is None


@pytest.mark.slow
@pytest.mark.skipif(not CORPUS.is_file(), reason=f"the title corpus {CORPUS} is not here")
def test_the_packaged_table_is_what_the_script_builds_from_the_corpus(tmp_path: Path) -> None:
    rouge1 = titlemodel.corpus_rouge(CORPUS.parent)
    titlemodel.write(titlemodel.learn(corpus_rows(), rouge1), tmp_path / titlemodel.DATA)
    packaged = resources.files("readinglist").joinpath("data", titlemodel.DATA).read_bytes()
    assert (tmp_path / titlemodel.DATA).read_bytes() == packaged


def test_learning_leaves_no_title_step_remembering_its_table() -> None:
    # A title's steps cache what they read of the table; learning installs its own table for
    # a while, and whatever was read meanwhile must not outlive it.
    from readinglist.extract import titles

    titles.derive_title("We propose GraphNet, a graph network for task planning. It is fast.")
    remembering = [cached for cached in titlemodel._READERS if cached.cache_info().currsize]
    assert remembering
    titlemodel.learn(ROWS, _rouge)
    assert not [cached for cached in titlemodel._READERS if cached.cache_info().currsize]
