"""The `readinglist_safe` Markdown extension: raw HTML refused, math rendered, trees sanitised."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import markdown
import math_core
import pytest
from material.extensions import emoji

from readinglist.render.markup import abstract_markdown
from readinglist.render.mdext import SafeAbstractExtension, makeExtension, safe_url

HOSTILE = sorted((Path(__file__).parents[1] / "corpus" / "hostile").glob("*.txt"))
SITE_EXTENSIONS = [
    "toc",
    "attr_list",
    "admonition",
    "tables",
    "footnotes",
    "md_in_html",
    "pymdownx.superfences",
    "pymdownx.details",
    "pymdownx.emoji",
]
SITE_CONFIG = {
    "toc": {"permalink": True},
    "pymdownx.emoji": {"emoji_index": emoji.twemoji, "emoji_generator": emoji.to_svg},
}
BAD_SCHEME_RE = re.compile(r"\s*(?:javascript|data|vbscript):", re.I)


def site_markdown(*, safe_first: bool = False) -> markdown.Markdown:
    extensions: list[str | markdown.Extension] = list(SITE_EXTENSIONS)
    extensions.insert(0 if safe_first else len(extensions), SafeAbstractExtension())
    return markdown.Markdown(extensions=extensions, extension_configs=SITE_CONFIG)


class Page(HTMLParser):
    """The real elements and attributes of rendered HTML, and the text a reader sees."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.parts: list[str] = []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))

    def handle_data(self, data: str) -> None:
        self.parts.append(data)

    @property
    def text(self) -> str:
        return " ".join("".join(self.parts).split())


def assert_no_active_content(html: str) -> None:
    for tag, attrs in Page(html).tags:
        assert tag not in {"script", "iframe", "object", "embed", "style", "form"}, html
        for name, value in attrs:
            assert not name.startswith("on"), html
            if name in {"href", "src", "action", "formaction", "xlink:href"}:
                assert not BAD_SCHEME_RE.match(value or ""), html


@pytest.mark.parametrize("path", HOSTILE, ids=[path.stem for path in HOSTILE])
def test_hostile_abstract_is_inert_and_visible(path: Path) -> None:
    source = " ".join(path.read_text(encoding="utf-8").split())
    html = site_markdown().convert(abstract_markdown(source, ()))
    assert_no_active_content(html)
    shown = Page(html).text
    # LaTeX and typography may rewrite symbols; every word of the attack must still be readable.
    for word in re.findall(r"[^\W_]{3,}", re.sub(r"\\[A-Za-z]+|\$[^$]*\$", " ", source)):
        assert word in shown, (word, shown)


@pytest.mark.parametrize("path", HOSTILE, ids=[path.stem for path in HOSTILE])
def test_hostile_text_as_a_whole_page_is_inert(path: Path) -> None:
    # A hand-written page is not escaped by `markup`; the extension alone must make it inert.
    for safe_first in (False, True):
        html = site_markdown(safe_first=safe_first).convert(path.read_text(encoding="utf-8"))
        assert_no_active_content(html)


@pytest.mark.parametrize(
    "source",
    [
        "<script>alert(1)</script>",
        '<div markdown="1"><img src=x onerror=alert(1)></div>',
        "text <b onclick=alert(1)>bold</b> and <iframe src=x></iframe>",
    ],
)
def test_raw_html_is_shown_as_text(source: str) -> None:
    for safe_first in (False, True):
        html = site_markdown(safe_first=safe_first).convert(source)
        assert "&lt;" in html
        assert_no_active_content(html)


def test_entities_still_work() -> None:
    assert site_markdown().convert("&copy; &amp; &#36;") == "<p>&copy; &amp; &#36;</p>"


@pytest.mark.parametrize(
    "source",
    [
        "[x](javascript:alert(1))",
        "[x](JaVaScRiPt:alert(1))",
        "[x]( \tjava\tscript:alert(1))",
        "[x](&#106;avascript:alert(1))",
        "[x](&#x6A;avascript&colon;alert(1))",
        "[x](data:text/html,<script>)",
        "[x](vbscript:msgbox)",
        "![x](javascript:alert(1))",
        "<javascript:alert(1)>",
        "[x][r]\n\n[r]: javascript:alert(1)",
        "[x](http://ok.org){: href='javascript:alert(1)' }",
        "**b**{: onclick='alert(1)' onmouseover='x' style='color:red' }",
        "para\n{: style='background:url(javascript:x)' onload='x' }",
    ],
)
def test_tree_sanitiser(source: str) -> None:
    html = site_markdown().convert(source)
    assert_no_active_content(html)
    assert "style=" not in html
    assert "javascript" not in re.sub(r">[^<]*<", "><", html).lower()


def test_table_alignment_survives_but_other_styles_do_not() -> None:
    html = site_markdown().convert("| a | b |\n|:-:|--:|\n| 1 | 2 |\n\nx\n{: style='color: red' }")
    assert 'style="text-align: center;"' in html
    assert html.count("style=") == 4  # two header and two body cells, not the paragraph


@pytest.mark.parametrize(
    ("url", "safe"),
    [
        ("https://x.org", True),
        ("HTTP://x.org", True),
        ("mailto:a@b.org", True),
        ("#fn:1", True),
        ("../page/", True),
        ("page.html?a=b:c", True),
        ("//cdn.org/x", True),
        ("javascript:alert(1)", False),
        (" JAVASCRIPT:x", False),
        ("java\nscript:x", False),
        ("java\x00script:x", False),
        ("&#106;avascript:x", False),
        ("&amp;#106;avascript:x", False),
        ("data:text/html,x", False),
        ("vbscript:x", False),
        ("file:///etc/passwd", False),
        ("javascript&colon;x", False),
        ("\u200bjavascript:x", False),
    ],
)
def test_safe_url(url: str, safe: bool) -> None:
    assert safe_url(url) is safe


def test_links_keep_safe_schemes_and_permalinks() -> None:
    html = site_markdown().convert("## Title\n\n[a](https://x.org) [m](mailto:a@b.org) [f](#x)")
    assert 'href="https://x.org"' in html
    assert 'href="mailto:a@b.org"' in html
    assert 'href="#x"' in html
    assert 'class="headerlink" href="#title"' in html


def test_math_core_escapes_markup_characters() -> None:
    converter = math_core.LatexToMathML()
    latex = r"a<b>c \text{R\&D} \operatorname{<x>}"
    out = converter.convert_with_local_state(latex, displaystyle=False)
    assert "&lt;" in out
    assert "&amp;" in out
    assert "<b>" not in out
    assert "<x>" not in out


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (r"$x^2$", "<msup><mi>x</mi><mn>2</mn></msup>"),
        (r"$$\frac{1}{2}$$", '<math display="block"><mfrac>'),
        (r"$\frac{a$", '<code class="rl-math-error">$\\frac{a$</code>'),
        (r"$a\&b$", "&amp;"),
        (r"$\textbf{x}$", "<mtext><b>x</b></mtext>"),
        (r"$\color{red}x$", 'style="color:#FF0000;"'),
    ],
)
def test_math_token(source: str, expected: str) -> None:
    assert expected in site_markdown().convert(source)


def test_math_in_code_span_stays_code() -> None:
    assert "<code>$x$</code>" in site_markdown().convert("`$x$`")


def test_escaped_dollar_is_literal_in_hand_written_pages() -> None:
    assert site_markdown().convert(r"\$x\$ costs \$5") == "<p>$x$ costs $5</p>"


def test_every_ascii_punctuation_is_escapable() -> None:
    html = site_markdown().convert(r"\: \| \$ \< \& \~ \^ \% \@ \= \? \' \" \; \, \/")
    assert html == "<p>: | $ &lt; &amp; ~ ^ % @ = ? ' \" ; , /</p>"


def test_footnote_and_emoji_in_abstract_are_literal() -> None:
    html = site_markdown().convert(abstract_markdown("Result[^1] :smile: and [^1]: note", ()))
    assert "<sup" not in html
    assert "<svg" not in html
    assert Page(html).text == "Result[^1] :smile: and [^1]: note"


def test_make_extension_and_entry_point_name() -> None:
    md = markdown.Markdown(extensions=["readinglist.render.mdext"])
    assert "readinglist_math" in md.inlinePatterns
    assert isinstance(makeExtension(), SafeAbstractExtension)
    assert "html_block" not in md.preprocessors
    assert "html" not in md.inlinePatterns
