"""Tests for questions: "we study whether X can Y" asked as a title asks it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from readinglist.extract.questions import as_question
from readinglist.extract.titles import derive_title


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        # An auxiliary opens the question; the subject keeps its capitals.
        (
            "whether Transformers can perform higher order optimization methods, beyond "
            "the case of linear regression.",
            "Can Transformers perform higher order optimization methods?",
        ),
        # An aside inside the subject is dropped; an auxiliary wins over an earlier "-s" word.
        (
            "whether robust regression methods, which are more tolerant toward violations, "
            "can mitigate the effects of low-quality data",
            "Can robust regression methods mitigate the effects of low-quality data?",
        ),
        (
            "whether global appearance changes in an environment can be learned sufficiently",
            "Can global appearance changes in an environment be learned sufficiently?",
        ),
        # Without an auxiliary: "does" or "do", the verb in its plain form.
        (
            "whether haptic feedback helps to improve task performance in the presence of delay",
            "Does haptic feedback help to improve task performance in the presence of delay?",
        ),
        (
            "whether the dynamics of robot workers influence user satisfaction",
            "Do the dynamics of robot workers influence user satisfaction?",
        ),
        (
            "whether flapping flight has an inherent stability",
            "Does flapping flight have an inherent stability?",
        ),
        ("whether X has been solved", "Has X been solved?"),
        # A noun after an article is no verb: "the use of PATE".
        (
            "whether the use of PATE can result in unfairness",
            "Can the use of PATE result in unfairness?",
        ),
        # A relative clause cut after its verb goes.
        (
            "whether Large Language Models exhibit patterns of impression formation that "
            "align with the predictions of affect control theory",
            "Do Large Language Models exhibit patterns of impression formation?",
        ),
        (
            "the question of whether one can design reductions to SAT",
            "Can one design reductions to SAT?",
        ),
        # Not questions that read alone: pointing back, no verb found, or not "whether".
        ("whether this issue can be avoided", None),
        ("whether neural networks", None),
        ("how robots learn", None),
    ],
)
def test_a_whether_clause_is_asked_as_a_question(clause: str, expected: str | None) -> None:
    assert as_question(clause, 80) == expected


def test_a_question_too_long_to_cut_cleanly_is_not_asked() -> None:
    # "Is … reflected in the mechanics" (of …) would ask about nothing.
    clause = (
        "whether the non-compositionality of idioms is reflected in the mechanics of the "
        "dominant NMT model"
    )
    assert as_question(clause, 80) is None


@given(st.text(max_size=300), st.integers(min_value=10, max_value=140))
def test_a_question_is_within_its_limit_and_asks(clause: str, limit: int) -> None:
    asked = as_question(f"whether {clause}", limit)
    assert asked is None or (len(asked) <= limit and asked.endswith("?"))


def test_a_study_of_whether_is_titled_as_its_question() -> None:
    text = (
        "In this work, we investigate whether non-expert demonstrators can generalize robot "
        "teaching strategies to new tasks. A user study with 40 people shows they can."
    )
    assert derive_title(text).text == (
        "Can non-expert demonstrators generalize robot teaching strategies to new tasks?"
    )


def test_a_whether_fragment_is_a_defect() -> None:
    from readinglist.extract.defects import defects

    assert defects("Whether a maximal coordinate system")
    assert defects("The question whether the same completeness result holds")
    assert not defects("Can Transformers perform higher order optimization methods?")
