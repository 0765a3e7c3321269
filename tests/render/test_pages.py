"""Paper pages skip Markdown: only generated ones, with the same links, anchors and contents."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest
from hypothesis import given
from hypothesis import strategies as st

from readinglist.render import pages, search
from readinglist.render.pages import _toc_tokens, is_generated_path

from ..helpers import make_project, run_cli, set_plugin_option


def test_toc_tokens_nest_sections_under_the_title() -> None:
    body = (
        '<h1 id="t">T &amp; U<a class="headerlink" href="#t">¶</a></h1><p>x</p>'
        '<h2 id="abstract">Abstract<a class="headerlink" href="#abstract">¶</a></h2>'
        '<h2 id="more">More<a class="headerlink" href="#more">¶</a></h2>'
    )
    (title,) = _toc_tokens(body)
    assert (title["id"], title["name"], title["level"]) == ("t", "T &amp; U", 1)
    assert [c["id"] for c in title["children"]] == ["abstract", "more"]


@pytest.mark.parametrize(
    ("path", "expected"),
    [("papers/zip.md", True), ("papers/index.md", False), ("papers/a/b.md", False),
     ("about.md", False), ("tags/x.md", True), ("tags/index.md", False), ("stats/x.md", False)],
)  # fmt: skip
def test_only_paper_and_tag_pages_skip_markdown(path: str, expected: bool) -> None:
    assert is_generated_path(path) is expected


@pytest.mark.slow
def test_hand_written_page_flagged_as_paper_still_goes_through_markdown(tmp_path: Path) -> None:
    project = make_project(tmp_path)
    mine = project / "site_src" / "papers" / "mine.md"
    mine.parent.mkdir(parents=True)
    mine.write_text(
        "---\ntitle: Mine\nreadinglist: paper\n---\n\n# Mine\n\n<img src=x onerror=alert(1)>\n",
        encoding="utf-8",
    )
    result = run_cli(project, "build")
    assert result.returncode == 0, result.stderr
    page = (project / "site" / "papers" / "mine" / "index.html").read_text(encoding="utf-8")
    assert re.search(r"<img[^>]*onerror", page) is None
    assert "onerror=alert(1)" in page  # shown as text by the safe extension


@pytest.mark.slow
def test_links_resolve_without_directory_urls(tmp_path: Path) -> None:
    project = make_project(tmp_path)
    config = project / "mkdocs.yml"
    text = config.read_text(encoding="utf-8").replace(
        "use_directory_urls: true", "use_directory_urls: false"
    )
    config.write_text(text, encoding="utf-8")
    result = run_cli(project, "build", "--strict")
    assert result.returncode == 0, result.stderr
    site = project / "site"
    pages = [p for p in sorted((site / "papers").glob("*.html")) if _is_paper(p)]
    assert len(pages) > 30
    for page in pages:
        html = page.read_text(encoding="utf-8")
        body = html[html.index("<article") :]
        for href in re.findall(r'href="([^"#]+)"', body):
            if href.startswith("http"):
                continue
            target = urljoin(page.relative_to(site).as_posix(), href)
            assert (site / target).is_file(), (page.name, href)
    # Search documents follow the same URLs. They ride in the page files, and never reach
    # the built pages.
    page_file = (project / "site_src" / "papers" / "ziprerank.md").read_text("utf-8")
    _, document = page_file.split(search.DOCUMENT_MARK)
    assert '<div data-rl-page="papers/ziprerank.html">' in document
    for page in pages:
        html = page.read_text("utf-8")
        assert "readinglist: search document" not in html
        assert "data-rl-page=" not in html


def _is_paper(page: Path) -> bool:
    return "md-grid rl-paper" in page.read_text(encoding="utf-8")


def test_reused_navigation_fragments_give_the_pages_a_fresh_render_gives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    from readinglist.render.pages import Fragments

    project = make_project(tmp_path / "p")
    # Paper pages through the theme one by one, as a site built without frames (see
    # render.frame) renders them: each of them asks the fragments for the navigation.
    set_plugin_option(project, "paper_frames: false")
    assert run_cli(project, "generate").returncode == 0
    rendered: list[str] = []

    def build_into(site: str) -> dict[str, str]:
        build(load_config(str(project / "mkdocs.yml"), site_dir=str(tmp_path / site)))
        pages = sorted((tmp_path / site).rglob("*.html"))
        return {str(p.relative_to(tmp_path / site)): p.read_text() for p in pages}

    original = Fragments.__call__
    calls: list[str] = []
    renders: list[str] = []

    def counted(self: Fragments, name: str, page: object, render: Callable[[], object]) -> object:
        calls.append(name)
        return original(self, name, page, lambda: renders.append(name) or render())

    monkeypatch.setattr(Fragments, "__call__", counted)
    cached = build_into("cached")
    assert 0 < renders.count("site_nav") * 4 < calls.count("site_nav")  # mostly reused

    def fresh(self: Fragments, name: str, page: object, render: object) -> object:
        rendered.append(name)
        return original(Fragments(), name, page, render)  # an empty store: always rendered

    monkeypatch.setattr(Fragments, "__call__", fresh)
    assert build_into("fresh") == cached
    assert rendered.count("site_nav") > 50  # every generated page went through the fragments
    assert any("md-tabs" in text for text in cached.values())


def test_compiled_templates_serve_new_environments_until_a_source_changes(tmp_path: Path) -> None:
    from jinja2 import Environment, FileSystemLoader

    from readinglist.render.pages import CompiledTemplates

    compiled: list[str] = []

    class Counting(Environment):
        def compile(self, source: Any, name: Any = None, *args: Any, **kwargs: Any) -> Any:
            compiled.append(name)
            return super().compile(source, name, *args, **kwargs)

    def render(**options: Any) -> str:
        env = Counting(loader=FileSystemLoader(tmp_path), **options)
        cache.serve(env)  # a new environment for each build, as MkDocs makes them
        return env.get_template("page.html").render()

    cache = CompiledTemplates()
    (tmp_path / "page.html").write_text("{{ 1 + 1 }}", encoding="utf-8")
    assert [render(), render()] == ["2", "2"]
    assert compiled == ["page.html"]
    (tmp_path / "page.html").write_text("{{ 2 + 2 }}", encoding="utf-8")
    assert render() == "4"
    assert render(extensions=["jinja2.ext.do"]) == "4"
    assert compiled == ["page.html"] * 3


def test_compact_drops_indentation_and_blank_lines_but_keeps_preformatted_text() -> None:
    page = (
        "<html>\n  <body>\n\n    <p>a\n      b</p>\n    <pre>  x\n\n    y</pre>\n"
        "    <textarea>\n  note</textarea>\n  </body>\n</html>"
    )
    assert pages.compact(page) == (
        "<html>\n<body>\n<p>a\nb</p>\n<pre>  x\n\n    y</pre>\n"
        "<textarea>\n  note</textarea>\n</body>\n</html>"
    )


@given(st.lists(st.sampled_from(["<p>", "</p>", "word", " ", "\n", "  ", "\t", "<b>x</b>"])))
def test_compact_keeps_what_a_browser_shows(parts: list[str]) -> None:
    """Outside <pre>, a browser collapses each run of whitespace to one space: the text with
    its runs collapsed is the same before and after, and compacting twice changes nothing."""
    page = "".join(parts)
    once = pages.compact(page)
    assert " ".join(once.split()) == " ".join(page.split())
    assert pages.compact(once) == once
