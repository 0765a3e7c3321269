"""Untrusted abstract source (LaTeX, Markdown-ish) in; a safe Markdown line or plain text out."""

from __future__ import annotations

import html
import re
import string
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import quote, urlsplit

from readinglist.models import UrlMatch
from readinglist.render.mathml import to_mathml

# The math token grammar, shared with `mdext`: `$latex$` or `$$latex$$`, pandoc-like (no space just
# inside the delimiters; a digit may follow the closing `$` only if none follows the opening one,
# so `$5-$10` is money but `1$\sim$0.1` is math). Markup writes every literal `$` and `\` as an
# entity, so outside the tokens it emits, no `$` exists that could open a token.
MATH_TOKEN_RE = re.compile(
    r"(?<![\\$])(?P<delim>\$\$?)(?![\s$])(?=(?P<digit>\d)?)"
    r"(?P<latex>(?:\\[^\x00`]|[^\\$\x00`])+?)(?<!\s)(?P=delim)(?!\$)(?(digit)(?!\d))"
)

# Exactly the categories Cc, Zl and Zp, as one character class.
_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
# Characters a parse step may treat specially (the mask marks where a link starts); runs of
# anything else are plain text and are taken in one piece.
_SPECIAL_RE = re.compile(r"[$\\{*_`'\-~\x00]")
_SINGLE_PLAIN = "-'"  # special only doubled: see _Parser._special
_MAX_DEPTH = 32
_MASK = "\x00"  # stands for URL regions while searching, so no delimiter pairs across a link
_SAFE_PUNCT = frozenset(",;'\"/%@=")  # no enabled Markdown construct gives these a meaning
_ENTITIES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "$": "&#36;", "\\": "&#92;", "\xa0": "&nbsp;"}
# fmt: off
_STYLE_COMMANDS = {
    "textbf": "strong", "textit": "em", "emph": "em", "textsl": "em", "texttt": "code",
    "textsc": "plain", "textrm": "plain", "textsf": "plain", "textup": "plain",
    "textnormal": "plain", "underline": "plain", "mbox": "plain", "text": "plain",
}
_SWITCHES = {
    "bf": "strong", "bfseries": "strong", "em": "em", "it": "em", "itshape": "em", "sl": "em",
    "tt": "code", "sc": "plain", "rm": "plain", "sf": "plain",
}
_DROPPED = frozenset({"cite", "citep", "citet", "citealp", "ref", "eqref", "autoref", "label"})
_SYMBOLS = {
    "ldots": "…", "dots": "…", "LaTeX": "LaTeX", "TeX": "TeX", "textendash": "–",
    "textemdash": "—", "S": "§", "P": "¶", "copyright": "©", "textregistered": "®",
    "texttrademark": "™", "quad": " ", "qquad": " ", "newline": " ", "par": " ",
}
_ESCAPES = {"\\": " ", ",": "\u2009", ";": " ", ":": " ", " ": " ", "!": "", "-": "", "/": ""}
_ACCENTS = {
    "'": "\u0301", "`": "\u0300", "^": "\u0302", '"': "\u0308", "~": "\u0303",
    "=": "\u0304", ".": "\u0307",
}
# fmt: on
_CHARS = {"~": "\xa0"}
_DASHES_RE = re.compile(r"-{2,}")
# An escape takes the character after it, so an escaped brace is never a group's brace.
_BRACE_OR_ESCAPE_RE = re.compile(r"\\.|[{}]", re.DOTALL)
_COMMAND_RE = re.compile(r"\\([A-Za-z]+)\*?")
_ARG_GAP_RE = re.compile(r"[ ]*\{")
_ACCENT_RE = re.compile(r"\\([" + re.escape("".join(_ACCENTS)) + r"])(?:\{([A-Za-z])\}|([A-Za-z]))")
_SWITCH_RE = re.compile(r"\{\\(" + "|".join(_SWITCHES) + r")(?![A-Za-z])[ ]*")
# Spans are bounded: emphasis over hundreds of characters is implausible, and unbounded lazy
# searches from every `*` are quadratic on hostile input.
_EMPHASIS_RES = (
    (re.compile(r"\*\*\*(?![\s*])(.{1,400}?)(?<![\s*])\*\*\*"), ("strong", "em")),
    (re.compile(r"\*\*(?![\s*])(.{1,400}?)(?<![\s*])\*\*"), ("strong",)),
    (re.compile(r"\*(?![\s*])(.{1,400}?)(?<![\s*])\*(?!\*)"), ("em",)),
    (re.compile(r"(?<![^\W_])_(?![\s_])(.{1,400}?)(?<![\s_])_(?![^\W_])"), ("em",)),
)
_QUOTE_RES = (
    (re.compile(r"``(.{1,400}?)''"), "“", "”"),
    (re.compile(r"`([^`']{1,400})'"), "‘", "’"),
)


@dataclass(frozen=True)
class _Text:
    text: str


@dataclass(frozen=True)
class _Math:
    latex: str
    display: bool


@dataclass(frozen=True)
class _Link:
    url: str
    label: str


@dataclass(frozen=True)
class _Span:
    kind: str  # strong, em, code or plain
    children: tuple[_Node, ...]


_Node = _Text | _Math | _Link | _Span
_Step = tuple[_Node, int] | None


def abstract_markdown(text: str, matches: Sequence[UrlMatch]) -> str:
    """One abstract as one line of Markdown that shows its words and nothing it could inject."""
    return _markdown(_Parser(text, matches).parse()).strip()


def abstract_html_and_text(text: str, matches: Sequence[UrlMatch]) -> tuple[str, str]:
    """One abstract as an HTML fragment (no paragraph tag), the same reading as the Markdown;
    and as readable Unicode text (a page's description), from the same parse.

    Paper pages skip Python-Markdown (its inline pass cost milliseconds a page at 10,000
    papers), so this emits the HTML directly: every text run escaped, links only to http(s),
    math only as MathML that passed `mathml`'s element check.
    """
    nodes = _Parser(text, matches).parse()
    return _html(nodes).strip(), " ".join(_plain(nodes).split())


def escape_markdown(text: str) -> str:
    """Literal text (a title, a name) as Markdown that renders exactly those characters."""
    return _escape(_clean(text)).strip()


def link_markdown(label: str, url: str) -> str:
    """A Markdown link showing literal `label`, to `url` if it is http(s); else just the label."""
    return _markdown_link(_Link(url=url, label=label))


def _clean(text: str) -> str:
    # Same length as the input, so UrlMatch offsets stay valid; a control character or a line
    # separator could otherwise start a new Markdown block or forge a stash placeholder.
    return _CONTROL_RE.sub(" ", text)


class _Parser:
    """Recursive descent over the abstract; every range it parses is bounded, so nothing leaks."""

    def __init__(self, text: str, matches: Sequence[UrlMatch]) -> None:
        self.text = _clean(text)
        self.links: dict[int, UrlMatch] = {}
        # The text with each link's characters masked, built from slices: a list of every
        # character, as long as the abstract, cost more than the rest of this set-up.
        pieces: list[str] = []
        last = 0
        for match in sorted(matches, key=lambda m: m.start):
            if last <= match.start < match.end <= len(text):
                self.links[match.start] = match
                pieces += [self.text[last : match.start], _MASK * (match.end - match.start)]
                last = match.end
        self.masked = "".join([*pieces, self.text[last:]]) if pieces else self.text
        self.depth = 0
        self.braces = _brace_pairs(self.masked) if "{" in self.masked else {}
        self._handlers = {
            "$": self._math,
            "\\": self._backslash,
            "{": self._switch,
            "*": self._emphasis,
            "_": self._emphasis,
            "`": self._quote,
            "-": self._dash,
            "'": self._quote,
        }

    def parse(self, lo: int = 0, hi: int | None = None) -> tuple[_Node, ...]:
        end = len(self.text) if hi is None else hi
        if self.depth > _MAX_DEPTH:  # hostile nesting must not exhaust the Python stack
            return (_Text(self.text[lo:end]),)
        self.depth += 1
        try:
            return self._parse(lo, end)
        finally:
            self.depth -= 1

    def _parse(self, lo: int, end: int) -> tuple[_Node, ...]:
        nodes: list[_Node] = []
        texts: list[str] = []  # adjacent text, joined once
        i = lo
        while i < end:
            stop = self._special(i, end)
            if stop > i:
                texts.append(self.text[i:stop])
                i = stop
                continue
            node, i = self._step(i, end)
            if isinstance(node, _Text):
                texts.append(node.text)
                continue
            if texts:
                nodes.append(_Text("".join(texts)))
                texts = []
            nodes.append(node)
        if texts:
            nodes.append(_Text("".join(texts)))
        return tuple(nodes)

    def _special(self, i: int, end: int) -> int:
        """Where the next character a step may treat specially is, from i (end if none). A
        dash or a quote mark means something only doubled ("--", "''"): the steps take a
        single one as text, as do the runs around it, so it is passed over here (stopping at
        each hyphen and apostrophe, about ten an abstract, cost 8% of rendering one)."""
        masked = self.masked
        while True:
            special = _SPECIAL_RE.search(masked, i, end)
            if special is None:
                return end
            stop = special.start()
            char = masked[stop]
            if char not in _SINGLE_PLAIN or (stop + 1 < end and masked[stop + 1] == char):
                return stop
            i = stop + 1

    def _step(self, i: int, hi: int) -> tuple[_Node, int]:
        link = self.links.get(i)
        if link is not None and link.end <= hi:
            return _Link(link.url, link.label), link.end
        handler = self._handlers.get(self.text[i])
        step = handler(i, hi) if handler else None
        if step is not None:
            return step
        char = self.text[i]
        return _Text(_CHARS.get(char, char)), i + 1

    def _math(self, i: int, hi: int) -> _Step:
        m = MATH_TOKEN_RE.match(self.masked, i, hi)
        if m is None:
            return None
        return _Math(m["latex"], len(m["delim"]) == 2), m.end()

    def _backslash(self, i: int, hi: int) -> _Step:
        nxt = self.masked[i + 1 : i + 2]
        if nxt in ("(", "["):
            close = self.masked.find("\\)" if nxt == "(" else "\\]", i + 2, hi)
            latex = self.masked[i + 2 : close].strip()  # a masked link fails the token grammar
            token = f"{'$$' if nxt == '[' else '$'}{latex}{'$$' if nxt == '[' else '$'}"
            if close > 0 and MATH_TOKEN_RE.fullmatch(token):
                return _Math(latex, nxt == "["), close + 2
            return None
        accent = _ACCENT_RE.match(self.masked, i, hi)
        if accent:
            base = accent.group(2) or accent.group(3)
            composed = unicodedata.normalize("NFC", base + _ACCENTS[accent.group(1)])
            return _Text(composed), accent.end()
        if nxt in _ESCAPES:
            return _Text(_ESCAPES[nxt]), i + 2
        if nxt and nxt in string.punctuation:
            return _Text(nxt), i + 2
        return self._command(i, hi)

    def _command(self, i: int, hi: int) -> _Step:
        m = _COMMAND_RE.match(self.masked, i, hi)
        if m is None:
            return None
        name, end = m.group(1), m.end()
        if name in _SYMBOLS:
            return _Text(_SYMBOLS[name]), end
        args = self._args(end, hi, 2 if name in ("textcolor", "href") else 1)
        return self._apply(name, args) if args else None

    def _apply(self, name: str, args: list[tuple[int, int]]) -> _Step:
        (lo, close), after = args[0], args[-1][1] + 1
        if name in _STYLE_COMMANDS:
            return _Span(_STYLE_COMMANDS[name], self.parse(lo, close)), after
        if name in _DROPPED:
            return _Span("plain", self._links(lo, close)), after
        if name == "url":
            return _Span("plain", self._links(lo, close) or (_Text(self.text[lo:close]),)), after
        if name == "textcolor" and len(args) == 2:
            return _Span("plain", self.parse(*args[1])), after
        if name == "href" and len(args) == 2:
            label = self.parse(*args[1])
            target = self._links(lo, close) or (_Text(self.text[lo:close]),)
            return _Span("plain", (*label, _Text(" ("), *target, _Text(")"))), after
        return None

    def _links(self, lo: int, hi: int) -> tuple[_Node, ...]:
        """The links in a range whose other text is not shown, so that no link is lost."""
        return tuple(_Link(m.url, m.label) for m in self.links.values() if lo <= m.start < hi)

    def _args(self, i: int, hi: int, count: int) -> list[tuple[int, int]]:
        """Content ranges of up to `count` brace groups right after `i`; empty if none."""
        found: list[tuple[int, int]] = []
        while len(found) < count:
            gap = _ARG_GAP_RE.match(self.masked, i, hi)
            close = self._close(gap.end() - 1, hi) if gap else -1
            if gap is None or close < 0:
                break
            found.append((gap.end(), close))
            i = close + 1
        return found

    def _close(self, i: int, hi: int) -> int:
        """Index of the `}` matching the `{` at `i` if it lies before `hi`, or -1."""
        close = self.braces.get(i, -1)
        return close if close < hi else -1

    def _switch(self, i: int, hi: int) -> _Step:
        m = _SWITCH_RE.match(self.masked, i, hi)
        close = self._close(i, hi) if m else -1
        if m is None or close < 0:
            return None
        return _Span(_SWITCHES[m.group(1)], self.parse(m.end(), close)), close + 1

    def _emphasis(self, i: int, hi: int) -> _Step:
        for pattern, kinds in _EMPHASIS_RES:
            m = pattern.match(self.masked, i, hi)
            if m:
                children = self.parse(m.start(1), m.end(1))
                for kind in reversed(kinds):
                    children = (_Span(kind, children),)
                return children[0], m.end()
        return None

    def _quote(self, i: int, hi: int) -> _Step:
        for pattern, opening, closing in _QUOTE_RES:
            m = pattern.match(self.masked, i, hi)
            if m:
                inner = self.parse(m.start(1), m.end(1))
                return _Span("plain", (_Text(opening), *inner, _Text(closing))), m.end()
        if self.masked.startswith("''", i, hi):
            before = self.text[i - 1 : i]
            return _Text("“" if not before or before.isspace() or before in "([" else "”"), i + 2
        return None

    def _dash(self, i: int, hi: int) -> _Step:
        run = _DASHES_RE.match(self.masked, i, hi)
        # Leave fences (`---` opening the text, `----`) and `<!--`/`-->` as written.
        if run is None:
            return None
        dashes = run.group(0)
        after = self.masked[run.end() : run.end() + 1]
        if i == 0 or len(dashes) > 3 or self.masked[i - 1] == "!" or after == ">":
            return _Text(dashes), run.end()
        return _Text("—" if len(dashes) == 3 else "–"), run.end()


def _brace_pairs(text: str) -> dict[int, int]:
    """Matching `{`/`}` positions, found once (rescanning per group is quadratic when hostile)."""
    pairs: dict[int, int] = {}
    stack: list[int] = []
    # Only braces and escapes matter: the regex skips the rest in C (a loop over every
    # character was a fifth of the time spent rendering pages).
    for match in _BRACE_OR_ESCAPE_RE.finditer(text):
        char = match.group()
        if char == "{":
            stack.append(match.start())
        elif char == "}" and stack:
            pairs[stack.pop()] = match.start()
    return pairs


def _flat(nodes: Sequence[_Node]) -> list[_Node]:
    """Plain spans dissolved, so that neighbours of a math token are seen across them."""
    flat: list[_Node] = []
    for node in nodes:
        plain = isinstance(node, _Span) and node.kind == "plain"
        flat.extend(_flat(node.children) if isinstance(node, _Span) and plain else [node])
    return flat


def _markdown(nodes: Sequence[_Node]) -> str:
    out: list[str] = []
    previous: _Node | None = None
    for node in _flat(nodes):
        piece = _markdown_node(node)
        if isinstance(previous, _Math) and piece:
            # The token grammar refuses `$` or a digit right after a closing `$`.
            if isinstance(node, _Math):
                out.append("&#8203;")
            elif piece[0].isdigit():
                piece = f"&#{ord(piece[0])};{piece[1:]}"
        out.append(piece)
        previous = node if piece else previous
    return "".join(out)


def _markdown_node(node: _Node) -> str:
    if isinstance(node, _Text):
        return _escape(node.text)
    if isinstance(node, _Math):
        delimiter = "$$" if node.display else "$"
        return f"{delimiter}{node.latex}{delimiter}"
    if isinstance(node, _Link):
        return _markdown_link(node)
    if node.kind == "code":
        return _code_span(_plain(node.children).strip())
    inner = _markdown(node.children)
    if not inner.strip():
        return inner
    # Delimiters must hug the text, or Markdown would not see them as emphasis.
    core = inner.strip()
    lead, trail = inner[: len(inner) - len(inner.lstrip())], inner[len(inner.rstrip()) :]
    mark = "**" if node.kind == "strong" else "*"
    return f"{lead}{mark}{core}{mark}{trail}"


def _html(nodes: Sequence[_Node]) -> str:
    return "".join(_html_node(node) for node in _flat(nodes))


def _html_node(node: _Node) -> str:
    if isinstance(node, _Text):
        # As an entity, a no-break space survives the strip at the ends, as in the Markdown.
        return html.escape(node.text, quote=False).replace("\xa0", "&nbsp;")
    if isinstance(node, _Math):
        mathml = to_mathml(node.latex, display=node.display)
        if mathml is not None:
            return mathml
        delimiter = "$$" if node.display else "$"
        source = html.escape(f"{delimiter}{node.latex}{delimiter}", quote=False)
        return f'<code class="rl-math-error">{source}</code>'
    if isinstance(node, _Link):
        return html_link(" ".join(node.label.split()) or node.url, node.url)
    if node.kind == "code":
        code = _plain(node.children).strip()
        return f"<code>{html.escape(code, quote=False)}</code>" if code else ""
    inner = _html(node.children)
    if not inner.strip():
        return inner
    tag = "strong" if node.kind == "strong" else "em"
    core = inner.strip()  # spaces stay outside the element, as Markdown's delimiters hug text
    lead, trail = inner[: len(inner) - len(inner.lstrip())], inner[len(inner.rstrip()) :]
    return f"{lead}<{tag}>{core}</{tag}>{trail}"


def html_link(label: str, url: str, attributes: str = "") -> str:
    """An HTML link showing literal `label`, to `url` if it is http(s); else just the label."""
    safe = _safe_url(url)
    text = html.escape(label, quote=False)
    if safe is None:
        return text
    return f'<a{attributes} href="{html.escape(safe)}">{text}</a>'


def _markdown_link(link: _Link) -> str:
    url = _safe_url(link.url)
    label = _escape(" ".join(link.label.split()) or link.url)
    if url is None:
        return label
    return f"[{label}]({url})"


def _safe_url(url: str) -> str | None:
    """The URL percent-encoded for a Markdown link destination, or None unless http(s)."""
    url = _clean(url).strip()
    try:
        scheme = urlsplit(url).scheme.lower()
    except ValueError:
        return None
    if scheme not in ("http", "https"):
        return None
    encoded = quote(url, safe="-._~:/?#@!&+,;=%")
    return re.sub(r"%(?![0-9A-Fa-f]{2})", "%25", encoded)


def _code_span(text: str) -> str:
    if not text:
        return ""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _escape(text: str) -> str:
    return text.translate(_ESCAPE_TABLE)


_ESCAPE_TABLE = str.maketrans(
    {c: "\\" + c for c in string.punctuation if c not in _SAFE_PUNCT} | _ENTITIES
)


def _plain(nodes: Sequence[_Node]) -> str:
    parts: list[str] = []
    for node in nodes:
        if isinstance(node, _Text):
            parts.append(node.text)
        elif isinstance(node, _Math):
            parts.append(node.latex)
        elif isinstance(node, _Link):
            parts.append(node.label or node.url)
        else:
            parts.append(_plain(node.children))
    return "".join(parts)
