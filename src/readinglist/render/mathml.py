"""LaTeX from an abstract in, checked MathML Core out (math_core renders it at build time)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from functools import cache, lru_cache

import math_core

# Only presentation MathML, no links and no styles beyond simple declarations: math_core's
# output is checked against this list rather than trusted, because it is inserted verbatim.
_MATHML_TAGS = frozenset(
    [
        "math",
        "mi",
        "mn",
        "mo",
        "ms",
        "mtext",
        "mspace",
        "mrow",
        "mfrac",
        "msqrt",
        "mroot",
        "mstyle",
        "merror",
        "mpadded",
        "mphantom",
        "msub",
        "msup",
        "msubsup",
        "munder",
        "mover",
        "munderover",
        "mmultiscripts",
        "mprescripts",
        "none",
        "mtable",
        "mtr",
        "mtd",
        "menclose",
        "semantics",
        "annotation",
        "b",
        "i",
    ]
)
# Attributes that take a URL: never allowed in MathML, checked for a safe scheme elsewhere.
URL_ATTRIBUTES = frozenset(
    [
        "href",
        "src",
        "action",
        "formaction",
        "xlink:href",
        "poster",
        "background",
        "cite",
        "data",
        "srcset",
        "srcdoc",
    ]
)
_COMMENT_RE = re.compile(r"(?<!\\)(?:\\\\)*%")
_ATTRIBUTE_RE = re.compile(r"^[a-z][a-z-]*$")
_STYLE_RE = re.compile(r"^(?:[a-z-]+:[#0-9A-Za-z.\- ]+;?)*$")
# Formulas repeat across a conference's abstracts ("$K$", "$O(n \log n)$"): each distinct one
# is converted and checked once. Bounded, so that a huge import cannot fill memory with them.
FORMULAS_KEPT = 1 << 13


@cache
def _converter() -> math_core.LatexToMathML:
    return math_core.LatexToMathML(fancy_error=False)


@lru_cache(maxsize=FORMULAS_KEPT)
def to_mathml(latex: str, *, display: bool) -> str | None:
    """MathML for `latex`, or None when math_core refuses it or its output is not plain MathML.
    The conversion and its check took a fifth of rendering a paper page with math: each
    formula is done once (see FORMULAS_KEPT)."""
    if _COMMENT_RE.search(latex):
        return None  # `%` would silently hide the rest of the formula from the reader
    try:
        mathml = _converter().convert_with_local_state(latex, displaystyle=display)
    except math_core.LatexError:
        return None
    try:
        root = etree.fromstring(mathml)
    except etree.ParseError:
        return None
    return mathml if all(_element_ok(el) for el in root.iter()) else None


def _element_ok(element: etree.Element) -> bool:
    if element.tag not in _MATHML_TAGS:
        return False
    for name, value in element.attrib.items():
        if not _ATTRIBUTE_RE.match(name) or name.startswith("on") or name in URL_ATTRIBUTES:
            return False
        if name == "style" and not _STYLE_RE.match(value):
            return False
    return True
