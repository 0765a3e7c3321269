"""Author pages (part of the render stage): entries in, `authors/index.md` and one page per
author (`authors/<slug>.md`) out; past GROUP_FROM authors, one page per two first letters of
their slugs (`authors/<ab>.md`, each author a section of it), so that the files stay few (an
export of 90,000 papers names about 250,000 authors, more than GitLab Pages takes in files).

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
from readinglist.render.blocks import LIST_FRONT_MATTER, front_matter
from readinglist.render.markup import escape_markdown
from readinglist.render.paperpage import (
    Urls,
    group_of,
    heading,
    html_list,
    html_text,
    paper_link,
)

_LIST_FLAG = LIST_FRONT_MATTER
# Up to this many distinct author names, each author has a page of their own.
GROUP_FROM = 5_000


def grouped(entries: Sequence[Entry]) -> bool:
    """Whether the entries name so many authors that they share pages (a cheap count of the
    names as written: slugs fold spellings, so the authors are at most as many)."""
    return len({name for entry in entries for name in entry.authors}) > GROUP_FROM


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
    """The authors index, then each author's page (or each shared page, see Urls.author)."""
    everyone = authors(entries)
    if not urls.grouped_authors:
        yield "authors/index.md", authors_index(everyone)
        for author in everyone:
            yield f"authors/{author.slug}.md", author_page(author, urls)
        return
    groups: dict[str, list[Author]] = {}
    for author in everyone:
        groups.setdefault(group_of(author.slug), []).append(author)
    yield "authors/index.md", groups_index(len(everyone), groups)
    for group in sorted(groups):
        yield f"authors/{group}.md", group_page(group, groups[group], urls)


def groups_index(count: int, groups: dict[str, list[Author]]) -> str:
    """The shared author pages, each with its number of authors and its first and last."""
    items = [
        f"- [{group}]({group}.md): {len(members)} authors, "
        f"{escape_markdown(members[0].name)} … {escape_markdown(members[-1].name)}"
        for group, members in sorted(groups.items())
    ]
    return "\n".join(
        [
            front_matter("Authors", "The authors of the reading list's papers."),
            "# Authors\n",
            f"{count} authors, as the lists name them, on {len(groups)} pages by the first two "
            "letters of their names; each lists their papers.\n",
            *items,
            "",
        ]
    )


def group_page(group: str, members: Sequence[Author], urls: Urls) -> str:
    """The authors whose slugs start with `group`, each a section with their papers."""
    parts = [
        front_matter(
            f"Authors: {group}", f"{len(members)} authors, from {members[0].name}.", _LIST_FLAG
        ),  # fmt: skip
        heading(1, "authors", f"Authors: {html_text(group)}"),
        f'<p>{len(members)} authors. <a href="{urls.index()}">All authors</a></p>',
    ]
    for author in members:
        # h3, not h2: the page's table of contents lists its h2s, and would list every author.
        parts += [heading(3, author.slug, html_text(author.name)), _papers_list(author, urls)]
    return "\n".join([*parts, ""])


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
    return "\n".join(
        [
            front_matter(author.name, f"{count} by {author.name}.", _LIST_FLAG),
            heading(1, "author", html_text(author.name)),
            f'<p>{count} in this reading list. <a href="{urls.index()}">All authors</a></p>',
            _papers_list(author, urls),
            "",
        ]
    )


def _papers_list(author: Author, urls: Urls) -> str:
    return html_list(
        [
            f"{paper_link(e, urls.other('papers', e.slug))} · "
            f'<em class="rl-conference">{html_text(e.paper.conference)}</em>'
            for e in author.papers
        ]
    )
