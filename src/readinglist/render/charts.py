"""Statistics charts: labelled values in, deterministic SVG bar charts (light or dark) out."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal
from xml.sax.saxutils import escape as _xml_escape

Scheme = Literal["light", "dark"]
SCHEMES: tuple[Scheme, ...] = ("light", "dark")

# Colours with at least 4.5:1 contrast for text on each scheme's page background
# (Material: white, and #1e2129 for slate); bars use the indigo of the palette.
_COLOURS = {
    "light": {"text": "#1f2328", "muted": "#57606a", "bar": "#3f51b5", "grid": "#d0d7de"},
    "dark": {"text": "#e6e8ee", "muted": "#aab1c0", "bar": "#8c9eff", "grid": "#3d4250"},
}
_WIDTH = 720
_ROW = 26
_BAR = 18
_TOP = 40
_CHAR = 7.2  # average glyph width of 13px sans-serif, for laying out labels
_MAX_LABEL = 40
_XML_INVALID_RE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


@dataclass(frozen=True)
class Bar:
    """One bar: its label, its length as a value and the text shown at its end."""

    label: str
    value: float
    shown: str


@dataclass(frozen=True)
class Chart:
    """A horizontal bar chart; `scale` is the value of a full-width bar."""

    title: str
    description: str
    bars: tuple[Bar, ...]
    scale: float


def bar_chart(chart: Chart, scheme: Scheme) -> str:
    """The chart as a standalone SVG document in the colours of `scheme`."""
    colours = _COLOURS[scheme]
    labels = [_short(bar.label) for bar in chart.bars]
    label_width = int(min(max((len(lb) for lb in labels), default=4), _MAX_LABEL) * _CHAR) + 16
    plot = _WIDTH - label_width - 96  # room for "100% (123/123)" after a full bar
    height = _TOP + _ROW * max(len(chart.bars), 1) + 12
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_WIDTH}" height="{height}" '
        f'viewBox="0 0 {_WIDTH} {height}" role="img" aria-labelledby="title desc" '
        'font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" '
        'font-size="13">',
        f'<title id="title">{escape(chart.title)}</title>',
        f'<desc id="desc">{escape(chart.description)}</desc>',
        f'<text x="0" y="18" font-size="15" font-weight="600" fill="{colours["text"]}">'
        f"{escape(chart.title)}</text>",
        f'<line x1="{label_width}" y1="{_TOP - 6}" x2="{label_width}" y2="{height - 8}" '
        f'stroke="{colours["grid"]}"/>',
    ]
    for index, (bar, label) in enumerate(zip(chart.bars, labels, strict=True)):
        parts.append(_bar_row(bar, label, _TOP + index * _ROW, label_width, plot, chart.scale,
                              colours))  # fmt: skip
    if not chart.bars:
        parts.append(f'<text x="{label_width + 8}" y="{_TOP + 14}" fill="{colours["muted"]}">'
                     "No data</text>")  # fmt: skip
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _bar_row(
    bar: Bar, label: str, y: int, left: int, plot: int, scale: float, colours: dict[str, str]
) -> str:
    length = 0.0 if scale <= 0 else max(0.0, min(1.0, bar.value / scale)) * plot
    middle = y + _BAR / 2 + 4.5
    return (
        f"<g><title>{escape(bar.label)}: {escape(bar.shown)}</title>"
        f'<text x="{left - 8}" y="{middle:.1f}" text-anchor="end" fill="{colours["text"]}">'
        f"{escape(label)}</text>"
        f'<rect x="{left}" y="{y}" width="{length:.1f}" height="{_BAR}" rx="2" '
        f'fill="{colours["bar"]}"/>'
        f'<text x="{left + length + 6:.1f}" y="{middle:.1f}" fill="{colours["muted"]}">'
        f"{escape(bar.shown)}</text></g>"
    )


def escape(text: str) -> str:
    """Text as XML character data; characters XML cannot hold become spaces."""
    return _xml_escape(_XML_INVALID_RE.sub(" ", text))


def _short(label: str) -> str:
    label = " ".join(label.split())
    return label if len(label) <= _MAX_LABEL else label[: _MAX_LABEL - 1].rstrip() + "…"
