"""Slugs: unique, URL-safe, stable under reordering."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from readinglist.slugs import slug_for, unique_slugs

_SAFE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def test_slug_from_name() -> None:
    assert slug_for("ZipRerank") == "ziprerank"
    assert slug_for("CAT-Q: ternary quantization for LLMs") == "cat-q-ternary-quantization-for-llms"


def test_slug_of_nothing_usable() -> None:
    assert slug_for("$$ ** ``") == "paper"


def test_collisions_get_distinct_stable_slugs() -> None:
    slugs = unique_slugs(["CoPE", "CoPE", "Other"], ["bbbb1111", "aaaa2222", "cccc3333"])
    assert slugs == ("cope-bbbb1111", "cope", "other")


_titles = st.lists(st.text(min_size=1, max_size=40), min_size=1, max_size=12)


@given(_titles, st.randoms(use_true_random=False))
def test_unique_url_safe_and_stable_under_shuffling(titles: list[str], rnd) -> None:
    ids = [f"{i:016x}" for i in range(len(titles))]
    slugs = unique_slugs(titles, ids)
    assert len(set(slugs)) == len(slugs)
    assert all(_SAFE.match(s) and s != "index" for s in slugs)
    order = list(range(len(titles)))
    rnd.shuffle(order)
    shuffled = unique_slugs([titles[i] for i in order], [ids[i] for i in order])
    assert {ids[i]: s for i, s in zip(order, shuffled, strict=True)} == dict(
        zip(ids, slugs, strict=True)
    )
