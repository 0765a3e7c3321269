"""Reader pages: entries in, the papers list, its compact index, reading list and statistics out.

The pages are Markdown with placeholders; `assets/reader.js` builds the interactive parts from
`papers/index.json` in the browser, so a 10,000-paper list stays a small page.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from readinglist.models import Entry
from readinglist.render.blocks import front_matter
from readinglist.render.charts import SCHEMES, Bar, Chart, bar_chart
from readinglist.render.markup import escape_markdown

if TYPE_CHECKING:
    from readinglist.render.stage import SiteSummary

INDEX_VERSION = 1
_NO_SCRIPT = "Without JavaScript, browse the papers by [topic](../tags/index.md)."


def reader_files(entries: Sequence[Entry], summary: SiteSummary) -> dict[str, str]:
    """The generated files of the reader's tools, keyed by path relative to the docs folder."""
    charts = stats_charts(entries)
    files = {
        "papers/index.md": papers_index(entries),
        "papers/index.json": papers_index_json(entries),
        "reading-list.md": reading_list_page(),
        "stats/index.md": stats_page(entries, summary, charts),
    }
    for name, chart in charts.items():
        for scheme in SCHEMES:
            files[f"stats/{name}-{scheme}.svg"] = bar_chart(chart, scheme)
    return files


def papers_index(entries: Sequence[Entry]) -> str:
    """The papers page: counts and the placeholder that reader.js fills with the list."""
    with_code = sum(e.has_code for e in entries)
    return "\n".join(
        [
            front_matter("All papers", f"All {len(entries)} papers of the reading list."),
            "# All papers\n",
            f"{len(entries)} papers, {with_code} with code. Filter by topic, conference, track, "
            "code or words of the title and authors; the address of the page keeps your "
            "filters, so you can bookmark or share it.\n",
            f"Loading the list of papers… {_NO_SCRIPT}\n{{ #rl-papers .rl-placeholder }}\n",
        ]
    )


def papers_index_json(entries: Sequence[Entry]) -> str:
    """The compact index reader.js loads: no abstracts, tags and conferences by number.

    `papers` is in list order; `tags`, `conferences`, `authors` and `tracks` are sorted by name
    and a paper refers to them by position. A paper without authors or a track has no such key.
    """
    tags = sorted({t for e in entries for t in e.tags}, key=lambda t: (t.name.casefold(), t.slug))
    conferences = sorted({c for e in entries for c in e.paper.listed_in})
    authors = sorted({a for e in entries for a in e.authors})
    tracks = sorted({e.track for e in entries if e.track})
    tag_number = {tag.slug: i for i, tag in enumerate(tags)}
    conference_number = {c: i for i, c in enumerate(conferences)}
    author_number = {a: i for i, a in enumerate(authors)}
    track_number = {t: i for i, t in enumerate(tracks)}
    papers = []
    for e in entries:
        paper: dict[str, object] = {
            "id": e.paper.id,
            "slug": e.slug,
            "title": e.title.text,
            "tags": [tag_number[t.slug] for t in e.tags],
            "conferences": [conference_number[c] for c in e.paper.listed_in],
            "code": e.has_code,
        }
        if e.authors:
            paper["authors"] = [author_number[a] for a in e.authors]
        if e.track:
            paper["track"] = track_number[e.track]
        papers.append(paper)
    index = {
        "version": INDEX_VERSION,
        "tags": [{"slug": t.slug, "name": t.name} for t in tags],
        "conferences": conferences,
        "authors": authors,
        "tracks": tracks,
        "papers": papers,
    }
    return json.dumps(index, ensure_ascii=False, separators=(",", ":")) + "\n"


def reading_list_page() -> str:
    """The reading list: a placeholder that reader.js fills from this browser's storage."""
    return "\n".join(
        [
            front_matter("Reading list", "The papers you saved, with your notes."),
            "# Reading list\n",
            "Save papers with the *Save* button on a paper's page or in the "
            "[list of papers](papers/index.md). Your list, read marks and notes stay in this "
            "browser (local storage): nothing is sent anywhere. Export them to keep a copy or "
            "to move them to another browser, and import that JSON file there.\n",
            "Loading your reading list… (it needs JavaScript.)\n"
            "{ #rl-reading-list .rl-placeholder }\n",
        ]
    )


def _percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "0%"


def _times(count: int) -> str:
    return {1: "Listed once", 2: "Listed twice"}.get(count, f"Listed {count} times")


def stats_charts(entries: Sequence[Entry]) -> dict[str, Chart]:
    """The four statistics charts, keyed by the file name stem of their SVGs."""
    per_tag = Counter(t for e in entries for t in e.tags)
    code_per_tag = Counter(t for e in entries if e.has_code for t in e.tags)
    tags = sorted(per_tag, key=lambda t: (-per_tag[t], t.name.casefold(), t.slug))
    per_conference = Counter(c for e in entries for c in e.paper.listed_in)
    conferences = sorted(per_conference, key=lambda c: (-per_conference[c], c))
    listings = Counter(len(e.paper.sources) for e in entries)
    top = max(per_tag.values(), default=0)
    return {
        "papers-per-tag": Chart(
            "Papers per topic",
            "Number of papers tagged with each topic, most frequent first.",
            tuple(Bar(t.name, per_tag[t], str(per_tag[t])) for t in tags),
            top,
        ),
        "code-per-tag": Chart(
            "Share of papers with a code link, per topic",
            "Percentage of each topic's papers that link to their code.",
            tuple(_share_bar(t.name, code_per_tag[t], per_tag[t]) for t in tags),
            1.0,
        ),
        "conferences": Chart(
            "Papers per conference",
            "Number of distinct papers listed by each conference.",
            tuple(Bar(c, per_conference[c], str(per_conference[c])) for c in conferences),
            max(per_conference.values(), default=0),
        ),
        "duplicates": Chart(
            "How often each paper was listed",
            "Number of papers by how many listed abstracts were merged into them.",
            tuple(Bar(_times(n), listings[n], str(listings[n])) for n in sorted(listings)),
            max(listings.values(), default=0),
        ),
    }


def _share_bar(label: str, part: int, whole: int) -> Bar:
    return Bar(label, part / whole if whole else 0.0, f"{_percent(part, whole)} ({part}/{whole})")


def stats_page(entries: Sequence[Entry], summary: SiteSummary, charts: dict[str, Chart]) -> str:
    """The statistics page: each chart in both colour schemes, and its numbers as a table."""
    tag_slugs = {t.name: t.slug for e in entries for t in e.tags}
    intro = (
        f"{summary.papers} distinct papers from {summary.abstracts} listed abstracts in "
        f"{summary.files} lists: {summary.duplicates} duplicate copies were merged. "
        f"{summary.with_code} papers ({_percent(summary.with_code, summary.papers)}) link to "
        f"their code; {summary.tags_used} topics are used.\n"
    )
    parts = [front_matter("Statistics", "The reading list at a glance."), "# Statistics\n", intro]
    headers = {
        "papers-per-tag": ("Topic", "Papers"),
        "code-per-tag": ("Topic", "With code"),
        "conferences": ("Conference", "Papers"),
        "duplicates": ("Times listed", "Papers"),
    }
    for name, chart in charts.items():
        links = tag_slugs if name.endswith("-tag") else {}
        parts += [f"## {escape_markdown(chart.title)}\n", _images(name, chart),
                  _table(chart, headers[name], links)]  # fmt: skip
    return "\n".join(parts)


def _images(name: str, chart: Chart) -> str:
    alt = escape_markdown(f"{chart.title}: bar chart. {chart.description} Numbers below.")
    return (
        " ".join(
            f'![{alt}]({name}-{scheme}.svg#only-{scheme}){{ .rl-chart data-testid="chart" }}'
            for scheme in SCHEMES
        )
        + "\n"
    )


def _table(chart: Chart, header: tuple[str, str], tag_slugs: dict[str, str]) -> str:
    rows = [f"| {header[0]} | {header[1]} |", "| --- | ---: |"]
    for bar in chart.bars:
        label = escape_markdown(bar.label)
        if bar.label in tag_slugs:
            label = f"[{label}](../tags/{tag_slugs[bar.label]}.md)"
        rows.append(f"| {label} | {escape_markdown(bar.shown)} |")
    table = "\n".join("    " + row for row in rows)
    return f'??? info "The numbers: {escape_markdown(chart.title)}"\n\n{table}\n'
