"""The four real export samples of ../shared/formats/ and the seeds, built into one site by the
CLI: every given title and author list reaches papers.json and the pages, authors have pages,
tracks show, and the one unreadable record of the samples is skipped by name."""

from __future__ import annotations

import csv
import html
import json
import shutil
import subprocess
from importlib import resources
from pathlib import Path

import jsonschema
import pytest

from readinglist.extract.slugs import author_slug
from readinglist.parse.records import parse_records

from .helpers import ROOT, make_project, run_cli

FORMATS = ROOT.parent / "shared" / "formats"
SAMPLES = ("miniconf_papers.csv", "papercopilot_icml2018.json", "papercopilot_iclr2017.json",
           "openreview_v2_notes.json")  # fmt: skip
SCHEMA = resources.files("readinglist").joinpath("data", "papers.schema.json")
pytestmark = pytest.mark.skipif(
    not FORMATS.is_dir(), reason="../shared/formats/ (real export samples) is not beside the repo"
)


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = make_project(tmp_path_factory.mktemp("formats"))
    for name in SAMPLES:
        shutil.copy(FORMATS / name, project / "seeds" / name)
    return project


@pytest.fixture(scope="module")
def built(project: Path) -> subprocess.CompletedProcess[str]:
    return run_cli(project, "build", "--skip-invalid")


@pytest.fixture(scope="module")
def papers(project: Path, built: subprocess.CompletedProcess[str]) -> list[dict]:
    assert built.returncode == 0, built.stderr
    return json.loads((project / "site" / "papers.json").read_text("utf-8"))["papers"]


def _given(name: str) -> list[tuple[str, tuple[str, ...]]]:
    """(title, authors) of every readable record of a sample, as the reader reads them."""
    text = (FORMATS / name).read_text("utf-8")
    listings = parse_records(name, text, "", skip_invalid=True).listings
    return [(item.given.title, item.given.authors) for item in listings]  # type: ignore[union-attr]


def test_the_only_warning_names_the_unreadable_record(
    built: subprocess.CompletedProcess[str],
) -> None:
    assert built.returncode == 0, built.stderr
    warnings = [line for line in built.stderr.splitlines() if "skipped" in line]
    assert len(warnings) == 1
    assert "papercopilot_iclr2017.json:4532" in warnings[0]
    assert "neither a title nor an abstract" in warnings[0]


def test_papers_json_keeps_the_contract(papers: list[dict]) -> None:
    jsonschema.validate({"papers": papers}, json.loads(SCHEMA.read_text()))


def test_every_given_title_and_author_list_reaches_papers_json(papers: list[dict]) -> None:
    by_source = {(s["file"], s["position"]): p for p in papers for s in p["sources"]}
    for name in SAMPLES:
        for position, (title, authors) in enumerate(_given(name)):
            paper = by_source[(name, position)]
            assert paper["title"] == title
            assert paper["authors"] == list(authors)
            assert paper["title_derived"] is False


def test_mini_conf_rows_read_exactly_as_the_file_has_them(papers: list[dict]) -> None:
    with (FORMATS / "miniconf_papers.csv").open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    mine = [p for p in papers if any(s["file"] == "miniconf_papers.csv" for s in p["sources"])]
    assert [p["title"] for p in mine] == [" ".join(r["title"].split()) for r in rows]
    assert [p["authors"] for p in mine] == [r["authors"].split("|") for r in rows]


def test_the_same_paper_in_two_exports_is_one_paper(papers: list[dict]) -> None:
    both = [p for p in papers if {s["file"] for s in p["sources"]} >= {
        "miniconf_papers.csv", "papercopilot_icml2018.json"}]  # fmt: skip
    assert len(both) == 25
    assert all(p["conference"] == "ICML 2018" for p in both)
    derived = [p for p in papers if p["title_derived"]]
    assert derived
    assert all(p["authors"] == [] for p in derived)  # the seeds give no authors


def test_pages_show_title_authors_track_and_link_each_author(
    project: Path, papers: list[dict]
) -> None:
    site = project / "site"
    paper = next(p for p in papers if p["title"].startswith("$D^2$"))
    page = (site / paper["url"] / "index.html").read_text("utf-8")
    assert "<math><msup><mi>D</mi><mn>2</mn></msup></math>: Decentralized Training" in page
    for author in paper["authors"]:
        href = f'href="../../authors/{author_slug(author)}/"'
        assert f"{href}>{html.escape(author, quote=False)}</a>" in page
        author_page = (site / "authors" / author_slug(author) / "index.html").read_text("utf-8")
        assert f'href="../../{paper["url"]}"' in author_page
    assert '<span class="rl-badge" data-rl-facet="track">Oral</span>' in page
    assert (site / "authors" / "index.html").is_file()
    index = json.loads((site / "papers" / "index.json").read_text("utf-8"))
    assert {"Oral", "Poster", "Reject", "Workshop"} <= set(index["tracks"])
    filters = json.loads((site / "search-filters.json").read_text("utf-8"))
    assert "Oral" in filters["track"]


def test_a_paper_without_an_abstract_says_so(project: Path, papers: list[dict]) -> None:
    missing = [p for p in papers if not p["abstract_given"]]
    assert len(missing) == 2  # two ICML 2018 records give a title only
    page = (project / "site" / missing[0]["url"] / "index.html").read_text("utf-8")
    assert "The list gave no abstract for this paper." in page
