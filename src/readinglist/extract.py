"""Extract stage: papers in, entries (title, slug, links, tags, related papers) out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from . import links, similar, slugs, tags, titles
from .models import Entry, LinkReport, Paper


def extract(
    papers: Sequence[Paper], vocabulary: tags.Vocabulary, related: int
) -> tuple[Entry, ...]:
    """Run every per-paper extractor, then the site-wide ones (unique titles, slugs, neighbours)."""
    ids = [paper.id for paper in papers]
    found = [_merged_links(paper) for paper in papers]
    named = titles.unique_titles(
        [titles.derive_title(paper.text) for paper in papers], ids, [p.text for p in papers]
    )
    slug_list = slugs.unique_slugs([t.name or t.text for t in named], ids)
    topics = [
        tags.assign_tags(p.text, t.text, vocabulary) for p, t in zip(papers, named, strict=True)
    ]
    entries = [
        Entry(paper=p, title=t, slug=s, links=f, tags=g)
        for p, t, s, f, g in zip(papers, named, slug_list, found, topics, strict=True)
    ]
    neighbours = similar.related(
        ids,
        [f"{t.text}. {p.text}" for p, t in zip(papers, named, strict=True)],
        [[tag.slug for tag in g] for g in topics],
        k=related,
    )
    return tuple(replace(e, similar=n) for e, n in zip(entries, neighbours, strict=True))


def _merged_links(paper: Paper) -> LinkReport:
    """Links of the most complete text, plus any link only another listed version gave."""
    report = links.extract_links(paper.text)
    extra = [
        link
        for variant in paper.variants
        if variant != paper.text
        for link in links.extract_links(variant).links
    ]
    known = {_link_key(link.url) for link in report.links}
    added = []
    for link in extra:
        if _link_key(link.url) not in known:
            known.add(_link_key(link.url))
            added.append(link)
    return replace(report, links=report.links + tuple(added)) if added else report


def _link_key(url: str) -> str:
    return url.lower().split("://", 1)[-1].rstrip("/").removesuffix(".git")
