"""Write stage, the only module that touches the disk: seed bytes in, generated files out."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from .errors import InputError, OutputError
from .models import SeedFile

MANIFEST = ".readinglist-manifest.json"


@dataclass(frozen=True)
class WriteStats:
    """What a write changed: counts of files written, left untouched and removed."""

    written: int
    unchanged: int
    removed: int


@dataclass(frozen=True)
class State:
    """What the last build generated, and the fingerprint of what it was built from."""

    fingerprint: str = ""
    files: tuple[str, ...] = ()
    summary: dict[str, int] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()


def read_seeds(seeds_dir: Path) -> tuple[SeedFile, ...]:
    """Every `*.txt` under the seeds folder, sorted by relative path."""
    if not seeds_dir.is_dir():
        raise InputError(
            "seeds folder not found. Create it and put your abstract lists (.txt) in it, "
            "or point to another folder with --seeds.",
            path=str(seeds_dir),
        )
    paths = sorted(p for p in seeds_dir.rglob("*.txt") if p.is_file())
    if not paths:
        raise InputError(
            "no .txt abstract lists found. Add files with a header line and one abstract per "
            "paragraph.",
            path=str(seeds_dir),
        )
    return tuple(SeedFile(p.relative_to(seeds_dir).as_posix(), _read(p)) for p in paths)


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


def write_site(docs_dir: Path, files: Mapping[str, str], state: State | None = None) -> WriteStats:
    """Write generated files under docs_dir, touching only those whose bytes change.

    Everything that changes is first written to a staging folder, so a failure while writing
    leaves the docs folder as it was; then each file is moved into place. The manifest records
    what readinglist generated, so stale generated pages are removed and a hand-written file in
    the way is never overwritten or deleted.
    """
    previous = set(load_state(docs_dir).files)
    _refuse_foreign(docs_dir, files, previous)
    docs_dir.mkdir(parents=True, exist_ok=True)
    changed = []
    with tempfile.TemporaryDirectory(dir=docs_dir, prefix=".rl-staging-") as staging:
        # Encoded one at a time: at 100,000 papers all the pages as bytes at once would hold
        # a second copy of the site in memory.
        for name in sorted(files):
            data = files[name].encode("utf-8")
            if not _same(docs_dir / name, data):
                _write_new(Path(staging) / name, data)
                changed.append(name)
        for name in changed:
            (docs_dir / name).parent.mkdir(parents=True, exist_ok=True)
            os.replace(Path(staging) / name, docs_dir / name)
    removed = _remove_stale(docs_dir, previous - files.keys())
    write_file(docs_dir / MANIFEST, _state_json(state or State(files=tuple(sorted(files)))))
    return WriteStats(len(changed), len(files) - len(changed), removed)


def write_file(path: Path, text: str) -> bool:
    """Write one text file atomically, unless it already holds exactly this text."""
    data = text.encode("utf-8")
    if _same(path, data):
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


def _same(path: Path, data: bytes) -> bool:
    try:
        return path.stat().st_size == len(data) and path.read_bytes() == data
    except (FileNotFoundError, NotADirectoryError):
        return False


def _write_new(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    path.chmod(0o644)


def _refuse_foreign(docs_dir: Path, files: Mapping[str, str], previous: set[str]) -> None:
    for relative in sorted(files.keys() - previous):
        path = docs_dir / relative
        if path.exists() and path.read_bytes() != files[relative].encode("utf-8"):
            raise OutputError(
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
