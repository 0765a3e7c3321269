"""Search over an index split into many small shards (as at 90,000 papers): the search tests
of test_search run unchanged against it, every query finds what the seed site's index (two
shards) finds, and a first search fetches only the shards its words are in."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from readinglist.render import searchindex

from .conftest import RESULT, search_for, serve, wait_for_meta
from .test_search import (  # noqa: F401 - collected here, against the sharded site
    test_escape_closes_and_math_shows_as_mathml,
    test_filter_by_tag_and_conference,
    test_results_link_to_the_paper_pages,
    test_slash_focuses_the_box_and_finds_quantization_papers,
    test_snippets_show_the_pages_mathml,
    test_typing_a_tag_name_or_code_narrows,
)

SHARD_CHARS = 600


@pytest.fixture(scope="module")
def sharded_site(seed_site: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    site = tmp_path_factory.mktemp("sharded") / "site"
    shutil.copytree(seed_site, site)
    shutil.rmtree(site / searchindex.FOLDER)
    searchindex.write_index(seed_site.parent / "site_src", site / searchindex.FOLDER, SHARD_CHARS)
    return site


@pytest.fixture(scope="module")
def site_url(sharded_site: Path) -> Iterator[str]:
    yield from serve(sharded_site)


def _shards(site: Path) -> int:
    meta = json.loads((site / searchindex.FOLDER / searchindex.META).read_text())
    return len(meta["shards"])


def test_the_index_is_written_in_many_shards(sharded_site: Path, seed_site: Path) -> None:
    assert _shards(seed_site) == 2
    assert _shards(sharded_site) > 50


def _search_once(page: Any, url: str, query: str) -> str:
    """Search for `query` in one go, after a search that found nothing; the line above the
    results, once it tells this query's (it counts them)."""
    page.goto(url)
    page.keyboard.press("/")
    box = page.locator("input.md-search__input")
    box.press_sequentially("qqxqqz", delay=20)  # search.js loads the index's meta file
    wait_for_meta(page, "No matching papers")
    box.fill(query)  # one input event: one search
    return wait_for_meta(page, r"^\d+ matching paper")


def _found(page: Any, url: str, query: str) -> tuple[str, list[str]]:
    """What the search box shows for a query, all its results listed: the line above them
    and the pages they link to, in order."""
    line = _search_once(page, url, query)
    shown = page.locator(RESULT)
    more = page.locator(".rl-search .rl-search__more button")
    while more.count():
        count = shown.count()
        more.dispatch_event("click")
        expect(shown).not_to_have_count(count)
    links = page.locator(f"{RESULT} a").evaluate_all("links => links.map(a => a.href)")
    return line, links


@pytest.mark.parametrize(
    "query", ["model", "generalization boosts", "graph transformer", "quantization code", "learn"]
)
def test_shards_find_what_one_index_finds(
    page: Any, site_url: str, query: str, seed_url: str
) -> None:
    line, links = _found(page, site_url, query)
    assert links
    seed_line, seed_links = _found(page, seed_url, query)
    assert line == seed_line
    assert [link.removeprefix(site_url) for link in links] == [
        link.removeprefix(seed_url) for link in seed_links
    ]


@pytest.fixture
def seed_url(seed_site: Path) -> Iterator[str]:
    yield from serve(seed_site)


def test_a_rare_word_finds_only_its_paper(page: Any, site_url: str) -> None:
    assert _search_once(page, site_url, "osaq") == "1 matching paper"


def test_first_search_fetches_only_the_shards_of_its_words(page: Any, site_url: str) -> None:
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    search_for(page, site_url, "quantization")
    page.wait_for_load_state("networkidle")
    shards = {url for url in fetched if f"/{searchindex.FOLDER}/terms/" in url}
    # "q", "qu" and "qua" are looked up as typed too, each in the shard it would be in.
    assert 1 <= len(shards) <= 6
