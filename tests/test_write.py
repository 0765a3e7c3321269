"""Write stage: only changed files are written, stale generated files go, foreign files stay."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from readinglist.errors import InputError, OutputError
from readinglist.write import MANIFEST, Staged, Staging, read_seeds, write_site


def test_writes_files_and_manifest(tmp_path: Path) -> None:
    stats = write_site(tmp_path, {"index.md": "# Home\n", "papers/a.md": "A\n"})
    assert (stats.written, stats.unchanged, stats.removed) == (2, 0, 0)
    assert (tmp_path / "papers/a.md").read_text() == "A\n"
    assert (tmp_path / MANIFEST).exists()
    assert oct((tmp_path / "papers/a.md").stat().st_mode & 0o777) == "0o644"


def test_unchanged_files_are_not_rewritten(tmp_path: Path) -> None:
    files = {"index.md": "# Home\n", "papers/a.md": "A\n"}
    write_site(tmp_path, files)
    page = tmp_path / "papers/a.md"
    os.utime(page, (1_000_000, 1_000_000))
    stats = write_site(tmp_path, files)
    assert (stats.written, stats.unchanged) == (0, 2)
    assert page.stat().st_mtime == 1_000_000


def test_stale_generated_pages_are_removed(tmp_path: Path) -> None:
    write_site(tmp_path, {"index.md": "x", "papers/a.md": "A", "papers/b.md": "B"})
    stats = write_site(tmp_path, {"index.md": "x", "papers/a.md": "A"})
    assert stats.removed == 1
    assert not (tmp_path / "papers/b.md").exists()


def test_hand_written_files_are_never_touched(tmp_path: Path) -> None:
    (tmp_path / "about.md").write_text("mine")
    (tmp_path / "papers").mkdir()
    (tmp_path / "papers/notes.md").write_text("mine too")
    write_site(tmp_path, {"index.md": "x", "papers/a.md": "A"})
    write_site(tmp_path, {"index.md": "y"})
    assert (tmp_path / "about.md").read_text() == "mine"
    assert (tmp_path / "papers/notes.md").read_text() == "mine too"


def test_refuses_to_overwrite_a_foreign_file(tmp_path: Path) -> None:
    (tmp_path / "index.md").write_text("my own home page")
    with pytest.raises(OutputError, match="index.md"):
        write_site(tmp_path, {"index.md": "generated", "papers/a.md": "A"})
    assert (tmp_path / "index.md").read_text() == "my own home page"
    assert not (tmp_path / "papers").exists()


def test_a_foreign_file_late_in_a_stream_stops_the_write_before_anything_lands(
    tmp_path: Path,
) -> None:
    (tmp_path / "index.md").write_text("my own home page")
    stream = iter([("papers/a.md", "A"), ("papers/b.md", "B"), ("index.md", "generated")])
    with pytest.raises(OutputError, match="index.md"):
        write_site(tmp_path, stream)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index.md"]


def test_a_stream_writes_as_it_goes_and_the_last_text_of_a_path_wins(tmp_path: Path) -> None:
    seen = []

    def files() -> Iterator[tuple[str, str]]:
        for name, text in [("papers/a.md", "old"), ("index.md", "x"), ("papers/a.md", "new")]:
            seen.append(name)
            yield name, text

    stats = write_site(tmp_path, files())
    assert seen == ["papers/a.md", "index.md", "papers/a.md"]
    assert (tmp_path / "papers/a.md").read_text() == "new"
    assert (stats.written, stats.files) == (2, ("index.md", "papers/a.md"))
    assert json.loads((tmp_path / MANIFEST).read_text())["files"] == ["index.md", "papers/a.md"]


def _staged_moves(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The docs-folder paths that write_site moves out of its staging folder."""
    moves: list[str] = []
    real = os.replace

    def replace(source: str, target: str) -> None:
        if ".rl-staging-" in str(source):
            moves.append(str(target))
        real(source, target)

    monkeypatch.setattr(os, "replace", replace)
    return moves


def test_a_folder_the_docs_folder_lacks_moves_into_place_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    moves = _staged_moves(monkeypatch)
    files = {"index.md": "x", "papers/a.md": "A", "papers/b.md": "B", ".search/papers/a.html": "S"}
    write_site(tmp_path, files)
    moved = ("index.md", "papers", ".search")
    assert sorted(moves) == sorted(str(tmp_path / name) for name in moved)
    for name, text in files.items():
        assert (tmp_path / name).read_text() == text
        assert oct((tmp_path / name).stat().st_mode & 0o777) == "0o644"
    # Into folders that are there now, changed files move one by one.
    moves.clear()
    write_site(tmp_path, files | {"papers/b.md": "B2", "papers/c.md": "C"})
    assert sorted(moves) == [str(tmp_path / "papers/b.md"), str(tmp_path / "papers/c.md")]


def test_only_the_missing_part_of_a_folder_path_moves_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / ".search").mkdir()
    (tmp_path / ".search/mine.txt").write_text("mine")
    moves = _staged_moves(monkeypatch)
    write_site(tmp_path, {".search/papers/a.html": "A", ".search/papers/b.html": "B"})
    assert moves == [str(tmp_path / ".search/papers")]
    assert (tmp_path / ".search/mine.txt").read_text() == "mine"
    assert (tmp_path / ".search/papers/b.html").read_text() == "B"


def test_read_seeds_sorted_and_relative(tmp_path: Path) -> None:
    (tmp_path / "b list.txt").write_bytes(b"B")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a\u00e9.txt").write_bytes(b"A")
    (tmp_path / "ignored.md").write_bytes(b"nope")
    assert [s.name for s in read_seeds(tmp_path)] == ["b list.txt", "sub/a\u00e9.txt"]


def test_missing_or_empty_seeds_folder_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="not found"):
        read_seeds(tmp_path / "nope")
    with pytest.raises(InputError, match="no .txt"):
        read_seeds(tmp_path)


def test_files_staged_beforehand_land_as_written_ones_do(tmp_path: Path) -> None:
    # What the render workers do: stage a page themselves, and hand write_site the result.
    (tmp_path / "papers").mkdir()
    (tmp_path / "papers/same.md").write_text("S")
    write_site(tmp_path, {"papers/same.md": "S", "papers/old.md": "O"})
    with Staging(tmp_path) as staging:
        files = [
            ("papers/same.md", staging.stage("papers/same.md", "S")),
            ("papers/old.md", staging.stage("papers/old.md", "O2")),
            (".search/papers/a.html", staging.stage(".search/papers/a.html", "D")),
            ("index.md", "x"),
        ]
        assert [text for _, text in files[:3]] == [Staged(True), Staged(False), Staged(None)]
        stats = write_site(tmp_path, files, staging=staging)
    assert (stats.written, stats.unchanged) == (3, 1)
    assert (tmp_path / "papers/old.md").read_text() == "O2"
    assert (tmp_path / ".search/papers/a.html").read_text() == "D"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".rl-staging-")]


def test_a_staged_file_over_a_foreign_one_stops_the_write(tmp_path: Path) -> None:
    (tmp_path / "papers").mkdir()
    (tmp_path / "papers/a.md").write_text("mine")
    with pytest.raises(OutputError, match="a.md"), Staging(tmp_path) as staging:
        write_site(tmp_path, [("papers/a.md", staging.stage("papers/a.md", "A"))], None, staging)
    assert (tmp_path / "papers/a.md").read_text() == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["papers"]


@pytest.mark.parametrize("umask", [0o022, 0o002, 0o000])
def test_files_are_not_made_readable_again_when_the_umask_leaves_them_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, umask: int
) -> None:
    def no_chmod(handle: int, mode: int) -> None:
        raise AssertionError("fchmod called although the umask keeps 0644")

    monkeypatch.setattr(os, "fchmod", no_chmod)
    old = os.umask(umask)
    try:
        write_site(tmp_path, {"index.md": "x", "papers/a.md": "A"})
    finally:
        os.umask(old)
    assert oct((tmp_path / "papers/a.md").stat().st_mode & 0o777) == "0o644"


@pytest.mark.parametrize("umask", [0o077, 0o027, 0o004])
def test_files_are_world_readable_whatever_the_umask(tmp_path: Path, umask: int) -> None:
    old = os.umask(umask)
    try:
        write_site(tmp_path, {"index.md": "x", "papers/a.md": "A"})
    finally:
        os.umask(old)
    for name in ("index.md", "papers/a.md"):
        assert oct((tmp_path / name).stat().st_mode & 0o777) == "0o644"


def test_an_unreadable_umask_counts_as_one_that_takes_bits_away(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from readinglist import write

    monkeypatch.setattr(write, "_umask", lambda: None)
    with Staging(tmp_path) as staging:
        assert staging.chmod


def test_the_umask_is_read_as_set() -> None:
    from readinglist import write

    old = os.umask(0o027)
    try:
        assert write._umask() in (0o027, None)  # None where /proc does not report it
    finally:
        os.umask(old)


@pytest.mark.parametrize("flush", [1, 7, 1 << 20])
def test_a_file_staged_part_by_part_holds_the_parts_in_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flush: int
) -> None:
    from readinglist.write import StagedStream

    monkeypatch.setattr(StagedStream, "_FLUSH", flush)
    parts = ["{", "é" * 5, "", "line\n" * 3, "}"]
    with Staging(tmp_path) as staging:
        stream = staging.open("data/papers.json")
        for part in parts:
            stream.write(part)
        staged = stream.close()
        assert staged == Staged(None)
        stats = write_site(tmp_path, [("data/papers.json", staged)], staging=staging)
    assert (tmp_path / "data/papers.json").read_bytes() == "".join(parts).encode("utf-8")
    assert oct((tmp_path / "data/papers.json").stat().st_mode & 0o777) == "0o644"
    assert stats.written == 1


def test_a_file_staged_part_by_part_that_the_docs_folder_holds_is_not_rewritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from readinglist.write import StagedStream

    monkeypatch.setattr(StagedStream, "_FLUSH", 3)
    write_site(tmp_path, {"papers.json": "abcdefgh"})
    page = tmp_path / "papers.json"
    os.utime(page, (1_000_000, 1_000_000))
    for text, held in (("abcdefgh", True), ("abcdefgX", False), ("abc", False)):
        with Staging(tmp_path) as staging:
            stream = staging.open("papers.json")
            for part in (text[:4], text[4:]):
                stream.write(part)
            staged = stream.close()
            assert staged == Staged(held)
            # A held file stays out of the staging folder: nothing moves for it.
            assert os.path.exists(os.path.join(staging.path, "papers.json")) is (not held)
    assert page.stat().st_mtime == 1_000_000


def test_a_discarded_stream_leaves_nothing_behind(tmp_path: Path) -> None:
    with Staging(tmp_path) as staging:
        stream = staging.open("papers.json")
        stream.write("partial")
        stream.discard()
        folder = staging.path
    assert not os.path.exists(folder)
    assert not (tmp_path / "papers.json").exists()
