"""`tracksmith validate MAP [--json]`: lint a map pack.

Exit 0 when there is no error (warnings allowed), 1 when there are errors,
2 when the file cannot be read as a map pack.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from engine.lint.assets import asset_findings
from engine.lint.validate import has_errors, ordered
from engine.map.words import count
from engine.pack import PackError, load_pack
from engine.pack.assets import asset_folder
from engine.pack.errors import format_path
from engine.rules import lint


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("validate")
    parser.add_argument("map", help="a map pack: a .yaml file or a folder with map.yaml")
    parser.add_argument("--json", action="store_true", help="print findings as JSON")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        pack = load_pack(args.map)
    except PackError as problem:
        if not args.json:
            raise
        print(
            json.dumps(
                {
                    "map": args.map,
                    "readable": False,
                    "problems": [
                        {"path": format_path(p.path), "line": p.line, "message": p.message}
                        for p in problem.problems
                    ],
                },
                indent=2,
            )
        )
        return 2
    findings = ordered([*lint(pack), *asset_findings(pack, asset_folder(Path(args.map)))])
    if args.json:
        print(
            json.dumps(
                {
                    "map": args.map,
                    "readable": True,
                    "errors": sum(f.severity == "error" for f in findings),
                    "warnings": sum(f.severity == "warning" for f in findings),
                    "findings": [{**asdict(f), "elements": list(f.elements)} for f in findings],
                },
                indent=2,
            )
        )
    else:
        for finding in findings:
            print(f"{args.map}: {finding.describe()}")
        errors = sum(f.severity == "error" for f in findings)
        warnings = len(findings) - errors
        print(f"{args.map}: {count(errors, 'error')}, {count(warnings, 'warning')}")
    return 1 if has_errors(findings) else 0
