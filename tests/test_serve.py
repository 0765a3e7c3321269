"""`readinglist serve`: the site is served, and a new seed file shows up without a restart."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from .helpers import make_project

NEW_LIST = (
    "WACV 2026 Papers\n\n"
    "We propose GlimmerNet, a lightweight network for glare removal in dashcam video that "
    "runs in real time on embedded processors and restores lane markings hidden by glare.\n"
)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_for(url: str, seconds: float) -> str | None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                return response.read().decode("utf-8")
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.5)
    return None


@pytest.mark.slow
def test_serve_regenerates_when_seeds_change(tmp_path: Path) -> None:
    project = make_project(tmp_path / "project")
    port = _free_port()
    log = (tmp_path / "serve.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "readinglist", "serve", "-a", f"127.0.0.1:{port}"],
        cwd=project,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        home = _wait_for(f"http://127.0.0.1:{port}/", 120)
        assert home is not None, "the server never answered"
        assert "39" in home
        (project / "seeds" / "wacv.txt").write_text(NEW_LIST, encoding="utf-8")
        page = _wait_for(f"http://127.0.0.1:{port}/papers/glimmernet/", 120)
        assert page is not None, "the new paper never appeared"
        assert "GlimmerNet" in page
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()


@pytest.mark.slow
def test_after_an_edit_under_serve_the_pages_come_first_then_a_complete_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The plugin as `serve` drives it: rebuilds in one process, the plugin kept between them.
    After an edit, indexing starts only once MkDocs has written the edited page, the old index
    answers meanwhile, and the new one covers every paper."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    from readinglist.render import search, searchindex

    project = make_project(tmp_path / "project")
    monkeypatch.chdir(project)
    config = load_config(str(project / "mkdocs.yml"))
    config.plugins.on_startup(command="serve", dirty=True)
    started: list[str] = []
    real = search.Indexing.__init__

    def starting(self: search.Indexing, documents: Path, site: Path, **options: Any) -> None:
        page = site / "papers" / "osaq" / "index.html"
        started.append(page.read_text(encoding="utf-8") if page.is_file() else "")
        real(self, documents, site, **options)

    monkeypatch.setattr(search.Indexing, "__init__", starting)
    plugin = config.plugins["readinglist"]
    try:
        build(config, dirty=True)
        index = project / "site" / searchindex.FOLDER

        def terms() -> set[str]:
            return {t for f in (index / "terms").glob("*.json") for t in json.loads(f.read_text())}

        assert "osaq" in terms()
        seed = next(p for p in (project / "seeds").glob("*.txt") if "OSAQ" in p.read_text())
        seed.write_text(seed.read_text().replace("OSAQ", "OSAQ zanzibarquux", 1))
        build(config, dirty=True)
        assert "zanzibarquux" in started[-1]  # the page was built before indexing started
        assert "zanzibarquux" not in terms()  # and the old index answers meanwhile
        plugin._background.join(120)
        assert json.loads((index / searchindex.META).read_text(encoding="utf-8"))["papers"] == 39
        assert "zanzibarquux" in terms()
    finally:
        config.plugins.on_shutdown()


@pytest.mark.parametrize(("command", "keeps"), [("serve", True), ("build", False)])
def test_only_serve_keeps_results_for_the_next_build(command: str, keeps: bool) -> None:
    # A one-shot build has no next build: its kept results held 1.4 GB more memory through
    # MkDocs' build at 89,718 papers.
    from readinglist.plugin import ReadingListPlugin

    plugin = ReadingListPlugin()
    plugin.on_startup(command=command, dirty=False)
    assert plugin._memo.keeps is keeps
