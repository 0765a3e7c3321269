"""Front matter for the generated pages."""

from __future__ import annotations

import html
import json
import re

# One encoder for every page: json.dumps with an option set builds a new one each call (a
# paper page has two strings to encode).
_STRING = json.JSONEncoder(ensure_ascii=False)
# What JSON leaves as it is but YAML refuses in a document (DEL, C1 controls, U+FFFE, U+FFFF)
# or reads as a line break: an abstract can hold any of them, and a title that did made
# MkDocs drop the page's front matter, silently. As \uXXXX both read them back.
_NOT_YAML = re.compile("[\x7f-\x9f\u2028\u2029\ud800-\udfff\ufffe\uffff]")


# The front matter's last lines on a generated page whose body is finished HTML (see
# pages.GeneratedPage). It stays out of Material's lunr index, as paper pages do: the header
# search is readinglist's own, and at 10,000 papers the lunr plugin spent 6 s reading the list pages
# into an index nothing loads.
LIST_FRONT_MATTER = "search:\n  exclude: true\nreadinglist: list"


def front_matter(title: str, description: str, extra: str = "") -> str:
    """YAML front matter with a title and a description, both HTML-escaped."""
    # Material prints page.meta.title and .description into the page unescaped (the <title>,
    # the header, the description meta), so they go in as HTML text. JSON strings are valid
    # YAML scalars, which keeps any text inert for the YAML parser too.
    lines = ["---", f"title: {_scalar(title)}", f"description: {_scalar(description)}"]
    return "\n".join([*lines, *([extra] if extra else []), "---", ""])


def _scalar(text: str) -> str:
    """`text`, HTML-escaped, as a double-quoted string that JSON and YAML both read back."""
    quoted = _STRING.encode(html.escape(text))
    return _NOT_YAML.sub(lambda m: f"\\u{ord(m.group()):04x}", quoted)
