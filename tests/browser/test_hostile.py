"""A reader opens pages built from hostile abstracts: no dialog opens, no content script runs."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .conftest import RESULT, build_site, offered_and_held_filters, search_for, serve, wait_for_meta

HOSTILE = Path(__file__).resolve().parent.parent / "corpus" / "hostile"


@pytest.fixture(scope="module")
def hostile_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, list[dict]]]:
    seeds = tmp_path_factory.mktemp("hostile-seeds")
    for attack in HOSTILE.glob("*.txt"):
        shutil.copy(attack, seeds / attack.name)
    site = build_site(tmp_path_factory.mktemp("hostile-browser"), seeds)
    papers = json.loads((site / "papers.json").read_text())["papers"]
    for url in serve(site):
        yield url, papers


def test_no_dialog_and_no_content_script(page: Any, hostile_url: tuple[str, list[dict]]) -> None:
    url, papers = hostile_url
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    blocked: list[str] = []
    page.on("console", lambda m: blocked.append(m.text) if "Content Security" in m.text else None)
    pages = [paper["url"] for paper in papers] + ["", "papers/", "tags/"]
    for path in pages:
        page.goto(url + path)
        page.wait_for_load_state("load")
        for element in page.locator("article a, article [href]").all():
            href = (element.get_attribute("href") or "").strip().lower()
            assert not href.startswith(("javascript:", "data:", "vbscript:")), (path, href)
        # Hovering and clicking the text must not run anything either.
        page.locator("article").first.click(position={"x": 5, "y": 5})
        assert page.evaluate("typeof window.__pwned") == "undefined"
    assert dialogs == []
    assert blocked == [], "the Content-Security-Policy blocked something the site needs"
    assert papers  # every attack file built into a page


def test_the_filter_bar_offers_exactly_what_the_index_holds(
    page: Any, hostile_url: tuple[str, list[dict]]
) -> None:
    # Tags and conference names from hostile seeds reach Pagefind through escaped page text,
    # and search-filters.json must list them as Pagefind reads them back.
    url, _ = hostile_url
    search_for(page, url, "propose")
    offered, held = offered_and_held_filters(page, url)
    assert offered == held
    (hostile,) = [name for name in offered["conference"] if "Hostile" in name]
    page.locator("select[data-rl-filter=conference]").select_option(hostile)
    wait_for_meta(page, "conference:")
    titles = page.locator(f"{RESULT} h1").all_inner_texts()
    assert titles
    assert all("Banner" in title for title in titles)
