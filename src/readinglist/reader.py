"""Reader pages: entries in, the papers list, reading list and statistics pages out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .blocks import front_matter, tag_links
from .markup import escape_markdown
from .models import Entry

if TYPE_CHECKING:
    from .render import SiteSummary


def reader_files(entries: Sequence[Entry], summary: SiteSummary) -> dict[str, str]:
    """The generated files of the reader's tools, keyed by path relative to the docs folder."""
    return {
        "papers/index.md": papers_index(entries),
        "reading-list.md": front_matter("Reading list", "Papers you saved.")
        + "\n# Reading list\n\nSaved papers appear here.\n",
        "stats/index.md": front_matter("Statistics", "The conference at a glance.")
        + f"\n# Statistics\n\n{summary.papers} papers.\n",
    }


def papers_index(entries: Sequence[Entry]) -> str:
    """Every paper with its title, tags and a code marker."""
    rows = [
        f"| [{escape_markdown(e.title.text)}]({e.slug}.md) | {tag_links(e.tags, '../tags/')} | "
        f"{escape_markdown(e.paper.conference)} | {'✓' if e.has_code else ''} |"
        for e in entries
    ]
    return "\n".join(
        [
            front_matter("All papers", f"All {len(entries)} papers of the reading list."),
            "# All papers\n",
            f"{len(entries)} papers, {sum(e.has_code for e in entries)} with code.\n",
            "| Paper | Tags | Conference | Code |",
            "| --- | --- | --- | :---: |",
            *rows,
            "",
        ]
    )
