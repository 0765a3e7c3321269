"""delatex.plain: LaTeX and Markdown markup out, readable Unicode in, whatever the input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from readinglist.delatex import plain


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Error drops to $O(n^2)$ with $\\alpha \\leq 1$.", "Error drops to O(n²) with α ≤ 1."),
        ("We call it \\textbf{\\emph{Nimbus}} -- a {fast} one.", "We call it Nimbus – a fast one."),
        ("A **bold** and *plain* claim, 3 * 4.", "A bold and plain claim, 3 4."),
        ("Its incorpo- ration of data- driven and first- and second-order terms.",
         "Its incorporation of data-driven and first- and second-order terms."),
        ("``Quoted'' --- and    spaced\nout.", "“Quoted” — and spaced out."),
        ("No markup at all, just text.", "No markup at all, just text."),
    ],
)  # fmt: skip
def test_plain_reads_markup_as_text(raw: str, expected: str) -> None:
    assert plain(raw) == expected


_MARKUP = st.text(alphabet="ab z-_^{}$\\*`'\n12") | st.text()


@settings(max_examples=300, deadline=None)
@given(_MARKUP)
def test_no_markup_character_survives_and_spaces_are_single(raw: str) -> None:
    text = plain(raw)
    assert not set(text) & set("{}$\\*")
    assert text == " ".join(text.split())


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_characters="{}$\\*-`'")))
def test_text_without_markup_is_only_respaced(raw: str) -> None:
    assert plain(raw) == " ".join(raw.split())
