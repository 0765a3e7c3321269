"""Search: each paper's search document in, the search index in site/searchindex/ out.

Only papers are searchable. A paper's search document (the page's title and the part of its
body search indexes, nothing of the theme: the lists of sources, related papers and topics
after it are left out) rides at the end of the paper's own page file, after DOCUMENT_MARK
(`docs/papers/<slug>.md`): MkDocs never sees it (pages.GeneratedPage cuts it off as it reads the
file), and the indexer (searchindex.py) reads the page files as they are, while MkDocs is still
building. One file per paper, not two: creating a file is most of what writing a small one
costs, and at 70,000 papers the 70,000 separate documents took 2-3 s of generation (more on a
busy disk). Tags, conferences, tracks and the code marker are marked as filters in the body
(data-rl-facet: Material's search plugin strips data-search-* attributes from the pages it
renders). In the documents MathML is spelled out as plain text (`O(n^3)`), so that the words
of a formula stay searchable; the published pages, which search.js shows snippets from, keep
MathML.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from pathlib import Path

from readinglist.errors import OutputError
from readinglist.models import Entry
from readinglist.render import searchindex
from readinglist.render.mathml import FORMULAS_KEPT

OUTPUT_SUBDIR = searchindex.FOLDER
# Where the search documents are, in the docs folder: the paper pages (render._page_path).
PAGES_GLOB = "papers/*.md"
# What separates a paper page from its search document. Nothing from an abstract can spell it:
# every "<" of an abstract's text reaches the page escaped.
DOCUMENT_MARK = "\n<!-- readinglist: search document -->\n"
_MATH = re.compile(r"<math\b.*?</math>", re.S)
_TAG = re.compile(r"<[^>]+>")
_SPACED = frozenset("=<>≤≥≪≫≈≠∼≃≡∈∉⊂⊆→←↦⇒⇔+−±×·∣")
_TIMEOUT = 3600


# The values of the topic and conference filters, for search.js to offer and to read typed
# topic names by (the docs folder's root; MkDocs copies it to the site's): a few hundred bytes
# to fetch with the first search.
FILTERS_FILE = "search-filters.json"


def filters_file(entries: Sequence[Entry]) -> str:
    """FILTERS_FILE's text: each filter's values, sorted, as the index reads them from the
    paper pages (paperpage's meta line, searchindex.read_document): the name with its
    whitespace trimmed and collapsed ("  ICML  2026 " is "ICML 2026"). search.js filters by
    these values, so they must be the index's own (a browser test compares them on hostile
    names)."""
    values = {
        "tag": {tag.name for entry in entries for tag in entry.tags},
        "conference": {name for entry in entries for name in entry.paper.listed_in},
    }
    tracks = {entry.track for entry in entries if entry.track}
    if tracks:  # search.js offers the track filter only with values
        values["track"] = tracks
    found = {key: sorted({" ".join(v.split()) for v in names}) for key, names in values.items()}
    return json.dumps(found, ensure_ascii=False, indent=1) + "\n"


@dataclass(frozen=True)
class SearchStats:
    """What indexing produced."""

    pages: int


def search_document(title: str, body: str, url: str) -> str:
    """The page the indexer reads for one paper: its title and body, math spelled out.

    `url` is the paper page's path from the site root (`papers/x/`), the address a search
    result links to: the document itself lies elsewhere (see page_part)."""
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}'
        f'</title></head><body><div data-rl-page="{escape(url)}">'
        f"{spell_out_math(body)}</div></body></html>\n"
    )


def with_document(page: str, document: str) -> str:
    """A paper page's file: the page, then its search document (see page_part)."""
    return f"{page}{DOCUMENT_MARK}{document}"


def page_part(text: str) -> str:
    """What MkDocs reads of a page's file: all of it up to a search document, if any."""
    at = text.find(DOCUMENT_MARK)
    return text if at < 0 else text[:at]


class Indexing:
    """The search index (searchindex.py) written in a process of its own over the search
    documents of the docs folder's paper pages, while MkDocs builds.

    The documents exist once the pipeline has written the docs folder, so indexing needs no
    built page: it starts before MkDocs renders and runs on the other core. `finish` waits and
    then swaps the index into site/searchindex/ whole, so the site never holds half an index.
    """

    def __init__(self, docs_dir: Path, site_dir: Path) -> None:
        self.searchable = _has_documents(docs_dir)
        self._output = _scratch(site_dir)
        self._process: subprocess.Popen[str] | None = None
        self._error: str | None = None
        self._lock = threading.Lock()
        self.cancelled = False
        self._finishing = False
        self._thread: threading.Thread | None = None
        if self.searchable:
            self._thread = threading.Thread(
                target=self._run, args=(docs_dir,), name="search-index", daemon=True
            )
            self._thread.start()

    def _run(self, docs_dir: Path) -> None:
        """Run the indexer (the driver thread); an error is kept for `finish`."""
        command = [sys.executable, "-m", "readinglist.render.searchindex"]
        command += [str(docs_dir), str(self._output / OUTPUT_SUBDIR)]
        try:
            with self._lock:
                if self.cancelled:
                    return
                self._process = subprocess.Popen(
                    command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
                )
            out, _ = self._process.communicate()
            if not self.cancelled and self._process.returncode != 0:
                self._error = (
                    f"the search index could not be written (exit "
                    f"{self._process.returncode}): {out.strip()[-2000:]}"
                )
        except OSError as err:
            self._error = f"the search index could not be written: {err}"

    def finish(self, site_dir: Path) -> SearchStats:
        """Wait for the indexer, then replace site/searchindex/ with the new index."""
        try:
            if self._thread is not None:
                self._finishing = True
                self._thread.join(timeout=_TIMEOUT)
                if self._thread.is_alive():
                    raise OutputError(f"the search index took over {_TIMEOUT} s to write")
                if self._error is not None:
                    raise OutputError(self._error)
            target = site_dir / OUTPUT_SUBDIR
            if target.exists():
                shutil.rmtree(target)
            if not self.searchable:
                return SearchStats(pages=0)
            pages = _page_count(self._output / OUTPUT_SUBDIR)
            target.parent.mkdir(parents=True, exist_ok=True)
            (self._output / OUTPUT_SUBDIR).rename(target)
            return SearchStats(pages=pages)
        finally:
            self.cancel()

    def cancel(self) -> None:
        """Stop the indexer if it still runs and drop its scratch folder (after a failed
        build)."""
        with self._lock:
            running = self._thread is not None and self._thread.is_alive()
            if running:
                self.cancelled = True
            if self._process is not None and self._process.poll() is None:
                self._process.kill()
        # The driver thread reaps the process; wait for it unless `finish`, in another thread,
        # does (it then drops the scratch folder itself).
        if running and not self._finishing and self._thread is not None:
            self._thread.join()
        shutil.rmtree(self._output, ignore_errors=True)


def index_documents(docs_dir: Path, site_dir: Path) -> SearchStats:
    """Index the search documents of docs_dir's paper pages into site_dir/searchindex/ and
    wait."""
    return Indexing(docs_dir, site_dir).finish(site_dir)


def _has_documents(docs_dir: Path) -> bool:
    """Whether a paper page carries a search document (normally the first one looked at).
    Without any there is nothing to index."""
    for path in docs_dir.glob(PAGES_GLOB):
        try:
            if DOCUMENT_MARK in path.read_text(encoding="utf-8", errors="replace"):
                return True
        except OSError:
            continue
    return False


def _page_count(index: Path) -> int:
    """How many papers an index holds, by its meta file."""
    try:
        meta = json.loads((index / searchindex.META).read_text(encoding="utf-8"))
        return int(meta["papers"])
    except (OSError, ValueError, KeyError, TypeError):
        raise OutputError(
            f"the search index in {index} has no readable {searchindex.META}"
        ) from None


def _scratch(site_dir: Path) -> Path:
    # Beside the site, so that the finished bundle can be renamed into it.
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    try:
        return Path(tempfile.mkdtemp(prefix=".readinglist-search-", dir=site_dir.parent))
    except OSError:
        return Path(tempfile.mkdtemp(prefix="readinglist-search-"))


def spell_out_math(html: str) -> str:
    """Every <math> element replaced by a plain-text reading of it (`R^2`, `(a)/(b)`)."""
    if "<math" not in html:
        return html
    return _MATH.sub(lambda m: f"<span>{escape(math_text(m.group(0)))}</span>", html)


@lru_cache(maxsize=FORMULAS_KEPT)
def math_text(mathml: str) -> str:
    """A one-line plain-text reading of a MathML fragment (each distinct one read once, as
    mathml.to_mathml converts each formula once)."""
    try:
        root = ET.fromstring(mathml)
    except ET.ParseError:
        return " ".join(_TAG.sub(" ", mathml).split())
    return " ".join(_read(root).split())


def _read(node: ET.Element) -> str:
    tag = node.tag.rsplit("}", 1)[-1]
    kids = list(node)
    if tag in ("annotation", "annotation-xml"):
        return ""
    if tag == "semantics":
        return _read(kids[0]) if kids else ""
    if not kids:
        text = (node.text or "").strip()
        return f" {text} " if tag == "mo" and text in _SPACED else text
    parts = [_read(kid) for kid in kids]
    if tag in ("msup", "mover") and len(parts) == 2:
        return parts[0] + _script("^", parts[1], tag == "mover")
    if tag in ("msub", "munder") and len(parts) == 2:
        return parts[0] + _script("_", parts[1], tag == "munder")
    if tag in ("msubsup", "munderover") and len(parts) == 3:
        return parts[0] + _script("_", parts[1], False) + _script("^", parts[2], False)
    if tag == "mfrac" and len(parts) == 2:
        return f"{_group(parts[0])}/{_group(parts[1])}"
    if tag == "msqrt":
        return f"√{_group(''.join(parts))}"
    if tag == "mroot" and len(parts) == 2:
        return f"{_group(parts[1])}√{_group(parts[0])}"
    return "".join(parts)


def _script(mark: str, text: str, accent: bool) -> str:
    # An accent over or under a letter (a hat, a bar, a tilde) is no exponent: drop it.
    if accent and len(text.strip()) == 1 and not text.strip().isalnum():
        return ""
    return mark + _group(text)


def _group(text: str) -> str:
    text = text.strip()
    if len(text) <= 1 or text.isalnum() or (text[0] + text[-1]) in ("()", "[]", "{}"):
        return text
    return f"({text})"
