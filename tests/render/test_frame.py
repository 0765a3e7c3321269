"""Paper pages filled into one rendered frame: the same bytes as the theme's own render."""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st
from markupsafe import Markup, escape

from readinglist.render import frame, search
from readinglist.render.blocks import front_matter
from readinglist.render.paperpage import FRONT_MATTER

from ..helpers import make_project, set_plugin_option, snapshot

_BODY = (
    '<h1 data-rl-id="1" id="a-b">A &amp; B<a class="headerlink" href="#a-b" title="Permanent '
    'link">&para;</a></h1>\n<p class="rl-meta">x</p>\n<h2 id="abstract">Abstract</h2>'
)


def _paper_file(title: str, description: str, body: str = _BODY) -> str:
    return f"{front_matter(title, description, FRONT_MATTER)}\n{body}"


def _theme(meta: dict[str, str], content: str, slug: str, heading: str) -> str:
    """A stand-in for the theme: the page's values in each form a template may print them."""
    title = meta["title"]
    return (
        f'<html><head><meta name="description" content="{meta["description"]}">'
        f"<title>{escape(Markup(title).striptags())} - Site</title>"
        f'<link rel="canonical" href="https://x.org/papers/{slug}/"></head><body>'
        f'<a href="#{heading}" class="md-skip">Skip</a><span>{title}</span>'
        f'<span data-x="{escape(title)}"></span><article>\n{content}\n</article></body></html>'
    )


def _rendered(text: str, slug: str) -> str:
    """What the stand-in theme makes of a docs file, as MkDocs reads it (YAML front matter)."""
    head, _, body = text[4:].partition("\n---\n")
    meta = yaml.safe_load(head)
    content = search.page_part(body).strip()
    heading = re.search(r'<h1[^>]*\sid="([^"]*)"', content).group(1)
    return _theme(meta, content, slug, heading)


@given(
    title=st.text(min_size=1, max_size=40).filter(str.strip),
    description=st.text(max_size=60),
)
def test_a_filled_frame_is_what_the_theme_renders(title: str, description: str) -> None:
    sample = _paper_file("Sample", "A sample.")
    page = frame.Frame(_rendered(frame.prototype(sample), frame.SLUG))
    text = _paper_file(title, description)
    assert page.page(frame.read_source(text), "a-b") == _rendered(text, "a-b")


def test_read_source_gives_what_the_yaml_front_matter_holds() -> None:
    text = _paper_file('Q "quoted" <b> & \\ \u2028 \U0001f600', "d\nnew line")
    source = frame.read_source(text + f"\n{search.DOCUMENT_MARK}\nthe search document")
    meta = yaml.safe_load(text[4:].partition("\n---\n")[0])
    assert (source.title, source.description) == (meta["title"], meta["description"])
    assert source.title == html.escape('Q "quoted" <b> & \\ \u2028 \U0001f600')
    assert source.heading_id == "a-b"
    assert source.body == _BODY


def test_the_prototype_keeps_the_paper_front_matter_and_marks_the_rest() -> None:
    text = frame.prototype(_paper_file("T", "D"))
    head = yaml.safe_load(text[4:].partition("\n---\n")[0])
    assert head["readinglist"] == "paper"
    assert head["search"] == {"exclude": True}
    assert "RLTITLE" in head["title"]
    assert "RLBODY" in text


@pytest.mark.parametrize(
    "page",
    [
        "<html>no body marker</html>",
        '<html><title>RLTITLE</title><article><h1 id="rlframeid">…',  # a form the frame lacks
    ],
)
def test_a_frame_the_theme_printed_otherwise_is_refused(page: str) -> None:
    with pytest.raises(frame.FrameError):
        frame.Frame(page)


@pytest.mark.slow
def test_a_framed_site_is_the_site_the_theme_renders_page_by_page(tmp_path: Path) -> None:
    """Every file of the seeds' site, sitemap, canonical links and search index included, is the
    same whether paper pages are filled into a frame or rendered one by one."""
    env = {
        **os.environ,
        "READINGLIST_SITE_URL": "https://example.github.io/readinglist/",
        "SOURCE_DATE_EPOCH": "1700000000",
    }
    sites = []
    for name, frames in (("framed", True), ("rendered", False)):
        project = make_project(tmp_path / name)
        set_plugin_option(project, f"paper_frames: {str(frames).lower()}")
        result = subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "--strict"],
            cwd=project, capture_output=True, text=True, check=False, env=env,
        )  # fmt: skip
        assert result.returncode == 0, result.stderr
        files = snapshot(project / "site")
        sites.append(files)
    framed, rendered = sites
    assert sorted(framed) == sorted(rendered)
    assert [k for k in framed if framed[k] != rendered[k]] == []
    papers = [k for k in framed if k.startswith("papers/") and k.endswith("/index.html")]
    assert len(papers) == 40  # the 39 papers and the section's own page
    assert "RLFRAME" not in framed["sitemap.xml"].decode()
