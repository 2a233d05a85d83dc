"""A map dropped on the window opens as File > Open would; the window's size and
dock layout come back the next time the editor starts."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QWidget
from pytestqt.qtbot import QtBot

from editor.document import MapDocument, blank_pack
from editor.files import recent
from editor.files.dialogs import Unsaved
from editor.files.recent import recent_files
from editor.files.window_layout import GEOMETRY_KEY, keep_layout
from editor.main_window import MainWindow
from engine.pack.io import PACK_FILE
from tests.editor.test_app import write_mini
from tests.editor.test_files import Answers, add_station


@pytest.fixture(autouse=True)
def answers(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Answers:
    """Scripted file dialogs, and scratch settings in place of the user's."""
    return Answers(monkeypatch, tmp_path / "settings.ini")


def carrying(*paths: Path) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    return mime


def drop(target: QWidget, mime: QMimeData) -> bool:
    """Drag `mime` over `target` and let go; True when the drag was welcome."""
    point = QPointF(target.rect().center())
    action, button, keys = (
        Qt.DropAction.CopyAction,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    enter = QDragEnterEvent(point.toPoint(), action, mime, button, keys)
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    QApplication.sendEvent(target, QDropEvent(point, action, mime, button, keys))
    return True


def test_a_map_file_dropped_on_the_window_opens(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    path = write_mini(tmp_path)
    assert drop(window, carrying(path))
    assert window.document.path == path
    assert recent_files() == [path]


def test_a_pack_folder_dropped_on_the_canvas_opens(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    folder = tmp_path / "mini-pack"
    folder.mkdir()
    shutil.move(write_mini(tmp_path), folder / PACK_FILE)
    assert drop(window.view.viewport(), carrying(folder))
    assert window.document.pack.id == "mini"


def test_a_drop_asks_about_unsaved_work_first(
    qtbot: QtBot, window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    add_station(qtbot, window)
    answers.unsaved.append(Unsaved.CANCEL)
    assert drop(window, carrying(write_mini(tmp_path)))
    assert answers.asked == ["Untitled map"]
    assert window.document.path is None


@pytest.mark.parametrize("kind", ["image", "two maps", "folder without a pack", "web page"])
def test_anything_else_dropped_is_refused(
    window: MainWindow, answers: Answers, tmp_path: Path, kind: str
) -> None:
    mime = {
        "image": lambda: carrying(tmp_path / "board.png"),
        "two maps": lambda: carrying(write_mini(tmp_path), write_mini(tmp_path)),
        "folder without a pack": lambda: carrying(tmp_path),
        "web page": lambda: url_mime("https://example.org/map.yaml"),
    }[kind]()
    (tmp_path / "board.png").write_bytes(b"\x89PNG")
    before = window.document
    assert not drop(window, mime)
    assert not drop(window.view.viewport(), mime)
    assert window.document is before
    assert answers.problems == []


def url_mime(url: str) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl(url)])
    return mime


def started(qtbot: QtBot) -> MainWindow:
    """A window as `tracksmith edit` starts it, with the stored layout."""
    window = MainWindow(MapDocument(blank_pack()))
    qtbot.addWidget(window)
    keep_layout(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_window_size_and_docks_come_back(qtbot: QtBot, answers: Answers) -> None:
    first = started(qtbot)
    first.resize(700, 700)  # narrower than the offscreen screen (800 wide)
    layers = first.findChild(QDockWidget, "layers")
    assert layers is not None
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, layers)
    first.findChild(QDockWidget, "history").close()
    qtbot.waitUntil(lambda: first.width() == 700)
    size = first.size()  # as tall as the docks need
    assert first.close()
    assert recent.settings().value(GEOMETRY_KEY) is not None

    second = started(qtbot)
    assert second.size() == size
    assert second.width() == 700
    moved = second.findChild(QDockWidget, "layers")
    assert second.dockWidgetArea(moved) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert second.findChild(QDockWidget, "history").isHidden()


def test_a_layout_that_cannot_be_read_leaves_the_default(qtbot: QtBot, answers: Answers) -> None:
    recent.settings().setValue(GEOMETRY_KEY, "not a layout")
    window = started(qtbot)
    assert window.findChild(QDockWidget, "layers").isVisible()
