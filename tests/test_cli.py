"""The command line: exit codes, messages that name the file, no tracebacks for user mistakes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import make_project, run_cli, snapshot


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return make_project(tmp_path / "project")


def test_help_lists_every_command(project: Path) -> None:
    result = run_cli(project, "--help")
    assert result.returncode == 0
    for command in ("generate", "build", "serve", "check-size"):
        assert command in result.stdout


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("Caf\u00e9\n".encode("latin-1"), "bad.txt:1: not valid UTF-8 (byte offset 3)"),
        (b"\x00\x01\x02binary", "bad.txt:1: contains control character"),
    ],
)
def test_bad_seed_file_exits_2_and_names_it(project: Path, content: bytes, expected: str) -> None:
    (project / "seeds" / "bad.txt").write_bytes(content)
    for command in (["generate"], ["build"]):
        result = run_cli(project, *command)
        assert result.returncode == 2, result.stderr
        assert expected in result.stderr
        assert "Re-save" in result.stderr or "remove it" in result.stderr.lower()
        assert "Traceback" not in result.stderr + result.stdout


def test_missing_seeds_folder_exits_2(project: Path) -> None:
    result = run_cli(project, "generate", "--seeds", "nowhere")
    assert result.returncode == 2
    assert "nowhere: seeds folder not found" in result.stderr
    assert "Traceback" not in result.stderr


def test_seeds_option_picks_another_folder(project: Path, tmp_path: Path) -> None:
    other = tmp_path / "other seeds"
    other.mkdir()
    (other / "list.txt").write_text(
        "NeurIPS 2025 Papers\n\nWe propose FooNet, a network for bar prediction that learns "
        "to predict bars from sparse and noisy sensor readings.\n"
    )
    result = run_cli(project, "generate", "--seeds", str(other))
    assert result.returncode == 0, result.stderr
    assert "1 files, 1 abstracts read, 1 distinct papers" in result.stdout
    assert "NeurIPS 2025" in (project / "site_src" / "papers.json").read_text()


def test_empty_file_warns_and_the_rest_builds(project: Path) -> None:
    (project / "seeds" / "empty.txt").write_text("ICML 2026 Papers\n\n")
    result = run_cli(project, "generate")
    assert result.returncode == 0
    assert "empty.txt: no abstracts found" in result.stderr
    assert "39 distinct papers" in result.stdout


def test_missing_config_exits_2(project: Path) -> None:
    result = run_cli(project, "generate", "-f", "missing.yml")
    assert result.returncode == 2
    assert "missing.yml" in result.stderr


def test_a_quiet_strict_build_still_fails_on_a_warning(project: Path) -> None:
    (project / "seeds" / "empty.txt").write_text("\n")  # a warning: fatal under --strict
    result = run_cli(project, "build", "--strict", "-q")
    assert result.returncode != 0
    assert "empty.txt" in result.stderr
    (project / "seeds" / "empty.txt").unlink()


def test_failed_build_leaves_the_previous_site_as_it_was(project: Path) -> None:
    assert run_cli(project, "build").returncode == 0
    before = snapshot(project / "site")
    (project / "seeds" / "empty.txt").write_text("\n")  # a warning: fatal under --strict
    result = run_cli(project, "build", "--strict")
    assert result.returncode != 0
    assert snapshot(project / "site") == before
    assert not (project / ".site.staging").exists()


def test_report_lists_the_quality_signals(project: Path) -> None:
    (project / "seeds" / "extra.txt").write_text(
        "NeurIPS 2025 Papers\n\n"
        "We study how sparse attention kernels behave on long inputs, and we report a broken "
        "link https: //github.com/ x/y for the code of every experiment in this work.\n\n"
        "We propose HugeNet, a model.\n"
    )
    result = run_cli(project, "generate", "--report")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    plain = out.split("Titles in a plain form", 1)[1].split("Titles that fell back", 1)[0]
    assert "extra.txt:5" in plain  # "HugeNet: a model" says nothing: the name alone stands in
    for heading in (
        "Titles that fell back to the opening phrase",
        "URLs that look broken",
        "Near-duplicate merges",
        "Papers with only a generic tag",
    ):
        assert heading in out
    assert "extra.txt:3" in out.split("URLs that look broken", 1)[1].split("Near-duplicate", 1)[0]


def test_the_command_ends_at_once_with_its_output_flushed_and_its_code() -> None:
    script = (
        "import sys\nfrom readinglist.cli import finish\n"
        "print('out', end='')\nprint('err', end='', file=sys.stderr)\nfinish(3)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert (done.returncode, done.stdout, done.stderr) == (3, "out", "err")
