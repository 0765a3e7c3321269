"""delatex.plain: LaTeX and Markdown markup out, readable Unicode in, whatever the input."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from readinglist.extract import delatex
from readinglist.extract.delatex import plain


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Error drops to $O(n^2)$ with $\\alpha \\leq 1$.", "Error drops to O(n²) with α ≤ 1."),
        ("We call it \\textbf{\\emph{Nimbus}} -- a {fast} one.", "We call it Nimbus – a fast one."),
        ("A **bold** and *plain* claim, 3 * 4.", "A bold and plain claim, 3 4."),
        # A star closing a capital names a search algorithm; emphasis around one still goes.
        ("MT*, IDA*'s bound, *db-A** and *A* alone; A*+BFHS, 256*256",
         "MT*, IDA*'s bound, db-A* and A alone; A*+BFHS, 256256"),
        ("Its incorpo- ration of data- driven and first- and second-order terms.",
         "Its incorporation of data-driven and first- and second-order terms."),
        ("Reinforcement Learn- ing for learning.", "Reinforcement Learning for learning."),
        ("``Quoted'' --- and    spaced\nout.", "“Quoted” — and spaced out."),
        # Underscores around words are emphasis; one inside a word a subscript or a name.
        ("We present _Urania_, a framework; _batch-and-match_ for X_1 in RTEC_inc.",
         "We present Urania, a framework; batch-and-match for X_1 in RTEC_inc."),
        # A citation's key is no text ("Kale Hazan12 and" was left in a title).
        ("suggested by Hazan and Kale \\cite{Hazan12} and, as in~\\citep[p.~3]{a,b}, fill it.",
         "suggested by Hazan and Kale and, as in, fill it."),
        ("No markup at all, just text.", "No markup at all, just text."),
        # LaTeX's tie is a space; "~" before a number says "about".
        ("pose estimators~(HPEs) and a search~ of ~10 ms",
         "pose estimators (HPEs) and a search of ~10 ms"),
        # Every Greek letter: a dropped one left "-model", "-differentially private".
        ("A $\\psi$-model, $\\varepsilon$-differentially private, any $\\Phi$-divergence.",
         "A ψ-model, ε-differentially private, any Φ-divergence."),
    ],
)  # fmt: skip
def test_plain_reads_markup_as_text(raw: str, expected: str) -> None:
    assert plain(raw) == expected


_MARKUP = st.text(alphabet="abA z-_^{}$\\*`'\n12") | st.text()


@settings(max_examples=300, deadline=None)
@given(_MARKUP)
def test_no_markup_character_survives_and_spaces_are_single(raw: str) -> None:
    text = plain(raw)
    assert not set(text) & set("{}$\\")
    # A star stays only where it closes a capital: the A* family's names ("IDA*", "MT*").
    assert "*" not in re.sub(r"(?<=[A-Z])\*(?![\w*])", "", text)
    assert text == " ".join(text.split())


@settings(max_examples=300, deadline=None)
# "~" is markup too: LaTeX's tie; so is "_" (Markdown's "_emphasis_", read as words since
# 59d44b4: "_0_" is "0").
@given(st.text(alphabet=st.characters(blacklist_characters="{}$\\*-`'~_")))
def test_text_without_markup_is_only_respaced(raw: str) -> None:
    assert plain(raw) == " ".join(raw.split())


def _strip_links_everywhere(text: str) -> str:
    """strip_links as it was: both patterns run over every text."""
    linked = delatex._LINKS.sub(lambda m: m.group(1) or m.group(2) or "", text[: delatex.SCAN])
    return delatex._URLS.sub(" ", linked)


def _unwrapped_three_times(text: str) -> str:
    for _ in range(3):
        text = delatex._COMMAND_ARG.sub(r"\1", text)
    return text


_LINKY = st.lists(
    st.sampled_from(
        ["a", " ", "/", ".", ":", "(", ")", "[", "]", "{", "}", "\\", "h", "t", "p", "s", "w",
         "href{", "url{", "http", "https://", "www.", "](", "\n", "é", "[a](https://x.y/z)",
         "[b](www.q)", "\\href{u}{label}", "\\url{v}", "https://e.f)"]
    )
).map("".join)  # fmt: skip
_COMMANDS = st.lists(
    st.sampled_from(["\\emph{", "\\textbf{", "\\x*{", "{", "}", "\\", "a", " ", "$", "^", "2"])
).map("".join)


@settings(max_examples=400, deadline=None)
@given(_LINKY | st.text())
def test_links_are_stripped_as_by_both_patterns_over_the_whole_text(text: str) -> None:
    # Skipping a pattern when the text lacks what every match of it holds changes nothing.
    assert delatex.strip_links(text) == _strip_links_everywhere(text)


@settings(max_examples=400, deadline=None)
@given(_COMMANDS | _MARKUP)
def test_commands_are_unwrapped_as_by_three_full_passes(text: str) -> None:
    assert delatex._unwrapped(text) == _unwrapped_three_times(text)


_BREAKS = st.lists(
    st.sampled_from(
        ["ab", "incorpo", "ration", "tion", "self", "x", "Ab", "é", "_", "2", "- ", "-", " ", "  ",
         "and", "or", "to", "as", "data", "driven", ".", "\n", "z", "ab- tion", "quiz- zes"]
    )
).map("".join)  # fmt: skip


@settings(max_examples=600, deadline=None)
@given(_BREAKS | st.text())
def test_broken_words_are_joined_as_a_full_scan_joins_them(text: str) -> None:
    # Trying only the starts of the lowercase runs before each "- " finds the same matches.
    full = delatex._BROKEN_WORD.sub(lambda m: delatex._join_broken(m, text), text)
    tried = delatex.scan.sub(
        delatex._BROKEN_WORD,
        lambda m: delatex._join_broken(m, text),
        text,
        delatex._word_breaks(text),
    )
    assert tried == full


@settings(max_examples=600, deadline=None)
@given(_BREAKS | st.text())
def test_line_break_hyphens_are_found_as_by_the_lookbehind_pattern(text: str) -> None:
    old = re.compile(r"(?<=[a-z])- (?!(?:and|or|to|as)\b)(?=[a-z])")
    assert [m.span() for m in delatex._LINE_BREAK_HYPHEN.finditer(text)] == [
        m.span() for m in old.finditer(text)
    ]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("An ab- tion.", "An abtion."), ("A quiz- zes b- c.", "A quiz-zes b-c."),
     ("incorpo- ration, incorporation", "incorporation, incorporation")],
)  # fmt: skip
def test_two_letter_heads_and_a_z_before_the_break_are_read(raw: str, expected: str) -> None:
    assert plain(raw) == expected
