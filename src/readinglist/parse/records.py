"""Parse stage, for lists that carry more than abstracts: CSV, TSV, JSON and JSON Lines exports
(Mini-Conf's papers.csv, Paper Copilot's JSON, OpenReview API v2 notes) in, listings with what
each row gives (title, authors, links, keywords, track) out.

Columns and keys are recognised by name, case-insensitively, with the aliases these exports use
(see FIELDS). Written by hand rather than with a schema library: the shapes differ in where a
value sits (a column, a key, OpenReview's {"value": …}) and in how lists are joined ("a | b",
"a; b", "a and b", a JSON array), and the errors must name the file, the line and what to do.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from readinglist.errors import InputError
from readinglist.models import Given, Listing, Source
from readinglist.parse.text import mend_residue, normalise_whitespace

# Each field and the column or key names that give it, normalised (see _key).
FIELDS: dict[str, tuple[str, ...]] = {
    "title": ("title", "papertitle"),
    "abstract": ("abstract", "paperabstract", "summary"),
    "authors": ("authors", "author", "authornames", "authorlist"),
    "id": ("id", "uid", "paperid", "number", "forum"),
    "site": ("url", "site", "link", "forumurl", "paperurl"),
    "pdf": ("pdf", "pdfurl", "pdflink"),
    "code": ("code", "github", "codeurl", "codelink", "repository", "repo"),
    "project": ("project", "projectpage", "projecturl", "homepage"),
    "keywords": ("keywords", "keyword", "tags", "topics", "subjectareas"),
    # In this order: Paper Copilot gives "track": "main" beside "status": "Oral".
    "track": ("status", "decision", "session", "presentation", "track"),
    "venue": ("venue", "conference", "venueid"),
}
_ALIAS = {alias: field for field, aliases in FIELDS.items() for alias in aliases}
_RANK = {alias: rank for aliases in FIELDS.values() for rank, alias in enumerate(aliases)}
# Track values that say nothing a reader filters on ("main" track, a bare submission).
_NO_TRACK = frozenset(("", "main", "maintrack", "conference", "submission", "conferencesubmission",
                       "accept", "accepted", "none", "n/a", "na", "-"))  # fmt: skip
_AUTHOR_SPLIT = re.compile(r"\s*[|;]\s*|\s*,?\s+and\s+|\s*&\s*")
_KEYWORD_SPLIT = re.compile(r"\s*[|;]\s*")
_VENUE = re.compile(r"^(.*?\b(?:19|20)\d\d)\b[\s:,\-–—]*(.*)$")
_OPENREVIEW_BASE = "https://openreview.net"


@dataclass(frozen=True)
class Records:
    """One export's listings and the rows skipped (with --skip-invalid), each named."""

    listings: tuple[Listing, ...]
    skipped: tuple[str, ...]


class RowError(InputError):
    """One row or record of an export that cannot be read; --skip-invalid skips it alone."""

    def __init__(self, message: str, *, path: str = "", line: int | None = None) -> None:
        super().__init__(
            f"{message} (--skip-invalid skips such rows and builds the rest.)",
            path=path,
            line=line,
        )
        self.reason = message


def parse_records(name: str, text: str, conference: str, skip_invalid: bool) -> Records:
    """The listings of one export file (`name` ends in .csv, .tsv, .json or .jsonl);
    `conference` is what the file's name says, used where a row names no venue."""
    suffix = name.rsplit(".", 1)[-1].lower()
    rows = _table_rows(name, text, suffix) if suffix in ("csv", "tsv") else _json_rows(name, text)
    listings: list[Listing] = []
    skipped: list[str] = []
    position = 0
    for line, row in rows:
        try:
            listing = _listing(name, line, position, row, conference)
        except RowError as err:
            if not skip_invalid:
                raise
            where = f"{err.path}:{err.line}" if err.line else err.path
            skipped.append(f"{where}: {err.reason}")
            continue
        listings.append(listing)
        position += 1
    if not listings and not skipped:
        raise InputError(
            "holds no papers: give a title or abstract column (CSV) or a list of objects with "
            '"title" or "abstract" (JSON).',
            path=name,
        )
    return Records(tuple(listings), tuple(skipped))


@lru_cache(maxsize=1024)
def _key(name: str) -> str:
    """A column or key name as FIELDS has it: lowercase letters and digits only."""
    return "".join(c for c in name.lower() if c.isalnum())


# ---- CSV and TSV ----------------------------------------------------------------------------


def _table_rows(name: str, text: str, suffix: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """(first line, {column: value}) per row; a broken quote or a row with the wrong number of
    fields is a RowError (file-wide errors, an InputError) naming the line."""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter="\t" if suffix == "tsv" else ",",
                        strict=True)  # fmt: skip
    try:
        header = next(reader, None)
    except csv.Error as err:
        raise InputError(f"cannot read the header row ({err}).", path=name, line=1) from None
    if header is None or not any(cell.strip() for cell in header):
        raise InputError(
            "has no header row: its first line must name the columns (title, abstract, "
            "authors, …).",
            path=name,
            line=1,
        )
    columns = [cell.strip() for cell in header]
    known = {_ALIAS.get(_key(c)) for c in columns} - {None}
    if not known & {"title", "abstract"}:
        raise InputError(
            f"no title or abstract column among {', '.join(columns)}: name one of them "
            '"title" or "abstract" in the header row.',
            path=name,
            line=1,
        )
    line = reader.line_num + 1
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error as err:
            raise InputError(
                f"broken quoting ({err}) in the row that starts here: close the quote, or "
                'double a quote inside a field ("").',
                path=name,
                line=line,
            ) from None
        if cells and any(cell.strip() for cell in cells):
            if len(cells) != len(columns):
                yield (
                    line,
                    {
                        "\0error": f"has {len(cells)} fields where the header has {len(columns)}: "
                        "quote fields that hold the separator, or fix the row."
                    },
                )
            else:
                yield line, dict(zip(columns, cells, strict=True))
        line = reader.line_num + 1


# ---- JSON and JSON Lines --------------------------------------------------------------------


def _json_rows(name: str, text: str) -> Iterator[tuple[int | None, dict[str, Any]]]:
    """(line, object) per paper of a JSON array, {"papers": [...]}, {"notes": [...]} (OpenReview)
    or one object a line (JSON Lines, as any .json or .jsonl whose first value ends its line)."""
    stripped = text.lstrip()
    if name.lower().endswith(".jsonl") or (stripped.startswith("{") and _one_object_a_line(text)):
        yield from _json_lines(name, text)
        return
    data = _loads(name, text, 0, "is not valid JSON", "Fix the syntax there, or check that "
                  "the file was saved completely.")  # fmt: skip
    papers = _paper_list(data)
    if papers is None:
        raise InputError(
            'is JSON but not a list of papers: give an array of objects, {"papers": [...]}, '
            'or OpenReview\'s {"notes": [...]}, each with a "title" or an "abstract".',
            path=name,
        )
    # One line for each object of the list, in order: an item that is no object has none (its
    # message numbers it instead).
    lines = iter(_object_lines(text, sum(isinstance(paper, dict) for paper in papers)))
    for index, paper in enumerate(papers):
        if not isinstance(paper, dict):
            yield None, {"\0error": f"item {index + 1} is not an object: give one per paper."}
        else:
            yield next(lines, None), paper


def _one_object_a_line(text: str) -> bool:
    """Whether the text's first line is a whole JSON value and more follow (JSON Lines)."""
    first, _, rest = text.lstrip().partition("\n")
    if not rest.strip():
        return False
    try:
        json.loads(first)
    except json.JSONDecodeError:
        return False
    return True


def _json_lines(name: str, text: str) -> Iterator[tuple[int | None, dict[str, Any]]]:
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        value = _loads(name, line, number - 1, "is not a JSON object a line",
                       "Fix that line, or give the file as one JSON array.")  # fmt: skip
        if not isinstance(value, dict):
            yield number, {"\0error": "is not a JSON object: give one object per paper a line."}
        else:
            yield number, value


def _loads(name: str, text: str, lines_before: int, what: str, fix: str) -> Any:
    """json.loads(text), or an InputError naming the file, the line (text starts after
    `lines_before` lines of the file) and the column, what is wrong and what to do."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise InputError(
            f"{what}: {err.msg} (column {err.colno}). {fix}",
            path=name,
            line=lines_before + err.lineno,
        ) from None


def _paper_list(data: Any) -> list[Any] | None:
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
        for key in ("papers", "notes", "data", "items", "results"):
            if isinstance(data.get(key), list):
                return list(data[key])
    return None


# A JSON string (skipped whole) or a bracket: what _object_lines looks at.
_JSON_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


def _object_lines(text: str, count: int) -> list[int]:
    """The line each top-level paper object starts on (for messages and "Where it was
    listed"): the lines that open an object at the array's nesting depth. Found by scanning
    brackets outside strings, as the json module reports no positions for what it parsed
    well; a pattern skips each string whole (a loop over every character took 20 s at
    100,000 papers), and JSON strings hold no raw line break, so lines are counted between
    brackets."""
    lines: list[int] = []
    depth, line, counted = 0, 1, 0
    target = None
    for token in _JSON_TOKEN.finditer(text):
        char = token.group()
        if char[0] == '"':
            continue
        if char in "[{":
            if char == "[" and target is None:
                target = depth + 1
            elif char == "{" and depth == target:
                line += text.count("\n", counted, token.start())
                counted = token.start()
                lines.append(line)
                if len(lines) == count:
                    break
            depth += 1
        else:
            depth -= 1
    return lines


# ---- one row --------------------------------------------------------------------------------


def _listing(
    name: str, line: int | None, position: int, row: Mapping[str, Any], conference: str
) -> Listing:
    if "\0error" in row:
        raise RowError(str(row["\0error"]), path=name, line=line)
    fields = _fields(row)
    title = _text(fields.get("title"))
    abstract = mend_residue(_text(fields.get("abstract")))
    if not title and not abstract:
        where = f"paper {position + 1}" if line is None else "this row"
        raise RowError(
            f"{where} has neither a title nor an abstract: fill one in, or remove the row.",
            path=name,
            line=line,
        )
    venue_conference, venue_track = _venue(_text(fields.get("venue")))
    track = _track(fields.get("track")) or venue_track
    links = tuple(
        (kind, url)
        for kind in ("site", "pdf", "code", "project")
        if (url := _url(_text(fields.get(kind))))
    )
    given = Given(
        title=title,
        authors=_authors(fields.get("authors")),
        links=links,
        keywords=_keywords(fields.get("keywords")),
        track=track,
        uid=_text(fields.get("id")),
    )
    return Listing(
        text=abstract,
        conference=venue_conference or conference,
        source=Source(name, position, line or 1),
        given=given,
    )


def _fields(row: Mapping[str, Any]) -> dict[str, Any]:
    """The row's values by field; OpenReview's notes keep theirs under "content", each as
    {"value": …}. Of the columns or keys that give a field, the first alias in FIELDS wins.
    Empty values are not given."""
    content = row.get("content")
    flat = dict(content) if isinstance(content, dict) else {}
    for key, value in row.items():
        flat.setdefault(key, value)
    ranked: dict[str, tuple[int, Any]] = {}
    for key, value in flat.items():
        alias = _key(str(key))
        field = _ALIAS.get(alias)
        if isinstance(value, dict) and "value" in value:
            value = value["value"]
        if field is None or value in ("", None, [], {}) or (field == "track" and not _track(value)):
            continue
        if field not in ranked or _RANK[alias] < ranked[field][0]:
            ranked[field] = (_RANK[alias], value)
    return {field: value for field, (_, value) in ranked.items()}


def _text(value: Any) -> str:
    """A scalar field as one line of text (lists are joined with "; ")."""
    if value is None:
        return ""
    if isinstance(value, list):
        return "; ".join(_text(v) for v in value if _text(v))
    text = str(value)
    # Short fields split and join fastest; an abstract is mostly clean already (see there).
    return " ".join(text.split()) if len(text) < 200 else normalise_whitespace(text).strip()


def _authors(value: Any) -> tuple[str, ...]:
    names = value if isinstance(value, list) else _AUTHOR_SPLIT.split(_text(value))
    return tuple(dict.fromkeys(n for n in (_text(v) for v in names) if n))


def _keywords(value: Any) -> tuple[str, ...]:
    words = value if isinstance(value, list) else _KEYWORD_SPLIT.split(_text(value))
    return tuple(dict.fromkeys(w for w in (_text(v) for v in words) if w))


def _track(value: Any) -> str:
    track = _text(value)
    return "" if _key(track) in _NO_TRACK else track[:1].upper() + track[1:]


def _venue(venue: str) -> tuple[str, str]:
    """'ICLR 2017 Poster' gives the conference ICLR 2017 and the track Poster; a venue with no
    year is the conference as it stands."""
    if not venue or venue.startswith(("/", "http")) or "/-/" in venue:
        return "", ""
    found = _VENUE.match(venue)
    if found is None:
        return venue, ""
    return found.group(1).strip(), _track(found.group(2))


def _url(value: str) -> str:
    """An http(s) URL; OpenReview's site-relative "/pdf?id=…" made absolute."""
    if value.startswith("/") and not value.startswith("//"):
        return _OPENREVIEW_BASE + value
    if value.lower().startswith(("http://", "https://")):
        return value
    return ""


def file_conference(stem: str) -> str:
    """What an export's file name says of its conference: 'papercopilot_icml2018' gives
    ICML 2018, 'cvpr-2025-orals' CVPR 2025; '' when it names no conference and year."""
    found = re.search(r"(?:^|[_\-\s.])([A-Za-z]{2,12})[_\-\s.]?((?:19|20)\d\d)(?=$|[_\-\s.])", stem)
    if found is None:
        return ""
    return f"{found.group(1).upper()} {found.group(2)}"
