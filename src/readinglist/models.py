"""The small frozen records that flow between the pipeline stages."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

LinkKind = Literal["code", "project", "video", "data", "other"]
LINK_KINDS: tuple[LinkKind, ...] = ("code", "project", "video", "data", "other")


# What the seeds folder is read for: plain abstract lists, and exports that carry fields.
LIST_SUFFIXES = (".txt",)
RECORD_SUFFIXES = (".csv", ".tsv", ".json", ".jsonl")
SEED_SUFFIXES = LIST_SUFFIXES + RECORD_SUFFIXES


@dataclass(frozen=True)
class SeedFile:
    """One file of `seeds/` as bytes; `name` is its path relative to the seeds folder."""

    name: str
    data: bytes

    @cached_property  # the build's fingerprint and serve's parse memo both key on it
    def digest(self) -> bytes:
        """A hash of the bytes. SHA-256, which most processors now compute in hardware: 130 MB
        of seeds took 0.07 s here, against 0.14 s with BLAKE2b."""
        return hashlib.sha256(self.data).digest()[:16]


@dataclass(frozen=True)
class Source:
    """Where an abstract was listed: file, 0-based position in that file, 1-based first line."""

    file: str
    position: int
    line: int


@dataclass(frozen=True)
class Given:
    """What a list gives of a paper besides its abstract (a CSV or JSON export; a plain list
    gives at most a track in its header). Empty means not given."""

    title: str = ""
    authors: tuple[str, ...] = ()
    # (field the list named it in: site, pdf, code, project), URL as given
    links: tuple[tuple[str, str], ...] = ()
    keywords: tuple[str, ...] = ()
    track: str = ""
    uid: str = ""


@dataclass(frozen=True)
class Listing:
    """One abstract as one list gives it, whitespace normalised, nothing else rewritten; an
    empty text is a paper a list gave a title but no abstract."""

    text: str
    conference: str
    source: Source
    given: Given | None = None


@dataclass(frozen=True)
class Paper:
    """One distinct paper: the listings that dedupe merged, with the most complete text."""

    id: str
    text: str
    conference: str
    sources: tuple[Source, ...]
    variants: tuple[str, ...]
    conferences: tuple[str, ...] = ()
    # Lowest similarity among the near-duplicate merges that formed this paper (1.0: exact only).
    similarity: float = 1.0
    # dedupe.sketch of the text, which slugs.lock keeps to recognise an edited copy.
    sketch: str = ""
    # The content id of every version merged into it (slugs.lock may know it by any of them).
    aliases: tuple[str, ...] = ()
    # What the lists gave besides abstracts, merged (the first given title and authors win).
    given: Given | None = None

    @property
    def has_abstract(self) -> bool:
        """False for a paper a list gave a title but no abstract (its text is empty)."""
        return self.text != ""

    @property
    def listed_in(self) -> tuple[str, ...]:
        """Every conference that listed it (`conferences`, or `conference` where that is empty)."""
        return self.conferences or (self.conference,)


@dataclass(frozen=True)
class Link:
    """A cleaned http(s) URL found in an abstract (or given in a list's field) and what it
    points to; `label` names a given link the kind does not ("PDF", "Paper page")."""

    url: str
    kind: LinkKind
    label: str = ""


@dataclass(frozen=True)
class UrlMatch:
    """A URL occurrence: `text[start:end]` is the raw region (wrapper such as `\\url{…}` included).

    `label` is what a reader should see in place of that region (the link text of
    `\\href{url}{text}` or `[text](url)`, otherwise the URL as written, cleaned).
    """

    start: int
    end: int
    url: str
    label: str


@dataclass(frozen=True)
class LinkReport:
    """Everything the links stage found in one abstract."""

    links: tuple[Link, ...]
    matches: tuple[UrlMatch, ...]
    code_announced: bool
    suspicious: tuple[str, ...] = ()


@dataclass(frozen=True)
class Title:
    """A derived title; `name` is the method/model name it leads with, if the abstract gives one.
    `fallback`: no name led it; `plain`: no clean title could be cut from the abstract, so a
    plain form that cannot be wrong stands in (a key phrase, or the name alone)."""

    text: str
    name: str | None
    fallback: bool
    plain: bool = False
    derived: bool = True  # False: the list gave this title


@dataclass(frozen=True)
class Tag:
    """One entry of the topic vocabulary."""

    name: str
    slug: str
    description: str = ""
    generic: bool = False


@dataclass(frozen=True)
class Entry:
    """A paper with everything extracted from it: what the render stage needs for one page."""

    paper: Paper
    title: Title
    slug: str
    links: LinkReport
    tags: tuple[Tag, ...]
    similar: tuple[str, ...] = field(default=())
    # The list's keywords that no topic of the vocabulary matches, shown as they are.
    keywords: tuple[str, ...] = ()
    # The paper's place on the map (extract.layout): x and y in [0, 1].
    xy: tuple[float, float] = (0.5, 0.5)

    @property
    def authors(self) -> tuple[str, ...]:
        given = self.paper.given
        return given.authors if given is not None else ()

    @property
    def track(self) -> str:
        given = self.paper.given
        return given.track if given is not None else ""

    @property
    def url(self) -> str:
        return f"papers/{self.slug}/"

    @cached_property  # asked for every page that lists this paper: 50,000 times at 10,000
    def has_code(self) -> bool:
        return any(link.kind == "code" for link in self.links.links)
