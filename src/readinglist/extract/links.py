"""One abstract's text in; its cleaned http(s) links, their raw regions and kinds out."""

# Why our own regexes and not `urlextract` (the brief asks for a library first). Measured on
# the seeds' 57 abstracts: urlextract 1.10 works offline (it only downloads on `update()`), but
# takes ~4.1 ms per abstract without a URL and ~4.3 ms with one (budgets: 50 µs, 1 ms; this
# module: ~23 µs and ~190 µs). It also links file names whose suffix is a TLD (`model.py`),
# keeps glued words (`athttps://…`), trailing `.` and `.git.`, loses `https: //host` and leaves
# `\_` inside URLs. Abstracts are LaTeX/Markdown sources, so the wrappers (`\url`, `\href`,
# `[t](u)`) and escapes need parsing anyway, and scheme-less hosts must come from an allow-list.

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from urllib.parse import urlsplit

from readinglist.models import Link, LinkKind, LinkReport, UrlMatch

# (host suffix, path prefix, kind): the first row whose host suffix ends the host (at a dot)
# and whose path prefix starts the path wins. Rows with a path prefix go before their host.
_KIND_TABLE: tuple[tuple[str, str, LinkKind], ...] = (
    ("huggingface.co", "/datasets", "data"),
    ("huggingface.co", "/papers", "other"),
    ("huggingface.co", "/docs", "other"),
    ("huggingface.co", "", "code"),
    ("kaggle.com", "/datasets", "data"),
    ("kaggle.com", "/code", "code"),
    ("paperswithcode.com", "/dataset", "data"),
    ("paperswithcode.com", "/paper", "other"),
    ("paperswithcode.com", "/sota", "other"),
    ("paperswithcode.com", "", "code"),
    ("github.com", "", "code"),
    ("githubusercontent.com", "", "code"),
    ("gitlab.com", "", "code"),
    ("bitbucket.org", "", "code"),
    ("anonymous.4open.science", "", "code"),
    ("codeberg.org", "", "code"),
    ("sourceforge.net", "", "code"),
    ("pypi.org", "", "code"),
    ("colab.research.google.com", "", "code"),
    ("github.io", "", "project"),
    ("gitlab.io", "", "project"),
    ("sites.google.com", "", "project"),
    ("youtube.com", "", "video"),
    ("youtu.be", "", "video"),
    ("vimeo.com", "", "video"),
    ("bilibili.com", "", "video"),
    ("zenodo.org", "", "data"),
    ("figshare.com", "", "data"),
    ("drive.google.com", "", "data"),
    ("dropbox.com", "", "data"),
    ("physionet.org", "", "data"),
    ("osf.io", "", "data"),
    ("dataverse.org", "", "data"),
    ("dataverse.harvard.edu", "", "data"),
    ("readthedocs.io", "", "other"),
    ("readthedocs.org", "", "other"),
    ("arxiv.org", "", "other"),
    ("openreview.net", "", "other"),
    ("doi.org", "", "other"),
)
# Self-hosted forges and portals are recognised by their first label (`gitlab.inria.fr`).
_HOST_PREFIX_KINDS: tuple[tuple[str, LinkKind], ...] = (
    ("gitlab.", "code"),
    ("git.", "code"),
    ("dataverse.", "data"),
    ("docs.", "other"),
)
_ACADEMIC_HOST = re.compile(r"\.(?:edu|ac\.[a-z]{2,3}|edu\.[a-z]{2,3})$")
_PROJECT_PATH = re.compile(r"/~|/(?:projects?|proj|homepage|people|research)(?:/|$)")

# Hosts that may appear without a scheme; anything else needs `http(s)://` or `www.`.
_BARE_HOSTS = (
    r"github\.com|gitlab\.com|bitbucket\.org|huggingface\.co|codeberg\.org|"
    r"anonymous\.4open\.science|sites\.google\.com|drive\.google\.com|"
    r"colab\.research\.google\.com|youtube\.com|youtu\.be|vimeo\.com|zenodo\.org|"
    r"kaggle\.com|arxiv\.org|openreview\.net|figshare\.com|osf\.io|pypi\.org|"
    r"paperswithcode\.com|doi\.org|[\w-]+\.readthedocs\.io"
)
# Cheap substring test so that the ~90% of abstracts without links never reach a regex.
_HINTS = ("http", "www.", ".com/", ".org/", ".io", ".co/", ".be/", ".science/", ".net/")

# A URL body: LaTeX escapes, or any char that cannot end a URL in running text.
# Em dashes, ellipses, guillemets, `$` and superscript footnote marks never occur in our URLs.
_BODY = (
    r"(?:\\[_%#&$]|\\~\{\}|\\textasciitilde(?:\{\})?"
    r"|[^\s<>\"{}\\\[\]‘’“”`|^—–…«»$¹²³⁰⁴⁵⁶⁷⁸⁹])+"
)
_SCHEMED = r"https?:\s?//\s?(?=[\w\\])" + _BODY
_BARE = (
    r"(?<![\w.@/\\-])(?:www\.[\w-]+\.[\w.-]+|(?:[\w-]+\.)*(?:" + _BARE_HOSTS + r")(?=/)"
    r"|[\w-]+\.github\.io)(?![\w-])(?:" + _BODY + r")?"
)
_URL = rf"(?:{_SCHEMED}|{_BARE})"
_URL_START = r"(?=https?:|www\.|(?:[\w-]+\.)*(?:" + _BARE_HOSTS + r")/)"
_BRACED_BODY = r"[^{}\s]*(?:\{\}[^{}\s]*)*"
_HREF = (
    r"\\href\{\s*(?P<href>" + _URL_START + _BRACED_BODY + r")\s*\}"
    r"\{(?P<label>[^{}]*(?:\{[^{}]*\}[^{}]*)*)\}"
)
_URLCMD = r"\\url\{\s*(?P<url>" + _URL_START + _BRACED_BODY + r")\s*\}"
_STYLE = r"\\(?:textcolor\{\w+\}|textbf|texttt|emph|textit|underline|footnote)\{"
_TOKEN = re.compile(
    rf"(?i){_STYLE}(?:{_HREF}|{_URLCMD})\}}"
    rf"|{_HREF.replace('href>', 'href2>').replace('label>', 'label2>')}"
    rf"|{_URLCMD.replace('url>', 'url2>')}"
    r"|\[(?P<mdlabel>[^\[\]]*)\]\(\s*(?P<md>https?://[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)\s*\)"
    r"|<(?P<angle>https?://[^\s<>]+)>"
    rf"|(?P<bare>{_URL})"
)
# Where a `_TOKEN` match can start, found in the lowercased text: at `\`, `[`, `<`, `http` or
# `www.`, or for a bare host (`x.github.io`, `a.b.github.com/`) at the first character of the
# run of `[\w.-]` that holds one of `_HINTS`. Exact only when `.lower()` keeps every index and
# folds like `(?i)`: it lengthens `İ`, and `(?i)` also folds `ı` and `ſ` into `i` and `s`.
_CANDIDATE = re.compile(r"\\|\[|<|http|www\.|\.(?:com/|org/|io|co/|be/|science/|net/)")
_LATEX_ESCAPES = re.compile(r"\\textasciitilde(?:\{\})?|\\~\{\}|\\([_%#&$])")
_LATEX_STYLE = re.compile(r"\\[a-zA-Z]+\*?(?:\{[^{}]*\})?\{([^{}]*)\}")
_SCHEME_GAP = re.compile(r"(?i)^(https?):\s?//\s?")
_TRAILING = ".,;:!?'\"*_’‘”“)]}>…"
_GIT_SUFFIX = re.compile(r"(?i)\.git/?$")
# Hard wrapping splits URLs at a space: "…/ab c/def", "…/larch- seg", "…/maple-ai/ maple-seg".
_PATH_WORD = re.compile(r"\s([\w.~%-]+(?:/[\w.~%#?=&-]*)*)")
_SENTENCE_WORDS = frozenset(
    str.split(
        "a an the and or of for to in on at by with from as is are was be our we it its this that "
        "which where while and/or under over into via for more see"
    )
)
# Two URLs glued by a comma (`…/a,https://…/b`); a bare `/https://` is a Wayback-style path.
_NEXT_URL = re.compile(r"[,;](?=https?://)", re.IGNORECASE)

# Code announcements: a code-like noun and an availability verb in one sentence.
_ANNOUNCE_HINTS = ("availab", "releas", "public", "open-sourc", "open sourc", "provided", "shared")
# Sentences end at a whitespace run after `.`, `!` or `?` and before a capital. `_SENTENCE_STOP`
# also matches the mark, so that `re` can skip to the marks instead of trying the lookbehind at
# every position; the run it matches is the whole run either way (`[A-Z]` is not `\s`).
_SENTENCE_STOP = re.compile(r"[.!?]\s+(?=[A-Z])")
_CODE_NOUN = (
    r"(?:source\s+)?(?:code(?:s|base)?|implementations?|(?:pre-?trained\s+)?models?|"
    r"checkpoints?|(?:model\s+)?weights|software|library|toolkit|package)"
)
_BE = r"(?:is|are|will\s+be|has\s+been|have\s+been|be|being|was|were)"
_ANNOUNCE = re.compile(
    rf"(?i)(?:^|\b(?:our|the|all|its|their|source|open-source)\s+)(?:[\w-]+\s+){{0,3}}?"
    rf"{_CODE_NOUN}\b.{{0,60}}?\b{_BE}\s+(?:\w+\s+){{0,2}}?"
    r"(?:available|released|public|open-?sourced|accessible|provided|shared)\b"
    r"|\bcodes?\s+(?:[\w-]+\s+){0,3}?available\b"
    rf"|\bwe\s+(?:will\s+)?(?:publicly\s+)?(?:release|open-?source|publish)\s+"
    rf"(?:[\w-]+\s+){{0,3}}?{_CODE_NOUN}\b"
    rf"|\bmake\s+(?:[\w-]+\s+){{0,3}}?{_CODE_NOUN}\b.{{0,40}}?\b(?:available|public|open-source)"
)
# A written label that names a project's own page.
_PROJECT_LABEL = re.compile(
    r"(?i)\b(?:project|home)[\s-]*(?:page|website|site)\b|\bhomepage\b|\bwebsite\b"
)
_NEGATION = re.compile(r"(?i)\b(?:not|no|never|unavailable)\b|n't\b")


def extract_links(text: str) -> LinkReport:
    """Find every http(s) link in `text` (one abstract on one line)."""
    lower = text.lower()
    matches: list[UrlMatch] = []
    notes: list[str] = []
    position = 0 if any(hint in lower for hint in _HINTS) else len(text) + 1
    # A rejected or shortened token resumes the scan inside it (`http://https://host/…`).
    exact_lower = len(lower) == len(text) and "ı" not in text and "ſ" not in text
    while token := _next_token(text, lower, position, exact_lower):
        match = _to_match(text, token, position, notes)
        position = match.end if match else token.start() + 1
        if match is not None:
            matches.append(match)
    links = _distinct_links(matches)
    has_link = any(link.kind in ("code", "project") for link in links)
    return LinkReport(
        links=links,
        matches=tuple(matches),
        code_announced=not has_link and _announces_code(text, lower),
        suspicious=tuple(notes),
    )


def _next_token(text: str, lower: str, position: int, exact_lower: bool) -> re.Match[str] | None:
    """`_TOKEN.search(text, position)`, trying `_TOKEN` only where `_CANDIDATE` allows a match."""
    if not exact_lower:
        return _TOKEN.search(text, position)
    floor = position  # no match starts in `position:floor`
    while hit := _CANDIDATE.search(lower, floor):
        start = run = hit.start()
        # Before `start`, only the first character of the run of `[\w.-]` holding it can start a
        # match (the bare host's lookbehind fails inside a run). If the run begins before
        # `floor`, an earlier hit in it has tried that character, or it is before `position`.
        while run > floor and _in_run(text[run - 1]):
            run -= 1
        starts_run = run < start and not (run > 0 and _in_run(text[run - 1]))
        if starts_run and (token := _TOKEN.match(text, run)):
            return token
        if token := _TOKEN.match(text, start):
            return token
        floor = start + 1
    return None


def _in_run(char: str) -> bool:
    r"""`re.fullmatch(r"[\w.-]", char)`: checked against `re` for every code point."""
    return char.isalnum() or char in "_.-"


# What a list's link fields point to, and the label of those their kind does not name.
_GIVEN_KINDS: dict[str, tuple[LinkKind, str]] = {
    "code": ("code", ""),
    "project": ("project", ""),
    "pdf": ("other", "PDF"),
    "site": ("other", "Paper page"),
}


def given_link(field: str, url: str) -> Link:
    """A link a list gave in a field (site, pdf, code, project): the field says what it is."""
    kind, label = _GIVEN_KINDS.get(field, ("other", ""))
    return Link(url, kind, label)


# Pure in `url`; each URL is classified twice per abstract and recurs in the paper's variants.
@lru_cache(maxsize=4096)
def classify(url: str) -> LinkKind:
    """Say what a cleaned http(s) URL points to, from its host and path."""
    parts = urlsplit(url)
    host = (parts.hostname or "").removeprefix("www.")
    path = parts.path.lower()
    for suffix, prefix, kind in _KIND_TABLE:
        if (host == suffix or host.endswith("." + suffix)) and path.startswith(prefix):
            return kind
    for host_prefix, kind in _HOST_PREFIX_KINDS:
        if host.startswith(host_prefix):
            return kind
    if "/docs" in path or "/documentation" in path:
        return "other"
    if _ACADEMIC_HOST.search(host) or _PROJECT_PATH.search(path):
        return "project"
    return "other"


def _to_match(text: str, token: re.Match[str], floor: int, notes: list[str]) -> UrlMatch | None:
    groups = token.groupdict()
    start, end = token.span()
    if groups["bare"] is not None:
        glued = _NEXT_URL.split(groups["bare"], maxsplit=1)[0]
        joined, gap_end = _rejoin(text, glued, start + len(glued))
        if joined != glued:
            notes.append(f"{joined}: joined across a space inside the URL (hard wrap?)")
        raw = _trim(joined)
        end = gap_end - (len(joined) - len(raw))
        start, end = _widen_emphasis(text, start, end, floor)
        label = _unescape(_SCHEME_GAP.sub(r"\1://", raw))
        _note_space(text, end, raw, notes)
    else:
        raw = _first(groups, "href", "href2", "url", "url2", "md", "angle")
        written = _first(groups, "label", "label2", "mdlabel")
        label = _label(written) if written and written.strip() else _unescape(_trim(raw))
        end = _absorb_stray_brace(text, start, end)
    url = _clean(raw)
    # The host must be readable in the replaced region (an escaped host is no host).
    if url is None or (urlsplit(url).hostname or "") not in text[start:end].lower():
        return None
    _note_suspicious(url, notes)
    return UrlMatch(start=start, end=end, url=url, label=label)


def _rejoin(text: str, raw: str, end: int) -> tuple[str, int]:
    """`raw` with the words that continue it across wrapping spaces, and where that ends."""
    for _ in range(2):
        word = _PATH_WORD.match(text, end)
        if word is None or word.group(1).lower() in _SENTENCE_WORDS or "//" in word.group(1):
            break
        fragment = word.group(1)
        path = re.search(r"[-_/\d]", fragment)
        cut_word = raw.endswith(("-", "_")) and (fragment[0].islower() or path)
        if not (cut_word or raw.endswith("/") and path or "/" in fragment):
            break
        raw, end = raw + word.group(1), word.end()
    return raw, end


def _first(groups: dict[str, str | None], *names: str) -> str:
    return next((groups[name] for name in names if groups[name] is not None), "") or ""


def _trim(raw: str) -> str:
    """Drop sentence punctuation after a URL, keeping closers that balance an opener."""
    while raw and raw[-1] in _TRAILING:
        closer = raw[-1]
        opener = {")": "(", "]": "[", "}": "{", ">": "<"}.get(closer)
        if opener and raw.count(opener) >= raw.count(closer):
            break
        raw = raw[:-1]
    return raw


def _clean(raw: str) -> str | None:
    """Turn a written URL into its canonical http(s) form, or None if it is not one."""
    url = _unescape(_trim(raw.strip()))
    url = _SCHEME_GAP.sub(lambda m: m.group(1).lower() + "://", url)
    url = _trim(_GIT_SUFFIX.sub("", _trim(url)))
    if not url.lower().startswith(("http://", "https://")):
        url = "https://" + url
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
    except ValueError:
        return None
    if "." not in host.strip(".") or not re.fullmatch(r"[\w.-]+", host):
        return None
    # geturl() drops an empty `?` or `#`, which can expose a trailing `.` again.
    return _trim(parts._replace(netloc=parts.netloc.lower()).geturl())


def _unescape(raw: str) -> str:
    return _LATEX_ESCAPES.sub(lambda m: m.group(1) or "~", raw)


def _label(written: str) -> str:
    label = written.strip()
    while (inner := _LATEX_STYLE.sub(r"\1", label)) != label:
        label = inner
    return _unescape(label)


def _widen_emphasis(text: str, start: int, end: int, floor: int) -> tuple[int, int]:
    """`_https://x_` or `*https://x*`: the markers belong to the link, not the sentence."""
    for mark in "_*":
        if start > floor and text[start - 1] == mark and text[end : end + 1] == mark:
            return start - 1, end + 1
    return start, end


def _absorb_stray_brace(text: str, start: int, end: int) -> int:
    """`\\url{…}}`: a closing brace that closes nothing before it is part of the junk."""
    if text[end : end + 1] == "}" and text.count("{", 0, start) <= text.count("}", 0, start):
        return end + 1
    return end


def _distinct_links(matches: list[UrlMatch]) -> tuple[Link, ...]:
    seen: dict[str, Link] = {}
    for match in matches:
        key = link_key(match.url)
        if key not in seen:
            seen[key] = Link(url=match.url, kind=_kind(match))
    return tuple(seen.values())


def _kind(match: UrlMatch) -> LinkKind:
    """The URL's kind; a link the URL alone cannot place is a project link when its written
    label says so (`\\href{https://example.org/x}{project page}`)."""
    kind = classify(match.url)
    written = not match.label.lower().startswith(("http", "www.", match.url.lower()))
    if kind == "other" and written and _PROJECT_LABEL.search(match.label):
        return "project"
    return kind


def link_key(url: str) -> str:
    """What two spellings of one link share: no scheme, `www.`, case, trailing `/` or `.git`."""
    key = url.split("://", 1)[-1].lower().removeprefix("www.")
    return key.rstrip("/").removesuffix(".git")


def _note_suspicious(url: str, notes: list[str]) -> None:
    parts = urlsplit(url)
    path = parts.path.strip("/")
    if classify(url) == "code" and not path and not parts.query:
        notes.append(f"{url}: a code host with no repository (truncated?)")
    for opener, closer in ("()", "[]"):
        if url.count(opener) != url.count(closer):
            notes.append(f"{url}: unbalanced {opener}{closer}")


def _note_space(text: str, end: int, raw: str, notes: list[str]) -> None:
    """A URL cut at a space but whose next word continues its path was probably split."""
    rest = text[end : end + 40]
    if raw.endswith(("/", "-", "_")) and re.match(r" [\w.-]+/", rest):
        notes.append(f"{raw}: followed by {rest.split()[0]!r}, space inside the URL?")


def _announces_code(text: str, lower: str) -> bool:
    # `str.lower` maps each character alike in a sentence and in the whole text, except `Σ`
    # (by its neighbours), which no hint holds: a hint missing from `lower` is in no sentence.
    hints = [hint for hint in _ANNOUNCE_HINTS if hint in lower]
    if not hints:
        return False
    # For the same reason `lower[start:end]` can stand for a sentence's lowercase when no
    # character changes length, so that the indices of `text` and `lower` agree.
    aligned = len(lower) == len(text)
    return any(
        _ANNOUNCE.search(text[start:end]) and not _NEGATION.search(text[start:end])
        for start, end in _sentence_spans(text)
        if any(hint in (lower[start:end] if aligned else text[start:end].lower()) for hint in hints)
    )


def _sentence_spans(text: str) -> Iterator[tuple[int, int]]:
    r"""Where the pieces of `re.split(r"(?<=[.!?])\s+(?=[A-Z])", text)` are."""
    start = 0
    for stop in _SENTENCE_STOP.finditer(text):
        yield start, stop.start() + 1
        start = stop.end()
    yield start, len(text)
