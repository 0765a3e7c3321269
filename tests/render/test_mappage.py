"""The map page and its data: labels where topics gather, colours, the page's text alternative."""

from __future__ import annotations

import json

from readinglist.models import Entry, LinkReport, Paper, Source, Tag, Title
from readinglist.render import mappage

GRAPHS = Tag("Graph learning", "graph-learning")
SPEECH = Tag("Speech", "speech")
GENERIC = Tag("Machine learning", "machine-learning", generic=True)
HOSTILE = Tag("<b>x</b> [y](javascript:z)", "hostile")


def _entry(n: int, tags: tuple[Tag, ...], xy: tuple[float, float]) -> Entry:
    paper = Paper(f"id{n}", f"Abstract {n}.", "ICML 2026", (Source("a.txt", n, n + 1),), ())
    return Entry(paper, Title(f"Paper {n}", None, False), f"paper-{n}", LinkReport((), (), False),
                 tags, xy=xy)  # fmt: skip


def _two_regions() -> list[Entry]:
    """Graph papers gather at the left, speech papers at the right, a few stray."""
    entries = []
    for i in range(40):
        left = i % 2 == 0
        x = (0.2 if left else 0.8) + (i % 5) * 0.01
        entries.append(
            _entry(i, ((GRAPHS if left else SPEECH), GENERIC), (x, 0.5 + (i % 3) * 0.01))
        )
    entries.append(_entry(40, (GRAPHS,), (0.9, 0.9)))
    return entries


def test_topics_are_named_where_their_papers_gather() -> None:
    data = mappage.map_data(_two_regions())
    where = {label.tag: (label.x, label.y) for label in data.labels}
    assert set(where) == {GRAPHS, SPEECH}  # never a generic topic
    assert abs(where[GRAPHS][0] - 0.22) < 0.03
    assert abs(where[SPEECH][0] - 0.82) < 0.03


def test_each_paper_takes_its_topic_colour() -> None:
    entries = _two_regions() + [_entry(41, (), (0.5, 0.5))]
    data = mappage.map_data(entries)
    colour = {tag: i for i, tag in enumerate(data.coloured)}
    assert data.colours[0] == colour[GRAPHS]
    assert data.colours[1] == colour[SPEECH]
    assert data.colours[-1] == -1


def test_labels_never_overlap() -> None:
    tags = [Tag(f"Topic number {i}", f"t{i}") for i in range(30)]
    entries = [_entry(i, (tags[i % 30],), (0.5 + (i % 30) * 0.001, 0.5)) for i in range(300)]
    labels = mappage.map_data(entries).labels
    assert labels
    for i, a in enumerate(labels):
        for b in labels[i + 1 :]:
            assert not mappage._overlap(a, b)


def test_data_file() -> None:
    entries = _two_regions()
    data = json.loads(mappage.map_files(entries)["map/data.json"])
    assert data["count"] == len(entries) == len(data["x"]) == len(data["y"]) == len(data["colour"])
    assert data["x"][0] == round(entries[0].xy[0] * data["scale"])
    assert {t["slug"] for t in data["topics"]} == {"graph-learning", "speech"}
    assert all(0 <= label["x"] <= data["scale"] for label in data["labels"])


def test_page_says_what_the_map_shows_in_words_and_without_script() -> None:
    entries = _two_regions() + [
        _entry(50, (HOSTILE,), (0.1, 0.1)),
        _entry(51, (HOSTILE,), (0.1, 0.1)),
    ]
    page = mappage.map_files(entries)["map/index.md"]
    assert "readinglist: map" in page  # the template loads map.js on this page only
    assert "{ #rl-map .rl-placeholder }" in page
    assert "[list of papers](../papers/index.md)" in page
    assert "[Graph learning](../tags/graph-learning.md) (21 papers)" in page
    assert "<b>" not in page
    assert "](javascript:" not in page


def test_no_papers() -> None:
    files = mappage.map_files([])
    assert json.loads(files["map/data.json"])["count"] == 0
    assert "no topic regions" in files["map/index.md"]
