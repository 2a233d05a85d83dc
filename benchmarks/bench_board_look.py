"""How fast the board look is: drawing a bundled map as it prints, moving a
station in it, and rendering it on paper.

Times the scene offscreen on New York (clusters and rivers to name and keep
clear of) and prints the median and 95th percentile of each step against its
goal; exits 1 when a goal is missed. Not part of the test suite.

    python -m benchmarks.bench_board_look [--map maps/new-york] [--moves 40] [--runs 3]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from benchmarks.timings import Goal, Timings, print_table
from editor.app import application
from editor.canvas.look import BOARD, DIAGRAM
from editor.canvas.scene import MapScene
from editor.display import use_offscreen_without_display
from editor.document import MapDocument
from editor.render import Paper, render
from engine.editing import edits as editing
from engine.pack import load_pack
from engine.paths import MAPS

GOALS = (
    Goal("build board look", 1000.0, "a board-look scene of the whole map"),
    Goal("move (board look)", 50.0, "one station moved beside named clusters: scene update"),
    Goal("render A3 PNG", 5000.0, "tracksmith render --paper a3, scene and file"),
)
MOVED = "times-sq-42-st"  # New York's busiest corner: clusters, labels and names all round


def bench(path: Path, moves: int, runs: int, timings: Timings) -> None:
    use_offscreen_without_display()
    application()
    pack = load_pack(path)
    station = MOVED if MOVED in pack.station_index else pack.stations[0].id
    for look, name in ((DIAGRAM, "diagram"), (BOARD, "board look")):
        scenes = []  # kept: a dropped scene stops following its document
        for _ in range(runs):
            document = MapDocument(pack)
            with timings.measure(f"build {name}"):
                scenes.append(MapScene(document, look))
        for step in range(moves):
            dx = 4 if step % 2 == 0 else -4
            moved = editing.move_by(document.pack, {station}, dx, 0)
            with timings.measure(f"move ({name})"):
                document.edit("Move", moved, {station})
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(runs):
            with timings.measure("render A3 PNG"):
                render(pack, Path(folder) / "board.png", look=BOARD, paper=Paper("a3"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map", type=Path, default=MAPS / "new-york")
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    timings = Timings()
    bench(args.map, args.moves, args.runs, timings)
    missed = print_table(timings, GOALS)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
