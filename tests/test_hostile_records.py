"""Hostile exports, built into a real site: titles, authors, keywords and tracks with HTML,
Markdown or script in them are shown as text on every page that shows them, never run; link
fields that are not http(s) are not links."""

from __future__ import annotations

import csv
import html
import io
import json
import re
from pathlib import Path

import pytest

from .helpers import make_project, run_cli
from .test_hostile import _Tags

_TITLE = '<script>alert("t")</script> **Bold** [x](javascript:alert(1)) {: onclick="alert(2)" }'
_AUTHOR = '<img src=x onerror=alert("a")> Eve'
_KEYWORD = "<b>kw</b> *star*"
_TRACK = '<iframe src="javascript:alert(3)">Oral'
_ABSTRACT = (
    "We study hostile metadata in paper lists, where titles and author names carry markup that "
    "a careless generator would render as live HTML on every page that shows them."
)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    seeds = tmp_path_factory.mktemp("hostile-record-seeds")
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["title", "authors", "abstract", "keywords", "status", "pdf", "code"])
    bad_links = ["javascript:alert(4)", "data:text/html,<script>alert(5)</script>"]
    writer.writerow([_TITLE, f"{_AUTHOR}|Ann Lee", _ABSTRACT, _KEYWORD, _TRACK, *bad_links])
    (seeds / "hostile.csv").write_text(out.getvalue(), encoding="utf-8")
    (seeds / "hostile.json").write_text(json.dumps([{
        "title": "Second " + _TITLE, "authors": [_AUTHOR], "abstract": _ABSTRACT + " Again.",
    }]), encoding="utf-8")  # fmt: skip
    project = make_project(tmp_path_factory.mktemp("hostile-records"), seeds)
    result = run_cli(project, "build", "--strict")
    assert result.returncode == 0, result.stderr
    return project / "site"


def _shown(site: Path) -> list[Path]:
    """Every page that shows a title, an author, a keyword or a track of the lists."""
    papers = json.loads((site / "papers.json").read_text("utf-8"))["papers"]
    pages = [site / p["url"] / "index.html" for p in papers]
    pages += sorted((site / "authors").rglob("index.html"))
    return pages + [site / "tags" / "index.html", site / "index.html"]


def test_no_live_markup_on_any_page_that_shows_the_fields(site: Path) -> None:
    for path in _shown(site):
        parsed = _Tags(path.read_text("utf-8"))
        for tag, attrs in parsed.tags:
            assert tag not in ("iframe", "object", "embed", "img"), (path, tag)
            for name, value in attrs:
                assert not name.startswith("on"), (path, tag, name)
                if name in ("href", "src", "action", "formaction") and value:
                    scheme = value.strip().lower().split(":", 1)[0]
                    assert scheme not in ("javascript", "data", "vbscript"), (path, value)
        assert not any("alert" in script for script in parsed.scripts), path


def test_the_fields_are_shown_as_text(site: Path) -> None:
    papers = json.loads((site / "papers.json").read_text("utf-8"))["papers"]
    first = next(p for p in papers if p["title"] == _TITLE)
    assert first["authors"] == [_AUTHOR, "Ann Lee"]
    assert first["track"] == _TRACK
    assert first["links"] == []  # neither field is an http(s) URL
    page = (site / first["url"] / "index.html").read_text("utf-8")
    article = re.search(r"<article[^>]*>(.*?)</article>", page, re.S)
    assert article is not None
    text = html.unescape(re.sub(r"<[^>]+>", "", article.group(1)))
    for shown in (_AUTHOR, "Ann Lee", _KEYWORD, _TRACK, '<script>alert("t")</script>'):
        assert shown in text, shown
