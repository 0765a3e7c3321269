"""Paper pages from one frame: the theme renders a single stand-in paper page, and every paper
page is that page with its own title, description, address and body put in.

MkDocs spent most of a large build rendering the theme once per paper (68 of its 122 s at
9,911 papers, under a profiler), though every paper page is the same frame around a different
paper: they sit at the same depth, in no navigation
section, with the same front matter. The stand-in carries marker values (`prototype`); `Frame`
finds where each lands in the rendered page and in which form (as given, tags stripped and
escaped again, or escaped), so that filling them in writes the bytes the theme would have. A
test builds the same site both ways and compares every file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from markupsafe import Markup, escape

from readinglist.errors import ReadingListError
from readinglist.render import search
from readinglist.render.pages import compact

# The stand-in's name: upper case, which no slug has, so it never takes a paper's address.
SLUG = "RLFRAME"
STAND_IN = f"papers/{SLUG}.md"  # its docs path
_ID = "rlframeid"
# Each marker holds an entity and a tag, so that each form the theme may print it in (as
# given, tags stripped and escaped again, escaped) reads differently.
_TITLE = "RLTITLE&#x27;<i></i>"
_DESCRIPTION = "RLDESCRIPTION&#x27;<i></i>"
_BODY = f'<h1 id="{_ID}">RLHEADING</h1>\nRLBODY'
_FRONT_MATTER = re.compile(r'\Atitle: ("(?:[^"\\]|\\.)*")\ndescription: ("(?:[^"\\]|\\.)*")\n')
# The heading's id as pages.GeneratedPage reads it for the table of contents (the last id).
_H1_ID = re.compile(r'<h1[^>]*\bid="([^"]*)">')
_FORMS: dict[str, Callable[[str], str]] = {
    "given": lambda text: text,
    "stripped": lambda text: str(escape(Markup(text).striptags())),
    "escaped": lambda text: str(escape(text)),
}


class FrameError(ReadingListError):
    """The theme printed a marker in a form the frame cannot fill in, or a paper page's file
    is not as render.paperpage writes it."""

    def __init__(self, problem: str) -> None:
        super().__init__(
            f"paper pages cannot be written from one frame: {problem}. Set `paper_frames: "
            "false` under the readinglist plugin in mkdocs.yml, and report it."
        )


@dataclass(frozen=True)
class PaperSource:
    """What a paper page's docs file gives its frame: title and description as the front
    matter holds them (HTML text), the id of its heading and its body."""

    title: str
    description: str
    heading_id: str
    body: str


def prototype(sample: str) -> str:
    """The stand-in's docs file: a paper page's (`sample`'s) front matter with marker title and
    description, and a marker body under a marker heading."""
    head, body = _split(sample)
    rest = _FRONT_MATTER.sub("", head, count=1)
    front = f"title: {json.dumps(_TITLE)}\ndescription: {json.dumps(_DESCRIPTION)}\n{rest}"
    return f"---\n{front}---\n\n{_BODY}\n"


def read_source(text: str) -> PaperSource:
    """A paper page's docs file (as render.paperpage writes it) read for its frame."""
    head, body = _split(text)
    found = _FRONT_MATTER.match(head)
    heading = _H1_ID.search(body)
    if found is None or heading is None:
        raise FrameError("a paper page without a title, a description or a heading")
    title, description = (json.loads(value) for value in found.groups())
    return PaperSource(title, description, heading.group(1), search.page_part(body).strip())


def _split(text: str) -> tuple[str, str]:
    """Front matter (without its fences) and body."""
    if not text.startswith("---\n"):
        raise FrameError("a paper page without front matter")
    head, fence, body = text[4:].partition("\n---\n")
    if not fence:
        raise FrameError("a paper page whose front matter does not end")
    return head + "\n", body


class Frame:
    """The stand-in's finished page, cut where its markers are."""

    def __init__(self, page: str) -> None:
        values = {"body": _BODY, "id": _ID, "slug": SLUG}
        for name, marker in (("title", _TITLE), ("description", _DESCRIPTION)):
            for form, shape in _FORMS.items():
                values[f"{name}:{form}"] = shape(marker)
        # Longest first: one form of a marker may begin with another.
        by_text = {text: name for name, text in sorted(values.items(), key=lambda v: -len(v[1]))}
        pattern = re.compile("|".join(re.escape(text) for text in by_text))
        self._parts: list[str] = []
        self._slots: list[str] = []
        last = 0
        for match in pattern.finditer(page):
            self._parts.append(page[last : match.start()])
            self._slots.append(by_text[match.group()])
            last = match.end()
        self._parts.append(page[last:])
        left = [m for m in ("RLTITLE", "RLDESCRIPTION", "RLHEADING", "RLBODY", SLUG, _ID)
                if any(m in part for part in self._parts)]  # fmt: skip
        if left:
            raise FrameError(f"the theme printed {', '.join(left)} in a form the frame lacks")
        if "body" not in self._slots:
            raise FrameError("the theme did not print the page's body")
        self._used = frozenset(self._slots)

    def page(self, source: PaperSource, slug: str) -> str:
        """The finished page of one paper."""
        filled = {"body": compact(source.body), "id": source.heading_id, "slug": slug}
        for name, text in (("title", source.title), ("description", source.description)):
            for form, shape in _FORMS.items():
                if f"{name}:{form}" in self._used:  # each page: only the forms the theme used
                    filled[f"{name}:{form}"] = shape(text)
        out = [self._parts[0]]
        for slot, part in zip(self._slots, self._parts[1:], strict=True):
            out += (filled[slot], part)
        return "".join(out)
