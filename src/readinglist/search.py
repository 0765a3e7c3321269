"""Search stage: the built site folder in, a static search index written beside it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class SearchStats:
    """What indexing produced."""

    pages: int


def index_site(site_dir: Path) -> SearchStats:
    """Index the built site for search (Material's own search index needs nothing here)."""
    return SearchStats(pages=sum(1 for _ in site_dir.rglob("index.html")))
