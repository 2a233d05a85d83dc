"""How long a big map takes to save and to open.

Saves the synthetic city of benchmarks/synthetic.py at each size with
`save_pack` (the canonical text written, read back and compared with the map,
then the file replaced), then opens the saved file with `load_pack`. Exits 1
when a goal is missed; not part of the test suite.

    python -m benchmarks.bench_save [--sizes 2000 5000] [--runs 5]
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `benchmarks` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import argparse
import tempfile

from benchmarks.synthetic import synthetic_pack
from benchmarks.timings import Goal, Timings, print_table
from engine.pack import load_pack, save_pack

GOAL_STATIONS = 5000
GOALS = (
    Goal(f"save {GOAL_STATIONS}", 300.0, "canonical text written and read back"),
    Goal(f"open {GOAL_STATIONS}", 1000.0, "load_pack of the saved file"),
)


def bench_size(stations: int, runs: int, seed: int, folder: Path, timings: Timings) -> None:
    pack = synthetic_pack(stations, seed)
    file = folder / f"city-{stations}.yaml"
    for _ in range(runs):
        with timings.measure(f"save {stations}"):
            save_pack(pack, file)
    for _ in range(runs):
        with timings.measure(f"open {stations}"):
            opened = load_pack(file)
    if opened != pack:
        raise SystemExit(f"the {stations}-station map did not open as it was saved")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[2000, 5000])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    timings = Timings()
    with tempfile.TemporaryDirectory() as folder:
        for stations in args.sizes:
            bench_size(stations, args.runs, args.seed, Path(folder), timings)
    print("times in ms")
    missed = print_table(timings, GOALS)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
