"""Raw abstract text in; a readable, site-unique `Title`, led by the method's name if any, out."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from readinglist.extract.acronyms import bold_letters
from readinglist.extract.delatex import plain as _plain
from readinglist.extract.delatex import strip_links
from readinglist.extract.describe import describe, topic_phrase
from readinglist.extract.names import find_name
from readinglist.extract.phrasing import fit, shorten
from readinglist.models import Title
from readinglist.runtime.memo import Memo
from readinglist.runtime.progress import ignore

_MIN, _MAX, _SOFT = 8, 120, 80
_LIMITS = (100, _MAX)  # the longer titles a clash tries, in turn
_PAD = "Untitled abstract"
_MARKUP = re.compile(r"[{}$\\]|\*\*")
_NON_WORD = re.compile(r"\W")


def derive_title(text: str) -> Title:
    """The best title for one abstract (limit _SOFT characters where it can)."""
    return _derive(text, _SOFT)


def name_end(text: str) -> int:
    """Where the defining mention of the name derive_title(text) leads with ends in the
    abstract's plain text (-1 without a name). Given with the title to unique_titles, a clash
    derives longer titles without looking for the name again (most of deriving one)."""
    return _read(text)[3]


def unique_titles(
    titles: Sequence[Title],
    keys: Sequence[str],
    texts: Sequence[str],
    memo: Memo | None = None,
    name_ends: Sequence[int] | None = None,
) -> tuple[Title, ...]:
    """Make titles case-insensitively distinct; the lowest key keeps its plain title. With a
    memo (`serve`), the longer titles of the last build's clashes are not derived again.
    `name_ends`, each title's name_end, spares the clashing papers' longer titles a search for
    the name they share with their title."""
    order = sorted(range(len(titles)), key=lambda i: (keys[i], texts[i], titles[i].text))
    # Longer descriptions are derived only on a clash: most titles are unique as given. Those
    # of the papers whose title an earlier one has are derived up front on every core (at
    # 70,000 papers they took 6 s here); a clash the choices below cause is derived as it comes.
    first: set[str] = set()
    clashing: dict[str, tuple[str, str | None, int | None]] = {}
    for i in order:
        plain = titles[i].text.lower()
        if plain in first:
            end = None if name_ends is None else name_ends[i]
            clashing.setdefault(texts[i], (texts[i], titles[i].name, end))
        first.add(plain)
    derived = (memo or Memo(keep=False)).map(
        "longer", _all_longer, list(clashing.values()), list(clashing), None, ignore
    )
    longer = dict(zip(clashing, derived, strict=True))
    taken: set[str] = set()
    result: dict[int, Title] = {}
    for i in order:
        chosen = titles[i]
        if chosen.text.lower() in taken:  # most titles are free: they look up nothing more
            # Lazily: a longer title that does not clash derives none after it.
            later = longer.get(texts[i]) or _longer(texts[i])
            free = next((t for t in later if t.text.lower() not in taken), None)
            chosen = free or _with_suffix(titles[i], keys[i], taken)
        taken.add(chosen.text.lower())
        result[i] = chosen
    return tuple(result[i] for i in range(len(titles)))


def _with_suffix(title: Title, key: str, taken: set[str]) -> Title:
    # The key is stable across re-imports, so the suffix (hence the slug) is too.
    tag = _NON_WORD.sub("", key)[:6] or "x"
    n = 1
    while True:
        suffix = f" ({tag})" if n == 1 else f" ({tag}-{n})"
        text = (fit(title.text, _MAX - len(suffix)) or _PAD) + suffix
        if text.lower() not in taken:
            return Title(text, title.name, title.fallback)
        n += 1


def _longer(text: str) -> Iterator[Title]:
    """The longer titles a clash tries, in turn, each derived when asked for."""
    return (_derive(text, limit) for limit in _LIMITS)


def _all_longer(clash: tuple[str, str | None, int | None]) -> tuple[Title, ...]:
    """The longer titles of a clashing paper's text, given its title's name and name_end
    (None: looked for here)."""
    text, name, end = clash
    if end is None:
        return tuple(_longer(text))
    raw = strip_links(text)
    reading = (raw, _plain(raw), name, end)
    return tuple(_derive_from(reading, limit) for limit in _LIMITS)


def _derive(text: str, limit: int) -> Title:
    return _derive_from(_read(text), limit)


def _derive_from(reading: tuple[str, str, str | None, int], limit: int) -> Title:
    raw, plain, name, anchor = reading
    if name is not None:
        letters, expansion = bold_letters(raw)
        if letters and name.replace("-", "").upper() == letters:
            desc: str | None = shorten(expansion, limit - len(name) - 2, 0)
        else:
            desc = describe(plain, name, anchor, limit - len(name) - 2)
        if not desc:
            desc = topic_phrase(plain, limit - len(name) - 2, name)
        text_ = f"{name}: {desc}" if desc else name
        return Title(_finish(text_, limit, capitalise=False), name, False)
    return Title(_finish(topic_phrase(plain, limit), limit, capitalise=True), None, True)


@lru_cache(maxsize=64)
def _read(text: str) -> tuple[str, str, str | None, int]:
    """What every length of title starts from; a clash asks for two more lengths in a row."""
    raw = strip_links(text)
    plain = _plain(raw)
    return (raw, plain, *find_name(plain, raw))


def _finish(text: str, limit: int, *, capitalise: bool) -> str:
    """Markup-free, balanced, trimmed, within bounds; padded when too short to be a title."""
    # Spaces, not deletions, so that removing a stray mark never fuses two words.
    text = " ".join(_MARKUP.sub(" ", text).split())
    text = fit(text, min(limit, _MAX))
    for _ in range(3):
        text = text.rstrip(" .,;:!?-–—(['\"“‘/")
        for left, right in (("(", ")"), ("“", "”"), ("[", "]")):
            if text.count(left) != text.count(right):
                text = text.replace(left, " ").replace(right, " ")
        if text.count('"') % 2:
            text = text.replace('"', " ")
        text = " ".join(text.split())
    if capitalise:
        text = text[:1].upper() + text[1:]
    if len(text) < _MIN:
        text = f"{_PAD}: {text}" if text else _PAD
    return text
