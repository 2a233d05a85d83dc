"""`tracksmith` loads only the command it runs: every command used to import every
other's modules (the simulation, the GTFS readers, numpy, shapely) before it read
its command line, which cost most of a second however little it then did."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main
from engine.commands import COMMANDS
from engine.commands.import_formats import FORMATS
from engine.paths import MAPS, ROOT
from tests.engine.test_import_csv import csv_arguments

# Runs the command as `tracksmith` does, then names every module it imported.
PROBE = """
import sys
from editor.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print("\\nloaded:", *sorted(sys.modules))
"""

COMMAND_MODULES = {command.module for command in (*COMMANDS, *FORMATS)}
# What a command on a valid map has no use for: Qt, a graph library, and the
# schema checker that words the problems of a broken pack.
UNUSED = {"PySide6", "networkx", "jsonschema"}


def probe(*args: str) -> tuple[str, set[str]]:
    """What a fresh `tracksmith ARGS` printed, and the modules it had imported when done."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        cwd=ROOT,
        env={**os.environ, "COLUMNS": "200"},  # each command's help on one line
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    out, _, modules = result.stdout.rpartition("\nloaded:")
    return out, set(modules.split())


def test_help_lists_every_command_yet_imports_none() -> None:
    out, modules = probe("--help")
    for command in COMMANDS:
        assert f"    {command.name:<10}{command.help}\n" in out
    assert not modules & COMMAND_MODULES
    assert not modules & {"numpy", "shapely", "yaml", "PySide6", "engine.pack"}


def test_a_command_imports_its_own_module_alone(tmp_path: Path) -> None:
    _, modules = probe("validate", str(MAPS / "london.yaml"))
    assert modules & COMMAND_MODULES == {"engine.commands.validate"}
    assert not modules & UNUSED
    _, modules = probe(*csv_arguments("-o", str(tmp_path / "cross.yaml")))
    assert modules & COMMAND_MODULES == {
        "engine.commands.import_formats",
        "engine.commands.import_csv",
    }
    assert not modules & UNUSED


@pytest.mark.parametrize(
    "words",
    [[command.name] for command in COMMANDS] + [["import", form.name] for form in FORMATS],
    ids=" ".join,
)
def test_every_listed_command_has_its_parser(
    words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """The module each name points to registers the parser of that name."""
    with pytest.raises(SystemExit) as ended:
        main([*words, "--help"])
    assert ended.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: tracksmith {' '.join(words)} [-h]")
