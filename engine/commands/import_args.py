"""What the `tracksmith import` formats read the same way: the board's size, the new
pack's id and name, its rule family, a schematic layout, and lists, numbers and
boxes of degrees."""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from engine.commands import UsageError
from engine.destination import Reads
from engine.editing.edits import id_problem
from engine.editing.typed_values import text_problem
from engine.importers.drafting import Drafted
from engine.layout import STYLES
from engine.pack.destination import destination_problem
from engine.pack.limits import ID_MESSAGE
from engine.rules import UnknownRulesetError, get_ruleset
from engine.rules.registry import default_ruleset


def add_board_options(parser: argparse.ArgumentParser) -> None:
    """The board's size and spacing, the pack's id and name, and where it goes."""
    parser.add_argument("--width", type=positive, default=1600.0, help="board width")
    parser.add_argument("--height", type=positive, default=1200.0, help="board height")
    parser.add_argument(
        "--spacing",
        type=positive,
        default=0.012,
        help="least distance between stations, as a fraction of the longer side",
    )
    parser.add_argument(
        "--layout",
        choices=STYLES,
        help="redraw the map as a schematic (as `tracksmith layout` does) before its family "
        "drafts it: octilinear track, or a lattice sheet (grid); default: a lattice for a "
        "family whose sheet is one, else stations where the data places them",
    )
    parser.add_argument("--id", help="the pack id (default: the output file's name)")
    parser.add_argument("--name", help="the map's name (default: the id)")
    parser.add_argument("-o", "--output", required=True, type=Path, help="the .yaml to write")


def print_draft(draft: Drafted) -> None:
    """What the family guessed, in one list, then the schematic layout's figures."""
    if draft.guessed:
        print(draft.words())
    for line in draft.figures:
        print(f"schematic layout: {line}")


def checked_pack_id(args: argparse.Namespace, texts: dict[str, str | None], reads: Reads) -> str:
    """The new pack's id, once `-o` (none of the files the import `reads`), `--id`
    and the free texts (option -> value) are usable."""
    problem = destination_problem(args.output, reads)
    if problem is not None:
        raise UsageError(f"cannot write {args.output}: {problem}")
    pack_id: str = args.id or args.output.stem
    if id_problem(pack_id) is not None:
        raise UsageError(f"'{pack_id}' cannot be a pack id ({ID_MESSAGE}): give one with --id")
    for option, text in texts.items():
        problem = text_problem(text or "")
        if problem is not None:
            raise UsageError(f"{option}: {problem}")
    return pack_id


def ruleset_name(name: str | None) -> str:
    """The named rule family, by default the default map's. One not installed
    (a family still being written, a plug-in not here) is said on stderr, and
    its map written all the same, as `validate` reads such a map."""
    if name is None:
        return default_ruleset()
    if id_problem(name) is not None:
        raise UsageError(f"'{name}' cannot be a ruleset name ({ID_MESSAGE})")
    try:
        return get_ruleset(name).name
    except UnknownRulesetError as error:
        print(f"tracksmith: {error}; the map is written without its defaults", file=sys.stderr)
        return name


def names(text: str) -> tuple[str, ...]:
    found = tuple(part.strip() for part in text.split(","))
    if not all(found):
        raise argparse.ArgumentTypeError(f"expected names separated by commas, found '{text}'")
    return found


def positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, found '{text}'") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"expected a positive number, found '{text}'")
    return value


def degrees_box(text: str, order: tuple[str, str, str, str], hint: str = "") -> dict[str, float]:
    """Four finite numbers in degrees, named in `order` (an importer's own), with the
    south below the north and the west below the east."""
    expected = ",".join(name.upper() for name in order) + hint
    try:
        values = [float(part) for part in text.split(",")]
    except ValueError:
        values = []
    if len(values) != 4:
        raise argparse.ArgumentTypeError(f"expected {expected} in degrees, found '{text}'")
    if not all(math.isfinite(value) for value in values):
        raise argparse.ArgumentTypeError(f"'{text}': expected finite numbers")
    box = dict(zip(order, values, strict=True))
    if not (box["south"] < box["north"] and box["west"] < box["east"]):
        raise argparse.ArgumentTypeError(f"'{text}': south must be below north and west below east")
    return box
