"""How fast `tracksmith layout` draws a map as a schematic, and how well: the
figures the command prints, for each map.

Maps: the bundled London (goal: at most 1 s), a made-up city of 300 stations
crowded towards its middle as a real city is (the network of
benchmarks/bench_import.py, imported as `tracksmith import csv` imports it;
goal: at most 3 s), and the whole London Underground from
maps/sources/london-tube/ (302 stations; no goal, a real network's figures).
Exits 1 when a goal is missed; not part of the test suite.

    python -m benchmarks.bench_layout [--runs 3]
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


def maps(folder: Path) -> dict[str, MapPack]:
    city = folder / "city-300.yaml"
    run(import_command(write_network(folder, 300, 1), 300, city))
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
    return {
        "london": load_pack(MAPS / "london.yaml"),
        "city-300": load_pack(city),
        "tube-302": load_pack(tube),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="layouts of each map")
    args = parser.parse_args()
    timings = Timings()
    results: dict[str, Laid] = {}
    with tempfile.TemporaryDirectory() as folder:
        packs = maps(Path(folder))
    for name, pack in packs.items():
        for _ in range(args.runs):
            with timings.measure(name):
                results[name] = lay_out(pack)
    for name, laid in results.items():
        print(f"{name}: {len(packs[name].stations)} stations")
        for line in laid.figures.lines():
            print(f"  {line}")
    missed = print_table(timings, GOALS)
    if missed:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
