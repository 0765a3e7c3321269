"""The map's layout on real abstracts: how well it keeps subjects together, what it costs, how
far an addition moves the other papers, and what the page downloads.

usage: python benchmarks/map.py [--corpus ../shared/corpus] [--papers 10000] [--year 2024]
                                [--site DIR]

Reads the corpus of real (conference, title, abstract) triples and takes the papers of one year
of the venues whose field is known (vision, language, robotics, machine learning, AI, web), as
one list would hold the field's year: the field is the paper's subject area. Prints, for the
map (each paper's five nearest on the map), for related papers (readinglist's five) and for
random papers, how often they share the paper's area, and the ratio to random; the seconds the
layout takes; and how far the papers move (in map widths) when one paper in a hundred is added.
With --site, also builds that list into a site there with the CLI and prints the bytes the map
page downloads (its data and the papers index, gzipped as a host sends them) and the seconds
from opening the page to the map drawn, in Chromium (median of three)."""

from __future__ import annotations

import argparse
import gzip
import json
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from readinglist.extract import layout, similar

ROOT = Path(__file__).resolve().parent.parent
FIELDS = {
    **dict.fromkeys(("CVPR", "ECCV", "ICCV", "WACV", "3DV"), "vision"),
    **dict.fromkeys(("ACL", "NAACL", "EMNLP", "COLING", "COLM"), "language"),
    **dict.fromkeys(("ICRA", "IROS", "CoRL", "CORL", "RSS"), "robotics"),
    **dict.fromkeys(
        ("ICML", "NeurIPS", "NIPS", "ICLR", "AISTATS", "COLT", "UAI", "ACML", "AUTOML", "ALT"),
        "machine learning",
    ),
    **dict.fromkeys(("AAAI", "IJCAI"), "AI"),
    **dict.fromkeys(("WWW", "KDD"), "web"),
}


def read_rows(corpus: Path, year: str | None, papers: int) -> list[dict[str, str]]:
    """The papers of `year` (any year if None) whose venue's field is known, in a fixed
    shuffled order, at most `papers` (their order fixes which are 'added' below)."""
    with gzip.open(corpus / "titles.jsonl.gz", "rt", encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines]
    rows = [
        r
        for r in rows
        if r["conference"].split()[0] in FIELDS and (year is None or r["conference"].endswith(year))
    ]
    random.Random(20261202).shuffle(rows)
    return rows[:papers]


def shared_area(neighbours: np.ndarray, area: np.ndarray) -> float:
    """How often a paper's neighbours (rows of indices, -1 for none) share its area."""
    real = neighbours >= 0
    same = (area[np.where(real, neighbours, 0)] == area[:, None]) & real
    return float(same.sum() / max(real.sum(), 1))


def map_neighbours(xy: np.ndarray, k: int = 5) -> np.ndarray:
    from sklearn.neighbors import NearestNeighbors

    _, found = NearestNeighbors(n_neighbors=k + 1).fit(xy).kneighbors(xy)
    return np.asarray(found[:, 1:])


def measure(rows: list[dict[str, str]]) -> dict[str, Any]:
    texts = [f"{r['title']}. {r['abstract']}" for r in rows]
    ids = [f"{i * 2654435761 % 2**32:08x}{i:06d}" for i in range(len(rows))]
    area = np.array([FIELDS[r["conference"].split()[0]] for r in rows], dtype=object)
    started = time.perf_counter()
    xy = np.array(layout.positions(ids, texts))
    seconds = time.perf_counter() - started
    related = similar.related(ids, texts, [[] for _ in ids], k=5)
    number = {paper: i for i, paper in enumerate(ids)}
    related_rows = np.array([[number[p] for p in r] + [-1] * (5 - len(r)) for r in related])
    shares = Counter(area)
    random_share = sum((c / len(area)) ** 2 for c in shares.values())
    on_map = shared_area(map_neighbours(xy), area)
    by_related = shared_area(related_rows, area)
    return {
        "papers": len(rows),
        "areas": {str(a): c for a, c in shares.most_common()},
        "layout_seconds": seconds,
        "map": on_map,
        "related": by_related,
        "random": random_share,
        "xy": xy,
        "ids": ids,
        "texts": texts,
    }


def movement(first: dict[str, Any], rows: list[dict[str, str]]) -> dict[str, float]:
    """Lay out the same papers plus `rows` (one in a hundred more): how far the first moved."""
    extra = rows
    texts = first["texts"] + [f"{r['title']}. {r['abstract']}" for r in extra]
    ids = first["ids"] + [f"add{i:08d}" for i in range(len(extra))]
    after = np.array(layout.positions(ids, texts))[: len(first["ids"])]
    moved = np.linalg.norm(after - first["xy"], axis=1)
    return {
        "added": len(extra),
        "median": float(np.median(moved)),
        "p90": float(np.percentile(moved, 90)),
    }


def measure_site(rows: list[dict[str, str]], target: Path) -> dict[str, float]:
    """Build the rows into a site with the CLI; the map page's download and time to draw."""
    seeds = target / "seeds"
    seeds.mkdir(parents=True, exist_ok=True)
    by_conference: dict[str, list[str]] = {}
    for row in rows:
        by_conference.setdefault(row["conference"], []).append(" ".join(row["abstract"].split()))
    for conference, abstracts in by_conference.items():
        name = conference.replace(" ", "_") + ".txt"
        (seeds / name).write_text(f"{conference} Papers\n\n" + "\n\n".join(abstracts) + "\n")
    (target / "site_src").mkdir(exist_ok=True)
    for hand_written in ("assets", "about.md"):
        source = ROOT / "site_src" / hand_written
        subprocess.run(["cp", "-r", str(source), str(target / "site_src")], check=True)
    (target / "mkdocs.yml").write_text((ROOT / "mkdocs.yml").read_text())
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "readinglist", "build"], cwd=target, check=True,
                   capture_output=True)  # fmt: skip
    built = time.perf_counter() - started
    site = target / "site"
    sizes = {
        name: len(gzip.compress((site / name).read_bytes(), 6))
        for name in ("map/data.json", "papers/index.json")
    }
    return {"build_seconds": built, **sizes, **_time_to_draw(site)}


def _time_to_draw(site: Path) -> dict[str, float]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return {}
    sys.path.insert(0, str(ROOT))
    from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS, serve

    times = []
    for url in serve(site):
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
            for _ in range(3):
                page = browser.new_page()
                started = time.perf_counter()
                page.goto(url + "map/")
                page.locator('[data-testid="paper-map"][data-ready="true"]').wait_for(
                    timeout=60_000
                )
                times.append(time.perf_counter() - started)
                page.close()
            browser.close()
    return {"draw_seconds": statistics.median(times), "draw_runs": len(times)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--papers", type=int, default=10_000)
    parser.add_argument("--year", default="2022", help="'' for every year")
    parser.add_argument("--site", type=Path, help="also build a site here and time its map")
    args = parser.parse_args(argv)
    rows = read_rows(args.corpus, args.year or None, args.papers + args.papers // 100)
    main_rows, extra_rows = rows[: args.papers], rows[args.papers :]
    found = measure(main_rows)
    print(f"{found['papers']} papers ({args.year or 'every year'}), areas: {found['areas']}")
    print(f"layout: {found['layout_seconds']:.1f} s, "
          f"{1e6 * found['layout_seconds'] / found['papers']:.0f} us a paper")  # fmt: skip
    for name in ("map", "related", "random"):
        share = found[name]
        print(f"  five nearest share the area, {name:8}: {share:.3f} "
              f"({share / found['random']:.2f}x random)")  # fmt: skip
    if extra_rows:
        moved = movement(found, extra_rows)
        print(
            f"adding {moved['added']} papers moves the others a median {moved['median']:.3f} "
            f"of the map's width (90th percentile {moved['p90']:.3f})"
        )
    if args.site:
        site = measure_site(main_rows, args.site)
        print("site: " + ", ".join(f"{k} {v:.2f}" if isinstance(v, float) else f"{k} {v}"
                                  for k, v in site.items()))  # fmt: skip


if __name__ == "__main__":
    main()
