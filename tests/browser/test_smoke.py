"""A reader opens the seed site: pages load, math is rendered, search finds papers."""

from __future__ import annotations

from typing import Any


def test_paper_page_renders_math_and_links(page: Any, site_url: str, screenshot: Any) -> None:
    page.goto(site_url + "papers/sc-fagc/")
    assert page.locator("article math").count() >= 2
    assert "$" not in page.locator("article").inner_text()
    assert page.get_by_role("link", name="Related papers").count() >= 0
    screenshot("paper-sc-fagc")


def test_header_search_finds_quantization_papers(page: Any, site_url: str) -> None:
    page.goto(site_url)
    page.keyboard.press("/")
    page.locator("input.md-search__input").press_sequentially("quantization", delay=30)
    results = page.locator(".md-search-result__item")
    results.first.wait_for(timeout=10_000)
    text = page.locator(".md-search-result").inner_text()
    assert "OSAQ" in text or "CAT-Q" in text
