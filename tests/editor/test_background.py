"""The background image to trace over: chosen, tuned and removed in the map
settings, shown on the canvas, dragged with the select tool when unlocked, and
carried along by Save As. Every change is one undo step."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QCheckBox, QDoubleSpinBox, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.files import dialogs
from editor.main_window import MainWindow
from editor.panels.settings import SettingsPanel
from engine.map.model import Background, MapPack
from engine.pack import load_pack, save_pack
from engine.paths import MAPS
from tests.conftest import PackFactory
from tests.editor.driving import drag, front_panel, screen_point, use_tool

RED = QColor(220, 30, 30)


def red_image(path: Path, width: int = 200, height: int = 100) -> Path:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(RED)
    assert image.save(str(path))
    return path


@pytest.fixture
def saved_map(make_pack: PackFactory, tmp_path: Path) -> Path:
    """A saved map whose only station sits far from where the image goes."""
    folder = tmp_path / "city"
    folder.mkdir()
    pack = replace(make_pack({"a": (700, 500), "b": (760, 540)}), canvas=(800, 600))
    return save_pack(pack, folder / "city.yaml")


def show(window: MainWindow, path: Path) -> None:
    """Open the map in the window, zoomed 1:1 on the board's top left, where the
    image goes."""
    window.set_document(MapDocument.open(path))
    window.view.resetTransform()
    window.view.centerOn(200, 150)


def settings(qtbot: QtBot, window: MainWindow) -> SettingsPanel:
    return front_panel(qtbot, window, "map-settings", SettingsPanel)


@pytest.fixture
def choose_image(
    qtbot: QtBot, window: MainWindow, saved_map: Path, monkeypatch: pytest.MonkeyPatch
) -> Callable[[Path], None]:
    """With the saved map open, pick an image with the settings' Choose button."""
    show(window, saved_map)

    def choose(image: Path) -> None:
        monkeypatch.setattr(dialogs, "choose_background", lambda parent, folder: image)
        button = settings(qtbot, window).findChild(QPushButton, "background-choose")
        assert button is not None and button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    return choose


def red_at(window: MainWindow, x: float, y: float) -> bool:
    """Whether the canvas shows the image's red at a scene point (under the grid's
    faint lines, so near it rather than exactly it)."""
    image = window.view.viewport().grab().toImage()
    colour = image.pixelColor(screen_point(window, x, y))
    return colour.red() > 180 and colour.green() < 70 and colour.blue() < 70


def spin(window: MainWindow, name: str) -> QDoubleSpinBox:
    box = window.findChild(QDoubleSpinBox, f"background-{name}")
    assert box is not None, name
    return box


def test_an_image_from_elsewhere_is_copied_beside_the_map_and_drawn(
    window: MainWindow, saved_map: Path, tmp_path: Path, choose_image: Callable[[Path], None]
) -> None:
    image = red_image(tmp_path / "scan.png")
    choose_image(image)
    assert window.document.pack.background == Background("scan.png")
    assert (saved_map.parent / "scan.png").read_bytes() == image.read_bytes()
    label = window.findChild(QLabel, "background-image")
    assert label is not None and label.text() == "scan.png"
    item = window.scene.background_item
    assert item is not None and item.pixmap().width() == 200
    spin(window, "opacity").setValue(1.0)
    assert window.document.pack.background is not None
    assert window.document.pack.background.opacity == 1.0
    assert red_at(window, 100, 50)
    window.document.undo_stack.undo()  # the opacity
    window.document.undo_stack.undo()  # the image
    assert window.document.pack.background is None
    assert window.scene.background_item is None
    assert not red_at(window, 100, 50)


def test_a_map_never_saved_cannot_have_an_image_yet(qtbot: QtBot, window: MainWindow) -> None:
    button = settings(qtbot, window).findChild(QPushButton, "background-choose")
    assert button is not None and not button.isEnabled()
    assert button.toolTip() == "Save the map first (the image is kept beside it)"


@pytest.fixture
def traced(window: MainWindow, saved_map: Path) -> Path:
    """The saved map tracing over a red image at (50, 60), unlocked."""
    red_image(saved_map.parent / "scan.png")
    pack = load_pack(saved_map)
    background = Background("scan.png", opacity=1.0, pos=(50, 60), locked=False)
    save_pack(replace(pack, background=background), saved_map)
    show(window, saved_map)
    return saved_map


def test_the_fields_place_the_image(qtbot: QtBot, window: MainWindow, traced: Path) -> None:
    settings(qtbot, window)
    spin(window, "x").setValue(300)
    spin(window, "y").setValue(20)
    spin(window, "scale").setValue(0.5)
    assert window.document.pack.background == Background(
        "scan.png", opacity=1.0, pos=(300, 20), scale=0.5, locked=False
    )
    item = window.scene.background_item
    assert item is not None
    assert item.sceneBoundingRect().getRect() == (300, 20, 100, 50)
    assert red_at(window, 390, 60)
    assert not red_at(window, 100, 50)


def test_unlocked_it_drags_as_one_step_and_locked_it_stays(
    qtbot: QtBot, window: MainWindow, traced: Path
) -> None:
    use_tool(window, "select")
    steps = window.document.undo_stack.count()
    drag(qtbot, window, (100, 100), (140, 130))
    assert window.document.pack.background is not None
    assert window.document.pack.background.pos == (90, 90)
    assert window.document.undo_stack.count() == steps + 1
    assert red_at(window, 270, 180)
    lock = window.findChild(QCheckBox, "background-locked")
    assert lock is not None
    settings(qtbot, window)
    qtbot.mouseClick(lock, Qt.MouseButton.LeftButton)
    assert window.document.pack.background.locked
    drag(qtbot, window, (150, 150), (200, 200))
    assert window.document.pack.background.pos == (90, 90)  # a rubber band instead
    window.document.undo_stack.undo()  # the lock
    window.document.undo_stack.undo()  # the drag
    assert window.document.pack.background.pos == (50, 60)


def test_a_missing_image_shows_its_outline_and_says_so(
    qtbot: QtBot, window: MainWindow, traced: Path
) -> None:
    (traced.parent / "scan.png").unlink()
    show(window, traced)
    label = window.findChild(QLabel, "background-image")
    settings(qtbot, window)
    assert label is not None and label.text() == "scan.png (missing)"
    item = window.scene.background_item
    assert item is not None and item.outline.isVisible()
    assert item.problem.text() == "cannot show 'scan.png': missing"


def test_an_unreadable_file_is_refused_with_the_reason(
    window: MainWindow, saved_map: Path, tmp_path: Path, choose_image: Callable[[Path], None]
) -> None:
    notes = tmp_path / "notes.png"
    notes.write_text("not a picture", encoding="utf-8")
    choose_image(notes)
    assert window.document.pack.background is None
    problem = window.findChild(QLabel, "settings-problem")
    assert problem is not None and problem.text() == f"cannot read {notes} as an image"
    assert not (saved_map.parent / "notes.png").exists()


def test_the_pack_loses_nothing_on_a_round_trip(window: MainWindow, traced: Path) -> None:
    pack: MapPack = window.document.pack
    window.document.save()
    assert load_pack(traced) == pack
    assert pack.background == Background("scan.png", opacity=1.0, pos=(50, 60), locked=False)


def test_a_bundled_map_gets_no_image_until_saved_as_a_copy(
    qtbot: QtBot, window: MainWindow
) -> None:
    show(window, MAPS / "tutorial.yaml")
    button = settings(qtbot, window).findChild(QPushButton, "background-choose")
    assert button is not None and not button.isEnabled()


def test_a_path_out_of_the_maps_folder_is_not_read(
    qtbot: QtBot, window: MainWindow, saved_map: Path
) -> None:
    red_image(saved_map.parent.parent / "outside.png")
    pack = replace(load_pack(saved_map), background=Background("../outside.png", opacity=1.0))
    save_pack(pack, saved_map)
    show(window, saved_map)
    item = window.scene.background_item
    assert item is not None and item.pixmap().isNull() and item.outline.isVisible()
    assert item.problem.text() == "cannot show '../outside.png': not a path inside the map's folder"
    label = window.findChild(QLabel, "background-image")
    settings(qtbot, window)
    assert label is not None
    assert label.text() == "../outside.png (not a path inside the map's folder)"
    assert not red_at(window, 100, 50)


def test_after_save_as_the_image_is_read_from_the_new_folder(
    qtbot: QtBot, window: MainWindow, traced: Path, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    blue = QImage(200, 100, QImage.Format.Format_RGB32)
    blue.fill(QColor(30, 30, 220))
    assert blue.save(str(elsewhere / "scan.png"))  # kept: a different file by that name
    window.document.save(elsewhere / "city.yaml")
    item = window.scene.background_item
    assert item is not None and item.file == elsewhere / "scan.png"
    assert not red_at(window, 100, 100)
