"""Paper texts in; their TF-IDF rows (kept or hashed terms) and tag rows out."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import chain

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS, TfidfTransformer
from sklearn.utils import murmurhash3_32

from readinglist.runtime import parallel
from readinglist.runtime.progress import ignore

# Past EXACT_LIMIT terms are hashed rather than kept in a vocabulary, which at 100,000 papers
# would hold millions of word pairs in memory.
_HASHED_FEATURES = 2**20
_PAIR_MIX = 0x9E3779B1  # an odd multiplier (2^32 / golden ratio) spreading a pair's hashes
# Terms are what scikit-learn's TfidfVectorizer(stop_words="english", ngram_range=(1, 2)) with
# this token pattern finds: lowercased words, stop words dropped, then adjacent pairs of the
# words left. Counting them here, with words as numbers and pairs in numpy, is 3x faster.
_TOKEN = re.compile(r"(?u)\b[a-zA-Z][\w-]+\b")
# The same pattern in ASCII mode: on ASCII text it finds the same words, in two thirds of the
# time (most abstracts are ASCII).
_ASCII_TOKEN = re.compile(r"(?a)\b[a-zA-Z][\w-]+\b")
_STOP = ENGLISH_STOP_WORDS
_TEXT_BLOCK = 4096


def _tfidf(texts: Sequence[str]) -> sparse.csr_matrix:
    """TfidfVectorizer(sublinear_tf, max_df 0.5 from 20 texts on, float32), value for value.

    Columns are numbered by first appearance rather than alphabetically, but each row keeps
    its terms in the vectorizer's stored order, so every dot product sums in the same order."""
    keys, rows = terms(texts)
    return weighted(keys, rows, len(texts))


def weighted(keys: np.ndarray, rows: np.ndarray, n: int) -> sparse.csr_matrix:
    """The TF-IDF matrix of n texts from their terms (see terms)."""
    unique, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    # The vectorizer numbers terms as it first meets them (text by text, words then pairs)
    # and its rows store terms in that order.
    rank_of = np.empty(len(unique), dtype=np.int64)
    rank_of[np.argsort(first, kind="stable")] = np.arange(len(unique))
    counts = _counts(rows, rank_of[inverse], (n, len(unique)))
    high = 0.5 * n if n >= 20 else float(n)
    kept = np.bincount(counts.indices, minlength=len(unique)) <= high
    if not kept.any():  # no words, or every word was a stop word: nothing to compare
        return sparse.csr_matrix((n, 1), dtype=np.float32)
    counts = sparse.csr_matrix(counts[:, np.flatnonzero(kept)])
    return sparse.csr_matrix(TfidfTransformer(sublinear_tf=True).fit_transform(counts))


def _hashed_tfidf(texts: Sequence[str]) -> sparse.csr_matrix:
    """The same weighting as _tfidf (max_df 0.5, sublinear tf, l2 norm) over hashed terms.

    A word goes where HashingVectorizer(alternate_sign=False) puts it: its murmurhash3,
    |h| mod the width. A word pair is not spelled out and hashed as a string (finding the
    millions of distinct pairs to spell took a third of this step at 70,000 papers); its bucket
    mixes the two words' hashes: (h1 * 0x9E3779B1 + h2) mod 2^32, mod the width."""
    return weigh(*hashed_counts(texts))


def hashed_counts(
    texts: Sequence[str],
) -> tuple[sparse.csr_matrix, TfidfTransformer, np.ndarray]:
    """Each text's hashed term counts; the weighting fitted to them; and the terms too common
    to weigh (in over half the texts). A transformer fitted with them has the same weight for
    every other term (a term's weight depends on its own frequency alone)."""
    # Reading the words and counting each text's terms is most of this step (10 s at 70,000
    # papers), and each block of texts is counted alone: on every core. Only each block's
    # counts come back, so no word list is shared.
    blocks = range(0, len(texts), _TEXT_BLOCK)
    parts = parallel.pmap(_block_counts, blocks, texts, ignore, min_items=2, chunksize=1)
    counts = sparse.csr_matrix(sparse.vstack(parts, format="csr"))
    frequency = np.bincount(counts.indices, minlength=counts.shape[1])
    common = frequency > 0.5 * counts.shape[0]
    return counts, TfidfTransformer(sublinear_tf=True).fit(counts), common


def weigh(
    counts: sparse.csr_matrix, transformer: TfidfTransformer, common: np.ndarray
) -> sparse.csr_matrix:
    """Rows of counts weighted (float32), the common terms left out first (modifies counts)."""
    if common.any():
        counts.data[common[counts.indices]] = 0
        counts.eliminate_zeros()
    return sparse.csr_matrix(transformer.transform(counts), dtype=np.float32)


def _block_counts(start: int) -> sparse.csr_matrix:
    """How often each hashed term occurs in each text of the block from `start` (of the texts
    pmap shares), a row per text."""
    hashes, lengths = _word_hashes(start)
    rows = np.repeat(np.arange(len(lengths), dtype=np.int64), lengths)
    # HashingVectorizer's bucket: |hash| mod the width, the one hash without |h| set apart.
    word_buckets = np.where(
        hashes == -(2**31),
        (2**31 - 1 - (_HASHED_FEATURES - 1)) % _HASHED_FEATURES,
        np.abs(hashes) % _HASHED_FEATURES,
    )
    # Unsigned 32-bit arithmetic wraps: the mix comes out mod 2^32 with no masking.
    unsigned = hashes.astype(np.uint32)
    pair_at = np.flatnonzero(rows[:-1] == rows[1:])
    mixed = unsigned[pair_at] * np.uint32(_PAIR_MIX) + unsigned[pair_at + 1]
    columns = np.concatenate([word_buckets, mixed % np.uint32(_HASHED_FEATURES)])
    # Counts do not depend on the order terms come in: one row's are summed per column.
    return _counts(np.concatenate([rows, rows[pair_at]]), columns, (len(lengths), _HASHED_FEATURES))


def _word_hashes(start: int) -> tuple[np.ndarray, np.ndarray]:
    """The murmurhash3 of every word (stop words left out) of the block of texts from `start`
    (of the texts pmap shares), text after text; and how many words each text has."""
    texts: Sequence[str] = parallel.shared()
    found = [_words(text) for text in texts[start : start + _TEXT_BLOCK]]
    block = list(chain.from_iterable(found))
    # Outside the 32-bit range: marks a stop word, dropped below.
    table: dict[str, int] = dict.fromkeys(_STOP, 2**40)
    for word in dict.fromkeys(block):
        if word not in table:
            table[word] = murmurhash3_32(word)
    hashes = np.fromiter(map(table.__getitem__, block), np.int64, len(block))
    text_of = np.repeat(np.arange(len(found)), [len(words) for words in found])
    kept = hashes != 2**40
    return hashes[kept], np.bincount(text_of[kept], minlength=len(found))


def _words(text: str) -> list[str]:
    """The vectorizer's words of a text, lowered: _TOKEN.findall(text.lower())."""
    lowered = text.lower()
    return (_ASCII_TOKEN if lowered.isascii() else _TOKEN).findall(lowered)


def terms(texts: Sequence[str], words: Words | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Every term of every text as a number, in the vectorizer's order (text by text, its
    words, then its word pairs), and the text each comes from. A word is its number (see
    Words), the pair (a, b) is (a + 1) * len(words) + b."""
    words = words or Words()
    return _numbered_terms(words.numbered(texts), len(words.words))


class Words:
    """Words numbered as first met, stop words as -1; and each text's words as numbers, kept
    (with `keep`) so that reranking after an edit reads only the texts the edit changed.

    Terms need not be numbered in the order the vectorizer meets them: weighted orders the
    columns by where each term first appears, whatever its number."""

    def __init__(self, keep: bool = False) -> None:
        self._numbers: dict[str, int] = dict.fromkeys(_STOP, -1)
        self.words: list[str] = []
        self._known: dict[str, np.ndarray] | None = {} if keep else None

    def numbered(self, texts: Sequence[str]) -> list[np.ndarray]:
        """Each text's words (stop words left out) as numbers."""
        known = self._known if self._known is not None else {}
        new = [text for text in dict.fromkeys(texts) if text not in known]
        every = {**known, **dict(zip(new, self._read(new), strict=True))}
        if self._known is not None:  # only the texts of this call
            self._known = {text: every[text] for text in texts}
        return [every[text] for text in texts]

    def _read(self, texts: Sequence[str]) -> list[np.ndarray]:
        # Numbering the distinct words, then looking every word up in C, beats a Python loop.
        # Texts go a block at a time: at 70,000 papers all their words at once as Python
        # strings took over a gigabyte.
        numbered: list[np.ndarray] = []
        for start in range(0, len(texts), _TEXT_BLOCK):
            found = [_words(text) for text in texts[start : start + _TEXT_BLOCK]]
            block = list(chain.from_iterable(found))
            for word in dict.fromkeys(block):
                if word not in self._numbers:
                    self._numbers[word] = len(self.words)
                    self.words.append(word)
            numbers = np.fromiter(map(self._numbers.__getitem__, block), np.int64, len(block))
            ends = np.cumsum([len(words) for words in found])[:-1]
            numbered += [part[part >= 0] for part in np.split(numbers, ends)]
        return numbered


def _numbered_terms(numbered: Sequence[np.ndarray], width: int) -> tuple[np.ndarray, np.ndarray]:
    """terms' keys and rows from each text's words as numbers (width: how many words)."""
    flat = np.concatenate(numbered) if numbered else np.zeros(0, np.int64)
    lengths = np.asarray([len(words) for words in numbered], dtype=np.int64)
    text_of = np.repeat(np.arange(len(numbered), dtype=np.int64), lengths)
    firsts = np.cumsum(lengths) - lengths
    pair_at = np.flatnonzero(text_of[:-1] == text_of[1:])
    # Where each text's terms begin: after all words and pairs of the texts before it.
    pairs = np.maximum(lengths - 1, 0)
    begins = firsts + np.cumsum(pairs) - pairs
    offset = np.arange(len(flat)) - firsts[text_of]
    pair_text = text_of[pair_at]
    word_slot = begins[text_of] + offset
    pair_slot = begins[pair_text] + lengths[pair_text] + offset[pair_at]
    keys = np.empty(len(flat) + len(pair_at), dtype=np.int64)
    keys[word_slot] = flat
    keys[pair_slot] = (flat[pair_at] + 1) * width + flat[pair_at + 1]
    rows = np.empty(len(keys), dtype=np.int64)
    rows[word_slot] = text_of
    rows[pair_slot] = pair_text
    return keys, rows


def _counts(rows: np.ndarray, columns: np.ndarray, shape: tuple[int, int]) -> sparse.csr_matrix:
    """How often each (row, column) occurs, as the float32 CSR matrix a vectorizer builds (each
    row's columns ascending). Summing duplicates row by row (scipy sorts each short row) beats
    sorting all the terms at once."""
    ones = np.ones(len(rows), dtype=np.float32)
    counts = sparse.csr_matrix((ones, (rows, columns.astype(np.int32))), shape=shape)
    counts.sum_duplicates()
    return counts


def tag_matrix(tags: Sequence[Sequence[str]]) -> sparse.csr_matrix:
    names = sorted({tag for paper in tags for tag in paper})
    column = {name: i for i, name in enumerate(names)}
    rows = [i for i, paper in enumerate(tags) for _ in paper]
    cols = [column[tag] for paper in tags for tag in paper]
    data = np.ones(len(rows), dtype=np.float32)
    return sparse.csr_matrix((data, (rows, cols)), shape=(len(tags), max(len(names), 1)))
