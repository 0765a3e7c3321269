"""names: each scan that tries only where a match may open finds what the full scan finds."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from readinglist.extract import names, scan, spans

# Phrases the scans look for, and the ways a text may spell them (re.I also takes "ı" and "İ"
# for i and "ſ" for s).
_PHRASES = [
    "we propose ",
    "We introduce ",
    "this paper presents ",
    "this study develops ",
    "thıs work ",
    "our work builds ",
    "our paper designs ",
    ", and propose ",
    " and then develop ",
    " and also release ",
    "we call it Kite",
    "Kite for short",
    "(KITE) for short",
    "Our model, Kite,",
    "the proposed method, X-2,",
    "This system, Nimbus,",
    ", a model",
    "), an agent ",
    " is proposed",
    " are first introduced",
    ". Nimbus reduces ",
    "! Nimbus improves ",
    "? Kite2 quickly yields ",
    "**Kite**",
    "*Kite*",
    "\\textbf{Kite}",
    "here we study ",
    "The authors present ",
    "this letter further derives and analyzes ",
    "which we call Kite",
    "we will name it Kite",
    "we later call it Kite",
    "we shall term it Kite",
    "and name it Kite",
    "a.k.a. Kite",
    "(known as Kite)",
]
_SPELLINGS = [
    lambda s: s, str.upper, str.title, str.capitalize,
    lambda s: s.replace("i", "ı"), lambda s: s.replace("i", "İ"), lambda s: s.replace("s", "ſ"),
    lambda s: s.replace("k", "\u212a"), lambda s: s.replace(" ", "\u00a0"),
    lambda s: s.replace(" ", "  "),
]  # fmt: skip
_PHRASE = st.tuples(st.sampled_from(_PHRASES), st.sampled_from(_SPELLINGS)).map(
    lambda p: p[1](p[0])
)
_FILLER = st.sampled_from(["x", "Ab3", " ", ",", ".", "(", ")", "method", "Kite", "\t"])
_TEXTS = st.lists(_PHRASE | _FILLER | st.text(max_size=2), max_size=20).map("".join)

_SCANS: list[tuple[re.Pattern[str], Callable[[str], Iterable[re.Match[str]]]]] = [
    (names._INTRO, lambda text: names._intro_matches(text, scan.folded(text))),
    (names._OUR_X, lambda text: names._our_x_matches(text, scan.folded(text))),
    (names._FOR_SHORT, names._for_short_matches),
    (names._PASSIVE, names._passive_matches),
    (names._APPOS, names._appos_matches),
    (names._EMPH, names._emph_matches),
    (names._SUBJECT, names._subject_matches),
    (spans._CUE, spans._cue_matches),
    (
        names._CALLED,
        lambda text: scan.finditer(
            names._CALLED, text, scan.bounded(text, names._called_starts(scan.folded(text)))
        ),
    ),
]


@settings(max_examples=500, deadline=None)
@given(_TEXTS)
def test_scans_from_where_a_match_may_open_equal_full_scans(text: str) -> None:
    for pattern, scanner in _SCANS:
        found = [(m.span(), m.groups()) for m in scanner(text)]
        assert found == [(m.span(), m.groups()) for m in pattern.finditer(text)], pattern.pattern


@settings(max_examples=400, deadline=None)
@given(_TEXTS)
def test_the_token_before_a_tail_is_found_from_the_last_space(text: str) -> None:
    tails = list(re.finditer(r",\s+(?:a|an)\s|\s+for short| is", text))
    expected = []
    for m in tails:
        token = names._TOKEN_END.search(text, max(0, m.start() - 60), m.start())
        if token:
            expected.append((token.group(1), m.start(), token.start(1)))
    assert list(names._before(text, tails)) == expected


_BASELINE_AS_WRITTEN = re.compile(
    r"(?:outperform\w*|than|over|surpass\w*|beat\w*|vs\.?|versus|compared (?:to|with)|such as|"
    r"like|e\.g\.,?|including|baselines?|and|or)\s+(?:the\s+)?$",
    re.I,
)
_CUES = st.lists(
    st.sampled_from(
        ["outperforms", "Surpassing", "beat", "than", "OVER", "vs", "vs.", "versus", "compared to",
         "compared with", "such as", "like", "e.g.", "e.g.,", "including", "baselines", "and",
         "or", "the", "THE", "x", "_", "é", "\u017f", "\u212a", " ", "  ", "\n", "\u00a0", ","]
    )
).map("".join)  # fmt: skip


@settings(max_examples=800, deadline=None)
@given(_CUES | st.text())
def test_a_cue_follows_a_baseline_exactly_where_the_pattern_as_written_finds_one(cue: str) -> None:
    # The pattern is built from word lists now, and an ASCII cue ending in none is not searched.
    assert names._after_baseline(cue) == (_BASELINE_AS_WRITTEN.search(cue) is not None)


@pytest.mark.parametrize(
    "cue",
    ["it outperforms ", "as in e.g., ", "compared with the\n", "we beat the ", "\u017fuch as "],
)
def test_cues_after_a_baseline_word_are_found(cue: str) -> None:
    assert names._after_baseline(cue) == (_BASELINE_AS_WRITTEN.search(cue) is not None)


@given(st.text(alphabet="aBcDſıİé .", max_size=20))
def test_a_text_lacks_words_only_where_an_ignorecase_pattern_cannot_find_them(text: str) -> None:
    from readinglist.extract import scan

    words = ("bad", "cab", "ice")
    pattern = re.compile("|".join(words), re.IGNORECASE)
    if scan.lacks_any(text, words):
        assert pattern.search(text) is None
    # Outside ASCII re.IGNORECASE folds other letters ("ſ" is "s"): never ruled out there.
    if not text.isascii():
        assert not scan.lacks_any(text, words)


def test_a_name_after_the_objects_comma_outranks_a_term_inside_it() -> None:
    plain = (
        "In this work, we introduce a deep neural network-based multimodal HAR algorithm, "
        "HAMLET. HAMLET incorporates a hierarchical architecture."
    )
    assert names.find_name(plain, plain)[0] == "HAMLET"


@pytest.mark.parametrize(
    "plain",
    [
        "We study scene parsing. Experiments show that the proposed GINet outperforms others.",
        "We study boundaries. We verify that our SegFix consistently reduces boundary errors.",
        "We learn from comparisons. The proposed approach RoLNiP outperforms the baselines.",
    ],
)
def test_the_proposed_name_doing_something_names_the_paper(plain: str) -> None:
    assert names.find_name(plain, plain)[0] in ("GINet", "SegFix", "RoLNiP")


@pytest.mark.parametrize(
    ("plain", "name"),
    [
        (
            "We name this Pre-trained Prompt Tuning framework “PPT”. To ensure the "
            "generalization of PPT, we formulate tasks.",
            "PPT",
        ),
        ("The CUREE platform presented in this paper provides new capabilities.", "CUREE"),
        (
            "This paper describes the ROS2 Planning System (PlanSys2 in short), a framework for "
            "symbolic planning.",
            "PlanSys2",
        ),
    ],
)
def test_a_quoted_name_a_name_here_and_in_short_name_the_paper(plain: str, name: str) -> None:
    assert names.find_name(plain, plain)[0] == name


@pytest.mark.parametrize(
    ("plain", "name"),
    [
        # (Real abstracts' sentences, NeurIPS and ACL, shortened.)
        (
            "Deep learning can model molecules. We apply those layers in SchNet: a novel deep "
            "learning architecture modeling quantum interactions in molecules.",
            "SchNet",
        ),
        (
            "Translation needs regularization. We introduce Bi-SimCut: a simple but effective "
            "training strategy to boost neural machine translation performance.",
            "Bi-SimCut",
        ),
        # Not a name the authors' sentence does not bring in, nor the object of "of the".
        (
            "Correlation clustering groups items. One of the most popular CC algorithms is "
            "KwikCluster: an algorithm that serially clusters neighborhoods of vertices.",
            None,
        ),
        (
            "We cast synthesis as a program. We present a scheme alternating between two "
            "relaxations of the MINLP: a linear program and an integer program.",
            None,
        ),
    ],
)
def test_a_name_a_colon_says_the_new_kind_of_names_the_paper(plain: str, name: str | None) -> None:
    assert names.find_name(plain, plain)[0] == name


@pytest.mark.parametrize(
    "plain",
    [
        # (Real abstracts' closing sentences, shortened.) A platform called so is no proposal.
        "We developed a two-channel sound localization system. Our system was applied to a "
        "humanoid robot called SIG2, and we confirmed its ability to localize sounds.",
        "We introduce a new interaction and control concept for redundant robots. This control "
        "scheme is implemented on our experimental robot system called FlexIRob.",
    ],
)
def test_a_platform_called_by_name_does_not_name_the_paper(plain: str) -> None:
    assert names.find_name(plain, plain)[0] is None
    # Called so where the paper builds it, it names the paper.
    built = plain.replace("applied to", "built as").replace("implemented on", "built as")
    assert names.find_name(built, built)[0] in ("SIG2", "FlexIRob")


def test_the_task_an_approach_is_to_names_no_paper() -> None:
    # (abs9, a real abstract's opening, shortened.) "an approach to X (ABBR)" abbreviates the
    # task; "a method for X (ABBR)" and a long form holding its kind (NeurIPS) name the method.
    task = "This paper proposes an approach to Dense Video Captioning (DVC) without annotation."
    assert names.find_name(task, task)[0] is None
    named = "We propose a method for Reasoning-Oriented Locating and Editing (ROLE) of events."
    assert names.find_name(named, named)[0] == "ROLE"
    kind = (
        "We propose an efficient Hybrid Optimization algorithm for NOn convex Regularized "
        "problems (HONOR)."
    )
    assert names.find_name(kind, kind)[0] == "HONOR"
