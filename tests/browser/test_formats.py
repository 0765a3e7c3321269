"""Lists with authors and tracks in a real browser: the four export samples of ../shared/formats/
and the seeds as one site; authors show and are searched, the track filters, author pages link."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from ..helpers import ROOT, make_project, run_cli
from .conftest import open_papers, search_for, serve, site_papers

FORMATS = ROOT.parent / "shared" / "formats"
ROWS = '[data-testid="paper-row"]'
pytestmark = pytest.mark.skipif(
    not FORMATS.is_dir(), reason="../shared/formats/ (real export samples) is not beside the repo"
)


@pytest.fixture(scope="module")
def formats_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = make_project(tmp_path_factory.mktemp("formats-site"))
    for sample in FORMATS.glob("*.*"):
        if sample.suffix in (".csv", ".json"):
            shutil.copy(sample, project / "seeds" / sample.name)
    # One record of the samples has neither a title nor an abstract: skipped, by name.
    result = run_cli(project, "build", "--skip-invalid")
    assert result.returncode == 0, result.stderr
    return project / "site"


@pytest.fixture(scope="module")
def formats_url(formats_site: Path) -> Iterator[str]:
    yield from serve(formats_site)


def test_the_track_filter_leaves_that_track_and_survives_a_reload(
    page: Any, formats_url: str, formats_site: Path, screenshot: Any
) -> None:
    papers = site_papers(formats_site)
    orals = [p for p in papers if p["track"] == "Oral"]
    open_papers(page, formats_url + "papers/")
    page.get_by_test_id("filter-track").select_option("Oral")
    expect(page).to_have_url(f"{formats_url}papers/?track=Oral")
    expect(page.get_by_test_id("paper-count")).to_contain_text(str(len(orals)))
    badges = page.locator(f"{ROWS} [data-testid=track-badge]").all_inner_texts()
    assert badges
    assert set(badges) == {"Oral"}
    screenshot("formats-papers-oral")
    page.reload()
    page.locator('[data-testid="papers"][data-ready="true"]').wait_for(timeout=30_000)
    expect(page.get_by_test_id("filter-track")).to_have_value("Oral")
    expect(page.get_by_test_id("paper-count")).to_contain_text(str(len(orals)))


def test_rows_show_authors_and_words_find_an_authors_papers(
    page: Any, formats_url: str, formats_site: Path
) -> None:
    papers = site_papers(formats_site)
    snell = [p for p in papers if "Jake Snell" in p["authors"]]
    assert snell
    open_papers(page, formats_url + "papers/")
    page.get_by_test_id("filter-text").press_sequentially("jake snell", delay=10)
    expect(page.locator(ROWS)).to_have_count(len(snell))
    expect(page.locator(f"{ROWS} [data-testid=paper-authors]").first).to_contain_text("Jake Snell")


def test_searching_an_authors_name_finds_their_paper(page: Any, formats_url: str) -> None:
    results = search_for(page, formats_url, "Swersky")
    expect(results.first).to_contain_text("Prototypical Networks for Few-shot Learning")


def test_an_author_link_opens_their_page_with_their_papers(
    page: Any, formats_url: str, formats_site: Path
) -> None:
    paper = next(p for p in site_papers(formats_site) if p["title"].startswith("Prototypical"))
    page.goto(formats_url + paper["url"])
    page.locator("a.rl-author", has_text="Kevin Swersky").click()
    expect(page.locator("h1")).to_contain_text("Kevin Swersky")
    expect(page.locator("article a", has_text="Prototypical Networks")).to_have_count(1)


def test_exports_carry_the_authors(
    page: Any, formats_url: str, formats_site: Path, tmp_path: Path
) -> None:
    paper = next(p for p in site_papers(formats_site) if p["title"].startswith("Prototypical"))
    page.goto(formats_url + paper["url"])
    page.get_by_test_id("save-paper").click()
    page.goto(formats_url + "reading-list/")
    page.locator('[data-testid="reading-list"][data-ready="true"]').wait_for(timeout=30_000)
    with page.expect_download() as info:
        page.get_by_test_id("export-bibtex").click()
    target = tmp_path / info.value.suggested_filename
    info.value.save_as(target)
    assert "  author = {Jake Snell and Kevin Swersky and Richard Zemel}" in target.read_text(
        "utf-8"
    )
    with page.expect_download() as info:
        page.get_by_test_id("export-csv").click()
    info.value.save_as(tmp_path / "list.csv")
    text = (tmp_path / "list.csv").read_text("utf-8")
    assert '"Jake Snell; Kevin Swersky; Richard Zemel"' in text
