"""How long a print-and-play kit takes: planning, the preview, the PDF.

Times `tracksmith print`'s work on bundled maps (London: 8 tiles and 55 cards;
One Day in London: 72 cards with locator maps) and a synthetic big city, and
the editor's preview thumbnails. Exits 1 when a goal is missed; not part of
the test suite.

    python -m benchmarks.bench_print [--runs 3] [--stations 1000]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if __package__ in (None, ""):  # run as a script: make `benchmarks` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import argparse
import tempfile

from benchmarks.synthetic import synthetic_pack
from benchmarks.timings import Goal, Timings, print_table
from editor.app import application
from editor.printing.board import board_picture
from editor.printing.pdf import page_image, write_kit
from editor.printing.plan import KitSettings, plan_kit
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS

GOALS = (
    Goal("london: write the PDF", 3000.0, "18 A4 pages: tiles, 55 cards, lists"),
    Goal("london: preview thumbnails", 1000.0, "every page at 150 px, as the dialog draws them"),
    Goal("one-day-london: write the PDF", 3000.0, "72 cards with locator maps"),
    Goal("synthetic-1000: write the PDF", 5000.0, "35 tiles, 200 cards of 1,000 stations"),
)
THUMB = 150


def bench(name: str, pack: MapPack, folder: Path, runs: int, timings: Timings) -> None:
    for _ in range(runs):
        with timings.measure(f"{name}: plan"):
            kit = plan_kit(pack, KitSettings())
        with timings.measure(f"{name}: write the PDF"):
            write_kit(kit, folder / f"{name}.pdf")
        with timings.measure(f"{name}: preview thumbnails"):
            picture = board_picture(pack, kit.scale)
            for number in range(len(kit.pages)):
                page_image(kit, number, THUMB, picture)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--stations", type=int, default=1000, help="the synthetic city's size")
    args = parser.parse_args(argv)
    application()
    maps = {
        "london": load_pack(MAPS / "london.yaml"),
        "one-day-london": load_pack(MAPS / "one-day-london"),
        f"synthetic-{args.stations}": synthetic_pack(args.stations),
    }
    timings = Timings()
    with tempfile.TemporaryDirectory() as folder:
        for name, pack in maps.items():
            bench(name, pack, Path(folder), args.runs, timings)
    print("\ntimes in ms")
    return 1 if print_table(timings, GOALS) else 0


if __name__ == "__main__":
    sys.exit(main())
