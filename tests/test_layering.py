"""The layers hold: the engine stays headless, no code outside a rule family's
folder imports it, and the editor's layers import one way only, as the
import-linter contracts in pyproject.toml say."""

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


# The main window over the panels, menus and file controllers, over the canvas,
# over the document; other layers may sit between them.
EDITOR_LAYERS = (
    "editor.main_window",
    "editor.panels : editor.menus : editor.files",
    "editor.canvas",
    "editor.document",
)


def test_contract_keeps_the_editor_layers_in_order() -> None:
    """Guards the check below against the editor's layers being dropped or reordered."""
    assert any(
        contract["type"] == "layers"
        and [layer for layer in contract["layers"] if layer in EDITOR_LAYERS] == list(EDITOR_LAYERS)
        and not contract.get("ignore_imports")
        for contract in contracts()
    )


def family_packages() -> set[str]:
    """Every rule family: each package under engine/families/ that defines a RULESET."""
    packages = (
        f"engine.families.{module.name}"
        for module in pkgutil.iter_modules([str(ROOT / "engine" / "families")])
        if module.ispkg
    )
    return {name for name in packages if hasattr(importlib.import_module(name), "RULESET")}


def outside_families(families: set[str]) -> set[str]:
    """The editor and every engine module that is not a family folder (or inside one)."""
    engine = {f"engine.{m.name}" for m in pkgutil.iter_modules([str(ROOT / "engine")])}
    rules = {
        f"engine.rules.{m.name}" for m in pkgutil.iter_modules([str(ROOT / "engine" / "rules")])
    }
    return {"editor"} | (engine - {"engine.rules", "engine.families"}) | rules


def test_contracts_keep_every_rule_family_to_itself() -> None:
    """A family or a shared module added under engine/ must be named by the contracts too."""
    families = family_packages()
    assert {"engine.families.underground", "engine.families.nextstation"} <= families
    assert any(
        contract["type"] == "forbidden"
        and set(contract["source_modules"]) == outside_families(families)
        and set(contract["forbidden_modules"]) == families
        and not contract.get("allow_indirect_imports", False)
        for contract in contracts()
    )
    assert any(
        contract["type"] == "independence" and set(contract["modules"]) == families
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
