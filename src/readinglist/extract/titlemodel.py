"""What titles are learned from: real (conference, title, abstract) triples in; a small table
of word statistics (the package's data/titles.json.gz) out, and the lookups the title steps
make in it.

Learned, not written by hand: rules tuned on abstracts written for the tests read well there
and badly on real lists. Learning reads only the conference-years `held_out` leaves in, so
that benchmarks/titles.py measures on conferences the table never saw. Build the table with

    python -m readinglist.extract.titlemodel ../shared/corpus

which writes the same bytes for the same corpus."""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import json
import math
import random
import re
import sys
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from importlib import resources
from itertools import pairwise
from pathlib import Path
from typing import Any, TypeVar

from readinglist.parse.text import mend_residue

DATA = "titles.json.gz"
Table = dict[str, object]
# The table the learning step has made so far (the spans' features read it), else none.
_installed: list[Table] = []
# The caches of what reads the table, here and in other modules (see forgotten_on_install).
_READERS: list[Any] = []
_Cached = TypeVar("_Cached")


def forgotten_on_install(cached: _Cached) -> _Cached:
    """Register an lru_cache over steps that read the table, for _install to clear: a title's
    steps remember what they read for the next length of title, and what they read while
    learning (tests learn tables of a few rows) is not what the packaged table says."""
    _READERS.append(cached)
    return cached


# Abstracts whose candidate spans the weights are fitted on.
_FIT_SAMPLE = 4000
# Tokens spelled like names ("IMU", "AI2-THOR", "TrafficStream", "RRT*"): how many abstracts
# use each. A star closing a capital is the name's (delatex keeps it: "RRT*" is everybody's
# planner, "MT*" one paper's).
_SHAPED = re.compile(
    r"(?<![\w-])(?=[\w+-]*(?:.[A-Z]|[0-9]))[A-Za-z0-9][\w+-]*(?:[\w+]|(?<=[A-Z])\*)(?![\w*-])"
)
# A name-shaped token in this many abstracts is everybody's term, not one paper's name.
_SPREAD = 8
# A title's parts: "Name: description", "Main title - subtitle".
_PARTS = re.compile(r":\s|\s[-–—]\s|\?\s")
_WORD = re.compile(r"[A-Za-z][a-z]+(?:'[a-z]+)?")
_BROKEN = re.compile(r"[A-Za-z]+- [a-z]+")
_PARENS = re.compile(r"\([^()]*\)")
# A word is known when the corpus has it this often; common when it comes lowercase in running
# text this often (a plain English word, not a coined name).
_KNOWN, _COMMON = 3, 40
# A word titles use this often, and end on less than this share of the time, is one they do not
# end on (fewer uses are too few to tell).
_OFTEN, _RARE_EDGE = 50, 0.01
_FEW = 10
# A word titles use this often and end on less than this share of the time (see seldom_ends).
_SELDOM_USES, _SELDOM_ENDS = 20, 0.03
_MODIFIER_ENDINGS = ("ing", "ed", "able", "ible", "ive", "al", "ous", "ic", "less", "ful")
# A word this common in abstracts that no title has ("often", "proposed") is never a title's edge.
_COMMON_UNTITLED = 1000
# The title likeness (log odds) below which such a word is one titles avoid.
_UNTITLED = -5.0
# Every fifth conference-year, by a hash of its name, is held out of learning.
_FOLDS = 5
# What a title says its paper is for: the words after its last " for " ("… for Scene Labeling").
_FOR = re.compile(r" for ([^:,]+)$")
# A word that ends what titles say they are for this often, on this share of its uses in
# titles at least, names a task ("segmentation", "robots"; "learning", 9%, is mostly a kind).
_TASK_ENDS, _TASK_SHARE = 8, 0.1
# "we <verb>": the words after "we" in abstracts, used so at least _VERB_USES times, are verbs
# (but for these words, which follow "we" without being verbs).
_AFTER_WE = re.compile(r"\b[Ww]e ([a-z]+)\b")
_VERB_USES = 5
# A hyphenated word written in lowercase in this many abstracts ("expectation-maximization",
# "hand-eye", "multi-granularity") is a term: capitalised before a colon it is no name.
_TERM_USES = 5
_TERM = re.compile(r"(?<![\w-])[a-z][a-z0-9]*(?:-[A-Za-z0-9]+)+(?![\w-])")
_NOT_VERBS = frozenset(
    str.split(
        "also first further then thus hence therefore here herein hereby now instead again both "
        "all not no even still furthermore moreover additionally in for to on at with by from "
        "as and or but the a an humans de re pre pro next often already always can cannot could "
        "may might must should will would shall did do does had have has are were was is be "
        "finally consequently subsequently"
    )
)
# Words an abstract follows with one preposition on most of their uses ("respect" to, "rise"
# to, "consisting" of): a title that stops on one where the abstract goes on with it is cut
# off. Learned for words used this often, on this share of their uses at least.
_TOKENS = re.compile(r"[A-Za-z][\w-]*|[^\w\s]")
_COMPLEMENTS = frozenset(
    str.split("of to for in on with from into by at about between among over under against")
)
_COMPLEMENT_USES, _COMPLEMENT_SHARE = 30, 0.6
_PLAIN_VERB = -1.0  # title likeness under which a verb "we" use is no noun of titles too
_VERB_LIKE = -1.75  # title likeness under which a verb is no title's word ("improves" -1.8)
# About one word in ten of the corpus is in a title: its log odds, so a word as likely in a
# title as anywhere scores 0.
_TITLE_SHARE = math.log(10.0)


def held_out(conference: str) -> bool:
    """Whether a conference-year is kept for measuring, never for learning."""
    return hashlib.sha256(conference.encode()).digest()[0] % _FOLDS == 0


def learn(rows: Sequence[Mapping[str, str]], rouge1: Callable[[str, str], float]) -> Table:
    """The table from the rows of the conference-years not held out: word statistics, then
    the weights of spans' scoring, fitted to the content-word ROUGE-1 of each candidate span
    against the authors' title (`rouge1`, the corpus's measure) on a fixed sample."""
    # The abstracts as the parse stage hands them on (extraction residue mended).
    rows = [{**row, "abstract": mend_residue(row["abstract"])} for row in rows]
    table = _word_table(rows)
    _install(table)
    try:
        table["spans"] = _fit_spans(rows, rouge1)
    finally:
        _install(None)
    return table


def _install(table: Table | None) -> None:
    """Make the lookups read `table` (None: the packaged one again), forgetting what they
    remembered of the other."""
    _installed[:] = [table] if table is not None else []
    for cached in _READERS:
        cached.cache_clear()


def _fit_spans(
    rows: Sequence[Mapping[str, str]], rouge1: Callable[[str, str], float]
) -> list[float]:
    # Imported here: spans scores with this module's lookups.
    import numpy as np
    from sklearn.linear_model import Ridge

    from readinglist.extract import spans
    from readinglist.extract.delatex import plain, strip_links

    learning = [row for row in rows if not held_out(row["conference"])]
    sample = random.Random(0).sample(learning, min(_FIT_SAMPLE, len(learning)))
    features, targets = [], []
    for row in sample:
        for text, found in spans.candidates(plain(strip_links(row["abstract"])), 80):
            features.append(found)
            targets.append(rouge1(spans.tidy(text), row["title"]))
    model = Ridge(alpha=1.0, fit_intercept=False).fit(np.array(features), np.array(targets))
    return [round(float(w), 6) for w in model.coef_]


def _word_table(rows: Sequence[Mapping[str, str]]) -> Table:
    """How often each word comes in the corpus, and in its titles."""
    lowercase: Counter[str] = Counter()
    in_titles: Counter[str] = Counter()
    spread: Counter[str] = Counter()
    ends: Counter[str] = Counter()
    purposes: Counter[str] = Counter()
    after_we: Counter[str] = Counter()
    uses: Counter[str] = Counter()
    followed: Counter[tuple[str, str]] = Counter()
    terms: Counter[str] = Counter()
    for row in rows:
        if held_out(row["conference"]):
            continue
        title = [word.lower() for word in _WORD.findall(row["title"])]
        in_titles.update(title)
        for part in _PARTS.split(row["title"]):
            found = _WORD.findall(part)
            if found:
                ends[found[-1].lower()] += 1
        purpose = _FOR.search(row["title"])
        said = _WORD.findall(_PARENS.sub("", purpose.group(1))) if purpose else []
        if said:
            purposes[said[-1].lower()] += 1
        lowercase.update(title)
        # Both halves of a word a PDF broke at a line ("pro- cess") are left out: "cess" is
        # no word, and the whole word is counted where the corpus spells it whole.
        abstract = _BROKEN.sub(" ", row["abstract"]) if "- " in row["abstract"] else row["abstract"]
        lowercase.update(word.lower() for word in _WORD.findall(abstract))
        spread.update(set(_SHAPED.findall(row["abstract"])))
        if "-" in abstract:
            terms.update({term.lower() for term in _TERM.findall(abstract)})
        after_we.update(m.group(1) for m in _AFTER_WE.finditer(abstract))
        tokens = _TOKENS.findall(abstract)
        lowered = [token for token in tokens if token.islower()]
        uses.update(lowered)
        followed.update(
            (token, after) for token, after in pairwise(tokens)
            if after in _COMPLEMENTS and token.islower()
        )  # fmt: skip
    words = {w: n for w, n in sorted(lowercase.items()) if n >= _KNOWN}
    titles = {w: in_titles[w] for w in words if in_titles[w]}
    return {
        "version": 1,
        "words": words,
        "titles": titles,
        "ends": {w: ends[w] for w in titles if ends[w]},
        "spread": {token: n for token, n in sorted(spread.items()) if n >= _SPREAD},
        # The verbs abstracts say what "we" do with ("propose", "extend", "use"): a title
        # that holds one after its subject is a sentence ("Asynchronous model extends the
        # synchronous approach").
        "verbs": sorted(
            word
            for word, n in after_we.items()
            if n >= _VERB_USES and not word.endswith("ly") and word not in _NOT_VERBS
        ),
        "complements": {
            word: after
            for (word, after), n in sorted(followed.items())
            if uses[word] >= _COMPLEMENT_USES and n >= _COMPLEMENT_SHARE * uses[word]
        },
        "tasks": sorted(
            word
            for word, n in purposes.items()
            if n >= _TASK_ENDS and n >= _TASK_SHARE * in_titles[word]
        ),
        "terms": sorted(term for term, n in terms.items() if n >= _TERM_USES),
    }


def span_weights() -> list[float]:
    """The weights spans scores its candidates with (one per feature)."""
    return _table()["spans"]  # type: ignore[return-value]


def write(table: Mapping[str, object], path: Path) -> None:
    """The table as gzipped JSON, byte for byte the same for the same table."""
    text = json.dumps(table, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    # No file name and no time in the gzip header: the same table, the same bytes anywhere.
    path.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))


def _table() -> Table:
    return _installed[0] if _installed else _packaged()


@lru_cache(maxsize=1)
def _packaged() -> Table:
    data = resources.files("readinglist").joinpath("data", DATA).read_bytes()
    return json.loads(gzip.decompress(data))  # type: ignore[no-any-return]


def _words() -> dict[str, int]:
    return _table()["words"]  # type: ignore[return-value]


def _title_words() -> dict[str, int]:
    return _table()["titles"]  # type: ignore[return-value]


@forgotten_on_install
@lru_cache(maxsize=1 << 16)
def title_likeness(word: str) -> float:
    """How much likelier a lowercase word is in a title than in the text around it (log odds,
    smoothed): "estimation" and "networks" score high, "propose" and "results" low."""
    seen, titled = _words().get(word, 0), _title_words().get(word, 0)
    return math.log((titled + 0.5) / (seen - titled + 5.0)) + _TITLE_SHARE


def rarely_ends(word: str) -> bool:
    """Whether titles (or their parts) almost never end on a lowercase word they use often:
    "towards", "often", "proposed" leave a title hanging; "learning", "networks" do not."""
    return word in _rare_ends()


@forgotten_on_install
@lru_cache(maxsize=1)
def _rare_ends() -> frozenset[str]:
    return frozenset(word for word in _words() if _rare_edge("ends", word))


def leaves_open(word: str) -> bool:
    """Whether a lowercase participle or adjective that titles use but never end on leaves
    its phrase open ("… robots operating" in …, "a sensor suitable" for …, "A sensorless"):
    none of its 10 to 49 uses in the training years' titles ends one. 8 of the corpus's
    81,164 titles end on such a word; 0.4% of derived titles did."""
    return word in _open_ends()


@lru_cache(maxsize=1)
def _open_ends() -> frozenset[str]:
    edge: dict[str, int] = _table()["ends"]  # type: ignore[assignment]
    return frozenset(
        word
        for word, titled in _title_words().items()
        if _FEW <= titled < _OFTEN and not edge.get(word) and word.endswith(_MODIFIER_ENDINGS)
    )


def seldom_ends(word: str) -> bool:
    """Whether titles use a lowercase word often but seldom end on it (in under 3% of its 20
    or more uses in the training years' titles): a modifier its noun follows ("a robust" actuator,
    "of object" poses, "for small" robots), where "learning" and "networks" end titles."""
    return word in _seldom_ends()


@lru_cache(maxsize=1)
def _seldom_ends() -> frozenset[str]:
    edge: dict[str, int] = _table()["ends"]  # type: ignore[assignment]
    return frozenset(
        word
        for word, titled in _title_words().items()
        if titled >= _SELDOM_USES and edge.get(word, 0) < _SELDOM_ENDS * titled
    )


def abstract_only(word: str) -> bool:
    """Whether a lowercase word is common in abstracts and all but absent from titles
    ("proposed", "essentially", "however"): a run of abstract that has one reads as a sentence."""
    return word in _abstract_only()


def abstract_only_words() -> frozenset[str]:
    """Every word abstract_only holds to: for a title's words, one set lookup each."""
    return _abstract_only()


@forgotten_on_install
@lru_cache(maxsize=1)
def _abstract_only() -> frozenset[str]:
    return frozenset(
        word
        for word, seen in _words().items()
        if seen >= _COMMON_UNTITLED and title_likeness(word) < _UNTITLED
    )


def _rare_edge(kind: str, word: str) -> bool:
    """A word the corpus uses often that its titles' parts almost never have at this edge
    (never, for a word titles do not use at all: "often", "proposed")."""
    edge: dict[str, int] = _table()[kind]  # type: ignore[assignment]
    titled = _title_words().get(word, 0)
    if titled >= _OFTEN:
        return edge.get(word, 0) < _RARE_EDGE * titled
    return titled == 0 and _words().get(word, 0) >= _COMMON_UNTITLED


def widely_used(token: str) -> bool:
    """Whether a name-shaped token is in many papers' abstracts ("IMU", "PPO", "AI2-THOR"):
    a term or a baseline, not the name of what one paper proposes."""
    spread: dict[str, int] = _table()["spread"]  # type: ignore[assignment]
    return token in spread


def ends_a_task(word: str) -> bool:
    """Whether a lowercase word is one authors' titles end what their paper is for on ("…
    for Scene Labeling", "… for Legged Robots"): "segmentation", "robots"; not "learning",
    "model" or "features", which titles mostly use otherwise."""
    return word in _tasks()


@forgotten_on_install
@lru_cache(maxsize=1)
def _tasks() -> frozenset[str]:
    words: list[str] = _table().get("tasks", [])  # type: ignore[assignment]
    return frozenset(words)


def is_term(word: str) -> bool:
    """Whether a hyphenated word is a term abstracts write in lowercase ("Hill-Climbing",
    "Expectation-Maximization", "Multi-Granularity"), not a coined name ("Tip-Adapter")."""
    return word.lower() in _terms()


@forgotten_on_install
@lru_cache(maxsize=1)
def _terms() -> frozenset[str]:
    words: list[str] = _table().get("terms", [])  # type: ignore[assignment]
    return frozenset(words)


def is_verb(word: str) -> bool:
    """Whether a lowercase word is a verb abstracts say what "we" do with, or its third
    person ("extends", "uses", "matches", "varies")."""
    return verb_base(word) is not None


def verb_base(word: str) -> str | None:
    """The verb "we" use that a lowercase word is, or whose third person it is: "extends" ->
    "extend", "matches" -> "match", "varies" -> "vary"; None for no such verb."""
    verbs = _verbs()
    # The plain form first: the table holds a few third persons too ("proposes").
    forms = (
        f"{word[:-3]}y" if word.endswith("ies") else "",
        word[:-2] if word.endswith("es") else "",
        word[:-1] if word.endswith("s") else "",
        word,
    )
    return next((form for form in forms if form and form in verbs), None)


def plain_verb(word: str) -> bool:
    """Whether a lowercase word is a verb "we" use that is no noun of titles too (title
    likeness under _PLAIN_VERB: "learn" -1.5, not "map" -0.4 or "control" 0.6)."""
    return is_verb(word) and title_likeness(word) < _PLAIN_VERB


def reads_as_verb(word: str) -> bool:
    """Whether a lowercase word of the third person is a verb titles do not use ("extends",
    "offers"; title likeness under _VERB_LIKE), not one titles use as a noun too ("controls"
    -1.4, "estimates" -1.7). Plural nouns that are also verbs of "we" ("experiments" -2.4)
    read as verbs here: callers look at the words around."""
    return title_likeness(word) < _VERB_LIKE and is_verb(word)


@forgotten_on_install
@lru_cache(maxsize=1)
def _verbs() -> frozenset[str]:
    verbs: list[str] = _table()["verbs"]  # type: ignore[assignment]
    return frozenset(verbs)


def complement(word: str) -> str | None:
    """The preposition abstracts follow a lowercase word with on most of its uses ("respect"
    to, "consisting" of, "rise" to), if there is one."""
    return _complements().get(word)


@forgotten_on_install
@lru_cache(maxsize=1)
def _complements() -> dict[str, str]:
    found: dict[str, str] = _table().get("complements", {})  # type: ignore[assignment]
    return found


def is_word(word: str) -> bool:
    """Whether a lowercase word is one the corpus uses."""
    return _words().get(word, 0) >= _KNOWN


def uses(word: str) -> int:
    """How often a lowercase word comes in the corpus's training years (0: never)."""
    return _words().get(word, 0)


def is_common_word(word: str) -> bool:
    """Whether a lowercase word is an ordinary word of abstracts (not a coined name)."""
    return _words().get(word, 0) >= _COMMON


def read_corpus(corpus: Path) -> list[dict[str, str]]:
    """The corpus folder's (conference, title, abstract) rows (its titles.jsonl.gz)."""
    with gzip.open(corpus / "titles.jsonl.gz", "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def corpus_rouge(corpus: Path) -> Callable[[str, str], float]:
    """The measure the corpus folder states the title targets in: its rouge.py's rouge1."""
    spec = importlib.util.spec_from_file_location("rouge", corpus / "rouge.py")
    if spec is None or spec.loader is None:
        raise FileNotFoundError(corpus / "rouge.py")
    rouge = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rouge)
    return rouge.rouge1  # type: ignore[no-any-return]


def main(argv: list[str]) -> None:
    if len(argv) != 1:
        sys.exit("usage: python -m readinglist.extract.titlemodel CORPUS_DIR")
    corpus = Path(argv[0])
    table = learn(read_corpus(corpus), corpus_rouge(corpus))
    target = Path(__file__).resolve().parent.parent / "data" / DATA
    write(table, target)
    print(f"wrote {target} ({target.stat().st_size:,} bytes)")


if __name__ == "__main__":
    # Through the imported module, not this __main__ copy: the steps that learning runs read
    # the table it installs there.
    from readinglist.extract import titlemodel

    titlemodel.main(sys.argv[1:])
