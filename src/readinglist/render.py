"""Render stage: entries in, the generated Markdown pages and papers.json (path → text) out."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from . import parallel, reader
from .blocks import front_matter, paper_item, tag_links
from .markup import abstract_markdown, escape_markdown, link_markdown, plain_text
from .models import Entry, Link, Tag

_LINK_LABELS = {"code": "Code", "project": "Project page", "video": "Video", "data": "Data",
                "other": "Link"}  # fmt: skip
_DESCRIPTION_CHARS = 160
_DESCRIPTION_SOURCE = 800
# A tag page lists at most this many papers; larger tags continue on numbered pages (each stays
# well under 500 KB however large the conference).
TAG_PAGE_SIZE = 500


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
) -> dict[str, str]:
    """Every generated file of the docs folder, keyed by its path relative to it."""
    by_id = {entry.paper.id: entry for entry in entries}
    by_tag = _papers_by_tag(entries)
    pages = parallel.pmap(_paper_page_in_worker, entries, by_id, lambda count: None)
    files = {f"papers/{e.slug}.md": page for e, page in zip(entries, pages, strict=True)}
    files["tags/index.md"] = tags_index(by_tag)
    for tag, papers in by_tag.items():
        files.update(tag_pages(tag, papers))
    files["index.md"] = home_page(site_name, summary, by_tag, entries)
    files["papers.json"] = papers_json(entries)
    files.update({f"papers/{old}.md": redirect_page(new) for old, new in (redirects or {}).items()})
    files.update(reader.reader_files(entries, summary))
    return files


def _paper_page_in_worker(entry: Entry) -> str:
    return paper_page(entry, parallel.shared())


def _papers_by_tag(entries: Sequence[Entry]) -> dict[Tag, list[Entry]]:
    by_tag: dict[Tag, list[Entry]] = {}
    for entry in entries:
        for tag in entry.tags:
            by_tag.setdefault(tag, []).append(entry)
    return dict(sorted(by_tag.items(), key=lambda item: (-len(item[1]), item[0].name)))


def _description(text: str) -> str:
    # Only the opening is shown: converting a prefix (cut at a space) saves a full parse.
    head = (
        text if len(text) <= _DESCRIPTION_SOURCE else text[:_DESCRIPTION_SOURCE].rsplit(" ", 1)[0]
    )
    plain = plain_text(head)
    if len(plain) <= _DESCRIPTION_CHARS:
        return plain
    return plain[:_DESCRIPTION_CHARS].rsplit(" ", 1)[0] + " …"


def _link_buttons(links: Sequence[Link], code_announced: bool) -> str:
    buttons = [
        link_markdown(_LINK_LABELS[link.kind], link.url)
        + f"{{ .md-button .rl-link .rl-{link.kind} }}"
        for link in links
        if link.kind in ("code", "project")
    ]
    if not any(link.kind == "code" for link in links) and code_announced:
        buttons.append("*Code announced, no link given.*{ .rl-code-announced }")
    return " ".join(buttons)


def paper_page(entry: Entry, by_id: Mapping[str, Entry]) -> str:
    """The Markdown page of one paper; search indexes its title, meta line and abstract."""
    paper = entry.paper
    title = escape_markdown(entry.title.text)
    conferences = " · ".join(
        f'*{escape_markdown(c)}*{{ .rl-conference data-pagefind-filter="conference" }}'
        for c in paper.conferences or (paper.conference,)
    )
    code_filter = ' data-pagefind-filter="code:with code"' if entry.has_code else ""
    parts = [
        front_matter(entry.title.text, _description(paper.text), _PAPER_FRONT_MATTER),
        f"# {title}\n",
        f"{conferences} · {tag_links(entry.tags, '../tags/')}\n{{ .rl-meta{code_filter} }}\n",
    ]
    buttons = _link_buttons(entry.links.links, entry.links.code_announced)
    if buttons:
        parts.append(buttons + "\n")
    parts += ["## Abstract\n", abstract_markdown(paper.text, entry.links.matches) + "\n"]
    if entry.links.links:
        parts += ["## Links\n", *_link_list(entry.links.links), ""]
    # Search indexes the paper itself, not the lists of other papers and sources around it.
    parts += [f"## Where it was listed {_UNINDEXED}\n", *_unindexed(_source_list(entry)), ""]
    related = [by_id[i] for i in entry.similar if i in by_id]
    if related:
        items = [paper_item(r, "") for r in related]
        parts += [f"## Related papers {_UNINDEXED}\n", *_unindexed(items), ""]
    more = _more_with_tags(entry.tags)
    parts += [f"## More with these topics {_UNINDEXED}\n", *_unindexed(more), ""]
    return "\n".join(parts)


# Paper pages stay out of Material's lunr index (Pagefind indexes them) and mark their body.
_PAPER_FRONT_MATTER = "search:\n  exclude: true\nreadinglist: paper"
_UNINDEXED = "{ data-pagefind-ignore }"


def _unindexed(items: Sequence[str]) -> list[str]:
    """List items that Pagefind skips (attr_list puts a trailing-line attribute on the item)."""
    return [f"{item}\n  {_UNINDEXED}" for item in items]


def _more_with_tags(tags: Sequence[Tag]) -> list[str]:
    return [f"- [More on {escape_markdown(t.name)}](../tags/{t.slug}.md)" for t in tags]


def _link_list(links: Sequence[Link]) -> list[str]:
    return [f"- {_LINK_LABELS[link.kind]}: {link_markdown(link.url, link.url)}" for link in links]


def _source_list(entry: Entry) -> list[str]:
    return [
        f"- {escape_markdown(entry.paper.conference)}: `{source.file}`, abstract "
        f"{source.position + 1} (line {source.line})"
        for source in entry.paper.sources
    ]


def tags_index(by_tag: Mapping[Tag, Sequence[Entry]]) -> str:
    """Every tag with its number of papers."""
    items = [f"- [{escape_markdown(t.name)}]({t.slug}.md) ({len(p)})" for t, p in by_tag.items()]
    return "\n".join(
        [front_matter("Topics", "The topic tags of the reading list."), "# Topics\n", *items, ""]
    )


def tag_pages(tag: Tag, entries: Sequence[Entry]) -> dict[str, str]:
    """One tag's papers: `tags/<slug>.md`, then `tags/<slug>-2.md` and on for large tags."""
    chunks = [entries[i : i + TAG_PAGE_SIZE] for i in range(0, len(entries), TAG_PAGE_SIZE)]
    names = [tag.slug] + [f"{tag.slug}-{n}" for n in range(2, len(chunks) + 1)]
    return {
        f"tags/{names[n]}.md": tag_page(tag, entries, chunk, n, names)
        for n, chunk in enumerate(chunks)
    }


def tag_page(
    tag: Tag,
    entries: Sequence[Entry],
    chunk: Sequence[Entry] | None = None,
    number: int = 0,
    names: Sequence[str] = (),
) -> str:
    """One page of a tag's papers, with links to its other pages."""
    chunk = entries if chunk is None else chunk
    intro = f"{escape_markdown(tag.description)}\n" if tag.description else ""
    pages = " · ".join(
        f"**{n + 1}**" if n == number else f"[{n + 1}]({name}.md)" for n, name in enumerate(names)
    )
    first = number * TAG_PAGE_SIZE + 1
    count = f"{len(entries)} papers" + (
        f"; {first}–{first + len(chunk) - 1} on this page. Pages: {pages}" if len(names) > 1 else ""
    )
    suffix = f" (page {number + 1})" if number else ""
    return "\n".join(
        [
            front_matter(tag.name + suffix, f"{len(entries)} papers tagged {tag.name}."),
            f"# {escape_markdown(tag.name)}{escape_markdown(suffix)}\n",
            intro,
            f"{count}.\n",
            *(paper_item(e, "../papers/") for e in chunk),
            "",
        ]
    )


def home_page(
    site_name: str,
    summary: SiteSummary,
    by_tag: Mapping[Tag, Sequence[Entry]],
    entries: Sequence[Entry],
) -> str:
    """What the list is, its counts, its tags and the ways in."""
    conferences = sorted(
        {c for e in entries for c in (e.paper.conferences or (e.paper.conference,))}
    )
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
            "- [Topics](tags/index.md), each with its papers",
            "- [Statistics](stats/index.md): the conference at a glance",
            "- [Your reading list](reading-list.md): papers you saved, with notes and exports",
            "- Search from the box at the top of every page (press `/`)",
            "- The data as JSON: [papers.json](papers.json)\n",
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


def papers_json(entries: Sequence[Entry]) -> str:
    """The public data export; fields may be added, never renamed or dropped."""
    papers = [_paper_record(entry) for entry in entries]
    return json.dumps({"papers": papers}, ensure_ascii=False, indent=1) + "\n"


def _paper_record(entry: Entry) -> dict[str, object]:
    paper = entry.paper
    return {
        "id": paper.id,
        "slug": entry.slug,
        "url": entry.url,
        "title": entry.title.text,
        "name": entry.title.name,
        "abstract": paper.text,
        "conference": paper.conference,
        "conferences": list(paper.conferences or (paper.conference,)),
        "tags": [tag.name for tag in entry.tags],
        "tag_slugs": [tag.slug for tag in entry.tags],
        "links": [{"url": link.url, "kind": link.kind} for link in entry.links.links],
        "has_code": entry.has_code,
        "code_announced": entry.links.code_announced,
        "sources": [
            {"file": s.file, "position": s.position, "line": s.line} for s in paper.sources
        ],
        "similar": list(entry.similar),
    }
