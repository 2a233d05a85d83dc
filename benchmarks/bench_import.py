"""How fast `tracksmith import csv` builds a map from a whole city's network.

Writes the CSV tables of made-up networks (the synthetic city of
benchmarks/synthetic.py, and the tree, bush, grid and rings of benchmarks/networks.py,
all crowded towards the middle as a real city's are, so spreading them apart is
real work), then times the real command at each size and prints how well the
spread kept the map: the least distance between two stations against the
spacing, and how closely the stations keep their places. Exits 1 when a goal is
missed; not part of the test suite.

The command runs in this process, its modules loaded before it is timed; with
`--whole` it runs as a process of its own, as a designer starts it, and the
figures are that process's wall clock and CPU time, start-up included.

    python -m benchmarks.bench_import [--sizes 500 1000 2000 5000] [--runs 3]
                                      [--shapes city tree bush grid rings] [--whole]
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `benchmarks` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import argparse
import csv
import math
import os
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from contextlib import redirect_stdout
from io import StringIO

import numpy as np
from shapely import STRtree
from shapely import points as shapely_points

from benchmarks.networks import CENTRE, RADIUS, SHAPES, Network
from benchmarks.synthetic import _LINES, synthetic_pack
from benchmarks.timings import Goal, Timings, children_cpu, print_table
from engine.cli import main as tracksmith
from engine.map.model import Point
from engine.pack import load_pack

# The whole command, spreading and saving included, on every shape.
GOAL_MS = {2000: 1000.0, 5000: 2500.0}
CORE = 0.12  # stations in the middle lie this much closer together than at the edge
# The board grows with the network, so a station has the room it has on a
# 500-station board: the same spacing in board units, ~19 as on the default board.
BOARD_PER_STATION = 1600.0 * 1200.0 / 500
SPACING_UNITS = 0.012 * 1600.0


def city(stations: int, seed: int) -> tuple[Network, set[int]]:
    """The synthetic city as a network, and its National Rail stations; each
    connection is served by as many lines as the synthetic map gives it lanes."""
    pack = synthetic_pack(stations, seed)
    half = pack.canvas[0] / 2
    places = []
    for station in pack.stations:
        x, y = station.pos[0] - half, station.pos[1] - half
        reach = math.hypot(x, y) / half
        pull = (CORE + (1 - CORE) * reach) * RADIUS / half  # degrees per board unit
        places.append(
            (CENTRE[0] - y * pull, CENTRE[1] + x * pull / math.cos(math.radians(CENTRE[0])))
        )
    numbers = {station.id: number for number, station in enumerate(pack.stations)}
    links = [
        (numbers[connection.ends[0]], numbers[connection.ends[1]], (index + lane) % len(_LINES) + 1)
        for index, connection in enumerate(pack.connections)
        for lane in range(connection.lanes)
    ]
    rail = {n for n, station in enumerate(pack.stations) if "national_rail" in station.flags}
    return Network(places, links), rail


def write_network(folder: Path, stations: int, seed: int, shape: str) -> tuple[Path, Path, Path]:
    """The stations, connections and lines tables of a network of `stations` stations."""
    network, rail = (
        city(stations, seed) if shape == "city" else (SHAPES[shape](stations, seed), set())
    )
    paths = tuple(
        folder / f"{shape}-{stations}.{table}.csv" for table in ("stations", "connections", "lines")
    )
    widen = math.cos(math.radians(CENTRE[0]))
    with paths[0].open("w", newline="") as file:
        rows = csv.writer(file)
        rows.writerow(("id", "latitude", "longitude", "name", "zone", "rail"))
        for number, (latitude, longitude) in enumerate(network.places):
            reach = math.hypot(latitude - CENTRE[0], (longitude - CENTRE[1]) * widen) / RADIUS
            zone = min(int(reach * 6) + 1, 9)
            name = f"{shape.title()} {number + 1}"
            rows.writerow(
                (number + 1, f"{latitude:.6f}", f"{longitude:.6f}", name, zone, int(number in rail))
            )
    with paths[1].open("w", newline="") as file:
        rows = csv.writer(file)
        rows.writerow(("station1", "station2", "line"))
        rows.writerows((a + 1, b + 1, line) for a, b, line in network.links)
    with paths[2].open("w", newline="") as file:
        rows = csv.writer(file)
        rows.writerow(("line", "name", "colour"))
        for number, (name, rgb) in enumerate(_LINES, start=1):
            rows.writerow((number, f"{name.title()} Line", rgb.lstrip("#")))
    return paths  # type: ignore[return-value]


def run(command: list[str]) -> None:
    """The command as `tracksmith` runs it, its one line of output kept quiet."""
    with redirect_stdout(StringIO()):
        if tracksmith(command) != 0:
            raise SystemExit(f"tracksmith {' '.join(command)} failed")


def run_whole(command: list[str]) -> None:
    """The command as a process of its own, started as the installed `tracksmith`
    is. Python may keep its compiled modules, as an installed program has them
    (PYTHONDONTWRITEBYTECODE would make every start compile them all again)."""
    script = Path(sys.executable).with_name("tracksmith")
    started = [str(script)] if script.exists() else [sys.executable, "-m", "editor.cli"]
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run(
        [*started, *command], env=environment, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"tracksmith {' '.join(command)} failed:\n{done.stderr}")


def import_command(tables: Sequence[Path], stations: int, output: Path) -> list[str]:
    side = math.sqrt(BOARD_PER_STATION * stations / (1600.0 * 1200.0))
    width, height = 1600.0 * side, 1200.0 * side
    spacing = SPACING_UNITS / width
    return [
        "import",
        "csv",
        *("--stations", str(tables[0]), "--connections", str(tables[1]), "--lines", str(tables[2])),
        *("--width", f"{width:.1f}", "--height", f"{height:.1f}", "--spacing", f"{spacing:.8f}"),
        *("--ruleset", "underground", "-o", str(output)),
    ]


def shape_kept(before: Sequence[Point], after: Sequence[Point]) -> tuple[float, float]:
    """Procrustes disparity (0 is the same shape, moved, turned or scaled; 1 none
    of it) and Spearman's rank correlation of the positions, the lower of x and y."""
    first, second = (np.asarray(points, dtype=float) for points in (before, after))
    first, second = first - first.mean(axis=0), second - second.mean(axis=0)
    first, second = first / np.linalg.norm(first), second / np.linalg.norm(second)
    singular = np.linalg.svd(first.T @ second, compute_uv=False)
    disparity = 1 - float(singular.sum()) ** 2
    ranks = [
        float(np.corrcoef(_ranks(first[:, axis]), _ranks(second[:, axis]))[0, 1]) for axis in (0, 1)
    ]
    return disparity, min(ranks)


def _ranks(values: np.ndarray) -> np.ndarray:
    ranks = np.empty(len(values))
    ranks[np.argsort(values, kind="stable")] = np.arange(len(values))
    return ranks


def least_gap(points: Sequence[Point]) -> float:
    geometries = shapely_points(np.asarray(points, dtype=float))
    first, second = STRtree(geometries).query_nearest(geometries, exclusive=True, all_matches=False)
    gaps = np.hypot(*(np.asarray(points)[first] - np.asarray(points)[second]).T)
    return float(gaps.min())


def bench_size(
    stations: int, runs: int, seed: int, shape: str, folder: Path, timings: Timings, whole: bool
) -> str:
    """The timings, after an untimed import (of the stations where the projection
    puts them) that loads what the command needs, in this process or on disk."""
    tables = write_network(folder, stations, seed, shape)
    output = folder / f"{shape}-{stations}.yaml"
    name = f"import {shape} {stations}"
    runner, clock = (run_whole, children_cpu) if whole else (run, time.process_time)
    unspread = _projected(tables, stations, folder, runner)
    for _ in range(runs):
        output.unlink(missing_ok=True)
        with timings.measure(name, clock):
            runner(import_command(tables, stations, output))
    pack = load_pack(output)
    disparity, rank = shape_kept(unspread, [station.pos for station in pack.stations])
    gap = least_gap([station.pos for station in pack.stations])
    return (
        f"{shape:>6} {stations:>6} stations: least gap {gap:6.2f} (spacing {SPACING_UNITS:.1f}), "
        f"Procrustes disparity {disparity:.4f}, rank correlation {rank:.4f}"
    )


def _projected(
    tables: Sequence[Path], stations: int, folder: Path, runner: Callable[[list[str]], None]
) -> list[Point]:
    """The stations where the projection puts them, before they are spread: the
    same import with a spacing too small to move any."""
    output = folder / "unspread.yaml"
    command = import_command(tables, stations, output)
    command[command.index("--spacing") + 1] = "1e-9"
    output.unlink(missing_ok=True)
    runner(command)
    return [station.pos for station in load_pack(output).stations]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[500, 1000, 2000, 5000])
    parser.add_argument("--shapes", nargs="+", default=["city", *SHAPES], choices=["city", *SHAPES])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--whole",
        action="store_true",
        help="run each import as a process of its own: wall clock and CPU time with start-up",
    )
    args = parser.parse_args(argv)
    timings, quality = Timings(), []
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as folder:
        for shape in args.shapes:
            for stations in args.sizes:
                quality.append(
                    bench_size(
                        stations, args.runs, args.seed, shape, Path(folder), timings, args.whole
                    )
                )
    print(f"\nspread kept (seed {args.seed}):")
    print("\n".join(quality))
    print(
        f"\ntimes in ms (load average {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end)"
    )
    what = (
        "tracksmith import csv as its own process, start-up included"
        if args.whole
        else "tracksmith import csv in this process, start-up not counted"
    )
    goals = tuple(
        Goal(f"import {shape} {stations}", GOAL_MS[stations], what)
        for shape in args.shapes
        for stations in args.sizes
        if stations in GOAL_MS
    )
    missed = print_table(timings, goals)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
