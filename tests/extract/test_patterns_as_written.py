"""Patterns rewritten to run faster find what they found as first written, match for match.

Each was rewritten to take words whole (`[\\w-]++`) or to open on its literal so that the engine
stops trying every split of a phrase or every character; the first form is kept here as the
meaning, and random texts built from the pieces each pattern reads must give the same matches.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from readinglist.extract import delatex, phrasing, repository, scan, tasks, titles

_AS_WRITTEN = [
    (
        titles._FOR_PHRASE,
        re.compile(
            r" for ((?:(?!(?:the|a|an|and|or|of|to|in|on|with|by|from|that|which)\b)[\w-]+ ?)"
            r"{1,5})(?<! )(?=[.,;:)]|$| (?:and|or|with|by|that|which|where|while|using|in|on|"
            r"from|for|to|via|through|under|at|as)\b)"
        ),
    ),
    (
        titles._DEFINED_SHORT,
        re.compile(r"((?:[\w-]+ ){1,4}[\w-]+) \(([A-Z][A-Za-z0-9-]{1,9})\)"),
    ),
    (phrasing.WORD_LIST, re.compile(r"\b[\w-]+(?:, [\w-]+)+,? (?:and|or) [\w-]+ [\w-]+")),
    (
        delatex._EMPHASIS,
        re.compile(
            r"(?<![\w*])(\*{1,3})(?=[^\s*])(.{1,120}?)(?:(?<=[^\s*])|(?<=[A-Z]\*))\1(?![\w*])"
        ),
    ),
    (delatex._STRAY_STAR, re.compile(r"(?<![A-Z])\*|\*(?=[\w*])")),
]
_PIECES = st.sampled_from(
    ["for", "the", "image", "search", "robust", "x-ray", "models", "and", "or", "which", "to",
     "with", ",", ".", ";", ")", "(", "(LLMs)", "(VQA)", "(Ab-1)", "large", "language",
     "*", "**", "***", "A*", "IDA*", "Kite", "é", "_", "-", "Ab", "3D"]
)  # fmt: skip
# Pieces mostly one space apart, as words are, now and then glued or spaced twice.
_TEXTS = st.lists(
    st.tuples(_PIECES, st.sampled_from([" ", " ", " ", "", "  ", ", ", "*"])), max_size=30
).map(lambda pieces: "".join(piece + glue for piece, glue in pieces))


# A run of words after "for", as _FOR_PHRASE reads it: up to seven, then a mark or a clause.
_FOR_RUNS = st.tuples(
    st.lists(st.sampled_from(["image", "x-ray", "robust", "the", "Kite", "3D", "and"]), max_size=7),
    st.sampled_from(["", ".", ",", ")", " and x", " using x", " (x", " x"]),
).map(lambda run: " for " + " ".join(run[0]) + run[1])

# A list of words, as WORD_LIST reads it: "x, y, and z w", "x, and, or y".
_LISTS = st.tuples(
    st.lists(st.sampled_from(["image", "x-ray", "and", "or", "3D"]), min_size=1, max_size=4),
    st.sampled_from([", and ", " and ", ", or ", " or ", ", "]),
    st.lists(st.sampled_from(["image", "x-ray", "and", "models"]), max_size=3),
).map(lambda parts: ", ".join(parts[0]) + parts[1] + " ".join(parts[2]))


@settings(max_examples=600, deadline=None)
@given(st.lists(_TEXTS | _FOR_RUNS | _LISTS, max_size=3).map("".join))
def test_rewritten_patterns_match_as_first_written(text: str) -> None:
    for fast, written in _AS_WRITTEN:
        found = [(m.span(), m.groups()) for m in fast.finditer(text)]
        assert found == [(m.span(), m.groups()) for m in written.finditer(text)], written.pattern


_HOST_PIECES = st.sampled_from(
    ["github.com/", "gitlab.com/", "gitee.com/", "bitbucket.org/", ".github.io/", "someone",
     "Kite-2", "projects/", "/", ".git", " ", "x", "-", ".", "a.github.io/Kite/"]
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(_HOST_PIECES | st.text(max_size=2), max_size=20).map("".join))
def test_repositories_are_found_where_hosts_are_as_everywhere(text: str) -> None:
    everywhere = [m.span() for m in repository._REPO.finditer(text)]
    at_hosts = scan.finditer(repository._REPO, text, scan.starts(text, repository._HOSTS))
    assert [m.span() for m in at_hosts] == everywhere


_WORDS = st.sampled_from(["image", "Image", "IMAGE", "search", "x-ray", "k", "kite", "\u212a", "ſ"])
# How an abstract may spell them where re.I still finds them ("İ" and "ı" are i, "ſ" is s).
_SPELLED = st.sampled_from(["İmage", "ımage", "ſearch", "\u212aite", "kite", "x-Ray"])


@settings(max_examples=600, deadline=None)
@given(
    st.lists(_WORDS, min_size=1, max_size=3).map(" ".join),
    st.lists(_WORDS | _SPELLED | st.sampled_from([" ", "-", ".", "_", "é", "s"]), max_size=25).map(
        "".join
    ),
)
def test_a_task_is_found_where_an_ignorecase_pattern_finds_it(words: str, plain: str) -> None:
    pattern = rf"(?<![\w-]){re.escape(words)}(?![\w-])"
    expected = [m.start() for m in re.finditer(pattern, plain, re.I)]
    assert list(tasks._spelled_at(words, plain)) == expected
