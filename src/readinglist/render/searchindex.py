"""The search index: the papers' search documents in, the files of site/searchindex/ out.

An inverted index split by term, so that what a first search downloads does not grow with the
site: `meta.json` (the first term of each shard, a few bytes a shard), the one shard holding
the query's words (`terms/<n>.json`), and the addresses of the results shown
(`pages/<n>.json`, PAGE_CHUNK papers each). search.js then fetches the result pages
themselves for their titles, topics and snippets (a reader's browser keeps them for the
click). Pagefind, used before, loads a list of every page (about 7 bytes a paper) before its
first answer: 0.6 MB of a 0.9 MB first search at 89,718 papers.

Written by hand, not taken from a library: what is specific here is the layout on a static
host (shards a browser fetches one by one), and the client that reads it (assets/search.js)
must tokenise exactly as this module does. Scoring is BM25 (Robertson et al.): each posting
carries the term's weight in its paper, quantised to an integer; the browser multiplies in the
term's rarity, which it knows from the posting list's length.

Shard file: {"term": [paper, weight, paper, weight, ...]}, paper numbers as differences from
the previous one. Filter values are terms too, "!tag:Graph learning", "!conference:ICML 2026",
"!track:Oral", "!code:with code" ("!" sorts before every word), with papers and no weights.
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from array import array
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from html import unescape
from pathlib import Path

FOLDER = "searchindex"
META = "meta.json"
FORMAT = 1
# Papers per address file: ten results hit at most ten such files of about 4 KB (1.5 KB
# gzipped) each.
PAGE_CHUNK = 128
# A shard closes once it holds this many characters of postings: about 15 KB gzipped.
SHARD_CHARS = 40_000
# BM25's constants, and the scale weights are stored at (integers gzip better than floats).
K1, B, SCALE = 1.2, 0.75, 100
# What a word of the title adds to its weight in the paper, on BM25's scale (a word of the text
# weighs at most K1 + 1): a paper named by the query leads those that only discuss it. As a
# count instead (the title's words four times over), papers saying "transformers" often led
# those named for one ("ZEETAD: Temporal action detection" first for "transformers").
TITLE_BONUS = 1.5
# Words too common to find anything by: "a" would fetch every paper's posting. search.js
# drops the same ones from a query (STOP there).
_STOP_WORDS = "a an and are as at be by for from has have in into is it its of on or our that the"
STOP = frozenset(f"{_STOP_WORDS} their this to was we were which with".split(" "))
# Letters and digits, or one CJK character (those scripts write words without spaces).
_TOKEN = re.compile(
    r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]|[^\W_\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+"
)
_MARKS = re.compile(r"[\u0300-\u036f\ue000-\uf8ff]")
_TITLE = re.compile(r"<title>(.*?)</title>", re.S)
_BODY = re.compile(r'<div data-rl-page="([^"]*)">(.*)</div></body>', re.S)
_FILTER = re.compile(r'<\w+\b[^>]*\bdata-rl-facet="(\w+)(?::([^"]*))?"[^>]*>([^<]*)')
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class Document:
    """What the index holds of one paper: its address, and its words by field."""

    page: str
    title: str
    text: str
    filters: tuple[tuple[str, str], ...]


def fold(text: str) -> str:
    """Text as the index compares it: compatibility forms decomposed ("S³" is "S3"), accents
    and private-use markers dropped, lowercased. search.js folds a query the same way."""
    if not text.isascii():
        text = _MARKS.sub("", unicodedata.normalize("NFKD", text))
    return text.lower()


def tokens(text: str) -> list[str]:
    """The words of text as the index holds them (folded, stop words kept)."""
    return _TOKEN.findall(fold(text))


def read_document(text: str) -> Document | None:
    """A search document (search.search_document) read back; None without one."""
    body = _BODY.search(text)
    if body is None:
        return None
    title = _TITLE.search(text)
    filters = []
    for name, value, element_text in _FILTER.findall(body.group(2)):
        shown = value or element_text
        filters.append((name, " ".join(unescape(shown).split())))
    return Document(
        page=unescape(body.group(1)),
        title=unescape(title.group(1)) if title else "",
        text=unescape(_TAG.sub(" ", body.group(2))),
        filters=tuple(filters),
    )


def build_index(
    documents: Iterable[Document], shard_chars: int = SHARD_CHARS
) -> Iterator[tuple[str, str]]:
    """The index's files, (path under FOLDER, text), for the documents in order: paper n is
    the n-th document; a shard closes past shard_chars characters."""
    postings: dict[str, tuple[array[int], array[int]]] = {}
    pages: list[str] = []
    lengths: list[int] = []
    for number, document in enumerate(documents):
        pages.append(document.page)
        words = [w for w in tokens(document.text) if w not in STOP]
        count = Counter(words)
        titled = {word for word in tokens(document.title) if word not in STOP}
        for word in titled:
            count[word] += 0  # a title's word the text lacks
        lengths.append(len(words))
        for name, value in dict.fromkeys(document.filters):
            _post(postings, f"!{name}:{value}", number, 0)
        for word, tf in count.items():
            # The count and whether the title has it now; a weight once lengths are known.
            _post(postings, word, number, 2 * tf + (word in titled))
    average = max(sum(lengths) / len(lengths), 1.0) if lengths else 1.0
    norms = [K1 * (1 - B + B * length / average) for length in lengths]
    shards = []
    for number, (first, text) in enumerate(_shards(postings, norms, shard_chars)):
        shards.append(first)
        yield f"terms/{number}.json", text
    for start in range(0, len(pages), PAGE_CHUNK):
        chunk = pages[start : start + PAGE_CHUNK]
        yield f"pages/{start // PAGE_CHUNK}.json", _dumps(chunk)
    meta = {
        "format": FORMAT,
        "papers": len(pages),
        "page_chunk": PAGE_CHUNK,
        "scale": SCALE,
        "stop": sorted(STOP),
        "shards": shards,
    }
    yield META, _dumps(meta)


def _post(
    postings: dict[str, tuple[array[int], array[int]]], term: str, paper: int, weight: int
) -> None:
    found = postings.get(term)
    if found is None:
        found = postings[term] = (array("I"), array("I"))
    found[0].append(paper)
    found[1].append(weight)


def _utf16(term: str) -> bytes:
    # The browser compares strings by UTF-16 code units: the shards are in its order.
    return term.encode("utf-16-be", "surrogatepass")


def _shards(
    postings: dict[str, tuple[array[int], array[int]]], norms: list[float], shard_chars: int
) -> Iterator[tuple[str, str]]:
    """(first term, file text) of each shard, terms in the browser's order; each count
    turned into its BM25 weight (norms: each paper's length normalisation)."""
    parts: list[str] = []
    first = ""
    size = 0
    for term in sorted(postings, key=_utf16):
        papers, weights = postings[term]
        flat: list[int] = []
        previous = 0
        if term.startswith("!"):  # a filter value: its papers only
            for paper in papers:
                flat.append(paper - previous)
                previous = paper
        else:
            for paper, code in zip(papers, weights, strict=True):
                tf, titled = divmod(code, 2)
                bm25 = tf * (K1 + 1) / (tf + norms[paper])
                weight = max(1, round((bm25 + TITLE_BONUS * titled) * SCALE))
                flat += (paper - previous, weight)
                previous = paper
        part = f"{json.dumps(term, ensure_ascii=False)}:{_dumps(flat)}"
        if parts and size + len(part) > shard_chars:
            yield first, "{" + ",".join(parts) + "}\n"
            parts, size = [], 0
        if not parts:
            first = term
        parts.append(part)
        size += len(part)
    if parts:
        yield first, "{" + ",".join(parts) + "}\n"


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def write_index(docs: Path, output: Path, shard_chars: int = SHARD_CHARS) -> None:
    """Index the search documents of the docs folder's paper pages (sorted by file name) into
    output."""
    from readinglist.render import search

    def documents() -> Iterator[Document]:
        for path in sorted(docs.glob(search.PAGES_GLOB)):
            text = path.read_text(encoding="utf-8", errors="replace")
            at = text.find(search.DOCUMENT_MARK)
            document = read_document(text[at:]) if at >= 0 else None
            if document is not None:
                yield document

    output.mkdir(parents=True, exist_ok=True)
    folders: set[Path] = set()
    for name, text in build_index(documents(), shard_chars):
        path = output / name
        if path.parent not in folders:
            path.parent.mkdir(parents=True, exist_ok=True)
            folders.add(path.parent)
        path.write_text(text, encoding="utf-8")


def main(argv: list[str]) -> int:
    """`python -m readinglist.render.searchindex DOCS_DIR OUTPUT_DIR`, as search.Indexing
    runs it in a process of its own, beside MkDocs' build."""
    write_index(Path(argv[0]), Path(argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
