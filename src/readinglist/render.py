"""Render stage: entries in, the generated Markdown pages and papers.json (path → text) out."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from . import reader
from .blocks import front_matter, paper_item, tag_links
from .markup import abstract_markdown, escape_markdown, link_markdown, plain_text
from .models import Entry, Link, Tag

_LINK_LABELS = {"code": "Code", "project": "Project page", "video": "Video", "data": "Data",
                "other": "Link"}  # fmt: skip
_DESCRIPTION_CHARS = 160


@dataclass(frozen=True)
class SiteSummary:
    """The counts the home page and the command line report."""

    files: int
    abstracts: int
    papers: int
    duplicates: int
    with_code: int
    tags_used: int


def render_site(entries: Sequence[Entry], summary: SiteSummary, site_name: str) -> dict[str, str]:
    """Every generated file of the docs folder, keyed by its path relative to it."""
    by_id = {entry.paper.id: entry for entry in entries}
    by_tag = _papers_by_tag(entries)
    files = {f"papers/{e.slug}.md": paper_page(e, by_id) for e in entries}
    files["tags/index.md"] = tags_index(by_tag)
    files.update({f"tags/{tag.slug}.md": tag_page(tag, papers) for tag, papers in by_tag.items()})
    files["index.md"] = home_page(site_name, summary, by_tag, entries)
    files["papers.json"] = papers_json(entries)
    files.update(reader.reader_files(entries, summary))
    return files


def _papers_by_tag(entries: Sequence[Entry]) -> dict[Tag, list[Entry]]:
    by_tag: dict[Tag, list[Entry]] = {}
    for entry in entries:
        for tag in entry.tags:
            by_tag.setdefault(tag, []).append(entry)
    return dict(sorted(by_tag.items(), key=lambda item: (-len(item[1]), item[0].name)))


def _description(text: str) -> str:
    plain = plain_text(text)
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
    """The Markdown page of one paper."""
    paper = entry.paper
    title = escape_markdown(entry.title.text)
    parts = [
        front_matter(entry.title.text, _description(paper.text)),
        f"# {title}\n",
        f"{escape_markdown(' · '.join(paper.conferences or (paper.conference,)))} · "
        f"{tag_links(entry.tags, '../tags/')}\n{{ .rl-meta }}\n",
    ]
    buttons = _link_buttons(entry.links.links, entry.links.code_announced)
    if buttons:
        parts.append(buttons + "\n")
    parts += ["## Abstract\n", abstract_markdown(paper.text, entry.links.matches) + "\n"]
    if entry.links.links:
        parts += ["## Links\n", *_link_list(entry.links.links), ""]
    parts += ["## Where it was listed\n", *_source_list(entry), ""]
    related = [by_id[i] for i in entry.similar if i in by_id]
    if related:
        parts += ["## Related papers\n", *(paper_item(r, "") for r in related), ""]
    parts += ["## More with these topics\n", *_more_with_tags(entry.tags), ""]
    return "\n".join(parts)


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


def tag_page(tag: Tag, entries: Sequence[Entry]) -> str:
    """One tag's papers."""
    intro = f"{escape_markdown(tag.description)}\n" if tag.description else ""
    return "\n".join(
        [
            front_matter(tag.name, f"{len(entries)} papers tagged {tag.name}."),
            f"# {escape_markdown(tag.name)}\n",
            intro,
            f"{len(entries)} papers.\n",
            *(paper_item(e, "../papers/") for e in entries),
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
            "- Search from the box at the top of every page (press `/`)",
            "- The data as JSON: [papers.json](papers.json)\n",
            "## Topics\n",
            " ".join(tag_items),
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
