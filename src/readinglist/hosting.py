"""Free static hosts' limits, and whether a built site (its size and file count) fits them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteSize:
    """A built site: how many files, their bytes, and the disk they take (whole blocks)."""

    files: int
    bytes: int
    disk_bytes: int


@dataclass(frozen=True)
class Host:
    """A host's limits on a published site; None is no limit."""

    name: str
    max_bytes: int | None
    max_files: int | None = None


# GitHub Pages refuses published sites over 1 GB (actions/upload-pages-artifact warns past it
# and a deployment past it may fail); GitLab Pages caps a site at 1 GB and 200,000 files.
HOSTS: tuple[Host, ...] = (
    Host("GitHub Pages", 1_000_000_000),
    Host("GitLab Pages", 1_000_000_000, 200_000),
)
_ADVICE = (
    "To fit, publish one site per conference (a seeds folder and a site each), or leave a "
    "conference out."
)


def describe(size: SiteSize) -> str:
    return (
        f"{_megabytes(size.bytes)} in {size.files:,} files ({_megabytes(size.disk_bytes)} on disk)"
    )


def misfits(size: SiteSize, hosts: tuple[Host, ...] = HOSTS) -> tuple[Host, ...]:
    """The hosts that would refuse the site."""
    return tuple(
        host
        for host in hosts
        if (host.max_bytes is not None and size.bytes > host.max_bytes)
        or (host.max_files is not None and size.files > host.max_files)
    )


def misfit_message(site: str, size: SiteSize, hosts: tuple[Host, ...] = HOSTS) -> str | None:
    """What to tell the user when some host would refuse the site, or None when all take it."""
    refusing = misfits(size, hosts)
    if not refusing:
        return None
    limits = "; ".join(f"{host.name} takes {_limits(host)}" for host in refusing)
    return f"{site} is too large to publish: it is {describe(size)}, and {limits}. {_ADVICE}"


def _limits(host: Host) -> str:
    parts = [_megabytes(host.max_bytes)] if host.max_bytes is not None else []
    parts += [f"{host.max_files:,} files"] if host.max_files is not None else []
    return "at most " + " and ".join(parts)


def _megabytes(count: int) -> str:
    if count >= 10**9:
        return f"{count / 1e9:.2f} GB"
    return f"{count / 1e6:.1f} MB" if count >= 10**6 else f"{count / 1e3:.1f} KB"
