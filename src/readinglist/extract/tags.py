"""Topic tags: vocabulary YAML text in, a `Vocabulary`; abstract text in, 1–5 `Tag`s out."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from itertools import compress
from operator import itemgetter
from typing import Any, cast

import yaml
from slugify import slugify

from readinglist.errors import ConfigError
from readinglist.extract import scan
from readinglist.models import Tag

# Scores: a strong phrase counts 3, a weak one 1; the title and the sentences that say what the
# paper does count double, the first sentence (often background) 1.5 times. A tag needs 6.5
# points - two strong mentions, or one in a "we propose" sentence plus any support - and a
# quarter of the best tag's score, so a word used in passing does not tag a paper.
_STRONG, _WEAK, _FOCUS, _FIRST, _WEAK_CAP = 3.0, 1.0, 2.0, 1.5, 6.0
THRESHOLD, RELATIVE, MAX_TAGS = 6.5, 0.25, 5
_CACHE_LIMIT = 500_000
_NONE: frozenset[int] = frozenset()

_KEYS = {"name", "slug", "description", "phrases", "weak", "not", "generic"}
_TOKEN = re.compile(r"[^\W_]+")
# A sentence ends at ".", "!" or "?" and the whitespace after it (see _sentences).
_SENTENCE_BREAK = re.compile(r"[.!?]\s+")
# Keeps the bytes of ASCII letters and digits, and turns every other byte into a space.
_LETTERS_AND_DIGITS = bytes(b if chr(b).isascii() and chr(b).isalnum() else 32 for b in range(256))
# A sentence that says what the paper does: "we propose", "this paper studies".
_CUE_SUBJECTS = ("we", "this paper", "this work", "our work", "our method", "our approach")
_CUE_VERBS = ("propose", "introduce", "present", "develop", "study", "investigate", "design",
              "provide", "address", "show")  # fmt: skip
_CUE = re.compile(
    rf"\b(?:{'|'.join(_CUE_SUBJECTS)})\s+(?:\w+\s+)?(?:{'|'.join(_CUE_VERBS)})", re.IGNORECASE
)


@dataclass(frozen=True)
class _Spec:
    """One vocabulary entry as written (phrases still text), kept so vocabularies can merge."""

    tag: Tag
    phrases: tuple[str, ...] = ()
    weak: tuple[str, ...] = ()
    negative: tuple[str, ...] = ()


# A phrase occurrence: (first token, end token, tag index, weight); weight 0.0 is a `not` phrase.
_Match = tuple[int, int, int, float]
# A phrase in the index: (symbols after the first, tag index, weight, length in tokens).
_Entry = tuple[tuple[str, ...], int, float, int]
# A token's symbols; the one-word phrases it is, as (tag index, weight); the longer phrases it
# starts, by their second symbol, each with the symbols after that; whether it starts any.
_Looked = tuple[frozenset[str], tuple[tuple[int, float], ...], dict[str, tuple[_Entry, ...]], bool]
_STARTS = itemgetter(3)


@dataclass(frozen=True)
class Vocabulary:
    """The tags in order, and the phrase index that `assign_tags` matches against."""

    specs: tuple[_Spec, ...]
    # First symbol of a phrase -> every phrase starting with it.
    _index: dict[str, list[_Entry]] = field(default_factory=dict, compare=False, repr=False)
    _regexes: tuple[tuple[re.Pattern[str], int, float], ...] = field(
        default=(), compare=False, repr=False
    )
    # `*` phrase words by their first three letters, so a new token checks only a few.
    _prefixes: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)
    # Raw token -> its symbols and the phrases it may start; words repeat across abstracts, so
    # this cache is what makes tagging fast.
    _cache: dict[str, _Looked] = field(default_factory=dict, compare=False, repr=False)

    @property
    def tags(self) -> tuple[Tag, ...]:
        return tuple(spec.tag for spec in self.specs)


def _stem(word: str) -> str:
    """Fold simple English plurals so `networks` meets `network` (both sides use this)."""
    w = word.lower()
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("sses", "xes", "ches", "shes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def _is_acronym(word: str) -> bool:
    return sum(c.isupper() for c in word) >= 2


def _phrase_symbol(word: str) -> str:
    if word.endswith("*"):
        return "*" + word[:-1].lower()
    return "=" + word if _is_acronym(word) else _stem(word)


def _phrase_symbols(phrase: str) -> tuple[str, ...]:
    # Keep a trailing `*` on a word: it asks for prefix matching.
    return tuple(_phrase_symbol(w) for w in re.findall(r"[^\W_]+\*?", phrase))


def _build(specs: Iterable[_Spec]) -> Vocabulary:
    specs = tuple(specs)
    index: dict[str, list[_Entry]] = {}
    regexes: list[tuple[re.Pattern[str], int, float]] = []
    prefixes: set[str] = set()
    for number, spec in enumerate(specs):
        kinds = ((_STRONG, spec.phrases), (_WEAK, spec.weak), (0.0, spec.negative))
        for weight, phrases in kinds:
            for phrase in phrases:
                if phrase.startswith("re:"):
                    regexes.append((re.compile(phrase[3:].strip(), re.I), number, weight))
                    continue
                symbols = _phrase_symbols(phrase)
                prefixes.update(s[1:] for s in symbols if s.startswith("*"))
                entry = (symbols[1:], number, weight, len(symbols))
                index.setdefault(symbols[0], []).append(entry)
    by_start: dict[str, tuple[str, ...]] = {}
    for prefix in sorted(prefixes):
        by_start[prefix[:3]] = (*by_start.get(prefix[:3], ()), prefix)
    return Vocabulary(specs, index, tuple(regexes), by_start)


def _lookup(vocabulary: Vocabulary, token: str) -> _Looked:
    """What _find keeps of a token it did not find in the cache (and caches it)."""
    lower = token.lower()
    symbols = {_stem(token)}
    symbols.update("*" + p for p in vocabulary._prefixes.get(lower[:3], ()) if lower.startswith(p))
    if _is_acronym(token):
        symbols.add("=" + token)
        if token.endswith("s") and _is_acronym(token[:-1]):
            symbols.add("=" + token[:-1])
    starts = [e for s in sorted(symbols) for e in vocabulary._index.get(s, ())]
    singles = tuple((tag, weight) for rest, tag, weight, _ in starts if not rest)
    longer: dict[str, list[_Entry]] = {}
    for rest, tag, weight, length in starts:
        if rest:
            longer.setdefault(rest[0], []).append((rest[1:], tag, weight, length))
    result = (frozenset(symbols), singles, {k: tuple(v) for k, v in longer.items()},
              bool(singles or longer))  # fmt: skip
    if len(vocabulary._cache) < _CACHE_LIMIT:  # bounded: a huge import must not eat memory
        vocabulary._cache[token] = result
    return result


def _find(vocabulary: Vocabulary, tokens: list[str]) -> list[_Match]:
    """Every phrase occurrence among `tokens`."""
    cached = list(map(vocabulary._cache.get, tokens))
    looked = (
        cast(list[_Looked], cached)
        if None not in cached
        else [hit or _lookup(vocabulary, token) for hit, token in zip(cached, tokens, strict=True)]
    )
    matches: list[_Match] = []
    append = matches.append  # a list built per one-word phrase took an eighth of the time
    last = len(looked)
    # Only the positions whose token starts a phrase, picked out in C (about a quarter).
    for i in compress(range(last), map(_STARTS, looked)):
        _, singles, longer, _ = looked[i]
        for tag, weight in singles:
            append((i, i + 1, tag, weight))
        if not longer or i + 1 == last:
            continue
        # Phrases are found by their first two words: most that start with a common word
        # ("data", "graph") end there, and looking each up by the next word skips them all.
        for second in looked[i + 1][0]:
            for rest, tag, weight, length in longer.get(second, ()):
                end = i + length
                if end > last:
                    continue
                for k, symbol in enumerate(rest, i + 2):
                    if symbol not in looked[k][0]:
                        break
                else:
                    append((i, end, tag, weight))
    return matches


def _find_regexes(vocabulary: Vocabulary, text: str) -> list[_Match]:
    matches: list[_Match] = []
    for pattern, tag, weight in vocabulary._regexes:
        for m in pattern.finditer(text):
            first = len(_TOKEN.findall(text, 0, m.start()))
            matches.append((first, first + len(_TOKEN.findall(m.group())), tag, weight))
    return matches


def _keep(matches: list[_Match]) -> list[_Match]:
    """Drop what a tag's negative phrase covers, phrases inside a longer one of the same tag,
    and the acronym right after its expansion: "large language models (LLMs)" is one mention."""
    # Token positions by tag: a match is tested against its own tag's positions only.
    negative: dict[int, set[int]] = {}
    for start, end, tag, weight in matches:
        if not weight:
            negative.setdefault(tag, set()).update(range(start, end))
    kept: list[_Match] = []
    covered: dict[int, set[int]] = {}
    # A strong phrase wins over a weak one on the same words ("retriever*" over "retriev*").
    for m in sorted(matches, key=lambda m: (m[0] - m[1], m[0], m[2], -m[3])):
        start, end, tag, weight = m
        if not weight:
            continue
        taken = covered.setdefault(tag, set())
        # Most phrases are one word: a position looked up, not a range made and compared.
        if end - start == 1:
            if start in taken or start in negative.get(tag, _NONE):
                continue
            taken.add(start)
        else:
            span = range(start, end)
            if not (taken.isdisjoint(span) and negative.get(tag, _NONE).isdisjoint(span)):
                continue
            taken.update(span)
        kept.append(m)
    ends = {(m[2], m[1]) for m in kept if m[1] - m[0] > 1}
    if not ends:
        return kept
    return [m for m in kept if m[1] - m[0] > 1 or (m[2], m[0]) not in ends]


def _weighted(vocabulary: Vocabulary, text: str, title: bool) -> list[tuple[_Match, float]]:
    """Kept matches with their position weight: the title and the sentences saying what the
    paper does count double; the first sentence, often background, counts 1.5."""
    tokens: list[str] = []
    factors: list[float] = []
    for number, (words, cued) in enumerate(_read_sentences(text, title)):
        factor = _FOCUS if title or cued else _FIRST if number == 0 else 1.0
        tokens += words
        factors += [factor] * len(words)
    matches = _keep(_find(vocabulary, tokens) + _find_regexes(vocabulary, text))
    return [(m, factors[m[0]]) for m in matches if m[0] < len(factors)]


def _read_sentences(text: str, title: bool) -> list[tuple[list[str], bool]]:
    """Per sentence (_sentences), its words (_words) and, unless `title` (where every sentence
    counts double anyway), whether it is cued (_cued). An ASCII text is made letters and
    spaces, and lowered, once, and read sentence by sentence in slices of it: one sentence at
    a time took twice as long (an abstract has about ten)."""
    if not text.isascii():
        return [(_words(sentence), not title and _cued(sentence)) for sentence in _sentences(text)]
    spans = _sentence_spans(text)
    letters = text.encode().translate(_LETTERS_AND_DIGITS).decode()
    words = [letters[start:end].split() for start, end in spans]
    if title:
        return [(found, False) for found in words]
    # A verb holds no end mark or whitespace, so it never straddles two sentences.
    lowered = text.lower()
    verbs = [verb for verb in _CUE_VERBS if verb in lowered]
    return [
        (
            found,
            any(lowered.find(verb, start, end) >= 0 for verb in verbs)
            and _CUE.search(text[start:end]) is not None,
        )
        for found, (start, end) in zip(words, spans, strict=True)
    ]


def _sentence_spans(text: str) -> list[tuple[int, int]]:
    """Where each of _sentences(text) is in text: up to and with each end mark, the
    whitespace after it left out."""
    spans = []
    start = 0
    for end in _SENTENCE_BREAK.finditer(text):
        spans.append((start, end.start() + 1))
        start = end.end()
    spans.append((start, len(text)))
    return spans


def _sentences(text: str) -> list[str]:
    """re.split(r"(?<=[.!?])\\s+", text): the lookbehind, tried at every character, took
    twice as long as finding each ".", "!" or "?" and the whitespace after it."""
    return [text[start:end] for start, end in _sentence_spans(text)]


def _cued(sentence: str) -> bool:
    """Whether _CUE is in the sentence. Most sentences hold none of its verbs, looked for
    first (a third of the time of the pattern's search)."""
    return not scan.lacks_any(sentence, _CUE_VERBS) and _CUE.search(sentence) is not None


def _words(text: str) -> list[str]:
    """_TOKEN.findall(text). On ASCII text (most abstracts) its tokens are the runs of ASCII
    letters and digits, which a byte table finds in C in 60% of the regex's time."""
    if text.isascii():
        return text.encode().translate(_LETTERS_AND_DIGITS).decode().split()
    return _TOKEN.findall(text)


def _scores(
    vocabulary: Vocabulary, text: str, title: str
) -> tuple[dict[int, tuple[float, float]], dict[int, int]]:
    """Tag index -> (strong points, weak points), position weights applied; and tag index ->
    the token where its first strong phrase starts (-1 for the title)."""
    scores: dict[int, tuple[float, float]] = {}
    first: dict[int, int] = {}
    title_matches = [((-1, 0, t, w), f) for (_, _, t, w), f in _weighted(vocabulary, title, True)]
    for (start, _, tag, weight), factor in title_matches + _weighted(vocabulary, text, False):
        strong, weak = scores.get(tag, (0.0, 0.0))
        if weight == _STRONG:
            strong += weight * factor
            first.setdefault(tag, start)
        else:
            weak += weight * factor
        scores[tag] = (strong, weak)
    return scores, first


def _total(points: tuple[float, float]) -> float:
    # Weak words only support a topic a strong phrase found, and only so much: a vision paper
    # says "image" twenty times without being about image generation. Alone, two or more weak
    # points still beat the generic tag, but rank below any strong match.
    strong, weak = points
    if strong:
        return strong + min(weak, _WEAK_CAP)
    return min(weak, _WEAK_CAP) / 10 if weak >= 2 * _WEAK else 0.0


def assign_tags(text: str, title: str, vocabulary: Vocabulary) -> tuple[Tag, ...]:
    """1–5 tags, best first (ties by slug); the generic tag only if almost nothing matched."""
    all_scores, first = _scores(vocabulary, text, title)
    scores = {t: total for t, points in all_scores.items() if (total := _total(points))}
    # On a tie the topic named first wins: abstracts open with what they are about.
    order = {t: (-scores[t], first.get(t, len(text)), vocabulary.specs[t].tag.slug) for t in scores}
    ranked = sorted(scores, key=order.__getitem__)
    if ranked:
        cut = max(THRESHOLD, RELATIVE * scores[ranked[0]])
        chosen = [t for t in ranked if scores[t] >= cut][:MAX_TAGS] or ranked[:1]
        return tuple(vocabulary.specs[t].tag for t in chosen)
    generic = [spec.tag for spec in vocabulary.specs if spec.tag.generic]
    return tuple(generic[:1])


def keyword_tags(
    keywords: Sequence[str], vocabulary: Vocabulary
) -> tuple[tuple[Tag, ...], tuple[str, ...]]:
    """A list's keywords as topics: each keyword a strong phrase of a topic matches in (as in
    a title) maps to that topic; the others are kept as they are, to show as keywords."""
    mapped: list[Tag] = []
    loose: list[str] = []
    for keyword in keywords:
        strong = {t: p[0] for t, p in _scores(vocabulary, "", keyword)[0].items() if p[0] > 0}
        best = sorted(strong, key=lambda t: (-strong[t], vocabulary.specs[t].tag.slug))
        specific = (vocabulary.specs[t].tag for t in best)
        tag = next((t for t in specific if not t.generic), None)
        if tag is None:
            loose.append(keyword)
        elif tag not in mapped:
            mapped.append(tag)
    return tuple(mapped), tuple(loose)


def merge_vocabularies(base: Vocabulary, extra: Vocabulary) -> Vocabulary:
    """`extra` entries replace base entries of the same slug in place; new slugs go last.

    A generic entry in `extra` also replaces the base's generic entry: one fallback only.
    """
    replacing = {spec.tag.slug: spec for spec in extra.specs}
    extra_generic = any(spec.tag.generic for spec in extra.specs)
    merged = [
        replacing.pop(spec.tag.slug, spec)
        for spec in base.specs
        if not (extra_generic and spec.tag.generic and spec.tag.slug not in replacing)
    ]
    return _build(merged + [spec for spec in extra.specs if spec.tag.slug in replacing])


def default_vocabulary() -> Vocabulary:
    """The vocabulary shipped in `readinglist/data/vocabulary.yml`."""
    text = resources.files("readinglist").joinpath("data/vocabulary.yml").read_text("utf-8")
    return parse_vocabulary(text, "vocabulary.yml (built in)")


# libyaml's safe loader where PyYAML has it (ten times faster), else the pure-Python one.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@lru_cache(maxsize=8)
def parse_vocabulary(text: str, source: str) -> Vocabulary:
    """Parse vocabulary YAML; a mistake raises `ConfigError` naming `source`, entry and fix.
    Kept for the same text: `serve` would otherwise parse it again on every rebuild."""
    try:
        data = yaml.load(text, Loader=_LOADER)
        root = yaml.compose(text, Loader=_LOADER)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        raise ConfigError(
            f"not valid YAML ({getattr(error, 'problem', error)}); "
            "the file must be a YAML list of tag entries",
            path=source,
            line=None if mark is None else mark.line + 1,
        ) from error
    if not isinstance(data, list) or not data or not isinstance(root, yaml.SequenceNode):
        raise ConfigError(
            "the vocabulary must be a non-empty YAML list of entries, each like "
            "'- name: Graph learning' with 'phrases: [graph neural network, GNN]'",
            path=source,
        )
    specs: list[_Spec] = []
    for number, (entry, node) in enumerate(zip(data, root.value, strict=True), 1):
        spec = _parse_entry(entry, _Where(source, node.start_mark.line + 1, f"entry {number}"))
        if any(earlier.tag.slug == spec.tag.slug for earlier in specs):
            raise ConfigError(
                f"entry {number} ({spec.tag.name!r}): slug {spec.tag.slug!r} is used twice; "
                "give one of the entries another 'slug'",
                path=source,
                line=node.start_mark.line + 1,
            )
        specs.append(spec)
    return _build(specs)


@dataclass(frozen=True)
class _Where:
    """The file, line and entry a parse error points at."""

    source: str
    line: int
    entry: str

    def fail(self, message: str) -> ConfigError:
        return ConfigError(f"{self.entry}: {message}", path=self.source, line=self.line)


def _parse_entry(entry: Any, where: _Where) -> _Spec:
    if not isinstance(entry, dict):
        raise where.fail(f"must be a mapping with at least 'name'; got {entry!r}")
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip():
        raise where.fail("needs a 'name' (the tag as readers see it)")
    where = _Where(where.source, where.line, f"{where.entry} ({name.strip()!r})")
    unknown = sorted(set(map(str, entry)) - _KEYS)
    if unknown:
        raise where.fail(f"unknown key(s) {unknown}; allowed: {sorted(_KEYS)}")
    slug = entry.get("slug", slugify(name))
    if not isinstance(slug, str) or not slug or slug != slugify(slug):
        raise where.fail(f"'slug' must be lowercase words and hyphens, e.g. {slugify(name)!r}")
    generic = entry.get("generic", False)
    description = entry.get("description", "")
    if not isinstance(generic, bool) or not isinstance(description, str):
        raise where.fail("'generic' must be true or false, and 'description' text")
    lists = {key: _phrase_list(entry, key, where) for key in ("phrases", "weak", "not")}
    if generic and (lists["phrases"] or lists["weak"]):
        raise where.fail("a generic tag is only the fallback; remove its phrases")
    if not generic and not lists["phrases"]:
        raise where.fail("needs 'phrases' (weak ones only support them), or 'generic: true'")
    tag = Tag(name.strip(), slug, description.strip(), generic)
    return _Spec(tag, lists["phrases"], lists["weak"], lists["not"])


def _phrase_list(entry: dict[str, Any], key: str, where: _Where) -> tuple[str, ...]:
    value = entry.get(key) or []
    if not isinstance(value, list) or not all(isinstance(p, str) and p.strip() for p in value):
        raise where.fail(f"'{key}' must be a list of non-empty strings")
    for phrase in value:
        _check_phrase(phrase.strip(), key, where)
    return tuple(p.strip() for p in value)


def _check_phrase(phrase: str, key: str, where: _Where) -> None:
    if phrase.startswith("re:"):
        try:
            re.compile(phrase[3:].strip())
        except re.error as error:
            raise where.fail(f"bad regular expression in '{key}': {phrase!r} ({error})") from None
        return
    if not _TOKEN.search(phrase) or re.search(r"\*\w|(?<!\w\w\w)\*|[^\w\s*'’-]", phrase):
        raise where.fail(
            f"'{key}' phrase {phrase!r} must be plain words, with '*' only at the end of a word "
            "of 3+ letters; write 're: …' for a regular expression"
        )
