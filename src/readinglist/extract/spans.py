"""Plain abstract text in; the run of its words that reads most like the paper's title out.

A title is cut out of the abstract, not written: every run of 3 to 14 words that starts a
sentence or follows "we propose" (or another verb of contribution) and stops before a clause
ends is a candidate. Each is scored by a linear model over a few features (how title-like its
words are, as titlemodel learned them from real titles; its length; where it starts) whose
weights titlemodel fits on real titles, and candidates a careful reader would reject (see
defects) are passed over."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from readinglist.extract import scan, titlemodel
from readinglist.extract.defects import defects
from readinglist.extract.describe import first_sentences
from readinglist.extract.phrasing import FUNCTION_WORDS, capitalised

_TOKEN = re.compile(r"\S+")
_WORD = re.compile(r"[A-Za-z][A-Za-z-]*")
# Verbs of contribution: "we propose", "we define and devise".
_VERB = (
    r"(?:propose|present|introduce|develop|describe|study|investigate|address|consider|report|"
    r"design|derive|provide|offer|explore|examine|analy[sz]e|formulate|devise|put forward|"
    r"establish|tackle|focus on|deal with|is concerned with|concerns|outline|build|construct|"
    r"apply|extend|revisit|show|prove|demonstrate|give|learn|train|evaluate|compare|use|define)"
)
# "we propose", "this paper presents", "in this work we study": what follows is the work.
_CUE = re.compile(
    r"\b(?:we|this (?:paper|work|study|article|letter)|the authors?|here)\s+"
    r"(?:(?:also|further|first|then|here|newly|thus|therefore|instead|additionally)\s+)?"
    rf"{_VERB}(?:s|es|d)?(?:\s+and\s+{_VERB}(?:s|es|d)?)?"
    r"\s+(?:(?:here|that|how|an? new|an? novel)\s+)?",
    re.I,
)
# Where a _CUE match can open, in scan.folded text.
_CUE_OPENINGS = ("we", "this ", "the author", "here")
# Words a run does not cross: a clause or an aside begins.
_STOP_BEFORE = frozenset(
    str.split(
        "which that where while whereby whose who when because although though since so thus "
        "we our it is are was were has have can could may might will would should must"
    )
)
# Words no key phrase holds: function words, pronouns, verbs of reporting, vague nouns.
_DETERMINERS = frozenset(str.split("the a an its their this these those several many some both"))
# Words a key phrase does not end on (beside _NOT_KEY's, which end none).
_KEY_END_NOT = FUNCTION_WORDS | {"near"}
_NOT_KEY = frozenset(
    str.split(
        "a an the of for and or but to in on at by with from into via as than that which who "
        "where when while whether if its their our my this these those such both each any some "
        "no not is are was were be been being has have had do does did can could may might "
        "must should will would also then thus so very more most less we it they them we us "
        "propose proposed present presented introduce introduced show shows shown paper work "
        "method approach results result experiments experimental novel new existing using "
        "based however further first second use used"
    )
)
# Words a title's phrase may end before: "X to do Y", "X by doing Y", "X and show".
_AFTER = frozenset(("to", "by", "and", "in", "on", "with", "for", "using", "via", "."))
_LEAD = re.compile(
    r"^(?:(?:an?|the)\s+)?(?:(?:novel|new)\s+)?(?:(?:problem|task|issue|question) of\s+)?", re.I
)
# Runs of 3 to 14 words (2 right after a cue: "We study graph learning").
_MIN_WORDS, _MAX_WORDS, _SENTENCES = 3, 14, 6
_TRIED = 25  # candidates checked for defects before giving up
_PUNCTUATION = "()[]\"“”'‘’,;:.!?"
# Where a key phrase may end: a mark, or a run of word characters (a break if _NOT_KEY has it).
_KEY_MARKS = ',;:.!?()[]"“”'
_KEY_TOKEN = re.compile(rf"[{re.escape(_KEY_MARKS)}]|\w+")
# A word a key phrase may hold: letters (and digits or hyphens after the first).
_KEY_WORD = re.compile(r"[A-Za-z][\w-]*[A-Za-z0-9]")


Features = tuple[float, ...]
FEATURES = 8  # the length of every Features


def best_span(plain: str, limit: int = 80, cued_only: bool = False) -> str | None:
    """The best-scored clean candidate (at most `limit` characters), None when there is none;
    with `cued_only`, only the runs that follow a verb of contribution ("we propose …")."""
    tried = 0
    for cued, tokens, start, end in _ranked(plain, limit):
        if cued_only and not cued:
            continue
        text = tidy(" ".join(tokens[start:end]))
        # "MVTM generalizes" (a range of …): a run cut after its sentence's verb.
        if len(text) >= 12 and not defects(text) and not _verb_of(tokens, end):
            return text
        tried += 1
        if tried == _TRIED:
            break
    return None


@titlemodel.forgotten_on_install
@lru_cache(maxsize=4)
def _ranked(plain: str, limit: int) -> tuple[tuple[bool, Sequence[str], int, int], ...]:
    """Every candidate, best first, as (whether it follows a cue, its sentence's words, start,
    end): a title asks for the cued ones, then all, of the same abstract, and scoring them is
    most of the cost. The words are joined only for the few candidates a title tries."""
    a, b, c, d, e, f, g, h = titlemodel.span_weights()
    scored = sorted(
        (-(a * s + b * t + c * u + d * v + e * w + f * x + g * y + h * z), i, bool(x), words, start,
         end)
        for i, (words, start, end, (s, t, u, v, w, x, y, z)) in enumerate(_located(plain, limit))
    )  # fmt: skip
    return tuple((cued, words, start, end) for _, _, cued, words, start, end in scored)


def keyphrase(plain: str) -> str | None:
    """A plain title that cannot be wrong: the abstract's most title-like run of 2 to 5
    content words ("Contact sensitivity maps"), or None when it has none."""
    best: tuple[float, str] | None = None
    for piece in _key_pieces(plain):
        words = piece.split()
        # "Robust bipedal locomotion without" (the need for …): a piece ends on a preposition
        # _NOT_KEY leaves inside phrases ("synapses between cones"); it is no phrase's end.
        while words and words[-1].lower() in _KEY_END_NOT:
            words.pop()
        if 2 <= len(words) <= 5 and all(_KEY_WORD.fullmatch(w) for w in words):
            score = sum(likeness(w) for w in words) + 0.5 * len(words)
            if best is None or score > best[0]:
                best = (score, " ".join(words))
    if best is None:
        return None
    return capitalised(best[1])


def _verb_of(tokens: Sequence[str], end: int) -> bool:
    """Whether a run's last word is its sentence's verb, its object's determiner next ("MVTM
    generalizes | a range of …"): a third person titles do not use (titlemodel.reads_as_verb).
    Not a plural noun ("… two unequal-sized samples | drawn …")."""
    low = tokens[end - 1]
    return (
        end < len(tokens)
        and tokens[end].lower() in _DETERMINERS
        and low.endswith("s")
        and low.islower()
        and titlemodel.reads_as_verb(low)
    )


def _key_pieces(plain: str) -> Iterator[str]:
    """The text between a key phrase's breaks (marks, words of _NOT_KEY), in order. Not one
    pattern of every word: trying its 150 alternatives at each word took 1 ms an abstract."""
    start = 0
    for token in _KEY_TOKEN.finditer(plain):
        word = token.group()
        if word in _KEY_MARKS or word.lower() in _NOT_KEY:
            yield plain[start : token.start()]
            start = token.end()
    yield plain[start:]


def tidy(text: str) -> str:
    """A cut run as a title: no leading article or "novel", first letter capitalised."""
    text = text.strip(" ,;:.")
    rest = _LEAD.sub("", text)
    if len(rest.split()) >= 2:
        text = rest
    return capitalised(text)


def candidates(plain: str, limit: int) -> Iterator[tuple[str, Features]]:
    """Every candidate run and its features."""
    for words, start, end, features in _located(plain, limit):
        yield " ".join(words[start:end]), features


def _located(plain: str, limit: int) -> Iterator[tuple[Sequence[str], int, int, Features]]:
    """Every candidate run as (its sentence's words, start, end) and its features."""
    for index, sentence in enumerate(first_sentences(plain, _SENTENCES)):
        tokens = sentence.split()
        starts = {0: 0.0} if tokens else {}
        for cue in _cue_matches(sentence):
            # The words before the cue's end, counted as split() counts them.
            at = len(sentence[: cue.end()].split())
            if at < len(tokens):
                starts[at] = 1.0
        for start, cued in starts.items():
            for end, features in _runs(tokens, start, cued, index, limit):
                yield tokens, start, end, features


def _cue_matches(sentence: str) -> Iterator[re.Match[str]]:
    """What _CUE.finditer yields, trying only where its opening words are (see scan)."""
    return scan.finditer(_CUE, sentence, scan.starts(scan.folded(sentence), _CUE_OPENINGS))


def _runs(
    tokens: Sequence[str], start: int, cued: float, index: int, limit: int
) -> Iterator[tuple[int, Features]]:
    """Where the runs from tokens[start] on that end before a clause does end, with their
    features."""
    total, length = 0.0, -1
    first = likeness(tokens[start])
    for end in range(start, min(start + _MAX_WORDS, len(tokens))):
        score, stops, size, closing, _, ending = _token(tokens[end])
        if end > start and stops:
            return
        total += score
        length += size + 1
        if length > limit:
            return
        count = end - start + 1
        if count >= _MIN_WORDS - cued:
            closes = closing or end + 1 == len(tokens) or _token(tokens[end + 1])[4]
            features = (
                1.0, total / count, score, first, min(count, 12) / 12, cued, 1.0 / (1 + index),
                float(closes),
            )  # fmt: skip
            yield end + 1, features
        if ending:
            return


@titlemodel.forgotten_on_install
@lru_cache(maxsize=1 << 17)
def _token(token: str) -> tuple[float, bool, int, bool, bool, bool]:
    """What _runs asks of a token, looked up once: its likeness, whether a run stops before
    it, its length, whether it closes a phrase (ends in a mark), whether a phrase ends before
    it (a word of _STOP_BEFORE or _AFTER) and whether a run stops after it."""
    bare = token.strip(_PUNCTUATION).lower()
    low = token.lower()
    return (
        likeness(token),
        bare in _STOP_BEFORE,
        len(token),
        token[-1] in ",;:.!?",
        low in _STOP_BEFORE or low in _AFTER,
        token[-1] in ",;:.!?)",
    )


@titlemodel.forgotten_on_install
@lru_cache(maxsize=1 << 17)
def likeness(token: str) -> float:
    """The mean title likeness of a token's words (-1 for a token with none)."""
    bare = token.strip(_PUNCTUATION).lower()
    if bare.isalpha():
        return titlemodel.title_likeness(bare)
    words = _WORD.findall(bare)
    if not words:
        return -1.0
    return sum(titlemodel.title_likeness(w) for w in words) / len(words)
