"""Hostile abstracts, built into a real site: shown as text, never executed, never a bad link."""

from __future__ import annotations

import html
import json
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

from .helpers import make_project, run_cli

HOSTILE = Path(__file__).parent / "corpus" / "hostile"
_ARTICLE = re.compile(r"<article[^>]*>(.*?)</article>", re.S)
_BAD_URL = re.compile(
    r"""<[^>]*\s(?:href|src|action|formaction)\s*=\s*["']?\s*(?:javascript|data|vbscript):""",
    re.I,
)
_EVENT_ATTRIBUTE = re.compile(r"<[^>]*\son[a-z]+\s*=", re.I)
# Words of the abstract a reader must see; LaTeX command names (after a backslash) render away.
_WORD = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{4,}")


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    seeds = tmp_path_factory.mktemp("hostile-seeds")
    for attack in sorted(HOSTILE.glob("*.txt")):
        shutil.copy(attack, seeds / attack.name)
    project = make_project(tmp_path_factory.mktemp("hostile"), seeds)
    result = run_cli(project, "build", "--strict")
    assert result.returncode == 0, result.stderr
    return project


def _pages(project: Path) -> list[tuple[dict, str]]:
    papers = json.loads((project / "site" / "papers.json").read_text())["papers"]
    return [(p, (project / "site" / p["url"] / "index.html").read_text()) for p in papers]


def test_every_attack_file_became_a_page(hostile_site: Path) -> None:
    papers = json.loads((hostile_site / "site" / "papers.json").read_text())["papers"]
    files = {s["file"] for p in papers for s in p["sources"]}
    assert files == {attack.name for attack in HOSTILE.glob("*.txt")}


def test_no_live_markup_from_content(hostile_site: Path) -> None:
    for paper, page in _pages(hostile_site):
        (article,) = _ARTICLE.findall(page)
        assert not re.search(
            r"<(script|iframe|object|embed|style|form|svg|img)\b", article, re.I
        ), paper["sources"]
        assert not _EVENT_ATTRIBUTE.search(article), paper["sources"]
        assert not _BAD_URL.search(page), paper["sources"]


def test_attack_text_is_still_visible(hostile_site: Path) -> None:
    for paper, page in _pages(hostile_site):
        (article,) = _ARTICLE.findall(page)
        text = html.unescape(re.sub(r"<[^>]+>", " ", article))
        words = set(_WORD.findall(paper["abstract"]))
        missing = {w for w in words if w not in text}
        assert not missing, (paper["sources"], sorted(missing)[:10])


class _Tags(HTMLParser):
    """Every start tag of a page with its attributes, as a browser's parser sees them."""

    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.scripts: list[str] = []
        self._in_script = False
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))
        self._in_script = tag == "script"

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.scripts.append(data)

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False


def test_no_live_markup_outside_the_article_either(hostile_site: Path) -> None:
    # Material prints the page title and description into <head> and the header bar.
    for paper, page in _pages(hostile_site):
        parsed = _Tags(page)
        for tag, attrs in parsed.tags:
            assert tag not in ("iframe", "object", "embed", "style", "img"), paper["sources"]
            for name, value in attrs:
                assert not name.startswith("on"), (paper["sources"], tag, name)
                if name in ("href", "src", "action", "formaction") and value:
                    scheme = value.strip().lower().split(":", 1)[0]
                    assert scheme not in ("javascript", "data", "vbscript"), paper["sources"]
        assert not any("alert" in script for script in parsed.scripts), paper["sources"]


def test_every_page_carries_a_content_security_policy(hostile_site: Path) -> None:
    for _, page in _pages(hostile_site):
        head = page.split("<head>", 1)[1]
        assert head.startswith('<meta http-equiv="Content-Security-Policy"')


def test_every_page_keeps_its_front_matter(hostile_site: Path) -> None:
    # A character YAML refuses (DEL, a C1 control, U+FFFE) in a title made MkDocs drop the
    # front matter, silently: the page lost its title and showed the YAML as text.
    for paper, page in _pages(hostile_site):
        assert f"<title>{html.escape(paper['title'])} - " in page, paper["sources"]
        assert "readinglist: paper" not in page, paper["sources"]
