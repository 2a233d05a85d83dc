"""How fast `tracksmith layout` draws a map as a schematic, and how well: the
figures the command prints, for each map.

Maps: the bundled London (goal: at most 1 s), a made-up city of 300 stations
crowded towards its middle as a real city is (the network of
benchmarks/bench_import.py, imported as `tracksmith import csv` imports it;
goal: at most 3 s), the whole London Underground from
maps/sources/london-tube/ (302 stations) and Cairns' buses, a real published feed
(tests/data/gtfs/cairns/, 395 stations once bays are merged, imported by the real
`tracksmith import gtfs` as the Underground family's draft), laid out in its
family's octilinear style and on Next Station's lattice (`cairns-395-grid`); no
goal for those, real networks' figures. Exits 1 when a goal is missed; not part
of the test suite.

    python -m benchmarks.bench_layout [--runs 3] [--maps london city-300 ...]
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `benchmarks` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import argparse
import tempfile

from benchmarks.bench_import import import_command, run, write_network
from benchmarks.timings import Goal, Timings, print_table
from engine.layout import Laid, lay_out
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS

GOALS = (
    Goal("london", 1000.0, "the bundled maps/london.yaml, 134 stations"),
    Goal("city-300", 3000.0, "a made-up city of 300 stations"),
)
TUBE = MAPS / "sources" / "london-tube"
CAIRNS = (
    Path(__file__).resolve().parent.parent / "tests" / "data" / "gtfs" / "cairns" / "cairns.zip"
)
NAMES = ("london", "city-300", "tube-302", "cairns-395", "cairns-395-grid")


def maps(folder: Path) -> dict[str, tuple[MapPack, str | None]]:
    """Each map by name, with the style it is laid out in (None: its family's)."""
    city = folder / "city-300.yaml"
    run(import_command(write_network(folder, 300, 1, "city"), 300, city))
    tube = folder / "tube.yaml"
    tables = [TUBE / f"london.{table}.csv" for table in ("stations", "connections", "lines")]
    run(
        [
            "import",
            "csv",
            *("--stations", str(tables[0]), "--connections", str(tables[1])),
            *("--lines", str(tables[2]), "-o", str(tube)),
        ]
    )
    cairns = folder / "cairns.yaml"
    run(
        [
            "import",
            "gtfs",
            str(CAIRNS),
            "--modes",
            "bus",
            "--ruleset",
            "underground",
            "-o",
            str(cairns),
        ]
    )
    return {
        "london": (load_pack(MAPS / "london.yaml"), None),
        "city-300": (load_pack(city), None),
        "tube-302": (load_pack(tube), None),
        "cairns-395": (load_pack(cairns), None),
        "cairns-395-grid": (load_pack(cairns), "grid"),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="layouts of each map")
    parser.add_argument("--maps", nargs="+", choices=NAMES, default=NAMES, help="maps to lay out")
    args = parser.parse_args()
    timings = Timings()
    results: dict[str, Laid] = {}
    with tempfile.TemporaryDirectory() as folder:
        packs = maps(Path(folder))
    for name in args.maps:
        pack, style = packs[name]
        for _ in range(args.runs):
            with timings.measure(name):
                results[name] = lay_out(pack, style)
    for name, laid in results.items():
        print(f"{name}: {len(packs[name][0].stations)} stations")
        for line in laid.figures.lines():
            print(f"  {line}")
    missed = print_table(timings, GOALS)
    if missed:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
