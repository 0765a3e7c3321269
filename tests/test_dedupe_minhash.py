"""Dedupe's vectorised MinHash-LSH finds exactly what datasketch's MinHash and MinHashLSH find."""

from __future__ import annotations

import inspect
import re
import string
import unicodedata
import zlib
from collections.abc import Sequence
from functools import partial
from unittest.mock import patch

import numpy as np
import pytest
from datasketch import MinHash, MinHashLSH
from hypothesis import given, settings
from hypothesis import strategies as st

from readinglist import dedupe
from readinglist.dedupe import normalise
from readinglist.models import Listing, Source

_SETS = st.lists(
    st.frozensets(st.integers(0, 2**32 - 1), min_size=1, max_size=300), min_size=1, max_size=30
)
_TEXT = st.text() | st.text(alphabet=string.printable + "\u2013\u2019\u201c\u00e9\u00df")
_HAS_SCHEMES = "scheme" in inspect.signature(MinHash).parameters


def _identity(value: int) -> int:
    return value


def _datasketch(items: frozenset[int], scheme: str | None) -> np.ndarray:
    options = {"scheme": scheme} if scheme else {}
    sketch = MinHash(num_perm=64, seed=1, hashfunc=_identity, **options)
    sketch.update_batch(sorted(items))
    return sketch.hashvalues


def _arrays(sets: Sequence[frozenset[int]]) -> list[np.ndarray]:
    return [np.array(sorted(items), dtype=np.uint32) for items in sets]


@pytest.mark.parametrize(
    "scheme",
    [
        pytest.param(None, id="default"),
        pytest.param("legacy", id="legacy", marks=pytest.mark.skipif(not _HAS_SCHEMES, reason="")),
        pytest.param("affine64", id="other", marks=pytest.mark.skipif(not _HAS_SCHEMES, reason="")),
    ],
)
@settings(max_examples=40, deadline=None)
@given(sets=_SETS, chunk=st.integers(1, 1000))
def test_signatures_equal_datasketch_minhash(
    scheme: str | None, sets: list[frozenset[int]], chunk: int
) -> None:
    minhash = partial(MinHash, scheme=scheme) if scheme else MinHash
    with patch.object(dedupe, "MinHash", minhash), patch.object(dedupe, "_CHUNK_SHINGLES", chunk):
        signatures = dedupe._signatures(_arrays(sets))
    expected = np.array([_datasketch(items, scheme) for items in sets])
    assert signatures.dtype == expected.dtype
    assert np.array_equal(signatures, expected)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.integers(0, 3), min_size=64, max_size=64), min_size=1, max_size=60))
def test_candidates_equal_minhashlsh_query_before_insert(rows: list[list[int]]) -> None:
    # Values 0-3 make many rows share a band, so buckets of every size occur.
    signatures = np.array(rows, dtype=np.uint32)
    lsh = MinHashLSH(threshold=dedupe._LSH_THRESHOLD, num_perm=64)
    expected = []
    for index, row in enumerate(signatures):
        sketch = MinHash(num_perm=64, seed=1)
        sketch.hashvalues = row
        if others := sorted(lsh.query(sketch)):
            expected.append((index, others))
        lsh.insert(index, sketch)
    assert list(dedupe._candidates(signatures)) == expected


@settings(max_examples=200, deadline=None)
@given(_TEXT)
def test_shingles_hash_regex_words_three_at_a_time(text: str) -> None:
    key = normalise(text)
    words = re.findall(r"\w+", dedupe._URLISH.sub(" ", key))
    grams = [" ".join(words[i : i + 3]) for i in range(max(len(words) - 2, 1))]
    expected = {zlib.crc32(gram.encode("utf-8")) for gram in grams}
    assert dedupe._shingle_array(key).tolist() == sorted(expected)


def _sketch_one_at_a_time(items: frozenset[int]) -> str:
    """The slug sketch as slugs.lock files have always held it: per hash, the least
    (v * a + b) mod 2^64 >> 32 over the set, as 8 hex digits."""
    values = []
    for i in range(16):
        a = (0x9E3779B97F4A7C15 * (i + 1)) % 2**64
        b = (0xBF58476D1CE4E5B9 * (i + 3)) % 2**64
        values.append(min(((v * a + b) % 2**64) >> 32 for v in items))
    return "".join(f"{v:08x}" for v in values)


@settings(max_examples=100, deadline=None)
@given(_SETS, st.integers(1, 400))
def test_sketches_of_many_sets_at_once_are_each_sets_own(
    sets: list[frozenset[int]], chunk: int
) -> None:
    arrays = [np.array(sorted(items), dtype=np.uint32) for items in sets]
    with patch.object(dedupe, "_CHUNK_SHINGLES", chunk):
        assert dedupe._sketches(arrays) == [_sketch_one_at_a_time(items) for items in sets]


def test_each_paper_carries_the_sketch_of_its_text() -> None:
    texts = ["Graph networks for molecules, with code.", "Diffusion models for video."]
    listings = [Listing(t, "C", Source("a.txt", i, i + 1)) for i, t in enumerate(texts)]
    for paper in dedupe.dedupe(listings):
        assert paper.sketch == dedupe.sketch(paper.text)
        assert paper.sketch == _sketch_one_at_a_time(
            frozenset(dedupe._shingle_array(normalise(paper.text)).tolist())
        )


@settings(max_examples=200, deadline=None)
@given(_TEXT | st.text(alphabet="".join(dedupe._SWAPS) + "a -\u00a0\ufb01"))
def test_normalise_swaps_quotes_and_dashes_like_translate(text: str) -> None:
    swapped = unicodedata.normalize("NFKC", text).translate(str.maketrans(dedupe._SWAPS))
    expected = " ".join(re.sub(r"-{2,}", "-", swapped).split()).casefold()
    assert normalise(text) == expected


def test_no_listings_no_papers() -> None:
    assert dedupe.dedupe([]) == ()


@settings(max_examples=40, deadline=None)
@given(st.lists(_TEXT, min_size=1, max_size=12))
def test_readings_of_a_run_of_texts_are_each_texts_own(texts: list[str]) -> None:
    # Made many texts at a time, each reading is what its text alone gives.
    readings = dedupe._readings(texts)
    for text, reading in zip(texts, readings, strict=True):
        shingles = dedupe._shingle_array(normalise(text))
        assert reading.id == dedupe.content_id(text)
        assert np.array_equal(reading.shingles, shingles)
        assert reading.signature == dedupe._signatures([shingles])[0].tobytes()
        assert reading.sketch == dedupe.sketch(text)
