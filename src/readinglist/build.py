"""The pipeline: settings in, the generated docs folder written and a build report out."""

from __future__ import annotations

import gc
import hashlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from readinglist import __version__, write
from readinglist.config import Settings
from readinglist.extract import tags
from readinglist.models import Entry, SeedFile
from readinglist.render import stage as render
from readinglist.runtime.memo import Memo
from readinglist.runtime.progress import Progress

if TYPE_CHECKING:
    from readinglist import parse


@dataclass(frozen=True)
class BuildReport:
    """What one build read, produced and noticed."""

    summary: render.SiteSummary
    warnings: tuple[str, ...]
    written: write.WriteStats
    entries: tuple[Entry, ...] = ()
    skipped: tuple[str, ...] = ()
    unchanged: bool = False
    timings: str = field(default="")
    fingerprint: str = ""  # of everything the generated files were built from
    generated: tuple[str, ...] = ()  # the docs-folder paths readinglist generated

    def describe(self) -> str:
        s = self.summary
        line = (
            f"{s.files} files, {s.abstracts} abstracts read, {s.papers} distinct papers, "
            f"{s.duplicates} duplicates merged, {s.with_code} papers with code, "
            f"{s.tags_used} tags used"
        )
        if self.unchanged:
            return line + "; seeds unchanged, nothing rewritten"
        w = self.written
        return line + f"; {w.written} files written, {w.unchanged} unchanged, {w.removed} removed"


def build(
    settings: Settings,
    progress: Progress | None = None,
    memo: Memo | None = None,
    on_regenerate: Callable[[], None] | None = None,
) -> BuildReport:
    """Read the seeds, merge duplicates, extract, render, and write the docs folder.
    `on_regenerate` is called once the seeds or settings prove changed, before the work."""
    progress = progress or Progress()
    memo = memo or Memo(keep=False)
    with progress.stage("read"):
        seed_files = write.read_seeds(settings.seeds_dir)
        unread = write.unread_files(settings.seeds_dir)
        inputs = _inputs(settings)
        seeds_digest = _seeds_digest(seed_files, unread)
        fingerprint = _fingerprint(settings, seeds_digest, inputs)
        previous = write.load_state(settings.docs_dir)
    unchanged = previous.fingerprint == fingerprint and not settings.force
    if unchanged and write.all_present(settings.docs_dir, previous.files):
        return _unchanged(previous)
    if on_regenerate is not None:
        on_regenerate()
    # Imported only now: through numpy, scipy and scikit-learn they take over a second, which
    # every `mkdocs build` with unchanged seeds would otherwise spend for nothing.
    from readinglist import dedupe, parse
    from readinglist.extract import slugs
    from readinglist.extract import stage as extract

    memo.begin(_context(settings, inputs))
    with _long_lived() as settle:
        with progress.stage("parse"):
            parsed = parse.parse_files(seed_files, skip_invalid=settings.skip_invalid, memo=memo)
        file_count = len(seed_files)
        del seed_files  # the parsed texts are all that is needed now: at scale, 135 MB less held
        settle()
        with progress.stage("dedupe"):
            papers = dedupe.dedupe(parsed.listings, memo)
        settle()
        with progress.stage("extract", total=len(papers)) as tick:
            lock = slugs.parse_lock(inputs.get("lock"), str(settings.lock_file))
            found = extract.extract(papers, inputs.vocabulary, settings.related, lock, tick, memo)
        settle()
        summary = _summary(file_count, parsed, found.entries)
        lock_text = slugs.format_lock(found.lock) if settings.lock_file else None
        # The state remembers the lock as written now, so the next run with the same seeds
        # recognises its own output as current.
        fingerprint = _fingerprint(settings, seeds_digest, inputs.with_lock(lock_text))
        warnings = parsed.warnings + tuple(map(_unread_warning, unread))
        state = write.State(fingerprint, (), asdict(summary), warnings)
        # Rendering and writing overlap: each page is written as soon as it is rendered, by the
        # worker that rendered it.
        with progress.stage("render and write"), write.Staging(settings.docs_dir) as staging:
            files = render.render_site(
                found.entries, summary, settings.site_name, found.redirects,
                settings.directory_urls, memo, staging.stage, staging.open,
            )  # fmt: skip
            written = write.write_site(settings.docs_dir, files, state, staging)
            if settings.lock_file is not None and lock_text is not None:
                write.write_file(settings.lock_file, lock_text)
        return BuildReport(summary, warnings, written, found.entries, parsed.skipped,
                           timings=progress.describe(), fingerprint=fingerprint,
                           generated=written.files)  # fmt: skip


@contextmanager
def _long_lived() -> Iterator[Callable[[], None]]:
    """`settle`, called between stages: what a stage leaves lives on to the end of the build,
    so the cycle collector leaves it alone until the build ends. Its full passes over that
    heap freed a few hundred objects in all and took 3.7 s of the generating process at
    70,000 papers. In this process the collector stops for the build (gc.disable): even with
    the stages' outputs frozen, its passes over the per-paper results still took 2 s. Forked
    workers run it (parallel._start_worker) but never walk what is frozen when they start
    (gc.freeze), which they would also have copied. A caller that froze objects itself keeps
    its arrangement: nothing is frozen, unfrozen, stopped or restarted then."""
    if gc.get_freeze_count():
        yield lambda: None
        return
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield gc.freeze
    finally:
        gc.unfreeze()
        if enabled:
            gc.enable()


@dataclass(frozen=True)
class _Inputs:
    """The texts besides the seeds that a build depends on."""

    vocabulary: tags.Vocabulary
    texts: dict[str, str]

    def get(self, key: str) -> str | None:
        return self.texts.get(key)

    def with_lock(self, lock_text: str | None) -> _Inputs:
        texts = {k: v for k, v in self.texts.items() if k != "lock"}
        return _Inputs(self.vocabulary, texts | ({"lock": lock_text} if lock_text else {}))


def _inputs(settings: Settings) -> _Inputs:
    texts = {}
    for key, path in (("vocabulary", settings.vocabulary), ("extra", settings.extra_vocabulary)):
        if path is not None:
            texts[key] = write.read_text(path)
    lock_text = write.read_optional(settings.lock_file)
    if lock_text is not None:
        texts["lock"] = lock_text
    vocabulary = (
        tags.parse_vocabulary(texts["vocabulary"], str(settings.vocabulary))
        if "vocabulary" in texts
        else tags.default_vocabulary()
    )
    if "extra" in texts:
        extra = tags.parse_vocabulary(texts["extra"], str(settings.extra_vocabulary))
        vocabulary = tags.merge_vocabularies(vocabulary, extra)
    return _Inputs(vocabulary, texts)


def _fingerprint(settings: Settings, seeds_digest: str, inputs: _Inputs) -> str:
    """A hash of everything the output depends on: seeds, settings, inputs and our own code."""
    digest = hashlib.sha256(_context(settings, inputs).encode())
    digest.update(f"lock\0{inputs.get('lock') or ''}\0seeds\0{seeds_digest}".encode())
    return digest.hexdigest()


def _seeds_digest(seeds: Sequence[SeedFile], unread: Sequence[str]) -> str:
    """A hash of the seed files' names and bytes, and of the names of the files not read (a
    file dropped in beside the lists must be warned of, not skipped as "unchanged")."""
    digest = hashlib.sha256()
    for seed in seeds:
        digest.update(f"{seed.name}\0".encode() + seed.digest)
    for name in unread:
        digest.update(f"unread\0{name}\0".encode())
    return digest.hexdigest()


def _unread_warning(name: str) -> str:
    return (
        f"{name}: not read: readinglist reads abstract lists (*.txt) and exports (*.csv, "
        "*.tsv, *.json, *.jsonl). Convert it to one of those, or move it out of the seeds "
        "folder."
    )


def _context(settings: Settings, inputs: _Inputs) -> str:
    """A hash of what shapes every paper's results besides its own text (settings, vocabulary,
    our code): per-paper results stored in a memo are reused only under the same context."""
    digest = hashlib.sha256(f"{__version__}|{settings.site_name}|{settings.related}".encode())
    digest.update(f"|{settings.skip_invalid}|{settings.directory_urls}|".encode())
    for name in sorted(inputs.texts):
        if name != "lock":
            digest.update(f"{name}\0{inputs.texts[name]}\0".encode())
    # Output changes when our code does, even between releases: hash the package itself.
    digest.update(
        write.tree_hash(Path(__file__).parent, (".py", ".yml", ".html", ".json", ".gz")).encode()
    )
    return digest.hexdigest()


def _summary(file_count: int, parsed: parse.Parsed, entries: Sequence[Entry]) -> render.SiteSummary:
    return render.SiteSummary(
        files=file_count - len(parsed.skipped),
        abstracts=len(parsed.listings),
        papers=len(entries),
        duplicates=len(parsed.listings) - len(entries),
        with_code=sum(entry.has_code for entry in entries),
        tags_used=len({tag for entry in entries for tag in entry.tags}),
    )


def _unchanged(previous: write.State) -> BuildReport:
    summary = render.SiteSummary(**previous.summary)
    stats = write.WriteStats(0, len(previous.files), 0, previous.files)
    return BuildReport(summary, previous.warnings, stats, unchanged=True,
                       fingerprint=previous.fingerprint, generated=previous.files)  # fmt: skip
