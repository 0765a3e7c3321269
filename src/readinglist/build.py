"""The pipeline: settings in, the generated docs folder written and a build report out."""

from __future__ import annotations

from dataclasses import dataclass

from . import dedupe, extract, parse, render, tags, write
from .config import Settings
from .models import Entry


@dataclass(frozen=True)
class BuildReport:
    """What one build read, produced and noticed."""

    summary: render.SiteSummary
    warnings: tuple[str, ...]
    written: write.WriteStats
    entries: tuple[Entry, ...]

    def describe(self) -> str:
        s = self.summary
        return (
            f"{s.files} files, {s.abstracts} abstracts read, {s.papers} distinct papers, "
            f"{s.duplicates} duplicates merged, {s.with_code} papers with code, "
            f"{s.tags_used} tags used; {self.written.written} files written, "
            f"{self.written.unchanged} unchanged, {self.written.removed} removed"
        )


def build(settings: Settings) -> BuildReport:
    """Read the seeds, merge duplicates, extract, render, and write the docs folder."""
    seed_files = write.read_seeds(settings.seeds_dir)
    vocabulary = load_vocabulary(settings)
    parsed = parse.parse_files(seed_files)
    papers = dedupe.dedupe(parsed.listings)
    entries = extract.extract(papers, vocabulary, settings.related)
    summary = render.SiteSummary(
        files=len(seed_files),
        abstracts=len(parsed.listings),
        papers=len(entries),
        duplicates=len(parsed.listings) - len(entries),
        with_code=sum(entry.has_code for entry in entries),
        tags_used=len({tag for entry in entries for tag in entry.tags}),
    )
    files = render.render_site(entries, summary, settings.site_name)
    written = write.write_site(settings.docs_dir, files)
    return BuildReport(summary, parsed.warnings, written, entries)


def load_vocabulary(settings: Settings) -> tags.Vocabulary:
    """The packaged vocabulary, or the user's replacement, extended by the user's extra file."""
    if settings.vocabulary is None:
        vocabulary = tags.default_vocabulary()
    else:
        path = settings.vocabulary
        vocabulary = tags.parse_vocabulary(write.read_text(path), str(path))
    if settings.extra_vocabulary is not None:
        path = settings.extra_vocabulary
        extra = tags.parse_vocabulary(write.read_text(path), str(path))
        vocabulary = tags.merge_vocabularies(vocabulary, extra)
    return vocabulary
