"""Search over an index written in several Pagefind bundles (as past 20,000 papers), merged in
the browser: the search tests of test_search run unchanged against it, and every query finds
what the one-bundle index finds."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import RESULT, build_site, search_for, serve, wait_for_meta
from .test_search import (  # noqa: F401 - collected here, against the bundled site
    test_escape_closes_and_math_shows_as_mathml,
    test_filter_by_tag_and_conference,
    test_results_link_to_the_paper_pages,
    test_slash_focuses_the_box_and_finds_quantization_papers,
    test_snippets_show_the_pages_mathml,
    test_typing_a_tag_name_or_code_narrows,
)

BUNDLE_PAPERS = 10


@pytest.fixture(scope="module")
def bundled_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("bundled-site")
    return build_site(target, options=[f"search_bundle_papers: {BUNDLE_PAPERS}"])


@pytest.fixture(scope="module")
def site_url(bundled_site: Path) -> Iterator[str]:
    yield from serve(bundled_site)


def test_the_index_is_written_in_bundles(bundled_site: Path) -> None:
    bundle = bundled_site / "pagefind"
    papers = len(json.loads((bundle.parent / "papers.json").read_text())["papers"])
    merged = json.loads((bundle / "bundles.json").read_text())["merge"]
    count = -(-papers // BUNDLE_PAPERS)
    assert merged == [f"{n}/" for n in range(2, count + 1)]
    pages = []
    for folder in [bundle] + [bundle / path for path in merged]:
        entry = json.loads((folder / "pagefind-entry.json").read_text())
        pages.append(entry["languages"]["en"]["page_count"])
    # Each bundle holds its papers and the page of the whole vocabulary, which never shows.
    assert sum(pages) == papers + len(pages)
    assert max(pages) <= BUNDLE_PAPERS + 1
    # A merged bundle holds its index, not another copy of the script and WebAssembly.
    assert not list((bundle / "2").glob("*.js"))
    assert not list((bundle / "2").glob("wasm.*"))


def _search_once(page: Any, url: str, query: str) -> str:
    """Search for `query` in one go, after a search that found nothing; the line above the
    results, once it tells this query's (it counts them)."""
    page.goto(url)
    page.keyboard.press("/")
    box = page.locator("input.md-search__input")
    box.press_sequentially("qqxqqz", delay=20)  # search.js loads the index, merges bundles
    wait_for_meta(page, "No matching papers")
    box.fill(query)  # one input event: one search
    return wait_for_meta(page, r"^\d+ matching paper")


def _found(page: Any, url: str, query: str) -> tuple[str, list[str]]:
    """What the search box shows for a query, all its results listed: the line above them
    and the pages they link to, sorted."""
    line = _search_once(page, url, query)
    shown = page.locator(RESULT)
    more = page.locator(".rl-search .rl-search__more button")
    while more.count():
        count = shown.count()
        more.dispatch_event("click")
        expect(shown).not_to_have_count(count)
    links = page.locator(f"{RESULT} a").evaluate_all("links => links.map(a => a.href)")
    return line, sorted(links)


@pytest.mark.parametrize(
    "query", ["model", "generalization boosts", "graph transformer", "quantization code"]
)
def test_bundles_find_what_one_index_finds(
    page: Any, site_url: str, query: str, one_bundle_url: str
) -> None:
    line, links = _found(page, site_url, query)
    assert links
    one_line, one_links = _found(page, one_bundle_url, query)
    assert line == one_line
    assert [link.removeprefix(site_url) for link in links] == [
        link.removeprefix(one_bundle_url) for link in one_links
    ]


@pytest.fixture
def one_bundle_url(seed_site: Path) -> Iterator[str]:
    yield from serve(seed_site)


def test_a_rare_word_finds_only_its_paper(page: Any, site_url: str) -> None:
    # A bundle without "OSAQ" would match it to the longest word "osaq" starts with ("o", of
    # a formula) and answer with those pages; holding the whole vocabulary, none does.
    assert _search_once(page, site_url, "osaq") == "1 matching paper"


def test_first_search_fetches_no_filter_values(page: Any, site_url: str) -> None:
    # The filters' values still come from search-filters.json; of the filter indexes, a first
    # search fetches only the vocabulary page's, a few bytes a bundle.
    sizes: dict[str, int] = {}

    def finished(request: Any) -> None:
        if "/pagefind/" in request.url and "/filter/" in request.url:
            sizes[request.url] = request.sizes()["responseBodySize"]

    page.on("requestfinished", finished)
    search_for(page, site_url, "quantization")
    page.wait_for_load_state("networkidle")
    assert 0 < len(sizes) <= -(-39 // BUNDLE_PAPERS)
    assert max(sizes.values()) < 200
