"""The map page: entries (with their places, extract.layout) in, `map/index.md` and the data
`assets/map.js` draws from (`map/data.json`) out.

What is decided here rather than in the browser, so that it is the same for every reader and
costs nothing at page load: which topics name regions of the map, where their names are
written, and which colour each paper takes.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from readinglist.models import Entry, Tag
from readinglist.render.blocks import front_matter
from readinglist.render.markup import escape_markdown

MAP_VERSION = 1
# Places are sent as integers of 1/SCALE: 4 digits, as papers.json's xy.
SCALE = 10_000
# Topics coloured on the map (each a colour of assets/map.js's palettes), and named on it.
COLOURS = 10
MAX_LABELS = 18
# A region is looked for on a raster of the map, each cell with its 8 neighbours: cells of
# about 4 papers on average (6 x 6 for the 40 papers of the seeds), at most GRID x GRID.
GRID = 24
# A label's box, in map units at the first zoom: about 7.5 px a letter on a 580 px wide map.
# (The page also skips a label that would cover one drawn before it, at any zoom and width.)
_LETTER, _LINE = 0.013, 0.035
_NO_SCRIPT = (
    "The map needs JavaScript. Without it, browse the [list of papers](../papers/index.md) or "
    "the [topics](../tags/index.md)."
)


@dataclass(frozen=True)
class Label:
    """A topic's name written where its papers gather: (x, y) in [0, 1]."""

    tag: Tag
    x: float
    y: float
    papers: int  # of the topic's papers near the label


@dataclass(frozen=True)
class MapData:
    """What the map shows besides each paper's index record: colours and labels."""

    labels: tuple[Label, ...]
    coloured: tuple[Tag, ...]  # colour i is coloured[i]
    colours: tuple[int, ...]  # per entry: its colour, -1 for none


def map_files(entries: Sequence[Entry]) -> dict[str, str]:
    """The map page and its data, keyed by path relative to the docs folder."""
    data = map_data(entries)
    return {"map/index.md": map_page(entries, data), "map/data.json": map_json(entries, data)}


def map_data(entries: Sequence[Entry]) -> MapData:
    """The topics named on the map and where, and each paper's colour."""
    labels = _labels(entries)
    coloured = tuple(label.tag for label in labels[:COLOURS])
    colour_of = {tag: i for i, tag in enumerate(coloured)}
    colours = tuple(
        next((colour_of[t] for t in entry.tags if t in colour_of), -1) for entry in entries
    )
    return MapData(labels, coloured, colours)


def _labels(entries: Sequence[Entry]) -> tuple[Label, ...]:
    """Topics whose papers gather somewhere, each named once where it gathers most, no two
    names overlapping; the most marked regions first.

    A topic's region is the cell (with its neighbours) of the raster where the topic has the
    most papers times its share of that cell's papers: a large, pure gathering wins over a
    large topic spread thin or a pure one of three papers."""
    n = len(entries)
    if n == 0:
        return ()
    grid = max(6, min(GRID, round(math.sqrt(n / 4))))
    xy = np.array([entry.xy for entry in entries], dtype=np.float64)
    cells = np.minimum((xy * grid).astype(np.int64), grid - 1)
    flat = cells[:, 1] * grid + cells[:, 0]
    everyone = _smoothed(np.bincount(flat, minlength=grid * grid), grid)
    by_tag: dict[Tag, list[int]] = {}
    for row, entry in enumerate(entries):
        for tag in entry.tags:
            if not tag.generic:
                by_tag.setdefault(tag, []).append(row)
    least = max(2, n // 200)
    candidates = []
    for tag, rows in by_tag.items():
        if len(rows) < least:
            continue
        counts = _smoothed(np.bincount(flat[rows], minlength=grid * grid), grid)
        score = counts * counts / np.maximum(everyone, 1)
        best = int(np.argmax(score))  # the first best cell: ties go the same way every build
        near = _near_cell(cells[rows], best, grid)
        members = xy[rows][near]
        centre = members.mean(axis=0)
        candidates.append((float(score[best]), tag, centre, int(near.sum())))
    candidates.sort(key=lambda c: (-c[0], c[1].name.casefold(), c[1].slug))
    placed: list[Label] = []
    for _, tag, centre, count in candidates:
        label = Label(tag, round(float(centre[0]), 4), round(float(centre[1]), 4), count)
        if count >= least and not any(_overlap(label, other) for other in placed):
            placed.append(label)
        if len(placed) == MAX_LABELS:
            break
    return tuple(placed)


def _smoothed(counts: np.ndarray, grid: int) -> np.ndarray:
    """Each cell's count plus its 8 neighbours' (a 3 x 3 box sum over the raster)."""
    padded = np.pad(counts.reshape(grid, grid).astype(np.float64), 1)
    total = sum(
        padded[1 + dy : 1 + dy + grid, 1 + dx : 1 + dx + grid]
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
    )
    return np.asarray(total).ravel()


def _near_cell(cells: np.ndarray, flat: int, grid: int) -> np.ndarray:
    """Which of the cells (x, y rows) are the raster cell `flat` or one of its neighbours."""
    cy, cx = divmod(flat, grid)
    return np.asarray((np.abs(cells[:, 0] - cx) <= 1) & (np.abs(cells[:, 1] - cy) <= 1))


def _overlap(a: Label, b: Label) -> bool:
    half_widths = (len(a.tag.name) + len(b.tag.name)) * _LETTER / 2 + _LETTER
    return abs(a.x - b.x) < half_widths and abs(a.y - b.y) < _LINE


def map_json(entries: Sequence[Entry], data: MapData) -> str:
    """The map's data: places as integers of 1/SCALE and colours, in the order of
    papers/index.json's papers (which the page joins them to); the coloured topics; labels."""
    record = {
        "version": MAP_VERSION,
        "scale": SCALE,
        "count": len(entries),
        "x": [round(e.xy[0] * SCALE) for e in entries],
        "y": [round(e.xy[1] * SCALE) for e in entries],
        "colour": list(data.colours),
        "topics": [{"slug": t.slug, "name": t.name} for t in data.coloured],
        "labels": [
            {
                "slug": label.tag.slug,
                "name": label.tag.name,
                "x": round(label.x * SCALE),
                "y": round(label.y * SCALE),
            }
            for label in data.labels
        ],  # fmt: skip
    }
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"


def map_page(entries: Sequence[Entry], data: MapData) -> str:
    """The page: what the map shows and how to use it, the placeholder assets/map.js replaces,
    and the map in words (its regions, largest first, each linking to its topic)."""
    n = len(entries)
    per_tag = Counter(t for e in entries for t in e.tags)
    regions = sorted(data.labels, key=lambda label: (-per_tag[label.tag], label.tag.name))
    words = ", ".join(
        f"[{escape_markdown(label.tag.name)}](../tags/{label.tag.slug}.md) "
        f"({per_tag[label.tag]} papers)"
        for label in regions
    )
    summary = (
        f"The map in words: its regions, largest first: {words}."
        if regions
        else "The map has no topic regions yet: too few papers share a topic."
    )
    return "\n".join(
        [
            front_matter(
                "Map", f"A map of all {n} papers, by what they are about.", "readinglist: map"
            ),  # fmt: skip
            "# Map of the papers\n",
            f"Every one of the {n} papers is a point, placed so that papers about the same "
            "thing sit together, and coloured by its topic; topic names are written where "
            "their papers gather. Hover or focus a point for its title, click it or press "
            "Enter to open the paper. Zoom with the wheel, a pinch or the `+` and `-` keys, pan "
            "by dragging or with `Shift` and the arrow keys; the "
            "arrow keys alone go from paper to paper. The filters dim the other papers, and "
            "the address keeps them. Searching from the box at the top marks where the results "
            "lie.\n",
            f"Loading the map… {_NO_SCRIPT}\n{{ #rl-map .rl-placeholder }}\n",
            f"{summary}\n{{ #rl-map-words }}\n",
        ]
    )
