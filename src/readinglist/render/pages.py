"""MkDocs page for a generated paper or tag page: its body is finished HTML, so no Markdown."""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable
from typing import Any

from jinja2 import BytecodeCache, Environment
from jinja2.bccache import Bucket
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import get_toc

from readinglist.render import search

FLAG = "readinglist"
HTML_KINDS = frozenset({"paper", "list"})  # the flag's values on pages with an HTML body
# The lean frame of paper pages (templates/paper.html): there are tens of thousands of them.
PAPER_TEMPLATE = "paper.html"
# A heading, up to its permalink if it has one (paper pages' come from assets/frame.js).
_HEADING = re.compile(r'<h([12])[^>]*\bid="([^"]*)">(.*?)(?:<a class="headerlink"|</h\1>)', re.S)


class GeneratedPage(Page):
    """A page readinglist generated with `readinglist: paper` (or `list`) front matter and an
    HTML body.

    The plugin creates these only for files its own manifest lists, so a hand-written page is
    never taken as HTML; any other page keeps going through Markdown and the safe extension.
    """

    def read_source(self, config: MkDocsConfig) -> None:
        # The file ends with the paper's search document, which is the indexer's to read: the
        # page, its plugins and its theme see the page alone.
        super().read_source(config)
        if self.markdown is not None:
            self.markdown = search.page_part(self.markdown)
        if self.meta.get(FLAG) == "paper":
            self.meta.setdefault("template", PAPER_TEMPLATE)

    @property
    def has_html_body(self) -> bool:
        """Whether the front matter flags the body as finished HTML."""
        return (self.meta or {}).get(FLAG) in HTML_KINDS

    def render(self, config: MkDocsConfig, files: Files) -> None:
        if self.markdown is None or not self.has_html_body:
            super().render(config, files)
            return
        self.content = self.markdown.strip()
        tokens = _toc_tokens(self.markdown)
        self.toc = get_toc(tokens)  # type: ignore[arg-type]  # plain dicts of the token shape
        self.present_anchor_ids = {t["id"] for t in _flatten(tokens)}


class Fragments:
    """Theme fragments (the tabs, the navigation sidebars) rendered once and reused on every
    generated page that would render them the same.

    Material renders the site navigation twice on every page, a fifth of a build's time at
    10,000 papers. A generated page is in no nav section, so nothing in it is active; its
    links are relative to its folder's depth. What else it shows (the sections of its table of
    contents, a hidden sidebar) is in the key; a test compares a build without reuse.
    """

    def __init__(self) -> None:
        self._made: dict[Hashable, Any] = {}

    def clear(self) -> None:
        self._made.clear()

    def __call__(self, name: str, page: Any, render: Callable[[], Any]) -> Any:
        if not isinstance(page, GeneratedPage) or not page.has_html_body:
            return render()
        folder, _, _ = page.file.src_uri.partition("/")
        # The sidebar lists the sections under the page's title, not the title itself.
        links = list(page.toc)
        sections = links[0].children if len(links) == 1 and links[0].level == 1 else links
        toc = tuple((t.id, t.title, t.level) for t in _anchors(sections))
        key = (name, folder, page.url.count("/"), toc, repr(page.meta.get("hide")))
        if key not in self._made:
            self._made[key] = render()
        return self._made[key]


def _anchors(links: Any) -> list[Any]:
    return [a for link in links for a in (link, *_anchors(link.children))]


def is_generated_path(src_uri: str) -> bool:
    """Whether a docs path is where readinglist puts paper, tag or author pages
    (papers/<slug>.md, tags/<slug>.md, authors/<slug>.md); the sections' index pages stay with
    MkDocs."""
    section, _, name = src_uri.partition("/")
    return (
        section in ("papers", "tags", "authors")
        and "/" not in name
        and name not in ("", "index.md")
    )


def _toc_tokens(body: str) -> list[dict[str, Any]]:
    """The h1 with its h2s below it, the shape Python-Markdown's toc extension reports."""
    tokens: list[dict[str, Any]] = []
    for level, anchor, name in _HEADING.findall(body):
        token = {"level": int(level), "id": anchor, "name": name, "children": []}
        if level == "2" and tokens:
            tokens[-1]["children"].append(token)
        else:
            tokens.append(token)
    return tokens


def _flatten(tokens: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [t for token in tokens for t in (token, *_flatten(token["children"]))]


class CompiledTemplates(BytecodeCache):
    """The theme's templates compiled once per `serve` session, not on every rebuild.

    MkDocs makes a new Jinja environment for each build, which compiles every template again:
    about a second of each rebuild after an edit. Jinja checks each entry against the
    template's source, so an edited template compiles anew; entries are dropped when the
    environment's extensions change, since those shape what a template compiles to."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}
        self._extensions: tuple[str, ...] = ()

    def serve(self, env: Environment) -> None:
        """Let `env` load compiled templates from here, and store what it compiles."""
        extensions = tuple(sorted(env.extensions))
        if extensions != self._extensions:
            self._code.clear()
            self._extensions = extensions
        env.bytecode_cache = self

    def load_bytecode(self, bucket: Bucket) -> None:
        code = self._code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()


# A line's indentation (and the blank lines before it): the theme's templates indent their
# markup as it nests, 3.6 KB of a paper page's 21 KB. What <pre> and <textarea> hold is kept.
_INDENT = re.compile(r"\n\s+")
_PREFORMATTED = re.compile(r"<(pre|textarea)\b.*?</\1\s*>", re.S | re.I)


def compact(html: str) -> str:
    """The page without the indentation of its lines and without blank lines: the same page
    to a browser (a line break stays where whitespace was), outside <pre> and <textarea>."""
    if "<pre" not in html and "<textarea" not in html:
        return _INDENT.sub("\n", html)
    parts, last = [], 0
    for block in _PREFORMATTED.finditer(html):
        parts += [_INDENT.sub("\n", html[last : block.start()]), block.group()]
        last = block.end()
    parts.append(_INDENT.sub("\n", html[last:]))
    return "".join(parts)
