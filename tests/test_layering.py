"""The layers hold: the engine stays headless, no code outside a rule family's
folder imports it, and the engine's and the editor's layers import one way only,
as the import-linter contracts in pyproject.toml say."""

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


# The engine's packages from the top down, as README.md names them:
# commands over simulation over rules over lint over editing over the pack
# over the model; other layers may sit between them.
ENGINE_LAYERS = (
    "engine.commands",
    "engine.sim",
    "engine.rules",
    "engine.lint",
    "engine.editing",
    "engine.pack",
    "engine.map",
)


def test_contract_keeps_the_engine_layers_in_order() -> None:
    """Guards the check below against the engine's layers being dropped or reordered,
    or a package that breaks them being let off."""
    assert any(
        contract["type"] == "layers"
        and [layer for layer in contract["layers"] if layer in ENGINE_LAYERS] == list(ENGINE_LAYERS)
        and not contract.get("ignore_imports")
        for contract in contracts()
    )


def test_engine_families_holds_only_families() -> None:
    """The contracts forbid engine.families as a whole to the rest of the engine; a
    shared module put there would escape them, so every package there defines a
    RULESET and there are no loose modules beside them."""
    modules = list(pkgutil.iter_modules([str(ROOT / "engine" / "families")]))
    assert {"underground", "nextstation", "metrox", "oneday", "tubedice"} <= {
        m.name for m in modules
    }
    assert all(m.ispkg for m in modules), [m.name for m in modules if not m.ispkg]
    for module in modules:
        assert hasattr(importlib.import_module(f"engine.families.{module.name}"), "RULESET")


def test_contracts_keep_every_rule_family_to_itself() -> None:
    """Guards the check below: the editor and every engine package may not import
    the families, and the families do not import each other."""
    assert any(
        contract["type"] == "forbidden"
        and {"editor", "engine.*"} <= set(contract["source_modules"])
        and contract["forbidden_modules"] == ["engine.families"]
        and not contract.get("allow_indirect_imports", False)
        and not contract.get("ignore_imports")
        for contract in contracts()
    )
    assert any(
        contract["type"] == "independence" and contract["modules"] == ["engine.families.*"]
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
