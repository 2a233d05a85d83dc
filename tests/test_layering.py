"""The layers hold: the engine stays headless and the editor knows no rule family, as
the import-linter contracts in pyproject.toml say."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def contracts() -> list[dict[str, Any]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    found: list[dict[str, Any]] = config["tool"]["importlinter"]["contracts"]
    return found


def test_contract_forbids_qt_and_the_editor_in_the_engine() -> None:
    """Guards the check below against a contract that was weakened or removed."""
    assert any(
        contract["type"] == "forbidden"
        and contract["source_modules"] == ["engine"]
        and {"PySide6", "editor"} <= set(contract["forbidden_modules"])
        for contract in contracts()
    )


def family_packages() -> set[str]:
    """Every rule family: each package under engine/rules/ that defines a RULESET."""
    packages = (
        f"engine.rules.{module.name}"
        for module in pkgutil.iter_modules([str(ROOT / "engine" / "rules")])
        if module.ispkg
    )
    return {name for name in packages if hasattr(importlib.import_module(name), "RULESET")}


def test_contract_forbids_every_rule_family_in_the_editor() -> None:
    """A family added under engine/rules/ must be named by the contract too."""
    families = family_packages()
    assert {"engine.rules.underground", "engine.rules.nextstation"} <= families
    assert any(
        contract["type"] == "forbidden"
        and contract["source_modules"] == ["editor"]
        and set(contract["forbidden_modules"]) == families
        for contract in contracts()
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
