"""Helpers for end-to-end tests: a throwaway copy of the project and the CLI run in it."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
from pathlib import Path

from readinglist.extract.titlemodel import read_corpus

ROOT = Path(__file__).resolve().parent.parent
HAND_WRITTEN = ("about.md", "assets")


def make_project(target: Path, seeds: Path | None = None) -> Path:
    """A copy of mkdocs.yml, the hand-written docs and the seeds (or other seeds) in target."""
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "mkdocs.yml", target / "mkdocs.yml")
    if seeds is None:
        shutil.copy(ROOT / "slugs.lock", target / "slugs.lock")
    (target / "site_src").mkdir(exist_ok=True)
    for name in HAND_WRITTEN:
        source = ROOT / "site_src" / name
        if source.is_dir():
            shutil.copytree(source, target / "site_src" / name, dirs_exist_ok=True)
        else:
            shutil.copy(source, target / "site_src" / name)
    shutil.copytree(seeds or ROOT / "seeds", target / "seeds", dirs_exist_ok=True)
    return target


def set_plugin_option(project: Path, line: str) -> None:
    """Add an option line (`paper_frames: false`) to the readinglist plugin in the project's
    mkdocs.yml."""
    config = project / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    anchor = "      related: 5\n"
    assert anchor in text, "mkdocs.yml no longer sets `related` under the plugin"
    config.write_text(text.replace(anchor, f"{anchor}      {line}\n"), encoding="utf-8")


def run_cli(
    project: Path, *args: str, timeout: float = 600, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run `readinglist ARGS` in the project folder, as a user would (env adds variables)."""
    return subprocess.run(
        [sys.executable, "-m", "readinglist", *args],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        env={**os.environ, **(env or {})},
    )


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under folder, by relative path."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


# The real titles and abstracts shared beside the repository (../shared/corpus); tests that need
# them skip where they are absent.
CORPUS = ROOT.parent / "shared" / "corpus" / "titles.jsonl.gz"


@functools.lru_cache(maxsize=1)
def corpus_rows() -> list[dict[str, str]]:
    return read_corpus(CORPUS.parent)
