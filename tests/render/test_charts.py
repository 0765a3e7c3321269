"""Charts: valid, deterministic SVG in both colour schemes, hostile labels kept as text."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from readinglist.render.charts import SCHEMES, Bar, Chart, bar_chart

SVG = "{http://www.w3.org/2000/svg}"
HOSTILE = '<script>alert("x")</script> & co\x00'


def _chart(*labels: str) -> Chart:
    bars = tuple(Bar(label, n + 1, str(n + 1)) for n, label in enumerate(labels))
    return Chart("Papers & <tags>", "How many papers each tag has.", bars, len(labels))


@pytest.mark.parametrize("scheme", SCHEMES)
def test_chart_is_valid_svg_with_title_and_description(scheme: str) -> None:
    root = ET.fromstring(bar_chart(_chart("Graph learning", "Fairness"), scheme))  # type: ignore[arg-type]
    assert root.tag == f"{SVG}svg"
    assert root.get("role") == "img"
    assert root.findtext(f"{SVG}title") == "Papers & <tags>"
    assert root.findtext(f"{SVG}desc") == "How many papers each tag has."
    assert len(root.findall(f".//{SVG}rect")) == 2


def test_hostile_labels_are_text_not_markup() -> None:
    svg = bar_chart(_chart(HOSTILE), "light")
    root = ET.fromstring(svg)
    assert not [e for e in root.iter() if e.tag.endswith("script")]
    texts = [e.text or "" for e in root.iter(f"{SVG}text")]
    assert any("<script>" in t and "& co" in t for t in texts)
    assert "<script>" not in svg


def test_schemes_differ_in_colours_only() -> None:
    chart = _chart("A", "B")
    light, dark = bar_chart(chart, "light"), bar_chart(chart, "dark")
    assert light != dark
    assert len(light.splitlines()) == len(dark.splitlines())


def test_output_is_deterministic_and_bars_scale() -> None:
    chart = Chart("T", "D", (Bar("half", 1, "1"), Bar("full", 2, "2"), Bar("over", 9, "9")), 2)
    assert bar_chart(chart, "light") == bar_chart(chart, "light")
    widths = [
        float(r.get("width", 0)) for r in ET.fromstring(bar_chart(chart, "dark")).iter(f"{SVG}rect")
    ]
    assert widths[0] == pytest.approx(widths[1] / 2, abs=0.1)
    assert widths[2] == widths[1]  # clamped at the full width


def test_empty_chart_says_so() -> None:
    root = ET.fromstring(bar_chart(Chart("T", "D", (), 0), "light"))
    assert "No data" in [e.text for e in root.iter(f"{SVG}text")]


def test_long_labels_are_shortened_but_kept_in_the_tooltip() -> None:
    label = "A very long topic name " * 4
    root = ET.fromstring(bar_chart(_chart(label), "light"))
    shown = [e.text or "" for e in root.iter(f"{SVG}text")]
    assert any(t.endswith("…") for t in shown)
    assert any(label.split()[0] in (t.text or "") for t in root.iter(f"{SVG}title"))
