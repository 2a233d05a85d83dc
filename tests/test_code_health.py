"""The habits that keep the codebase healthy, run with the tests so CI enforces them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


@pytest.mark.parametrize(
    "command",
    [("ruff", "check", "."), ("ruff", "format", "--check", ".")],
    ids=["ruff-lint", "ruff-format"],
)
def test_ruff_is_clean(command: tuple[str, ...]) -> None:
    result = run_tool(*command)
    assert result.returncode == 0, result.stdout + result.stderr


def test_engine_and_editor_type_check() -> None:
    """mypy --strict over engine/ and editor/ (configured in pyproject.toml)."""
    result = run_tool("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
