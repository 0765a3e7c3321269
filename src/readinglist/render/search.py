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
_SPACED = frozenset("=<>≤≥≪≫≈≠∼≃≡∈∉⊂⊆→←↦⇒⇔+−±×·∣")
_TIMEOUT = 3600
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
    """

    def __init__(self, docs_dir: Path, site_dir: Path) -> None:
        self.searchable = _has_documents(docs_dir)
        self._output = _scratch(site_dir)
        self._process: subprocess.Popen[str] | None = None
        self.cancelled = False
        self._finishing = False
        if self.searchable:
            # Pagefind reads the page files whole: it indexes what sits inside
            # data-pagefind-body, which only the search document has (not the page before it,
            # nor a redirect page or a hand-written one).
            command = [str(pagefind_executable()), "--site", str(docs_dir), "--glob", PAGES_GLOB]
            command += ["--output-path", str(self._output / OUTPUT_SUBDIR)]
            command += ["--force-language", "en", "--exclude-selectors", ".headerlink"]
            try:
                self._process = subprocess.Popen(
                    [*command, "--quiet"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                    text=True, env={**os.environ, "NO_COLOR": "1"},
                )  # fmt: skip
            except OSError as err:
                self.cancel()
                raise OutputError(f"Pagefind could not start: {err}") from None

    def finish(self, site_dir: Path) -> SearchStats:
        """Wait for Pagefind, then replace site/pagefind/ with the new bundle."""
        try:
            if self._process is not None:
                self._finishing = True
                try:
                    out, _ = self._process.communicate(timeout=_TIMEOUT)
                except subprocess.TimeoutExpired:
                    raise OutputError(f"Pagefind took over {_TIMEOUT} s indexing") from None
                if self._process.returncode != 0:
                    raise OutputError(
                        f"Pagefind failed to index the papers (exit "
                        f"{self._process.returncode}): {out.strip()[-2000:]}"
                    )
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
        """Stop Pagefind if it still runs and drop its scratch folder (after a failed build)."""
        if self._process is not None and self._process.poll() is None:
            self.cancelled = True
            self._process.kill()
            if not self._finishing:  # else `finish`, in another thread, reaps it
                self._process.communicate()
        shutil.rmtree(self._output, ignore_errors=True)


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


def _page_count(bundle: Path) -> int:
    """How many pages a Pagefind bundle holds, by its entry file."""
    try:
        entry = json.loads((bundle / "pagefind-entry.json").read_text(encoding="utf-8"))
        return sum(int(language["page_count"]) for language in entry["languages"].values())
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
