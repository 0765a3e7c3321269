"""MkDocs page for a generated paper or tag page: its body is finished HTML, so no Markdown."""

from __future__ import annotations

import re
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import get_toc

FLAG = "readinglist"
HTML_KINDS = frozenset({"paper", "list"})  # the flag's values on pages with an HTML body
_HEADING = re.compile(r'<h([12])[^>]*\bid="([^"]*)">(.*?)<a class="headerlink"')


class GeneratedPage(Page):
    """A page readinglist generated with `readinglist: paper` (or `list`) front matter and an
    HTML body.

    The plugin creates these only for files its own manifest lists, so a hand-written page is
    never taken as HTML; any other page keeps going through Markdown and the safe extension.
    """

    def render(self, config: MkDocsConfig, files: Files) -> None:
        if self.markdown is None or (self.meta or {}).get(FLAG) not in HTML_KINDS:
            super().render(config, files)
            return
        self.content = self.markdown.strip()
        tokens = _toc_tokens(self.markdown)
        self.toc = get_toc(tokens)  # type: ignore[arg-type]  # plain dicts of the token shape
        self.present_anchor_ids = {t["id"] for t in _flatten(tokens)}


def is_generated_path(src_uri: str) -> bool:
    """Whether a docs path is where readinglist puts paper or tag pages (papers/<slug>.md,
    tags/<slug>.md); the sections' index pages are in the nav and stay with MkDocs."""
    section, _, name = src_uri.partition("/")
    return section in ("papers", "tags") and "/" not in name and name not in ("", "index.md")


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
