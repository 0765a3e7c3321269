"""Regular-expression scans that try a pattern only where a match of it may begin.

A pattern that opens with no literal (a lookbehind, `\\b`, an optional part) is tried by `re` at
every character of the text. Where the places a match can begin are easy to find (a word the
match must open with, a mark it must hold), trying only those finds the same matches faster.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

# What re.I takes for i and s besides "I" and "S" (the Kelvin sign's lowercase is k already).
_RE_I_FOLD = str.maketrans("İıſ", "iis")


def lacks_any(text: str, words: Iterable[str]) -> bool:
    """Whether `text` is ASCII and, lowered, holds none of `words` (lowercase ASCII): then a
    re.IGNORECASE pattern each of whose matches holds one of them cannot match in it, as
    re.IGNORECASE matches ASCII letters only to ASCII letters. Looking for the words is
    much faster than the search it spares."""
    if not text.isascii():
        return False
    lowered = text.lower()
    return not any(word in lowered for word in words)


def folded(text: str) -> str:
    """`text` lowercased char for char, so that an ASCII word occurs in it exactly where re.I
    finds it in `text`: re.I also takes "İ" and "ı" for i and "ſ" for s (and "İ" would lowercase
    to two chars), so those become i and s first."""
    if not text.isascii() and ("İ" in text or "ı" in text or "ſ" in text):
        text = text.translate(_RE_I_FOLD)
    return text.lower()


def starts(text: str, openings: tuple[str, ...]) -> list[int]:
    """Every index of `text` where one of `openings` occurs, ascending."""
    found = []
    for opening in openings:
        at = text.find(opening)
        while at >= 0:
            found.append(at)
            at = text.find(opening, at + 1)
    return sorted(found)


def bounded(text: str, found: Iterable[int]) -> list[int]:
    """Of the indices `found`, those where a pattern opening with `\\b` may begin: before a
    character that is no word character, or after one (a regular expression's `\\w` is
    str.isalnum or "_"). "we" in "however" is no place for `\\bwe`."""
    return [
        at for at in found if at == 0 or not _word_char(text[at]) or not _word_char(text[at - 1])
    ]


def _word_char(char: str) -> bool:
    return char.isalnum() or char == "_"


def finditer(rx: re.Pattern[str], text: str, starts: Iterable[int]) -> Iterator[re.Match[str]]:
    """What `rx.finditer(text)` yields, trying only `starts`: every index where a match may begin,
    ascending. For a pattern that never matches empty that is exact, as finditer resumes where
    the last match ended and takes the first index from there at which the pattern matches."""
    end = 0
    for at in starts:
        if at >= end and (m := rx.match(text, at)):
            end = m.end()
            yield m


def sub(
    rx: re.Pattern[str], repl: Callable[[re.Match[str]], str], text: str, starts: Iterable[int]
) -> str:
    """What `rx.sub(repl, text)` gives, trying only `starts` (as `finditer`)."""
    pieces = []
    last = 0
    for m in finditer(rx, text, starts):
        pieces += [text[last : m.start()], repl(m)]
        last = m.end()
    return "".join(pieces) + text[last:] if pieces else text


def whole_words(text: str, words: str) -> Iterator[int]:
    """Where `words` stands in `text` as whole words: the starts finditer finds with
    (?<![\\w-]) and (?![\\w-]) around `words`, without compiling a pattern for each `words`
    (every paper has its own, and compiling them took more time than the scans)."""
    at = text.find(words) if words else -1
    while at >= 0:
        end = at + len(words)
        if (at == 0 or not _wordlike(text[at - 1])) and (
            end == len(text) or not _wordlike(text[end])
        ):
            yield at
            at = text.find(words, end)
        else:
            at = text.find(words, at + 1)


def _wordlike(char: str) -> bool:
    """Whether a regular expression's [\\w-] matches `char`."""
    return char.isalnum() or char in "_-"
