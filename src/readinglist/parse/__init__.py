"""Parse stage: seed files (bytes) in, listings and warnings out: one listing per abstract
paragraph of a plain list (here), per row or record of a CSV, TSV, JSON or JSON Lines export
(`records`)."""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from readinglist.errors import InputError
from readinglist.models import RECORD_SUFFIXES, Given, Listing, SeedFile, Source
from readinglist.parse import records
from readinglist.parse.text import mend_residue, normalise_whitespace
from readinglist.runtime import parallel
from readinglist.runtime.memo import Memo
from readinglist.runtime.progress import ignore

UNKNOWN_CONFERENCE = "Unknown conference"

# A header names the list. A line that merely happens to be short is not one: it must carry a
# year or end in a word that lists use, so that a headerless file never loses its first abstract.
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_HEADER_SUFFIX = re.compile(
    # Plural list words only: an abstract's last sentence may well end in "abstract" or "paper".
    r"[\s:：\-–—|]*(?:(?:list\s+of\s+)?(?:accepted\s+)?(?:papers|abstracts)|"
    r"paper\s+list|论文列表|论文|列表|录用论文)[\s:：\-–—|]*$",
    re.IGNORECASE,
)
# The same list words before the name: "Accepted papers at ICLR 2025", "List of papers of …".
_HEADER_PREFIX = re.compile(
    r"^(?:(?:list\s+of\s+)?(?:accepted\s+)?(?:papers|abstracts)|paper\s+list)"
    r"\s*(?:at|of|from|for|in|:|：|-|–|—)\s*",
    re.IGNORECASE,
)
# "CVPR 2025 — Oral": a track after the conference's year.
_TRACK_AFTER_YEAR = re.compile(r"^(.*?\b(?:19|20)\d\d)\s*[—–\-:|/·]+\s*(\S.*)$")
# "2024年 AAAI", "2024 AAAI": a year before the name.
_YEAR_FIRST = re.compile(r"^((?:19|20)\d\d)\s*年?\s+(\S.*)$")
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")
_MAX_HEADER_CHARS = 100
_MAX_HEADER_WORDS = 12


@dataclass(frozen=True)
class Parsed:
    """All listings of all files, in file then position order, and the warnings met on the way."""

    listings: tuple[Listing, ...]
    warnings: tuple[str, ...]
    skipped: tuple[str, ...] = ()


def parse_files(
    files: Sequence[SeedFile], *, skip_invalid: bool = False, memo: Memo | None = None
) -> Parsed:
    """Parse every seed file; a file that is not UTF-8 text raises InputError, or with
    skip_invalid is skipped with a warning that names it. With a memo (`serve`), a file whose
    name and bytes are those of the last build is not parsed again."""
    listings: list[Listing] = []
    warnings: list[str] = []
    skipped: list[str] = []
    # A digest, not the bytes: a memo holding every seed's bytes would hold the whole corpus.
    keys = [(seed.name, seed.digest, skip_invalid) for seed in files]
    results = (memo or Memo(keep=False)).map(
        "seed", _parse_or_error, files, keys, skip_invalid, ignore
    )
    for seed, (found, found_warnings, error) in zip(files, results, strict=True):
        if error is not None:
            if not skip_invalid:
                raise error
            skipped.append(seed.name)
            found_warnings = (f"skipped {error}",)
        listings.extend(found)
        warnings.extend(found_warnings)
    return Parsed(tuple(listings), tuple(warnings), tuple(skipped))


def _parse_or_error(
    seed: SeedFile,
) -> tuple[tuple[Listing, ...], tuple[str, ...], InputError | None]:
    try:
        return (*parse_file(seed, skip_invalid=bool(parallel.shared())), None)
    except InputError as err:
        return (), (), err


def parse_file(
    seed: SeedFile, *, skip_invalid: bool = False
) -> tuple[tuple[Listing, ...], tuple[str, ...]]:
    """One file's listings, plus warnings: a file that holds no abstract, and (with
    skip_invalid) each row of an export that was skipped, named."""
    if seed.name.lower().endswith(RECORD_SUFFIXES):
        stem = seed.name.rsplit("/", 1)[-1].rsplit(".", 1)[0]
        # A file name that names no conference and year ("papers.csv") names no conference.
        conference = records.file_conference(stem) or UNKNOWN_CONFERENCE
        found = records.parse_records(seed.name, decode(seed), conference, skip_invalid)
        return found.listings, tuple(f"skipped {reason}" for reason in found.skipped)
    header, lines = split_header(decode(seed).splitlines())
    conference, track = split_track(header)
    given = Given(track=track) if track else None
    listings = tuple(
        Listing(mend_residue(text), conference, Source(seed.name, position, line), given)
        for position, (line, text) in enumerate(_paragraphs(lines))
    )
    if listings:
        return listings, ()
    return listings, (f"{seed.name}: no abstracts found (empty or header-only file); skipped",)


def split_track(conference: str) -> tuple[str, str]:
    """'CVPR 2025 — Oral' is the conference CVPR 2025 and the track Oral; a name with nothing
    after its year has no track."""
    found = _TRACK_AFTER_YEAR.match(conference)
    if found is None:
        return conference, ""
    track = found.group(2).strip()
    return found.group(1).strip(), track[:1].upper() + track[1:]


def decode(seed: SeedFile) -> str:
    """Text of a seed file: UTF-8 (a BOM is fine, UTF-16 with a BOM too), never binary."""
    data = seed.data
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return _decode_or_fail(seed, "utf-16")
    text = _decode_or_fail(seed, "utf-8-sig")
    # Valid UTF-8 with a NUL is binary data; other stray control characters in real text are
    # kept (rendering neutralises them) so no abstract is lost over them.
    bad = _CONTROL.search(text) if "\x00" in text else None
    if bad:
        line = text.count("\n", 0, bad.start()) + 1
        raise InputError(
            f"contains control character {bad.group()!r}: this looks like a binary file, not a "
            "list of abstracts. Remove it from the seeds folder, or re-save it as plain UTF-8 "
            "text.",
            path=seed.name,
            line=line,
        )
    return text


def _decode_or_fail(seed: SeedFile, encoding: str) -> str:
    try:
        return seed.data.decode(encoding)
    except UnicodeDecodeError as err:
        line = seed.data.count(b"\n", 0, err.start) + 1
        raise InputError(
            f"not valid {encoding.upper().replace('-SIG', '')} (byte offset {err.start}). "
            "Re-save the file as UTF-8 text, or remove it from the seeds folder.",
            path=seed.name,
            line=line,
        ) from None


def _paragraphs(lines: list[str]) -> Iterator[tuple[int, str]]:
    """(first line number, whitespace-normalised text) per blank-line-separated paragraph."""
    # The lines that hold text, found in one comprehension; most paragraphs are one of them
    # (a Python loop over every line, blank ones too, took a third of parsing).
    filled = [number for number, raw in enumerate(lines) if raw and not raw.isspace()]
    count = len(filled)
    i = 0
    while i < count:
        first = last = filled[i]
        i += 1
        while i < count and filled[i] == last + 1:
            last = filled[i]
            i += 1
        if first == last:
            yield first + 1, _normalise_line(lines[first])
        else:
            yield first + 1, normalise_whitespace(" ".join(lines[first : last + 1]))


def _normalise_line(line: str) -> str:
    """normalise_whitespace(line) for a line of a file (splitlines took every line break out
    of it), which a tab or a unit separator is the only ASCII space besides " " left to hold.
    Text besides ASCII is searched for other spaces by isprintable (all are unprintable but
    " "), in half the time of splitting it and joining it again."""
    if not (line[:1] == " " or line[-1:] == " " or "  " in line) and (
        "\t" not in line and "\x1f" not in line if line.isascii() else line.isprintable()
    ):
        return line
    return " ".join(line.split())


def split_header(lines: list[str]) -> tuple[str, list[str]]:
    """The conference the first line names, and the lines with that header blanked out."""
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        if not is_header(line):
            break
        # Blank it rather than drop it, so line numbers in messages stay true to the file.
        return conference_name(line), [*lines[:index], "", *lines[index + 1 :]]
    return UNKNOWN_CONFERENCE, lines


def is_header(line: str) -> bool:
    """A short line that names a list: a year or a list word, and no sentence punctuation."""
    line = line.strip()
    return (
        0 < len(line) <= _MAX_HEADER_CHARS
        and len(line.split()) <= _MAX_HEADER_WORDS
        and not line.endswith((".", "?", "!", "。", ","))
        and "$" not in line
        and "://" not in line
        and bool(_YEAR.search(line) or _HEADER_SUFFIX.search(line))
    )


def conference_name(header: str) -> str:
    """'ICML 2026 Papers' and 'ICML 2026 论文列表' both name 'ICML 2026'; so do 'Accepted papers
    at ICML 2026' and '2026年 ICML 录用论文' (the year goes after the name, as lists mostly write
    it)."""
    name = _HEADER_SUFFIX.sub("", header.strip()).strip(" :：-–—|")
    name = _HEADER_PREFIX.sub("", name)
    year_first = _YEAR_FIRST.match(name)
    if year_first:
        name = f"{year_first.group(2)} {year_first.group(1)}"
    return name or header.strip()
