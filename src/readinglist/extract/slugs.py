"""Slugs: titles, ids and the previous slugs.lock in; stable unique slugs and redirects out."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from slugify import slugify

from readinglist.errors import InputError

_MAX_LENGTH = 60
_RESERVED = frozenset({"index"})
_SKETCH_SIZE = 16
# An edited abstract keeps its URL when at least half of its sketch matches the old one;
# different papers that share an opening sentence or two stay far below that.
_SAME_PAPER = 0.5


@dataclass(frozen=True)
class LockEntry:
    """What slugs.lock remembers of a slug: the paper id it names, its sketch, where it moved."""

    id: str
    sketch: str
    moved_to: str | None = None


@dataclass(frozen=True)
class Assignment:
    """The slug of every paper, the redirects from old slugs, and the lock to write back."""

    slugs: tuple[str, ...]
    redirects: Mapping[str, str]
    lock: Mapping[str, LockEntry] = field(default_factory=dict)


def slug_for(title: str) -> str:
    """A lowercase ASCII slug for a title, cut at a word boundary ('paper' when nothing is left)."""
    return slugify(title, max_length=_MAX_LENGTH, word_boundary=True, save_order=True) or "paper"


def author_slug(name: str) -> str:
    """The page name of an author, by which authors are matched: the slug of the name (accents,
    case, spacing and punctuation folded), or a hash of it where the name has no letter or
    digit a slug keeps."""
    return slugify(name, max_length=80) or "author-" + hashlib.sha256(name.encode()).hexdigest()[:8]


def sketch_similarity(left: str, right: str) -> float:
    """Estimated Jaccard similarity of two sketches: the share of equal values."""
    chunks = range(0, min(len(left), len(right)), 8)
    return sum(left[i : i + 8] == right[i : i + 8] for i in chunks) / max(len(chunks), 1)


def unique_slugs(titles: Sequence[str], ids: Sequence[str]) -> tuple[str, ...]:
    """One slug per paper with no lock: claims go in id order, so input order does not matter."""
    return assign(titles, ids, [(i,) for i in ids], [""] * len(ids), {}).slugs


def assign(
    titles: Sequence[str],
    ids: Sequence[str],
    aliases: Sequence[Sequence[str]],
    sketches: Sequence[str],
    lock: Mapping[str, LockEntry],
) -> Assignment:
    """Slugs that never change once given.

    A paper keeps the slug the lock records for its id or for the id of any version merged into
    it (other such slugs redirect to it); an edited paper (close sketch) keeps the slug of the
    text it replaced; a new paper gets a slug that no paper, present or past, ever had.
    """
    live = {entry.id: slug for slug, entry in lock.items() if entry.moved_to is None}
    order = sorted(range(len(ids)), key=lambda i: ids[i])
    result: dict[int, str] = {}
    moved = {slug: entry.moved_to for slug, entry in lock.items() if entry.moved_to}
    for index in order:
        known = sorted({live[a] for a in aliases[index] if a in live})
        if known:
            result[index] = known[0]
            moved.update({old: known[0] for old in known[1:]})
    kept = set(result.values())
    taken = kept | lock.keys() | _RESERVED
    retired = {s: e for s, e in lock.items() if s not in kept and s not in moved}
    index_of_retired = _SketchIndex(retired)
    for index in (i for i in order if i not in result):
        old = index_of_retired.closest(sketches[index])
        slug = old or _free(slug_for(titles[index]), ids[index], taken)
        if old:
            index_of_retired.remove(old)
            retired.pop(old)
        taken.add(slug)
        result[index] = slug
    new_lock = {**retired, **{old: replace(lock[old], moved_to=new) for old, new in moved.items()}}
    new_lock.update({result[i]: LockEntry(ids[i], sketches[i]) for i in order})
    return Assignment(tuple(result[i] for i in range(len(ids))), _resolve(moved, result), new_lock)


def _resolve(moved: Mapping[str, str], result: Mapping[int, str]) -> dict[str, str]:
    """Old slug → the live slug it leads to, following chains; dead ends give no redirect."""
    live = set(result.values())
    redirects = {}
    for old in sorted(moved):
        target, hops = moved[old], 0
        while target in moved and target not in live and hops < len(moved):
            target, hops = moved[target], hops + 1
        if target in live and old not in live:
            redirects[old] = target
    return redirects


class _SketchIndex:
    """Retired slugs by each value of their sketch: an edited paper is found by shared values,
    without comparing it to every retired paper."""

    def __init__(self, retired: Mapping[str, LockEntry]) -> None:
        self._by_value: dict[tuple[int, str], set[str]] = {}
        self._sketches = {slug: entry.sketch for slug, entry in retired.items() if entry.sketch}
        for slug, value in self._sketches.items():
            for key in _sketch_keys(value):
                self._by_value.setdefault(key, set()).add(slug)

    def closest(self, paper_sketch: str) -> str | None:
        if not self._sketches:  # a first build retires nothing: 0.6 s of 70,000 papers
            return None
        votes: dict[str, int] = {}
        for key in _sketch_keys(paper_sketch):
            for slug in self._by_value.get(key, ()):
                votes[slug] = votes.get(slug, 0) + 1
        need = _SAME_PAPER * _SKETCH_SIZE
        best = max(((n, s) for s, n in votes.items() if n >= need), default=None)
        return best[1] if best else None

    def remove(self, slug: str) -> None:
        for key in _sketch_keys(self._sketches.pop(slug, "")):
            self._by_value[key].discard(slug)


def _sketch_keys(value: str) -> list[tuple[int, str]]:
    return [(i // 8, value[i : i + 8]) for i in range(0, len(value), 8)]


def _free(slug: str, paper_id: str, taken: set[str]) -> str:
    """The slug itself, else with the shortest id prefix (from 8 characters) that is free."""
    if slug not in taken:  # most are: the id is slugified only for the rest
        return slug
    suffix = slugify(paper_id) or "x"
    candidates = [slug] + [f"{slug}-{suffix[:n]}" for n in range(8, len(suffix) + 1)]
    for candidate in candidates:
        if candidate not in taken:
            return candidate
    number = 2
    while f"{candidates[-1]}-{number}" in taken:
        number += 1
    return f"{candidates[-1]}-{number}"


def parse_lock(text: str | None, source: str) -> dict[str, LockEntry]:
    """The entries of a slugs.lock file (none when there is no file yet)."""
    if not text:
        return {}
    try:
        data = json.loads(text)
        return {
            slug: LockEntry(str(e["id"]), str(e.get("sketch", "")), e.get("moved_to"))
            for slug, e in data["papers"].items()
        }
    except (ValueError, KeyError, TypeError, AttributeError):
        raise InputError(
            "is not a valid slugs.lock. Restore it from version control, or delete it to "
            "assign slugs afresh (old paper URLs may change).",
            path=source,
        ) from None


# One encoder for every record: json.dumps with an option set builds a new one each call,
# which took 0.4 s of a 70,000-paper lock (as render._RECORD).
_LOCK_JSON = json.JSONEncoder(sort_keys=True)


def format_lock(lock: Mapping[str, LockEntry]) -> str:
    """slugs.lock as deterministic JSON, one paper per line, sorted by slug."""
    lines = []
    for slug in sorted(lock):
        entry = lock[slug]
        record: dict[str, str] = {"id": entry.id, "sketch": entry.sketch}
        if entry.moved_to:
            record["moved_to"] = entry.moved_to
        lines.append(f"  {_LOCK_JSON.encode(slug)}: {_LOCK_JSON.encode(record)}")
    body = ",\n".join(lines)
    return '{"version": 1, "papers": {\n' + body + ("\n" if body else "") + "}}\n"
