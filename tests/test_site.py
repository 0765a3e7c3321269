"""End to end: the seed lists become a complete site through the CLI and `mkdocs build --strict`."""

from __future__ import annotations

import json
import re
import statistics
import subprocess
import sys
from importlib import resources
from pathlib import Path

import jsonschema
import pytest

from .helpers import ROOT, make_project, run_cli, snapshot

# The contract ships with the package; the project's shared folder, where it is present beside
# the repository, holds the copy every consumer of papers.json reads.
SCHEMA = resources.files("readinglist").joinpath("data", "papers.schema.json")
SHARED_SCHEMA = ROOT.parent / "shared" / "papers.schema.json"

# Every seed abstract that carries a URL, with exactly the links its page must show.
SEED_LINKS = {
    "https://github.com/tsinghua-fib-lab/EIC": "code",
    "https://anonymous.4open.science/r/ZipRerank": "code",
    "https://github.com/Applied-Machine-Learning-Lab/ICML2026_ParetoPO": "code",
    "https://github.com/CASE-Lab-UMD/Pruning-on-Representations": "code",
    "https://github.com/EEthanShi/S3-GNN": "code",
    "https://github.com/Octobrist/CoPE": "code",
    "https://github.com/dooho00/graph-view-space": "code",
    "https://github.com/wzhSteve/EPC-AW": "code",
    "https://github.com/tianlwang/DynaSteer": "code",
    "https://github.com/IntelChina-AI/BitTern": "code",
}
FAIRDL = {
    "https://github.com/dtroxell19/FairDL-ICML-2026": "code",
    "https://dtroxell19.github.io/fairness_training/": "project",
}
NAMES = ["ZipRerank", "CAT-Q", "EPC-AW", "PePG", "OSAQ", "ParetoPO", "EIC", "DynaSteer"]


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_project(tmp_path_factory.mktemp("site"))


@pytest.fixture(scope="module")
def generated(project: Path) -> subprocess.CompletedProcess[str]:
    return run_cli(project, "generate")


@pytest.fixture(scope="module")
def built(project: Path, generated: subprocess.CompletedProcess[str]) -> Path:
    result = run_cli(project, "build", "--strict")
    assert result.returncode == 0, result.stderr
    return project / "site"


@pytest.fixture(scope="module")
def papers(project: Path, generated: subprocess.CompletedProcess[str]) -> list[dict]:
    assert generated.returncode == 0, generated.stderr
    return json.loads((project / "site_src" / "papers.json").read_text())["papers"]


def test_generate_prints_the_summary(generated: subprocess.CompletedProcess[str]) -> None:
    assert generated.returncode == 0, generated.stderr
    assert re.search(
        r"3 files, 57 abstracts read, 39 distinct papers, 18 duplicates merged, "
        r"11 papers with code, \d+ tags used",
        generated.stdout,
    ), generated.stdout


def test_papers_json_matches_the_schema(papers: list[dict], project: Path) -> None:
    data = json.loads((project / "site_src" / "papers.json").read_text())
    jsonschema.validate(data, json.loads(SCHEMA.read_text()))
    assert all(p["title_derived"] is True for p in papers)  # no list gives titles yet
    assert len(papers) == 39
    assert sum(len(p["sources"]) == 2 for p in papers) == 18
    assert sum(len(p["sources"]) for p in papers) == 57


def test_the_schema_is_published_beside_papers_json(built: Path) -> None:
    assert (built / "papers.schema.json").read_text("utf-8") == SCHEMA.read_text("utf-8")
    home = (built / "index.html").read_text("utf-8")
    assert 'href="papers.schema.json"' in home


def _properties(schema: dict) -> dict[str, dict]:
    return schema["properties"]["papers"]["items"]["properties"]  # type: ignore[no-any-return]


@pytest.mark.skipif(
    not SHARED_SCHEMA.is_file(),
    reason=f"the shared contract {SHARED_SCHEMA} is not beside this checkout",
)
def test_the_packaged_schema_keeps_every_field_of_the_shared_contract() -> None:
    ours, shared = json.loads(SCHEMA.read_text("utf-8")), json.loads(SHARED_SCHEMA.read_text())
    item, shared_item = (
        ours["properties"]["papers"]["items"],
        shared["properties"]["papers"]["items"],
    )
    assert set(shared_item["required"]) <= set(item["required"])
    for name, field in _properties(shared).items():
        assert _properties(ours)[name] == field, name


def test_papers_json_has_one_paper_a_line(papers: list[dict], project: Path) -> None:
    lines = (project / "site_src" / "papers.json").read_text().splitlines()
    assert lines[0] == '{"papers": ['
    assert lines[-1] == "]}"
    assert [json.loads(line.rstrip(",")) for line in lines[1:-1]] == papers


def test_every_url_abstract_shows_exactly_its_links(papers: list[dict]) -> None:
    with_links = [p for p in papers if p["links"]]
    assert len(with_links) == 11
    seen: dict[str, str] = {}
    for paper in with_links:
        links = {link["url"]: link["kind"] for link in paper["links"]}
        if "https://github.com/dtroxell19/FairDL-ICML-2026" in links:
            assert links == FAIRDL
        else:
            assert len(links) == 1, links
            seen.update(links)
    assert seen == SEED_LINKS


def test_titles_lead_with_method_names(papers: list[dict]) -> None:
    titles = [p["title"] for p in papers]
    for name in NAMES:
        assert any(t.startswith(name) for t in titles), (name, titles)
    assert len({t.lower() for t in titles}) == len(titles)
    for title in titles:
        assert 8 <= len(title) <= 120
        assert not re.search(r"[$\\{}]|\*\*", title), title


def test_tags_and_related(papers: list[dict]) -> None:
    ids = {p["id"] for p in papers}
    for paper in papers:
        assert 1 <= len(paper["tags"]) <= 5
        assert len(paper["similar"]) == 5
        assert set(paper["similar"]) <= ids - {paper["id"]}


def test_strict_build_writes_every_page(built: Path, papers: list[dict]) -> None:
    for paper in papers:
        page = built / paper["url"] / "index.html"
        html = page.read_text()
        assert "<h1" in html
        assert "Abstract" in html
    assert (built / "papers.json").exists()
    assert (built / "papers" / "index.html").exists()
    assert (built / "tags" / "index.html").exists()
    assert (built / "search" / "search_index.json").exists()


def test_math_renders_to_mathml(built: Path, papers: list[dict]) -> None:
    math_papers = [p for p in papers if "$" in p["abstract"]]
    assert math_papers
    for paper in math_papers:
        html = (built / paper["url"] / "index.html").read_text()
        article = html.split("<article", 1)[1].split("</article>", 1)[0]
        assert "<math" in article
        text = re.sub(r"<math.*?</math>", "", article, flags=re.S)
        assert not re.search(r"\$[^$<]{1,40}\$", text), paper["title"]


def test_no_request_leaves_the_site(built: Path) -> None:
    for page in built.rglob("*.html"):
        html = page.read_text()
        for url in re.findall(r'<(?:script|link|img)[^>]+(?:src|href)="([^"]+)"', html):
            assert not re.match(r"(?:https?:)?//", url), (page, url)


def test_paper_pages_share_their_frame_and_run_no_inline_script(
    built: Path, papers: list[dict]
) -> None:
    """Paper pages take what only scripts use from assets/frame.js (issue 30: ≤ 8 KB a page)."""
    sizes = []
    for paper in papers:
        html = (built / paper["url"] / "index.html").read_text("utf-8")
        sizes.append(len(html.encode("utf-8")))
        scripts = re.findall(r"<script([^>]*)>", html)
        assert all("src=" in a or 'type="application/json"' in a for a in scripts), paper["url"]
        assert "'sha256-" not in html  # so the policy allows no inline script at all
        assert html.count('src="../../assets/frame.js"') == 1
        assert html.count('<article class="md-content__inner md-typeset">') == 1
        assert 'class="md-tabs rl-tabs"' in html
    assert statistics.median(sizes) <= 8 * 1024
    frame = (built / "assets" / "frame.js").read_text("utf-8")
    for part in ("palette", "rl-search", "md-top", "__md_scope", "header-topic"):
        assert part in frame
    assert "{{" not in frame
    assert "{%" not in frame


def test_two_generations_are_byte_identical(project: Path, generated) -> None:
    first = snapshot(project / "site_src")
    again = run_cli(project, "generate")
    assert again.returncode == 0
    assert "seeds unchanged, nothing rewritten" in again.stdout
    forced = run_cli(project, "generate", "--report")  # a full run, not the unchanged shortcut
    assert forced.returncode == 0
    assert "0 files written" in forced.stdout
    assert snapshot(project / "site_src") == first


def test_fresh_generation_is_byte_identical(tmp_path: Path, project: Path, generated) -> None:
    other = make_project(tmp_path / "other")
    assert run_cli(other, "generate").returncode == 0
    assert snapshot(other / "site_src") == snapshot(project / "site_src")


def test_plain_mkdocs_build_generates_the_site(tmp_path: Path) -> None:
    fresh = make_project(tmp_path / "plain")
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict"],
        cwd=fresh, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert (fresh / "site" / "papers" / "ziprerank" / "index.html").exists()
    assert "39 distinct papers" in result.stderr


def test_published_build_has_a_sitemap_and_titles(tmp_path: Path, papers: list[dict]) -> None:
    project = make_project(tmp_path / "published")
    url = "https://example.github.io/readinglist/"
    result = run_cli(project, "build", env={"READINGLIST_SITE_URL": url})
    assert result.returncode == 0, result.stderr
    sitemap = (project / "site" / "sitemap.xml").read_text()
    for paper in papers:
        assert f"<loc>{url}{paper['url']}</loc>" in sitemap
    page = (project / "site" / papers[0]["url"] / "index.html").read_text()
    title = re.search(r"<title>(.*?)</title>", page).group(1)
    assert title.startswith(papers[0]["title"][:20])
    assert '<meta name="description" content="' in page


def test_material_search_index_holds_no_generated_page(built: Path) -> None:
    """Paper, tag and author pages stay out of Material's lunr index (nothing loads it; the
    header search is Pagefind's): only the hand-written and section pages are in it."""
    docs = json.loads((built / "search" / "search_index.json").read_text())["docs"]
    paths = {doc["location"].split("#")[0].strip("/") for doc in docs}
    assert "about" in paths
    sections = ("papers", "tags", "authors")
    generated = [p for p in paths if p.count("/") == 1 and p.split("/")[0] in sections]
    assert generated == []
