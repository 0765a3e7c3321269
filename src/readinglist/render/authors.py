"""Author pages (part of the render stage): entries in, `authors/index.md` and one page per
author (`authors/<slug>.md`) out.

Authors are matched by their name's slug (python-slugify folds accents, case, spacing and
punctuation: "José García" and "Jose  Garcia" are one author); a page shows the form most of
that author's papers write, ties to the first written.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from slugify import slugify

from readinglist.extract.slugs import author_slug
from readinglist.models import Entry
from readinglist.render.blocks import front_matter
from readinglist.render.markup import escape_markdown
from readinglist.render.paperpage import Urls, heading, html_list, html_text, paper_link

# A generated page whose body is finished HTML (see pages.GeneratedPage).
_LIST_FLAG = "readinglist: list"


@dataclass(frozen=True)
class Author:
    """One author: the name shown, the page's slug, and their papers in list order."""

    name: str
    slug: str
    papers: tuple[Entry, ...]


def authors(entries: Sequence[Entry]) -> tuple[Author, ...]:
    """Every author of the entries, sorted by name (case and accents folded), then slug."""
    papers: dict[str, list[Entry]] = {}
    spellings: dict[str, Counter[str]] = {}
    for entry in entries:
        for name in dict.fromkeys(entry.authors):
            slug = author_slug(name)
            papers.setdefault(slug, [])
            if not papers[slug] or papers[slug][-1] is not entry:
                papers[slug].append(entry)
            spellings.setdefault(slug, Counter())[name] += 1
    found = [
        # Counter.most_common keeps first-seen order among equal counts.
        Author(spellings[slug].most_common(1)[0][0], slug, tuple(listed))
        for slug, listed in papers.items()
    ]
    return tuple(sorted(found, key=lambda a: (slugify(a.name, separator=" "), a.slug)))


def author_files(entries: Sequence[Entry], urls: Urls) -> Iterator[tuple[str, str]]:
    """The authors index, then each author's page."""
    everyone = authors(entries)
    yield "authors/index.md", authors_index(everyone)
    for author in everyone:
        yield f"authors/{author.slug}.md", author_page(author, urls)


def authors_index(everyone: Sequence[Author]) -> str:
    """Every author with their number of papers, A to Z."""
    if everyone:
        intro = f"{len(everyone)} authors, as the lists name them; each links to their papers."
        items = [f"- [{escape_markdown(a.name)}]({a.slug}.md) ({len(a.papers)})" for a in everyone]
    else:
        intro = (
            "No list gave authors: plain abstract lists carry none. CSV and JSON exports with "
            "an authors column add them."
        )
        items = []
    return "\n".join(
        [
            front_matter("Authors", "The authors of the reading list's papers."),
            "# Authors\n",
            intro + "\n",
            *items,
            "",
        ]
    )


def author_page(author: Author, urls: Urls) -> str:
    """One author's papers, each with its conference."""
    count = f"{len(author.papers)} paper" + ("" if len(author.papers) == 1 else "s")
    items = [
        f"{paper_link(e, urls.other('papers', e.slug))} · "
        f'<em class="rl-conference">{html_text(e.paper.conference)}</em>'
        for e in author.papers
    ]
    return "\n".join(
        [
            front_matter(author.name, f"{count} by {author.name}.", _LIST_FLAG),
            heading(1, "author", html_text(author.name)),
            f'<p>{count} in this reading list. <a href="{urls.index()}">All authors</a></p>',
            html_list(items),
            "",
        ]
    )
