"""Python-Markdown extension `readinglist_safe`: no raw HTML, math tokens to MathML, safe trees."""

from __future__ import annotations

import html
import re
import string
import xml.etree.ElementTree as etree
from typing import Any, TypeVar

from markdown import Markdown
from markdown.extensions import Extension
from markdown.inlinepatterns import InlineProcessor
from markdown.treeprocessors import Treeprocessor
from markdown.util import AtomicString, Registry, code_escape

from readinglist.render.markup import MATH_TOKEN_RE
from readinglist.render.mathml import URL_ATTRIBUTES, to_mathml

_T = TypeVar("_T")

_REFUSED = frozenset({"html_block"})
_SAFE_SCHEMES = frozenset({"http", "https", "mailto"})
_DROPPED_TAGS = frozenset(
    {
        "script",
        "iframe",
        "object",
        "embed",
        "style",
        "form",
        "frame",
        "frameset",
        "base",
        "link",
        "meta",
        "applet",
        "noscript",
        "template",
    }
)
_DROPPED_ATTRIBUTES = frozenset({"style", "srcdoc"})
_ALIGN_STYLE_RE = re.compile(r"^text-align: ?(?:left|right|center);?$")
_SCHEME_RE = re.compile(r"^([a-z][a-z0-9+.\-]*):")
_INVISIBLE_RE = re.compile(r"[\x00-\x20\x7f-\x9f\u200b-\u200f\u2028-\u202e\ufeff]+")


class _RefusingRegistry(Registry[_T]):  # type: ignore[misc]  # Markdown ships no type hints
    """A registry that ignores raw-HTML processors, even when a later extension re-adds them."""

    def register(self, item: _T, name: str, priority: float) -> None:
        if name not in _REFUSED:
            super().register(item, name, priority)


class _MathProcessor(InlineProcessor):  # type: ignore[misc]  # Markdown ships no type hints
    """Turns the math token of `markup` into MathML, or into readable LaTeX source on error."""

    def __init__(self, md: Markdown) -> None:
        super().__init__(MATH_TOKEN_RE.pattern, md)

    def handleMatch(  # noqa: N802 (Python-Markdown's name)
        self, m: re.Match[str], data: str
    ) -> tuple[etree.Element | str, int, int]:
        mathml = to_mathml(m["latex"], display=len(m["delim"]) == 2)
        if mathml is None:
            code = etree.Element("code", {"class": "rl-math-error"})
            code.text = AtomicString(code_escape(m.group(0)))
            return code, m.start(0), m.end(0)
        return self.md.htmlStash.store(mathml), m.start(0), m.end(0)


class _SanitiseTreeprocessor(Treeprocessor):  # type: ignore[misc]  # Markdown ships no type hints
    """Last step on the tree: drops active elements, event handlers, styles and unsafe URLs."""

    def run(self, root: etree.Element) -> None:
        for parent in list(root.iter()):
            for child in list(parent):
                if isinstance(child.tag, str) and child.tag.lower() in _DROPPED_TAGS:
                    _remove(parent, child)
        for element in root.iter():
            for name in list(element.attrib):
                if _unsafe_attribute(name.lower(), element.attrib[name]):
                    del element.attrib[name]


def _remove(parent: etree.Element, child: etree.Element) -> None:
    # Keep the text after the dropped element, so no reader-visible words disappear with it.
    if child.tail:
        previous = None
        for sibling in parent:
            if sibling is child:
                break
            previous = sibling
        if previous is None:
            parent.text = (parent.text or "") + child.tail
        else:
            previous.tail = (previous.tail or "") + child.tail
    parent.remove(child)


def _unsafe_attribute(name: str, value: str) -> bool:
    if name == "style":
        return not _ALIGN_STYLE_RE.match(value)  # the tables extension aligns columns this way
    if name.startswith("on") or name in _DROPPED_ATTRIBUTES:
        return True
    return name in URL_ATTRIBUTES and not safe_url(value)


def safe_url(value: str) -> bool:
    """True for http(s), mailto, and relative or fragment URLs, however the scheme is disguised."""
    decoded = value
    for _ in range(3):  # entities can be nested (`&amp;#106;`); undo a few layers
        decoded = html.unescape(decoded)
    compact = _INVISIBLE_RE.sub("", decoded).lower()
    scheme = _SCHEME_RE.match(compact)
    if scheme is None:
        # A colon before any `/`, `?` or `#` would still be read as a scheme by some browsers.
        head = re.split(r"[/?#]", compact, maxsplit=1)[0]
        return ":" not in head
    return scheme.group(1) in _SAFE_SCHEMES


class SafeAbstractExtension(Extension):  # type: ignore[misc]  # Markdown ships no type hints
    """Site-wide safety net: no raw HTML, `markup` math as MathML, every page's tree sanitised."""

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Python-Markdown's name)
        guarded: _RefusingRegistry[Any] = _RefusingRegistry()
        for item in md.preprocessors._priority:  # the priorities are only kept privately
            guarded.register(md.preprocessors[item.name], item.name, item.priority)
        md.preprocessors = guarded
        if "html" in md.inlinePatterns:
            md.inlinePatterns.deregister("html")
        md.ESCAPED_CHARS = [
            *md.ESCAPED_CHARS,
            *(c for c in string.punctuation if c not in md.ESCAPED_CHARS),
        ]
        # Below `backtick` (190) so code spans stay literal, above `escape` (180) so LaTeX
        # backslashes reach math_core untouched.
        md.inlinePatterns.register(_MathProcessor(md), "readinglist_math", 185)
        md.treeprocessors.register(_SanitiseTreeprocessor(md), "readinglist_sanitise", -1000)


def makeExtension(**kwargs: Any) -> SafeAbstractExtension:  # noqa: N802 (Markdown's entry name)
    """Entry point Python-Markdown calls for `readinglist.render.mdext`; `readinglist_safe`
    names the same extension through its entry point."""
    return SafeAbstractExtension(**kwargs)
