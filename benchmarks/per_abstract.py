"""Per-abstract cost of the extractors, and their time on hostile input: numbers printed, no
pass or fail (tests check what these functions return; timings belong here).

    .venv/bin/python benchmarks/per_abstract.py [--passes 5]

Each line is the best of several passes over the same texts (other processes on a busy machine
only ever add time): the held-out corpora of `tests/corpus/`, the seed abstracts, and inputs
built to be slow (huge, deeply nested, URL-like soup).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import yaml

from readinglist.extract.links import extract_links
from readinglist.extract.tags import assign_tags, default_vocabulary
from readinglist.extract.titles import derive_title
from readinglist.render.markup import abstract_html_and_text

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"
SEEDS = ROOT / "seeds"
# What earlier rounds asserted in the tests, as budgets to read the numbers against.
BUDGETS_US = {"titles": 1000.0, "tags": 200.0, "links, plain": 50.0, "links, with URLs": 1000.0}
HOSTILE = {
    "title of a 40,000-word abstract": "We propose HugeNet, a model. "
    + "word " * 20_000
    + "中文" * 20_000,
    "markup, 3,000 nested \\bf groups": "{\\bf " * 3000 + "x" + "}" * 3000,
    "markup, 3,000 open \\textbf": "\\textbf{" * 3000,
    "markup, 5,000 stars": "*a " * 5000,
    "markup, 5,000 dollars": "$a " * 5000,
    "markup, 4,000 backquotes, 4,000 quotes": "`" * 4000 + "'" * 4000,
}


def _held_out(kind: str) -> list[str]:
    texts: list[str] = []
    for name in (f"heldout_{kind}.yml", f"heldout_blind_{kind}.yml"):
        texts += [case["text"] for case in yaml.safe_load((CORPUS / name).read_text("utf-8"))]
    return texts


def _seed_abstracts() -> list[str]:
    texts: list[str] = []
    for path in sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else ():
        texts += [p.strip() for p in path.read_text("utf-8").split("\n\n")[1:] if p.strip()]
    return texts


def best_seconds(run: Callable[[str], object], texts: Sequence[str], passes: int) -> float:
    """The best of `passes` timed passes over texts (after one to warm caches), per text.
    Each pass ends every text with its own number: titles keep the last texts' reading, and a
    pass over texts just read would time that cache."""
    for text in texts:
        run(text)
    times = []
    for number in range(passes):
        numbered = [f"{text} {number}" for text in texts]
        started = time.perf_counter()
        for text in numbered:
            run(text)
        times.append((time.perf_counter() - started) / len(texts))
    return min(times)


def measure(passes: int) -> list[tuple[str, float]]:
    """(what, microseconds per text) for each extractor and hostile input."""
    vocabulary = default_vocabulary()
    plain = "We propose a method, e.g. for graphs, i.e. sparse ones (Fig. 3). " * 18
    linked = plain + "Code: \\url{https://github.com/ada/nf} and https://ada.github.io/nf."
    runs: list[tuple[str, Callable[[str], object], Sequence[str]]] = [
        ("titles", derive_title, _held_out("titles")),
        ("tags", lambda text: assign_tags(text, "", vocabulary), _held_out("tags")),
        ("links, plain", extract_links, [plain]),
        ("links, with URLs", extract_links, [linked]),
        ("links, held-out", extract_links, _held_out("links")),
    ]
    seeds = _seed_abstracts()
    if seeds:
        runs.append(("titles, seed abstracts", derive_title, seeds))
    for name, text in HOSTILE.items():
        run = (
            derive_title
            if name.startswith("title")
            else (lambda t: abstract_html_and_text(t, ())[0])
        )
        runs.append((name, run, [text]))
    return [(name, best_seconds(run, texts, passes) * 1e6) for name, run, texts in runs]


def main(argv: Sequence[str] | None = None) -> list[tuple[str, float]]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--passes", type=int, default=5, help="timed passes; the best is shown")
    args = parser.parse_args(argv)
    results = measure(args.passes)
    for name, micros in results:
        budget = BUDGETS_US.get(name)
        note = f"  (budget {budget:,.0f} µs)" if budget else ""
        print(f"{name:<45} {micros:>12,.1f} µs{note}")
    return results


if __name__ == "__main__":
    main()
