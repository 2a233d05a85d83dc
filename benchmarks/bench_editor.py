"""How fast the editor feels on a big map: open, drag a station, revalidate.

Builds a synthetic city (benchmarks/synthetic.py), then times the real main
window offscreen and prints the median and 95th percentile of each step, with
breakdowns that show where the time goes. Exits 1 when a goal is missed, so a
performance job can run it; it is deliberately not part of the test suite.

    python -m benchmarks.bench_editor [--stations 1000] [--profile drag]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if __package__ in (None, ""):  # run as a script: make `benchmarks` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import argparse
import cProfile
import gc
import pstats
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from benchmarks.synthetic import synthetic_pack
from benchmarks.timings import Goal, Timings, print_table
from editor.app import application
from editor.canvas.scene import MapScene
from editor.document import MapDocument
from editor.main_window import MainWindow
from engine.editing import edits as editing
from engine.lint.validate import core_rules, validate
from engine.map.model import MapPack, Station
from engine.pack import dump_pack, parse_pack, save_pack
from engine.rules import get_ruleset

CITY = 1000  # more stations than this: a whole city's network, with looser goals


def goals(stations: int) -> tuple[Goal, ...]:
    city = stations > CITY
    frame = "mouse move -> edit + scene update + full viewport repaint"
    return (
        Goal("open", 2000.0 if city else 1000.0, "load the pack + build the window and its scene"),
        Goal("drag frame (1:1)", 16.0, frame),
        Goal("drag frame (fit)", 16.0, frame + ", whole map in view"),
        Goal(
            "revalidate",
            100.0 if city else 50.0,
            "lint validate() on the edited pack",
        ),
    )


DRAG_STEP = 40.0  # two grid cells: every frame really moves the station


def bench_open(path: Path, runs: int, timings: Timings) -> None:
    app = application()
    for _ in range(runs):
        with timings.measure("open"):
            with timings.measure("  load pack"):
                document = MapDocument.open(path)
            with timings.measure("  build window + scene"):
                window = MainWindow(document)
        with timings.measure("  first paint (shown, whole map in view)"):
            window.show()
            window.view.fit()
            app.processEvents()
            window.view.viewport().repaint()
        with timings.measure("  (alone) place every label"):
            window.scene.place_labels()
        close(window)


def bench_drag(path: Path, frames: int, timings: Timings, zoom: str, profile: bool) -> None:
    """Drag the busiest station near the middle to and fro, two grid cells a frame:
    first with the whole viewport painted every frame, then letting Qt
    repaint only what changed. `zoom` is "1:1" (one map unit a pixel, as when
    placing stations) or "fit" (the whole map in view: the most to repaint)."""
    app = application()
    window = MainWindow(MapDocument.open(path))
    window.show()
    app.processEvents()
    document, view, viewport = window.document, window.view, window.view.viewport()
    station = busiest_central_station(document.pack)
    if zoom == "fit":
        view.fit()
    else:
        view.resetTransform()
        view.centerOn(QPointF(*station.pos))
    app.processEvents()
    start = station.pos
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=screen(window, start))
    app.processEvents()
    offsets = [DRAG_STEP * k for k in (*range(1, 8), *range(6, -7, -1), *range(-5, 0))]
    title = f"drag frame ({zoom})"
    with profiling(profile, title):
        for frame in range(frames):
            before = document.pack
            target = (start[0] + offsets[frame % len(offsets)], start[1])
            with timings.measure(title):
                with timings.measure(f"  {zoom}: mouse move -> edit + scene update"):
                    QTest.mouseMove(viewport, screen(window, target))
                with timings.measure(f"  {zoom}: the whole viewport painted, events handled"):
                    # The whole viewport marked dirty, then one pass of the event loop:
                    # Qt paints it once, as in a frame where the view scrolls along.
                    # (A repaint() here would paint it twice, as the scene's own update
                    # of the moved items still follows.)
                    viewport.update()
                    app.processEvents()
            if document.pack is before:
                raise SystemExit(f"frame {frame} did not move '{station.id}'; the drag is broken")
    for frame in range(frames):
        target = (start[0] + offsets[frame % len(offsets)], start[1])
        with timings.measure(f"  {zoom}: frame where Qt repaints only what changed"):
            QTest.mouseMove(viewport, screen(window, target))
            app.processEvents()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=screen(window, start))
    close(window)


def bench_scene_update(path: Path, frames: int, timings: Timings) -> None:
    """The drag's model and scene work alone, without events or painting."""
    document = MapDocument.open(path)
    scene = MapScene(document)
    station = busiest_central_station(document.pack)
    ids = frozenset({station.id})
    for frame in range(frames):
        with timings.measure("  (alone) editing.move_by"):
            moved = editing.move_by(document.pack, ids, DRAG_STEP * (frame % 2 * 2 - 1), 0)
        document.apply(moved, frozenset())  # swap the pack in without redrawing
        with timings.measure("  (alone) scene.on_changed for the moved station"):
            scene.on_changed(ids)


def bench_validate(pack: MapPack, runs: int, timings: Timings, profile: bool) -> None:
    """Validate freshly edited packs, as the editor does after each change; every
    rule also alone, in validate's order, so its share is visible."""
    station = busiest_central_station(pack)
    ruleset_rules = get_ruleset(pack.ruleset).lint_rules()
    edited = [editing.move_by(pack, {station.id}, DRAG_STEP * (k % 5 + 1), 0) for k in range(runs)]
    with profiling(profile, "revalidate"):
        for after in edited:
            with timings.measure("revalidate"):
                validate(after)
    for k in range(runs):
        after = editing.move_by(pack, {station.id}, 0, DRAG_STEP * (k % 5 + 1))
        for rule in core_rules():
            with timings.measure(f"  rule {rule.__module__.rsplit('.', 1)[-1]}.{rule.__name__}"):
                list(rule(after))
    for after in edited:
        with timings.measure(f"  with the {pack.ruleset} rules too (as the validation panel)"):
            validate(after, ruleset_rules)


def bench_save(pack: MapPack, folder: Path, runs: int, timings: Timings) -> None:
    """Saving: the canonical text, read back and compared with the map before the
    file is replaced (engine/pack/io.py), then the parts alone."""
    for _ in range(runs):
        with timings.measure("save"):
            save_pack(pack, folder / "saved.yaml")
        with timings.measure("  (alone) write the canonical text"):
            text = dump_pack(pack)
        with timings.measure("  (alone) read it back and compare"):
            assert parse_pack(text, "saved") == pack


def busiest_central_station(pack: MapPack) -> Station:
    width, height = pack.canvas
    degree: dict[str, int] = {}
    for connection in pack.connections:
        for end in connection.ends:
            degree[end] = degree.get(end, 0) + 1
    near = sorted(
        pack.stations, key=lambda s: (s.pos[0] - width / 2) ** 2 + (s.pos[1] - height / 2) ** 2
    )[:25]
    return max(near, key=lambda s: degree.get(s.id, 0))


def screen(window: MainWindow, point: tuple[float, float]) -> QPoint:
    return window.view.mapFromScene(QPointF(*point))


def close(window: MainWindow) -> None:
    """Close and really delete the window: processEvents alone leaves deferred
    deletes pending, and the windows of earlier steps then stay on the heap,
    making every later step's garbage collections walk them (an editor has one)."""
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    application().processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


@contextmanager
def profiling(enabled: bool, title: str) -> Iterator[None]:
    if not enabled:
        yield
        return
    profiler = cProfile.Profile()
    profiler.enable()
    try:
        yield
    finally:
        profiler.disable()
        print(f"\n--- profile: {title} (top 25 by cumulative time)")
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stations", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=5, help="opens and saves to time")
    parser.add_argument("--frames", type=int, default=60, help="drag frames to time")
    parser.add_argument("--validations", type=int, default=30)
    parser.add_argument("--profile", choices=("drag", "validate"), action="append", default=[])
    args = parser.parse_args(argv)
    pack = synthetic_pack(args.stations, args.seed)
    timings = Timings()
    steps: list[Callable[[Path], None]] = [
        lambda path: bench_open(path, args.runs, timings),
        lambda path: bench_drag(path, args.frames, timings, "1:1", "drag" in args.profile),
        lambda path: bench_drag(path, args.frames, timings, "fit", False),
        lambda path: bench_scene_update(path, args.frames, timings),
        lambda path: bench_validate(pack, args.validations, timings, "validate" in args.profile),
        lambda path: bench_save(pack, path.parent, args.runs, timings),
    ]
    with tempfile.TemporaryDirectory() as folder:
        path = save_pack(pack, Path(folder) / "synthetic.yaml")
        application()
        for step in steps:
            step(path)
    print(
        f"\n{len(pack.stations)} stations, {len(pack.connections)} connections, "
        f"{len(pack.regions)} regions (seed {args.seed}); times in ms"
    )
    missed = print_table(timings, goals(len(pack.stations)))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
