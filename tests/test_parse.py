"""Parse stage: headers, paragraphs, whitespace, encodings."""

from __future__ import annotations

import codecs

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from readinglist.errors import InputError
from readinglist.models import SeedFile
from readinglist.parse import (
    UNKNOWN_CONFERENCE,
    _normalise_line,
    _paragraphs,
    conference_name,
    is_header,
    mend_residue,
    normalise_whitespace,
    parse_file,
    parse_files,
)
from readinglist.runtime.memo import Memo

from .data.abstracts import ALL, BANDIT, SPARSE


def _parse(text: str | bytes, name: str = "list.txt"):
    data = text.encode("utf-8") if isinstance(text, str) else text
    listings, warnings = parse_file(SeedFile(name, data))
    assert len(warnings) <= 1
    return listings, (warnings[0] if warnings else None)


@pytest.mark.parametrize(
    ("header", "conference"),
    [
        ("ICML 2026 Papers", "ICML 2026"),
        ("ICML 2026 论文列表", "ICML 2026"),
        ("NeurIPS 2025 Accepted Papers", "NeurIPS 2025"),
        ("ACL 2024: List of Papers", "ACL 2024"),
        ("CVPR 2026", "CVPR 2026"),
        ("ICLR 2026 Abstracts", "ICLR 2026"),
        ("Accepted papers at ICLR 2025", "ICLR 2025"),
        ("List of accepted papers: NeurIPS 2024", "NeurIPS 2024"),
        ("2024年 AAAI 录用论文", "AAAI 2024"),
        ("2023 KDD Papers", "KDD 2023"),
    ],
)
def test_header_names_the_conference(header: str, conference: str) -> None:
    assert is_header(header)
    assert conference_name(header) == conference
    listings, _ = _parse(f"{header}\n\n{SPARSE}\n\n{BANDIT}\n")
    assert [item.conference for item in listings] == [conference, conference]
    assert [item.text for item in listings] == [SPARSE, BANDIT]


def test_file_without_header_loses_no_abstract() -> None:
    listings, warning = _parse(f"{SPARSE}\n\n{BANDIT}\n")
    assert [item.text for item in listings] == [SPARSE, BANDIT]
    assert {item.conference for item in listings} == {UNKNOWN_CONFERENCE}
    assert warning is None


@pytest.mark.parametrize(
    "first", ["Short abstract with no period", "We study bandits", "Attention is all you need"]
)
def test_short_first_paragraph_is_an_abstract_not_a_header(first: str) -> None:
    listings, _ = _parse(f"{first}\n\n{SPARSE}\n")
    assert [item.text for item in listings] == [first, SPARSE]


def test_header_glued_to_first_abstract() -> None:
    listings, _ = _parse(f"ICML 2026 Papers\n{SPARSE}\n\n{BANDIT}")
    assert [item.text for item in listings] == [SPARSE, BANDIT]
    assert listings[0].source.line == 2


def test_hard_wrapped_paragraph_is_one_abstract() -> None:
    wrapped = "\n".join(SPARSE[i : i + 70] for i in range(0, len(SPARSE), 70))
    # Wrapping at a fixed width splits words; wrap at spaces instead, like an editor does.
    words, lines, line = SPARSE.split(" "), [], ""
    for word in words:
        if len(line) + len(word) > 70:
            lines.append(line)
            line = ""
        line = f"{line} {word}".strip()
    lines.append(line)
    listings, _ = _parse("ICML 2026 Papers\n\n" + "\n".join(lines) + "\n")
    assert [item.text for item in listings] == [SPARSE]
    assert wrapped  # the naive wrap is only there to show why we wrap at spaces


def test_crlf_bom_tabs_trailing_spaces_change_nothing() -> None:
    plain, _ = _parse(f"ICML 2026 Papers\n\n{SPARSE}\n\n{BANDIT}\n")
    messy = f"ICML 2026 Papers  \r\n\t\r\n{SPARSE.replace(' ', chr(9), 3)}   \r\n \r\n{BANDIT}\t"
    noisy, _ = _parse(codecs.BOM_UTF8 + messy.encode("utf-8"))
    assert [(i.text, i.conference) for i in noisy] == [(i.text, i.conference) for i in plain]


def test_positions_and_lines_are_recorded() -> None:
    listings, _ = _parse(f"ICML 2026 Papers\n\n{SPARSE}\n\n\n{BANDIT}\n")
    assert [(i.source.position, i.source.line) for i in listings] == [(0, 3), (1, 6)]
    assert {i.source.file for i in listings} == {"list.txt"}


@pytest.mark.parametrize("text", ["", "\n\n  \n", "ICML 2026 Papers\n", "ICML 2026 Papers\n\n\n"])
def test_empty_or_header_only_file_warns(text: str) -> None:
    listings, warning = _parse(text, "empty.txt")
    assert listings == ()
    assert warning is not None
    assert "empty.txt" in warning


def test_utf16_with_bom_is_read() -> None:
    listings, _ = _parse(codecs.BOM_UTF16_LE + f"ICML 2026 Papers\n\n{SPARSE}".encode("utf-16-le"))
    assert [item.text for item in listings] == [SPARSE]


@pytest.mark.parametrize(
    ("data", "line"),
    [
        ("ICML 2026 Papers\n\nCaf\u00e9 au lait\n".encode("latin-1"), 3),
        (f"ICML\n\n{SPARSE}".encode("utf-16-le"), 1),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 1),
        (b"fine\n\nbinary \x00 inside\n", 3),
    ],
)
def test_not_utf8_names_file_line_and_fix(data: bytes, line: int) -> None:
    with pytest.raises(InputError) as caught:
        _parse(data, "bad list.txt")
    message = str(caught.value)
    assert message.startswith(f"bad list.txt:{line}: ")
    assert "UTF-8" in message
    assert caught.value.path == "bad list.txt"


_word = st.text(alphabet=st.characters(categories=("L", "N", "P", "S")), min_size=1, max_size=12)
_paragraph = st.lists(_word, min_size=1, max_size=30).map(" ".join)
_blank = st.sampled_from(["\n\n", "\n \n", "\n\t\n", "\r\n\r\n", "\n\n\n", "\n  \t \n\n"])


@given(st.lists(_paragraph, min_size=1, max_size=8), st.data())
def test_paragraphs_round_trip(paragraphs: list[str], data: st.DataObject) -> None:
    text = "ICML 2026 Papers\n\n"
    for paragraph in paragraphs:
        words = paragraph.split(" ")
        cut = data.draw(st.integers(0, len(words)))
        text += " ".join(words[:cut]) + ("\n" if 0 < cut < len(words) else " ")
        text += " ".join(words[cut:]) + data.draw(_blank)
    listings, _ = _parse(text)
    # Each paragraph whole, whitespace normalised and extraction residue ("ﬀ") mended.
    assert [item.text for item in listings] == [
        mend_residue(" ".join(p.split())) for p in paragraphs
    ]


@given(st.binary(max_size=400))
def test_any_bytes_parse_or_fail_with_a_named_file(data: bytes) -> None:
    try:
        listings, _ = _parse(data, "fuzz.txt")
    except InputError as err:
        message = str(err)
        listings = ()
    else:
        message = "fuzz.txt:"
    assert message.startswith("fuzz.txt:")
    assert all(item.text for item in listings)


def test_every_invented_abstract_survives() -> None:
    listings, _ = _parse("ICML 2026 Papers\n\n" + "\n\n".join(ALL))
    assert [item.text for item in listings] == list(ALL)


@pytest.mark.parametrize(
    "line", ["# Heading injection in the abstract", "We summarise the paper", "Accepted"]
)
def test_lone_line_ending_in_a_singular_list_word_is_an_abstract(line: str) -> None:
    listings, warning = _parse(line + "\n")
    assert [item.text for item in listings] == [line]
    assert warning is None


def test_a_memo_parses_again_only_the_files_that_changed() -> None:
    seeds = [SeedFile(f"{n}.txt", f"ICML 2026 Papers\n\n{text}\n".encode()) for n, text in
             enumerate([SPARSE, BANDIT])]  # fmt: skip
    bad = SeedFile("bad.txt", b"ICML 2026 Papers\n\n\xff\xfe not text\n")
    memo = Memo()
    for _ in range(2):
        memo.begin("context")
        assert parse_files(seeds, memo=memo) == parse_files(seeds)
    assert memo.reused == 2
    memo.begin("context")
    edited = [seeds[0], SeedFile("1.txt", seeds[1].data.replace(b"bandit", b"Bandit"))]
    assert parse_files(edited, memo=memo) == parse_files(edited)
    assert memo.reused == 1
    # An unreadable file stops the build, or is skipped with a warning, the same from the memo.
    for _ in range(2):
        memo.begin("context")
        with pytest.raises(InputError, match="bad.txt"):
            parse_files([*seeds, bad], memo=memo)
        skipped = parse_files([*seeds, bad], skip_invalid=True, memo=memo)
        assert skipped.skipped == ("bad.txt",)
        assert "bad.txt" in skipped.warnings[0]


@given(
    st.text(alphabet=st.sampled_from("ab. \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\xa0"))
    | st.text(alphabet=st.characters(max_codepoint=127))
    | st.text()
)
def test_whitespace_is_normalised_as_split_and_join_would(text: str) -> None:
    assert normalise_whitespace(text) == " ".join(text.split())


def _paragraphs_line_by_line(lines: list[str]) -> list[tuple[int, str]]:
    """parse._paragraphs as first written: each line looked at in turn."""
    found, start, block = [], 0, []
    for number, raw in enumerate(lines, start=1):
        if raw.strip():
            start = start or number
            block.append(raw)
        elif block:
            found.append((start, " ".join(" ".join(block).split())))
            start, block = 0, []
    if block:
        found.append((start, " ".join(" ".join(block).split())))
    return found


_line = st.text(alphabet=st.sampled_from("ab. \t\x1f\xa0\u3000é")) | st.text(max_size=8)


@given(st.lists(_line, max_size=12))
@example(["a", "", "b", "c", " ", "\t", "d"])
@example(["", "a\x1f", " b", "c ", "a  b", "\u3000"])
def test_paragraphs_are_those_read_line_by_line(lines: list[str]) -> None:
    lines = [piece for line in lines for piece in (line.splitlines() or [line])]
    assert list(_paragraphs(lines)) == _paragraphs_line_by_line(lines)


@given(
    st.text(alphabet=st.sampled_from("ab. \t\x1f\x85\xa0\u2028\u3000é"))
    | st.text(alphabet=st.characters(max_codepoint=127))
    | st.text()
)
@example("a\tb")
@example("a\x1fb")
@example("a\xa0b")
def test_a_line_is_normalised_as_split_and_join_would(text: str) -> None:
    for line in text.splitlines() or [text]:
        assert _normalise_line(line) == " ".join(line.split())


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Old proceedings' PDFs: a soft hyphen at a line break, TeX's ligature slots.
        ("optimization prob(cid:173) lems and piri(cid:173) form cortex",
         "optimization problems and piriform cortex"),
        ("it is di(cid:14)cult: e(cid:11)ects, (cid:12)xed, (cid:13)exibility",
         "it is difficult: effects, fixed, flexibility"),
        ("classi(cid:2)cation on an N(cid:2)N grid", "classification on an N×N grid"),
        ("(cid:15)-tubes exist", "(cid:15)-tubes exist"),  # which character: unknown, kept
        ("classiﬁcation of ﬂows", "classification of flows"),
        # A digital library's quotes and entities.
        ("the dasiarightpsila algorithm; the robotpsilas motion; ipsilateral legs",
         "the ‘right’ algorithm; the robot’s motion; ipsilateral legs"),
        ("the ldquospinal columnrdquo of a fish", "the “spinal column” of a fish"),
        ("an H/sub /spl infin// controller, a 6/spl times/6 matrix and O/sub 1/",
         "an H∞ controller, a 6×6 matrix and O1"),
        ("a /splash/ and /spl zzz/ kept", "a /splash/ and /spl zzz/ kept"),
        ("four dimensions&mdash;efficiency, R&D; AT&T", "four dimensions—efficiency, R&D; AT&T"),
        # "\emph" that lost its braces; one that kept them is delatex's.
        (r"We solve \emphhow to arrange them, \emph{fast}",
         r"We solve how to arrange them, \emph{fast}"),
        # A command whose backslash and next letter an export read as an escape ("\t", "\e"),
        # or that lost its backslash: its braces are delatex's again.
        ("We propose extit{TextSnake} and mph{VoxelPose}, mbox{MobileNetV2}; ext{CNN}",
         r"We propose \textit{TextSnake} and \emph{VoxelPose}, \mbox{MobileNetV2}; \text{CNN}"),
        ("See url{https://x.org}. A {set} and next{x} stay.",
         r"See \url{https://x.org}. A {set} and next{x} stay."),
    ],
)  # fmt: skip
def test_extraction_residue_is_mended(text: str, expected: str) -> None:
    assert mend_residue(text) == expected


_RESIDUE_ALPHABET = list("ab (cid:173)12psilardquoldquodasia&;#\\emph ﬁ/subinfxt{")


@given(st.text(alphabet=st.sampled_from(_RESIDUE_ALPHABET)))
def test_mending_residue_is_idempotent_and_leaves_clean_text_alone(text: str) -> None:
    once = mend_residue(text)
    assert mend_residue(once) == once
    marks = ("(cid:", "psila", "dquo", "\\", "&", "ﬁ", "/s", "{")
    if not any(mark in text for mark in marks):
        assert once == text


def test_parsed_abstracts_come_out_mended() -> None:
    listings, _ = _parse(
        "ICML 2026 Papers\n\nWe study optimization prob(cid:173) lems with di(cid:14)cult "
        "constraints and propose a dasiarobustpsila solver for them in practice.\n"
    )
    assert listings[0].text == (
        "We study optimization problems with difficult constraints and propose a ‘robust’ "
        "solver for them in practice."
    )
