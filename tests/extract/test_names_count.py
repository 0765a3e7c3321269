"""names.count counts whole-word mentions exactly as the regular expression it replaces."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from readinglist.extract.names import count

_CHARS = st.sampled_from(list("aAb-_ .,1²é中\n(+"))


@given(st.text(_CHARS, max_size=20), st.text(_CHARS, max_size=3))
def test_count_matches_the_whole_word_pattern(plain: str, name: str) -> None:
    pattern = r"(?<![\w-])" + re.escape(name) + r"(?![\w-])"
    assert count(plain, name) == max(1, len(re.findall(pattern, plain)))


def test_count_examples() -> None:
    assert count("Nimbus beats X. Nimbus-2 and Nimbus, and Nimbuses.", "Nimbus") == 2
    assert count("nothing here", "Nimbus") == 1
