"""Scale benchmark: corpus sizes in, timings, memory, sizes and search payload printed out.

For each N (listed abstracts) it writes a corpus (benchmarks/corpus.py), then measures, each in a
child process: the I/O floor (read every list, write one file per abstract) and `readinglist
generate` (wall time, peak RSS, time per pipeline stage), each twice with the faster counting,
a full `readinglist build` beside a bare MkDocs + Material build of as many plain pages kept out
of the nav, the search index alone, page and site sizes, and (once, at the size given by
--browser-at) what the first and a later search fetch in headless Chromium and how long the
first results take after the last keystroke.

    .venv/bin/python benchmarks/run.py --sizes 1000,10000,100000 --build-max 10000
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Generator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(ROOT))

from tests.helpers import make_project  # noqa: E402

import corpus  # noqa: E402

PYTHON = sys.executable
CHROMIUM = os.environ.get("READINGLIST_CHROMIUM", "/usr/bin/chromium")

IO_FLOOR = """
import json, sys
from pathlib import Path
seeds, out = Path(sys.argv[1]), Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
count = 0
for path in sorted(seeds.rglob("*.txt")):
    for paragraph in path.read_text(encoding="utf-8").split("\\n\\n")[1:]:
        (out / f"{count}.md").write_text(paragraph, encoding="utf-8")
        count += 1
for path in sorted(seeds.rglob("*.json")):  # exports (--format json): each paper's abstract
    for paper in json.loads(path.read_text(encoding="utf-8")):
        (out / f"{count}.md").write_text(paper["abstract"], encoding="utf-8")
        count += 1
"""

# The machine's speed at one moment: the best of three passes of titles and tags over the same
# abstracts (the first ones of the corpus), in microseconds an abstract. Within an hour the
# same generation took 51 to 65 s on this shared machine, more than the margins measured here:
# read each run's times against this.
CPU_CHECK = """
import itertools, sys, time
from pathlib import Path
from readinglist.extract.tags import assign_tags, default_vocabulary
from readinglist.extract.titles import derive_title
seeds, count = Path(sys.argv[1]), int(sys.argv[2])
import json
listed = itertools.chain(
    (paragraph for path in sorted(seeds.glob("*.txt"))
     for paragraph in path.read_text(encoding="utf-8").split("\\n\\n")[1:]),
    (paper["abstract"] for path in sorted(seeds.glob("*.json"))
     for paper in json.loads(path.read_text(encoding="utf-8"))))
texts = list(itertools.islice(listed, count))
vocabulary = default_vocabulary()
def once():
    start = time.perf_counter()
    for text in texts:
        assign_tags(text, derive_title(text).text, vocabulary)
    return (time.perf_counter() - start) / len(texts) * 1e6
once()
print(min(once() for _ in range(3)))
"""
_CPU_CHECK_TEXTS = 1000

# Runs `readinglist generate` with a timer around every pipeline stage function it can find.
STAGED_GENERATE = """
import functools, json, sys, time
from readinglist import build, dedupe, parse, write
from readinglist.extract import stage as extract
from readinglist.extract import links
from readinglist.render import stage as render
from readinglist.extract import similar
from readinglist.extract import slugs
from readinglist.extract import tags
from readinglist.extract import titles
from readinglist.cli import finish, main
times = {}
def wrap(module, name):
    func = getattr(module, name, None)
    if func is None:
        return
    label = f"{module.__name__.rsplit('.', 1)[-1]}.{name}"
    @functools.wraps(func)
    def timed(*args, **kwargs):
        start = time.perf_counter()
        try:
            return func(*args, **kwargs)
        finally:
            times[label] = times.get(label, 0.0) + time.perf_counter() - start
    setattr(module, name, timed)
for module, name in [(write, "read_seeds"), (parse, "parse_files"), (dedupe, "dedupe"),
                     (extract, "extract"), (links, "extract_links"), (titles, "derive_title"),
                     (titles, "unique_titles"), (slugs, "unique_slugs"), (slugs, "assign"),
                     (slugs, "sketch"), (tags, "assign_tags"),
                     (similar, "related"), (render, "papers_json"), (write, "write_site")]:
    # render_site yields pages as they are done and write_site writes each as it comes, so
    # write_site's time includes the rendering.
    wrap(module, name)
code = main(["generate", "-f", sys.argv[1]])
with open(sys.argv[2], "w") as out:
    json.dump(times, out)
finish(code)  # as the console script ends
"""

BARE_CONFIG = """site_name: bare
docs_dir: docs
site_dir: site
theme:
  name: material
  font: false
nav:
  - Home: index.md
validation:
  omitted_files: ignore
"""


@dataclass(frozen=True)
class Run:
    """One child process: wall seconds, peak resident memory, exit code."""

    seconds: float
    peak_mb: float  # the largest single process (wait4's ru_maxrss)
    code: int
    tree_peak_mb: float = 0.0  # the whole process tree, workers too (summed PSS, sampled)


@dataclass
class Result:
    """Everything measured at one corpus size."""

    n: int
    papers: int = 0
    corpus_mb: float = 0.0
    io_floor_s: float = 0.0  # the faster of io_floor_runs
    create_us: float = 0.0  # creating one small file beside the I/O floor's (see _creation_us)
    cpu_check_us: list[float] = field(default_factory=list)  # before the floor, after generation
    settled_s: float = 0.0  # waited before the run's first size was measured (see _settle)
    io_floor_runs: list[float] = field(default_factory=list)
    generate_s: float = 0.0  # the faster of generate_runs
    generate_runs: list[float] = field(default_factory=list)
    generate_peak_mb: float = 0.0  # the larger of the timed runs'
    generate_tree_peak_mb: float = 0.0
    stages: dict[str, float] = field(default_factory=dict)
    build_s: float | None = None
    cold_build_s: float | None = None
    bare_build_s: float | None = None
    index_s: float | None = None
    paper_page_kb_median: float | None = None
    paper_page_kb_max: float | None = None
    tag_page_kb_max: float | None = None
    papers_index_kb: float | None = None
    site_mb: float | None = None
    index_mb: float | None = None
    search: dict[str, float] = field(default_factory=dict)
    serve: dict[str, float] = field(default_factory=dict)


def run(
    command: list[str], cwd: Path | None = None, log: Path | None = None, sample: bool = True
) -> Run:
    """Run a child process; its peak RSS comes from wait4's rusage (kilobytes on Linux), and
    with `sample` the peak PSS of its process tree from sampling (see _sample_tree)."""
    stream = open(log or os.devnull, "w")  # noqa: SIM115 - closed below, after the child ends
    start = time.perf_counter()
    child = subprocess.Popen(command, cwd=cwd, stdout=stream, stderr=subprocess.STDOUT)
    peaks: list[float] = [0.0]
    sampler = threading.Thread(target=_sample_tree, args=(child.pid, peaks), daemon=True)
    if sample:
        sampler.start()
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    if sample:
        sampler.join()
    child.returncode = os.waitstatus_to_exitcode(status)
    stream.close()
    if child.returncode != 0 and log is not None:
        print(log.read_text(encoding="utf-8")[-3000:], file=sys.stderr)
    return Run(seconds, usage.ru_maxrss / 1024, child.returncode, peaks[0])


def _sample_tree(root: int, peaks: list[float]) -> None:
    """Twice a second until `root` ends: the largest summed PSS of root and its descendants
    (forked workers share the parent's pages; PSS counts each shared page once in all)."""
    while True:
        tree, total = [root], 0
        for pid in tree:
            tree += _children(pid)
            total += _pss_kb(pid)
        if not total:  # gone (or, off Linux, not measurable)
            return
        peaks[0] = max(peaks[0], total / 1024)
        time.sleep(0.5)


def _children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except (OSError, ValueError):
        return []


def _pss_kb(pid: int) -> int:
    try:
        text = Path(f"/proc/{pid}/smaps_rollup").read_text()
    except OSError:
        return 0
    return next((int(line.split()[1]) for line in text.splitlines() if line.startswith("Pss:")), 0)


_PROBE_FILES = 2000


def _settle(seconds: float) -> None:
    """Write everything back, then wait: files deleted before no longer slow file creation.

    On ext4 without a journal (this machine's disk), creating a file passes over every free
    inode of its block group deleted in the last minute, or six while the block holding it is
    dirty (creating files nearby keeps it so), checking each in the cached inode table, and
    takes one only when no other is free. Just after 70,000 files were deleted nearby, creating
    a file took 200 to 480 us instead of 30 to 40 (20,000 files in 4.0 to 9.6 s instead of 0.6
    to 0.8 s); a minute after a sync, 235 us; seven minutes after, 40 again. Generation, whose
    two workers create its pages in one folder and wait on each other there, spent 6 s more in
    the kernel. This benchmark deletes what it made as it ends, so a run started soon after
    another measured the disk's history as much as the code. Dropping the page cache instead
    (root) made the I/O floor read inode tables from disk, a second slower: that would flatter
    generation against it."""
    os.sync()
    time.sleep(seconds)


def _creation_us(folder: Path) -> float:
    """Microseconds to create one small file in a new folder beside the I/O floor's: about 30
    on this machine's disk, many times that when files were deleted nearby (see _settle).
    The files stay, deleted with the rest: deleting them now would slow what comes next."""
    folder.mkdir(parents=True)
    start = time.perf_counter()
    for i in range(_PROBE_FILES):
        (folder / f"{i}.md").write_bytes(b"x" * 1000)
    return (time.perf_counter() - start) / _PROBE_FILES * 1e6


def _cpu_check(seeds: Path) -> float:
    """Titles and tags of the corpus's first abstracts, in microseconds an abstract (CPU_CHECK),
    timed in a child process of the same Python as generation."""
    done = subprocess.run(
        [PYTHON, "-c", CPU_CHECK, str(seeds), str(_CPU_CHECK_TEXTS)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return float(done.stdout)


def measure_generation(result: Result, work: Path, seeds: Path) -> Path:
    result.cpu_check_us.append(_cpu_check(seeds))
    # Each timed twice, into new folders, and the faster run counts, for the I/O floor and for
    # generation alike: on this shared machine one run of the floor read twice its usual time
    # now and then, and the same generation took 51 to 65 s within an hour. Each timed run
    # starts with nothing left to write back, so none pays for the one before it.
    for name in ("floor", "floor-2"):
        os.sync()
        result.io_floor_runs.append(
            run([PYTHON, "-c", IO_FLOOR, str(seeds), str(work / name)]).seconds
        )
    result.io_floor_s = min(result.io_floor_runs)
    for name in ("generate", "generate-2"):
        os.sync()
        project, generated, stages = _generate(work, name, seeds, result.n)
        result.generate_runs.append(generated.seconds)
        result.generate_peak_mb = max(result.generate_peak_mb, generated.peak_mb)
        if generated.seconds == min(result.generate_runs):
            result.stages = stages
    result.generate_s = min(result.generate_runs)
    result.cpu_check_us.append(_cpu_check(seeds))
    again = make_project(work / "generate-memory", seeds)
    sampled = run([PYTHON, "-m", "readinglist", "generate", "-q"], again, work / "memory.log")
    if sampled.code != 0:
        raise SystemExit(f"generate failed at N={result.n}; see {work / 'memory.log'}")
    result.generate_tree_peak_mb = sampled.tree_peak_mb
    papers = json.loads((project / "site_src" / "papers.json").read_text(encoding="utf-8"))
    result.papers = len(papers["papers"])
    return project


def _generate(work: Path, name: str, seeds: Path, n: int) -> tuple[Path, Run, dict[str, float]]:
    """One timed `readinglist generate` in a new project `name`: the project, the run, and the
    seconds spent in each pipeline stage."""
    project = make_project(work / name, seeds)
    stages = work / f"{name}-stages.json"
    log = work / f"{name}.log"
    # Timed with no sampling beside it: reading a process's PSS walks its page tables (15 ms a
    # read for a 1.5 GB process here), and sampling the three processes twice a second took a
    # core's tenth, 1 to 3 s of the run at 100,000 abstracts. The whole tree's peak comes from
    # another run, sampled.
    generated = run(
        [PYTHON, "-c", STAGED_GENERATE, "mkdocs.yml", str(stages)], project, log, sample=False
    )
    if generated.code != 0:
        raise SystemExit(f"generate failed at N={n}; see {log}")
    return project, generated, json.loads(stages.read_text(encoding="utf-8"))


def bare_project(target: Path, pages: int, seeds: Path) -> Path:
    """A bare MkDocs + Material project: one page in the nav, `pages` abstracts out of it."""
    docs = target / "docs" / "papers"
    docs.mkdir(parents=True, exist_ok=True)
    (target / "mkdocs.yml").write_text(BARE_CONFIG, encoding="utf-8")
    (target / "docs" / "index.md").write_text("# Bare\n\nHome.\n", encoding="utf-8")
    texts = _abstracts(seeds)
    for i in range(pages):
        text = texts[i % len(texts)]
        (docs / f"p{i}.md").write_text(f"# Paper {i}\n\n{text}\n", encoding="utf-8")
    return target


def _abstracts(seeds: Path) -> list[str]:
    return [
        paragraph
        for path in sorted(seeds.glob("*.txt"))
        for paragraph in path.read_text(encoding="utf-8").split("\n\n")[1:]
    ]


def measure_build(result: Result, work: Path, seeds: Path) -> Path:
    bare = bare_project(work / "bare", result.papers, seeds)
    baseline = run([PYTHON, "-m", "mkdocs", "build", "-q"], bare, work / "bare.log")
    project = make_project(work / "build", seeds)
    cold = run([PYTHON, "-m", "readinglist", "build"], project, work / "build.log")
    # The same site again with its pages generated: what MkDocs (with the plugin, whose
    # pipeline finds the seeds unchanged, and the search index) costs beside the bare build.
    # Into a new folder, as the bare build: the first site is set aside, deleted with the rest
    # at the end, since deleting it now would slow the files made next (see _settle).
    (project / "site").rename(project / f".stale-site-{time.time_ns()}")
    built = run([PYTHON, "-m", "mkdocs", "build", "-q"], project, work / "rebuild.log")
    if cold.code != 0 or built.code != 0 or baseline.code != 0:
        raise SystemExit(f"build failed at N={result.n}; see {work}")
    result.cold_build_s, result.build_s = cold.seconds, built.seconds
    result.bare_build_s = baseline.seconds
    site = project / "site"
    index = [PYTHON, "-c", "import sys, pathlib, readinglist.render.search as s; "
             "s.index_documents(pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]))",
             str(project / "site_src"), str(work / "index-alone")]  # fmt: skip
    result.index_s = run(index).seconds
    _measure_sizes(result, site)
    return site


SERVE_WORD = "zanzibarquux"


def _found(page: Any, query: str) -> bool:
    """Whether the search finds the edit yet. A rebuild reloads the page (live reload), which
    can end a query midway: that counts as not yet."""
    from playwright.sync_api import Error

    try:
        return bool(page.evaluate(query, SERVE_WORD) > 0)
    except Error:
        return False


def measure_serve(project: Path, work: Path) -> dict[str, float]:
    """Edit one seed file under `readinglist serve`: seconds until the edited paper's page shows
    the edit, and until a search for the new word finds it in a complete index."""
    from playwright.sync_api import sync_playwright

    papers = json.loads((project / "site_src" / "papers.json").read_text(encoding="utf-8"))
    # A paper listed once, so that the edited text is the one its page shows.
    single = next(p for p in papers["papers"] if len(p["sources"]) == 1)
    slug, seed = single["slug"], project / "seeds" / single["sources"][0]["file"]
    text = seed.read_text(encoding="utf-8")
    paragraph = text.split("\n\n")[single["sources"][0]["position"] + 1]
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    base = f"http://127.0.0.1:{port}/"
    log = (work / "serve.log").open("w")
    server = subprocess.Popen(
        [PYTHON, "-m", "readinglist", "serve", "-a", f"127.0.0.1:{port}"],
        cwd=project, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    out: dict[str, float] = {}
    try:
        start = time.perf_counter()
        _poll(lambda: _fetch(base + "searchindex/meta.json") is not None, 900)
        out["serve_ready_s"] = time.perf_counter() - start
        edited = paragraph.replace(" ", f" {SERVE_WORD} ", 1)
        seed.write_text(text.replace(paragraph, edited, 1), encoding="utf-8")
        start = time.perf_counter()
        _poll(lambda: SERVE_WORD in (_fetch(f"{base}papers/{slug}/") or ""), 300)
        out["serve_page_updated_s"] = time.perf_counter() - start
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page()
            page.goto(base)
            # The word's postings in the index's shard for it, fetched afresh each time.
            query = """async (word) => {
                const get = async (name) =>
                    (await fetch(`/searchindex/${name}?${Date.now()}`)).json();
                const meta = await get("meta.json");
                let shard = 0;
                while (shard + 1 < meta.shards.length && meta.shards[shard + 1] <= word) shard++;
                return ((await get(`terms/${shard}.json`))[word] || []).length;
            }"""
            _poll(lambda: _found(page, query), 300, every=0.5)
            out["serve_search_updated_s"] = time.perf_counter() - start
            browser.close()
        meta = json.loads(_fetch(base + "searchindex/meta.json") or "{}")
        out["serve_index_pages"] = meta["papers"]
    finally:
        seed.write_text(text, encoding="utf-8")
        server.terminate()
        server.wait(30)
        log.close()
    return out


def _fetch(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return str(response.read().decode("utf-8", "replace"))
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return None


def _poll(done: Callable[[], bool], seconds: float, every: float = 0.2) -> None:
    deadline = time.perf_counter() + seconds
    while not done():
        if time.perf_counter() > deadline:
            raise SystemExit(f"timed out after {seconds} s")
        time.sleep(every)


def _measure_sizes(result: Result, site: Path) -> None:
    pages = [p.stat().st_size for p in (site / "papers").glob("*/index.html")]
    tags = [p.stat().st_size for p in (site / "tags").glob("**/index.html")]
    result.paper_page_kb_median = statistics.median(pages) / 1024
    result.paper_page_kb_max = max(pages) / 1024
    result.tag_page_kb_max = max(tags) / 1024 if tags else 0.0
    result.papers_index_kb = (site / "papers" / "index.html").stat().st_size / 1024
    result.site_mb = _size(site) / 2**20
    result.index_mb = _size(site / "searchindex") / 2**20


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib name
        return


def _serve(site: Path) -> Generator[str, None, None]:
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def _wire_bytes(site: Path, url: str, body: int) -> int:
    """Bytes a gzip-serving host sends: text gzipped, as GitHub Pages sends it."""
    path = site / url.split("/", 3)[-1].split("?")[0]
    if path.is_dir():
        path = path / "index.html"
    if path.suffix in (".js", ".json", ".css", ".html") and path.is_file():
        return len(gzip.compress(path.read_bytes(), 6))
    return body


def measure_search(site: Path, queries: tuple[str, str]) -> dict[str, float]:
    """Bytes fetched and time to the first results for a first and a second query."""
    from playwright.sync_api import sync_playwright

    out: dict[str, float] = {}
    serving = _serve(site)
    url = next(serving)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()
        fetched: list[tuple[str, int]] = []
        page.on("requestfinished", lambda r: fetched.append((r.url, r.sizes()["responseBodySize"])))
        page.goto(url + "papers/")
        page.wait_for_load_state("networkidle")
        box = page.locator("input.md-search__input")
        for label, query in zip(("first", "second"), queries, strict=True):
            before = len(fetched)
            page.keyboard.press("/")
            box.fill("")
            box.press_sequentially(query[:-1], delay=40)
            start = time.perf_counter()
            box.press(query[-1])
            page.locator(".rl-search .md-search-result__item").first.wait_for(timeout=30_000)
            out[f"{label}_results_s"] = time.perf_counter() - start
            page.wait_for_load_state("networkidle")
            new = fetched[before:]
            out[f"{label}_kb_raw"] = sum(size for _, size in new) / 1024
            out[f"{label}_kb_wire"] = sum(_wire_bytes(site, u, s) for u, s in new) / 1024
            out[f"{label}_requests"] = len(new)
            page.keyboard.press("Escape")
        browser.close()
    serving.close()
    return out


def report(results: list[Result]) -> None:
    rows: list[tuple[str, Callable[[Result], str]]] = [
        ("papers (distinct)", lambda r: f"{r.papers:,}"),
        ("corpus MB", lambda r: f"{r.corpus_mb:.1f}"),
        ("I/O floor s (faster of two)", lambda r: _counted(r.io_floor_s, r.io_floor_runs)),
        ("creating a file us (after settling s)",
         lambda r: f"{r.create_us:.0f} ({r.settled_s:.0f})"),
        ("titles and tags us an abstract, before / after",
         lambda r: " / ".join(f"{us:.0f}" for us in r.cpu_check_us)),
        ("generate s (faster of two)", lambda r: _counted(r.generate_s, r.generate_runs)),
        ("generate / I/O floor", lambda r: f"{r.generate_s / r.io_floor_s:.1f}×"),
        ("generate peak RSS MB, one process", lambda r: f"{r.generate_peak_mb:.0f}"),
        ("generate peak MB, all processes", lambda r: f"{r.generate_tree_peak_mb:.0f}"),
        ("build, pages generated s", lambda r: _opt(r.build_s)),
        ("bare MkDocs build s", lambda r: _opt(r.bare_build_s)),
        ("build / bare", lambda r: _ratio(r.build_s, r.bare_build_s)),
        ("cold build (generate too) s", lambda r: _opt(r.cold_build_s)),
        ("cold build / bare", lambda r: _ratio(r.cold_build_s, r.bare_build_s)),
        ("search index alone s", lambda r: _opt(r.index_s)),
        ("paper page KB median / max", lambda r: f"{_opt(r.paper_page_kb_median)} / "
                                                 f"{_opt(r.paper_page_kb_max)}"),
        ("largest tag page KB", lambda r: _opt(r.tag_page_kb_max)),
        ("papers/ index KB", lambda r: _opt(r.papers_index_kb)),
        ("site MB (of it the search index)",
         lambda r: f"{_opt(r.site_mb)} ({_opt(r.index_mb)})"),
    ]  # fmt: skip
    width = max(len(name) for name, _ in rows)
    print("\n" + "N listed abstracts".ljust(width) + "".join(f"{r.n:>18,}" for r in results))
    for name, cell in rows:
        print(name.ljust(width) + "".join(f"{cell(r):>18}" for r in results))
    for r in results:
        top = sorted(r.stages.items(), key=lambda item: -item[1])
        print(f"\nstages at N={r.n:,}: " + ", ".join(f"{k} {v:.1f}s" for k, v in top))
        if r.search:
            print(f"search at N={r.n:,}: " + ", ".join(f"{k} {v:.2f}" for k, v in r.search.items()))
        if r.serve:
            print(f"serve at N={r.n:,}: " + ", ".join(f"{k} {v:.2f}" for k, v in r.serve.items()))


def _counted(seconds: float, runs: list[float]) -> str:
    """A measure's counted time, then each of its runs in order: `4.6 (4.6 / 5.1)`."""
    return f"{seconds:.1f} ({' / '.join(f'{each:.1f}' for each in runs)})"


def _opt(value: float | None) -> str:
    return "skipped" if value is None else f"{value:.1f}"


def _ratio(a: float | None, b: float | None) -> str:
    return "skipped" if a is None or b is None else f"{a / b:.2f}×"


def main(argv: list[str] | None = None) -> list[Result]:
    parser = argparse.ArgumentParser(description="readinglist scale benchmark")
    parser.add_argument("--sizes", default="1000,10000,100000", help="listed abstracts per run")
    parser.add_argument("--build-max", type=int, default=10_000,
                        help="skip the full site builds above this N (default 10000)")  # fmt: skip
    parser.add_argument("--browser-at", type=int, default=10_000,
                        help="measure search in Chromium at this N (0: never)")  # fmt: skip
    parser.add_argument("--serve-at", type=int, default=10_000,
                        help="time a seed edit under serve at this N (0: never)")  # fmt: skip
    parser.add_argument("--queries", default="quantization,graph")
    parser.add_argument("--workdir", type=Path, help="keep the projects here (default: temp)")
    parser.add_argument("--settle", type=float, default=0.0,
                        help="first write everything back and wait this long (360 s: files "
                             "deleted before then no longer slow file creation on ext4 without "
                             "a journal; see _settle)")  # fmt: skip
    parser.add_argument("--json", type=Path, help="also write the results as JSON")
    parser.add_argument("--format", choices=("txt", "json"), default="txt",
                        help="the corpus as text lists (default) or as JSON exports with titles, "
                             "authors, links and tracks")  # fmt: skip
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    base = args.workdir or Path(tempfile.mkdtemp(prefix="readinglist-bench-"))
    results = []
    if args.settle:  # once: nothing is deleted before the run ends
        print(f"settling for {args.settle:.0f} s …", flush=True)
        _settle(args.settle)
    try:
        for n in sizes:
            results.append(_one(n, base / f"n{n}", args))
            report(results[-1:])  # as soon as it is known: a later size may take long
    finally:
        if args.workdir is None:
            shutil.rmtree(base, ignore_errors=True)
        for stale in base.glob(".stale-*"):
            shutil.rmtree(stale, ignore_errors=True)
    report(results)
    if args.json:
        args.json.write_text(json.dumps([asdict(r) for r in results], indent=1), encoding="utf-8")
    return results


def _one(n: int, work: Path, args: argparse.Namespace) -> Result:
    print(f"N={n:,}: corpus …", flush=True)
    if work.exists():
        # Moved aside now and deleted once every size is measured (see _settle).
        work.rename(work.with_name(f".stale-{work.name}-{time.time_ns()}"))
    seeds = work / "seeds"
    write = corpus.write_json_corpus if args.format == "json" else corpus.write_corpus
    stats = write(seeds, n)
    result = Result(n=n, corpus_mb=stats.bytes / 2**20, settled_s=args.settle)
    os.sync()  # the corpus written back now, not while file creation is probed
    result.create_us = _creation_us(work / "creation-probe")
    print(f"N={n:,}: generate …", flush=True)
    measure_generation(result, work, seeds)
    if n <= args.build_max:
        print(f"N={n:,}: builds …", flush=True)
        site = measure_build(result, work, seeds)
        if n == args.browser_at:
            print(f"N={n:,}: search in Chromium …", flush=True)
            first, second = args.queries.split(",", 1)
            result.search = measure_search(site, (first, second))
        if n == args.serve_at:
            print(f"N={n:,}: an edit under serve …", flush=True)
            result.serve = measure_serve(site.parent, work)
    return result


if __name__ == "__main__":
    main()
