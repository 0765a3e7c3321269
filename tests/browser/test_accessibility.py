"""WCAG 2.1 AA on every page type, in both colour schemes, at desktop and phone widths, checked
by axe-core in Chromium; and the papers page used by keyboard alone.

axe-core comes from the npm registry (`npm pack`, a pinned version) into a git-ignored cache the
first time; the built site never carries it. The context bypasses the site's
Content-Security-Policy, which rightly refuses the injected script.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tarfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from ..helpers import ROOT

AXE_VERSION = "4.14.1"
AXE_CACHE = ROOT / "tests" / ".cache" / f"axe-core-{AXE_VERSION}"
RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
WIDTHS = {"desktop": 1280, "phone": 390}
ROWS = '[data-testid="paper-row"]'


@pytest.fixture(scope="session")
def axe_source() -> str:
    """axe.min.js: READINGLIST_AXE names a copy, else npm packs the pinned version once."""
    named = os.environ.get("READINGLIST_AXE")
    if named:
        return Path(named).read_text(encoding="utf-8")
    script = AXE_CACHE / "package" / "axe.min.js"
    if not script.is_file():
        npm = shutil.which("npm")
        if npm is None:
            pytest.skip("axe-core needs npm (or READINGLIST_AXE naming axe.min.js)")
        AXE_CACHE.mkdir(parents=True, exist_ok=True)
        packed = subprocess.run(
            [npm, "pack", f"axe-core@{AXE_VERSION}", "--silent"],
            cwd=AXE_CACHE, capture_output=True, text=True, check=True, timeout=300,
        )  # fmt: skip
        with tarfile.open(AXE_CACHE / packed.stdout.strip().splitlines()[-1]) as archive:
            archive.extract("package/axe.min.js", AXE_CACHE, filter="data")
    return script.read_text(encoding="utf-8")


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "bypass_csp": True}


def _serious(page: Any, axe_source: str) -> list[str]:
    """The serious and critical violations on the page: rule, impact and the first elements."""
    page.add_script_tag(content=axe_source)
    found = page.evaluate(
        """async (rules) => {
            const result = await axe.run(document, {runOnly: {type: "tag", values: rules}});
            return result.violations
                .filter((v) => v.impact === "serious" || v.impact === "critical")
                .map((v) => `${v.id} (${v.impact}): ` + v.nodes.slice(0, 3)
                    .map((n) => n.target.join(" ") + " — " + n.failureSummary.split("\\n")[1])
                    .join("; "));
        }""",
        RULES,
    )
    return list(found)


def _pages(site: Path) -> dict[str, str]:
    papers = json.loads((site / "papers.json").read_text())["papers"]
    paper = papers[0]
    return {
        "home": "",
        "papers": "papers/",
        "paper": paper["url"],
        "topic": f"tags/{paper['tag_slugs'][0]}/",
        "topics": "tags/",
        "reading list": "reading-list/",
        "statistics": "stats/",
        "about": "about/",
        "map": "map/",
    }


def _ready(page: Any, name: str) -> None:
    """Wait for what the page's scripts draw."""
    ready = {"papers": "papers", "map": "paper-map"}.get(name)
    if ready:
        page.locator(f'[data-testid="{ready}"][data-ready="true"]').wait_for(timeout=30_000)
    if name == "reading list":
        page.locator("#rl-reading-list").wait_for(timeout=30_000)


def _dark(page: Any) -> None:
    """Switch to the dark scheme with the site's own toggle (Material keeps it per site)."""
    page.locator('label[title="Switch to dark mode"]').first.click()
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_type_passes_axe(
    page: Any, site_url: str, seed_site: Path, axe_source: str, scheme: str, width: str
) -> None:
    page.set_viewport_size({"width": WIDTHS[width], "height": 900})
    page.goto(site_url)
    if scheme == "dark":
        _dark(page)
    # A saved paper, so that the reading list shows its controls too.
    page.goto(site_url + "papers/")
    _ready(page, "papers")
    page.locator(f"{ROWS} [data-testid=save-paper]").first.click()
    failures = {}
    for name, path in _pages(seed_site).items():
        page.goto(site_url + path)
        _ready(page, name)
        expect(page.locator("body")).to_have_attribute(
            "data-md-color-scheme", "slate" if scheme == "dark" else "default"
        )
        failures[name] = _serious(page, axe_source)
    # The search box open with results.
    page.goto(site_url + "papers/")
    page.keyboard.press("/")
    page.locator("input.md-search__input").press_sequentially("graph", delay=20)
    page.locator(".rl-search .md-search-result__item").first.wait_for(timeout=10_000)
    failures["search results"] = _serious(page, axe_source)
    assert {name: found for name, found in failures.items() if found} == {}


def _focused(page: Any) -> dict[str, Any]:
    """What has the focus, and whether a focus ring shows on it."""
    found: dict[str, Any] = page.evaluate(
        """() => {
            const el = document.activeElement;
            const style = getComputedStyle(el);
            return {
                testid: el.getAttribute("data-testid") || "",
                tag: el.tagName, type: el.type || "", value: el.value || "",
                text: (el.textContent || "").trim().slice(0, 40),
                ring: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0)
                    || style.boxShadow !== "none",
            };
        }"""
    )
    return found


def _tab_to(page: Any, wanted: Any, limit: int = 200) -> dict[str, Any]:
    for _ in range(limit):
        page.keyboard.press("Tab")
        focused = _focused(page)
        if wanted(focused):
            return focused
    raise AssertionError("Tab never reached the control")


def test_the_papers_page_by_keyboard_alone(page: Any, site_url: str, seed_site: Path) -> None:
    """Tab to the topics, open them with Enter, tick one with Space, Tab to a paper's Save and
    press it: each control shows a focus ring, the count announces the change."""
    papers = json.loads((seed_site / "papers.json").read_text())["papers"]
    slug = papers[0]["tag_slugs"][0]
    expected = sum(slug in p["tag_slugs"] for p in papers)
    page.goto(site_url + "papers/")
    _ready(page, "papers")
    count = page.get_by_test_id("paper-count")
    assert count.get_attribute("role") == "status"  # a live region: changes are read out
    toggle = _tab_to(page, lambda f: f["testid"] == "filter-tags-toggle")
    assert toggle["ring"]
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("filter-tags")).to_be_visible()
    box = _tab_to(page, lambda f: f["type"] == "checkbox" and f["value"] == slug)
    assert box["ring"]
    page.keyboard.press("Space")
    expect(count).to_contain_text(f"{expected} of {len(papers)} papers")
    save = _tab_to(page, lambda f: f["testid"] == "save-paper")
    assert save["ring"]
    button = page.locator(f"{ROWS} [data-testid=save-paper]").first
    expect(button).to_have_attribute("aria-pressed", "false")
    page.keyboard.press("Space")
    expect(button).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Escape")
    assert "tag=" + slug in page.url


def test_the_search_box_names_itself_and_announces_its_count(
    page: Any, site_url: str, axe_source: str
) -> None:
    page.goto(site_url)
    dialog = page.locator(".md-search[role=dialog]")
    assert dialog.get_attribute("aria-label")
    page.keyboard.press("/")
    page.locator("input.md-search__input").press_sequentially("graph", delay=20)
    meta = page.locator(".rl-search .md-search-result__meta")
    expect(meta).to_contain_text("matching paper")
    assert meta.get_attribute("role") == "status"


@pytest.fixture(autouse=True)
def _no_page_errors(page: Any) -> Iterator[None]:
    found: list[str] = []
    page.on("pageerror", lambda err: found.append(str(err)))
    yield
    assert found == []
