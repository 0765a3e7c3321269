"""Search: each paper's search document in, a Pagefind index in site/pagefind/ out.

Only papers are searchable. A paper's search document (the page's title and the part of its
body search indexes, nothing of the theme: the lists of sources, related papers and topics
after it are data-pagefind-ignore, and left out: 1.5 KB less a paper to write, the same
index) rides at the end of the paper's own page file, after DOCUMENT_MARK
(`docs/papers/<slug>.md`): MkDocs never sees it (pages.GeneratedPage cuts it off as it reads the
file), and Pagefind reads the page files as they are, while MkDocs is still building. One file
per paper, not two: creating a file is most of what writing a small one costs, and at 70,000
papers the 70,000 separate documents took 2-3 s of generation (more on a busy disk). Tags,
conferences and the code marker are Pagefind filters in the body. In the documents MathML is
spelled out as plain text (`O(n^3)`), so that the words of a formula stay searchable; the
published pages keep MathML. Each spelled-out formula is wrapped in private-use marker
characters that carry its index (U+E000, the index in digits U+E010-U+E019, U+E001; the text;
U+E002), and the page's MathML travels as the Pagefind meta value `math` (a JSON list), so
search.js can show the formula itself in a snippet. Meta values come with a result's fragment,
not the first index load.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from html import escape, unescape
from pathlib import Path

from readinglist.errors import OutputError
from readinglist.models import Entry
from readinglist.render.mathml import FORMULAS_KEPT

OUTPUT_SUBDIR = "pagefind"
# Where the search documents are, in the docs folder: the paper pages (render._page_path).
PAGES_GLOB = "papers/*.md"
# What separates a paper page from its search document. Nothing from an abstract can spell it:
# every "<" of an abstract's text reaches the page escaped.
DOCUMENT_MARK = "\n<!-- readinglist: search document -->\n"
_MATH = re.compile(r"<math\b.*?</math>", re.S)
_TAG = re.compile(r"<[^>]+>")
# A search document's indexed body, and what in it Pagefind skips: what is marked
# data-pagefind-ignore (a formula's MathML, see mark_math) and the headings' permalinks (see
# Indexing).
_BODY = re.compile(r"<div data-pagefind-body[^>]*>(.*)</div></body>", re.S)
_IGNORED = re.compile(
    r"<(\w+)\b[^>]*\bdata-pagefind-ignore\b[^>]*>.*?</\1>|<a class=\"headerlink\"[^>]*>[^<]*</a>",
    re.S,
)
_SPACED = frozenset("=<>≤≥≪≫≈≠∼≃≡∈∉⊂⊆→←↦⇒⇔+−±×·∣")
_TIMEOUT = 3600
# At most this many papers a Pagefind run (see Indexing): about 2.4 GB of memory each.
BUNDLE_PAPERS = 20_000
# In site/pagefind/: the bundles search.js merges into it, as {"merge": ["2/", "3/"]}.
BUNDLES_FILE = "bundles.json"
# The filter that marks each bundle's vocabulary page (see _documents), never a result.
VOCABULARY = "readinglist-vocabulary"
# What a merged bundle keeps (see _prune), besides its meta file.
_MERGED_KEEPS = frozenset({"pagefind-entry.json", "index", "filter", "fragment"})
MATH_OPEN, MATH_MID, MATH_CLOSE = "\ue000", "\ue001", "\ue002"
_DIGIT0 = 0xE010
# Marker characters that arrive with the page text (an abstract can hold anything) are dropped
# from the staged copy, so that every marker in an excerpt is one this stage wrote.
_PRIVATE = re.compile("[\ue000-\ue01f]")
# What those characters (and only a few more) start with in UTF-8. A page is looked at for
# them as bytes, a fast substring search: the pattern took 12 us a page, a third of making
# its search document, for characters hardly any page holds.
_PRIVATE_UTF8 = "\ue000".encode()[:2]


# The values of the topic and conference filters, for search.js to offer and to read typed
# topic names by (the docs folder's root; MkDocs copies it to the site's). Pagefind's filters()
# fetches every filter index to list them: at 9,911 papers 75 KB of a first search's 285 KB,
# growing with the papers; known here, they take a few hundred bytes.
FILTERS_FILE = "search-filters.json"


def filters_file(entries: Sequence[Entry]) -> str:
    """FILTERS_FILE's text: each filter's values, sorted, as Pagefind reads them from the paper
    pages (paperpage's meta line): the element's text with its whitespace trimmed and collapsed
    ("  ICML  2026 " is "ICML 2026"), and its entities decoded once more than a browser does
    (a conference named "A &amp; B" is "A & B" to Pagefind): search.js filters by these values,
    so they must be Pagefind's own (a browser test compares them on hostile names)."""
    values = {
        "tag": {tag.name for entry in entries for tag in entry.tags},
        "conference": {name for entry in entries for name in entry.paper.listed_in},
    }
    tracks = {entry.track for entry in entries if entry.track}
    if tracks:  # search.js offers the track filter only with values
        values["track"] = tracks
    found = {
        key: sorted({" ".join(unescape(v).split()) for v in names}) for key, names in values.items()
    }
    return json.dumps(found, ensure_ascii=False, indent=1) + "\n"


@dataclass(frozen=True)
class SearchStats:
    """What indexing produced."""

    pages: int
    bundles: int = 1


def search_document(title: str, body: str, url: str) -> str:
    """The page Pagefind reads for one paper: its title and body, math marked (see above).

    `url` is the paper page's path from the site root (`papers/x/`); it travels as the meta
    value `page`, because the document itself lies elsewhere (see document_path)."""
    page = (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}'
        f'</title></head><body><div data-pagefind-body data-pagefind-meta="page:{escape(url)}">'
        f"{body}</div></body></html>\n"
    )
    return mark_math(page)


def with_document(page: str, document: str) -> str:
    """A paper page's file: the page, then its search document (see page_part)."""
    return f"{page}{DOCUMENT_MARK}{document}"


def page_part(text: str) -> str:
    """What MkDocs reads of a page's file: all of it up to a search document, if any."""
    at = text.find(DOCUMENT_MARK)
    return text if at < 0 else text[:at]


class Indexing:
    """Pagefind running in the background over the search documents of the docs folder's
    paper pages, while MkDocs builds.

    The documents exist once the pipeline has written the docs folder, so indexing needs no
    built page: it starts before MkDocs renders and runs on the other core. `finish` waits and
    then swaps the bundle into site/pagefind/ whole, so the site never holds half an index.

    Pagefind keeps a whole index in memory until it writes it: about 118 KB a paper (10.6 GB
    at 89,718 papers, 2.96 GB for a quarter of them). Past `bundle_papers` papers the documents
    are indexed in bundles of at most that many, one Pagefind run after another, so that the
    build's memory stays bounded; search.js merges them in the browser (BUNDLES_FILE).
    """

    def __init__(self, docs_dir: Path, site_dir: Path, bundle_papers: int = BUNDLE_PAPERS) -> None:
        self.searchable = _has_documents(docs_dir)
        self._output = _scratch(site_dir)
        self._process: subprocess.Popen[str] | None = None
        self._error: str | None = None
        self._lock = threading.Lock()
        self.cancelled = False
        self._finishing = False
        self._thread: threading.Thread | None = None
        if self.searchable:
            try:  # a missing Pagefind fails the build now, not once MkDocs is done
                self._executable = pagefind_executable()
            except OutputError:
                self.cancel()
                raise
            # One bundle unless the pages outnumber a bundle (the redirect and section pages
            # among them carry no search document; _documents leaves them out).
            several = sum(1 for _ in docs_dir.glob(PAGES_GLOB)) > bundle_papers
            self._thread = threading.Thread(
                target=self._run, args=(docs_dir, bundle_papers if several else 0),
                name="pagefind", daemon=True,
            )  # fmt: skip
            self._thread.start()

    def _run(self, docs_dir: Path, bundle_papers: int) -> None:
        """Index every bundle in turn (the driver thread); an error is kept for `finish`.
        bundle_papers 0: one bundle, which Pagefind reads from the docs folder itself."""
        bundle = self._output / OUTPUT_SUBDIR
        try:
            parts: list[list[Path]] = []
            words = ""
            if bundle_papers:
                documents, words = _documents(docs_dir)
                count = -(-len(documents) // bundle_papers)
                parts = [documents[len(documents) * i // count : len(documents) * (i + 1) // count]
                         for i in range(count)]  # fmt: skip
            if len(parts) < 2:
                parts = []
                self._pagefind(docs_dir, bundle)
            for number, part in enumerate(parts, start=1):
                staged = _stage(part, self._output / f"bundle-{number}", words)
                target = bundle if number == 1 else bundle / str(number)
                self._pagefind(staged, target)
                shutil.rmtree(staged, ignore_errors=True)
                if number > 1:
                    _prune(target)
            if not self.cancelled:
                merged = [f"{number}/" for number in range(2, len(parts) + 1)]
                text = json.dumps({"merge": merged, "hide": VOCABULARY if parts else None}) + "\n"
                (bundle / BUNDLES_FILE).write_text(text, encoding="utf-8")
        except _Stopped:
            pass
        except OutputError as err:
            self._error = str(err)
        except OSError as err:
            self._error = f"Pagefind's index could not be written: {err}"

    def _pagefind(self, site: Path, output: Path) -> None:
        command = [str(self._executable), "--site", str(site), "--glob", PAGES_GLOB]
        command += ["--output-path", str(output)]
        command += ["--force-language", "en", "--exclude-selectors", ".headerlink", "--quiet"]
        with self._lock:
            if self.cancelled:
                raise _Stopped
            try:
                self._process = subprocess.Popen(
                    command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                    env={**os.environ, "NO_COLOR": "1"},
                )  # fmt: skip
            except OSError as err:
                raise OutputError(f"Pagefind could not start: {err}") from None
        out, _ = self._process.communicate()
        if self.cancelled:
            raise _Stopped
        if self._process.returncode != 0:
            raise OutputError(
                f"Pagefind failed to index the papers (exit "
                f"{self._process.returncode}): {out.strip()[-2000:]}"
            )

    def finish(self, site_dir: Path) -> SearchStats:
        """Wait for Pagefind, then replace site/pagefind/ with the new bundle."""
        try:
            if self._thread is not None:
                self._finishing = True
                self._thread.join(timeout=_TIMEOUT)
                if self._thread.is_alive():
                    raise OutputError(f"Pagefind took over {_TIMEOUT} s indexing")
                if self._error is not None:
                    raise OutputError(self._error)
            target = site_dir / OUTPUT_SUBDIR
            if target.exists():
                shutil.rmtree(target)
            if not self.searchable:
                return SearchStats(pages=0)
            pages, bundles = _page_count(self._output / OUTPUT_SUBDIR)
            target.parent.mkdir(parents=True, exist_ok=True)
            (self._output / OUTPUT_SUBDIR).rename(target)
            return SearchStats(pages=pages, bundles=bundles)
        finally:
            self.cancel()

    def cancel(self) -> None:
        """Stop Pagefind if it still runs and drop its scratch folder (after a failed build)."""
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


class _Stopped(Exception):
    """Indexing was cancelled."""


def _documents(docs_dir: Path) -> tuple[list[Path], str]:
    """The page files that carry a search document, sorted; and every word of every search
    document, once each, lowercased and space-separated (the page of the whole vocabulary
    each bundle holds).

    Pagefind matches a query word by the words of its index that start with it, and failing
    those by the longest indexed word the query word starts with, or drops it: a bundle
    without a word would answer "spectral" with the pages holding "s", and "osaq graph" with
    every page about graphs. Each bundle therefore also indexes this one page of the whole
    vocabulary, which search.js never shows (the VOCABULARY filter): every bundle then
    matches each query word to the same words, so that merged they find the pages one index
    of all papers would."""
    documents: list[Path] = []
    words: set[str] = set()
    for path in sorted(docs_dir.glob(PAGES_GLOB)):
        text = path.read_text(encoding="utf-8", errors="replace")
        at = text.find(DOCUMENT_MARK)
        body = _BODY.search(text, at) if at >= 0 else None
        if body is not None:
            documents.append(path)
            indexed = _IGNORED.sub(" ", body.group(1))
            words.update(unescape(_TAG.sub(" ", indexed)).lower().split())
    return documents, " ".join(escape(word) for word in sorted(words))


def _stage(pages: list[Path], folder: Path, words: str) -> Path:
    """A folder holding a bundle's page files, linked (copied where links fail), as
    PAGES_GLOB finds them, and the page of the whole vocabulary (see _documents)."""
    papers = folder / Path(PAGES_GLOB).parent
    papers.mkdir(parents=True)
    vocabulary = (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title></title></head>'
        f'<body><div data-pagefind-body data-pagefind-filter="{VOCABULARY}:yes">{words}'
        "</div></body></html>\n"
    )
    # No slug holds "_": the name is no paper's.
    (papers / "_vocabulary.md").write_text(vocabulary, encoding="utf-8")
    for page in pages:
        try:
            os.link(page, papers / page.name)
        except OSError:
            shutil.copyfile(page, papers / page.name)
    return folder


def _prune(bundle: Path) -> None:
    """Leave a merged bundle only what mergeIndex reads: the first bundle's script and
    WebAssembly answer for all (about 600 KB a bundle less)."""
    for path in bundle.iterdir():
        if path.name in _MERGED_KEEPS or path.suffix == ".pf_meta":
            continue
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()


def index_documents(docs_dir: Path, site_dir: Path) -> SearchStats:
    """Index the search documents of docs_dir's paper pages into site_dir/pagefind/ and wait."""
    return Indexing(docs_dir, site_dir).finish(site_dir)


def _has_documents(docs_dir: Path) -> bool:
    """Whether a paper page carries a search document (normally the first one looked at).
    Without any, Pagefind is not run: finding no data-pagefind-body anywhere, it would index
    every page it reads whole."""
    for path in docs_dir.glob(PAGES_GLOB):
        try:
            if DOCUMENT_MARK in path.read_text(encoding="utf-8", errors="replace"):
                return True
        except OSError:
            continue
    return False


def _page_count(bundle: Path) -> tuple[int, int]:
    """How many pages a Pagefind bundle and the bundles merged into it hold, by their entry
    files, and how many bundles there are."""
    entries = [bundle / "pagefind-entry.json"]
    entries += sorted(bundle.glob("*/pagefind-entry.json"))
    try:
        pages = sum(
            int(language["page_count"])
            for entry in entries
            for language in json.loads(entry.read_text(encoding="utf-8"))["languages"].values()
        )
        # Past one bundle, each holds a page of the vocabulary too (see _documents).
        return pages - (len(entries) if len(entries) > 1 else 0), len(entries)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        raise OutputError(f"Pagefind wrote no readable index entry in {bundle}") from None


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


def mark_math(html: str) -> str:
    """Every <math> element replaced by its marked plain-text reading, the MathML kept as meta.

    The i-th formula becomes `<span>OPEN R^2 CLOSE</span>`, where OPEN is `marker(i)` (no
    spaces inside) and CLOSE is U+E002; the list of MathML strings is added, as JSON, in an
    ignored element inside the page body that Pagefind reads as the `math` meta value.
    """
    if _PRIVATE_UTF8 in html.encode("utf-8", "surrogatepass"):
        html = _PRIVATE.sub("", html)
    formulas: list[str] = []

    def replace(match: re.Match[str]) -> str:
        formulas.append(match.group(0))
        text = escape(math_text(match.group(0)))
        return f"<span>{marker(len(formulas) - 1)} {text} {MATH_CLOSE}</span>"

    html = _MATH.sub(replace, html)
    if not formulas:
        return html
    value = escape(json.dumps(formulas, ensure_ascii=True), quote=True)
    meta = f'<span data-pagefind-ignore data-pagefind-meta="math" hidden>{value}</span>'
    body = re.search(r"<[^>]*\bdata-pagefind-body\b[^>]*>", html)
    if body is None:
        return html
    return html[: body.end()] + meta + html[body.end() :]


def marker(index: int) -> str:
    """The opening marker of the index-th formula of a page."""
    digits = "".join(chr(_DIGIT0 + int(d)) for d in str(index))
    return f"{MATH_OPEN}{digits}{MATH_MID}"


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


def pagefind_executable() -> Path:
    """The Pagefind binary of the `pagefind[bin]` package, or one on PATH."""
    try:
        import pagefind_bin

        return Path(pagefind_bin.get_executable())
    except (ImportError, FileNotFoundError):
        pass
    found = shutil.which("pagefind")
    if found is None:
        raise OutputError(
            "Pagefind is not installed, so the site cannot be made searchable. "
            "Install it with `pip install 'pagefind[bin]'` and build again."
        )
    return Path(found)
