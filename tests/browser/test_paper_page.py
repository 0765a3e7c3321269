"""A paper page's lean frame (templates/paper.html, with assets/frame.js) in a real browser: the
header's search and colour-scheme toggle, the sections at every width, the table of contents."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import search_for

PAPER = "papers/ziprerank/"
SECTIONS = ["Home", "Papers", "Map", "Topics", "Reading list", "Statistics", "About"]


def test_header_search_works_from_a_paper_page(page: Any, site_url: str, errors: list[str]) -> None:
    results = search_for(page, site_url, "quantization", PAPER)
    titles = " ".join(results.locator("h1").all_inner_texts())
    assert "OSAQ" in titles
    assert "CAT-Q" in titles
    page.keyboard.press("Escape")
    assert not page.locator("#__search").is_checked()


def test_the_colour_scheme_chosen_on_a_paper_page_holds_across_the_site(
    page: Any, site_url: str, errors: list[str]
) -> None:
    body = page.locator("body")
    page.goto(site_url + PAPER)
    page.locator('label[title="Switch to dark mode"]').click()
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
    page.goto(site_url)
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
    page.locator('label[title="Switch to light mode"]').click()
    page.goto(site_url + PAPER)
    expect(body).to_have_attribute("data-md-color-scheme", "default")
    expect(page.locator('label[title="Switch to dark mode"]')).to_be_visible()


@pytest.mark.parametrize("width", [1280, 390])
def test_every_section_is_a_tab_away_at_every_width(
    page: Any, site_url: str, errors: list[str], width: int
) -> None:
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(site_url + PAPER)
    tabs = page.locator(".md-tabs a")
    expect(tabs).to_have_text(SECTIONS)
    about = tabs.filter(has_text="About")
    about.scroll_into_view_if_needed()
    expect(about).to_be_visible()
    about.click()
    expect(page).to_have_url(re.compile(r"/about/$"))


def test_the_table_of_contents_and_the_header_title(
    page: Any, site_url: str, errors: list[str]
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site_url + PAPER)
    toc = page.locator(".md-sidebar--secondary .md-nav__link")
    expect(toc).to_have_text(
        ["Abstract", "Links", "Where it was listed", "Related papers", "More with these topics"]
    )
    expect(toc.first).to_be_visible()
    title = page.locator("article h1").evaluate(
        "h => [...h.childNodes].filter(n => !n.classList?.contains('headerlink'))"
        ".map(n => n.textContent).join('').trim()"
    )
    expect(page.locator("[data-md-component=header-topic]")).to_have_text(title)
    toc.filter(has_text="Related papers").click()
    expect(page).to_have_url(re.compile(r"#related-papers$"))
    # Material's scripts took the frame's parts: the heading scrolled away puts the title in the
    # header, and "back to top" shows on the way up.
    expect(page.locator(".md-header__title--active")).to_have_count(1)
    page.mouse.wheel(0, -200)
    expect(page.locator("[data-md-component=top]")).to_be_visible()


def test_the_headings_permalinks_and_the_footer(
    page: Any, site_url: str, errors: list[str]
) -> None:
    # Both come from frame.js, not from each page's HTML: readers keep them.
    page.goto(site_url + PAPER)
    links = page.locator("article :is(h1, h2) > a.headerlink")
    expect(links).to_have_count(6)  # the title and its five sections, each once
    ids = page.locator("article :is(h1, h2)[id]").evaluate_all("hs => hs.map(h => h.id)")
    assert links.evaluate_all("ls => ls.map(l => l.getAttribute('href'))") == [f"#{i}" for i in ids]
    assert set(links.all_text_contents()) == {"¶"}
    section = page.locator("h2#related-papers")
    section.hover()
    expect(section.locator(".headerlink")).to_be_visible()
    section.locator(".headerlink").click()
    expect(page).to_have_url(re.compile(r"#related-papers$"))
    footer = page.locator("footer.md-footer")
    expect(footer).to_have_count(1)
    expect(footer).to_contain_text("Material for MkDocs")
    raw = page.request.get(site_url + PAPER).text()
    assert "headerlink" not in raw
    assert "md-footer" not in raw
