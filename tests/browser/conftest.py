"""Real-browser fixtures: the seed site built once, served on 127.0.0.1, Debian's Chromium.

Every request to another host is blocked and recorded; a test that attempts one fails.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from ..helpers import ROOT, make_project, run_cli, set_plugin_option

CHROMIUM = os.environ.get("READINGLIST_CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = ROOT / "tests" / "artifacts"
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "/browser/" in str(item.path):
            item.add_marker(pytest.mark.browser)
            if not Path(CHROMIUM).exists():
                item.add_marker(pytest.mark.skip(reason=f"no Chromium at {CHROMIUM}"))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": LAUNCH_ARGS}


def build_site(target: Path, seeds: Path | None = None, options: Sequence[str] = ()) -> Path:
    """Build a site from seeds (the project's by default) into target/site, with the plugin
    option lines given (`paper_frames: false`)."""
    project = make_project(target, seeds)
    for line in options:
        set_plugin_option(project, line)
    result = run_cli(project, "build", "--strict")
    assert result.returncode == 0, result.stderr
    return project / "site"


def site_papers(site: Path) -> list[dict[str, Any]]:
    """The papers of a built site's papers.json."""
    papers: list[dict[str, Any]] = json.loads((site / "papers.json").read_text())["papers"]
    return papers


def open_papers(page: Any, url: str) -> None:
    """Open a papers list and wait until reader.js has drawn it."""
    page.goto(url)
    page.locator('[data-testid="papers"][data-ready="true"]').wait_for(timeout=30_000)


@pytest.fixture
def errors(page: Any) -> Iterator[list[str]]:
    """JavaScript errors of the page (a Content-Security-Policy refusal is one); a test that
    causes one fails."""
    found: list[str] = []
    page.on("pageerror", lambda err: found.append(str(err)))
    page.on("console", lambda msg: found.append(msg.text) if msg.type == "error" else None)
    yield found
    assert found == []


RESULT = ".rl-search .md-search-result__item"


def search_for(page: Any, site_url: str, query: str, path: str = "") -> Any:
    """Open the page, press "/" and type `query` into the header box; its results, once one
    shows."""
    page.goto(site_url + path)
    page.keyboard.press("/")
    box = page.locator("input.md-search__input")
    assert box.evaluate("el => el === document.activeElement")
    box.press_sequentially(query, delay=20)
    page.locator(RESULT).first.wait_for(timeout=10_000)
    return page.locator(RESULT)


def wait_for_meta(page: Any, pattern: str) -> str:
    """The line above the results, once it matches `pattern`."""
    meta = page.locator(".rl-search .md-search-result__meta")
    meta.filter(has_text=re.compile(pattern)).wait_for(timeout=10_000)
    return str(meta.inner_text())


def offered_and_held_filters(page: Any, site_url: str) -> tuple[dict[str, list[str]], ...]:
    """The values the search box's filter bar offers (once a search has opened it), and the
    values the search index holds for the same filters, each sorted."""
    offered = {
        name: sorted(page.locator(f"select[data-rl-filter={name}] option").evaluate_all(
            "options => options.map(option => option.value).filter(Boolean)"
        ))
        for name in ("tag", "conference")
    }  # fmt: skip
    held = page.evaluate(
        """async (index) => {
            const meta = await (await fetch(index + "meta.json")).json();
            const held = {tag: [], conference: []};
            for (let number = 0; number < meta.shards.length; number++) {
                const shard = await (await fetch(index + `terms/${number}.json`)).json();
                for (const term of Object.keys(shard)) {
                    const found = /^!(tag|conference):(.*)$/s.exec(term);
                    if (found) held[found[1]].push(found[2]);
                }
            }
            return held;
        }""",
        site_url + "searchindex/",
    )
    return offered, {name: sorted(values) for name, values in held.items()}


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib name
        return


def serve(folder: Path) -> Iterator[str]:
    """Serve folder on 127.0.0.1 (a free port) for the duration of the generator."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def seed_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_site(tmp_path_factory.mktemp("browser-site"))


@pytest.fixture(scope="session")
def site_url(seed_site: Path) -> Iterator[str]:
    yield from serve(seed_site)


@pytest.fixture
def outside_requests() -> list[str]:
    return []


@pytest.fixture(autouse=True)
def _offline(context: Any, outside_requests: list[str]) -> Iterator[None]:
    """Block and count every request to a host other than 127.0.0.1."""

    def guard(route: Any) -> None:
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            route.continue_()
        else:
            outside_requests.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    yield
    assert outside_requests == [], f"requests left the site: {outside_requests}"


@pytest.fixture
def screenshot(page: Any, request: pytest.FixtureRequest) -> Any:
    """Save a full-page screenshot under tests/artifacts/ (git-ignored) for a person to look at."""

    def take(name: str) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take
