"""Whitespace as every list reader of the parse stage normalises it."""

from __future__ import annotations


def normalise_whitespace(text: str) -> str:
    """Runs of any Unicode whitespace (tabs, NBSP, line breaks) become one space."""
    # Most abstracts are ASCII with single spaces already: looking for what str.split would
    # change (each look a fast C scan) takes half the time of splitting and joining them.
    if text.isascii() and not (
        text[:1] == " " or text[-1:] == " " or any(odd in text for odd in _ODD_ASCII_SPACE)
    ):
        return text
    return " ".join(text.split())


# What str.split() takes for whitespace in ASCII text besides a single space (the last four
# are the information separators), and two spaces in a row.
_ODD_ASCII_SPACE = ("  ", "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f")
