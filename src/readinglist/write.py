"""Write stage, the only module that touches the disk: seed bytes in, generated files out."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
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


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as err:
        raise InputError(f"cannot read it: {err.strerror}.", path=str(path)) from None


def write_site(docs_dir: Path, files: Mapping[str, str]) -> WriteStats:
    """Write generated files under docs_dir, touching only those whose bytes change.

    A manifest records what readinglist generated, so stale generated pages are removed and a
    hand-written file in the way is never overwritten or deleted.
    """
    previous = _load_manifest(docs_dir)
    _refuse_foreign(docs_dir, files, previous)
    written = unchanged = 0
    for relative, content in sorted(files.items()):
        if _write_if_changed(docs_dir / relative, content.encode("utf-8")):
            written += 1
        else:
            unchanged += 1
    removed = _remove_stale(docs_dir, previous - files.keys())
    manifest = json.dumps(sorted(files), indent=0, ensure_ascii=False) + "\n"
    _write_if_changed(docs_dir / MANIFEST, manifest.encode("utf-8"))
    return WriteStats(written, unchanged, removed)


def _load_manifest(docs_dir: Path) -> set[str]:
    try:
        return set(json.loads((docs_dir / MANIFEST).read_text(encoding="utf-8")))
    except FileNotFoundError:
        return set()
    except (OSError, ValueError, TypeError):
        raise OutputError(
            f"{docs_dir / MANIFEST}: unreadable; delete it and the generated pages, then rebuild."
        ) from None


def _refuse_foreign(docs_dir: Path, files: Mapping[str, str], previous: set[str]) -> None:
    for relative in sorted(files.keys() - previous):
        path = docs_dir / relative
        if path.exists() and path.read_bytes() != files[relative].encode("utf-8"):
            raise OutputError(
                f"{path}: a file readinglist did not generate is in the way of a generated page. "
                "Move or rename it, then build again."
            )


def _write_if_changed(path: Path, data: bytes) -> bool:
    try:
        if path.read_bytes() == data:
            return False
    except FileNotFoundError:
        pass
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
