"""Markdown building blocks shared by the generated pages: front matter and paper items."""

from __future__ import annotations

import html
import json

from .markup import escape_markdown
from .models import Entry


def front_matter(title: str, description: str, extra: str = "") -> str:
    """YAML front matter with a title and a description, both HTML-escaped."""
    # Material prints page.meta.title and .description into the page unescaped (the <title>,
    # the header, the description meta), so they go in as HTML text. JSON strings are valid
    # YAML scalars, which keeps any text inert for the YAML parser too.
    lines = ["---", f"title: {json.dumps(html.escape(title), ensure_ascii=False)}"]
    lines.append(f"description: {json.dumps(html.escape(description), ensure_ascii=False)}")
    return "\n".join([*lines, *([extra] if extra else []), "---", ""])


def paper_item(entry: Entry, prefix: str) -> str:
    """A list item linking to a paper page, with a code marker; prefix leads to papers/."""
    code = ' *code*{ .rl-has-code title="has a code link" }' if entry.has_code else ""
    return f"- [{escape_markdown(entry.title.text)}]({prefix}{entry.slug}.md){code}"
