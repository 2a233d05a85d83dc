"""A scene that is let go of is freed at once, not left to Python's cycle collector.

The collector runs at whatever allocation crosses its threshold. A scene freed by
it can be freed from inside a Python method its own item index called while Qt
was dispatching that index's timer: Qt then finishes the dispatch on freed
memory and the editor crashes. A scene that is in no reference cycle is freed
when its last reference goes, which is always at a known, safe point.
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from pytestqt.qtbot import QtBot

from editor.canvas.scene import MapScene
from editor.document import MapDocument
from editor.main_window import MainWindow
from engine.pack import load_pack
from engine.paths import MAPS


@contextmanager
def no_cycle_collector() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def test_a_dropped_scene_is_freed_at_once(qtbot: QtBot, bundled_map: Path) -> None:
    pack = load_pack(bundled_map)
    with no_cycle_collector():
        scene = MapScene(MapDocument(pack))
        assert scene.elements  # a scene with items, marks and labels
        kept = weakref.ref(scene)
        del scene
        assert kept() is None


def test_the_scene_of_a_replaced_document_is_freed_at_once(
    window: MainWindow,
) -> None:
    pack = load_pack(MAPS / "london.yaml")
    window.set_document(MapDocument(pack))
    with no_cycle_collector():
        old = weakref.ref(window.scene)
        window.set_document(MapDocument(pack))
        assert old() is None
        assert window.scene.elements
