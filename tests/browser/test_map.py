"""The map in a real browser, the network blocked: every paper drawn, hover, click, keyboard,
filters that survive a reload, the header search's results marked, both colour schemes."""

from __future__ import annotations

import math
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import search_for, site_papers

MAP = '[data-testid="paper-map"]'


def _open_map(page: Any, url: str) -> Any:
    page.goto(url)
    root = page.locator(f'{MAP}[data-ready="true"]')
    root.wait_for(timeout=30_000)
    return root


def _places(page: Any, count: int) -> list[tuple[float, float]]:
    """Where each paper is drawn, in the viewport's coordinates (the map scrolled into view)."""
    page.locator("canvas.rl-map__canvas").scroll_into_view_if_needed()
    points = page.locator(MAP).evaluate(
        "(root, n) => Array.from({length: n}, (_, i) => root.pointOf(i))", count
    )
    return [(p["x"], p["y"]) for p in points]


def _painted(page: Any) -> int:
    """How many pixels of the canvas are painted."""
    return int(
        page.locator("canvas.rl-map__canvas").evaluate(
            """c => { const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
                      let n = 0; for (let i = 3; i < d.length; i += 4) if (d[i]) n++; return n; }"""
        )
    )


def test_the_map_draws_every_paper_and_a_click_opens_one(
    page: Any, site_url: str, seed_site: Path, errors: list[str], screenshot: Any
) -> None:
    papers = site_papers(seed_site)
    root = _open_map(page, site_url + "map/")
    assert int(root.get_attribute("data-count")) == len(papers)
    assert _painted(page) > 0
    expect(
        page.locator(".md-tabs a, .md-nav a").filter(has_text=re.compile(r"^\s*Map\s*$")).first
    ).to_be_attached()
    places = _places(page, len(papers))
    # A point alone (nothing else within 20 px) and not under the zoom buttons.
    alone = next(
        i
        for i, (x, y) in enumerate(places)
        if all(math.dist((x, y), q) > 20 for j, q in enumerate(places) if j != i)
        and page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.tagName", [x, y])
        == "CANVAS"
    )
    page.mouse.move(*places[alone])
    tip = page.get_by_test_id("map-tip")
    expect(tip).to_be_visible()
    assert papers[alone]["conference"] in tip.inner_text()
    screenshot("map-hover")
    page.mouse.click(*places[alone])
    expect(page).to_have_url(re.compile(re.escape(f"papers/{papers[alone]['slug']}/") + "$"))


def test_a_topic_filter_dims_the_rest_and_survives_a_reload(
    page: Any, site_url: str, seed_site: Path, errors: list[str]
) -> None:
    papers = site_papers(seed_site)
    slug, expected = Counter(s for p in papers for s in p["tag_slugs"]).most_common(1)[0]
    root = _open_map(page, site_url + "map/")
    before = _painted(page)
    page.get_by_test_id("filter-tags-toggle").click()
    page.locator(f'[data-testid=filter-tags] input[value="{slug}"]').check()
    expect(root).to_have_attribute("data-shown", str(expected))
    expect(page).to_have_url(re.compile(rf"map/\?tag={slug}$"))
    assert _painted(page) != before  # the others are drawn faint
    page.reload()
    root = _open_map(page, page.url)
    expect(root).to_have_attribute("data-shown", str(expected))
    expect(page.locator(f'[data-testid=filter-tags] input[value="{slug}"]')).to_be_checked()
    assert page.get_by_test_id("map-count").inner_text().startswith(f"{expected} of {len(papers)}")
    # The same papers as a list.
    page.get_by_test_id("map-as-list").click()
    page.locator('[data-testid="papers"][data-ready="true"]').wait_for(timeout=30_000)
    assert page.get_by_test_id("paper-count").inner_text().startswith(f"{expected} of")


def test_the_keyboard_walks_the_map_and_opens_a_paper(
    page: Any, site_url: str, seed_site: Path, errors: list[str]
) -> None:
    titles = {p["slug"]: p["title"] for p in site_papers(seed_site)}
    root = _open_map(page, site_url + "map/")
    canvas = page.locator("canvas.rl-map__canvas")
    canvas.focus()
    page.keyboard.press("ArrowRight")
    first = root.get_attribute("data-focus")
    assert first in titles
    focus = page.get_by_test_id("map-focus")
    expect(focus).to_contain_text(titles[first])
    seen = {first}
    for key in ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"] * 3:
        page.keyboard.press(key)
        seen.add(root.get_attribute("data-focus"))
    assert len(seen) > 3
    page.keyboard.press("+")
    page.keyboard.press("Shift+ArrowLeft")
    page.keyboard.press("0")
    slug = root.get_attribute("data-focus")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(re.escape(f"papers/{slug}/") + "$"))


def test_the_header_search_marks_where_its_results_lie(
    page: Any, site_url: str, errors: list[str]
) -> None:
    _open_map(page, site_url + "map/")
    results = search_for(page, site_url, "quantization", path="map/")
    count = page.get_by_test_id("map-count")
    expect(count).to_contain_text(re.compile(rf"{results.count()} search results? marked"))
    page.keyboard.press("Escape")


def test_saved_papers_are_circled(page: Any, site_url: str, errors: list[str]) -> None:
    page.goto(site_url + "papers/")
    page.locator('[data-testid="paper-row"] [data-testid=save-paper]').first.click()
    _open_map(page, site_url + "map/")
    expect(page.get_by_test_id("map-count")).to_contain_text("1 saved paper circled")


def test_both_colour_schemes(page: Any, site_url: str, errors: list[str], screenshot: Any) -> None:
    _open_map(page, site_url + "map/")
    light = page.locator("canvas.rl-map__canvas").screenshot()
    screenshot("map-light")
    page.evaluate("document.body.setAttribute('data-md-color-scheme', 'slate')")
    page.wait_for_timeout(100)
    dark = page.locator("canvas.rl-map__canvas").screenshot()
    screenshot("map-dark")
    assert dark != light


def test_without_javascript_the_page_says_so_and_links_the_list(
    browser: Any, site_url: str
) -> None:
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(site_url + "map/")
        expect(page.locator("#rl-map")).to_contain_text("The map needs JavaScript")
        expect(page.locator("#rl-map a", has_text="list of papers")).to_have_attribute(
            "href", re.compile(r"papers/$")
        )
        expect(page.locator("#rl-map-words")).to_contain_text("largest first")
    finally:
        context.close()


def test_wheel_drag_and_buttons_zoom_and_pan(
    page: Any, site_url: str, seed_site: Path, errors: list[str]
) -> None:
    count = len(site_papers(seed_site))
    _open_map(page, site_url + "map/")
    before = _places(page, count)
    box = page.locator("canvas.rl-map__canvas").bounding_box()
    middle = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.move(*middle)
    page.mouse.wheel(0, -600)
    zoomed = _places(page, count)
    spread = (max(p[0] for p in zoomed) - min(p[0] for p in zoomed)) / (
        max(p[0] for p in before) - min(p[0] for p in before)
    )
    assert spread > 2
    page.mouse.down()
    page.mouse.move(middle[0] + 60, middle[1] + 30, steps=5)
    page.mouse.up()
    dragged = _places(page, count)
    assert dragged[0][0] - zoomed[0][0] == pytest.approx(60, abs=1)
    assert page.url.endswith("map/")  # a drag opens nothing
    page.get_by_role("button", name="Show the whole map").click()
    assert _places(page, count) == before


def test_phone_width(page: Any, site_url: str, errors: list[str], screenshot: Any) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    root = _open_map(page, site_url + "map/")
    canvas = page.locator("canvas.rl-map__canvas").bounding_box()
    assert canvas["width"] <= 390
    assert canvas["height"] > 300
    assert int(root.get_attribute("data-count")) > 0
    screenshot("map-phone")
