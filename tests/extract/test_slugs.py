"""Slugs: unique, URL-safe, stable under reordering."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from readinglist.extract.slugs import slug_for, unique_slugs

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


# slugs.lock: URLs that survive re-imports and edits.

from readinglist.dedupe import sketch  # noqa: E402
from readinglist.errors import InputError  # noqa: E402
from readinglist.extract.slugs import assign, format_lock, parse_lock  # noqa: E402

from ..data.abstracts import BANDIT, PROTEIN, SPARSE  # noqa: E402


def _first(titles: list[str], texts: list[str], ids: list[str]):
    return assign(titles, ids, [(i,) for i in ids], [sketch(t) for t in texts], {})


def test_locked_slug_survives_a_new_title() -> None:
    first = _first(["BlockSieve"], [SPARSE], ["a1"])
    again = assign(["Sparse attention kernels"], ["a1"], [("a1",)], [sketch(SPARSE)], first.lock)
    assert again.slugs == ("blocksieve",)


def test_edited_abstract_keeps_its_slug() -> None:
    first = _first(["BlockSieve", "Bandits"], [SPARSE, BANDIT], ["a1", "b2"])
    edited = SPARSE.replace("promises", "offers") + " Code: https://github.com/x/blocksieve."
    again = assign(
        ["BlockSieve v2", "Bandits"], ["c3", "b2"], [("c3",), ("b2",)],
        [sketch(edited), sketch(BANDIT)], first.lock,
    )  # fmt: skip
    assert again.slugs == ("blocksieve", "bandits")
    assert again.lock["blocksieve"].id == "c3"


def test_new_paper_never_takes_a_retired_slug() -> None:
    first = _first(["BlockSieve"], [SPARSE], ["a1"])
    new_id = "9f3c2a7b11223344"
    again = assign(["BlockSieve"], [new_id], [(new_id,)], [sketch(PROTEIN)], first.lock)
    assert again.slugs == ("blocksieve-9f3c2a7b",)
    assert "blocksieve" in again.lock


def test_merged_versions_redirect_to_the_surviving_slug() -> None:
    first = _first(["BlockSieve", "Sieve kernels"], [SPARSE, SPARSE + " More."], ["a1", "b2"])
    merged = assign(["BlockSieve"], ["a1"], [("a1", "b2")], [sketch(SPARSE)], first.lock)
    assert merged.slugs == ("blocksieve",)
    assert merged.redirects == {"sieve-kernels": "blocksieve"}
    again = assign(["BlockSieve"], ["a1"], [("a1", "b2")], [sketch(SPARSE)], merged.lock)
    assert again.redirects == {"sieve-kernels": "blocksieve"}


def test_lock_round_trips_deterministically() -> None:
    first = _first(["BlockSieve", "Bandits"], [SPARSE, BANDIT], ["a1", "b2"])
    text = format_lock(first.lock)
    assert parse_lock(text, "slugs.lock") == dict(first.lock)
    assert format_lock(parse_lock(text, "slugs.lock")) == text


def test_broken_lock_is_an_input_error() -> None:
    with pytest.raises(InputError, match=r"slugs.lock: is not a valid slugs.lock"):
        parse_lock("{not json", "slugs.lock")


@given(
    st.dictionaries(
        st.text(max_size=8),
        st.tuples(st.text(max_size=8), st.text(max_size=8), st.none() | st.text(max_size=8)),
        max_size=5,
    )
)
def test_lock_is_written_as_json_dumps_writes_each_record(
    entries: dict[str, tuple[str, str, str | None]],
) -> None:
    import json

    from readinglist.extract.slugs import LockEntry

    lock = {slug: LockEntry(i, s, moved) for slug, (i, s, moved) in entries.items()}
    records = {
        slug: {"id": i, "sketch": s, **({"moved_to": moved} if moved else {})}
        for slug, (i, s, moved) in entries.items()
    }
    lines = [f"  {json.dumps(slug)}: {json.dumps(records[slug], sort_keys=True)}"
             for slug in sorted(records)]  # fmt: skip
    body = ",\n".join(lines) + ("\n" if lines else "")
    assert format_lock(lock) == '{"version": 1, "papers": {\n' + body + "}}\n"
    assert format_lock(parse_lock(format_lock(lock), "slugs.lock")) == format_lock(lock)
