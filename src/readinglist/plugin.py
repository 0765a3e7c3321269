"""MkDocs plugin: runs the pipeline before MkDocs reads the docs folder, and watches seeds/."""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any, ClassVar

from mkdocs.config import base
from mkdocs.config import config_options as c
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin

from . import csp, search
from .build import BuildReport, build
from .config import Settings
from .errors import ReadingListError

log = logging.getLogger("mkdocs.plugins.readinglist")
SAFE_EXTENSION = "readinglist_safe"
SEEDS_OVERRIDE = "READINGLIST_SEEDS"
SKIP_INVALID_OVERRIDE = "READINGLIST_SKIP_INVALID"
TEMPLATES = Path(__file__).parent / "templates"


class ReadingListConfig(base.Config):
    seeds = c.Type(str, default="seeds")
    vocabulary = c.Optional(c.Type(str))
    extra_vocabulary = c.Optional(c.Type(str))
    related = c.Type(int, default=5)
    slugs_lock = c.Type(str, default="slugs.lock")  # "" keeps no lock
    skip_invalid = c.Type(bool, default=False)
    content_security_policy = c.Type(bool, default=True)


class BuildFailed(PluginError):
    """A PluginError that keeps the readinglist error behind it (the CLI picks the exit code)."""


class ReadingListPlugin(BasePlugin[ReadingListConfig]):
    # MkDocs turns plugin errors into a bare "Aborted with a BuildError!"; the CLI reads the
    # real error here to choose its exit code.
    last_error: ClassVar[ReadingListError | None] = None
    serving = False

    def on_startup(self, *, command: str, dirty: bool) -> None:
        self.serving = command == "serve"

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        # Defence in depth: every page goes through the extension that refuses raw HTML.
        if SAFE_EXTENSION not in config.markdown_extensions:
            config.markdown_extensions.append(SAFE_EXTENSION)
        # Our template overrides sit in front of the theme's own (a user's custom_dir wins).
        position = 1 if config.theme.custom_dir else 0
        config.theme.dirs.insert(position, str(TEMPLATES))
        return config

    def on_pre_build(self, config: MkDocsConfig) -> None:
        ReadingListPlugin.last_error = None
        try:
            report = build(settings_from(config, self.config))
        except ReadingListError as err:
            ReadingListPlugin.last_error = err
            raise BuildFailed(str(err)) from err
        _log_report(report)

    def on_post_page(self, output: str, page: Any, config: MkDocsConfig) -> str:
        # The live-reload script `mkdocs serve` injects has no stable hash: no policy there.
        if self.config.content_security_policy and not self.serving:
            return csp.with_policy(output)
        return output

    def on_post_build(self, config: MkDocsConfig) -> None:
        try:
            stats = search.index_site(Path(config.site_dir))
        except ReadingListError as err:
            ReadingListPlugin.last_error = err
            raise BuildFailed(str(err)) from err
        log.info("readinglist: search index covers %d pages", stats.pages)

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
    )


def _log_report(report: BuildReport) -> None:
    for warning in report.warnings:
        log.warning(warning)
    log.info("readinglist: %s", report.describe())
    if report.timings:
        log.info("readinglist: time per stage: %s", report.timings)
