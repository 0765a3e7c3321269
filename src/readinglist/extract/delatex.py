"""Raw abstract text (LaTeX, Markdown, PDF line-break debris) in; readable plain Unicode out."""

from __future__ import annotations

import re

from readinglist.extract import scan

# Abstracts are ~2 KB; looking further only costs time on pathological input.
SCAN = 6000

_URLS = re.compile(r"\\url\{[^{}]*\}|https?://\S+|www\.\S+")
_LINKS = re.compile(r"\\href\{[^{}]*\}\{([^{}]*)\}|\[([^\]]*)\]\((?:https?://|www\.)[^)\s]*\)")
_MATH = re.compile(r"\$\$?([^$]{0,300})\$\$?")
_SUP = str.maketrans("0123456789+-n", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻ⁿ")
_SYMBOLS = {
    "times": "×", "sim": "~", "approx": "≈", "ll": "≪", "gg": "≫", "leq": "≤", "le": "≤",
    "geq": "≥", "ge": "≥", "infty": "∞", "subseteq": "⊆", "in": "∈", "cdot": "·", "pm": "±",
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "lambda": "λ",
    "mu": "μ", "pi": "π", "sigma": "σ", "tau": "τ", "phi": "φ", "theta": "θ", "ell": "ℓ",
    "to": "→", "rightarrow": "→", "%": "%", "&": "&", "_": "_", "#": "#",
    # The rest of the Greek letters: dropped, "$\\psi$-model" left "-model" in a title.
    "zeta": "ζ", "eta": "η", "iota": "ι", "kappa": "κ", "nu": "ν", "xi": "ξ", "rho": "ρ",
    "upsilon": "υ", "chi": "χ", "psi": "ψ", "omega": "ω", "varepsilon": "ε", "vartheta": "ϑ",
    "varphi": "φ", "varrho": "ϱ", "varsigma": "ς", "varpi": "ϖ", "Gamma": "Γ", "Delta": "Δ",
    "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ", "Upsilon": "Υ",
    "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
}  # fmt: skip
_COMMAND_ARG = re.compile(r"\\[A-Za-z]+\*?\{([^{}]*)\}")
# A citation or cross-reference says nothing as text: "suggested by Hazan and Kale
# \cite{Hazan12} and" left "Kale Hazan12 and" in a title; its key goes with it.
_CITATION = re.compile(r"\s*~?\\(?:cite[a-z]*|[a-z]*ref)\*?(?:\[[^\]]*\])*\{[^{}]*\}")
_COMMAND = re.compile(r"\\([A-Za-z]+|[%&_#$ ,;!])")
_MARKUP = "{}$\\"  # leftover markup characters: braces, dollars, backslashes
# Markdown's emphasis ("*plain*", "**bold**"): the text stays, the stars go. Any other star
# goes too, except one closing a capital (the A* family of search algorithms: "A*", "IDA*",
# "Type-WA*", "db-A*", "MT*"): without it "MT*" was shown as "MT", a different name.
# (Each opens on the star itself, so that the engine skips ahead to stars: opening on a
# lookbehind, both were tried at every character.)
_EMPHASIS = re.compile(
    r"(\*(?<![\w*]\*)\*{0,2})(?=[^\s*])(.{1,120}?)(?:(?<=[^\s*])|(?<=[A-Z]\*))\1(?![\w*])"
)
_STRAY_STAR = re.compile(r"\*(?:(?<![A-Z]\*)|(?=[\w*]))")
# … and "_underscores_" ("_Urania_, a framework …"), not a subscript ("X_1", "RTEC_inc").
_UNDERSCORED = re.compile(r"(?<![\w\\])_(?=[^\s_])([^_\n]{1,120}?)(?<=[^\s_])_(?!\w)")
# "(?<=[a-z])- (?!(?:and|or|to|as)\b)(?=[a-z])" with the hyphen first: opening with a literal,
# the pattern skips ahead to each hyphen instead of trying every character.
_LINE_BREAK_HYPHEN = re.compile(r"-(?<=[a-z]-) (?!(?:and|or|to|as)\b)(?=[a-z])")
_TIE = re.compile(r"(?<=[^\s~])~(?!\d)")
_SUPERSCRIPT = re.compile(r"\^\{?([0-9+\-n]{1,4})\}?")
# A PDF line break inside a word: "incorpo- ration". Joined when the text spells the word whole
# elsewhere, or when the remainder is a bare suffix and the part before it no word that commonly
# leads a compound ("self- supervision", "next- symbol").
_BROKEN_WORD = re.compile(r"\b([A-Z]?[a-z]{2,})- ([a-z]+)\b")
_SUFFIX = re.compile(r"[a-z]{0,3}(?:tion|sion|ment|ness|ity|ities|ance|ence|ally|ical)s?")
_COMPOUND_LEAD = frozenset(
    str.split(
        "self non multi cross pre post semi co re anti inter intra sub super well high low fine "
        "coarse large small long short real state next zero few one two three four data task "
        "model time sample label open closed end top bottom left right first second third "
        "human machine domain class instance token image text video graph node edge world "
        "over under out in on off up down meta hyper ultra mid full half"
    )
)


def strip_links(text: str) -> str:
    """The first `SCAN` characters without URLs; a link's text stays in place of the link."""
    text = text[:SCAN]
    # Each pattern runs only where a text it needs occurs (every match holds one): most
    # abstracts have no link, and the patterns, with no literal to skip ahead to, took 14 us.
    if "\\href{" in text or "](" in text:
        text = _LINKS.sub(lambda m: m.group(1) or m.group(2) or "", text)
    if "http" in text or "www." in text or "\\url{" in text:
        text = _URLS.sub(" ", text)
    return text


def plain(raw: str) -> str:
    """Raw LaTeX/Markdown text as readable Unicode with the markup gone."""
    # Each pattern runs only where the character it needs occurs: most abstracts have no
    # math, no commands and no line-break debris, and each pass skipped is a scan saved.
    text = _MATH.sub(lambda m: _math(m.group(1)), raw) if "$" in raw else raw
    if "\\" in text:
        if "\\cite" in text or "ref" in text:  # (every _CITATION match holds one)
            text = _CITATION.sub("", text)
        text = _unwrapped(text)
        text = _COMMAND.sub(lambda m: _SYMBOLS.get(m.group(1), ""), text)
    text = text.replace("``", "“").replace("''", "”").replace("---", "—").replace("--", "–")
    if "~" in text:  # LaTeX's tie ("estimators~(HPEs)", "hashing~"); "~10 ms" is about 10
        text = _TIE.sub(" ", text)
    for mark in _MARKUP:  # every one dropped; str.replace beats a regex or str.translate
        if mark in text:
            text = text.replace(mark, "")
    if "*" in text:
        text = _STRAY_STAR.sub("", _EMPHASIS.sub(r"\2", text))
    if "_" in text:
        text = _UNDERSCORED.sub(r"\1", text)
    if "- " in text:
        text = scan.sub(_BROKEN_WORD, lambda m: _join_broken(m, text), text, _word_breaks(text))
        # Other PDF breaks keep their hyphen; "first- and second-order" stays apart.
        text = _LINE_BREAK_HYPHEN.sub("-", text)
    return _spaced(text)


def _spaced(text: str) -> str:
    """`" ".join(text.split())`, without splitting a text that is so already: printable (no
    whitespace but the ASCII space) with no space doubled or at either end."""
    if text.isprintable() and "  " not in text and text[:1] != " " and text[-1:] != " ":
        return text
    return " ".join(text.split())


def _unwrapped(text: str) -> str:
    """Commands with an argument replaced by the argument, three levels deep (a pass that
    replaces nothing leaves nothing for the next)."""
    for _ in range(3):
        text, count = _COMMAND_ARG.subn(r"\1", text)
        if not count:
            break
    return text


def _word_breaks(text: str) -> list[int]:
    """Where a _BROKEN_WORD match may begin: at the first of the two or more lowercase letters
    right before a "- ", or at the capital before them (the pattern's \\b lets no match begin
    inside such a run)."""
    found = []
    at = text.find("- ")
    while at >= 0:
        start = at
        while start and "a" <= text[start - 1] <= "z":
            start -= 1
        if at - start >= 2:
            # "Reinforcement Learn- ing": a capital opens the word.
            found.append(start - 1 if start and "A" <= text[start - 1] <= "Z" else start)
        at = text.find("- ", at + 2)
    return found


def _join_broken(m: re.Match[str], text: str) -> str:
    head, tail = m.groups()
    if (
        f"{head}{tail}" in text
        or (head[0].isupper() and f"{head.lower()}{tail}" in text)
        or (_SUFFIX.fullmatch(tail) and head not in _COMPOUND_LEAD and f"{head}-{tail}" not in text)
    ):
        return head + tail
    return m.group()


def _math(inner: str) -> str:
    inner = _SUPERSCRIPT.sub(lambda m: m.group(1).translate(_SUP), inner)
    inner = _unwrapped(inner)
    inner = _COMMAND.sub(lambda m: _SYMBOLS.get(m.group(1), ""), inner)
    return re.sub(r"[{}^_\\]", "", inner).strip()
