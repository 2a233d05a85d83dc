"""The engine stays headless: the import-linter contract in pyproject.toml holds."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_contract_forbids_qt_and_the_editor_in_the_engine() -> None:
    """Guards the check below against a contract that was weakened or removed."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    assert any(
        contract["type"] == "forbidden"
        and contract["source_modules"] == ["engine"]
        and {"PySide6", "editor"} <= set(contract["forbidden_modules"])
        for contract in contracts
    )


def test_import_contract_is_kept() -> None:
    lint_imports = Path(sys.executable).parent / "lint-imports"
    result = subprocess.run(
        [str(lint_imports), "--no-cache", "--no-logo"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout
