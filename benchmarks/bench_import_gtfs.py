"""How long a transit feed takes to become a draft board: `tracksmith import gtfs`.

Makes the 302-station London feed of the tests (tests/gtfs_feeds.py: every
line's runs both ways, platforms under parent stations, shapes) with a
timetable of `--trips` trips per run each way, then times each step of the
import on it, and the whole command. Where gtfs_kit is importable (it is no
dependency of Tracksmith: run the benchmark with a Python that has it and
Tracksmith's engine dependencies), its `read_feed` is timed on the same feed,
in turn with Tracksmith's (every table, every mode, as the peer reads them),
and reading must take at most PEER_RATIO times as long. Exits 1 when a goal
is missed; it is deliberately not part of the test suite.

    python -m benchmarks.bench_import_gtfs [--trips 100] [--runs 5] [--profile] [--feed ZIP]...
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `benchmarks` and `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import argparse
import contextlib
import cProfile
import importlib
import io
import pstats
import statistics
import tempfile
import zipfile
from types import ModuleType

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
READ, PEER = "read feed", "gtfs_kit.read_feed (peer)"
BESIDE = "read feed, beside the peer"
PEER_RATIO = 1.5  # reading may take at most this many times as long as the peer's


def peer() -> ModuleType | None:
    try:
        return importlib.import_module("gtfs_kit")
    except ImportError:
        return None


def beside_the_peer(
    feed: Path, runs: int, timings: Timings, kit: ModuleType, name: str = ""
) -> None:
    """Both readers in turn and nothing else, so neither pays for the other steps' garbage."""
    for _ in range(runs):
        with timings.measure(PEER + name):
            kit.read_feed(feed, dist_units="km")
        with timings.measure(BESIDE + name):
            read_feed(feed)


def ratios(timings: Timings, name: str = "") -> dict[str, float]:
    """Reading's median time over the peer's, by clock."""
    return {
        clock: statistics.median(figures[BESIDE + name]) / statistics.median(figures[PEER + name])
        for clock, figures in (("wall", timings.wall), ("cpu", timings.cpu))
    }


def bench(feed: Path, runs: int, timings: Timings) -> None:
    ruleset = get_ruleset("underground")
    draft = TransitDraft(id="london", name="London", ruleset="underground")
    for _ in range(runs):
        with timings.measure(READ):
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
    parser.add_argument(
        "--feed",
        type=Path,
        action="append",
        default=[],
        help="another feed to read beside the peer",
    )
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
        kit = peer()
        if kit is None:
            print("gtfs_kit is not importable here: the peer's reading is not timed")
        timings = Timings()
        if kit is not None:
            beside_the_peer(feed, args.runs, timings, kit)
            for other in args.feed:
                beside_the_peer(other, args.runs, timings, kit, f" ({other.name})")
        bench(feed, args.runs, timings)
    missed = print_table(timings, GOALS)
    slow = False
    if kit is not None:
        for name in ["", *(f" ({other.name})" for other in args.feed)]:
            found = ratios(timings, name)
            print(
                f"reading{name or ' this feed'} takes {found['wall']:.2f} x gtfs_kit.read_feed's "
                f"wall time ({found['cpu']:.2f} x its CPU time); goal <= {PEER_RATIO:g} x"
            )
            slow = slow or found["cpu"] > PEER_RATIO
    return 1 if missed or slow else 0


if __name__ == "__main__":
    sys.exit(main_bench())
