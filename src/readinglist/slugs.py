"""Slugs: titles and ids in, unique URL-safe page slugs out."""

from __future__ import annotations

from collections.abc import Sequence

from slugify import slugify

_MAX_LENGTH = 60


def slug_for(title: str) -> str:
    """A lowercase ASCII slug for a title, cut at a word boundary ('paper' when nothing is left)."""
    return slugify(title, max_length=_MAX_LENGTH, word_boundary=True, save_order=True) or "paper"


def unique_slugs(titles: Sequence[str], ids: Sequence[str]) -> tuple[str, ...]:
    """One slug per paper; on a clash, papers after the lowest id get a short id suffix.

    Claims go in id order, not input order, so a slug does not change when files are
    renamed or reordered.
    """
    slugs = [slug_for(title) for title in titles]
    taken: set[str] = {"index"}
    result = [""] * len(slugs)
    for index in sorted(range(len(slugs)), key=lambda i: ids[i]):
        slug = _free(slugs[index], ids[index], taken)
        taken.add(slug)
        result[index] = slug
    return tuple(result)


def _free(slug: str, paper_id: str, taken: set[str]) -> str:
    """The slug itself, else with the shortest id prefix (from 8 characters) that is free."""
    suffix = slugify(paper_id) or "x"
    candidates = [slug] + [f"{slug}-{suffix[:n]}" for n in range(8, len(suffix) + 1)]
    for candidate in candidates:
        if candidate not in taken:
            return candidate
    number = 2
    while f"{candidates[-1]}-{number}" in taken:
        number += 1
    return f"{candidates[-1]}-{number}"
