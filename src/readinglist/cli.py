"""Command line: `readinglist generate|build|serve`, a thin shell around build() and MkDocs."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import traceback
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import NoReturn

import click
from mkdocs.__main__ import cli as mkdocs_cli
from mkdocs.config import load_config
from mkdocs.exceptions import ConfigurationError

from readinglist import __version__, hosting, write
from readinglist.build import build
from readinglist.config import Settings
from readinglist.errors import InputError, ReadingListError
from readinglist.plugin import (
    SEEDS_OVERRIDE,
    SKIP_INVALID_OVERRIDE,
    ReadingListPlugin,
    settings_from,
)
from readinglist.report import quality_report
from readinglist.runtime.progress import BarProgress, Progress

EXIT_OK, EXIT_INTERNAL, EXIT_INPUT = 0, 1, 2


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit code."""
    args = _parser().parse_args(argv)
    if args.seeds:
        os.environ[SEEDS_OVERRIDE] = str(Path(args.seeds).resolve())
    if args.skip_invalid:
        os.environ[SKIP_INVALID_OVERRIDE] = "1"
    try:
        return int(args.run(args))
    except ReadingListError as err:
        return _fail(err, EXIT_INPUT if isinstance(err, InputError) else EXIT_INTERNAL)
    except click.ClickException as err:
        cause = err.__cause__ or ReadingListPlugin.last_error
        if isinstance(cause, ReadingListError):
            return _fail(cause, EXIT_INPUT if isinstance(cause, InputError) else EXIT_INTERNAL)
        return _fail(err, EXIT_INTERNAL if not isinstance(err, ConfigurationError) else EXIT_INPUT)
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # noqa: BLE001 - the one place that turns bugs into a clean message
        if args.debug:
            traceback.print_exc()
        print(f"Internal error: {err!r}. Re-run with --debug and report it.", file=sys.stderr)
        return EXIT_INTERNAL


def run() -> NoReturn:
    """The console script and `python -m readinglist`: main, then `finish`."""
    finish(main())


def finish(code: int) -> NoReturn:
    """End the process with `code`, skipping the interpreter's teardown. A command has closed
    everything it wrote by the time it returns; what stays is freeing, object by object, what
    a large build left in memory, which took 2 s after generating 70,000 papers."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def _fail(err: Exception, code: int) -> int:
    if isinstance(err, ReadingListError) and ReadingListPlugin.last_error is err:
        return code  # MkDocs has already logged the message
    message = err.format_message() if isinstance(err, click.ClickException) else str(err)
    print(f"Error: {message}", file=sys.stderr)
    return code


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="readinglist",
        description="Turn conference abstract lists in seeds/ into a searchable MkDocs site.",
    )
    parser.add_argument("--version", action="version", version=f"readinglist {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    for name, run, summary in (
        ("generate", _generate, "write the generated pages and papers.json into the docs folder"),
        ("build", _build, "generate, then build the site with MkDocs"),
        ("serve", _serve, "generate, then serve the site; edits in seeds/ rebuild it"),
    ):
        command = commands.add_parser(name, help=summary, description=summary)
        command.set_defaults(run=run)
        command.add_argument("-f", "--config", default="mkdocs.yml", help="MkDocs config file")
        command.add_argument("--seeds", help="folder of abstract lists (default: from mkdocs.yml)")
        command.add_argument("--debug", action="store_true", help="show tracebacks")
        command.add_argument(
            "--skip-invalid", action="store_true",
            help="skip seed files that cannot be read, and rows of CSV or JSON exports that "
            "cannot (each listed as a warning), instead of failing",
        )  # fmt: skip
        command.add_argument("-q", "--quiet", action="store_true", help="no progress or timings")
        if name == "generate":
            command.add_argument(
                "--report", action="store_true",
                help="print quality signals: fallback titles, broken-looking URLs, near-duplicate "
                "merges, papers with only a generic tag",
            )  # fmt: skip
        if name == "build":
            command.add_argument("--strict", action="store_true", help="fail on any warning")
        if name == "serve":
            command.add_argument("-a", "--dev-addr", default=None, help="IP:PORT to serve on")
            command.add_argument(
                "--full", action="store_true",
                help="rebuild every page after each change (default: only the pages that "
                "changed, as with MkDocs' --dirty; restart after editing mkdocs.yml or the theme)",
            )  # fmt: skip
    check = commands.add_parser(
        "check-size", help=_CHECK_SIZE, description=_CHECK_SIZE + " Exit 1 if one would not."
    )
    check.set_defaults(run=_check_size, seeds=None, skip_invalid=False, debug=False)
    check.add_argument("site", nargs="?", default="site", help="the built site (default: site)")
    check.add_argument("--max-bytes", type=int, help="another host's limit on the site's bytes")
    check.add_argument("--max-files", type=int, help="another host's limit on its files")
    return parser


_CHECK_SIZE = (
    "print a built site's size and file count, and whether GitHub Pages and GitLab Pages (or a "
    "host with the limits given) would take it."
)


def _check_size(args: argparse.Namespace) -> int:
    site = Path(args.site)
    if not site.is_dir():
        raise InputError("no built site here; run `readinglist build` first.", path=args.site)
    hosts = hosting.HOSTS
    if args.max_bytes is not None or args.max_files is not None:
        hosts = (hosting.Host("the host", args.max_bytes, args.max_files),)
    size = write.site_size(site)
    message = hosting.misfit_message(args.site, size, hosts)
    if message:
        print(f"Error: {message}", file=sys.stderr)
        return EXIT_INTERNAL
    names = " and ".join(host.name for host in hosts)
    print(f"readinglist: {args.site} is {hosting.describe(size)}; {names} would take it.")
    return EXIT_OK


def _settings(config_file: str) -> Settings:
    path = Path(config_file)
    if not path.exists():
        raise InputError("MkDocs config not found; run from the project folder or pass -f.",
                         path=config_file)  # fmt: skip
    config = load_config(str(path))
    plugin = config.plugins.get("readinglist")
    if not isinstance(plugin, ReadingListPlugin):
        plugin = ReadingListPlugin()
        plugin.load_config({}, str(path))
    return settings_from(config, plugin.config)


def _generate(args: argparse.Namespace) -> int:
    settings = replace(_settings(args.config), force=args.report)
    progress = Progress() if args.quiet else BarProgress()
    report = build(settings, progress)
    for warning in report.warnings:
        print(f"Warning: {warning}", file=sys.stderr)
    print(f"readinglist: {report.describe()}")
    if report.timings and not args.quiet:
        print(f"readinglist: time per stage: {report.timings}")
    if args.report:
        print("\n".join(quality_report(report.entries)))
    return EXIT_OK


def _build(args: argparse.Namespace) -> int:
    """MkDocs builds into a staging folder that replaces site/ only when the build succeeded."""
    site = Path(load_config(args.config).site_dir)
    staging, old = site.with_name(f".{site.name}.staging"), site.with_name(f".{site.name}.old")
    for leftover in (staging, old):
        shutil.rmtree(leftover, ignore_errors=True)
    command = ["build", "-f", args.config, "--site-dir", str(staging)]
    # MkDocs' --quiet drops warnings before --strict counts them (a strict, quiet build would
    # pass whatever it warned of): under --strict the warnings are shown, as they fail it.
    command += ["--strict"] if args.strict else (["--quiet"] if args.quiet else [])
    try:
        _mkdocs(command)
        if site.exists():
            site.rename(old)
        staging.rename(site)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
        shutil.rmtree(old, ignore_errors=True)
    return EXIT_OK


def _serve(args: argparse.Namespace) -> int:
    command = ["serve", "-f", args.config] + (["-a", args.dev_addr] if args.dev_addr else [])
    # At 10,000 papers MkDocs needs ~20 s to render every page again; after a seed edit only
    # the pages whose generated source changed need it, and the pipeline rewrites no other.
    return _mkdocs(command + ([] if args.full else ["--dirty"]))


def _mkdocs(command: list[str]) -> int:
    mkdocs_cli.main(args=command, prog_name="readinglist", standalone_mode=False)
    return EXIT_OK
