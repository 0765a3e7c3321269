"""Extract stage: papers in, entries (title, slug, links, tags, related papers) out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from readinglist.extract import layout, links, similar, slugs, tags, titles
from readinglist.extract.similar import clusters
from readinglist.models import Entry, LinkReport, Paper, Tag, Title
from readinglist.runtime import parallel
from readinglist.runtime.memo import Memo
from readinglist.runtime.progress import Tick


@dataclass(frozen=True)
class Extracted:
    """Entries ready to render, the redirects from old slugs, and the slug lock to keep."""

    entries: tuple[Entry, ...]
    redirects: Mapping[str, str]
    lock: Mapping[str, slugs.LockEntry]


def extract(
    papers: Sequence[Paper],
    vocabulary: tags.Vocabulary,
    related: int,
    lock: Mapping[str, slugs.LockEntry],
    tick: Tick,
    memo: Memo | None = None,
) -> Extracted:
    """Per paper: links, title, tags; then site-wide: unique titles, stable slugs, neighbours,
    places on the map."""
    keys = [(paper.text, paper.variants, paper.given) for paper in papers]
    per_paper = (memo or Memo(keep=False)).map_batches(
        "paper", _extract_run, papers, keys, vocabulary, tick
    )
    found = [one.links for one in per_paper]
    keywords = [one.keywords for one in per_paper]
    derived = [one.title for one in per_paper]
    topics = _same_tags([one.tags for one in per_paper])
    ids = [paper.id for paper in papers]
    ends = [one.name_end for one in per_paper]
    named = titles.unique_titles(derived, ids, [p.text for p in papers], memo, ends)
    assigned = slugs.assign(
        [t.name or t.text for t in named],
        ids,
        [p.aliases for p in papers],
        [p.sketch for p in papers],
        lock,
    )
    texts = [f"{t.text}. {p.text}" for p, t in zip(papers, named, strict=True)]
    # Past EXACT_LIMIT papers related papers and the map both start from the texts' weights
    # and LSA projection: made once (15 s at 90,000 papers).
    weighted = clusters.weighted_space(texts) if len(texts) > similar.EXACT_LIMIT else None
    neighbours = similar.related(
        ids, texts, [[tag.slug for tag in g] for g in topics], k=related, memo=memo,
        weighted=weighted,
    )  # fmt: skip
    places = layout.positions(ids, texts, memo, None if weighted is None else weighted[1])
    entries = tuple(
        Entry(paper=p, title=t, slug=s, links=f, tags=g, similar=n, keywords=k, xy=xy)
        for p, t, s, f, g, n, k, xy in zip(
            papers,
            named,
            assigned.slugs,
            found,
            topics,
            neighbours,
            keywords,
            places,
            strict=True,
        )  # fmt: skip
    )
    return Extracted(entries, assigned.redirects, assigned.lock)


def _same_tags(topics: Sequence[tuple[Tag, ...]]) -> list[tuple[Tag, ...]]:
    """The papers' tags, each tag one object wherever it occurs. Results come back from the
    workers through pickle, which makes new tag objects for every run of papers, and a dict
    keyed by tags then compares unequal objects field by field on every lookup: at 70,000
    papers that was 670,000 comparisons (0.3 s) while the pages were made. Objects are
    matched by identity first, so each distinct object is compared once."""
    first: dict[Tag, Tag] = {}
    by_object: dict[int, Tag] = {}

    def same(tag: Tag) -> Tag:
        found = by_object.get(id(tag))
        if found is None:
            found = by_object[id(tag)] = first.setdefault(tag, tag)
        return found

    # by_object holds ids of objects `topics` keeps alive, so no id is reused meanwhile.
    return [tuple(map(same, paper)) for paper in topics]


@dataclass(frozen=True)
class _One:
    """What one paper alone determines."""

    links: LinkReport
    title: Title
    tags: tuple[Tag, ...]
    name_end: int  # see titles.name_end
    keywords: tuple[str, ...] = ()  # the list's keywords no topic matched


def _extract_run(papers: Sequence[Paper]) -> list[_One]:
    """Everything that each of a run of papers alone determines (run in worker processes at
    scale), one step at a time over the whole run, so that each step's code and data stay in
    the processor's caches while it runs: paper by paper, titles, tags and links evicted each
    other's, and the stage took a sixth more processor time (20,000 papers, six runs each)."""
    vocabulary: tags.Vocabulary = parallel.shared()
    # name_end reads what derive_title just read (titles._read keeps the last few texts).
    named = [_title(paper) for paper in papers]
    found_tags = [
        _tags(paper, title.text, vocabulary)
        for paper, (title, _) in zip(papers, named, strict=True)
    ]
    found_links = [_merged_links(paper) for paper in papers]
    return [
        _One(links_, title, tags_, end, keywords)
        for links_, (title, end), (tags_, keywords) in zip(
            found_links, named, found_tags, strict=True
        )
    ]


def _title(paper: Paper) -> tuple[Title, int]:
    """The title the list gave, else one derived from the abstract; and its name_end."""
    if paper.given is not None and paper.given.title:
        return titles.given_title(paper.given.title), -1
    return titles.derive_title(paper.text), titles.name_end(paper.text)


def _tags(
    paper: Paper, title: str, vocabulary: tags.Vocabulary
) -> tuple[tuple[Tag, ...], tuple[str, ...]]:
    """The paper's topics (those its keywords name first), and its keywords that name none."""
    found = tags.assign_tags(paper.text, title, vocabulary)
    keywords = paper.given.keywords if paper.given is not None else ()
    if not keywords:
        return found, ()
    mapped, loose = tags.keyword_tags(keywords, vocabulary)
    specific = [tag for tag in found if not tag.generic]
    merged = tuple(dict.fromkeys((*mapped, *specific)))[: tags.MAX_TAGS]
    return merged or found, loose


def _merged_links(paper: Paper) -> LinkReport:
    """Links of the most complete text, plus any link only another listed version gave, then
    the links the list gave in its fields (site, pdf, code, project), none twice."""
    report = links.extract_links(paper.text)
    extra = [
        link
        for variant in paper.variants
        if variant != paper.text
        for link in links.extract_links(variant).links
    ]
    if paper.given is not None:
        extra += [links.given_link(field, url) for field, url in paper.given.links]
    known = {links.link_key(link.url) for link in report.links}
    added = []
    for link in extra:
        if links.link_key(link.url) not in known:
            known.add(links.link_key(link.url))
            added.append(link)
    return replace(report, links=report.links + tuple(added)) if added else report
