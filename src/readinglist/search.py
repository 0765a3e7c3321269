"""Search stage: the built site folder in, a Pagefind index written to site/pagefind/ out.

Only paper pages carry `data-pagefind-body` (templates/main.html), so only papers are
searchable; their tags, conferences and code marker are Pagefind filters set in the Markdown.
Pagefind reads a staged copy of those pages in which MathML is spelled out as plain text
(`O(n^3)`), so that the words of a formula stay searchable; the published pages are left
untouched. Each spelled-out formula is wrapped in private-use marker characters that carry its
index (U+E000, the index in digits U+E010-U+E019, U+E001; the text; U+E002), and the page's
MathML travels as the Pagefind meta value `math` (a JSON list), so search.js can show the
formula itself in a snippet. Meta values come with a result's fragment, not the first index load.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from html import escape
from pathlib import Path

from .errors import OutputError

OUTPUT_SUBDIR = "pagefind"
BODY_MARKER = b"data-pagefind-body"
_INDEXED = re.compile(r"Indexed (\d+) pages?")
_MATH = re.compile(r"<math\b.*?</math>", re.S)
_TAG = re.compile(r"<[^>]+>")
_SPACED = frozenset("=<>≤≥≪≫≈≠∼≃≡∈∉⊂⊆→←↦⇒⇔+−±×·∣")
_TIMEOUT = 3600
MATH_OPEN, MATH_MID, MATH_CLOSE = "\ue000", "\ue001", "\ue002"
_DIGIT0 = 0xE010
# Marker characters that arrive with the page text (an abstract can hold anything) are dropped
# from the staged copy, so that every marker in an excerpt is one this stage wrote.
_PRIVATE = re.compile("[\ue000-\ue01f]")


@dataclass(frozen=True)
class SearchStats:
    """What indexing produced."""

    pages: int


def index_site(site_dir: Path) -> SearchStats:
    """Index the paper pages of the built site; the bundle replaces site/pagefind/ as a whole."""
    output = site_dir / OUTPUT_SUBDIR
    with _staging_folder(site_dir) as staging:
        staged = stage_pages(site_dir, Path(staging))
        if output.exists():
            shutil.rmtree(output)
        if staged:
            _run_pagefind(Path(staging), output)
    return SearchStats(pages=staged)


def _staging_folder(site_dir: Path) -> tempfile.TemporaryDirectory[str]:
    # Beside the site, so that pages without math can be hard-linked rather than copied.
    try:
        return tempfile.TemporaryDirectory(prefix=".readinglist-search-", dir=site_dir.parent)
    except OSError:
        return tempfile.TemporaryDirectory(prefix="readinglist-search-")


def stage_pages(site_dir: Path, staging: Path) -> int:
    """Copy the pages Pagefind should index into staging, math marked; returns the count."""
    count = 0
    for page in site_dir.rglob("*.html"):
        relative = page.relative_to(site_dir)
        if relative.parts[0] == OUTPUT_SUBDIR:
            continue
        data = page.read_bytes()
        if BODY_MARKER not in data:
            continue
        target = staging / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if b"<math" in data:
            target.write_bytes(mark_math(data.decode("utf-8")).encode("utf-8"))
        else:
            _link_or_copy(page, target, data)
        count += 1
    return count


def _link_or_copy(source: Path, target: Path, data: bytes) -> None:
    try:
        os.link(source, target)
    except OSError:  # another file system, or links not allowed
        target.write_bytes(data)


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


def math_text(mathml: str) -> str:
    """A one-line plain-text reading of a MathML fragment."""
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


def _run_pagefind(staging: Path, output: Path) -> None:
    command = [str(pagefind_executable()), "--site", str(staging), "--output-path", str(output)]
    command += ["--force-language", "en", "--exclude-selectors", ".headerlink", "--quiet"]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=_TIMEOUT, check=False,
            env={**os.environ, "NO_COLOR": "1"},
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired) as err:
        raise OutputError(f"Pagefind could not index {output.parent}: {err}") from None
    if done.returncode != 0:
        raise OutputError(
            f"Pagefind failed to index {output.parent} (exit {done.returncode}): "
            f"{(done.stderr or done.stdout).strip()[-2000:]}"
        )


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
