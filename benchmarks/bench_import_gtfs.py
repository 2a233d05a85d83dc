"""How long a transit feed takes to become a draft board: `tracksmith import gtfs`.

Makes the 302-station London feed of the tests (tests/gtfs_feeds.py: every
line's runs both ways, platforms under parent stations, shapes) with a
timetable of `--trips` trips per run each way, then times each step of the
import on it, and the whole command. Exits 1 when the goal is missed; it is
deliberately not part of the test suite.

    python -m benchmarks.bench_import_gtfs [--trips 100] [--runs 5] [--profile]
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `benchmarks` and `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import argparse
import contextlib
import cProfile
import io
import pstats
import tempfile
import zipfile

from benchmarks.timings import Goal, Timings, print_table
from engine.cli import main
from engine.importers.gtfs_draft import feed_credits
from engine.importers.gtfs_feed import read_feed
from engine.importers.gtfs_network import Selection, build_network
from engine.importers.gtfs_pack import TransitDraft, transit_pack
from engine.rules import get_ruleset
from tests.gtfs_feeds import london_feed

GOALS = (Goal("import command", 3000.0, "tracksmith import gtfs: read, build, save, lint"),)
MODES = frozenset({"subway", "tram"})
COMMAND = ("import", "gtfs", "--modes", "subway,tram", "--ruleset", "underground")


def bench(feed: Path, runs: int, timings: Timings) -> None:
    ruleset = get_ruleset("underground")
    draft = TransitDraft(id="london", name="London", ruleset="underground")
    for _ in range(runs):
        with timings.measure("read feed"):
            loaded = read_feed(feed, lambda route: route.mode in MODES)
        with timings.measure("build network"):
            network = build_network(loaded, Selection(modes=MODES))
        with timings.measure("make pack (project, spread, bends)"):
            transit_pack(network, draft, feed_credits(loaded, ""), ruleset)
        with timings.measure("import command"), contextlib.redirect_stdout(io.StringIO()):
            code = main([*COMMAND, str(feed), "-o", str(feed.parent / "draft.yaml")])
        assert code == 0


def main_bench() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trips", type=int, default=100, help="trips per run of a line, each way")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--profile", action="store_true", help="cProfile one import command")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        feed = london_feed(Path(folder) / "london.zip", args.trips)
        with zipfile.ZipFile(feed) as archive:
            rows = sum(1 for _ in archive.open("stop_times.txt")) - 1
        print(f"feed: {feed.stat().st_size // 1024} KiB zipped, {rows:,} stop times")
        if args.profile:
            profile = cProfile.Profile()
            profile.runcall(bench, feed, 1, Timings())
            pstats.Stats(profile).sort_stats("cumulative").print_stats(20)
        timings = Timings()
        bench(feed, args.runs, timings)
    missed = print_table(timings, GOALS)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main_bench())
