"""What the overview panel costs on a big map: drawing the whole map small, a
station drag with the panel shown, and dragging its rectangle about.

The panel keeps the map as a picture and draws it again only once the map has
been still for a moment, so a drag frame should cost the same with the panel
shown as without it. Exits 1 when a goal is missed, or when the panel draws the
map again during a drag.

    python -m benchmarks.bench_overview [--stations 1000] [--frames 60]
"""

from __future__ import annotations

import argparse
import os
import sys

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDockWidget

from benchmarks.bench_editor import DRAG_STEP, busiest_central_station, close, screen
from benchmarks.synthetic import synthetic_pack
from benchmarks.timings import Goal, Timings, print_table
from editor.app import application
from editor.document import MapDocument
from editor.main_window import MainWindow
from editor.panels.overview import OverviewMap

GOALS = (
    Goal("draw the map in the overview", 100.0, "the whole map painted small, after an edit"),
    Goal("drag frame (1:1), overview shown", 16.0, "as bench_editor's drag frame"),
    Goal("overview drag frame", 16.0, "a mouse move on the overview: the canvas moves"),
)


def shown_window(pack_size: int, seed: int, overview: bool) -> tuple[MainWindow, OverviewMap]:
    app = application()
    window = MainWindow(MapDocument(synthetic_pack(pack_size, seed)))
    window.show()
    dock = window.findChild(QDockWidget, "overview")
    assert dock is not None
    dock.setVisible(overview)
    panel = dock.widget()
    assert isinstance(panel, OverviewMap)
    app.processEvents()
    return window, panel


def bench_draw(window: MainWindow, panel: OverviewMap, runs: int, timings: Timings) -> None:
    for _ in range(runs):
        panel.map_changed()
        with timings.measure("draw the map in the overview"):
            panel.draw_map()


def bench_station_drag(
    window: MainWindow, panel: OverviewMap, frames: int, title: str, timings: Timings
) -> None:
    """bench_editor's drag at 1:1; the overview must not draw the map meanwhile."""
    app = application()
    view, viewport = window.view, window.view.viewport()
    station = busiest_central_station(window.document.pack)
    view.resetTransform()
    view.centerOn(*station.pos)
    app.processEvents()
    kept = panel.picture.cacheKey()
    start = station.pos
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=screen(window, start))
    for frame in range(frames):
        target = (start[0] + DRAG_STEP * (1 + frame % 7), start[1])
        with timings.measure(title):
            QTest.mouseMove(viewport, screen(window, target))
            viewport.update()
            app.processEvents()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=screen(window, start))
    if panel.isVisible() and panel.picture.cacheKey() != kept:
        raise SystemExit("the overview drew the map again during a drag")


def bench_overview_drag(
    window: MainWindow, panel: OverviewMap, frames: int, timings: Timings
) -> None:
    """Drag the overview's rectangle to and fro: the canvas follows, every frame."""
    app = application()
    grip = panel.shown_rect().center().toPoint()
    QTest.mousePress(panel, Qt.MouseButton.LeftButton, pos=grip)
    for frame in range(frames):
        with timings.measure("overview drag frame"):
            QTest.mouseMove(panel, grip + QPoint(frame % 9 * 3, frame % 5 * 3))
            app.processEvents()
    QTest.mouseRelease(panel, Qt.MouseButton.LeftButton, pos=grip)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stations", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=10, help="overview drawings to time")
    parser.add_argument("--frames", type=int, default=60, help="drag frames to time")
    args = parser.parse_args(argv)
    timings = Timings()
    for shown in (False, True):
        window, panel = shown_window(args.stations, args.seed, shown)
        title = f"drag frame (1:1), overview {'shown' if shown else 'hidden'}"
        bench_station_drag(window, panel, args.frames, title, timings)
        if shown:
            bench_draw(window, panel, args.runs, timings)
            window.view.resetTransform()
            bench_overview_drag(window, panel, args.frames, timings)
        close(window)
    print(f"\n{args.stations} stations (seed {args.seed}); times in ms")
    missed = print_table(timings, GOALS)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
