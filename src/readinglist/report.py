"""Quality report: built entries in, the signals a user can act on (as text lines) out."""

from __future__ import annotations

from collections.abc import Sequence

from readinglist.models import Entry

_SNIPPET = 70


def quality_report(entries: Sequence[Entry]) -> list[str]:
    """Plain and fallback titles, suspicious URLs, near-duplicate merges, generic-only tags,
    papers without an abstract."""
    sections = [
        ("Titles in a plain form (no clean title could be cut from the abstract)",
         [_where(e) + f" → {e.title.text!r}" for e in entries if e.title.plain]),
        ("Titles that fell back to the opening phrase (no method name found)",
         [_where(e) + f" → {e.title.text!r}" for e in entries
          if e.title.fallback and not e.title.plain]),
        ("URLs that look broken",
         [_where(e) + f": {note}" for e in entries for note in e.links.suspicious]),
        ("Near-duplicate merges (lowest similarity first)",
         [f"{e.paper.similarity:.2f}  " + _where(e) + f" ({len(e.paper.variants)} versions: "
          + ", ".join(f"{s.file}#{s.position + 1}" for s in e.paper.sources) + ")"
          for e in sorted(entries, key=lambda e: e.paper.similarity)
          if len(e.paper.variants) > 1]),
        ("Papers with only a generic tag",
         [_where(e) for e in entries if all(tag.generic for tag in e.tags)]),
        ("Papers a list gave no abstract for (shown with their title only)",
         [_where(e) for e in entries if not e.paper.has_abstract]),
    ]  # fmt: skip
    lines = []
    for heading, items in sections:
        lines.append(f"{heading}: {len(items)}")
        lines.extend(f"  {item}" for item in items)
    return lines


def _where(entry: Entry) -> str:
    first = entry.paper.sources[0]
    text = entry.paper.text or entry.title.text
    snippet = text if len(text) <= _SNIPPET else text[:_SNIPPET].rsplit(" ", 1)[0] + " …"
    return f"{first.file}:{first.line} {snippet!r}"
