"""Dedupe stage: listings in, distinct papers out (exact copies and near-duplicates merged)."""

from __future__ import annotations

import hashlib
import re
import string
import unicodedata
import zlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import groupby
from operator import itemgetter
from typing import NamedTuple, TypeAlias, cast

import numpy as np
from datasketch import MinHash, MinHashLSH
from numpy.typing import NDArray

from readinglist.models import Given, Listing, Paper, Source
from readinglist.parse import UNKNOWN_CONFERENCE
from readinglist.parse.text import normalise_whitespace
from readinglist.runtime import parallel
from readinglist.runtime.memo import Memo
from readinglist.runtime.progress import ignore

# Quotes and dashes that copy-paste and typesetting swap freely; NFKC leaves them distinct.
_SWAPS = {
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "`": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"',
    "\u00ab": '"', "\u00bb": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-",
    "\u2015": "-", "\u2212": "-",
}  # fmt: skip
# A regex finds the few swappable characters ten times faster than str.translate walks a
# non-ASCII text character by character.
_SWAPPABLE = re.compile("[" + re.escape("".join(_SWAPS)) + "]")
_DASHES = re.compile(r"-{2,}")
_WORD = re.compile(r"\w+")
# A bytes.translate table that keeps what \w matches in ASCII and turns the rest into spaces.
_ASCII_WORD = (string.ascii_letters + string.digits + "_").encode()
_NON_WORD_TO_SPACE = bytes(b if b in _ASCII_WORD else 32 for b in range(256))
# A URL with its scheme, or a run of non-spaces with a host and a path. A match of the second
# kind begins where a run begins: had it failed there, it would fail further in too, and
# after any match the search goes on from the end of a run. Saying so (the lookbehind) finds
# the same matches in two thirds of the time (62 -> 41 us an abstract with a link), instead of
# trying every position of a run, each to the run's end.
_URLISH = re.compile(
    r"https?\s*:\s*//\S*|(?<!\S)\S+\.(?:com|org|io|science|net)/\S*", re.IGNORECASE
)
_HTTP = re.compile("http", re.IGNORECASE)
_SHINGLE = 3
_NUM_PERM = 64
# Candidates from LSH are verified on exact shingle sets. A re-listed abstract with a word
# changed or a sentence added scores > 0.8; different papers sharing two opening sentences
# score < 0.3. Containment catches a short abstract that gained a long code sentence.
_LSH_THRESHOLD = 0.4
_MERGE_JACCARD = 0.6
_MERGE_CONTAINMENT = 0.85
# Shingles hashed at once when building signatures: 2^14 x 64 permutations x 4 bytes = 4 MB,
# small enough to stay in cache (2-3x faster than 64 MB chunks) and to keep memory flat.
_CHUNK_SHINGLES = 1 << 14
_MERSENNE_61 = np.uint64((1 << 61) - 1)
_LOW_32 = np.uint64((1 << 32) - 1)
# The sketch's 16 hash functions (slugs.lock stores sketches: changing these would keep edited
# papers from being recognised against an existing lock).
_SKETCH_A = np.array([(0x9E3779B97F4A7C15 * (i + 1)) & (2**64 - 1) for i in range(16)], np.uint64)
_SKETCH_B = np.array([(0xBF58476D1CE4E5B9 * (i + 3)) & (2**64 - 1) for i in range(16)], np.uint64)
# MinHash values and permutation parameters: 32 or 64 bits, as datasketch's scheme has them.
_Hashes: TypeAlias = NDArray[np.uint32] | NDArray[np.uint64]


@dataclass(frozen=True)
class _Group:
    """Listings whose normalised text is identical: its hash is the group's id."""

    id: str
    members: tuple[Listing, ...]


def normalise(text: str) -> str:
    """The canonical form two copies of one abstract share: NFKC, plain quotes and dashes."""
    text = _SWAPPABLE.sub(_swap, unicodedata.normalize("NFKC", text))
    if "--" in text:
        text = _DASHES.sub("-", text)
    return normalise_whitespace(text).casefold()


def _swap(match: re.Match[str]) -> str:
    return _SWAPS[match.group()]


def content_id(text: str) -> str:
    """Stable id of an abstract: a hash of its normalised form."""
    return _hash(normalise(text))


def _hash(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


def dedupe(listings: Sequence[Listing], memo: Memo | None = None) -> tuple[Paper, ...]:
    """Merge identical and near-duplicate listings; papers come in order of first listing.
    With a memo (`serve`), each text's reading (see _readings) comes from the last build."""
    memo = memo or Memo(keep=False)
    titled_only = [listing for listing in listings if not listing.text]
    if titled_only:
        listings = [listing for listing in listings if listing.text]
    texts = list(dict.fromkeys(listing.text for listing in listings))
    # Reading each text (normal form, shingles, signature, sketch) is most of this stage's
    # time, and each text's alone: on every core. Only the normal form's hash comes back, not
    # the normal form itself.
    read = memo.map_batches("read", _readings, texts, texts, None, ignore)
    groups, readings = _exact_groups(listings, dict(zip(texts, read, strict=True)))
    sets = [reading.shingles for reading in readings]
    parent = list(range(len(groups)))
    similarity = [1.0] * len(groups)
    for left, right, score in _near_pairs(sets, [reading.signature for reading in readings]):
        root_l, root_r = _find(parent, left), _find(parent, right)
        if root_l != root_r:
            parent[max(root_l, root_r)] = min(root_l, root_r)
        similarity[min(root_l, root_r)] = min(similarity[root_l], similarity[root_r], score)
    clusters: dict[int, list[int]] = {}
    for index in range(len(groups)):
        clusters.setdefault(_find(parent, index), []).append(index)
    papers = [
        _paper(
            [groups[i] for i in members],
            similarity[root],
            [readings[i].sketch for i in members],
        )
        for root, members in clusters.items()
    ]
    if titled_only:
        papers = _with_titled_only(papers, titled_only)
    return tuple(sorted(papers, key=lambda p: _source_order(p)))


def _with_titled_only(papers: list[Paper], titled_only: Sequence[Listing]) -> list[Paper]:
    """The papers, and the listings a list gave a title but no abstract: each joins the paper
    whose given title is the same (normalised), else those with one title make one paper
    without an abstract. A title is all they can be matched by."""
    by_title = {
        normalise(p.given.title): i for i, p in enumerate(papers) if p.given and p.given.title
    }
    joining: dict[int, list[Listing]] = {}
    alone: dict[str, list[Listing]] = {}
    for listing in titled_only:
        title = normalise(listing.given.title if listing.given else "")
        if title in by_title:
            joining.setdefault(by_title[title], []).append(listing)
        else:
            alone.setdefault(title, []).append(listing)
    merged = list(papers)
    for index, extra in joining.items():
        paper = papers[index]
        conferences = _known((*paper.listed_in, *(m.conference for m in extra)))
        merged[index] = replace(
            paper,
            conference=conferences[0],
            sources=tuple(sorted((*paper.sources, *(m.source for m in extra)), key=_place)),
            conferences=conferences,
            given=_merged_given([paper.given, *(m.given for m in extra)]),
        )
    for title, group in alone.items():
        group.sort(key=lambda m: _place(m.source))
        paper_id = _hash(f"title\0{title}")
        conferences = _known(m.conference for m in group)
        merged.append(
            Paper(
                id=paper_id,
                text="",
                conference=conferences[0],
                sources=tuple(m.source for m in group),
                variants=(),
                conferences=conferences,
                aliases=(paper_id,),
                given=_merged_given([m.given for m in group]),
            )
        )
    return merged


def _known(conferences: Iterable[str]) -> tuple[str, ...]:
    """The conferences that listed a paper, once each, in list order; a list that names none
    (UNKNOWN_CONFERENCE) is left out when another list names one."""
    found = tuple(dict.fromkeys(conferences))
    return tuple(c for c in found if c != UNKNOWN_CONFERENCE) or found


def _place(source: Source) -> tuple[str, int]:
    return source.file, source.position


def _merged_given(givens: Sequence[Given | None]) -> Given | None:
    """What the lists gave of one paper, in list order: the first title, authors, track and id
    given win; links and keywords are pooled."""
    found = [g for g in givens if g is not None]
    if len(found) <= 1:
        return found[0] if found else None
    return Given(
        title=next((g.title for g in found if g.title), ""),
        authors=next((g.authors for g in found if g.authors), ()),
        links=tuple(dict.fromkeys(link for g in found for link in g.links)),
        keywords=tuple(dict.fromkeys(k for g in found for k in g.keywords)),
        track=next((g.track for g in found if g.track), ""),
        uid=next((g.uid for g in found if g.uid), ""),
    )


def _source_order(paper: Paper) -> tuple[str, int]:
    first = paper.sources[0]
    return first.file, first.position


class _Reading(NamedTuple):
    """What dedupe needs of one text: its id (the hash of its normal form), its normal form's
    shingles, and their MinHash signature and sketch."""

    id: str
    shingles: NDArray[np.uint32]
    signature: bytes  # its values' bytes: a small array took twice as long to send back
    sketch: str


def _readings(texts: Sequence[str]) -> list[_Reading]:
    """Each text's reading. Signatures and sketches are made for many texts per numpy call
    (one text at a time took 50 times longer), so the texts come a run at a time: at 70,000
    papers the signatures and sketches of all texts at once took 1.5 s with a core idle."""
    keys = [normalise(text) for text in texts]
    sets = [_shingle_array(key) for key in keys]
    return [
        _Reading(_hash(key), items, signature.tobytes(), sketch)
        for key, items, signature, sketch in zip(
            keys, sets, _signatures(sets), _sketches(sets), strict=True
        )
    ]


def _exact_groups(
    listings: Sequence[Listing], read: dict[str, _Reading]
) -> tuple[list[_Group], list[_Reading]]:
    """Listings grouped by their text's id, in order of first listing; and each group's
    reading (its texts share their normal form, so any one's)."""
    by_id: dict[str, list[Listing]] = {}
    for listing in listings:
        by_id.setdefault(read[listing.text].id, []).append(listing)
    groups = [_Group(key, tuple(members)) for key, members in by_id.items()]
    return groups, [read[g.members[0].text] for g in groups]


def _find(parent: list[int], index: int) -> int:
    while parent[index] != index:
        parent[index] = parent[parent[index]]
        index = parent[index]
    return index


def _hashed_grams(key: str) -> Iterator[int]:
    """crc32 of each word 3-gram of a key, repeats included."""
    # Word shingles ignore URLs, so "Code: https://…" appended changes little; crc32 is a fast,
    # seed-free hash, which keeps the whole stage deterministic across runs.
    text = _without_urls(key)
    # Most abstracts are plain ASCII, where \w is [A-Za-z0-9_] and splitting bytes is faster
    # than the regex. Shingles are hashed as UTF-8 bytes either way.
    if text.isascii():
        words = text.encode().translate(_NON_WORD_TO_SPACE).split()
    else:
        words = [word.encode() for word in _WORD.findall(text)]
    if len(words) < _SHINGLE:
        return iter((zlib.crc32(b" ".join(words)),))
    # Chained map() keeps the per-shingle loop in C: shingling is most of this stage's time.
    grams = map(b" ".join, zip(*(words[i:] for i in range(_SHINGLE)), strict=False))
    return map(zlib.crc32, grams)


def _shingle_array(key: str) -> NDArray[np.uint32]:
    """The shingles of a key, sorted: a fifteenth of the memory of a set of ints."""
    hashes = np.fromiter(_hashed_grams(key), dtype=np.uint32)
    hashes.sort()
    # Twice as fast as np.unique, whose overhead outweighs the work on ~200 values.
    distinct = np.ones(len(hashes), dtype=bool)
    np.not_equal(hashes[1:], hashes[:-1], out=distinct[1:])
    return hashes[distinct]


def _near_pairs(
    sets: Sequence[NDArray[np.uint32]], signatures: Sequence[bytes]
) -> list[tuple[int, int, float]]:
    """Pairs of near-duplicate groups (by their shingle sets and their signatures), found
    through MinHash-LSH, never all pairs."""
    if not sets:
        return []
    # Verifying candidates is each set's alone (a third of what is left of this stage once
    # shingling is done): on every core, the sets shared with the forked workers.
    # The signatures' values are 32- or 64-bit unsigned integers, by the MinHash scheme.
    width = len(signatures[0]) // _NUM_PERM
    stacked = np.frombuffer(b"".join(signatures), np.dtype(f"u{width}"))
    candidates = list(_candidates(cast(_Hashes, stacked.reshape(len(signatures), _NUM_PERM))))
    found = parallel.pmap(_verified, candidates, sets, ignore)
    return [pair for pairs in found for pair in pairs]


def _verified(candidate: tuple[int, list[int]]) -> list[tuple[int, int, float]]:
    """(other, index, Jaccard) for each of the candidates of set `index` that is the same paper."""
    index, others = candidate
    sets: Sequence[NDArray[np.uint32]] = parallel.shared()
    return [(other, index, score) for other, score in _matches(sets, others, index)]


def _signatures(sets: Sequence[NDArray[np.uint32]]) -> _Hashes:
    """MinHash signatures equal to datasketch's, a row per set, many sets per numpy call."""
    # One MinHash per set spends its time in Python per set (drawing permutations, hashing);
    # the same arithmetic over a chunk of sets at once is about 50x faster.
    template = MinHash(num_perm=_NUM_PERM, seed=1, hashfunc=_identity)
    scheme: str = getattr(template, "scheme", "legacy")  # datasketch < 2.0 has no other
    if scheme not in ("legacy", "affine32"):
        return _reference_signatures(sets)
    a, b = template.permutations
    blocks = []
    for chunk in _chunks(sets):
        starts = np.cumsum([0] + [len(items) for items in chunk[:-1]])
        # Permutations x shingles, so that each set's minimum is over contiguous memory.
        permuted = _permute(np.concatenate(chunk), a, b, scheme)
        blocks.append(np.minimum.reduceat(permuted, starts, axis=1))
    return np.ascontiguousarray(np.concatenate(blocks, axis=1).T)


def _reference_signatures(sets: Sequence[NDArray[np.uint32]]) -> _Hashes:
    """Signatures through datasketch itself, one MinHash per set: the slow, sure way."""
    template = MinHash(num_perm=_NUM_PERM, seed=1, hashfunc=_identity)
    rows = []
    for items in sets:
        signature = template.copy()
        signature.update_batch(items.tolist())
        rows.append(signature.hashvalues)
    stacked: _Hashes = np.array(rows)
    return stacked


def _candidates(signatures: _Hashes) -> Iterator[tuple[int, list[int]]]:
    """Each set with the earlier sets sharing a band: MinHashLSH's query-then-insert answers."""
    # MinHashLSH hashes every band of every set in Python, twice (query, insert): a third of
    # this stage's time. Sorting each band's rows finds the same pairs 6-10x faster.
    bands = MinHashLSH(threshold=_LSH_THRESHOLD, num_perm=_NUM_PERM).hashranges
    # Each band alone, on a thread per core (numpy's sorts release the GIL): at 100,000
    # abstracts 0.40 -> 0.22 s, with a core idle otherwise.
    pairs = parallel.tmap(lambda band: _band_pairs(signatures[:, band[0] : band[1]]), bands)
    later, earlier = np.divmod(np.unique(np.concatenate(pairs)), len(signatures))
    for index, group in groupby(zip(later.tolist(), earlier.tolist(), strict=True), itemgetter(0)):
        yield index, [other for _, other in group]


def _band_pairs(band: _Hashes) -> NDArray[np.int64]:
    """Pairs of sets equal throughout one band, each coded as later * count + earlier."""
    rows = np.ascontiguousarray(band)
    # Each row viewed as one opaque value, so np.unique buckets rows as MinHashLSH's dict does.
    values = rows.view(np.dtype((np.void, rows.itemsize * rows.shape[1]))).ravel()
    buckets = np.unique(values, return_inverse=True)[1].ravel()
    order = np.argsort(buckets, kind="stable")  # by bucket, then by set
    ranks = _ranks(buckets[order])
    # A set pairs with the `rank` sets just before it in `order`: its bucket, lower numbers.
    back = np.arange(ranks.sum()) - np.repeat(np.cumsum(ranks) - ranks, ranks) + 1
    earlier = order[np.repeat(np.arange(len(order)), ranks) - back]
    codes: NDArray[np.int64] = np.repeat(order, ranks).astype(np.int64) * len(order) + earlier
    return codes


def _ranks(ordered: NDArray[np.intp]) -> NDArray[np.intp]:
    """For each item of a sorted array, how many equal items come before it."""
    steps = np.arange(len(ordered))
    firsts = np.r_[True, ordered[1:] != ordered[:-1]]
    return steps - np.maximum.accumulate(np.where(firsts, steps, 0))


def sketch(text: str) -> str:
    """A 16-value MinHash sketch (hex) of an abstract, to recognise an edited copy later."""
    return _sketches([_shingle_array(normalise(text))])[0]


def _sketches(sets: Sequence[NDArray[np.uint32]]) -> list[str]:
    """The sketch of each shingle set, many sets per numpy call: each of 16 hashes of a
    shingle, (v * a + b) >> 32 over 64 bits, at its minimum over the set."""
    found: list[str] = []
    for chunk in _chunks(sets):
        starts = np.cumsum([0] + [len(items) for items in chunk[:-1]])
        values = np.concatenate(chunk).astype(np.uint64)[:, None]
        mixed = (values * _SKETCH_A + _SKETCH_B) >> np.uint64(32)
        hexed = np.minimum.reduceat(mixed, starts, axis=0).astype(">u4").tobytes().hex()
        width = 8 * len(_SKETCH_A)
        found += [hexed[i : i + width] for i in range(0, len(hexed), width)]
    return found


def _chunks(sets: Sequence[NDArray[np.uint32]]) -> Iterator[Sequence[NDArray[np.uint32]]]:
    """Consecutive runs of sets holding about _CHUNK_SHINGLES shingles together."""
    start = total = 0
    for end, items in enumerate(sets):
        if total and total + len(items) > _CHUNK_SHINGLES:
            yield sets[start:end]
            start, total = end, 0
        total += len(items)
    if start < len(sets):
        yield sets[start:]


def _permute(hashes: NDArray[np.uint32], a: _Hashes, b: _Hashes, scheme: str) -> _Hashes:
    """Every shingle under every permutation (permutations x shingles), as in update_batch."""
    # Integer overflow wraps in numpy arrays, which both datasketch schemes rely on.
    if scheme == "legacy":
        permuted = a[:, None] * hashes.astype(np.uint64)
        permuted += b[:, None]
        folded: NDArray[np.uint64] = permuted % _MERSENNE_61 & _LOW_32
        return folded
    mixed = a[:, None] * _fmix32(hashes)
    mixed += b[:, None]
    return mixed


def _fmix32(hashes: NDArray[np.uint32]) -> NDArray[np.uint32]:
    """MurmurHash3's finaliser, which datasketch's affine32 scheme applies before permuting."""
    hashes = hashes ^ (hashes >> np.uint32(16))
    hashes = hashes * np.uint32(0x85EBCA6B)
    hashes ^= hashes >> np.uint32(13)
    hashes *= np.uint32(0xC2B2AE35)
    return hashes ^ (hashes >> np.uint32(16))


def _identity(value: int) -> int:
    return value


def _matches(
    sets: Sequence[NDArray[np.uint32]], others: Sequence[int], index: int
) -> Iterator[tuple[int, float]]:
    """The candidates that are the same paper as set `index`, with their Jaccard similarity."""
    right = sets[index]
    lefts = [sets[other] for other in others]
    # Shared shingles of every candidate at once: where each left item would sit in `right`.
    flat = np.concatenate(lefts)
    slots = np.minimum(np.searchsorted(right, flat), len(right) - 1)
    starts = np.cumsum([0] + [len(left) for left in lefts[:-1]])
    commons = np.add.reduceat(right[slots] == flat, starts, dtype=np.int64)
    for other, left, common in zip(others, lefts, commons.tolist(), strict=True):
        score = _similarity(common, len(left), len(right))
        if score is not None:
            yield other, score


def _similarity(common: int, left: int, right: int) -> float | None:
    """Jaccard of two shingle sets (by their sizes) when they are the same paper, else None."""
    jaccard = common / (left + right - common)
    containment = common / min(left, right)
    if jaccard >= _MERGE_JACCARD or (containment >= _MERGE_CONTAINMENT and common >= 8):
        return round(jaccard, 3)
    return None


def _paper(groups: Sequence[_Group], similarity: float, sketches: Sequence[str]) -> Paper:
    if len(groups) == 1 and len(groups[0].members) == 1:
        return _listed_once(groups[0], similarity, sketches[0])
    return _merged(groups, similarity, sketches)


def _listed_once(group: _Group, similarity: float, sketch: str) -> Paper:
    """What _merged makes of one listing, directly: most papers are listed once, and its
    sorting and grouping took a second of 70,000 papers."""
    only = group.members[0]
    return Paper(
        id=group.id,
        text=only.text,
        sketch=sketch,
        aliases=(group.id,),
        conference=only.conference,
        sources=(only.source,),
        variants=(only.text,),
        conferences=(only.conference,),
        similarity=similarity,
        given=only.given,
    )


def _merged(groups: Sequence[_Group], similarity: float, sketches: Sequence[str]) -> Paper:
    listings = sorted(
        (m for g in groups for m in g.members), key=lambda m: (m.source.file, m.source.position)
    )
    variants = tuple(dict.fromkeys(m.text for m in listings))
    text = variants[0] if len(variants) == 1 else max(variants, key=_completeness)
    sketch_of = {
        m.text: sketch for g, sketch in zip(groups, sketches, strict=True) for m in g.members
    }
    aliases = tuple(sorted({g.id for g in groups}))
    conferences = _known(m.conference for m in listings)
    return Paper(
        id=aliases[0],
        text=text,
        sketch=sketch_of[text],
        aliases=aliases,
        conference=conferences[0],
        sources=tuple(m.source for m in listings),
        variants=variants,
        conferences=conferences,
        similarity=similarity,
        given=_merged_given([m.given for m in listings]),
    )


def _completeness(text: str) -> tuple[int, int]:
    """The most complete version has the most links, then the most text."""
    # Both URL patterns need a "/"; without one the slow regex can be skipped.
    return len(_URLISH.findall(text, _urlish_start(text))), len(text)


def _without_urls(text: str) -> str:
    """`_URLISH.sub(" ", text)`."""
    start = _urlish_start(text)
    return text[:start] + _URLISH.sub(" ", text[start:]) if start < len(text) else text


def _urlish_start(text: str) -> int:
    """Where _URLISH can first match: the start of the run of non-spaces that holds the first
    "/" or, before it, the first "http" (any case); len(text) without a "/". Every match holds a
    "/" and starts at an "http" or where a run with a "/" starts, so the search can begin there,
    where the text before it cannot change what it finds. Links mostly come last in an
    abstract: searching from there took a fifth of the time."""
    slash = text.find("/")
    if slash < 0:
        return len(text)
    http = _HTTP.search(text, 0, slash)
    start = http.start() if http else slash
    # str.isspace is what \s matches in a pattern over text.
    while start and not text[start - 1].isspace():
        start -= 1
    return start
