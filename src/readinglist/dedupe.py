"""Dedupe stage: listings in, distinct papers out (exact copies and near-duplicates merged)."""

from __future__ import annotations

import hashlib
import re
import unicodedata
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

from datasketch import MinHash, MinHashLSH

from .models import Listing, Paper

# Quotes and dashes that copy-paste and typesetting swap freely; NFKC leaves them distinct.
_TRANSLATE = str.maketrans(
    {
        "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "`": "'",
        "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"',
        "\u00ab": '"', "\u00bb": '"',
        "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-",
        "\u2015": "-", "\u2212": "-",
    }
)  # fmt: skip
_WORD = re.compile(r"\w+")
_URLISH = re.compile(r"https?\s*:\s*//\S*|\S+\.(?:com|org|io|science|net)/\S*", re.IGNORECASE)
_SHINGLE = 3
_NUM_PERM = 64
# Candidates from LSH are verified on exact shingle sets. A re-listed abstract with a word
# changed or a sentence added scores > 0.8; different papers sharing two opening sentences
# score < 0.3. Containment catches a short abstract that gained a long code sentence.
_LSH_THRESHOLD = 0.4
_MERGE_JACCARD = 0.6
_MERGE_CONTAINMENT = 0.85


@dataclass(frozen=True)
class _Group:
    """Listings whose normalised text is identical."""

    key: str
    members: tuple[Listing, ...]


def normalise(text: str) -> str:
    """The canonical form two copies of one abstract share: NFKC, plain quotes and dashes."""
    text = unicodedata.normalize("NFKC", text).translate(_TRANSLATE)
    text = re.sub(r"-{2,}", "-", text)
    return " ".join(text.split()).casefold()


def content_id(text: str) -> str:
    """Stable id of an abstract: a hash of its normalised form."""
    return _hash(normalise(text))


def _hash(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


def dedupe(listings: Sequence[Listing]) -> tuple[Paper, ...]:
    """Merge identical and near-duplicate listings; papers come in order of first listing."""
    groups = _exact_groups(listings)
    parent = list(range(len(groups)))
    similarity = [1.0] * len(groups)
    for left, right, score in _near_pairs([g.key for g in groups]):
        root_l, root_r = _find(parent, left), _find(parent, right)
        if root_l != root_r:
            parent[max(root_l, root_r)] = min(root_l, root_r)
        similarity[min(root_l, root_r)] = min(similarity[root_l], similarity[root_r], score)
    clusters: dict[int, list[int]] = {}
    for index in range(len(groups)):
        clusters.setdefault(_find(parent, index), []).append(index)
    papers = [
        _paper([groups[i] for i in members], similarity[root]) for root, members in clusters.items()
    ]
    return tuple(sorted(papers, key=lambda p: _source_order(p)))


def _source_order(paper: Paper) -> tuple[str, int]:
    first = paper.sources[0]
    return first.file, first.position


def _exact_groups(listings: Sequence[Listing]) -> list[_Group]:
    by_key: dict[str, list[Listing]] = {}
    for listing in listings:
        by_key.setdefault(normalise(listing.text), []).append(listing)
    return [_Group(key, tuple(members)) for key, members in by_key.items()]


def _find(parent: list[int], index: int) -> int:
    while parent[index] != index:
        parent[index] = parent[parent[index]]
        index = parent[index]
    return index


def shingles(key: str) -> set[int]:
    """Hashed word 3-grams of a normalised abstract (URLs left out)."""
    # Word shingles ignore URLs, so "Code: https://…" appended changes little; crc32 is a fast,
    # seed-free hash, which keeps the whole stage deterministic across runs.
    words = _WORD.findall(_URLISH.sub(" ", key))
    if len(words) < _SHINGLE:
        return {zlib.crc32(" ".join(words).encode("utf-8"))}
    grams = (" ".join(words[i : i + _SHINGLE]) for i in range(len(words) - _SHINGLE + 1))
    return {zlib.crc32(gram.encode("utf-8")) for gram in grams}


def _near_pairs(keys: Sequence[str]) -> list[tuple[int, int, float]]:
    """Pairs of near-duplicate groups, found through MinHash-LSH, never all pairs."""
    sets = [shingles(key) for key in keys]
    lsh = MinHashLSH(threshold=_LSH_THRESHOLD, num_perm=_NUM_PERM)
    pairs: list[tuple[int, int, float]] = []
    for index, items in enumerate(sets):
        signature = MinHash(num_perm=_NUM_PERM, seed=1, hashfunc=_identity)
        signature.update_batch(sorted(items))
        for other in sorted(lsh.query(signature)):
            score = _similarity(sets[other], items)
            if score is not None:
                pairs.append((other, index, score))
        lsh.insert(index, signature)
    return pairs


def _identity(value: int) -> int:
    return value


def _similarity(left: set[int], right: set[int]) -> float | None:
    """Jaccard of two shingle sets when they are the same paper, else None."""
    common = len(left & right)
    jaccard = common / len(left | right)
    containment = common / min(len(left), len(right))
    if jaccard >= _MERGE_JACCARD or (containment >= _MERGE_CONTAINMENT and common >= 8):
        return round(jaccard, 3)
    return None


def _paper(groups: Sequence[_Group], similarity: float) -> Paper:
    listings = sorted(
        (m for g in groups for m in g.members), key=lambda m: (m.source.file, m.source.position)
    )
    variants = tuple(dict.fromkeys(m.text for m in listings))
    return Paper(
        id=min(_hash(g.key) for g in groups),
        text=max(variants, key=_completeness),
        conference=listings[0].conference,
        sources=tuple(m.source for m in listings),
        variants=variants,
        conferences=tuple(dict.fromkeys(m.conference for m in listings)),
        similarity=similarity,
    )


def _completeness(text: str) -> tuple[int, int]:
    """The most complete version has the most links, then the most text."""
    return len(_URLISH.findall(text)), len(text)
