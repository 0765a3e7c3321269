"""The package's source itself: checks no linter in the project makes."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "readinglist"


def _module_names(tree: ast.Module) -> Counter[str]:
    names: Counter[str] = Counter()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] += 1
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names[node.name] += 1
    return names


@pytest.mark.parametrize(
    "path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE))
)
def test_no_module_level_name_is_bound_twice(path: Path) -> None:
    # titles.py once bound _SAYS_NOTHING twice, 140 lines apart: the second silently
    # replaced the first, and a rule measured as made never ran (ruff's F811 sees only
    # imports and definitions, not constants).
    names = _module_names(ast.parse(path.read_text("utf-8")))
    assert [name for name, count in names.items() if count > 1] == []
