"""Which long forms spell out a short form (acronyms.abbreviates)."""

import pytest

from readinglist.extract.acronyms import abbreviates


@pytest.mark.parametrize(
    ("short", "long_form", "spelled"),
    [
        ("MSN", "mobile sensor network", True),
        ("HCNN", "Hidden Control Neural Network", True),
        # The first letter may be the first word's where the match took a later part of it.
        ("SSLW", "Semi-supervised Learning with Weakly-Related Unlabeled Data", True),
        ("SDASL", "Semi-supervised Domain Adaptation with Subspace Learning", True),
        # Not a leading word left unexplained, even one opening on the letter.
        ("CEIMP", "called Compute Energy Included Motion Planning", False),
        ("DRL", "a novel Deep Reinforcement Learning", False),
        ("SAO", "adversarial rewards and stochastic rewards", False),
    ],
)
def test_a_long_form_spells_its_short_form_from_its_first_word(
    short: str, long_form: str, spelled: bool
) -> None:
    assert abbreviates(short, long_form) is spelled
