"""Front matter for the generated pages."""

from __future__ import annotations

import html
import json


def front_matter(title: str, description: str, extra: str = "") -> str:
    """YAML front matter with a title and a description, both HTML-escaped."""
    # Material prints page.meta.title and .description into the page unescaped (the <title>,
    # the header, the description meta), so they go in as HTML text. JSON strings are valid
    # YAML scalars, which keeps any text inert for the YAML parser too.
    lines = ["---", f"title: {json.dumps(html.escape(title), ensure_ascii=False)}"]
    lines.append(f"description: {json.dumps(html.escape(description), ensure_ascii=False)}")
    return "\n".join([*lines, *([extra] if extra else []), "---", ""])
