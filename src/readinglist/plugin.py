"""MkDocs plugin: runs the pipeline before MkDocs reads the docs folder, and watches seeds/."""

from __future__ import annotations

import logging
import os
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any, ClassVar

from mkdocs.config import base
from mkdocs.config import config_options as c
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin
from mkdocs.structure.files import File, Files

from readinglist import hosting, write
from readinglist.build import BuildReport, build
from readinglist.config import Settings
from readinglist.errors import ReadingListError
from readinglist.render import csp, frame, search, searchindex
from readinglist.render.pages import (
    CompiledTemplates,
    Fragments,
    GeneratedPage,
    compact,
    is_generated_path,
)
from readinglist.runtime.memo import Memo

log = logging.getLogger("mkdocs.plugins.readinglist")
SAFE_EXTENSION = "readinglist_safe"
SEEDS_OVERRIDE = "READINGLIST_SEEDS"
SKIP_INVALID_OVERRIDE = "READINGLIST_SKIP_INVALID"
TEMPLATES = Path(__file__).parent / "templates"
# Rendered once per build into the site (templates/assets/frame.js): what paper pages share.
FRAME_SCRIPT = "assets/frame.js"


class ReadingListConfig(base.Config):
    seeds = c.Type(str, default="seeds")
    vocabulary = c.Optional(c.Type(str))
    extra_vocabulary = c.Optional(c.Type(str))
    related = c.Type(int, default=5)
    slugs_lock = c.Type(str, default="slugs.lock")  # "" keeps no lock
    skip_invalid = c.Type(bool, default=False)
    content_security_policy = c.Type(bool, default=True)
    # Paper pages filled into one rendered frame (render.frame); false renders each through
    # the theme, as MkDocs does other pages: the same bytes, many times slower.
    paper_frames = c.Type(bool, default=True)


class BuildFailed(PluginError):
    """A PluginError that keeps the readinglist error behind it (the CLI picks the exit code)."""


def _failed(err: ReadingListError) -> BuildFailed:
    """The PluginError that stops MkDocs on `err`, which the CLI then reads its exit code from
    (ReadingListPlugin.last_error)."""
    ReadingListPlugin.last_error = err
    return BuildFailed(str(err))


class ReadingListPlugin(BasePlugin[ReadingListConfig]):
    # MkDocs turns plugin errors into a bare "Aborted with a BuildError!"; the CLI reads the
    # real error here to choose its exit code.
    last_error: ClassVar[ReadingListError | None] = None
    serving = False
    _indexing: tuple[search.Indexing, str] | None = None  # started, for this fingerprint
    _indexed: tuple[Path, str] | None = None  # the site whose index covers this fingerprint
    _background: threading.Thread | None = None
    _running: tuple[search.Indexing, str] | None = None
    _deferred: tuple[Path, str] | None = None  # the docs folder to index once this build is done
    _generated: frozenset[str] = frozenset()
    # The paper pages written from the frame (docs file, site file, slug), and the frame.
    _framed: list[tuple[str, str, str]]
    _frame: frame.Frame | None = None
    _stand_in = ""

    def __init__(self) -> None:
        super().__init__()
        # Lives as long as the plugin: across every rebuild of one `serve` session.
        self._memo = Memo()
        self._fragments = Fragments()
        self._templates = CompiledTemplates()
        self._framed = []

    def on_startup(self, *, command: str, dirty: bool) -> None:
        self.serving = command == "serve"
        if not self.serving:
            # One build: no later one reuses its results, and kept they held 1.4 GB more
            # memory all through MkDocs' build at 89,718 papers.
            self._memo = Memo(keep=False)

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        # Defence in depth: every page goes through the extension that refuses raw HTML.
        if SAFE_EXTENSION not in config.markdown_extensions:
            config.markdown_extensions.append(SAFE_EXTENSION)
        # Our template overrides sit in front of the theme's own (a user's custom_dir wins).
        position = 1 if config.theme.custom_dir else 0
        config.theme.dirs.insert(position, str(TEMPLATES))
        config.theme.static_templates.add(FRAME_SCRIPT)
        return config

    def on_pre_build(self, config: MkDocsConfig) -> None:
        ReadingListPlugin.last_error = None
        try:
            settings = settings_from(config, self.config)
            if self.serving and not self._memo.filled:
                # Run the whole pipeline once even if the seeds are unchanged, so that the first
                # edit finds every other paper's results in the memo.
                settings = replace(settings, force=True)
            # Once the seeds prove changed, an index of the old ones still running is stale:
            # stopped then, it leaves both cores to this build.
            report = build(settings, memo=self._memo, on_regenerate=self._stop_background_indexing)
            self._generated = frozenset(report.generated)  # for on_files, which comes next
            site = Path(config.site_dir)
            # Writing the docs folder makes `serve` rebuild once more; an index already under
            # way for these very documents carries on, any other is superseded.
            if self._running is None or self._running[1] != report.fingerprint:
                self._stop_background_indexing()
            # Search documents are written now: the index is written while MkDocs renders. A site
            # whose index covers these documents (or soon will) keeps it. Under `serve`, with
            # an index to answer searches meanwhile, the reader waits for the page, not the
            # index: it starts once MkDocs is done, so that the two do not share the cores.
            if not self._index_covers(site, report.fingerprint):
                docs = settings.docs_dir
                if self.serving and (site / search.OUTPUT_SUBDIR).is_dir():
                    self._deferred = (docs, report.fingerprint)
                else:
                    self._indexing = (self._new_indexing(docs, site), report.fingerprint)
        except ReadingListError as err:
            raise _failed(err) from err
        _log_report(report)

    def on_files(self, files: Files, config: MkDocsConfig) -> Files:
        # The generated paper pages carry finished HTML: give them the page type that skips
        # Markdown. Only files the manifest lists as generated qualify (see pages.GeneratedPage);
        # pages in the nav (papers/index.md) are left to MkDocs so that their nav titles hold.
        self._framed, self._frame = [], None
        for file in files.documentation_pages():
            src = file.src_uri
            if file.page is None and src in self._generated and is_generated_path(src):
                if self.config.paper_frames and src.startswith("papers/"):
                    self._framed.append((file.abs_src_path or "", file.abs_dest_path, src))
                else:
                    GeneratedPage(None, file, config)
        if self._framed:
            # MkDocs renders one stand-in paper page (see render.frame); on_post_build fills
            # every paper into it.
            for _, _, src in self._framed:
                files.remove(files.get_file_from_path(src))  # type: ignore[arg-type]
            sample = write.read_text(Path(self._framed[0][0]))
            stand_in = File.generated(config, frame.STAND_IN, content=frame.prototype(sample))
            GeneratedPage(None, stand_in, config)
            files.append(stand_in)
        return files

    def on_env(self, env: Any, config: MkDocsConfig, files: Files) -> Any:
        self._fragments.clear()  # rendered anew each build: the nav may have changed
        env.globals["readinglist_fragment"] = self._fragments
        env.filters["readinglist_compact"] = compact  # for assets/frame.js, not a page
        if self.serving:
            self._templates.serve(env)
        return env

    def on_post_page(self, output: str, page: Any, config: MkDocsConfig) -> str:
        output = compact(output)  # before the policy hashes the inline scripts
        # The live-reload script `mkdocs serve` injects has no stable hash: no policy there.
        if self.config.content_security_policy and not self.serving:
            output = csp.with_policy(output)
        if self._framed and page.file.src_uri == frame.STAND_IN:
            try:
                self._frame = frame.Frame(output)
            except ReadingListError as err:
                raise _failed(err) from err
            self._stand_in = page.file.abs_dest_path  # written, then removed in on_post_build
        return output

    def on_post_build(self, config: MkDocsConfig) -> None:
        site = Path(config.site_dir)
        try:
            self._write_framed(site)
        except ReadingListError as err:
            raise _failed(err) from err
        deferred, self._deferred = self._deferred, None
        if deferred is not None:
            # The reader has the rebuilt pages now. The previous index, complete, answers
            # searches until the new one replaces it whole, a few seconds later.
            docs, fingerprint = deferred
            try:
                started = self._new_indexing(docs, site)
            except ReadingListError as err:
                log.error("readinglist: search index not updated: %s", err)
                return
            self._running = (started, fingerprint)
            self._background = threading.Thread(
                target=self._finish_in_background, args=(started, site, fingerprint), daemon=True
            )
            self._background.start()
            return
        pending, self._indexing = self._indexing, None
        if pending is None:
            return
        indexing, fingerprint = pending
        try:
            stats = indexing.finish(site)
        except ReadingListError as err:
            raise _failed(err) from err
        self._indexed = (site, fingerprint)
        log.info("readinglist: search index covers %d pages", stats.pages)
        _log_size(site)

    def _write_framed(self, site: Path) -> None:
        """Write every paper page from the frame, and list them in the sitemap in place of the
        stand-in."""
        framed, self._framed = self._framed, []
        if not framed or self._frame is None:
            return
        write.remove_page(Path(self._stand_in), site)
        filled = self._frame

        def fill(text: str, slug: str) -> str:
            return filled.page(frame.read_source(text), slug)

        pages = [(source, target, Path(src).stem) for source, target, src in framed]
        count = write.write_framed_pages(pages, fill)
        write.list_in_sitemap(site, frame.SLUG, [slug for _, _, slug in pages])
        log.debug("readinglist: %d paper pages written from one frame", count)

    def on_build_error(self, *, error: Exception) -> None:
        self._deferred = None
        pending, self._indexing = self._indexing, None
        if pending is not None:
            pending[0].cancel()

    def on_shutdown(self) -> None:
        self._stop_background_indexing()

    def _new_indexing(self, docs: Path, site: Path) -> search.Indexing:
        return search.Indexing(docs, site)

    def _index_covers(self, site: Path, fingerprint: str) -> bool:
        if self._running is not None:
            return True  # for this fingerprint: any other was stopped
        index = site / search.OUTPUT_SUBDIR / searchindex.META
        return self._indexed == (site, fingerprint) and index.is_file()

    def _finish_in_background(
        self, indexing: search.Indexing, site: Path, fingerprint: str
    ) -> None:
        try:
            stats = indexing.finish(site)
            self._indexed = (site, fingerprint)  # before _running clears: no gap between them
            log.info("readinglist: search index updated, %d pages", stats.pages)
        except (ReadingListError, OSError) as err:
            if not indexing.cancelled:
                log.error("readinglist: search index not updated: %s", err)
        finally:
            self._running = None

    def _stop_background_indexing(self) -> None:
        running, thread = self._running, self._background
        if running is not None:
            running[0].cancel()
        if thread is not None:
            thread.join()
        self._background = None

    def on_serve(self, server: Any, config: MkDocsConfig, builder: Any) -> Any:
        server.watch(str(settings_from(config, self.config).seeds_dir))
        return server


def settings_from(config: MkDocsConfig, options: ReadingListConfig) -> Settings:
    """Build settings from mkdocs.yml; relative paths are relative to mkdocs.yml."""
    root = Path(config.config_file_path or ".").resolve().parent

    def path(value: str | None) -> Path | None:
        return None if value is None else (root / value)

    seeds = os.environ.get(SEEDS_OVERRIDE) or options.seeds
    return Settings(
        seeds_dir=root / seeds,
        docs_dir=Path(config.docs_dir),
        site_name=config.site_name,
        vocabulary=path(options.vocabulary),
        extra_vocabulary=path(options.extra_vocabulary),
        related=options.related,
        lock_file=path(options.slugs_lock or None),
        skip_invalid=options.skip_invalid or bool(os.environ.get(SKIP_INVALID_OVERRIDE)),
        directory_urls=config.use_directory_urls,
    )


def _log_size(site: Path) -> None:
    """The built site's size, and a warning naming the hosts that would refuse it."""
    size = write.site_size(site)
    log.info("readinglist: the site is %s", hosting.describe(size))
    message = hosting.misfit_message("The site", size)
    if message:
        log.warning("readinglist: %s", message)


def _log_report(report: BuildReport) -> None:
    for warning in report.warnings:
        log.warning(warning)
    log.info("readinglist: %s", report.describe())
    if report.timings:
        log.info("readinglist: time per stage: %s", report.timings)
