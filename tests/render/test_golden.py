"""Golden files: the generated Markdown of a few seed papers, byte for byte.

Run with UPDATE_GOLDEN=1 to rewrite them after an intended change, then review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ..helpers import make_project, run_cli

GOLDEN = Path(__file__).parent / "golden"
# Math, bold-letter acronym, an \href link and a paper listed twice, plus the export itself.
NAMES = ["ZipRerank", "CAT-Q", "SC-FAGC", "EIC", "ParetoPO"]


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = make_project(tmp_path_factory.mktemp("golden"))
    result = run_cli(project, "generate")
    assert result.returncode == 0, result.stderr
    return project / "site_src"


def _compare(actual: str, golden: Path) -> None:
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(actual, encoding="utf-8")
    assert golden.exists(), f"{golden} missing: run with UPDATE_GOLDEN=1"
    assert actual == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", NAMES)
def test_paper_page_matches_golden(generated: Path, name: str) -> None:
    papers = json.loads((generated / "papers.json").read_text(encoding="utf-8"))["papers"]
    (paper,) = [p for p in papers if p.get("name") == name]
    page = (generated / f"{paper['url'].rstrip('/')}.md").read_text(encoding="utf-8")
    _compare(page, GOLDEN / f"{name}.md")


def test_home_page_matches_golden(generated: Path) -> None:
    _compare((generated / "index.md").read_text(encoding="utf-8"), GOLDEN / "index.md")
