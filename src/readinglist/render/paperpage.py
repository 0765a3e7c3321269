"""One paper's page: front matter for MkDocs, then a finished HTML body (part of the render stage).

A paper page is the one page there are thousands of, so it skips Python-Markdown: its inline
pass over a fully escaped abstract cost ~3.5 ms a page, more than the theme. The body is the
HTML that Markdown produced before (same elements, ids, classes and filter attributes), built
here from escaped text, and `pages.GeneratedPage` hands it to the theme as the page content.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from markdown.extensions.toc import slugify, unique

from readinglist.extract.slugs import author_slug
from readinglist.models import Entry, Link, Tag
from readinglist.render.blocks import front_matter
from readinglist.render.markup import abstract_html_and_text, html_link

LINK_LABELS = {"code": "Code", "project": "Project page", "video": "Video", "data": "Data",
               "other": "Link"}  # fmt: skip
# Paper pages stay out of Material's lunr index (readinglist's own indexes them).
FRONT_MATTER = "search:\n  exclude: true\nreadinglist: paper"
_DESCRIPTION_CHARS = 160
_HEADINGS = ("abstract", "links", "where-it-was-listed", "related-papers", "more-with-these-topics")


class Urls:
    """Links between generated pages, as MkDocs would write them; every generated page sits
    one folder deep (papers/x, tags/x), so a link leads to a page beside it or in a section."""

    def __init__(self, directory_urls: bool, grouped_authors: bool = False) -> None:
        self._same = "../{}/" if directory_urls else "{}.html"
        self._other = "../../{}/{}/" if directory_urls else "../{}/{}.html"
        self._page = "papers/{}/" if directory_urls else "papers/{}.html"
        # Past authors.GROUP_FROM authors, authors share pages (see authors.group_of).
        self.grouped_authors = grouped_authors

    def author(self, slug: str) -> str:
        """To an author's page, or to their part of the page they share."""
        if self.grouped_authors:
            return self.other("authors", group_of(slug)) + "#" + slug
        return self.other("authors", slug)

    def same(self, slug: str) -> str:
        """To a page in the same section: another paper from a paper, a tag from a tag."""
        return self._same.format(slug)

    def other(self, section: str, slug: str) -> str:
        """To a page in another section (`tags`, `papers`)."""
        return self._other.format(section, slug)

    def index(self) -> str:
        """To the index page of the section a generated page is in (`authors/`)."""
        return "../" if self._same.startswith("../") else "index.html"

    def page(self, slug: str) -> str:
        """A paper page's path from the site root."""
        return self._page.format(slug)


@dataclass(frozen=True)
class Body:
    """The HTML body of a paper's page, and its abstract as plain text; and the part of the
    body search indexes, from its start, which is the paper's search document: the rest
    (where the paper was listed, its related papers, its topics) is about other papers."""

    html: str
    abstract: str
    indexed: str


def paper_page(entry: Entry, body: Body) -> str:
    """The docs-folder page of one paper: front matter, then the body as finished HTML."""
    front = front_matter(entry.title.text, description(body.abstract), FRONT_MATTER)
    return f"{front}\n{body.html}"


class RelatedLinks:
    """Each paper's link as a related paper on another paper's page (paper_link), by id: made
    once per process and kept, as a paper is listed on about as many pages as it lists."""

    def __init__(self, by_id: Mapping[str, Entry], urls: Urls) -> None:
        self._by_id = by_id
        self._urls = urls
        self._made: dict[str, str] = {}

    def get(self, paper_id: str) -> str | None:
        """The link to the paper, or None for an id that is not a paper of the site."""
        made = self._made.get(paper_id)
        if made is None:
            entry = self._by_id.get(paper_id)
            if entry is None:
                return None
            made = self._made[paper_id] = paper_link(entry, self._urls.same(entry.slug))
        return made


def paper_body(entry: Entry, related_links: RelatedLinks, urls: Urls) -> Body:
    """The body of a paper's page; search indexes its title, meta line and abstract."""
    paper = entry.paper
    abstract, abstract_text = abstract_html_and_text(paper.text, entry.links.matches)
    title_id = unique(slugify(entry.title.text, "-"), set(_HEADINGS))
    # The id the page's Save and Read toggles keep (reader.js; the title is the heading's
    # text): with it here, a paper page need not fetch papers/index.json, 4 MB gzipped at
    # 90,000 papers.
    parts = [_heading(1, title_id, _title_html(entry), f' data-rl-id="{html.escape(paper.id)}"')]
    if entry.authors:
        parts.append(f'<p class="rl-authors">{_author_links(entry.authors, urls)}</p>')
    parts.append(_meta_line(entry, urls))
    if entry.keywords:
        keywords = " ".join(
            f'<span class="rl-keyword">{html_text(k)}</span>' for k in entry.keywords
        )
        parts.append(f'<p class="rl-keywords">Keywords: {keywords}</p>')
    buttons = _link_buttons(entry.links.links, entry.links.code_announced)
    if buttons:
        parts.append(f"<p>{buttons}</p>")
    parts += [_heading(2, "abstract", "Abstract")]
    if paper.has_abstract:
        parts.append(f"<p>{abstract}</p>")
    else:
        parts.append(
            '<p class="rl-no-abstract"><em>The list gave no abstract for this paper.</em></p>'
        )
        abstract_text = entry.title.text
    if entry.links.links:
        parts += [_heading(2, "links", "Links"), html_list(_link_items(entry.links.links))]
    indexed = "\n".join(parts)
    # Search indexes the paper itself, not the lists of other papers and sources around it.
    parts += [_heading(2, "where-it-was-listed", "Where it was listed")]
    parts.append(html_list(_source_items(entry)))
    related = [link for i in entry.similar if (link := related_links.get(i)) is not None]
    if related:
        parts += [_heading(2, "related-papers", "Related papers")]
        parts.append(html_list(related))
    parts += [_heading(2, "more-with-these-topics", "More with these topics")]
    more = [
        f'<a href="{urls.other("tags", t.slug)}">More on {html_text(t.name)}</a>'
        for t in entry.tags
    ]
    parts += [html_list(more), ""]
    return Body("\n".join(parts), abstract_text, indexed)


def _author_links(names: Sequence[str], urls: Urls) -> str:
    """A paper's authors, each linking to their page, as the paper's list writes them."""
    return ", ".join(
        f'<a class="rl-author" href="{urls.author(author_slug(n))}">{html_text(n)}</a>'
        for n in names
    )


def _title_html(entry: Entry) -> str:
    """The page heading: a title the list gave, rendered as an abstract is (its math as
    MathML, everything else escaped); a derived title as text."""
    given = entry.paper.given
    if entry.title.derived or given is None or not given.title:
        return html.escape(entry.title.text, quote=False)
    return abstract_html_and_text(given.title, ())[0]


def description(abstract: str) -> str:
    """The opening of the abstract (as plain text), for the description meta and link
    previews."""
    if len(abstract) <= _DESCRIPTION_CHARS:
        return abstract
    return abstract[:_DESCRIPTION_CHARS].rsplit(" ", 1)[0] + " …"


def html_text(text: str) -> str:
    """Literal text as HTML."""
    return html.escape(text, quote=False)


def group_of(slug: str) -> str:
    """The shared page of an author's slug when authors are grouped: its first two letters or
    digits (about 700 pages, however many authors)."""
    return slug.replace("-", "")[:2] or "0"


def heading(
    level: int, anchor: str, text: str, attributes: str = "", *, permalink: bool = True
) -> str:
    """A heading with Material's permalink, as the toc extension writes it. A paper page's
    headings go without (permalink=False): assets/frame.js (templates/paper.html) adds them as
    the page loads, not in each of tens of thousands of pages (about 450 bytes a page)."""
    link = f'<a class="headerlink" href="#{anchor}" title="Permanent link">&para;</a>'
    end = link if permalink else ""
    return f'<h{level}{attributes} id="{html.escape(anchor)}">{text}{end}</h{level}>'


def _heading(level: int, anchor: str, text: str, attributes: str = "") -> str:
    return heading(level, anchor, text, attributes, permalink=False)


def _meta_line(entry: Entry, urls: Urls) -> str:
    conferences = " · ".join(
        f'<em class="rl-conference" data-rl-facet="conference">{html_text(c)}</em>'
        for c in entry.paper.listed_in
    )
    if entry.track:
        track = html_text(entry.track)
        conferences += f' <span class="rl-badge" data-rl-facet="track">{track}</span>'
    code = ' data-rl-facet="code:with code"' if entry.has_code else ""
    return f'<p class="rl-meta"{code}>{conferences} · {_tag_links(entry.tags, urls)}</p>'


def _tag_links(tags: Sequence[Tag], urls: Urls) -> str:
    return " ".join(
        f'<a class="rl-tag" data-rl-facet="tag" href="{urls.other("tags", tag.slug)}">'
        f"{html_text(tag.name)}</a>"
        for tag in tags
    )


def _link_buttons(links: Sequence[Link], code_announced: bool) -> str:
    buttons = [
        html_link(_label(link), link.url, f' class="md-button rl-link rl-{link.kind}"')
        for link in links
        if link.kind in ("code", "project") or link.label == "PDF"
    ]
    if not any(link.kind == "code" for link in links) and code_announced:
        buttons.append('<em class="rl-code-announced">Code announced, no link given.</em>')
    return " ".join(buttons)


def html_list(items: Sequence[str], attributes: str = "") -> str:
    """A <ul> of the items, each <li> with the attributes."""
    return "\n".join(["<ul>", *(f"<li{attributes}>{item}</li>" for item in items), "</ul>"])


def _link_items(links: Sequence[Link]) -> list[str]:
    return [f"{_label(link)}: {html_link(link.url, link.url)}" for link in links]


def _label(link: Link) -> str:
    return link.label or LINK_LABELS[link.kind]


def _source_items(entry: Entry) -> list[str]:
    return [
        f"{html_text(entry.paper.conference)}: <code>{html_text(source.file)}</code>, abstract "
        f"{source.position + 1} (line {source.line})"
        for source in entry.paper.sources
    ]


def link_fields(entry: Entry) -> tuple[str, str, bool]:
    """All that paper_link shows of a paper: a page depends on no more of its related papers."""
    return entry.title.text, entry.slug, entry.has_code


def paper_link(entry: Entry, href: str) -> str:
    """A link to a paper page with its code marker, as paper lists show it."""
    code = ' <em class="rl-has-code" title="has a code link">code</em>' if entry.has_code else ""
    return f'<a href="{href}">{html_text(entry.title.text)}</a>{code}'
