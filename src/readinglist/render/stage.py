"""Render stage: entries in, the generated pages, papers.json and its schema (path → text) out."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources

from markdown.extensions.toc import slugify

from readinglist.models import Entry, Link, Tag
from readinglist.render import authors, reader, search
from readinglist.render.blocks import LIST_FRONT_MATTER, front_matter
from readinglist.render.mappage import map_files
from readinglist.render.markup import escape_markdown
from readinglist.render.paperpage import (
    RelatedLinks,
    Urls,
    heading,
    html_list,
    html_text,
    link_fields,
    paper_body,
    paper_link,
    paper_page,
)
from readinglist.runtime import parallel
from readinglist.runtime.memo import Memo
from readinglist.runtime.progress import ignore
from readinglist.write import Staged, StagedStream

# A tag page lists at most this many papers; larger tags continue on numbered pages (each stays
# well under 500 KB however large the conference).
TAG_PAGE_SIZE = 500
# papers.json's contract, shipped in the package and published beside it.
SCHEMA = "papers.schema.json"
# One encoder for every record: json.dumps with any option set builds a new one each call.
_RECORD = json.JSONEncoder(ensure_ascii=False)


@dataclass(frozen=True)
class SiteSummary:
    """The counts the home page and the command line report."""

    files: int
    abstracts: int
    papers: int
    duplicates: int
    with_code: int
    tags_used: int


def render_site(
    entries: Sequence[Entry],
    summary: SiteSummary,
    site_name: str,
    redirects: Mapping[str, str] | None = None,
    directory_urls: bool = True,
    memo: Memo | None = None,
    stage: Callable[[str, str], Staged] | None = None,
    open_file: Callable[[str], StagedStream] | None = None,
) -> Iterator[tuple[str, str | Staged]]:
    """Every generated file of the docs folder: its path relative to it, and its text.

    The files come one at a time, so that the write stage can write and drop each: at 70,000
    papers the whole site held at once took a gigabyte. Workers render the paper pages from
    the start; the site-wide files (tag pages, home page, reader pages) come first, made here
    meanwhile, then the paper pages as the workers finish them, then papers.json. No two files
    share a path. With `stage` (the write stage's), the workers hand each paper's file to it
    themselves, and what comes here for it is what it returned; a memo that keeps pages gets
    their texts either way. With `open_file` as well (the write stage's), papers.json is
    written as the pages come (see StagedStream), and what comes for it is what that gave."""
    by_id = {entry.paper.id: entry for entry in entries}
    memo = memo or Memo(keep=False)
    staging = None if memo.keeps else stage
    urls = Urls(directory_urls, grouped_authors=authors.grouped(entries))
    shared = (RelatedLinks(by_id, urls), urls, staging)
    # A paper's page shows the paper and its related papers' titles, slugs and code markers.
    # Only a memo that keeps pages needs their keys: at 70,000 papers they took a second.
    keys = [
        (e, tuple(link_fields(by_id[i]) for i in e.similar if i in by_id))
        for e in (entries if memo.keeps else ())
    ]
    # What comes back for a staged page is a small marker: the workers need not wait for it
    # to be taken, and go on while the site-wide files are made here (at 70,000 papers those
    # took 2 s, with a core idle when they came after the pages).
    ahead = None if staging is not None else parallel.AHEAD
    pages = memo.stream("page", _paper_files_in_worker, entries, keys, shared, ignore, ahead)
    yield from _site_files(entries, summary, site_name, redirects or {}, urls)
    # Each paper's line of papers.json comes with its page, made by the worker: here the
    # export cost 1.5 s at 70,000 papers with a core idle. The lines are staged as they come
    # (given `open_file`), else held until the last page (140 MB at 70,000 papers); the
    # records as Python objects, made here while the workers ran, took 600 MB.
    lines: list[str] = []
    export = None if staging is None or open_file is None else _Export(open_file("papers.json"))
    try:
        for entry, (page, line) in zip(entries, pages, strict=True):
            if export is None:
                lines.append(line)
            else:
                export.add(line)
            yield _page_path(entry.slug), page
    except BaseException:
        if export is not None:
            export.discard()
        raise
    yield "papers.json", papers_json(lines) if export is None else export.close()
    yield SCHEMA, papers_schema()


def _site_files(
    entries: Sequence[Entry],
    summary: SiteSummary,
    site_name: str,
    redirects: Mapping[str, str],
    urls: Urls,
) -> Iterator[tuple[str, str]]:
    """The generated files besides each paper's page (with its search document) and
    papers.json: tag pages, home page, redirects, reader pages, the map, search's filter
    values."""
    by_tag = _papers_by_tag(entries)
    yield "tags/index.md", tags_index(by_tag)
    for tag, papers in by_tag.items():
        yield from tag_pages(tag, papers, urls).items()
    yield "index.md", home_page(site_name, summary, by_tag, entries)
    yield from ((_page_path(old), redirect_page(new)) for old, new in redirects.items())
    yield from reader.reader_files(entries, summary).items()
    yield from map_files(entries).items()
    yield from authors.author_files(entries, urls)
    yield search.FILTERS_FILE, search.filters_file(entries)


def _paper_files_in_worker(entries: Sequence[Entry]) -> list[tuple[str | Staged, str]]:
    """Each paper's page file: the page, then its search document, which shares the part of
    the body search indexes (see search.with_document), staged given `stage`; and the paper's
    line of papers.json. A run of papers one step at a time, as extract._extract_run does:
    paper by paper, the steps took a tenth more processor time (six runs each)."""
    related_links, urls, stage = parallel.shared()
    bodies = [paper_body(entry, related_links, urls) for entry in entries]
    texts = [
        search.with_document(
            paper_page(entry, body),
            search.search_document(entry.title.text, body.indexed, urls.page(entry.slug)),
        )
        for entry, body in zip(entries, bodies, strict=True)
    ]
    pages: Sequence[str | Staged] = (
        texts
        if stage is None
        else [stage(_page_path(e.slug), text) for e, text in zip(entries, texts, strict=True)]
    )
    return list(zip(pages, map(record_line, entries), strict=True))


def _page_path(slug: str) -> str:
    """Where a paper's page goes in the docs folder: the worker that stages it and the stream
    that names it must agree, and the indexer reads it there (search.PAGES_GLOB)."""
    return f"papers/{slug}.md"


def _papers_by_tag(entries: Sequence[Entry]) -> dict[Tag, list[Entry]]:
    by_tag: dict[Tag, list[Entry]] = {}
    for entry in entries:
        for tag in entry.tags:
            by_tag.setdefault(tag, []).append(entry)
    return dict(sorted(by_tag.items(), key=lambda item: (-len(item[1]), item[0].name)))


def tags_index(by_tag: Mapping[Tag, Sequence[Entry]]) -> str:
    """Every tag with its number of papers."""
    items = [f"- [{escape_markdown(t.name)}]({t.slug}.md) ({len(p)})" for t, p in by_tag.items()]
    return "\n".join(
        [front_matter("Topics", "The topic tags of the reading list."), "# Topics\n", *items, ""]
    )


def tag_pages(tag: Tag, entries: Sequence[Entry], urls: Urls | None = None) -> dict[str, str]:
    """One tag's papers: `tags/<slug>.md`, then `tags/<slug>-2.md` and on for large tags."""
    chunks = [entries[i : i + TAG_PAGE_SIZE] for i in range(0, len(entries), TAG_PAGE_SIZE)]
    names = [tag.slug] + [f"{tag.slug}-{n}" for n in range(2, len(chunks) + 1)]
    return {
        f"tags/{names[n]}.md": tag_page(tag, entries, chunk, n, names, urls)
        for n, chunk in enumerate(chunks)
    }


def tag_page(
    tag: Tag,
    entries: Sequence[Entry],
    chunk: Sequence[Entry] | None = None,
    number: int = 0,
    names: Sequence[str] = (),
    urls: Urls | None = None,
) -> str:
    """One page of a tag's papers, with links to its other pages (finished HTML, as a paper
    page: a page of 500 escaped titles took Markdown a tenth of a second)."""
    chunk = entries if chunk is None else chunk
    urls = urls or Urls(directory_urls=True)
    pages = " · ".join(
        f"<strong>{n + 1}</strong>" if n == number else f'<a href="{urls.same(name)}">{n + 1}</a>'
        for n, name in enumerate(names)
    )
    first = number * TAG_PAGE_SIZE + 1
    count = f"{len(entries)} papers" + (
        f"; {first}–{first + len(chunk) - 1} on this page. Pages: {pages}" if len(names) > 1 else ""
    )
    suffix = f" (page {number + 1})" if number else ""
    title = html_text(tag.name + suffix)
    parts = [
        front_matter(tag.name + suffix, f"{len(entries)} papers tagged {tag.name}.", _LIST_FLAG),
        heading(1, slugify(tag.name + suffix, "-"), title),
        *([f"<p>{html_text(tag.description)}</p>"] if tag.description else []),
        f"<p>{count}.</p>",
        html_list([paper_link(e, urls.other("papers", e.slug)) for e in chunk]),
        "",
    ]
    return "\n".join(parts)


_LIST_FLAG = LIST_FRONT_MATTER


def home_page(
    site_name: str,
    summary: SiteSummary,
    by_tag: Mapping[Tag, Sequence[Entry]],
    entries: Sequence[Entry],
) -> str:
    """What the list is, its counts, its tags and the ways in."""
    conferences = sorted({c for e in entries for c in e.paper.listed_in})
    tag_items = [f"[{escape_markdown(t.name)} ({len(p)})](tags/{t.slug}.md){{ .rl-tag }}"
                 for t, p in by_tag.items()]  # fmt: skip
    return "\n".join(
        [
            front_matter(site_name, f"{summary.papers} papers from {', '.join(conferences)}."),
            f"# {escape_markdown(site_name)}\n",
            f"The accepted papers of {escape_markdown(', '.join(conferences))}: one page per "
            "paper with a readable title, the abstract with its math rendered, code and project "
            "links, topic tags and related papers.\n",
            f"- **{summary.papers}** distinct papers from **{summary.abstracts}** listed abstracts "
            f"in {summary.files} lists ({summary.duplicates} duplicates merged)",
            f"- **{summary.with_code}** papers with code",
            f"- **{summary.tags_used}** topics\n",
            "## Ways in\n",
            "- [All papers](papers/index.md), with tags and code markers",
            "- [Map](map/index.md): every paper as a point, papers on one subject together",
            "- [Topics](tags/index.md), each with its papers",
            *(
                ["- [Authors](authors/index.md), each with their papers"]
                if any(e.authors for e in entries)
                else []
            ),  # fmt: skip
            "- [Statistics](stats/index.md): the conference at a glance",
            "- [Your reading list](reading-list.md): papers you saved, with notes and exports",
            "- Search from the box at the top of every page (press `/`)",
            f"- The data as JSON: [papers.json](papers.json) (its schema: [{SCHEMA}]({SCHEMA}))\n",
            "## Topics\n",
            " ".join(tag_items),
            "",
        ]
    )


def redirect_page(slug: str) -> str:
    """A page at an old paper URL that sends the reader to where the paper lives now."""
    return "\n".join(
        [
            "---",
            "template: redirect.html",
            f"redirect: ../{slug}/",
            "search:",
            "  exclude: true",
            "---",
            "",
            f"This paper has moved to [its new page]({slug}.md).",
            "",
        ]
    )


def papers_schema() -> str:
    """The JSON Schema of papers.json, as the package ships it: fields are only ever added."""
    return resources.files("readinglist").joinpath("data", SCHEMA).read_text("utf-8")


def papers_json(lines: Sequence[str]) -> str:
    """The public data export, from each paper's record_line; fields may be added, never
    renamed or dropped."""
    if not lines:
        return '{"papers": []}\n'
    # Joined once, the brackets riding on the first and last lines: at 70,000 papers each copy
    # of the whole text took 280 MB (one non-Latin-1 character makes every character 2 bytes).
    framed = list(lines)
    framed[0] = '{"papers": [\n' + framed[0]
    framed[-1] += "\n]}\n"
    return ",\n".join(framed)


class _Export:
    """papers.json staged line by line as the pages come: the text papers_json gives."""

    def __init__(self, stream: StagedStream) -> None:
        self._stream = stream
        self._lines = 0

    def add(self, line: str) -> None:
        self._stream.write(",\n" if self._lines else '{"papers": [\n')
        self._stream.write(line)
        self._lines += 1

    def close(self) -> Staged:
        self._stream.write("\n]}\n" if self._lines else '{"papers": []}\n')
        return self._stream.close()

    def discard(self) -> None:
        self._stream.discard()


def record_line(entry: Entry) -> str:
    """One paper's record in papers.json, on one line."""
    # One paper a line: a diff shows which papers changed, and without `indent` json uses its
    # C encoder (indented, 70,000 papers took 11 s in the pure-Python one).
    return _RECORD.encode(_paper_record(entry))


def _paper_record(entry: Entry) -> dict[str, object]:
    paper = entry.paper
    given = paper.given
    # A title the list gave is kept as given (its LaTeX too); pages show it rendered.
    title = given.title[:300] if given and given.title else entry.title.text
    return {
        "id": paper.id,
        "slug": entry.slug,
        "url": entry.url,
        "title": title,
        "title_derived": entry.title.derived,
        "name": entry.title.name,
        # The contract wants an abstract: a paper a list gave none for carries its title, and
        # abstract_given says so.
        "abstract": paper.text if paper.has_abstract else entry.title.text,
        "abstract_given": paper.has_abstract,
        "authors": list(entry.authors),
        "track": entry.track,
        "keywords": list(given.keywords) if given else [],
        "conference": paper.conference,
        "conferences": list(paper.listed_in),
        "tags": [tag.name for tag in entry.tags],
        "tag_slugs": [tag.slug for tag in entry.tags],
        "links": [_link_record(link) for link in entry.links.links],
        "has_code": entry.has_code,
        "code_announced": entry.links.code_announced,
        "sources": [
            {"file": s.file, "position": s.position, "line": s.line} for s in paper.sources
        ],
        "similar": list(entry.similar),
        "xy": list(entry.xy),
    }


def _link_record(link: Link) -> dict[str, str]:
    record = {"url": link.url, "kind": link.kind}
    if link.label:
        record["label"] = link.label
    return record
