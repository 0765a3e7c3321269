"""Whitespace and extraction residue as every list reader of the parse stage mends them."""

from __future__ import annotations

import html
import re
import unicodedata


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


def mend_residue(text: str) -> str:
    """What text extraction left of characters it could not map, as the characters: a PDF's
    soft hyphen "(cid:173)" and ligatures "(cid:12)" ("classi(cid:12)cation"), "ﬁ"; IEEE's
    quotes "dasia…psila" and "ldquo…rdquo", and symbols "/spl infin/" with sub- and
    superscripts "O/sub 1/"; "\\emph" that lost its braces, and a command whose backslash an
    export read as an escape ("extit{", "mph{"); HTML entities ("&mdash;").
    Written by hand: these are artefacts of the lists' sources (old proceedings' PDFs, a
    digital library's export), not an encoding a library decodes. Text without them, nearly
    every abstract, is returned as it is after a few substring scans. The title table is
    learned from the corpus read through this function: after changing it, rebuild
    data/titles.json.gz (`python -m readinglist.extract.titlemodel ../shared/corpus`)."""
    # One look for every mark first, chained (a generator over them took four times as long):
    # clean text leaves here, faster than through each pass's own check (4.5 us against 5.0
    # an abstract over the corpus).
    if (
        "(cid:" not in text
        and "psila" not in text
        and "dquo" not in text
        and "\\" not in text
        and "&" not in text
        and "/s" not in text
        and "{" not in text
        and (text.isascii() or not any(c in text for c in _LIGATURE_CHARS))
    ):
        return text
    if "(cid:" in text:
        text = _CID.sub(_cid, text)
    if "psila" in text:
        if "dasia" in text:
            text = _DASIA.sub("\u2018", text)
        text = _PSILA.sub("\u2019", text)
    if "ldquo" in text and "rdquo" in text:
        text = _RDQUO.sub("\u201d", _LDQUO.sub("\u201c", text))
    if "{" in text:
        text = _LOST_ESCAPE.sub(_escaped, text)
    if "\\" in text:
        text = _BRACELESS.sub("", text)
    if "&" in text:
        text = _ENTITY.sub(lambda m: html.unescape(m.group(0)), text)
    if "/spl" in text:  # IEEE's "/spl infin/", "/spl times/": an entity's name between slashes
        text = _SPL.sub(_ieee_symbol, text)
    if "/sub " in text or "/sup " in text:  # "O/sub 1/", "H/sub ∞/": the script's text
        text = _SCRIPT.sub(r"\1", text)
    if not text.isascii():
        text = _LIGATURES.sub(lambda m: unicodedata.normalize("NFKC", m.group(0)), text)
    return text


# TeX's OT1 ligature slots, as old proceedings' PDFs leave them: "e(cid:11)ect", "(cid:12)nd".
_CID_LIGATURES = {"11": "ff", "12": "fi", "13": "fl", "14": "ffi", "15": "ffl"}
# A soft hyphen's code takes the line break after it: "prob(cid:173) lems" is "problems".
_CID = re.compile(r"\(cid:(\d+)\)(?:(?<=\(cid:173\))\s+(?=[a-z]))?(?=(.?))")
_DASIA = re.compile(r"\bdasia(?=\S)")
_PSILA = re.compile(r"(?<=[\w.])psila(?=s?\b)")
_LDQUO = re.compile(r"\bldquo(?=\S)")
_RDQUO = re.compile(r"(?<=\S)rdquo\b")
_BRACELESS = re.compile(r"\\(?:emph|textbf|textit|textsc|texttt)(?=[A-Za-z])")
# A LaTeX command whose backslash and next letter an export read as an escape ("\textit{"
# as a tab and "extit{", "\emph{" as "mph{"), or that lost its backslash alone ("mbox{"):
# 150 of the corpus's abstracts, whose names the title read as "extitTextSnake".
_LOST = {"extit": "textit", "extbf": "textbf", "exttt": "texttt", "extsc": "textsc",
         "extsl": "textsl", "extrm": "textrm", "extcolor": "textcolor", "ext": "text",
         "mph": "emph", "emph": "emph", "textit": "textit", "textbf": "textbf", "mbox": "mbox",
         "ootnote": "footnote", "url": "url", "href": "href"}  # fmt: skip
_LOST_ESCAPE = re.compile(r"(?<![\w\\])(" + "|".join(sorted(_LOST, key=len, reverse=True)) + r")\{")
_ENTITY = re.compile(r"&(?:[a-zA-Z]{2,8}|#\d{2,6}|#x[0-9a-fA-F]{2,5});")
_SPL = re.compile(r"/spl ([a-z]{2,8})/")
_IEEE_SYMBOLS = {"les": "≤", "ges": "≥", "epsiv": "ε", "epsi": "ε", "par": "∥", "ap": "≈"}
_SCRIPT = re.compile(r"/su[bp] ([^/\s]{1,20})/")
_LIGATURE_CHARS = "\ufb00\ufb01\ufb02\ufb03\ufb04\ufb05\ufb06"
_LIGATURES = re.compile(f"[{_LIGATURE_CHARS}]")


def _ieee_symbol(m: re.Match[str]) -> str:
    """ "/spl infin/" as "∞": the name is an HTML entity's, or one of IEEE's own; else kept."""
    found = _IEEE_SYMBOLS.get(m[1]) or html.unescape(f"&{m[1]};")
    return m[0] if found.startswith("&") else found


def _escaped(found: re.Match[str]) -> str:
    """A _LOST_ESCAPE match as the command it lost: "extit{" is "\\textit{"."""
    return f"\\{_LOST[found.group(1)]}{{"


def _cid(m: re.Match[str]) -> str:
    """A "(cid:N)" code as its character where the code and its place say which it is."""
    code, after = m.group(1), m.group(2)
    if code == "173":
        return ""  # the soft hyphen (U+00AD): a hyphenation point inside a word, not shown
    if code in _CID_LIGATURES and after.isalpha():
        return _CID_LIGATURES[code]
    if code == "2":  # another font's "fi" ("classi(cid:2)cation"), or "N(cid:2)N" (times)
        return "fi" if after.islower() else "\u00d7" if after.isupper() else m.group(0)
    return m.group(0)
