"""A built site's size against free hosts' limits: the numbers, the message, the command."""

from __future__ import annotations

from pathlib import Path

from readinglist import hosting, write

from .helpers import make_project, run_cli

GB = 10**9


def test_site_size_counts_every_file_in_every_folder(tmp_path: Path) -> None:
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "index.html").write_bytes(b"x" * 10)
    (tmp_path / "a" / "b" / "page.html").write_bytes(b"y" * 5000)
    size = write.site_size(tmp_path)
    assert (size.files, size.bytes) == (2, 5010)
    assert size.disk_bytes >= 5010


def test_a_site_that_fits_gets_no_message() -> None:
    assert hosting.misfit_message("site", hosting.SiteSize(175_000, GB // 2, GB)) is None


def test_too_many_files_names_gitlab_and_says_what_to_do() -> None:
    message = hosting.misfit_message("site", hosting.SiteSize(250_000, GB // 2, GB // 2))
    assert message is not None
    assert "250,000 files" in message
    assert "GitLab Pages takes at most 1.00 GB and 200,000 files" in message
    assert "GitHub Pages" not in message
    assert "one site per conference" in message


def test_too_many_bytes_names_both_hosts() -> None:
    size = hosting.SiteSize(100_000, 1_900_000_000, 2_700_000_000)
    assert [host.name for host in hosting.misfits(size)] == ["GitHub Pages", "GitLab Pages"]
    message = hosting.misfit_message("site", size)
    assert message is not None
    assert "1.90 GB in 100,000 files (2.70 GB on disk)" in message


def test_check_size_command(tmp_path: Path) -> None:
    project = make_project(tmp_path / "project")
    site = project / "site"
    (site / "papers").mkdir(parents=True)
    (site / "papers" / "index.html").write_text("<p>hello</p>")
    fits = run_cli(project, "check-size")
    assert fits.returncode == 0, fits.stderr
    assert "1 files" in fits.stdout or "1 file" in fits.stdout
    assert "GitHub Pages and GitLab Pages would take it" in fits.stdout
    refused = run_cli(project, "check-size", "site", "--max-files", "0")
    assert refused.returncode == 1
    assert "too large to publish" in refused.stderr
    assert "the host takes at most 0 files" in refused.stderr
    missing = run_cli(project, "check-size", "nowhere")
    assert missing.returncode == 2
    assert "run `readinglist build` first" in missing.stderr


def test_a_build_reports_the_site_size(tmp_path: Path) -> None:
    project = make_project(tmp_path / "project")
    built = run_cli(project, "build", "--strict")
    assert built.returncode == 0, built.stderr
    size = write.site_size(project / "site")
    assert f"readinglist: the site is {hosting.describe(size)}" in built.stderr
