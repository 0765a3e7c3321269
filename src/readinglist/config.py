"""Settings: the options of one build, as mkdocs.yml or the command line give them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    """Where to read, where to write, and how to shape the site."""

    seeds_dir: Path
    docs_dir: Path
    site_name: str = "Reading list"
    vocabulary: Path | None = None
    extra_vocabulary: Path | None = None
    related: int = 5
    lock_file: Path | None = None
    skip_invalid: bool = False
    # MkDocs' use_directory_urls: paper pages carry finished links (papers/x/ or papers/x.html).
    directory_urls: bool = True
    # Rebuild even when nothing changed (the quality report needs every entry).
    force: bool = False
