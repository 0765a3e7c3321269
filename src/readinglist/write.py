"""Write stage, the only module that touches the disk: seed bytes in, generated files out."""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import re
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import BinaryIO

from readinglist.errors import InputError, OutputError
from readinglist.hosting import SiteSize
from readinglist.models import SEED_SUFFIXES, SeedFile

MANIFEST = ".readinglist-manifest.json"


@dataclass(frozen=True)
class WriteStats:
    """What a write changed: counts of files written, left untouched and removed."""

    written: int
    unchanged: int
    removed: int
    files: tuple[str, ...] = ()  # every generated path, sorted


@dataclass(frozen=True)
class State:
    """What the last build generated, and the fingerprint of what it was built from."""

    fingerprint: str = ""
    files: tuple[str, ...] = ()
    summary: dict[str, int] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()


def read_seeds(seeds_dir: Path) -> tuple[SeedFile, ...]:
    """Every list under the seeds folder (`*.txt`, and exports: `*.csv`, `*.tsv`, `*.json`,
    `*.jsonl`), sorted by relative path. Hidden files and folders are not the user's lists."""
    if not seeds_dir.is_dir():
        raise InputError(
            "seeds folder not found. Create it and put your lists (.txt abstract lists, or "
            ".csv / .json exports) in it, or point to another folder with --seeds.",
            path=str(seeds_dir),
        )
    paths = [p for p in _visible_files(seeds_dir) if p.suffix.lower() in SEED_SUFFIXES]
    if not paths:
        raise InputError(
            "no lists found (no .txt, .csv, .tsv, .json or .jsonl file). Add .txt files with a "
            "header line and one abstract per paragraph, or CSV / JSON exports with a title or "
            "abstract column.",
            path=str(seeds_dir),
        )
    return tuple(SeedFile(p.relative_to(seeds_dir).as_posix(), _read(p)) for p in paths)


def unread_files(seeds_dir: Path) -> tuple[str, ...]:
    """The files under the seeds folder that are not lists read_seeds reads, sorted by
    relative path: each is named in a warning, never silently passed over. Hidden files and
    folders (`.DS_Store`, `.git/`) are not the user's lists and are left out."""
    paths = (p for p in _visible_files(seeds_dir) if p.suffix.lower() not in SEED_SUFFIXES)
    return tuple(p.relative_to(seeds_dir).as_posix() for p in paths)


def _visible_files(seeds_dir: Path) -> list[Path]:
    """The files under the folder, none hidden or in a hidden folder, sorted by relative path."""
    found = (p for p in seeds_dir.rglob("*") if p.is_file())
    return sorted(
        (
            p
            for p in found
            if not any(part.startswith(".") for part in p.relative_to(seeds_dir).parts)
        ),
        key=lambda p: p.relative_to(seeds_dir).as_posix(),
    )


def read_text(path: Path) -> str:
    """A UTF-8 text file a setting points to (a vocabulary), or an InputError naming it."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("file not found; fix the path in mkdocs.yml.", path=str(path)) from None
    except (OSError, UnicodeDecodeError) as err:
        raise InputError(f"cannot read it ({err}); re-save as UTF-8.", path=str(path)) from None


def read_optional(path: Path | None) -> str | None:
    """A UTF-8 file's text, or None when there is no such file (or no path)."""
    if path is None or not path.exists():
        return None
    return read_text(path)


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as err:
        raise InputError(f"cannot read it: {err.strerror}.", path=str(path)) from None


def tree_hash(folder: Path, suffixes: tuple[str, ...]) -> str:
    """A hash of the names and bytes of the files under folder with these suffixes."""
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        if path.suffix in suffixes and path.is_file():
            digest.update(path.relative_to(folder).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def load_state(docs_dir: Path) -> State:
    """The state the last build left in docs_dir (an empty state when there is none)."""
    try:
        data = json.loads((docs_dir / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return State()
    except (OSError, ValueError):
        raise OutputError(
            f"{docs_dir / MANIFEST}: unreadable; delete it and the generated pages, then rebuild."
        ) from None
    if isinstance(data, list):  # the first manifests were a bare list of files
        data = {"files": data}
    if not isinstance(data, dict):
        raise OutputError(f"{docs_dir / MANIFEST}: not a readinglist manifest; delete it.")
    return State(
        data.get("fingerprint", ""),
        tuple(data.get("files", ())),
        data.get("summary", {}),
        tuple(data.get("warnings", ())),
    )


def all_present(docs_dir: Path, files: tuple[str, ...]) -> bool:
    """Whether every file a state lists is still in docs_dir (nobody deleted generated pages)."""
    return all((docs_dir / name).is_file() for name in files)


@dataclass(frozen=True)
class Staged:
    """A file already put in the staging folder (see Staging.stage), or found unchanged.

    `held` is what the file in the docs folder held: True the same bytes (nothing was staged),
    False other bytes, None no file."""

    held: bool | None


class Staging:
    """The staging folder of one write_site call (see there), made before the files exist.

    Worker processes that render pages can then stage each themselves (`stage`): at 70,000
    papers, one process creating 140,000 files held back the workers rendering them."""

    def __init__(self, docs_dir: Path) -> None:
        docs_dir.mkdir(parents=True, exist_ok=True)
        self._folder = tempfile.TemporaryDirectory(dir=docs_dir, prefix=".rl-staging-")
        # Plain string paths and each folder made once: at 140,000 files pathlib's parsing and
        # the repeated mkdir calls cost more than writing the bytes.
        self.path = self._folder.name
        self.root = str(docs_dir)
        # Published pages must be world-readable whatever the umask: files are made 0644, and
        # set so again only when the umask takes any of that away (or cannot be read).
        umask = _umask()
        self.chmod = umask is None or umask & 0o644 != 0
        # Kept per process (a forked worker has its own copy): folders made in the staging
        # folder, and whether the docs folder has a folder. Nothing moves before write_site
        # ends, so every process sees the same docs folder.
        self._made: set[str] = set()
        self.present: dict[str, bool] = {"": True}

    def stage(self, name: str, text: str) -> Staged:
        """Stage one file unless the docs folder already holds exactly this text."""
        # Encoded one at a time: at 100,000 papers all the pages as bytes at once would hold a
        # second copy of the site in memory.
        data = text.encode("utf-8")
        held = self._held(name, lambda path: _holds(path, data))
        if held is not True:
            _write_new(self.path, name, data, self._made, self.chmod)
        return Staged(held)

    def _held(self, name: str, holds: Callable[[str], bool | None]) -> bool | None:
        """What the docs folder holds at `name` (see Staged), by holds(its path)."""
        # Nothing can be in a folder the docs folder lacks: no need to look.
        if not _present(self.root, os.path.dirname(name), self.present):
            return None
        return holds(os.path.join(self.root, name))

    def open(self, name: str) -> StagedStream:
        """Stage one file as its parts come (see StagedStream)."""
        return StagedStream(self, name)

    def __enter__(self) -> Staging:
        return self

    def __exit__(self, *_: object) -> None:
        self._folder.cleanup()


class StagedStream:
    """One file staged part by part, a megabyte written at a time: a file made of many parts
    (papers.json, 140 MB at 70,000 papers, a line a paper) is written as they come instead of
    joined, encoded and written at the end (0.6 s then, with a core idle). Once whole, it is
    compared with what the docs folder holds there, as Staging.stage does."""

    _FLUSH = 1 << 20

    def __init__(self, staging: Staging, name: str) -> None:
        self._staging = staging
        self._name = name
        _make_parent(staging.path, name, staging._made)
        self._path = os.path.join(staging.path, name)
        self._handle = _create(self._path, staging.chmod)
        self._pending: list[bytes] = []
        self._size = 0

    def write(self, text: str) -> None:
        data = text.encode("utf-8")
        self._pending.append(data)
        self._size += len(data)
        if self._size >= self._FLUSH:
            self._flush()

    def close(self) -> Staged:
        """Finish the file; what the docs folder held there (see Staged). A file the docs
        folder already holds is not kept: nothing moves for it."""
        self._flush()
        os.close(self._handle)
        held = self._staging._held(self._name, lambda path: _holds_file(path, self._path))
        if held is True:
            os.unlink(self._path)
        return Staged(held)

    def discard(self) -> None:
        """Stop without finishing (the staging folder goes with what was written)."""
        os.close(self._handle)

    def _flush(self) -> None:
        _write_all(self._handle, b"".join(self._pending))
        self._pending, self._size = [], 0


def write_site(
    docs_dir: Path,
    files: Mapping[str, str] | Iterable[tuple[str, str | Staged]],
    state: State | None = None,
    staging: Staging | None = None,
) -> WriteStats:
    """Write generated files under docs_dir, touching only those whose bytes change.

    `files` maps paths relative to docs_dir to texts, or yields (path, text) pairs, which are
    written as they come (a later pair for the same path wins); a text can also be a file
    `staging` already staged. Everything that changes is first written to a staging folder,
    so a failure while writing leaves the docs folder as it was; then each file is moved into
    place. The manifest records what readinglist generated, so stale generated pages are
    removed and a hand-written file in the way is never overwritten or deleted.
    """
    previous = set(load_state(docs_dir).files)
    with staging or Staging(docs_dir) as stage:
        changed = _stage_all(stage, files, previous)
        _move_into_place(stage.path, stage.root,
                         [name for name, change in changed.items() if change],
                         stage.present)  # fmt: skip
    removed = _remove_stale(docs_dir, previous - changed.keys())
    names = tuple(sorted(changed))
    state = replace(state, files=names) if state else State(files=names)
    write_file(docs_dir / MANIFEST, _state_json(state))
    count = sum(changed.values())
    return WriteStats(count, len(changed) - count, removed, names)


def _stage_all(
    staging: Staging,
    files: Mapping[str, str] | Iterable[tuple[str, str | Staged]],
    previous: set[str],
) -> dict[str, bool]:
    """Stage every file that changes; for every path seen, whether its bytes change."""
    changed: dict[str, bool] = {}
    pairs = files.items() if isinstance(files, Mapping) else files
    for name, text in pairs:
        if isinstance(text, Staged):
            # A worker staged it, looking at its folder in its own copy of `present`: moving
            # needs the answer in this one.
            _present(staging.root, os.path.dirname(name), staging.present)
            held = text.held
        else:
            held = staging.stage(name, text).held
        if held is False and name not in previous:
            raise _in_the_way(os.path.join(staging.root, name))
        changed[name] = held is not True
    return changed


def write_file(path: Path, text: str) -> bool:
    """Write one text file atomically, unless it already holds exactly this text."""
    data = text.encode("utf-8")
    if _holds(path, data):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".rl-", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.chmod(temporary, 0o644)  # mkstemp makes 0600; published pages must be world-readable
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return True


def _state_json(state: State) -> str:
    data = {
        "fingerprint": state.fingerprint,
        "summary": state.summary,
        "warnings": list(state.warnings),
        "files": list(state.files),
    }
    return json.dumps(data, indent=0, ensure_ascii=False, sort_keys=True) + "\n"


def _holds(path: str | Path, data: bytes) -> bool | None:
    """Whether the file at path holds exactly `data`; None when there is no file there."""
    return _compared(path, len(data), lambda held: held.read() == data)


def _holds_file(path: str, staged: str) -> bool | None:
    """_holds for bytes in a staged file: compared a megabyte at a time."""

    def same(held: BinaryIO) -> bool:
        with open(staged, "rb") as made:
            while True:
                chunk = held.read(StagedStream._FLUSH)
                if chunk != made.read(StagedStream._FLUSH):
                    return False
                if not chunk:
                    return True

    return _compared(path, os.stat(staged).st_size, same)


def _compared(path: str | Path, size: int, same: Callable[[BinaryIO], bool]) -> bool | None:
    """Whether the file at path has `size` bytes and `same` finds them the expected ones;
    None when there is no file there."""
    try:
        if os.stat(path).st_size != size:
            return False
        with open(path, "rb") as held:
            return same(held)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except IsADirectoryError:  # something else is in the way
        return False


def _write_new(root: str, name: str, data: bytes, made: set[str], chmod: bool) -> None:
    _make_parent(root, name, made)
    handle = _create(os.path.join(root, name), chmod)
    try:
        _write_all(handle, data)
    finally:
        os.close(handle)


def _create(path: str, chmod: bool) -> int:
    """A new file (or one emptied) open for writing, world-readable (see Staging)."""
    handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    if chmod:  # see Staging: at 70,000 papers, 0.2 s of each page-writing worker
        try:
            os.fchmod(handle, 0o644)
        except BaseException:
            os.close(handle)
            raise
    return handle


def _write_all(handle: int, data: bytes) -> None:
    view = memoryview(data)
    while view:  # a file object's buffering is only overhead for one write of it all
        view = view[os.write(handle, view) :]


def _umask() -> int | None:
    """This process's umask, read without setting it (os.umask would, for every thread); Linux
    reports it in /proc since 4.7. None where it cannot be read."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    return None


def _present(root: str, folder: str, present: dict[str, bool]) -> bool:
    """Whether anything is at `folder` under root (answers kept in `present`)."""
    if folder not in present:
        parent = os.path.dirname(folder)
        present[folder] = _present(root, parent, present) and os.path.lexists(
            os.path.join(root, folder)
        )
    return present[folder]


def _move_into_place(
    staging: str, root: str, names: Iterable[str], present: dict[str, bool]
) -> None:
    """Move the staged files into the docs folder. A folder the docs folder lacks moves
    whole: on a first build that is two renames instead of one per page (140,000 at 70,000
    papers). `present` holds the folders looked at while staging, before anything moved."""
    made: set[str] = set()
    moved: set[str] = set()
    for name in sorted(names):
        folder = os.path.dirname(name)
        if not present[folder]:
            # Every folder of `name` was looked at: the outermost the docs folder lacks.
            parts = folder.split("/")
            outermost = next(
                "/".join(parts[: i + 1])
                for i in range(len(parts))
                if not present["/".join(parts[: i + 1])]
            )
            if outermost not in moved:
                os.replace(os.path.join(staging, outermost), os.path.join(root, outermost))
                moved.add(outermost)
            continue
        _make_parent(root, name, made)
        os.replace(os.path.join(staging, name), os.path.join(root, name))


def _make_parent(root: str, name: str, made: set[str]) -> None:
    """The folder `name` sits in under root, made once per write (`made` remembers)."""
    folder = os.path.dirname(name)
    if folder not in made:
        os.makedirs(os.path.join(root, folder), exist_ok=True)
        made.add(folder)


def _in_the_way(path: str) -> OutputError:
    """The error that stops a build before a file readinglist did not generate (and that
    differs from what would be written) is overwritten by a generated one."""
    return OutputError(
        f"{path}: a file readinglist did not generate is in the way of a generated page. "
        "Move or rename it, then build again."
    )


def _remove_stale(docs_dir: Path, stale: set[str]) -> int:
    removed = 0
    for relative in sorted(stale):
        path = docs_dir / relative
        if path.is_file():
            path.unlink()
            removed += 1
            _prune_empty(path.parent, docs_dir)
    return removed


def _prune_empty(folder: Path, root: Path) -> None:
    while folder != root and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
        folder = folder.parent


def site_size(site: Path) -> SiteSize:
    """How many files the built site holds, their bytes and the disk they take."""
    files = size = disk = 0
    folders = [str(site)]
    while folders:
        with os.scandir(folders.pop()) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    folders.append(entry.path)
                elif entry.is_file(follow_symlinks=False):
                    stat = entry.stat(follow_symlinks=False)
                    files += 1
                    size += stat.st_size
                    disk += stat.st_blocks * 512
    return SiteSize(files, size, disk)


def write_framed_pages(
    pages: Iterable[tuple[str, str, str]], fill: Callable[[str, str], str]
) -> int:
    """Write each (docs file, site file, slug) page: the docs file's text and the slug filled
    into the frame (`fill`, see render.frame), encoded as MkDocs encodes a page. Returns how
    many were written."""
    written = 0
    made: set[str] = set()
    for source, target, slug in pages:
        page = fill(read_text(Path(source)), slug)
        _make_parent("", target, made)  # target is absolute: the root adds nothing
        try:
            with open(target, "wb") as handle:
                handle.write(page.encode("utf-8", errors="xmlcharrefreplace"))
        except OSError as err:
            raise OutputError(f"{target}: cannot write the page ({err.strerror})") from err
        written += 1
    return written


def list_in_sitemap(site: Path, stand_in: str, slugs: Sequence[str]) -> None:
    """List each slug's page in the site's sitemap (and its gzipped copy) where MkDocs listed
    the stand-in page `stand_in` (see render.frame): the stand-in's entry, its slug replaced,
    once per slug, after the papers section's own page (where MkDocs lists its pages)."""
    path = site / "sitemap.xml"
    if not path.is_file():
        return
    text = path.read_text(encoding="utf-8")
    entry = re.search(
        rf"\n[ \t]*<url>(?:(?!</url>).)*?/{re.escape(stand_in)}[/.](?:(?!</url>).)*</url>",
        text,
        re.S,
    )
    if entry is None:
        return
    text = text[: entry.start()] + text[entry.end() :]
    entries = "".join(entry.group().replace(stand_in, slug) for slug in slugs)
    section = re.search(r"<loc>[^<]*/papers/</loc>(?:(?!</url>).)*</url>", text, re.S)
    at = section.end() if section else entry.start()
    text = text[:at] + entries + text[at:]
    path.write_text(text, encoding="utf-8")
    packed = site / "sitemap.xml.gz"
    if packed.is_file():
        # The time MkDocs stamped in the gzip header stays: the same bytes as a build that
        # rendered every page itself.
        mtime = int.from_bytes(packed.read_bytes()[4:8], "little")
        with (
            open(packed, "wb") as raw,
            gzip.GzipFile(fileobj=raw, filename=str(packed), mode="wb", mtime=mtime) as out,
        ):
            out.write(text.encode("utf-8"))


def remove_page(page: Path, site: Path) -> None:
    """Remove a built page, and its folder if that is left empty (up to the site's root)."""
    page.unlink(missing_ok=True)
    _prune_empty(page.parent, site)
